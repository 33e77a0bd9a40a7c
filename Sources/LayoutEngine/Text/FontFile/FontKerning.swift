// Reproduces: pair kerning as CoreText applies it: the lookups of the GPOS `kern` feature
// (pair adjustment, formats 1 and 2, also behind extension lookups), in lookup order, the
// first subtable of a lookup that applies winning; a font without GPOS kerning uses the
// `kern` table (format 0 subtables, Microsoft and Apple headers). Only advance changes count
// (XAdvance of both value records): placements and device tables move glyphs, not widths.
// Lookup flags (skipping marks) are not modelled.

/// Kerning between two glyphs, in font units.
struct FontKerning: Sendable {
  /// GPOS: each lookup is a list of subtables.
  private let lookups: [[PairAdjustment]]
  /// `kern`: (left << 16 | right) -> value, summed over subtables.
  private let pairs: [UInt32: Double]

  init(gpos: FontData?, kern: FontData?, budget: inout WorkBudget) throws(FontFileError) {
    var lookups: [[PairAdjustment]] = []
    if let gpos { lookups = try Self.gposKernLookups(gpos, budget: &budget) }
    var pairs: [UInt32: Double] = [:]
    if lookups.isEmpty, let kern { pairs = try Self.kernPairs(kern, budget: &budget) }
    self.lookups = lookups
    self.pairs = pairs
  }

  /// Whether the font kerns at all.
  var isEmpty: Bool { lookups.isEmpty && pairs.isEmpty }

  func adjustment(_ first: Int, _ second: Int) -> Double {
    guard first <= 0xFFFF, second <= 0xFFFF else { return 0 }
    if !lookups.isEmpty {
      var total = 0.0
      for lookup in lookups {
        for subtable in lookup {
          if let value = subtable.adjustment(UInt16(first), UInt16(second)) {
            total += value
            break
          }
        }
      }
      return total
    }
    return pairs[UInt32(first) << 16 | UInt32(second)] ?? 0
  }

  // MARK: kern

  private static func kernPairs(
    _ kern: FontData, budget: inout WorkBudget
  ) throws(FontFileError) -> [UInt32: Double] {
    var pairs: [UInt32: Double] = [:]
    let apple = try kern.u16(0) == 1  // version 1.0 as Fixed: Apple's header
    let count = apple ? Int(try kern.u32(4)) : Int(try kern.u16(2))
    var offset = apple ? 8 : 4
    for _ in 0..<min(count, kern.count / 6) {
      guard offset < kern.count else { break }
      try budget.spend(in: "kern")
      let length: Int
      let format: UInt16
      let usable: Bool
      let header: Int
      if apple {
        length = Int(try kern.u32(offset))
        let coverage = try kern.u16(offset + 4)
        format = coverage & 0xFF
        usable = coverage & 0xE000 == 0  // not vertical, cross-stream or variation
        header = 8
      } else {
        length = Int(try kern.u16(offset + 2))
        let coverage = try kern.u16(offset + 4)
        format = coverage >> 8
        usable = coverage & 0x1 != 0 && coverage & 0x6 == 0  // horizontal, not min/cross
        header = 6
      }
      if format == 0 && usable {
        let data = try kern.slice(offset + header)
        let pairCount = Int(try data.u16(0))
        for p in 0..<pairCount {
          try budget.spend(in: "kern")
          let at = 8 + 6 * p
          let key = UInt32(try data.u16(at)) << 16 | UInt32(try data.u16(at + 2))
          pairs[key, default: 0] += Double(try data.i16(at + 4))
        }
      }
      guard length > 0 else { break }
      offset += length
    }
    return pairs
  }

  // MARK: GPOS

