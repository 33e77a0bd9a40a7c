// Reproduces: SwiftUI's text measurement with the system font, from embedded SF tables (no
// font file). The default `TextMeasurer` of layoutc.

/// Measures text in SF, the iOS and macOS system font, from the embedded width and metric
/// tables (shared/data, via Tables/*.swift). A pure function of its inputs; memoises nothing.
public struct SFTextMeasurer: TextMeasurer {
  public init() {}

  public func layout(
    _ text: TextContent, environment: EnvironmentOverrides, proposal: ProposedSize,
    context: TextMeasuringContext
  ) -> TextLayout {
    TextLayoutBuilder(face: SFFontFace(platform: context.platform)).layout(
      text, environment: environment, proposal: proposal, context: context)
  }

  public func fontMetrics(environment: EnvironmentOverrides, context: TextMeasuringContext)
    -> FontMetrics
  {
    TextLayoutBuilder(face: SFFontFace(platform: context.platform)).fontMetrics(
      environment: environment, context: context)
  }
}
