// Source text must be UTF-8 (lyt(5) "Lexical structure"); the first bad byte is an input
// error with a position, reported before the lexer sees the text.
import LayoutSyntax

package enum UTF8Validation {
  /// The offset of the first byte that does not start or continue a well-formed UTF-8
  /// sequence (Unicode 15, table 3-7: no overlong forms, surrogates or values past U+10FFFF).
  package static func firstInvalidOffset(_ bytes: [UInt8]) -> Int? {
    var i = 0
    let n = bytes.count
    while i < n {
      let b = bytes[i]
      if b < 0x80 {
        i += 1
        continue
      }
      // The allowed range of the second byte depends on the first; the rest are 80...BF.
      let length: Int
      var second: ClosedRange<UInt8> = 0x80...0xBF
      switch b {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        second = 0xA0...0xBF
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        second = 0x80...0x9F
      case 0xF0:
        length = 4
        second = 0x90...0xBF
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        second = 0x80...0x8F
      default: return i
      }
      for k in 1..<length {
        guard i + k < n else { return i + k }
        let allowed = k == 1 ? second : 0x80...0xBF
        if !allowed.contains(bytes[i + k]) { return i + k }
      }
      i += length
    }
    return nil
  }

  /// The diagnostic for a file that is not UTF-8, or nil when it is.
  package static func diagnostic(for source: SourceFile) -> Diagnostic? {
    guard let offset = firstInvalidOffset(source.bytes) else { return nil }
    let byte = offset < source.bytes.count ? source.bytes[offset] : nil
    let what =
      byte.map { "byte 0x" + String($0, radix: 16, uppercase: true) } ?? "end of file"
    return Diagnostic.error(
      "the file is not valid UTF-8: unexpected \(what)",
      at: SourceRange(offset, min(offset + 1, source.bytes.count)))
  }
}
