// String escaping for the dumps: JSON strings and RFC 4180 CSV fields (tree labels are Swift
// literals, `SwiftLiteral` in LayoutSyntax). Written by hand so the bytes never depend on a
// library's choices.

/// Escapes text for the JSON and CSV dumps, byte for byte the same on every machine.
public enum Escaping {
  /// A JSON string with its quotes: `\"`, `\\`, `\n`, other control characters below U+0020 as
  /// `\u00xx` (lowercase hex), everything else as UTF-8 (layoutc(1)).
  public static func jsonString(_ s: String) -> String {
    // Most labels need no escape: copy them whole.
    if !s.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
    ) {
      return "\"" + s + "\""
    }
    var out = "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      default:
        if scalar.value < 0x20 {
          out += "\\u" + hex(scalar.value, digits: 4, uppercase: false)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// A JSON string safe inside an HTML `<script>` element: `jsonString`, with `<`, `>` and
  /// `&` as `\u003c`, `\u003e`, `\u0026` (no text can close the element or open a comment)
  /// and U+2028, U+2029 escaped too.
  public static func scriptJSONString(_ s: String) -> String {
    let json = jsonString(s)
    if !json.unicodeScalars.contains(where: {
      $0 == "<" || $0 == ">" || $0 == "&" || $0 == "\u{2028}" || $0 == "\u{2029}"
    }) {
      return json
    }
    var out = ""
    for scalar in json.unicodeScalars {
      switch scalar {
      case "<", ">", "&", "\u{2028}", "\u{2029}":
        out += "\\u" + hex(scalar.value, digits: 4, uppercase: false)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Text for XML and HTML: `& < > "` as entities, control characters other than tab and
  /// newline (which XML cannot hold) as U+FFFD.
  public static func xml(_ s: String) -> String {
    var out = ""
    out.reserveCapacity(s.utf8.count)
    for scalar in s.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "\t", "\n": out.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F || (0xFFFE...0xFFFF).contains(scalar.value) {
          out += "\u{FFFD}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }

  /// An RFC 4180 field: quoted (quotes doubled) when it holds a comma, quote or line break.
  static func csvField(_ s: String) -> String {
    var out = ""
    appendCSVField(s, to: &out)
    return out
  }

  /// `csvField(s)` appended to `out`, with no copy of a field that needs no quotes.
  static func appendCSVField(_ s: String, to out: inout String) {
    let needsQuotes = s.utf8.contains {
      $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\n")
        || $0 == UInt8(ascii: "\r")
    }
    guard needsQuotes else {
      out += s
      return
    }
    out += "\""
    for scalar in s.unicodeScalars {
      if scalar == "\"" { out += "\"\"" } else { out.unicodeScalars.append(scalar) }
    }
    out += "\""
  }

  private static func hex(_ value: UInt32, digits: Int, uppercase: Bool) -> String {
    var text = String(value, radix: 16, uppercase: uppercase)
    while text.count < digits { text = "0" + text }
    return text
  }
}
