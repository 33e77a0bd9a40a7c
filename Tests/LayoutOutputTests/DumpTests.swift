// Dump helpers: the screen descriptions and the non-finite guard (layoutc(1) "Numbers").
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

  @Test func estimatedSizeCountsDepthPerFormat() {
    // Per node: depth x bytes per level + 160 + the label's bytes. hiTree's depths are
    // 0, 1, 2, 3, 2 (sum 8) and its labels "Hi" and "red" (5 bytes): 5 x 160 + 5 = 805, plus
    // 8 x 5 (tree), 8 x 2 (csv), 8 x 50 (json).
    #expect(OutputFormat.tree.estimatedSize(of: Fixtures.hiDump) == 845)
    #expect(OutputFormat.csv.estimatedSize(of: Fixtures.hiDump) == 821)
    #expect(OutputFormat.json.estimatedSize(of: Fixtures.hiDump) == 1205)
  }

  @Test func estimatedSizeIsAnUpperBound() {
    // A chain 300 deep: every format repeats the depth on each node's lines, and the estimate
    // must stay above what is printed (the driver refuses dumps by it).
    var path = "0"
    var nodes: [FrameNode] = []
    for depth in 0..<300 {
      nodes.append(
        FrameNode(
          kind: "padding", label: "inner", path: path, depth: depth,
          frame: Rect(x: 1.5, y: 2.25, width: 300.75, height: 400.125),
          source: SourcePosition(line: 1000, column: 120)))
      path += ".0"
    }
    let dump = Dump(
      file: "deep.lyt", screen: ProposedSize(width: 390, height: 844), scale: 3,
      tree: FrameTree(nodes: nodes))
    for format in OutputFormat.allCases {
      let printed = format.renderer().render(dump).utf8.count
      #expect(printed <= format.estimatedSize(of: dump), "\(format)")
    }
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

@Suite struct StreamedBodyTests {
  /// 20,000 rows under one stack: the body comes in pieces of at most a megabyte, each whole
  /// UTF-8 (a label with multi-byte characters on every row), which together are the dump.
  @Test func bodyComesInMegabytePiecesThatMakeTheDump() {
    var nodes = [
      FrameNode(
        kind: "vstack", path: "0", depth: 0, frame: Rect(x: 0, y: 0, width: 390, height: 844),
        source: SourcePosition(line: 1, column: 1))
    ]
    for row in 0..<20_000 {
      nodes.append(
        FrameNode(
          kind: "text", label: "Zeile \(row) — é😀", path: "0.\(row)", depth: 1,
          frame: Rect(x: 1.5, y: Double(row), width: 300.75, height: 20.125),
          source: SourcePosition(line: row + 2, column: 3)))
    }
    let dump = Dump(
      file: "rows.lyt", screen: ProposedSize(width: 390, height: 844), scale: 3,
      tree: FrameTree(nodes: nodes))
    let renderers: [any PartwiseRenderer] = [TreeRenderer(), JSONRenderer(), CSVRenderer()]
    for renderer in renderers {
      var pieces: [[UInt8]] = []
      renderer.body(of: [dump], at: 0, grouping: .single) { pieces.append(Array($0)) }
      #expect(pieces.count > 1, "\(renderer)")
      #expect(pieces.allSatisfy { $0.count <= 1 << 20 }, "\(renderer)")
      #expect(pieces.allSatisfy { String(validating: $0, as: UTF8.self) != nil }, "\(renderer)")
      // Every row's label once and in order: no piece lost, repeated or moved (`renderBytes`
      // below is made of the same pieces, so it cannot tell).
      let body = String(decoding: Array(pieces.joined()), as: UTF8.self)
      var rest = body[...]
      for row in 0..<20_000 {
        guard let found = rest.firstRange(of: "Zeile \(row) — é😀") else {
          Issue.record("\(renderer): row \(row) missing or out of order")
          break
        }
        rest = rest[found.upperBound...]
      }
      #expect(body.split(separator: "Zeile ").count == 20_001, "\(renderer)")
      let whole = renderer.renderBytes([dump], grouping: .single)
      let head = renderer.head(of: [dump], at: 0, grouping: .single)
      let opening = renderer.opening(count: 1, grouping: .single)
      let closing = renderer.closing(count: 1, grouping: .single)
      #expect(opening + head + Array(pieces.joined()) + closing == whole, "\(renderer)")
    }
  }
}
