// The resolved view tree: what a `.lyt` file means, typed and defaulted, ready for layout.
// Nodes live in one flat array addressed by index (cheap to walk, frees without recursion).
// Modifiers that lay out are wrapper nodes (SwiftUI's ModifiedContent): in
// `text "Hi" .padding(20) .background(red)` the background node's children are the padding
// node (primary) and the red color (secondary, role background). Modifiers that change no
// frame (`font`, `id`, `layoutPriority`, `alignmentGuide`, ...) are recorded on the node they
// modify, in `attributes` and `environment`.

/// Where a node was written: 1-based line and column (UTF-8 bytes).
///
/// Stored in 32 bits each (a source is at most 2048 MB: layoutc(1), LIMITS): every view node, frame
/// and layout run holds one, and a million-view file has two million of each.
public struct SourcePosition: Sendable, Hashable {
  // A position in a module's later file sets the line's top bit and keeps the file's index in
  // the column's top 12 bits (its column in the other 20): positions stay 8 bytes.
  private var storedLine: UInt32
  private var storedColumn: UInt32
  private static let inLaterFile: UInt32 = 0x8000_0000
  private static let columnBits: UInt32 = 20
  /// The most files a module's positions tell apart (layoutc(1), LIMITS).
  public static let maxFiles = 4096

  /// The 1-based line.
  public var line: Int {
    get { Int(storedLine & ~Self.inLaterFile) }
    set { self = SourcePosition(line: newValue, column: column, file: file) }
  }
  /// The 1-based column, counted in UTF-8 bytes.
  public var column: Int {
    get {
      storedLine & Self.inLaterFile == 0
        ? Int(storedColumn) : Int(storedColumn & ((1 << Self.columnBits) - 1))
    }
    set { self = SourcePosition(line: line, column: newValue, file: file) }
  }
  /// Which of the files read as one module holds it (0 for a single file): the index of its
  /// `SourceFile.parts`; `line` counts from that file's start.
  public var file: Int {
    storedLine & Self.inLaterFile == 0 ? 0 : Int(storedColumn >> Self.columnBits)
  }
  /// Creates a position; a line above 2^31 − 1, a column outside 0...4294967295 (0...1048575
  /// in a module's later file) and a file past `maxFiles` are clamped.
  public init(line: Int, column: Int, file: Int = 0) {
    storedLine = UInt32(clamping: min(line, Int(Int32.max)))
    if file <= 0 {
      storedColumn = UInt32(clamping: column)
    } else {
      storedLine |= Self.inLaterFile
      let index = UInt32(min(file, Self.maxFiles - 1))
      storedColumn =
        index << Self.columnBits
        | UInt32(clamping: min(max(column, 0), (1 << Int(Self.columnBits)) - 1))
    }
  }
}

/// The role of a secondary child (layoutc(1)): background, overlay or inset content.
public enum ChildRole: String, Sendable, Hashable {
  /// Behind the primary view (`.background`), in front of it (`.overlay`, `.border`), or a
  /// safe-area inset's content (`.safeAreaInset`).
  case background, overlay, inset
}

/// A view hierarchy ready to lay out: every node in one flat array, children referenced by
/// index. Build one with `append(_:)` (children before their parent), then set `root`.
public struct ViewTree: Sendable {
  /// Every node; a node's `children` are indices into this array.
  public var nodes: [ViewNode]
  /// Index of the root node.
  public var root: Int
  /// Custom alignments declared in the file; `.custom(i)` indexes this array.
  public var customAlignments: [CustomAlignment]

  /// Creates a tree; an empty one is filled with `append(_:)`.
  public init(nodes: [ViewNode] = [], root: Int = 0, customAlignments: [CustomAlignment] = []) {
    self.nodes = nodes
    self.root = root
    self.customAlignments = customAlignments
  }

  /// Appends a node and returns its index.
  @discardableResult
  public mutating func append(_ node: ViewNode) -> Int {
    nodes.append(node)
    return nodes.count - 1
  }
}

