// A 1,000,000-line file parses. Speed is measured by `layoutc-bench`, not by timed tests.
import LayoutSyntax
import Testing

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
}
