// `--check FILE`, `--tolerance N`, `--update` (layoutc(1), BASELINES).
// Goldens: `Fixtures/baselines/NAME.lyt` is today's layout and `NAME.baseline.json` the
// committed dump of an earlier version of it; `NAME.check` is what `layoutc NAME.lyt ARGS
// --check NAME.baseline.json` prints (ARGS from the `// layoutc:` line) and `// exit: N` its
// exit status. Each baseline's frames and each report's numbers are worked out by hand in the
// comments below. `LAYOUTC_RECORD=1 swift test --filter BaselineTests` rewrites the `.check`
// files and still fails, so that each is read before it is committed.
import Foundation
import LayoutAnalysis
import LayoutEngine
import Testing

@testable import LayoutDriver

@Suite struct BaselineTests {
  static let folder = "Tests/LayoutDriverTests/Fixtures/baselines"

  static var names: [String] {
    let directory = Examples.root.appendingPathComponent(folder).path
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return files.filter { $0.hasSuffix(".lyt") }.map { String($0.dropLast(4)) }.sorted()
  }

  /// The `// layoutc:` arguments and the `// exit:` status of a fixture.
  static func header(_ name: String) throws -> (arguments: [String], status: Int32) {
    let text = try String(
      contentsOf: Examples.root.appendingPathComponent("\(folder)/\(name).lyt"), encoding: .utf8)
    var arguments: [String] = []
    var status: Int32 = -1
    for line in text.split(separator: "\n").prefix(2) {
      if line.hasPrefix("// layoutc:") {
        arguments = line.dropFirst("// layoutc:".count).split(separator: " ").map(String.init)
      } else if line.hasPrefix("// exit: ") {
        status = Int32(line.dropFirst("// exit: ".count)) ?? -1
      }
    }
    return (arguments, status)
  }

  // The fixtures lay out at 200x200 @1x, so every frame is whole points.
  //
  // moved-resized: the baseline's vstack holds two 100×50 frames (100×100, at (50, 50));
  //   today the first is 60 high, so the vstack is 100×110 at (50, 45): it and the header
  //   move up 5 and grow 10, the second frame starts at 45 + 60 = 105 (+5).
  // unchanged: the same file as the baseline: no changes, exit 0.
  // added: today's vstack has a third child, an hstack of two 50×20 frames, under the
  //   100×100 pair, so it is 100×120 at (50, 40): it and its first two children move up 10;
  //   the hstack, 100×20 at (50, 140), is added with the 4 views inside it.
  // removed: the other way round: the baseline had the hstack, today's vstack is 100×100 at
  //   (50, 50); everything moves down 10 and the hstack is removed with its 4 views.
  // kind-and-id: the baseline's second child was a rectangle with id "footer" and the first
  //   had id "top"; no frame changed.
  // tolerance (--tolerance 2): today the first frame is 102 wide and the second 56 high, so
  //   the vstack is 102×106 at (49, 47). Changes of 1 (x) and 2 (width) are within the
  //   tolerance (the vstack's, the first frame's and its color's: 6); y −3 and height +6 are
  //   reported; the second frame stays at x 50 (centred in 102).
  // format: the baseline says "format": 0.
  // several (--size 200x200 --size 300x300): the baseline was a 100×50 frame at 200x200
  //   ((50, 75)) and at 250x250 ((75, 100)); today it is 100×40: at 200x200 (50, 80), moved
  //   +5 and 10 less high; the 250x250 dump is compared with today's 300x300 one (one
  //   unmatched dump on each side): (100, 130), moved +25 and +30.
  @Test(arguments: BaselineTests.names)
  func golden(_ name: String) throws {
    let (arguments, status) = try Self.header(name)
    let run = Examples.run(
      ["\(Self.folder)/\(name).lyt"] + arguments + [
        "--check", "\(Self.folder)/\(name).baseline.json",
      ])
    #expect(run.errors == "")
    #expect(run.status == status, "\(name): exit \(run.status)")
    let expectedURL = Examples.root.appendingPathComponent("\(Self.folder)/\(name).check")
    if ProcessInfo.processInfo.environment["LAYOUTC_RECORD"] != nil {
      try run.output.write(to: expectedURL, atomically: true, encoding: .utf8)
      Issue.record("recorded \(name).check: read it (git diff) before committing")
      return
    }
    let expected = try String(contentsOf: expectedURL, encoding: .utf8)
    #expect(run.output == expected, "\(name):\n\(run.output)")
  }

  // MARK: --update

