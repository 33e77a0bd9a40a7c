// Every command the man page's EXAMPLES and the README's code blocks show runs as shown, and
// the DIAGNOSTICS sample is what the tool prints. Commands run through a shell with the built
// `layoutc` first on PATH, in a scratch folder holding `examples/` and the files the commands
// name (hello.lyt, card.lyt, Screens/*.lyt, ...), copied from the examples.
import Foundation
import Testing

@Suite(.enabled(if: Executable.url != nil, "layoutc is not built next to the test bundle"))
struct DocumentedCommandTests {
  static let root = ManPageTests.root

  /// The files the documented commands name, and the example each is a copy of.
  static let fixtures: [(String, String)] = [
    ("hello.lyt", "examples/hello.lyt"),
    ("login.lyt", "examples/screens/login.lyt"),
    ("card.lyt", "examples/hello.lyt"),
    ("Screens/login.lyt", "examples/screens/login.lyt"),
    ("Screens/hello.lyt", "examples/hello.lyt"),
    ("Layouts/hello.lyt", "examples/hello.lyt"),
    ("Layouts/login.lyt", "examples/screens/login.lyt"),
    ("ContentView.swift", "examples/hello.swift"),
    ("Sources/App/Models.swift", "Tests/LayoutDriverTests/Fixtures/swift-module/Models.swift"),
    ("Sources/App/RecipeCard.swift", "Tests/LayoutDriverTests/Fixtures/swift-module/RecipeCard.swift"),
    (
      "Sources/App/RecipeGridView.swift",
      "Tests/LayoutDriverTests/Fixtures/swift-module/RecipeGridView.swift"
    ),
  ]

  /// A Swift file with several views, for `--view`.
  static let screens = """
    import SwiftUI

    struct ProfileHeader: View {
      var body: some View {
        HStack {
          Text("Ada Lovelace").font(.headline)
          Spacer()
          Text("Edit")
        }
        .padding()
      }
    }

    struct ContentView: View {
      var body: some View { ProfileHeader() }
    }

    """

