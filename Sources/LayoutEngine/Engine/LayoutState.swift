// The storage of one layout run: per-node flat storage (children, merged environment, size
// memo, orientation for spacers and dividers) and the measuring pass (recursive, memoised).
// Reproduces SwiftUI's `ViewSizeCache` idea (layoutc-layout(7) 1.1, 28b): `sizeThatFits` is a pure
// function of the proposal, so each answer is kept per node.
//
// Laid out for speed on big trees: what every query of a node reads (its children, flags and
// first memoised size) shares one 64-byte record, further sizes live in blocks handed out from
// a few large chunks, and the input tree is read once, in `analyseTree`.

/// A proposal as a cache key: each dimension's bit pattern, nil as a NaN payload no
/// arithmetic produces (so NaN proposals still compare equal to themselves).
struct ProposalKey: Hashable {
  var width: UInt64
  var height: UInt64
  static let unspecifiedBits: UInt64 = 0x7FF8_DEAD_BEEF_0001
  /// Marks a memo slot that holds no answer yet (another payload no arithmetic produces).
  static let emptyBits: UInt64 = 0x7FF8_DEAD_BEEF_0002
  init(_ proposal: ProposedSize) {
    width = proposal.width?.bitPattern ?? Self.unspecifiedBits
    height = proposal.height?.bitPattern ?? Self.unspecifiedBits
  }
  init(width: UInt64, height: UInt64) {
    self.width = width
    self.height = height
  }
  static let empty = ProposalKey(width: emptyBits, height: emptyBits)
}

/// One memoised answer: a proposal and the size given for it.
struct SizeCacheEntry {
  var key: ProposalKey
  var size: Size
}

/// How a spacer or divider is oriented: by the stack it is directly in (layoutc-layout(7) 5, 6).
enum StackOrientation: UInt8 {
  case none, horizontal, vertical
}

/// Facts about a node worked out once, before layout.
struct NodeFlags: OptionSet {
  var rawValue: UInt8
  static let rightToLeft = NodeFlags(rawValue: 1 << 0)
  /// The node has `.alignmentGuide` values of its own.
  static let hasGuides = NodeFlags(rawValue: 1 << 1)
  /// The node's own layout can report an explicit alignment value (text baselines, or a
  /// descendant with `.alignmentGuide`): lets most guide queries stop at once.
  static let mayHaveExplicit = NodeFlags(rawValue: 1 << 2)
  static let isText = NodeFlags(rawValue: 1 << 3)
  static let isOffset = NodeFlags(rawValue: 1 << 4)
  /// A color, shape or spacer: answering is cheaper than looking the answer up, so its sizes
  /// are not memoised (the answer is the same either way).
  static let answersCheaply = NodeFlags(rawValue: 1 << 5)
  /// `.layoutPriority(x)` was written on the node.
  static let hasExplicitPriority = NodeFlags(rawValue: 1 << 6)
  /// The node has a label, an id or a role: its frame node reads them from the input node
  /// (most do not, and then the placing walk never touches the large input node).
  static let hasNames = NodeFlags(rawValue: 1 << 7)
}

/// What every query of a node reads, in one cache line.
struct NodeRecord {
  /// The first size memoised for the node (`ProposalKey.empty` when none yet).
  var first: SizeCacheEntry
  /// Further memoised sizes: `moreCount` of `moreCapacity` slots.
  var more: UnsafeMutablePointer<SizeCacheEntry>?
  var moreCount: Int32
  var moreCapacity: Int32
  /// The node's children are `childList[childStart ..< childStart + childCount]`.
  var childStart: Int32
  var childCount: Int32
  /// Index into `environments` of the node's merged environment.
  var environmentIndex: Int32
  var flags: NodeFlags
  var priorityRule: PriorityRule

  static var unset: NodeRecord {
    NodeRecord(
      first: SizeCacheEntry(key: .empty, size: .zero), more: nil, moreCount: 0, moreCapacity: 0,
      childStart: 0, childCount: 0, environmentIndex: 0, flags: [], priorityRule: .zero)
  }
}

/// Read-only access to the input nodes' kinds by index (`kinds[node]`).
struct NodeKinds {
  let nodes: [ViewNode]
  subscript(node: Int) -> ViewKind { nodes[node].kind }
}

