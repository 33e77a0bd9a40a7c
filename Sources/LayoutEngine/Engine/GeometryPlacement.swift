// Reproduces: what SwiftUI's placement pass hands down besides proposals (layoutc-layout(7) 18, 23,
// 24, 27): each view's safe area (the screen's insets and the ones `.safeAreaInset` and
// `.safeAreaPadding` add), the named coordinate spaces around it (`.coordinateSpace(name:)`),
// and the GeometryReader content made for the reader's real frame.
// The measuring pass never sees any of it (sizes stay pure functions of proposals); the
// placement walk asks `placements(of:frame:proposal:)` for every node with children, which
// passes each child its safe area and spaces top-down, like the environment. Trees with none
// of these views skip it all (one scan of the tree, the first time it is asked).
// Safe-area rule (layoutc-layout(7) 23; OSUI `SafeAreaInsets.resolve`): on each side, a view whose edge
// lies within the band between the outer edge (the screen's, or the edge of the view that
// added insets) and the safe edge, or within px/2 + 0.001 of the safe edge, reaches to the
// outer edge; a view deeper inside does not.

/// A rectangle by its edges, in root coordinates (left and right, not leading and trailing).
struct EdgeBox: Hashable {
  var minX: Double
  var minY: Double
  var maxX: Double
  var maxY: Double
}

/// Lengths on the four physical sides of a view.
struct SideLengths: Hashable {
  var top: Double = 0
  var left: Double = 0
  var bottom: Double = 0
  var right: Double = 0

  /// `insets` with leading and trailing put on their sides for `direction`.
  init(_ insets: EdgeInsets, direction: LayoutDirection) {
    let rtl = direction == .rightToLeft
    top = insets.top
    bottom = insets.bottom
    left = rtl ? insets.trailing : insets.leading
    right = rtl ? insets.leading : insets.trailing
  }

  init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// These lengths as leading and trailing insets for `direction` (the inverse of `init`).
  func insets(direction: LayoutDirection) -> EdgeInsets {
    let rtl = direction == .rightToLeft
    return EdgeInsets(
      top: top, leading: rtl ? right : left, bottom: bottom, trailing: rtl ? left : right)
  }
}

/// The safe area as a view sees it: the outer edge of the unsafe band on each side and the
/// safe edge inside it, in root coordinates.
struct SafeAreaBand: Hashable {
  var outer: EdgeBox
  var safe: EdgeBox

  /// No band anywhere (a view that places content with no safe area).
  static let none = SafeAreaBand(
    outer: EdgeBox(minX: 0, minY: 0, maxX: 0, maxY: 0),
    safe: EdgeBox(minX: 0, minY: 0, maxX: 0, maxY: 0))

  /// How far a view at `frame` reaches out to the outer edge on each side: the distance to
  /// the outer edge where the view touches the band, 0 where it does not.
  func reach(of frame: Rect, tolerance: Double) -> SideLengths {
    SideLengths(
      top: frame.minY <= safe.minY + tolerance ? max(frame.minY - outer.minY, 0) : 0,
      left: frame.minX <= safe.minX + tolerance ? max(frame.minX - outer.minX, 0) : 0,
      bottom: frame.maxY >= safe.maxY - tolerance ? max(outer.maxY - frame.maxY, 0) : 0,
      right: frame.maxX >= safe.maxX - tolerance ? max(outer.maxX - frame.maxX, 0) : 0)
  }

  /// The band under an `.ignoresSafeArea` on the given sides: none left there.
  func ignoring(_ sides: SideLengths) -> SafeAreaBand {
    var band = self
    if sides.top > 0 { band.safe.minY = outer.minY }
    if sides.left > 0 { band.safe.minX = outer.minX }
    if sides.bottom > 0 { band.safe.maxY = outer.maxY }
    if sides.right > 0 { band.safe.maxX = outer.maxX }
    return band
  }

