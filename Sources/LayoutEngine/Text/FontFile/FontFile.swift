// Reproduces: what CoreText reads from a TrueType/OpenType font to measure text: unitsPerEm
// (`head`), advances (`hmtx` with `hhea`'s count), vertical metrics (`OS/2` typo metrics when
// fsSelection bit 7 USE_TYPO_METRICS is set, else `hhea`), the character map (`cmap`),
// kerning (GPOS `kern` feature, else `kern`) and tracking (`trak`). A variable font is read
// at its default instance (the tables hold its values). Collections use their first font.
// What a file cannot give: SF's optical-size switch between Text and Display designs and
// Apple's tracking table (only what `trak` holds), synthetic bold or italic.

/// A font file read into what text measurement needs.
struct FontFile: Sendable {
  let unitsPerEm: Double
  /// Vertical metrics in font units (descender negative, as stored).
  let ascender: Double
  let descender: Double
  let lineGap: Double
  let capHeight: Double
  let numberOfGlyphs: Int
  /// Advance widths (font units) of the first glyphs; later glyphs repeat the last one.
  let advances: [UInt16]
  let characterMap: CharacterMap
  let kerning: FontKerning
  let tracking: TrackingTable?

  init(bytes: [UInt8]) throws(FontFileError) {
    let tables = try Self.tableDirectory(bytes)
    func table(_ tag: String) throws(FontFileError) -> FontData {
      guard let data = tables[tag] else { throw .missingTable(tag) }
      return data
    }

    let head = try table("head")
    guard try head.u32(12) == 0x5F0F_3CF5 else {
      throw .invalid(table: "head", reason: "wrong magic number")
    }
    let unitsPerEm = Int(try head.u16(18))
    guard (16...16384).contains(unitsPerEm) else {
      throw .invalid(table: "head", reason: "unitsPerEm \(unitsPerEm) is out of range 16...16384")
    }
    self.unitsPerEm = Double(unitsPerEm)

    let hhea = try table("hhea")
    var ascender = Double(try hhea.i16(4))
    var descender = Double(try hhea.i16(6))
    var lineGap = Double(try hhea.i16(8))
    let metricsCount = Int(try hhea.u16(34))
    guard metricsCount > 0 else {
      throw .invalid(table: "hhea", reason: "numberOfHMetrics is 0")
    }

    let maxp = try table("maxp")
    numberOfGlyphs = Int(try maxp.u16(4))

    // Typo metrics when the font asks for them (fsSelection bit 7, USE_TYPO_METRICS).
    var capHeight = 0.7 * Double(unitsPerEm)
    var metricsSource = (table: "hhea", ascender: "ascender", descender: "descender")
    if let os2 = tables["OS/2"] {
      let version = try os2.u16(0)
      let selection = try os2.u16(62)
      if selection & 0x80 != 0 {
        ascender = Double(try os2.i16(68))
        descender = Double(try os2.i16(70))
        lineGap = Double(try os2.i16(72))
        metricsSource = ("OS/2", "sTypoAscender", "sTypoDescender")
      }
      if version >= 2, os2.contains(88, length: 2), try os2.i16(88) > 0 {
        capHeight = Double(try os2.i16(88))
      }
    }
    // A line is ascender - descender high: with the ascender not above the descender every
    // text would be 0 or negative points high and stacks would place views above themselves.
    guard ascender > descender else {
      throw .invalid(
        table: metricsSource.table,
        reason:
          "\(metricsSource.ascender) \(Int(ascender)) is not above \(metricsSource.descender) "
          + "\(Int(descender)) (the line height would be \(Int(ascender - descender)) units)")
    }
    self.ascender = ascender
    self.descender = descender
    self.lineGap = lineGap
    self.capHeight = capHeight

    // Advances are unsigned 16-bit values in `hmtx`: never negative, nothing to check.
    let hmtx = try table("hmtx")
    var advances: [UInt16] = []
    advances.reserveCapacity(metricsCount)
    for i in 0..<metricsCount { advances.append(try hmtx.u16(4 * i)) }
    self.advances = advances

    characterMap = try CharacterMap(try table("cmap"))
    var budget = WorkBudget(fileSize: bytes.count)
    kerning = try FontKerning(gpos: tables["GPOS"], kern: tables["kern"], budget: &budget)
    tracking = try tables["trak"].flatMap { (data: FontData) throws(FontFileError) in
      try TrackingTable(data)
    }
  }

  /// The glyph for a character; nil when the font has none (glyph 0 is .notdef).
  func glyph(for scalar: Unicode.Scalar) -> Int? {
    let glyph = characterMap.glyph(for: scalar.value)
    return glyph > 0 && glyph < max(numberOfGlyphs, advances.count) ? glyph : nil
  }

  /// Advance of a glyph in font units.
  func advance(ofGlyph glyph: Int) -> Double {
    Double(advances[min(glyph, advances.count - 1)])
  }

  /// The table directory: tag -> bytes, every table checked to lie inside the file.
  private static func tableDirectory(_ bytes: [UInt8]) throws(FontFileError) -> [String: FontData] {
    guard bytes.count >= 12 else { throw .notAFont }
    let file = FontData(bytes: bytes, table: "directory")
    var offset = 0
    if try file.u32(0) == 0x7474_6366 {  // 'ttcf': a collection, use its first font
      guard try file.u32(8) > 0 else { throw .invalid(table: "ttcf", reason: "no fonts") }
      offset = Int(try file.u32(12))
    }
    switch try file.u32(offset) {
    case 0x0001_0000, 0x7472_7565, 0x4F54_544F: break  // TrueType, 'true', 'OTTO'
    default: throw .notAFont
    }
    let count = Int(try file.u16(offset + 4))
    var tables: [String: FontData] = [:]
    for i in 0..<count {
      let record = offset + 12 + 16 * i
      let tag = try file.tag(record)
      let start = Int(try file.u32(record + 8))
      let length = Int(try file.u32(record + 12))
      guard file.contains(start, length: length) else { throw .truncated(table: tag) }
      tables[tag] = FontData(bytes: bytes, start: start, count: length, table: tag)
    }
    return tables
  }
}
