// Reproduces: SwiftUI `Color` and the built-in shapes (layoutc-layout(7) 17, 1.2).
// A color or shape takes the proposal, 10 on an unspecified side; a circle is the square of
// the smaller side; a shape of the app's own that declares `sizeThatFits` answers with it.
// Stroke and fill do not change the size.

struct ShapeLayout: Layout {
  /// nil for a `Color`.
  var shape: ShapeKind?

  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
    if case .custom(let custom) = shape, let size = custom.size { return size(proposal) }
    let size = proposal.replacingUnspecifiedDimensions()
    guard case .circle = shape else { return size }
    let side = min(size.width, size.height)
    return Size(width: side, height: side)
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()
  ) -> [LayoutPlacement] { [] }

  /// A plain view's spacing: the default distance to other views (layoutc-layout(7) 3.3).
  func spacing(subviews: LayoutSubviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}
