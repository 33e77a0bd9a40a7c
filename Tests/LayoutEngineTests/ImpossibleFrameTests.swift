// No impossible frame is ever printed (layoutc(1), LIMITS): the engine checks every frame it
// writes for finite numbers and a size of at least 0 (an origin may be negative), and the
// containers whose length is a sum of spacings clamp that length at 0 (StackLayout.swift's
// header). Expected numbers are worked from those rules: two 10x10 views with spacing -100
// span from 0 to 10 - 100 + 10 = -80, so the container is 0 long and the second view starts
// at 10 - 100 = -90.

import Testing

@testable import LayoutEngine

/// A layout that claims a size no view can have (a buggy custom `Layout`).
private struct NegativeLayout: Layout, Sendable {
  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
    Size(width: 20, height: -5)
  }
  func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()
  ) -> [LayoutPlacement] {
    subviews.map { _ in LayoutPlacement(position: bounds.origin, proposal: proposal) }
  }
}

@Suite struct ImpossibleFrameTests {
  @Test func aNegativeSizeIsAnErrorNamingTheNode() {
    var tree = vstack([color(), TestView(kind: .custom(AnyLayout(NegativeLayout())))]).tree()
    tree.nodes[2].source = SourcePosition(line: 3, column: 5)
    #expect(
      throws: LayoutError.negativeSize(
        path: "0.1", kind: tree.nodes[2].kind.name, source: SourcePosition(line: 3, column: 5),
        size: Size(width: 20, height: -5))
    ) {
      try tree.layout(in: context(390, 844))
    }
  }

  @Test func aNegativeSizeInsideAReadersContentIsAnErrorToo() {
    let reader = geometryReader { _ in [TestView(kind: .custom(AnyLayout(NegativeLayout())))] }
    #expect(throws: LayoutError.self) {
      try reader.tree().layout(in: context(390, 844))
    }
  }

  /// A layout whose height is `height` (float noise, or a real negative).
  private struct HeightLayout: Layout, Sendable {
    var height: Double
    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
      Size(width: 10, height: height)
    }
    func placeSubviews(
      in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()
    ) -> [LayoutPlacement] { [] }
  }

  @Test func negativeAsPrintedIsTheRuleUnrounded() throws {
    // -0.0004 prints as 0 (three decimals): not an error; -0.0006 prints as -0.001: an error.
    let noise = TestView(kind: .custom(AnyLayout(HeightLayout(height: -0.0004))))
    #expect(
      try noise.tree().layout(in: context(nil, nil, rounded: false)).nodes.count == 1)
    let negative = TestView(kind: .custom(AnyLayout(HeightLayout(height: -0.0006))))
    #expect(throws: LayoutError.self) {
      try negative.tree().layout(in: context(nil, nil, rounded: false))
    }
  }

  @Test func negativeOriginsAreLegitimate() throws {
    // A 500-wide box in a 390 screen is centred at x (390 - 500) / 2 = -55.
    let result = try frames(box(500, 10), 390, 844)
    #expect(result[0] == rect(-55, 417, 500, 10))
  }

  @Test func hstackWithSpacingMoreNegativeThanItsChildrenIsZeroWide() throws {
    let stack = hstack(spacing: -100, [box(10, 10), box(10, 10)])
    let result = try frames(stack, nil, nil)
    #expect(result[0] == rect(0, 0, 0, 10))
    #expect(result[1] == rect(0, 0, 10, 10))
    #expect(result[3] == rect(-90, 0, 10, 10))
    // Proposed a width, the same: the length is the children's extent, clamped.
    #expect(try frames(stack, 390, 844)[0] == rect(195, 417, 0, 10))
  }

  @Test func vstackAndLazyStacksClampToo() throws {
    let v = try frames(vstack(spacing: -100, [box(10, 10), box(10, 10)]), nil, nil)
    #expect(v[0] == rect(0, 0, 10, 0))
    #expect(v[3] == rect(0, -90, 10, 10))
    let lazy = try frames(hstack(spacing: -100, lazy: true, [box(10, 10), box(10, 10)]), nil, nil)
    #expect(lazy[0] == rect(0, 0, 0, 10))
    #expect(lazy[3] == rect(-90, 0, 10, 10))
  }

  @Test func aSpacingThatOnlyOverlapsKeepsTheSpecLength() throws {
    // -5 leaves 10 - 5 + 10 = 15: no clamping.
    let result = try frames(hstack(spacing: -5, [box(10, 10), box(10, 10)]), nil, nil)
    #expect(result[0] == rect(0, 0, 15, 10))
    #expect(result[3] == rect(5, 0, 10, 10))
  }

  @Test func safeAreaInsetWithANegativeSpacingIsClampedAndKeepsItsGap() throws {
    // Top: inset 10 + gap -50 + primary 10 = -30 -> 0; the inset view at 0, the modified
    // view after it and the gap, at 10 - 50 = -40.
    let top = try frames(box(10, 10).safeAreaInset(edge: .top, spacing: -50, box(10, 10)), nil, nil)
    #expect(top[0] == rect(0, 0, 10, 0))
    #expect(top[1] == rect(0, -40, 10, 10))
    #expect(top[3] == rect(0, 0, 10, 10))
    // Bottom: the modified view at 0, the inset view at 10 - 50 = -40.
    let bottom = try frames(
      box(10, 10).safeAreaInset(edge: .bottom, spacing: -50, box(10, 10)), nil, nil)
    #expect(bottom[0] == rect(0, 0, 10, 0))
    #expect(bottom[1] == rect(0, 0, 10, 10))
    #expect(bottom[3] == rect(0, -40, 10, 10))
    // Leading, the same on the other axis.
    let leading = try frames(
      box(10, 10).safeAreaInset(edge: .leading, spacing: -50, box(10, 10)), nil, nil)
    #expect(leading[0] == rect(0, 0, 0, 10))
    #expect(leading[1] == rect(-40, 0, 10, 10))
  }

  @Test func aGridWithNegativeSpacingsIsClamped() throws {
    let g = grid(
      horizontalSpacing: -100, verticalSpacing: -100,
      [gridRow([box(10, 10), box(10, 10)]), gridRow([box(10, 10)])])
    let result = try frames(g, nil, nil)
    #expect(result[0].size == Size(width: 0, height: 0))
    for frame in result { #expect(frame.size.width >= 0 && frame.size.height >= 0) }
  }
}
