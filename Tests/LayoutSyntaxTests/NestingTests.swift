// The nesting limit (ParserLimits.maxNestingDepth): 100,000 nested views parse on a thread
// with a 1 GiB stack, one more gives exactly one error and the parse stops; every kind of
// recursion counts; and the stack one level takes leaves room for the default limit.
import LayoutSyntax
import Testing

/// Sources nesting `depth` levels of one construct, each level counted once.
private func nested(_ kind: String, depth: Int) -> String {
  func repeated(_ piece: String, _ count: Int = depth) -> String {
    String(repeating: piece, count: count)
  }
  switch kind {
  case "views": return repeated("vstack <\n") + repeated(">\n")
  case "foreach": return repeated("foreach i in 0..<1 < ") + repeated("> ")
  case "else if": return "if 1 < > " + repeated("else if 1 < > ", depth - 1)
  case "parentheses": return "let x = " + repeated("(") + "1" + repeated(")") + "\nred"
  case "lists": return "let x = " + repeated("[") + "1" + repeated("]") + "\nred"
  case "unary minus": return "let x = " + repeated("-") + "1\nred"
  case "binary operators": return "let x = 1" + repeated(" + 1") + "\nred"
  case "chains": return "let x = " + repeated("f(") + "1" + repeated(")") + "\nred"
  case "interpolations": return "let x = " + repeated("\"\\(") + "1" + repeated(")\"") + "\nred"
  default: return ""
  }
}

private let kinds = [
  "views", "foreach", "else if", "parentheses", "lists", "unary minus", "binary operators",
  "chains", "interpolations",
]

/// The diagnostics of a parse run on a 1 GiB stack, as `line:col: message`.
private func deepDiagnostics(_ text: String, limits: ParserLimits = .init()) -> [String] {
  onLargeStack {
    let source = SourceFile(name: "deep.lyt", text: text)
    let result = Parser.parse(source, limits: limits)
    return result.diagnostics.map { "\(source.location(of: $0.range.start)): \($0.message)" }
  }
}

@Suite struct NestingTests {
  @Test func hundredThousandNestedViewsParse() {
    let depth = onLargeStack { () -> Int in
      let result = Parser.parse(SourceFile(name: "deep.lyt", text: nested("views", depth: 100_000)))
      guard result.diagnostics.isEmpty else { return -1 }
      // Walk down without recursion to check the whole tree was built.
      var levels = 0
      var view = result.file.root
      while let current = view, case .named(let named) = current.primary {
        levels += 1
        view = named.children?.views.first
      }
      return levels
    }
    #expect(depth == 100_000)
  }

  @Test func oneLevelMoreIsExactlyOneError() {
    #expect(
      deepDiagnostics(nested("views", depth: 100_001))
        == ["100001:1: nesting too deep (more than 100000 levels)"])
  }

  @Test(arguments: kinds)
  func everyKindOfRecursionCounts(_ kind: String) {
    let limits = ParserLimits(maxNestingDepth: 500)
    #expect(deepDiagnostics(nested(kind, depth: 500), limits: limits) == [])
    let deeper = deepDiagnostics(nested(kind, depth: 501), limits: limits)
    #expect(deeper.count == 1)
    #expect(deeper.first?.hasSuffix(": nesting too deep (more than 500 levels)") == true)
  }

  @Test(arguments: kinds)
  func theDefaultLimitHoldsOnAOneGibibyteStack(_ kind: String) {
    // Past the default limit, each kind stops with its one error instead of overflowing.
    let diagnostics = deepDiagnostics(nested(kind, depth: 100_001))
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.hasSuffix("nesting too deep (more than 100000 levels)") == true)
  }

  @Test(arguments: kinds)
  func stackPerLevelLeavesRoomForTheDefaultLimit(_ kind: String) {
    let usage = onLargeStack {
      Parser.measureStack(SourceFile(name: "deep.lyt", text: nested(kind, depth: 2_000)))
    }
    #expect(usage.result.diagnostics.isEmpty)
    #expect(usage.deepestLevel == 2_000)
    // 100,000 levels of any kind fit in 1 GiB with room to spare. (Binary operators are read
    // by a loop and take no stack per level; the tree they build is still that deep.)
    #expect(usage.bytesPerLevel >= 0)
    #expect(usage.bytesPerLevel * 100_000 < Double(1 << 30) / 2)
    print("stack per nesting level (\(kind)): \(Int(usage.bytesPerLevel)) bytes")
  }

  @Test func theParseStopsAtTheLimit() {
    // After the nesting error nothing else is reported, however broken the rest is.
    let text = nested("views", depth: 600) + ") ) ] . @"
    #expect(
      deepDiagnostics(text, limits: ParserLimits(maxNestingDepth: 500))
        == ["501:1: nesting too deep (more than 500 levels)"])
  }
}
