// The root view in the screen (layoutc-layout(7) 1.4, worked check 30.1).

import Testing

@testable import LayoutEngine

@Suite struct RootLayoutTests {
  @Test func rootIsCentredInTheScreen() throws {
    // 30.1: Color.frame(50, 30) in 200x100 -> (75, 35).
    let result = try frames(box(50, 30), 200, 100)
    #expect(result == [rect(75, 35, 50, 30), rect(75, 35, 50, 30)])
  }

  @Test func rootIsProposedTheScreenLessTheSafeArea() throws {
    // iPhone 15 (390x844, insets 47/0/34/0): the area is 390x763 from y 47.
    let ctx = context(390, 844, safeArea: EdgeInsets(top: 47, bottom: 34), rounded: false)
    #expect(try frames(color(), in: ctx) == [rect(0, 47, 390, 763)])
    // 47 + (763 - 30) / 2 = 413.5.
    #expect(try frames(box(50, 30), in: ctx)[0] == rect(170, 413.5, 50, 30))
  }

  @Test func overflowingRootHasNegativeOrigin() throws {
    #expect(try frames(box(300, 30), 200, 100)[0] == rect(-50, 35, 300, 30))
  }

  @Test func autoAxisIsNotCentred() throws {
    // An unspecified side: ideal size, placed at the inset.
    let ctx = context(nil, 100, safeArea: EdgeInsets(top: 5, leading: 7), rounded: false)
    #expect(try frames(color(), in: ctx) == [rect(7, 5, 10, 95)])
    #expect(try frames(box(50, 30), in: context(nil, nil, rounded: false))[0] == rect(0, 0, 50, 30))
  }

  @Test func infiniteScreenReportsNonFiniteFrame() {
    #expect(
      throws: LayoutError.nonFiniteFrame(
        path: "0", kind: "color", source: SourcePosition(line: 1, column: 1))
    ) {
      try (color().tree()).layout(in: context(.infinity, 100))
    }
  }

  @Test func emptyTreeHasNoFrames() throws {
    let tree = ViewTree()
    #expect(try tree.layout(in: context(100, 100)).nodes.isEmpty)
  }

  @Test func pathsDepthsAndRoles() throws {
    let view = vstack([text("a"), box(10, 10).background(color("blue"))])
    let nodes = try view.tree().layout(in: context(100, 100)).nodes
    #expect(nodes.map(\.path) == ["0", "0.0", "0.1", "0.1.0", "0.1.0.0", "0.1.1"])
    #expect(nodes.map(\.depth) == [0, 1, 1, 2, 3, 2])
    #expect(nodes.map(\.kind) == ["vstack", "text", "background", "frame", "color", "color"])
    #expect(nodes.map(\.role) == [nil, nil, nil, nil, nil, .background])
    #expect(nodes[1].text == TextLines(lines: ["a"], truncated: false))
  }
}
