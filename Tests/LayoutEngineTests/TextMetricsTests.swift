// Line heights, baselines and font metrics: Decision 1 of layoutc-layout(7) (iOS plain SF metrics) and
// the formulas, derived tables and measured examples of platform-typography.md (iOS 3.2,
// macOS 3.4 and 3.5, worked examples 4.1 and 4.2, validation 5.2).
import Testing

@testable import LayoutEngine

@Suite struct TextMetricsTests {
  // MARK: iOS

  @Test func bodyLineIs20AndAThirdAt3x() {
    // Decision 1: ceil_px(1.1933594 x 17): 20.333 at 3x, 20.5 at 2x, 21 at 1x.
    #expect(approx(layoutText("Hi").size.height, 61.0 / 3))
    #expect(layoutText("Hi", scale: 2).size.height == 20.5)
    #expect(layoutText("Hi", scale: 1).size.height == 21)
    #expect(approx(layoutText("Hi") { $0.font = .style(.title) }.size.height, 101.0 / 3))
  }

  /// platform-typography.json `derived` ios@3x and ios@2x: one line and first baseline.
  @Test(arguments: [
    (TextStyle.largeTitle, 40.666667, 32.333333, 41.0, 32.5),
    (.title, 33.666667, 26.666667, 33.5, 26.5),
    (.title2, 26.333333, 21, 26.5, 21),
    (.title3, 24, 19, 24, 19),
    (.headline, 20.333333, 16.333333, 20.5, 16),
    (.body, 20.333333, 16.333333, 20.5, 16),
    (.callout, 19.333333, 15.333333, 19.5, 15),
    (.subheadline, 18, 14.333333, 18, 14.5),
    (.footnote, 15.666667, 12.333333, 16, 12.5),
    (.caption, 14.333333, 11.333333, 14.5, 11.5),
    (.caption2, 13.333333, 10.333333, 13.5, 10.5),
  ])
  func iOSTextStyleLines(
    style: TextStyle, line3x: Double, baseline3x: Double, line2x: Double, baseline2x: Double
  ) {
    let at3x = layoutText("Hi") { $0.font = .style(style) }
    #expect(approx(at3x.size.height, line3x))
    #expect(approx(at3x.firstBaseline, baseline3x))
    let at2x = layoutText("Hi", scale: 2) { $0.font = .style(style) }
    #expect(at2x.size.height == line2x)
    #expect(at2x.firstBaseline == baseline2x)
  }

  @Test func iOSBodyThreeLines() {
    // platform-typography.md 4.2: 3 lines 61, baselines 16.333 and 57 at 3x.
    let layout = layoutText("A\nB\nC")
    #expect(approx(layout.size.height, 61))
    #expect(approx(layout.firstBaseline, 49.0 / 3))
    #expect(approx(layout.lastBaseline, 57))
  }

