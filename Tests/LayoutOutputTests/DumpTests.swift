// Dump helpers: the screen descriptions and the non-finite guard (output.md "Numbers").
import LayoutEngine
import Testing

@testable import LayoutOutput

@Suite struct DumpTests {
  @Test func screenDescriptions() {
    var dump = Fixtures.hiDump
    #expect(dump.screenDescription == "390x844")
    #expect(dump.screenAndScaleDescription == "390x844 @3x")
    dump.screen = ProposedSize(width: 320.5, height: nil)
    dump.scale = 2
    #expect(dump.screenAndScaleDescription == "320.5xauto @2x")
  }

  @Test func nonFinitePath() {
    var dump = Fixtures.hiDump
    #expect(dump.nonFinitePath == nil)
    dump.tree.nodes[3].frame.size.width = .nan
    #expect(dump.nonFinitePath == "0.0.0.0")
    dump = Fixtures.hiDump
    dump.tree.nodes[1].frame.origin.y = -.infinity
    #expect(dump.nonFinitePath == "0.0")
    dump = Fixtures.hiDump
    dump.screen.width = .infinity
    #expect(dump.nonFinitePath == "")
  }

  @Test func grouping() {
    #expect(!DumpGrouping.single.isSeveral)
    #expect(DumpGrouping(files: 2, sizes: 1).severalFiles)
    #expect(DumpGrouping(files: 1, sizes: 3).severalSizes)
    #expect(DumpGrouping(files: 0, sizes: 0) == .single)
  }

  @Test func formatsPickTheirRenderers() {
    #expect(
      OutputFormat(rawValue: "json")?.renderer().render(Fixtures.hiDump)
        == JSONRenderer().render(Fixtures.hiDump))
    #expect(
      OutputFormat.csv.renderer().render(Fixtures.hiDump) == CSVRenderer().render(Fixtures.hiDump))
    #expect(
      OutputFormat.tree.renderer(ascii: true).render(Fixtures.hiDump)
        == TreeRenderer(ascii: true).render(Fixtures.hiDump))
  }
}
