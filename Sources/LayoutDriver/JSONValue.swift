// A JSON reader for baselines (`--check`): iterative, so a dump as deep as the trees layoutc
// lays out reads back (Foundation's JSONSerialization stops at 512 levels, a tree about 256
// views deep), and keys keep their order.

/// A parsed JSON value; objects keep their keys in order.
enum JSONValue: Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([(key: String, value: JSONValue)])

  static func == (a: JSONValue, b: JSONValue) -> Bool {
    switch (a, b) {
    case (.null, .null): return true
    case (.bool(let x), .bool(let y)): return x == y
    case (.number(let x), .number(let y)): return x == y
    case (.string(let x), .string(let y)): return x == y
    case (.array(let x), .array(let y)): return x == y
    case (.object(let x), .object(let y)):
      return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: return false
    }
  }

  /// The value of `key` in an object (the first, if it is repeated); nil otherwise.
  subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  var string: String? {
    if case .string(let s) = self { return s }
    return nil
  }

  var number: Double? {
    if case .number(let n) = self { return n }
    return nil
  }

  /// A whole number in `Int` range.
  var integer: Int? {
    guard let n = number, n == n.rounded(), abs(n) < 1e15 else { return nil }
    return Int(n)
  }

  var array: [JSONValue]? {
    if case .array(let a) = self { return a }
    return nil
  }

  var members: [(key: String, value: JSONValue)]? {
    if case .object(let m) = self { return m }
    return nil
  }

  /// One line of JSON, as written (keys in their order).
  var compact: String {
    switch self {
    case .null: return "null"
    case .bool(let b): return b ? "true" : "false"
    case .number(let n): return NumberText.format(n)
    case .string(let s): return "\"" + s + "\""
    case .array(let a): return "[" + a.map(\.compact).joined(separator: ", ") + "]"
    case .object(let m):
      return "{ " + m.map { "\"\($0.key)\": " + $0.value.compact }.joined(separator: ", ") + " }"
    }
  }

  /// Why a text is not JSON, with where.
  struct SyntaxError: Error, Equatable {
    var message: String
  }

  /// Parses a whole JSON text.
  static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    return try parser.document()
  }
}

/// Numbers in `compact` as the dumps print them.
private enum NumberText {
  static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}

private struct JSONParser {
  let bytes: [UInt8]
  var index = 0

  init(bytes: [UInt8]) { self.bytes = bytes }

  /// An open array or object, and for an object the key of the value being read.
  private enum Open {
    case array([JSONValue])
    case object([(key: String, value: JSONValue)], key: String)
  }

  mutating func document() throws(JSONValue.SyntaxError) -> JSONValue {
    var stack: [Open] = []
    while true {
      // Read a value: an opening bracket starts a container, anything else is complete.
      skipSpace()
      var value: JSONValue
      switch peek {
      case UInt8(ascii: "{"):
        index += 1
        skipSpace()
        if peek == UInt8(ascii: "}") {
          index += 1
          value = .object([])
        } else {
          stack.append(.object([], key: try key()))
          continue
        }
      case UInt8(ascii: "["):
        index += 1
        skipSpace()
        if peek == UInt8(ascii: "]") {
          index += 1
          value = .array([])
        } else {
          stack.append(.array([]))
          continue
        }
      default:
        value = try scalar()
      }
      // Hand the value to the containers it completes.
      while true {
        guard let open = stack.popLast() else {
          skipSpace()
          guard index == bytes.count else { throw error("unexpected text after the end") }
          return value
        }
        skipSpace()
        switch open {
        case .array(var items):
          items.append(value)
          if peek == UInt8(ascii: ",") {
            index += 1
            stack.append(.array(items))
          } else if peek == UInt8(ascii: "]") {
            index += 1
            value = .array(items)
            continue
          } else {
            throw error("expected ',' or ']'")
          }
        case .object(var members, let key):
          members.append((key, value))
          if peek == UInt8(ascii: ",") {
            index += 1
            skipSpace()
            stack.append(.object(members, key: try self.key()))
          } else if peek == UInt8(ascii: "}") {
            index += 1
            value = .object(members)
            continue
          } else {
            throw error("expected ',' or '}'")
          }
        }
        break
      }
    }
  }

  private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func skipSpace() {
    while let b = peek, b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 { index += 1 }
  }

  /// `"name" :`
  private mutating func key() throws(JSONValue.SyntaxError) -> String {
    guard peek == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
    let name = try string()
    skipSpace()
    guard peek == UInt8(ascii: ":") else { throw error("expected ':'") }
    index += 1
    return name
  }

  private mutating func scalar() throws(JSONValue.SyntaxError) -> JSONValue {
    guard let b = peek else { throw error("unexpected end") }
    switch b {
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      let start = index
      while let c = peek,
        c == UInt8(ascii: "-") || c == UInt8(ascii: "+") || c == UInt8(ascii: ".")
          || c == UInt8(ascii: "e") || c == UInt8(ascii: "E")
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(c)
      {
        index += 1
      }
      let text = String(decoding: bytes[start..<index], as: UTF8.self)
      guard let value = Double(text), value.isFinite else {
        index = start
        throw error("'\(text)' is not a number")
      }
      return .number(value)
    default:
      throw error("expected a value")
    }
  }

  private mutating func literal(_ word: String, _ value: JSONValue)
    throws(JSONValue.SyntaxError) -> JSONValue
  {
    let utf8 = Array(word.utf8)
    guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8
    else { throw error("expected a value") }
    index += utf8.count
    return value
  }

  /// A string starting at its opening quote.
  private mutating func string() throws(JSONValue.SyntaxError) -> String {
    index += 1
    var out: [UInt8] = []
    while true {
      guard let b = peek else { throw error("unterminated string") }
      index += 1
      switch b {
      case UInt8(ascii: "\""):
        return String(decoding: out, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard let e = peek else { throw error("unterminated string") }
        index += 1
        switch e {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
          var scalar = try hex4()
          // A surrogate pair spells one scalar above U+FFFF.
          if (0xD800..<0xDC00).contains(scalar), peek == UInt8(ascii: "\\"),
            index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
          {
            index += 2
            let low = try hex4()
            if (0xDC00..<0xE000).contains(low) {
              scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
          }
          out += Array(String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8)
        default:
          index -= 1
          throw error("unknown escape")
        }
      case 0..<0x20:
        index -= 1
        throw error("a control character in a string")
      default:
        out.append(b)
      }
    }
  }

  private mutating func hex4() throws(JSONValue.SyntaxError) -> UInt32 {
    guard index + 4 <= bytes.count,
      let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
    else { throw error("expected four hex digits after \\u") }
    index += 4
    return value
  }

  /// An error at the current place, as `line:column` (columns count bytes).
  private func error(_ message: String) -> JSONValue.SyntaxError {
    var line = 1
    var lineStart = 0
    for i in 0..<min(index, bytes.count) where bytes[i] == 0x0A {
      line += 1
      lineStart = i + 1
    }
    return JSONValue.SyntaxError(message: "\(message) at \(line):\(index - lineStart + 1)")
  }
}
