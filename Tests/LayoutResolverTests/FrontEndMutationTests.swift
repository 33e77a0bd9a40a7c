// Robustness of the whole front end (issue 2): for every example file, `.lyt` or SwiftUI
// source, delete each token in turn and run the reader AND the resolver. Each mutant must end
// with a view tree or with at least one error, never a crash, a hang, or neither; a `.lyt`
// mutant resolved as it is parsed (`StreamingResolver`) ends as it does resolved whole.
import Foundation
import LayoutResolver
import LayoutSyntax
import Testing

private enum ExampleSources {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Paths of every `examples/**/*.lyt` and `*.swift`, relative to the package root, sorted.
  static func all() -> [String] {
    let examples = root.appendingPathComponent("examples").path
    let files = FileManager.default.enumerator(atPath: examples)?.allObjects as? [String]
    return (files ?? []).filter { $0.hasSuffix(".lyt") || $0.hasSuffix(".swift") }.map {
      "examples/" + $0
    }.sorted()
  }

  static func read(_ path: String) -> [UInt8]? {
    (try? Data(contentsOf: root.appendingPathComponent(path))).map { Array($0) }
  }
}

/// What the front end made of a source: a tree, errors, or (a bug) neither.
private func frontEnd(_ bytes: [UInt8], swift: Bool) -> (tree: Bool, errors: Int) {
  let source = SourceFile(name: swift ? "mutant.swift" : "mutant.lyt", bytes: bytes)
  let parsed = swift ? SwiftReader.read(source) : Parser.parse(source)
  let resolved = Resolver.resolve(parsed.file, in: source, options: ResolveOptions())
  if !swift { expectStreamingResolvesAlike(source, ResolveOptions(), parsed, resolved) }
  let errors = (parsed.diagnostics + resolved.diagnostics).filter { $0.severity == .error }
  return (!parsed.hasErrors && resolved.tree != nil, errors.count)
}

@Suite struct FrontEndMutationTests {
  @Test func theExamplesAreFound() {
    #expect(ExampleSources.all().contains("examples/hello.lyt"))
  }

  @Test(arguments: ExampleSources.all())
  func deletingAnyTokenEndsWithATreeOrADiagnostic(_ path: String) throws {
    let bytes = try #require(ExampleSources.read(path))
    // Examples that read an asset folder (`--assets`) are checked through the driver.
    if String(decoding: bytes.prefix(200), as: UTF8.self).contains("--assets") { return }
    let swift = path.hasSuffix(".swift")
    let original = frontEnd(bytes, swift: swift)
    #expect(original.tree && original.errors == 0, "\(path) itself does not resolve")
    let tokens = Lexer.tokenize(
      SourceFile(name: path, bytes: bytes), dialect: swift ? .swift : .lyt
    ).tokens
    for (index, token) in tokens.enumerated() where token.range.end > token.range.start {
      let mutant = Array(bytes[..<token.range.start]) + Array(bytes[token.range.end...])
      let result = frontEnd(mutant, swift: swift)
      #expect(
        result.tree != (result.errors > 0),
        "\(path) without token \(index): tree \(result.tree), \(result.errors) errors")
    }
  }
}
