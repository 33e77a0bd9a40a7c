// What layout decided: one record per node in pre-order, with frames in root coordinates.
// Renderers (LayoutOutput) read nothing else.

/// The lines a text view was laid out in, for the JSON dump.
public struct TextLines: Sendable, Hashable {
  /// The lines as laid out and drawn, with `…` where truncated.
  public var lines: [String]
  /// True when the text did not fit and was cut.
  public var truncated: Bool
  /// The width rests on a stand-in for some character (`TextLayout.approximate`).
  public var approximate: Bool
  /// Creates text lines.
  public init(lines: [String], truncated: Bool, approximate: Bool = false) {
    self.lines = lines
    self.truncated = truncated
    self.approximate = approximate
  }
}

/// The modifiers a node records without a frame of its own (`.font`, `.fontWeight`, `.bold`,
/// `.italic`, `.opacity`, `.hidden`, `.zIndex`, `.layoutPriority`), as written on it: what the
/// dumps print beside its frame.
public struct PassThroughModifiers: Sendable, Hashable {
  /// `.font(...)` written on the node (its descendants inherit it).
  public var font: FontSpec?
  /// `.fontWeight(...)`, 100...900.
  public var fontWeight: Double?
  /// `.bold()` (`.bold(false)` is false).
  public var bold: Bool?
  /// `.italic()`.
  public var italic: Bool?
  /// `.opacity(x)`, multiplied through repeated modifiers.
  public var opacity: Double?
  /// `.hidden()`: laid out, not drawn.
  public var hidden: Bool
  /// `.zIndex(x)`.
  public var zIndex: Double?
  /// `.layoutPriority(x)`.
  public var layoutPriority: Double?
  /// Creates the modifiers of a node.
  public init(
    font: FontSpec? = nil, fontWeight: Double? = nil, bold: Bool? = nil, italic: Bool? = nil,
    opacity: Double? = nil, hidden: Bool = false, zIndex: Double? = nil,
    layoutPriority: Double? = nil
  ) {
    self.font = font
    self.fontWeight = fontWeight
    self.bold = bold
    self.italic = italic
    self.opacity = opacity
    self.hidden = hidden
    self.zIndex = zIndex
    self.layoutPriority = layoutPriority
  }
  /// The modifiers recorded on `node`; nil when it has none.
  init?(_ node: ViewNode) {
    guard node.hasAttributes || node.setsEnvironment else { return nil }
    let a = node.attributes
    let e = node.environment
    guard
      e.font != nil || e.fontWeight != nil || e.bold != nil || e.italic != nil
        || a.opacity != nil || a.hidden || a.zIndex != nil || a.layoutPriority != nil
    else { return nil }
    self.init(
      font: e.font, fontWeight: e.fontWeight, bold: e.bold, italic: e.italic, opacity: a.opacity,
      hidden: a.hidden, zIndex: a.zIndex, layoutPriority: a.layoutPriority)
  }
}

/// What tells a few views apart: a label, an id, a role, and (once laid out) the modifiers the
/// dumps print and a text's lines. Most views have none of them, so view and frame nodes keep
/// them out of line (nil when all are), and a frame node shares its view node's box when it
/// adds nothing.
@usableFromInline struct NodeNames: Sendable, Hashable {
  @usableFromInline var label: String?
  @usableFromInline var id: String?
  @usableFromInline var role: ChildRole?
  @usableFromInline var modifiers: PassThroughModifiers?
  /// A laid-out text's lines (frame nodes only): in the same box as its label, since a text
  /// always has one, so that a frame node needs no field of its own for them.
  @usableFromInline var text: TextLines?

  @usableFromInline init(
    label: String? = nil, id: String? = nil, role: ChildRole? = nil,
    modifiers: PassThroughModifiers? = nil, text: TextLines? = nil
  ) {
    self.label = label
    self.id = id
    self.role = role
    self.modifiers = modifiers
    self.text = text
  }

  /// The names, nil when there are none (so that equal nodes store equal values).
  @usableFromInline static func boxed(
    label: String?, id: String?, role: ChildRole?, modifiers: PassThroughModifiers? = nil,
    text: TextLines? = nil
  ) -> Boxed<NodeNames>? {
    guard label != nil || id != nil || role != nil || modifiers != nil || text != nil else {
      return nil
    }
    return Boxed(NodeNames(label: label, id: id, role: role, modifiers: modifiers, text: text))
  }

  /// The names in `box` with a text's lines added (the box itself when there are none): a
  /// frame node keeps a text's lines beside its label.
  static func adding(_ text: TextLines?, to box: Boxed<NodeNames>?) -> Boxed<NodeNames>? {
    guard let text else { return box }
    return changing(box) { $0.text = text }
  }

  /// The names in `box` with `change` made, boxed anew (boxes are never changed once made).
  static func changing(_ box: Boxed<NodeNames>?, _ change: (inout NodeNames) -> Void)
    -> Boxed<NodeNames>?
  {
    var names = box?.value ?? NodeNames()
    change(&names)
    return boxed(
      label: names.label, id: names.id, role: names.role, modifiers: names.modifiers,
      text: names.text)
  }
}

