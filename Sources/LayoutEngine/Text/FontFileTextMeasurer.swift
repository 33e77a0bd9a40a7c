// Reproduces: SwiftUI's text measurement with a font of the user's (`--font FILE`) instead of
// the embedded SF tables. Same fonts resolution, line breaking and truncation as
// SFTextMeasurer; widths and metrics come from the file (FontFile/FontFile.swift says what a
// file cannot give: SF's optical sizes, Apple's tracking table without `trak`, bold/italic).

/// Measures text with a TrueType/OpenType font file read by hand (every offset checked).
public struct FontFileTextMeasurer: TextMeasurer {
  private let face: FontFileFace

  /// Reads the font. A truncated, damaged or unsupported file throws, never traps.
  public init(bytes: [UInt8]) throws(FontFileError) {
    face = FontFileFace(file: try FontFile(bytes: bytes))
  }

  /// Lays out `text` in the file's font for `proposal`: wraps, truncates and measures its lines.
  public func layout(
    _ text: TextContent, environment: EnvironmentOverrides, proposal: ProposedSize,
    context: TextMeasuringContext
  ) -> TextLayout {
    TextLayoutBuilder(face: face).layout(
      text, environment: environment, proposal: proposal, context: context)
  }

  /// The vertical metrics of the file's font at the size in effect.
  public func fontMetrics(environment: EnvironmentOverrides, context: TextMeasuringContext)
    -> FontMetrics
  {
    TextLayoutBuilder(face: face).fontMetrics(environment: environment, context: context)
  }

  /// Resolves the fonts and shapes the text once, for every proposal.
  public func prepare(
    _ text: TextContent, environment: EnvironmentOverrides, context: TextMeasuringContext
  ) -> any PreparedText {
    TextLayoutBuilder(face: face).prepare(
      text, environment: environment, context: context)
  }
}
