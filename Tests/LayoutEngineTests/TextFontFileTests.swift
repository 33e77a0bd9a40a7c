// FontFileTextMeasurer: a tiny TrueType font built in memory (InMemoryFont below) read back with
// its metrics, character maps (formats 4 and 12), kerning (`kern`, GPOS formats 1 and 2),
// tracking (`trak`), and broken or hostile files rejected with an error, never a trap.
import Testing

@testable import LayoutEngine

/// Builds a minimal TrueType font: head, hhea, maxp, hmtx, cmap and optional OS/2, kern, GPOS,
/// trak. unitsPerEm 1000, so advances read as thousandths of the point size.
struct InMemoryFont {
  /// Glyph 0 is .notdef (500); then these characters with their advances.
  var glyphs: [(Unicode.Scalar, UInt16)] = [
    (" ", 250), ("A", 600), ("B", 500), ("V", 600), ("n", 550), ("x", 400), ("y", 420),
  ]
  var ascender: Int16 = 800
  var descender: Int16 = -200
  var lineGap: Int16 = 0
  /// OS/2 typo metrics; `useTypoMetrics` sets fsSelection bit 7.
  var typo: (ascender: Int16, descender: Int16, lineGap: Int16) = (900, -300, 100)
  var useTypoMetrics = false
  var includeOS2 = true
  var capHeight: Int16 = 700
  var unitsPerEm: UInt16 = 1000
  var cmapFormat = 4
  var kernPairs: [(Unicode.Scalar, Unicode.Scalar, Int16)] = []
  var gposPairs: [(Unicode.Scalar, Unicode.Scalar, Int16)] = []
  /// A GPOS format 2 subtable: first-glyph class 1 members, second-glyph class 1, value.
  var gposClasses: (first: [Unicode.Scalar], second: [Unicode.Scalar], value: Int16)?
  var trak: [(size: Double, value: Int16)] = []
  var omit: Set<String> = []

  func glyph(_ s: Unicode.Scalar) -> UInt16 {
    UInt16(glyphs.firstIndex { $0.0 == s }! + 1)
  }

  func build() -> [UInt8] {
    var tables: [(String, [UInt8])] = []
    var head = BigEndianBytes()
    head.u32(0x0001_0000)
    head.u32(0x0001_0000)
    head.u32(0)
    head.u32(0x5F0F_3CF5)
    head.u16(0)
    head.u16(unitsPerEm)
    head.zeros(54 - head.count)
    tables.append(("head", head.data))
    var hhea = BigEndianBytes()
    hhea.u32(0x0001_0000)
    hhea.i16(ascender)
    hhea.i16(descender)
    hhea.i16(lineGap)
    hhea.zeros(34 - hhea.count)
    hhea.u16(UInt16(glyphs.count + 1))
    tables.append(("hhea", hhea.data))
    var maxp = BigEndianBytes()
    maxp.u32(0x0000_5000)
    maxp.u16(UInt16(glyphs.count + 1))
    tables.append(("maxp", maxp.data))
    var hmtx = BigEndianBytes()
    for advance in [500] + glyphs.map({ $0.1 }) {
      hmtx.u16(UInt16(advance))
      hmtx.i16(0)
    }
    tables.append(("hmtx", hmtx.data))
    tables.append(("cmap", cmap()))
    if includeOS2 {
      var os2 = BigEndianBytes()
      os2.u16(4)
      os2.zeros(62 - os2.count)
      os2.u16(useTypoMetrics ? 0x80 : 0)
      os2.zeros(68 - os2.count)
      os2.i16(typo.ascender)
      os2.i16(typo.descender)
      os2.i16(typo.lineGap)
      os2.zeros(88 - os2.count)
      os2.i16(capHeight)
      os2.zeros(96 - os2.count)
      tables.append(("OS/2", os2.data))
    }
    if !kernPairs.isEmpty { tables.append(("kern", kern())) }
    if !gposPairs.isEmpty || gposClasses != nil { tables.append(("GPOS", gpos())) }
    if !trak.isEmpty { tables.append(("trak", trakTable())) }
    tables.removeAll { omit.contains($0.0) }
    tables.sort { $0.0 < $1.0 }

    var file = BigEndianBytes()
    file.u32(0x0001_0000)
    file.u16(UInt16(tables.count))
    file.zeros(6)
    var offset = 12 + 16 * tables.count
    var body = BigEndianBytes()
    for (tag, data) in tables {
      file.data += Array(tag.utf8)
      file.u32(0)
      file.u32(UInt32(offset))
      file.u32(UInt32(data.count))
      body.data += data
      let padding = (4 - data.count % 4) % 4
      body.zeros(padding)
      offset += data.count + padding
    }
    return file.data + body.data
  }

