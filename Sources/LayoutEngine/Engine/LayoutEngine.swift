// The layout run: the root is measured in the screen and centred (layout.md 1.4), then every
// node is placed top-down, its frame accumulated in root coordinates (plus `.offset` shifts,
// 13), mirrored for right-to-left parents (26) and snapped to the pixel grid (2, point 5).

/// Lays out view trees.
public enum LayoutEngine {
  /// Lays out the tree in the screen per layout.md 1.4 and returns every node's frame.
  public static func layout(_ tree: ViewTree, in context: LayoutContext) throws(LayoutError)
    -> FrameTree
  {
    guard tree.root >= 0, tree.root < tree.nodes.count else { return FrameTree(nodes: []) }
    let state = LayoutState(tree: tree, context: context)
    return try state.frameTree()
  }
}

extension LayoutState {
  /// The root's proposal and origin (layout.md 1.4): the screen less the safe area; centred
  /// in that area on each specified axis, at the inset on an unspecified one.
  func rootPlacement() -> (proposal: ProposedSize, origin: Point, size: Size) {
    func validLength(_ v: Double?) -> Double? { v.flatMap { $0.isNaN ? nil : max($0, 0) } }
    func validInset(_ v: Double) -> Double { v.isFinite ? v : 0 }
    let screen = ProposedSize(
      width: validLength(context.screen.width), height: validLength(context.screen.height))
    let safeArea = context.safeArea
    let insets = EdgeInsets(
      top: validInset(safeArea.top), leading: validInset(safeArea.leading),
      bottom: validInset(safeArea.bottom), trailing: validInset(safeArea.trailing))
    let proposal = screen.inset(by: insets)
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

  /// Places every node, in pre-order. Iterative, so only measuring recurses (once per level
  /// of nesting).
  func placeAll() -> [Placed] {
    struct Pending {
      var node: Int
      var parentFrame: Int32
      var position: Int32
      /// Top-leading corner in root coordinates, before `.offset` shifts.
      var origin: Point
      var proposal: ProposedSize
      /// The sum of the `.offset`s of the ancestors.
      var shift: Point
    }
    let rootPlacement = rootPlacement()
    var placed: [Placed] = []
    placed.reserveCapacity(preorder.count)
    var work = [
      Pending(
        node: root, parentFrame: -1, position: 0, origin: rootPlacement.origin,
        proposal: rootPlacement.proposal, shift: .zero)
    ]
    while let item = work.popLast() {
      let node = item.node
      let size = size(of: node, item.proposal)
      // The offset node itself reports its layout frame (what a background written after
      // `.offset` reads); only what it modifies is shifted (layout.md 13).
      var shift = item.shift
      if case .offset(let x, let y) = kinds[node] {
        let translation = OffsetLayout(x: x, y: y).translation
        shift.x += translation.x
        shift.y += translation.y
      }
      let frameIndex = Int32(placed.count)
      placed.append(
        Placed(
          node: node,
          frame: Rect(
            origin: Point(x: item.origin.x + item.shift.x, y: item.origin.y + item.shift.y),
            size: size),
          proposal: item.proposal, parent: item.parentFrame, position: item.position))
      let children = self.children(of: node)
      guard !children.isEmpty else { continue }
      let bounds = Rect(origin: .zero, size: size)
      let placements = perform(
        PlacementOperation(bounds: bounds, proposal: item.proposal), on: node)
      let mirrored = isRightToLeft(node)
      for index in children.indices.reversed() {
        let child = children[index]
        // A subview a layout leaves unplaced is centred with the container's proposal
        // (layout.md 25).
        let placement =
          index < placements.count
          ? placements[index]
          : LayoutPlacement(
            position: Point(x: bounds.midX, y: bounds.midY), anchor: .center,
            proposal: item.proposal)
        let childSize = self.size(of: child, placement.proposal)
        var local = placement.origin(for: childSize)
        if mirrored { local.x = size.width - (local.x + childSize.width) }
        work.append(
          Pending(
            node: child, parentFrame: frameIndex, position: Int32(index),
            origin: Point(x: item.origin.x + local.x, y: item.origin.y + local.y),
            proposal: placement.proposal, shift: shift))
      }
    }
    return placed
  }

  /// Every node's frame in pre-order, snapped unless the context says `rounded == false`.
  func frameTree() throws(LayoutError) -> FrameTree {
    let placed = placeAll()
    let table = FramePathTable(parents: placed.map(\.parent), positions: placed.map(\.position))
    var frames: [FrameNode] = []
    frames.reserveCapacity(placed.count)
    for (index, item) in placed.enumerated() {
      let path = FramePath(table: table, index: index)
      let frame = context.rounded ? pixelAligned(item.frame) : item.frame
      guard frame.isFinite, item.frame.isFinite else {
        throw LayoutError.nonFiniteFrame(path: path.string)
      }
      var text: TextLines?
      let kind = kinds[item.node]
      if case .text(let content) = kind {
        let layout = textLayout(of: item.node, content: content, item.proposal)
        text = TextLines(lines: layout.lines, truncated: layout.truncated)
      }
      var node = FrameNode(
        kind: kind.name, label: nodes[item.node].label, id: nodes[item.node].id,
        role: nodes[item.node].role, path: "", depth: Int(depth[item.node]), frame: frame,
        text: text, source: nodes[item.node].source)
      node.pathStorage = path
      frames.append(node)
    }
    return FrameTree(nodes: frames)
  }

  /// The frame SwiftUI draws (layout.md 2, point 5): origin and far corner each to the nearest
  /// pixel, an exact half going up (also for negative values). Worked in whole pixels, with an
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

extension Rect {
  var isFinite: Bool {
    origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
  }
}
