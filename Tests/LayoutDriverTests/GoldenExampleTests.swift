// Golden examples: every `examples/**/NAME.lyt` is run through the driver in each format and
// compared byte for byte with `NAME.tree`, `NAME.json` and `NAME.csv` next to it, and with
// `NAME.explain` (the `--explain` conversation), `NAME.brief` (`--explain brief`) and
// `NAME.svg` (the picture) where there are.
// A first line `// layoutc: ARGS` gives the example's flags (default: none, i.e. 390x844 @3x).
// `LAYOUTC_RECORD=1 swift test --filter GoldenExample` rewrites the expected files and still
// fails, so a recorded golden is always looked at (and checked by hand) before it is committed.
import Foundation
import LayoutDriver
import LayoutSyntax
import Testing

enum Examples {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let directory = root.appendingPathComponent("examples")

  /// Example paths relative to `examples/` (without `.lyt`), sorted, from every folder;
  /// files whose names start with `x` are skipped.
  static var names: [String] {
    let files = FileManager.default.enumerator(atPath: directory.path)?.allObjects as? [String]
    return (files ?? []).filter {
      $0.hasSuffix(".lyt") && !($0.split(separator: "/").last ?? "").hasPrefix("x")
    }.map { String($0.dropLast(4)) }.sorted()
  }

  /// SwiftUI examples (`examples/**/NAME.swift`, without `.swift`), sorted. Each has goldens
  /// of its own, and a `// twin: PATH.lyt` line naming the `.lyt` example it must match.
  static var swiftNames: [String] {
    allSwift.filter { !names.contains($0) }
  }

  /// SwiftUI twins of `.lyt` examples (`NAME.swift` beside `NAME.lyt`): no goldens of their
  /// own, they must lay out as their `.lyt`.
  static var twinNames: [String] {
    allSwift.filter { names.contains($0) }
  }

  private static var allSwift: [String] {
    let files = FileManager.default.enumerator(atPath: directory.path)?.allObjects as? [String]
    return (files ?? []).filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
  }

  /// The `// twin: PATH` line of a SwiftUI example: its `.lyt` twin, relative to `examples/`.
  static func twin(of name: String) -> String? {
    let text =
      (try? String(contentsOf: directory.appendingPathComponent(name + ".swift"), encoding: .utf8))
      ?? ""
    for line in text.split(separator: "\n").prefix(3) where line.hasPrefix("// twin: ") {
      return String(line.dropFirst("// twin: ".count))
    }
    return nil
  }

  /// The flags in the example's `// layoutc:` header line.
  static func arguments(of name: String, extension ext: String = "lyt") -> [String] {
    let text =
      (try? String(contentsOf: directory.appendingPathComponent(name + "." + ext), encoding: .utf8))
      ?? ""
    guard let first = text.split(separator: "\n", omittingEmptySubsequences: false).first,
      first.hasPrefix("// layoutc:")
    else { return [] }
    return first.dropFirst("// layoutc:".count).split(separator: " ").map(String.init)
  }

  /// The frame (x, y, width, height) of the first node in pre-order with each `.id` of a
  /// JSON dump; nil when the run failed.
  static func framesByID(_ run: Run) -> [String: [Double]]? {
    guard run.status == 0, let data = run.output.data(using: .utf8),
      let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let root = document["root"] as? [String: Any]
    else { return nil }
    var found: [String: [Double]] = [:]
    func visit(_ node: [String: Any]) {
      if let id = node["id"].map({ "\($0)" }), found[id] == nil,
        let frame = node["frame"] as? [String: Double]
      {
        found[id] = ["x", "y", "width", "height"].map { frame[$0] ?? .nan }
      }
      for child in node["children"] as? [[String: Any]] ?? [] { visit(child) }
    }
    visit(root)
    return found
  }

  /// Kind, label, id, role and frame of every node of a JSON dump, in pre-order (not the
  /// path, depth or source position): what two spellings of one layout must share.
  static func frames(_ run: Run) -> [String] {
    guard run.status == 0, let data = run.output.data(using: .utf8),
      let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let root = document["root"] as? [String: Any]
    else { return ["exit \(run.status): \(run.errors)"] }
    var rows: [String] = []
    func visit(_ node: [String: Any]) {
      let frame = node["frame"] as? [String: Any] ?? [:]
      let numbers = ["x", "y", "width", "height"].map { "\(frame[$0] ?? "")" }
      let names = ["kind", "label", "id", "role"].map { "\(node[$0] ?? "")" }
      rows.append((names + numbers).joined(separator: "|"))
      for child in node["children"] as? [[String: Any]] ?? [] { visit(child) }
    }
    visit(root)
    return rows
  }

  struct Run {
    var status: Int32
    var output: String
    var errors: String
  }

  /// Runs the driver in-process from the package root, so paths print as `examples/NAME.lyt`.
  static func run(_ arguments: [String], input: String = "") -> Run {
    // Fails only if the checkout is gone; the goldens' comparison would then report it.
    _ = FileManager.default.changeCurrentDirectoryPath(root.path)
    var out = ""
    var err = ""
    let status = Driver.run(
      arguments: arguments, standardInput: { Array(input.utf8) },
      standardOutput: { out += $0 }, standardError: { err += $0 })
    return Run(status: status, output: out, errors: err)
  }
}

@Suite struct GoldenExampleTests {
  static let formats = ["tree", "json", "csv"]

