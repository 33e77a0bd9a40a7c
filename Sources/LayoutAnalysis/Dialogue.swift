// `--explain`: the layout told as the conversation SwiftUI is taught as, one line per thing
// the engine did, in the order it did it: a parent proposing ("you can have 350×804; how much
// do you need?"), a child answering ("I need 16×20.333"), a stack telling how flexible its
// children are and what it offers each, and parents placing their children. A question asked
// again is answered from memory in one line, without its subtree. Each line starts with the
// source position of the view it is about and is indented by that view's depth.
import LayoutEngine

/// The `--explain` layout conversation: proposals, answers and placements, in the order the
/// engine made them.
package enum Dialogue {
  /// The whole conversation of one dump, or only the lines about the view `focus` (a frame
  /// index) and what it says to its children, after a summary of its part.
  package static func render(_ record: LayoutRecord, focus: Int? = nil) -> String {
    let lines = self.lines(record, focus: focus)
    let gutters = lines.map { "\($0.position.line):\($0.position.column)" }
    let width = gutters.map(\.count).max() ?? 0
    var out = ""
    for (line, gutter) in zip(lines, gutters) {
      out += gutter + String(repeating: " ", count: width - gutter.count + 2)
      out += String(repeating: "  ", count: line.depth) + line.text + "\n"
    }
    return out
  }

  /// `--explain brief`: one line per printed view, in the tree's order and indented by its
  /// depth, with its size and position (before pixel rounding), why it has that size and why
  /// it is there: a summary of a long conversation.
  package static func brief(_ record: LayoutRecord) -> String {
    let reasons = record.nodeLayouts()
    let gutters = record.tree.nodes.map { "\($0.source.line):\($0.source.column)" }
    let width = gutters.map(\.count).max() ?? 0
    var out = ""
    for (frame, node) in record.tree.nodes.enumerated() {
      let name = Words.name(kind: node.kind, label: node.label, id: node.id)
      let facts = reasons[frame]
      let at = record.placements[frame].map { Positions.rootPoint($0, record) } ?? .zero
      out += gutters[frame] + String(repeating: " ", count: width - gutters[frame].count + 2)
      out += String(repeating: "  ", count: node.depth)
      out += "\(name) \(Words.size(facts.size)) at \(Words.point(at)): \(facts.because); "
      out += "there because " + Positions.reason(for: frame, in: record).sentence + "\n"
    }
    return out
  }

  /// One line of the conversation: where the view it is about is written, its depth, the
  /// words, and the printed frames it is about (the view and the parent speaking to it).
  package struct Line {
    package var position: SourcePosition
    package var depth: Int
    package var text: String
    package var frames: [Int]
  }

  /// The conversation as lines, for `render` and the HTML explorer.
  package static func lines(_ record: LayoutRecord, focus: Int? = nil) -> [Line] {
    var lines: [Line] = []
    let reasons = record.nodeLayouts()
    let target = focus.map { record.trace.frames[$0] }

    func name(_ run: Int32, _ node: Int32) -> String {
      if node < 0 { return "screen" }
      if let frame = record.frame(run: run, node: node) {
        let printed = record.tree.nodes[frame]
        return Words.name(kind: printed.kind, label: printed.label, id: printed.id)
      }
      guard let view = record.viewNode(run: run, node: node) else { return "view" }
      return Words.name(kind: view.kind.name, label: view.label, id: view.id)
    }
    /// The printed frame that speaks in an event, nil for the screen. Nothing of a
    /// GeometryReader's content run asks the reader, the run's root: its printed parent does.
    func speaker(_ event: LayoutTrace.Event) -> Int? {
      if event.speaker >= 0 { return record.frame(run: event.run, node: event.speaker) }
      guard event.run != 0, let frame = record.frame(run: event.run, node: event.node) else {
        return nil
      }
      let parent = record.parentFrames[frame]
      return parent >= 0 ? parent : nil
    }
    func speakerName(_ event: LayoutTrace.Event) -> String {
      guard event.speaker < 0 else { return name(event.run, event.speaker) }
      guard let frame = speaker(event) else { return "screen" }
      let printed = record.tree.nodes[frame]
      return Words.name(kind: printed.kind, label: printed.label, id: printed.id)
    }
    func position(_ run: Int32, _ node: Int32) -> SourcePosition {
      record.viewNode(run: run, node: node)?.source ?? SourcePosition(line: 0, column: 0)
    }
    func about(_ event: LayoutTrace.Event, speaker: Int32? = nil) -> Bool {
      guard let target else { return true }
      return (event.run == target.run && event.node == target.node)
        || (event.run == target.run && (speaker ?? event.speaker) == target.node)
    }
    func say(_ event: LayoutTrace.Event, node: Int32? = nil, extraDepth: Int = 0, _ text: String) {
      let subject = node ?? event.node
      var frames: [Int] = []
      for frame in [record.frame(run: event.run, node: event.node), speaker(event)] {
        if let frame, !frames.contains(frame) { frames.append(frame) }
      }
      lines.append(
        Line(
          position: position(event.run, subject),
          depth: record.depth(run: event.run, node: subject) + extraDepth, text: text,
          frames: frames))
    }

    if let focus {
      let node = record.tree.nodes[focus]
      let facts = reasons[focus]
      let me = Words.name(kind: node.kind, label: node.label, id: node.id)
      lines.append(
        Line(
          position: node.source, depth: 0,
          text:
            "\(me) (path \(node.path)) is \(Words.size(facts.size)) for \(Words.proposal(facts.proposed)): "
            + facts.because + " [\(facts.reason)]", frames: [focus]))
      let asked = facts.queries.map {
        Words.proposal($0.proposal) + " → " + Words.size($0.size)
      }
      lines.append(
        Line(
          position: node.source, depth: 0,
          text: "asked \(Words.count(asked.count, "question")): " + asked.joined(separator: "; "),
          frames: [focus]))
    }

    let events = record.events
    // Per stack (run, node): what it was last asked along its axis, its last fitting order,
    // and whether it has made an offer since.
    var offered: [LayoutTrace.Frame: Double] = [:]
    var orders: [LayoutTrace.Frame: [LayoutTrace.Event]] = [:]
    var index = 0
    while index < events.count {
      let event = events[index]
      defer { index += 1 }
      switch event.kind {
      case .ask:
        if let axis = stackAxis(record.viewNode(run: event.run, node: event.node)) {
          let key = LayoutTrace.Frame(run: event.run, node: event.node)
          offered[key] = axis == .horizontal ? event.proposal.width : event.proposal.height
        }
        let asker = speakerName(event)
        let asked = name(event.run, event.node)
        let next = index + 1 < events.count ? events[index + 1] : nil
        if let next, next.kind == .answer, next.remembered, next.node == event.node {
          // A guide's question, or a placing parent's, answered from memory adds nothing to
          // the conversation: the placing line that follows says the size.
          if about(event), !event.forGuide, !event.whilePlacing {
            say(
              event,
              "\(asker) asks \(asked) again for \(Words.proposal(event.proposal)): "
                + "\(Words.size(next.size)), from memory")
          }
          index += 1
          continue
        }
        guard about(event) else { continue }
        let question =
          event.proposal.width == nil && event.proposal.height == nil
          ? "what is your ideal size?"
          : "you can have \(Words.proposal(event.proposal)); how much do you need?"
        let note = event.forGuide ? " (to find its alignment guide)" : probeNote(event, record)
        say(event, "\(asker) → \(asked): " + question + note)
      case .answer:
        let question = record.questionOf[index].map { events[$0] }
        guard about(event, speaker: question?.speaker) else { continue }
        say(event, "\(name(event.run, event.node)): I need \(Words.size(event.size))")
      case .probe:
        // One line for the stack's whole fitting order.
        var group = [event]
        while index + 1 < events.count, events[index + 1].kind == .probe,
          events[index + 1].speaker == event.speaker, events[index + 1].order > group.last!.order
        {
          index += 1
          group.append(events[index])
        }
        orders[LayoutTrace.Frame(run: event.run, node: event.speaker)] = group
        // Kept for a view the stack sizes: it says how flexible the view is and when its turn
        // comes (a truncation is explained by its priority).
        guard
          target == nil
            || (event.run == target!.run
              && (event.speaker == target!.node || group.contains { $0.node == target!.node }))
        else {
          continue
        }
        let axis = stackAxis(record.viewNode(run: event.run, node: event.speaker)) ?? .horizontal
        let noun = axis == .horizontal ? "width" : "height"
        let items = group.map { probe -> String in
          let range =
            probe.size.width == probe.size.height
            ? "fixed at \(Words.length(probe.size.width))"
            : "\(Words.length(probe.size.width)) to \(Words.length(probe.size.height))"
          let priority =
            probe.value == -.infinity
            ? ", a spacer (offered space last)"
            : probe.value == 0 ? "" : ", priority \(Words.length(probe.value))"
          return "\(name(probe.run, probe.node)) \(range)\(priority)"
        }
        say(
          event, node: event.speaker, extraDepth: 1,
          "\(name(event.run, event.speaker)): the \(noun) each child can take, least to most, in "
            + "the order I offer space (higher priority first, then the least flexible): "
            + items.joined(separator: "; "))
      case .offer:
        guard about(event) else { continue }
        let axis = stackAxis(record.viewNode(run: event.run, node: event.speaker)) ?? .horizontal
        let share = axis == .horizontal ? event.proposal.width : event.proposal.height
        let others = Int(event.order) - 1
        let among = others == 0 ? "" : " to share with \(Words.count(others, "other"))"
        let key = LayoutTrace.Frame(run: event.run, node: event.speaker)
        var left = Words.length(event.value)
        // The first offer after the stack is asked says where what is left comes from.
        if let whole = offered.removeValue(forKey: key), whole.isFinite, event.value.isFinite,
          let stack = record.frame(run: event.run, node: event.speaker)
        {
          left = arithmetic(
            whole, left: event.value, stack: stack, order: orders[key] ?? [], axis: axis,
            record: record, name: name)
        }
        say(
          event, node: event.speaker, extraDepth: 1,
          "\(name(event.run, event.speaker)): \(left) left\(among); "
            + "I offer \(name(event.run, event.node)) \(Words.length(share))")
      case .align:
        guard about(event) else { continue }
        let stack = record.viewNode(run: event.run, node: event.speaker)
        say(
          event, node: event.speaker, extraDepth: 1,
          "\(name(event.run, event.speaker)): \(name(event.run, event.node))'s "
            + "\(guideName(stack)) guide is at \(Words.length(event.value))")
      case .lineUp:
        // Said in the placing line, with the position it gives.
        continue
      case .place:
        guard about(event), let frame = record.frame(run: event.run, node: event.node) else {
          continue
        }
        let offset = record.trace.runs[Int(event.run)].offset
        let at = Point(x: event.point.x + offset.x, y: event.point.y + offset.y)
        let placed = name(event.run, event.node)
        let facts = reasons[frame]
        if event.speaker < 0 {
          // A GeometryReader's content run starts at the reader, placed by its parent.
          if event.run != 0, Int(event.run) < record.trace.runs.count,
            record.trace.runs[Int(event.run)].depthBase > 0
          {
            continue
          }
          say(
            event,
            "screen: I centre \(placed) at \(Words.point(at)), \(Words.size(event.size)), "
              + "in \(Words.proposal(event.proposal)): \(facts.because); there because "
              + Positions.reason(for: frame, in: record).sentence)
        } else {
          say(
            event,
            "\(name(event.run, event.speaker)): I put \(placed) at \(Words.point(at)), "
              + "\(Words.size(event.size)) for \(Words.proposal(event.proposal)): "
              + "\(facts.because); there because "
              + Positions.reason(for: frame, in: record).sentence)
        }
      }
    }
    return lines
  }

  /// `280 offered − 3 gaps of 8 − 20.333 kept for image arrow.right = 235.667`: what a stack
  /// shares first is what it was offered less its gaps (read from where its children were
  /// placed) and the least each child of a later priority needs (its probe), kept for it.
  private static func arithmetic(
    _ whole: Double, left: Double, stack: Int, order: [LayoutTrace.Event], axis: Axis,
    record: LayoutRecord, name: (Int32, Int32) -> String
  ) -> String {
    let gaps = Reasons.gaps(stack, horizontal: axis == .horizontal, record: record)
    var terms: [String] = []
    if !gaps.isEmpty { terms.append(Reasons.gapWords(gaps)) }
    if let first = order.first {
      for probe in order where probe.value < first.value && probe.size.width > 0 {
        terms.append("\(Words.length(probe.size.width)) kept for \(name(probe.run, probe.node))")
      }
    }
    // A lone child with nothing kept: what is left is what was offered.
    guard !terms.isEmpty else { return Words.length(left) }
    return "\(Words.length(whole)) offered − " + terms.joined(separator: " − ")
      + " = \(Words.length(left))"
  }

  /// "(your smallest width)" for a stack's probe at 0 along its axis, "(your largest ...)" at
  /// infinity.
  private static func probeNote(_ event: LayoutTrace.Event, _ record: LayoutRecord) -> String {
    guard let axis = stackAxis(record.viewNode(run: event.run, node: event.speaker)) else {
      return ""
    }
    let along = axis == .horizontal ? event.proposal.width : event.proposal.height
    let noun = axis == .horizontal ? "width" : "height"
    if along == 0 { return " (finding your smallest \(noun))" }
    if along == .infinity { return " (finding your largest \(noun))" }
    return ""
  }

  /// The axis a stack lays its children along; nil for a view that is not a stack.
  static func stackAxis(_ node: ViewNode?) -> Axis? {
    switch node?.kind.traits.children {
    case .horizontal?: return .horizontal
    case .vertical?: return .vertical
    case .none?, .inherited?, nil: return nil
    }
  }

  /// The guide a stack lines its children up on (`center`, `firstTextBaseline`); `alignment`
  /// for a view that lines nothing up on one guide.
  static func guideName(_ stack: ViewNode?) -> String {
    switch stack?.kind {
    case .hstack(let alignment, _, _)?: return Positions.verticalName(alignment, nil)
    case .vstack(let alignment, _, _)?: return Positions.horizontalName(alignment, nil)
    case nil, .color?, .shape?, .text?, .image?, .spacer?, .divider?, .zstack?, .padding?,
      .frame?, .flexFrame?, .background?, .overlay?, .border?, .offset?, .position?,
      .aspectRatio?, .fixedSize?, .component?, .control?, .scrollView?, .grid?, .gridRow?,
      .lazyVGrid?, .lazyHGrid?, .viewThatFits?, .custom?, .geometryReader?,
      .ignoresSafeArea?, .safeAreaInset?, .safeAreaPadding?, .containerRelativeFrame?:
      return "alignment"
    }
  }
}
