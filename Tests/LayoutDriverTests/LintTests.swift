// `layoutc lint` (layoutc(1), LINT): each rule with a seeded case that triggers it and a clean
// twin that does not, suppression comments in .lyt and Swift, rule selection, exit statuses,
// SARIF, several screens, and every example linting clean (examples/lint/ aside, whose
// findings are goldens). Numbers are worked from the layouts' own sizes: colours fill what
// they are offered, fixed frames are what they say, a stack adds its children and spacing.
import Foundation
import LayoutAnalysis
import LayoutEngine
import LayoutOutput
import LayoutResolver
import Testing

@testable import LayoutDriver

@Suite struct LintTests {
  /// `layoutc lint ARGS -` on `input`, without colour.
  static func lint(_ input: String, _ arguments: [String] = []) -> DriverRun {
    DriverRun(["lint", "--color", "never"] + arguments + ["-"], input: input)
  }

  /// The `[rule]` ids of the findings, in order.
  static func rules(_ run: DriverRun) -> [String] { rules(run.output) }

  static func rules(_ output: String) -> [String] {
    output.split(separator: "\n").compactMap { line in
      guard line.contains(": warning: "), line.hasSuffix("]"),
        let open = line.lastIndex(of: "[")
      else { return nil }
      return String(line[line.index(after: open)..<line.index(before: line.endIndex)])
    }
  }

  /// The first finding's header line.
  static func header(_ run: DriverRun) -> String {
    String(run.output.split(separator: "\n").first ?? "")
  }

  // MARK: text-truncated

