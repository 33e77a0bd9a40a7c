// LazyVGrid and LazyHGrid (layoutc-layout(7) 22, note): tracks from GridItems, numbers worked by hand.

import Testing

@testable import LayoutEngine

@Suite struct LazyGridTests {
  @Test func threeFlexibleColumnsIn280() throws {
    // (280 - 2 * 8) / 3 = 88 per column. Four 50-tall cells: two lines 8 apart, 108 tall,
    // centred at y (400 - 108) / 2 = 146; the grid takes the full width.
    let cells = (0..<4).map { _ in color().frame(height: 50) }
    let view = lazyVGrid([flexible(), flexible(), flexible()], cells)
    let result = try frames(view, 280, 400)
    #expect(result[0] == rect(0, 146, 280, 108))
    #expect(result[1] == rect(0, 146, 88, 50))
    #expect(result[3] == rect(96, 146, 88, 50))
    #expect(result[5] == rect(192, 146, 88, 50))
    #expect(result[7] == rect(0, 204, 88, 50))
  }

  @Test func adaptiveFitsAsManyTracksAsTheMinimumAllows() throws {
    // adaptive(minimum: 80) in 390: floor((390 + 8) / (80 + 8)) = 4 tracks of
    // (390 - 3 * 8) / 4 = 91.5. Square cells (aspectRatio 1, fit) are 91.5 x 91.5.
    let cells = (0..<5).map { _ in color().aspectRatio(1, .fit) }
    let view = lazyVGrid([GridItem(.adaptive(minimum: 80, maximum: .infinity))], cells)
    let result = try frames(view, 390, 844)
    let height = 91.5 * 2 + 8
    #expect(result[0] == rect(0, (844 - height) / 2, 390, height))
    #expect(result[1] == rect(0, (844 - height) / 2, 91.5, 91.5))
    #expect(result[3] == rect(99.5, (844 - height) / 2, 91.5, 91.5))
    #expect(result[7] == rect(298.5, (844 - height) / 2, 91.5, 91.5))
    #expect(result[9] == rect(0, (844 - height) / 2 + 99.5, 91.5, 91.5))
  }

  @Test func fixedFlexibleAndAdaptiveTogether() throws {
    // 390 - fixed 100 - gaps 16 = 274, shared by two: 137 each. The flexible (40...200)
    // takes 137; the adaptive (min 80) fits floor((137 + 8) / 88) = 1 track of 137.
    let cells = (0..<3).map { _ in color().frame(height: 10) }
    let view = lazyVGrid(
      [
        GridItem(.fixed(100)), flexible(minimum: 40, maximum: 200),
        GridItem(.adaptive(minimum: 80, maximum: .infinity)),
      ], cells)
    let result = try frames(view, 390, 100)
    #expect(result[1] == rect(0, 45, 100, 10))
    #expect(result[3] == rect(108, 45, 137, 10))
    #expect(result[5] == rect(253, 45, 137, 10))
  }

  @Test func clampedFlexibleTracksAreNotRedistributedAndAlignmentPlacesThem() throws {
    // (200 - 8) / 2 = 96 each; the first is capped at 50 and the other keeps 96: the tracks
    // are 154 wide, centred in the 200-wide grid at 23. Cells 20 x 20 centred in tracks.
    let cells = [box(20, 20), box(20, 20)]
    let view = lazyVGrid([flexible(maximum: 50), flexible()], cells)
    let result = try frames(view, 200, 100)
    #expect(result[0] == rect(0, 40, 200, 20))
    #expect(result[1] == rect(38, 40, 20, 20))
    #expect(result[3] == rect(119, 40, 20, 20))
    let leading = lazyVGrid([flexible(maximum: 50), flexible()], alignment: .leading, cells)
    #expect(try frames(leading, 200, 100)[1] == rect(15, 40, 20, 20))
  }

  @Test func linesAreAsTallAsTheirTallestCellAndSpacedBySpacing() throws {
    // Two fixed 30 columns; line 1 has a 40-tall cell: the 10-tall one is centred in it.
    let view = lazyVGrid(
      [GridItem(.fixed(30)), GridItem(.fixed(30))], spacing: 4,
      [box(30, 10), box(30, 40), box(30, 10)])
    let result = try frames(view, nil, nil)
    #expect(result[0] == rect(0, 0, 68, 54))
    #expect(result[1] == rect(0, 15, 30, 10))
    #expect(result[3] == rect(38, 0, 30, 40))
    #expect(result[5] == rect(0, 44, 30, 10))
  }

  @Test func itemSpacingIsTheGapAfterTheTrack() throws {
    let view = lazyVGrid(
      [GridItem(.fixed(30), spacing: 2), GridItem(.fixed(30))], [box(30, 10), box(30, 10)])
    #expect(try frames(view, nil, nil)[3] == rect(32, 0, 30, 10))
  }

  @Test func lazyHGridOfFixedRows() throws {
    // Rows 50 and 50, 8 apart (108); columns 10 apart. Three 30 x 30 cells: column-major,
    // two in the first column, one in the second: 70 wide. The grid fills the proposed
    // height 300; its rows are centred in it at (300 - 108) / 2 = 96.
    let cells = (0..<3).map { _ in box(30, 30) }
    let view = lazyHGrid([GridItem(.fixed(50)), GridItem(.fixed(50))], spacing: 10, cells)
    let result = try frames(view, 200, 300)
    #expect(result[0] == rect(65, 0, 70, 300))
    #expect(result[1] == rect(65, 106, 30, 30))
    #expect(result[3] == rect(65, 164, 30, 30))
    #expect(result[5] == rect(105, 106, 30, 30))
  }

  @Test func withNoProposalFlexibleTracksTakeTheirMinimum() throws {
    let view = lazyVGrid(
      [flexible(minimum: 25), GridItem(.adaptive(minimum: 40, maximum: 60))],
      [
        color().frame(height: 10), color().frame(height: 10),
      ])
    let result = try frames(view, nil, nil)
    #expect(result[0] == rect(0, 0, 73, 10))
    #expect(result[1] == rect(0, 0, 25, 10))
    #expect(result[3] == rect(33, 0, 40, 10))
  }

  @Test func noTracksShowsChildrenAtZeroSize() throws {
    let result = try frames(lazyVGrid([], [color()]), 100, 100)
    #expect(result[0] == rect(0, 50, 100, 0))
    #expect(result[1] == rect(0, 50, 0, 0))
  }

  @Test func tinyAdaptiveMinimumStaysBounded() throws {
    // minimum 0 and spacing 0 would make infinitely many tracks in an infinite width: one
    // per child instead. In 100, 100 / 0 is infinite too: one track per child as well.
    let item = GridItem(.adaptive(minimum: 0, maximum: .infinity), spacing: 0)
    let result = try frames(lazyVGrid([item], [color(), color()]), 100, 100)
    #expect(result[1].size.width == 50)
  }
}
