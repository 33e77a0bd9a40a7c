// flow (lyt(5) Names): children left to right at their ideal sizes, a new line when the
// next would pass the proposed width, lines aligned by `alignment`; size = the widest line by
// the lines' total height. Every number below is worked by hand from those rules.

import Testing

@testable import LayoutEngine

private func flow(
  spacing: Double = 8, lineSpacing: Double = 8, alignment: Alignment = .leading,
  _ children: [TestView]
) -> TestView {
  let layout = FlowLayout(spacing: spacing, lineSpacing: lineSpacing, alignment: alignment)
  return TestView(kind: .custom(AnyLayout(layout, name: "flow")), children: children)
}

/// Five 40 x 20 boxes: in 100, lines [0, 1] (40 + 8 + 40 = 88; a third would make 136),
/// [2, 3], [4]; the flow is 88 x (3 x 20 + 2 x 8) = 88 x 76.
private var fiveBoxes: [TestView] { (0..<5).map { _ in box(40, 20) } }

/// The frames of the flow's boxes (every other node after the flow: frame, then its color).
private func boxFrames(_ view: TestView, _ width: Double?, _ height: Double?) throws -> [Rect] {
  let all = try frames(view, width, height)
  return stride(from: 1, to: all.count, by: 2).map { all[$0] }
}

