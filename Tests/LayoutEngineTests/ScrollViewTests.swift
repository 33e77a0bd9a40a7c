// ScrollView (layoutc-layout(7) 19) and lazy stacks inside one (22): numbers worked from the rules.

import Testing

@testable import LayoutEngine

@Suite struct ScrollViewTests {
  @Test func inAVStackItTakesWhatIsLeftLikeAColor() throws {
    // Spec check: VStack(spacing: 0) { Text; ScrollView; Text }. Texts are 20 tall here, so
    // in 200 the scroll view gets 200 - 40 = 160. It is as wide as its content: the content
    // stack is proposed (200, nil), so the red is 200 x 10, at the top (not centred).
    let view = vstack(
      spacing: 0, [text("a"), scrollView([color()]), text("b")])
    let result = try frames(view, 200, 200)
    #expect(result[0] == rect(0, 0, 200, 200))
    #expect(result[1] == rect(95, 0, 10, 20))
    #expect(result[2] == rect(0, 20, 200, 160))
    #expect(result[3] == rect(0, 20, 200, 10))
    #expect(result[4] == rect(0, 20, 200, 10))
    #expect(result[5] == rect(95, 180, 10, 20))
  }

  @Test func contentIsProposedNothingAlongTheScrollAxis() throws {
    // Three 100-tall rows with the default gap 8: content 316 tall, placed at the top of a
    // scroll view that fills 390 x 844.
    let rows = (0..<3).map { _ in color().frame(height: 100) }
    let result = try frames(scrollView(rows), 390, 844)
    #expect(result[0] == rect(0, 0, 390, 844))
    #expect(result[1] == rect(0, 0, 390, 316))
    #expect(result[2] == rect(0, 0, 390, 100))
    #expect(result[4] == rect(0, 108, 390, 100))
    #expect(result[6] == rect(0, 216, 390, 100))
  }

  @Test func horizontalScrollViewIsAsTallAsItsContent() throws {
    // Cards 150 x 200 in an implicit HStack: 466 wide (overflowing 390), 200 tall. The scroll
    // view is 390 x 200, centred by the root: y (844 - 200) / 2 = 322; content at x 0.
    let cards = (0..<3).map { _ in box(150, 200) }
    let result = try frames(scrollView(horizontal: true, vertical: false, cards), 390, 844)
    #expect(result[0] == rect(0, 322, 390, 200))
    #expect(result[1] == rect(0, 322, 466, 200))
    #expect(result[2] == rect(0, 322, 150, 200))
    #expect(result[4] == rect(158, 322, 150, 200))
    #expect(result[6] == rect(316, 322, 150, 200))
  }

  @Test func acrossItIsExactlyTheContentsWidthEvenWhenWider() throws {
    // A 300-wide row in a 200-wide screen: the scroll view is 300 wide, centred at x -50.
    let result = try frames(scrollView([box(300, 50)]), 200, 200)
    #expect(result[0] == rect(-50, 0, 300, 200))
    #expect(result[2] == rect(-50, 0, 300, 50))
  }

  @Test func withNoProposalAlongTheAxisItHugsItsContent() throws {
    // Under fixedSize the scroll view is proposed nothing: two 50 x 50 boxes 8 apart make
    // it 50 x 108 (the choice documented in ScrollViewLayout).
    let view = scrollView([box(50, 50), box(50, 50)]).fixedSize()
    let result = try frames(view, 200, 200)
    #expect(result[0] == rect(75, 46, 50, 108))
    #expect(result[1] == rect(75, 46, 50, 108))
  }

  @Test func bothAxesTakeTheProposalAndTheContentItsIdealSize() throws {
    // The content is proposed (nil, nil): a color is 10 x 10, at the top-leading corner.
    let result = try frames(scrollView(horizontal: true, vertical: true, [color()]), 200, 300)
    #expect(result[0] == rect(0, 0, 200, 300))
    #expect(result[1] == rect(0, 0, 10, 10))
    #expect(result[2] == rect(0, 0, 10, 10))
  }

  @Test func lazyVStackInsideTakesTheWidthAndItsContentsHeight() throws {
    // The lazy stack is proposed (200, nil): its content is 50 x 90, it is 200 wide, and its
    // children are centred across: x 75.
    let rows = (0..<3).map { _ in box(50, 30) }
    let result = try frames(scrollView([vstack(spacing: 0, lazy: true, rows)]), 200, 300)
    #expect(result[0] == rect(0, 0, 200, 300))
    #expect(result[2] == rect(0, 0, 200, 90))
    #expect(result[3] == rect(75, 0, 50, 30))
    #expect(result[5] == rect(75, 30, 50, 30))
    #expect(result[7] == rect(75, 60, 50, 30))
  }

  @Test func horizontalContentStartsAtTheRightInRightToLeft() throws {
    // The engine mirrors children in a right-to-left layout: the 100-wide content of a
    // 200-wide scroll view starts at its right edge.
    let view = scrollView(horizontal: true, vertical: false, [box(100, 20)])
    let result = try frames(view, in: context(200, 100, direction: .rightToLeft, rounded: false))
    #expect(result[0] == rect(0, 40, 200, 20))
    #expect(result[1] == rect(100, 40, 100, 20))
  }

  @Test func itSpacesLikeAPlainViewAndReportsNoBaseline() throws {
    // Two plain views 8 apart; an HStack aligned on first baselines puts the scroll view's
    // bottom edge (no explicit baseline) on the text's baseline 16.
    let row = hstack(
      alignment: .firstTextBaseline, [text("a"), scrollView([text("b")]).frame(height: 30)])
    let result = try frames(row, 200, 200)
    // Text "a" 10 wide, gap 8 (text and a plain view sideways), frame 10 x 30.
    #expect(result[1].minX == result[0].minX)
    #expect(result[2].minX == result[0].minX + 18)
    // Baseline of "a" (16) aligned with the frame's bottom edge (30): "a" is 14 lower.
    #expect(result[1].minY == result[2].minY + 14)
  }
}
