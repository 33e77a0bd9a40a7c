// `--format svg` (layoutc(1)): one standalone SVG document. One dump is its picture; several
// are a contact sheet, side by side in command-line order, each under its file and screen.
// Each picture is drawn by `Picture` from the frames and what the engine recorded of the views
// they show; this renderer lays them out on the page.
import LayoutAnalysis
import LayoutEngine

/// The standalone SVG document (`--format svg`): one dump's picture, or a contact sheet of several.
public struct SVGRenderer: FrameRenderer {
  /// Outline every view's frame with its kind (`--outline`).
  public var outline: Bool

  /// An SVG renderer; `outline` outlines every view's frame.
  public init(outline: Bool = false) { self.outline = outline }

  /// Elements are not indented; a node draws up to about 600 bytes, its label three times.
  public var cost: OutputCost { OutputCost(perLevel: 0, perNode: 600, perLabelByte: 3) }

  /// Its pictures.
  public var drawsPictures: Bool { true }

  /// Draws the dumps' pictures and lets them go: what the Swift of their custom shapes meets
  /// while drawing is then known before anything is printed.
  package static func drawOnce(_ dumps: [Dump]) { _ = pictures(dumps, outline: false) }

  /// Which view each frame shows, to draw it.
  public var recording: Recording { .frames }

  /// Each dump's picture, its ids (clip paths) kept apart from the other pictures' on the page
  /// by the dump's index; nil for a dump drawn without a record.
  static func pictures(_ dumps: [Dump], outline: Bool) -> [Picture.Drawing?] {
    dumps.enumerated().map { index, dump in
      dump.record.map { Picture.svg($0, dump: dump, outline: outline, id: "d\(index)") }
    }
  }

  /// SF where there is one, else the closest common sans-serif; texts are drawn at their
  /// measured line widths whatever the font (`textLength`).
  package static let fontFamily =
    "'SF Pro Text', -apple-system, BlinkMacSystemFont, 'Helvetica Neue', 'Liberation Sans', Arial, sans-serif"

  /// The SVG document of the dumps' pictures, side by side in order.
  public func render(_ dumps: [Dump], grouping: DumpGrouping) -> String {
    let prolog = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    let drawn = Self.pictures(dumps, outline: outline)
    let pictures = drawn.compactMap { $0 }
    if pictures.count == 1 { return prolog + pictures[0].svg + "\n" }
    // On a grey page, so each white screen shows its edges (a hairline round it); each
    // caption on its own lines over its picture, cut to the picture's width so neighbours'
    // captions never run into each other.
    let gap = 24.0
    let margin = 12.0
    let lineHeight = 16.0
    let captionLines = grouping.severalFiles ? 2.0 : 1.0
    let caption = captionLines * lineHeight + 8
    var x = margin
    var inner = ""
    var tallest = 0.0
    for (dump, picture) in zip(dumps, drawn) {
      guard let picture else { continue }
      let title =
        grouping.named.isEmpty
        ? dump.screenAndScaleDescription : dump.cellDescription(grouping.named.union(.screen))
      let lines = grouping.severalFiles ? [dump.file, title] : [title]
      for (index, line) in lines.enumerated() {
        let shown = Self.fitted(line, width: picture.width, fontSize: 12)
        inner +=
          "<text x=\"\(n(x))\" y=\"\(n(margin + lineHeight * Double(index + 1) - 4))\" "
          + "font-family=\"\(Self.fontFamily)\" font-size=\"12\" fill=\"#1C1C1E\">"
          + (shown == line ? "" : "<title>\(Escaping.xml(line))</title>")
          + Escaping.xml(shown) + "</text>\n"
      }
      let top = margin + caption
      inner +=
        "<rect x=\"\(n(x - 0.5))\" y=\"\(n(top - 0.5))\" width=\"\(n(picture.width + 1))\" "
        + "height=\"\(n(picture.height + 1))\" fill=\"none\" stroke=\"#8E8E93\" stroke-width=\"1\"/>\n"
      inner += "<g transform=\"translate(\(n(x)) \(n(top)))\">\n" + picture.svg + "\n</g>\n"
      x += picture.width + gap
      tallest = max(tallest, picture.height)
    }
    let width = max(x - gap + margin, 1)
    let height = tallest + caption + 2 * margin
    return prolog
      + "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
      + "viewBox=\"0 0 \(n(width)) \(n(height))\">\n"
      + "<rect width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#D1D1D6\"/>\n" + inner
      + "</svg>\n"
  }

  /// `text` cut with an ellipsis to about `width` points at `fontSize` (an average advance
  /// of 0.6 em: wide enough for most text).
  static func fitted(_ text: String, width: Double, fontSize: Double) -> String {
    let fits = max(Int(width / (fontSize * 0.6)), 1)
    guard text.count > fits else { return text }
    return String(text.prefix(max(fits - 1, 0))) + "…"
  }

  private func n(_ value: Double) -> String { NumberFormat.format(value) }
}
