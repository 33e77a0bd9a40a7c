// Drawn frames on the pixel grid (layoutc-layout(7) 2, point 5; layoutc(1)) and `--unrounded`.

import Testing

@testable import LayoutEngine

@Suite struct PixelRoundingTests {
  @Test func exactHalvesGoUp() throws {
    // At 1x a 51x31 box in 200x100 sits at (74.5, 34.5): origin and far corner round up.
    let drawn = try frames(box(51, 31), in: context(200, 100, scale: 1))
    #expect(drawn[0] == rect(75, 35, 51, 31))
    let exact = try frames(box(51, 31), in: context(200, 100, scale: 1, rounded: false))
    #expect(exact[0] == rect(74.5, 34.5, 51, 31))
  }

  @Test func negativeHalvesGoUpToo() throws {
    // 201 wide in 200: x = -0.5 -> 0 (toward +infinity); far corner 200.5 -> 201.
    let drawn = try frames(box(201, 10), in: context(200, 100, scale: 1))
    #expect(drawn[0] == rect(0, 45, 201, 10))
    // -1.5 -> -1, far corner 201.5 -> 202.
    let wider = try frames(box(203, 10), in: context(200, 100, scale: 1))
    #expect(wider[0] == rect(-1, 45, 203, 10))
  }

  @Test func thirdsAtThreeX() throws {
    // Height 61/3 at y 0: exactly 61 pixels, printed as 20.333.
    let view = vstack(spacing: 0, [color().frame(width: 10, height: 61.0 / 3), box(10, 10)])
    let drawn = try frames(view, in: context(nil, nil, scale: 3))
    #expect(drawn[1].size.height * 3 == 61)
    #expect(drawn[3].minY * 3 == 61)
    #expect(NumberFormat.format(drawn[1].size.height) == "20.333")
  }

  @Test func floatNoiseLandsOnTheIntendedPixel() throws {
    // Ten insets of 0.05 add up to 0.49999999999999994, not 0.5: at 1x that is still an
    // exact half and goes up to 1 (without the epsilon it would go down to 0).
    var view = box(10, 10)
    for _ in 0..<10 { view = view.padding(EdgeInsets(leading: 0.05)) }
    let exact = try frames(view, in: context(nil, nil, scale: 1, rounded: false))
    #expect(exact.last!.minX < 0.5)
    let drawn = try frames(view, in: context(nil, nil, scale: 1))
    #expect(drawn.last == rect(1, 0, 10, 10))
  }

  @Test func sizeIsTheDifferenceOfRoundedCorners() throws {
    // x 0.4 (1.2 px -> 1), width 0.4 (far 2.4 px -> 2): one pixel wide at 3x.
    let view = color().frame(width: 0.4, height: 1).padding(EdgeInsets(leading: 0.4))
    let drawn = try frames(view, in: context(nil, nil, scale: 3))
    #expect(close(drawn[1], rect(1.0 / 3, 0, 1.0 / 3, 1)))
  }

  @Test func hugeFrameIsNotFiniteOnThePixelGrid() {
    // Finite in points, but 2.25e308 pixels from the origin at 3x: the error names the node.
    #expect(
      throws: LayoutError.nonFiniteFrame(
        path: "0.0", kind: "frame", source: SourcePosition(line: 1, column: 1))
    ) {
      try (box(1.5e308, 10).position(x: 0, y: 0).tree()).layout(in: context(100, 100, scale: 3))
    }
    #expect(throws: Never.self) {
      try (box(1.5e308, 10).position(x: 0, y: 0).tree()).layout(in: context(100, 100, rounded: false))
    }
  }
}
