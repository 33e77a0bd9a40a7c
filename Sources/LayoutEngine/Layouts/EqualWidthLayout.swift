// Reproduces: a segmented control's row of equal segments (layoutc(1), CONTROL METRICS): every
// segment as wide as the widest one's ideal width (macOS 26, measured), or the proposed width
// shared equally (iOS's UISegmentedControl across the width). Verified by:
// Tests/LayoutEngineTests/EqualWidthLayoutTests.swift and the segmented pickers of
// examples/controls. Written on the public `Layout` protocol, as WWDC 2022's equal-width
// HStack is.

/// A row whose subviews share one width: the widest ideal width (`fillsWidth` false), or the
/// proposed width divided equally (`fillsWidth` true; the widest ideal when the width is not
/// proposed). Its height is the tallest subview's at that width.
package struct EqualWidthLayout: Layout, Sendable {
  /// Whether the row takes all the width it is offered.
  package var fillsWidth: Bool

  /// Creates the row.
  package init(fillsWidth: Bool) { self.fillsWidth = fillsWidth }

  /// The widest subview's ideal width, measured once.
  package func makeCache(subviews: LayoutSubviews) -> Double {
    subviews.reduce(0) { max($0, $1.sizeThatFits(.unspecified).width) }
  }

  /// Each segment's width for `proposal`.
  func segmentWidth(_ proposal: ProposedSize, count: Int, widest: Double) -> Double {
    guard fillsWidth, let width = proposal.width, width.isFinite, count > 0 else { return widest }
    return width / Double(count)
  }

  /// Every segment as wide as the widest, or an equal share of the proposed width, by the
  /// tallest segment at that width.
  package func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Double)
    -> Size
  {
    guard !subviews.isEmpty else { return .zero }
    let width = segmentWidth(proposal, count: subviews.count, widest: cache)
    let height = subviews.reduce(0) {
      max($0, $1.sizeThatFits(ProposedSize(width: width, height: proposal.height)).height)
    }
    return Size(width: width * Double(subviews.count), height: height)
  }

  /// The segments left to right, each centred in its share.
  package func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Double
  ) -> [LayoutPlacement] {
    guard !subviews.isEmpty else { return [] }
    let width = bounds.size.width / Double(subviews.count)
    let offer = ProposedSize(width: width, height: bounds.size.height)
    return subviews.indices.map { index in
      subviews[index].place(
        at: Point(
          x: bounds.minX + width * (Double(index) + 0.5), y: bounds.minY + bounds.size.height / 2),
        anchor: .center, proposal: offer)
    }
  }
}