/// One view of a `ViewTree`: its kind, its children, and what its modifiers recorded on it.
public struct ViewNode: Sendable {
  /// What the view is and how it lays out its children.
  public var kind: ViewKind
  /// Child indices: the primary child first, then secondary children (which carry a `role`).
  public var children: ViewChildren
  /// Set on secondary children of background, overlay, border and safe-area insets.
  public var role: ChildRole? {
    get { storedNames?.value.role }
    set { storedNames = NodeNames.changing(storedNames) { $0.role = newValue } }
  }
  /// What tells the node apart in a dump: a text's string, a color's or image's name, a
  /// component's name, `implicit` for implicit containers.
  public var label: String? {
    get { storedNames?.value.label }
    set { storedNames = NodeNames.changing(storedNames) { $0.label = newValue } }
  }
  /// The name given by `.id("...")`.
  public var id: String? {
    get { storedNames?.value.id }
    set { storedNames = NodeNames.changing(storedNames) { $0.id = newValue } }
  }
  /// Whether the node has a label, an id or a role (cheaper than reading them).
  package var hasNames: Bool { storedNames != nil }
  /// Where the view was written; dumps and diagnostics print it.
  public var source: SourcePosition
  /// Effects of modifiers that are not nodes of their own.
  public var attributes: ViewAttributes {
    get { storedAttributes?.value ?? ViewAttributes() }
    set { storedAttributes = newValue == ViewAttributes() ? nil : Boxed(newValue) }
  }
  /// Environment values set on this node; they flow to its descendants.
  public var environment: EnvironmentOverrides {
    get { storedEnvironment?.value ?? EnvironmentOverrides() }
    set { storedEnvironment = newValue.isUnset ? nil : Boxed(newValue) }
  }
  /// Whether the node sets any environment value (cheaper than reading `environment`).
  package var setsEnvironment: Bool { storedEnvironment != nil }
  /// Whether any modifier recorded an attribute (cheaper than reading `attributes`).
  package var hasAttributes: Bool { storedAttributes != nil }

  // Most views have neither attributes nor environment values: kept out of line, in boxes
  // never changed once made, they cost a node 16 bytes instead of 272 (a million-view tree is two
  // million nodes).
  @usableFromInline var storedAttributes: Boxed<ViewAttributes>?
  @usableFromInline var storedEnvironment: Boxed<EnvironmentOverrides>?
  // Labels, ids and roles are out of line too: most nodes of a large tree (stacks, frames,
  // padding, shapes) have none, and inline they were 33 of a node's 144 bytes.
  @usableFromInline var storedNames: Boxed<NodeNames>?

  /// Creates a node; only the kind and source position are required.
  @inlinable public init(
    kind: ViewKind, children: [Int] = [], role: ChildRole? = nil, label: String? = nil,
    id: String? = nil, source: SourcePosition, attributes: ViewAttributes? = nil,
    environment: EnvironmentOverrides? = nil
  ) {
    self.init(
      kind: kind, children: ViewChildren(children), role: role, label: label, id: id,
      source: source, attributes: attributes, environment: environment)
  }

  /// Creates a node with its children as a node keeps them (`ViewChildren(only:)` makes a
  /// modifier's one child without an array). Inlinable: the resolver makes every node through
  /// it, and called across modules it copied each node whole.
  @inlinable public init(
    kind: ViewKind, children: ViewChildren, role: ChildRole? = nil, label: String? = nil,
    id: String? = nil, source: SourcePosition, attributes: ViewAttributes? = nil,
    environment: EnvironmentOverrides? = nil
  ) {
    self.kind = kind
    self.children = children
    self.source = source
    storedNames = NodeNames.boxed(label: label, id: id, role: role)
    // Most nodes are made without either: no empty value is made and compared to one. Each
    // stored property is set once, here: a setter called on the node being made had it made
    // in a temporary and copied whole into place (by the resolver, for every node).
    storedAttributes = attributes.flatMap(ViewNode.boxed)
    storedEnvironment = environment.flatMap(ViewNode.boxed)
  }

  /// What the stored properties keep for values given: nothing for the empty ones.
  @usableFromInline static func boxed(_ attributes: ViewAttributes) -> Boxed<ViewAttributes>? {
    attributes == ViewAttributes() ? nil : Boxed(attributes)
  }
  @usableFromInline static func boxed(_ environment: EnvironmentOverrides)
    -> Boxed<EnvironmentOverrides>?
  {
    environment.isUnset ? nil : Boxed(environment)
  }
}

/// A node's children. Most nodes have none or one (a modifier's view): those are kept in place,
/// and only a node with several holds an array.
public struct ViewChildren: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable, Hashable {
  /// One form for each list (`init(_:)` keeps one child as `.one` whenever it fits), so the
  /// synthesized `==` compares the children listed.
  @usableFromInline enum Storage: Sendable, Hashable {
    case none
    /// One child whose index fits in 32 bits (any index a tree in memory can hold).
    case one(Int32)
    case many([Int])
  }
  @usableFromInline var storage: Storage

