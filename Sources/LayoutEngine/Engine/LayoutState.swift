// The storage of one layout run: per-node flat arrays (merged environment, size memo,
// orientation for spacers and dividers) and the two passes, measuring (recursive, memoised)
// and placing (iterative, top-down). Reproduces SwiftUI's `ViewSizeCache` idea (layout.md 1.1,
// 28b): `sizeThatFits` is a pure function of the proposal, so each answer is kept per node.

/// A proposal as a cache key: each dimension's bit pattern, nil as a NaN payload no
/// arithmetic produces (so NaN proposals still compare equal to themselves).
struct ProposalKey: Hashable {
  var width: UInt64
  var height: UInt64
  static let unspecifiedBits: UInt64 = 0x7FF8_DEAD_BEEF_0001
  init(_ proposal: ProposedSize) {
    width = proposal.width?.bitPattern ?? Self.unspecifiedBits
    height = proposal.height?.bitPattern ?? Self.unspecifiedBits
  }
}

/// One memoised answer: a proposal and the size given for it.
struct SizeCacheEntry {
  var key: ProposalKey
  var size: Size
}

/// How a spacer or divider is oriented: by the stack it is directly in (layout.md 5, 6).
enum StackOrientation: UInt8 {
  case none, horizontal, vertical
}

final class LayoutState {
  /// The tree's nodes as given (labels, sources and attributes are read from here).
  let nodes: [ViewNode]
  /// Each node's kind, copied out once: the hot paths switch on it.
  let kinds: [ViewKind]
  let root: Int
  let customAlignments: [CustomAlignment]
  let context: LayoutContext
  let measuringContext: TextMeasuringContext
  /// The display scale used for pixel snapping (1 when the context's is unusable).
  let scale: Double

  /// Inline memo slots per node; a node asked for more proposals spills to `overflowSizes`.
  static let inlineSlots = 8
  private let sizeEntries: UnsafeMutablePointer<SizeCacheEntry>
  private let sizeCounts: UnsafeMutablePointer<UInt8>
  private var overflowSizes: [Int: [ProposalKey: Size]] = [:]

  /// Children of every reachable node, flat: node `n`'s are `childList[childStart[n]...]`.
  /// Only valid, first-claimed children are listed, so a malformed tree (an index out of
  /// range, a child listed twice, a cycle) can neither crash nor loop.
  private let childList: UnsafeMutablePointer<Int>
  private let childStart: UnsafeMutablePointer<Int32>
  private let childCount: UnsafeMutablePointer<Int32>
  /// Index into `environments` of each node's merged environment.
  private let environmentIndex: UnsafeMutablePointer<Int32>
  private(set) var environments: [EnvironmentOverrides] = [EnvironmentOverrides()]
  private let rightToLeft: UnsafeMutablePointer<Bool>
  /// Whether a node has `.alignmentGuide` values of its own.
  private let hasGuides: UnsafeMutablePointer<Bool>
  /// Whether a node's own layout can report an explicit alignment value (text baselines, or a
  /// descendant with `.alignmentGuide`): lets most guide queries stop at once.
  private let mayHaveExplicit: UnsafeMutablePointer<Bool>
  /// The priority each node reports (layout.md 11), worked out bottom-up once.
  private let priorities: UnsafeMutablePointer<Double>
  let orientation: UnsafeMutablePointer<StackOrientation>
  /// Pre-order of the reachable nodes, and each one's depth.
  private(set) var preorder: [Int32] = []
  let depth: UnsafeMutablePointer<Int32>

  private let stackCaches: UnsafeMutablePointer<StackLayout.Cache?>
  private let spacings: UnsafeMutablePointer<ViewSpacing?>
  private var textLayouts: [Int: [(key: ProposalKey, layout: TextLayout)]] = [:]
  private var evaluationDepth = 0
  private let count: Int

