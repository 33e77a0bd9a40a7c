// Reproduces: the container `containerRelativeFrame` measures against inside a ScrollView
// (layoutc-layout(7) 24: the nearest container is a ScrollView's viewport, else the screen, less that
// container's safe-area insets; for a scroll view those are its content margins, 23).
//
// Why a settled run instead of a value passed down while measuring: a size must stay a pure
// function of the node and its proposal, or the memo (and the stacks' per-proposal caches)
// would answer for the wrong container. The content of a scroll view is proposed nil along
// the scroll axes whatever the scroll view is offered, so the same node under the same
// proposal would need different answers for different viewports if the viewport came from
// the proposal being measured. Instead, the container of every node is fixed for a run: it is
// the viewport its scroll view was finally placed with (its proposal, the visible area, less
// its content margins, which placement alone knows). A run that lays out with the containers
// the previous one placed, and places the same ones, is settled; its sizes are pure functions
// of proposals. The first run uses the screen (today's numbers for a scroll view that fills
// it); a tree with no `containerRelativeFrame` or GeometryReader inside a scroll view has
// nothing to settle and runs once.
// Choices [I]:
// - SwiftUI reads the container from the committed geometry of the scroll view; probing a
//   scroll view at other proposals (a stack's min and max probes) does not change the
//   container its content sees here either.
// - Across the scroll axes the viewport is the proposal, not the frame (the frame there is
//   the content's size, which depends on the container: any width would be self-consistent).
//   A side proposed nil (an unconstrained scroll view) has no known viewport: the frame
//   passes the proposal through there, as on an `auto` screen side.
// - A scroll view that is never placed (in a ViewThatFits child not chosen) leaves its
//   content on the screen's container.
// - Runs stop after `maxScrollContainerRuns` even if a feedback loop keeps the containers
//   moving (the last run is printed; deterministic either way).

extension LayoutState {
  /// At most this many runs settle the scroll containers.
  static let maxScrollContainerRuns = 4

  /// For each `containerRelativeFrame` and GeometryReader node with a scroll view above it,
  /// the nearest such scroll view. Empty, at no cost, for trees without both.
  func nearestScrollViews() -> [Int: Int] {
    guard containsScrollView, containsContainerReader else { return [:] }
    // Top-down over the pre-order: a node's nearest scroll view is its parent if that is one,
    // else its parent's (linear, however deep the tree).
    var nearest = [Int32](repeating: -1, count: nodes.count)
    var result: [Int: Int] = [:]
    for node32 in preorder {
      let node = Int(node32)
      let own: Int32 = nodes[node].kind.isScrollView ? node32 : nearest[node]
      for child in children(of: node) { nearest[child] = own }
      if nodes[node].kind.traits.readsContainer, nearest[node] >= 0 {
        result[node] = Int(nearest[node])
      }
    }
    return result
  }

  /// Each placed scroll view's container: its proposal less its content margins (the safe
  /// area's and `.contentMargins`).
  func placedScrollContainers(of scrollViews: Set<Int>) -> [Int: ProposedSize] {
    var containers: [Int: ProposedSize] = [:]
    for item in placeAll() where scrollViews.contains(item.node) {
      let safe = placementContext(of: item.node, frame: item.frame, cells: nil).contentMargins
      let own = environment(of: item.node).contentMargins?.insets ?? .zero
      let margins = EdgeInsets(
        top: safe.top + own.top, leading: safe.leading + own.leading,
        bottom: safe.bottom + own.bottom, trailing: safe.trailing + own.trailing)
      let viewport = item.proposal
      let clean = ProposedSize(
        width: viewport.width.flatMap { $0.isFinite ? $0 : nil },
        height: viewport.height.flatMap { $0.isFinite ? $0 : nil })
      containers[item.node] = clean.inset(by: margins)
    }
    return containers
  }

  /// This state, or a fresh one laid out with the scroll containers a run placed (see the
  /// header), once they no longer change. `configure` prepares each fresh state as this one
  /// was (before anything is measured).
  func settledForScrollContainers(_ configure: (LayoutState) -> Void = { _ in })
    -> LayoutState
  {
    configure(self)
    let nearest = nearestScrollViews()
    guard !nearest.isEmpty else { return self }
    let scrollViews = Set(nearest.values)
    // A tree with a scroll view keeps every input node (`readsOnlyCompactNodesAgain`): the
    // runs below are made from them.
    assert(nodes.isWhole)
    var state = self
    // Every run lays out the same tree in the same context: texts measure alike in each, so
    // the runs share their text layouts instead of measuring them again.
    var sharing = context
    sharing.textAnswers = textAnswers
    for _ in 1..<Self.maxScrollContainerRuns {
      let placed = state.placedScrollContainers(of: scrollViews)
      var containers: [Int: ProposedSize] = [:]
      for (node, scrollView) in nearest {
        if let container = placed[scrollView] { containers[node] = container }
      }
      if containers == state.geometry.scrollContainers { return state }
      let next = LayoutState(
        tree: ViewTree(nodes: nodes.all, root: root, customAlignments: customAlignments),
        context: sharing)
      configure(next)
      next.geometry.scrollContainers = containers
      state = next
    }
    return state
  }
}