  @inlinable init(storage: Storage) { self.storage = storage }

  /// No children.
  @inlinable public init() { storage = .none }

  /// The one child `node`.
  @inlinable public init(only node: Int) {
    if let small = Int32(exactly: node) { storage = .one(small) } else { storage = .many([node]) }
  }

  /// The children `nodes`, in order.
  @inlinable public init(_ nodes: [Int]) {
    switch nodes.count {
    case 0: self.init()
    case 1: self.init(only: nodes[0])
    default: self.init(storage: .many(nodes))
    }
  }

  /// The children written as a list.
  @inlinable public init(arrayLiteral nodes: Int...) { self.init(nodes) }

  /// 0.
  @inlinable public var startIndex: Int { 0 }
  /// The number of children.
  @inlinable public var endIndex: Int {
    switch storage {
    case .none: return 0
    case .one: return 1
    case .many(let nodes): return nodes.count
    }
  }
  /// The child at `position` (0 is the primary child).
  @inlinable public subscript(position: Int) -> Int {
    switch storage {
    case .none: preconditionFailure("no children")
    case .one(let node):
      precondition(position == 0, "index out of range")
      return Int(node)
    case .many(let nodes): return nodes[position]
    }
  }
}

/// A value kept out of line; never changed once made, so copies may share it.
@usableFromInline final class Boxed<Value: Sendable>: Sendable {
  @usableFromInline let value: Value
  init(_ value: Value) { self.value = value }
}

extension Boxed: Equatable where Value: Equatable {
  @usableFromInline static func == (a: Boxed, b: Boxed) -> Bool { a === b || a.value == b.value }
}

extension Boxed: Hashable where Value: Hashable {
  @usableFromInline func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

/// Every kind of node the engine lays out. Its layout is chosen in `LayoutState.perform`
/// (the common kinds ready-made in `HotKind`), and what else the engine knows of it is its
/// row of `KindTraits` (ViewKindTraits.swift). The rare kinds with large payloads are
/// `indirect`, so every node does not pay for the largest (a `ViewKind` stays within 48
/// bytes, which a test checks).
public enum ViewKind: Sendable {
  // Leaves
  /// A color: fills the proposal (10 when unspecified). The name is the node's label.
  case color
  /// A shape: takes the proposal (10 on an unspecified side); a circle takes the square of the
  /// smaller side.
  case shape(ShapeKind)
  /// A text: measured with the environment's font and wrapped to the proposed width.
  case text(TextContent)
  /// An image: a bitmap or an SF Symbol.
  indirect case image(ImageContent)
  /// `spacer(minLength:)`; nil takes the default spacing (8).
  case spacer(minLength: Double?)
  /// A hairline: horizontal, or vertical inside an `HStack`; along its length it fills the
  /// proposal.
  case divider

  // Containers
  /// An `HStack` (`lazy`: a `LazyHStack`); nil spacing uses the spacing each pair of
  /// neighbours prefers.
  case hstack(alignment: VerticalAlignment, spacing: Double?, lazy: Bool)
  /// A `VStack` (`lazy`: a `LazyVStack`); nil spacing uses the spacing each pair of
  /// neighbours prefers.
  case vstack(alignment: HorizontalAlignment, spacing: Double?, lazy: Bool)
  /// A `ZStack`: children overlaid, aligned by `alignment`.
  case zstack(alignment: Alignment)

