// Grid and GridRow (layoutc-layout(7) 21): numbers worked by hand from the rules (texts are 10 per
// character and 20 tall here; a text row's bottom spacing to a plain view is 10).

import Testing

@testable import LayoutEngine

@Suite struct GridTests {
  @Test func threeFlexibleColumnsShareTheWidth() throws {
    // Spec: three flexible columns in 280 -> (280 - 2 * 8) / 3 = 88 each. Rows of 40-tall
    // colors: the grid is 280 x 40, centred at y (100 - 40) / 2 = 30.
    let row = gridRow((0..<3).map { _ in color().frame(height: 40) })
    let result = try frames(grid([row]), 280, 100)
    #expect(result[0] == rect(0, 30, 280, 40))
    #expect(result[1] == rect(0, 30, 280, 40))
    #expect(result[2] == rect(0, 30, 88, 40))
    #expect(result[4] == rect(96, 30, 88, 40))
    #expect(result[6] == rect(192, 30, 88, 40))
  }

  @Test func rigidColumnsAreAsWideAsTheirWidestCell() throws {
    // Column 0: "a" 10, "cc" 20 -> 20; column 1: "bbb" 30, "d" 10 -> 30. Width 20 + 8 + 30 =
    // 58. Two text rows 20 tall with no gap (text to text is 0): 40. Cells centred.
    let view = grid([
      gridRow([text("a"), text("bbb")]),
      gridRow([text("cc"), text("d")]),
    ])
    let result = try frames(view, 200, 100)
    #expect(result[0] == rect(71, 30, 58, 40))
    #expect(result[1] == rect(71, 30, 58, 20))
    #expect(result[2] == rect(76, 30, 10, 20))
    #expect(result[3] == rect(99, 30, 30, 20))
    #expect(result[4] == rect(71, 50, 58, 20))
    #expect(result[5] == rect(71, 50, 20, 20))
    #expect(result[6] == rect(109, 50, 10, 20))
  }

  @Test func spanningCellWidensItsColumnsAndColumnAlignmentApplies() throws {
    // "aaaa" spans both columns: 40 > 10 + 8 + 20 = 38, so each column grows by 1: 11 and 21.
    // "b" is trailing in column 0: x 11 - 10 = 1; "cc" centred in column 1 (x 19, 21 wide):
    // 19.5. The spanning cell uses the grid's alignment (center): x 0.
    let view = grid([
      gridRow([text("aaaa").gridCell { $0.columns = 2 }]),
      gridRow([text("b").gridCell { $0.columnAlignment = .trailing }, text("cc")]),
    ])
    let result = try frames(view, nil, nil)
    #expect(result[0] == rect(0, 0, 40, 40))
    #expect(result[2] == rect(0, 0, 40, 20))
    #expect(result[4] == rect(1, 20, 10, 20))
    #expect(result[5] == rect(19.5, 20, 20, 20))
  }

  @Test func aDividerSpanningTheGridMakesItTakeTheFullWidth() throws {
    // Columns 20 and 10 (38 with the gap). The divider is flexible: the grid takes all 100,
    // the 62 extra split equally: 51 and 41. Rows: 20, then the hairline 1/3, 10 apart (a
    // text's bottom spacing to a plain view). Height 30.333, y (100 - 30.333) / 2.
    let view = grid([gridRow([text("ab"), text("c")]), divider()])
    let result = try frames(view, 100, 100)
    let top = (100 - (20 + 10 + 1.0 / 3)) / 2
    #expect(close(result[0], rect(0, top, 100, 30 + 1.0 / 3)))
    #expect(close(result[1], rect(0, top, 100, 20)))
    #expect(close(result[2], rect(15.5, top, 20, 20)))
    #expect(close(result[3], rect(59 + 15.5, top, 10, 20)))
    #expect(close(result[4], rect(0, top + 30, 100, 1.0 / 3)))
  }

