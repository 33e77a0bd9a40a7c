// Why a view has its size: a stable code and a sentence, read from what the engine recorded
// for the view (the proposal it was placed with, the size it chose, its children's answers,
// a text's lines) and the rule of its kind in layoutc-layout(7). The codes are part of the
// JSON `--explain` output (layoutc(1), EXPLAIN): a code, once printed, keeps its meaning.
import LayoutEngine

package enum Reasons {
  package struct Reason {
    package var code: String
    package var sentence: String
  }

  static func reason(for frame: Int, in record: LayoutRecord) -> Reason {
    let key = record.trace.frames[frame]
    guard let node = record.viewNode(run: key.run, node: key.node),
      let placed = record.placements[frame]
    else { return Reason(code: "unknown", sentence: "no layout was recorded for this view") }
    let proposal = placed.proposal
    let size = placed.size
    let childSizes = record.children[frame].compactMap { record.placements[$0]?.size }
    let child = childSizes.first
    let s = Words.size(size)

    func fills(_ what: String) -> Reason {
      if proposal.width == nil || proposal.height == nil {
        return Reason(
          code: "ideal-size",
          sentence: "\(what) takes the proposal; where none is given it takes its ideal size, \(s)")
      }
      return Reason(code: "fills-proposal", sentence: "\(what) takes all it is offered, \(s)")
    }

    /// A grid or a row of one: its children's lengths along its axis plus the spacing.
    func sum(horizontal: Bool) -> Reason {
      let along = horizontal ? "widths" : "heights"
      let across = horizontal ? "the tallest" : "the widest"
      return Reason(
        code: "stack-sum",
        sentence:
          "its children's \(along) and the spacing between them, and across them \(across): \(s)")
    }

    switch node.kind {
    case .color, .shape:
      return fills("a colour or shape")
    case .geometryReader:
      return fills("a GeometryReader")
    case .scrollView:
      return fills("a scroll view")
    case .text:
      let text = record.tree.nodes[frame].text
      let lines = text?.lines.count ?? 1
      let limit = record.lineLimit(run: key.run, node: key.node)?.max
      if text?.truncated == true {
        // What cut it: its line limit, else the height it was offered, else the width.
        let needs: String
        if let limit, lines >= limit, limit == 1 {
          needs =
            "more than \(Words.length(proposal.width)) wide for its one line "
            + "(its line limit is 1)"
        } else if let limit, lines >= limit {
          needs =
            "more than \(Words.count(limit, "line")) at \(Words.length(proposal.width)) wide "
            + "(its line limit is \(limit))"
        } else if let height = proposal.height, height.isFinite,
          let width = proposal.width, width.isFinite, lines > 1 || height < size.height * 2
        {
          needs = "more than \(Words.length(height)) high at \(Words.length(width)) wide"
        } else {
          needs = "more than \(Words.length(proposal.width)) wide"
        }
        return Reason(
          code: "truncated",
          sentence:
            "the text needs \(needs): it shows \(Words.count(lines, "line")) and is truncated")
      }
      if lines > 1 {
        return Reason(
          code: "wrapped",
          sentence: "the text wraps onto \(lines) lines to fit \(Words.length(proposal.width)) wide"
        )
      }
      if proposal.width == nil {
        return Reason(code: "ideal-size", sentence: "the text's ideal size: one line, \(s)")
      }
      return Reason(code: "fits-on-one-line", sentence: "the text fits on one line, \(s)")
    case .image(let image):
      if image.resizable { return fills("a resizable image") }
      if image.systemName != nil {
        return Reason(code: "symbol-size", sentence: "a symbol is sized by its font, \(s)")
      }
      return Reason(code: "natural-size", sentence: "an image keeps its natural size, \(s)")
    case .spacer:
      if size.width == 0 && size.height == 0 {
        return Reason(code: "min-length", sentence: "a spacer outside a stack takes nothing")
      }
      return Reason(
        code: "fills-proposal",
        sentence: "a spacer takes what its stack offers it, at least its minimum length: \(s)")
    case .divider:
      return Reason(code: "hairline", sentence: "a divider is a hairline across its stack, \(s)")
    case .frame(let width, let height, _):
      let fixed = [
        width.map { "\(Words.length($0)) wide" }, height.map { "\(Words.length($0)) high" },
      ]
      .compactMap { $0 }.joined(separator: " and ")
      return Reason(
        code: "fixed-frame",
        sentence: "the frame is \(fixed) whatever its content needs"
          + (child.map { " (its content is \(Words.size($0)))" } ?? ""))
    case .flexFrame(let frame):
      return flexible(frame, proposal: proposal, size: size, child: child)
    case .padding(let insets):
      guard let child else { break }
      return Reason(
        code: "child-plus-padding",
        sentence:
          "its content's \(Words.size(child)) plus \(Words.insets(insets)): \(s)")
    case .hstack(_, _, let lazy):
      return stack(frame, node: node, horizontal: true, lazy: lazy, size: size, record: record)
    case .vstack(_, _, let lazy):
      return stack(frame, node: node, horizontal: false, lazy: lazy, size: size, record: record)
    case .lazyHGrid, .gridRow:
      return sum(horizontal: true)
    case .lazyVGrid, .grid:
      return sum(horizontal: false)
    case .zstack:
      return Reason(
        code: "union-of-children", sentence: "the union of its children's frames: \(s)")
    case .background, .overlay, .border:
      return Reason(
        code: "primary-size", sentence: "the size of the view it decorates, \(s)")
    case .fixedSize(let horizontal, let vertical):
      let axes =
        horizontal && vertical ? "both axes" : horizontal ? "its width" : "its height"
      return Reason(
        code: "ideal-size",
        sentence: "it asks its content for its ideal size on \(axes), whatever it is offered: \(s)")
    case .aspectRatio:
      return Reason(
        code: "aspect-ratio", sentence: "the largest size of its ratio that fits the proposal: \(s)"
      )
    case .position:
      return fills("a positioned view")
    case .viewThatFits:
      return chosen(frame, record: record, size: size)
    // Their size is their content's, or their layout's answer from their children.
    case .offset, .component, .control, .custom, .ignoresSafeArea, .safeAreaInset,
      .safeAreaPadding, .containerRelativeFrame:
      break
    }
    if let child, child == size {
      return Reason(code: "child-size", sentence: "the size of its content, \(s)")
    }
    return Reason(code: "from-children", sentence: "its layout's answer from its children, \(s)")
  }

  /// An HStack or VStack: its children's lengths and the gaps between them along its axis
  /// (read from where they were placed), and across them the widest (or tallest), or the
  /// span of the children lined up on their alignment guides where that is more.
  static func stack(
    _ frame: Int, node: ViewNode, horizontal: Bool, lazy: Bool, size: Size, record: LayoutRecord
  ) -> Reason {
    let placed = record.children[frame].compactMap { record.placements[$0] }
    let lengths = placed.map { horizontal ? $0.size.width : $0.size.height }
    let along = horizontal ? "widths" : "heights"
    var sentence = "its children's \(along) (\(Words.length(lengths.reduce(0, +))) in all)"
    let gaps = Self.gaps(frame, horizontal: horizontal, record: record)
    if !gaps.isEmpty { sentence += " and " + Self.gapWords(gaps) + " between them" }
    let across = placed.map { horizontal ? $0.size.height : $0.size.width }
    let widest = across.max() ?? 0
    let extent = horizontal ? size.height : size.width
    let noun = horizontal ? "the tallest" : "the widest"
    if extent > widest + 0.0005, lazy {
      sentence +=
        "; across them \(Words.length(extent)), all it is offered: a lazy stack fills its "
        + "\(horizontal ? "height" : "width") (\(noun) child is \(Words.length(widest)))"
    } else if extent > widest + 0.0005 {
      let guide = Dialogue.guideName(node)
      sentence +=
        "; across them \(Words.length(extent)), the span of its children lined up on their "
        + "\(guide) guides (\(noun) is \(Words.length(widest)))"
    } else {
      sentence += ", and across them \(noun)"
    }
    return Reason(code: "stack-sum", sentence: sentence + ": \(Words.size(size))")
  }

  /// The gaps between a stack's children along its axis, read from where they were placed.
  static func gaps(_ frame: Int, horizontal: Bool, record: LayoutRecord) -> [Double] {
    let placed = record.children[frame].compactMap { record.placements[$0] }
    // A right-to-left stack puts each child to the left of the one before it.
    let key = record.trace.frames[frame]
    let mirrored = horizontal && record.rightToLeft(run: key.run, node: key.node)
    var gaps: [Double] = []
    for index in placed.indices.dropFirst() {
      let (a, b) = (placed[index - 1], placed[index])
      let gap =
        mirrored
        ? a.point.x - (b.point.x + b.size.width)
        : horizontal
          ? b.point.x - (a.point.x + a.size.width) : b.point.y - (a.point.y + a.size.height)
      gaps.append((gap * 1000).rounded() / 1000)
    }
    return gaps
  }

  /// `3 gaps of 8`, or `gaps of 8, 8 and 0`.
  static func gapWords(_ gaps: [Double]) -> String {
    guard let first = gaps.first else { return "no gaps" }
    if gaps.allSatisfy({ $0 == first }) {
      return "\(Words.count(gaps.count, "gap")) of \(Words.length(first))"
    }
    let listed = gaps.map { Words.length($0) }
    return "gaps of " + listed.dropLast().joined(separator: ", ") + " and " + listed.last!
  }

  /// A flexible frame: the proposal clamped to its minimum and maximum, or its content's size
  /// where it gives no bound (layoutc-layout(7) 9).
  static func flexible(_ frame: FlexFrame, proposal: ProposedSize, size: Size, child: Size?)
    -> Reason
  {
    func axis(
      _ name: String, min: Double?, max: Double?, offered: Double?, got: Double, content: Double?
    )
      -> Reason?
    {
      if let max, got == max, let offered, offered > max {
        return Reason(
          code: "clamped-to-max-\(name)",
          sentence:
            "offered \(Words.length(offered)), the frame stops at its maximum \(name), \(Words.length(max))"
        )
      }
      if let min, got == min,
        (offered.map { $0 < min } ?? true) || content.map({ $0 < min }) == true
      {
        return Reason(
          code: "clamped-to-min-\(name)",
          sentence: "the frame is at least its minimum \(name), \(Words.length(min))")
      }
      if max == .infinity, let offered, got == offered {
        return Reason(
          code: "fills-proposal",
          sentence:
            "its maximum \(name) is infinity, so the frame takes all the \(name) it is offered, \(Words.length(got))"
        )
      }
      return nil
    }
    if let reason = axis(
      "width", min: frame.minWidth, max: frame.maxWidth, offered: proposal.width,
      got: size.width, content: child?.width)
    {
      return reason
    }
    if let reason = axis(
      "height", min: frame.minHeight, max: frame.maxHeight, offered: proposal.height,
      got: size.height, content: child?.height)
    {
      return reason
    }
    return Reason(
      code: "child-size",
      sentence: "within its bounds, the frame is its content's size, \(Words.size(size))")
  }

  /// ViewThatFits: the candidate it shows, and the ideal sizes of those before it that did
  /// not fit (its questions with an unspecified proposal on the axes it fits in).
  static func chosen(_ frame: Int, record: LayoutRecord, size: Size) -> Reason {
    let key = record.trace.frames[frame]
    guard let view = record.viewNode(run: key.run, node: key.node),
      case .viewThatFits(let horizontal, let vertical) = view.kind,
      let placed = record.placements[frame]
    else { return Reason(code: "first-that-fits", sentence: "it shows nothing") }
    var ideal: [Int32: Size] = [:]
    for (index, event) in record.events.enumerated()
    where event.kind == .answer && event.run == key.run {
      guard let question = record.questionOf[index] else { continue }
      let asked = record.events[question]
      if asked.speaker == key.node,
        horizontal ? asked.proposal.width == nil : true,
        vertical ? asked.proposal.height == nil : true, ideal[event.node] == nil
      {
        ideal[event.node] = event.size
      }
    }
    let shown = record.children[frame].first.map { record.trace.frames[$0].node }
    var parts: [String] = []
    for child in view.children {
      let childView = record.viewNode(run: key.run, node: Int32(child))
      let name = Words.name(
        kind: childView?.kind.name ?? "view", label: childView?.label, id: childView?.id)
      if Int32(child) == shown {
        parts.append("it shows \(name)")
        break
      }
      if let size = ideal[Int32(child)] {
        parts.append("\(name) would need \(Words.size(size))")
      }
    }
    return Reason(
      code: "first-that-fits",
      sentence: "offered \(Words.proposal(placed.proposal)), "
        + parts.joined(separator: "; ") + ": \(Words.size(size))")
  }
}