  // Modifiers with a layout of their own; children[0] is the modified view.
  /// `.padding(insets)`: proposes less by the insets and adds them to the child's size.
  case padding(EdgeInsets)
  /// `.frame(width:height:alignment:)`
  case frame(width: Double?, height: Double?, alignment: Alignment)
  /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`,
  /// as written (the layout normalises it).
  indirect case flexFrame(FlexFrame)
  /// children[1] is the background view (several views become an implicit zstack).
  case background(alignment: Alignment)
  /// `.overlay(alignment:)`: children[1] is the overlay, placed over the modified view at its
  /// size (several views become an implicit zstack).
  case overlay(alignment: Alignment)
  /// `.border(style, width:)`: children[1] is a `rectangle` with role overlay.
  case border(width: Double)
  /// `.offset(x:y:)`: moves the modified view by (x, y); the offset node keeps its own frame.
  case offset(x: Double, y: Double)
  /// `.position(x:y:)`: takes the proposal and centres the child on (x, y) in its own
  /// coordinates.
  case position(x: Double, y: Double)
  /// `.aspectRatio(ratio, contentMode:)`; also `scaledToFit`/`scaledToFill` (ratio nil).
  case aspectRatio(ratio: Double?, contentMode: ContentMode)
  /// `.fixedSize(horizontal:vertical:)`: proposes nil (ideal size) on the given axes.
  case fixedSize(horizontal: Bool, vertical: Bool)
  /// A component instance: layout neutral, one child (its body).
  case component
  /// A control (`toggle`, `button`, `slider`, ...): layout neutral, one child, the views
  /// SwiftUI's style for it is made of (its label, a switch, padding and a background).
  /// The name is the control's, as dumps print it. A control AppKit or UIKit draws whole (a
  /// macOS checkbox) keeps `platformSpacing` from any neighbour on its top and bottom instead
  /// of its parts' spacing (layoutc(1), CONTROL METRICS).
  case control(String, platformSpacing: Double? = nil)

  // Scrolling and grids
  /// `scrollView(axes)`: children[0] is its content, an implicit stack (layoutc-layout(7) 19).
  case scrollView(horizontal: Bool, vertical: Bool)
  /// `grid(alignment:horizontalSpacing:verticalSpacing:)`: children are `gridRow`s and views
  /// that span every column (layoutc-layout(7) 21).
  indirect case grid(alignment: Alignment, horizontalSpacing: Double?, verticalSpacing: Double?)
  /// `gridRow(alignment:)`: its children are cells of the enclosing grid.
  case gridRow(alignment: VerticalAlignment?)
  /// `lazyVGrid(columns:alignment:spacing:)` (layoutc-layout(7) 22): `spacing` is between rows.
  case lazyVGrid(columns: [GridItem], alignment: HorizontalAlignment, spacing: Double?)
  /// `lazyHGrid(rows:alignment:spacing:)`: `spacing` is between columns.
  case lazyHGrid(rows: [GridItem], alignment: VerticalAlignment, spacing: Double?)

  // Containers that choose or arrange their children their own way
  /// `viewThatFits(in: axes)`: shows the first child whose ideal size fits the proposal on
  /// the given axes, else the last (layoutc-layout(7) 20); the other children are not shown.
  case viewThatFits(horizontal: Bool, vertical: Bool)
  /// A layout written against the public `Layout` protocol (layoutc-layout(7) 25), such as `flow`:
  /// the node's children are its subviews. Dumps print the layout's `name` as the kind.
  indirect case custom(AnyLayout)

  // Geometry and the safe area
  /// `geometryReader(g) < ... >` (layoutc-layout(7) 18): greedy; no children in the resolved tree,
  /// its content is made when the reader is placed.
  indirect case geometryReader(any GeometryContent)
  /// `.ignoresSafeArea(regions, edges:)` (layoutc-layout(7) 23).
  case ignoresSafeArea(regions: SafeAreaRegions, edges: Edge.Set)
  /// `.safeAreaInset(edge:alignment:spacing:content:)`: children[1] is the inset view, role
  /// `inset` (layoutc-layout(7) 23).
  case safeAreaInset(edge: Edge, alignment: Alignment, spacing: Double?)
  /// `.safeAreaPadding(...)`: adds to the safe area of what it modifies (layoutc-layout(7) 23).
  case safeAreaPadding(EdgeInsets)
  /// `.containerRelativeFrame(...)` (layoutc-layout(7) 24).
  indirect case containerRelativeFrame(ContainerRelativeFrame)

  /// The canonical lowercase kind printed in dumps (layoutc(1)).
  public var name: String {
    switch self {
    case .color: return "color"
    case .shape(let s): return s.name
    case .text: return "text"
    case .image: return "image"
    case .spacer: return "spacer"
    case .divider: return "divider"
    case .hstack(_, _, let lazy): return lazy ? "lazyhstack" : "hstack"
    case .vstack(_, _, let lazy): return lazy ? "lazyvstack" : "vstack"
    case .zstack: return "zstack"
    case .padding: return "padding"
    case .frame, .flexFrame: return "frame"
    case .background: return "background"
    case .overlay: return "overlay"
    case .border: return "border"
    case .offset: return "offset"
    case .position: return "position"
    case .aspectRatio: return "aspectratio"
    case .fixedSize: return "fixedsize"
    case .component: return "view"
    case .control(let name, _): return name
    case .geometryReader: return "geometryreader"
    case .ignoresSafeArea: return "ignoressafearea"
    case .safeAreaInset: return "safeareainset"
    case .safeAreaPadding: return "safeareapadding"
    case .containerRelativeFrame: return "containerrelativeframe"
    case .scrollView: return "scrollview"
    case .grid: return "grid"
    case .gridRow: return "gridrow"
    case .lazyVGrid: return "lazyvgrid"
    case .lazyHGrid: return "lazyhgrid"
    case .viewThatFits: return "viewthatfits"
    case .custom(let layout): return layout.name
    }
  }
}

/// The built-in shapes, as SwiftUI's `Shape` types; each takes the space it is offered (a
/// circle the largest square in it).
public enum ShapeKind: Sendable, Hashable {
  /// `Rectangle`
  case rectangle
  /// `RoundedRectangle(cornerRadius:)`
  case roundedRectangle(cornerRadius: Double)
  /// `UnevenRoundedRectangle`
  case unevenRoundedRectangle
  /// `Circle`: the square of the smaller proposed side.
  case circle
  /// `Ellipse`
  case ellipse
  /// `Capsule`
  case capsule
  /// `ContainerRelativeShape`: a rectangle whose corners are concentric with the nearest
  /// `.containerShape(...)` around it (a rectangle without one).
  case containerRelative
  /// A `Shape` of the app's own (a Swift file's `struct Wave: Shape`): laid out as a
  /// rectangle is, drawn by its path. Boxed: the engine's table of common kinds keeps its
  /// entries small.
  indirect case custom(CustomShape)
  /// The lowercase kind printed in dumps, such as `roundedrectangle`; a custom shape's name
  /// as written.
  public var name: String {
    switch self {
    case .custom(let shape): return shape.name
    case .rectangle: return "rectangle"
    case .roundedRectangle: return "roundedrectangle"
    case .unevenRoundedRectangle: return "unevenroundedrectangle"
    case .circle: return "circle"
    case .ellipse: return "ellipse"
    case .capsule: return "capsule"
    case .containerRelative: return "containerrelativeshape"
    }
  }
}

/// A shape's outline in the rect it is drawn in: moves, lines and curves, as SwiftUI's `Path`
/// holds them (arcs and ellipses as cubic curves).
public enum PathElement: Sendable, Hashable {
  /// Starts a subpath at a point.
  case move(to: Point)
  /// A straight line to a point.
  case line(to: Point)
  /// A quadratic curve to a point.
  case quadCurve(to: Point, control: Point)
  /// A cubic curve to a point.
  case curve(to: Point, control1: Point, control2: Point)
  /// A line back to the subpath's start.
  case closeSubpath
}

/// A `Shape` whose outline is computed for the rect it is drawn in.
public struct CustomShape: Sendable, Hashable {
  /// The shape's name as written (`Wave`), which dumps print as its kind.
  public let name: String
  /// Tells apart two shapes of one type with other properties.
  public let id: Int
  /// The outline for a rect.
  public let path: @Sendable (Rect) -> [PathElement]
  /// The shape's own size for a proposal (its `sizeThatFits`); nil: a rectangle's.
  public let size: (@Sendable (ProposedSize) -> Size)?

  /// A shape named `name`, told apart from others by `id`, outlined by `path`, sized by
  /// `size` (a rectangle's size when nil).
  public init(
    name: String, id: Int, size: (@Sendable (ProposedSize) -> Size)? = nil,
    path: @escaping @Sendable (Rect) -> [PathElement]
  ) {
    self.name = name
    self.id = id
    self.size = size
    self.path = path
  }

  /// The same shape: the same name and id.
  public static func == (a: CustomShape, b: CustomShape) -> Bool {
    a.name == b.name && a.id == b.id
  }

  /// Hashes the name and id.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(id)
  }
}

/// How `.aspectRatio` and `scaledToFit`/`scaledToFill` fit the ratio to the proposal.
public enum ContentMode: Sendable, Hashable {
  /// `fit`: the largest size with the ratio inside the proposal; `fill`: the smallest that covers
  /// it.
  case fit, fill
}

/// The arguments of a flexible frame, as written; nil = not given.
public struct FlexFrame: Sendable, Hashable {
  /// The minimum width; the frame is never narrower.
  public var minWidth: Double?
  /// The frame's width when it is offered nil (its ideal width).
  public var idealWidth: Double?
  /// The maximum width; `.infinity` takes all the width offered.
  public var maxWidth: Double?
  /// The minimum height; the frame is never shorter.
  public var minHeight: Double?
  /// The frame's height when it is offered nil (its ideal height).
  public var idealHeight: Double?
  /// The maximum height; `.infinity` takes all the height offered.
  public var maxHeight: Double?
  /// Where the child is placed inside the frame.
  public var alignment: Alignment
  /// Creates a flexible frame; arguments not given stay nil.
  public init(
    minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
    minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
    alignment: Alignment = .center
  ) {
    self.minWidth = minWidth
    self.idealWidth = idealWidth
    self.maxWidth = maxWidth
    self.minHeight = minHeight
    self.idealHeight = idealHeight
    self.maxHeight = maxHeight
    self.alignment = alignment
  }
}

/// What an `Image` shows: a named bitmap or an SF Symbol, and whether it is resizable.
public struct ImageContent: Sendable, Hashable {
  /// `image "avocado" (width:, height:)`: a bitmap with a natural size.
  public var name: String?
  /// `image(systemName:)`: a symbol sized by the current font (layoutc-layout(7) decision 5).
  public var systemName: String?
  /// The bitmap's size in points; nil for a symbol (sized by the font) or an unknown image
  /// (zero size).
  public var naturalSize: Size?
  /// `.resizable()`: fills the proposal, natural size when unspecified.
  public var resizable: Bool
  /// Creates image content; give `name` or `systemName`.
  public init(name: String?, systemName: String?, naturalSize: Size?, resizable: Bool = false) {
    self.name = name
    self.systemName = systemName
    self.naturalSize = naturalSize
    self.resizable = resizable
  }
}

/// A text view: one run, or several for a concatenation (`text < text "a" text "b" .bold >`).
public struct TextContent: Sendable, Hashable {
  /// The runs in order; their strings joined are the text.
  public var runs: [TextRun]
  /// Creates a text from styled runs.
  public init(runs: [TextRun]) { self.runs = runs }
  /// Creates a text of one unstyled run.
  public init(_ string: String) { self.runs = [TextRun(string)] }
  /// The whole string.
  public var string: String { runs.map(\.string).joined() }
}

/// One run of a text with its own font modifiers (applied over the environment's).
public struct TextRun: Sendable, Hashable {
  /// The run's characters.
  public var string: String
  /// Font and text modifiers that apply to this run only.
  public var style: EnvironmentOverrides
  /// Creates a run.
  public init(_ string: String, style: EnvironmentOverrides = EnvironmentOverrides()) {
    self.string = string
    self.style = style
  }
}

/// Effects of modifiers that do not make nodes.
public struct ViewAttributes: Sendable, Hashable {
  /// `.layoutPriority(x)`; nil = what the node's layout reports (0, -inf for a spacer).
  public var layoutPriority: Double?
  /// `.alignmentGuide(key, expr)`: explicit guide values, later ones win for the same key.
  public var alignmentGuides: [AlignmentGuideOverride]
  /// `.layoutValue(key:value:)`: numbers a custom layout reads from its subview, by key.
  public var layoutValues: [String: Double] = [:]
  /// `.zIndex(value)`: drawing order among a `ZStack`'s children (higher in front); no effect on
  /// layout.
  public var zIndex: Double?
  /// `.hidden()`: laid out as usual but not drawn.
  public var hidden: Bool
  /// `.opacity(value)`, multiplied through repeated modifiers; no effect on layout.
  public var opacity: Double?
  /// `.coordinateSpace(name:)`: the view's space is known by this name to GeometryReaders
  /// inside it (layoutc-layout(7) 18, 27).
  public var coordinateSpace: String?
  /// `gridCellColumns`, `gridCellAnchor`, `gridColumnAlignment`, `gridCellUnsizedAxes`.
  public var gridCell = GridCellAttributes()
  /// How the view is drawn (`.fill`, `.stroke`, `.foregroundStyle`, clipping), for pictures;
  /// layout never reads it. Boxed: most views have none.
  public var paint: Paint?
  /// Creates attributes; the rest are set by the resolver as modifiers are read.
  public init(
    layoutPriority: Double? = nil, alignmentGuides: [AlignmentGuideOverride] = [],
    zIndex: Double? = nil, hidden: Bool = false, opacity: Double? = nil
  ) {
    self.layoutPriority = layoutPriority
    self.alignmentGuides = alignmentGuides
    self.zIndex = zIndex
    self.hidden = hidden
    self.opacity = opacity
  }
}

/// One `.alignmentGuide(key) { d in value }`: a view's explicit value for a guide.
public struct AlignmentGuideOverride: Sendable, Hashable {
  /// The guide the value is for.
  public var key: AlignmentKey
  /// The guide's value, evaluated over the view's dimensions.
  public var value: GuideExpression
  /// Creates an alignment guide override.
  public init(key: AlignmentKey, value: GuideExpression) {
    self.key = key
    self.value = value
  }
}

/// What drawing modifiers say about a view, for pictures (`--format svg`). Colours are the
/// names a dump prints for colour views (`red`, `#FF8800`, `#3C3C434D` with its opacity).
/// Controls' parts carry their style's look here too (a switch's state, a button's text
/// colour), recorded when the resolver builds them.
public final class Paint: Sendable, Hashable {
  /// `.fill(c)` on a shape, or `.foregroundStyle(c)` on a shape.
  public let fill: String?
  /// `.stroke(c, lineWidth:)`, `.strokeBorder(...)`.
  public let stroke: String?
  /// The stroke's line width in points; nil for the default (1).
  public let strokeWidth: Double?
  /// Whether the stroke lies inside the shape's frame (`.strokeBorder`, `.border`) rather
  /// than centred on its edge (`.stroke`).
  public let strokeInside: Bool
  /// `.foregroundStyle(c)` / `.foregroundColor(c)`: inherited by the texts and shapes inside.
  public let foreground: String?
  /// `.clipped()`, `.clipShape(...)`, `.cornerRadius(r)`: what lies outside is not drawn.
  public let clipped: Bool
  /// The corner radius of the clip (`.cornerRadius(r)`, a rounded rectangle clip shape);
  /// infinite for a capsule (half the frame's shorter side).
  public let clipRadius: Double?
  /// A clip to an ellipse, or to a circle when `clipCircle` is also set.
  public let clipRound: Bool
  /// A clip to a circle: the largest one centred in the frame.
  public let clipCircle: Bool
  /// The colour a control's style gives the texts inside it (a prominent button's white, a
  /// link's accent, a placeholder's grey): used where no foreground style is set at or above
  /// them, as a style's colour gives way to `.foregroundStyle`.
  public let styleForeground: String?
  /// A colour behind the view's whole frame, reaching into the safe area like a background
  /// colour (a grouped list's page).
  public let backdrop: String?
  /// Whether the backdrop reaches up behind the navigation bar over the view (the bar is
  /// transparent at the top of a list).
  public let backdropUnderBar: Bool
  /// What a control part shows beyond its shape's fill: a switch's knob, a check, a level.
  public let look: PartLook?
  /// `.trim(from:to:)`: where the drawn part of the shape's outline starts, as a fraction of
  /// its length from where its path starts (a circle's at its trailing point, clockwise).
  public let trimFrom: Double?
  /// `.trim(from:to:)`: where the drawn part ends.
  public let trimTo: Double?
  /// `.rotationEffect(.degrees(d))` of a shape, in degrees clockwise about its centre.
  public let rotation: Double?
  /// `.containerShape(RoundedRectangle(cornerRadius: r))`: the corner radius of the shape the
  /// `ContainerRelativeShape`s inside follow (infinite for a capsule or a circle).
  public let containerRadius: Double?
  /// `.inset(by: d)` of a shape: drawn `d` in from each edge of its frame.
  public let inset: Double?
  /// A `StrokeStyle`'s `lineCap` (`round`, `square`); nil for butt ends.
  public let lineCap: String?

