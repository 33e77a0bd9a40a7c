// Reproduces: SwiftUI `GeometryReader` (layoutc-layout(7) 18).
// 1. Size: the default engine's, greedy: the proposal, 10 on an unspecified side.
// 2. Content: each child is proposed the reader's size and placed at its top-leading corner;
//    several children pile up there (no ZStack centring).
// 3. Like any view without a layout of its own it has a plain view's spacing (3.3), priority 0
//    and no explicit alignment guides: its content does not lend it baselines.
// In the resolved tree a reader has no children: its content depends on the proxy and is made
// when the reader is placed (`GeometryContent`, `LayoutState.frameTreeWithContent`); this
// layout also places that content, under the reader node of the content's own tree.

struct GeometryReaderLayout: Layout {
  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()
  ) -> [LayoutPlacement] {
    subviews.map { _ in
      LayoutPlacement(
        position: bounds.origin, anchor: .topLeading, proposal: ProposedSize(bounds.size))
    }
  }

  func spacing(subviews: LayoutSubviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }

  func explicitAlignment(
    of guide: AlignmentKey, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews,
    cache: inout ()
  ) -> Double? { nil }
}
