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
// `.contentMargins(..., for: .scrollContent)` (an environment value) adds to those margins and,
// known while measuring, is also taken off the content's proposal across the scroll axes and
// added to the scroll view's size there, as padding inside the content would be.
// `.defaultScrollAnchor(a)` starts the scroll view scrolled so that the point `a` of its
// content (margins included) is at the point `a` of the scroll view; with the role
// `.alignment`, content shorter than the scroll view sits at `a` of it instead of its start.
// Choice where the spec is silent (Q5, marked unverified): with no proposal along a scroll axis
// the scroll view takes its content's length there, so an unconstrained scroll view (nested
// in another of the same axis, or under `fixedSize`) hugs its content, as `fixedSize` on a
// ScrollView is used for in SwiftUI code. Its spacing is a plain view's (it is not a stack of
// its children), and it reports no explicit alignment guides: the content scrolls, so its
// baselines do not align with the outside.

struct ScrollViewLayout: Layout {
  var horizontal: Bool
  var vertical: Bool
  /// The content margins the safe area gives (leading and trailing by layout direction);
  /// zero while measuring.
  var margins: EdgeInsets = .zero
  /// `.contentMargins` for scroll content.
  var contentMargins: EdgeInsets = .zero
  /// `.defaultScrollAnchor`.
  var anchor: ScrollAnchor?

  /// Step 1: nil along the scroll axes, the proposal across.
  func contentProposal(_ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(
      width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }

  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
    let m = contentMargins
    var content = subviews.first?.sizeThatFits(inset(contentProposal(proposal), m)) ?? .zero
    content.width += m.leading + m.trailing
    content.height += m.top + m.bottom
    // Step 2: the proposal along a scroll axis (the content's length when there is none).
    return Size(
      width: horizontal ? proposal.width ?? content.width : content.width,
      height: vertical ? proposal.height ?? content.height : content.height)
  }

  /// A proposal less the margins across the scroll axes.
  private func inset(_ p: ProposedSize, _ m: EdgeInsets) -> ProposedSize {
    var p = p
    if !horizontal { p.width = p.width.map { max($0 - m.leading - m.trailing, 0) } }
    if !vertical { p.height = p.height.map { max($0 - m.top - m.bottom, 0) } }
    return p
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()
  ) -> [LayoutPlacement] {
    // Step 3: top-leading, at scroll offset 0, inside the content margins.
    let m = EdgeInsets(
      top: margins.top + contentMargins.top, leading: margins.leading + contentMargins.leading,
      bottom: margins.bottom + contentMargins.bottom,
      trailing: margins.trailing + contentMargins.trailing)
    let content = inset(contentProposal(proposal), m)
    var origin = Point(x: bounds.minX + m.leading, y: bounds.minY + m.top)
    if let anchor, let first = subviews.first {
      // The anchored start: along each scroll axis, the content and its margins against the
      // scroll view's length.
      let size = first.sizeThatFits(content)
      func shift(_ length: Double, _ margins: Double, _ viewport: Double, x: Bool) -> Double {
        let extent = length + margins
        if extent > viewport, let at = anchor.initialOffset {
          return -(x ? at.x : at.y) * (extent - viewport)
        }
        if extent < viewport, let at = anchor.alignment {
          return (x ? at.x : at.y) * (viewport - extent)
        }
        return 0
      }
      if horizontal {
        origin.x += shift(size.width, m.leading + m.trailing, bounds.size.width, x: true)
      }
      if vertical {
        origin.y += shift(size.height, m.top + m.bottom, bounds.size.height, x: false)
      }
    }
    return subviews.map { _ in LayoutPlacement(position: origin, proposal: content) }
  }

  func spacing(subviews: LayoutSubviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }

  func explicitAlignment(
    of guide: AlignmentKey, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews,
    cache: inout ()
  ) -> Double? { nil }
}
