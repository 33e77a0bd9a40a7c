import Testing

@testable import LayoutSyntax

/// Swift's `pair.0` is a member; `0..1` (not an operator) still lexes to its end: a fuzz
/// finding, where a `.` before a digit after a `.` made an empty token forever.
@Suite struct SwiftLexerMemberTests {
  @Test func aDotDigitAfterADotEnds() {
    let source = SourceFile(name: "a.swift", text: "let r = 0..1\nlet p = pair.0.1\n")
    let tokens = Lexer.tokenize(source, dialect: .swift).tokens
    #expect(tokens.count < 40)
    #expect(tokens.allSatisfy { $0.range.end > $0.range.start || $0.kind == .endOfFile })
  }
}
