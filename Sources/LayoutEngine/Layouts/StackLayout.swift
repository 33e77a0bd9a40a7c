// Reproduces: SwiftUI `HStack` / `VStack` (`StackLayout`, layout.md 4) and `LazyHStack` /
// `LazyVStack` (layout.md 22). Axis-generic: "major" is the stacking axis, "minor" the other.
// Sizing follows 4.2 step by step (probes at 0 and infinity, fitting order, priority groups
// with reserve/release, remaining/count offers, minor union from 0); placement 4.3
// (re-proposal of the stack's own minor size); explicit guides 4.4 via the protocol default
// (child origin + value, combined). RTL needs nothing here: the engine mirrors children.

struct StackLayout: Layout {
  let axis: Axis
  /// The guide on the minor axis (`VerticalAlignment` for an HStack).
  let alignment: AlignmentKey
  /// A uniform distance, or nil for each pair's preferred spacing (layout.md 3).
  let spacing: Double?
  let lazy: Bool
  let layoutDirection: LayoutDirection

  init(
    axis: Axis, alignment: AlignmentKey, spacing: Double?, lazy: Bool,
    layoutDirection: LayoutDirection = .leftToRight
  ) {
    self.axis = axis
    self.alignment = alignment
    self.spacing = spacing.flatMap { $0.isFinite ? $0 : nil }
    self.lazy = lazy
    self.layoutDirection = layoutDirection
  }

  var minor: Axis { axis.other }

  /// What a stack keeps between calls: distances and priorities (fixed for the node), the
  /// fitting order for the last minor proposal, and the last sizing pass.
  final class Cache {
    var distances: [Double]?
    var priorities: [Double]
    var prioritizedMinor: UInt64?
    var minLengths: [Double]
    var maxLengths: [Double]
    var fittingOrder: [Int]
    var last: (proposal: ProposalKey, result: Children)?

    init(count: Int) {
      priorities = []
      minLengths = [Double](repeating: 0, count: count)
      maxLengths = [Double](repeating: 0, count: count)
      fittingOrder = Array(0..<count)
    }
  }

  /// One sizing pass (`placeChildren(in:)`): each child's size, origin in the stack and the
  /// proposal it was sized with, and the stack's size.
  struct Children {
    var sizes: [Size]
    var origins: [Point]
    var proposals: [ProposedSize]
    var size: Size
  }

  func makeCache(subviews: LayoutSubviews) -> Cache {
    let cache = Cache(count: subviews.count)
    // Priorities are fixed per child; NaN counts as 0 so groups always advance.
    cache.priorities = subviews.map { $0.priority.isNaN ? 0 : $0.priority }
    return cache
  }

