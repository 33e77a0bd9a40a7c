// A dump's body cut between nodes (`PartwiseRenderer.bodyParts`): the parts of any cutting,
// put together, are the body the renderer writes whole; formats that cannot be cut say so.
import LayoutEngine
import Testing

@testable import LayoutOutput

@Suite struct BodyPartsTests {
  /// A tree of 40 nodes with every kind of step between neighbours: deeper by one, the same
  /// depth, shallower by one and by several, so that each cut starts a part at a line whose
  /// indentation depends on ancestors far above.
  static var varied: FrameTree {
    let depths = [
      0, 1, 2, 3, 4, 4, 3, 2, 3, 4, 5, 1, 2, 2, 3, 4, 5, 6, 2, 1,
      2, 3, 3, 4, 1, 2, 3, 4, 5, 5, 5, 4, 3, 2, 1, 2, 1, 2, 3, 3,
    ]
    var nodes: [FrameNode] = []
    for (index, depth) in depths.enumerated() {
      nodes.append(
        FrameNode(
          kind: index % 3 == 0 ? "text" : "vstack", label: index % 3 == 0 ? "t\(index)" : nil,
          path: "p\(index)", depth: depth,
          frame: Rect(x: Double(index), y: 0.5, width: 10, height: 20),
          source: SourcePosition(line: index + 1, column: depth + 1)))
    }
    return FrameTree(nodes: nodes)
  }

  static func dump(_ tree: FrameTree) -> Dump {
    Dump(file: "parts.lyt", screen: ProposedSize(width: 390, height: 844), scale: 3, tree: tree)
  }

  static func whole(_ renderer: any PartwiseRenderer, _ dumps: [Dump], _ grouping: DumpGrouping)
    -> [UInt8]
  {
    var bytes: [UInt8] = []
    renderer.body(of: dumps, at: 0, grouping: grouping) { bytes += $0 }
    return bytes
  }

  static func rendered(_ parts: any BodyParts, _ range: Range<Int>) -> [UInt8] {
    var bytes: [UInt8] = []
    parts.render(range) { bytes += $0 }
    return bytes
  }

  @Test(
    arguments: [
      TreeRenderer(), TreeRenderer(ascii: true), TreeRenderer(color: true),
    ] as [TreeRenderer])
  func treeLinesCutAnywhere(renderer: TreeRenderer) throws {
    for tree in [Self.varied, Fixtures.deepTree, Fixtures.hiTree] {
      let dumps = [Self.dump(tree)]
      let whole = Self.whole(renderer, dumps, .single)
      let parts = try #require(renderer.bodyParts(of: dumps, at: 0, grouping: .single))
      let count = parts.nodeCount
      #expect(count == tree.nodes.count)
      #expect(Self.rendered(parts, 0..<count) == whole)
      // Every cut in two, and every node on its own.
      for cut in 0...count {
        #expect(Self.rendered(parts, 0..<cut) + Self.rendered(parts, cut..<count) == whole)
      }
      let lineByLine = (0..<count).flatMap { Self.rendered(parts, $0..<($0 + 1)) }
      #expect(lineByLine == whole)
    }
  }

  @Test func csvRowsCutAnywhere() throws {
    let renderer = CSVRenderer()
    // One dump, and one of several (whose rows start with its file and screen).
    let several = DumpGrouping(files: 2, sizes: 1)
    for (dumps, grouping) in [([Self.dump(Self.varied)], DumpGrouping.single)]
      + [([Self.dump(Self.varied), Self.dump(Fixtures.hiTree)], several)]
    {
      let whole = Self.whole(renderer, dumps, grouping)
      let parts = try #require(renderer.bodyParts(of: dumps, at: 0, grouping: grouping))
      let count = parts.nodeCount
      for cut in 0...count {
        #expect(Self.rendered(parts, 0..<cut) + Self.rendered(parts, cut..<count) == whole)
      }
    }
  }

  @Test func nestedAndToldBodiesAreNotCut() {
    let dump = Self.dump(Self.varied)
    #expect(JSONRenderer().bodyParts(of: [dump], at: 0, grouping: .single) == nil)
    var told = dump
    told.dialogue = "vstack proposes 390×844 to text\n"
    #expect(TreeRenderer().bodyParts(of: [told], at: 0, grouping: .single) == nil)
  }
}