  @Test func iOSLineSpacingAddsBetweenLines() {
    // ceil_px(2 x 20.287109 + 10) = 50.667; last baseline ceil_px(16.333 + 30.287) = 46.667.
    let layout = layoutText("A\nB") { $0.lineSpacing = 10 }
    #expect(approx(layout.size.height, 152.0 / 3))
    #expect(approx(layout.lastBaseline, 140.0 / 3))
    // Negative line spacing does not pull lines together (the gap is max(0, s)).
    #expect(
      layoutText("A\nB") { $0.lineSpacing = -5 }.size.height == layoutText("A\nB").size.height)
  }

  @Test func iOSSpacingMetrics() {
    // platform-typography.md 4.2 at 3x: body a 16.186523, d 4.100586, l 0, c 11.978027.
    let metrics = layoutText("Hi").metrics
    #expect(approx(metrics.ascender, 16.186523))
    #expect(approx(metrics.descender, 4.100586))
    #expect(metrics.leading == 0)
    #expect(approx(metrics.capHeight, 11.978027))
    // Serif (New York): capHeight 1444 units.
    let serif = layoutText("Hi") { $0.font = .system(size: 20, weight: nil, design: .serif) }
      .metrics
    #expect(approx(serif.capHeight, 1444.0 / 2048 * 20))
  }

  @Test func dynamicTypeChangesLineHeight() {
    // Accessibility5 body is 53 pt: ceil_px(1.1933594 x 53 = 63.248) = 63.333.
    #expect(
      approx(layoutText("Hi") { $0.dynamicTypeSize = .accessibility5 }.size.height, 190.0 / 3))
    // xSmall body is 14 pt: ceil_px(16.707) = 17.
    #expect(approx(layoutText("Hi") { $0.dynamicTypeSize = .xSmall }.size.height, 17))
  }

  // MARK: macOS

  /// platform-typography.md 3.4, measured (size: line, baseline) at 2x.
  @Test(arguments: [
    (10.0, 13.0, 10.0), (11, 14, 11), (12, 15, 12), (13, 16, 13), (15, 19, 15), (17, 20, 16),
    (20, 24, 19), (22, 26, 21), (24, 28, 23), (26, 30, 25), (32, 38, 31), (40, 47, 39),
  ])
  func macOSSystemFontLines(size: Double, line: Double, baseline: Double) {
    let layout = layoutText("Hi", scale: 2, platform: .macos) {
      $0.font = .system(size: size, weight: nil, design: nil)
    }
    #expect(layout.size.height == line)
    #expect(layout.firstBaseline == baseline)
  }

  @Test func macOSDefaultFontIs13PointSystem() {
    // 4.1: the default font: 16 high, baseline 13; 3 lines 48, last baseline 45.
    let one = layoutText("Hi", scale: 2, platform: .macos)
    #expect(one.size.height == 16)
    #expect(one.firstBaseline == 13)
    let three = layoutText("A\nB\nC", scale: 2, platform: .macos)
    #expect(three.size.height == 48)
    #expect(three.lastBaseline == 45)
    // Spacing metrics: 1980 / 432 / 0 / 1443 units at 13 pt.
    #expect(approx(one.metrics.ascender, 12.568359))
    #expect(approx(one.metrics.descender, 2.742188))
    #expect(one.metrics.leading == 0)
  }

  /// platform-typography.json `derived` macos@2x: one line, pitch, first baseline.
  @Test(arguments: [
    (TextStyle.largeTitle, 38.0, 39.0, 29.0), (.title, 33, 33, 25), (.title2, 25.5, 27, 19),
    (.title3, 22, 24, 17), (.headline, 18.5, 19, 14), (.body, 18.5, 19, 14),
    (.callout, 17.5, 18, 13), (.subheadline, 16, 17, 12), (.footnote, 15, 16, 11),
    (.caption, 15, 16, 11), (.caption2, 15, 16, 11),
  ])
  func macOSTextStyleLines(style: TextStyle, line: Double, pitch: Double, baseline: Double) {
    let one = layoutText("Hi", scale: 2, platform: .macos) { $0.font = .style(style) }
    #expect(one.size.height == line)
    #expect(one.firstBaseline == baseline)
    let two = layoutText("A\nB", scale: 2, platform: .macos) { $0.font = .style(style) }
    #expect(two.lastBaseline - two.firstBaseline == pitch)
  }

  @Test func macOSBodyWorkedExample() {
    // 4.1: body 3 lines 56.5, baselines 14 and 52; a 14.086487, d 4.224060, l 0.689453.
    let layout = layoutText("A\nB\nC", scale: 2, platform: .macos) { $0.font = .style(.body) }
    #expect(layout.size.height == 56.5)
    #expect(layout.firstBaseline == 14)
    #expect(layout.lastBaseline == 52)
    #expect(approx(layout.metrics.ascender, 14.086487))
    #expect(approx(layout.metrics.descender, 4.224060))
    #expect(approx(layout.metrics.leading, 0.689453))
    #expect(approx(layout.metrics.capHeight, 9.159668))
  }

  @Test func macOSBaselinePushedDownRoundsTheBoxUp() {
    // 3.5: title3 at 500 is 23 high (22 at 400); body at 800 is 19 (18.5 otherwise).
    #expect(
      layoutText("Hi", scale: 2, platform: .macos) {
        $0.font = .style(.title3)
        $0.fontWeight = 500
      }.size.height == 23)
    #expect(
      layoutText("Hi", scale: 2, platform: .macos) {
        $0.font = .style(.body)
        $0.fontWeight = 800
      }.size.height == 19)
    // 5.2: `style:title3:w500|0.0|Bold`: 4 lines at zero width: 95, baselines 17 and 89.
    let bold = layoutText("Bold", width: 0, scale: 2, platform: .macos) {
      $0.font = .style(.title3)
      $0.fontWeight = 500
    }
    #expect(bold.size == Size(width: 0, height: 95))
    #expect(bold.firstBaseline == 17)
    #expect(bold.lastBaseline == 89)
  }

  @Test func macOSTextStylesAt1x() {
    // `derived` macos@1x: title2 26, body 19.
    #expect(
      layoutText("Hi", scale: 1, platform: .macos) { $0.font = .style(.title2) }.size.height == 26)
    #expect(
      layoutText("Hi", scale: 1, platform: .macos) { $0.font = .style(.body) }.size.height == 19)
  }

  static let sentence = "Layout must wrap this sentence onto several lines inside a narrow frame."

  @Test func macOSWrappedSentence() {
    // 5.2 examples: `system:13|150.0|...` 4 lines -> 64 / 13 / 61; widest line with its
    // hanging space 136.92 -> 137 (layoutc-layout(7) 16.1: "137 in a 150 frame").
    let layout = layoutText(Self.sentence, width: 150, scale: 2, platform: .macos) {
      $0.font = .system(size: 13, weight: nil, design: nil)
    }
    #expect(layout.lines.count == 4)
    #expect(layout.size == Size(width: 137, height: 64))
    #expect(layout.firstBaseline == 13)
    #expect(layout.lastBaseline == 61)
  }

  @Test(arguments: [(4.0, 76.0, 73.0), (10, 94, 91)])
  func macOSWrappedSentenceWithLineSpacing(spacing: Double, height: Double, last: Double) {
    let layout = layoutText(Self.sentence, width: 150, scale: 2, platform: .macos) {
      $0.font = .system(size: 13, weight: nil, design: nil)
      $0.lineSpacing = spacing
    }
    #expect(layout.size.height == height)
    #expect(layout.lastBaseline == last)
  }

  @Test func macOSBodyWrappedWithLineSpacing() {
    // `style:body|150.0;s4.0|...` -> 85.5 / 14 / 81.
    let layout = layoutText(Self.sentence, width: 150, scale: 2, platform: .macos) {
      $0.font = .style(.body)
      $0.lineSpacing = 4
    }
    #expect(layout.size.height == 85.5)
    #expect(layout.firstBaseline == 14)
    #expect(layout.lastBaseline == 81)
  }

  @Test func macOSZeroWidthWithLineSpacing() {
    // `system:13|0.0;s10.0|Hello`: 5 lines 120 / last baseline 117.
    let layout = layoutText("Hello", width: 0, scale: 2, platform: .macos) { $0.lineSpacing = 10 }
    #expect(layout.size == Size(width: 0, height: 120))
    #expect(layout.lastBaseline == 117)
  }

  @Test func macOSReservedLines() {
    // `system:13|;r3|Hello`: lineLimit(3, reservesSpace: true) -> 48 / 13 / 13.
    let layout = layoutText("Hello", scale: 2, platform: .macos) {
      $0.lineLimit = LineLimit(min: nil, max: 3, reservesSpace: true)
    }
    #expect(layout.size.height == 48)
    #expect(layout.firstBaseline == 13)
    #expect(layout.lastBaseline == 13)
  }

  @Test func macOSHasNoDynamicType() {
    let layout = layoutText("Hi", scale: 2, platform: .macos) {
      $0.font = .style(.body)
      $0.dynamicTypeSize = .accessibility5
    }
    #expect(layout.size.height == 18.5)
  }

  // MARK: Runs

  @Test func theTallestRunSetsTheLineHeight() {
    // A title run (28 pt) in body text: one line 33.667 at 3x, baseline 26.667.
    var title = EnvironmentOverrides()
    title.font = .style(.title)
    let text = TextContent(runs: [TextRun("Hi "), TextRun("there", style: title)])
    let layout = layoutText(text)
    #expect(approx(layout.size.height, 101.0 / 3))
    #expect(approx(layout.firstBaseline, 80.0 / 3))
  }

  // MARK: Pixel grid

  @Test func pixelGridRounding() {
    let grid2 = PixelGrid(scale: 2)
    let grid3 = PixelGrid(scale: 3)
    // ceil_px: up to the next pixel, but an exact pixel stays (20.5 is 41 pixels at 2x).
    #expect(grid2.ceil(20.287109) == 20.5)
    #expect(grid2.ceil(41.0 / 2) == 20.5)
    #expect(approx(grid3.ceil(20.3), 61.0 / 3))
    // Float noise does not push a value onto the next pixel: 0.1 + 0.2 is 0.30000000000000004.
    #expect(PixelGrid(scale: 10).ceil(0.1 + 0.2) == 0.3)
    // round_px: nearest, an exact half away from zero.
    #expect(grid2.round(16.25) == 16.5)
    #expect(grid2.round(-16.25) == -16.5)
    #expect(approx(grid3.round(16.186523), 49.0 / 3))
    // Nonsense scales are treated as 1.
    #expect(PixelGrid(scale: 0).ceil(2.2) == 3)
  }

  @Test func lineLimitNormalisation() {
    #expect(TextLayoutBuilder<SFFontFace>.lineLimits(LineLimit(min: 5, max: 2)) == (2, 2))
    #expect(
      TextLayoutBuilder<SFFontFace>.lineLimits(LineLimit(min: nil, max: 3, reservesSpace: true))
        == (3, 3))
    #expect(TextLayoutBuilder<SFFontFace>.lineLimits(LineLimit(min: 2, max: nil)) == (2, nil))
    #expect(TextLayoutBuilder<SFFontFace>.lineLimits(nil) == (0, nil))
  }
}
