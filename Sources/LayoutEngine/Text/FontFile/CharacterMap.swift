// Reproduces: the `cmap` lookup of a font (OpenType spec, cmap formats 4 and 12). The best
// Unicode subtable is used: full-repertoire format 12 (3,10 or 0,4 and up), else BMP format 4
// (3,1 or 0,3 and below).

/// Character code -> glyph index.
enum CharacterMap: Sendable {
  /// Format 4: segments of the BMP. `data` is the subtable, kept for glyphIdArray reads.
  case segments(
    data: FontData, endCodes: [UInt16], startCodes: [UInt16], deltas: [UInt16],
    rangeOffsets: [UInt16])
  /// Format 12: sequential groups (start, end, first glyph), sorted by start.
  case groups([(start: UInt32, end: UInt32, glyph: UInt32)])

  init(_ cmap: FontData) throws(FontFileError) {
    let count = Int(try cmap.u16(2))
    var best: (rank: Int, offset: Int)?
    for i in 0..<count {
      let record = 4 + 8 * i
      let platform = try cmap.u16(record)
      let encoding = try cmap.u16(record + 2)
      let offset = Int(try cmap.u32(record + 4))
      let format = try cmap.u16(offset)
      let rank: Int
      switch (platform, encoding, format) {
      case (3, 10, 12): rank = 0
      case (0, 4...6, 12): rank = 1
      case (3, 1, 4): rank = 2
      case (0, 0...3, 4): rank = 3
      case (0, _, 12), (0, _, 4): rank = 4
      default: continue
      }
      if best == nil || rank < best!.rank { best = (rank, offset) }
    }
    guard let best else { throw .noUnicodeCharacterMap }
    let data = try cmap.slice(best.offset)
    if try data.u16(0) == 12 {
      let groupCount = Int(try data.u32(12))
      guard groupCount <= (data.count - 16) / 12 else { throw .truncated(table: "cmap") }
      var groups: [(start: UInt32, end: UInt32, glyph: UInt32)] = []
      groups.reserveCapacity(groupCount)
      for g in 0..<groupCount {
        let at = 16 + 12 * g
        groups.append((try data.u32(at), try data.u32(at + 4), try data.u32(at + 8)))
      }
      groups.sort { $0.start < $1.start }
      self = .groups(groups)
    } else {
      let segments = Int(try data.u16(6)) / 2
      func array(_ at: Int) throws(FontFileError) -> [UInt16] {
        var values: [UInt16] = []
        values.reserveCapacity(segments)
        for i in 0..<segments { values.append(try data.u16(at + 2 * i)) }
        return values
      }
      self = .segments(
        data: data, endCodes: try array(14), startCodes: try array(16 + 2 * segments),
        deltas: try array(16 + 4 * segments), rangeOffsets: try array(16 + 6 * segments))
    }
  }

  /// The glyph of `code`; 0 (.notdef) when unmapped.
  func glyph(for code: UInt32) -> Int {
    switch self {
    case .groups(let groups):
      var low = 0
      var high = groups.count - 1
      while low <= high {
        let mid = (low + high) / 2
        let group = groups[mid]
        if code < group.start {
          high = mid - 1
        } else if code > group.end {
          low = mid + 1
        } else {
          let glyph = UInt64(group.glyph) + UInt64(code - group.start)
          return glyph <= 0xFFFF ? Int(glyph) : 0
        }
      }
      return 0
    case .segments(let data, let ends, let starts, let deltas, let rangeOffsets):
      guard code <= 0xFFFF else { return 0 }
      let c = UInt16(code)
      // The first segment whose end is >= c (ends are sorted).
      var low = 0
      var high = ends.count
      while low < high {
        let mid = (low + high) / 2
        if ends[mid] < c { low = mid + 1 } else { high = mid }
      }
      guard low < ends.count, starts[low] <= c else { return 0 }
      if rangeOffsets[low] == 0 { return Int(c &+ deltas[low]) }
      // idRangeOffset counts from its own position in the subtable.
      let position =
        16 + 6 * ends.count + 2 * low + Int(rangeOffsets[low]) + 2 * Int(c - starts[low])
      guard let glyph = data.u16IfPresent(position), glyph != 0 else { return 0 }
      return Int(glyph &+ deltas[low])
    }
  }
}
