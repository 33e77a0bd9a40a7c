// The layout run: the root is measured in the screen and centred (layoutc-layout(7) 1.4), then every
// node is placed top-down, its frame accumulated in root coordinates (plus `.offset` shifts,
// 13), mirrored for right-to-left parents (26) and snapped to the pixel grid (2, point 5).
// Placing and writing the frame tree are one walk: each node's `FrameNode` is made as soon as
// the node is placed, straight into the result's storage.

extension ViewTree {
  /// Lays the tree out in the screen per layoutc-layout(7) 1.4 and returns every node's
  /// frame. Given the last copy of the tree (`consume tree`), it frees what it does not read
  /// again before it sizes anything (`InputNodes`).
  /// - Throws: `LayoutError` when a frame cannot be printed (not finite, or a negative size)
  ///   or a GeometryReader's content cannot be made.
  public consuming func layout(in context: LayoutContext) throws(LayoutError) -> FrameTree {
    guard root >= 0, root < nodes.count else { return FrameTree(nodes: []) }
    let state = LayoutState(tree: consume self, context: context)
    state.keepOnlyNodesReadAgain()
    // Containers inside scroll views are settled first (ScrollContainers.swift).
    return try state.settledForScrollContainers().frameTree()
  }
}

/// Receives each node as it is placed, in pre-order.
protocol PlacementVisitor {
  /// Returns false to stop the walk.
  mutating func visit(_ node: LayoutState.Placed) -> Bool
}

extension EdgeInsets {
  /// These insets with each non-finite side read as 0: such an inset would poison every size
  /// it touches, and SwiftUI treats it as invalid.
  var finiteSides: EdgeInsets {
    func valid(_ v: Double) -> Double { v.isFinite ? v : 0 }
    return EdgeInsets(
      top: valid(top), leading: valid(leading), bottom: valid(bottom), trailing: valid(trailing))
  }
}

extension LayoutContext {
  /// The safe-area insets as layout reads them: a non-finite inset is 0.
  var validSafeArea: EdgeInsets { safeArea.finiteSides }

  /// What the root is proposed (layoutc-layout(7) 1.4): the screen less its safe area, a NaN side
  /// unspecified and a negative one 0.
  var rootProposal: ProposedSize {
    func valid(_ v: Double?) -> Double? { v.flatMap { $0.isNaN ? nil : max($0, 0) } }
    return ProposedSize(width: valid(screen.width), height: valid(screen.height))
      .inset(by: validSafeArea)
  }
}

extension LayoutState {
  /// The root's proposal and origin (layoutc-layout(7) 1.4): the screen less the safe area; centred
  /// in that area on each specified axis, at the inset on an unspecified one.
  func rootPlacement() -> (proposal: ProposedSize, origin: Point, size: Size) {
    let insets = context.validSafeArea
    let proposal = context.rootProposal
    let size = size(of: root, proposal)
    // The screen's left inset is the trailing one in a right-to-left layout.
    let left = context.layoutDirection == .leftToRight ? insets.leading : insets.trailing
    let origin = Point(
      x: left + (proposal.width.map { ($0 - size.width) / 2 } ?? 0),
      y: insets.top + (proposal.height.map { ($0 - size.height) / 2 } ?? 0))
    return (proposal, origin, size)
  }

  /// A node as placed: its frame in root coordinates (with `.offset` shifts, not snapped)
  /// and the proposal it was finally given; with its parent's and its sibling position.
  struct Placed {
    var node: Int
    var frame: Rect
    var proposal: ProposedSize
    var parent: Int32
    var position: Int32
  }

  /// Places every node, in pre-order (the walk `frameTree` makes, kept as a list).
  func placeAll() -> [Placed] {
    struct Collector: PlacementVisitor {
      var placed: [Placed] = []
      mutating func visit(_ node: Placed) -> Bool {
        placed.append(node)
        return true
      }
    }
    var collector = Collector()
    collector.placed.reserveCapacity(preorder.count)
    walk(&collector)
    return collector.placed
  }

  /// A node waiting to be placed: where its parent put it.
  struct Pending {
    var node: Int
    var parentFrame: Int32
    var position: Int32
    /// Top-leading corner in root coordinates, before `.offset` shifts.
    var origin: Point
    var size: Size
    var proposal: ProposedSize
    /// The sum of the `.offset`s of the ancestors.
    var shift: Point
  }