  @Test func anUnsizedDividerDoesNotWidenTheGrid() throws {
    // gridCellUnsizedAxes(horizontal): the divider is offered the grid's 38 points.
    let view = grid([
      gridRow([text("ab"), text("c")]), divider().gridCell { $0.unsizedHorizontally = true },
    ])
    let result = try frames(view, 100, 100)
    #expect(result[0].size.width == 38)
    #expect(close(result[4], rect(31, result[0].minY + 30, 38, 1.0 / 3)))
  }

  @Test func cellAnchorPlacesTheCellByAUnitPoint() throws {
    // Columns 40 and 40, rows 40, 10 and 10, 8 apart both ways: the grid is 88 x 76 at
    // (56, 62). The 10 x 10 box anchored top-leading sits at its cell's corner (56, 110);
    // centred it would be at x 71. The bottom-trailing one ends at its cell's far corner
    // (96, 138).
    let view = grid([
      gridRow([box(40, 40), box(10, 10)]),
      gridRow([
        box(10, 10).gridCell { $0.anchor = .topLeading },
        box(40, 10),
      ]),
      gridRow([box(10, 10).gridCell { $0.anchor = UnitPoint(x: 1, y: 1) }]),
    ])
    let result = try frames(view, 200, 200)
    #expect(result[0] == rect(56, 62, 88, 76))
    #expect(result[7] == rect(56, 110, 10, 10))
    #expect(result[12] == rect(86, 128, 10, 10))
  }

  @Test func baselineRowsLineUpTheirCells() throws {
    // The text's baseline is 16, the box's (a plain view) its bottom 30: the row is
    // 30 above + 4 below = 34 tall, the text 14 down.
    let view = grid([gridRow(alignment: .firstTextBaseline, [text("a"), box(10, 30)])])
    let result = try frames(view, nil, nil)
    #expect(result[0] == rect(0, 0, 28, 34))
    #expect(result[2] == rect(0, 14, 10, 20))
    #expect(result[3] == rect(18, 0, 10, 30))
  }

  @Test func rowAlignmentAndGridAlignmentPlaceCellsVertically() throws {
    // A 40-tall row: the small box at the top (row alignment), or at the bottom (grid's).
    let top = grid([gridRow(alignment: .top, [box(10, 40), box(10, 10)])])
    #expect(try frames(top, nil, nil)[4] == rect(18, 0, 10, 10))
    let bottom = grid(alignment: .bottomLeading, [gridRow([box(10, 40), box(10, 10)])])
    #expect(try frames(bottom, nil, nil)[4] == rect(18, 30, 10, 10))
  }

  @Test func spacingsAreThoseGiven() throws {
    let view = grid(
      horizontalSpacing: 2, verticalSpacing: 3,
      [gridRow([box(10, 10), box(10, 10)]), gridRow([box(10, 10)])])
    let result = try frames(view, nil, nil)
    #expect(result[0] == rect(0, 0, 22, 23))
    #expect(result[5] == rect(12, 0, 10, 10))
    #expect(result[8] == rect(0, 13, 10, 10))
  }

  @Test func colorRowsShareTheProposedHeight() throws {
    // A rigid 20-tall text row and a color row, 10 apart (a text's bottom spacing to a plain
    // view): the color row takes 100 - 20 - 10 = 70; the one column takes the width.
    let view = grid([gridRow([text("ab")]), gridRow([color()])])
    let result = try frames(view, 100, 100)
    #expect(result[0] == rect(0, 0, 100, 100))
    #expect(result[3] == rect(0, 30, 100, 70))
    #expect(result[4] == rect(0, 30, 100, 70))
  }

  @Test func withNoProposalFlexibleColumnsTakeTheirIdealWidth() throws {
    let view = grid([gridRow([color(), box(20, 20)])])
    let result = try frames(view, nil, nil)
    // Color ideal 10 x 10; the row is 20 tall: the color is offered its cell 10 x 20.
    #expect(result[0] == rect(0, 0, 38, 20))
    #expect(result[2] == rect(0, 0, 10, 20))
  }

  @Test func aCappedFlexibleColumnLeavesTheRestToTheOthers() throws {
    // Least flexible first: the 50-capped column takes 50, the other 200 - 8 - 50 = 142.
    let view = grid([
      gridRow([
        color().frame(FlexFrame(maxWidth: 50, minHeight: 10, maxHeight: 10)),
        color().frame(height: 10),
      ])
    ])
    let result = try frames(view, 200, 100)
    #expect(result[2] == rect(0, 45, 50, 10))
    #expect(result[4] == rect(58, 45, 142, 10))
  }