  @Test func updateThenCheckRoundTrip() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let input = try scratch.file("card.lyt", "red .frame(width: 100, height: 50)")
    let baseline = scratch.path("Snapshots/ui/card.json")
    let size = ["--size", "200x200", "--scale", "1"]
    // No baseline yet: --check says so and suggests --update.
    let missing = DriverRun([input, "--check", baseline] + size)
    #expect(missing.status == 66 && missing.output == "")
    #expect(
      missing.errors
        == "layoutc: error: cannot read the baseline '\(baseline)': No such file or directory; "
        + "run with --update to write it\n")
    // --update makes the folders and writes the JSON dump of the same run.
    let written = DriverRun([input, "--check", baseline, "--update"] + size)
    #expect(written.status == 0 && written.errors == "")
    #expect(written.output == "wrote \(baseline) (format 1; 1 dump, 2 views)\n")
    let json = DriverRun([input, "--format", "json"] + size).output
    #expect(try String(contentsOfFile: baseline, encoding: .utf8) == json)
    let same = DriverRun([input, "--check", baseline] + size)
    #expect(same.status == 0)
    #expect(same.output == "no changes against \(baseline) (1 dump, 2 views)\n")
    // 100×50 at (50, 75) becomes 100×60 at (50, 70).
    _ = try scratch.file("card.lyt", "red .frame(width: 100, height: 60)")
    let changed = DriverRun([input, "--check", baseline] + size)
    #expect(changed.status == 1)
    #expect(
      changed.output == """
        0 (frame, 1:5): moved y 75 → 70 (−5), resized height 50 → 60 (+10)
          (50, 75) 100×50 → (50, 70) 100×60
        0.0 (color red, 1:1): moved y 75 → 70 (−5), resized height 50 → 60 (+10)
          (50, 75) 100×50 → (50, 70) 100×60
        changes against \(baseline): 2 moved, 2 resized (1 dump, 2 views); run with --update to accept them

        """)
    let updated = DriverRun([input, "--check", baseline, "--update"] + size)
    #expect(updated.status == 0)
    #expect(updated.output.hasSuffix("updated \(baseline): 2 moved, 2 resized (1 dump, 2 views)\n"))
    #expect(DriverRun([input, "--check", baseline] + size).status == 0)
    let again = DriverRun([input, "--check", baseline, "--update"] + size)
    #expect(again.output == "\(baseline) is up to date\n")
    // A baseline of another format version is rewritten, not compared.
    let old = try String(contentsOfFile: baseline, encoding: .utf8)
    _ = try scratch.file(
      "Snapshots/ui/card.json", old.replacingOccurrences(of: "\"format\": 1", with: "\"format\": 0")
    )
    let rewritten = DriverRun([input, "--check", baseline, "--update"] + size)
    #expect(rewritten.output == "rewrote \(baseline) (format 1; 1 dump, 2 views)\n")
    #expect(try String(contentsOfFile: baseline, encoding: .utf8) == old)
  }

  @Test func checkWithOutputFileWritesTheDumpToo() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let input = try scratch.file("card.lyt", "red .frame(width: 10, height: 10)")
    let baseline = scratch.path("card.json")
    #expect(DriverRun([input, "--check", baseline, "--update"]).status == 0)
    let dump = scratch.path("out/card.tree")
    let run = DriverRun([input, "--check", baseline, "-o", dump])
    #expect(run.status == 0 && run.output.hasPrefix("no changes against"))
    #expect(
      try String(contentsOfFile: dump, encoding: .utf8)
        == "frame (190, 417) 10×10\n└─ color red (190, 417) 10×10\n")
  }

  @Test func aBaselineThatIsNotADumpIsAnError() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let input = try scratch.file("card.lyt", "red")
    for (text, reason) in [
      ("{ \"root\": ", "it is not JSON"),
      ("[1, 2]", "an element of its array is not a dump"),
      ("{ \"a\": 1 }", "it holds no dump (no object with a 'root')"),
      ("{ \"file\": \"x\", \"root\": null }", "the dump has no 'format' number"),
      (
        "{ \"format\": 1, \"file\": \"x\", \"root\": { \"kind\": \"color\", \"path\": \"0\" } }",
        "the dump: node 0 has no 'frame' with x, y, width and height"
      ),
    ] {
      let baseline = try scratch.file("bad.json", text)
      let run = DriverRun([input, "--check", baseline])
      #expect(run.status == 66 && run.output == "", "\(text)")
      #expect(
        run.errors.hasPrefix(
          "layoutc: error: the baseline '\(baseline)' is not a layoutc JSON dump: \(reason)"),
        "\(run.errors)")
      #expect(run.errors.hasSuffix("; run with --update to rewrite it\n"))
      // --update replaces it.
      #expect(DriverRun([input, "--check", baseline, "--update"]).status == 0)
    }
  }

  /// A tree far deeper than JSONSerialization's 512 levels reads back.
  @Test func deepBaselineRoundTrip() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let input = try scratch.file(
      "deep.lyt", "red" + String(repeating: " .padding(1)", count: 600))
    let baseline = scratch.path("deep.json")
    let written = DriverRun([input, "--check", baseline, "--update"])
    #expect(written.output == "wrote \(baseline) (format 1; 1 dump, 601 views)\n")
    let check = DriverRun([input, "--check", baseline])
    #expect(check.status == 0 && check.errors == "", "\(check.errors)")
    #expect(check.output == "no changes against \(baseline) (1 dump, 601 views)\n")
  }

  @Test func jsonReader() throws {
    let text = #"{ "a": [1, -2.5e1, true, false, null], "é\n\"\u00e9\ud83d\ude00": { }, "b": [] }"#
    let value = try JSONValue.parse(Array(text.utf8))
    #expect(
      value
        == .object([
          ("a", .array([.number(1), .number(-25), .bool(true), .bool(false), .null])),
          ("é\n\"é😀", .object([])), ("b", .array([])),
        ]))
    for (bad, message) in [
      ("{ \"a\": 1,\n  }", "expected a key in quotes at 2:3"),
      ("[1 2]", "expected ',' or ']' at 1:4"),
      ("[1] x", "unexpected text after the end at 1:5"),
      ("\"abc", "unterminated string at 1:5"),
      ("[01x]", "expected ',' or ']' at 1:4"),
      ("", "unexpected end at 1:1"),
      ("[-]", "'-' is not a number at 1:2"),
    ] {
      #expect(throws: JSONValue.SyntaxError(message: message), "\(bad)") {
        _ = try JSONValue.parse(Array(bad.utf8))
      }
    }
  }

  // MARK: Options

  @Test func optionErrors() {
    for (arguments, message) in [
      (["a.lyt", "--update"], "'--update' rewrites a baseline: give it with '--check FILE'"),
      (
        ["a.lyt", "--tolerance", "1"],
        "'--tolerance' applies to a baseline: give it with '--check FILE'"
      ),
      (
        ["a.lyt", "--check", "b.json", "--tolerance", "-1"],
        "invalid value '-1' for '--tolerance': expected points >= 0 like 0.5"
      ),
      (
        ["a.lyt", "--check", "b.json", "--tolerance", "abc"],
        "invalid value 'abc' for '--tolerance': expected points >= 0 like 0.5"
      ),
      (["a.lyt", "--check", "-"], "option '--check' needs a file name (the JSON baseline)"),
    ] {
      let run = DriverRun(arguments)
      #expect(run.status == 64, "\(arguments)")
      #expect(run.errors.hasPrefix("layoutc: error: \(message)\n"), "\(run.errors)")
    }
    let options = try? OptionsTests.options(
      ["a.lyt", "--check=b.json", "--tolerance=0.5", "--update"])
    #expect(options?.check == "b.json" && options?.tolerance == 0.5 && options?.update == true)
  }

  // MARK: Reading other dumps

  /// A baseline written with more settings and node keys than this version writes, several
  /// dumps wrapped in an object: read, matched by device and direction, extra keys ignored.
  @Test func readerToleratesMoreKeysAndWrappedDumps() throws {
    func document(device: String, direction: String, width: Double, x: Double) -> String {
      """
      { "file": "a.lyt", "device": "\(device)", "dynamicType": "large", "direction": "\(direction)",
        "proposal": { "width": 393, "height": 852 }, "scale": 3,
        "safeArea": { "top": 59, "leading": 0, "bottom": 34, "trailing": 0 },
        "root": { "kind": "text", "path": "0", "label": "Hi", "flags": ["truncated"],
          "frame": { "x": \(x), "y": 10, "width": \(width), "height": 20 },
          "text": { "lines": ["Hi"], "truncated": false }, "source": { "line": 1, "column": 1 } } }
      """
    }
    let text = """
      { "format": 1, "cells": 2, "dumps": [
        \(document(device: "iphone-16", direction: "ltr", width: 16, x: 10)),
        \(document(device: "iphone-16", direction: "rtl", width: 16, x: 20)) ] }
      """
    let contents = try BaselineFile.parse(Array(text.utf8))
    #expect(contents.formats == [1, 1])
    #expect(contents.dumps.count == 2)
    let first = contents.dumps[0]
    #expect(
      first.settings.map(\.name) == [
        "device", "proposal", "scale", "safeArea", "dynamicType", "direction",
      ])
    #expect(first.title == "a.lyt: iphone-16 large ltr")
    #expect(
      first.views == [
        BaselineView(
          path: "0", kind: "text", label: "Hi", frame: Rect(x: 10, y: 10, width: 16, height: 20),
          source: SourcePosition(line: 1, column: 1))
      ])
    // Today in the other order, with a corrected screen size: matched by device and
    // direction, the size reported as a setting that changed.
    var ltr = contents.dumps[0]
    var rtl = contents.dumps[1]
    ltr.settings[1].value = "402x874"
    rtl.views[0].frame.origin.x = 24
    let report = Baseline.compare(
      baseline: contents.dumps, today: [rtl, ltr], tolerance: 0, ascii: true)
    #expect(
      report.text == """
        == a.lyt: iphone-16 large rtl ==
        0 (text "Hi", 1:1): moved x 20 -> 24 (+4)
          (20, 10) 16x20 -> (24, 10) 16x20
        == a.lyt: iphone-16 large ltr ==
        settings changed: proposal 393x852 -> 402x874

        """)
    #expect(report.moved == 1 && report.settingsChanged == 1 && !report.isEqual)
  }

  // MARK: The comparison

  static func view(_ path: String, _ kind: String = "color", x: Double = 0, width: Double = 10)
    -> BaselineView
  {
    BaselineView(
      path: path, kind: kind, frame: Rect(x: x, y: 0, width: width, height: 10),
      source: SourcePosition(line: 1, column: 1))
  }

  @Test func changesComeInTreeOrder() {
    // 0.10 after 0.9 and 0.2, a parent before its children, removed views in their place.
    let old = ["0", "0.2", "0.9", "0.10", "0.11"].map { Self.view($0) }
    let new = ["0", "0.2", "0.9", "0.10"].map { Self.view($0, x: 5) }
    let dump = { (views: [BaselineView]) in BaselineDump(file: "a", settings: [], views: views) }
    let report = Baseline.compare(baseline: [dump(old)], today: [dump(new)], tolerance: 0)
    let paths = report.text.split(separator: "\n").filter { !$0.hasPrefix(" ") }
      .map { $0.prefix { $0 != " " } }
    #expect(paths == ["0", "0.2", "0.9", "0.10", "0.11"])
    #expect(report.moved == 4 && report.removed == 1)
  }

  @Test func aNewLabelIsAChange() {
    var hi = Self.view("0", "text")
    hi.label = "Hi"
    var hello = hi
    hello.label = "Hello"
    let dump = { (view: BaselineView) in BaselineDump(file: "a", settings: [], views: [view]) }
    let report = Baseline.compare(baseline: [dump(hi)], today: [dump(hello)], tolerance: 0)
    #expect(report.renamed == 1 && report.kindChanged == 0)
    #expect(report.text == "0 (text \"Hello\", 1:1): was text \"Hi\"\n")
  }

  @Test func toleranceIsInclusive() {
    let dump = { (x: Double) in
      BaselineDump(file: "a", settings: [], views: [Self.view("0", x: x)])
    }
    let exact = Baseline.compare(baseline: [dump(10)], today: [dump(10.5)], tolerance: 0.5)
    #expect(exact.isEqual && exact.withinTolerance == 1)
    #expect(exact.extent(tolerance: 0.5) == "1 dump, 1 view; 1 change within the tolerance of 0.5")
    let beyond = Baseline.compare(baseline: [dump(10)], today: [dump(10.501)], tolerance: 0.5)
    #expect(!beyond.isEqual && beyond.moved == 1)
    // Frames compare as printed: a difference below a thousandth is none.
    let noise = Baseline.compare(baseline: [dump(10)], today: [dump(10.0004)], tolerance: 0)
    #expect(noise.isEqual && noise.withinTolerance == 0)
  }

  @Test func dumpsOnOneSideOnly() {
    let setting = { (size: String) in BaselineSetting(name: "proposal", value: size) }
    let a = BaselineDump(file: "a", settings: [setting("1x1")], views: [Self.view("0")])
    let b = BaselineDump(file: "a", settings: [setting("2x2")], views: [Self.view("0")])
    let c = BaselineDump(file: "b", settings: [setting("1x1")], views: [Self.view("0")])
    let d = BaselineDump(file: "d", settings: [setting("1x1")], views: [Self.view("0")])
    let report = Baseline.compare(baseline: [a, b], today: [a, c, d], tolerance: 0)
    #expect(report.newDumps == 2 && report.missingDumps == 1)
    #expect(
      report.text == """
        == b: 1x1 ==
        not in the baseline (1 view)
        == d: 1x1 ==
        not in the baseline (1 view)
        == a: 2x2 ==
        in the baseline but not laid out today (1 view)

        """)
    #expect(report.counts == "2 dumps not in the baseline, 1 dump no longer made")
    // One unmatched dump on each side: compared, their names and settings reported.
    let pair = Baseline.compare(baseline: [a, b], today: [a, c], tolerance: 0)
    #expect(pair.newDumps == 0 && pair.missingDumps == 0 && pair.settingsChanged == 1)
    #expect(
      pair.text == "== b: 1x1 ==\nsettings changed: file a → b, proposal 2x2 → 1x1\n")
  }
}
