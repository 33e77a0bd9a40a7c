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
  /// The number of bytes in the buffer (after those handed to `sink`).
  private(set) var count = 0
  /// With `flushingEvery`: where full buffers go; the buffer is then reused.
  private let sink: ((UnsafeBufferPointer<UInt8>) -> Void)?

  /// An empty buffer with room for about `capacity` bytes.
  init(capacity: Int = 0) {
    self.capacity = max(capacity, 64)
    sink = nil
    start = .allocate(capacity: self.capacity)
  }

  /// An empty buffer of about `size` bytes that hands what it holds to `sink` whenever a write
  /// would not fit, and then writes over it: a dump of millions of nodes is never in memory
  /// as a whole, and its bytes always land in the same few pages. A piece never splits a
  /// write, so each is whole UTF-8. Call `flush` at the end.
  init(flushingEvery size: Int, to sink: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
    capacity = max(size, 64)
    self.sink = sink
    start = .allocate(capacity: capacity)
  }

  deinit { start.deallocate() }

  /// The piece size of a dump's body: large enough that pieces are few (a thousand for a
  /// gigabyte), small enough that one is nothing beside the dump.
  static let bodyChunk = 1 << 20

  /// The bytes written so far (of a writer made without a sink).
  var bytes: [UInt8] { Array(UnsafeBufferPointer(start: start, count: count)) }

  /// Runs `body` with a writer that hands `write` a piece of about `bodyChunk` bytes each time
  /// its buffer fills, and the rest at the end: how a renderer streams a dump's body.
  static func streaming(
    into write: (UnsafeBufferPointer<UInt8>) -> Void, _ body: (inout ByteWriter) -> Void
  ) {
    withoutActuallyEscaping(write) { write in
      var out = ByteWriter(flushingEvery: bodyChunk, to: write)
      body(&out)
      out.flush()
    }
  }

  /// Hands what the buffer holds to the sink.
  mutating func flush() {
    guard let sink, count > 0 else { return }
    sink(UnsafeBufferPointer(start: start, count: count))
    count = 0
  }

  /// Makes room for `extra` more bytes.
  @inline(__always)
  private mutating func reserve(_ extra: Int) {
    if count + extra > capacity { grow(to: count + extra) }
  }

  private mutating func grow(to needed: Int) {
    var needed = needed
    if sink != nil && count > 0 {
      needed -= count
      flush()
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
    // Most numbers of a dump are one or two digits (path steps, depths, small sizes).
    if value < 100 {
      reserve(2)
      if value >= 10 {
        start[count] = UInt8(ascii: "0") + UInt8(value / 10)
        count += 1
      }
      start[count] = UInt8(ascii: "0") + UInt8(value % 10)
      count += 1
      return
    }
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
