// Reproduces: SwiftUI `ScrollView(axes)` (layoutc-layout(7) 19), scrolled to its start.
// Its one subview is the content, an implicit stack (VStack for vertical or both axes, HStack
// for horizontal). Steps as in the spec:
// 1. the content is proposed nothing (nil) along the scroll axes and the scroll view's own
//    proposal across them;
// 2. along a scroll axis the scroll view takes the proposal, like a Color; across, exactly the
//    content's size (it may exceed the proposal; the parent then centres the scroll view);
// 3. the content sits at the top-leading corner (short content is not centred), proposed as
//    in step 1.
// Content margins (layoutc-layout(7) 23: the safe area inside the scroll view insets its content, as
// `.safeAreaPadding` on or around a ScrollView does in SwiftUI): at placement the content
// starts at the leading and top margins, and across the scroll axes it is proposed the
// proposal less both margins. The margins are the part of the safe area that lies inside the
// scroll view's frame (GeometryPlacement.swift `contentMargins`): a scroll view inside the
// screen's safe area gets none from the screen (its frame already starts at the safe edge, as
// a SwiftUI ScrollView's reported frame does while its platform scroll view extends under the
// bars), one under `.ignoresSafeArea` gets none either (what is ignored is gone, so its content
// starts at the screen's edge, as stretchy headers rely on), and one reaching into the band
// (taller than the safe area) starts its content at the safe edge, as UIKit's content inset
// adjustment does [I]. A side with no band (no inset there) gives no margin even where the
// frame hangs off the screen. The margins change no size:
// measuring is pure (placement alone knows the safe area), so the scroll view's own frame is
// the same with or without them.
// Choice where the spec is silent (Q5, marked unverified): with no proposal along a scroll axis
// the scroll view takes its content's length there, so an unconstrained scroll view (nested
// in another of the same axis, or under `fixedSize`) hugs its content, as `fixedSize` on a
// ScrollView is used for in SwiftUI code. Its spacing is a plain view's (it is not a stack of
// its children), and it reports no explicit alignment guides: the content scrolls, so its
// baselines do not align with the outside.

struct ScrollViewLayout: Layout {
  var horizontal: Bool
  var vertical: Bool
  /// The content margins (leading and trailing by layout direction); zero while measuring.
  var margins: EdgeInsets = .zero

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
    // Step 3: top-leading, at scroll offset 0, inside the content margins.
    var content = contentProposal(proposal)
    if !horizontal {
      content.width = content.width.map { max($0 - margins.leading - margins.trailing, 0) }
    }
    if !vertical {
      content.height = content.height.map { max($0 - margins.top - margins.bottom, 0) }
    }
    let origin = Point(x: bounds.minX + margins.leading, y: bounds.minY + margins.top)
    return subviews.map { _ in LayoutPlacement(position: origin, proposal: content) }
  }

  func spacing(subviews: LayoutSubviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }

  func explicitAlignment(
    of guide: AlignmentKey, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews,
    cache: inout ()
  ) -> Double? { nil }
}
