// The per-node storage of a layout run, flat and unmanaged: what every query of a node reads
// (its first memoised size, children, flags) shares one 64-byte record, and the other
// per-node facts sit in parallel buffers. `NodeStorage` allocates them all for a run and
// frees them with it; `LayoutState` reads them.

/// How a spacer or divider is oriented: by the stack it is directly in (layoutc-layout(7) 5, 6).
enum StackOrientation: UInt8 {
  case none, horizontal, vertical
}

/// Facts about a node worked out once, before layout.
struct NodeFlags: OptionSet {
  var rawValue: UInt16
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
  /// The node has a label, an id, a role or a modifier the dumps print (`.font`, `.opacity`,
  /// ...): its frame node reads them from the input node (most do not, and then the placing
  /// walk never touches the large input node).
  static let hasNames = NodeFlags(rawValue: 1 << 7)
  /// A traced run records the conversation around the node's layout (its kind is
  /// `HotKind.traced`): its answers are kept in `LayoutState.tracedAnswers`, not memoised here.
  static let traced = NodeFlags(rawValue: 1 << 8)
  /// The node's kind reports its child's explicit frame guides (leading, center, top, ...):
  /// a one-child modifier, or a container that shows one child as itself.
  static let forwardsFrameGuides = NodeFlags(rawValue: 1 << 9)
  /// The node's layout can report an explicit value for a frame guide: a descendant's
  /// `.alignmentGuide` reaching it through forwarding kinds only, or a custom layout. Stacks,
  /// grids and scroll views never report one (layoutc-layout(7) 4.4), so a query of a
  /// center or edge guide stops there instead of sizing the subtree again for a new size.
  static let mayHaveExplicitFrameGuide = NodeFlags(rawValue: 1 << 10)
}

/// What every query of a node reads: its children, environment and flags, and where its
/// memo is, if it keeps one (most nodes of a large tree answer without a memo). At most 20
/// bytes, which a test checks: every node has one.
struct NodeRecord {
  /// The node's children are `childList[childStart ..< childStart + childCount]`.
  var childStart: Int32
  var childCount: Int32
  /// Index into `environments` of the node's merged environment.
  var environmentIndex: Int32
  /// Index into `NodeStorage.memos` of the node's memo; -1 for a node that answers cheaply
  /// (in a run that is not traced).
  var memo: Int32
  var flags: NodeFlags
  var priorityRule: PriorityRule

  static var unset: NodeRecord {
    NodeRecord(
      childStart: 0, childCount: 0, environmentIndex: 0, memo: -1, flags: [], priorityRule: .zero)
  }
}

/// The sizes a node has answered, by proposal: the first in place, more in arena blocks.
struct NodeMemo {
  /// The first size memoised for the node (`ProposalKey.empty` when none yet).
  var first: SizeCacheEntry
  /// Further memoised sizes: `moreCount` of `moreCapacity` slots.
  var more: UnsafeMutablePointer<SizeCacheEntry>?
  var moreCount: Int32
  var moreCapacity: Int32
  /// A stack's cache between its calls (`LayoutState.stackCache(of:make:)`), here rather than
  /// in a table of every node: only the nodes that memoise have a memo, stacks among them.
  var stackCache: StackLayout.Cache?
  /// The spacing the node prefers (`LayoutState.spacing(of:)`), once asked.
  var spacing: ViewSpacing?

  static var empty: NodeMemo {
    NodeMemo(
      first: SizeCacheEntry(key: .empty, size: .zero), more: nil, moreCount: 0, moreCapacity: 0,
      stackCache: nil, spacing: nil)
  }
}

/// The input nodes of a run, by index. Once `analyseTree` has read every node, a plain run
/// (nothing traced; no GeometryReader, grid, scroll view or safe-area change, whose passes
/// read any node's kind again) keeps only the nodes it reads again: those whose kind has no
/// compact form (`HotKind.other`: text, spacers, images, ...) or that carry attributes,
/// environment values, a label, an id or a role. Any other node is served as a stand-in made
/// from the run's tables (its kind rebuilt from `HotKind`, its source), so that the tree
/// itself is freed before layout needs the memory when `ViewTree.layout(in:)` is given its last
/// copy.
struct InputNodes {
  /// Every input node, until `keepOnlyNodesReadAgain` (then empty).
  private(set) var all: [ViewNode]
  /// The nodes kept, and each node's index among them (-1 for a stand-in); empty until then.
  private var kept: [ViewNode] = []
  private var keptIndex: [Int32] = []
  private var hotKinds: UnsafeMutablePointer<HotKind>?
  private var sources: UnsafeMutablePointer<SourcePosition>?
  let count: Int