  @Test func aNarrowProposalShrinksTextColumnsLikeAnHStack() throws {
    // Texts 40 and 60 wide ideally, at least 0: the 50 - 8 = 42 points are shared 21 and
    // 21. "aaaa" wraps to 2 lines of 2 (20 x 40), "bbbbbb" to 3 (20 x 60): the row is 60.
    let view = grid([gridRow([text("aaaa"), text("bbbbbb")])])
    let result = try frames(view, 50, 100)
    #expect(result[0] == rect(0, 20, 50, 60))
    #expect(result[2] == rect(0.5, 30, 20, 40))
    #expect(result[3] == rect(29.5, 20, 20, 60))
  }

  @Test func aSpanningTextTakesWhatTheProposalLeaves() throws {
    // Columns 10 and 10 (28); "aaaaaa" (60) spans both in a 40-wide proposal: it gets the
    // 12 left over (40 wide, 2 lines of 4), so each column grows by 6. The text row is 6
    // below the boxes (the space above a text: 22 - 16).
    let view = grid([
      gridRow([box(10, 10), box(10, 10)]),
      gridRow([text("aaaaaa").gridCell { $0.columns = 2 }]),
    ])
    let result = try frames(view, 40, 100)
    #expect(result[0].size.width == 40)
    #expect(result[6] == rect(0, result[0].minY + 16, 40, 40))
  }

  @Test func gridRowOutsideAGridIsAnHStack() throws {
    let result = try frames(gridRow([box(10, 10), box(20, 20)]), nil, nil)
    #expect(result[0] == rect(0, 0, 38, 20))
    #expect(result[1] == rect(0, 5, 10, 10))
    #expect(result[3] == rect(18, 0, 20, 20))
  }

  @Test func gridReportsItsCellsBaselines() throws {
    // In the grid, "a" is centred in a 30-tall row: baseline 5 + 16 = 21. Beside it, 8 after
    // the 28-wide grid, "b" (baseline 16) sits 5 lower than the grid's top.
    let view = hstack(
      alignment: .firstTextBaseline,
      [grid([gridRow([box(10, 30), text("a")])]), text("b")])
    let result = try frames(view, nil, nil)
    #expect(result[0] == rect(0, 0, 46, 30))
    #expect(result[5] == rect(18, 5, 10, 20))
    #expect(result[6] == rect(36, 5, 10, 20))
  }

  @Test func rightToLeftMirrorsTheColumns() throws {
    // Columns 10 and 20: in a right-to-left layout column 0 is on the right.
    let view = grid([gridRow([box(10, 10), box(20, 10)])])
    let result = try frames(view, in: context(nil, nil, direction: .rightToLeft, rounded: false))
    #expect(result[2] == rect(28, 0, 10, 10))
    #expect(result[4] == rect(0, 0, 20, 10))
  }

  @Test func cellValuesReachTheGridThroughModifiers() throws {
    // gridCellColumns written before a padding still spans: columns 10 and 10 (28 with the
    // gap) under a spanning cell 20 + 2 * 5 = 30 wide: each column grows by 1.
    let view = grid([
      gridRow([box(10, 10), box(10, 10)]),
      gridRow([box(20, 10).gridCell { $0.columns = 2 }.padding(5)]),
    ])
    let result = try frames(view, nil, nil)
    #expect(result[0].size.width == 30)
  }

  @Test func emptyGridIsZero() throws {
    #expect(try frames(grid([]), 100, 100) == [rect(50, 50, 0, 0)])
  }

  @Test func runawaySpansStayCheap() throws {
    // A span of a million is capped at 10,000 columns of 0 width and 8 gaps.
    let view = grid([gridRow([box(10, 10).gridCell { $0.columns = 1_000_000 }])])
    let result = try frames(view, nil, nil)
    #expect(result[0].size.width == 9_999 * 8)
  }
}