  /// A scratch folder with the fixtures and a link to the examples.
  static func scratch() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutc-documented-\(UUID().uuidString)")
    for (name, source) in fixtures {
      let target = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: root.appendingPathComponent(source), to: target)
    }
    try screens.write(
      to: folder.appendingPathComponent("Screens.swift"), atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("examples"),
      withDestinationURL: root.appendingPathComponent("examples"))
    return folder
  }

  /// Runs `command` with bash in `folder`, the built layoutc first on PATH; `swift run
  /// layoutc` (the README's first command) runs the built binary too.
  static func run(_ command: String, in folder: URL) throws -> Executable.Result {
    let binary = try #require(Executable.url)
    let line =
      command.hasPrefix("swift run layoutc ")
      ? "layoutc " + command.dropFirst("swift run layoutc ".count) : command
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] =
      binary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    environment["NO_COLOR"] = "1"
    return try Executable.run(
      ["-c", line], environment: environment, program: URL(fileURLWithPath: "/bin/bash"),
      directory: folder)
  }

  /// The man page's example commands (`.Dl` lines of EXAMPLES that run layoutc), roff
  /// escapes undone.
  static func manPageCommands() throws -> [String] {
    let page = try String(
      contentsOf: root.appendingPathComponent("man/layoutc.1"), encoding: .utf8)
    let start = try #require(page.range(of: "\n.Sh EXAMPLES\n"))
    let end = try #require(page.range(of: "\n.Sh ", range: start.upperBound..<page.endIndex))
    return page[start.upperBound..<end.lowerBound].split(separator: "\n")
      .filter { $0.hasPrefix(".Dl ") && $0.contains("layoutc") }
      .map { String($0.dropFirst(4)).replacingOccurrences(of: "\\&", with: "") }
  }

  /// The README's commands: code-block lines that start with `layoutc` or `swift run
  /// layoutc` (a `$ ` prompt dropped) and workflow steps `run: layoutc ...`, without a
  /// trailing `# comment`.
  static func readmeCommands() throws -> [String] {
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    var inBlock = false
    var commands: [String] = []
    for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        inBlock.toggle()
        continue
      }
      guard inBlock else { continue }
      var text = line.hasPrefix("$ ") ? line.dropFirst(2) : line[...]
      // A workflow step (`run: layoutc ...` in the YAML of "Use it in CI").
      if let run = text.range(of: "run: layoutc ") {
        text = text[text.index(run.lowerBound, offsetBy: "run: ".count)...]
      }
      guard text.hasPrefix("layoutc ") || text.hasPrefix("swift run layoutc ") else { continue }
      if let comment = text.range(of: "  #") { text = text[..<comment.lowerBound] }
      commands.append(String(text).trimmingCharacters(in: .whitespaces))
    }
    return commands
  }

  /// Runs the commands in order, a `--check` after the `--update` that writes its baseline
  /// (the documents show the check first: it is what CI runs).
  static func runAll(_ commands: [String]) throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let ordered =
      commands.filter { $0.contains("--update") } + commands.filter { !$0.contains("--update") }
    for command in ordered {
      let result = try run(command, in: folder)
      #expect(result.status == 0, "\(command)\n\(result.errors)")
      // Writing to a file, sourcing, or a lint that finds nothing prints nothing.
      let quiet =
        command.contains(" -o ") || command.contains("--update") || command.hasPrefix("source")
        || command.hasPrefix("layoutc lint")
      #expect(
        quiet || !result.output.isEmpty,
        "\(command) printed nothing")
      if let path = command.components(separatedBy: " -o ").dropFirst().first?
        .split(separator: " ").first
      {
        let written = folder.appendingPathComponent(String(path))
        let size = (try? FileManager.default.attributesOfItem(atPath: written.path)[.size]) as? Int
        #expect((size ?? 0) > 0, "\(command) wrote no \(path)")
      }
    }
  }

  @Test func manPageExamplesRun() throws {
    let commands = try Self.manPageCommands()
    #expect(commands.count >= 8)
    try Self.runAll(commands)
  }

  @Test func readmeCommandsRun() throws {
    let commands = try Self.readmeCommands()
    #expect(commands.count >= 8)
    try Self.runAll(commands)
  }

  @Test func manPageExampleOutputsSayWhatTheExamplesSay() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    // "Lay it out on two devices as JSON": an array of two dumps, one per device.
    let json = try Self.run(
      "layoutc --device iphone-16 --device iphone-se --format json hello.lyt", in: folder)
    let dumps = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
    #expect(dumps.count == 2)
    // "Ask for the ideal width at a fixed height": the root is the text's ideal width.
    let ideal = try Self.run(
      "echo 'text \"Hi\" .padding' | layoutc --size autox844 --format csv -", in: folder)
    #expect(ideal.output.contains("\n0,0,padding,"))
    // "See which modifiers there are".
    let list = try Self.run("layoutc --list modifiers", in: folder)
    #expect(list.output.contains("padding"))
  }

  /// The README is the front door: under 500 lines, the details in the man pages and
  /// CONTRIBUTING.md.
  @Test func readmeStaysShort() throws {
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.filter { $0 == "\n" }.count < 500)
  }

  @Test func readmeOutputFormatsAreTheRealOutputs() throws {
    // "These are the real outputs of `layoutc examples/hello.lyt`": the tree and csv blocks.
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let section = try #require(readme.components(separatedBy: "\n## Output formats\n").last)
    let blocks = section.components(separatedBy: "```").enumerated()
      .filter { $0.offset % 2 == 1 }.map(\.element)
    let tree = try Self.run("layoutc examples/hello.lyt", in: Self.root)
    let csv = try Self.run("layoutc examples/hello.lyt --format csv", in: Self.root)
    #expect(blocks.contains("\n" + tree.output))
    #expect(blocks.contains("\n" + csv.output))
  }

  @Test func diagnosticsSampleIsWhatTheToolPrints() throws {
    let page = try String(
      contentsOf: Self.root.appendingPathComponent("man/layoutc.1"), encoding: .utf8)
    let start = try #require(page.range(of: "\n.Sh DIAGNOSTICS\n"))
    let section = String(page[start.upperBound...])
    let blocks = section.components(separatedBy: ".Bd -literal -offset indent\n").dropFirst()
      .map { $0.components(separatedBy: "\n.Ed\n")[0] + "\n" }
    #expect(blocks.count >= 2)
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    try blocks[0].write(
      to: folder.appendingPathComponent("card.lyt"), atomically: true, encoding: .utf8)
    let result = try Self.run("layoutc card.lyt", in: folder)
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(result.errors == blocks[1])
  }
}