  @Test(arguments: Examples.names)
  func example(_ name: String) throws {
    try check(name, extension: "lyt")
  }

  @Test(arguments: Examples.swiftNames)
  func swiftExample(_ name: String) throws {
    try check(name, extension: "swift")
  }

  /// Every SwiftUI example lays out as its `.lyt` twin: the same views with the same frames,
  /// in the same order (a `View` struct's own node, which the twin may not have, aside).
  /// An example whose views `.lyt` cannot spell (a custom `Layout` written in Swift) says
  /// so: `// twin: none, because ...`, and is held by its goldens alone.
  @Test(arguments: Examples.swiftNames + Examples.twinNames)
  func swiftExampleMatchesItsTwin(_ name: String) throws {
    if let line = Examples.twin(of: name), line.hasPrefix("none") {
      #expect(line.hasPrefix("none, because "), "\(name): say why it has no twin")
      return
    }
    let twin = try #require(
      Examples.twin(of: name) ?? (Examples.names.contains(name) ? name + ".lyt" : nil),
      "\(name).swift has no '// twin:' line")
    func rows(_ path: String, _ arguments: [String]) -> [String] {
      Examples.frames(Examples.run([path, "--format", "json", "--color", "never"] + arguments))
    }
    let twinName = String(twin.dropLast(4))
    let expected = rows("examples/" + twin, Examples.arguments(of: twinName))
    var actual = rows(
      "examples/\(name).swift", Examples.arguments(of: name, extension: "swift"))
    if !expected.contains(where: { $0.hasPrefix("view|") }) {
      actual.removeAll { $0.hasPrefix("view|") }
    }
    #expect(!expected.isEmpty)
    #expect(
      actual == expected,
      "\(name).swift differs from \(twin):\n\(lineDiff(expected.joined(separator: "\n"), actual.joined(separator: "\n")))"
    )
  }

  /// `LAYOUTC_RECORD_TWINS=1` writes the SwiftUI twin of each `.lyt` example that has none
  /// and has a SwiftUI spelling (SwiftTwinWriter.swift); each must then be read by hand.
  @Test func recordMissingTwins() throws {
    guard ProcessInfo.processInfo.environment["LAYOUTC_RECORD_TWINS"] != nil else { return }
    var skipped: [String] = []
    // `swiftui/twins/` holds the .lyt twins of the SwiftUI examples: they need none.
    for name in Examples.names
    where !Examples.twinNames.contains(name) && !name.hasPrefix("swiftui/") {
      let url = Examples.directory.appendingPathComponent(name + ".lyt")
      let text = try String(contentsOf: url, encoding: .utf8)
      let source = SourceFile(name: name, text: text)
      let parsed = Parser.parse(source)
      var header = ""
      if let first = text.split(separator: "\n").first, first.hasPrefix("// layoutc:") {
        header = first + "\n"
      }
      let file = (name as NSString).lastPathComponent
      header += "// The SwiftUI twin of \(file).lyt: the same layout, worked there.\n"
      var writer = SwiftTwinWriter(source: source)
      guard let twin = writer.write(parsed.file, header: header) else {
        skipped.append(name)
        continue
      }
      try twin.write(
        to: Examples.directory.appendingPathComponent(name + ".swift"), atomically: true,
        encoding: .utf8)
    }
    Issue.record("wrote the missing twins (read each by hand); no SwiftUI spelling: \(skipped)")
  }

  private func check(_ name: String, extension ext: String) throws {
    let record = ProcessInfo.processInfo.environment["LAYOUTC_RECORD"] != nil
    // `NAME.explain`, where there is one, is the `--explain` conversation; `NAME.brief` its
    // summary (`--explain brief`); `NAME.svg` the picture.
    let extra = ["explain", "brief", "svg"].filter {
      FileManager.default.fileExists(
        atPath: Examples.directory.appendingPathComponent("\(name).\($0)").path)
    }
    for format in Self.formats + extra {
      let flags =
        format == "explain"
        ? ["--explain"] : format == "brief" ? ["--explain", "brief"] : ["--format", format]
      let run = Examples.run(
        ["examples/\(name).\(ext)"] + flags + ["--color", "never"]
          + Examples.arguments(of: name, extension: ext))
      #expect(run.status == 0, "\(name) \(format): exit \(run.status)\n\(run.errors)")
      let expectedURL = Examples.directory.appendingPathComponent("\(name).\(format)")
      if record {
        try run.output.write(to: expectedURL, atomically: true, encoding: .utf8)
        Issue.record("recorded new baseline \(expectedURL.lastPathComponent): check it by hand")
        continue
      }
      let expected = (try? String(contentsOf: expectedURL, encoding: .utf8))
      guard let expected else {
        Issue.record("missing \(expectedURL.lastPathComponent); record with LAYOUTC_RECORD=1")
        continue
      }
      #expect(
        run.output == expected, "\(name).\(format) differs:\n\(lineDiff(expected, run.output))")
    }
  }
}

/// A small line diff for failure messages: `-` expected, `+` actual.
func lineDiff(_ expected: String, _ actual: String) -> String {
  let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
  var out: [String] = []
  for i in 0..<max(e.count, a.count) {
    let l = i < e.count ? String(e[i]) : nil
    let r = i < a.count ? String(a[i]) : nil
    if l == r { continue }
    if let l { out.append("- \(i + 1): \(l)") }
    if let r { out.append("+ \(i + 1): \(r)") }
  }
  return out.joined(separator: "\n")
}
