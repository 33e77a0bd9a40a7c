// `layoutc lint` (layoutc(1), LINT): what is wrong with a layout, read from what the engine
// recorded while laying it out (the frames, and the LayoutTrace of the run: the proposal each
// view was placed with, a stack's probes of its children, the view tree's nodes as written).
// Nothing is laid out again; with lint off the engine records nothing for it.
//
// Each rule is one type in its own file of this folder (`TextTruncatedRule`, ...), its id, its
// words and its check together, listed once in `LintRules.all` in the order layoutc(1)
// documents them. The id is stable: the `[rule-id]` of a finding, the SARIF `ruleId`, the name
// in `--lint-rules`, `--disable-rule` and suppression comments. Findings name the amount, the
// view (kind, label, id, path) and the cause, as Flutter's "A RenderFlex overflowed by 38
// pixels on the right" does. What the rules read of the tree is `LintTree`.
//
// Choices where SwiftUI says nothing (it prints no overflow warnings at all), for every rule
// (each rule's file says its own):
// - sizes a view asked for (overflow, what a text needs) are the unrounded ones the engine
//   recorded; where a view is drawn (the screen, the safe area, zero size, overlap) is read
//   from the printed, pixel-snapped frames; under half a point is not reported (invisible,
//   and pixel rounding alone makes such differences);
// - the parts a control is made of (system metrics, not the file) are only checked for a
//   truncated label;
// - only views that draw (text, image, shape, colour) are checked against the screen and the
//   safe area, and for zero size; a container's frame draws nothing of its own.
import LayoutEngine
import LayoutSyntax

/// A lint rule: its id, what it finds, why that matters and how to fix it.
public struct LintRule: Sendable, Hashable {
  /// The stable id: `[rule-id]` in a finding, the SARIF `ruleId`, the name `--lint-rules`,
  /// `--disable-rule` and suppression comments use.
  public var id: String
  /// What the rule finds, in a few words (the SARIF short description).
  public var summary: String
  /// Why a finding matters to the reader of the screen.
  public var why: String
  /// How to fix a finding.
  public var fix: String
}

/// One finding at a source position (1-based line, byte column), the message saying the
/// amount, the view and the cause.
public struct LintFinding: Sendable, Hashable {
  /// The id of the rule that found it.
  public var rule: String
  /// What is wrong: the amount, the view and the cause.
  public var message: String
  /// Where the view (or declaration) is written.
  public var position: SourcePosition
  /// The path of the view it is about (`0.1.2`), empty for a declaration: with `rule` and
  /// `position`, what tells the same finding in two cells of a matrix, whose amounts differ.
  public var view: String
  /// A finding of `rule` at `position`, about the view at path `view`.
  package init(rule: String, message: String, position: SourcePosition, view: String = "") {
    self.rule = rule
    self.message = message
    self.position = position
    self.view = view
  }
}

/// The lint rules and the checks that apply them to a laid-out file (`--lint`).
public enum Lint {
  /// Every rule, in the order layoutc(1) documents them.
  public static let rules: [LintRule] = LintRules.all.map { $0.rule }

  /// The rule with the id `id`, if there is one.
  public static func rule(_ id: String) -> LintRule? { rules.first { $0.id == id } }

  /// How many characters of a text's `label` its shown lines leave out, and which, where
  /// that can be told (text-truncated).
  package static func lostCharacters(_ label: String, shown: String) -> (Int, String?) {
    TextTruncatedRule.lost(label, shown: shown)
  }

  /// The findings in one layout, in the tree's order.
  public static func check(_ record: LayoutRecord, screen: ProposedSize, safeArea: EdgeInsets)
    -> [LintFinding]
  {
    let tree = LintTree(record: record, screen: screen, safeArea: safeArea)
    var findings = LintFindings()
    let count = min(tree.nodes.count, record.trace.frames.count)
    for index in 0..<count {
      guard let view = tree.view(index) else { continue }
      let inControl = tree.context[index].inControl
      for rule in LintRules.tree where !inControl || rule.checksControlParts {
        rule.check(index, view, in: tree, into: &findings)
      }
    }
    return findings.all
  }

  /// The findings in the declarations of a `.lyt` file (components' parameters).
  public static func check(declarations file: FileSyntax, in source: SourceFile) -> [LintFinding] {
    LintRules.declarations.flatMap { $0.check(declarations: file, in: source) }
  }

  /// Whether a comment directive in `source` turns the finding off: `layoutc-lint: ignore`
  /// (every rule) or `layoutc-lint: ignore RULE, RULE` on the finding's line or the line
  /// above, or `layoutc-lint: ignore-file RULE, ...` anywhere in the file.
  public static func isSuppressed(_ finding: LintFinding, in directives: Directives) -> Bool {
    if directives.file.contains(finding.rule) || directives.file.contains("") { return true }
    let first =
      directives.firstLines.indices.contains(finding.position.file)
      ? directives.firstLines[finding.position.file] : 0
    for line in [first + finding.position.line, first + finding.position.line - 1] {
      if let rules = directives.lines[line], rules.contains(finding.rule) || rules.contains("") {
        return true
      }
    }
    return false
  }

  /// The suppression comments of a file: rule ids by line, and for the whole file; `""`
  /// stands for every rule.
  public struct Directives: Sendable {
    /// Rule ids by 1-based line, for findings on that line or the one below.
    package var lines: [Int: Set<String>] = [:]
    /// Rule ids turned off for the whole file.
    package var file: Set<String> = []
    /// The 0-based line each of the source's files starts at: `lines` counts across them.
    var firstLines: [Int] = [0]

    /// The directives in the `//` comments of `source`.
    public init(_ source: SourceFile) {
      let marker = Array("layoutc-lint:".utf8)
      let bytes = source.bytes
      firstLines = source.parts.map(\.firstLine)
      for (index, start) in source.lineStarts.enumerated() {
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        guard let comment = Self.find(Array("//".utf8), in: bytes, from: start, to: end),
          let found = Self.find(marker, in: bytes, from: comment, to: end)
        else { continue }
        let rest = String(decoding: bytes[(found + marker.count)..<end], as: UTF8.self)
        var words = rest.split(whereSeparator: {
          $0 == " " || $0 == "," || $0 == "\t" || $0 == "\r"
        })
        .map(String.init)
        guard let verb = words.first else { continue }
        words.removeFirst()
        // `--` starts the reason, which is not read.
        let ids = words.prefix { $0 != "--" }
        let rules = ids.isEmpty ? [""] : Set(ids)
        switch verb {
        case "ignore": lines[index + 1, default: []].formUnion(rules)
        case "ignore-file": file.formUnion(rules)
        default: continue
        }
      }
    }

    static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int, to end: Int) -> Int? {
      guard end - start >= needle.count else { return nil }
      var i = start
      while i + needle.count <= end {
        if bytes[i] == needle[0], Array(bytes[i..<(i + needle.count)]) == needle { return i }
        i += 1
      }
      return nil
    }
  }
}