/// One laid-out view: what it is, where it was written, and its frame.
public struct FrameNode: Sendable, Hashable {
  /// Canonical lowercase kind (`vstack`, `text`, `padding`, ...).
  ///
  /// Kept with the path (`FramePath`): the engine's trees number a tree's few kinds in the
  /// table they share, which keeps a frame node to 64 bytes (a test checks it).
  public var kind: String {
    @inlinable get { pathStorage.kind }
    set { pathStorage = FramePath(pathStorage.string, kind: newValue) }
  }
  /// What tells the node apart in a dump: a text's string, a color's or image's name, a
  /// component's name.
  ///
  /// This getter and the others the dumps read for every node are inlinable: a renderer then
  /// reads the field in place, where a call copied the whole node (retaining its boxes).
  public var label: String? {
    @inlinable get { storedNames?.value.label }
    set { storedNames = NodeNames.changing(storedNames) { $0.label = newValue } }
  }
  /// The name given by `.id("...")`.
  public var id: String? {
    @inlinable get { storedNames?.value.id }
    set { storedNames = NodeNames.changing(storedNames) { $0.id = newValue } }
  }
  /// Set on background, overlay and inset content: how the node relates to its parent.
  public var role: ChildRole? {
    @inlinable get { storedNames?.value.role }
    set { storedNames = NodeNames.changing(storedNames) { $0.role = newValue } }
  }
  /// Child indices from the root, dot-separated: `0`, `0.1`, `0.1.0`.
  public var path: String {
    get { pathStorage.string }
    set { pathStorage = FramePath(newValue, kind: pathStorage.kind) }
  }
  /// Where `path` and `kind` come from: the engine's trees build the path on demand from a
  /// shared table, so a very deep tree does not hold a quadratic amount of path text.
  @usableFromInline var pathStorage: FramePath
  /// At most the number of nodes of a tree in memory. Declared after the path, in the room
  /// its 12 bytes leave before the next 8-byte field, so it adds nothing to a frame node.
  @usableFromInline var storedDepth: Int32
  /// Depth in the tree: the root is 0.
  public var depth: Int {
    @inlinable get { Int(storedDepth) }
    set { storedDepth = Int32(clamping: newValue) }
  }
  /// In root coordinates; pixel-snapped unless the dump is unrounded.
  public var frame: Rect
  /// The lines a text view was laid out in; nil for other views.
  public var text: TextLines? {
    @inlinable get { storedNames?.value.text }
    set { storedNames = NodeNames.changing(storedNames) { $0.text = newValue } }
  }
  /// Where the view was written.
  public var source: SourcePosition
  /// The modifiers written on the view that change no frame; nil when there are none.
  public var modifiers: PassThroughModifiers? {
    @inlinable get { storedNames?.value.modifiers }
    set { storedNames = NodeNames.changing(storedNames) { $0.modifiers = newValue } }
  }
  // Most views are not text and have no names: out of line, the names and a text's lines
  // cost a node one reference (a node is 64 bytes, and a million-view file has two million).
  @usableFromInline var storedNames: Boxed<NodeNames>?

  /// Creates a node; `path` is the dot-separated child indices from the root.
  public init(
    kind: String, label: String? = nil, id: String? = nil, role: ChildRole? = nil, path: String,
    depth: Int, frame: Rect, text: TextLines? = nil, source: SourcePosition,
    modifiers: PassThroughModifiers? = nil
  ) {
    self.storedNames = NodeNames.boxed(
      label: label, id: id, role: role, modifiers: modifiers, text: text)
    self.pathStorage = FramePath(path, kind: kind)
    self.storedDepth = Int32(clamping: depth)
    self.frame = frame
    self.source = source
  }

  /// The child positions of `path` after the root's `0` (`0.2.1`: 2, 1) in `steps`, without
  /// making the text: the dumps write a path for every node. False when the path was given as
  /// text; then read `path`.
  @inlinable package func pathSteps(into steps: inout [Int32]) -> Bool {
    guard let table = pathStorage.table else { return false }
    table.steps(of: Int(pathStorage.index), into: &steps)
    return true
  }

  /// A node whose path and kind come from a table (the engine's trees).
  init(
    names: Boxed<NodeNames>?, pathStorage: FramePath, depth: Int, frame: Rect, text: TextLines?,
    source: SourcePosition
  ) {
    self.storedNames = NodeNames.adding(text, to: names)
    self.pathStorage = pathStorage
    self.storedDepth = Int32(clamping: depth)
    self.frame = frame
    self.source = source
  }
}

/// All nodes of a laid-out tree in pre-order (a node's children follow it, deeper by one).
public struct FrameTree: Sendable, Hashable {
  /// Every node in pre-order; the root is first.
  public var nodes: [FrameNode]
  /// Creates a tree from nodes in pre-order.
  public init(nodes: [FrameNode]) { self.nodes = nodes }
}

