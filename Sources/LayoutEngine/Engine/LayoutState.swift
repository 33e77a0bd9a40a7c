// One layout run: what the engine knows of each node (its children, merged environment,
// priority, orientation for spacers and dividers), worked out once from the input tree in
// `analyseTree`, and the queries every layout makes through it (children, environment,
// alignment guides). The per-node buffers are owned by `NodeStorage` (NodeStorage.swift);
// the size memo is in SizeCache.swift.

final class LayoutState {
  /// The tree's nodes as given (labels, text, attributes and the rarer kinds are read from
  /// here); in a plain run, only those read again (`InputNodes`).
  @exclusivity(unchecked) private(set) var nodes: InputNodes
  let root: Int
  let customAlignments: [CustomAlignment]
  let context: LayoutContext
  let measuringContext: TextMeasuringContext
  /// The display scale used for pixel snapping (1 when the context's is unusable).
  let scale: Double
  /// The context's trace when the conversation is being recorded (LayoutTrace.swift).
  let trace: LayoutTrace?
  /// `trace != nil`, kept as a plain flag: what the hot paths test (reading the reference
  /// would retain it).
  let tracing: Bool
  /// `frameTrace != nil`.
  let tracingFrames: Bool
  /// The context's trace, recording the conversation or only what each frame shows; and
  /// this run's number in it.
  let frameTrace: LayoutTrace?
  private(set) var run: Int32 = -1

  let count: Int
  /// Owns every per-node buffer below (NodeStorage.swift); the pointers are copied out so
  /// that the hot paths read them without an indirection.
  private let storage: NodeStorage
  let records: UnsafeMutablePointer<NodeRecord>
  /// The memos of the nodes that keep one (`NodeRecord.memo`), made once the tree is read.
  @exclusivity(unchecked) private(set) var memos: UnsafeMutablePointer<NodeMemo>
  /// Where memoised sizes beyond a node's first live (SizeCache.swift).
  let memo = MemoArena()

  /// Children of every reachable node, flat: node `n`'s are `childList[childStart...]`.
  /// Only valid, first-claimed children are listed, so a malformed tree (an index out of
  /// range, a child listed twice, a cycle) can neither crash nor loop.
  private let childList: UnsafeMutablePointer<Int32>
  @exclusivity(unchecked) private(set) var environments = [EnvironmentOverrides()]
  /// The priorities written with `.layoutPriority`, by node: few nodes have one
  /// (`layoutPriority(of:)` works out the others).
  private var explicitPriorities: [Int: Double] = [:]
  let orientation: UnsafeMutablePointer<StackOrientation>
  /// Each node's layout when its kind is a common one (`HotKind`): what the hot paths read
  /// instead of the input node's kind.
  let hotKinds: UnsafeMutablePointer<HotKind>
  /// Each node's source position, copied with the rest of `analyseTree`'s reading.
  let sources: UnsafeMutablePointer<SourcePosition>
  /// Pre-order of the reachable nodes, and each one's depth.
  @exclusivity(unchecked) private(set) var preorder: [Int32] = []
  /// Whether the tree has a scroll view, and a view that measures against its container
  /// (`containerRelativeFrame`, GeometryReader): found while the tree is first read, so
  /// trees without both skip the scroll-container pass.
  private(set) var containsScrollView = false
  private(set) var containsContainerReader = false
  /// What the tree does with the safe area and named spaces, found while it is first read:
  /// whether the placing walk must pass them down (`GeometryState.scan`).
  private(set) var safeAreaUse = TreeSafeAreaUse()
  /// The grid nodes, found while the tree is first read (see `registerGridRows`).
  private var grids: [Int] = []
  let depth: UnsafeMutablePointer<Int32>

