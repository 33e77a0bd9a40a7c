// The environment and the platform in layout: a layout direction set on a subtree mirrors
// that subtree only (layoutc-layout(7) 26), Dynamic Type scales text styles end to end (the SF
// measurer; platform-typography.md 6), and macOS uses the spec's constants (Decision 1;
// default spacing 8, spacer 8, divider one pixel, as on iOS).

import Testing

@testable import LayoutEngine

private func rightToLeft(_ view: TestView) -> TestView {
  view.environment { $0.layoutDirection = .rightToLeft }
}

private func leftToRight(_ view: TestView) -> TestView {
  view.environment { $0.layoutDirection = .leftToRight }
}

private func macos(_ width: Double?, _ height: Double?) -> LayoutContext {
  LayoutContext(
    screen: ProposedSize(width: width, height: height), scale: 2, platform: .macos,
    textMeasurer: SFTextMeasurer(), rounded: false)
}

@Suite struct EnvironmentLayoutTests {
  /// vstack(leading, 0) [ row = hstack(0) [40 x 40, 20 x 20], 100 x 10 ]: the row is 60 wide.
  private func column(_ row: (TestView) -> TestView) -> TestView {
    vstack(
      alignment: .leading, spacing: 0,
      [row(hstack(spacing: 0, [box(40, 40), box(20, 20)])), box(100, 10)])
  }

  @Test func rightToLeftSubtreeInALeftToRightScreen() throws {
    // The left-to-right column puts the row at its leading (left) edge, x 0; inside the row,
    // mirrored: the 40 box at 60 - 40 = 20, the 20 box at 60 - (40 + 20) = 0.
    let result = try frames(column(rightToLeft), nil, nil)
    #expect(result[1] == rect(0, 0, 60, 40))
    #expect(result[2] == rect(20, 0, 40, 40))
    #expect(result[4] == rect(0, 10, 20, 20))
    // Left to right for comparison: 0 and 40.
    let plain = try frames(column { $0 }, nil, nil)
    #expect(plain[2].minX == 0)
    #expect(plain[4].minX == 40)
  }

  @Test func leftToRightSubtreeInARightToLeftScreen() throws {
    // The right-to-left column puts the row at its leading (right) edge, x 100 - 60 = 40;
    // inside, the row is not mirrored: the boxes at 40 and 80.
    let result = try frames(
      column(leftToRight), in: context(nil, nil, direction: .rightToLeft, rounded: false))
    #expect(result[1] == rect(40, 0, 60, 40))
    #expect(result[2] == rect(40, 0, 40, 40))
    #expect(result[4] == rect(80, 10, 20, 20))
  }

  @Test func dynamicTypeScalesTextStylesEndToEnd() throws {
    // iOS at 3x: body 17 pt -> ceil_px(1.1933594 x 17) = 20.333; at accessibility5 body is
    // 53 pt -> ceil_px(63.248) = 63.333; caption at accessibility1 is 22 pt -> 26.333.
    func height(_ view: TestView) throws -> Double {
      try frames(view, in: context(nil, nil, rounded: false, measurer: SFTextMeasurer()))[0]
        .size.height
    }
    #expect(try height(text("Hi")) == 61.0 / 3)
    #expect(
      try height(text("Hi").environment { $0.dynamicTypeSize = .accessibility5 }) == 190.0 / 3)
    let caption = text("Hi").environment {
      $0.font = .style(.caption)
      $0.dynamicTypeSize = .accessibility1
    }
    #expect(try height(caption) == 79.0 / 3)
  }

  @Test func dynamicTypeSizeFlowsToDescendants() throws {
    // Set on the stack, read by the text inside it: 63.333 high.
    let view = vstack([text("Hi")]).environment { $0.dynamicTypeSize = .accessibility5 }
    let result = try frames(view, in: context(nil, nil, rounded: false, measurer: SFTextMeasurer()))
    #expect(result[1].size.height == 190.0 / 3)
  }

  @Test func theContextSetsTheRootEnvironment() throws {
    // `LayoutContext.environment` (`--dynamic-type`) is under everything the tree sets: the
    // plain text takes accessibility5 (63.333 high), the one that sets xSmall keeps it (body
    // 14 pt: ceil_px(1.1933594 x 14 = 16.707) = 17), and so does a root that sets a font.
    var root = context(nil, nil, rounded: false, measurer: SFTextMeasurer())
    root.environment.dynamicTypeSize = .accessibility5
    let view = vstack([text("Hi"), text("Hi").environment { $0.dynamicTypeSize = .xSmall }])
    let result = try frames(view, in: root)
    #expect(result[1].size.height == 190.0 / 3)
    #expect(result[2].size.height == 17)
    let styled = text("Hi").environment { $0.font = .style(.body) }
    #expect(try frames(styled, in: root)[0].size.height == 190.0 / 3)
  }

  @Test func macosTextStylesIgnoreDynamicType() throws {
    // macOS .body is 13 pt with its taller line box: 18.5 at 2x, at any Dynamic Type size.
    let body = text("Hi").environment {
      $0.font = .style(.body)
      $0.dynamicTypeSize = .accessibility5
    }
    #expect(try frames(body, in: macos(nil, nil))[0].size.height == 18.5)
  }

  @Test func symbolImageIsOneLineOfTheCurrentFont() throws {
    // Decision 5: the side is the font's line height. macOS 13-pt default font: line box
    // round(12.568) + round(3.352) = 16 (not ceil_px(a + d) = 15.5); macOS .body: 18.5.
    // (On macOS every symbol is a square; on iOS `arrow.up` is, having no measured size.)
    let star = image(ImageContent(name: nil, systemName: "arrow.up", naturalSize: nil))
    #expect(try frames(star, in: macos(nil, nil))[0].size == Size(width: 16, height: 16))
    let body = star.environment { $0.font = .style(.body) }
    #expect(try frames(body, in: macos(nil, nil))[0].size == Size(width: 18.5, height: 18.5))
    // iOS body, 20.333 at 3x, whatever line settings surround it.
    let settings = star.environment {
      $0.lineLimit = LineLimit(min: 3, max: 3, reservesSpace: true)
      $0.lineSpacing = 10
    }
    let ios = context(nil, nil, rounded: false, measurer: SFTextMeasurer())
    #expect(try frames(settings, in: ios)[0].size == Size(width: 61.0 / 3, height: 61.0 / 3))
  }

  @Test func macosUsesTheSpecsConstants() throws {
    // Two plain views 8 apart; a spacer at least 8; a divider one pixel (0.5 at 2x) thick.
    #expect(
      try frames(hstack([box(10, 10), box(10, 10)]), in: macos(nil, nil))[0].size.width == 28)
    let spaced = try frames(
      hstack(spacing: 0, [box(10, 10), spacer(), box(10, 10)]), in: macos(nil, nil))
    #expect(spaced[0].size.width == 28)
    let divided = try frames(vstack([box(10, 10), divider()]), in: macos(100, nil))
    #expect(divided[3].size == Size(width: 100, height: 0.5))
  }
}