  /// Creates paint; values not given are unset.
  public init(
    fill: String? = nil, stroke: String? = nil, strokeWidth: Double? = nil,
    strokeInside: Bool = false, foreground: String? = nil, clipped: Bool = false,
    clipRadius: Double? = nil, clipRound: Bool = false, clipCircle: Bool = false,
    styleForeground: String? = nil, backdrop: String? = nil, backdropUnderBar: Bool = false,
    look: PartLook? = nil, trimFrom: Double? = nil, trimTo: Double? = nil,
    rotation: Double? = nil, containerRadius: Double? = nil, inset: Double? = nil,
    lineCap: String? = nil
  ) {
    self.inset = inset
    self.lineCap = lineCap
    self.rotation = rotation
    self.containerRadius = containerRadius
    self.trimFrom = trimFrom
    self.trimTo = trimTo
    self.fill = fill
    self.stroke = stroke
    self.strokeWidth = strokeWidth
    self.strokeInside = strokeInside
    self.foreground = foreground
    self.clipped = clipped
    self.clipRadius = clipRadius
    self.clipRound = clipRound
    self.clipCircle = clipCircle
    self.styleForeground = styleForeground
    self.backdrop = backdrop
    self.backdropUnderBar = backdropUnderBar
    self.look = look
  }

