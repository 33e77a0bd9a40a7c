// Lint rule `offscreen` (layoutc(1), LINT): a view that draws, drawn partly or entirely outside
// the screen. Views inside a ScrollView are never "off the screen": scrolling brings them in; a
// view under a clipping view (`.clipped()`, `.clipShape`) is judged by the part the clip draws.
// A view an offset or position moved is reported once, at the modifier that moved it, with the
// frame of everything it moved.
import LayoutEngine
import LayoutSyntax

/// A view is drawn outside the screen.
enum OffscreenRule: LintTreeRule {
  static let rule = LintRule(
    id: "offscreen", summary: "a view is drawn outside the screen",
    why: "what lies outside the screen is never seen",
    fix: "remove the offset or position that moves it, or let its container fit the screen "
      + "(a ScrollView for long content)")

  static func check(
    _ index: Int, _ view: ViewNode, in tree: LintTree, into findings: inout LintFindings
  ) {
    guard tree.drawsVisibly(view) else { return }
    findings.add(Self.self, about: index, in: tree) {
      message(index, in: tree)
    } moved: {
      message($0, named: $1, in: tree)
    }
  }

  /// What is outside the screen of the node at `index`, named `named` (its own name by
  /// default); nil when it is on the screen.
  static func message(_ index: Int, named: String? = nil, in tree: LintTree) -> String? {
    guard let width = tree.screen.width, let height = tree.screen.height, width.isFinite,
      height.isFinite
    else { return nil }
    // What a clipping view above it cuts off is not drawn, on the screen or off it.
    let f = tree.visibleFrame(index)
    guard f.size.width > 0, f.size.height > 0, !tree.inScrollView(index) else { return nil }
    let sides: [(String, Double)] = [
      ("left", -f.origin.x), ("right", f.origin.x + f.size.width - width),
      ("top", -f.origin.y), ("bottom", f.origin.y + f.size.height - height),
    ]
    let outside = sides.filter { $0.1 >= LintTree.tolerance }
    guard !outside.isEmpty else { return nil }
    let screenText = "\(LintTree.number(width))×\(LintTree.number(height))"
    // Entirely outside: how far from the screen's edge it lies.
    let gaps: [(String, Double)] = [
      ("left", -(f.origin.x + f.size.width)), ("right", f.origin.x - width),
      ("top", -(f.origin.y + f.size.height)), ("bottom", f.origin.y - height),
    ]
    let text: String
    if let gap = gaps.filter({ $0.1 >= 0 }).max(by: { $0.1 < $1.1 }) {
      text =
        "is entirely off the \(gap.0) of the \(screenText) screen, "
        + "\(LintTree.number(gap.1)) points beyond its edge"
    } else {
      text =
        "is "
        + outside.map { "\(LintTree.number($0.1)) points off the \($0.0)" }
        .joined(separator: " and ") + " of the \(screenText) screen"
    }
    return "\(named ?? tree.name(index)) \(text); move it back or let its container fit the screen"
  }
}
