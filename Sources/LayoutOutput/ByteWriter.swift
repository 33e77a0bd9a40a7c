// The tree, JSON and CSV dumps are written as UTF-8 bytes into one growing buffer: a dump of a
// large matrix is hundreds of megabytes, and a String per line, field or number cost more
// than the text itself (issue 18).
import LayoutEngine

/// A growing buffer of UTF-8 bytes that the byte renderers append to.
///
/// It owns its memory and writes through a pointer: an array's `append` checks that it is the
/// array's only owner on every call, which cost more than the few bytes of most writes. Not
/// copyable, so no two writers ever share the memory.
struct ByteWriter: ~Copyable {
  private var start: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// The number of bytes in the buffer (after the `chunks` handed off).
  private(set) var count = 0
  /// With `chunksOf`: the full chunks written so far, in order.
  private var chunks: [[UInt8]] = []
  private let chunkSize: Int

  /// An empty buffer with room for about `capacity` bytes.
  init(capacity: Int = 0) {
    self.capacity = max(capacity, 64)
    chunkSize = 0
    start = .allocate(capacity: self.capacity)
  }

  /// An empty buffer that hands its bytes off in chunks of about `size` bytes (`pieces`): a
  /// dump of millions of nodes is then never in memory twice, nor in one block that keeps
  /// doubling.
  init(chunksOf size: Int) {
    capacity = max(size, 64)
    chunkSize = capacity
    start = .allocate(capacity: capacity)
  }

  deinit { start.deallocate() }

  /// The chunk size of a dump's body: large enough that chunks are few (a thousand for a
  /// gigabyte), small enough that one is nothing beside the dump.
  static let bodyChunk = 1 << 20

  /// The bytes written so far (of a writer made without chunks).
  var bytes: [UInt8] { Array(UnsafeBufferPointer(start: start, count: count)) }

  /// Everything written, in order, as the chunks handed off and the rest.
  consuming func pieces() -> [[UInt8]] {
    var pieces = chunks
    if count > 0 { pieces.append(bytes) }
    return pieces
  }

  /// Makes room for `extra` more bytes.
  @inline(__always)
  private mutating func reserve(_ extra: Int) {
    if count + extra > capacity { grow(to: count + extra) }
  }

  private mutating func grow(to needed: Int) {
    var needed = needed
    if chunkSize > 0 && count > 0 {
      chunks.append(bytes)
      needed -= count
      count = 0
      if needed <= capacity { return }
    }
    var newCapacity = capacity * 2
    while newCapacity < needed { newCapacity *= 2 }
    let newStart = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newStart.initialize(from: start, count: count)
    start.deallocate()
    start = newStart
    capacity = newCapacity
  }

  /// Appends `source`.
  @inline(__always)
  mutating func write(bytes source: UnsafeBufferPointer<UInt8>) {
    guard let base = source.baseAddress else { return }
    reserve(source.count)
    (start + count).initialize(from: base, count: source.count)
    count += source.count
  }

  /// Appends what `other` holds.
  mutating func write(_ other: borrowing ByteWriter) {
    write(bytes: UnsafeBufferPointer(start: other.start, count: other.count))
  }

  /// Appends the UTF-8 of a literal (inlined: a copy of a few bytes known when compiling is
  /// a move or two, where a call to `memcpy` costs more than the bytes).
  @inline(__always)
  mutating func write(_ text: StaticString) {
    write(bytes: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Appends the UTF-8 of `text`.
  mutating func write(string text: String) {
    Self.withUTF8(text) { write(bytes: $0) }
  }

  /// Calls `body` with the UTF-8 of `text`, in place (scanning a string's bytes through its
  /// `utf8` view one by one costs several times more).
  static func withUTF8<Result>(
    _ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
    var native = text
    return native.withUTF8(body)
  }

  /// Appends one byte (an ASCII character).
  @inline(__always)
  mutating func write(byte: UInt8) {
    reserve(1)
    start[count] = byte
    count += 1
  }

  /// Appends `count` spaces (JSON indentation).
  mutating func write(spaces: Int) {
    guard spaces > 0 else { return }
    reserve(spaces)
    (start + count).initialize(repeating: UInt8(ascii: " "), count: spaces)
    count += spaces
  }

  /// Appends `value` in decimal, `-` first when negative.
  mutating func write(_ value: Int) {
    if value < 0 { write(byte: UInt8(ascii: "-")) }
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
      write(byte: UInt8(ascii: "0"))
      return
    }
    if value < 0 { write(byte: UInt8(ascii: "-")) }
    write(decimal: milli / 1000)
    let thousandths = milli % 1000
    guard thousandths != 0 else { return }
    // Up to three decimals, without trailing zeros: `.5`, `.05`, `.333`.
    reserve(4)
    start[count] = UInt8(ascii: ".")
    start[count + 1] = UInt8(ascii: "0") + UInt8(thousandths / 100)
    count += 2
    if thousandths % 100 != 0 {
      start[count] = UInt8(ascii: "0") + UInt8(thousandths / 10 % 10)
      count += 1
      if thousandths % 10 != 0 {
        start[count] = UInt8(ascii: "0") + UInt8(thousandths % 10)
        count += 1
      }
    }
  }

  /// Appends the decimal digits of `value`.
  private mutating func write(decimal value: UInt64) {
    var digits = 1
    var limit: UInt64 = 10
    while digits < 20 && value >= limit {
      digits += 1
      limit &*= 10
    }
    reserve(digits)
    // From the last digit back.
    var position = count + digits
    var rest = value
    repeat {
      position -= 1
      start[position] = UInt8(ascii: "0") + UInt8(rest % 10)
      rest /= 10
    } while rest > 0
    count += digits
  }

  /// Appends a path from the child positions after the root (`0.2.1` for 2, 1), as
  /// `FrameNode.pathSteps` gives them.
  mutating func write(pathSteps steps: [Int32]) {
    write("0")
    for step in steps {
      write(".")
      write(Int(step))
    }
  }
}
