// The renderers that explain read the dump's record (`Dump.record`): what the engine recorded
// while laying out, which they ask for (`recording`).
import LayoutAnalysis
import LayoutEngine
import Testing

@testable import LayoutOutput

@Suite struct RecordedDumpTests {
  /// A 40×40 rectangle on a 390×844 screen, laid out recording the conversation.
  static func recorded() throws -> Dump {
    var tree = ViewTree()
    let here = SourcePosition(line: 1, column: 1)
    let shape = tree.append(ViewNode(kind: .shape(.rectangle), source: here))
    tree.root = tree.append(
      ViewNode(
        kind: .frame(width: 40, height: 40, alignment: .center), children: [shape], source: here))
    let context = LayoutContext(
      screen: ProposedSize(width: 390, height: 844), scale: 3, textMeasurer: SFTextMeasurer())
    let laid = try tree.layout(in: context, recording: .conversation)
    var dump = Dump(
      file: "a.lyt", screen: ProposedSize(width: 390, height: 844), scale: 3, tree: laid.frames)
    dump.record = laid.record
    return dump
  }

  /// Each renderer asks for what it reads.
  @Test func eachRendererAsksForWhatItReads() {
    #expect(TreeRenderer().recording == .nothing)
    #expect(TreeRenderer(explanation: .brief).recording == .conversation)
    #expect(JSONRenderer().recording == .nothing)
    #expect(JSONRenderer(explains: true).recording == .conversation)
    #expect(CSVRenderer().recording == .nothing)
    #expect(SVGRenderer().recording == .frames)
    #expect(HTMLRenderer().recording == .conversation)
    #expect(HTMLRenderer().showsSource && !SVGRenderer().showsSource)
    #expect(SVGRenderer().drawsPictures && !TreeRenderer().drawsPictures)
  }

  /// With an explanation, the tree format prints the conversation in place of the tree; the
  /// JSON dump gives each node its `layout`: the frame was proposed the 390×844 screen and
  /// answered 40×40.
  @Test func theExplainingFormatsReadTheRecord() throws {
    let dump = try Self.recorded()
    let record = try #require(dump.record)
    let told = TreeRenderer(explanation: .conversation).render(dump)
    #expect(told == Dialogue.render(record, focus: nil))
    #expect(told != TreeRenderer().render(dump))
    #expect(TreeRenderer(explanation: .brief).render(dump) == Dialogue.brief(record))
    let json = JSONRenderer(explains: true).render(dump)
    #expect(json.contains("\"proposed\": { \"width\": 390, \"height\": 844 }"))
    #expect(json.contains("\"size\": { \"width\": 40, \"height\": 40 }"))
    #expect(!JSONRenderer().render(dump).contains("\"layout\""))
  }

  /// The picture draws the rectangle where it was laid out, ((390 - 40) / 2, (844 - 40) / 2).
  @Test func thePictureReadsTheRecord() throws {
    let svg = SVGRenderer().render(try Self.recorded())
    #expect(svg.contains("<rect x=\"175\" y=\"402\" width=\"40\" height=\"40\""))
  }
}
