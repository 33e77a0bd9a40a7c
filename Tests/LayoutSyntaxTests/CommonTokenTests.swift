// The parsers read the commonest tokens (ASCII names, whole numbers, brackets, `,` `:` `.`)
// with `Lexer.nextCommonToken`, and everything else with the general `nextLexed`. Both must
// make the same tokens: each test lexes its input both ways, in both dialects, and compares
// every token's kind, range, flags, value and text, and the diagnostics.
import Testing

@testable import LayoutSyntax

/// Every token of `text` lexed as `dialect`, and the diagnostics, as text.
private func lexed(_ text: String, _ dialect: Lexer.Dialect, commonTokens: Bool) -> [String] {
  let source = SourceFile(name: "t", text: text)
  let result = Lexer.tokenizeLexed(source, dialect: dialect, commonTokens: commonTokens)
  let tokens = result.tokens.map { t in
    let text = t.kind == .stringSegment ? result.segmentTexts[t.textIndex] : ""
    return "\(t.kind) \(t.range) \(t.isAtStartOfLine) \(t.followsInvalidText) \(t.number) "
      + "\(t.kind == .leftBrace ? t.closingBrace : 0) \(text.debugDescription)"
  }
  return tokens + result.diagnostics.map { "\($0.range) \($0.message)" }
}

/// Whether `text` lexes alike both ways, in both dialects.
private func lexesAlike(_ text: String) -> Bool {
  [Lexer.Dialect.lyt, .swift].allSatisfy { dialect in
    lexed(text, dialect, commonTokens: true) == lexed(text, dialect, commonTokens: false)
  }
}

@Suite struct CommonTokenTests {
  @Test func everyExampleLexesAlike() {
    let examples = ExampleFiles.all() + ExampleFiles.all(endingIn: ".swift")
    #expect(examples.count > 200)
    for example in examples {
      #expect(lexesAlike(example.text), "examples/\(example.name)")
    }
  }

  @Test func theEdgesOfTheCommonTokensLexAlike() {
    let inputs = [
      // Names: ASCII, going on past ASCII, starting past it, with digits and `_`.
      "a b_1 _c", "café x", "x1é y", "été", "`default` $x",
      // Numbers: whole, long, fractions, exponents, separators, glued letters, ranges.
      "0 10 390", "123456789012345 1234567890123456", "10.5 .5 1e3 1E-3 2.5e+2",
      "77777777777777777777777777777777777777 99999999999999999999",
      "1_000 20px 1e 3abc", "0..<3 1...5 a..b", "1.x", "9é",
      // Punctuation around them, and what is not among them.
      "f(a: 1, b: [2, 3]).g { h } i", "a = 1 == 2 != 3 -> b", "x?.y! ?? z && w || !v",
      "@State #Preview \\.id ; % & < > <= >= + - * /", "vstack < a > b<c>d <= >= <> ><",
      // Trivia: spaces, tabs, line breaks, comments, a byte order mark.
      "a\tb\r\nc\u{0B}d\u{0C}e", "a // c\nb /* c\n */ c /* unclosed", "\u{FEFF}a b",
      "\n\n  a\n  .b(1)\n",
      // Strings and interpolations, closed and not, across line breaks.
      "\"s\" \"a \\(b(c)) d\" (\"\\(x)\")", "f(\"unterminated\n) g", "\"\\(a\n",
      // Stray characters and the end of the file.
      "a § b", "§§ ¶", "(", "a.", "", " ", "\n",
    ]
    for input in inputs {
      #expect(lexesAlike(input), "\(input.debugDescription)")
    }
  }

  @Test func theCommonTokensAreReadTheCommonWay() {
    // Without the common way, no test above could tell it from the general one: its
    // tokens, one by one, from a lexer in plain code.
    var lexer = Lexer(
      SourceFile(name: "t", text: "VStack(spacing: 8) {\n  Text .5"), dialect: .swift)
    var kinds: [TokenKind] = []
    while let token = lexer.nextCommonToken() { kinds.append(token.kind) }
    #expect(
      kinds == [
        .identifier, .leftParen, .identifier, .colon, .number, .rightParen,
        .leftBrace, .identifier,
      ])
    // `.5` is left for `nextLexed`, at its dot.
    #expect(lexer.nextLexed().kind == .number)
  }
}
