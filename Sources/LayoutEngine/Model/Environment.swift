// Environment values that flow from a node to its descendants (fonts, text settings, layout
// direction). A node records only what its modifiers set; the engine merges them top-down.

/// SwiftUI's text styles (`Font.TextStyle`): sizes and weights named by role.
public enum TextStyle: String, Sendable, Hashable, CaseIterable {
  /// From the largest (`largeTitle`) to the smallest (`caption2`); on iOS each scales with the
  /// Dynamic Type size.
  case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote,
    caption, caption2
}

/// SwiftUI's `Font.Weight` names and their numeric weights (100...900), lightest first: the
/// names `.fontWeight(...)` takes and the dumps print.
package enum FontWeightNames {
  /// Each name with its weight.
  package static let all: [(name: String, weight: Double)] = [
    ("ultraLight", 100), ("thin", 200), ("light", 300), ("regular", 400), ("medium", 500),
    ("semibold", 600), ("bold", 700), ("heavy", 800), ("black", 900),
  ]

  /// The name of exactly this weight, if it has one.
  package static func name(of weight: Double) -> String? {
    all.first { $0.weight == weight }?.name
  }
}

/// SwiftUI's `Font.Design`: the typeface family of a system font.
public enum FontDesign: String, Sendable, Hashable, CaseIterable {
  /// SF Pro, SF Pro Rounded, New York, or SF Mono.
  case `default`, rounded, serif, monospaced
}

/// A font as written: a text style or `system(size:weight:design:)`.
public enum FontSpec: Sendable, Hashable {
  /// `.font(.headline)` and the like: a text style, with the size and weight the platform gives
  /// it.
  case style(TextStyle)
  /// weight: 100...900 (regular 400); nil = regular.
  case system(size: Double, weight: Double?, design: FontDesign?)
}

/// Where `.truncationMode` cuts a text that does not fit and puts the ellipsis.
public enum TruncationMode: String, Sendable, Hashable {
  /// At the start, in the middle, or at the end (the default).
  case head, middle, tail
}

/// How `.multilineTextAlignment` aligns the lines of a wrapped text.
public enum TextAlignment: String, Sendable, Hashable {
  /// Leading (the default), centred, or trailing.
  case leading, center, trailing
}

/// `.lineLimit(n)`, `.lineLimit(a...b)`, `.lineLimit(a...)`, `.lineLimit(...b)`,
/// `.lineLimit(n, reservesSpace: true)`.
public struct LineLimit: Sendable, Hashable {
  /// Lines the height reserves even when the text has fewer (`a...b`, `a...`); nil for none.
  public var min: Int?
  /// The most lines shown; nil (or 0) for no limit.
  public var max: Int?
  /// `reservesSpace: true`: the text is as tall as `max` lines even with fewer.
  public var reservesSpace: Bool
  /// Creates a line limit.
  public init(min: Int?, max: Int?, reservesSpace: Bool = false) {
    self.min = min
    self.max = max
    self.reservesSpace = reservesSpace
  }
}

/// SwiftUI's DynamicTypeSize categories, smallest to largest.
public enum DynamicTypeSize: String, Sendable, Hashable, CaseIterable {
  /// The standard sizes, `large` being the default.
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  /// The accessibility sizes.
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
  /// True for the five accessibility sizes.
  public var isAccessibilitySize: Bool { rawValue.hasPrefix("accessibility") }
}

/// SwiftUI's `Image.Scale`: a symbol's size relative to the font (0.8, 1 or 1.3 times its line
/// height).
public enum ImageScale: String, Sendable, Hashable {
  /// Small, medium (the default) or large.
  case small, medium, large
}

/// How `.textCase` shows a text: its letters upper- or lowercased, or as written.
public enum TextCase: String, Sendable, Hashable {
  /// Every letter upper- or lowercased; as written (`.textCase(nil)` inside another).
  case uppercase, lowercase, unchanged

  /// `string` as this case shows it.
  package func apply(_ string: String) -> String {
    switch self {
    case .uppercase: return string.uppercased()
    case .lowercase: return string.lowercased()
    case .unchanged: return string
    }
  }
}

