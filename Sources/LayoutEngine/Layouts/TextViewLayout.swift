// Reproduces: SwiftUI `Text` as a leaf of the layout (layoutc-layout(7) 16.1, 15).
// The size comes from the text measurer for each proposal (memoised by the engine); the first
// and last baselines are the text's explicit `firstTextBaseline`/`lastTextBaseline` guides.

struct TextViewLayout: Layout {
  unowned(unsafe) let state: LayoutState
  let node: Int
  let content: TextContent

  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
    state.textLayout(of: node, content: content, proposal).size
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()
  ) -> [LayoutPlacement] { [] }

  /// Text spacing from the text's font metrics and its ideal layout's baselines (layoutc-layout(7)
  /// 3.3, 3.4); spacing does not depend on a proposal.
  func spacing(subviews: LayoutSubviews, cache: inout ()) -> ViewSpacing {
    let layout = state.textLayout(of: node, content: content, .unspecified)
    return .text(
      metrics: layout.metrics, firstBaseline: layout.firstBaseline,
      lastBaseline: layout.lastBaseline, height: layout.size.height, scale: state.scale)
  }

  func explicitAlignment(
    of guide: AlignmentKey, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews,
    cache: inout ()
  ) -> Double? {
    switch guide {
    case .vertical(.firstTextBaseline):
      return state.textLayout(of: node, content: content, proposal).firstBaseline
    case .vertical(.lastTextBaseline):
      return state.textLayout(of: node, content: content, proposal).lastBaseline
    default:
      return nil
    }
  }
}
