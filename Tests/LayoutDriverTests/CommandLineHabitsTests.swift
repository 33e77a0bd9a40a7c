// What users expect of a command-line tool (layoutc(1) OPTIONS, ENVIRONMENT): short options,
// values matching ignoring case, standard input read when no FILE is given and it is not a
// terminal, FORCE_COLOR and CLICOLOR_FORCE, `-o` making its folders, and shell completions
// that work when sourced in the shell.
import Foundation
import Testing

@testable import LayoutDriver

@Suite struct CommandLineHabitsTests {
  static func options(_ arguments: [String]) throws -> Options {
    try OptionsTests.options(arguments)
  }

  // MARK: Short options

  @Test func shortOptionsAreTheLongOnes() throws {
    #expect(
      try Self.options(["-s", "200x100", "-d", "iphone-se", "-f", "json", "a.lyt"])
        == Self.options(["--size", "200x100", "--device", "iphone-se", "--format", "json", "a.lyt"])
    )
    #expect(try Self.options(["-fjson", "a.lyt"]).format == .json)
    #expect(try Self.options(["-f=csv", "a.lyt"]).format == .csv)
    #expect(try Self.options(["-s200x100", "a.lyt"]) == Self.options(["--size=200x100", "a.lyt"]))
    #expect(try Self.options(["-h"]).help)
    #expect(try Self.options(["-V"]).version)
    #expect(DriverRun(["-V"]).output == Usage.versionLine)
    #expect(DriverRun(["-h"]).output == Usage.help)
  }

  @Test func shortOptionErrorsQuoteTheShortName() {
    let run = DriverRun(["a.lyt", "-f"])
    #expect(run.status == 64)
    #expect(run.errors.hasPrefix("layoutc: error: option '-f' needs a value (-f F)\n"))
    #expect(DriverRun(["-Vx"]).errors.hasPrefix("layoutc: error: unknown option '-Vx'"))
  }

  // MARK: Values ignoring case

  @Test func valuesMatchIgnoringCase() throws {
    let o = try Self.options([
      "--format", "JSON", "--color", "Always", "--platform", "MacOS", "--layout-direction", "RTL",
      "--language", "SWIFT", "--size", "390X844", "--os", "MACOS15", "a.lyt",
    ])
    #expect(o.format == .json && o.color == .always && o.platform == .macos)
    #expect(o.layoutDirection == .rightToLeft && o.language == .swift && o.os == .macos15)
    #expect(o.screens == [.size(.init(width: 390, height: 844))])
    #expect(try Self.options(["--size", "AUTO", "a.lyt"]).screens == [.size(.unspecified)])
    #expect(try Self.options(["--list", "Views"]).list == .views)
    #expect(try Self.options(["--device", "LIST"]).listDevices)
    #expect(try Self.options(["--completions", "BASH"]).completions == .bash)
    // Messages still list the canonical spellings.
    #expect(
      OptionsTests.parse(["--format", "YAML", "a.lyt"])
        == .failure(
          UsageError("invalid value 'YAML' for '--format': expected tree, json, csv, svg or html")))
  }

  // MARK: Standard input without FILE

  static let pipedInput = Terminal(
    standardOutputIsTerminal: false, standardErrorIsTerminal: false, colorAllowed: true,
    standardInputIsTerminal: false)

  @Test func noFileReadsStandardInputWhenItIsNotATerminal() {
    let run = DriverRun(
      ["-s", "200x100"], input: "blue .frame(width: 50, height: 30)",
      terminal: Self.pipedInput)
    #expect(run.status == 0)
    #expect(run.output == "frame (75, 35) 50×30\n└─ color blue (75, 35) 50×30\n")
    #expect(run.standardInputReads == 1)
    // On a terminal it would wait for typing: a usage error instead, stdin untouched.
    let typed = DriverRun(["-s", "200x100"], input: "blue")
    #expect(typed.status == 64 && typed.standardInputReads == 0)
    #expect(typed.errors.hasPrefix("layoutc: error: no input file\n"))
    // Information requests never read it.
    #expect(DriverRun(["--list", "colors"], terminal: Self.pipedInput).standardInputReads == 0)
  }

  @Test(.enabled(if: Executable.url != nil, "layoutc is not built next to the test bundle"))
  func noFileReadsAPipeInTheRealCommand() throws {
    let run = try Executable.run(
      ["--size", "200x100"], input: "blue .frame(width: 50, height: 30)")
    #expect(run.status == 0)
    #expect(run.output == "frame (75, 35) 50×30\n└─ color blue (75, 35) 50×30\n")
  }

  // MARK: FORCE_COLOR and CLICOLOR_FORCE

  static func terminal(_ environment: [String: String], tty: Bool = false) -> Terminal {
    Terminal(
      environment: environment, standardInputIsTerminal: tty, standardOutputIsTerminal: tty,
      standardErrorIsTerminal: tty)
  }

  @Test func colourVariables() {
    #expect(!Self.terminal([:]).colorForced)
    #expect(Self.terminal(["FORCE_COLOR": "1"]).colorForced)
    #expect(Self.terminal(["FORCE_COLOR": "true"]).colorForced)
    #expect(!Self.terminal(["FORCE_COLOR": ""]).colorForced)
    #expect(!Self.terminal(["FORCE_COLOR": "0"]).colorForced)
    #expect(Self.terminal(["CLICOLOR_FORCE": "1"]).colorForced)
    #expect(!Self.terminal(["CLICOLOR_FORCE": "0"]).colorForced)
    #expect(!Self.terminal(["NO_COLOR": "1"], tty: true).colorAllowed)
    #expect(!Self.terminal(["TERM": "dumb"], tty: true).colorAllowed)
  }

  @Test func forcedColourColoursPipesButNotFiles() throws {
    let esc = "\u{1B}["
    let forced = Self.terminal(["FORCE_COLOR": "1", "NO_COLOR": "1"])
    #expect(DriverRun(["-"], input: "red", terminal: forced).output.contains(esc))
    #expect(DriverRun(["-"], input: "vstack <", terminal: forced).errors.contains(esc))
    #expect(
      !DriverRun(["--color", "never", "-"], input: "red", terminal: forced).output.contains(esc))
    #expect(!DriverRun(["-"], input: "red", terminal: Self.terminal([:])).output.contains(esc))
    let scratch = try Scratch()
    defer { scratch.remove() }
    let target = scratch.path("out.tree")
    #expect(DriverRun(["-o", target, "-"], input: "red", terminal: forced).status == 0)
    #expect(!(try String(contentsOfFile: target, encoding: .utf8)).contains(esc))
  }

  @Test(.enabled(if: Executable.url != nil, "layoutc is not built next to the test bundle"))
  func forceColorInTheRealCommand() throws {
    let run = try Executable.run(["-"], input: "red", environment: ["FORCE_COLOR": "1"])
    #expect(run.status == 0 && run.output.contains("\u{1B}["))
    let plain = try Executable.run(["-"], input: "red", environment: [:])
    #expect(plain.status == 0 && !plain.output.contains("\u{1B}["))
  }

  // MARK: -o makes its folders

  @Test func outputMakesMissingFolders() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let target = scratch.path("Snapshots/cards/card.csv")
    let run = DriverRun(["-f", "csv", "-o", target, "-"], input: "red")
    #expect(run.status == 0 && run.errors == "")
    #expect(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("path,depth,kind"))
    // A file where a folder should be is an error at exit 73, as any unwritable output.
    _ = try scratch.file("plain", "x")
    let blocked = DriverRun(["-o", scratch.path("plain/card.csv"), "-"], input: "red")
    #expect(blocked.status == 73)
    #expect(
      blocked.errors.hasPrefix("layoutc: error: cannot write '\(scratch.path("plain/card.csv"))'"))
  }

  // MARK: Completions

  /// Every value a completion script offers is one the parser accepts.
  @Test func completedValuesParse() throws {
    for flag in Completions.flags {
      for value in flag.choices ?? [] {
        #expect(throws: Never.self, "\(flag.name) \(value)") {
          _ = try Self.options([flag.name, value, "a.lyt"])
        }
      }
    }
    #expect(Completions.flags.count == Options.flags.count)
  }

  @Test func scriptsNameEveryFlag() {
    for shell in Options.Shell.allCases {
      let run = DriverRun(["--completions", shell.rawValue])
      #expect(run.status == 0 && run.errors == "")
      #expect(run.output == Completions.script(for: shell))
      for flag in Options.flags {
        let spelled = shell == .fish ? flag.name.drop { $0 == "-" } : flag.name[...]
        #expect(run.output.contains(spelled), "\(shell): \(flag.name)")
      }
    }
  }

  /// The path of `name` on PATH, if any.
  static func shell(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Runs `script` with `shell` in `directory`; its standard output.
  static func run(_ shell: String, _ arguments: [String], in directory: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: shell)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let out = Pipe()
    process.standardOutput = out
    process.standardError = out
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  /// A folder with input files and others, and the script for `shell` in it.
  static func completionFolder(_ shell: Options.Shell) throws -> Scratch {
    let scratch = try Scratch()
    _ = try scratch.file("card.lyt", "red")
    _ = try scratch.file("Screen.swift", "")
    _ = try scratch.file("notes.txt", "")
    try FileManager.default.createDirectory(
      atPath: scratch.path("sub"), withIntermediateDirectories: true)
    _ = try scratch.file("completion", Completions.script(for: shell))
    return scratch
  }

  @Test(.enabled(if: shell("bash") != nil, "bash is not installed"))
  func bashCompletesWhenSourced() throws {
    let scratch = try Self.completionFolder(.bash)
    defer { scratch.remove() }
    // What bash does on Tab: set COMP_WORDS and COMP_CWORD, call the registered function.
    func complete(_ words: [String]) throws -> [String] {
      let quoted = words.map { "'\($0)'" }.joined(separator: " ")
      let script = """
        source ./completion
        complete -p layoutc
        COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1)
        _layoutc
        printf '%s\\n' "${COMPREPLY[@]}"
        """
      let output = try Self.run(
        Self.shell("bash")!, ["--norc", "-c", script], in: scratch.url.path)
      var lines = output.split(separator: "\n").map(String.init)
      #expect(lines.first == "complete -o filenames -F _layoutc layoutc", "\(output)")
      lines.removeFirst()
      return lines.sorted()
    }
    #expect(try complete(["layoutc", "--fo"]) == ["--font", "--format"])
    #expect(try complete(["layoutc", "-f", "j"]) == ["json"])
    #expect(
      try complete(["layoutc", "--format", ""]) == ["csv", "html", "json", "sarif", "svg", "tree"])
    #expect(
      try complete(["layoutc", "--device", "iphone-16-pro"]) == [
        "iphone-16-pro", "iphone-16-pro-landscape", "iphone-16-pro-max",
        "iphone-16-pro-max-landscape",
      ])
    #expect(try complete(["layoutc", "--list", "mo"]) == ["modifiers"])
    #expect(try complete(["layoutc", "--os", "ios"]) == ["ios18", "ios26"])
    #expect(try complete(["layoutc", ""]) == ["Screen.swift", "card.lyt", "sub"])
    #expect(try complete(["layoutc", "-o", "n"]) == ["notes.txt"])
    #expect(try complete(["layoutc", "--size", ""]) == [])
    let all = try complete(["layoutc", "-"])
    for flag in Options.flags { #expect(all.contains(flag.name), "\(flag.name)") }
    for short in Options.shortNames.keys { #expect(all.contains(short), "\(short)") }
  }

  @Test(.enabled(if: shell("zsh") != nil, "zsh is not installed"))
  func zshLoadsTheScript() throws {
    let scratch = try Self.completionFolder(.zsh)
    defer { scratch.remove() }
    // Sourced after compinit, the script registers its function for layoutc.
    let output = try Self.run(
      Self.shell("zsh")!,
      [
        "-f", "-c",
        "autoload -U compinit && compinit -u && source ./completion && print -r -- $_comps[layoutc]",
      ],
      in: scratch.url.path)
    #expect(output == "_layoutc\n")
  }

  @Test(.enabled(if: shell("fish") != nil, "fish is not installed"))
  func fishCompletesWhenSourced() throws {
    let scratch = try Self.completionFolder(.fish)
    defer { scratch.remove() }
    let output = try Self.run(
      Self.shell("fish")!,
      [
        "--no-config", "-c",
        "source ./completion; complete -C 'layoutc --form'; complete -C 'layoutc --format j'",
      ],
      in: scratch.url.path)
    let words = output.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
    #expect(words == ["--format", "json"], "\(output)")
  }
}
