// Lint rule `text-truncated` (layoutc(1), LINT): a text whose shown lines leave part of it out
// (its line limit, or the width or height it is offered), or a text whole in its own frame but
// cut by a view above it that clips. The only rule that reads the parts of a control: a
// truncated label is the author's to fix.
import LayoutEngine
import LayoutSyntax

/// A text is truncated or clipped.
enum TextTruncatedRule: LintTreeRule {
  static let rule = LintRule(
    id: "text-truncated", summary: "a text is truncated or clipped",
    why: "the reader loses the end of the text, replaced by an ellipsis",
    fix: "give the text room (.layoutPriority(1), a shorter sibling), allow more lines "
      + "(.lineLimit(nil) or a larger limit), or shorten the text")

  static var checksControlParts: Bool { true }

  static func check(
    _ index: Int, _ view: ViewNode, in tree: LintTree, into findings: inout LintFindings
  ) {
    let key = tree.record.trace.frames[index]
    if let message = truncation(index, key, in: tree) ?? clipping(index, in: tree) {
      findings.add(Self.self, message, at: tree.nodes[index])
    }
  }

  static func truncation(_ index: Int, _ key: LayoutTrace.Frame, in tree: LintTree) -> String? {
    let node = tree.nodes[index]
    guard let text = node.text, text.truncated else { return nil }
    let label = node.label ?? ""
    let shown = text.lines.joined(separator: " ")
    var (lost, lostText) = Self.lost(label, shown: shown)
    // The spaces around what was lost are not counted: they are not read.
    lostText = lostText.map {
      String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
    if let lostText, !lostText.isEmpty { lost = lostText.count }
    var message = "\(tree.name(index)) is truncated to " + SwiftLiteral.quoted(shown)
    if lost > 0 {
      message += ", losing \(Words.count(lost, "character")) of \(label.count)"
      if let lostText, !lostText.isEmpty { message += " (" + SwiftLiteral.quoted(lostText) + ")" }
    }
    let limit = tree.record.lineLimit(run: key.run, node: key.node)?.max
    let proposal = tree.record.placements[index]?.proposal ?? .unspecified
    let size = node.frame.size
    var causes: [String] = []
    if let limit, text.lines.count >= limit {
      causes.append("its line limit is \(limit)")
    }
    if text.lines.count == 1, let ideal = tree.ideals[key], ideal > size.width + LintTree.tolerance
    {
      causes.append(
        "it needs \(LintTree.number(ideal)) wide on one line but is \(LintTree.number(size.width)) wide"
      )
    }
    if let height = proposal.height, height.isFinite, causes.isEmpty || limit == nil,
      text.lines.count == 1 || limit.map({ text.lines.count < $0 }) ?? true
    {
      causes.append("it is offered only \(LintTree.number(height)) high")
    }
    if causes.isEmpty, let width = proposal.width, width.isFinite {
      causes.append("it is offered only \(LintTree.number(width)) wide")
    }
    if !causes.isEmpty { message += ": " + causes.joined(separator: " and ") }
    return message + "; give it room, allow more lines, or shorten it"
  }

  /// A text whole in its own frame but cut by a view above it that clips: how much of it is
  /// not drawn, on which sides.
  static func clipping(_ index: Int, in tree: LintTree) -> String? {
    let node = tree.nodes[index]
    guard node.text != nil, !(node.label ?? "").isEmpty, let clip = tree.context[index].clip else {
      return nil
    }
    let f = node.frame
    let c = tree.nodes[clip].frame
    func lost(
      _ before: Double, _ after: Double, _ length: Double, _ axis: String, _ ends: (String, String)
    )
      -> String?
    {
      let before = max(0, before)
      let after = max(0, after)
      guard before + after >= LintTree.tolerance else { return nil }
      var sides: [String] = []
      if before > 0 { sides.append("\(LintTree.number(before)) \(ends.0)") }
      if after > 0 { sides.append("\(LintTree.number(after)) \(ends.1)") }
      return "\(LintTree.number(before + after)) of its \(LintTree.number(length)) \(axis) ("
        + sides.joined(separator: ", ") + ")"
    }
    let cut = [
      lost(
        c.origin.x - f.origin.x, (f.origin.x + f.size.width) - (c.origin.x + c.size.width),
        f.size.width, "width", ("left", "right")),
      lost(
        c.origin.y - f.origin.y, (f.origin.y + f.size.height) - (c.origin.y + c.size.height),
        f.size.height, "height", ("top", "bottom")),
    ].compactMap { $0 }
    guard !cut.isEmpty else { return nil }
    let source = tree.nodes[clip].source
    return
      "\(tree.name(index)) is clipped by \(tree.name(clip)) at \(source.line):\(source.column): "
      + cut.joined(separator: " and ") + " " + (cut.count == 1 ? "is" : "are")
      + " not drawn, as the clipping view is \(LintTree.number(c.size.width))×"
      + "\(LintTree.number(c.size.height)); give the text room, or clip less"
  }

  /// How many characters of `label` the shown lines leave out, and the text lost when the
  /// lines read as the label's start and end around one ellipsis (head, middle or tail
  /// truncation). Lines are joined by a space, where they wrapped.
  static func lost(_ label: String, shown: String) -> (Int, String?) {
    let parts = shown.split(separator: "…", maxSplits: 1, omittingEmptySubsequences: false)
    if parts.count == 2, label.hasPrefix(parts[0]), label.hasSuffix(parts[1]),
      parts[0].count + parts[1].count < label.count
    {
      let lost = label.dropFirst(parts[0].count).dropLast(parts[1].count)
      return (lost.count, String(lost))
    }
    // Otherwise count what is missing, spaces aside.
    let kept = shown.filter { $0 != "…" && !$0.isWhitespace }.count
    return (max(0, label.filter { !$0.isWhitespace }.count - kept), nil)
  }
}
