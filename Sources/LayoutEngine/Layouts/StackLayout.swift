// Reproduces: SwiftUI `HStack` / `VStack` (`StackLayout`, layoutc-layout(7) 4) and `LazyHStack` /
// `LazyVStack` (layoutc-layout(7) 22). Axis-generic: "major" is the stacking axis, "minor" the other.
// Sizing follows 4.2 step by step (probes at 0 and infinity, fitting order, priority groups
// with reserve/release, remaining/count offers, minor union from 0); placement 4.3
// (re-proposal of the stack's own minor size); explicit guides 4.4 via the protocol default
// (child origin + value, combined). RTL needs nothing here: the engine mirrors children.
// Negative spacing: the spec's stack length is the cursor after the last child (first
// child's leading edge to last child's trailing edge), which a spacing more negative than the
// children are long makes negative. No source says what SwiftUI prints then, and no view has
// a negative size, so the choice here is: the length is clamped at 0; the children keep
// their places (the first at the leading edge, each next one `spacing` after the previous,
// so they overlap or lie before the stack's origin). The same holds for `.safeAreaInset`
// with a negative spacing, grids and lazy grids (layoutc(1), LIMITS).

struct StackLayout: Layout {
  let axis: Axis
  /// The guide on the minor axis (`VerticalAlignment` for an HStack).
  let alignment: AlignmentKey
  /// A uniform distance, or nil for each pair's preferred spacing (layoutc-layout(7) 3).
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

  /// What a stack keeps between calls: each child's priority and the distance before it
  /// (fixed for the node), its min and max lengths and the fitting order for the last minor
  /// proposal, and the last sizing pass. Per-child values live in one plain buffer: a Swift
  /// array allocated at run time costs a type-metadata lookup, many times a `malloc`.
  final class Cache {
    struct Child {
      var priority: Double
      var distance: Double
      var minLength: Double
      var maxLength: Double
      /// The child sized at this position of the fitting order.
      var order: Int
    }
    let count: Int
    let children: UnsafeMutablePointer<Child>
    @exclusivity(unchecked) var hasDistances = false
    /// The sum of the distances, in order.
    @exclusivity(unchecked) var internalSpacing = 0.0
    @exclusivity(unchecked) var prioritizedMinor: UInt64?
    @exclusivity(unchecked) var last: Children?

    init(count: Int) {
      self.count = count
      children = .allocate(capacity: max(count, 1))
      for index in 0..<count {
        (children + index).initialize(
          to: Child(priority: 0, distance: 0, minLength: 0, maxLength: 0, order: index))
      }
    }

    deinit { children.deallocate() }
  }

  /// One sizing pass (`placeChildren(in:)`): each child's size, origin in the stack and the
  /// proposal it was sized with, and the stack's size.
  final class Children {
    struct Child {
      var size: Size
      var origin: Point
      /// Kept as its key: 16 bytes instead of an optional pair's 32, for every child of every
      /// stack of a run.
      private var proposalKey: ProposalKey
      var proposal: ProposedSize {
        get { proposalKey.proposal }
        set { proposalKey = ProposalKey(newValue) }
      }

      init(size: Size, origin: Point, proposal: ProposedSize) {
        self.size = size
        self.origin = origin
        proposalKey = ProposalKey(proposal)
      }
    }
    let count: Int
    let children: UnsafeMutablePointer<Child>
    /// The proposal the pass answers (`ProposalKey.empty` while it is being worked out).
    @exclusivity(unchecked) var key = ProposalKey.empty
    @exclusivity(unchecked) var size = Size.zero

    init(count: Int) {
      self.count = count
      children = .allocate(capacity: max(count, 1))
      children.initialize(
        repeating: Child(size: .zero, origin: .zero, proposal: .unspecified), count: count)
    }

    deinit { children.deallocate() }

    /// Back to the state of a new pass.
    func reset() {
      key = .empty
      size = .zero
      for index in 0..<count {
        children[index] = Child(size: .zero, origin: .zero, proposal: .unspecified)
      }
    }

