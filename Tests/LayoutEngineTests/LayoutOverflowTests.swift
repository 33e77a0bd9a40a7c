// A layout too large for a Double names the node whose frame overflowed: its dump path, kind
// and where it was written, so the driver can report it as an input error (layoutc(1)).

import Testing

@testable import LayoutEngine

@Suite struct LayoutOverflowTests {
  @Test func theFirstOverflowingNodeIsNamedWithItsSource() {
    // 3 x 10 + 2 x 1e308 overflows at the stack; its children are never reached.
    var tree = hstack(spacing: 1e308, [color(), color(), color()]).tree()
    tree.nodes[tree.root].source = SourcePosition(line: 4, column: 7)
    #expect(
      throws: LayoutError.nonFiniteFrame(
        path: "0", kind: "hstack", source: SourcePosition(line: 4, column: 7))
    ) {
      try tree.layout(in: context(nil, nil))
    }
  }

  @Test func aNodeInsideTheTreeIsNamedByItsPath() {
    // The padding is 1e308 + 2 x 1e308 wide: the stack around it overflows first (pre-order).
    let view = vstack([color().frame(width: 1e308).padding(EdgeInsets(leading: 1e308)), color()])
    #expect(
      throws: LayoutError.nonFiniteFrame(
        path: "0", kind: "vstack", source: SourcePosition(line: 1, column: 1))
    ) {
      try view.tree().layout(in: context(390, 844))
    }
  }

  @Test func overflowInsideAReadersContentIsNamedToo() {
    let reader = geometryReader { _ in [hstack(spacing: 1e308, [color(), color(), color()])] }
    #expect(
      throws: LayoutError.nonFiniteFrame(
        path: "0.0", kind: "hstack", source: SourcePosition(line: 1, column: 1))
    ) {
      try reader.tree().layout(in: context(390, 844))
    }
  }
}
