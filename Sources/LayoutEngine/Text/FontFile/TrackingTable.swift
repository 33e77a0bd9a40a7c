// Reproduces: Apple's `trak` table (TrueType reference manual): tracking per point size for
// the normal track (track value 0), interpolated linearly between listed sizes and clamped to
// the first and last outside them.

/// Horizontal tracking of the normal track, in font units per glyph, by point size.
struct TrackingTable: Sendable {
  let sizes: [Double]
  let values: [Double]

  /// nil when the table has no horizontal normal track.
  init?(_ trak: FontData) throws(FontFileError) {
    let horizontal = Int(try trak.u16(6))
    guard horizontal != 0 else { return nil }
    let data = try trak.slice(horizontal)
    let trackCount = Int(try data.u16(0))
    let sizeCount = Int(try data.u16(2))
    let sizeTable = Int(try data.u32(4))
    guard sizeCount > 0 else { return nil }
    var sizes: [Double] = []
    for i in 0..<sizeCount { sizes.append(try trak.fixed(sizeTable + 4 * i)) }
    for t in 0..<trackCount {
      let entry = 8 + 8 * t
      guard try data.fixed(entry) == 0 else { continue }
      let valuesOffset = Int(try data.u16(entry + 6))
      var values: [Double] = []
      for i in 0..<sizeCount { values.append(Double(try trak.i16(valuesOffset + 2 * i))) }
      self.sizes = sizes
      self.values = values
      return
    }
    return nil
  }

  /// Tracking at `size` points (font units).
  func value(atSize size: Double) -> Double {
    guard let first = sizes.first, let last = sizes.last else { return 0 }
    if !(size > first) { return values[0] }
    if size >= last { return values[values.count - 1] }
    var upper = 1
    while upper < sizes.count - 1 && sizes[upper] < size { upper += 1 }
    let lower = upper - 1
    let span = sizes[upper] - sizes[lower]
    guard span > 0 else { return values[upper] }
    let t = (size - sizes[lower]) / span
    return values[lower] + t * (values[upper] - values[lower])
  }
}
