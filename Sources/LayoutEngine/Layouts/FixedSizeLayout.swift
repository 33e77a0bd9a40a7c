// Reproduces: SwiftUI `.fixedSize(horizontal:vertical:)` (layoutc-layout(7) 10).
// On each fixed axis the child is offered an unspecified length, so it takes its ideal size;
// the other axis passes through. The child is centred (it always has the view's size).
// Priority: the child's.

struct FixedSizeLayout: UnaryLayout {
  var horizontal: Bool
  var vertical: Bool

  func childProposal(_ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(
      width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }

  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
    subviews[0].sizeThatFits(childProposal(proposal))
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()
  ) -> [LayoutPlacement] {
    [
      LayoutPlacement(
        position: Point(x: bounds.midX, y: bounds.midY), anchor: .center,
        proposal: childProposal(proposal))
    ]
  }
}
