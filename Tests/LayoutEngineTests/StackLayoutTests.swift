// HStack / VStack (layoutc-layout(7) 4, worked checks 4.5 and 30), spacers and dividers in stacks
// (5, 6), lazy stacks (22), right-to-left stacks (26).

import Testing

@testable import LayoutEngine

@Suite struct StackLayoutTests {
  @Test func alignmentGuideUnion() throws {
    // 4.5: VStack(alignment: .leading, spacing: 4) { A 100x20 leading := trailing; B 50x20;
    // C 30x20 leading := width / 2 } in 300x200 -> stack (75, 66) 150x68; A x 75, B 175,
    // C 160.
    let view = vstack(
      alignment: .leading, spacing: 4,
      [
        box(100, 20).alignmentGuide(.horizontal(.leading), .guide(.horizontal(.trailing))),
        box(50, 20),
        box(30, 20).alignmentGuide(.horizontal(.leading), .divide(.width, .constant(2))),
      ])
    let result = try frames(view, 300, 200)
    #expect(result[0] == rect(75, 66, 150, 68))
    #expect(result[1] == rect(75, 66, 100, 20))
    #expect(result[3] == rect(175, 90, 50, 20))
    #expect(result[5] == rect(160, 114, 30, 20))
  }

  @Test func priorityGroups() throws {
    // 4.5: HStack(spacing: 0) { red.frame(minWidth: 20); blue.frame(minWidth: 20)
    // .layoutPriority(1); green.frame(width: 60) } in 300 -> 20 / 220 / 60.
    let view = hstack(
      spacing: 0,
      [
        color("red").frame(FlexFrame(minWidth: 20)),
        color("blue").frame(FlexFrame(minWidth: 20)).layoutPriority(1),
        color("green").frame(width: 60),
      ])
    let result = try frames(view, 300, 100)
    #expect(result[1] == rect(0, 0, 20, 100))
    #expect(result[3] == rect(20, 0, 220, 100))
    #expect(result[5] == rect(240, 0, 60, 100))
  }

  @Test func spacerTakesWhatIsLeft() throws {
    // 30.2: HStack { A 50x50; Spacer; B 50x50 } in 300x100: spacer 200, spacing 0 to it.
    let view = hstack([box(50, 50), spacer(), box(50, 50)])
    let result = try frames(view, 300, 100)
    #expect(result[0] == rect(0, 25, 300, 50))
    #expect(result[1] == rect(0, 25, 50, 50))
    #expect(result[3] == rect(50, 50, 200, 0))
    #expect(result[4] == rect(250, 25, 50, 50))
  }

  @Test func spacerMinLengthOverflow() throws {
    // 30.3: VStack(spacing: 0) { HStack(spacing: 0) { A 250; Spacer(minLength: 20); B 100 };
    // HStack(spacing: 0) { Spacer; C 40; Spacer }; Spacer } in 300x100: the first row
    // overflows to 370 at x -35, the second row's spacers are 130, the vertical spacer 60.
    let view = vstack(
      spacing: 0,
      [
        hstack(spacing: 0, [box(250, 20), spacer(20), box(100, 20)]),
        hstack(spacing: 0, [spacer(), box(40, 20), spacer()]),
        spacer(),
      ])
    let result = try frames(view, 300, 100)
    #expect(result[0] == rect(-35, 0, 370, 100))
    #expect(result[1] == rect(-35, 0, 370, 20))
    #expect(result[2] == rect(-35, 0, 250, 20))
    #expect(result[4] == rect(215, 10, 20, 0))
    #expect(result[5] == rect(235, 0, 100, 20))
    #expect(result[7] == rect(0, 20, 300, 20))
    #expect(result[8] == rect(0, 30, 130, 0))
    #expect(result[9] == rect(130, 20, 40, 20))
    #expect(result[11] == rect(170, 30, 130, 0))
    #expect(result[12] == rect(150, 40, 0, 60))
  }

  @Test func flexibilityOrder() throws {
    // objc.io: red frame(maxWidth: 100) and green frame(minWidth: 100) in 150 -> 75 and 100
    // (the less flexible red first, half of 150); the stack overflows to 175.
    let view = hstack(
      spacing: 0,
      [
        color("red").frame(FlexFrame(maxWidth: 100)),
        color("green").frame(FlexFrame(minWidth: 100)),
      ])
    let result = try frames(view, 150, 100)
    #expect(result[1].size.width == 75)
    #expect(result[3].size.width == 100)
    #expect(result[0] == rect(-12.5, 0, 175, 100))
  }

  @Test func defaultSpacingIsEightBetweenPlainViews() throws {
    let result = try frames(vstack([box(10, 10), box(10, 10)]), nil, nil)
    #expect(result[0] == rect(0, 0, 10, 28))
    #expect(result[3] == rect(0, 18, 10, 10))
  }

