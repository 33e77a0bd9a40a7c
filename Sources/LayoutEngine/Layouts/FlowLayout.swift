// Reproduces: the classic wrapping row written as a custom SwiftUI `Layout` (lyt(5)
// `flow(spacing:, lineSpacing:, alignment:)`; layoutc-layout(7) 25 for the protocol). Verified by:
// examples/custom/flow-*.lyt, Tests/LayoutEngineTests/FlowLayoutTests.swift.
// Written as a library user would write it: public API only (`LayoutSubview.sizeThatFits`,
// `dimensions(in:)`, `place(at:anchor:proposal:)`), run by the engine through `AnyLayout`.
// Choices where the language is silent:
// - Children keep their ideal sizes (measured and placed with an unspecified proposal), so a
//   child wider than the proposal overflows on a line of its own.
// - A line breaks when the next child would pass the proposed width by more than 1e-7 pt
//   (float noise in sums of text widths); an unspecified or infinite width never breaks.
// - Within a line, children align on `alignment.vertical` like an HStack's (each line is as
//   tall as its tallest reach above plus below the guide); the lines align on
//   `alignment.horizontal` inside the flow's width (leading, center, trailing; a custom
//   horizontal guide reads as leading).
// - Right-to-left: the engine mirrors the placements, so lines start at the right edge.
// - Negative spacings are kept (children overlap); the flow's size never goes below zero.

/// A row that wraps: subviews left to right at their ideal sizes, a new line when the next
/// one would pass the proposed width. Its size is the widest line by the lines' total height.
package struct FlowLayout: Layout, Sendable {
  /// Between neighbours on a line.
  package var spacing: Double
  /// Between lines.
  package var lineSpacing: Double
  /// `horizontal` aligns each line in the flow's width, `vertical` the subviews in a line.
  package var alignment: Alignment

  /// Creates a flow; by default 8 points between neighbours and lines, lines leading-aligned and
  /// subviews centred in a line.
  package init(spacing: Double = 8, lineSpacing: Double = 8, alignment: Alignment = .leading) {
    self.spacing = spacing
    self.lineSpacing = lineSpacing
    self.alignment = alignment
  }

  /// Each subview's ideal size and the position of its vertical alignment guide: neither
  /// depends on the proposal, so they are measured once.
  package struct Cache {
    var sizes: [Size]
    var guides: [Double]
  }

  /// The subviews of one line.
  struct Line {
    var subviews: Range<Int>
    var width: Double
    /// The furthest reach above and below the line's alignment guide.
    var above: Double
    var below: Double
    var height: Double { above + below }
  }

  /// Measures every subview's ideal size and vertical guide once.
  package func makeCache(subviews: LayoutSubviews) -> Cache {
    var cache = Cache(sizes: [], guides: [])
    for subview in subviews {
      let dimensions = subview.dimensions(in: .unspecified)
      cache.sizes.append(dimensions.size)
      cache.guides.append(dimensions[alignment.vertical])
    }
    return cache
  }

  /// Step 1: break the subviews into lines no wider than `width` (a first subview always
  /// starts the line, however wide).
  func lines(in width: Double?, cache: Cache) -> [Line] {
    let limit = width ?? .infinity
    var lines: [Line] = []
    for index in cache.sizes.indices {
      let size = cache.sizes[index]
      let guide = cache.guides[index]
      if var line = lines.last, line.width + spacing + size.width <= limit + 1e-7 {
        line.subviews = line.subviews.lowerBound..<(index + 1)
        line.width += spacing + size.width
        line.above = max(line.above, guide)
        line.below = max(line.below, size.height - guide)
        lines[lines.count - 1] = line
      } else {
        lines.append(
          Line(
            subviews: index..<(index + 1), width: size.width, above: guide,
            below: size.height - guide))
      }
    }
    return lines
  }

  /// The widest line by the lines' total height and the gaps between them.
  package func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache)
    -> Size
  {
    let lines = lines(in: proposal.width, cache: cache)
    guard !lines.isEmpty else { return .zero }
    // Step 2: the widest line by the lines' heights and the gaps between them.
    let width = lines.reduce(0) { max($0, $1.width) }
    let height = lines.reduce(0) { $0 + $1.height } + lineSpacing * Double(lines.count - 1)
    // Negative spacings overlap the children but never make a negative size.
    return Size(width: width, height: max(height, 0))
  }

  /// Places each line's subviews left to right, the lines top to bottom.
  package func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache
  ) -> [LayoutPlacement] {
    let fraction: Double
    switch alignment.horizontal {
    case .center: fraction = 0.5
    case .trailing: fraction = 1
    case .leading, .custom: fraction = 0
    }
    var placements: [LayoutPlacement] = []
    placements.reserveCapacity(subviews.count)
    var top = bounds.minY
    for line in lines(in: proposal.width, cache: cache) {
      // Step 3: each line aligned in the flow's width, its subviews on the line's guide.
      var x = bounds.minX + (bounds.size.width - line.width) * fraction
      for index in line.subviews {
        placements.append(
          subviews[index].place(
            at: Point(x: x, y: top + line.above - cache.guides[index]), proposal: .unspecified))
        x += cache.sizes[index].width + spacing
      }
      top += line.height + lineSpacing
    }
    return placements
  }
}
