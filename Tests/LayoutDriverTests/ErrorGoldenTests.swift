// Diagnostic goldens: each `Fixtures/errors/NAME.lyt` or `NAME.swift` must fail with exit
// status 1, print
// nothing on standard output, and print exactly `NAME.stderr` on standard error.
// `LAYOUTC_RECORD=1` rewrites the `.stderr` files and still fails (check them by hand).
import Foundation
import Testing

enum ErrorFixtures {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/errors")
  static var names: [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return files.filter { $0.hasSuffix(".lyt") || $0.hasSuffix(".swift") }.sorted()
  }
}

@Suite struct ErrorGoldenTests {
  @Test func thereAreAtLeast25KindsOfMistakes() {
    #expect(ErrorFixtures.names.count >= 25)
  }

  @Test func thereAreAtLeast20KindsOfSwiftMistakes() {
    #expect(ErrorFixtures.names.filter { $0.hasSuffix(".swift") }.count >= 20)
  }

  @Test(arguments: ErrorFixtures.names)
  func fixture(_ file: String) throws {
    let path = "Tests/LayoutDriverTests/Fixtures/errors/\(file)"
    let name = String(file[..<file.lastIndex(of: ".")!])
    // A first line `// layoutc: ARGS` gives the fixture's flags, as for the examples.
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    var flags: [String] = []
    if let first = text.split(separator: "\n").first, first.hasPrefix("// layoutc:") {
      flags = first.dropFirst("// layoutc:".count).split(separator: " ").map(String.init)
    }
    let run = Examples.run([path, "--color", "never"] + flags)
    #expect(run.status == 1, "\(name): exit \(run.status)")
    #expect(run.output.isEmpty, "\(name): printed a dump:\n\(run.output)")
    let expectedURL = ErrorFixtures.directory.appendingPathComponent("\(name).stderr")
    if ProcessInfo.processInfo.environment["LAYOUTC_RECORD"] != nil {
      try run.errors.write(to: expectedURL, atomically: true, encoding: .utf8)
      Issue.record("recorded \(name).stderr: check it by hand")
      return
    }
    let expected = try String(contentsOf: expectedURL, encoding: .utf8)
    #expect(run.errors == expected, "\(name).stderr differs:\n\(lineDiff(expected, run.errors))")
  }
}
