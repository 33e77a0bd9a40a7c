// ZStack (layoutc-layout(7) 7), alignment guides and custom alignments (15), layout priority (11).

import Testing

@testable import LayoutEngine

@Suite struct ZStackLayoutTests {
  @Test func sizeIsTheLargestChildAndChildrenAreAligned() throws {
    let view = zstack([box(50, 30), box(20, 60)])
    let result = try frames(view, 200, 100)
    #expect(result[0] == rect(75, 20, 50, 60))
    #expect(result[1] == rect(75, 35, 50, 30))
    #expect(result[3] == rect(90, 20, 20, 60))
    let corner = try frames(
      zstack(alignment: .bottomTrailing, [box(50, 30), box(20, 60)]), 200, 100)
    #expect(corner[1] == rect(75, 50, 50, 30))
    #expect(corner[3] == rect(105, 20, 20, 60))
  }

  @Test func onlyTopPriorityChildrenSizeTheStack() throws {
    // The color has priority -1: the stack is the box's size and the color is offered it.
    let view = zstack([color().layoutPriority(-1), box(50, 30)])
    let result = try frames(view, 200, 100)
    #expect(result[0] == rect(75, 35, 50, 30))
    #expect(result[1] == rect(75, 35, 50, 30))
  }

  @Test func emptyZStackIsZero() throws {
    #expect(try frames(zstack([]), 200, 100) == [rect(100, 50, 0, 0)])
  }
}

@Suite struct AlignmentGuideTests {
  @Test func explicitGuideMovesTheChild() throws {
    // In a top-leading ZStack, the small box's leading guide is its centre: it sits 10 left.
    let view = zstack(
      alignment: .topLeading,
      [
        box(50, 50),
        box(20, 20).alignmentGuide(.horizontal(.leading), .divide(.width, .constant(2))),
      ])
    let result = try frames(view, nil, nil)
    // The stack is sized by the largest child (layoutc-layout(7) 7), not the aligned union.
    #expect(result[0] == rect(0, 0, 50, 50))
    #expect(result[1] == rect(10, 0, 50, 50))
    #expect(result[3] == rect(0, 0, 20, 20))
  }

  @Test func guideSeesEarlierGuidesOfTheSameView() throws {
    // leading := d[trailing] (20); then top := d[leading] - 5 sees 20 -> 15.
    let view = zstack(
      alignment: .topLeading,
      [
        box(50, 50),
        box(20, 20)
          .alignmentGuide(.horizontal(.leading), .guide(.horizontal(.trailing)))
          .alignmentGuide(.vertical(.top), .subtract(.guide(.horizontal(.leading)), .constant(5))),
      ])
    let result = try frames(view, nil, nil)
    // Small box at (0, 0); big box at (20, 15).
    #expect(result[1] == rect(20, 15, 50, 50))
    #expect(result[3] == rect(0, 0, 20, 20))
  }

  @Test func paddingForwardsTheTextBaselineShifted() throws {
    // Padding 10: baseline 26 in the padding; the frame's baseline is its height (100).
    let view = text("Hi").padding(10).frame(
      width: 100, height: 100,
      alignment: Alignment(horizontal: .center, vertical: .lastTextBaseline))
    #expect(try frames(view, 100, 100)[1] == rect(30, 74, 40, 40))
  }

  @Test func explicitFrameGuideIsForwardedThroughPadding() throws {
    // The small box's centre is 0; padding 5 reports it shifted to 5, so in a centred ZStack
    // with a 50 x 50 box the guides meet at x 25: the padding at 20, the box in it at 25.
    let view = zstack([
      box(50, 50),
      box(20, 20).alignmentGuide(.horizontal(.center), .constant(0)).padding(5),
    ])
    let result = try frames(view, nil, nil)
    #expect(result[3] == rect(20, 10, 30, 30))
    #expect(result[4] == rect(25, 15, 20, 20))
  }

  @Test func stackHidesAFrameGuideOfItsChild() throws {
    // A VStack reports no explicit centre (layoutc-layout(7) 4.4): the 20-wide stack is
    // centred by its default, 10, on the 50 x 50 box's 25, so it sits at x 15.
    let view = zstack([
      box(50, 50),
      vstack([box(20, 20).alignmentGuide(.horizontal(.center), .constant(0))]),
    ])
    let result = try frames(view, nil, nil)
    #expect(result[3] == rect(15, 15, 20, 20))
  }

  @Test func customAlignmentDefaultAndExplicitValue() throws {
    // Custom vertical guide defaulting to the centre; the small box sets it to its top.
    let mid = CustomAlignment(
      name: "mid", axis: .vertical, defaultValue: .guide(.vertical(.center)))
    let view = zstack(
      alignment: Alignment(horizontal: .center, vertical: .custom(0)),
      [
        box(50, 50), box(20, 20).alignmentGuide(.vertical(.custom(0)), .guide(.vertical(.top))),
      ])
    let result = try frames(view, in: context(nil, nil, rounded: false), customAlignments: [mid])
    #expect(result[1] == rect(0, 0, 50, 50))
    #expect(result[3] == rect(15, 25, 20, 20))
  }

  @Test func selfReferentialGuideDoesNotRecurseForever() throws {
    let loop = CustomAlignment(
      name: "loop", axis: .vertical, defaultValue: .add(.guide(.vertical(.custom(0))), .constant(1))
    )
    let view = zstack(
      alignment: Alignment(horizontal: .center, vertical: .custom(0)), [box(10, 10)])
    let result = try frames(view, in: context(nil, nil, rounded: false), customAlignments: [loop])
    #expect(result[1] == rect(0, 0, 10, 10))
  }

  @Test func divisionByZeroGivesZero() throws {
    let view = zstack(
      alignment: .topLeading,
      [
        box(50, 50),
        box(20, 20).alignmentGuide(.horizontal(.leading), .divide(.width, .constant(0))),
      ])
    #expect(try frames(view, nil, nil)[3] == rect(0, 0, 20, 20))
  }
}

@Suite struct LayoutPriorityTests {
  func priority(_ view: TestView, child path: [Int] = []) -> Double {
    let tree = view.tree()
    let state = LayoutState(tree: tree, context: context(100, 100))
    var node = tree.root
    for index in path { node = tree.nodes[node].children[index] }
    return state.layoutPriority(of: node)
  }

  @Test func priorityRules() {
    #expect(priority(color()) == 0)
    #expect(priority(color().layoutPriority(2)) == 2)
    #expect(priority(spacer()) == -.infinity)
    // Padding and frames report 0 whatever the child's; written after them it counts.
    #expect(priority(color().layoutPriority(1).padding(5)) == 0)
    #expect(priority(color().padding(5).layoutPriority(1)) == 1)
    #expect(priority(spacer().frame(width: 10)) == 0)
    // fixedSize, background/overlay (primary), offset and components forward.
    #expect(priority(color().layoutPriority(3).fixedSize()) == 3)
    #expect(priority(color().layoutPriority(3).background(color())) == 3)
    #expect(priority(spacer().overlay(color())) == -.infinity)
    #expect(priority(color().layoutPriority(3).offset(x: 1)) == 3)
    #expect(priority(TestView(kind: .component, children: [spacer()])) == -.infinity)
    // Containers: 0, or -inf when empty.
    #expect(priority(vstack([color()])) == 0)
    #expect(priority(hstack([])) == -.infinity)
    #expect(priority(zstack([])) == -.infinity)
  }
}
