// Reproduces: SwiftUI `.offset(x:y:)` (layoutc-layout(7) 13).
// No layout effect: size, guides and priority are the child's. The engine reports the
// modified view (this node's subtree) moved by (x, y); the offset node itself keeps its layout
// frame, which is what a background or overlay written after `.offset` reads, so it does not
// move.

struct OffsetLayout: UnaryLayout {
  var x: Double
  var y: Double

  /// The shift the dump applies to this node's subtree (non-finite values count as 0).
  var translation: Point {
    Point(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0)
  }

  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
    subviews[0].sizeThatFits(proposal)
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()
  ) -> [LayoutPlacement] {
    [LayoutPlacement(position: bounds.origin, proposal: proposal)]
  }
}