  /// The text layouts of this run, or those the context shares across runs.
  let textAnswers: TextAnswers
  /// The further answers of nodes asked more than `scannedAnswers` proposals, by key.
  @exclusivity(unchecked) var manyAnswers: [Int: [ProposalKey: Size]] = [:]
  /// A traced run's size memo, kept apart from the node records (SizeCache.swift).
  @exclusivity(unchecked) var tracedAnswers: [TracedQuestion: Size] = [:]
  /// The cache of each custom layout (`ViewKind.custom`), made on first use.
  var customLayoutCaches: [Int: AnyLayout.Cache] = [:]
  /// The `gridRow`s that are rows of a grid: each lays its cells out where its grid puts
  /// them (`GridRowLayout`); any other `gridRow` is an HStack.
  private(set) var gridRows: Set<Int> = []
  @exclusivity(unchecked) private var evaluationDepth = 0
  /// Safe areas, named coordinate spaces and the container size (GeometryPlacement.swift).
  lazy var geometry = GeometryState(context: context)

  init(tree: ViewTree, context: LayoutContext) {
    let count = tree.nodes.count
    self.count = count
    self.nodes = InputNodes(tree.nodes)
    self.root = tree.root
    self.customAlignments = tree.customAlignments
    self.context = context
    self.scale = context.scale.isFinite && context.scale > 0 ? context.scale : 1
    self.textAnswers = context.textAnswers ?? TextAnswers()
    self.frameTrace = context.trace
    self.trace = context.trace.flatMap { $0.recordsConversation ? $0 : nil }
    self.tracing = trace != nil
    self.tracingFrames = context.trace != nil
    self.measuringContext = TextMeasuringContext(scale: scale, platform: context.platform)
    storage = NodeStorage(count: count)
    records = storage.records
    memos = storage.memos
    childList = storage.childList
    orientation = storage.orientation
    hotKinds = storage.hotKinds
    sources = storage.sources
    depth = storage.depth
    analyseTree()
    if tracing {
      for node in 0..<count {
        hotKinds[node] = .traced
        records[node].flags.insert(.traced)
      }
    }
    // A memo for each node that keeps one: most of a large tree's nodes answer cheaply. In a
    // traced run every node has one (for its stack cache and spacing; its sizes are kept in
    // `tracedAnswers`, see `size(of:_:)`): such runs are small.
    var memoCount: Int32 = 0
    for node in preorder where tracing || !records[Int(node)].flags.contains(.answersCheaply) {
      records[Int(node)].memo = memoCount
      memoCount += 1
    }
    storage.makeMemos(count: Int(memoCount))
    memos = storage.memos
    registerGridRows()
    if let frameTrace {
      run = frameTrace.beginRun(
        tree, depths: Array(UnsafeBufferPointer(start: depth, count: count)),
        safeArea: context.validSafeArea, rightToLeft: context.layoutDirection == .rightToLeft)
    }
  }

  /// Keeps only the input nodes the run reads again when it can (`InputNodes`).
  func keepOnlyNodesReadAgain() {
    guard readsOnlyCompactNodesAgain else { return }
    nodes.keepOnlyNodesReadAgain(hotKinds: hotKinds, sources: sources)
  }

  /// Whether, after `analyseTree`, nothing reads a node with a compact kind (`HotKind`) and
  /// nothing beyond its kind, other than through the run's tables: no trace, and none of the
  /// passes that look at any node's kind again (geometry readers, safe areas and named
  /// spaces, scroll views, container readers, grids).
  private var readsOnlyCompactNodesAgain: Bool {
    !tracingFrames && !safeAreaUse.hasReaders && !safeAreaUse.changesSafeArea
      && !safeAreaUse.hasScrollViews && !safeAreaUse.namesSpaces && !containsScrollView
      && !containsContainerReader && grids.isEmpty
  }

  /// One top-down walk over the input (valid children, pre-order, environments, orientations,
  /// what each node's kind implies) and one bottom-up walk over the records (which nodes may
  /// report explicit guides). Iterative: trees may be very deep.
  /// Marks every `gridRow` that is a row of a grid before anything is measured, so such a
  /// row always sizes as its grid proposes (`GridRowLayout`), never as an HStack: a node's
  /// size must not depend on whether its grid happened to be measured first.
  private func registerGridRows() {
    for grid in grids {
      for child in children(of: grid) {
        if let row = gridRowNode(child) { gridRows.insert(row) }
      }
    }
  }

