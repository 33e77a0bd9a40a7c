// What the engine says while it lays out, recorded only when asked (`--explain`): every size
// question a node is asked and its answer (worked out, or from memory), how a stack orders
// and offers its space, the guide value each stack child is aligned by, and where every node
// is placed. The analysis layer reads these facts; it never works a layout out again. With no
// trace in the context the engine records nothing and tests nothing per question: a traced
// run gives every node the kind `HotKind.traced`, so the kind dispatch every query makes
// anyway leads it to the recording path, and a stack picks its narration (`StackNarration`)
// once per sizing. Measured with callgrind (10k-node trees, `ViewTree.layout(in:)` only) against
// a build with tracing compiled out: wide +0.1 %, deep +0.5 %, balanced -0.2 %.
//
// A layout may run more than once (a scroll view's container is settled by running again,
// a GeometryReader's content is laid out when the reader is placed): each `LayoutState` is a
// run of its own, and `frames` says which run and node every printed frame comes from, so a
// reader of the trace keeps only the runs whose frames were printed.

/// The record of one layout, filled by the engine when set on `LayoutContext.trace`. Used by
/// one layout at a time (not thread-safe).
package final class LayoutTrace: @unchecked Sendable {
  /// One thing said during layout.
  package struct Event: Sendable {
    /// What an event says; which of its fields are meaningful depends on the kind.
    package enum Kind: Sendable {
      /// `speaker` proposes `proposal` to `node` (the speaker is -1 for the screen).
      case ask
      /// `node` answers `size` to the question asked just before, `remembered` when it
      /// answered from memory.
      case answer
      /// A stack (`speaker`) measured `node` at 0 and at infinity along its axis for the
      /// minor length in `proposal`: `size.width` is the smallest answer, `size.height` the
      /// largest, `value` the child's priority and `order` its place in the fitting order.
      case probe
      /// A stack (`speaker`) offers `node` a share: `value` is the space left for `node` and
      /// the children after it in its priority group, `order` how many share it.
      case offer
      /// A stack (`speaker`) aligns `node` by its guide, whose value is `value`.
      case align
      /// A frame, ZStack, background or overlay (`speaker`) lines `node`'s alignment guides
      /// up with its own: `point` is the node's guide values (x on the horizontal guide, y on
      /// the vertical), `size` the point of the speaker's bounds they are put on (width for x,
      /// height for y). Why a view is where it is (`--explain`).
      case lineUp
      /// `speaker` places `node` at `point` (root coordinates, before pixel rounding) with
      /// the size `size`, for `proposal`.
      case place
    }
    /// What the event says.
    package var kind: Kind
    /// The layout run (see `LayoutTrace.runs`).
    package var run: Int32
    /// The node the event is about, an index into the run's tree.
    package var node: Int32
    /// The node that speaks (asks, offers, aligns or places), an index into the run's tree; -1 for
    /// the screen.
    package var speaker: Int32
    /// The proposal asked or offered (`ask`, `probe`, `offer`, `place`).
    package var proposal: ProposedSize
    /// The answer (`answer`), the placed size (`place`), or the smallest and largest lengths
    /// (`probe`).
    package var size: Size
    /// Where the node was placed (`place`): its top-leading corner, before pixel rounding.
    package var point: Point
    /// The priority (`probe`), the space left (`offer`) or the guide value (`align`).
    package var value: Double
    /// The place in the fitting order (`probe`) or how many share the space (`offer`).
    package var order: Int32
    /// True when an `answer` came from memory rather than being worked out.
    package var remembered: Bool
    /// A question asked to find an alignment guide, not a size.
    package var forGuide = false
    /// A question asked while placing (the placing walk's, or a layout's `placeSubviews`).
    package var whilePlacing = false

    init(
      _ kind: Kind, run: Int32, node: Int32, speaker: Int32, proposal: ProposedSize = .unspecified,
      size: Size = .zero, point: Point = .zero, value: Double = 0, order: Int32 = 0,
      remembered: Bool = false
    ) {
      self.kind = kind
      self.run = run
      self.node = node
      self.speaker = speaker
      self.proposal = proposal
      self.size = size
      self.point = point
      self.value = value
      self.order = order
      self.remembered = remembered
    }
  }

  /// One layout run: its tree, how deep its root sits in the printed tree and where its
  /// coordinates lie in the root's (a GeometryReader's content is laid out in its own).
  package struct Run: Sendable {
    /// The view tree laid out in the run.
    package var tree: ViewTree
    /// The depth of the run's root in the printed tree.
    package var depthBase: Int
    /// Where the run's origin lies in the root run's coordinates.
    package var offset: Point
    /// Each node's depth in the run's tree (-1 where unreachable).
    package var depths: [Int32]
    /// The screen's safe-area insets the run's root is centred within.
    package var safeArea: EdgeInsets
    /// Whether the layout is right to left (the left inset is then the trailing one).
    package var rightToLeft: Bool
  }

  /// One printed frame: the run and node it shows.
  package struct Frame: Sendable, Hashable {
    /// The layout run (an index into `LayoutTrace.runs`).
    package var run: Int32
    /// The node shown, an index into the run's tree.
    package var node: Int32
    /// Creates a frame entry.
    package init(run: Int32, node: Int32) {
      self.run = run
      self.node = node
    }
  }

  /// How a printed text is drawn: its font and where its lines' baselines are.
  package struct TextFacts: Sendable, Hashable {
    /// The font size in points.
    package var fontSize: Double
    /// The font weight, 100...900 (regular is 400).
    package var weight: Double
    /// Whether the font is italic.
    package var italic: Bool
    /// The first line's baseline, from the top of the text's frame.
    package var firstBaseline: Double
    /// The last line's baseline, from the top of the text's frame.
    package var lastBaseline: Double
    /// How the lines are aligned (`.multilineTextAlignment`).
    package var alignment: TextAlignment
    /// Each line's width as measured alone (its ideal width).
    package var lineWidths: [Double]
  }

  /// Whether the conversation is recorded (`--explain`); without it only which view each
  /// frame shows and how texts are drawn (pictures).
  package let recordsConversation: Bool
  /// Everything said, in the order said; empty when `recordsConversation` is false.
  package private(set) var events: [Event] = []
  /// The drawing facts of each printed text, by frame index.
  package private(set) var texts: [Int: TextFacts] = [:]
  /// Every layout run, in the order they began.
  package private(set) var runs: [Run] = []
  /// One entry per node of the frame tree, in its order.
  package private(set) var frames: [Frame] = []

  /// Who is asking: the nodes whose size is being worked out, innermost last.
  private var asking: [Int32] = []
  /// The node whose children the placing walk is measuring and placing.
  private var placing: Int32 = -1
  /// How many of the `asking` nodes are finding an alignment guide.
  private var guides = 0

  /// Creates an empty trace; set it on `LayoutContext.trace` to have a layout fill it.
  package init(recordsConversation: Bool = true) {
    self.recordsConversation = recordsConversation
  }

  /// The node that speaks now: the innermost one being measured, else the one being placed.
  var speaker: Int32 { asking.last ?? placing }

  func beginRun(
    _ tree: ViewTree, depths: [Int32], safeArea: EdgeInsets, rightToLeft: Bool
  ) -> Int32 {
    // A run starts with no speaker of its own: the node the last run was placing is an index
    // into that run's tree, not this one's.
    placing = -1
    runs.append(
      Run(
        tree: tree, depthBase: 0, offset: .zero, depths: depths, safeArea: safeArea,
        rightToLeft: rightToLeft))
    return Int32(runs.count - 1)
  }

  func setPlacement(of run: Int32, depthBase: Int, offset: Point) {
    runs[Int(run)].depthBase = depthBase
    runs[Int(run)].offset = offset
  }

  /// Records a question.
  func ask(_ node: Int, _ proposal: ProposedSize, run: Int32) {
    var event = Event(.ask, run: run, node: Int32(node), speaker: speaker, proposal: proposal)
    event.forGuide = guides > 0
    event.whilePlacing = asking.isEmpty && placing >= 0
    events.append(event)
  }

  func answer(_ node: Int, _ size: Size, remembered: Bool, run: Int32) {
    events.append(
      Event(.answer, run: run, node: Int32(node), speaker: -1, size: size, remembered: remembered))
  }

  func enter(_ node: Int, forGuide: Bool = false) {
    asking.append(Int32(node))
    if forGuide { guides += 1 }
  }
  func leave(forGuide: Bool = false) {
    asking.removeLast()
    if forGuide { guides -= 1 }
  }
  func placingChildren(of node: Int) { placing = Int32(node) }

  func speakerEvent(
    _ kind: Event.Kind, node: Int, run: Int32, proposal: ProposedSize = .unspecified,
    size: Size = .zero, value: Double = 0, order: Int = 0
  ) {
    events.append(
      Event(
        kind, run: run, node: Int32(node), speaker: speaker, proposal: proposal, size: size,
        value: value, order: Int32(order)))
  }

  func placed(_ node: Int, by parent: Int, run: Int32, frame: Rect, proposal: ProposedSize) {
    events.append(
      Event(
        .place, run: run, node: Int32(node), speaker: Int32(parent), proposal: proposal,
        size: frame.size, point: frame.origin))
  }

  func append(_ event: Event) { events.append(event) }

  func printed(_ node: Int, run: Int32) { frames.append(Frame(run: run, node: Int32(node))) }

  /// The facts of the text printed last.
  func printedText(_ facts: TextFacts) { texts[frames.count - 1] = facts }
}

