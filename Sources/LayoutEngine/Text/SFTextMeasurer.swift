// Reproduces: SwiftUI's text measurement with the system font, from embedded SF tables (no
// font file). The default `TextMeasurer` of layoutc.

/// Measures text in SF, the iOS and macOS system font, from the embedded width and metric
/// tables (Tables/*.swift, generated from Tables/measurements/). A pure function of its
/// inputs; memoises nothing.
public struct SFTextMeasurer: TextMeasurer {
  /// Creates the measurer; it holds no state.
  public init() {}

  /// Lays out `text` in SF for `proposal`: wraps, truncates and measures its lines.
  public func layout(
    _ text: TextContent, environment: EnvironmentOverrides, proposal: ProposedSize,
    context: TextMeasuringContext
  ) -> TextLayout {
    TextLayoutBuilder(face: SFFontFace(platform: context.platform)).layout(
      text, environment: environment, proposal: proposal, context: context)
  }

  /// The vertical metrics of the SF font in effect.
  public func fontMetrics(environment: EnvironmentOverrides, context: TextMeasuringContext)
    -> FontMetrics
  {
    TextLayoutBuilder(face: SFFontFace(platform: context.platform)).fontMetrics(
      environment: environment, context: context)
  }

  /// Resolves the fonts and shapes the text once, for every proposal.
  public func prepare(
    _ text: TextContent, environment: EnvironmentOverrides, context: TextMeasuringContext
  ) -> any PreparedText {
    TextLayoutBuilder(face: SFFontFace(platform: context.platform)).prepare(
      text, environment: environment, context: context)
  }
}