  /// These values with `other`'s set ones over them.
  package func merged(with other: Paint) -> Paint {
    Paint(
      fill: other.fill ?? fill, stroke: other.stroke ?? stroke,
      strokeWidth: other.strokeWidth ?? strokeWidth,
      strokeInside: other.stroke != nil ? other.strokeInside : strokeInside,
      foreground: other.foreground ?? foreground,
      clipped: clipped || other.clipped, clipRadius: other.clipRadius ?? clipRadius,
      clipRound: clipRound || other.clipRound, clipCircle: clipCircle || other.clipCircle,
      styleForeground: other.styleForeground ?? styleForeground,
      backdrop: other.backdrop ?? backdrop,
      backdropUnderBar: other.backdrop != nil ? other.backdropUnderBar : backdropUnderBar,
      look: other.look ?? look,
      trimFrom: other.trimFrom ?? trimFrom, trimTo: other.trimTo ?? trimTo,
      rotation: other.rotation.map { $0 + (rotation ?? 0) } ?? rotation,
      containerRadius: other.containerRadius ?? containerRadius,
      inset: other.inset.map { $0 + (inset ?? 0) } ?? inset,
      lineCap: other.stroke != nil ? other.lineCap : lineCap)
  }

  /// Two paints are equal when every value is.
  public static func == (a: Paint, b: Paint) -> Bool {
    a.fill == b.fill && a.stroke == b.stroke && a.strokeWidth == b.strokeWidth
      && a.strokeInside == b.strokeInside && a.foreground == b.foreground
      && a.clipped == b.clipped && a.clipRadius == b.clipRadius
      && a.clipRound == b.clipRound && a.clipCircle == b.clipCircle
      && a.styleForeground == b.styleForeground && a.backdrop == b.backdrop
      && a.backdropUnderBar == b.backdropUnderBar && a.look == b.look
      && a.trimFrom == b.trimFrom && a.trimTo == b.trimTo && a.rotation == b.rotation
      && a.containerRadius == b.containerRadius && a.inset == b.inset && a.lineCap == b.lineCap
  }