  init(_ nodes: [ViewNode]) {
    all = nodes
    count = nodes.count
  }

  /// Whether every node is still at hand (not only those read again).
  var isWhole: Bool { keptIndex.isEmpty }

  /// Node `node` as given, or its stand-in; read in place.
  subscript(node: Int) -> ViewNode {
    _read {
      if keptIndex.isEmpty {
        yield all[node]
      } else if case let index = keptIndex[node], index >= 0 {
        yield kept[Int(index)]
      } else {
        yield standIn(node)
      }
    }
  }

  /// The kind of node `node` (or of its stand-in), without the rest of the node: what the
  /// layouts of the kinds `HotKind` leaves to the input read on every query.
  @inline(__always)
  func kind(of node: Int) -> ViewKind {
    if keptIndex.isEmpty { return all[node].kind }
    let index = keptIndex[node]
    return index >= 0 ? kept[Int(index)].kind : standIn(node).kind
  }

  private func standIn(_ node: Int) -> ViewNode {
    ViewNode(
      kind: hotKinds.unsafelyUnwrapped[node].viewKind ?? .component,
      source: sources.unsafelyUnwrapped[node])
  }

  /// Keeps only the nodes of kind `.other` in `hotKinds` or with values beyond their kind
  /// (see the type), and lets go of the rest of the input: freed if this was its last copy.
  mutating func keepOnlyNodesReadAgain(
    hotKinds: UnsafeMutablePointer<HotKind>, sources: UnsafeMutablePointer<SourcePosition>
  ) {
    guard keptIndex.isEmpty, count > 0 else { return }
    var kept: [ViewNode] = []
    var keptIndex = [Int32](repeating: -1, count: count)
    all.withUnsafeBufferPointer { all in
      // Numbered first, then copied into an array made to size (a text-heavy tree keeps most).
      var keptCount: Int32 = 0
      for node in 0..<count {
        // A hot kind's `tag` is nil for the kinds it has no compact form of.
        guard
          hotKinds[node].tag == nil || all[node].hasAttributes || all[node].setsEnvironment
            || all[node].hasNames
        else { continue }
        keptIndex[node] = keptCount
        keptCount += 1
      }
      kept.reserveCapacity(Int(keptCount))
      for node in 0..<count where keptIndex[node] >= 0 { kept.append(all[node]) }
    }
    self.kept = kept
    self.keptIndex = keptIndex
    self.hotKinds = hotKinds
    self.sources = sources
    all = []
  }
}

/// Every per-node buffer of one layout run, allocated together and freed together.
final class NodeStorage {
  let count: Int
  let records: UnsafeMutablePointer<NodeRecord>
  let childList: UnsafeMutablePointer<Int32>
  let orientation: UnsafeMutablePointer<StackOrientation>
  let hotKinds: UnsafeMutablePointer<HotKind>
  let sources: UnsafeMutablePointer<SourcePosition>
  let depth: UnsafeMutablePointer<Int32>
  /// The memos of the nodes that keep one (`makeMemos`).
  private(set) var memos: UnsafeMutablePointer<NodeMemo>
  private var memoCount = 1

  init(count: Int) {
    self.count = count
    let slots = max(count, 1)
    records = .allocate(capacity: slots)
    records.initialize(repeating: .unset, count: slots)
    memos = .allocate(capacity: 1)
    memos.initialize(to: .empty)
    childList = .allocate(capacity: slots)
    orientation = .allocate(capacity: slots)
    orientation.initialize(repeating: .none, count: slots)
    hotKinds = .allocate(capacity: slots)
    hotKinds.initialize(repeating: .other, count: slots)
    sources = .allocate(capacity: slots)
    sources.initialize(repeating: SourcePosition(line: 0, column: 0), count: slots)
    depth = .allocate(capacity: slots)
    // -1 until the node is claimed as someone's child (or is the root): see `analyseTree`.
    depth.initialize(repeating: -1, count: slots)
  }

  /// Room for `count` memos, each empty, in place of any before.
  func makeMemos(count: Int) {
    memos.deinitialize(count: memoCount)
    memos.deallocate()
    memoCount = max(count, 1)
    memos = .allocate(capacity: memoCount)
    memos.initialize(repeating: .empty, count: memoCount)
  }

  deinit {
    let slots = max(count, 1)
    records.deinitialize(count: slots)
    records.deallocate()
    memos.deinitialize(count: memoCount)
    memos.deallocate()
    childList.deallocate()
    orientation.deallocate()
    hotKinds.deinitialize(count: slots)
    hotKinds.deallocate()
    sources.deallocate()
    depth.deallocate()
  }
}
