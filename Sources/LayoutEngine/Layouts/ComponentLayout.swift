// Reproduces: a custom view's `body` (layoutc-layout(7) 28): a component instance is layout neutral,
// so its frame, guides and priority are those of its single child. A control is one too, but a
// control the platform draws whole keeps its own distance from its neighbours above and below
// (a macOS checkbox: 6 to anything, measured on macOS 26) instead of its parts' text spacing.

struct ComponentLayout: UnaryLayout {
  /// The distance the view keeps from any neighbour above and below; nil = its child's spacing.
  var verticalSpacing: Double? = nil

  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
    subviews.first?.sizeThatFits(proposal) ?? .zero
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()
  ) -> [LayoutPlacement] {
    subviews.map { _ in LayoutPlacement(position: bounds.origin, proposal: proposal) }
  }

  func spacing(subviews: LayoutSubviews, cache: inout ()) -> ViewSpacing {
    guard let distance = verticalSpacing else {
      return subviews.isEmpty ? .zero : subviews[0].spacing
    }
    var spacing = subviews.isEmpty ? ViewSpacing() : subviews[0].spacing
    spacing.replace(edges: ViewSpacing.Edge.verticalEdges, with: distance)
    return spacing
  }
}