final class LayoutState {
  /// The tree's nodes as given (labels, sources and attributes are read from here).
  let nodes: [ViewNode]
  /// Each node's kind.
  var kinds: NodeKinds { NodeKinds(nodes: nodes) }
  let root: Int
  let customAlignments: [CustomAlignment]
  let context: LayoutContext
  let measuringContext: TextMeasuringContext
  /// The display scale used for pixel snapping (1 when the context's is unusable).
  let scale: Double

  private let count: Int
  let records: UnsafeMutablePointer<NodeRecord>
  private let memo: MemoArena

  /// Children of every reachable node, flat: node `n`'s are `childList[childStart...]`.
  /// Only valid, first-claimed children are listed, so a malformed tree (an index out of
  /// range, a child listed twice, a cycle) can neither crash nor loop.
  private let childList: UnsafeMutablePointer<Int>
  @exclusivity(unchecked) private(set) var environments = [EnvironmentOverrides()]
  /// The priority each node reports (layoutc-layout(7) 11), worked out bottom-up once.
  private let priorities: UnsafeMutablePointer<Double>
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
  /// The grid nodes, found while the tree is first read (see `registerGridRows`).
  private var grids: [Int] = []
  let depth: UnsafeMutablePointer<Int32>

  private let stackCaches: UnsafeMutablePointer<StackLayout.Cache?>
  private let spacings: UnsafeMutablePointer<ViewSpacing?>
  @exclusivity(unchecked) private var textLayouts: [Int: [(key: ProposalKey, layout: TextLayout)]] =
    [:]
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
    self.nodes = tree.nodes
    self.root = tree.root
    self.customAlignments = tree.customAlignments
    self.context = context
    self.scale = context.scale.isFinite && context.scale > 0 ? context.scale : 1
    self.measuringContext = TextMeasuringContext(scale: scale, platform: context.platform)
    let slots = max(count, 1)
    // 64-byte aligned, so that a record never straddles two cache lines.
    records = UnsafeMutableRawPointer.allocate(
      byteCount: slots * MemoryLayout<NodeRecord>.stride,
      alignment: max(64, MemoryLayout<NodeRecord>.alignment)
    ).bindMemory(to: NodeRecord.self, capacity: slots)
    records.initialize(repeating: .unset, count: slots)
    memo = MemoArena()
    childList = .allocate(capacity: slots)
    priorities = .allocate(capacity: slots)
    priorities.initialize(repeating: 0, count: slots)
    orientation = .allocate(capacity: slots)
    orientation.initialize(repeating: .none, count: slots)
    hotKinds = .allocate(capacity: slots)
    hotKinds.initialize(repeating: .other, count: slots)
    sources = .allocate(capacity: slots)
    sources.initialize(repeating: SourcePosition(line: 0, column: 0), count: slots)
    depth = .allocate(capacity: slots)
    // -1 until the node is claimed as someone's child (or is the root): see `analyseTree`.
    depth.initialize(repeating: -1, count: slots)
    stackCaches = .allocate(capacity: slots)
    stackCaches.initialize(repeating: nil, count: slots)
    spacings = .allocate(capacity: slots)
    spacings.initialize(repeating: nil, count: slots)
    analyseTree()
    registerGridRows()
  }

  deinit {
    let slots = max(count, 1)
    records.deinitialize(count: slots)
    UnsafeMutableRawPointer(records).deallocate()
    childList.deallocate()
    priorities.deallocate()
    orientation.deallocate()
    hotKinds.deinitialize(count: slots)
    hotKinds.deallocate()
    sources.deallocate()
    depth.deallocate()
    stackCaches.deinitialize(count: slots)
    stackCaches.deallocate()
    spacings.deinitialize(count: slots)
    spacings.deallocate()
  }

  /// One top-down walk over the input (valid children, pre-order, environments, orientations,
  /// what each node's kind implies) and one bottom-up walk over the records (priorities,
  /// which nodes may report explicit guides). Iterative: trees may be very deep.
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
    nodes.withUnsafeBufferPointer { nodes in
      if !nodes[root].environment.isUnset {
        environments.append(nodes[root].environment)
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
        if !nodes[node].attributes.alignmentGuides.isEmpty {
          record.pointee.flags.insert(.hasGuides)
        }
        sources[node] = nodes[node].source
        if nodes[node].label != nil || nodes[node].id != nil || nodes[node].role != nil {
          record.pointee.flags.insert(.hasNames)
        }
        if let explicit = nodes[node].attributes.layoutPriority {
          priorities[node] = explicit
          record.pointee.flags.insert(.hasExplicitPriority)
        }
        // The common kinds are read (and their `ViewKind` copied) once, here.
        hotKinds[node] = HotKind(
          nodes[node].kind,
          direction: record.pointee.flags.contains(.rightToLeft) ? .rightToLeft : .leftToRight)
        let traits = nodes[node].kind.traits
        record.pointee.priorityRule = traits.priority
        if traits.answersCheaply { record.pointee.flags.insert(.answersCheaply) }
        if traits.isText { record.pointee.flags.insert([.isText, .mayHaveExplicit]) }
        if traits.isOffset { record.pointee.flags.insert(.isOffset) }
        if traits.isScrollView { containsScrollView = true }
        if traits.isGrid { grids.append(node) }
        if traits.readsContainer { containsContainerReader = true }
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
          childList[listed] = child
          let position = listed - start
          listed += 1
          depth[child] = depth[node] + 1
          // Secondary content (background, overlay) is laid out outside any stack.
          orientation[child] = position > 0 && isSecondaryLayer ? .none : childOrientation
          let childRecord = records + child
          if nodes[child].environment.isUnset {
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
          work.append(childList[index])
        }
      }
    }
    for node32 in preorder.reversed() {
      let node = Int(node32)
      let record = records + node
      let start = Int(record.pointee.childStart)
      let children = Int(record.pointee.childCount)
      if !record.pointee.flags.contains(.hasExplicitPriority) {
        switch record.pointee.priorityRule {
        case .zero: priorities[node] = 0
        case .spacer: priorities[node] = -.infinity
        case .container: priorities[node] = children == 0 ? -.infinity : 0
        case .forwarded: priorities[node] = children > 0 ? priorities[childList[start]] : 0
        }
      }
      for index in start..<(start + children) {
        let child = records[childList[index]].flags
        if !child.isDisjoint(with: [.mayHaveExplicit, .hasGuides]) {
          record.pointee.flags.insert(.mayHaveExplicit)
          break
        }
      }
    }
  }

  func isText(_ node: Int) -> Bool { records[node].flags.contains(.isText) }

  /// The children of a node, as listed after validation.
  func children(of node: Int) -> UnsafeBufferPointer<Int> {
    let record = records + node
    return UnsafeBufferPointer(
      start: childList + Int(record.pointee.childStart), count: Int(record.pointee.childCount))
  }

  func isRightToLeft(_ node: Int) -> Bool { records[node].flags.contains(.rightToLeft) }

  /// The priority a node reports to its container (layoutc-layout(7) 11), see `analyseTree`.
  func layoutPriority(of node: Int) -> Double { priorities[node] }

  // MARK: Environment

  /// The environment in effect at `node`: its own values over its ancestors'.
  func environment(of node: Int) -> EnvironmentOverrides {
    environments[Int(records[node].environmentIndex)]
  }

  func layoutDirection(of node: Int) -> LayoutDirection {
    isRightToLeft(node) ? .rightToLeft : .leftToRight
  }

  // MARK: Measuring

  /// `sizeThatFits` of a node, memoised per proposal.
  func size(of node: Int, _ proposal: ProposedSize) -> Size {
    let key = ProposalKey(proposal)
    let record = records + node
    if record.pointee.first.key == key { return record.pointee.first.size }
    if let more = record.pointee.more {
      for slot in 0..<Int(record.pointee.moreCount) where more[slot].key == key {
        return more[slot].size
      }
    }
    let size = perform(SizeOperation(proposal: proposal), on: node)
    if !record.pointee.flags.contains(.answersCheaply) { remember(size, for: key, in: record) }
    return size
  }

  /// Adds an answer to a node's memo. Never evicts: a node asked many proposals must still
  /// answer each once (that keeps layout linear in the tree size).
  private func remember(
    _ size: Size, for key: ProposalKey, in record: UnsafeMutablePointer<NodeRecord>
  ) {
    if record.pointee.first.key == .empty {
      record.pointee.first = SizeCacheEntry(key: key, size: size)
      return
    }
    let used = Int(record.pointee.moreCount)
    if used == Int(record.pointee.moreCapacity) {
      let grown = memo.block(capacity: max(2, used * 2))
      if let old = record.pointee.more {
        grown.initialize(from: old, count: used)
        memo.recycle(old, capacity: used)
      }
      record.pointee.more = grown
      record.pointee.moreCapacity = Int32(max(2, used * 2))
    }
    (record.pointee.more! + used).initialize(to: SizeCacheEntry(key: key, size: size))
    record.pointee.moreCount = Int32(used + 1)
  }

  /// The text measurer's layout of a text node for a proposal, memoised.
  func textLayout(of node: Int, content: TextContent, _ proposal: ProposedSize) -> TextLayout {
    let key = ProposalKey(proposal)
    if let cached = textLayouts[node]?.first(where: { $0.key == key }) { return cached.layout }
    let layout = context.textMeasurer.layout(
      content, environment: environment(of: node), proposal: proposal,
      context: measuringContext)
    textLayouts[node, default: []].append((key, layout))
    return layout
  }

  /// The font metrics in effect at a node (symbol images, spacing).
  func fontMetrics(of node: Int) -> FontMetrics {
    context.textMeasurer.fontMetrics(environment: environment(of: node), context: measuringContext)
  }

  /// The spacing a node prefers around it (layoutc-layout(7) 3), memoised: it needs no proposal.
  func spacing(of node: Int) -> ViewSpacing {
    if let spacing = spacings[node] { return spacing }
    let spacing = perform(SpacingOperation(), on: node)
    spacings[node] = spacing
    return spacing
  }

  /// The cache a stack keeps between its calls.
  func stackCache(of node: Int, make: () -> StackLayout.Cache) -> StackLayout.Cache {
    if let cache = stackCaches[node] { return cache }
    let cache = make()
    stackCaches[node] = cache
    return cache
  }

  func subviews(of node: Int) -> LayoutSubviews {
    LayoutSubviews(state: self, nodes: children(of: node))
  }

  // MARK: Alignment guides

  /// `explicit(guide)` of a node (layoutc-layout(7) 1.3, 15): its own `.alignmentGuide` values first
  /// (the latest written before `overrideLimit` wins), then what its layout reports.
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
    guard flags.contains(.mayHaveExplicit) else { return nil }
    return perform(
      ExplicitAlignmentOperation(
        guide: key, bounds: Rect(origin: .zero, size: size), proposal: proposal), on: node)
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

