// Lint rule `zero-size` (layoutc(1), LINT): a view that draws (a non-empty text, a colour other
// than clear, a shape or an image, shown) with zero width or height, read from the printed
// frames, with the cause when it was offered zero.
import LayoutEngine
import LayoutSyntax

/// A view that draws something has zero width or height.
enum ZeroSizeRule: LintTreeRule {
  static let rule = LintRule(
    id: "zero-size", summary: "a view that draws something has zero width or height",
    why: "a colour, shape or text with no width or height draws nothing",
    fix: "give it a size (.frame(width:height:), a minimum), make room for it in its stack, or "
      + "remove it")

  static func check(
    _ index: Int, _ view: ViewNode, in tree: LintTree, into findings: inout LintFindings
  ) {
    guard tree.drawsVisibly(view), let message = message(index, in: tree) else { return }
    findings.add(Self.self, message, at: tree.nodes[index])
  }

  static func message(_ index: Int, in tree: LintTree) -> String? {
    let size = tree.nodes[index].frame.size
    guard size.width == 0 || size.height == 0 else { return nil }
    let proposal = tree.record.placements[index]?.proposal ?? .unspecified
    var cause = ""
    if size.width == 0, proposal.width == 0 {
      cause = ": it is offered 0 wide"
    } else if size.height == 0, proposal.height == 0 {
      cause = ": it is offered 0 high"
    }
    let axes =
      size.width == 0 && size.height == 0
      ? "zero size" : size.width == 0 ? "zero width" : "zero height"
    return "\(tree.name(index)) has \(axes) (\(Words.size(size))) and draws nothing\(cause); "
      + "give it a size or remove it"
  }
}
