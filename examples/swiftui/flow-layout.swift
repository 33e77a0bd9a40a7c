// twin: none, because .lyt has no custom Layout types
// A flow layout that wraps tags onto rows, with a cache of its subviews' ideal sizes made once
// (`makeCache`) and read by `sizeThatFits` and `placeSubviews`.
// Worked (390x844 @3x): tags 100, 120, 100, 80 and 80 wide (20 per letter), 24 high, 6 apart,
// in 200. Swift at 0; Layout (106 + 120 > 200) wraps to row 2 (y 30); Cache wraps to row 3
// (y 60), Flow beside it at 106 (106 + 80 = 186); Wrap to row 4 (y 90). The layout is 186 wide
// (the widest row) and 90 + 24 = 114 high, centred in the 200-wide frame: x 95 + 7 = 102, y
// (844 − 114) / 2 = 365.
import SwiftUI

struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    struct Cache {
        var sizes: [CGSize]
    }

    func makeCache(subviews: Subviews) -> Cache {
        Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    /// Each subview's origin, left to right, wrapping before one that would pass `width`.
    func origins(_ sizes: [CGSize], width: CGFloat) -> [CGPoint] {
        var origins: [CGPoint] = []
        var x: CGFloat = 0
        var y: CGFloat = 0
        var rowHeight: CGFloat = 0
        for size in sizes {
            if x > 0 && x + size.width > width {
                x = 0
                y += rowHeight + spacing
                rowHeight = 0
            }
            origins.append(CGPoint(x: x, y: y))
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
        return origins
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let width = proposal.width ?? CGFloat.infinity
        let origins = origins(cache.sizes, width: width)
        var size = CGSize.zero
        for (origin, item) in zip(origins, cache.sizes) {
            size.width = max(size.width, origin.x + item.width)
            size.height = max(size.height, origin.y + item.height)
        }
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let origins = origins(cache.sizes, width: bounds.width)
        for (index, origin) in origins.enumerated() {
            subviews[index].place(
                at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y),
                proposal: ProposedViewSize(cache.sizes[index]))
        }
    }
}

struct Tags: View {
    let tags = ["Swift", "Layout", "Cache", "Flow", "Wrap"]
    var body: some View {
        FlowLayout(spacing: 6) {
            ForEach(tags, id: \.self) { tag in
                Color.teal.frame(width: CGFloat(tag.count) * 20, height: 24)
            }
        }
        .frame(width: 200)
    }
}
