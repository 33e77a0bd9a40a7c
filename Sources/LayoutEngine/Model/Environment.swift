// Environment values that flow from a node to its descendants (fonts, text settings, layout
// direction). A node records only what its modifiers set; the engine merges them top-down.

/// SwiftUI's text styles.
public enum TextStyle: String, Sendable, Hashable, CaseIterable {
  case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote,
    caption, caption2
}

public enum FontDesign: String, Sendable, Hashable, CaseIterable {
  case `default`, rounded, serif, monospaced
}

/// A font as written: a text style or `system(size:weight:design:)`.
public enum FontSpec: Sendable, Hashable {
  case style(TextStyle)
  /// weight: 100...900 (regular 400); nil = regular.
  case system(size: Double, weight: Double?, design: FontDesign?)
}

public enum TruncationMode: String, Sendable, Hashable {
  case head, middle, tail
}

public enum TextAlignment: String, Sendable, Hashable {
  case leading, center, trailing
}

/// `.lineLimit(n)`, `.lineLimit(a...b)`, `.lineLimit(a...)`, `.lineLimit(...b)`,
/// `.lineLimit(n, reservesSpace: true)`.
public struct LineLimit: Sendable, Hashable {
  public var min: Int?
  public var max: Int?
  public var reservesSpace: Bool
  public init(min: Int?, max: Int?, reservesSpace: Bool = false) {
    self.min = min
    self.max = max
    self.reservesSpace = reservesSpace
  }
}

/// SwiftUI's DynamicTypeSize categories, smallest to largest.
public enum DynamicTypeSize: String, Sendable, Hashable, CaseIterable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
  public var isAccessibilitySize: Bool { rawValue.hasPrefix("accessibility") }
}

public enum ImageScale: String, Sendable, Hashable {
  case small, medium, large
}

/// Environment values a node sets; nil = inherited.
public struct EnvironmentOverrides: Sendable, Hashable {
  public var font: FontSpec?
  /// `.fontWeight(w)`: 100...900.
  public var fontWeight: Double?
  public var bold: Bool?
  public var italic: Bool?
  public var lineLimit: LineLimit?
  public var lineSpacing: Double?
  public var truncationMode: TruncationMode?
  public var multilineTextAlignment: TextAlignment?
  public var minimumScaleFactor: Double?
  public var kerning: Double?
  public var tracking: Double?
  public var dynamicTypeSize: DynamicTypeSize?
  public var layoutDirection: LayoutDirection?
  public var imageScale: ImageScale?
  public init() {}

  /// Whether no value is set.
  public var isEmpty: Bool { self == EnvironmentOverrides() }

  /// Values set here win over `base`'s.
  public func applied(over base: EnvironmentOverrides) -> EnvironmentOverrides {
    var r = base
    if let v = font { r.font = v }
    if let v = fontWeight { r.fontWeight = v }
    if let v = bold { r.bold = v }
    if let v = italic { r.italic = v }
    if let v = lineLimit { r.lineLimit = v }
    if let v = lineSpacing { r.lineSpacing = v }
    if let v = truncationMode { r.truncationMode = v }
    if let v = multilineTextAlignment { r.multilineTextAlignment = v }
    if let v = minimumScaleFactor { r.minimumScaleFactor = v }
    if let v = kerning { r.kerning = v }
    if let v = tracking { r.tracking = v }
    if let v = dynamicTypeSize { r.dynamicTypeSize = v }
    if let v = layoutDirection { r.layoutDirection = v }
    if let v = imageScale { r.imageScale = v }
    return r
  }
}
