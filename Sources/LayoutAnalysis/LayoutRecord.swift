// The layout conversation as data: a `LayoutTrace` the engine filled while laying out a tree,
// read against the frames it printed. Everything here is read from what the engine recorded;
// nothing is laid out again. The runs a trace holds but no printed frame comes from (a run a
// scroll view's container settled made obsolete) are left out.
import LayoutEngine
import LayoutSyntax

/// What a layout has the engine record: what the renderers and lint read of a run besides its
/// frames. Ordered: each records what the one before it does and more.
public enum Recording: Int, Sendable, Comparable {
  /// Nothing: the frames are all there is (tree, JSON, CSV).
  case nothing
  /// Which view each printed frame shows and how its text was broken into lines: pictures.
  case frames
  /// The whole conversation besides: every question, answer and placement (`--explain`, lint
  /// and the html explorer).
  case conversation

  /// Records more than `other`.
  public static func < (a: Recording, b: Recording) -> Bool { a.rawValue < b.rawValue }

  /// The trace the engine fills for this recording; nil for `nothing`.
  func makeTrace() -> LayoutTrace? {
    switch self {
    case .nothing: return nil
    case .frames: return LayoutTrace(recordsConversation: false)
    case .conversation: return LayoutTrace()
    }
  }
}

extension ViewTree {
  /// Lays the tree out as `layout(in:)` does, the engine recording what `recording` asks:
  /// the frames and, unless nothing was asked, the record read against them.
  /// - Throws: `LayoutError`, as `layout(in:)`.
  public consuming func layout(in context: LayoutContext, recording: Recording)
    throws(LayoutError) -> (frames: FrameTree, record: LayoutRecord?)
  {
    var context = context
    context.trace = recording.makeTrace()
    let frames = try (consume self).layout(in: context)
    return (frames, context.trace.map { LayoutRecord(trace: $0, tree: frames) })
  }
}

/// One dump's trace, indexed for the explainers and the pictures.
public struct LayoutRecord: Sendable {
  /// What the engine recorded while laying the dump out.
  package let trace: LayoutTrace
  /// The frames the dump printed.
  public let tree: FrameTree
  /// The printed frame of each (run, node), where it has one.
  let frameIndex: [LayoutTrace.Frame: Int]
  /// The events of the printed runs, in the order they happened.
  let events: [LayoutTrace.Event]
  /// For each answer in `events`, the index of its question.
  let questionOf: [Int: Int]
  /// Each printed frame's children, in order.
  package let children: [[Int]]
  /// Each printed frame's placing event (`place`), by frame index.
  package let placements: [LayoutTrace.Event?]
  /// The last guide event (`align` from a stack, `lineUp` from a frame, ZStack or secondary
  /// layer) about each printed frame before it was placed: how its parent lined it up.
  let guides: [LayoutTrace.Event?]
  /// Each run's parent of every node (-1 for its root), to read the environment a node
  /// inherits.
  let parents: [[Int32]]
  /// The printed frame a node of a later run stands for when the frame was printed from
  /// another run: a GeometryReader's content run holds the reader again (asked once more
  /// for its size, placing its content), printed from the run that placed it.
  let aliases: [LayoutTrace.Frame: Int]
  /// Each printed frame's parent frame (-1 for the root).
  let parentFrames: [Int]