  /// The band inside a view at `frame` that adds `insets` to its safe area: on each side with
  /// an inset, the view's own reach into the band and the inset add up, measured from the
  /// view's edge pushed out by that reach (OSUI merges inset elements this way).
  func adding(_ insets: SideLengths, at frame: Rect, tolerance: Double) -> SafeAreaBand {
    let reach = reach(of: frame, tolerance: tolerance)
    var band = self
    if insets.top != 0 {
      band.outer.minY = frame.minY - reach.top
      band.safe.minY = band.outer.minY + max(reach.top + insets.top, 0)
    }
    if insets.left != 0 {
      band.outer.minX = frame.minX - reach.left
      band.safe.minX = band.outer.minX + max(reach.left + insets.left, 0)
    }
    if insets.bottom != 0 {
      band.outer.maxY = frame.maxY + reach.bottom
      band.safe.maxY = band.outer.maxY - max(reach.bottom + insets.bottom, 0)
    }
    if insets.right != 0 {
      band.outer.maxX = frame.maxX + reach.right
      band.safe.maxX = band.outer.maxX - max(reach.right + insets.right, 0)
    }
    return band
  }
}

/// What a tree does with the safe area and named coordinate spaces (`LayoutState.analyseTree`
/// reads it off each node's `SafeAreaUse` and attributes).
struct TreeSafeAreaUse {
  var hasReaders = false
  var changesSafeArea = false
  var hasScrollViews = false
  var namesSpaces = false
}

/// One named coordinate space around a view: its origin in root coordinates, and the next
/// (outer) one.
struct NamedSpace {
  var name: String
  var origin: Point
  var next: Int32
}

/// What one layout run keeps for the geometry features. A GeometryReader's content is laid
/// out by a state of its own, whose `globalOffset` is the reader's corner.
final class GeometryState {
  /// The container `containerRelativeFrame` measures against: the screen less its safe area,
  /// nil on an `auto` side (layoutc-layout(7) 24).
  var containerSize: ProposedSize
  /// The container of each `containerRelativeFrame` and GeometryReader inside a scroll view:
  /// that scroll view's viewport less its content margins, fixed for the whole run
  /// (ScrollContainers.swift). Nodes not listed use `containerSize`.
  var scrollContainers: [Int: ProposedSize] = [:]
  /// Whether the safe area this run starts with has an unsafe band on some side (the
  /// screen's insets, or the band around a GeometryReader's content). Without one, and with
  /// no view that adds or ignores safe area, every band is empty and scroll views have no
  /// content margins: they need no placement tracking.
  var startsWithBand = false
  /// Where this run's coordinates sit in root coordinates.
  var globalOffset: Point = .zero
  /// How many GeometryReader contents enclose this run.
  var nesting = 0
  /// What the layout's contents have made so far: one for the whole layout, handed to every
  /// nested run (made by the outermost run when it first meets a reader).
  var budget: GeometryContentBudget?

  private var scanned = false
  /// Whether placement needs the safe area or named spaces (see `scan`).
  private(set) var tracksPlacement = false
  /// Whether some node is a GeometryReader whose content is still to be made.
  private(set) var hasReaders = false
  /// Each node's safe area, written by its parent's placement (the root's by `seed`).
  private(set) var bands: [SafeAreaBand] = []
  /// Each node's innermost enclosing named space (not its own), -1 for none.
  private(set) var spaceHeads: [Int32] = []
  private(set) var spaces: [NamedSpace] = []
  private var seeded = false

  init(containerSize: ProposedSize) {
    self.containerSize = containerSize
  }

  /// The screen less its safe-area insets, as the root is proposed (layoutc-layout(7) 1.4).
  convenience init(context: LayoutContext) {
    let insets = context.validSafeArea
    self.init(containerSize: context.rootProposal)
    startsWithBand =
      insets.top > 0 || insets.leading > 0 || insets.bottom > 0 || insets.trailing > 0
  }

  /// Decides once, from what the tree holds, whether placement passes the safe area and
  /// named spaces down, and whether GeometryReader content is to be made.
  func scan(_ use: TreeSafeAreaUse, count: Int) {
    guard !scanned else { return }
    scanned = true
    hasReaders = use.hasReaders
    // A scroll view reads its content margins from its safe area, when there is a band.
    tracksPlacement =
      use.hasReaders || use.changesSafeArea || use.namesSpaces
      || (use.hasScrollViews && startsWithBand)
    if tracksPlacement {
      bands = [SafeAreaBand](repeating: .none, count: count)
      spaceHeads = [Int32](repeating: -1, count: count)
    }
  }

