// The registry of lint rules: what a rule is (`LintRuleCheck`), the two places a rule looks
// (the laid-out tree, node by node; the declarations of a `.lyt` file) and the one list of
// them. `Lint.rules`, `--lint-rules`, `--disable-rule`, the completions, SARIF and both checks
// read this list; `LintTests` checks it against the rule list of layoutc(1).
//
// To add a rule: a file here with one type conforming to `LintTreeRule` or
// `LintDeclarationRule`, its id and words in `rule`; its entry in `all`, at the place layoutc(1)
// lists it; its entry in layoutc(1), LINT, Rules (its id, then its summary as a sentence); and
// `examples/lint/ID.lyt` with its findings, `ID.lint`.
import LayoutEngine
import LayoutSyntax

/// A lint rule: its id and words (`rule`) beside its check. Conforming types are namespaces
/// listed in `LintRules.all`.
protocol LintRuleCheck: Sendable {
  /// The rule's id, summary, why and fix; the id is written here and nowhere else.
  static var rule: LintRule { get }
}

/// A rule read from the laid-out tree: asked about every node, in the tree's order.
protocol LintTreeRule: LintRuleCheck {
  /// Whether the rule also checks the parts a control is made of (its label, its track), which
  /// come from the system's metrics rather than the file: only a truncated label is the
  /// author's to fix. False unless a rule says otherwise.
  static var checksControlParts: Bool { get }

  /// Adds the rule's findings about the node at `index` (whose view is `view`) to `findings`.
  static func check(
    _ index: Int, _ view: ViewNode, in tree: LintTree, into findings: inout LintFindings)
}

extension LintTreeRule {
  static var checksControlParts: Bool { false }
}

/// A rule read from the declarations of a `.lyt` file, before anything is laid out.
protocol LintDeclarationRule: LintRuleCheck {
  /// The rule's findings in the declarations of `file`, whose text is `source`.
  static func check(declarations file: FileSyntax, in source: SourceFile) -> [LintFinding]
}

/// The findings of one pass of the tree rules, and what they share while they run.
struct LintFindings {
  /// Every finding so far, in the order found.
  var all: [LintFinding] = []
  /// The offsets and positions whose moved content a finding was made about (offscreen,
  /// safe-area): a view moved by one is reported once, at that modifier, with everything it
  /// moved.
  var reportedMovers: Set<Int> = []

  /// Adds a finding of `rule` about `node`, at the place it is written.
  mutating func add(_ rule: any LintRuleCheck.Type, _ message: String, at node: FrameNode) {
    add(rule, message, position: node.source, view: node.path)
  }

  /// Adds a finding of `rule` about the view at `index`, saying what `own` says of it; nil is
  /// no finding. A view an offset or position moved is reported once, at that modifier, saying
  /// what `moved` says of everything it moved (the node and its name), else what `own` says.
  mutating func add(
    _ rule: any LintRuleCheck.Type, about index: Int, in tree: LintTree, _ own: () -> String?,
    moved: (_ index: Int, _ name: String) -> String?
  ) {
    let mover = tree.mover(of: index)
    if let mover, reportedMovers.contains(mover) { return }
    guard let message = own() else { return }
    guard let mover else { return add(rule, message, at: tree.nodes[index]) }
    reportedMovers.insert(mover)
    let node = tree.drawnNode(mover)
    add(rule, moved(node, tree.described(node)) ?? message, at: tree.nodes[mover])
  }

  /// Adds a finding of `rule` at `position`, about the view at path `view`.
  mutating func add(
    _ rule: any LintRuleCheck.Type, _ message: String, position: SourcePosition, view: String
  ) {
    all.append(LintFinding(rule: rule.rule.id, message: message, position: position, view: view))
  }
}

/// The lint rules, one type each.
enum LintRules {
  /// Every rule, in the order layoutc(1) documents them. A node's findings come in this order.
  static let all: [any LintRuleCheck.Type] = [
    TextTruncatedRule.self,
    StackOverflowRule.self,
    OffscreenRule.self,
    SafeAreaRule.self,
    SiblingOverlapRule.self,
    ZeroSizeRule.self,
    InvalidFrameRule.self,
    ParamHidesBuiltinRule.self,
  ]

  /// The rules read from the laid-out tree, in the order of `all`.
  static let tree: [any LintTreeRule.Type] = all.compactMap { $0 as? any LintTreeRule.Type }

  /// The rules read from a `.lyt` file's declarations, in the order of `all`.
  static let declarations: [any LintDeclarationRule.Type] = all.compactMap {
    $0 as? any LintDeclarationRule.Type
  }
}
