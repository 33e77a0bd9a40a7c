// Diagnostic goldens: each `Fixtures/errors/NAME.lyt` must fail with exit status 1, print
// nothing on standard output, and print exactly `NAME.stderr` on standard error.
// `LAYOUTC_RECORD=1` rewrites the `.stderr` files and still fails (check them by hand).
import Foundation
import Testing

enum ErrorFixtures {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/errors")
  static var names: [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return files.filter { $0.hasSuffix(".lyt") }.map { String($0.dropLast(4)) }.sorted()
  }
}

@Suite struct ErrorGoldenTests {
  @Test func thereAreAtLeast25KindsOfMistakes() {
    #expect(ErrorFixtures.names.count >= 25)
  }

  @Test(arguments: ErrorFixtures.names)
  func fixture(_ name: String) throws {
    let path = "Tests/LayoutDriverTests/Fixtures/errors/\(name).lyt"
    let run = Examples.run([path, "--color", "never"])
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
