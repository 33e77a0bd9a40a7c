// Reproduces: SF, the iOS and macOS system font, from the embedded tables: widths per
// sf-text-widths.md (optical-size blend, Apple's tracking table, kerning pairs, fallback) and
// vertical metrics per platform-typography.md (iOS 3.2, macOS 3.4 and 3.5).
//
// Designs: rounded, monospaced and serif use the default design's widths (the tables cover
// the default design only); serif has New York's vertical metrics. Italic uses the upright
// widths (the tables have no italic). Characters the table lacks take `fallback[w]` (the
// width of `n`) with tracking; emoji and CJK get 1 em (TextCluster.swift).

/// The SF system font of a platform, measured from the embedded tables.
struct SFFontFace: FontFace {
  let platform: Platform

  private var table: SFWidthTable { platform == .ios ? .ios : .macos }

  func glyphAdvance(_ scalar: Unicode.Scalar, font: ResolvedFont) -> Double {
    let table = self.table
    let a = table.opticalBlend(size: font.size)
    let advance =
      table.advanceUnits(of: scalar.value, weight: font.weight, opticalBlend: a)
      ?? table.fallbackUnits(weight: font.weight)
    return (advance + table.trackingUnits(size: font.size)) * font.size / 1000
  }

  /// fit_text_widths.py: lines summed from the tables come out this much wider than SwiftUI's
  /// on average (measured widths, cross-validated); without it more widths just above a pixel
  /// boundary round up one pixel too far.
  var lineWidthCorrection: Double { SFWidthTable.fittedLineWidthCorrection }

  /// The tables have the upright widths of their code points; italic and other characters
  /// take stand-ins.
  func hasOwnWidth(of scalar: Unicode.Scalar, font: ResolvedFont) -> Bool {
    !font.italic && table.rowIndex(of: scalar.value) != nil
  }

  func kerning(_ first: Unicode.Scalar, _ second: Unicode.Scalar, font: ResolvedFont) -> Double {
    table.kerningUnits(first.value, second.value) * font.size / 1000
  }

  func lineModel(for font: ResolvedFont, context: TextMeasuringContext) -> LineModel {
    let units = PlatformTypography.fontUnits(platform: platform, design: font.design)
    let perUnit = font.size / PlatformTypography.unitsPerEm
    switch platform {
    case .ios:
      return .snapped(
        ascender: units.ascender * perUnit, descender: -units.descender * perUnit,
        leading: max(units.lineGap * perUnit, 0))
    case .macos:
      if let style = macosTextStyleBox(font) {
        return .textStyle(
          lineHeight: style.lineHeight, leading: style.leading, ascent: style.ascent)
      }
      // platform-typography.md 3.4: B = round(a), H = B + round(size * dT / upm), where the
      // descender dT ramps from 528 (Text sizes) to 432 (Display) over the optical-size ramp.
      let baseline = (units.ascender * perUnit).roundedToPoint
      let ramp = PlatformTypography.macosOpticalSize
      let alpha = min(max((font.size - ramp.textUpTo) / (ramp.displayFrom - ramp.textUpTo), 0), 1)
      let descender =
        PlatformTypography.macosDisplayDescender
        + (PlatformTypography.macosTextDescender - PlatformTypography.macosDisplayDescender)
        * (1 - alpha)
      let box = baseline + (descender * perUnit).roundedToPoint
      return .wholePoint(baseline: baseline, lineBox: box, leading: max(units.lineGap * perUnit, 0))
    }
  }

  func fontMetrics(for font: ResolvedFont, context: TextMeasuringContext) -> FontMetrics {
    let units = PlatformTypography.fontUnits(platform: platform, design: font.design)
    let perUnit = font.size / PlatformTypography.unitsPerEm
    if let style = macosTextStyleBox(font) {
      return FontMetrics(
        ascender: style.ascent, descender: style.lineHeight - style.ascent,
        leading: style.leading, capHeight: units.capHeight * perUnit)
    }
    return FontMetrics(
      ascender: units.ascender * perUnit, descender: -units.descender * perUnit,
      leading: units.lineGap * perUnit, capHeight: units.capHeight * perUnit)
  }

  /// macOS text styles (platform-typography.md 3.5): base = (ascender - descender) / upm x
  /// size; L = base + extra; leading = HIG line height - base; ascent = ascentRatio[w] x L. A
  /// font shrunk by `minimumScaleFactor` scales extra and the HIG line height with it.
  private func macosTextStyleBox(_ font: ResolvedFont) -> (
    lineHeight: Double, leading: Double, ascent: Double
  )? {
    guard platform == .macos, let style = font.textStyle else { return nil }
    let entry = PlatformTypography.macosTextStyle(style)
    let units = PlatformTypography.macosFont
    let base = (units.ascender - units.descender) / PlatformTypography.unitsPerEm * font.size
    let factor = entry.size > 0 ? font.size / entry.size : 1
    let lineHeight = base + entry.extra * factor
    let leading = entry.designLineHeight * factor - base
    let ascent = PlatformTypography.macosAscentRatio(weight: font.weight) * lineHeight
    return (lineHeight, leading, ascent)
  }
}