  /// A placed node's children, placed one at a time: the walk keeps one of these per level
  /// of the path it is on, not a pending entry per waiting sibling (a stack of a million
  /// views would otherwise queue a million of them).
  struct Siblings {
    /// The parent, as placed.
    var parent: Pending
    var parentFrame: Int32
    var placements: ChildPlacements
    var mirrored: Bool
    var count: Int
    /// The next child to look at, and the display position of the next one shown.
    var next = 0
    var position: Int32 = 0
    /// A traced run asks every child's size before placing any, last first, as the
    /// conversation has always been told (`--explain`); an untraced run asks each as it goes.
    var sizes: [Size]? = nil
  }

  /// Places every node top-down, in pre-order, handing each to `visitor`. Iterative, so only
  /// measuring recurses (once per level of nesting).
  func walk<Visitor: PlacementVisitor>(_ visitor: inout Visitor) {
    let rootPlacement = rootPlacement()
    var levels: [Siblings] = []
    var placedCount: Int32 = 0
    /// Placements a layout decided for its subviews' children, until those are placed.
    var subviewPlacements: [Int: [LayoutPlacement]] = [:]
    let geometry = self.geometry
    geometry.scan(safeAreaUse, count: nodes.count)
    // Without safe areas or named spaces to pass down, the common layouts are asked directly.
    let plain = !geometry.tracksPlacement
    let tracing = self.tracing
    /// With a trace: the node of each frame placed so far, to name who placed whom.
    var placedNodes: [Int32] = []
    var item: Pending? = Pending(
      node: root, parentFrame: -1, position: 0, origin: rootPlacement.origin,
      size: rootPlacement.size, proposal: rootPlacement.proposal, shift: .zero)
    while true {
      var next: Pending? = nil
      if let item {
        let node = item.node
        let size = item.size
        let frameIndex = placedCount
        placedCount += 1
        let placed = Placed(
          node: node,
          frame: Rect(
            origin: Point(x: item.origin.x + item.shift.x, y: item.origin.y + item.shift.y),
            size: size),
          proposal: item.proposal, parent: item.parentFrame, position: item.position)
        if tracing {
          let parent = item.parentFrame >= 0 ? Int(placedNodes[Int(item.parentFrame)]) : -1
          trace.unsafelyUnwrapped.placed(
            node, by: parent, run: run, frame: placed.frame, proposal: item.proposal)
          placedNodes.append(Int32(node))
        }
        guard visitor.visit(placed) else { return }
        let record = records + node
        let childCount = Int(record.pointee.childCount)
        if childCount > 0 {
          // `Quirk.offsetKeepsItsLayoutFrame`: the offset node reports its layout frame (what a
          // background written after `.offset` reads); only what it modifies is shifted
          // (layoutc-layout(7) 13).
          var parent = item
          if record.pointee.flags.contains(.isOffset),
            case .offset(let x, let y) = nodes.kind(of: node)
          {
            let translation = OffsetLayout(x: x, y: y).translation
            parent.shift.x += translation.x
            parent.shift.y += translation.y
          }
          if tracing { trace.unsafelyUnwrapped.placingChildren(of: node) }
          // The layout's placements, with the safe area and named spaces passed down.
          var siblings = Siblings(
            parent: parent, parentFrame: frameIndex,
            placements: childPlacements(
              of: node, frame: placed.frame, proposal: item.proposal,
              cells: subviewPlacements.isEmpty ? nil : subviewPlacements.removeValue(forKey: node),
              plain: plain),
            mirrored: record.pointee.flags.contains(.rightToLeft), count: childCount)
          if tracing {
            let children = self.children(of: node)
            var sizes = [Size](repeating: .zero, count: childCount)
            for index in stride(from: childCount - 1, through: 0, by: -1) {
              let placement = siblings.placement(index)
              guard placement.isDisplayed else { continue }
              sizes[index] = self.size(of: children[index], placement.proposal)
            }
            siblings.sizes = sizes
          }
          // An only child is placed at once: no level is kept for it.
          if childCount == 1 {
            if case .child(let child) = nextChild(
              of: &siblings, subviewPlacements: &subviewPlacements)
            {
              next = child
            }
          } else {
            levels.append(siblings)
          }
        }
      }
      item = next
      if item != nil { continue }
      // The next child shown on the deepest level with one left.
      guard !levels.isEmpty else { return }
      switch nextChild(of: &levels[levels.count - 1], subviewPlacements: &subviewPlacements) {
      case .child(let child): item = child
      case .hidden: break
      case .none: levels.removeLast()
      }
    }
  }