  private func analyseTree() {
    guard root >= 0, root < count else { return }
    // Built in locals: cheaper to grow than stored properties.
    var preorder: [Int32] = []
    preorder.reserveCapacity(count)
    var environments = self.environments
    defer {
      self.preorder = preorder
      self.environments = environments
    }
    // A child list never holds more entries than there are nodes: each is claimed once. A
    // node's depth is set when it is claimed, so a depth of -1 means not claimed yet.
    depth[root] = 0
    let defaultRightToLeft = context.layoutDirection == .rightToLeft
    let records = self.records
    let childList = self.childList
    let hotKinds = self.hotKinds
    let sources = self.sources
    // Index 0 is the context's root environment, which every value the tree sets overrides.
    environments[0] = context.environment
    nodes.all.withUnsafeBufferPointer { nodes in
      if nodes[root].setsEnvironment {
        environments.append(nodes[root].environment.applied(over: environments[0]))
        records[root].environmentIndex = 1
      }
      let rootDirection = environments[Int(records[root].environmentIndex)].layoutDirection
      if rootDirection.map({ $0 == .rightToLeft }) ?? defaultRightToLeft {
        records[root].flags.insert(.rightToLeft)
      }
      var listed = 0
      var work = [root]
      while let node = work.popLast() {
        preorder.append(Int32(node))
        let record = records + node
        // Most nodes have no attributes: then none is read (or made and destroyed).
        if nodes[node].hasAttributes {
          let attributes = nodes[node].attributes
          if !attributes.alignmentGuides.isEmpty { record.pointee.flags.insert(.hasGuides) }
          if let explicit = attributes.layoutPriority {
            explicitPriorities[node] = explicit
            record.pointee.flags.insert(.hasExplicitPriority)
          }
          if attributes.coordinateSpace != nil { safeAreaUse.namesSpaces = true }
        }
        sources[node] = nodes[node].source
        // A node is copied for `PassThroughModifiers` only if it has values to print.
        if nodes[node].hasNames
          || ((nodes[node].hasAttributes || nodes[node].setsEnvironment)
            && PassThroughModifiers(nodes[node]) != nil)
        {
          record.pointee.flags.insert(.hasNames)
        }
        // The common kinds are read (and their `ViewKind` copied) once, here.
        let hot = HotKind(
          nodes[node].kind,
          direction: record.pointee.flags.contains(.rightToLeft) ? .rightToLeft : .leftToRight)
        hotKinds[node] = hot
        let traits = KindTraits.of(hot.tag ?? nodes[node].kind.tag)
        record.pointee.priorityRule = traits.priority
        if traits.answersCheaply { record.pointee.flags.insert(.answersCheaply) }
        // A frame of both dimensions answers every proposal with them, asking nothing: its
        // answers are not memoised (in a tree of framed views, most of the memo's memory).
        if case .frame(let frame) = hot, frame.width != nil, frame.height != nil {
          record.pointee.flags.insert(.answersCheaply)
        }
        if traits.isText { record.pointee.flags.insert([.isText, .mayHaveExplicit]) }
        switch traits.frameGuides {
        case .hidden: break
        case .forwarded: record.pointee.flags.insert(.forwardsFrameGuides)
        case .own: record.pointee.flags.insert([.mayHaveExplicit, .mayHaveExplicitFrameGuide])
        }
        if traits.isOffset { record.pointee.flags.insert(.isOffset) }
        if traits.isScrollView { containsScrollView = true }
        if traits.isGrid { grids.append(node) }
        if traits.readsContainer { containsContainerReader = true }
        switch traits.safeArea {
        case .makesContent: safeAreaUse.hasReaders = true
        case .changes: safeAreaUse.changesSafeArea = true
        case .readsMargins: safeAreaUse.hasScrollViews = true
        case .none: break
        }
        let isSecondaryLayer = traits.secondaryLayers
        let childOrientation: StackOrientation
        switch traits.children {
        case .horizontal: childOrientation = .horizontal
        case .vertical: childOrientation = .vertical
        case .none: childOrientation = .none
        case .inherited: childOrientation = orientation[node]
        }
        let inherited = record.pointee.environmentIndex
        let rightToLeft = record.pointee.flags.contains(.rightToLeft)
        let start = listed
        for child in nodes[node].children where child >= 0 && child < count && depth[child] < 0 {
          childList[listed] = Int32(child)
          let position = listed - start
          listed += 1
          depth[child] = depth[node] + 1
          // Secondary content (background, overlay) is laid out outside any stack.
          orientation[child] = position > 0 && isSecondaryLayer ? .none : childOrientation
          let childRecord = records + child
          if !nodes[child].setsEnvironment {
            childRecord.pointee.environmentIndex = inherited
            if rightToLeft { childRecord.pointee.flags.insert(.rightToLeft) }
          } else {
            let merged = nodes[child].environment.applied(over: environments[Int(inherited)])
            environments.append(merged)
            childRecord.pointee.environmentIndex = Int32(environments.count - 1)
            // Only nodes that start a new environment can change the direction.
            if merged.layoutDirection.map({ $0 == .rightToLeft }) ?? defaultRightToLeft {
              childRecord.pointee.flags.insert(.rightToLeft)
            }
          }
        }
        record.pointee.childStart = Int32(start)
        record.pointee.childCount = Int32(listed - start)
        var index = listed
        while index > start {
          index -= 1
          work.append(Int(childList[index]))
        }
      }
    }
    for node32 in preorder.reversed() {
      let node = Int(node32)
      let record = records + node
      let start = Int(record.pointee.childStart)
      let children = Int(record.pointee.childCount)
      let forwards = record.pointee.flags.contains(.forwardsFrameGuides)
      for index in start..<(start + children) {
        let child = records[Int(childList[index])].flags
        if !child.isDisjoint(with: [.mayHaveExplicit, .hasGuides]) {
          record.pointee.flags.insert(.mayHaveExplicit)
          if forwards && !child.isDisjoint(with: [.mayHaveExplicitFrameGuide, .hasGuides]) {
            record.pointee.flags.insert(.mayHaveExplicitFrameGuide)
          }
        }
      }
    }
  }