  private static func gposKernLookups(
    _ gpos: FontData, budget: inout WorkBudget
  ) throws(FontFileError) -> [[PairAdjustment]] {
    guard try gpos.u16(0) == 1 else { return [] }
    let features = try gpos.slice(Int(try gpos.u16(6)))
    let lookupList = try gpos.slice(Int(try gpos.u16(8)))
    var indices = Set<Int>()
    for f in 0..<Int(try features.u16(0)) {
      try budget.spend(in: "GPOS")
      let record = 2 + 6 * f
      guard try features.tag(record) == "kern" else { continue }
      let feature = try features.slice(Int(try features.u16(record + 4)))
      for i in 0..<Int(try feature.u16(2)) {
        try budget.spend(in: "GPOS")
        indices.insert(Int(try feature.u16(4 + 2 * i)))
      }
    }
    let lookupCount = Int(try lookupList.u16(0))
    var lookups: [[PairAdjustment]] = []
    for index in indices.sorted() where index < lookupCount {
      let lookup = try lookupList.slice(Int(try lookupList.u16(2 + 2 * index)))
      let type = try lookup.u16(0)
      var subtables: [PairAdjustment] = []
      for s in 0..<Int(try lookup.u16(4)) {
        try budget.spend(in: "GPOS")
        var subtable = try lookup.slice(Int(try lookup.u16(6 + 2 * s)))
        var subtableType = type
        if type == 9 {  // extension: the real subtable is further away
          subtableType = try subtable.u16(2)
          subtable = try subtable.slice(Int(try subtable.u32(4)))
        }
        if subtableType == 2 { subtables.append(try PairAdjustment(subtable, budget: &budget)) }
      }
      if !subtables.isEmpty { lookups.append(subtables) }
    }
    return lookups
  }
}

/// A GPOS pair adjustment subtable (lookup type 2).
struct PairAdjustment: Sendable {
  private enum Pairs: Sendable {
    /// Format 1: explicit pairs (first << 16 | second) -> advance change.
    case glyphs([UInt32: Double])
    /// Format 2: class pairs; `values[class1 * class2Count + class2]`.
    case classes(
      first: ClassDefinition, second: ClassDefinition, class2Count: Int, values: [Double])
  }

  private let coverage: Coverage
  private let pairs: Pairs

  init(_ data: FontData, budget: inout WorkBudget) throws(FontFileError) {
    let format = try data.u16(0)
    coverage = try Coverage(try data.slice(Int(try data.u16(2))), budget: &budget)
    let format1 = try data.u16(4)
    let format2 = try data.u16(6)
    let size1 = Self.valueRecordSize(format1)
    let size2 = Self.valueRecordSize(format2)
    /// Advance change of a value-record pair at `at`.
    func advance(_ d: FontData, _ at: Int) throws(FontFileError) -> Double {
      var total = 0.0
      if let x = Self.xAdvanceOffset(format1) { total += Double(try d.i16(at + x)) }
      if let x = Self.xAdvanceOffset(format2) { total += Double(try d.i16(at + size1 + x)) }
      return total
    }
    switch format {
    case 1:
      var table: [UInt32: Double] = [:]
      let firstGlyphs = coverage.glyphs
      let setCount = Int(try data.u16(8))
      for s in 0..<setCount {
        guard s < firstGlyphs.count else { break }
        let set = try data.slice(Int(try data.u16(10 + 2 * s)))
        let recordSize = 2 + size1 + size2
        for r in 0..<Int(try set.u16(0)) {
          try budget.spend(in: "GPOS")
          let at = 2 + r * recordSize
          let key = UInt32(firstGlyphs[s]) << 16 | UInt32(try set.u16(at))
          if table[key] == nil { table[key] = try advance(set, at + 2) }
        }
      }
      pairs = .glyphs(table)
    case 2:
      let first = try ClassDefinition(try data.slice(Int(try data.u16(8))), budget: &budget)
      let second = try ClassDefinition(try data.slice(Int(try data.u16(10))), budget: &budget)
      let class1Count = Int(try data.u16(12))
      let class2Count = Int(try data.u16(14))
      let recordSize = size1 + size2
      guard class1Count * class2Count * max(recordSize, 1) <= data.count else {
        throw .truncated(table: "GPOS")
      }
      try budget.spend(class1Count * class2Count, in: "GPOS")
      var values: [Double] = []
      values.reserveCapacity(class1Count * class2Count)
      for c1 in 0..<class1Count {
        for c2 in 0..<class2Count {
          values.append(try advance(data, 16 + (c1 * class2Count + c2) * recordSize))
        }
      }
      pairs = .classes(first: first, second: second, class2Count: class2Count, values: values)
    default:
      throw .invalid(table: "GPOS", reason: "pair adjustment format \(format)")
    }
  }

