// Error reporting and recovery (lyt(5) "Errors"): exact messages at exact
// places (marked with 1️⃣ … in the source), every error of a file in one run, no cascades,
// and the cap on the number of errors.
import LayoutSyntax
import Testing

@Suite struct RecoveryTests {
  /// One marked source per message of the catalog that the parser or lexer can produce.
  @Test(arguments: [
    // Closers.
    (
      "vstack <\n  text \"Hi\" .padding(20\n  1️⃣text \"Bye\"\n>",
      ["1️⃣: expected ')' to close the arguments of 'padding', found 'text'"]
    ),
    (
      "vstack <\n  text \"Hi\" .padding(201️⃣",
      [
        "1️⃣: expected ')' to close the arguments of 'padding', found end of file",
        "1️⃣: expected '>' to close the children of 'vstack' opened at 1:8, found end of file",
      ]
    ),
    (
      "vstack(alignment: leading) <\n  text \"Hi\" .padding(20)1️⃣\n",
      [
        "1️⃣: expected '>' to close the children of 'vstack' opened at 1:28, found end of file"
      ]
    ),
    (
      "red .background(vstack < text \"a\" 1️⃣)",
      ["1️⃣: expected '>' to close the children of 'vstack' opened at 1:24, found ')'"]
    ),
    (
      "vstack < text \"a\" .padding(20 1️⃣>",
      ["1️⃣: expected ')' to close the arguments of 'padding', found '>'"]
    ),
    (
      "red .frame(width: (1 + 2 1️⃣3))",
      ["1️⃣: expected ')' to close the parenthesized expression, found '3'"]
    ),
    ("red .x([1, 21️⃣)", ["1️⃣: expected ']' to close the list, found ')'"]),
    ("red .x(d[top1️⃣)", ["1️⃣: expected ']' to close the subscript, found ')'"]),
    ("red .x(\"a\\(1 1️⃣2)b\")", ["1️⃣: expected ')' to close the string interpolation, found '2'"]),
    (
      "view card(title 1️⃣tint) = red\ncard",
      ["1️⃣: expected ')' to close the parameters of 'card', found 'tint'"]
    ),
    // Views and values.
    ("vstack < 1️⃣) >", ["1️⃣: expected a view, found ')'"]),
    ("1️⃣.padding()", ["1️⃣: expected a view, found '.'"]),
    (
      "vstack <\n  text \"a\"\n  1️⃣\"b\"\n  text \"c\"\n>",
      ["1️⃣: expected a view, found string literal"]
    ),
    ("red .x(\"a\\(1️⃣)b\")", ["1️⃣: expected a value, found ')'"]),
    ("red .frame(width: 1 +1️⃣)", ["1️⃣: expected a value after '+', found ')'"]),
    ("red .x(..<1️⃣)", ["1️⃣: expected a value after '..<', found ')'"]),
    ("red .x(-1️⃣)", ["1️⃣: expected a value after '-', found ')'"]),
    ("red .1️⃣", ["1️⃣: expected a name after '.', found end of file"]),
    ("red .x(.1️⃣)", ["1️⃣: expected a name after '.', found ')'"]),
    // foreach, if, else.
    ("foreach 1️⃣0..<3 < red >", ["1️⃣: expected a name after 'foreach', found '0'"]),
    ("foreach i 1️⃣0..<3 < red >", ["1️⃣: expected 'in' after the variable of 'foreach', found '0'"]),
    ("foreach i in 1️⃣< red >", ["1️⃣: expected a value after 'in', found '<'"]),
    ("foreach i in 0..<3 1️⃣red", ["1️⃣: expected '<' to open the children of 'foreach', found 'red'"]),
    ("if 1️⃣< red >", ["1️⃣: expected a value after 'if', found '<'"]),
    (
      "if compact < red > else 1️⃣blue",
      ["1️⃣: expected '<' to open the children of 'else', found 'blue'"]
    ),
    ("vstack < 1️⃣else < red > >", ["1️⃣: 'else' without a matching 'if'"]),
    // Declarations.
    ("let 1️⃣= 5\nred", ["1️⃣: expected a name after 'let', found '='"]),
    ("let x 1️⃣5\nred", ["1️⃣: expected '=' after 'x', found '5'"]),
    ("view 1️⃣= red\nred", ["1️⃣: expected a name after 'view', found '='"]),
    ("view card 1️⃣vstack < text \"x\" >\ncard", ["1️⃣: expected '=' after 'card', found 'vstack'"]),
    ("view card = 1️⃣5\nred", ["1️⃣: expected a view, found '5'"]),
    ("view card(1️⃣5) = red\ncard", ["1️⃣: expected a parameter name, found '5'"]),
    ("alignment a: 1️⃣diagonal\nred", ["1️⃣: expected 'horizontal' or 'vertical', found 'diagonal'"]),
    ("alignment a 1️⃣vertical\nred", ["1️⃣: expected ':' after 'a', found 'vertical'"]),
    ("red\n1️⃣let x = 1", ["1️⃣: declarations must come before the root view"]),
    // Roots.
    ("view card = text \"x\"1️⃣", ["1️⃣: expected a root view"]),
    ("1️⃣", ["1️⃣: expected a root view"]),
    ("// nothing but a comment\n1️⃣", ["1:1: expected a root view"]),
    (
      "text \"one\"\n1️⃣text \"two\"\n2️⃣text \"three\"",
      [
        "1️⃣: a file has exactly one root view; found another at 2:1",
        "2️⃣: a file has exactly one root view; found another at 3:1",
      ]
    ),
    // Lexical errors reach the parse result.
    ("text \"tab1️⃣\\q\"", ["1️⃣: invalid escape sequence '\\q' in string literal"]),
    ("text 1️⃣\"Hi .padding(20)", ["1️⃣: unterminated string literal"]),
    ("1️⃣/* a comment that never ends\ntext \"Hi\"", ["1️⃣: unterminated block comment"]),
    ("red .frame(width: 1️⃣1e999)", ["1️⃣: number '1e999' is too large"]),
    ("red .frame(width: 1️⃣20px)", ["1️⃣: '20px' is not a valid number"]),
    ("text \"Hi\" 1️⃣@padding", ["1️⃣: unexpected character '@'"]),
    ("text \"1️⃣\\u{D800}\"", ["1️⃣: invalid unicode escape '\\u{D800}'"]),
  ])
  func exactMessagesAndPlaces(_ marked: String, _ expected: [String]) {
    #expect(markedDiagnostics(marked) == expected)
  }

