// Reproduces: SwiftUI `ViewThatFits(in:)` (layoutc-layout(7) 20). Verified by:
// examples/choosing/view-that-fits*.lyt, Tests/LayoutEngineTests/ViewThatFitsTests.swift.
// The first child whose ideal size fits the proposal on every constrained axis is chosen,
// else the last; with no constrained axis, the first. The chosen child takes the proposal and
// sits at the origin; the others are not shown (neither placed nor printed).
// Choices where the spec is silent or uncertain:
// - While measuring, an unconstrained axis keeps its proposed value (Decision 4, [I]).
// - "Fits" allows 1e-7 pt of float noise (a padded text measured as 20.333333 + 16 ...).
// - Spacing is a container's default, the union of every child's (layoutc-layout(7) 25): it needs no
//   proposal, so it cannot depend on which child a proposal would choose.
// - Guides are the chosen child's explicit values (it sits at the origin, like a unary
//   modifier's child).

struct ViewThatFitsLayout: Layout {
  /// The constrained axes (`in:`): SwiftUI's default is both.
  var horizontal: Bool
  var vertical: Bool

  /// The index of the child shown for `proposal`, nil when there are no children.
  func chosenIndex(for proposal: ProposedSize, subviews: LayoutSubviews) -> Int? {
    guard !subviews.isEmpty else { return nil }
    // Step 1: no constrained axis, the first child.
    guard horizontal || vertical else { return 0 }
    // Step 2: each child's ideal size on the constrained axes, the proposal kept on the others.
    let measuring = ProposedSize(
      width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    func fits(_ length: Double, _ limit: Double?) -> Bool {
      length <= (limit ?? .infinity) + 1e-7
    }
    for (index, subview) in subviews.enumerated() {
      let ideal = subview.sizeThatFits(measuring)
      if (!horizontal || fits(ideal.width, proposal.width))
        && (!vertical || fits(ideal.height, proposal.height))
      {
        return index
      }
    }
    // Step 3: none fits, the last.
    return subviews.count - 1
  }

  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
    guard let chosen = chosenIndex(for: proposal, subviews: subviews) else { return .zero }
    return subviews[chosen].sizeThatFits(proposal)
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()
  ) -> [LayoutPlacement] {
    let chosen = chosenIndex(for: proposal, subviews: subviews)
    return subviews.indices.map { index in
      var placement = LayoutPlacement(position: bounds.origin, proposal: proposal)
      placement.isDisplayed = index == chosen
      return placement
    }
  }

  func explicitAlignment(
    of guide: AlignmentKey, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews,
    cache: inout ()
  ) -> Double? {
    guard let chosen = chosenIndex(for: proposal, subviews: subviews) else { return nil }
    return subviews[chosen].dimensions(in: proposal)[explicit: guide]
  }
}
