// The names one parse has read, each made into a `String` once.

/// Finds the `String` of a name by its bytes, making it only the first time.
///
/// A file repeats a few names (`rectangle`, `frame`, `width`) thousands of times. Making a
/// `String` from bytes validates them as UTF-8 every time; hashing the bytes and comparing them
/// with the first occurrence costs a fraction of that, and the tree shares one string per name.
/// An open-addressing table with linear probing, kept at most half full. Its hash is seeded
/// per table at random and fully mixed, so no file can be written whose names all land in one
/// run of slots (which would make reading it quadratic); nothing printed depends on the seed.
struct NameTable {
  private struct Entry {
    /// The name's hash with its low bit set; 0 marks an empty slot.
    var hash: UInt64 = 0
    /// The name's first 16 bytes, packed (`pack`): for most names, the whole name.
    var low: UInt64 = 0
    var high: UInt64 = 0
    /// Where the name was first read, to compare the bytes past the 16th.
    var start = 0
    var length = 0
    var text = ""
  }

  private let bytes: [UInt8]
  private var entries = [Entry](repeating: Entry(), count: 64)
  private var count = 0
  private let seed: UInt64

  init(bytes: [UInt8], seed: UInt64 = .random(in: .min ... .max)) {
    self.bytes = bytes
    self.seed = seed
  }

  /// The text of the source bytes in `range`, as `String(decoding:as:)` reads them.
  mutating func name(_ range: SourceRange) -> String {
    let start = range.start
    let length = range.end - range.start
    // Names are compared by their first 16 bytes packed in two words, and by the bytes after
    // those (rare) one by one.
    let low = pack(from: start, to: min(range.end, start + 8))
    let high = pack(from: min(range.end, start + 8), to: min(range.end, start + 16))
    var hash =
      ((low ^ seed) &* 0x9E37_79B9_7F4A_7C15) ^ (high &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(length)
    for index in min(range.end, start + 16)..<range.end {
      hash = (hash ^ UInt64(bytes[index])) &* 0x100_0000_01b3
    }
    hash = OpenAddressing.finish(hash)
    let mask = entries.count - 1
    var slot = OpenAddressing.home(of: hash, count: entries.count)
    while entries[slot].hash != 0 {
      if entries[slot].hash == hash, entries[slot].low == low, entries[slot].high == high,
        entries[slot].length == length,
        length <= 16 || sameBytes(entries[slot].start + 16, start + 16, length - 16)
      {
        return entries[slot].text
      }
      slot = (slot + 1) & mask
    }
    let text = String(decoding: bytes[start..<range.end], as: UTF8.self)
    entries[slot] = Entry(
      hash: hash, low: low, high: high, start: start, length: length, text: text)
    count += 1
    if count * 2 > entries.count { grow() }
    return text
  }

  /// The bytes `start..<end` (at most 8) as one little-endian word.
  private func pack(from start: Int, to end: Int) -> UInt64 {
    var word: UInt64 = 0
    var index = end
    while index > start {
      index -= 1
      word = word << 8 | UInt64(bytes[index])
    }
    return word
  }

  private func sameBytes(_ first: Int, _ second: Int, _ length: Int) -> Bool {
    for offset in 0..<length where bytes[first + offset] != bytes[second + offset] {
      return false
    }
    return true
  }

  private mutating func grow() {
    entries = OpenAddressing.grown(entries, empty: Entry(), hash: \.hash)
  }
}
