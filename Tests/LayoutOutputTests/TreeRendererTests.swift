// The tree format, byte for byte (layoutc(1) "--format tree").
import LayoutEngine
import Testing

@testable import LayoutOutput

@Suite struct TreeRendererTests {
  @Test func outputSpecExample() {
    let expected = """
      vstack (161.667, 391.833) 66.667×60.333
      └─ background (161.667, 391.833) 66.667×60.333
         ├─ padding (161.667, 391.833) 66.667×60.333
         │  └─ text "Hi" (181.667, 411.833) 26.667×20.333
         └─ color red [background] (161.667, 391.833) 66.667×60.333

      """
    #expect(TreeRenderer().render(Fixtures.hiDump) == expected)
  }

  @Test func deepTreeWithIdsRolesAndEscapes() {
    let expected = """
      hstack (0, 0) 100×50
      ├─ vstack #left (0, 0) 50×50
      │  ├─ overlay (0, 0) 50×20.5
      │  │  ├─ text "say \\"hi\\"\\n\\\\ok\\t\\u{01}" #greeting (0, 0) 50×20.5 truncated
      │  │  └─ circle [overlay] (21, 6) 8×8
      │  └─ spacer (0, 20.5) 50×29.5
      └─ view card (50, 0) 50×50
         └─ color blue (50, 0) 50×50

      """
    let dump = Dump(
      file: "a.lyt", screen: ProposedSize(width: 100, height: 50), scale: 2, tree: Fixtures.deepTree
    )
    #expect(TreeRenderer().render(dump) == expected)
  }

  @Test func ascii() {
    let expected = """
      hstack (0, 0) 100x50
      |-- vstack #left (0, 0) 50x50
      |   |-- overlay (0, 0) 50x20.5
      |   |   |-- text "say \\"hi\\"\\n\\\\ok\\t\\u{01}" #greeting (0, 0) 50x20.5 truncated
      |   |   \\-- circle [overlay] (21, 6) 8x8
      |   \\-- spacer (0, 20.5) 50x29.5
      \\-- view card (50, 0) 50x50
          \\-- color blue (50, 0) 50x50

      """
    let dump = Dump(
      file: "a.lyt", screen: ProposedSize(width: 100, height: 50), scale: 2, tree: Fixtures.deepTree
    )
    let out = TreeRenderer(ascii: true).render(dump)
    #expect(out == expected)
    #expect(out.utf8.allSatisfy { $0 < 0x80 })
  }

  @Test func asciiNeverColours() {
    #expect(TreeRenderer(ascii: true, color: true).color == false)
    #expect(!TreeRenderer(ascii: true, color: true).render(Fixtures.hiDump).contains("\u{1B}"))
  }

  @Test func colour() {
    let tree = FrameTree(nodes: [
      FrameNode(
        kind: "zstack", path: "0", depth: 0, frame: Rect(x: 0, y: 0, width: 10, height: 10),
        source: SourcePosition(line: 1, column: 1)),
      FrameNode(
        kind: "text", label: "a", id: "t", role: .overlay, path: "0.0", depth: 1,
        frame: Rect(x: 1, y: 2, width: 3, height: 4), source: SourcePosition(line: 1, column: 9)),
    ])
    let dump = Dump(
      file: "a.lyt", screen: ProposedSize(width: 10, height: 10), scale: 1, tree: tree)
    let e = "\u{1B}["
    let expected =
      "\(e)1mzstack\(e)0m (0, 0) 10×10\n"
      + "\(e)2m└─ \(e)0m\(e)1mtext\(e)0m \(e)32m\"a\"\(e)0m \(e)36m#t\(e)0m \(e)35m[overlay]\(e)0m (1, 2) 3×4\n"
    #expect(TreeRenderer(color: true).render(dump) == expected)
    let headers = TreeRenderer(color: true).render(
      [dump, dump], grouping: DumpGrouping(files: 2, sizes: 1))
    #expect(headers.hasPrefix("\(e)1m== a.lyt ==\(e)0m\n"))
  }

