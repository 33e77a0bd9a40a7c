// Line breaking, truncation and line limits (layoutc-layout(7) 16.1), with widths worked by hand from
// sf-text-widths.json (iOS, body 17 pt, 3x unless stated). Useful widths: "Hello" 38.7311,
// "Hello " 43.1052, "world" 41.7384, "…" 13.0339, "The quick" 74.3291, "The quick "
// 78.7032, "The quick brown" 125.9751, "brown fox" 74.7354, "fox" 23.0894.
import Testing

@testable import LayoutEngine

@Suite struct TextLineBreakingTests {
  // MARK: Wrapping

  @Test func aLineIsItsCharactersAsWritten() {
    // Lines are slices of the runs' bytes: every range of clusters must read as its
    // characters joined, across runs, combining marks and emoji sequences included.
    let font = ResolvedFont.resolve(EnvironmentOverrides(), platform: .ios)
    let runs = ["Cafe\u{301} 👩‍👩‍👧 ", "", "x\u{0308}y", "\n🇫🇷 end"]
    let shaped = ShapedText(
      runs: runs.map { ($0, font) }, face: SFFontFace(platform: .ios))
    let characters = runs.flatMap { Array($0) }
    #expect(shaped.clusters.count == characters.count)
    for start in 0...characters.count {
      for end in start...characters.count {
        #expect(shaped.string(of: start..<end) == String(characters[start..<end]))
      }
    }
  }

  @Test func wrapsAtWordBoundaries() {
    // "Hello world" at 50: "Hello" / "world"; the first line's hanging space counts in the
    // width (43.1052), the widest line is then 43.1052 -> 43.333.
    let layout = layoutText("Hello world", width: 50)
    #expect(layout.lines == ["Hello", "world"])
    #expect(approx(layout.size.width, 130.0 / 3))
    #expect(approx(layout.size.height, 122.0 / 3))
    #expect(!layout.truncated)
  }

  @Test func hangingSpaceIsCappedAtTheProposal() {
    // At 42 "Hello" (38.7311) and "world" (41.7384) fit; "Hello " (43.1052) hangs past the
    // proposal, so the width is the proposal: 42.
    let layout = layoutText("Hello world", width: 42)
    #expect(layout.lines == ["Hello", "world"])
    #expect(layout.size.width == 42)
  }

  @Test func aWordWiderThanTheLineBreaksByCharacters() {
    // At 60: "Superc" 53.9274, "alifragili" 58.6398, "stic" 26.9535.
    let layout = layoutText("Supercalifragilistic", width: 60)
    #expect(layout.lines == ["Superc", "alifragili", "stic"])
  }

  @Test func aLongWordMovesToTheNextLineBeforeBreaking() {
    let layout = layoutText("Hi Supercalifragilistic", width: 60)
    #expect(layout.lines == ["Hi", "Superc", "alifragili", "stic"])
  }

  @Test func newlinesForceBreaks() {
    let layout = layoutText("A\n\nB")
    #expect(layout.lines == ["A", "", "B"])
    #expect(approx(layout.size.height, 61))
  }

  @Test func breaksAfterAHyphen() {
    // "well-known" 86.2716; "well-" 36.6248, "known" 49.6468 -> widest 49.667.
    let layout = layoutText("well-known", width: 80)
    #expect(layout.lines == ["well-", "known"])
    #expect(approx(layout.size.width, 149.0 / 3))
  }

  @Test func noBreakBetweenHyphenAndDigit() {
    // At 22 "a -" (20.68) would fit if a break after the minus were allowed; "-5" is 17.41.
    #expect(layoutText("a -5", width: 22).lines == ["a", "-5"])
  }

  @Test func cjkBreaksBetweenAnyTwoCharacters() {
    // 17 pt each: two fit in 50, three (51) do not.
    let layout = layoutText("日本語テキスト", width: 50)
    #expect(layout.lines == ["日本", "語テ", "キス", "ト"])
    #expect(layout.size.width == 34)
  }

  @Test func cjkClosingPunctuationStaysWithItsCharacter() {
    #expect(layoutText("日本。語", width: 40).lines == ["日", "本。", "語"])
  }

  // MARK: Orphan rule

