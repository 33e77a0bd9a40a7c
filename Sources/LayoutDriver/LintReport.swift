// What `layoutc lint` prints (layoutc(1), LINT): the findings of every file at every screen,
// the rules not selected and the suppressed ones left out, each finding once (with the
// screens it happens on when it does not happen on all), in file order, then by position.
import LayoutAnalysis
import LayoutEngine
import LayoutSyntax

struct LintReport {
  struct Entry {
    var source: SourceFile
    var finding: LintFinding
  }
  let entries: [Entry]

  /// `files`: each file with its findings per cell; `cellNames`: each cell as the dumps name
  /// it (`iphone-se 375x667 @2x, accessibility2`), in the same order.
  init(files: [(SourceFile, [[LintFinding]])], cellNames: [String], rules: [LintRule]) {
    let order = Dictionary(
      uniqueKeysWithValues: rules.enumerated().map { ($0.element.id, $0.offset) })
    var entries: [Entry] = []
    for (source, perScreen) in files {
      let directives = Lint.Directives(source)
      // Each distinct finding with the configurations it happens at, in first-seen order.
      var screens: [LintFinding: [Int]] = [:]
      var seen: [LintFinding] = []
      for (screen, findings) in perScreen.enumerated() {
        for finding in findings
        where order[finding.rule] != nil && !Lint.isSuppressed(finding, in: directives) {
          if screens[finding] == nil { seen.append(finding) }
          if screens[finding]?.last != screen { screens[finding, default: []].append(screen) }
        }
      }
      var file: [Entry] = []
      for finding in seen {
        var shown = finding
        let at = screens[finding] ?? []
        if cellNames.count > 1, at.count < perScreen.count {
          shown.message +=
            " (at " + at.map { $0 < cellNames.count ? cellNames[$0] : "?" }.joined(separator: "; ")
            + ")"
        }
        file.append(Entry(source: source, finding: shown))
      }
      file.sort { a, b in
        let (x, y) = (a.finding, b.finding)
        if x.position.line != y.position.line { return x.position.line < y.position.line }
        if x.position.column != y.position.column { return x.position.column < y.position.column }
        if x.rule != y.rule { return order[x.rule]! < order[y.rule]! }
        return x.message < y.message
      }
      entries += file
    }
    self.entries = entries
  }

  var isEmpty: Bool { entries.isEmpty }

  /// `file:line:col: warning: message [rule-id]`, the source line and a caret, as the
  /// tool's errors are printed.
  func text(renderer: DiagnosticRenderer) -> String {
    entries.map { entry in
      let position = entry.finding.position
      let offset = Pipeline.offset(of: position, in: entry.source)
      let range =
        Pipeline.nameRange(at: position, in: entry.source) ?? SourceRange(offset, offset)
      let diagnostic = Diagnostic(
        .warning, entry.finding.message + " [\(entry.finding.rule)]", at: range)
      return renderer.render(diagnostic, in: entry.source)
    }.joined()
  }

  func sarif(version: String) -> String {
    Sarif.log(
      entries.map { Sarif.Result(file: $0.source.name, finding: $0.finding) }, rules: Lint.rules,
      version: version)
  }
}