  private func cmap() -> [UInt8] {
    var table = BigEndianBytes()
    table.u16(0)
    table.u16(1)
    table.u16(3)
    table.u16(cmapFormat == 12 ? 10 : 1)
    table.u32(12)
    let mapped = glyphs.enumerated().map {
      (code: $0.element.0.value, glyph: UInt16($0.offset + 1))
    }
    if cmapFormat == 12 {
      table.u16(12)
      table.u16(0)
      table.u32(UInt32(16 + 12 * mapped.count))
      table.u32(0)
      table.u32(UInt32(mapped.count))
      for (code, glyph) in mapped.sorted(by: { $0.code < $1.code }) {
        table.u32(code)
        table.u32(code)
        table.u32(UInt32(glyph))
      }
      return table.data
    }
    // Format 4: one segment per character with idDelta, except x...y, which goes through
    // glyphIdArray (idRangeOffset), then the closing 0xFFFF segment.
    let direct = mapped.filter { $0.code != 0x78 && $0.code != 0x79 }.sorted { $0.code < $1.code }
    var segments = direct.map {
      (
        start: UInt16($0.code), end: UInt16($0.code), delta: $0.glyph &- UInt16($0.code),
        viaArray: false
      )
    }
    segments.append((0x78, 0x79, 0, true))
    segments.sort { $0.start < $1.start }
    segments.append((0xFFFF, 0xFFFF, 1, false))
    let count = segments.count
    table.u16(4)
    table.u16(0)
    table.u16(0)
    table.u16(UInt16(2 * count))
    table.zeros(6)
    for s in segments { table.u16(s.end) }
    table.u16(0)
    for s in segments { table.u16(s.start) }
    for s in segments { table.u16(s.delta) }
    for (i, s) in segments.enumerated() {
      // glyphIdArray starts right after idRangeOffset[count - 1].
      table.u16(s.viaArray ? UInt16(2 * (count - i)) : 0)
    }
    table.u16(glyph("x"))
    table.u16(glyph("y"))
    return table.data
  }

  private func kern() -> [UInt8] {
    var table = BigEndianBytes()
    table.u16(0)
    table.u16(1)
    table.u16(0)
    table.u16(UInt16(14 + 6 * kernPairs.count))
    table.u16(0x0001)
    table.u16(UInt16(kernPairs.count))
    table.zeros(6)
    for (a, b, value) in kernPairs.sorted(by: {
      (glyph($0.0), glyph($0.1)) < (glyph($1.0), glyph($1.1))
    }) {
      table.u16(glyph(a))
      table.u16(glyph(b))
      table.i16(value)
    }
    return table.data
  }