  /// Hashes every value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(fill)
    hasher.combine(stroke)
    hasher.combine(strokeWidth)
    hasher.combine(strokeInside)
    hasher.combine(foreground)
    hasher.combine(clipped)
    hasher.combine(clipRadius)
    hasher.combine(clipRound)
    hasher.combine(clipCircle)
    hasher.combine(styleForeground)
    hasher.combine(backdrop)
    hasher.combine(backdropUnderBar)
    hasher.combine(look)
    hasher.combine(trimFrom)
    hasher.combine(trimTo)
    hasher.combine(rotation)
    hasher.combine(containerRadius)
    hasher.combine(inset)
    hasher.combine(lineCap)
  }
}

/// What a control part shows beyond its shape's fill, for pictures: its state or value, as
/// SwiftUI's light-mode styles draw it. Colours as in `Paint`.
public enum PartLook: Sendable, Hashable {
  /// A switch's white knob: trailing when on, leading when off; a pill (iOS 26, macOS 26)
  /// or a circle.
  case knob(on: Bool, pill: Bool)
  /// A checked checkbox's white tick.
  case check
  /// A selected radio button's white dot.
  case dot
  /// A slider's or progress bar's track, `thickness` high across the frame's middle (nil: the
  /// whole frame), its leading `fraction` in `colour`; a slider has a white knob there.
  case level(fraction: Double, colour: String, knob: Bool, thickness: Double?)
  /// A stepper: − and + halves (iOS), or up and down arrows (macOS).
  case stepper(arrows: Bool)
  /// An indeterminate progress view's spokes.
  case spinner
  /// A circular gauge's ring: `fraction` of it in `colour`, clockwise from the top.
  case dial(fraction: Double, colour: String)
  /// A segmented control's selected segment, `selected` of `count` equal ones: a white pill.
  case segments(selected: Int, count: Int)
  /// A list section's hairline separators between its rows: from each row's first text to
  /// the stack's trailing edge, at the row's bottom.
  case separators(colour: String)
}
