// Reproduces: SwiftUI `.position(x:y:)` (layoutc-layout(7) 13).
// The view takes the proposal, the child's answer on an unspecified side; the child is offered
// that size and centred on (x, y) in the view's own coordinates. Priority 0.

struct PositionLayout: UnaryLayout {
  var x: Double
  var y: Double

  init(x: Double, y: Double) {
    self.x = x.isFinite ? x : 0
    self.y = y.isFinite ? y : 0
  }

  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
    if let width = proposal.width, let height = proposal.height {
      return Size(width: width, height: height)
    }
    let child = subviews[0].sizeThatFits(proposal)
    return Size(width: proposal.width ?? child.width, height: proposal.height ?? child.height)
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()
  ) -> [LayoutPlacement] {
    [
      LayoutPlacement(
        position: Point(x: bounds.minX + x, y: bounds.minY + y), anchor: .center,
        proposal: ProposedSize(bounds.size))
    ]
  }

  /// A positioned view has a plain view's spacing (layoutc-layout(7) 3.3).
  func spacing(subviews: LayoutSubviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}
