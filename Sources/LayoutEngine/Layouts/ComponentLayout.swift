// Reproduces: a custom view's `body` (layoutc-layout(7) 28): a component instance is layout neutral,
// so its frame, guides and priority are those of its single child.

struct ComponentLayout: UnaryLayout {
  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
    subviews.first?.sizeThatFits(proposal) ?? .zero
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()
  ) -> [LayoutPlacement] {
    subviews.map { _ in LayoutPlacement(position: bounds.origin, proposal: proposal) }
  }
}
