// Reproduces: SwiftUI's Text.sizeThatFits (layoutc-layout(7) 16.1) on top of a font face:
// 1. (0, 0) -> (0, 0); an empty string -> (0, 0);
// 2. width w = the proposal (nil/inf: no wrapping; 0: CoreText's leastNonzero, one character
//    per line, reported width 0); `minimumScaleFactor` with a one-line limit shrinks the fonts
//    first (see `scaleToFit`);
// 3. break lines (LineBreaker.swift);
// 4. visible lines = min(all, lineLimit max, lines that fit the height proposal (at least 1));
//    a cut text truncates its last visible line (Truncation.swift);
// 5. width = widest visible line (hanging space included, plus the face's line correction)
//    capped at w, then ceil_px;
//    height = max(visible, reserved lines) lines of the tallest font (LineModel.swift), first
//    baseline on line 1, last baseline on the last visible line.

/// Lays out text with any font face; shared by the SF tables and font files.
struct TextLayoutBuilder<Face: FontFace>: Sendable {
  let face: Face

  func layout(
    _ text: TextContent, environment: EnvironmentOverrides, proposal: ProposedSize,
    context: TextMeasuringContext
  ) -> TextLayout {
    prepare(text, environment: environment, context: context).layout(proposal)
  }

  /// The work that does not depend on the proposal (fonts, shaping), done once.
  func prepare(
    _ text: TextContent, environment: EnvironmentOverrides, context: TextMeasuringContext
  ) -> PreparedFaceText<Face> {
    PreparedFaceText(face: face, text: text, environment: environment, context: context)
  }

  /// The metrics of the environment's font.
  func fontMetrics(environment: EnvironmentOverrides, context: TextMeasuringContext) -> FontMetrics
  {
    face.fontMetrics(
      for: ResolvedFont.resolve(environment, platform: context.platform), context: context)
  }

  /// `lineLimit`: at most `max` lines (nil, or 0 as CoreText's maximumNumberOfLines = no
  /// limit); the height reserves `min` lines (`reservesSpace: true` reserves `max`).
  static func lineLimits(_ limit: LineLimit?) -> (min: Int, max: Int?) {
    guard let limit else { return (0, nil) }
    let maximum = limit.max.flatMap { $0 > 0 ? $0 : nil }
    var minimum = max(limit.min ?? 0, 0)
    if limit.reservesSpace { minimum = max(minimum, maximum ?? 0) }
    if let maximum { minimum = min(minimum, maximum) }
    return (minimum, maximum)
  }
}

/// A text shaped in one face for one environment and context; laid out per proposal.
final class PreparedFaceText<Face: FontFace>: PreparedText {
  let face: Face
  let environment: EnvironmentOverrides
  let context: TextMeasuringContext
  let baseFont: ResolvedFont
  let shaped: ShapedText
  let limits: (min: Int, max: Int?)
  let lineSpacing: Double

  /// Resolves the fonts of `text`'s runs and shapes it.
  init(
    face: Face, text: TextContent, environment: EnvironmentOverrides,
    context: TextMeasuringContext
  ) {
    self.face = face
    self.environment = environment
    self.context = context
    baseFont = ResolvedFont.resolve(environment, platform: context.platform)
    shaped = ShapedText(
      runs: text.runs.map { run in
        let style = run.style.applied(over: environment)
        // `.textCase`: the text is measured as it is shown.
        let string = style.textCase.map { $0.apply(run.string) } ?? run.string
        return (string, ResolvedFont.resolve(style, platform: context.platform))
      }, face: face)
    limits = TextLayoutBuilder<Face>.lineLimits(environment.lineLimit)
    lineSpacing = environment.lineSpacing.flatMap { $0.isFinite ? $0 : nil } ?? 0
  }

