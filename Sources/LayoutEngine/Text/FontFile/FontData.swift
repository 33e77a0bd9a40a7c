// Bounds-checked big-endian reads from a font file (OpenType spec: "Data types"). Every read
// checks its range, so a truncated or hostile file becomes a FontFileError, never a trap.

/// A range of a font file's bytes (a table or a structure inside one).
struct FontData: Sendable {
  let bytes: [UInt8]
  /// Where this range starts in `bytes`.
  let start: Int
  /// Its length in bytes.
  let count: Int
  /// The table it belongs to, for error messages.
  let table: String

  init(bytes: [UInt8], start: Int = 0, count: Int? = nil, table: String) {
    self.bytes = bytes
    self.start = start
    self.count = count ?? (bytes.count - start)
    self.table = table
  }

  /// Whether `length` bytes at `offset` lie inside the range.
  func contains(_ offset: Int, length: Int) -> Bool {
    offset >= 0 && length >= 0 && offset <= count && length <= count - offset
  }

  private func check(_ offset: Int, _ length: Int) throws(FontFileError) {
    guard contains(offset, length: length) else { throw .truncated(table: table) }
  }

  func u8(_ offset: Int) throws(FontFileError) -> UInt8 {
    try check(offset, 1)
    return bytes[start + offset]
  }

  func u16(_ offset: Int) throws(FontFileError) -> UInt16 {
    try check(offset, 2)
    return UInt16(bytes[start + offset]) << 8 | UInt16(bytes[start + offset + 1])
  }

  func i16(_ offset: Int) throws(FontFileError) -> Int16 {
    Int16(bitPattern: try u16(offset))
  }

  func u32(_ offset: Int) throws(FontFileError) -> UInt32 {
    try check(offset, 4)
    var value: UInt32 = 0
    for i in 0..<4 { value = value << 8 | UInt32(bytes[start + offset + i]) }
    return value
  }

  /// A 16.16 fixed-point number.
  func fixed(_ offset: Int) throws(FontFileError) -> Double {
    Double(Int32(bitPattern: try u32(offset))) / 65536
  }

  /// A four-character tag.
  func tag(_ offset: Int) throws(FontFileError) -> String {
    try check(offset, 4)
    return String(
      decoding: bytes[(start + offset)..<(start + offset + 4)].map {
        $0 >= 0x20 && $0 < 0x7F ? $0 : 0x3F
      },
      as: UTF8.self)
  }

  /// The sub-range at `offset` (to the end, or `length` bytes).
  func slice(_ offset: Int, length: Int? = nil) throws(FontFileError) -> FontData {
    let length = length ?? (count - offset)
    try check(offset, length)
    return FontData(bytes: bytes, start: start + offset, count: length, table: table)
  }

  /// A non-throwing read for lookups after parsing: nil outside the range.
  func u16IfPresent(_ offset: Int) -> UInt16? {
    try? u16(offset)
  }
}

/// A cap on the work of reading a file's tables: offsets in a hostile file can point many
/// records at the same bytes, so bounds checks alone do not bound the time. Legitimate fonts
/// read each record once, well inside a budget proportional to the file size.
struct WorkBudget: Sendable {
  private(set) var remaining: Int

  init(fileSize: Int) { remaining = 16 * fileSize + 65536 }

  mutating func spend(_ units: Int = 1, in table: String) throws(FontFileError) {
    remaining -= units
    if remaining < 0 {
      throw .invalid(table: table, reason: "more entries than the file can hold")
    }
  }
}