/// Environment values a node sets; nil = inherited.
public struct EnvironmentOverrides: Sendable, Hashable {
  /// `.font(...)`: the font of the texts and symbols inside.
  public var font: FontSpec?
  /// `.fontWeight(w)`: 100...900.
  public var fontWeight: Double?
  /// `.bold()`: the style's bold weight, unless `fontWeight` is set.
  public var bold: Bool?
  /// `.italic()`.
  public var italic: Bool?
  /// `.lineLimit(...)`: how many lines a text may show and reserve.
  public var lineLimit: LineLimit?
  /// `.lineSpacing(x)`: points added between lines.
  public var lineSpacing: Double?
  /// `.truncationMode(...)`.
  public var truncationMode: TruncationMode?
  /// `.multilineTextAlignment(...)`.
  public var multilineTextAlignment: TextAlignment?
  /// `.minimumScaleFactor(x)`: how far a text may shrink its font to fit, from 0 to 1.
  public var minimumScaleFactor: Double?
  /// `.kerning(x)`: points added after each character (`tracking` wins when both are set).
  public var kerning: Double?
  /// `.tracking(x)`: points added after each character.
  public var tracking: Double?
  /// `.dynamicTypeSize(...)`: the text size category fonts scale with.
  public var dynamicTypeSize: DynamicTypeSize?
  /// `.environment(\.layoutDirection, ...)`: left to right or right to left.
  public var layoutDirection: LayoutDirection?
  /// `.imageScale(...)`: the size of symbol images.
  public var imageScale: ImageScale?
  /// `.textCase(...)`: texts shown upper- or lowercased (`.unchanged` for `.textCase(nil)`).
  public var textCase: TextCase?
  /// `.fontDesign(...)`, `.monospaced()`: the design of fonts that do not name one.
  public var fontDesign: FontDesign?
  /// `.monospacedDigit()`, `.fontWidth(...)`: glyph widths layoutc has no tables for (the
  /// default's are used and the text is marked approximate).
  public var untabulatedWidths: Bool?
  /// `.contentMargins(...)`: the margins of the scroll views' content inside.
  public var contentMargins: ContentMargins?
  /// `.defaultScrollAnchor(...)`: where the scroll views inside start.
  public var scrollAnchor: ScrollAnchor?
  /// Creates overrides with nothing set.
  public init() {}

  /// Whether no value is set.
  public var isEmpty: Bool { self == EnvironmentOverrides() }

  /// Values set here win over `base`'s.
  package func applied(over base: EnvironmentOverrides) -> EnvironmentOverrides {
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
    if let v = textCase { r.textCase = v }
    if let v = fontDesign { r.fontDesign = v }
    if let v = untabulatedWidths { r.untabulatedWidths = v }
    if let v = contentMargins { r.contentMargins = v.applied(over: base.contentMargins) }
    if let v = scrollAnchor { r.scrollAnchor = v.applied(over: base.scrollAnchor) }
    return r
  }
}

/// `.contentMargins(edges, length, for: .scrollContent)`: how far a scroll view's content
/// starts in from its edges (added to what the safe area gives), per edge; an edge a modifier
/// does not name keeps the value from outside it.
public struct ContentMargins: Sendable, Hashable {
  /// Each edge's margin; nil where no modifier set one.
  public var top, leading, bottom, trailing: Double?
  /// Margins on the edges given.
  public init(
    top: Double? = nil, leading: Double? = nil, bottom: Double? = nil, trailing: Double? = nil
  ) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  /// These edges over `base`'s.
  package func applied(over base: ContentMargins?) -> ContentMargins {
    ContentMargins(
      top: top ?? base?.top, leading: leading ?? base?.leading, bottom: bottom ?? base?.bottom,
      trailing: trailing ?? base?.trailing)
  }
  /// The margins, 0 where unset.
  package var insets: EdgeInsets {
    EdgeInsets(top: top ?? 0, leading: leading ?? 0, bottom: bottom ?? 0, trailing: trailing ?? 0)
  }
}

/// `.defaultScrollAnchor(anchor, for: role)`: the point of a scroll view's content shown at
/// the same point of the scroll view when it first appears (`initialOffset`), and where
/// content shorter than the scroll view sits (`alignment`).
public struct ScrollAnchor: Sendable, Hashable {
  /// The role `initialOffset` (also set by the modifier without a role).
  public var initialOffset: UnitPoint?
  /// The role `alignment`.
  public var alignment: UnitPoint?
  /// An anchor for the roles given.
  public init(initialOffset: UnitPoint? = nil, alignment: UnitPoint? = nil) {
    self.initialOffset = initialOffset
    self.alignment = alignment
  }
  /// These roles over `base`'s.
  package func applied(over base: ScrollAnchor?) -> ScrollAnchor {
    ScrollAnchor(
      initialOffset: initialOffset ?? base?.initialOffset, alignment: alignment ?? base?.alignment)
  }
}