  @Test func aTextCutByItsLineLimitIsTruncated() {
    let run = Self.lint(
      "text \"The quick brown fox jumps over the lazy dog\" .lineLimit(1) .frame(width: 100)\n")
    #expect(run.status == 0)
    #expect(Self.rules(run) == ["text-truncated"])
    let header = Self.header(run)
    #expect(
      header.hasPrefix(
        "-:1:1: warning: text \"The quick brown fox jumps over the lazy dog\" (path 0.0) is truncated to \"The"
      ))
    #expect(header.contains("its line limit is 1"))
    #expect(header.hasSuffix("[text-truncated]"))
  }

  @Test func aTextCutByItsHeightSaysSo() {
    // 30 high holds one 20.333 line of body text, not two.
    let run = Self.lint(
      "text \"The quick brown fox jumps over the lazy dog\" .frame(width: 100, height: 30)\n")
    #expect(Self.rules(run) == ["text-truncated"])
    #expect(Self.header(run).contains("it is offered only 30 high"))
  }

  @Test func aTextCutByAClippingFrameSaysWhereAndHowMuch() {
    // Title text 280.333x33.667 (its ideal size, fixedSize) centred in a 120x20 clipped
    // frame at (135, 412): x 135 - 80.167 = 54.833 (164.5 px, drawn at 165 px = 55), so 80
    // left and 55 + 280.333 - 255 = 80.333 right; y 412 - 6.833 = 405.167 (1215.5 px, drawn
    // at 405.333), so 6.667 top and 439 - 432 = 7 bottom.
    let run = Self.lint(
      "vstack <\n  text \"Headline that will not fit\" .font(.title) .fixedSize()\n"
        + "    .frame(width: 120, height: 20)\n    .clipped()\n>\n")
    #expect(Self.rules(run) == ["text-truncated"])
    #expect(
      Self.header(run)
        == "-:2:3: warning: text \"Headline that will not fit\" (path 0.0.0.0) is clipped by "
        + "frame (path 0.0) at 3:5: 160.333 of its 280.333 width (80 left, 80.333 right) and "
        + "13.667 of its 33.667 height (6.667 top, 7 bottom) are not drawn, as the clipping view "
        + "is 120×20; give the text room, or clip less [text-truncated]")
  }

  @Test func aTextInsideAClippingFrameThatHoldsItIsClean() {
    let run = Self.lint(
      "text \"Headline\" .font(.title) .fixedSize() .frame(width: 200, height: 40) .clipped()\n")
    #expect(run.output.isEmpty)
  }

  @Test func aTextThatFitsIsClean() {
    let run = Self.lint("text \"Hi\" .lineLimit(1) .frame(width: 100)\n")
    #expect(run.status == 0)
    #expect(run.output == "")
  }

  @Test func whatATruncatedTextLoses() {
    #expect(Lint.lostCharacters("summer holiday", shown: "summer…") == (8, " holiday"))
    #expect(Lint.lostCharacters("abcdefgh", shown: "ab…gh") == (4, "cdef"))
    #expect(Lint.lostCharacters("abcdefgh", shown: "…efgh") == (4, "abcd"))
    // Not a start and an end around one ellipsis: only the count, spaces aside.
    #expect(Lint.lostCharacters("ab cd ef", shown: "xy…") == (4, nil))
  }

  // MARK: stack-overflow

  static let overflowing = """
    hstack(spacing: 10) <
      red .frame(width: 200)
      blue .frame(width: 150)
    >
    .frame(width: 300)

    """

  @Test func aStackWhoseChildrenCannotShrinkOverflows() {
    // 200 + 10 + 150 = 360 in the 300 the frame offers: 60 over.
    let run = Self.lint(Self.overflowing)
    #expect(Self.rules(run) == ["stack-overflow"])
    #expect(
      Self.header(run)
        == "-:1:1: warning: hstack (path 0.0) overflows by 60 points horizontally: its children "
        + "need 360 wide but it is offered 300; color red in frame at 2:7 (at least 200), color "
        + "blue in frame at 3:8 (at least 150) cannot shrink; let a child shrink, reduce the "
        + "spacing, or scroll [stack-overflow]")
    #expect(run.output.hasSuffix("hstack(spacing: 10) <\n^~~~~~\n"))
  }

  @Test func aStackThatFitsDoesNotOverflow() {
    // 100 + 10 + 150 = 260 <= 300.
    let run = Self.lint(Self.overflowing.replacingOccurrences(of: "200", with: "100"))
    #expect(run.output == "")
  }

  @Test func aVerticalOverflowNamesItsAxis() {
    // 120 + 8 (default spacing between colours is 8) + 120 = 248 in 200: 48 over.
    let run = Self.lint(
      "vstack < red .frame(height: 120) blue .frame(height: 120) > .frame(height: 200)\n",
      ["--lint-rules", "stack-overflow"])
    #expect(Self.header(run).contains("overflows by 48 points vertically"))
  }

  @Test func aStackTakingMoreThanItsShareOfAStackThatFitsIsClean() {
    // The outer row offers its least flexible child, the 3 x 100 + 2 x 8 = 316 row, half of
    // 390 - 8: 191. The row takes 316 and the text gets the 66 left: the placed row fits in
    // 390, so 191 was a step in the sharing, not a bound.
    let run = Self.lint(
      "hstack <\n  hstack(spacing: 8) < red .frame(width: 100, height: 20) "
        + "red .frame(width: 100, height: 20) red .frame(width: 100, height: 20) >\n"
        + "  text \"Hello there\"\n>\n")
    #expect(run.output == "")
  }

  @Test func aRowOverflowingThroughAStackInsideIsReportedOnce() {
    // 316 + 8 + 100 = 424 in 390: the outer row is 34 over; the inner one's 191 is its share.
    let run = Self.lint(
      "hstack <\n  hstack(spacing: 8) < red .frame(width: 100, height: 20) "
        + "red .frame(width: 100, height: 20) red .frame(width: 100, height: 20) >\n"
        + "  red .frame(width: 100, height: 20)\n>\n", ["--lint-rules", "stack-overflow"])
    #expect(Self.rules(run) == ["stack-overflow"])
    #expect(
      Self.header(run)
        == "-:1:1: warning: hstack (path 0) overflows by 34 points horizontally: its children "
        + "need 424 wide but it is offered 390; hstack at 2:3 (at least 316), color red in frame "
        + "at 3:7 (at least 100) cannot shrink; let a child shrink, reduce the spacing, or "
        + "scroll [stack-overflow]")
  }

  // MARK: offscreen

  @Test func aViewClippedToTheScreenIsNotOffIt() {
    // A 600 x 300 image centred in a clipped 390-wide frame lies at x -105 to 495, but only
    // the frame's 0 to 390 is drawn; likewise through a clip shape.
    for clip in [".clipped()", ".clipShape(capsule)"] {
      let run = Self.lint(
        "vstack < image \"hero\" (width: 600, height: 300) .frame(width: 390, height: 200) "
          + clip + " >\n")
      #expect(run.output == "", "\(clip)")
    }
  }

  @Test func aClippedViewIsJudgedByWhatItsClipDraws() {
    // A 300 + 200 = 500 row centred in 390 starts at -55: the red at -55...245, 55 off the
    // left; the clip frame at 245...445, so the 600-wide blue centred in it (45...645, 255
    // off the right) is drawn only at 245...445, 55 off the right.
    let run = Self.lint(
      "hstack(spacing: 0) < red .frame(width: 300, height: 50) "
        + "blue .frame(width: 600, height: 50) .frame(width: 200, height: 50) .clipped() >\n",
      ["--lint-rules", "offscreen"])
    let lines = run.output.split(separator: "\n").filter { $0.contains(": warning: ") }
    #expect(
      lines == [
        "-:1:22: warning: color red (path 0.0.0) is 55 points off the left of the 390×844 "
          + "screen; move it back or let its container fit the screen [offscreen]",
        "-:1:57: warning: color blue (path 0.1.0.0) is 55 points off the right of the 390×844 "
          + "screen; move it back or let its container fit the screen [offscreen]",
      ])
  }

  // MARK: safe-area

  @Test func aViewInTheSafeAreaBand() {
    // Placed in 300x180 below a 20-point inset: y 20 + (180 - 50) / 2 = 85; moved up 80 to 5,
    // 15 points into the band.
    let run = Self.lint(
      "red .frame(width: 100, height: 50) .offset(y: -80)\n",
      ["--size", "300x200", "--safe-area", "20,0,0,0"])
    #expect(Self.rules(run) == ["safe-area"])
    #expect(
      Self.header(run)
        == "-:1:36: warning: color red (path 0.0.0) reaches 15 points into the 20-point top safe "
        + "area without .ignoresSafeArea(); keep it inside the safe area [safe-area]")
  }

  @Test func aViewBelowTheBandOrIgnoringTheSafeAreaIsClean() {
    // Moved up 60 to y 25: below the 20-point band.
    let options = ["--size", "300x200", "--safe-area", "20,0,0,0"]
    #expect(Self.lint("red .frame(width: 100, height: 50) .offset(y: -60)\n", options).output == "")
    #expect(Self.lint("red .ignoresSafeArea()\n", options).output == "")
  }

  // MARK: sibling-overlap

  @Test func anOffsetSiblingOverlapsItsNeighbour() {
    // The second square starts 50 + 10 = 60 after the first; moved back 30 it overlaps the
    // first by 50 - 30 = 20. Reported at the offset (column 60).
    let run = Self.lint(
      "hstack(spacing: 10) < red .frame(width: 50, height: 50) "
        + "blue .frame(width: 50, height: 50) .offset(x: -30) >\n")
    #expect(Self.rules(run) == ["sibling-overlap"])
    #expect(
      Self.header(run)
        == "-:1:92: warning: color blue (path 0.1.0.0) overlaps color red (path 0.0.0) by 20 "
        + "points in hstack (path 0); .offset moves it after layout; make room with spacing or "
        + "padding, or layer them in a ZStack [sibling-overlap]")
  }

  @Test func negativeSpacingOrAnOffsetThatClearsIsClean() {
    #expect(
      Self.lint(
        "hstack(spacing: -20) < red .frame(width: 50, height: 50) "
          + "blue .frame(width: 50, height: 50) >\n"
      ).output == "")
    #expect(
      Self.lint(
        "hstack(spacing: 10) < red .frame(width: 50, height: 50) "
          + "blue .frame(width: 50, height: 50) .offset(x: 5) >\n"
      ).output == "")
  }

  // MARK: zero-size

  @Test func aColourSqueezedToZeroWidth() {
    // The red frame takes all 300; blue is offered 300 - 300 = 0.
    let run = Self.lint(
      "hstack(spacing: 0) <\n  red .frame(width: 300)\n  blue\n>\n.frame(width: 300, height: 40)\n")
    #expect(Self.rules(run) == ["zero-size"])
    #expect(
      Self.header(run)
        == "-:3:3: warning: color blue (path 0.0.1) has zero width (0×40) and draws nothing: it "
        + "is offered 0 wide; give it a size or remove it [zero-size]")
  }

  @Test func aClearColourOrAColourWithRoomIsClean() {
    #expect(
      Self.lint(
        "hstack(spacing: 0) <\n  red .frame(width: 300)\n  clear\n>\n.frame(width: 300, height: 40)\n"
      ).output == "")
    #expect(
      Self.lint(
        "hstack(spacing: 0) <\n  red .frame(width: 200)\n  blue\n>\n.frame(width: 300, height: 40)\n"
      ).output == "")
  }

  // MARK: invalid-frame

  @Test func aNegativeWidthIsInvalidAtTheModifier() {
    let run = Self.lint("red .frame(width: -10, height: 20)\n", ["--lint-rules", "invalid-frame"])
    #expect(
      run.output
        == "-:1:5: warning: frame (path 0) has width -10; SwiftUI logs \"Invalid frame dimension "
        + "(negative or non-finite).\" and treats it as not given [invalid-frame]\n"
        + "red .frame(width: -10, height: 20)\n    ^~~~~~\n")
  }

  @Test func limitsOutOfOrderAreContradictory() {
    // No ideal: the maximum wins, so the frame is 100 wide.
    let run = Self.lint("red .frame(minWidth: 200, maxWidth: 100)\n")
    #expect(Self.rules(run) == ["invalid-frame"])
    #expect(
      Self.header(run)
        == "-:1:5: warning: frame (path 0) has minWidth 200 greater than maxWidth 100; SwiftUI "
        + "logs \"Contradictory frame constraints specified.\" and this frame ends up 100 wide "
        + "[invalid-frame]")
    let ideal = Self.lint("red .frame(minWidth: 50, idealWidth: 20)\n")
    #expect(Self.header(ideal).contains("has minWidth 50 greater than idealWidth 20"))
  }

  @Test func orderedLimitsAreValid() {
    #expect(Self.lint("red .frame(minWidth: 100, maxWidth: 200)\n").output == "")
    #expect(Self.lint("red .frame(minWidth: 0, idealWidth: 20, maxWidth: infinity)\n").output == "")
  }

  // MARK: param-hides-builtin

  @Test func aParameterHidingAFontUsedAsAFont() {
    let run = Self.lint("view badge(caption: footnote) =\n  text \"New\" .font(caption)\nbadge()\n")
    #expect(Self.rules(run) == ["param-hides-builtin"])
    #expect(
      Self.header(run)
        == "-:1:12: warning: parameter 'caption' of component 'badge' hides the built-in font "
        + "'caption': '.font(caption)' at 2:14 gets the parameter's value, not the font "
        + "'caption'; rename the parameter [param-hides-builtin]")
  }

  @Test func aParameterHidingAColourUsedAsAColour() {
    let run = Self.lint("view chip(green) =\n  circle .fill(green)\nchip(green: blue)\n")
    #expect(Self.rules(run) == ["param-hides-builtin"])
    #expect(Self.header(run).contains("hides the built-in colour 'green': '.fill(green)' at 2:10"))
  }

  /// The modifiers come from the catalog's rows: each one a colour is written in is checked.
  @Test func everyModifierAColourIsWrittenInIsChecked() {
    #expect(Vocabulary.colorModifiers.isSuperset(of: ["fill", "background", "tint", "border"]))
    #expect(Vocabulary.fontModifiers == ["font"])
    for name in Vocabulary.colorModifiers.sorted() {
      let run = Self.lint("view chip(green) =\n  circle .\(name)(green)\nchip(green: blue)\n")
      #expect(Self.rules(run) == ["param-hides-builtin"], "\(name)")
    }
  }

  @Test func aParameterUsedAsAValueHidesNothingWanted() {
    #expect(Self.lint("view badge(title) =\n  text(title)\nbadge(\"New\")\n").output == "")
  }

  // MARK: suppression

  static let contradictory = "red .frame(minWidth: 200, maxWidth: 100)"

  @Test func aCommentOnTheLineOrTheLineAboveSuppresses() {
    #expect(
      Self.lint(Self.contradictory + " // layoutc-lint: ignore invalid-frame\n").output == "")
    #expect(
      Self.lint("// layoutc-lint: ignore invalid-frame -- min wins\n" + Self.contradictory + "\n")
        .output == "")
    #expect(Self.lint(Self.contradictory + " // layoutc-lint: ignore\n").output == "")
    #expect(
      Self.lint(
        "vstack <\n  " + Self.contradictory + "\n>\n// layoutc-lint: ignore-file invalid-frame\n"
      )
      .output == "")
  }

  @Test func aCommentForAnotherRuleOrTwoLinesAboveDoesNotSuppress() {
    #expect(
      Self.rules(Self.lint(Self.contradictory + " // layoutc-lint: ignore zero-size\n"))
        == ["invalid-frame"])
    #expect(
      Self.rules(
        Self.lint("// layoutc-lint: ignore invalid-frame\n\n" + Self.contradictory + "\n"))
        == ["invalid-frame"])
  }

  @Test func suppressionWorksInSwiftSource() {
    let swift = """
      struct ContentView: View {
        var body: some View {
          Color.red.frame(minWidth: 200, maxWidth: 100)\(" ")
        }
      }

      """
    let found = Self.lint(swift, ["--language", "swift"])
    #expect(Self.rules(found) == ["invalid-frame"])
    #expect(Self.header(found).hasPrefix("-:3:"))
    let quiet = Self.lint(
      swift.replacingOccurrences(of: "100) ", with: "100)  // layoutc-lint: ignore invalid-frame"),
      ["--language", "swift"])
    #expect(quiet.output == "")
  }

  // MARK: selection, exit status, formats

  static let twoRules =
    "hstack(spacing: 0) < red .frame(width: 390) blue .frame(minWidth: 20, maxWidth: 10) >\n"

  @Test func rulesAreChosenOnTheCommandLine() {
    // The blue frame is contradictory (10 wide) and makes the row 390 + 10 = 400 in 390:
    // centred, it runs 5 off each side of the screen.
    #expect(
      Self.rules(Self.lint(Self.twoRules))
        == ["stack-overflow", "offscreen", "offscreen", "invalid-frame"])
    #expect(
      Self.rules(Self.lint(Self.twoRules, ["--lint-rules", "invalid-frame"])) == ["invalid-frame"])
    #expect(
      Self.rules(
        Self.lint(
          Self.twoRules, ["--lint-rules", "stack-overflow", "--lint-rules", "invalid-frame"]))
        == ["stack-overflow", "invalid-frame"])
    #expect(
      Self.rules(Self.lint(Self.twoRules, ["--disable-rule", "invalid-frame,offscreen"]))
        == ["stack-overflow"])
    #expect(
      Self.rules(
        Self.lint(
          Self.twoRules, ["--disable-rule", "invalid-frame", "--disable-rule", "stack-overflow"]))
        == ["offscreen", "offscreen"])
  }

  @Test func findingsExitZeroUnlessWerror() {
    #expect(Self.lint(Self.contradictory + "\n").status == 0)
    #expect(Self.lint(Self.contradictory + "\n", ["--werror"]).status == 1)
    #expect(Self.lint("red\n", ["--werror"]).status == 0)
    // `--lint` is the subcommand as an option.
    let option = DriverRun(["--lint", "--werror", "-"], input: Self.contradictory + "\n")
    #expect(option.status == 1)
    #expect(option.output.contains("[invalid-frame]"))
  }

  @Test func inputErrorsAreStillErrors() {
    let run = Self.lint("text \"Hi\" .paddin(20)\n")
    #expect(run.status == 1)
    #expect(run.output == "")
    #expect(run.errors.contains("error: unknown modifier 'paddin'"))
  }

  @Test func lintOptionsThatMakeNoSenseAreUsageErrors() {
    for arguments in [
      ["--werror", "-"], ["lint", "--format", "json", "-"], ["lint", "--explain", "-"],
      ["--format", "sarif", "--format", "csv", "-"], ["lint", "--disable-rule", "offscren", "-"],
    ] {
      let run = DriverRun(arguments, input: "red\n")
      #expect(run.status == 64, "\(arguments)")
      #expect(run.output == "")
    }
    let typo = DriverRun(["lint", "--disable-rule", "offscren", "-"], input: "red\n")
    #expect(
      typo.errors.contains(
        "unknown lint rule 'offscren' for '--disable-rule'; did you mean 'offscreen'?"))
  }

  @Test func choosingRulesOrSarifAsksForLint() throws {
    for arguments in [
      ["--format", "sarif", "a.lyt"], ["--lint-rules", "offscreen", "a.lyt"],
      ["--disable-rule", "offscreen", "a.lyt"], ["--lint", "a.lyt"], ["lint", "a.lyt"],
    ] {
      #expect(try Options.parse(arguments).lint, "\(arguments)")
    }
    #expect(try !Options.parse(["a.lyt"]).lint)
    // Only the first argument is the subcommand.
    #expect(try Options.parse(["a.lyt", "lint"]).files == ["a.lyt", "lint"])
    #expect(
      try Options.parse(["lint", "--lint-rules", "offscreen,zero-size", "a.lyt"]).enabledRules
        .map(\.id) == ["offscreen", "zero-size"])
  }

  @Test func aFindingOnSomeScreensNamesThem() {
    // 200 + 10 + 150 = 360: over the 300 screen, within the 600 one.
    let row = "hstack(spacing: 10) < red .frame(width: 200) blue .frame(width: 150) >\n"
    let run = Self.lint(
      row, ["--size", "300x200", "--size", "600x200", "--lint-rules", "stack-overflow"])
    #expect(Self.rules(run) == ["stack-overflow"])
    #expect(Self.header(run).hasSuffix("or scroll (on 300x200 @3x) [stack-overflow]"))
    let both = Self.lint(
      row, ["--size", "300x200", "--size", "320x200", "--lint-rules", "stack-overflow"])
    // Over by 60 and by 40: one finding, with the amounts of the first screen.
    #expect(both.output.split(separator: "\n").filter { $0.contains("warning:") }.count == 1)
    #expect(Self.header(both).hasSuffix("or scroll (amounts at 300x200 @3x) [stack-overflow]"))
  }

  @Test func aFindingOverAMatrixNamesItsCellsBriefly() {
    // "Checkout" (body, 73 wide at large) in 375 - 2 x 150 = 75 (iphone-se), 390 - 300 = 90
    // (iphone-16e) and 440 - 300 = 140 (iphone-16-pro-max): cut from some size up on each,
    // the same in both directions (so they are not named), the smallest size first.
    let run = Self.lint(
      "text \"Checkout\" .lineLimit(1) .padding(.horizontal, 150)\n",
      [
        "--device", "iphone-se,iphone-16e,iphone-16-pro-max", "--dynamic-type", "all",
        "--layout-direction", "ltr,rtl",
      ])
    #expect(Self.rules(run) == ["text-truncated"])
    let header = Self.header(run)
    #expect(header.contains("(from xLarge up on iphone-se; from "), "\(header)")
    #expect(
      header.contains(" up on iphone-16-pro-max. Amounts at iphone-se 375x667 @2x, xLarge, ltr)"))
    #expect(!header.contains("rtl"))
  }

  @Test func cellsAreNamedByRangesOfDynamicTypeSizes() {
    func dump(_ device: String, _ type: DynamicTypeSize, _ rtl: Bool = false) -> Dump {
      var dump = Dump(
        file: "a.lyt", screen: ProposedSize(width: 390, height: 844), scale: 3,
        safeArea: EdgeInsets(), os: "ios26", tree: FrameTree(nodes: []))
      dump.device = device
      dump.dynamicType = type
      dump.layoutDirection = rtl ? .rightToLeft : .leftToRight
      return dump
    }
    var dumps: [Dump] = []
    for device in ["iphone-se", "iphone-16e", "iphone-16"] {
      for type in DynamicTypeSize.allCases {
        for rtl in [false, true] { dumps.append(dump(device, type, rtl)) }
      }
    }
    let cells = MatrixCells(dumps, named: [.device, .dynamicType, .direction])
    func at(_ device: String, _ types: [DynamicTypeSize], rtl: [Bool] = [false, true]) -> [Int] {
      dumps.indices.filter { i in
        dumps[i].device == device && types.contains(dumps[i].dynamicType)
          && rtl.contains(dumps[i].layoutDirection == .rightToLeft)
      }
    }
    let fromA2 = Array(DynamicTypeSize.allCases.drop { $0 != .accessibility2 })
    #expect(
      cells.describe(at("iphone-se", fromA2) + at("iphone-16e", fromA2))
        == "from accessibility2 up on iphone-se and iphone-16e")
    #expect(cells.describe(at("iphone-se", DynamicTypeSize.allCases)) == "on iphone-se")
    #expect(cells.describe(at("iphone-16", [.xSmall, .small])) == "up to small on iphone-16")
    #expect(
      cells.describe(at("iphone-16", [.large, .xLarge], rtl: [true]))
        == "from large to xLarge in rtl on iphone-16")
    #expect(
      cells.describe(at("iphone-16", [.xSmall, .large])) == "at xSmall and large on iphone-16")
    #expect(
      cells.describe(at("iphone-se", [.large]) + at("iphone-16", fromA2))
        == "at large on iphone-se; from accessibility2 up on iphone-16")
  }

  @Test func sarifIsADeterministicLogWithRulesAndLocations() throws {
    let run = Self.lint(Self.contradictory + "\n", ["--format", "sarif"])
    #expect(run.status == 0)
    #expect(Self.lint(Self.contradictory + "\n", ["--format", "sarif"]).output == run.output)
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    let runs = try #require(log["runs"] as? [[String: Any]])
    let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "layoutc")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.compactMap { $0["id"] as? String } == Lint.rules.map(\.id))
    for rule in rules {
      #expect(((rule["help"] as? [String: Any])?["text"] as? String)?.contains("Fix: ") == true)
    }
    let results = try #require(runs[0]["results"] as? [[String: Any]])
    #expect(results.count == 1)
    #expect(results[0]["ruleId"] as? String == "invalid-frame")
    #expect(
      ((results[0]["message"] as? [String: Any])?["text"] as? String)?.hasPrefix(
        "frame (path 0) has minWidth 200 greater than maxWidth 100") == true)
    let location = try #require(
      (results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
    #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "-")
    let region = try #require(location["region"] as? [String: Any])
    #expect(region["startLine"] as? Int == 1)
    #expect(region["startColumn"] as? Int == 5)
  }

  @Test func sarifURIsAreEscapedRelativeReferences() {
    #expect(Sarif.uri("./examples/a b.lyt") == "examples/a%20b.lyt")
    #expect(Sarif.uri("Layouts/Card%.swift") == "Layouts/Card%25.swift")
  }

  // MARK: examples and documentation

  @Test(arguments: Examples.names.filter { !$0.hasPrefix("lint/") })
  func everyLytExampleLintsClean(_ name: String) {
    let run = Examples.run(
      ["lint", "--color", "never", "examples/\(name).lyt"] + Examples.arguments(of: name))
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output == "", "\(name).lyt:\n\(run.output)")
  }

  @Test(arguments: Examples.swiftNames + Examples.twinNames)
  func everySwiftExampleLintsClean(_ name: String) {
    let run = Examples.run(
      ["lint", "--color", "never", "examples/\(name).swift"]
        + Examples.arguments(of: name, extension: "swift"))
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output == "", "\(name).swift:\n\(run.output)")
  }

  /// `examples/lint/NAME.lyt` gives the findings in `NAME.lint` (`LAYOUTC_RECORD=1` rewrites
  /// them, to be checked by hand).
  @Test(arguments: Examples.names.filter { $0.hasPrefix("lint/") })
  func lintExamplesGiveTheirFindings(_ name: String) throws {
    let run = Examples.run(
      ["lint", "--color", "never", "examples/\(name).lyt"] + Examples.arguments(of: name))
    #expect(run.status == 0)
    let rule = String(name.dropFirst("lint/".count))
    #expect(Self.rules(run.output).contains(rule), "\(name) does not trigger \(rule)")
    let url = Examples.directory.appendingPathComponent(name + ".lint")
    if ProcessInfo.processInfo.environment["LAYOUTC_RECORD"] != nil {
      try run.output.write(to: url, atomically: true, encoding: .utf8)
      Issue.record("recorded \(name).lint: check it by hand")
      return
    }
    let expected = try #require(
      try? String(contentsOf: url, encoding: .utf8), "missing \(name).lint")
    #expect(run.output == expected, "\(name).lint differs:\n\(lineDiff(expected, run.output))")
  }

  @Test func everyRuleHasAnExampleAndAManPageEntry() throws {
    let page = try #require(ManPageTests.manPage)
    for rule in Lint.rules {
      #expect(Examples.names.contains("lint/\(rule.id)"), "no examples/lint/\(rule.id).lyt")
      #expect(page.contains("\n.It Sy \(rule.id)\n"), "\(rule.id) is not in the LINT section")
    }
    #expect(page.contains("\n.Sh LINT\n"))
  }

  /// The rule list of layoutc(1), LINT, Rules: each entry's id (`.It Sy ID`) and the line after
  /// it, its summary as a sentence.
  static func manPageRules(_ page: String) -> [(id: String, summary: String)] {
    var rules: [(id: String, summary: String)] = []
    var section = ""
    var subsection = ""
    let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() {
      if line.hasPrefix(".Sh ") { (section, subsection) = (String(line.dropFirst(4)), "") }
      if line.hasPrefix(".Ss ") { subsection = String(line.dropFirst(4)) }
      guard section == "LINT", subsection == "Rules", line.hasPrefix(".It Sy ") else { continue }
      let summary = index + 1 < lines.count ? String(lines[index + 1]) : ""
      rules.append((String(line.dropFirst(".It Sy ".count)), summary))
    }
    return rules
  }

  /// The registry of rules and the man page's list are the same rules, in the same order, with
  /// the same summaries: a rule added on one side only fails here.
  @Test func registryMatchesTheManPageRuleList() throws {
    let page = try #require(ManPageTests.manPage)
    let documented = Self.manPageRules(page)
    // The summary as the page writes it: a sentence.
    let registered = Lint.rules.map { rule in
      (id: rule.id, summary: rule.summary.prefix(1).uppercased() + rule.summary.dropFirst() + ".")
    }
    #expect(documented.count == registered.count)
    for rule in registered where !documented.contains(where: { $0.id == rule.id }) {
      Issue.record("rule \(rule.id) is not in layoutc(1), LINT, Rules")
    }
    for rule in documented where !registered.contains(where: { $0.id == rule.id }) {
      Issue.record("layoutc(1) documents a rule \(rule.id) that the registry does not have")
    }
    #expect(documented.map(\.id) == registered.map(\.id), "the rules are in another order")
    for rule in registered {
      guard let entry = documented.first(where: { $0.id == rule.id }) else { continue }
      #expect(entry.summary == rule.summary, "\(rule.id): the page's summary differs")
    }
  }

  @Test func completionsOfferTheRules() {
    #expect(Completions.choices(for: "--disable-rule") == Lint.rules.map(\.id))
    #expect(Completions.choices(for: "--format")?.contains("sarif") == true)
  }
}
