// SwiftUI's named colours with the sRGB values iOS draws them in, light appearance (Apple's
// Human Interface Guidelines, Color: system colors, iOS 17+). The resolver's colour names
// and the pictures (`--format svg`) both read this one table.

/// SwiftUI's named colours (`red`, `blue`, `secondary`, ...) and the sRGB values they are drawn
/// in.
public enum SystemColors {
  /// Name, then `#RRGGBB` (nil: `clear`, nothing drawn), then opacity (`secondary` is a
  /// translucent grey).
  public static let table: [(name: String, hex: String?, opacity: Double)] = [
    ("red", "#FF3B30", 1), ("orange", "#FF9500", 1), ("yellow", "#FFCC00", 1),
    ("green", "#34C759", 1), ("mint", "#00C7BE", 1), ("teal", "#30B0C7", 1),
    ("cyan", "#32ADE6", 1), ("blue", "#007AFF", 1), ("indigo", "#5856D6", 1),
    ("purple", "#AF52DE", 1), ("pink", "#FF2D55", 1), ("brown", "#A2845E", 1),
    ("white", "#FFFFFF", 1), ("gray", "#8E8E93", 1), ("black", "#000000", 1),
    ("clear", nil, 0), ("primary", "#000000", 1), ("secondary", "#3C3C43", 0.6),
  ]

  /// The drawn colour of a name as a dump prints it (`red`, `#FF8800`); nil for `clear`
  /// and for names that are not colours.
  public static func css(_ name: String) -> (hex: String, opacity: Double)? {
    // `#RRGGBBAA`: a colour with its opacity (a placeholder's grey, a tinted bezel).
    if name.hasPrefix("#"), name.count == 9, let alpha = Int(name.suffix(2), radix: 16) {
      return (String(name.prefix(7)), Double(alpha) / 255)
    }
    if name.hasPrefix("#") { return (name, 1) }
    let key = name.lowercased()
    guard let entry = table.first(where: { $0.name == key }), let hex = entry.hex else {
      return nil
    }
    return (hex, entry.opacity)
  }
}
