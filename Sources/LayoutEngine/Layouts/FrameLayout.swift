// Reproduces: SwiftUI `.frame(width:height:alignment:)` (`_FrameLayout`, layoutc-layout(7) 8.1).
// A given dimension is the frame's size whatever the child does; a missing one is the child's
// answer to the proposal. The child is offered the proposal with the given dimensions put in,
// and aligned by its guides against the frame's own (default) guides.

struct FrameLayout: UnaryLayout {
  var width: Double? { givenWidth.isNaN ? nil : givenWidth }
  var height: Double? { givenHeight.isNaN ? nil : givenHeight }
  // NaN for a dimension not given: a valid one is never NaN, and two plain Doubles (stored
  // first, so nothing pads them) keep the engine's per-node table of common kinds (`HotKind`)
  // at 48 bytes a node instead of 64.
  private var givenWidth: Double
  private var givenHeight: Double
  var alignment: Alignment

  init(width: Double?, height: Double?, alignment: Alignment) {
    // Step 0: a negative or non-finite dimension is invalid and treated as nil.
    func valid(_ v: Double?) -> Double { v.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? .nan }
    givenWidth = valid(width)
    givenHeight = valid(height)
    self.alignment = alignment
  }

  func childProposal(_ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
  }

  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
    // Step 1: both given, the child is not consulted.
    if let width, let height { return Size(width: width, height: height) }
    // Step 2: the child answers the proposal with the given dimensions put in.
    let size = subviews[0].sizeThatFits(childProposal(proposal))
    return Size(width: width ?? size.width, height: height ?? size.height)
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()
  ) -> [LayoutPlacement] {
    [placement(in: bounds, proposal: proposal, subviews: subviews)]
  }

  /// The one child's placement (what the engine's walk asks, with no array to allocate).
  func placement(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews)
    -> LayoutPlacement
  {
    subviews.framedPlacement(in: bounds, proposal: childProposal(proposal), alignment: alignment)
  }

  /// The child's spacing, reset on the axes the frame fixes (layoutc-layout(7) 3.3).
  func spacing(subviews: LayoutSubviews, cache: inout ()) -> ViewSpacing {
    var spacing = subviews[0].spacing
    spacing.reset(horizontal: width != nil, vertical: height != nil)
    return spacing
  }
}

extension LayoutSubviews {
  /// Where a frame (`.frame`, a flexible frame) places its one child: offered `proposal` and
  /// aligned by its guides against the frame's own default guides (layoutc-layout(7) 8, 15).
  func framedPlacement(in bounds: Rect, proposal: ProposedSize, alignment: Alignment)
    -> LayoutPlacement
  {
    let child = self[0].dimensions(in: proposal)
    let origin = alignment.origin(of: child, in: plainDimensions(bounds.size))
    if isTraced {
      // Read again for the record only: a child's guides are answered from memory.
      let container = plainDimensions(bounds.size)
      traceLinedUp(
        0, guides: Point(x: child[alignment.horizontal], y: child[alignment.vertical]),
        on: Point(x: container[alignment.horizontal], y: container[alignment.vertical]))
    }
    return LayoutPlacement(
      position: Point(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: proposal)
  }
}

extension ViewSpacing {
  /// A frame's spacing from its child's: reset on the axes the frame fixes (layoutc-layout(7) 3.3).
  /// The shared edge lists keep this free of allocation.
  mutating func reset(horizontal: Bool, vertical: Bool) {
    switch (horizontal, vertical) {
    case (true, true): reset(Edge.allEdges)
    case (true, false): reset(Edge.horizontalEdges)
    case (false, true): reset(Edge.verticalEdges)
    case (false, false): break
    }
  }
}
