// Reproduces: a text as CoreText measures it before breaking lines: the runs' grapheme
// clusters with their advances (font advance + tracking), kerning between neighbours of the
// same font, and where lines may break. Widths of any range follow from these, including tab
// stops (every 28 pt, NSParagraphStyle's default interval).

/// A text's clusters with their advances, ready for line breaking.
struct ShapedText: Sendable {
  /// The runs as given, so the text can be reshaped at another size (`minimumScaleFactor`).
  let runs: [(string: String, font: ResolvedFont)]
  let clusters: [TextCluster]
  /// Advance of each cluster in points (0 for tabs: see `width(of:)`).
  let advances: [Double]
  /// Kerning between cluster i and i + 1 when both use the same font, else 0.
  let kerningAfter: [Double]
  /// Whether a line may break after cluster i.
  let breakAfter: [Bool]
  /// The advance of `…` in each run's font.
  let ellipsisAdvances: [Double]
  /// The face's correction to every line's width (`FontFace.lineWidthCorrection`).
  let lineCorrection: Double
  /// Some cluster's width is a stand-in (`FontFace.measuresExactly`).
  let approximate: Bool
  /// `paragraphs(of: clusters)`, found once for all of the text's layouts.
  let paragraphs: [Range<Int>]
  /// Each run's UTF-8, and where each cluster starts in its run's: a line's text is a slice of
  /// these, made once for all of the text's layouts.
  private let runBytes: [[UInt8]]
  private let clusterOffsets: [Int]

  static let tabInterval: Double = 28

  init(runs: [(string: String, font: ResolvedFont)], face: some FontFace) {
    self.runs = runs
    var clusters: [TextCluster] = []
    var offsets: [Int] = []
    for (index, run) in runs.enumerated() {
      var offset = 0
      for character in run.string {
        clusters.append(TextCluster(character, font: index))
        offsets.append(offset)
        offset += character.utf8.count
      }
    }
    self.runBytes = runs.map { Array($0.string.utf8) }
    self.clusterOffsets = offsets
    var advances: [Double] = []
    advances.reserveCapacity(clusters.count)
    var approximate = false
    for cluster in clusters {
      let font = runs[cluster.font].font
      advances.append(face.advance(of: cluster, font: font))
      if !approximate, !face.measuresExactly(cluster, font: font) { approximate = true }
    }
    self.approximate = approximate
    var kerning = [Double](repeating: 0, count: clusters.count)
    var breaks = [Bool](repeating: false, count: clusters.count)
    for i in clusters.indices {
      breaks[i] = clusters.breakAllowed(after: i)
      guard i + 1 < clusters.count else { continue }
      let (a, b) = (clusters[i], clusters[i + 1])
      let font = runs[a.font].font
      if a.widthClass == .glyph, b.widthClass == .glyph, font == runs[b.font].font {
        kerning[i] = face.kerning(a.scalar, b.scalar, font: font)
      }
    }
    self.clusters = clusters
    self.paragraphs = Self.paragraphs(of: clusters)
    self.advances = advances
    self.kerningAfter = kerning
    self.breakAfter = breaks
    self.ellipsisAdvances = runs.map {
      face.glyphAdvance("\u{2026}", font: $0.font) + $0.font.extraTracking
    }
    self.lineCorrection = face.lineWidthCorrection
  }

  /// A line's width as laid out: the clusters' width `sum` (from `width(of:)` and friends)
  /// plus the face's line correction; never negative.
  func lineWidth(_ sum: Double) -> Double {
    max(sum + lineCorrection, 0)
  }

  /// Whether a line whose clusters sum to `sum` fits in `available`.
  func lineFits(_ sum: Double, in available: Double) -> Bool {
    Self.fits(lineWidth(sum), in: available)
  }

  /// The same text with every font scaled by `factor`.
  func scaled(by factor: Double, face: some FontFace) -> ShapedText {
    ShapedText(runs: runs.map { ($0.string, $0.font.scaled(by: factor)) }, face: face)
  }

  var isEmpty: Bool { clusters.isEmpty }

  /// The font whose lines are tallest: it sets the line height of the whole text (ties: the
  /// first). Runs without characters do not count.
  func dominantFont(face: some FontFace, context: TextMeasuringContext) -> ResolvedFont? {
    var best: (font: ResolvedFont, box: Double)?
    for run in runs where !run.string.isEmpty {
      let box = face.lineModel(for: run.font, context: context).lineBox
      if best == nil || box > best!.box { best = (run.font, box) }
    }
    return best?.font
  }

  /// Width of the clusters in `range`, trailing whitespace included.
  func width(of range: Range<Int>) -> Double {
    var x = 0.0
    for i in range {
      if i > range.lowerBound { x += kerningAfter[i - 1] }
      x = advance(x, by: i)
    }
    return x
  }

  /// Width of `range` without its trailing whitespace (what must fit in a line).
  func fitWidth(of range: Range<Int>) -> Double {
    width(of: range.lowerBound..<trimmedEnd(of: range))
  }

  /// `x` after drawing cluster i.
  func advance(_ x: Double, by i: Int) -> Double {
    if clusters[i].widthClass == .tab {
      let stop = ((x / Self.tabInterval + 1e-9).rounded(.down) + 1) * Self.tabInterval
      return stop
    }
    return x + advances[i]
  }

  /// The end of `range` with trailing whitespace removed.
  func trimmedEnd(of range: Range<Int>) -> Int {
    var end = range.upperBound
    while end > range.lowerBound && clusters[end - 1].isWhitespace { end -= 1 }
    return end
  }

  /// The start of `range` with leading whitespace removed.
  func trimmedStart(of range: Range<Int>) -> Int {
    var start = range.lowerBound
    while start < range.upperBound && clusters[start].isWhitespace { start += 1 }
    return start
  }

  /// The characters of `range` as a string.
  func string(of range: Range<Int>) -> String {
    var text = ""
    var start = range.lowerBound
    while start < range.upperBound {
      // The clusters of one run, as one slice of its bytes.
      let run = clusters[start].font
      var end = start
      while end < range.upperBound && clusters[end].font == run { end += 1 }
      let last =
        end < clusters.count && clusters[end].font == run
        ? clusterOffsets[end] : runBytes[run].count
      let piece = String(decoding: runBytes[run][clusterOffsets[start]..<last], as: UTF8.self)
      if start == range.lowerBound && end == range.upperBound { return piece }
      text += piece
      start = end
    }
    return text
  }

  /// Paragraph ranges: the text split at newline clusters (which belong to no paragraph). A
  /// text ending in a newline ends with an empty paragraph.
  static func paragraphs(of clusters: [TextCluster]) -> [Range<Int>] {
    var result: [Range<Int>] = []
    var start = 0
    for (i, cluster) in clusters.enumerated() where cluster.widthClass == .newline {
      result.append(start..<i)
      start = i + 1
    }
    result.append(start..<clusters.count)
    return result
  }
}
