// The limits layoutc(1) lists under LIMITS, through the whole command, just below and just
// above each where that is cheap (the node limit is checked with small limits in
// LayoutResolverTests: a million views take about 20 s to make in a debug build), and the
// man page's numbers against the code's.
import Foundation
import LayoutEngine
import LayoutResolver
import Testing

@testable import LayoutDriver
@testable import LayoutSyntax

@Suite struct LimitsTests {
  @Test func foreachJustBelowAndAboveTheLimit() {
    let below = DriverRun(
      ["--format", "csv", "-"], input: "vstack < foreach i in 0..<100000 < emptyView > red >\n")
    #expect(below.status == 0)
    let above = DriverRun(
      ["--color", "never", "-"], input: "vstack < foreach i in 0..<100001 < red > >\n")
    #expect(above.status == 1)
    #expect(above.output == "")
    #expect(
      above.errors.hasPrefix(
        "-:1:23: error: 'foreach' repeats 100001 times, more than the limit of 100000\n"))
  }

  @Test func stringsJustBelowAndAboveTheLimit() {
    let half = String(repeating: "x", count: 500_000)
    let exactly = DriverRun(
      ["--format", "csv", "-"], input: "let s = \"\(half)\"\ntext \"\\(s)\\(s)\"\n")
    #expect(exactly.status == 0)
    let over = DriverRun(
      ["--color", "never", "-"], input: "let s = \"\(half)\"\ntext \"\\(s)\\(s)y\"\n")
    #expect(over.status == 1)
    #expect(
      over.errors.hasPrefix("-:2:6: error: string is longer than the limit of 1000000 bytes\n"))
  }

  static func nestedReaders(_ count: Int) -> String {
    var text = "red"
    for i in 0..<count { text = "geometryReader(g\(i)) < \(text) >" }
    return text + "\n"
  }

  @Test func geometryReadersJustBelowAndAboveTheLimit() {
    let below = DriverRun(["--format", "csv", "-"], input: Self.nestedReaders(64))
    #expect(below.status == 0)
    // 64 readers, their 64 content roots are the readers themselves, and the color.
    #expect(below.output.split(separator: "\n").count == 1 + 64 + 1)
    let source = Self.nestedReaders(65)
    let above = DriverRun(["--color", "never", "-"], input: source)
    #expect(above.status == 1)
    #expect(above.output == "")
    // The error is at the 65th reader from the outside, the innermost (written last, `g0`).
    let column =
      source.utf8.distance(
        from: source.startIndex, to: source.range(of: "geometryReader(g0)")!.lowerBound) + 1
    #expect(
      above.errors.hasPrefix(
        "-:1:\(column): error: geometry readers are nested more than 64 deep\n"))
  }

  /// A sparse file of `size` bytes: a file past a limit, refused from its size in no time.
  private func sparseFile(_ name: String, size: Int, in scratch: Scratch) throws -> String {
    let path = scratch.path(name)
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.truncate(atOffset: UInt64(size))
    try handle.close()
    return path
  }

  @Test func aFontFileLargerThanTheLimitIsRefusedUnread() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let font = try sparseFile("huge.ttf", size: Invocation.maxFontBytes + 1, in: scratch)
    let run = DriverRun(["--font", font, "-"], input: "text \"Hi\"")
    #expect(run.status == 66)
    #expect(run.output == "")
    #expect(
      run.errors
        == "layoutc: error: cannot read font '\(font)': the file is larger than 256 MB\n")
  }

  @Test func aSourceFileLargerThanTheLimitIsRefusedUnread() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let path = try sparseFile("huge.lyt", size: Invocation.maxSourceBytes + 1, in: scratch)
    let run = DriverRun([path])
    #expect(run.status == 66)
    #expect(run.output == "")
    #expect(
      run.errors == "layoutc: error: cannot read '\(path)': the file is larger than 2048 MB\n")
    #expect(Invocation.maxSourceBytes <= Int(UInt32.max))
  }

  @Test func standardInputJustBelowAndAboveTheSourceLimit() {
    // What `compileAndPrint` applies to standard input, with a small limit.
    let ten = Array("0123456789".utf8)
    #expect((try? FileReader.limit(ten, to: 10).get()) == ten)
    switch FileReader.limit(ten + [65], to: 10) {
    case .success: Issue.record("11 bytes of standard input read with a 10-byte limit")
    case .failure(let error): #expect(error.message == "the file is larger than 10 bytes")
    }
  }

  @Test func fileReaderJustBelowAndAboveItsLimit() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let ten = try scratch.file("ten", "0123456789")
    let eleven = try scratch.file("eleven", "0123456789A")
    #expect((try? FileReader.read(ten, maxBytes: 10).get())?.count == 10)
    switch FileReader.read(eleven, maxBytes: 10) {
    case .success: Issue.record("an 11-byte file read with a 10-byte limit")
    case .failure(let error): #expect(error.message == "the file is larger than 10 bytes")
    }
  }

  /// The LIMITS section of layoutc(1).
  static var limitsSection: String {
    guard let page = ManPageTests.manPage,
      let start = page.range(of: ".Sh LIMITS\n"),
      let end = page.range(of: "\n.Sh ", range: start.upperBound..<page.endIndex)
    else { return "" }
    return String(page[start.upperBound..<end.lowerBound])
  }

  @Test func theManPageStatesTheLimitsTheCodeHas() {
    let section = Self.limitsSection
    let resolve = ResolveLimits()
    let numbers = [
      ParserLimits().maxNestingDepth, resolve.maxDepth, resolve.maxNodes,
      resolve.maxLoopIterations, resolve.maxSteps, resolve.maxStringBytes,
      GeometryLimits.maxNesting, resolve.maxErrors, SwiftLowering.maxSteps,
    ]
    for number in numbers {
      #expect(section.contains("\(number) "), "\(number) is not in LIMITS")
    }
    #expect(section.contains("\(Invocation.maxFontBytes >> 20) MB"))
    #expect(section.contains("\(Invocation.maxSourceBytes >> 20) MB"))
    #expect(section.contains("\(Invocation.maxDumpBytes >> 20) MB"))
    for heading in [
      "Source files", "Nesting in the source", "Nesting of the resolved tree", "Nodes",
      "Foreach", "Steps", "Strings", "Swift source", "GeometryReader nesting", "Errors",
      "Font files", "Frames", "Dumps",
    ] {
      #expect(section.contains(".It \(heading)\n"), "\(heading)")
    }
  }
}
