// Seed checks behind the stack examples (examples/stacks): a stack's spacing is the union of
// its children's edges (layoutc-layout(7) 3.3), and a spacer wrapped in a frame loses its -infinity
// priority (layoutc-layout(7) 5, 11). Numbers from the fixed text metrics of ViewBuilder.swift
// (ascender 16, descender 4, cap height 12, no leading; at 3x ds = 2, DLS = 22): view -> text
// 22 - 16 = 6, text -> text 0.

import Testing

@testable import LayoutEngine

@Suite struct SeedStackTests {
  @Test func rowWithTextAndColorAsksForTheSpaceAboveTheNextText() throws {
    // The row's bottom edge holds the text's entries and the color's (edgeAboveText 0); the
    // text below asks 6 above it, so the gap is 6, not the 0 of text-to-text.
    let view = vstack([hstack([text("a"), box(10, 10)]), text("b")])
    let result = try frames(view, nil, nil)
    #expect(result[0] == rect(0, 0, 28, 46))
    #expect(result[5] == rect(9, 26, 10, 20))
  }

  @Test func rowOfTextsIsTextToTextWithTheNextText() throws {
    let view = vstack([hstack([text("a"), text("c")]), text("b")])
    let result = try frames(view, nil, nil)
    #expect(result[0] == rect(0, 0, 28, 40))
    #expect(result[4] == rect(9, 20, 10, 20))
  }

  @Test func framedSpacerCompetesAtPriorityZero() throws {
    // 300 - 8 (the bare spacer's minimum) = 292: 50, 50, then the framed spacer (flexible,
    // priority 0) takes 192; the bare spacer (-infinity) gets its 8 back.
    let view = hstack(
      spacing: 0, [box(50, 10), spacer().frame(height: 10), box(50, 10), spacer()])
    let result = try frames(view, 300, 100)
    #expect(result[3] == rect(50, 45, 192, 10))
    #expect(result[5] == rect(242, 45, 50, 10))
    #expect(result[7] == rect(292, 50, 8, 0))
  }
}
