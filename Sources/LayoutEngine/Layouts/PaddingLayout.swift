// Reproduces: SwiftUI `.padding` (`_PaddingLayout`, layoutc-layout(7) 9).
// The child is offered the proposal less the insets (never below 0, unspecified stays
// unspecified) and the padding adds the insets back (never below 0). Negative insets grow the
// offer and shrink the size. The child sits at (leading, top); RTL mirroring swaps the sides.

struct PaddingLayout: UnaryLayout {
  var insets: EdgeInsets
  /// Where leading is, for the edges whose spacing the padding resets.
  var layoutDirection: LayoutDirection

  init(insets: EdgeInsets, layoutDirection: LayoutDirection = .leftToRight) {
    self.layoutDirection = layoutDirection
    // A non-finite inset would poison every size below it; SwiftUI treats it as invalid.
    self.insets = insets.finiteSides
  }

  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
    let size = subviews[0].sizeThatFits(proposal.inset(by: insets))
    return Size(
      width: max(size.width + insets.leading + insets.trailing, 0),
      height: max(size.height + insets.top + insets.bottom, 0))
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()
  ) -> [LayoutPlacement] {
    [
      LayoutPlacement(
        position: Point(x: bounds.minX + insets.leading, y: bounds.minY + insets.top),
        proposal: proposal.inset(by: insets))
    ]
  }

  /// The child's spacing with every padded edge reset (layoutc-layout(7) 3.3).
  func spacing(subviews: LayoutSubviews, cache: inout ()) -> ViewSpacing {
    var spacing = subviews[0].spacing
    var edges: [ViewSpacing.Edge] = []
    let leftInset = layoutDirection == .leftToRight ? insets.leading : insets.trailing
    let rightInset = layoutDirection == .leftToRight ? insets.trailing : insets.leading
    if insets.top != 0 { edges.append(.top) }
    if leftInset != 0 { edges.append(.left) }
    if insets.bottom != 0 { edges.append(.bottom) }
    if rightInset != 0 { edges.append(.right) }
    spacing.reset(edges)
    return spacing
  }
}