    subscript(index: Int) -> Child {
      get { children[index] }
      _modify { yield &children[index] }
    }

    /// Child `index` placed with the pass's origin at `origin`.
    func placement(_ index: Int, at origin: Point) -> LayoutPlacement {
      let child = children[index]
      return LayoutPlacement(
        position: Point(x: origin.x + child.origin.x, y: origin.y + child.origin.y),
        proposal: child.proposal)
    }
  }

  func makeCache(subviews: LayoutSubviews) -> Cache {
    let cache = Cache(count: subviews.count)
    // Priorities are fixed per child; NaN counts as 0 so groups always advance.
    for index in 0..<subviews.count {
      let priority = subviews[index].priority
      cache.children[index].priority = priority.isNaN ? 0 : priority
    }
    return cache
  }

  // MARK: Layout

  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache) -> Size {
    guard lazy else { return placeChildren(proposal, subviews: subviews, cache: cache).size }
    // layoutc-layout(7) 22: along the axis the content's ideal length; across, the full proposal
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
    let (children, origin) = placedChildren(
      in: bounds, proposal: proposal, subviews: subviews, cache: cache)
    // An array literal is allocated without the run-time type lookup `map` pays.
    if subviews.count == 1 { return [children.placement(0, at: origin)] }
    return (0..<subviews.count).map { children.placement($0, at: origin) }
  }

  /// The sizing pass the placements come from and where its origin lies in `bounds`: child
  /// `i` is placed by `children.placement(i, at: origin)`. The engine's walk reads the pass
  /// directly instead of building the placements array.
  func placedChildren(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: Cache
  ) -> (children: Children, origin: Point) {
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
    return (children, Point(x: bounds.minX + offset.x, y: bounds.minY + offset.y))
  }

  /// Union of the children's minor edges, the first child's leading and the last child's
  /// trailing edge along the axis (layoutc-layout(7) 3.3); a lazy stack's frame resets its minor edges.
  func spacing(subviews: LayoutSubviews, cache: inout Cache) -> ViewSpacing {
    guard let first = subviews.first, let last = subviews.last else { return .zero }
    // Plain children make a plain union (the same four entries in another order, reset or
    // not): the shared plain value keeps the plain-pair shortcut of `distance` for the stack.
    var allPlain = true
    for subview in subviews where !subview.spacing.isPlain {
      allPlain = false
      break
    }
    if allPlain { return ViewSpacing() }
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

  // MARK: Sizing (layoutc-layout(7) 4.2)

  /// `placeChildren(in: P)`: sizes every child for `proposal` and works out their origins.
  func placeChildren(_ proposal: ProposedSize, subviews: LayoutSubviews, cache: Cache)
    -> Children
  {
    let key = ProposalKey(proposal)
    if let last = cache.last, last.key == key { return last }
    let count = subviews.count
    // The last pass's storage is reused when nothing else holds it any more.
    var reused = cache.last
    cache.last = nil
    let children: Children
    if reused != nil, isKnownUniquelyReferenced(&reused!) {
      children = reused!
      children.reset()
    } else {
      children = Children(count: count)
    }
    reused = nil
    computeDistances(subviews: subviews, cache: cache)
    // The narration is chosen once per sizing, not tested per child.
    switch (proposal[axis] != nil, subviews.isTraced) {
    case (true, false):
      sizeChildrenGenerally(proposal, subviews, cache, children, Silent.self)
    case (true, true):
      sizeChildrenGenerally(proposal, subviews, cache, children, Narrated.self)
    case (false, false):
      sizeChildrenIdeally(proposal, subviews, children, Silent.self)
    case (false, true):
      sizeChildrenIdeally(proposal, subviews, children, Narrated.self)
    }
    // The minor range starts at 0, not at the first child (`Quirk.stackCrossRangeStartsAtZero`).
    var lower = 0.0
    var upper = 0.0
    for index in 0..<count {
      let start = children[index].origin[minor]
      let end = start + children[index].size[minor]
      if !start.isNaN { lower = min(lower, start) }
      upper = max(upper, end.isNaN ? .infinity : end)
    }
    var cursor = 0.0
    for index in 0..<count {
      let start = cursor + cache.children[index].distance
      children[index].origin[axis] = start
      cursor = start + children[index].size[axis]
      children[index].origin[minor] -= lower
    }
    var size = Size.zero
    // Clamped at 0 (`Quirk`-free choice, see the header): spacing more negative than the
    // children are long overlaps them but never gives the stack a negative length. max keeps
    // a NaN (reported as a non-finite frame).
    size[axis] = max(cursor, 0)
    size[minor] = upper - lower
    children.size = size
    children.key = key
    cache.last = children
    return children
  }

  /// The distance before each child: 0 for the first, then the uniform spacing or the
  /// pair's preferred distance (4.1). Worked out once per node.
  func computeDistances(subviews: LayoutSubviews, cache: Cache) {
    if cache.hasDistances { return }
    cache.hasDistances = true
    let count = subviews.count
    guard count > 1 else { return }
    if let spacing {
      for index in 1..<count { cache.children[index].distance = spacing }
    } else {
      var previous = subviews[0].spacing
      for index in 1..<count {
        let next = subviews[index].spacing
        cache.children[index].distance = previous.distance(
          to: next, along: axis, layoutDirection: layoutDirection)
        previous = next
      }
    }
    var sum = 0.0
    for index in 0..<count { sum += cache.children[index].distance }
    cache.internalSpacing = sum
  }

  /// Minor origin from the child's alignment guide; a NaN guide counts as +infinity.
  func minorOrigin(_ dimensions: ViewDimensions) -> Double {
    let value = dimensions[alignment]
    return value.isNaN ? .infinity : -value
  }

  func sizeChildrenIdeally<Narration: StackNarration>(
    _ proposal: ProposedSize, _ subviews: LayoutSubviews, _ children: Children,
    _: Narration.Type
  ) {
    var childProposal = proposal
    childProposal[axis] = nil
    for index in 0..<subviews.count {
      let dimensions = subviews[index].dimensions(in: childProposal)
      children[index].size = dimensions.size
      children[index].proposal = childProposal
      children[index].origin[minor] = minorOrigin(dimensions)
      Narration.aligned(subviews, index, by: dimensions[alignment])
    }
  }

  func sizeChildrenGenerally<Narration: StackNarration>(
    _ proposal: ProposedSize, _ subviews: LayoutSubviews, _ cache: Cache, _ children: Children,
    _: Narration.Type
  ) {
    prioritize(proposal, subviews: subviews, cache: cache)
    let count = subviews.count
    let facts = cache.children
    var available = (proposal[axis] ?? 0) - cache.internalSpacing
    var index = 0
    while index < count {
      // Step 1: the group of children (in fitting order) sharing this priority.
      let priority = facts[facts[index].order].priority
      var end = index + 1
      while end < count, facts[facts[end].order].priority == priority { end += 1 }
      // Step 2: the first group leaves room for the minima of every later group; each later
      // group gets its own reserve back.
      if index == 0 {
        for later in end..<count { available -= facts[facts[later].order].minLength }
      } else {
        for member in index..<end { available += facts[facts[member].order].minLength }
      }
      // Step 3: each member is offered an equal share of what is left.
      var remaining = end - index
      for member in index..<end {
        let child = facts[member].order
        let share = available / Double(remaining)
        var childProposal = proposal
        childProposal[axis] = share.isNaN ? 0 : max(share, 0)
        Narration.offer(subviews, child, childProposal, left: available, sharing: remaining)
        let dimensions = subviews[child].dimensions(in: childProposal)
        children[child].size = dimensions.size
        children[child].proposal = childProposal
        children[child].origin[minor] = minorOrigin(dimensions)
        Narration.aligned(subviews, child, by: dimensions[alignment])
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
    let facts = cache.children
    let count = subviews.count
    // A single child has no order to find and no later group to leave room for: the probes
    // could not change the layout, so only a traced run makes them (they are part of the
    // conversation it tells).
    if count == 1, !subviews.isTraced {
      facts[0].order = 0
      return
    }
    var probe = proposal
    for index in 0..<count {
      probe[axis] = 0
      facts[index].minLength = subviews[index].lengthThatFits(probe, along: axis)
      probe[axis] = .infinity
      facts[index].maxLength = subviews[index].lengthThatFits(probe, along: axis)
    }
    func flexibility(_ index: Int) -> Double {
      let flex = facts[index].maxLength - facts[index].minLength
      return flex.isNaN ? .infinity : flex
    }
    func precedes(_ a: Int, _ b: Int) -> Bool {
      if facts[a].priority != facts[b].priority { return facts[a].priority > facts[b].priority }
      let (fa, fb) = (flexibility(a), flexibility(b))
      if fa != fb { return fa < fb }
      if fa == .infinity, facts[a].minLength != facts[b].minLength {
        return facts[a].minLength > facts[b].minLength
      }
      return a < b
    }
    // Source order is the answer whenever it is already sorted (e.g. equally flexible
    // children): check in one pass before sorting. `precedes` is a strict total order, so
    // any sort gives the one answer.
    var sorted = true
    for index in 1..<max(count, 1) where !precedes(index - 1, index) {
      sorted = false
      break
    }
    if sorted {
      for index in 0..<count { facts[index].order = index }
    } else if count <= 16 {
      // Sorted in place, by insertion: a stack has a few children, and a sorted array made
      // for them cost an allocation and a generic sort.
      for index in 0..<count {
        var slot = index
        while slot > 0, precedes(index, facts[slot - 1].order) {
          facts[slot].order = facts[slot - 1].order
          slot -= 1
        }
        facts[slot].order = index
      }
    } else {
      let order = (0..<count).sorted(by: precedes)
      for index in 0..<count { facts[index].order = order[index] }
    }
    if subviews.isTraced {
      for position in 0..<count {
        let index = facts[position].order
        subviews.traceProbe(
          index, proposal, min: facts[index].minLength, max: facts[index].maxLength,
          priority: facts[index].priority, order: position)
      }
    }
  }

  /// The combined explicit value of `key` over placed children (4.4), nil if none has one.
  func combinedExplicit(_ key: AlignmentKey, children: Children, subviews: LayoutSubviews)
    -> Double?
  {
    guard key.combinesExplicitValues else { return nil }
    var values: [Double] = []
    for index in 0..<subviews.count {
      let dimensions = subviews[index].dimensions(in: children[index].proposal)
      if let value = dimensions[explicit: key] {
        values.append(children[index].origin[key.axis] + value)
      }
    }
    return key.combineExplicit(values)
  }
}

extension ProposalKey {
  func component(_ axis: Axis) -> UInt64 { axis == .horizontal ? width : height }
}

/// What a stack says while it sizes its children: nothing in an untraced run (`Silent`, whose
/// empty calls compile away in the specialised loop), the conversation in a traced one.
protocol StackNarration {
  static func offer(
    _ subviews: LayoutSubviews, _ index: Int, _ proposal: ProposedSize, left: Double,
    sharing: Int)
  static func aligned(_ subviews: LayoutSubviews, _ index: Int, by value: @autoclosure () -> Double)
}

enum Silent: StackNarration {
  @inline(__always)
  static func offer(
    _ subviews: LayoutSubviews, _ index: Int, _ proposal: ProposedSize, left: Double,
    sharing: Int
  ) {}
  @inline(__always)
  static func aligned(
    _ subviews: LayoutSubviews, _ index: Int, by value: @autoclosure () -> Double
  ) {}
}

enum Narrated: StackNarration {
  static func offer(
    _ subviews: LayoutSubviews, _ index: Int, _ proposal: ProposedSize, left: Double,
    sharing: Int
  ) {
    subviews.traceOffer(index, proposal, left: left, sharing: sharing)
  }
  static func aligned(
    _ subviews: LayoutSubviews, _ index: Int, by value: @autoclosure () -> Double
  ) {
    subviews.traceAligned(index, by: value())
  }
}