  private func gpos() -> [UInt8] {
    var subtables: [[UInt8]] = []
    if !gposPairs.isEmpty {
      // Format 1: one pair set per first glyph.
      let firsts = Array(Set(gposPairs.map { glyph($0.0) })).sorted()
      var coverage = BigEndianBytes()
      coverage.u16(1)
      coverage.u16(UInt16(firsts.count))
      for g in firsts { coverage.u16(g) }
      var sets: [[UInt8]] = []
      for g in firsts {
        let pairs = gposPairs.filter { glyph($0.0) == g }.sorted { glyph($0.1) < glyph($1.1) }
        var set = BigEndianBytes()
        set.u16(UInt16(pairs.count))
        for (_, b, value) in pairs {
          set.u16(glyph(b))
          set.i16(value)
        }
        sets.append(set.data)
      }
      var sub = BigEndianBytes()
      let headerSize = 10 + 2 * sets.count
      sub.u16(1)
      sub.u16(UInt16(headerSize))
      sub.u16(0x0004)
      sub.u16(0)
      sub.u16(UInt16(sets.count))
      var at = headerSize + coverage.count
      for set in sets {
        sub.u16(UInt16(at))
        at += set.count
      }
      sub.data += coverage.data
      for set in sets { sub.data += set }
      subtables.append(sub.data)
    }
    if let classes = gposClasses {
      var coverage = BigEndianBytes()
      let firsts = classes.first.map { glyph($0) }.sorted()
      coverage.u16(1)
      coverage.u16(UInt16(firsts.count))
      for g in firsts { coverage.u16(g) }
      func classDef(_ members: [Unicode.Scalar]) -> [UInt8] {
        var def = BigEndianBytes()
        def.u16(2)
        def.u16(UInt16(members.count))
        for g in members.map({ glyph($0) }).sorted() {
          def.u16(g)
          def.u16(g)
          def.u16(1)
        }
        return def.data
      }
      let def1 = classDef(classes.first)
      let def2 = classDef(classes.second)
      var sub = BigEndianBytes()
      let records: [Int16] = [0, 0, 0, classes.value]  // 2 x 2 classes, XAdvance only
      let headerSize = 16 + 2 * records.count
      sub.u16(2)
      sub.u16(UInt16(headerSize))
      sub.u16(0x0004)
      sub.u16(0)
      sub.u16(UInt16(headerSize + coverage.count))
      sub.u16(UInt16(headerSize + coverage.count + def1.count))
      sub.u16(2)
      sub.u16(2)
      for r in records { sub.i16(r) }
      sub.data += coverage.data + def1 + def2
      subtables.append(sub.data)
    }
    var lookup = BigEndianBytes()
    lookup.u16(2)
    lookup.u16(0)
    lookup.u16(UInt16(subtables.count))
    var at = 6 + 2 * subtables.count
    for sub in subtables {
      lookup.u16(UInt16(at))
      at += sub.count
    }
    for sub in subtables { lookup.data += sub }
    var table = BigEndianBytes()
    table.u16(1)
    table.u16(0)
    table.u16(10)  // ScriptList (empty)
    table.u16(12)  // FeatureList
    table.u16(26)  // LookupList
    table.u16(0)  // ScriptList: no scripts
    table.u16(1)  // FeatureList: one feature record
    table.data += Array("kern".utf8)
    table.u16(8)
    table.u16(0)  // Feature: params
    table.u16(1)
    table.u16(0)  // lookup 0
    table.u16(1)  // LookupList: one lookup at 4
    table.u16(4)
    table.data += lookup.data
    return table.data
  }

  private func trakTable() -> [UInt8] {
    var table = BigEndianBytes()
    table.u32(0x0001_0000)
    table.u16(0)
    table.u16(12)
    table.u16(0)
    table.u16(0)
    // TrackData at 12: one track (value 0), sizes at 28, values after them.
    let sizesAt = 12 + 8 + 8
    let valuesAt = sizesAt + 4 * trak.count
    table.u16(1)
    table.u16(UInt16(trak.count))
    table.u32(UInt32(sizesAt))
    table.u32(0)
    table.u16(256)
    table.u16(UInt16(valuesAt))
    for entry in trak { table.u32(UInt32(bitPattern: Int32(entry.size * 65536))) }
    for entry in trak { table.i16(entry.value) }
    return table.data
  }
}