  /// Gives the root its safe area and the spaces around it, once.
  func seed(root: Int, band: SafeAreaBand, spaces outer: [(name: String, origin: Point)]) {
    guard !seeded, root >= 0, root < bands.count else { return }
    seeded = true
    bands[root] = band
    var head: Int32 = -1
    for space in outer.reversed() {
      spaces.append(NamedSpace(name: space.name, origin: space.origin, next: head))
      head = Int32(spaces.count - 1)
    }
    spaceHeads[root] = head
  }

  var isSeeded: Bool { seeded }

  func setBand(_ band: SafeAreaBand, of node: Int) { bands[node] = band }

  func setSpaceHead(_ head: Int32, of node: Int) { spaceHeads[node] = head }

  /// A node's own name pushed in front of the spaces around it (what its children see).
  func spaceHead(including name: String?, origin: Point, of node: Int) -> Int32 {
    guard let name else { return spaceHeads[node] }
    spaces.append(NamedSpace(name: name, origin: origin, next: spaceHeads[node]))
    return Int32(spaces.count - 1)
  }

  /// The spaces from `head` outwards, innermost first, each name once.
  func spaceList(from head: Int32) -> [(name: String, origin: Point)] {
    var list: [(name: String, origin: Point)] = []
    var seen: Set<String> = []
    var index = head
    while index >= 0 {
      let space = spaces[Int(index)]
      if seen.insert(space.name).inserted { list.append((space.name, space.origin)) }
      index = space.next
    }
    return list
  }
}

extension LayoutState {
  /// The tolerance of the safe-area band test: half a pixel and a little (layoutc-layout(7) 23).
  var safeAreaTolerance: Double { 0.5 / scale + 0.001 }

  /// The container length `containerRelativeFrame` reads (layoutc-layout(7) 24).
  var containerSize: ProposedSize { geometry.containerSize }

  /// The container a node inside a scroll view measures against (its scroll view's viewport
  /// less the content margins), else the screen less its safe area (layoutc-layout(7) 24).
  func containerSize(of node: Int) -> ProposedSize {
    geometry.scrollContainers[node] ?? geometry.containerSize
  }

  /// The placement context of a node placed at `frame` (this run's coordinates): its frame
  /// in root coordinates and its safe area, when the run tracks them.
  func placementContext(of node: Int, frame: Rect, cells: [LayoutPlacement]?)
    -> PlacementContext
  {
    let geometry = self.geometry
    geometry.scan(safeAreaUse, count: nodes.count)
    var band = SafeAreaBand.none
    if geometry.tracksPlacement {
      seedRootIfNeeded()
      band = geometry.bands[node]
    }
    return PlacementContext(
      frame: Rect(
        x: frame.minX + geometry.globalOffset.x, y: frame.minY + geometry.globalOffset.y,
        width: frame.size.width, height: frame.size.height),
      safeArea: band, tolerance: safeAreaTolerance, layoutDirection: layoutDirection(of: node),
      subviewPlacements: cells)
  }

  /// The placements of a node's children for the walk, from the node's layout given its
  /// placement context; with the safe area and named spaces passed down to the children when
  /// the tree needs them. `frame` is the node's frame in this run's coordinates (with
  /// `.offset` shifts); `cells` what its container decided for its children (a grid row).
  func placements(of node: Int, frame: Rect, proposal: ProposedSize, cells: [LayoutPlacement]?)
    -> [LayoutPlacement]
  {
    let bounds = Rect(origin: .zero, size: frame.size)
    geometry.scan(safeAreaUse, count: nodes.count)
    guard geometry.tracksPlacement else {
      // No safe area anywhere: a context only to hand a grid row its cells.
      let context = cells.map { _ in placementContext(of: node, frame: frame, cells: cells) }
      return perform(
        PlacementOperation(bounds: bounds, proposal: proposal, placement: context), on: node)
    }
    let context = placementContext(of: node, frame: frame, cells: cells)
    let placements = perform(
      PlacementOperation(bounds: bounds, proposal: proposal, placement: context), on: node)
    // Only the modified view gets what a modifier adds; secondary views keep the node's.
    let primaryBand = contentSafeArea(of: node, context, proposal: proposal)
    let head = geometry.spaceHead(
      including: nodes[node].attributes.coordinateSpace, origin: context.frame.origin, of: node)
    for (index, child) in children(of: node).enumerated() {
      geometry.setBand(index == 0 ? primaryBand : context.safeArea, of: child)
      geometry.setSpaceHead(head, of: child)
    }
    return placements
  }