  /// Indexes `trace` against the printed `tree`.
  package init(trace: LayoutTrace, tree: FrameTree) {
    self.trace = trace
    self.tree = tree
    var frameIndex: [LayoutTrace.Frame: Int] = [:]
    for (index, frame) in trace.frames.enumerated() where index < tree.nodes.count {
      frameIndex[frame] = index
    }
    self.frameIndex = frameIndex
    let printedRuns = Set(trace.frames.map(\.run))
    // Shared with the trace, not copied, when every run was printed (the usual case).
    let events =
      printedRuns.count == trace.runs.count
      ? trace.events : trace.events.filter { printedRuns.contains($0.run) }
    self.events = events
    var questionOf: [Int: Int] = [:]
    var open: [Int] = []
    var placements = [LayoutTrace.Event?](repeating: nil, count: tree.nodes.count)
    var guides = [LayoutTrace.Event?](repeating: nil, count: tree.nodes.count)
    var lastGuide: [LayoutTrace.Frame: LayoutTrace.Event] = [:]
    for (index, event) in events.enumerated() {
      switch event.kind {
      case .ask: open.append(index)
      case .answer: if let question = open.popLast() { questionOf[index] = question }
      case .place:
        let key = LayoutTrace.Frame(run: event.run, node: event.node)
        if let frame = frameIndex[key] {
          placements[frame] = event
          guides[frame] = lastGuide[key]
        }
      case .align, .lineUp:
        lastGuide[LayoutTrace.Frame(run: event.run, node: event.node)] = event
      case .probe, .offer: break
      }
    }
    self.questionOf = questionOf
    self.placements = placements
    self.guides = guides
    var children = [[Int]](repeating: [], count: tree.nodes.count)
    var stack: [Int] = []
    for (index, node) in tree.nodes.enumerated() {
      if stack.count > node.depth { stack.removeLast(stack.count - node.depth) }
      if let parent = stack.last { children[parent].append(index) }
      stack.append(index)
    }
    self.children = children
    let parents = trace.runs.map { run in
      var parents = [Int32](repeating: -1, count: run.tree.nodes.count)
      for (index, node) in run.tree.nodes.enumerated() {
        for child in node.children where child >= 0 && child < parents.count {
          parents[child] = Int32(index)
        }
      }
      return parents
    }
    self.parents = parents
    var parentFrames = [Int](repeating: -1, count: tree.nodes.count)
    for (parent, list) in children.enumerated() {
      for child in list { parentFrames[child] = parent }
    }
    self.parentFrames = parentFrames
    // A frame printed from a later run than its parent's: the node above it in its own run
    // is the parent printed from the earlier one.
    var aliases: [LayoutTrace.Frame: Int] = [:]
    for (index, frame) in trace.frames.enumerated() where index < tree.nodes.count {
      let parent = parentFrames[index]
      guard parent >= 0, trace.frames[parent].run != frame.run, Int(frame.run) < parents.count,
        frame.node >= 0, Int(frame.node) < parents[Int(frame.run)].count
      else { continue }
      let above = parents[Int(frame.run)][Int(frame.node)]
      let key = LayoutTrace.Frame(run: frame.run, node: above)
      if above >= 0, frameIndex[key] == nil, aliases[key] == nil { aliases[key] = parent }
    }
    self.aliases = aliases
  }

  /// The line limit in effect at a node: its own, else the nearest ancestor's.
  func lineLimit(run: Int32, node: Int32) -> LineLimit? {
    guard run >= 0, Int(run) < parents.count else { return nil }
    let nodes = trace.runs[Int(run)].tree.nodes
    var current = node
    var steps = 0
    while current >= 0, Int(current) < nodes.count, steps <= nodes.count {
      if let limit = nodes[Int(current)].environment.lineLimit { return limit }
      current = parents[Int(run)][Int(current)]
      steps += 1
    }
    return nil
  }

  /// Whether a node lays its children out right to left: its own layout direction, else the
  /// nearest ancestor's, else the run's (as the engine inherits it). Such a node mirrors
  /// where it puts its children.
  func rightToLeft(run: Int32, node: Int32) -> Bool {
    guard run >= 0, Int(run) < parents.count else { return false }
    let nodes = trace.runs[Int(run)].tree.nodes
    var current = node
    var steps = 0
    while current >= 0, Int(current) < nodes.count, steps <= nodes.count {
      if let direction = nodes[Int(current)].environment.layoutDirection {
        return direction == .rightToLeft
      }
      current = parents[Int(run)][Int(current)]
      steps += 1
    }
    return trace.runs[Int(run)].rightToLeft
  }

  /// The view printed frame `frame` shows: its kind, paint, environment and modifiers.
  public func view(of frame: Int) -> ViewNode? {
    guard frame >= 0, frame < trace.frames.count else { return nil }
    let key = trace.frames[frame]
    return viewNode(run: key.run, node: key.node)
  }

  /// The view a (run, node) pair names in the run's tree.
  func viewNode(run: Int32, node: Int32) -> ViewNode? {
    guard run >= 0, Int(run) < trace.runs.count else { return nil }
    let nodes = trace.runs[Int(run)].tree.nodes
    return node >= 0 && Int(node) < nodes.count ? nodes[Int(node)] : nil
  }

  /// The depth a (run, node) pair is printed at (or would be).
  func depth(run: Int32, node: Int32) -> Int {
    guard run >= 0, Int(run) < trace.runs.count else { return 0 }
    let record = trace.runs[Int(run)]
    let local = node >= 0 && Int(node) < record.depths.count ? Int(record.depths[Int(node)]) : 0
    return record.depthBase + max(local, 0)
  }

  /// The frame a printed node shows, if it is printed.
  func frame(run: Int32, node: Int32) -> Int? {
    let key = LayoutTrace.Frame(run: run, node: node)
    return frameIndex[key] ?? aliases[key]
  }