@Suite struct FlowLayoutTests {
  @Test func wrapsWhenTheNextChildWouldPassTheWidth() throws {
    let all = try frames(flow(fiveBoxes), 100, 200)
    // Centred in 100 x 200: ((100 - 88) / 2, (200 - 76) / 2) = (6, 62).
    #expect(all[0] == rect(6, 62, 88, 76))
    #expect(
      try boxFrames(flow(fiveBoxes), 100, 200) == [
        rect(6, 62, 40, 20), rect(54, 62, 40, 20), rect(6, 90, 40, 20), rect(54, 90, 40, 20),
        rect(6, 118, 40, 20),
      ])
  }

  @Test func kindIsTheLayoutsName() throws {
    let tree = try (flow(fiveBoxes).tree()).layout(in: context(100, 200))
    #expect(tree.nodes[0].kind == "flow")
  }

  @Test func trailingAndCenterAlignLinesInTheWidestLine() throws {
    // The last line (40) in the flow's 88: trailing x 6 + 48, center x 6 + 24.
    let trailing = try boxFrames(flow(alignment: .trailing, fiveBoxes), 100, 200)
    #expect(trailing[4] == rect(54, 118, 40, 20))
    #expect(trailing[0] == rect(6, 62, 40, 20))
    let center = try boxFrames(flow(alignment: .center, fiveBoxes), 100, 200)
    #expect(center[4] == rect(30, 118, 40, 20))
  }

  @Test func customSpacingAndLineSpacing() throws {
    // spacing 20: 40 + 20 + 40 = 100 still fits 100 exactly; lines [0, 1], [2, 3], [4];
    // lineSpacing 0: 100 x 60 at (0, 70).
    let result = try boxFrames(flow(spacing: 20, lineSpacing: 0, fiveBoxes), 100, 200)
    #expect(
      result == [
        rect(0, 70, 40, 20), rect(60, 70, 40, 20), rect(0, 90, 40, 20), rect(60, 90, 40, 20),
        rect(0, 110, 40, 20),
      ])
  }

  @Test func unspecifiedWidthIsOneLine() throws {
    // 5 x 40 + 4 x 8 = 232 wide, 20 high, at the top-leading corner (no centring on auto).
    let all = try frames(flow(fiveBoxes), nil, nil)
    #expect(all[0] == rect(0, 0, 232, 20))
    #expect(all[9] == rect(192, 0, 40, 20))
  }

  @Test func childrenAlignVerticallyInTheirLine() throws {
    // A 20-high and a 40-high box on one line (40 high): leading = (leading, center) centres
    // the small one (y 10), top puts it at 0, bottom at 20.
    let boxes = [box(40, 20), box(40, 40)]
    #expect(try boxFrames(flow(boxes), nil, nil)[0] == rect(0, 10, 40, 20))
    #expect(try boxFrames(flow(alignment: .topLeading, boxes), nil, nil)[0] == rect(0, 0, 40, 20))
    #expect(
      try boxFrames(flow(alignment: .bottomLeading, boxes), nil, nil)[0] == rect(0, 20, 40, 20))
  }

  @Test func baselineAlignmentInALine() throws {
    // firstTextBaseline: "Hi" (baseline 16) and a 30-high box (baseline = bottom, 30). The
    // line reaches 30 above the guide and 4 below (the text's 20 - 16): 34 high; the text
    // sits at 30 - 16 = 14, the box at 0.
    let view = flow(
      alignment: Alignment(horizontal: .leading, vertical: .firstTextBaseline),
      [text("Hi"), box(10, 30)])
    let all = try frames(view, nil, nil)
    #expect(all[0] == rect(0, 0, 38, 34))
    #expect(all[1] == rect(0, 14, 20, 20))
    #expect(all[2] == rect(28, 0, 10, 30))
  }

  @Test func aChildWiderThanTheProposalTakesALineOfItsOwn() throws {
    // 150 does not fit 100 but starts the first line; 40 goes to the next. 150 x 28.
    let all = try frames(flow([box(150, 10), box(40, 10)]), 100, 100)
    #expect(all[0] == rect(-25, 36, 150, 28))
    #expect(all[3] == rect(-25, 54, 40, 10))
  }

  @Test func childrenKeepTheirIdealSize() throws {
    // "Hello world" is 110 ideal: in a 60-wide flow it overflows on one line instead of
    // wrapping (it is proposed nothing, not the flow's width).
    let all = try frames(flow([text("Hello world")]), 60, 100)
    #expect(all[1] == rect(-25, 40, 110, 20))
  }

  @Test func rightToLeftStartsLinesAtTheRightEdge() throws {
    // Left-to-right x in the flow: 0, 48 | 0, 48 | 0; mirrored x' = 88 - (x + 40): 48, 0 |
    // 48, 0 | 48; the flow at x 6.
    let view = flow(fiveBoxes)
    let result = try frames(view, in: context(100, 200, direction: .rightToLeft, rounded: false))
    let boxes = stride(from: 1, to: result.count, by: 2).map { result[$0].minX }
    #expect(boxes == [54, 6, 54, 6, 54])
  }

  @Test func negativeSpacingOverlapsButTheSizeStaysPositive() throws {
    // Two lines of 10-high boxes (each 60 wide in 100) with lineSpacing -30: 10 - 30 + 10 =
    // -10, so 0 high; the second line starts 20 above the first.
    let all = try frames(flow(lineSpacing: -30, [box(60, 10), box(60, 10)]), 100, 100)
    #expect(all[0] == rect(20, 50, 60, 0))
    #expect(all[1] == rect(20, 50, 60, 10))
    #expect(all[3] == rect(20, 30, 60, 10))
  }

  @Test func emptyFlowIsZeroSized() throws {
    #expect(try frames(flow([]), 100, 100) == [rect(50, 50, 0, 0)])
  }

  @Test func spacerInAFlowIsInNoStack() throws {
    // A spacer outside a stack is minLength (8) on both axes when asked its ideal size.
    let all = try frames(flow([spacer(), box(10, 10)]), nil, nil)
    #expect(all[1] == rect(0, 1, 8, 8))
    #expect(all[2] == rect(16, 0, 10, 10))
  }

  @Test func measuringEqualsPlacing() throws {
    let tree = flow([text("Hello"), box(40, 30), text("a b"), spacer()]).tree()
    for width in [0.0, 45, 100, 1000] {
      let state = LayoutState(tree: tree, context: context(width, 100, rounded: false))
      for item in state.placeAll() {
        let fresh = LayoutState(tree: tree, context: context(width, 100, rounded: false))
        #expect(fresh.size(of: item.node, item.proposal) == item.frame.size)
      }
    }
  }
}