/// A node's path and kind, as text or as a position in the table a whole tree shares.
@usableFromInline struct FramePath: Sendable, Hashable {
  /// The table the path and kind are read from (`index` >= 0), or the `WrittenPath` that holds
  /// them (`index` < 0: rare, trees built by hand). One reference and 32 bits, with no tag
  /// byte: the depth after it fits in the same 16 bytes of a frame node.
  @usableFromInline let owner: AnyObject & Sendable
  @usableFromInline let index: Int32

  init(_ text: String, kind: String) {
    owner = WrittenPath(path: text, kind: kind)
    index = -1
  }
  init(table: FrameTable, index: Int) {
    owner = table
    self.index = Int32(index)
  }

  /// The table, when the path is read from one.
  @inlinable var table: FrameTable? {
    index >= 0 ? unsafeDowncast(owner, to: FrameTable.self) : nil
  }

  var string: String {
    if let table { return table.path(of: Int(index)) }
    return unsafeDowncast(owner, to: WrittenPath.self).path
  }

  @inlinable var kind: String {
    if let table { return table.kind(of: Int(index)) }
    return unsafeDowncast(owner, to: WrittenPath.self).kind
  }

  @usableFromInline static func == (a: FramePath, b: FramePath) -> Bool {
    a.kind == b.kind && a.string == b.string
  }
  @usableFromInline func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(string)
  }
}

/// The path and kind of a node built by hand.
@usableFromInline final class WrittenPath: Sendable {
  @usableFromInline let path: String
  @usableFromInline let kind: String
  init(path: String, kind: String) {
    self.path = path
    self.kind = kind
  }
}

/// What the nodes of a pre-order tree share: each one's parent and sibling position (enough to
/// spell any path) and its kind, numbered. The engine fills it while it places the nodes,
/// before any node that refers to it is returned; it is never written afterwards, which is
/// what makes sharing it safe.
@usableFromInline final class FrameTable: @unchecked Sendable {
  /// Index of each node's parent, -1 for the root.
  @usableFromInline let parents: UnsafeMutablePointer<Int32>
  /// Each node's index among its parent's children.
  @usableFromInline let positions: UnsafeMutablePointer<Int32>
  /// Each node's kind, as its number in `kindNames`.
  @usableFromInline let kinds: UnsafeMutablePointer<UInt32>
  /// The names of the kinds, by number (`FrameKinds.names`), given once every node is set.
  @usableFromInline var kindNames: [String] = []
  @usableFromInline let count: Int

  /// A table of `count` nodes, to be filled with `set` before any path is read.
  init(count: Int) {
    self.count = count
    parents = .allocate(capacity: max(count, 1))
    parents.initialize(repeating: -1, count: max(count, 1))
    positions = .allocate(capacity: max(count, 1))
    positions.initialize(repeating: 0, count: max(count, 1))
    kinds = .allocate(capacity: max(count, 1))
    kinds.initialize(repeating: 0, count: max(count, 1))
  }

  /// A table of the nodes these describe; `kinds` numbers in `kindNames`.
  convenience init(
    parents: [Int32], positions: [Int32], kinds: [UInt32] = [], kindNames: [String] = []
  ) {
    self.init(count: min(parents.count, positions.count))
    for index in 0..<count {
      set(index, parent: parents[index], position: positions[index])
      if index < kinds.count { self.kinds[index] = kinds[index] }
    }
    self.kindNames = kindNames
  }

  deinit {
    parents.deallocate()
    positions.deallocate()
    kinds.deallocate()
  }

  @inlinable func kind(of index: Int) -> String { kindNames[Int(kinds[index])] }

  func set(_ index: Int, parent: Int32, position: Int32) {
    parents[index] = parent
    positions[index] = position
  }

  func path(of index: Int) -> String {
    var steps: [Int32] = []
    self.steps(of: index, into: &steps)
    var text = "0"
    for step in steps {
      text += "."
      text += String(step)
    }
    return text
  }

  /// The child positions on the way from the root to `index` (none for the root), in `steps`.
  @inlinable
  func steps(of index: Int, into steps: inout [Int32]) {
    steps.removeAll(keepingCapacity: true)
    guard index >= 0, index < count else { return }
    var current = index
    while parents[current] >= 0 {
      steps.append(positions[current])
      current = Int(parents[current])
    }
    steps.reverse()
  }
}

/// The kinds of a tree's nodes, numbered in the order they first appear (`FrameTable.kinds`).
/// A tree has few kinds, and a node is mostly of the kind of one just before it: a name is
/// compared with the last one numbered, then with each, and hashed only in a tree of many.
struct FrameKinds {
  private(set) var names: [String] = []
  private var numbers: [String: UInt32] = [:]
  private var last: UInt32 = 0
  private static let compared = 16

  mutating func number(of kind: String) -> UInt32 {
    if Int(last) < names.count, names[Int(last)] == kind { return last }
    if names.count <= Self.compared {
      if let found = names.firstIndex(of: kind) {
        last = UInt32(found)
        return last
      }
    } else if let found = numbers[kind] {
      last = found
      return found
    }
    last = UInt32(names.count)
    names.append(kind)
    numbers[kind] = last
    return last
  }
}
