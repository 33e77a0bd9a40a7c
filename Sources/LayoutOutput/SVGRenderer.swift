// `--format svg` (layoutc(1)): one standalone SVG document. One dump is its picture; several
// are a contact sheet, side by side in command-line order, each under its file and screen.
// The pictures themselves are drawn by LayoutAnalysis (`Picture`), from what the engine
// recorded; this renderer only lays them out on the page.
import LayoutEngine

/// The standalone SVG document (`--format svg`): one dump's picture, or a contact sheet of several.
public struct SVGRenderer: FrameRenderer {
  /// An SVG renderer (it has no settings).
  public init() {}

  /// SF where there is one, else the closest common sans-serif; texts are drawn at their
  /// measured line widths whatever the font (`textLength`).
  public static let fontFamily =
    "'SF Pro Text', -apple-system, BlinkMacSystemFont, 'Helvetica Neue', 'Liberation Sans', Arial, sans-serif"

  /// The SVG document of the dumps' pictures (`Dump.picture`), side by side in order.
  public func render(_ dumps: [Dump], grouping: DumpGrouping) -> String {
    let prolog = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    let pictures = dumps.compactMap(\.picture)
    if pictures.count == 1 { return prolog + pictures[0].svg + "\n" }
    let gap = 24.0
    let caption = 24.0
    var x = 0.0
    var inner = ""
    var tallest = 0.0
    for dump in dumps {
      guard let picture = dump.picture else { continue }
      var title =
        grouping.named.isEmpty
        ? dump.screenAndScaleDescription : dump.cellDescription(grouping.named.union(.screen))
      if grouping.severalFiles { title = dump.file + " " + title }
      inner +=
        "<text x=\"\(n(x))\" y=\"16\" font-family=\"\(Self.fontFamily)\" font-size=\"13\" "
        + "fill=\"#3C3C43\">" + Escaping.xml(title) + "</text>\n"
      inner += "<g transform=\"translate(\(n(x)) \(n(caption)))\">\n" + picture.svg + "\n</g>\n"
      x += picture.width + gap
      tallest = max(tallest, picture.height)
    }
    let width = max(x - gap, 1)
    let height = tallest + caption
    return prolog
      + "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
      + "viewBox=\"0 0 \(n(width)) \(n(height))\">\n" + inner + "</svg>\n"
  }

  private func n(_ value: Double) -> String { NumberFormat.format(value) }
}