  /// The safe area a node gives the view it modifies (layoutc-layout(7) 23): what it ignores is
  /// gone, what it insets or pads is added; the node's own for any other kind.
  func contentSafeArea(of node: Int, _ context: PlacementContext, proposal: ProposedSize)
    -> SafeAreaBand
  {
    let band = context.safeArea
    switch nodes[node].kind {
    case .ignoresSafeArea(let regions, let edges) where regions.contains(.container):
      // Gone for the descendants, touching or not.
      return band.ignoring(SideLengths(ignoredSides: edges, direction: context.layoutDirection))
    case .safeAreaInset(let edge, let alignment, let spacing):
      let layout = SafeAreaInsetLayout(
        edge: edge, alignment: alignment, spacing: spacing,
        layoutDirection: context.layoutDirection)
      let length = layout.insetLength(proposal, subviews(of: node))
      var insets = EdgeInsets()
      switch edge {
      case .top: insets.top = length
      case .leading: insets.leading = length
      case .bottom: insets.bottom = length
      case .trailing: insets.trailing = length
      }
      return band.adding(
        SideLengths(insets, direction: context.layoutDirection), at: context.frame,
        tolerance: context.tolerance)
    case .safeAreaPadding(let insets):
      return band.adding(
        SideLengths(insets, direction: context.layoutDirection), at: context.frame,
        tolerance: context.tolerance)
    default:
      return band
    }
  }

  /// The root's safe area: the screen and its insets (layoutc-layout(7) 1.4, 23). On an `auto` side
  /// the screen ends where the root does, plus the inset.
  func seedRootIfNeeded() {
    let geometry = self.geometry
    guard !geometry.isSeeded else { return }
    let root = rootPlacement()
    func inset(_ v: Double) -> Double { v.isFinite ? max(v, 0) : 0 }
    func length(_ v: Double?) -> Double? { v.flatMap { $0.isFinite ? max($0, 0) : nil } }
    let insets = SideLengths(
      EdgeInsets(
        top: inset(context.safeArea.top), leading: inset(context.safeArea.leading),
        bottom: inset(context.safeArea.bottom), trailing: inset(context.safeArea.trailing)),
      direction: context.layoutDirection)
    let outer = EdgeBox(
      minX: 0, minY: 0,
      maxX: length(context.screen.width) ?? (root.origin.x + root.size.width + insets.right),
      maxY: length(context.screen.height) ?? (root.origin.y + root.size.height + insets.bottom))
    let safe = EdgeBox(
      minX: outer.minX + insets.left, minY: outer.minY + insets.top,
      maxX: outer.maxX - insets.right, maxY: outer.maxY - insets.bottom)
    geometry.seed(root: self.root, band: SafeAreaBand(outer: outer, safe: safe), spaces: [])
  }
}

// MARK: - Frames with GeometryReader content

/// The frames of a tree and of every GeometryReader content in it, in one pre-order.
struct ContentFrames {
  var parents: [Int32] = []
  var positions: [Int32] = []
  var records: [FrameRecord] = []

  var count: Int { records.count }

  func path(of index: Int) -> String {
    FrameTable(parents: parents, positions: positions).path(of: index)
  }

  func frameTree() -> FrameTree {
    var kinds = FrameKinds()
    let numbers = records.map { kinds.number(of: $0.kind) }
    let table = FrameTable(
      parents: parents, positions: positions, kinds: numbers, kindNames: kinds.names)
    return FrameTree(
      nodes: records.enumerated().map { index, record in
        FrameNode(
          names: record.names, pathStorage: FramePath(table: table, index: index),
          depth: record.depth, frame: record.frame, text: record.text, source: record.source)
      })
  }
}

extension LayoutState {
  /// The error for a node whose frame overflowed: where it was written, for the diagnostic.
  func nonFiniteFrame(_ node: Int, path: String) -> LayoutError {
    .nonFiniteFrame(path: path, kind: nodes[node].kind.name, source: nodes[node].source)
  }

  /// Readers inside readers inside ... deeper than this are reported instead of laid out.
  static var maxGeometryNesting: Int { GeometryLimits.maxNesting }

