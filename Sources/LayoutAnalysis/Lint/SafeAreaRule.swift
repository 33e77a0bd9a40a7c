// Lint rule `safe-area` (layoutc(1), LINT): a view that draws, reaching into the safe-area band
// (the insets of `--device` or `--safe-area`). Any `.ignoresSafeArea` above a view opts it out,
// whatever edges it names. A view off the screen is the offscreen rule's, not this one's; like
// that rule, it judges a view by what its clipping views let it draw, leaves a ScrollView's
// content alone and reports a moved view once, at what moved it.
import LayoutEngine
import LayoutSyntax

/// A view is drawn in the safe-area band without `.ignoresSafeArea`.
enum SafeAreaRule: LintTreeRule {
  static let rule = LintRule(
    id: "safe-area", summary: "a view is drawn in the safe-area band without ignoresSafeArea",
    why: "the status bar, the Dynamic Island, the home indicator or the rounded corners cover it",
    fix: "keep the view inside the safe area (remove the offset, add padding), or, for a "
      + "background meant to bleed to the edges, add .ignoresSafeArea()")

  static func check(
    _ index: Int, _ view: ViewNode, in tree: LintTree, into findings: inout LintFindings
  ) {
    guard tree.drawsVisibly(view) else { return }
    // A view off the screen is the offscreen rule's.
    findings.add(Self.self, about: index, in: tree) {
      OffscreenRule.message(index, in: tree) == nil ? message(index, in: tree) : nil
    } moved: {
      message($0, named: $1, in: tree)
    }
  }

  /// How far the node at `index`, named `named` (its own name by default), reaches into the
  /// safe area; nil when it does not.
  static func message(_ index: Int, named: String? = nil, in tree: LintTree) -> String? {
    guard let width = tree.screen.width, let height = tree.screen.height, width.isFinite,
      height.isFinite
    else { return nil }
    let insets = [
      tree.safeArea.top, tree.safeArea.leading, tree.safeArea.bottom, tree.safeArea.trailing,
    ]
    guard insets.contains(where: { $0 > 0 }) else { return nil }
    let f = tree.visibleFrame(index)
    guard f.size.width > 0, f.size.height > 0, !tree.inScrollView(index) else { return nil }
    guard !tree.context[index].ignoresSafeArea else { return nil }
    // How deep the frame reaches into each band (clipped to the screen).
    let minX = max(f.origin.x, 0)
    let maxX = min(f.origin.x + f.size.width, width)
    let minY = max(f.origin.y, 0)
    let maxY = min(f.origin.y + f.size.height, height)
    guard maxX > minX, maxY > minY else { return nil }
    let bands: [(String, Double, Double)] = [
      ("top", tree.safeArea.top, tree.safeArea.top - minY),
      ("bottom", tree.safeArea.bottom, maxY - (height - tree.safeArea.bottom)),
      ("leading", tree.safeArea.leading, tree.safeArea.leading - minX),
      ("trailing", tree.safeArea.trailing, maxX - (width - tree.safeArea.trailing)),
    ]
    let reached = bands.filter { $0.1 > 0 && $0.2 >= LintTree.tolerance }
    guard !reached.isEmpty else { return nil }
    let parts = reached.map {
      "\(LintTree.number(min($0.2, $0.1))) points into the \(LintTree.number($0.1))-point \($0.0) safe area"
    }
    return "\(named ?? tree.name(index)) reaches " + parts.joined(separator: " and ")
      + " without .ignoresSafeArea(); keep it inside the safe area"
  }
}