  /// The advance change for the pair, or nil when this subtable does not apply to it.
  func adjustment(_ first: UInt16, _ second: UInt16) -> Double? {
    guard coverage.contains(first) else { return nil }
    switch pairs {
    case .glyphs(let table):
      return table[UInt32(first) << 16 | UInt32(second)]
    case .classes(let firstClasses, let secondClasses, let class2Count, let values):
      let index = firstClasses.value(of: first) * class2Count + secondClasses.value(of: second)
      return index < values.count ? values[index] : nil
    }
  }

  /// Bytes of a value record: 2 per field set in the format.
  private static func valueRecordSize(_ format: UInt16) -> Int {
    2 * (format & 0xFF).nonzeroBitCount
  }

  /// Where XAdvance (bit 0x4) sits in a value record, if present.
  private static func xAdvanceOffset(_ format: UInt16) -> Int? {
    format & 0x4 == 0 ? nil : 2 * (format & 0x3).nonzeroBitCount
  }
}

/// A GPOS coverage table: the glyphs a subtable applies to, in coverage order.
struct Coverage: Sendable {
  /// Covered glyphs in coverage-index order (ranges expanded; at most 65536 entries).
  let glyphs: [UInt16]
  private let members: Set<UInt16>

  init(_ data: FontData, budget: inout WorkBudget) throws(FontFileError) {
    var glyphs: [UInt16] = []
    switch try data.u16(0) {
    case 1:
      for i in 0..<Int(try data.u16(2)) {
        try budget.spend(in: "GPOS")
        glyphs.append(try data.u16(4 + 2 * i))
      }
    case 2:
      for r in 0..<Int(try data.u16(2)) {
        let start = try data.u16(4 + 6 * r)
        let end = try data.u16(6 + 6 * r)
        guard start <= end, glyphs.count + Int(end - start) < 65536 else {
          throw .invalid(table: "GPOS", reason: "coverage range")
        }
        try budget.spend(Int(end - start) + 1, in: "GPOS")
        glyphs.append(contentsOf: start...end)
      }
    default:
      throw .invalid(table: "GPOS", reason: "coverage format")
    }
    self.glyphs = glyphs
    self.members = Set(glyphs)
  }

  func contains(_ glyph: UInt16) -> Bool { members.contains(glyph) }
}

/// A class definition table: glyph -> class (0 when not listed).
struct ClassDefinition: Sendable {
  private let ranges: [(start: UInt16, end: UInt16, value: Int)]

  init(_ data: FontData, budget: inout WorkBudget) throws(FontFileError) {
    var ranges: [(start: UInt16, end: UInt16, value: Int)] = []
    switch try data.u16(0) {
    case 1:
      let start = Int(try data.u16(2))
      for i in 0..<Int(try data.u16(4)) where start + i <= 0xFFFF {
        try budget.spend(in: "GPOS")
        let glyph = UInt16(start + i)
        ranges.append((glyph, glyph, Int(try data.u16(6 + 2 * i))))
      }
    case 2:
      for r in 0..<Int(try data.u16(2)) {
        try budget.spend(in: "GPOS")
        let at = 4 + 6 * r
        ranges.append((try data.u16(at), try data.u16(at + 2), Int(try data.u16(at + 4))))
      }
      ranges.sort { $0.start < $1.start }
    default:
      throw .invalid(table: "GPOS", reason: "class definition format")
    }
    self.ranges = ranges
  }

  func value(of glyph: UInt16) -> Int {
    var low = 0
    var high = ranges.count - 1
    while low <= high {
      let mid = (low + high) / 2
      if glyph < ranges[mid].start {
        high = mid - 1
      } else if glyph > ranges[mid].end {
        low = mid + 1
      } else {
        return ranges[mid].value
      }
    }
    return 0
  }
}