  func isText(_ node: Int) -> Bool { records[node].flags.contains(.isText) }

  /// The children of a node, as listed after validation.
  func children(of node: Int) -> ChildNodes {
    let record = records + node
    return ChildNodes(
      base: UnsafeBufferPointer(
        start: childList + Int(record.pointee.childStart), count: Int(record.pointee.childCount)))
  }

  func isRightToLeft(_ node: Int) -> Bool { records[node].flags.contains(.rightToLeft) }

  /// The priority a node reports to its container (layoutc-layout(7) 11): its own
  /// `.layoutPriority`, else what its kind implies (`PriorityRule`); a modifier reports its
  /// child's, so a chain of them is followed down. Asked once per child of a stack (its
  /// cache keeps it), so not stored for every node.
  func layoutPriority(of node: Int) -> Double {
    var node = node
    while true {
      let record = records + node
      if record.pointee.flags.contains(.hasExplicitPriority) {
        return explicitPriorities[node] ?? 0
      }
      switch record.pointee.priorityRule {
      case .zero: return 0
      case .spacer: return -.infinity
      case .container: return record.pointee.childCount == 0 ? -.infinity : 0
      case .forwarded:
        guard record.pointee.childCount > 0 else { return 0 }
        node = Int(childList[Int(record.pointee.childStart)])
      }
    }
  }

  // MARK: Environment

  /// The environment in effect at `node`: its own values over its ancestors'.
  func environment(of node: Int) -> EnvironmentOverrides {
    environments[Int(records[node].environmentIndex)]
  }

  func layoutDirection(of node: Int) -> LayoutDirection {
    isRightToLeft(node) ? .rightToLeft : .leftToRight
  }

  func subviews(of node: Int) -> LayoutSubviews {
    LayoutSubviews(state: self, nodes: children(of: node))
  }

  // MARK: Alignment guides

