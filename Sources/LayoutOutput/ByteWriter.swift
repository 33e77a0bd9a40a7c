// The tree, JSON and CSV dumps are written as UTF-8 bytes into one growing buffer: a dump of a
// large matrix is hundreds of megabytes, and a String per line, field or number cost more
// than the text itself (issue 18).
import LayoutEngine

/// A growing buffer of UTF-8 bytes that the byte renderers append to.
struct ByteWriter {
  /// The bytes written so far.
  var bytes: [UInt8] = []

  /// An empty buffer with room for about `capacity` bytes.
  init(capacity: Int = 0) {
    bytes.reserveCapacity(capacity)
  }

  /// Appends the UTF-8 of a literal.
  mutating func write(_ text: StaticString) {
    // Byte by byte: the literals are a few bytes long, where a copy costs more than its bytes.
    let start = text.utf8Start
    for offset in 0..<text.utf8CodeUnitCount { bytes.append(start[offset]) }
  }

  /// Appends the UTF-8 of `text`.
  mutating func write(string text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }

  /// Appends one byte (an ASCII character).
  mutating func write(byte: UInt8) {
    bytes.append(byte)
  }

  /// Appends `count` spaces (JSON indentation).
  mutating func write(spaces count: Int) {
    for _ in 0..<max(0, count) { bytes.append(UInt8(ascii: " ")) }
  }

  /// Appends `value` in decimal, `-` first when negative.
  mutating func write(_ value: Int) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    write(decimal: UInt64(value.magnitude))
  }

  /// Appends `value` exactly as `NumberFormat.format(value)` spells it (`20`, `20.333`, `-0.5`,
  /// never `-0`), without making a String. `NumberFormat.format` stays the definition of the
  /// format; this is the same arithmetic, and ByteWriterTests hold the two to each other.
  mutating func write(number value: Double) {
    // Past 9e12 (or not finite) there are no decimals to write: rare enough for the String.
    let scaled = (abs(value) * 1000).rounded(.toNearestOrAwayFromZero)
    guard value.isFinite, scaled < 9.0e15 else {
      write(string: NumberFormat.format(value))
      return
    }
    let milli = UInt64(scaled)
    if milli == 0 {
      bytes.append(UInt8(ascii: "0"))
      return
    }
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    write(decimal: milli / 1000)
    let thousandths = milli % 1000
    guard thousandths != 0 else { return }
    // Up to three decimals, without trailing zeros: `.5`, `.05`, `.333`.
    bytes.append(UInt8(ascii: "."))
    bytes.append(UInt8(ascii: "0") + UInt8(thousandths / 100))
    if thousandths % 100 != 0 {
      bytes.append(UInt8(ascii: "0") + UInt8(thousandths / 10 % 10))
      if thousandths % 10 != 0 { bytes.append(UInt8(ascii: "0") + UInt8(thousandths % 10)) }
    }
  }

  /// Appends the decimal digits of `value`.
  private mutating func write(decimal value: UInt64) {
    // Written from the last digit into a buffer on the stack (a UInt64 has at most 20).
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var rest = value
      var first = digits.count
      repeat {
        first -= 1
        digits[first] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
      } while rest > 0
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[first...]))
    }
  }
}