/// A big-endian byte writer.
struct BigEndianBytes {
  var data: [UInt8] = []
  var count: Int { data.count }
  mutating func u16(_ v: UInt16) { data += [UInt8(v >> 8), UInt8(v & 0xFF)] }
  mutating func i16(_ v: Int16) { u16(UInt16(bitPattern: v)) }
  mutating func u32(_ v: UInt32) {
    data += [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
  }
  mutating func zeros(_ n: Int) { data += [UInt8](repeating: 0, count: max(n, 0)) }
}

/// Lays out with a font file measurer.
func layoutText(
  _ string: String, font: InMemoryFont, width: Double? = nil, scale: Double = 3,
  platform: Platform = .ios, _ configure: (inout EnvironmentOverrides) -> Void = { _ in }
) throws -> TextLayout {
  let measurer = try FontFileTextMeasurer(bytes: font.build())
  var environment = EnvironmentOverrides()
  configure(&environment)
  return measurer.layout(
    TextContent(string), environment: environment,
    proposal: ProposedSize(width: width, height: nil),
    context: TextMeasuringContext(scale: scale, platform: platform))
}

@Suite struct TextFontFileTests {
  @Test func advancesFromHmtx() throws {
    // "AB" body: (600 + 500) x 17 / 1000 = 18.7 -> 19 at 3x.
    #expect(try layoutText("AB", font: InMemoryFont()).size.width == 19)
  }

  @Test func characterMapFormat12() throws {
    var font = InMemoryFont()
    font.cmapFormat = 12
    #expect(try layoutText("AB", font: font).size.width == 19)
    // x (400) and y (420): 13.94 -> 14.
    #expect(try layoutText("xy", font: font).size.width == 14)
  }

  @Test func characterMapFormat4ThroughGlyphIdArray() throws {
    #expect(try layoutText("xy", font: InMemoryFont()).size.width == 14)
  }

  @Test func linesFromHhea() throws {
    // a = 13.6, d = 3.4: one line 17; baseline round_px(13.6) = 13.667 at 3x, 13.5 at 2x.
    let layout = try layoutText("AB", font: InMemoryFont())
    #expect(approx(layout.size.height, 17))
    #expect(approx(layout.firstBaseline, 41.0 / 3))
    #expect(try layoutText("AB", font: InMemoryFont(), scale: 2).firstBaseline == 13.5)
    #expect(approx(layout.metrics.capHeight, 11.9))
  }

  @Test func typoMetricsWhenTheFontAsksForThem() throws {
    var font = InMemoryFont()
    font.useTypoMetrics = true
    // 900 / -300 / 100 at 17 pt: L = 20.4 -> 20.667; two lines 2 x 20.4 + 1.7 = 42.5 -> 42.667.
    #expect(approx(try layoutText("A", font: font).size.height, 62.0 / 3))
    #expect(approx(try layoutText("A\nB", font: font).size.height, 128.0 / 3))
    // Without the bit the typo values are ignored.
    #expect(approx(try layoutText("A", font: InMemoryFont()).size.height, 17))
  }

  @Test func fontsWithoutOS2UseHhea() throws {
    var font = InMemoryFont()
    font.includeOS2 = false
    #expect(approx(try layoutText("A", font: font).size.height, 17))
  }

  @Test func macOSUsesWholePointAscentAndDescent() throws {
    // The macOS default font is 13 pt: a = 10.4, d = 2.6: round(10.4) + round(2.6) = 13,
    // baseline 10 (exactly 10.4 + 2.6 = 13 too; at 17 pt 13.6 + 3.4 rounds to 14 + 3 = 17).
    let layout = try layoutText("A", font: InMemoryFont(), scale: 2, platform: .macos)
    #expect(layout.size.height == 13)
    #expect(layout.firstBaseline == 10)
    let body = try layoutText("A", font: InMemoryFont(), scale: 2, platform: .macos) {
      $0.font = .system(size: 15, weight: nil, design: nil)
    }
    // 15 pt: a = 12, d = 3: 15.
    #expect(body.size.height == 15)
    // Both parts rounding up: 820 / -200 at 13 pt: a = 10.66 -> 11, d = 2.6 -> 3: 14 high
    // (the unrounded 13.26 would give 13.5 at 2x), baseline 11.
    var tall = InMemoryFont()
    tall.ascender = 820
    let rounded = try layoutText("A", font: tall, scale: 2, platform: .macos)
    #expect(rounded.size.height == 14)
    #expect(rounded.firstBaseline == 11)
  }

  @Test func kernTablePairs() throws {
    var font = InMemoryFont()
    font.kernPairs = [("A", "V", -100)]
    // (600 + 600 - 100) x 0.017 = 18.7 -> 19; unkerned 20.4 -> 20.667.
    #expect(try layoutText("AV", font: font).size.width == 19)
    #expect(approx(try layoutText("AV", font: InMemoryFont()).size.width, 62.0 / 3))
  }

