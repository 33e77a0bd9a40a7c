// Invalid UTF-8 is an input error with a position (lyt(5) "Lexical structure").
import LayoutKit
import LayoutSyntax
import Testing

@Suite struct UTF8ValidationTests {
  @Test(
    arguments: [
      ([], nil),
      (Array("text \"é 😀 ✓\"".utf8), nil),
      ([0x61, 0xFF], 1),
      ([0x61, 0x80], 1),  // a lone continuation byte
      ([0xC0, 0xAF], 0),  // overlong
      ([0xE0, 0x80, 0x80], 1),  // overlong three-byte form
      ([0xED, 0xA0, 0x80], 1),  // a surrogate
      ([0xF4, 0x90, 0x80, 0x80], 1),  // past U+10FFFF
      ([0xF5, 0x80, 0x80, 0x80], 0),
      ([0x61, 0xE2, 0x9C], 3),  // truncated at the end
      ([0xE2, 0x9C, 0x41], 2),
      ([0xF0, 0x9F, 0x98, 0x80, 0xC3], 5),
    ] as [([UInt8], Int?)])
  func firstInvalidOffset(_ bytes: [UInt8], _ expected: Int?) {
    #expect(UTF8Validation.firstInvalidOffset(bytes) == expected)
  }

  @Test func diagnosticPointsAtTheByte() throws {
    let source = SourceFile(
      name: "a.lyt", bytes: Array("vstack <\n  text \"".utf8) + [0xFE] + Array("\" >".utf8))
    let d = try #require(UTF8Validation.diagnostic(for: source))
    #expect(d.severity == .error)
    #expect(d.message == "the file is not valid UTF-8: unexpected byte 0xFE")
    #expect(d.range == SourceRange(17, 18))
    #expect(source.location(of: d.range.start).description == "2:9")
  }

  @Test func truncatedAtEndOfFile() throws {
    let source = SourceFile(name: "a.lyt", bytes: [0x61, 0xE2, 0x9C])
    let d = try #require(UTF8Validation.diagnostic(for: source))
    #expect(d.message == "the file is not valid UTF-8: unexpected end of file")
    #expect(d.range == SourceRange(3, 3))
  }
}
