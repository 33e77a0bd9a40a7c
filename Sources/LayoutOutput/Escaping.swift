// String escaping for the dumps: JSON strings and RFC 4180 CSV fields (tree labels are Swift
// literals, `SwiftLiteral` in LayoutSyntax). Written by hand so the bytes never depend on a
// library's choices.

/// Escapes text for the JSON and CSV dumps, byte for byte the same on every machine.
package enum Escaping {
  /// A JSON string with its quotes: `\"`, `\\`, `\n`, other control characters below U+0020 as
  /// `\u00xx` (lowercase hex), everything else as UTF-8 (layoutc(1)).
  package static func jsonString(_ s: String) -> String {
    var out = ByteWriter(capacity: s.utf8.count + 2)
    out.write(json: s)
    return String(decoding: out.bytes, as: UTF8.self)
  }

  /// A JSON string safe inside an HTML `<script>` element: `jsonString`, with `<`, `>` and
  /// `&` as `\u003c`, `\u003e`, `\u0026` (no text can close the element or open a comment)
  /// and U+2028, U+2029 escaped too.
  package static func scriptJSONString(_ s: String) -> String {
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
  package static func xml(_ s: String) -> String {
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
    var out = ByteWriter()
    out.write(csvField: s)
    return String(decoding: out.bytes, as: UTF8.self)
  }

  private static func hex(_ value: UInt32, digits: Int, uppercase: Bool) -> String {
    var text = String(value, radix: 16, uppercase: uppercase)
    while text.count < digits { text = "0" + text }
    return text
  }
}

extension ByteWriter {
  /// `Escaping.jsonString(text)`: the one definition of the JSON dump's string escaping. Works
  /// on UTF-8 bytes: every byte of a multi-byte character is 0x80 or above, so only ASCII is
  /// ever escaped.
  mutating func write(json text: String) {
    func isEscaped(_ byte: UInt8) -> Bool {
      byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }
    write("\"")
    Self.withUTF8(text) { bytes in
      // Most labels need no escape: copy them whole.
      guard bytes.contains(where: isEscaped) else { return write(bytes: bytes) }
      for byte in bytes {
        switch byte {
        case UInt8(ascii: "\""): write("\\\"")
        case UInt8(ascii: "\\"): write("\\\\")
        case UInt8(ascii: "\n"): write("\\n")
        case ..<0x20:
          let hex: StaticString = "0123456789abcdef"
          write("\\u00")
          write(byte: hex.utf8Start[Int(byte >> 4)])
          write(byte: hex.utf8Start[Int(byte & 0xF)])
        default: write(byte: byte)
        }
      }
    }
    write("\"")
  }

  /// `Escaping.csvField(text)`: an RFC 4180 field, quoted (quotes doubled) when it holds a comma,
  /// quote or line break.
  mutating func write(csvField text: String) {
    Self.withUTF8(text) { bytes in
      let needsQuotes = bytes.contains {
        $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\n")
          || $0 == UInt8(ascii: "\r")
      }
      guard needsQuotes else { return write(bytes: bytes) }
      write("\"")
      for byte in bytes {
        if byte == UInt8(ascii: "\"") { write("\"\"") } else { write(byte: byte) }
      }
      write("\"")
    }
  }
}