extension LayoutSubviews {
  /// Whether layout is being recorded. Layouts test this once and call the `trace...`
  /// functions only when it is true, so an unrecorded layout pays one comparison.
  var isTraced: Bool { stateRef._withUnsafeGuaranteedRef { $0.tracing } }

  private func record(
    _ kind: LayoutTrace.Event.Kind, _ index: Int, proposal: ProposedSize = .unspecified,
    size: Size = .zero, value: Double = 0, order: Int = 0
  ) {
    stateRef._withUnsafeGuaranteedRef { state in
      state.trace?.speakerEvent(
        kind, node: nodes[index], run: state.run, proposal: proposal, size: size, value: value,
        order: order)
    }
  }

  /// A stack's probes of subview `index`: its smallest and largest lengths along the axis.
  func traceProbe(
    _ index: Int, _ proposal: ProposedSize, min: Double, max: Double, priority: Double,
    order: Int
  ) {
    record(
      .probe, index, proposal: proposal, size: Size(width: min, height: max), value: priority,
      order: order)
  }

  /// A stack's offer to subview `index`, with what is left for it and the others sharing.
  func traceOffer(_ index: Int, _ proposal: ProposedSize, left: Double, sharing: Int) {
    record(.offer, index, proposal: proposal, value: left, order: sharing)
  }

  /// The guide value a stack aligns subview `index` by.
  func traceAligned(_ index: Int, by value: Double) { record(.align, index, value: value) }

  /// The guides of subview `index` (x horizontal, y vertical) a frame, ZStack or secondary
  /// layer puts on the point `line` of its bounds.
  func traceLinedUp(_ index: Int, guides: Point, on line: Point) {
    stateRef._withUnsafeGuaranteedRef { state in
      guard let trace = state.trace else { return }
      var event = LayoutTrace.Event(
        .lineUp, run: state.run, node: Int32(nodes[index]), speaker: trace.speaker,
        size: Size(width: line.x, height: line.y), point: guides)
      event.whilePlacing = true
      trace.append(event)
    }
  }
}