  @Test func twoLinesWithALoneLastWordMoveAWordDown() {
    // At 130 greedy gives "The quick brown" (125.98) / "fox"; moving "brown" gives
    // "The quick" (74.33) / "brown fox" (74.74): fits and is more even.
    let layout = layoutText("The quick brown fox", width: 130)
    #expect(layout.lines == ["The quick", "brown fox"])
    // Widest: "The quick " with its hanging space, 78.7032 -> 79.
    #expect(layout.size.width == 79)
  }

  @Test func threeLinesStayGreedy() {
    // At 125: "The quick" / "brown fox jumps" / "over": no orphan fix for 3+ lines.
    let layout = layoutText("The quick brown fox jumps over", width: 125)
    #expect(layout.lines == ["The quick", "brown fox jumps", "over"])
  }

  @Test func orphanStaysWhenTheMovedWordDoesNotFit() {
    // At 170: "a bbbbbbbbbbbbbbb" (163.10) / "cc"; "bbbbbbbbbbbbbbb cc" is 172.18: too wide.
    let layout = layoutText("a bbbbbbbbbbbbbbb cc", width: 170)
    #expect(layout.lines == ["a bbbbbbbbbbbbbbb", "cc"])
  }

  // MARK: Truncation and limits

  @Test(arguments: [
    (TruncationMode.tail, "Hello wond\u{2026}", 97.666667),
    (.head, "\u{2026}erful world", 94),
    (.middle, "Hello\u{2026}world", 93.666667),
  ])
  func lineLimitOneTruncates(mode: TruncationMode, line: String, width: Double) {
    // "Hello wonderful world" in 100: tail 97.4865, head 94.0049, middle 93.5034 (the
    // spaces next to the ellipsis dropped), each less the SF line correction (-0.0123): head
    // 93.9926 rounds up to 94.
    let layout = layoutText("Hello wonderful world", width: 100) {
      $0.lineLimit = LineLimit(min: nil, max: 1)
      $0.truncationMode = mode
    }
    #expect(layout.lines == [line])
    #expect(layout.truncated)
    #expect(approx(layout.size.width, width))
    #expect(approx(layout.size.height, 61.0 / 3))
  }

  @Test func lineLimitKeepsTheFirstLinesAndTruncatesTheLastKept() {
    // 3 lines at 125; lineLimit(2): "The quick" / "brown fox jum…" (119.5406 -> 119.667).
    let layout = layoutText("The quick brown fox jumps over", width: 125) {
      $0.lineLimit = LineLimit(min: nil, max: 2)
    }
    #expect(layout.lines == ["The quick", "brown fox jum\u{2026}"])
    #expect(layout.truncated)
    #expect(approx(layout.size.width, 359.0 / 3))
    #expect(approx(layout.size.height, 122.0 / 3))
  }

  @Test func cutParagraphsEndTheLastLineWithAnEllipsis() {
    // "A" 10.8834 -> 11, "B…" 23.8034 -> 24.
    let layout = layoutText("A\nB\nC") { $0.lineLimit = LineLimit(min: nil, max: 2) }
    #expect(layout.lines == ["A", "B\u{2026}"])
    #expect(layout.size.width == 24)
    #expect(layout.truncated)
  }

  @Test func heightPressureKeepsTheLinesThatFit() {
    // 30 pt holds one body line (two need 40.57): "Hell…" (42.1362 -> 42.333).
    let layout = layoutText("Hello world", width: 50, height: 30)
    #expect(layout.lines == ["Hell\u{2026}"])
    #expect(approx(layout.size.width, 127.0 / 3))
    #expect(approx(layout.size.height, 61.0 / 3))
    #expect(layout.truncated)
    // 40.6 holds two (40.574): nothing is cut.
    #expect(layoutText("Hello world", width: 50, height: 40.6).lines == ["Hello", "world"])
  }

  @Test func heightPressureKeepsAtLeastOneLine() {
    #expect(layoutText("Hello world", width: 50, height: 5).lines.count == 1)
  }

  @Test func reservedLinesAddHeightButNotBaselines() {
    // lineLimit(3, reservesSpace: true) on one line: 3 x 20.287 = 60.861 -> 61.
    let layout = layoutText("Hi") {
      $0.lineLimit = LineLimit(min: nil, max: 3, reservesSpace: true)
    }
    #expect(approx(layout.size.height, 61))
    #expect(layout.lastBaseline == layout.firstBaseline)
    #expect(layout.lines == ["Hi"])
  }