  func layout(_ proposal: ProposedSize) -> TextLayout {
    let grid = PixelGrid(scale: context.scale)
    var shaped = self.shaped
    let proposedWidth = Self.sanitized(proposal.width)
    let proposedHeight = Self.sanitized(proposal.height)

    // Step 1.
    if shaped.isEmpty || (proposedWidth == 0 && proposedHeight == 0) {
      return TextLayout(
        size: .zero, firstBaseline: 0, lastBaseline: 0, lines: [], truncated: !shaped.isEmpty,
        metrics: face.fontMetrics(
          for: shaped.dominantFont(face: face, context: context) ?? baseFont, context: context),
        approximate: shaped.approximate)
    }

    // Step 2.
    let width = proposedWidth ?? .infinity
    if limits.max == 1, let factor = environment.minimumScaleFactor {
      shaped = scaleToFit(shaped, width: width, minimumFactor: factor)
    }
    let font = shaped.dominantFont(face: face, context: context) ?? baseFont
    let model = face.lineModel(for: font, context: context)

    // Step 3.
    let lines = shaped.lines(width: width)

    // Step 4.
    var visible = lines.count
    if let limit = limits.max { visible = min(visible, limit) }
    if let height = proposedHeight, height.isFinite {
      var fitting = 1
      while fitting < visible,
        ShapedText.fits(
          model.unroundedHeight(lines: fitting + 1, lineSpacing: lineSpacing), in: height)
      {
        fitting += 1
      }
      visible = min(visible, fitting)
    }
    let truncated = visible < lines.count
    var drawn: [String] = []
    var widest = 0.0
    for (index, line) in lines.prefix(visible).enumerated() {
      if truncated && index == visible - 1 {
        let rest = line.range.lowerBound..<line.paragraph.upperBound
        let cut = shaped.truncate(
          rest, mode: environment.truncationMode ?? .tail, width: width,
          moreFollows: line.paragraph.upperBound < shaped.clusters.count)
        drawn.append(cut.string)
        widest = max(widest, shaped.lineWidth(cut.width))
      } else {
        drawn.append(shaped.string(of: line.range.lowerBound..<shaped.trimmedEnd(of: line.range)))
        widest = max(widest, shaped.lineWidth(shaped.width(of: line.range)))
      }
    }

    // Step 5.
    let reportedWidth = proposedWidth == 0 ? 0 : grid.ceil(min(widest, width))
    let heightLines = max(visible, limits.min)
    return TextLayout(
      size: Size(
        width: reportedWidth,
        height: model.height(lines: heightLines, lineSpacing: lineSpacing, grid: grid)),
      firstBaseline: model.firstBaseline(grid: grid),
      lastBaseline: model.lastBaseline(lines: visible, lineSpacing: lineSpacing, grid: grid),
      lines: drawn, truncated: truncated,
      metrics: face.fontMetrics(for: font, context: context), approximate: shaped.approximate)
  }

  /// A proposal side: nil (or NaN) unspecified, negatives 0.
  private static func sanitized(_ value: Double?) -> Double? {
    guard let value, !value.isNaN else { return nil }
    return max(value, 0)
  }

  /// `minimumScaleFactor(f)` with `lineLimit(1)`: when the first paragraph is wider than
  /// `width`, the largest scale in [f, 1] at which it fits, found by bisection (30 halvings of
  /// the interval, keeping the last scale that fits); at f it truncates as usual. Fonts,
  /// line heights and baselines all scale.
  private func scaleToFit(_ shaped: ShapedText, width: Double, minimumFactor: Double) -> ShapedText
  {
    guard width.isFinite, minimumFactor.isFinite, minimumFactor < 1 else { return shaped }
    let floorFactor = max(minimumFactor, 0.01)
    func firstParagraphFits(_ text: ShapedText) -> Bool {
      guard let paragraph = text.paragraphs.first else { return true }
      return text.lineFits(text.fitWidth(of: paragraph), in: width)
    }
    if firstParagraphFits(shaped) { return shaped }
    let smallest = shaped.scaled(by: floorFactor, face: face)
    if !firstParagraphFits(smallest) { return smallest }
    var low = floorFactor
    var high = 1.0
    for _ in 0..<30 {
      let mid = (low + high) / 2
      if firstParagraphFits(shaped.scaled(by: mid, face: face)) { low = mid } else { high = mid }
    }
    return shaped.scaled(by: low, face: face)
  }
}