  @Test func everyErrorOfAFileIsReportedInOneRun() {
    #expect(
      markedDiagnostics(
        """
        vstack <
          text "a" .padding(20 1️⃣30)
          text "b" .frame(width: 10 2️⃣height: 5)
          text "c" .padding(3️⃣: 4)
          4️⃣]
          text "d" .x(5️⃣"unterminated
          foreach 6️⃣in 0..<3 < red >
        >
        7️⃣blue
        """)
        == [
          "1️⃣: expected ')' to close the arguments of 'padding', found '30'",
          "2️⃣: expected ')' to close the arguments of 'frame', found 'height'",
          "3️⃣: expected a value, found ':'",
          "4️⃣: expected a view, found ']'",
          "5️⃣: unterminated string literal",
          "6️⃣: expected a name after 'foreach', found 'in'",
          "7️⃣: a file has exactly one root view; found another at 9:1",
        ])
  }

  @Test func cascadesAreSuppressed() {
    // One missing ')' does not make the next view, the '>' or the root report anything.
    #expect(
      diagnostics("vstack <\n  text \"Hi\" .padding(20\n  text \"Bye\"\n>\n.frame(width: 10)")
        == ["3:3: expected ')' to close the arguments of 'padding', found 'text'"])
    // Junk is skipped as one piece, brackets included.
    #expect(
      diagnostics("vstack < text \"a\" : (1, 2) = 5 text \"b\" >") == [
        "1:19: expected a view, found ':'"
      ])
    // A stray character or an unterminated comment is reported once, by the lexer.
    #expect(diagnostics("vstack < red ; blue >") == ["1:14: unexpected character ';'"])
    #expect(diagnostics("vstack < red /* oops") == ["1:14: unterminated block comment"])
    // A modifier missing its view does not report its name as a view.
    #expect(diagnostics("vstack < 5 .padding(2) red >") == ["1:10: expected a view, found '5'"])
    // A label after a missing comma is read as the next argument.
    #expect(
      diagnostics("red .overlay(circle\n  alignment: top)")
        == ["2:3: expected ')' to close the arguments of 'overlay', found 'alignment'"])
    // A modifier on the next line ends an unclosed argument list.
    #expect(
      diagnostics("red .padding(20\n  .background(blue)")
        == ["2:3: expected ')' to close the arguments of 'padding', found '.'"])
    // An empty closer inserted after an unterminated string is not a second error.
    #expect(diagnostics("red .x(\"a\\(1 + ") == ["1:8: unterminated string literal"])
  }

  @Test func recoveryKeepsTheRestOfTheTree() {
    let (_, result) = parse("vstack <\n  text \"Hi\" .padding(20\n  text \"Bye\"\n>")
    #expect(result.diagnostics.count == 1)
    #expect(
      result.file.root.map { SyntaxDumper().dump($0) } == """
        vstack
          text "Hi" .padding(20)
          text "Bye"

        """)
    let missing = parse("red .frame(width: 1 +)").result.file.root
    #expect(missing.map { SyntaxDumper().dump($0) } == "red .frame(width: (1 + <missing>))\n")
  }

  @Test func errorCountIsCapped() {
    let text = "vstack <\n" + String(repeating: "  )\n  red\n", count: 60) + ">"
    let all = diagnostics(text)
    #expect(all.count == 51)
    #expect(all.prefix(50).allSatisfy { $0.hasSuffix("expected a view, found ')'") })
    // The 51st ')' is on line 102: it is not listed, the cap message points at it.
    #expect(all.last == "102:3: too many errors (more than 50)")
    let few = diagnostics(text, limits: ParserLimits(maxErrors: 3))
    #expect(
      few == [
        "2:3: expected a view, found ')'", "4:3: expected a view, found ')'",
        "6:3: expected a view, found ')'", "8:3: too many errors (more than 3)",
      ])
  }

  @Test func lexicalErrorsCountTowardsTheCap() {
    // Each `"\q", ` is 6 bytes; the k-th bad escape starts at column 9 + 6k.
    let text = "red .x(" + String(repeating: "\"\\q\", ", count: 10) + ")"
    let few = diagnostics(text, limits: ParserLimits(maxErrors: 4))
    #expect(few.count == 5)
    #expect(
      few.prefix(4).allSatisfy { $0.hasSuffix("invalid escape sequence '\\q' in string literal") })
    #expect(few.last == "1:33: too many errors (more than 4)")
  }

  @Test func lexingAndParsingGoOnAfterALexicalError() {
    #expect(
      diagnostics("vstack < text \"a\\q\" red . >")
        == [
          "1:17: invalid escape sequence '\\q' in string literal",
          "1:27: expected a name after '.', found '>'",
        ])
  }

  @Test func diagnosticsAreInSourceOrder() {
    let (_, result) = parse("vstack <\n  \"x\\q\" 1e999\n  red .x(1 2)")
    let starts = result.diagnostics.map(\.range.start)
    #expect(starts == starts.sorted())
    #expect(result.diagnostics.count == 5)
  }
}