  @Test func gposPairsWinOverTheKernTable() throws {
    var font = InMemoryFont()
    font.kernPairs = [("A", "V", -100)]
    font.gposPairs = [("A", "V", -150)]
    // (1200 - 150) x 0.017 = 17.85 -> 18.
    #expect(try layoutText("AV", font: font).size.width == 18)
  }

  @Test func gposClassPairs() throws {
    var font = InMemoryFont()
    font.gposClasses = (first: ["A", "B"], second: ["V"], value: -200)
    // "AV": 1000 x 0.017 = 17; "BV": 900 x 0.017 = 15.3 -> 15.333; "VA" unkerned 20.667.
    #expect(try layoutText("AV", font: font).size.width == 17)
    #expect(approx(try layoutText("BV", font: font).size.width, 46.0 / 3))
    #expect(approx(try layoutText("VA", font: font).size.width, 62.0 / 3))
  }

  @Test func trakInterpolatesBySize() throws {
    var font = InMemoryFont()
    font.trak = [(12, 100), (24, -100)]
    // 17 pt: 100 - 200 x 5/12 = 16.667 per glyph: (1100 + 33.33) x 0.017 = 19.267 -> 19.333.
    #expect(approx(try layoutText("AB", font: font).size.width, 58.0 / 3))
    // 30 pt clamps to -100: (1100 - 200) x 0.03 = 27.
    let big = try layoutText("AB", font: font) {
      $0.font = .system(size: 30, weight: nil, design: nil)
    }
    #expect(big.size.width == 27)
  }

  @Test func unmappedCharacters() throws {
    // CJK: 1 em; other letters: the font's n (550): 9.35 -> 9.667.
    #expect(try layoutText("日", font: InMemoryFont()).size.width == 17)
    #expect(approx(try layoutText("q", font: InMemoryFont()).size.width, 29.0 / 3))
  }

  @Test func lineBreakingIsShared() throws {
    // "AB AB": "AB " is 23.0 wide; in 25 the second word wraps.
    let layout = try layoutText("AB AB", font: InMemoryFont(), width: 25)
    #expect(layout.lines == ["AB", "AB"])
    let cut = try layoutText("AB AB", font: InMemoryFont(), width: 25) {
      $0.lineLimit = LineLimit(min: nil, max: 1)
    }
    #expect(cut.truncated)
  }

  // MARK: Broken files

  @Test func notAFont() {
    #expect(throws: FontFileError.notAFont) { try FontFileTextMeasurer(bytes: []) }
    #expect(throws: FontFileError.notAFont) {
      try FontFileTextMeasurer(bytes: Array("GIF89a not a font at all".utf8))
    }
  }

