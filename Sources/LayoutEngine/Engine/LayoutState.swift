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
  let nodes: [ViewNode]
  let root: Int
  let customAlignments: [CustomAlignment]
  let context: LayoutContext
  let measuringContext: TextMeasuringContext
  /// The display scale used for pixel snapping (1 when the context's is unusable).
  let scale: Double

  /// Inline memo slots per node; a node asked for more proposals spills to `overflowSizes`.
  static let inlineSlots = 4
  private let sizeEntries: UnsafeMutablePointer<SizeCacheEntry>
  private let sizeCounts: UnsafeMutablePointer<UInt8>
  private var overflowSizes: [Int: [ProposalKey: Size]] = [:]

  /// Index into `environments` of each node's merged environment.
  private let environmentIndex: UnsafeMutablePointer<Int32>
  private(set) var environments: [EnvironmentOverrides] = [EnvironmentOverrides()]
  /// Whether a node's own layout can report an explicit alignment value (text baselines, or a
  /// descendant with `.alignmentGuide`): lets most guide queries stop at once.
  private let mayHaveExplicit: UnsafeMutablePointer<Bool>
  let orientation: UnsafeMutablePointer<StackOrientation>
  /// Pre-order of the reachable nodes, and each one's parent and position among its siblings.
  private(set) var preorder: [Int32] = []
  let parent: UnsafeMutablePointer<Int32>
  let childPosition: UnsafeMutablePointer<Int32>
  let depth: UnsafeMutablePointer<Int32>

  private var textLayouts: [Int: [(key: ProposalKey, layout: TextLayout)]] = [:]
  private var stackCaches: [Int: StackLayout.Cache] = [:]
  private var spacings: [Int: ViewSpacing] = [:]
  private var evaluationDepth = 0

  init(tree: ViewTree, context: LayoutContext) {
    let count = tree.nodes.count
    self.root = tree.root
    self.customAlignments = tree.customAlignments
    self.context = context
    self.scale = context.scale.isFinite && context.scale > 0 ? context.scale : 1
    self.measuringContext = TextMeasuringContext(scale: scale, platform: context.platform)
    let slots = max(count, 1)
    sizeEntries = .allocate(capacity: slots * Self.inlineSlots)
    sizeCounts = .allocate(capacity: slots)
    sizeCounts.initialize(repeating: 0, count: slots)
    environmentIndex = .allocate(capacity: slots)
    environmentIndex.initialize(repeating: 0, count: slots)
    mayHaveExplicit = .allocate(capacity: slots)
    mayHaveExplicit.initialize(repeating: false, count: slots)
    orientation = .allocate(capacity: slots)
    orientation.initialize(repeating: .none, count: slots)
    parent = .allocate(capacity: slots)
    parent.initialize(repeating: -1, count: slots)
    childPosition = .allocate(capacity: slots)
    childPosition.initialize(repeating: 0, count: slots)
    depth = .allocate(capacity: slots)
    depth.initialize(repeating: 0, count: slots)
    self.nodes = Self.sanitized(tree)
    analyseTree()
  }

  deinit {
    sizeEntries.deallocate()
    sizeCounts.deallocate()
    environmentIndex.deallocate()
    mayHaveExplicit.deallocate()
    orientation.deallocate()
    parent.deallocate()
    childPosition.deallocate()
    depth.deallocate()
  }

  /// The tree with every child index in range and every node reachable at most once, so a
  /// malformed tree can neither crash nor loop (children that break this are dropped).
  private static func sanitized(_ tree: ViewTree) -> [ViewNode] {
    let count = tree.nodes.count
    guard tree.root >= 0, tree.root < count else { return tree.nodes }
    var seen = [Bool](repeating: false, count: count)
    seen[tree.root] = true
    var work = [tree.root]
    var broken: [Int] = []
    while let node = work.popLast() {
      var valid = true
      for child in tree.nodes[node].children {
        if child < 0 || child >= count || seen[child] {
          valid = false
          continue
        }
        seen[child] = true
        work.append(child)
      }
      if !valid { broken.append(node) }
    }
    guard !broken.isEmpty else { return tree.nodes }
    // Second pass: keep the first claim of each child in pre-order.
    var nodes = tree.nodes
    var claimed = [Bool](repeating: false, count: count)
    claimed[tree.root] = true
    work = [tree.root]
    while let node = work.popLast() {
      let kept = nodes[node].children.filter { child in
        guard child >= 0, child < count, !claimed[child] else { return false }
        claimed[child] = true
        return true
      }
      nodes[node].children = kept
      work.append(contentsOf: kept)
    }
    return nodes
  }

  /// One top-down walk (pre-order, environments, orientations, paths) and one bottom-up
  /// walk (which nodes may report explicit guides). Iterative: trees may be very deep.
  private func analyseTree() {
    guard root >= 0, root < nodes.count else { return }
    preorder.reserveCapacity(nodes.count)
    if !nodes[root].environment.isEmpty {
      environments.append(nodes[root].environment)
      environmentIndex[root] = 1
    }
    var work = [Int32(root)]
    while let node32 = work.popLast() {
      let node = Int(node32)
      preorder.append(node32)
      let children = nodes[node].children
      let inherited = environmentIndex[node]
      let childOrientation: StackOrientation
      switch nodes[node].kind {
      case .hstack: childOrientation = .horizontal
      case .vstack: childOrientation = .vertical
      case .zstack: childOrientation = .none
      default: childOrientation = orientation[node]
      }
      let isSecondaryLayer: Bool
      switch nodes[node].kind {
      case .background, .overlay, .border: isSecondaryLayer = true
      default: isSecondaryLayer = false
      }
      for (position, child) in children.enumerated() {
        parent[child] = node32
        childPosition[child] = Int32(position)
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
      for child in children.reversed() { work.append(Int32(child)) }
    }
    for node32 in preorder.reversed() {
      let node = Int(node32)
      if case .text = nodes[node].kind { mayHaveExplicit[node] = true }
      guard mayHaveExplicit[node] || !nodes[node].attributes.alignmentGuides.isEmpty else {
        continue
      }
      let up = Int(parent[node])
      if up >= 0 { mayHaveExplicit[up] = true }
    }
  }

  func isText(_ node: Int) -> Bool {
    if case .text = nodes[node].kind { return true }
    return false
  }

  // MARK: Environment

  /// The environment in effect at `node`: its own values over its ancestors'.
  func environment(of node: Int) -> EnvironmentOverrides {
    environments[Int(environmentIndex[node])]
  }

  func layoutDirection(of node: Int) -> LayoutDirection {
    environment(of: node).layoutDirection ?? context.layoutDirection
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
    LayoutSubviews(state: self, nodes: nodes[node].children[...])
  }

  // MARK: Alignment guides

  /// `explicit(guide)` of a node (layout.md 1.3, 15): its own `.alignmentGuide` values first
  /// (the latest written before `overrideLimit` wins), then what its layout reports.
  func explicitAlignment(
    of key: AlignmentKey, node: Int, size: Size, proposal: ProposedSize, overrideLimit: Int
  ) -> Double? {
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
