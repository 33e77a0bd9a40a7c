// The one Swift string-literal escaper: the inverse of the lexer's escapes, used wherever a
// string is printed as Swift writes it (the AST dump, the tree dump's labels).

/// Writes strings as Swift string literals, for dumps that quote source text.
package enum SwiftLiteral {
  /// `text` with Swift's escapes: `\0 \t \n \r \" \\` as Swift writes them, other control
  /// characters (C0, DEL, C1) as `\u{1B}` (at least two uppercase hex digits); everything
  /// else as itself, so `'` and non-ASCII text stay readable. No quotes around it.
  package static func escaped(_ text: String) -> String {
    if !needsEscapes(text) { return text }
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\0": out += "\\0"
      case "\t": out += "\\t"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      default:
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
          let digits = String(scalar.value, radix: 16, uppercase: true)
          out += "\\u{" + (digits.count < 2 ? "0" + digits : digits) + "}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }

  /// Whether `escaped` changes `text`: a byte scan, as most labels have nothing to escape
  /// (C1 controls are the UTF-8 pairs C2 80 ... C2 9F).
  static func needsEscapes(_ text: String) -> Bool {
    var afterC2 = false
    for byte in text.utf8 {
      if byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F { return true }
      if afterC2 && byte >= 0x80 && byte <= 0x9F { return true }
      afterC2 = byte == 0xC2
    }
    return false
  }

  /// `text` escaped and in double quotes: a Swift string literal.
  package static func quoted(_ text: String) -> String { "\"" + escaped(text) + "\"" }
}
