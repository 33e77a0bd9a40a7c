// Smoke tests through the built `layoutc` executable: real streams, real exit
// statuses. Skipped, with a message, when the binary is not next to the test bundle.
import Foundation
import LayoutDriver
import Testing

enum Executable {
  /// `layoutc` in the build folder the tests run from (e.g. `.build/debug/`).
  static let url: URL? = {
    let candidates = [
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
      Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
    ]
    return candidates.map { $0.appendingPathComponent("layoutc") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  struct Result {
    var status: Int32
    var output: String
    var errors: String
  }

  /// `environment` replaces the test's own when given; `program` (default: layoutc) runs in
  /// `directory` (default: the test's own); `output`, when given, takes standard output
  /// (then `Result.output` is empty).
  static func run(
    _ arguments: [String], input: String = "", environment: [String: String]? = nil,
    program: URL? = nil, directory: URL? = nil, output: FileHandle? = nil
  ) throws -> Result {
    // Unwrapped on its own line: assigned straight to the optional `executableURL`, #require
    // would not unwrap it (and warns that it is redundant).
    let executable = try #require(program ?? url)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    if let directory { process.currentDirectoryURL = directory }
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = output ?? stdout
    process.standardError = stderr
    try process.run()
    if output != nil { try stdout.fileHandleForWriting.close() }
    // Drain both pipes while the process runs, so a large dump cannot fill one and block it.
    let errors = UncheckedData()
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) {
      errors.data = stderr.fileHandleForReading.readDataToEndOfFile()
    }
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
      errors: String(decoding: errors.data, as: UTF8.self))
  }

  final class UncheckedData: @unchecked Sendable { var data = Data() }
}

@Suite(.enabled(if: Executable.url != nil, "layoutc is not built next to the test bundle"))
struct SubprocessTests {
  @Test func version() throws {
    let run = try Executable.run(["--version"])
    #expect(run.status == 0)
    #expect(run.output == "layoutc 0.1.0\n")
    #expect(run.errors == "")
  }

  @Test func standardInputToStandardOutput() throws {
    let run = try Executable.run(
      ["--size", "200x100", "-"], input: "blue .frame(width: 50, height: 30)")
    #expect(run.status == 0)
    #expect(run.output == "frame (75, 35) 50×30\n└─ color blue (75, 35) 50×30\n")
    #expect(run.errors == "")
  }

  @Test func usageError() throws {
    let run = try Executable.run(["--format", "yaml", "x.lyt"])
    #expect(run.status == 64)
    #expect(run.output == "")
    #expect(run.errors.hasPrefix("layoutc: error: invalid value 'yaml' for '--format'"))
  }

  @Test func unreadableFile() throws {
    let run = try Executable.run(["/nonexistent/layoutc/x.lyt"])
    #expect(run.status == 66)
    #expect(run.output == "")
    #expect(
      run.errors
        == "layoutc: error: cannot read '/nonexistent/layoutc/x.lyt': No such file or directory\n")
  }

  @Test func inputErrorPrintsNothingOnStandardOutput() throws {
    let run = try Executable.run(["--color", "never", "-"], input: "vstack <\n  text \"Hi\"\n")
    #expect(run.status == 1)
    #expect(run.output == "")
    #expect(run.errors.hasPrefix("-:"))
    #expect(run.errors.contains(" error: "))
  }

  /// Standard output that refuses the dump (here a full disk) is an error, not a success
  /// with nothing written.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "no /dev/full"))
  func refusedStandardOutputIsAnError() throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let run = try Executable.run(["--size", "200x100", "-"], input: "red", output: full)
    #expect(run.status == 73)
    #expect(run.errors == "layoutc: error: cannot write standard output: No space left on device\n")
  }

  /// An input over a megabyte has the heap it will take faulted in on another core while it
  /// is parsed (`System.prepareHeap`, Linux): the dump is the one the library prints, which
  /// never does that. The stack of 40,000 rectangles 10 points tall is 400,000 tall, centred
  /// on the 844-point screen: y = (844 - 400,000) / 2 = -199,578, x = (390 - 10) / 2 = 190.
  @Test func aLargeInputDumpsAsTheLibraryDoes() throws {
    let input =
      "vstack(spacing: 0) <\n"
      + String(repeating: "rectangle .frame(width: 10, height: 10)\n", count: 40_000) + ">\n"
    #expect(input.utf8.count > 1 << 20)
    let run = try Executable.run(["--format", "csv", "-"], input: input)
    #expect(run.status == 0)
    let lines = run.output.split(separator: "\n")
    #expect(lines.count == 1 + 1 + 2 * 40_000)
    #expect(lines.dropFirst().first == "0,0,vstack,,,,190,-199578,10,400000,1,1,")
    var library = ""
    let status = Driver.run(
      arguments: ["--format", "csv", "-"], standardInput: { Array(input.utf8) },
      standardOutput: { library += $0 }, standardError: { _ in })
    #expect(status == 0)
    #expect(run.output == library)
  }

  @Test func largeDumpThroughAPipe() throws {
    let input =
      "vstack < " + String(repeating: "red .frame(width: 1, height: 1) ", count: 3000) + ">"
    let run = try Executable.run(["--format", "csv", "-"], input: input)
    #expect(run.status == 0)
    #expect(run.output.split(separator: "\n").count == 1 + 1 + 2 * 3000)
  }
}