  /// What the next child of a level is.
  enum NextChild {
    case child(Pending)
    /// A child its layout does not display: neither placed nor printed.
    case hidden
    /// The level has no child left.
    case none
  }

  /// Takes the next child of `level`: where it goes, at the size its placement proposes.
  @inline(__always)
  func nextChild(
    of level: inout Siblings, subviewPlacements: inout [Int: [LayoutPlacement]]
  ) -> NextChild {
    let index = level.next
    guard index < level.count else { return .none }
    level.next += 1
    let placement = level.placement(index)
    guard placement.isDisplayed else { return .hidden }
    let position = level.position
    level.position += 1
    let parent = level.parent
    let child = children(of: parent.node)[index]
    let childSize = level.sizes?[index] ?? self.size(of: child, placement.proposal)
    var local = placement.origin(for: childSize)
    if level.mirrored { local.x = parent.size.width - (local.x + childSize.width) }
    // What the layout decided for the child's own children (a grid row's cells).
    if let cells = placement.subviewPlacements { subviewPlacements[child] = cells }
    return .child(
      Pending(
        node: child, parentFrame: level.parentFrame, position: position,
        origin: Point(x: parent.origin.x + local.x, y: parent.origin.y + local.y),
        size: childSize, proposal: placement.proposal, shift: parent.shift))
  }

  /// A node's placements of its children: asked of the frame and stack layouts directly when
  /// nothing but proposals is passed down (`plain`; they read no placement context, and
  /// `HotPathTests` proves both ways equal), else through `placements(of:...)`.
  func childPlacements(
    of node: Int, frame: Rect, proposal: ProposedSize, cells: [LayoutPlacement]?, plain: Bool
  ) -> ChildPlacements {
    if plain {
      let bounds = Rect(origin: .zero, size: frame.size)
      switch hotKinds[node] {
      case .frame(let layout):
        return .single(
          layout.placement(in: bounds, proposal: proposal, subviews: subviews(of: node)))
      case .stack(let layout):
        let subviews = subviews(of: node)
        let cache = stackCache(of: node) { layout.makeCache(subviews: subviews) }
        let placed = layout.placedChildren(
          in: bounds, proposal: proposal, subviews: subviews, cache: cache)
        return .stack(placed.children, origin: placed.origin)
      default:
        break
      }
    }
    return .list(placements(of: node, frame: frame, proposal: proposal, cells: cells))
  }

  /// Every node's frame in pre-order, snapped unless the context says `rounded == false`.
  func frameTree() throws(LayoutError) -> FrameTree {
    // GeometryReader content is made as its reader is placed (GeometryPlacement.swift).
    geometry.scan(safeAreaUse, count: nodes.count)
    if geometry.hasReaders { return try frameTreeWithContent() }
    struct Writer: PlacementVisitor {
      unowned(unsafe) let state: LayoutState
      let table: FrameTable
      let output: UnsafeMutablePointer<FrameNode>
      let fields: FrameNodeFields
      var kinds = FrameKinds()
      var written = 0
      /// Whether the frame trace wants to know which view each frame shows.
      let recordsFrames: Bool
      /// The first node whose frame is not finite.
      var failure: LayoutError?

      mutating func visit(_ item: Placed) -> Bool {
        let index = written
        table.set(index, parent: item.parent, position: item.position)
        do {
          let record = try state.frameRecord(
            item, offset: .zero, depthBase: 0, path: { table.path(of: index) })
          table.kinds[index] = kinds.number(of: record.kind)
          state.write(
            record, path: FramePath(table: table, index: index), to: output + index,
            fields: fields)
        } catch {
          failure = error
          return false
        }
        written += 1
        if recordsFrames { state.recordPrinted(item) }
        return true
      }
    }
    let count = preorder.count
    let table = FrameTable(count: count)
    var failure: LayoutError?
    let fields = FrameNodeFields()
    let nodes = [FrameNode](unsafeUninitializedCapacity: count) { buffer, initialized in
      var writer = Writer(
        state: self, table: table, output: buffer.baseAddress!, fields: fields,
        recordsFrames: tracingFrames)
      walk(&writer)
      initialized = writer.written
      failure = writer.failure
      table.kindNames = writer.kinds.names
    }
    if let failure { throw failure }
    return FrameTree(nodes: nodes)
  }

