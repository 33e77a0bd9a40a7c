// twin: none, because .lyt has no custom Layout types
// WWDC 2022's "Compose custom layouts with SwiftUI": its equal-width HStack, as written there,
// run by layoutc's interpreter when the engine asks (sizeThatFits, then placeSubviews).
// Worked (390x844 @3x): the subviews' ideal sizes are 40×30, 100×20 and 60×50, so each cell is
// the largest, 100×50; between two colours SwiftUI's spacing is 8: 3 × 100 + 2 × 8 = 316 wide,
// 50 high, centred at ((390 − 316) / 2, (844 − 50) / 2) = (37, 397). Each subview is centred
// in its cell: centres at x 37 + 50 = 87, 87 + 108 = 195 and 303, y 422; the red 40×30 at
// (67, 407), the green 100×20 at (145, 412), the blue 60×50 at (273, 397).
import SwiftUI

struct MyEqualWidthHStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        let totalSpacing = spacing.reduce(0) { $0 + $1 }
        return CGSize(width: maxSize.width * CGFloat(subviews.count) + totalSpacing, height: maxSize.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard !subviews.isEmpty else { return }
        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        let placementProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)
        var nextX = bounds.minX + maxSize.width / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: nextX, y: bounds.midY), anchor: .center, proposal: placementProposal)
            nextX += maxSize.width + spacing[index]
        }
    }

    private func maxSize(subviews: Subviews) -> CGSize {
        let subviewSizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let maxSize: CGSize = subviewSizes.reduce(.zero) { currentMax, subviewSize in
            CGSize(width: max(currentMax.width, subviewSize.width), height: max(currentMax.height, subviewSize.height))
        }
        return maxSize
    }

    private func spacing(subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { index in
            guard index < subviews.count - 1 else { return 0 }
            return subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
        }
    }
}

struct ContentView: View {
    var body: some View {
        MyEqualWidthHStack {
            Color.red.frame(width: 40, height: 30)
            Color.green.frame(width: 100, height: 20)
            Color.blue.frame(width: 60, height: 50)
        }
    }
}