  @Test func missingTable() {
    var font = InMemoryFont()
    font.omit = ["hmtx"]
    #expect(throws: FontFileError.missingTable("hmtx")) {
      try FontFileTextMeasurer(bytes: font.build())
    }
  }

  @Test func badUnitsPerEm() {
    var font = InMemoryFont()
    font.unitsPerEm = 0
    #expect(throws: FontFileError.self) { try FontFileTextMeasurer(bytes: font.build()) }
  }

  @Test func degenerateVerticalMetricsAreRefusedNamingTheField() {
    // Issue 17: typo metrics asked for, typoAscender 0 and a positive descender: texts would
    // be -16 points high. The error names the table and both fields.
    var typo = InMemoryFont()
    typo.useTypoMetrics = true
    typo.typo = (0, 16, 0)
    #expect(
      throws: FontFileError.invalid(
        table: "OS/2",
        reason:
          "sTypoAscender 0 is not above sTypoDescender 16 (the line height would be -16 units)")
    ) { try FontFileTextMeasurer(bytes: typo.build()) }
    // hhea ascender 0, descender +1.
    var hhea = InMemoryFont()
    hhea.ascender = 0
    hhea.descender = 1
    #expect(
      throws: FontFileError.invalid(
        table: "hhea",
        reason: "ascender 0 is not above descender 1 (the line height would be -1 units)")
    ) { try FontFileTextMeasurer(bytes: hhea.build()) }
    // Equal is refused too (0 high); one unit apart is a font, however odd.
    hhea.descender = 0
    #expect(throws: FontFileError.self) { try FontFileTextMeasurer(bytes: hhea.build()) }
    hhea.descender = -1
    #expect((try? FontFileTextMeasurer(bytes: hhea.build())) != nil)
    // Typo metrics not asked for: the odd typo values are not read.
    var unused = InMemoryFont()
    unused.typo = (0, 16, 0)
    #expect((try? FontFileTextMeasurer(bytes: unused.build())) != nil)
  }

  @Test func unitsPerEmJustInsideAndOutsideTheRange() {
    for (units, valid) in [(15, false), (16, true), (16384, true), (16385, false)] {
      var font = InMemoryFont()
      font.unitsPerEm = UInt16(units)
      #expect(((try? FontFileTextMeasurer(bytes: font.build())) != nil) == valid, "\(units)")
    }
  }

  @Test func everyTruncationIsAnError() {
    var font = InMemoryFont()
    font.kernPairs = [("A", "V", -100)]
    font.gposPairs = [("A", "V", -150)]
    font.trak = [(12, 100), (24, -100)]
    let bytes = font.build()
    #expect((try? FontFileTextMeasurer(bytes: bytes)) != nil)
    for length in 0..<bytes.count where length % 4 != 0 || length < bytes.count - 3 {
      #expect(throws: FontFileError.self) {
        try FontFileTextMeasurer(bytes: Array(bytes[0..<length]))
      }
    }
  }

  @Test func errorsSayWhatIsWrong() {
    #expect(FontFileError.truncated(table: "cmap").description.contains("'cmap'"))
    #expect(FontFileError.missingTable("hmtx").description == "the font has no 'hmtx' table")
  }

  @Test func corruptedBytesNeverTrap() {
    var font = InMemoryFont()
    font.kernPairs = [("A", "V", -100)]
    font.gposPairs = [("A", "V", -150), ("B", "V", -50)]
    font.gposClasses = (first: ["A"], second: ["V"], value: -200)
    font.trak = [(12, 100), (24, -100)]
    let original = font.build()
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(seed >> 33)
    }
    for _ in 0..<3000 {
      var bytes = original
      for _ in 0..<(1 + next() % 4) { bytes[next() % bytes.count] = UInt8(next() % 256) }
      if let measurer = try? FontFileTextMeasurer(bytes: bytes) {
        let layout = measurer.layout(
          TextContent("AV xy AB"), environment: EnvironmentOverrides(),
          proposal: ProposedSize(width: 20, height: nil),
          context: TextMeasuringContext(scale: 3, platform: .ios))
        #expect(!layout.size.width.isNaN)
      }
    }
  }

  @Test func overlappingRecordsHitTheWorkBudget() {
    // A GPOS format 1 subtable whose 4000 pair sets all point at one set of 4000 pairs: 16
    // million records in a 40 KB table. Reading must stop with an error, not take minutes.
    var pairSet = BigEndianBytes()
    pairSet.u16(4000)
    for g in 0..<4000 {
      pairSet.u16(UInt16(g))
      pairSet.i16(-1)
    }
    var coverage = BigEndianBytes()
    coverage.u16(2)
    coverage.u16(1)
    coverage.u16(0)
    coverage.u16(3999)
    coverage.u16(0)
    var sub = BigEndianBytes()
    let header = 10 + 2 * 4000
    sub.u16(1)
    sub.u16(UInt16(header))
    sub.u16(0x0004)
    sub.u16(0)
    sub.u16(4000)
    for _ in 0..<4000 { sub.u16(UInt16(header + coverage.count)) }
    sub.data += coverage.data + pairSet.data
    var budget = WorkBudget(fileSize: sub.count)
    #expect(throws: FontFileError.self) {
      try PairAdjustment(FontData(bytes: sub.data, table: "GPOS"), budget: &budget)
    }
  }
}
