// Shared helpers for the text tests, and the measurer's contract: purity, the special
// proposals of layoutc-layout(7) 16.1, and fontMetrics.
import Testing

@testable import LayoutEngine

/// Lays out `string` with the SF measurer. `configure` sets environment values.
func layoutText(
  _ string: String, width: Double? = nil, height: Double? = nil, scale: Double = 3,
  platform: Platform = .ios, _ configure: (inout EnvironmentOverrides) -> Void = { _ in }
) -> TextLayout {
  layoutText(
    TextContent(string), width: width, height: height, scale: scale, platform: platform, configure)
}

/// Lays out `text` (possibly several runs) with the SF measurer.
func layoutText(
  _ text: TextContent, width: Double? = nil, height: Double? = nil, scale: Double = 3,
  platform: Platform = .ios, _ configure: (inout EnvironmentOverrides) -> Void = { _ in }
) -> TextLayout {
  var environment = EnvironmentOverrides()
  configure(&environment)
  return SFTextMeasurer().layout(
    text, environment: environment, proposal: ProposedSize(width: width, height: height),
    context: TextMeasuringContext(scale: scale, platform: platform))
}

/// Equality up to float noise (the expectations are worked to 4+ decimals).
func approx(_ a: Double, _ b: Double, _ tolerance: Double = 1e-4) -> Bool {
  abs(a - b) <= tolerance
}

@Suite struct TextMeasuringTests {
  @Test func aPreparedTextAnswersEveryProposalAsLayoutDoes() {
    // The engine prepares a text once and asks the same object every proposal in turn; no
    // answer may depend on what it was asked before (a reshaped `minimumScaleFactor` text
    // must not stay reshaped), so each is compared with a layout from a fresh preparation.
    let context = TextMeasuringContext(scale: 2, platform: .ios)
    var settings: [EnvironmentOverrides] = [EnvironmentOverrides()]
    var shrinking = EnvironmentOverrides()
    shrinking.lineLimit = LineLimit(min: nil, max: 1)
    shrinking.minimumScaleFactor = 0.5
    var twoLines = EnvironmentOverrides()
    twoLines.lineLimit = LineLimit(min: nil, max: 2)
    settings += [shrinking, twoLines]
    let proposals = [
      ProposedSize.unspecified, ProposedSize(width: 0, height: 0),
      ProposedSize(width: 0, height: nil),
      ProposedSize(width: 40, height: nil), ProposedSize(width: 60, height: 10),
      ProposedSize(width: .infinity, height: .infinity), ProposedSize(width: 200, height: 200),
    ]
    let measurer = SFTextMeasurer()
    for environment in settings {
      let text = TextContent("Hello world, and a longer tail")
      let prepared = measurer.prepare(text, environment: environment, context: context)
      for proposal in proposals {
        #expect(
          prepared.layout(proposal)
            == measurer.layout(text, environment: environment, proposal: proposal, context: context)
        )
      }
    }
    // And it is the layout itself: "Hello world" (about 85 points) at 60 wraps after "Hello".
    let prepared = measurer.prepare(
      TextContent("Hello world"), environment: EnvironmentOverrides(), context: context)
    #expect(prepared.layout(ProposedSize(width: 60, height: nil)).lines == ["Hello", "world"])
  }

  @Test func zeroProposalGivesZeroSize() {
    let layout = layoutText("Hello", width: 0, height: 0)
    #expect(layout.size == .zero)
  }

  @Test func emptyStringIsZeroSized() {
    let layout = layoutText("", width: 200, height: 200)
    #expect(layout.size == .zero)
    #expect(layout.lines.isEmpty)
    #expect(!layout.truncated)
  }

  @Test func idealSizeIsOneLinePerParagraph() {
    // "Hello" body at 3x: 38.7311 -> 39; two paragraphs -> ceil_px(2 x 20.287109) = 40.667.
    let layout = layoutText("Hello\nHello")
    #expect(layout.lines == ["Hello", "Hello"])
    #expect(layout.size.width == 39)
    #expect(approx(layout.size.height, 122.0 / 3))
  }

  @Test func infiniteProposalEqualsIdeal() {
    #expect(
      layoutText("Hello world", width: .infinity, height: .infinity) == layoutText("Hello world"))
  }

  @Test func zeroWidthGivesOneLinePerCharacterAndWidthZero() {
    // platform-typography.md 4: one line per non-space character; a leading space takes a line.
    let hello = layoutText("Hello", width: 0)
    #expect(hello.size.width == 0)
    #expect(hello.lines == ["H", "e", "l", "l", "o"])
    let spaced = layoutText(" a b", width: 0)
    #expect(spaced.lines == ["", "a", "b"])
  }

  @Test func zeroHeightGivesOneLine() {
    let layout = layoutText("Hello\nworld", width: 100, height: 0)
    #expect(layout.lines.count == 1)
    #expect(approx(layout.size.height, 20.3333))
    #expect(layout.truncated)
  }

  @Test func resultIsAPureFunctionOfItsInputs() {
    let a = layoutText("The quick brown fox", width: 80) { $0.font = .style(.title) }
    let b = layoutText("The quick brown fox", width: 80) { $0.font = .style(.title) }
    #expect(a == b)
  }

  @Test func fontMetricsOfTheEnvironmentFont() {
    // iOS body: a = 1950/2048 x 17, d = 494/2048 x 17, l = 0, c = 1443/2048 x 17.
    let metrics = SFTextMeasurer().fontMetrics(
      environment: EnvironmentOverrides(), context: TextMeasuringContext(scale: 3, platform: .ios))
    #expect(approx(metrics.ascender, 16.186523))
    #expect(approx(metrics.descender, 4.100586))
    #expect(metrics.leading == 0)
    #expect(approx(metrics.capHeight, 11.978027))
  }

  @Test func layoutMetricsAreTheLargestFont() {
    var big = EnvironmentOverrides()
    big.font = .style(.largeTitle)
    let text = TextContent(runs: [TextRun("small "), TextRun("BIG", style: big)])
    let layout = layoutText(text)
    #expect(approx(layout.metrics.ascender, 1950.0 / 2048 * 34))
  }

  @Test func garbageProposalsDoNotCrash() {
    for w in [Double.nan, -5, .infinity, 1e300, 0.001] {
      for h in [Double.nan, -5, .infinity, 1e300, 0.001] {
        let layout = layoutText("Hello, world! 日本 👍🏽", width: w, height: h) {
          $0.lineLimit = LineLimit(min: 5, max: 2)
          $0.minimumScaleFactor = 0.5
        }
        #expect(layout.size.width.isFinite && layout.size.height.isFinite)
      }
    }
  }
}