  /// Every node's frame, each GeometryReader's content merged under the reader: made once
  /// per reader placement, for the reader's real size and frames, and laid out inside it.
  func frameTreeWithContent() throws(LayoutError) -> FrameTree {
    var frames = ContentFrames()
    if geometry.budget == nil { geometry.budget = GeometryContentBudget(nodes: nodes.count) }
    try appendFrames(to: &frames, reader: nil, depthBase: 0)
    return frames.frameTree()
  }

  /// Appends this run's frames in pre-order. In a reader's content run (`reader` is the
  /// reader's index in `frames`) the root is the reader itself, already written.
  func appendFrames(to frames: inout ContentFrames, reader: Int?, depthBase: Int)
    throws(LayoutError)
  {
    let placed = placeAll()
    let offset = geometry.globalOffset
    frameTrace?.setPlacement(of: run, depthBase: depthBase, offset: offset)
    var written = [Int](repeating: -1, count: placed.count)
    for (local, item) in placed.enumerated() {
      if let reader, local == 0 {
        written[0] = reader
        continue
      }
      let node = item.node
      let index = frames.count
      written[local] = index
      let parent = item.parent >= 0 ? written[Int(item.parent)] : -1
      frames.parents.append(Int32(parent))
      frames.positions.append(item.position)
      let record = try frameRecord(
        item, offset: offset, depthBase: depthBase, path: { frames.path(of: index) })
      frames.records.append(record)
      if tracingFrames { recordPrinted(item) }
      if case .geometryReader(let content) = nodes[node].kind, children(of: node).isEmpty {
        try appendContent(
          content, of: node, frame: record.global, index: index, depth: record.depth,
          to: &frames)
      }
    }
  }

  /// Makes a reader's content for its real frame and appends its frames after the reader's.
  func appendContent(
    _ content: any GeometryContent, of reader: Int, frame: Rect, index: Int, depth: Int,
    to frames: inout ContentFrames
  ) throws(LayoutError) {
    let geometry = self.geometry
    let source = nodes[reader].source
    guard geometry.nesting < Self.maxGeometryNesting else {
      throw LayoutError.geometryContent(
        GeometryContentError(messages: [
          .init(
            message:
              "geometry readers are nested more than \(Self.maxGeometryNesting) deep",
            position: source, length: "geometryReader".utf8.count)
        ]))
    }
    seedRootIfNeeded()
    // The spaces the reader sees: its own name first, then the ones around it.
    let head = geometry.spaceHead(
      including: nodes[reader].attributes.coordinateSpace, origin: frame.origin, of: reader)
    let spaces = geometry.spaceList(from: head)
    var named: [String: Point] = [:]
    for space in spaces { named[space.name] = space.origin }
    let reach = geometry.bands[reader].reach(of: frame, tolerance: safeAreaTolerance)
    let insets = reach.insets(direction: layoutDirection(of: reader))
    let proxy = GeometryProxy(
      size: frame.size, globalFrame: frame, namedOrigins: named, safeAreaInsets: insets)
    var tree: ViewTree
    let budget = geometry.budget ?? GeometryContentBudget(nodes: nodes.count)
    budget.depth = depth
    do {
      tree = try content.makeContent(proxy, budget: budget)
    } catch {
      throw LayoutError.geometryContent(error)
    }
    guard tree.root >= 0, tree.root < tree.nodes.count else { return }
    // The content inherits the reader's environment (fonts, layout direction, ...).
    tree.nodes[tree.root].environment = environment(of: reader)
    var nestedContext = context
    nestedContext.screen = ProposedSize(frame.size)
    nestedContext.safeArea = .zero
    // The content is a tree of its own: its node numbers are not the shared table's.
    nestedContext.textAnswers = nil
    // The content measures against the reader's container (a scroll view's, if it is in one).
    let container = containerSize(of: reader)
    let band = geometry.bands[reader]
    let nesting = geometry.nesting + 1
    let nested = LayoutState(tree: tree, context: nestedContext).settledForScrollContainers {
      let inner = $0.geometry
      inner.containerSize = container
      inner.globalOffset = frame.origin
      inner.nesting = nesting
      inner.budget = budget
      inner.startsWithBand = band.safe != band.outer
      inner.scan($0.safeAreaUse, count: $0.nodes.count)
      inner.seed(root: $0.root, band: band, spaces: spaces)
    }
    try nested.appendFrames(to: &frames, reader: index, depthBase: depth)
  }
}
