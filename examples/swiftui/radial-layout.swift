// twin: none, because .lyt has no custom Layout types
// WWDC 2022's radial layout with a LayoutValueKey (`Rank`) turning the circle, as written there.
// Worked (390x844 @3x): the layout takes the 300×300 frame it is offered, at (45, 272); its
// centre is (195, 422) and the radius 300 / 3 = 100. Three subviews: 120° apart. Ranks 2, 1, 3:
// `ranks[1] == 1`, so the fraction is −1 + residual(3, 2) = −1 + 0.25 = −0.75, an offset of
// −0.75 × 2π / 3 = −π/2. (0, −100) turned by θ is (100 sin θ, −100 cos θ): red at θ = −π/2,
// (−100, 0), centre (95, 422), origin (75, 402); green at π/6, (50, −86.603), origin
// (225, 315.397) → (225, 315.333) on the pixel grid; blue at 5π/6, (50, 86.603), origin
// (225, 488.603) → (225, 488.667).
import SwiftUI

private struct Rank: LayoutValueKey {
    static let defaultValue: Int = 1
}

extension View {
    func rank(_ value: Int) -> some View {
        layoutValue(key: Rank.self, value: value)
    }
}

struct MyRadialLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let radius = min(bounds.size.width, bounds.size.height) / 3.0
        let angle = Angle.degrees(360.0 / Double(subviews.count)).radians
        let ranks = subviews.map { subview in subview[Rank.self] }
        let offset = getOffset(ranks)
        for (index, subview) in subviews.enumerated() {
            var point = CGPoint(x: 0, y: -radius)
                .applying(CGAffineTransform(rotationAngle: angle * Double(index) + offset))
            point.x += bounds.midX
            point.y += bounds.midY
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

extension MyRadialLayout {
    func getOffset(_ ranks: [Int]) -> Double {
        guard ranks.count == 3, !ranks.allSatisfy({ $0 == ranks.first }) else { return 0.0 }
        var fraction: Double
        if ranks[0] == 1 {
            fraction = residual(rank1: ranks[1], rank2: ranks[2])
        } else if ranks[1] == 1 {
            fraction = -1 + residual(rank1: ranks[2], rank2: ranks[0])
        } else {
            fraction = 1 + residual(rank1: ranks[0], rank2: ranks[1])
        }
        return fraction * 2.0 * Double.pi / 3.0
    }

    private func residual(rank1: Int, rank2: Int) -> Double {
        if rank1 == 1 {
            return -0.5
        } else if rank2 == 1 {
            return 0.5
        } else if rank1 < rank2 {
            return -0.25
        } else if rank1 > rank2 {
            return 0.25
        } else {
            return 0
        }
    }
}

struct ContentView: View {
    var body: some View {
        MyRadialLayout {
            Circle().fill(.red).frame(width: 40, height: 40).rank(2)
            Circle().fill(.green).frame(width: 40, height: 40).rank(1)
            Circle().fill(.blue).frame(width: 40, height: 40).rank(3)
        }
        .frame(width: 300, height: 300)
    }
}
