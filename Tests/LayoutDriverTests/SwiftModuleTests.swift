// Several .swift files given together are one module (layoutc(1), SWIFT): a view in one file
// uses the types of the others, and every position (diagnostics, the JSON `source`, lint,
// `--explain FILE:LINE:COL`) is in the file that holds it, counted from that file's first line.
// Fixtures/swift-module is swift-apps/recipe-grid.swift split into three files; its frames
// are the ones worked by hand in recipe-grid.swift.
import Foundation
import Testing

@Suite struct SwiftModuleTests {
  static let folder = "Tests/LayoutDriverTests/Fixtures/swift-module"
  static let files = ["Models.swift", "RecipeCard.swift", "RecipeGridView.swift"].map {
    "\(folder)/\($0)"
  }

  /// A scratch folder holding `files` (name and text), removed when `body` returns.
  static func withFiles<T>(_ files: [(String, String)], _ body: ([String]) -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layoutc-module-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var paths: [String] = []
    for (name, text) in files {
      let url = folder.appendingPathComponent(name)
      try text.write(to: url, atomically: true, encoding: .utf8)
      paths.append(url.path)
    }
    return body(paths)
  }

  @Test func threeFilesLayOutAsRecipeGridWorkedThem() {
    let run = Examples.run(Self.files + ["--size", "390x844", "--format", "json"])
    let frames = Examples.framesByID(run)
    #expect(frames?["lemon-pasta"] == [16, 46, 171, 176.667], "\(run.errors)")
    #expect(frames?["green-curry"] == [203, 46, 171, 176.667])
    #expect(frames?["shakshuka"] == [16, 238.667, 171, 176.667])
    // One module, one dump: no per-file headers.
    let tree = Examples.run(Self.files + ["--size", "390x844"])
    #expect(tree.output.hasPrefix("view RecipeGridView (0, 0) 390×844\n"))
  }

  /// The card's VStack is line 8, column 9 of RecipeCard.swift; its headline is line 12.
  @Test func jsonSourcesNameTheirFileAndLine() {
    let run = Examples.run(Self.files + ["--size", "390x844", "--format", "json"])
    #expect(
      run.output.contains(
        "\"source\": { \"file\": \"\(Self.folder)/RecipeCard.swift\", \"line\": 8, \"column\": 9 }"
      ))
    let explained = Examples.run(
      Self.files + ["--size", "390x844", "--explain", "RecipeCard.swift:12:13"])
    #expect(explained.status == 0, "\(explained.errors)")
    #expect(explained.output.hasPrefix("12:13  text \"Lemon Pasta\""), "\(explained.output)")
  }

  @Test func anErrorIsReportedInTheFileThatHasIt() throws {
    let card = """
      import SwiftUI
      struct Card: View {
        let title: String
        var body: some View { Text(title.uppercase()) }
      }
      """
    let screen = """
      import SwiftUI
      struct Screen: View {
        var body: some View { Card(title: "Hi") }
      }
      """
    let run = try Self.withFiles([("Screen.swift", screen), ("Card.swift", card)]) {
      Examples.run($0 + ["--view", "Screen", "--color", "never"])
    }
    #expect(run.status == 1)
    let first = run.errors.split(separator: "\n").first.map(String.init) ?? ""
    #expect(
      first.hasSuffix("/Card.swift:4:36: error: 'String' has no member 'uppercase' layoutc knows"),
      "\(run.errors)")
  }

  @Test func aTypeDeclaredInTwoFilesIsAnError() throws {
    let one = "import SwiftUI\nstruct Row: View { var body: some View { Text(\"a\") } }\n"
    let two = "import SwiftUI\n\nstruct Row: View { var body: some View { Text(\"b\") } }\n"
    let run = try Self.withFiles([("One.swift", one), ("Two.swift", two)]) {
      Examples.run($0 + ["--color", "never"])
    }
    #expect(run.status == 1)
    #expect(run.errors.contains("/Two.swift:3:8: error: invalid redeclaration of 'Row' (first "))
    #expect(run.errors.contains("/One.swift:2:8)"))
  }

  @Test func theHTMLPageWantsOneFile() {
    let run = Examples.run(Self.files + ["--format", "html"])
    #expect(run.status == 64)
    #expect(run.errors.contains("'--format html' shows one file's source"))
  }

  /// `#if` among declarations keeps its first branch, as among statements (a preview is a
  /// debug build): the other branch's `Badge` is no second declaration.
  @Test func conditionalDeclarationsTakeTheFirstBranch() throws {
    let file = """
      import SwiftUI
      #if os(iOS)
      struct Badge: View { var body: some View { Text("iOS").frame(width: 40, height: 20) } }
      #else
      struct Badge: View { var body: some View { Text("other").frame(width: 90, height: 20) } }
      #endif
      """
    let run = try Self.withFiles([("Badge.swift", file)]) {
      Examples.run($0 + ["--size", "100x100"])
    }
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.hasPrefix("view Badge (30, 40) 40×20\n"), "\(run.output)")
  }
}