  /// What a dump says about one placed node, worked out in one place for every run (the
  /// plain one above and GeometryReader content): its frame moved by `offset` into root
  /// coordinates and snapped unless the dump is unrounded, its text lines, its names. A frame
  /// that is not finite, or whose printed size is negative, is an error naming the node
  /// (`path` spells where it is).
  @inline(__always)
  func frameRecord(_ item: Placed, offset: Point, depthBase: Int, path: () -> String)
    throws(LayoutError) -> FrameRecord
  {
    let node = item.node
    let global = Rect(
      x: item.frame.minX + offset.x, y: item.frame.minY + offset.y,
      width: item.frame.size.width, height: item.frame.size.height)
    let frame = context.rounded ? pixelAligned(global) : global
    // The one check every printed frame passes (both runs come here): finite numbers and
    // no negative size. A negative origin is legitimate (an offset, a view wider than the
    // screen).
    guard frame.isFinite, global.isFinite else { throw nonFiniteFrame(node, path: path()) }
    // Negative as printed: the dumps print three decimals, so float noise just below 0 in
    // an unrounded dump prints as 0 and is not an error (snapped sizes are whole pixels).
    guard frame.size.width > -0.0005, frame.size.height > -0.0005 else {
      throw .negativeSize(
        path: path(), kind: nodes[node].kind.name, source: nodes[node].source, size: frame.size)
    }
    var text: TextLines?
    if isText(node), case .text(let content) = nodes.kind(of: node) {
      let layout = textLayout(of: node, content: content, item.proposal)
      text = TextLines(
        lines: layout.lines, truncated: layout.truncated, approximate: layout.approximate)
    }
    // Most nodes have no label, id, role or printed modifier: then the large input node is
    // not read. A node that prints no modifier shares its input node's box of names.
    var names: Boxed<NodeNames>? = nil
    if records[node].flags.contains(.hasNames) {
      names = nodes[node].storedNames
      if let modifiers = PassThroughModifiers(nodes[node]) {
        names = NodeNames.changing(names) { $0.modifiers = modifiers }
      }
    }
    return FrameRecord(
      kind: hotKinds[node].name ?? nodes.kind(of: node).name, names: names,
      depth: depthBase + Int(depth[node]), frame: frame, global: global, text: text,
      source: sources[node])
  }

  /// Tells the frame trace which view the frame just written shows, and how a text is drawn.
  func recordPrinted(_ item: Placed) {
    guard let frameTrace else { return }
    frameTrace.printed(item.node, run: run)
    guard isText(item.node), case .text(let content) = nodes.kind(of: item.node) else { return }
    let environment = environment(of: item.node)
    let font = ResolvedFont.resolve(environment, platform: context.platform)
    let layout = textLayout(of: item.node, content: content, item.proposal)
    var single = environment
    single.lineLimit = nil
    let widths = layout.lines.map { line in
      context.textMeasurer.layout(
        TextContent(line), environment: single, proposal: .unspecified,
        context: measuringContext
      ).size.width
    }
    frameTrace.printedText(
      LayoutTrace.TextFacts(
        fontSize: font.size, weight: font.weight, italic: font.italic,
        firstBaseline: layout.firstBaseline, lastBaseline: layout.lastBaseline,
        alignment: environment.multilineTextAlignment ?? .leading, lineWidths: widths))
  }

