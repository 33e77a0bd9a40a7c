// Everything a layout run depends on besides the tree.

/// Everything a layout run depends on besides the view tree: the screen, the safe area, the
/// display, the platform and the text measurer.
public struct LayoutContext: Sendable {
  /// The screen (or window) size; nil on an `auto` side.
  public var screen: ProposedSize
  /// The screen's safe-area insets (status bar, home indicator, ...); the root is laid out
  /// inside them unless it ignores the safe area.
  public var safeArea: EdgeInsets
  /// Display scale for pixel rounding (1, 2 or 3).
  public var scale: Double
  /// The platform whose fonts and spacing apply.
  public var platform: Platform
  /// The screen's layout direction; `.rightToLeft` mirrors horizontal placement.
  public var layoutDirection: LayoutDirection
  /// What measures texts: `SFTextMeasurer` (the built-in SF tables) or a font file's measurer.
  public var textMeasurer: any TextMeasurer
  /// false for `--unrounded`: print the layout's values instead of drawn (pixel-snapped) frames.
  public var rounded: Bool
  /// Where the engine records what it asks and answers while laying out (`--explain`); nil,
  /// the default, records nothing.
  package var trace: LayoutTrace?
  /// The environment at the root, under every value the tree sets (`--dynamic-type`: the
  /// system's Dynamic Type size); empty by default, which is SwiftUI's (`.large`).
  public var environment = EnvironmentOverrides()
  /// Text layouts to share with other runs of the same tree that measure text alike (the
  /// same `environment`, `scale`, `platform` and text measurer; text is measured alike in
  /// both layout directions), such as a matrix's cells that differ only in their screen or
  /// direction; nil, the default, keeps them per run.
  /// The caller keeps that promise; one run at a time may use a table.
  package var textAnswers: TextAnswers?

  /// Creates a context; the defaults are an iPhone at 3x, left to right, with no safe area.
  public init(
    screen: ProposedSize, safeArea: EdgeInsets = .zero, scale: Double = 3,
    platform: Platform = .ios, layoutDirection: LayoutDirection = .leftToRight,
    textMeasurer: any TextMeasurer, rounded: Bool = true
  ) {
    self.screen = screen
    self.safeArea = safeArea
    self.scale = scale
    self.platform = platform
    self.layoutDirection = layoutDirection
    self.textMeasurer = textMeasurer
    self.rounded = rounded
  }
}

/// A layout that cannot be printed: a pathological input (or a bug).
public enum LayoutError: Error, Sendable, Equatable {
  /// A NaN or infinity reached a frame: the first node in pre-order whose frame (in points,
  /// or in pixels when snapped) cannot be represented, with its dump path, kind name and the
  /// place it was written. Sizes, spacings and offsets near `Double`'s limit add up to
  /// infinity, so the driver reports it as an input error (layoutc(1): invalid sizes in the
  /// input are reported as input errors).
  case nonFiniteFrame(path: String, kind: String, source: SourcePosition)
  /// A frame as it would be printed has a negative width or height (an origin may be
  /// negative, a size never): the first such node in pre-order, named like `nonFiniteFrame`,
  /// with the size. The input asked for it, so it is an input error too.
  case negativeSize(path: String, kind: String, source: SourcePosition, size: Size)
  /// A GeometryReader's content could not be made for the reader's real size (an input
  /// error: exit 1, like any other).
  case geometryContent(GeometryContentError)
}
