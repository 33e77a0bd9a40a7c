// Padding (layoutc-layout(7) 9), aspect ratio (12), offset and position (13), background, overlay
// and border (14), fixedSize (10), components.

import Testing

@testable import LayoutEngine

@Suite struct PaddingLayoutTests {
  @Test func paddingAddsInsetsAroundTheChild() throws {
    // 50x30 + 10 on each side = 70x50, centred in 200x100; the child at (leading, top).
    let result = try frames(box(50, 30).padding(10), 200, 100)
    #expect(result[0] == rect(65, 25, 70, 50))
    #expect(result[1] == rect(75, 35, 50, 30))
  }

  @Test func paddingInsetsTheProposal() throws {
    // The color is offered 200 - 16 - 4 by 100 - 20 - 0.
    let view = color().padding(EdgeInsets(top: 20, leading: 16, bottom: 0, trailing: 4))
    #expect(try frames(view, 200, 100) == [rect(0, 0, 200, 100), rect(16, 20, 180, 80)])
  }

  @Test func unspecifiedStaysUnspecifiedAndNeverBelowZero() throws {
    // Unspecified: the color's 10 plus the insets.
    #expect(try frames(color().padding(5), nil, nil) == [rect(0, 0, 20, 20), rect(5, 5, 10, 10)])
    // A proposal smaller than the insets offers 0.
    #expect(
      try frames(color().padding(30), 40, 40) == [rect(-10, -10, 60, 60), rect(20, 20, 0, 0)])
  }

  @Test func negativeInsetsGrowTheOfferAndShrinkTheSize() throws {
    let result = try frames(box(50, 30).padding(-5), 200, 100)
    #expect(result[0] == rect(80, 40, 40, 20))
    #expect(result[1] == rect(75, 35, 50, 30))
  }
}

@Suite struct AspectRatioLayoutTests {
  @Test func fitOffersTheLargestBoxOfTheRatio() throws {
    // Ratio 2 in 300x100: scales 150 and 100, fit takes 100 -> 200x100.
    #expect(try frames(color().aspectRatio(2, .fit), 300, 100)[0] == rect(50, 0, 200, 100))
  }

  @Test func fillOffersTheSmallestBoxCoveringTheProposal() throws {
    // Fill takes 150 -> 300x150, centred: y = (100 - 150) / 2.
    #expect(try frames(color().aspectRatio(2, .fill), 300, 100)[0] == rect(0, -25, 300, 150))
  }

  @Test func noRatioUsesTheChildsIdealSize() throws {
    // scaledToFit on a resizable 100x50 image in 300x300: scales 3 and 6 -> 300x150.
    var content = ImageContent(
      name: "a", systemName: nil, naturalSize: Size(width: 100, height: 50))
    content.resizable = true
    #expect(try frames(image(content).aspectRatio(nil, .fit), 300, 300)[0] == rect(0, 75, 300, 150))
    // scaledToFill: 6 -> 600x300.
    #expect(
      try frames(image(content).aspectRatio(nil, .fill), 300, 300)[0] == rect(-150, 0, 600, 300))
  }

  @Test func unspecifiedProposalPassesThrough() throws {
    #expect(try frames(color().aspectRatio(2, .fit), nil, nil)[0] == rect(0, 0, 10, 10))
  }

  @Test func oneUnspecifiedSideDoesNotLimitFit() throws {
    // Width 300 only: scale 150 -> 300x150.
    #expect(try frames(color().aspectRatio(2, .fit), 300, nil)[0] == rect(0, 0, 300, 150))
  }

  @Test func squareBaseIsOneByOne() throws {
    // A square ideal size counts as 1x1: fit in 300x100 -> 100x100.
    var content = ImageContent(name: "a", systemName: nil, naturalSize: Size(width: 7, height: 7))
    content.resizable = true
    #expect(
      try frames(image(content).aspectRatio(nil, .fit), 300, 100)[0] == rect(100, 0, 100, 100))
  }

  @Test func textIgnoresTheRatio() throws {
    // The child decides: a text offered 200x100 is still 20x20.
    #expect(try frames(text("Hi").aspectRatio(2, .fit), 300, 100)[0] == rect(140, 40, 20, 20))
  }
}

@Suite struct OffsetAndPositionTests {
  @Test func offsetMovesTheReportedFrameOnly() throws {
    // What the offset modifies moves by (10, -5); the offset node keeps its layout frame
    // and the parent is unchanged.
    let view = box(50, 30).offset(x: 10, y: -5).padding(10)
    let result = try frames(view, 200, 100)
    #expect(result[0] == rect(65, 25, 70, 50))
    #expect(result[1] == rect(75, 35, 50, 30))
    #expect(result[2] == rect(85, 30, 50, 30))
    #expect(result[3] == rect(85, 30, 50, 30))
  }

