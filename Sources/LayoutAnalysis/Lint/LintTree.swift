// What the lint rules read of a laid-out tree (`LintTree`): the frames and what the engine
// recorded, with what is worked out once for every rule (each node's parent and what its
// ancestors are, the stacks' probes, the ideal widths) and the words the findings name views
// with.
import LayoutEngine
import LayoutSyntax

/// A laid-out tree as the lint rules read it.
struct LintTree {
  /// What the engine recorded while it laid the tree out, and the frames.
  let record: LayoutRecord
  /// The screen the tree was laid out on (offscreen, safe-area).
  let screen: ProposedSize
  /// The screen's safe-area insets (safe-area).
  let safeArea: EdgeInsets
  /// The printed frames, in the tree's order.
  let nodes: [FrameNode]
  /// Each printed node's parent (-1 for the root).
  let parents: [Int]
  /// The widest answer each (run, node) gave to a proposal of unbounded width (its ideal
  /// width), where it was asked.
  let ideals: [LayoutTrace.Frame: Double]
  /// A stack child's smallest and largest lengths along the stack's axis, from the stack's
  /// probes.
  let probes: [LayoutTrace.Frame: (min: Double, max: Double)]

  /// What a node's ancestors are.
  struct Context {
    var inControl = false
    var inScrollView = false
    var ignoresSafeArea = false
    /// The nearest offset or position above the node.
    var mover: Int? = nil
    /// The nearest view above the node that clips what it holds (`.clipped()`,
    /// `.clipShape`, `.cornerRadius`).
    var clip: Int? = nil
    /// Where the clipping views above the node let it draw: the intersection of their
    /// frames; nil when none clips.
    var clipRect: Rect? = nil
  }
  let context: [Context]

  /// Amounts below this are not reported (half a point).
  static let tolerance = 0.5

  init(record: LayoutRecord, screen: ProposedSize, safeArea: EdgeInsets) {
    self.record = record
    self.screen = screen
    self.safeArea = safeArea
    nodes = record.tree.nodes
    var parents = [Int](repeating: -1, count: nodes.count)
    for (parent, children) in record.children.enumerated() {
      for child in children { parents[child] = parent }
    }
    self.parents = parents
    // What each node's ancestors are, in one pass: a parent comes before its children.
    var context = [Context](repeating: Context(), count: nodes.count)
    for index in nodes.indices {
      let parent = parents[index]
      guard parent >= 0, parent < record.trace.frames.count else { continue }
      var inherited = context[parent]
      let key = record.trace.frames[parent]
      let view = record.viewNode(run: key.run, node: key.node)
      if view?.attributes.paint?.clipped == true {
        inherited.clip = parent
        let frame = nodes[parent].frame
        inherited.clipRect = inherited.clipRect.map { Self.intersection($0, frame) } ?? frame
      }
      if let kind = view?.kind {
        if case .control = kind { inherited.inControl = true }
        if case .ignoresSafeArea = kind { inherited.ignoresSafeArea = true }
        if kind.isScrollView { inherited.inScrollView = true }
        if kind.traits.movesContent { inherited.mover = parent }
      }
      context[index] = inherited
    }
    self.context = context
    var ideals: [LayoutTrace.Frame: Double] = [:]
    var probes: [LayoutTrace.Frame: (min: Double, max: Double)] = [:]
    for (index, event) in record.events.enumerated() {
      let key = LayoutTrace.Frame(run: event.run, node: event.node)
      switch event.kind {
      case .answer:
        if let question = record.questionOf[index],
          (record.events[question].proposal.width ?? .infinity) == .infinity
        {
          ideals[key] = max(ideals[key] ?? 0, event.size.width)
        }
      case .probe:
        probes[key] = (event.size.width, event.size.height)
      default: break
      }
    }
    self.ideals = ideals
    self.probes = probes
  }

  /// The view the node at `index` was laid out from, if the trace has it.
  func view(_ index: Int) -> ViewNode? {
    let key = record.trace.frames[index]
    return record.viewNode(run: key.run, node: key.node)
  }

  // MARK: Naming

  /// `text "Hi" (path 0.1)`, `hstack #row (path 0)`.
  func name(_ index: Int) -> String {
    let node = nodes[index]
    return Words.name(kind: node.kind, label: node.label, id: node.id) + " (path \(node.path))"
  }

  /// A modified view named by what it shows: `circle (path 0.1.0.0) with its frame, ...`
  /// reads as the circle; modifiers that wrap one view are looked through (`namedByContent`
  /// in the engine's kind traits).
  func described(_ index: Int) -> String {
    var current = index
    var steps = 0
    while let first = record.children[current].first, steps < 64 {
      let key = record.trace.frames[current]
      guard let view = record.viewNode(run: key.run, node: key.node),
        view.kind.traits.namedByContent
      else { break }
      current = first
      steps += 1
    }
    return name(current)
  }

  /// A length or amount as the findings print it (`NumberFormat`, as the dumps do).
  static func number(_ value: Double) -> String { NumberFormat.format(value) }

  /// Whether a view draws something of its own.
  func draws(_ view: ViewNode) -> Bool {
    switch view.kind.traits.drawing {
    case .text: return !(view.label ?? "").isEmpty
    case .color: return view.label?.lowercased() != "clear"
    case .shape, .image: return true
    // A divider is a hairline the system draws between views, not one of them.
    case .divider, .nothing: return false
    }
  }

  /// Whether a view draws something of its own and is shown: what the screen, the safe area
  /// and zero size are checked for.
  func drawsVisibly(_ view: ViewNode) -> Bool {
    draws(view) && !view.attributes.hidden && view.attributes.opacity != 0
  }

  /// Whether a node is inside a ScrollView, which can scroll it into view.
  func inScrollView(_ index: Int) -> Bool { context[index].inScrollView }

  // MARK: Where a view is drawn

  /// The nearest offset or position above a node, if any.
  func mover(of index: Int) -> Int? { context[index].mover }

  /// The part of a node's frame that its clipping ancestors let it draw.
  func visibleFrame(_ index: Int) -> Rect {
    let frame = nodes[index].frame
    return context[index].clipRect.map { Self.intersection(frame, $0) } ?? frame
  }

  /// The overlap of two rectangles, empty (zero size) when they do not meet.
  static func intersection(_ a: Rect, _ b: Rect) -> Rect {
    let minX = max(a.minX, b.minX)
    let minY = max(a.minY, b.minY)
    return Rect(
      x: minX, y: minY, width: max(0, min(a.maxX, b.maxX) - minX),
      height: max(0, min(a.maxY, b.maxY) - minY))
  }

  /// The frame a node draws in: an offset or position moves its content.
  func drawnFrame(_ index: Int) -> Rect { nodes[drawnNode(index)].frame }

  /// The node whose frame is drawn for `index`: through offsets and positions to what they
  /// move.
  func drawnNode(_ index: Int) -> Int {
    let key = record.trace.frames[index]
    if let view = record.viewNode(run: key.run, node: key.node), view.kind.traits.movesContent,
      let first = record.children[index].first
    {
      return drawnNode(first)
    }
    return index
  }
}