  @Test func lineLimitRangeReservesItsMinimum() {
    // lineLimit(2...4): one line reserves two (40.574 -> 40.667); five lines show four.
    let short = layoutText("Hi") { $0.lineLimit = LineLimit(min: 2, max: 4) }
    #expect(approx(short.size.height, 122.0 / 3))
    let long = layoutText("1\n2\n3\n4\n5") { $0.lineLimit = LineLimit(min: 2, max: 4) }
    #expect(long.lines.count == 4)
    #expect(long.truncated)
  }

  @Test func lineLimitZeroMeansNoLimit() {
    #expect(layoutText("A\nB\nC") { $0.lineLimit = LineLimit(min: nil, max: 0) }.lines.count == 3)
  }

  @Test func truncationWithNothingRoomForTextShowsTheEllipsis() {
    let layout = layoutText("Hello", width: 5) { $0.lineLimit = LineLimit(min: nil, max: 1) }
    #expect(layout.lines == ["\u{2026}"])
    #expect(layout.size.width == 5)
  }

  // MARK: minimumScaleFactor

  @Test func minimumScaleFactorShrinksInsteadOfTruncating() {
    // "Hello world" is 84.84 wide at 17 pt; in 60 with lineLimit(1) and factor 0.5 it shrinks
    // to fit on one line (about 12 pt): no ellipsis, narrower and shorter than body.
    let layout = layoutText("Hello world", width: 60) {
      $0.lineLimit = LineLimit(min: nil, max: 1)
      $0.minimumScaleFactor = 0.5
    }
    #expect(layout.lines == ["Hello world"])
    #expect(!layout.truncated)
    #expect(layout.size.width <= 60)
    #expect(layout.size.height < 61.0 / 3)
  }

  @Test func minimumScaleFactorTruncatesAtItsFloor() {
    let layout = layoutText("Hello world", width: 60) {
      $0.lineLimit = LineLimit(min: nil, max: 1)
      $0.minimumScaleFactor = 0.9
    }
    #expect(layout.truncated)
    // At 0.9 x 17 = 15.3 pt the line is ceil_px(1.1933594 x 15.3 = 18.258) = 18.333 high.
    #expect(approx(layout.size.height, 55.0 / 3))
  }

  @Test func minimumScaleFactorNeedsALineLimitOfOne() {
    let layout = layoutText("Hello world", width: 60) { $0.minimumScaleFactor = 0.5 }
    #expect(layout.lines == ["Hello", "world"])
  }

  // MARK: Break opportunities

  /// Positions after which a line may break, as cluster indices.
  private func breaks(_ string: String) -> [Int] {
    let clusters = string.map { TextCluster($0, font: 0) }
    return clusters.indices.dropLast().filter { clusters.breakAllowed(after: $0) }
  }

  @Test func breakOpportunities() {
    #expect(breaks("a b") == [1])
    #expect(breaks("a  b") == [2])  // after the last space of a run
    #expect(breaks("a\u{A0}b").isEmpty)  // no-break space
    #expect(breaks("a\u{200B}b") == [1])  // zero-width space
    #expect(breaks("well-known") == [4])
    #expect(breaks("1-2").isEmpty)
    #expect(breaks("日本a") == [0, 1])
    #expect(breaks("(日)") == [])  // no break after "(" nor before ")"
    #expect(breaks("a 😀b") == [1, 2])
    #expect(breaks("Hi!") == [])
  }

  @Test func zeroWidthSpaceBreaksAndDrawsNothing() {
    // "aaaa" 35.87 + "bbbb" 39.9364 = 75.81 > 50: the break goes at the zero-width space.
    let layout = layoutText("aaaa\u{200B}bbbb", width: 50)
    #expect(layout.lines == ["aaaa\u{200B}", "bbbb"])
    #expect(layoutText("aaaa\u{200B}bbbb").size.width == 76)
  }

  @Test func unicodeSpacesHaveTheirEmWidths() {
    // Em space: 1 em: "a" 8.9675 + 17 + "b" 9.9841 = 35.9516 -> 36.
    #expect(layoutText("a\u{2003}b").size.width == 36)
  }
}