  // MARK: Layout

  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache) -> Size {
    guard lazy else { return placeChildren(proposal, subviews: subviews, cache: cache).size }
    // Layout.md 22: along the axis the content's ideal length; across, the full proposal
    // (`frame(maxWidth: .infinity)` around an ideally sized stack).
    var inner = proposal
    inner[axis] = nil
    let content = placeChildren(inner, subviews: subviews, cache: cache).size
    var size = content
    size[minor] = max(proposal[minor] ?? -.infinity, content[minor])
    return size
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache
  ) -> [LayoutPlacement] {
    var offset = Point.zero
    let children: Children
    if lazy {
      // The inner stack is offered nothing along its axis and the frame's length across
      // (nil when the frame had no proposal), then aligned in the frame (top/leading along).
      var inner = proposal
      inner[axis] = nil
      inner[minor] = proposal[minor] == nil ? nil : bounds.size[minor]
      if inner[minor] == nil {
        inner[minor] = placeChildren(inner, subviews: subviews, cache: cache).size[minor]
      }
      children = placeChildren(inner, subviews: subviews, cache: cache)
      let frameGuide = subviews.plainDimensions(bounds.size)[alignment]
      let innerGuide =
        combinedExplicit(alignment, children: children, subviews: subviews)
        ?? subviews.plainDimensions(children.size)[alignment]
      offset[minor] = frameGuide - innerGuide
    } else {
      // Step 1 (4.3): re-propose the stack's own minor length when it had none.
      var placing = proposal
      placing[minor] = proposal[minor] ?? bounds.size[minor]
      children = placeChildren(placing, subviews: subviews, cache: cache)
    }
    // Step 2: children at their origins, with the proposal they were sized with.
    return (0..<subviews.count).map { index in
      LayoutPlacement(
        position: Point(
          x: bounds.minX + offset.x + children.origins[index].x,
          y: bounds.minY + offset.y + children.origins[index].y),
        proposal: children.proposals[index])
    }
  }

  /// Union of the children's minor edges, the first child's leading and the last child's
  /// trailing edge along the axis (layout.md 3.3); a lazy stack's frame resets its minor edges.
  func spacing(subviews: LayoutSubviews, cache: inout Cache) -> ViewSpacing {
    guard let first = subviews.first, let last = subviews.last else { return .zero }
    let (leading, trailing): (ViewSpacing.Edge, ViewSpacing.Edge)
    switch axis {
    case .vertical: (leading, trailing) = (.top, .bottom)
    case .horizontal:
      (leading, trailing) = layoutDirection == .leftToRight ? (.left, .right) : (.right, .left)
    }
    let minorEdges = ViewSpacing.Edge.edges(of: minor)
    var spacing = ViewSpacing(entries: [])
    for subview in subviews { spacing.formUnion(subview.spacing, edges: minorEdges) }
    spacing.formUnion(first.spacing, edges: [leading])
    spacing.formUnion(last.spacing, edges: [trailing])
    if lazy { spacing.reset(minorEdges) }
    return spacing
  }

  // MARK: Sizing (layout.md 4.2)

  /// `placeChildren(in: P)`: sizes every child for `proposal` and works out their origins.
  func placeChildren(_ proposal: ProposedSize, subviews: LayoutSubviews, cache: Cache)
    -> Children
  {
    let key = ProposalKey(proposal)
    if let last = cache.last, last.proposal == key { return last.result }
    let count = subviews.count
    var children = Children(
      sizes: [Size](repeating: .zero, count: count),
      origins: [Point](repeating: .zero, count: count),
      proposals: [ProposedSize](repeating: .unspecified, count: count), size: .zero)
    let distances = distances(subviews: subviews, cache: cache)
    if proposal[axis] != nil {
      sizeChildrenGenerally(proposal, subviews: subviews, cache: cache, into: &children)
    } else {
      sizeChildrenIdeally(proposal, subviews: subviews, into: &children)
    }
    // The minor range starts at 0, not at the first child (decompiled `placeChildren`).
    var lower = 0.0
    var upper = 0.0
    for index in 0..<count {
      let start = children.origins[index][minor]
      let end = start + children.sizes[index][minor]
      if !start.isNaN { lower = min(lower, start) }
      upper = max(upper, end.isNaN ? .infinity : end)
    }
    var cursor = 0.0
    for index in 0..<count {
      let start = cursor + distances[index]
      children.origins[index][axis] = start
      cursor = start + children.sizes[index][axis]
      children.origins[index][minor] -= lower
    }
    children.size[axis] = cursor
    children.size[minor] = upper - lower
    cache.last = (key, children)
    return children
  }

  /// The distance before each child: 0 for the first, then the uniform spacing or the
  /// pair's preferred distance (4.1).
  func distances(subviews: LayoutSubviews, cache: Cache) -> [Double] {
    if let distances = cache.distances { return distances }
    var distances = [Double](repeating: 0, count: subviews.count)
    if subviews.count > 1 {
      if let spacing {
        for index in 1..<subviews.count { distances[index] = spacing }
      } else {
        var previous = subviews[0].spacing
        for index in 1..<subviews.count {
          let next = subviews[index].spacing
          distances[index] = previous.distance(
            to: next, along: axis, layoutDirection: layoutDirection)
          previous = next
        }
      }
    }
    cache.distances = distances
    return distances
  }

  /// Minor origin from the child's alignment guide; a NaN guide counts as +infinity.
  func minorOrigin(_ dimensions: ViewDimensions) -> Double {
    let value = dimensions[alignment]
    return value.isNaN ? .infinity : -value
  }

  func sizeChildrenIdeally(
    _ proposal: ProposedSize, subviews: LayoutSubviews, into children: inout Children
  ) {
    var childProposal = proposal
    childProposal[axis] = nil
    for index in 0..<subviews.count {
      let dimensions = subviews[index].dimensions(in: childProposal)
      children.sizes[index] = dimensions.size
      children.proposals[index] = childProposal
      children.origins[index][minor] = minorOrigin(dimensions)
    }
  }

  func sizeChildrenGenerally(
    _ proposal: ProposedSize, subviews: LayoutSubviews, cache: Cache,
    into children: inout Children
  ) {
    prioritize(proposal, subviews: subviews, cache: cache)
    let count = subviews.count
    let order = cache.fittingOrder
    let priorities = cache.priorities
    let internalSpacing = distances(subviews: subviews, cache: cache).reduce(0, +)
    var available = (proposal[axis] ?? 0) - internalSpacing
    var index = 0
    while index < count {
      // Step 1: the group of children (in fitting order) sharing this priority.
      let priority = priorities[order[index]]
      var end = index + 1
      while end < count, priorities[order[end]] == priority { end += 1 }
      // Step 2: the first group leaves room for the minima of every later group; each later
      // group gets its own reserve back.
      if index == 0 {
        for later in end..<count { available -= cache.minLengths[order[later]] }
      } else {
        for member in index..<end { available += cache.minLengths[order[member]] }
      }
      // Step 3: each member is offered an equal share of what is left.
      var remaining = end - index
      for member in index..<end {
        let child = order[member]
        let share = available / Double(remaining)
        var childProposal = proposal
        childProposal[axis] = share.isNaN ? 0 : max(share, 0)
        let dimensions = subviews[child].dimensions(in: childProposal)
        children.sizes[child] = dimensions.size
        children.proposals[child] = childProposal
        children.origins[child][minor] = minorOrigin(dimensions)
        let length = dimensions.size[axis]
        // A NaN length is ignored; infinity taken from infinity leaves infinity (max probe).
        if !length.isNaN, !(available == .infinity && length == .infinity) {
          available -= length
        }
        remaining -= 1
      }
      index = end
    }
  }

  /// The fitting order (4.2 `prioritize`): priority descending, then flexibility (max - min
  /// along the axis) ascending, infinitely flexible ones with the larger minimum first, then
  /// source order. Recomputed only when the minor proposal changes.
  func prioritize(_ proposal: ProposedSize, subviews: LayoutSubviews, cache: Cache) {
    let minorKey = ProposalKey(proposal).component(minor)
    if cache.prioritizedMinor == minorKey { return }
    cache.prioritizedMinor = minorKey
    var probe = proposal
    for index in 0..<subviews.count {
      probe[axis] = 0
      cache.minLengths[index] = subviews[index].lengthThatFits(probe, along: axis)
      probe[axis] = .infinity
      cache.maxLengths[index] = subviews[index].lengthThatFits(probe, along: axis)
    }
    let priorities = cache.priorities
    let minLengths = cache.minLengths
    let maxLengths = cache.maxLengths
    func flexibility(_ index: Int) -> Double {
      let flex = maxLengths[index] - minLengths[index]
      return flex.isNaN ? .infinity : flex
    }
    func precedes(_ a: Int, _ b: Int) -> Bool {
      if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
      let (fa, fb) = (flexibility(a), flexibility(b))
      if fa != fb { return fa < fb }
      if fa == .infinity, minLengths[a] != minLengths[b] { return minLengths[a] > minLengths[b] }
      return a < b
    }
    // Source order is the answer whenever it is already sorted (e.g. equally flexible
    // children): check in one pass before sorting.
    var sorted = true
    for index in 1..<max(subviews.count, 1) where !precedes(index - 1, index) {
      sorted = false
      break
    }
    cache.fittingOrder =
      sorted ? Array(0..<subviews.count) : (0..<subviews.count).sorted(by: precedes)
  }

  /// The combined explicit value of `key` over placed children (4.4), nil if none has one.
  func combinedExplicit(_ key: AlignmentKey, children: Children, subviews: LayoutSubviews)
    -> Double?
  {
    guard key.combinesExplicitValues else { return nil }
    var values: [Double] = []
    for index in 0..<subviews.count {
      let dimensions = subviews[index].dimensions(in: children.proposals[index])
      if let value = dimensions[explicit: key] {
        values.append(children.origins[index][key.axis] + value)
      }
    }
    return key.combineExplicit(values)
  }
}

extension ProposalKey {
  func component(_ axis: Axis) -> UInt64 { axis == .horizontal ? width : height }
}
