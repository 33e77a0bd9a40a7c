// A 1,000,000-line file parses, and a file too large for 32-bit offsets does not. Speed is
// measured by `layoutc-bench`, not by timed tests.
import Testing

@testable import LayoutSyntax

@Suite struct LargeFileTests {
  @Test func aMillionLineFileParses() {
    let text = "vstack <\n" + String(repeating: "red\n", count: 999_998) + ">\n"
    let source = SourceFile(name: "million.lyt", text: text)
    #expect(source.lineStarts.count == 1_000_001)
    let result = Parser.parse(source)
    #expect(result.diagnostics.isEmpty)
    guard case .named(let vstack) = result.file.root?.primary else {
      Issue.record("expected a vstack")
      return
    }
    #expect(vstack.children?.views.count == 999_998)
  }

  /// Offsets are stored in 32 bits; `SourceFile.maxBytes` keeps a parsed file's offsets in
  /// range, and offsets outside it are clamped rather than trapping.
  @Test func rangesHoldEveryOffsetOfTheLargestFileAndClampTheRest() {
    let largest = SourceFile.maxBytes
    #expect(MemoryLayout<SourceRange>.size == 8)
    #expect(SourceRange(largest - 1, largest) == SourceRange(largest - 1, largest))
    #expect(SourceRange(largest - 1, largest).start == largest - 1)
    #expect(SourceRange(largest - 1, largest).end == largest)
    let huge = Int(UInt32.max)
    #expect(SourceRange(huge + 10, huge + 20).start == huge)
    #expect(SourceRange(huge + 10, huge + 20).end == huge)
    #expect(SourceRange(-3, 5) == SourceRange(0, 5))
    #expect(SourceRange(7, 2) == SourceRange(7, 7))
    var range = SourceRange(1, 2)
    range.end = huge + 1
    range.start = -1
    #expect(range == SourceRange(0, huge))
    #expect("\(SourceRange(3, 9))" == "SourceRange(start: 3, end: 9)")
  }

  /// A file longer than the offsets can index is one error at its start, with no tree, from
  /// both readers (shown with a small limit: the real one is 2048 MB).
  @Test func aFileLargerThanTheLimitIsOneError() {
    let source = SourceFile(name: "big.lyt", text: "vstack < red >\n")
    #expect(ParseResult(refusing: source, maxBytes: source.bytes.count) == nil)
    guard let refused = ParseResult(refusing: source, maxBytes: source.bytes.count - 1) else {
      Issue.record("a file past the limit was not refused")
      return
    }
    #expect(refused.diagnostics.map(\.message) == ["the file is larger than 14 bytes"])
    #expect(refused.diagnostics.map(\.range) == [SourceRange(0, 0)])
    #expect(refused.file.root == nil && refused.file.declarations.isEmpty)
    #expect(
      DiagnosticMessage.fileTooLarge(limit: SourceFile.maxBytes)
        == "the file is larger than 2048 MB")
  }
}
