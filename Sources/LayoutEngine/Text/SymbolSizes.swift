// The sizes of common SF Symbols: symbols are not square. Measured as UIImage(systemName:)
// image sizes at the default configuration, 17-pt regular, medium scale (what a symbol in
// the body font is), iPhone SE 2x, iOS 26.1 (controls data S15, in points; SwiftUI's
// Image(systemName:) with the body font is taken to match). At another font a symbol is
// scaled by the font's line height over the body's (an estimate: only 17 pt was measured).
// On macOS the star was measured through SwiftUI at 13 pt (macOS 26, 2x: 16.5 x 16.08 beside
// a 16-pt line), scaled the same way. A symbol not listed is a square of the font's line
// height (layoutc-layout(7) Decision 5).

enum SymbolSizes {
  /// The body font's line height on iOS (17 pt), before the pixel grid.
  static let bodyLineHeight = 20.333_333

  /// Width and height at the body font, by symbol name.
  static let body: [String: Size] = [
    "calendar": Size(width: 21, height: 17.5),
    "clock": Size(width: 20, height: 19),
    "clock.fill": Size(width: 20, height: 19),
    "multiply": Size(width: 15.5, height: 13.5),
    "plus.circle.fill": Size(width: 20, height: 19),
    "circlebadge": Size(width: 16, height: 15),
    "checkmark.circle.fill": Size(width: 20, height: 19),
    "chevron.right": Size(width: 12.5, height: 16.5),
    "chevron.up": Size(width: 18.5, height: 10.5),
    "star": Size(width: 22, height: 20),
    "star.fill": Size(width: 22, height: 20),
    "gear": Size(width: 21.5, height: 20.5),
    "gearshape": Size(width: 21, height: 20),
    "person.crop.circle": Size(width: 20, height: 19),
    "person": Size(width: 19, height: 17.5),
    "plus": Size(width: 18, height: 16),
    "xmark": Size(width: 17.5, height: 15.5),
    "note.text": Size(width: 21, height: 17.5),
  ]

  /// The 13-pt system font's line height on macOS, before the pixel grid.
  static let macLineHeight = 16.0

  /// Width and height at the 13-pt system font on macOS, by symbol name.
  static let mac: [String: Size] = [
    "star": Size(width: 16.5, height: 16.079_834),
    "star.fill": Size(width: 16.5, height: 16.079_834),
  ]

  /// The size of `name` on macOS where a square symbol would be `side`.
  static func macSize(of name: String, side: Double) -> Size {
    guard let measured = mac[name] else { return Size(width: side, height: side) }
    let factor = side / macLineHeight
    return Size(width: measured.width * factor, height: measured.height * factor)
  }

  /// The size of `name` where a square symbol would be `side` (a line height on the pixel
  /// grid of `scale`): the measured size scaled by `side` over the body's line on that grid,
  /// or the square for a symbol not listed.
  static func size(of name: String, side: Double, scale: Double) -> Size {
    guard let measured = body[name] else { return Size(width: side, height: side) }
    let bodySide = (bodyLineHeight * scale - 1e-7).rounded(.up) / scale
    let factor = side / bodySide
    return Size(width: measured.width * factor, height: measured.height * factor)
  }
}
