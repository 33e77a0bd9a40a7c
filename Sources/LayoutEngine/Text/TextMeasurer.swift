// The one text-measuring protocol. The engine's `text` leaf asks it for a layout per proposal;
// the default implementation uses the embedded SF tables, `--font` swaps in a font file.

/// What the measurer needs besides the text: the pixel grid and the platform's fonts.
public struct TextMeasuringContext: Sendable, Hashable {
  /// Display scale: 1, 2 or 3. Sizes snap up to 1/scale.
  public var scale: Double
  /// The platform, whose system fonts and line heights apply.
  public var platform: Platform
  /// Creates a context.
  public init(scale: Double, platform: Platform) {
    self.scale = scale
    self.platform = platform
  }
}

/// Vertical metrics of a font in points, as spacing (layoutc-layout(7) 3.4) and symbol images need them.
public struct FontMetrics: Sendable, Hashable {
  /// The distance from the baseline up to the top of a line, in points.
  public var ascender: Double
  /// Positive: the distance below the baseline.
  public var descender: Double
  /// The extra space the font adds between lines, in points.
  public var leading: Double
  /// The height of capital letters above the baseline, in points.
  public var capHeight: Double
  /// Creates metrics; `descender` is positive.
  public init(ascender: Double, descender: Double, leading: Double, capHeight: Double) {
    self.ascender = ascender
    self.descender = descender
    self.leading = leading
    self.capHeight = capHeight
  }
  /// The font's line height, not rounded.
  public var lineHeight: Double { ascender + descender }
}

/// A text laid out for one proposal.
public struct TextLayout: Sendable, Hashable {
  /// Snapped to the pixel grid (ceil).
  public var size: Size
  /// Distance from the top to the first line's baseline (rounded to the pixel grid).
  public var firstBaseline: Double
  /// Distance from the top to the last line's baseline.
  public var lastBaseline: Double
  /// The laid-out lines as drawn (with `…` where truncated).
  public var lines: [String]
  /// True when some of the text did not fit and was cut (with an ellipsis).
  public var truncated: Bool
  /// Metrics of the largest font in the text (for spacing).
  public var metrics: FontMetrics
  /// Some character's width is a stand-in, not the font's own (CJK and emoji at fixed em
  /// widths, characters the SF tables lack, italic from upright widths).
  public var approximate: Bool
  /// Creates a text layout.
  public init(
    size: Size, firstBaseline: Double, lastBaseline: Double, lines: [String], truncated: Bool,
    metrics: FontMetrics, approximate: Bool = false
  ) {
    self.size = size
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
    self.lines = lines
    self.truncated = truncated
    self.metrics = metrics
    self.approximate = approximate
  }
}

/// Measures and lays out text. Must be a pure function of its inputs (results are memoised).
public protocol TextMeasurer: Sendable {
  /// Lays out `text` for `proposal` (layoutc-layout(7) 16.1), with `environment` the merged
  /// environment in effect at the text view (fonts, line limit, truncation, ...).
  func layout(
    _ text: TextContent, environment: EnvironmentOverrides, proposal: ProposedSize,
    context: TextMeasuringContext
  ) -> TextLayout

  /// Metrics of the font in effect (for symbol images and spacing of non-text views).
  func fontMetrics(environment: EnvironmentOverrides, context: TextMeasuringContext)
    -> FontMetrics

  /// `text` made ready to be laid out for any proposal: the engine asks this once per text
  /// view and run (and once for the runs that share `LayoutContext.textAnswers`), then asks
  /// the result for each proposal. A measurer does there, once, the work that does not
  /// depend on the proposal (resolving fonts, shaping). The default asks `layout` each time.
  func prepare(
    _ text: TextContent, environment: EnvironmentOverrides, context: TextMeasuringContext
  ) -> any PreparedText
}

/// A text prepared by a `TextMeasurer` for one environment and context.
public protocol PreparedText: AnyObject, Sendable {
  /// The text laid out for `proposal`: what the measurer's `layout` gives for it.
  func layout(_ proposal: ProposedSize) -> TextLayout
}

extension TextMeasurer {
  /// Prepares nothing: each proposal is a call to `layout`.
  public func prepare(
    _ text: TextContent, environment: EnvironmentOverrides, context: TextMeasuringContext
  ) -> any PreparedText {
    UnpreparedText(measurer: self, text: text, environment: environment, context: context)
  }
}

/// A text whose measurer prepares nothing.
private final class UnpreparedText: PreparedText {
  let measurer: any TextMeasurer
  let text: TextContent
  let environment: EnvironmentOverrides
  let context: TextMeasuringContext

  init(
    measurer: any TextMeasurer, text: TextContent, environment: EnvironmentOverrides,
    context: TextMeasuringContext
  ) {
    self.measurer = measurer
    self.text = text
    self.environment = environment
    self.context = context
  }

  func layout(_ proposal: ProposedSize) -> TextLayout {
    measurer.layout(text, environment: environment, proposal: proposal, context: context)
  }
}
