// Hand-built frame trees shared by the renderer tests. The numbers are chosen, not computed:
// thirds test the 3-decimal rounding, a tiny negative tests the -0 rule.
import LayoutEngine
import LayoutOutput

enum Fixtures {
  static let third = 1.0 / 3

  /// layoutc(1)'s example: `text "Hi" .padding(20) .background(red)` in a vstack.
  static var hiTree: FrameTree {
    let outer = Rect(
      x: 161 + 2 * third, y: 391 + 2.5 * third, width: 66 + 2 * third, height: 60 + third)
    return FrameTree(nodes: [
      FrameNode(
        kind: "vstack", path: "0", depth: 0, frame: outer,
        source: SourcePosition(line: 1, column: 1)),
      FrameNode(
        kind: "background", path: "0.0", depth: 1, frame: outer,
        source: SourcePosition(line: 2, column: 26)),
      FrameNode(
        kind: "padding", path: "0.0.0", depth: 2, frame: outer,
        source: SourcePosition(line: 2, column: 13)),
      FrameNode(
        kind: "text", label: "Hi", path: "0.0.0.0", depth: 3,
        frame: Rect(
          x: 181 + 2 * third, y: 411 + 2.5 * third, width: 26 + 2 * third, height: 20 + third),
        text: TextLines(lines: ["Hi"], truncated: false), source: SourcePosition(line: 2, column: 3)
      ),
      FrameNode(
        kind: "color", label: "red", role: .background, path: "0.0.1", depth: 2, frame: outer,
        source: SourcePosition(line: 2, column: 38)),
    ])
  }

  /// A tree that needs `│` two levels up, ids, an overlay role and a label needing escapes.
  static var deepTree: FrameTree {
    FrameTree(nodes: [
      FrameNode(
        kind: "hstack", path: "0", depth: 0, frame: Rect(x: 0, y: 0, width: 100, height: 50),
        source: SourcePosition(line: 1, column: 1)),
      FrameNode(
        kind: "vstack", id: "left", path: "0.0", depth: 1,
        frame: Rect(x: 0, y: 0, width: 50, height: 50), source: SourcePosition(line: 2, column: 3)),
      FrameNode(
        kind: "overlay", path: "0.0.0", depth: 2, frame: Rect(x: 0, y: 0, width: 50, height: 20.5),
        source: SourcePosition(line: 3, column: 15)),
      FrameNode(
        kind: "text", label: "say \"hi\"\n\\ok\t\u{1}", id: "greeting", path: "0.0.0.0", depth: 3,
        frame: Rect(x: 0, y: 0, width: 50, height: 20.5),
        text: TextLines(lines: ["say \"hi\"", "\\ok\t\u{1}"], truncated: true),
        source: SourcePosition(line: 3, column: 5)),
      FrameNode(
        kind: "circle", role: .overlay, path: "0.0.0.1", depth: 3,
        frame: Rect(x: 21, y: 6, width: 8, height: 8), source: SourcePosition(line: 3, column: 24)),
      FrameNode(
        kind: "spacer", path: "0.0.1", depth: 2,
        frame: Rect(x: 0, y: 20.5, width: 50, height: 29.5),
        source: SourcePosition(line: 4, column: 5)),
      FrameNode(
        kind: "view", label: "card", path: "0.1", depth: 1,
        frame: Rect(x: 50, y: -0.0001, width: 50, height: 50),
        source: SourcePosition(line: 6, column: 3)),
      FrameNode(
        kind: "color", label: "blue", path: "0.1.0", depth: 2,
        frame: Rect(x: 50, y: -0.0001, width: 50, height: 50),
        source: SourcePosition(line: 1, column: 20)),
    ])
  }

  static var hiDump: Dump {
    Dump(file: "hello.lyt", screen: ProposedSize(width: 390, height: 844), scale: 3, tree: hiTree)
  }

  /// A one-node tree, for the multi-dump layouts.
  static func leaf(_ width: Double) -> FrameTree {
    FrameTree(nodes: [
      FrameNode(
        kind: "color", label: "red", path: "0", depth: 0,
        frame: Rect(x: 0, y: 0, width: width, height: 10),
        source: SourcePosition(line: 1, column: 1))
    ])
  }
}
