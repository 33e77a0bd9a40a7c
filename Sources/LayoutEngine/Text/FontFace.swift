// The seam between what a font knows (advances, kerning, vertical metrics) and what text layout
// does with it (shaping, line breaking, truncation). The SF tables and a user's font file are
// two faces behind the same layout code.

/// A source of glyph advances and line metrics for resolved fonts.
protocol FontFace: Sendable {
  /// Advance of one cluster in points, explicit tracking included (see the default below).
  func advance(of cluster: TextCluster, font: ResolvedFont) -> Double
  /// Advance of a cluster of class `.glyph` in points, including any tracking the font
  /// applies itself (Apple's table, `trak`), excluding explicit `.tracking`.
  func glyphAdvance(_ scalar: Unicode.Scalar, font: ResolvedFont) -> Double
  /// Kerning in points between two adjacent glyphs of the same font.
  func kerning(_ first: Unicode.Scalar, _ second: Unicode.Scalar, font: ResolvedFont) -> Double
  /// How lines of `font` stack up (heights, baselines).
  func lineModel(for font: ResolvedFont, context: TextMeasuringContext) -> LineModel
  /// Unrounded metrics for spacing (layoutc-layout(7) 3.4) and symbol images.
  func fontMetrics(for font: ResolvedFont, context: TextMeasuringContext) -> FontMetrics
  /// Points added to the width of every line (of clusters) before it is compared with the
  /// available width or rounded to the pixel grid: a calibration of fitted tables; 0 for a font
  /// file, whose advances are exact.
  var lineWidthCorrection: Double { get }
  /// Whether the face has its own width for this scalar in this font; false where it stands in
  /// a fallback (JSON's `"approximate"`).
  func hasOwnWidth(of scalar: Unicode.Scalar, font: ResolvedFont) -> Bool
}

extension FontFace {
  var lineWidthCorrection: Double { 0 }
  func hasOwnWidth(of scalar: Unicode.Scalar, font: ResolvedFont) -> Bool { true }

  /// Whether a cluster's width is the font's own rather than a documented stand-in: the fixed
  /// em widths of CJK and emoji (TextCluster.swift), or a glyph the face lacks.
  func measuresExactly(_ cluster: TextCluster, font: ResolvedFont) -> Bool {
    switch cluster.widthClass {
    case .glyph: return !font.untabulated && hasOwnWidth(of: cluster.scalar, font: font)
    case .wide, .halfWide, .emoji: return false
    case .emSpace, .zero, .tab, .newline: return true
    }
  }

  func advance(of cluster: TextCluster, font: ResolvedFont) -> Double {
    classAdvance(of: cluster, font: font)
  }

  /// Advance of one cluster in points: the font's glyph, or the documented fixed widths for
  /// what a fallback font would draw; plus explicit tracking on every drawn cluster.
  func classAdvance(of cluster: TextCluster, font: ResolvedFont) -> Double {
    switch cluster.widthClass {
    case .glyph: return glyphAdvance(cluster.scalar, font: font) + font.extraTracking
    case .emSpace(let fraction): return fraction * font.size + font.extraTracking
    case .wide, .emoji: return font.size + font.extraTracking
    case .halfWide: return 0.5 * font.size + font.extraTracking
    case .zero, .tab, .newline: return 0
    }
  }
}