  @Test func textSpacingFollowsTheFontMetrics() throws {
    // Fixed metrics at 3x: L 20, ds = ceil_px(2) = 2, DLS 22: view -> text 22 - 16 = 6,
    // text -> view max(22 - 12, 2 + 4) = 10, text -> text ceil_px(leading 0) = 0.
    let view = vstack([box(10, 10), text("a"), text("b"), box(10, 10)])
    let result = try frames(view, nil, nil)
    #expect(result[3] == rect(0, 16, 10, 20))
    #expect(result[4] == rect(0, 36, 10, 20))
    #expect(result[5] == rect(0, 66, 10, 10))
    // Sideways, text gets the default 8.
    let row = try frames(hstack([box(10, 10), text("a")]), nil, nil)
    #expect(row[3].minX == 18)
  }

  @Test func paddingResetsTheTextEdge() throws {
    // The padded edge is plain again: box -> padded text = 8 instead of 6.
    let view = vstack([box(10, 10), text("a").padding(EdgeInsets(top: 1))])
    #expect(try frames(view, nil, nil)[3].minY == 18)
  }

  @Test func textMinimumWidthInAStackIsZero() throws {
    // Text "Hello" (min 0, max 50) is less flexible than a color: offered half of 200 - 8
    // first, it takes 50 and the color the remaining 142.
    let result = try frames(hstack([color(), text("Hello")]), 200, 20)
    #expect(result[1] == rect(0, 0, 142, 20))
    #expect(result[2] == rect(150, 0, 50, 20))
  }

  @Test func placementReproposesTheStacksOwnWidth() throws {
    // 4.3: under fixedSize the VStack is measured with nil width (the box's 50), then
    // re-proposes 50 so the color takes 50.
    let view = vstack(spacing: 0, [box(50, 10), color()]).fixedSize()
    let result = try frames(view, 300, 300)
    #expect(result[1].size.width == 50)
    #expect(result[4].size.width == 50)
  }

  @Test func dividerInStacks() throws {
    // In an HStack a vertical line 1/3 wide (at 3x) and as tall as offered; in a VStack a
    // horizontal one.
    let row = try frames(hstack(spacing: 0, [box(10, 30), divider(), box(10, 30)]), nil, nil)
    #expect(close(row[3], rect(10, 0, 1.0 / 3, 30)))
    let column = try frames(vstack(spacing: 0, [box(30, 10), divider()]), nil, nil)
    #expect(close(column[3], rect(0, 10, 30, 1.0 / 3)))
  }

  @Test func firstTextBaselineAlignment() throws {
    // A 40-high box and a two-line text (baseline 16) aligned on first baselines: the box's
    // baseline is its bottom (40), so the text starts at 24.
    let view = hstack(
      alignment: .firstTextBaseline, spacing: 0,
      [
        box(10, 40), text("abcd").frame(width: 20),
      ])
    let result = try frames(view, nil, nil)
    #expect(result[1] == rect(0, 0, 10, 40))
    #expect(result[3] == rect(10, 24, 20, 40))
    #expect(result[0] == rect(0, 0, 30, 64))
  }

  @Test func stackCombinesBaselinesWithMinimum() throws {
    // A VStack of two texts reports the first text's baseline (min of 16 and 20 + 16).
    let column = vstack(spacing: 0, [text("a"), text("b")])
    let view = hstack(alignment: .firstTextBaseline, spacing: 0, [box(10, 40), column])
    let result = try frames(view, nil, nil)
    #expect(result[3] == rect(10, 24, 10, 40))
  }

  @Test func lazyStacksTakeTheCrossAxis() throws {
    // layoutc-layout(7) 22: two LazyVStacks and a 37-wide LazyHStack in a 320 HStack with spacing
    // 20 -> 121.5 each; the LazyHStack fills the 240 height.
    let view = hstack(
      spacing: 20,
      [
        vstack(lazy: true, [box(50, 20)]),
        vstack(lazy: true, [box(50, 20)]),
        hstack(spacing: 0, lazy: true, [box(37, 20)]),
      ])
    let result = try frames(view, 320, 240)
    #expect(result[1] == rect(0, 110, 121.5, 20))
    #expect(result[2] == rect(35.75, 110, 50, 20))
    #expect(result[4] == rect(141.5, 110, 121.5, 20))
    #expect(result[7] == rect(283, 0, 37, 240))
    #expect(result[8] == rect(283, 110, 37, 20))
  }

  @Test func rightToLeftStackStartsAtTheRight() throws {
    let view = hstack(spacing: 0, [box(50, 10), box(30, 10)])
    let result = try frames(view, in: context(200, 100, direction: .rightToLeft, rounded: false))
    #expect(result[0] == rect(60, 45, 80, 10))
    #expect(result[1] == rect(90, 45, 50, 10))
    #expect(result[3] == rect(60, 45, 30, 10))
  }

  @Test func rightToLeftPaddingSwapsLeadingAndTrailing() throws {
    let view = box(50, 30).padding(EdgeInsets(leading: 10))
    let result = try frames(view, in: context(200, 100, direction: .rightToLeft, rounded: false))
    #expect(result[0] == rect(70, 35, 60, 30))
    #expect(result[1] == rect(70, 35, 50, 30))
  }

  @Test func rightToLeftFromTheEnvironment() throws {
    // Set on the stack itself: its children are mirrored inside it.
    let view = hstack(spacing: 0, [box(50, 10), box(30, 10)])
      .environment { $0.layoutDirection = .rightToLeft }
    let result = try frames(view, 200, 100)
    #expect(result[1] == rect(90, 45, 50, 10))
  }
}
