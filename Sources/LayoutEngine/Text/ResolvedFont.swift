// Reproduces: how SwiftUI turns the font environment into a concrete font (layoutc-layout(7) 16.2,
// platform-typography.md section 2): the default font per platform, text-style sizes (with
// Dynamic Type on iOS), `.bold()` per style, `.fontWeight` winning over `.bold()`, `.italic`,
// designs, and explicit `.kerning`/`.tracking`.

/// A concrete font: what a measurer needs to size glyphs and lines.
struct ResolvedFont: Sendable, Hashable {
  /// Point size (> 0).
  var size: Double
  /// CSS weight, 100 ... 900 (regular 400).
  var weight: Double
  var design: FontDesign
  var italic: Bool
  /// The text style the font came from; nil for `system(size:)` and the macOS default font
  /// (macOS text styles have taller line boxes than sized fonts).
  var textStyle: TextStyle?
  /// Explicit `.tracking(x)` or `.kerning(x)`: x points added to every character.
  var extraTracking: Double
  /// Widths the tables do not have (another design, tabular digits, a condensed width): the
  /// default design's are used, and texts say they are approximate.
  var untabulated: Bool

  /// CoreText's size for a font created with size 0 (and our answer to nonsense sizes).
  static let defaultSizeForInvalid: Double = 12

  /// Resolves the font of a text (or of one run, with the run's style applied over the
  /// environment) on `platform`.
  ///
  /// - No font: iOS `.body`; macOS the 13-pt system font (not `.body`).
  /// - Weight: `.fontWeight(w)` wins; else `.bold()` gives the style's bold weight (iOS 26:
  ///   bold for largeTitle/title/title2, semibold otherwise; macOS per its table) or 700 for a
  ///   sized font; else the style's or the font's weight.
  /// - `.tracking` wins over `.kerning` when both are set (each adds points per character).
  static func resolve(_ environment: EnvironmentOverrides, platform: Platform) -> ResolvedFont {
    var size: Double
    var baseWeight: Double
    var boldWeight: Double = 700
    var design: FontDesign = environment.fontDesign ?? .default
    var style: TextStyle?
    switch environment.font {
    case .style(let s)?:
      style = s
    case .system(let s, let w, let d)?:
      size = s
      baseWeight = w ?? 400
      design = d ?? environment.fontDesign ?? .default
      return finish(size: size, base: baseWeight, bold: boldWeight, design: design, style: nil)
    case nil:
      if platform == .ios { style = PlatformTypography.iosDefaultStyle }
    }
    if let style {
      let entry = PlatformTypography.textStyle(style, platform: platform)
      size = PlatformTypography.pointSize(
        of: style, platform: platform, dynamicTypeSize: environment.dynamicTypeSize)
      baseWeight = entry.weight
      boldWeight = entry.boldWeight
    } else {
      size = PlatformTypography.macosDefaultSize
      baseWeight = PlatformTypography.macosDefaultWeight
    }
    return finish(size: size, base: baseWeight, bold: boldWeight, design: design, style: style)

    func finish(
      size: Double, base: Double, bold: Double, design: FontDesign, style: TextStyle?
    ) -> ResolvedFont {
      var weight = base
      if environment.bold == true { weight = bold }
      if let w = environment.fontWeight { weight = w }
      let tracking = environment.tracking ?? environment.kerning ?? 0
      return ResolvedFont(
        size: size.isFinite && size > 0 ? size : defaultSizeForInvalid,
        weight: weight.isFinite ? min(max(weight, 1), 1000) : 400,
        design: design,
        italic: environment.italic ?? false,
        textStyle: style,
        extraTracking: tracking.isFinite ? tracking : 0,
        untabulated: design != .default || environment.untabulatedWidths == true)
    }
  }

  /// The same font scaled by `factor` (`minimumScaleFactor`): a smaller point size.
  func scaled(by factor: Double) -> ResolvedFont {
    var font = self
    font.size = size * factor
    return font
  }
}