  @Test func emptyLabelsAndTextLabels() {
    let tree = FrameTree(nodes: [
      FrameNode(
        kind: "vstack", label: "", path: "0", depth: 0,
        frame: Rect(x: 0, y: 0, width: 1, height: 1), source: SourcePosition(line: 1, column: 1)),
      FrameNode(
        kind: "text", label: "", path: "0.0", depth: 1,
        frame: Rect(x: 0, y: 0, width: 0, height: 20.333),
        source: SourcePosition(line: 1, column: 1)),
      FrameNode(
        kind: "zstack", label: "implicit", path: "0.1", depth: 1,
        frame: Rect(x: 0, y: 0, width: 1, height: 1), source: SourcePosition(line: 1, column: 1)),
      FrameNode(
        kind: "text", label: "it's é 😀\u{7F}\u{85}\0\r", path: "0.2", depth: 1,
        frame: Rect(x: -0.0004, y: 0, width: 1, height: 1),
        source: SourcePosition(line: 1, column: 1)),
    ])
    let expected = """
      vstack (0, 0) 1×1
      ├─ text "" (0, 0) 0×20.333
      ├─ zstack implicit (0, 0) 1×1
      └─ text "it's é 😀\\u{7F}\\u{85}\\0\\r" (0, 0) 1×1

      """
    #expect(
      TreeRenderer().render(Dump(file: "-", screen: .unspecified, scale: 3, tree: tree)) == expected
    )
  }

  @Test func severalSizesGetSizeHeaders() {
    let dumps = [
      Dump(
        file: "a.lyt", screen: ProposedSize(width: 390, height: 844), scale: 3,
        tree: Fixtures.leaf(1)),
      Dump(
        file: "a.lyt", screen: ProposedSize(width: nil, height: 667.5), scale: 2,
        tree: Fixtures.leaf(2)),
      Dump(file: "a.lyt", screen: .unspecified, scale: 1, tree: Fixtures.leaf(3)),
    ]
    let expected = """
      == 390x844 @3x ==
      color red (0, 0) 1×10

      == autox667.5 @2x ==
      color red (0, 0) 2×10

      == autoxauto @1x ==
      color red (0, 0) 3×10

      """
    #expect(TreeRenderer().render(dumps, grouping: DumpGrouping(files: 1, sizes: 3)) == expected)
  }

  /// A cell laid out by an earlier cell's layout prints that cell's tree under its own header;
  /// a conversation (`--explain`) is its own.
  @Test func aSharedLayoutPrintsItsTreeUnderItsOwnHeader() {
    var wide = Dump(
      file: "a.lyt", screen: ProposedSize(width: 390, height: 844), scale: 3, tree: Fixtures.hiTree)
    wide.device = "iphone-a"
    var twin = wide
    twin.device = "iphone-b"
    twin.sameLayoutAs = 0
    let grouping = DumpGrouping(files: 1, sizes: 2, named: [.device])
    let renderer = TreeRenderer()
    #expect(renderer.sharedBody(of: [wide, twin], at: 1, grouping: grouping) == 0)
    #expect(renderer.sharedBody(of: [wide, twin], at: 0, grouping: grouping) == nil)
    // Only a body that is rendered is shared.
    var third = twin
    third.sameLayoutAs = 1
    #expect(renderer.sharedBody(of: [wide, twin, third], at: 2, grouping: grouping) == nil)
    var apart = twin
    apart.sameLayoutAs = nil
    let shared = renderer.render([wide, twin], grouping: grouping)
    #expect(shared == renderer.render([wide, apart], grouping: grouping))
    #expect(shared.contains("== iphone-a 390x844 @3x ==\nvstack"))
    #expect(shared.contains("\n\n== iphone-b 390x844 @3x ==\nvstack"))
    // A conversation is told per cell.
    let telling = TreeRenderer(explanation: .conversation)
    #expect(telling.sharedBody(of: [wide, twin], at: 1, grouping: grouping) == nil)
  }

  @Test func severalFilesGetFileHeaders() {
    let dumps = [
      Dump(
        file: "a.lyt", screen: ProposedSize(width: 390, height: 844), scale: 3,
        tree: Fixtures.leaf(1)),
      Dump(
        file: "-", screen: ProposedSize(width: 390, height: 844), scale: 3, tree: Fixtures.leaf(2)),
    ]
    let expected = """
      == a.lyt ==
      color red (0, 0) 1×10

      == - ==
      color red (0, 0) 2×10

      """
    #expect(TreeRenderer().render(dumps, grouping: DumpGrouping(files: 2, sizes: 1)) == expected)
  }

  @Test func severalFilesAndSizesGetBothHeaders() {
    let small = ProposedSize(width: 375, height: 667)
    let big = ProposedSize(width: 390, height: 844)
    // The same path twice still makes two groups: they are two FILE arguments.
    let dumps = [
      Dump(file: "a.lyt", screen: small, scale: 2, tree: Fixtures.leaf(1)),
      Dump(file: "a.lyt", screen: big, scale: 3, tree: Fixtures.leaf(2)),
      Dump(file: "a.lyt", screen: small, scale: 2, tree: Fixtures.leaf(3)),
      Dump(file: "a.lyt", screen: big, scale: 3, tree: Fixtures.leaf(4)),
    ]
    let expected = """
      == a.lyt ==
      == 375x667 @2x ==
      color red (0, 0) 1×10

      == 390x844 @3x ==
      color red (0, 0) 2×10

      == a.lyt ==
      == 375x667 @2x ==
      color red (0, 0) 3×10

      == 390x844 @3x ==
      color red (0, 0) 4×10

      """
    #expect(TreeRenderer().render(dumps, grouping: DumpGrouping(files: 2, sizes: 2)) == expected)
  }

  @Test func lastChildFlags() {
    let flags = TreeRenderer.lastChildFlags(Fixtures.deepTree.nodes)
    #expect(flags == [true, false, false, false, true, true, true, true])
  }

  @Test func veryDeepTreeRendersWithoutRecursion() {
    let depth = 5000
    let nodes = (0..<depth).map { d in
      FrameNode(
        kind: "padding", path: "0", depth: d, frame: Rect(x: 0, y: 0, width: 1, height: 1),
        source: SourcePosition(line: 1, column: 1))
    }
    let out = TreeRenderer().render(
      Dump(file: "a", screen: .unspecified, scale: 1, tree: FrameTree(nodes: nodes)))
    #expect(out.split(separator: "\n").count == depth)
    #expect(out.hasSuffix(String(repeating: "   ", count: depth - 2) + "└─ padding (0, 0) 1×1\n"))
  }
}
