// Leaves: color, shapes, images, text, spacer and divider outside stacks (layoutc-layout(7) 5, 6, 17).

import Testing

@testable import LayoutEngine

@Suite struct LeafLayoutTests {
  @Test func colorAndShapesFillTheProposal() throws {
    #expect(try frames(color(), 200, 100) == [rect(0, 0, 200, 100)])
    #expect(try frames(shape(.capsule), 200, 100) == [rect(0, 0, 200, 100)])
    // Unspecified: 10x10.
    #expect(try frames(shape(.ellipse), nil, nil) == [rect(0, 0, 10, 10)])
    #expect(try frames(color(), nil, 40) == [rect(0, 0, 10, 40)])
  }

  @Test func circleIsTheSquareOfTheSmallerSide() throws {
    #expect(try frames(shape(.circle), 200, 100) == [rect(50, 0, 100, 100)])
    #expect(try frames(shape(.circle), nil, 40) == [rect(0, 15, 10, 10)])
  }

  @Test func bitmapImageKeepsItsNaturalSize() throws {
    let bitmap = ImageContent(name: "a", systemName: nil, naturalSize: Size(width: 60, height: 40))
    #expect(try frames(image(bitmap), 200, 100) == [rect(70, 30, 60, 40)])
    var resizable = bitmap
    resizable.resizable = true
    #expect(try frames(image(resizable), 200, 100) == [rect(0, 0, 200, 100)])
    #expect(try frames(image(resizable), nil, 100) == [rect(0, 0, 60, 100)])
  }

  @Test func symbolImageIsTheFontLineHeightSquare() throws {
    // Fixed metrics: line height 16 + 4 = 20; imageScale large x1.3 = 26, small x0.8 = 16.
    // (`arrow.up` has no measured size: a square.)
    let symbol = image(ImageContent(name: nil, systemName: "arrow.up", naturalSize: nil))
    #expect(try frames(symbol, nil, nil) == [rect(0, 0, 20, 20)])
    let large = symbol.environment { $0.imageScale = .large }
    #expect(try frames(large, nil, nil)[0].size == Size(width: 26, height: 26))
    let small = symbol.environment { $0.imageScale = .small }
    #expect(try frames(small, nil, nil)[0].size == Size(width: 16, height: 16))
  }

  @Test func measuredSymbolsKeepTheirAspect() throws {
    // UIImage(systemName:) at 17 pt regular (iOS 26.1, measured): star 22x20, chevron.right
    // 12.5x16.5. At the body line (20.333, the iOS body font) they are those sizes; at
    // another line height they scale with it (fixed metrics: line 20, x 20 / 20.333).
    let ios = context(nil, nil, rounded: false, measurer: SFTextMeasurer())
    let star = image(ImageContent(name: nil, systemName: "star", naturalSize: nil))
    #expect(try frames(star, in: ios)[0].size == Size(width: 22, height: 20))
    let chevron = image(ImageContent(name: nil, systemName: "chevron.right", naturalSize: nil))
    #expect(try frames(chevron, in: ios)[0].size == Size(width: 12.5, height: 16.5))
    let scaled = try frames(star, nil, nil)[0].size
    #expect(abs(scaled.width - 22 * 20 / (61.0 / 3)) < 1e-9)
    // At 2x the body line is 20.5 on the grid, and the star is still its measured 22x20.
    let ios2x = context(nil, nil, scale: 2, rounded: false, measurer: SFTextMeasurer())
    #expect(try frames(star, in: ios2x)[0].size == Size(width: 22, height: 20))
  }

  @Test func textAsksTheMeasurerAndKeepsItsLines() throws {
    // "Hello" is 50 wide; in 30 it wraps to 3 lines of 3, 2 characters... 30 wide, 40 high.
    let nodes = try (text("Hello").frame(width: 30).tree()).layout(in: context(100, 100, rounded: false)).nodes
    #expect(nodes[1].frame == rect(35, 30, 30, 40))
    #expect(nodes[1].text == TextLines(lines: ["Hel", "lo"], truncated: false))
  }

  @Test func textSeesTheMergedEnvironment() throws {
    // A line limit set on an ancestor reaches the text; the text's own font overrides.
    let view = text("Hello").environment { $0.font = .style(.title) }.frame(width: 30)
      .environment { $0.lineLimit = LineLimit(min: nil, max: 1) }
    let recorder = EnvironmentRecorder()
    _ = try view.tree().layout(in: context(100, 100, measurer: recorder))
    let seen = recorder.environments
    #expect(!seen.isEmpty)
    #expect(seen.allSatisfy { $0.font == .style(.title) && $0.lineLimit?.max == 1 })
  }

  @Test func spacerOutsideAStackFillsBothAxes() throws {
    #expect(try frames(spacer(), 200, 100) == [rect(0, 0, 200, 100)])
    // Unspecified: its minimum length, 8 by default.
    #expect(try frames(spacer(), nil, nil) == [rect(0, 0, 8, 8)])
    #expect(try frames(spacer(20), nil, 50) == [rect(0, 0, 20, 50)])
  }

  @Test func dividerIsAHairline() throws {
    // One pixel high at 3x, full width; centred in 100: y = (100 - 1/3) / 2.
    let result = try frames(divider(), 200, 100)
    #expect(close(result[0], rect(0, (100 - 1.0 / 3) / 2, 200, 1.0 / 3)))
    #expect(try frames(divider(), nil, nil, scale: 2) == [rect(0, 0, 10, 0.5)])
    let accessible = divider().environment { $0.dynamicTypeSize = .accessibility2 }
    #expect(try frames(accessible, nil, nil) == [rect(0, 0, 10, 1)])
  }

  @Test func dividerRoundsToThePixelRowItCovers() throws {
    // Drawn frame: y 49.8333 -> 149.5 px rounds up to 150; bottom 150.5 px -> 151.
    let result = try frames(divider(), in: context(200, 100))
    #expect(close(result[0], rect(0, 50, 200, 1.0 / 3)))
  }
}

/// Records the environment of every text layout request.
final class EnvironmentRecorder: TextMeasurer, @unchecked Sendable {
  private(set) var environments: [EnvironmentOverrides] = []
  func layout(
    _ text: TextContent, environment: EnvironmentOverrides, proposal: ProposedSize,
    context: TextMeasuringContext
  ) -> TextLayout {
    environments.append(environment)
    return FixedTextMeasurer().layout(
      text, environment: environment, proposal: proposal, context: context)
  }
  func fontMetrics(environment: EnvironmentOverrides, context: TextMeasuringContext)
    -> FontMetrics
  { FixedTextMeasurer.metrics }
}
