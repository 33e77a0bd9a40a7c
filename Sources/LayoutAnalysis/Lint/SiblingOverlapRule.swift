// Lint rule `sibling-overlap` (layoutc(1), LINT): two children of an hstack or vstack that overlap
// along its axis. An `.offset` or `.position` moves what its view draws: overlap is judged on
// the moved frame, and two siblings of a stack with negative spacing are meant to overlap.
import LayoutEngine
import LayoutSyntax

/// Siblings overlap in a stack.
enum SiblingOverlapRule: LintTreeRule {
  static let rule = LintRule(
    id: "sibling-overlap", summary: "siblings overlap in a stack",
    why: "a stack places its children one after another, so overlap means something moved a "
      + "child after layout (.offset, .position) and it now covers its neighbour",
    fix: "move it with spacing or padding so the stack makes room, or layer the views on "
      + "purpose with a ZStack or .overlay")

  static func check(
    _ index: Int, _ view: ViewNode, in tree: LintTree, into findings: inout LintFindings
  ) {
    if let (message, at) = overlaps(index, view, in: tree) {
      findings.add(Self.self, message, position: at, view: tree.nodes[index].path)
    }
  }

  /// The first overlap in a stack, reported at the later sibling (where an offset moved one,
  /// at that offset).
  static func overlaps(_ index: Int, _ view: ViewNode, in tree: LintTree)
    -> (String, SourcePosition)?
  {
    let horizontal: Bool
    switch view.kind {
    case .hstack(_, let spacing, _):
      if let spacing, spacing < 0 { return nil }
      horizontal = true
    case .vstack(_, let spacing, _):
      if let spacing, spacing < 0 { return nil }
      horizontal = false
    default: return nil
    }
    let children = tree.record.children[index].filter { child in
      let key = tree.record.trace.frames[child]
      guard let view = tree.record.viewNode(run: key.run, node: key.node) else { return false }
      if case .spacer = view.kind { return false }
      let f = tree.drawnFrame(child)
      return f.size.width > 0 && f.size.height > 0 && !view.attributes.hidden
        && view.attributes.opacity != 0
    }
    guard children.count >= 2, children.count <= 500 else { return nil }
    for (position, later) in children.enumerated().dropFirst() {
      let b = tree.drawnFrame(later)
      for earlier in children[..<position] {
        let a = tree.drawnFrame(earlier)
        let along =
          horizontal
          ? min(a.origin.x + a.size.width, b.origin.x + b.size.width) - max(a.origin.x, b.origin.x)
          : min(a.origin.y + a.size.height, b.origin.y + b.size.height)
            - max(a.origin.y, b.origin.y)
        let across =
          horizontal
          ? min(a.origin.y + a.size.height, b.origin.y + b.size.height)
            - max(a.origin.y, b.origin.y)
          : min(a.origin.x + a.size.width, b.origin.x + b.size.width) - max(a.origin.x, b.origin.x)
        guard along >= LintTree.tolerance, across > 0 else { continue }
        let moved =
          tree.drawnFrame(later) != tree.nodes[later].frame
          ? later : tree.drawnFrame(earlier) != tree.nodes[earlier].frame ? earlier : nil
        let cause =
          moved.map {
            "; .\(tree.nodes[$0].kind) moves \($0 == later ? "it" : tree.described($0)) after layout"
          } ?? ""
        let message =
          "\(tree.described(later)) overlaps \(tree.described(earlier)) by "
          + "\(LintTree.number(along)) points in \(tree.name(index))\(cause); make room with spacing or "
          + "padding, or layer them in a ZStack"
        return (message, tree.nodes[moved ?? later].source)
      }
    }
    return nil
  }
}
