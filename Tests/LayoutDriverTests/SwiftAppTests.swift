// The target corpus of the Swift evaluator (issue 34): SwiftUI files written the way apps are
// written (Fixtures/swift-apps/NAME.swift: models, view models, optionals, helpers, callbacks,
// previews with sample data), each run with the flags of its `// layoutc:` first line. Every
// `// expect: ID X Y WIDTH HEIGHT` line was worked by hand from layoutc-layout(7) and
// layoutc(1) (the working is in the file) and must match the frame of the first node with that
// `.id` in the JSON dump, to 0.01 pt. Nothing here comes from layoutc's output of these files.
//
// Files the tool refuses today are known issues, keyed by file name, with the first error
// they gave when they were added as the reason. A known issue that no longer happens fails:
// `withKnownIssue` (not intermittent, its default) records "Known issue was not recorded" when
// its body records no issue. So a file that starts running and matches must leave
// `refusedToday`, one that runs but misses a frame moves to `framesDiffer` with the reason
// (`refusedTodayIsCurrent` fails while it is listed as refused), and the count of apps that
// run unchanged is the number of files in neither table.
import Foundation
import Testing

/// One SwiftUI app file and the frames worked for it.
struct SwiftAppFixture: CustomTestStringConvertible, Sendable {
  struct Expectation: Sendable {
    var id: String
    /// x, y, width, height in points.
    var frame: [Double]
  }

  var name: String
  var arguments: [String]
  var expectations: [Expectation]
  /// `// expect:` lines that are not an id and four numbers.
  var malformed: [String]
  var testDescription: String { name }

  /// The fixtures' folder, relative to the package root (the driver runs from there).
  static let path = "Tests/LayoutDriverTests/Fixtures/swift-apps"
  static let folder = Examples.root.appendingPathComponent(path)

  static let all: [SwiftAppFixture] = {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".swift") }.sorted().compactMap { file in
      guard
        let text = try? String(
          contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      else { return nil }
      return SwiftAppFixture(name: String(file.dropLast(".swift".count)), source: text)
    }
  }()

  init(name: String, source: String) {
    self.name = name
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    if let first = lines.first, first.hasPrefix("// layoutc:") {
      arguments = first.dropFirst("// layoutc:".count).split(separator: " ").map(String.init)
    } else {
      arguments = []
    }
    expectations = []
    malformed = []
    for line in lines where line.hasPrefix("// expect:") {
      let fields = line.dropFirst("// expect:".count).split(separator: " ")
      let numbers = fields.dropFirst().compactMap { Double($0) }
      if fields.count == 5, numbers.count == 4 {
        expectations.append(Expectation(id: String(fields[0]), frame: numbers))
      } else {
        malformed.append(String(line))
      }
    }
  }

  /// Runs the file through the driver, as `layoutc FILE ARGS --format json` would.
  func run() -> Examples.Run {
    Examples.run(
      ["\(Self.path)/\(name).swift", "--format", "json", "--color", "never"] + arguments)
  }

  /// The frame of the first node in pre-order with each `.id`, or the first error line (its
  /// position and message, without the file's path) when the file does not run.
  func frames() -> (frames: [String: [Double]], error: String?) {
    let run = run()
    guard let found = Examples.framesByID(run) else { return ([:], Self.firstError(run)) }
    return (found, nil)
  }

  static func firstError(_ run: Examples.Run) -> String {
    let line =
      run.errors.split(separator: "\n").first { $0.contains("error:") }
      ?? run.errors.split(separator: "\n").first ?? "exit \(run.status), no error"
    let prefix = "\(path)/"
    guard let range = line.range(of: prefix) else { return String(line) }
    let rest = line[range.upperBound...]
    // NAME.swift:LINE:COL: error: ... -> LINE:COL: error: ...
    guard let colon = rest.firstIndex(of: ":") else { return String(rest) }
    return String(rest[rest.index(after: colon)...])
  }
}

@Suite struct SwiftAppTests {
  /// The apps layoutc refuses today, with the first error each gave when it was added. When
  /// a file starts running (and every expected frame matches), remove it here.
  static let refusedToday: [String: String] = [:]

  /// Apps that run but miss a worked frame, and why (a tool bug, or a working that is wrong:
  /// say which, and fix the file or the tool). Empty: no app runs yet.
  static let framesDiffer: [String: String] = [:]

  @Test(arguments: SwiftAppFixture.all)
  func app(_ fixture: SwiftAppFixture) {
    let (frames, error) = fixture.frames()
    var mismatches: [String] = []
    if let error { mismatches.append(error) }
    for expected in fixture.expectations where error == nil {
      guard let actual = frames[expected.id] else {
        mismatches.append("\(expected.id): no view with this id")
        continue
      }
      if zip(actual, expected.frame).contains(where: { !(abs($0 - $1) <= 0.01) }) {
        mismatches.append("\(expected.id): \(actual) against the worked \(expected.frame)")
      }
    }
    if let reason = Self.refusedToday[fixture.name] ?? Self.framesDiffer[fixture.name] {
      withKnownIssue(Comment(rawValue: reason)) {
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "; "))")
      }
    } else {
      #expect(mismatches.isEmpty, "\(fixture.name): \(mismatches.joined(separator: "; "))")
    }
  }

  /// The corpus is what issue 34 asks for: at least 20 files, each with a flags line and
  /// three to eight well-formed worked frames, every known issue naming a file of the corpus.
  @Test func corpusIsRead() {
    let all = SwiftAppFixture.all
    #expect(all.count >= 20)
    for fixture in all {
      #expect(!fixture.arguments.isEmpty, "\(fixture.name): no '// layoutc:' first line")
      #expect(fixture.malformed.isEmpty, "\(fixture.name): \(fixture.malformed)")
      #expect(
        (3...8).contains(fixture.expectations.count),
        "\(fixture.name): \(fixture.expectations.count) expectations")
      #expect(
        Set(fixture.expectations.map(\.id)).count == fixture.expectations.count,
        "\(fixture.name): an id expected twice")
    }
    #expect(Set(Self.refusedToday.keys).isSubset(of: Set(all.map(\.name))))
    #expect(Set(Self.framesDiffer.keys).isSubset(of: Set(all.map(\.name))))
    #expect(Set(Self.refusedToday.keys).isDisjoint(with: Self.framesDiffer.keys))
  }

  /// A file in `refusedToday` is still refused: a file that runs but misses a worked frame must
  /// not hide among them; it belongs in `framesDiffer`, with the reason.
  @Test(arguments: SwiftAppFixture.all.filter { SwiftAppTests.refusedToday[$0.name] != nil })
  func refusedTodayIsCurrent(_ fixture: SwiftAppFixture) {
    let run = fixture.run()
    withKnownIssue(Comment(rawValue: Self.refusedToday[fixture.name] ?? "")) {
      #expect(run.status == 0, "\(SwiftAppFixture.firstError(run))")
    }
  }
}