  /// `explicit(guide)` of a node (layoutc-layout(7) 1.3, 15): its own `.alignmentGuide` values first
  /// (the latest written before `overrideLimit` wins), then what its layout reports. Out of
  /// line: inlined into a stack's sizing loop it made every level of nesting's stack frame
  /// about a kilobyte, for a path few views take.
  @inline(never)
  func explicitAlignment(
    of key: AlignmentKey, node: Int, size: Size, proposal: ProposedSize, overrideLimit: Int
  ) -> Double? {
    let flags = records[node].flags
    if flags.contains(.hasGuides) {
      let guides = nodes[node].attributes.alignmentGuides
      var index = min(overrideLimit, guides.count) - 1
      while index >= 0 {
        if guides[index].key == key {
          let dimensions = ViewDimensions(
            size: size, state: self, node: node, proposal: proposal, overrideLimit: index)
          return evaluate(guides[index].value, in: dimensions)
        }
        index -= 1
      }
    }
    // A frame guide (leading, center, top, ...) is never a container's own: only a chain of
    // forwarding kinds down to an `.alignmentGuide` can make it explicit.
    guard flags.contains(key.combinesExplicitValues ? .mayHaveExplicit : .mayHaveExplicitFrameGuide)
    else { return nil }
    let operation = ExplicitAlignmentOperation(
      guide: key, bounds: Rect(origin: .zero, size: size), proposal: proposal)
    guard tracing else { return perform(operation, on: node) }
    return tracedExplicitAlignment(operation, on: node)
  }

  /// What a node asks its children to find a guide is recorded as asked for that guide.
  @inline(never)
  private func tracedExplicitAlignment(
    _ operation: ExplicitAlignmentOperation, on node: Int
  ) -> Double? {
    let trace = self.trace.unsafelyUnwrapped
    trace.enter(node, forGuide: true)
    defer { trace.leave(forGuide: true) }
    return perform(operation, on: node)
  }

  func customAlignmentDefault(_ index: Int) -> GuideExpression? {
    guard index >= 0, index < customAlignments.count else { return nil }
    return customAlignments[index].defaultValue
  }

  /// Evaluates a guide expression with `d` = `dimensions`. A guide defined through itself
  /// (directly or by a cycle of custom defaults) stops at 0 instead of recursing forever;
  /// division by zero gives 0 rather than a non-finite guide.
  func evaluate(_ expression: GuideExpression, in dimensions: ViewDimensions) -> Double {
    guard evaluationDepth < 64 else { return 0 }
    evaluationDepth += 1
    defer { evaluationDepth -= 1 }
    switch expression {
    case .constant(let value): return value
    case .width: return dimensions.width
    case .height: return dimensions.height
    case .guide(let key): return dimensions[key]
    case .negate(let e): return -evaluate(e, in: dimensions)
    case .add(let a, let b): return evaluate(a, in: dimensions) + evaluate(b, in: dimensions)
    case .subtract(let a, let b):
      return evaluate(a, in: dimensions) - evaluate(b, in: dimensions)
    case .multiply(let a, let b):
      return evaluate(a, in: dimensions) * evaluate(b, in: dimensions)
    case .divide(let a, let b):
      let divisor = evaluate(b, in: dimensions)
      return divisor == 0 ? 0 : evaluate(a, in: dimensions) / divisor
    }
  }

  // MARK: Pixel grid

  /// `ceil_px`: up to the next multiple of a pixel, with a guard against float noise.
  func ceilToPixel(_ value: Double) -> Double {
    (value * scale - 1e-7).rounded(.up) / scale
  }
}

extension EnvironmentOverrides {
  /// `isEmpty` without building an empty value to compare with: read once per node of
  /// every tree laid out. Lists every stored property (a test checks the count).
  var isUnset: Bool {
    font == nil && fontWeight == nil && bold == nil && italic == nil && lineLimit == nil
      && lineSpacing == nil && truncationMode == nil && multilineTextAlignment == nil
      && minimumScaleFactor == nil && kerning == nil && tracking == nil
      && dynamicTypeSize == nil && layoutDirection == nil && imageScale == nil && textCase == nil
      && fontDesign == nil && untabulatedWidths == nil && contentMargins == nil
      && scrollAnchor == nil
  }
}

/// A node's children as `analyseTree` listed them, read as `Int`: 32 bits each (a tree in
/// memory has fewer nodes than that), half the room of a list of every node's children.
struct ChildNodes: RandomAccessCollection {
  let base: UnsafeBufferPointer<Int32>
  var startIndex: Int { 0 }
  var endIndex: Int { base.count }
  subscript(position: Int) -> Int { Int(base[position]) }
}
