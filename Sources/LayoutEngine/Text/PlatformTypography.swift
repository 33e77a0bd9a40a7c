// Reproduces: the system fonts SwiftUI uses on iOS 26 and macOS 26 (default font, text-style
// sizes and weights, Dynamic Type sizes, vertical metrics). The numbers live in the generated
// Tables/PlatformTypographyData.swift; this file holds their types and the lookups.
// Source: Tables/measurements/platform-typography.md (wins over layoutc-layout(7) sections 16
// and 29).

/// Namespace for the platform typography tables.
enum PlatformTypography {
  /// Vertical metrics of a font in font units (`unitsPerEm` 2048); descender is negative.
  struct FontUnits: Sendable, Hashable {
    var ascender: Double
    var descender: Double
    var lineGap: Double
    var capHeight: Double
  }

  /// A text style's default size and weight, its `.bold()` weight, and (macOS) the extra line
  /// height and HIG line height that make its taller line box (platform-typography.md 3.5).
  struct TextStyleEntry: Sendable, Hashable {
    var size: Double
    var weight: Double
    var boldWeight: Double
    var extra: Double
    var designLineHeight: Double
  }

  /// The text style's entry on `platform`.
  static func textStyle(_ style: TextStyle, platform: Platform) -> TextStyleEntry {
    switch platform {
    case .ios: return iosTextStyle(style)
    case .macos: return macosTextStyle(style)
    }
  }

  /// Point size of a text style: iOS scales text styles by the Dynamic Type category (the
  /// default is `.large`); macOS has no Dynamic Type for them.
  static func pointSize(
    of style: TextStyle, platform: Platform, dynamicTypeSize: DynamicTypeSize?
  ) -> Double {
    switch platform {
    case .ios:
      let sizes = iosDynamicTypeSizes(style)
      let category = dynamicTypeSize ?? .large
      let index = DynamicTypeSize.allCases.firstIndex(of: category) ?? 3
      return index < sizes.count ? sizes[index] : iosTextStyle(style).size
    case .macos:
      return macosTextStyle(style).size
    }
  }

  /// Vertical metrics of a design on a platform (rounded and monospaced share the default's).
  static func fontUnits(platform: Platform, design: FontDesign) -> FontUnits {
    switch (platform, design) {
    case (.ios, .serif): return iosSerifFont
    case (.ios, _): return iosFont
    case (.macos, .serif): return macosSerifFont
    case (.macos, _): return macosFont
    }
  }

  /// macOS text styles: ascender / line height at `weight`. Only 400-800 are measured; lighter
  /// weights use 400's and heavier ones 800's (platform-typography.md 3.5), and weights between
  /// two measured ones interpolate linearly.
  static func macosAscentRatio(weight: Double) -> Double {
    interpolate(weight, at: macosAscentRatioWeights, values: macosAscentRatios)
  }

  /// Piecewise-linear interpolation of `values` (given at increasing `positions`), clamped to
  /// the first and last value outside them.
  static func interpolate(_ x: Double, at positions: [Double], values: [Double]) -> Double {
    guard let first = positions.first, let last = positions.last, !values.isEmpty else { return 0 }
    if !(x > first) { return values[0] }
    if x >= last { return values[values.count - 1] }
    var upper = 1
    while upper < positions.count - 1 && positions[upper] < x { upper += 1 }
    let lower = upper - 1
    let t = (x - positions[lower]) / (positions[upper] - positions[lower])
    return values[lower] + t * (values[upper] - values[lower])
  }
}

extension DynamicTypeSize {
  /// What `@ScaledMetric` multiplies its value by at this size: the text style's point size
  /// here over its size at `.large` (UIFontMetrics' scaling); 1 on macOS, which has no
  /// Dynamic Type.
  package func scaledMetricFactor(relativeTo style: TextStyle, platform: Platform) -> Double {
    let base = PlatformTypography.pointSize(of: style, platform: platform, dynamicTypeSize: .large)
    guard base > 0 else { return 1 }
    return PlatformTypography.pointSize(of: style, platform: platform, dynamicTypeSize: self) / base
  }
}
