// Reproduces: SwiftUI `ScrollView(axes)` (layout.md 19), scrolled to its start.
// Its one subview is the content, an implicit stack (VStack for vertical or both axes, HStack
// for horizontal). Steps as in the spec:
// 1. the content is proposed nothing (nil) along the scroll axes and the scroll view's own
//    proposal across them;
// 2. along a scroll axis the scroll view takes the proposal, like a Color; across, exactly the
//    content's size (it may exceed the proposal; the parent then centres the scroll view);
// 3. the content sits at the top-leading corner (short content is not centred), proposed as
//    in step 1.
// Choice where the spec is silent (Q5, marked unverified): with no proposal along a scroll axis
// the scroll view takes its content's length there, so an unconstrained scroll view (nested
// in another of the same axis, or under `fixedSize`) hugs its content, as `fixedSize` on a
// ScrollView is used for in SwiftUI code. Its spacing is a plain view's (it is not a stack of
// its children), and it reports no explicit alignment guides: the content scrolls, so its
// baselines do not align with the outside.

struct ScrollViewLayout: Layout {
  var horizontal: Bool
  var vertical: Bool

  /// Step 1: nil along the scroll axes, the proposal across.
  func contentProposal(_ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(
      width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }

  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
    let content = subviews.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
    // Step 2: the proposal along a scroll axis (the content's length when there is none).
    return Size(
      width: horizontal ? proposal.width ?? content.width : content.width,
      height: vertical ? proposal.height ?? content.height : content.height)
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()
  ) -> [LayoutPlacement] {
    // Step 3: top-leading, at scroll offset 0.
    subviews.map { _ in
      LayoutPlacement(position: bounds.origin, proposal: contentProposal(proposal))
    }
  }

  func spacing(subviews: LayoutSubviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }

  func explicitAlignment(
    of guide: AlignmentKey, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews,
    cache: inout ()
  ) -> Double? { nil }
}

extension ViewKind {
  /// Whether the kind is a scroll view: the nearest "container" whose viewport size
  /// `containerRelativeFrame` measures against (layout.md 24).
  public var isScrollView: Bool {
    if case .scrollView = self { return true }
    return false
  }
}
