// The library as other packages use it. Building Tests/Dependent against this checkout takes
// a separate package build, so .ci/run does that; these checks are the cheap half: the README
// shows that program and its output as they are, and the library modules import the standard
// library only (what lets a dependent link with nothing but LayoutKit).
import Foundation
import Testing

@Suite struct LibraryUseTests {
  static let root = ManPageTests.root

  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  @Test func readmeShowsTheDependentProgramAndItsOutput() throws {
    let readme = try Self.read("README.md")
    #expect(readme.contains("\n## Use it from Swift\n"))
    let program = try Self.read("Tests/Dependent/Sources/Dependent/main.swift")
    #expect(readme.contains("```swift\n" + program + "```\n"))
    let output = try Self.read("Tests/Dependent/expected-output.txt")
    #expect(readme.contains("```\n" + output + "```\n"))
  }

  @Test func libraryModulesImportTheStandardLibraryOnly() throws {
    let allowed: Set<String> = [
      "LayoutSyntax", "LayoutEngine", "LayoutResolver", "LayoutOutput", "LayoutAnalysis",
      "LayoutKit",
    ]
    var files = 0
    for module in allowed {
      let base = Self.root.appendingPathComponent("Sources/\(module)")
      let walker = try #require(FileManager.default.enumerator(atPath: base.path))
      for case let path as String in walker where path.hasSuffix(".swift") {
        files += 1
        let text = try String(contentsOf: base.appendingPathComponent(path), encoding: .utf8)
        for line in text.split(separator: "\n")
        where line.hasPrefix("import ") || line.hasPrefix("@_exported import ") {
          let imported = line.hasPrefix("import ") ? line.dropFirst(7) : line.dropFirst(18)
          let name = imported.split(separator: " ")[0]
          #expect(allowed.contains(String(name)), "\(module)/\(path): \(line)")
        }
      }
    }
    #expect(files > 50)
  }

  /// The command links no Foundation: loading it and its ICU data took about 4 ms of every
  /// run (a small file took 8 ms end to end, 4 ms without). Its modules use POSIX calls.
  @Test func theCommandImportsNoFoundation() throws {
    var files = 0
    for module in ["LayoutAnalysis", "LayoutKit", "LayoutDriver", "layoutc", "layoutc-bench"] {
      let base = Self.root.appendingPathComponent("Sources/\(module)")
      let walker = try #require(FileManager.default.enumerator(atPath: base.path))
      for case let path as String in walker where path.hasSuffix(".swift") {
        files += 1
        let text = try String(contentsOf: base.appendingPathComponent(path), encoding: .utf8)
        for line in text.split(separator: "\n")
        where line.trimmingCharacters(in: .whitespaces).hasPrefix("import ") {
          #expect(!line.contains("Foundation"), "\(module)/\(path): \(line)")
        }
      }
    }
    #expect(files > 20)
  }
}
