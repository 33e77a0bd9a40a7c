// `.frame(width:height:alignment:)` (layoutc-layout(7) 8.1) and flexible frames (8.2).

import Testing

@testable import LayoutEngine

@Suite struct FrameLayoutTests {
  @Test func fixedFrameIgnoresTheProposalAndCentresTheChild() throws {
    // The text (20 wide, 20 high) is centred in the 100x50 frame.
    let result = try frames(text("Hi").frame(width: 100, height: 50), 300, 300)
    #expect(result == [rect(100, 125, 100, 50), rect(140, 140, 20, 20)])
  }

  @Test func missingDimensionComesFromTheChild() throws {
    // Width given; height is the color's answer to (100, 300).
    #expect(try frames(color().frame(width: 100), 300, 300)[0] == rect(100, 0, 100, 300))
    #expect(try frames(text("Hi").frame(width: 100), 300, 300)[0] == rect(100, 140, 100, 20))
  }

  @Test func alignmentUsesTheGuidesOfBoth() throws {
    let topLeading = try frames(
      box(20, 10).frame(width: 100, height: 50, alignment: .topLeading), 100, 50)
    #expect(topLeading[1] == rect(0, 0, 20, 10))
    let bottomTrailing = try frames(
      box(20, 10).frame(width: 100, height: 50, alignment: .bottomTrailing), 100, 50)
    #expect(bottomTrailing[1] == rect(80, 40, 20, 10))
  }

  @Test func invalidDimensionsCountAsUnspecified() throws {
    // Negative and non-finite widths are treated as nil (8.1).
    #expect(try frames(color().frame(width: -5, height: 20), 300, 100)[0] == rect(0, 40, 300, 20))
    #expect(try frames(color().frame(width: .infinity, height: 20), 300, 100)[0].size.width == 300)
    #expect(try frames(color().frame(width: .nan, height: 20), 300, 100)[0].size.width == 300)
  }

  @Test func frameAlignedOnABaselinePutsItAtTheBottom() throws {
    // Quirk (15): the frame's own baseline is its height, the text's is 16.
    let aligned = text("Hi").frame(
      width: 100, height: 80,
      alignment: Alignment(horizontal: .center, vertical: .firstTextBaseline))
    #expect(try frames(aligned, 100, 80)[1] == rect(40, 64, 20, 20))
  }

  // MARK: Flexible frames

  @Test func maxWidthInfinityTakesTheProposal() throws {
    let view = text("Hi").frame(FlexFrame(maxWidth: .infinity))
    #expect(try frames(view, 300, 100) == [rect(0, 40, 300, 20), rect(140, 40, 20, 20)])
    // Unspecified: the child's ideal width.
    #expect(try frames(view, nil, 100)[0] == rect(0, 40, 20, 20))
  }

  @Test func minZeroMaxInfinityIsTheClampedProposal() throws {
    let view = text("Hello").frame(FlexFrame(minWidth: 0, maxWidth: .infinity))
    #expect(try frames(view, 30, 100)[0].size.width == 30)
  }

  @Test func minWidthWidensASmallChild() throws {
    // `frame(minWidth: 100)` on a 40-wide box: 100 wide, box centred.
    let view = box(40, 20).frame(FlexFrame(minWidth: 100))
    #expect(
      try frames(view, 300, 100) == [
        rect(100, 40, 100, 20), rect(130, 40, 40, 20), rect(130, 40, 40, 20),
      ])
    // A flexible child takes the proposal.
    #expect(try frames(color().frame(FlexFrame(minWidth: 100)), 300, 100)[0].size.width == 300)
  }

  @Test func maxWidthCapsTheProposal() throws {
    // Offered min(300, 100) = 100; the text is 20 wide; frame = min(max(100, 20), 100).
    let view = text("Hi").frame(FlexFrame(maxWidth: 100))
    #expect(try frames(view, 300, 100)[0] == rect(100, 40, 100, 20))
  }

  @Test func idealWinsWithoutAProposal() throws {
    let view = color().frame(FlexFrame(idealWidth: 150, idealHeight: 40))
    #expect(try frames(view, nil, nil) == [rect(0, 0, 150, 40), rect(0, 0, 150, 40)])
    // With a proposal and no min/max the child decides.
    #expect(try frames(view, 300, 100)[0] == rect(0, 0, 300, 100))
  }

  @Test func ios17PlacementOffersNilInsideTheLimits() throws {
    // Unspecified proposal, no ideal, 10 strictly inside (-inf, 300): the color is offered
    // nil and keeps 10.
    let inside = color().frame(FlexFrame(maxWidth: 300, maxHeight: 300))
    #expect(try frames(inside, nil, nil) == [rect(0, 0, 10, 10), rect(0, 0, 10, 10)])
    // On the limit (100 == min) the child is offered the frame's size.
    let onLimit = color().frame(FlexFrame(minWidth: 100, maxWidth: 300, minHeight: 20))
    #expect(try frames(onLimit, nil, nil) == [rect(0, 0, 100, 20), rect(0, 0, 100, 20)])
  }

  @Test(
    arguments: [
      // (min, ideal, max) as written -> as normalised (OSUI dual tests' rules).
      ([-10.0, nil, nil], [0.0, nil, nil]),
      ([10, 5, nil], [10, 10, nil]),
      ([nil, 20, 5], [nil, 20, 20]),
      ([nil, nil, -5], [nil, nil, 0]),
      ([50, nil, 20], [50, nil, 20]),
      ([10, 20, 30], [10, 20, 30]),
      ([nil, -4, nil], [nil, 0, nil]),
    ] as [([Double?], [Double?])])
  func initNormalisation(written: [Double?], normalised: [Double?]) {
    let limits = FlexFrameLayout.Limits(min: written[0], ideal: written[1], max: written[2])
    #expect([limits.min, limits.ideal, limits.max] == normalised)
  }

  @Test func minAboveMaxWithoutIdealIsNotAClamp() throws {
    // min 50 > max 20: no frame length from the proposal; offered clamp(100) = 20, the color
    // answers 20; min then max -> 20.
    let view = color().frame(FlexFrame(minWidth: 50, maxWidth: 20))
    #expect(try frames(view, 100, 100)[0].size.width == 20)
  }
}
