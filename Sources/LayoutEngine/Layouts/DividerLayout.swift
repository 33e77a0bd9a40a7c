// Reproduces: SwiftUI `Divider` (layoutc-layout(7) 6).
// A hairline `Color.frame(height: t)`, vertical (`frame(width: t)`) inside an HStack. Along its
// length it fills the proposal (10 when unspecified); t is one pixel, or 1 pt at accessibility
// text sizes (the engine works it out).

struct DividerLayout: Layout {
  var orientation: StackOrientation
  var thickness: Double

  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
    let size = proposal.replacingUnspecifiedDimensions()
    if orientation == .horizontal {
      return Size(width: thickness, height: size.height)
    }
    return Size(width: size.width, height: thickness)
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()
  ) -> [LayoutPlacement] { [] }

  /// A plain view's spacing: the default distance to other views (layoutc-layout(7) 3.3).
  func spacing(subviews: LayoutSubviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}