  /// Writes a record in place, field by field (see `FrameNodeFields`).
  @inline(__always)
  func write(
    _ record: FrameRecord, path: FramePath, to destination: UnsafeMutablePointer<FrameNode>,
    fields: FrameNodeFields
  ) {
    let raw = UnsafeMutableRawPointer(destination)
    // A text's lines go in the box of its names (a text always has a label).
    let names = NodeNames.adding(record.text, to: record.names)
    (raw + fields.names).initializeMemory(as: Boxed<NodeNames>?.self, to: names)
    (raw + fields.pathStorage).initializeMemory(as: FramePath.self, to: path)
    (raw + fields.depth).initializeMemory(as: Int32.self, to: Int32(clamping: record.depth))
    (raw + fields.frame).initializeMemory(as: Rect.self, to: record.frame)
    (raw + fields.source).initializeMemory(as: SourcePosition.self, to: record.source)
  }

  /// The frame SwiftUI draws (layoutc-layout(7) 2, point 5): origin and far corner each to the nearest
  /// pixel, an exact half going up (also for negative values; `Quirk.pixelHalfRoundsUp`). Worked in whole pixels, with an
  /// epsilon so that float noise (20.333333 at 3x = 60.999999 px) lands on the intended pixel.
  func pixelAligned(_ rect: Rect) -> Rect {
    func pixel(_ value: Double) -> Double { (value * scale + 0.5 + 1e-7).rounded(.down) }
    let minX = pixel(rect.minX)
    let minY = pixel(rect.minY)
    let maxX = pixel(rect.maxX)
    let maxY = pixel(rect.maxY)
    return Rect(
      x: minX / scale, y: minY / scale, width: (maxX - minX) / scale,
      height: (maxY - minY) / scale)
  }
}

/// Where each stored property of a `FrameNode` lies, so that the writer can initialise a node
/// in place field by field: `initialize(to:)` on this toolchain copies a whole `FrameNode`
/// (retaining every field) and then destroys the original, a third of the cost of writing
/// it. `EngineStorageTests` checks that these are all of `FrameNode`'s stored properties.
struct FrameNodeFields {
  let names = MemoryLayout<FrameNode>.offset(of: \FrameNode.storedNames)!
  let pathStorage = MemoryLayout<FrameNode>.offset(of: \FrameNode.pathStorage)!
  let depth = MemoryLayout<FrameNode>.offset(of: \FrameNode.storedDepth)!
  let frame = MemoryLayout<FrameNode>.offset(of: \FrameNode.frame)!
  let source = MemoryLayout<FrameNode>.offset(of: \FrameNode.source)!
  /// The number of stored properties listed above.
  static let count = 5
}

/// One node of a dump as the engine writes it (`LayoutState.frameRecord`), before its path.
struct FrameRecord {
  var kind: String
  /// The label, id, role and printed modifiers; nil when there are none.
  var names: Boxed<NodeNames>?
  var depth: Int
  /// As printed: in root coordinates, snapped unless the dump is unrounded.
  var frame: Rect
  /// In root coordinates, not snapped (where a GeometryReader's content is laid out).
  var global: Rect
  var text: TextLines?
  var source: SourcePosition
}

/// The placements of a node's children, as its layout gives them: a list, one placement, or
/// a stack's sizing pass read in place (no array to allocate).
enum ChildPlacements {
  case list([LayoutPlacement])
  case single(LayoutPlacement)
  case stack(StackLayout.Children, origin: Point)

  var count: Int {
    switch self {
    case .list(let list): return list.count
    case .single: return 1
    case .stack(let children, _): return children.count
    }
  }

  subscript(index: Int) -> LayoutPlacement {
    switch self {
    case .list(let list): return list[index]
    case .single(let placement): return placement
    case .stack(let children, let origin): return children.placement(index, at: origin)
    }
  }
}

extension LayoutState.Siblings {
  /// Where the parent's layout put child `index`; `Quirk.unplacedSubviewIsCentred`: a subview
  /// the layout leaves unplaced is centred with the parent's proposal (layoutc-layout(7) 25).
  func placement(_ index: Int) -> LayoutPlacement {
    guard index >= placements.count else { return placements[index] }
    return LayoutPlacement(
      position: Point(x: parent.size.width / 2, y: parent.size.height / 2), anchor: .center,
      proposal: parent.proposal)
  }
}

extension Rect {
  var isFinite: Bool {
    origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
  }
}