  init(tree: ViewTree, context: LayoutContext) {
    let count = tree.nodes.count
    self.count = count
    self.nodes = tree.nodes
    self.kinds = tree.nodes.map(\.kind)
    self.root = tree.root
    self.customAlignments = tree.customAlignments
    self.context = context
    self.scale = context.scale.isFinite && context.scale > 0 ? context.scale : 1
    self.measuringContext = TextMeasuringContext(scale: scale, platform: context.platform)
    let slots = max(count, 1)
    sizeEntries = .allocate(capacity: slots * Self.inlineSlots)
    sizeCounts = .allocate(capacity: slots)
    sizeCounts.initialize(repeating: 0, count: slots)
    let listed = tree.nodes.reduce(0) { $0 + $1.children.count }
    childList = .allocate(capacity: max(listed, 1))
    childStart = .allocate(capacity: slots)
    childStart.initialize(repeating: 0, count: slots)
    childCount = .allocate(capacity: slots)
    childCount.initialize(repeating: 0, count: slots)
    environmentIndex = .allocate(capacity: slots)
    environmentIndex.initialize(repeating: 0, count: slots)
    rightToLeft = .allocate(capacity: slots)
    rightToLeft.initialize(repeating: false, count: slots)
    hasGuides = .allocate(capacity: slots)
    hasGuides.initialize(repeating: false, count: slots)
    mayHaveExplicit = .allocate(capacity: slots)
    mayHaveExplicit.initialize(repeating: false, count: slots)
    priorities = .allocate(capacity: slots)
    priorities.initialize(repeating: 0, count: slots)
    orientation = .allocate(capacity: slots)
    orientation.initialize(repeating: .none, count: slots)
    depth = .allocate(capacity: slots)
    depth.initialize(repeating: 0, count: slots)
    stackCaches = .allocate(capacity: slots)
    stackCaches.initialize(repeating: nil, count: slots)
    spacings = .allocate(capacity: slots)
    spacings.initialize(repeating: nil, count: slots)
    analyseTree()
  }

  deinit {
    let slots = max(count, 1)
    sizeEntries.deallocate()
    sizeCounts.deallocate()
    childList.deallocate()
    childStart.deallocate()
    childCount.deallocate()
    environmentIndex.deallocate()
    rightToLeft.deallocate()
    hasGuides.deallocate()
    mayHaveExplicit.deallocate()
    priorities.deallocate()
    orientation.deallocate()
    depth.deallocate()
    stackCaches.deinitialize(count: slots)
    stackCaches.deallocate()
    spacings.deinitialize(count: slots)
    spacings.deallocate()
  }

  /// One top-down walk (valid children, pre-order, environments, orientations) and one
  /// bottom-up walk (priorities, which nodes may report explicit guides). Iterative: trees
  /// may be very deep.
  private func analyseTree() {
    guard root >= 0, root < count else { return }
    preorder.reserveCapacity(count)
    var claimed = [Bool](repeating: false, count: count)
    claimed[root] = true
    let defaultRightToLeft = context.layoutDirection == .rightToLeft
    nodes.withUnsafeBufferPointer { nodes in
      if !nodes[root].environment.isEmpty {
        environments.append(nodes[root].environment)
        environmentIndex[root] = 1
      }
      var listed = 0
      var parentOf = [Int](repeating: root, count: count)
      var work = [root]
      var kept: [Int] = []
      while let node = work.popLast() {
        preorder.append(Int32(node))
        hasGuides[node] = !nodes[node].attributes.alignmentGuides.isEmpty
        let inherited = environmentIndex[node]
        // Only nodes that start a new environment can change the direction.
        if inherited == 0 {
          rightToLeft[node] = defaultRightToLeft
        } else if nodes[node].environment.isEmpty {
          rightToLeft[node] = rightToLeft[parentOf[node]]
        } else {
          rightToLeft[node] =
            environments[Int(inherited)].layoutDirection.map { $0 == .rightToLeft }
            ?? defaultRightToLeft
        }
        let childOrientation: StackOrientation
        let isSecondaryLayer: Bool
        switch kinds[node] {
        case .hstack: (childOrientation, isSecondaryLayer) = (.horizontal, false)
        case .vstack: (childOrientation, isSecondaryLayer) = (.vertical, false)
        case .zstack: (childOrientation, isSecondaryLayer) = (.none, false)
        case .background, .overlay, .border:
          (childOrientation, isSecondaryLayer) = (orientation[node], true)
        default: (childOrientation, isSecondaryLayer) = (orientation[node], false)
        }
        kept.removeAll(keepingCapacity: true)
        for child in nodes[node].children where child >= 0 && child < count && !claimed[child] {
          claimed[child] = true
          kept.append(child)
        }
        childStart[node] = Int32(listed)
        childCount[node] = Int32(kept.count)
        for (position, child) in kept.enumerated() {
          childList[listed + position] = child
          parentOf[child] = node
          depth[child] = depth[node] + 1
          // Secondary content (background, overlay) is laid out outside any stack.
          orientation[child] = position > 0 && isSecondaryLayer ? .none : childOrientation
          if nodes[child].environment.isEmpty {
            environmentIndex[child] = inherited
          } else {
            environments.append(
              nodes[child].environment.applied(over: environments[Int(inherited)]))
            environmentIndex[child] = Int32(environments.count - 1)
          }
        }
        listed += kept.count
        work.append(contentsOf: kept.reversed())
      }
      for node32 in preorder.reversed() {
        let node = Int(node32)
        let children = childCount[node]
        let first = children > 0 ? childList[Int(childStart[node])] : -1
        if let explicit = nodes[node].attributes.layoutPriority {
          priorities[node] = explicit
        } else {
          switch kinds[node] {
          case .spacer: priorities[node] = -.infinity
          case .hstack, .vstack, .zstack: priorities[node] = children == 0 ? -.infinity : 0
          case .fixedSize, .background, .overlay, .border, .component, .offset:
            priorities[node] = first >= 0 ? priorities[first] : 0
          default: priorities[node] = 0
          }
        }
        if case .text = kinds[node] { mayHaveExplicit[node] = true }
        if first >= 0 || children > 0 {
          for index in 0..<Int(children) {
            let child = childList[Int(childStart[node]) + index]
            if mayHaveExplicit[child] || hasGuides[child] { mayHaveExplicit[node] = true }
          }
        }
      }
    }
  }

