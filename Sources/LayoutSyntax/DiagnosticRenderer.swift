// Reproduces: the compiler-style diagnostic format of lyt(5) (Errors):
// `file:line:col: error: message`, the source line, and a caret line, as swiftc and clang
// print them (clang's ANSI colours when colour is on).

/// Renders diagnostics as text for standard error.
///
/// ```
/// card.lyt:3:18: error: expected ')' to close the arguments of 'padding', found end of file
///   text "Hi" .padding(20
///                        ^
/// ```
/// The header column counts UTF-8 bytes (as swiftc and clang do); the caret is placed by
/// Characters, echoing tabs from the source so it lines up in a terminal. A range on one line
/// is underlined `^~~~`. Notes follow their diagnostic in the same form with `note:`.
public struct DiagnosticRenderer: Sendable {
  /// Whether to emit ANSI escape codes (bold location and message, red `error:`, green caret).
  public var color: Bool

  /// Creates a renderer; `color` turns on ANSI colours, as for a terminal.
  public init(color: Bool) {
    self.color = color
  }

  /// The diagnostic and its notes, each line ending in a newline.
  public func render(_ diagnostic: Diagnostic, in source: SourceFile) -> String {
    var text = renderEntry(
      severity: diagnostic.severity, message: diagnostic.message, range: diagnostic.range,
      in: source)
    for note in diagnostic.notes {
      text += renderEntry(severity: .note, message: note.message, range: note.range, in: source)
    }
    return text
  }

  /// Several diagnostics, one after the other.
  public func render(_ diagnostics: [Diagnostic], in source: SourceFile) -> String {
    diagnostics.map { render($0, in: source) }.joined()
  }

  private func renderEntry(
    severity: Diagnostic.Severity, message: String, range: SourceRange, in source: SourceFile
  ) -> String {
    let location = source.location(of: range.start)
    let header =
      style(Style.bold, "\(source.describe(range.start)): ")
      + style(Style.severity(severity), "\(severity.rawValue): ") + style(Style.bold, message)
    let bytes = source.bytes
    let lineStart = source.lineStarts[location.line - 1]
    var lineEnd = lineStart
    while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
    if lineEnd > lineStart, bytes[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
    let shown = window(of: lineStart..<lineEnd, around: location.offset, in: bytes)
    let lineText =
      (shown.lowerBound > lineStart ? "..." : "")
      + String(decoding: bytes[shown], as: UTF8.self) + (shown.upperBound < lineEnd ? "..." : "")
    return header + "\n" + lineText + "\n"
      + caretLine(for: range, at: location.offset, shown: shown, lineStart: lineStart, in: bytes)
      + "\n"
  }

  /// Lines longer than this many bytes are shown as a window around the caret, so a
  /// generated one-line file does not flood the terminal.
  static let maxShownBytes = 240

  /// The part of a line to show: all of it, or `maxShownBytes` starting a little before the
  /// caret, cut at character boundaries.
  private func window(of line: Range<Int>, around caret: Int, in bytes: [UInt8]) -> Range<Int> {
    guard line.count > Self.maxShownBytes else { return line }
    func isContinuation(_ i: Int) -> Bool { i < bytes.count && bytes[i] & 0xC0 == 0x80 }
    var start = max(line.lowerBound, min(caret, line.upperBound) - Self.maxShownBytes / 3)
    while start > line.lowerBound, isContinuation(start) { start -= 1 }
    var end = min(line.upperBound, start + Self.maxShownBytes)
    while end < line.upperBound, isContinuation(end) { end += 1 }
    return start..<end
  }

  /// Spaces (and the source's tabs) up to the caret, then `^` and one `~` per further
  /// Character of the range on the shown part of the line.
  private func caretLine(
    for range: SourceRange, at caretOffset: Int, shown: Range<Int>, lineStart: Int,
    in bytes: [UInt8]
  ) -> String {
    let lineEnd = shown.upperBound
    let prefixEnd = min(caretOffset, lineEnd)
    var prefix = shown.lowerBound > lineStart ? "   " : ""
    for character in String(decoding: bytes[shown.lowerBound..<prefixEnd], as: UTF8.self) {
      prefix.append(character == "\t" ? "\t" : " ")
    }
    // A caret past the end of the text (just after the last token) keeps its column.
    if caretOffset > prefixEnd { prefix += String(repeating: " ", count: caretOffset - prefixEnd) }
    var marker = "^"
    let underlineEnd = min(range.end, lineEnd)
    if underlineEnd > caretOffset {
      let underlined = String(decoding: bytes[caretOffset..<underlineEnd], as: UTF8.self).count
      marker += String(repeating: "~", count: max(0, underlined - 1))
    }
    return prefix + style(Style.caret, marker)
  }

  private enum Style {
    static let bold = "\u{1B}[1m"
    static let caret = "\u{1B}[0;1;32m"
    static func severity(_ severity: Diagnostic.Severity) -> String {
      switch severity {
      case .error: return "\u{1B}[0;1;31m"
      case .warning: return "\u{1B}[0;1;35m"
      case .note: return "\u{1B}[0;1;30m"
      }
    }
    static let reset = "\u{1B}[0m"
  }

  private func style(_ code: String, _ text: String) -> String {
    color ? code + text + Style.reset : text
  }
}