  @Test func backgroundWrittenAfterOffsetDoesNotMove() throws {
    let view = box(50, 30).offset(x: 10).background(color("blue"))
    let result = try frames(view, 200, 100)
    #expect(result[0] == rect(75, 35, 50, 30))  // background
    #expect(result[1] == rect(75, 35, 50, 30))  // offset: its layout frame
    #expect(result[2] == rect(85, 35, 50, 30))  // what it modifies
    #expect(result[4] == rect(75, 35, 50, 30))  // blue
  }

  @Test func nestedOffsetsAdd() throws {
    let result = try frames(box(50, 30).offset(x: 1, y: 2).offset(x: 10, y: 20), 200, 100)
    #expect(result[0] == rect(75, 35, 50, 30))  // outer offset: layout frame
    #expect(result[1] == rect(85, 55, 50, 30))  // inner offset, moved by the outer one
    #expect(result[2] == rect(86, 57, 50, 30))  // the box, moved by both
  }

  @Test func positionCentresTheChildOnThePoint() throws {
    // The position view takes 200x100; the 50x30 box is centred on (10, 20).
    let result = try frames(box(50, 30).position(x: 10, y: 20), 200, 100)
    #expect(result[0] == rect(0, 0, 200, 100))
    #expect(result[1] == rect(-15, 5, 50, 30))
  }

  @Test func positionTakesTheChildSizeOnAnUnspecifiedSide() throws {
    let result = try frames(box(50, 30).position(x: 10, y: 20), nil, 100)
    #expect(result[0] == rect(0, 0, 50, 100))
    #expect(result[1] == rect(-15, 5, 50, 30))
  }
}

@Suite struct SecondaryLayerLayoutTests {
  @Test func backgroundIsProposedThePrimarySize() throws {
    let result = try frames(text("Hi").padding(20).background(color("red")), 200, 100)
    #expect(result[0] == rect(70, 20, 60, 60))
    #expect(result[1] == rect(70, 20, 60, 60))
    #expect(result[2] == rect(90, 40, 20, 20))
    #expect(result[3] == rect(70, 20, 60, 60))
  }

  @Test func overlayIsAlignedByTheGuidesOfBoth() throws {
    // A circle offered 50x30 is 30x30: centred 10 in; top-leading at the primary's corner.
    let centred = try frames(box(50, 30).overlay(shape(.circle)), 200, 100)
    #expect(centred[3] == rect(85, 35, 30, 30))
    let corner = try frames(box(50, 30).overlay(box(10, 10), alignment: .bottomTrailing), 200, 100)
    #expect(corner[3] == rect(115, 55, 10, 10))
  }

  @Test func overlayAlignsOnTheSecondarysExplicitGuides() throws {
    // The overlay text's baseline (16) meets the primary's default baseline (its bottom, 30).
    let view = box(50, 30).overlay(
      text("Hi"), alignment: Alignment(horizontal: .leading, vertical: .firstTextBaseline))
    #expect(try frames(view, 200, 100)[3] == rect(75, 49, 20, 20))
  }

  @Test func borderIsAnOverlayRectangleOfThePrimarysSize() throws {
    let result = try frames(box(50, 30).border(width: 2), 200, 100)
    #expect(result.count == 4)
    #expect(result[3] == rect(75, 35, 50, 30))
  }

  @Test func fixedSecondaryDoesNotChangeTheSize() throws {
    let view = box(50, 30).background(box(80, 80))
    let result = try frames(view, 200, 100)
    #expect(result[0] == rect(75, 35, 50, 30))
    #expect(result[3] == rect(60, 10, 80, 80))
  }
}

@Suite struct FixedSizeLayoutTests {
  @Test func fixedSizeColorIsTenByTen() throws {
    #expect(try frames(color().fixedSize(), 200, 100)[0] == rect(95, 45, 10, 10))
  }

  @Test func fixedSizeTextOverflowsItsFrame() throws {
    // "Hello" wants 50; the 30-wide frame centres it at -10.
    let result = try frames(text("Hello").fixedSize().frame(width: 30), 100, 100)
    #expect(result[0] == rect(35, 40, 30, 20))
    #expect(result[1] == rect(25, 40, 50, 20))
  }

  @Test func oneAxisOnly() throws {
    // Horizontal only: the color is 10 wide and as tall as offered.
    #expect(
      try frames(color().fixedSize(horizontal: true, vertical: false), 200, 100)[0]
        == rect(95, 0, 10, 100))
  }

  @Test func componentIsLayoutNeutral() throws {
    let view = TestView(kind: .component, children: [box(50, 30)], label: "Card")
    let result = try frames(view, 200, 100)
    #expect(result[0] == rect(75, 35, 50, 30))
    #expect(result[1] == result[0])
  }
}