  func isText(_ node: Int) -> Bool {
    if case .text = kinds[node] { return true }
    return false
  }

  /// The children of a node, as listed after validation.
  func children(of node: Int) -> UnsafeBufferPointer<Int> {
    UnsafeBufferPointer(start: childList + Int(childStart[node]), count: Int(childCount[node]))
  }

  func isRightToLeft(_ node: Int) -> Bool { rightToLeft[node] }

  /// The priority a node reports to its container (layout.md 11), see `analyseTree`.
  func layoutPriority(of node: Int) -> Double { priorities[node] }

  // MARK: Environment

  /// The environment in effect at `node`: its own values over its ancestors'.
  func environment(of node: Int) -> EnvironmentOverrides {
    environments[Int(environmentIndex[node])]
  }

  func layoutDirection(of node: Int) -> LayoutDirection {
    rightToLeft[node] ? .rightToLeft : .leftToRight
  }

  // MARK: Measuring

  /// `sizeThatFits` of a node, memoised per proposal.
  func size(of node: Int, _ proposal: ProposedSize) -> Size {
    let key = ProposalKey(proposal)
    let base = node &* Self.inlineSlots
    let used = Int(sizeCounts[node])
    for slot in 0..<min(used, Self.inlineSlots) {
      let entry = sizeEntries[base &+ slot]
      if entry.key == key { return entry.size }
    }
    if used > Self.inlineSlots, let size = overflowSizes[node]?[key] { return size }
    let size = perform(SizeOperation(proposal: proposal), on: node)
    if used < Self.inlineSlots {
      (sizeEntries + base + used).initialize(to: SizeCacheEntry(key: key, size: size))
      sizeCounts[node] = UInt8(used + 1)
    } else {
      // Spill instead of evicting: a node asked many proposals must still answer each once.
      overflowSizes[node, default: [:]][key] = size
      sizeCounts[node] = UInt8(Self.inlineSlots + 1)
    }
    return size
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

  /// The spacing a node prefers around it (layout.md 3), memoised: it needs no proposal.
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

  /// `explicit(guide)` of a node (layout.md 1.3, 15): its own `.alignmentGuide` values first
  /// (the latest written before `overrideLimit` wins), then what its layout reports.
  func explicitAlignment(
    of key: AlignmentKey, node: Int, size: Size, proposal: ProposedSize, overrideLimit: Int
  ) -> Double? {
    if hasGuides[node] {
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
    guard mayHaveExplicit[node] else { return nil }
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
