// Reproduces: text measured with a user's font file (`--font`): advances from `hmtx` plus the
// `trak` tracking at the point size, kerning from GPOS/`kern`, and the platform's line rules
// applied to the file's vertical metrics (iOS: layoutc-layout(7) 2 and 16.1; macOS: whole-point
// ascent plus whole-point descent, SWW's rule for custom fonts, platform-typography.md 3.4).
// A character the font does not map is measured as the SF measurer would draw it with a
// fallback font: 1 em for CJK and emoji, otherwise the font's `n` (half an em without one).

/// A font file as a `FontFace`.
struct FontFileFace: FontFace {
  let file: FontFile

  /// A drawn cluster the file maps takes the file's glyph, whatever its class; the rest are
  /// measured by class, as with SF.
  func advance(of cluster: TextCluster, font: ResolvedFont) -> Double {
    switch cluster.widthClass {
    case .zero, .tab, .newline:
      break
    case .glyph, .emSpace, .wide, .halfWide, .emoji:
      if let glyph = file.glyph(for: cluster.scalar) {
        return points(file.advance(ofGlyph: glyph) + tracking(font), font) + font.extraTracking
      }
    }
    return classAdvance(of: cluster, font: font)
  }

  func glyphAdvance(_ scalar: Unicode.Scalar, font: ResolvedFont) -> Double {
    let glyph = file.glyph(for: scalar) ?? file.glyph(for: "n")
    let units = glyph.map { file.advance(ofGlyph: $0) } ?? file.unitsPerEm / 2
    return points(units + tracking(font), font)
  }

  func kerning(_ first: Unicode.Scalar, _ second: Unicode.Scalar, font: ResolvedFont) -> Double {
    guard !file.kerning.isEmpty, let a = file.glyph(for: first), let b = file.glyph(for: second)
    else { return 0 }
    return points(file.kerning.adjustment(a, b), font)
  }

  func lineModel(for font: ResolvedFont, context: TextMeasuringContext) -> LineModel {
    let metrics = fontMetrics(for: font, context: context)
    switch context.platform {
    case .ios:
      return .snapped(
        ascender: metrics.ascender, descender: metrics.descender, leading: metrics.leading)
    case .macos:
      let baseline = metrics.ascender.roundedToPoint
      return .wholePoint(
        baseline: baseline, lineBox: baseline + metrics.descender.roundedToPoint,
        leading: metrics.leading)
    }
  }

  func fontMetrics(for font: ResolvedFont, context: TextMeasuringContext) -> FontMetrics {
    FontMetrics(
      ascender: points(file.ascender, font), descender: points(-file.descender, font),
      leading: max(points(file.lineGap, font), 0), capHeight: points(file.capHeight, font))
  }

  private func tracking(_ font: ResolvedFont) -> Double {
    file.tracking?.value(atSize: font.size) ?? 0
  }

  private func points(_ units: Double, _ font: ResolvedFont) -> Double {
    units * font.size / file.unitsPerEm
  }
}
