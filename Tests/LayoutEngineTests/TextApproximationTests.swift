// Which text widths rest on a stand-in (TextLayout.approximate, JSON's "approximate"): the SF
// tables cover printable ASCII, Latin-1 and a list of extra code points in the upright design
// (sf-text-widths.md); CJK and emoji take fixed em widths (TextCluster.swift); italic takes the
// upright widths.
import Testing

@testable import LayoutEngine

@Suite struct TextApproximationTests {
  @Test func tableCharactersAreExact() {
    #expect(!layoutText("Hello, World!").approximate)
    #expect(!layoutText("Café façade").approximate)
    #expect(!layoutText("Tab\there\nand a new line").approximate)
    #expect(!layoutText("").approximate)
  }

  @Test func standInsAreApproximate() {
    #expect(layoutText("日本語").approximate)
    #expect(layoutText("ok 👍").approximate)
    #expect(layoutText("ﾊﾝｶｸ").approximate)
    // Runic letters are in no SF table: the fallback width of `n`.
    #expect(layoutText("ᚠᚢᚦ").approximate)
  }

  @Test func italicIsApproximate() {
    #expect(layoutText("Hello") { $0.italic = true }.approximate)
  }

  @Test func oneStandInMarksTheWholeText() {
    var bold = EnvironmentOverrides()
    bold.bold = true
    var italic = EnvironmentOverrides()
    italic.italic = true
    #expect(
      !layoutText(TextContent(runs: [TextRun("Price "), TextRun("10", style: bold)])).approximate)
    #expect(
      layoutText(TextContent(runs: [TextRun("Price "), TextRun("10", style: italic)])).approximate)
    #expect(layoutText("Hello 日").approximate)
  }
}
