// Robustness: for every source of the corpus and every example
// file, delete each token in turn, and duplicate each token in turn. The parser must finish,
// and its result must be coherent: no diagnostics means a root view, every diagnostic points
// into the source, reads like the catalog says, and renders.
import LayoutSyntax
import Testing

/// Every way the result of parsing a mutated source can be incoherent, as readable strings.
private func problems(in text: String, label: String) -> [String] {
  let source = SourceFile(name: "mutant.lyt", text: text)
  let result = Parser.parse(source)
  var found: [String] = []
  if result.diagnostics.isEmpty, result.file.root == nil {
    found.append("\(label): no diagnostics but no root view")
  }
  for diagnostic in result.diagnostics {
    let ranges = [diagnostic.range] + diagnostic.notes.map(\.range)
    if ranges.contains(where: { $0.start < 0 || $0.end > source.bytes.count }) {
      found.append("\(label): range outside the source in '\(diagnostic.message)'")
    }
    let message = diagnostic.message
    if message.isEmpty || message.hasSuffix(".") || message.first.map({ $0.isUppercase }) == true {
      found.append("\(label): badly formed message '\(message)'")
    }
    let rendered = DiagnosticRenderer(color: false).render(diagnostic, in: source)
    let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    if lines != 3 * (1 + diagnostic.notes.count) {
      found.append("\(label): rendered in \(lines) lines")
    }
  }
  return found
}

/// The sources the mutations start from: the corpus and every example file.
private let mutationSources: [(name: String, text: String)] =
  [("lyt(5) sample", Corpus.languageSample)]
  + Corpus.realistic.enumerated().map { ("realistic #\($0.offset)", $0.element) }
  + ExampleFiles.all().map { ("examples/\($0.name)", $0.text) }

@Suite struct MutationTests {
  @Test func packageRootIsFoundFromTheTestFile() {
    // The examples are looked up from here; a wrong root would silently skip them.
    let manifest = ExampleFiles.read(ExampleFiles.packageRoot() + "/Package.swift")
    #expect(manifest?.contains("LayoutSyntax") == true)
  }

  @Test(arguments: mutationSources.map(\.name))
  func deletingAnyTokenNeverConfusesTheParser(_ name: String) {
    guard let text = mutationSources.first(where: { $0.name == name })?.text else { return }
    let bytes = Array(text.utf8)
    let tokens = Lexer.tokenize(SourceFile(name: name, text: text)).tokens
    // The corpus itself parses cleanly (an example may show an error on purpose).
    if !name.hasPrefix("examples/") {
      #expect(Parser.parse(SourceFile(name: name, text: text)).diagnostics.isEmpty)
    }
    var issues: [String] = []
    for (index, token) in tokens.enumerated() where token.range.end > token.range.start {
      let mutated = Array(bytes[..<token.range.start]) + Array(bytes[token.range.end...])
      issues += problems(
        in: String(decoding: mutated, as: UTF8.self), label: "\(name) without token \(index)")
    }
    #expect(issues == [])
  }

  @Test(arguments: mutationSources.map(\.name))
  func duplicatingAnyTokenNeverConfusesTheParser(_ name: String) {
    guard let text = mutationSources.first(where: { $0.name == name })?.text else { return }
    let bytes = Array(text.utf8)
    let tokens = Lexer.tokenize(SourceFile(name: name, text: text)).tokens
    var issues: [String] = []
    for (index, token) in tokens.enumerated() where token.range.end > token.range.start {
      let piece = Array(bytes[token.range.start..<token.range.end])
      let mutated = Array(bytes[..<token.range.end]) + piece + Array(bytes[token.range.end...])
      issues += problems(
        in: String(decoding: mutated, as: UTF8.self), label: "\(name) with token \(index) twice")
    }
    #expect(issues == [])
  }

  @Test func everyPrefixOfTheSampleTerminates() {
    // Cutting the file anywhere, even inside a token or a multi-byte character, is handled.
    let bytes = Array(Corpus.languageSample.utf8)
    var issues: [String] = []
    for end in 0...bytes.count {
      let prefix = String(decoding: bytes[..<end], as: UTF8.self)
      issues += problems(in: prefix, label: "prefix of \(end) bytes")
    }
    #expect(issues == [])
  }
}
