// Helpers shared by the syntax tests: parsing a string, summarising diagnostics as
// "line:col: message", and marker-based sources (`1️⃣` marks a position, so no
// test counts columns by hand).
import LayoutSyntax

/// Parses `text` as a file named `test.lyt`.
func parse(_ text: String, limits: ParserLimits = .init()) -> (
  source: SourceFile, result: ParseResult
) {
  let source = SourceFile(name: "test.lyt", text: text)
  return (source, Parser.parse(source, limits: limits))
}

/// Each diagnostic of a parse as `line:col: message`.
func diagnostics(_ text: String, limits: ParserLimits = .init()) -> [String] {
  let (source, result) = parse(text, limits: limits)
  return result.diagnostics.map { "\(source.location(of: $0.range.start)): \($0.message)" }
}

/// The syntax dump of a source that must parse without diagnostics (else the diagnostics).
func dump(_ text: String) -> String {
  let (source, result) = parse(text)
  guard result.diagnostics.isEmpty else {
    return result.diagnostics.map { "\(source.location(of: $0.range.start)): \($0.message)" }
      .joined(separator: "\n")
  }
  return SyntaxDumper().dump(result.file)
}

/// The dump of the root view alone, for tests about one construct.
func dumpRoot(_ text: String) -> String {
  let (source, result) = parse(text)
  guard result.diagnostics.isEmpty, let root = result.file.root else {
    return result.diagnostics.map { "\(source.location(of: $0.range.start)): \($0.message)" }
      .joined(separator: "\n")
  }
  return SyntaxDumper().dump(root)
}

/// A source with keycap markers (`1️⃣` … `9️⃣`) removed, and where each one was, as a byte
/// offset and as `line:col` in the cleaned text.
struct MarkedSource {
  let text: String
  private(set) var offsets: [String: Int] = [:]

  init(_ marked: String) {
    var clean = ""
    var scalars = Array(marked.unicodeScalars)
    var i = 0
    var utf8Count = 0
    while i < scalars.count {
      let scalar = scalars[i]
      if i + 2 < scalars.count, ("1"..."9").contains(scalar), scalars[i + 1] == "\u{FE0F}",
        scalars[i + 2] == "\u{20E3}"
      {
        offsets[String(scalar) + "\u{FE0F}\u{20E3}"] = utf8Count
        i += 3
        continue
      }
      clean.unicodeScalars.append(scalar)
      utf8Count += String(scalar).utf8.count
      i += 1
    }
    scalars = []
    text = clean
  }

  /// `line:col` of a marker in the cleaned text.
  func location(_ marker: String) -> String {
    let source = SourceFile(name: "test.lyt", text: text)
    return "\(source.location(of: offsets[marker] ?? -1))"
  }
}

/// Asserts-free helper: the diagnostics of a marked source, with the marker name in place of
/// the location when a marker sits exactly there (`1️⃣: message`).
func markedDiagnostics(_ marked: String) -> [String] {
  let source = MarkedSource(marked)
  let (file, result) = parse(source.text)
  let byOffset = Dictionary(source.offsets.map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
  return result.diagnostics.map { diagnostic in
    let place = byOffset[diagnostic.range.start] ?? "\(file.location(of: diagnostic.range.start))"
    return "\(place): \(diagnostic.message)"
  }
}
