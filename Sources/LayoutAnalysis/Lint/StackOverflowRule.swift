// Lint rule `stack-overflow` (layoutc(1), LINT): an hstack or vstack whose children need more
// than it was offered along its axis, with the children that cannot shrink (the least each
// needs, from the stack's probes). What a stack offers a child stack on its own axis is a
// share, which the child may exceed when the outer stack gives the others less: the overflow
// is judged on the outer stack.
import LayoutEngine
import LayoutSyntax

/// A stack's children need more than it was offered.
enum StackOverflowRule: LintTreeRule {
  static let rule = LintRule(
    id: "stack-overflow", summary: "a stack's children need more than it was offered",
    why: "the stack grows past what its parent offered and its ends are drawn outside it, "
      + "over its neighbours or off the screen",
    fix: "let a child shrink (a text that can wrap or truncate, a flexible frame instead of a "
      + "fixed one), reduce the spacing, or put the stack in a ScrollView")

  static func check(
    _ index: Int, _ view: ViewNode, in tree: LintTree, into findings: inout LintFindings
  ) {
    if let message = overflow(index, view, in: tree) {
      findings.add(Self.self, message, at: tree.nodes[index])
    }
  }

  static func overflow(_ index: Int, _ view: ViewNode, in tree: LintTree) -> String? {
    let horizontal: Bool
    switch view.kind {
    case .hstack: horizontal = true
    case .vstack: horizontal = false
    default: return nil
    }
    guard let placed = tree.record.placements[index],
      let offered = horizontal ? placed.proposal.width : placed.proposal.height,
      offered.isFinite, !isShareOfStack(index, horizontal: horizontal, in: tree)
    else { return nil }
    let needed = horizontal ? placed.size.width : placed.size.height
    let over = needed - offered
    guard over >= LintTree.tolerance else { return nil }
    let key = tree.record.trace.frames[index]
    var rigid: [String] = []
    for child in tree.record.children[index] {
      let childKey = tree.record.trace.frames[child]
      guard let probe = tree.probes[LayoutTrace.Frame(run: key.run, node: childKey.node)],
        probe.min >= LintTree.tolerance
      else { continue }
      let source = tree.nodes[child].source
      let inner = tree.described(child)
      let own = Words.name(
        kind: tree.nodes[child].kind, label: tree.nodes[child].label, id: tree.nodes[child].id)
      let shown =
        inner.hasPrefix(own + " (") ? own : inner.prefix { $0 != "(" }.dropLast() + " in \(own)"
      rigid.append(
        "\(shown) at \(source.line):\(source.column) (at least \(LintTree.number(probe.min)))")
    }
    let axis = horizontal ? "horizontally" : "vertically"
    let length = horizontal ? "wide" : "high"
    var message =
      "\(tree.name(index)) overflows by \(LintTree.number(over)) points \(axis): its children need "
      + "\(LintTree.number(needed)) \(length) but it is offered \(LintTree.number(offered))"
    if !rigid.isEmpty {
      let shown = rigid.prefix(4).joined(separator: ", ")
      let more = rigid.count > 4 ? " and \(rigid.count - 4) more" : ""
      message += "; \(shown)\(more) cannot shrink"
    }
    return message + "; let a child shrink, reduce the spacing, or scroll"
  }

  /// Whether what a stack was offered along its axis is its share of a stack around it on the
  /// same axis (through modifiers that pass the offer on): that offer is a step in the outer
  /// stack's sharing, which gives the rest to the others once it takes more, so the placed row
  /// overflows only if the outer stack does, and that one is reported.
  static func isShareOfStack(_ index: Int, horizontal: Bool, in tree: LintTree) -> Bool {
    var current = tree.parents[index]
    while current >= 0 {
      let key = tree.record.trace.frames[current]
      guard let view = tree.record.viewNode(run: key.run, node: key.node) else { return false }
      switch view.kind {
      case .hstack: return horizontal
      case .vstack: return !horizontal
      case .padding, .background, .overlay, .border, .offset, .component, .ignoresSafeArea,
        .safeAreaPadding:
        current = tree.parents[current]
      case .flexFrame(let frame):
        // A flexible frame with no limits on the axis passes the offer on unchanged.
        let limits =
          horizontal ? [frame.minWidth, frame.maxWidth] : [frame.minHeight, frame.maxHeight]
        guard limits.allSatisfy({ $0 == nil || $0 == .infinity }) else { return false }
        current = tree.parents[current]
      default: return false
      }
    }
    return false
  }
}