  /// Each printed node's part of the layout, in the tree's order (the JSON `layout` key).
  public func nodeLayouts() -> [NodeLayout] {
    // Answers grouped by node in one pass, so a large tree is read once.
    // By printed frame, so a GeometryReader's questions in its content's run count as its own.
    var answers: [Int: [NodeLayout.Query]] = [:]
    var seen: [Int: Set<ProposedSize>] = [:]
    for (index, event) in events.enumerated() where event.kind == .answer {
      guard let question = questionOf[index],
        let frame = frame(run: event.run, node: event.node)
      else { continue }
      let proposal = events[question].proposal
      if seen[frame, default: []].insert(proposal).inserted {
        answers[frame, default: []].append(NodeLayout.Query(proposal: proposal, size: event.size))
      }
    }
    return tree.nodes.indices.map { index in
      let placed = placements[index]
      let reason = Reasons.reason(for: index, in: self)
      return NodeLayout(
        proposed: placed?.proposal ?? .unspecified, size: placed?.size ?? .zero,
        queries: answers[index] ?? [], reason: reason.code, because: reason.sentence)
    }
  }

  /// The frame a selector names: an `id`, a path (`0.1.2`) or a source position (`12:5`):
  /// the first view written there, else the innermost view whose source (`source`, a .lyt
  /// file when `lyt`) holds the position. Nil when none does.
  /// With several files read as one module (`files`), a position is `FILE:LINE:COL`, the
  /// file named as given or by its last path component.
  public func find(
    _ selector: String, source: String? = nil, files: [SourceFile.Part] = [], lyt: Bool = true
  ) -> Int? {
    if let byID = tree.nodes.firstIndex(where: { $0.id == selector }) { return byID }
    if let byPath = tree.nodes.firstIndex(where: { $0.path == selector }) { return byPath }
    guard let (file, line, column) = Self.position(selector, files: files) else { return nil }
    if let exact = tree.nodes.firstIndex(where: {
      $0.source.line == line && $0.source.column == column && $0.source.file == file
    }) {
      return exact
    }
    guard let source else { return nil }
    let extents = SourceExtents.extents(
      tree, source: source, firstLines: files.map(\.firstLine), lyt: lyt)
    return SourceExtents.innermost(extents, line: line, column: column, file: file)
  }

  /// `LINE:COL` as numbers (file 0), or `FILE:LINE:COL` naming one of `files`.
  static func position(
    _ selector: String, files: [SourceFile.Part] = []
  ) -> (file: Int, line: Int, column: Int)? {
    let parts = selector.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count >= 2, let line = Int(parts[parts.count - 2]),
      let column = Int(parts[parts.count - 1])
    else { return nil }
    if parts.count == 2 { return (0, line, column) }
    let name = parts.dropLast(2).joined(separator: ":")
    guard
      let file = files.firstIndex(where: {
        $0.name == name || $0.name.split(separator: "/").last.map(String.init) == name
      })
    else { return nil }
    return (file, line, column)
  }

  /// Why `selector` names no view, for the error at the selector: a position says what is
  /// there, anything else that it is no id or path.
  public func unmatched(_ selector: String, file: String, source: String) -> String {
    guard let (_, line, column) = Self.position(selector) else {
      return "'--explain \(selector)': no view in \(file) has this id, path or line:column"
    }
    let pieces = source.split(separator: "\n", omittingEmptySubsequences: false).count
    let lines = pieces - (source.hasSuffix("\n") ? 1 : 0)
    if line < 1 || line > lines {
      return "'--explain \(selector)': \(file) has no line \(line) (it has "
        + "\(Words.count(lines, "line")))"
    }
    return "'--explain \(selector)': no view in \(file) is written at line \(line), column "
      + "\(column)"
  }
}

/// One node's part of the layout (`--explain`), as the engine recorded it: what its parent
/// placed it with, the size it chose for that (not rounded), every distinct size question it
/// was asked, in order, and why it has its size.
public struct NodeLayout: Sendable, Hashable {
  /// One size question and its answer.
  public struct Query: Sendable, Hashable {
    /// The size proposed to the view.
    public var proposal: ProposedSize
    /// The size the view chose for that proposal (not rounded).
    public var size: Size
    /// The answer `size` to the question `proposal`.
    package init(proposal: ProposedSize, size: Size) {
      self.proposal = proposal
      self.size = size
    }
  }
  /// The size its parent proposed when placing it.
  public var proposed: ProposedSize
  /// The size it chose for `proposed` (not rounded).
  public var size: Size
  /// Every distinct size question it was asked, in the order asked.
  public var queries: [Query]
  /// A short, stable code (`fills-proposal`, `truncated`, ...).
  public var reason: String
  /// The reason as a sentence.
  public var because: String
  /// One node's recorded layout; see the properties.
  package init(
    proposed: ProposedSize, size: Size, queries: [Query], reason: String, because: String
  ) {
    self.proposed = proposed
    self.size = size
    self.queries = queries
    self.reason = reason
    self.because = because
  }
}