/// Where memo entries beyond a node's first live: blocks of 2, 4, 8, ... entries cut from
/// large chunks, and reused once a node outgrows them. Freed all at once with the run.
final class MemoArena {
  @exclusivity(unchecked) private var chunks: [UnsafeMutablePointer<SizeCacheEntry>] = []
  @exclusivity(unchecked) private var next: UnsafeMutablePointer<SizeCacheEntry>?
  @exclusivity(unchecked) private var left = 0
  /// Outgrown blocks, by log2 of their capacity (a power of two). A free block's first entry
  /// holds no answer: its key's width stores the address of the next free block of the same
  /// capacity.
  @exclusivity(unchecked) private var free = [UnsafeMutablePointer<SizeCacheEntry>?](
    repeating: nil, count: 64)
  static let chunkEntries = 16_384

  /// A block of `capacity` entries, a power of two.
  func block(capacity: Int) -> UnsafeMutablePointer<SizeCacheEntry> {
    let sizeClass = capacity.trailingZeroBitCount
    if let block = free[sizeClass] {
      free[sizeClass] = UnsafeMutablePointer(bitPattern: UInt(block.pointee.key.width))
      return block
    }
    if capacity > left {
      let size = max(Self.chunkEntries, capacity)
      let chunk = UnsafeMutablePointer<SizeCacheEntry>.allocate(capacity: size)
      chunks.append(chunk)
      next = chunk
      left = size
    }
    let block = next!
    next = block + capacity
    left -= capacity
    return block
  }

  func recycle(_ block: UnsafeMutablePointer<SizeCacheEntry>, capacity: Int) {
    let sizeClass = capacity.trailingZeroBitCount
    let link = free[sizeClass].map { UInt64(UInt(bitPattern: $0)) } ?? 0
    block.pointee.key = ProposalKey(width: link, height: ProposalKey.emptyBits)
    free[sizeClass] = block
  }

  deinit {
    for chunk in chunks { chunk.deallocate() }
  }
}

extension EnvironmentOverrides {
  /// `isEmpty` without building an empty value to compare with: read once per node of
  /// every tree laid out. Lists every stored property (a test checks the count).
  var isUnset: Bool {
    font == nil && fontWeight == nil && bold == nil && italic == nil && lineLimit == nil
      && lineSpacing == nil && truncationMode == nil && multilineTextAlignment == nil
      && minimumScaleFactor == nil && kerning == nil && tracking == nil
      && dynamicTypeSize == nil && layoutDirection == nil && imageScale == nil
  }
}
