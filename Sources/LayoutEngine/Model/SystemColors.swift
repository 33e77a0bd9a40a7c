// SwiftUI's named colours with the sRGB values iOS draws them in, light appearance (Apple's
// Human Interface Guidelines, Color: system colors, iOS 17+). The resolver's colour names
// and the pictures (`--format svg`) both read this one table.

/// SwiftUI's named colours (`red`, `blue`, `secondary`, ...) and the sRGB values they are drawn
/// in.
package enum SystemColors {
  /// Name, then `#RRGGBB` (nil: `clear`, nothing drawn), then opacity (`secondary` is a
  /// translucent grey).
  package static let table: [(name: String, hex: String?, opacity: Double)] = [
    ("red", "#FF3B30", 1), ("orange", "#FF9500", 1), ("yellow", "#FFCC00", 1),
    ("green", "#34C759", 1), ("mint", "#00C7BE", 1), ("teal", "#30B0C7", 1),
    ("cyan", "#32ADE6", 1), ("blue", "#007AFF", 1), ("indigo", "#5856D6", 1),
    ("purple", "#AF52DE", 1), ("pink", "#FF2D55", 1), ("brown", "#A2845E", 1),
    ("white", "#FFFFFF", 1), ("gray", "#8E8E93", 1), ("black", "#000000", 1),
    ("clear", nil, 0), ("primary", "#000000", 1), ("secondary", "#3C3C43", 0.6),
    ("tertiary", "#3C3C43", 0.3), ("quaternary", "#3C3C43", 0.18),
    ("accentColor", "#007AFF", 1),
    // UIKit's semantic colours (`Color(.systemGray5)`, `Color(uiColor: .label)`).
    ("systemGray", "#8E8E93", 1), ("systemGray2", "#AEAEB2", 1), ("systemGray3", "#C7C7CC", 1),
    ("systemGray4", "#D1D1D6", 1), ("systemGray5", "#E5E5EA", 1), ("systemGray6", "#F2F2F7", 1),
    ("systemBackground", "#FFFFFF", 1), ("secondarySystemBackground", "#F2F2F7", 1),
    ("tertiarySystemBackground", "#FFFFFF", 1), ("systemGroupedBackground", "#F2F2F7", 1),
    ("secondarySystemGroupedBackground", "#FFFFFF", 1),
    ("tertiarySystemGroupedBackground", "#F2F2F7", 1),
    ("label", "#000000", 1), ("secondaryLabel", "#3C3C43", 0.6),
    ("tertiaryLabel", "#3C3C43", 0.3), ("quaternaryLabel", "#3C3C43", 0.18),
    ("placeholderText", "#3C3C43", 0.3), ("separator", "#3C3C43", 0.29),
    ("opaqueSeparator", "#C6C6C8", 1), ("link", "#007AFF", 1),
    ("systemFill", "#787880", 0.2), ("secondarySystemFill", "#787880", 0.16),
    ("tertiarySystemFill", "#767680", 0.12), ("quaternarySystemFill", "#747480", 0.08),
    ("systemRed", "#FF3B30", 1), ("systemBlue", "#007AFF", 1), ("systemGreen", "#34C759", 1),
    ("systemOrange", "#FF9500", 1), ("systemYellow", "#FFCC00", 1),
    ("systemPink", "#FF2D55", 1), ("systemPurple", "#AF52DE", 1),
    ("systemIndigo", "#5856D6", 1), ("systemTeal", "#30B0C7", 1), ("systemMint", "#00C7BE", 1),
    ("systemCyan", "#32ADE6", 1), ("systemBrown", "#A2845E", 1),
    // Materials are blurs of what lies behind: drawn as translucent white (an approximation
    // for pictures; they change no frame).
    ("ultraThinMaterial", "#FFFFFF", 0.3), ("thinMaterial", "#FFFFFF", 0.45),
    ("regularMaterial", "#FFFFFF", 0.6), ("thickMaterial", "#FFFFFF", 0.75),
    ("ultraThickMaterial", "#FFFFFF", 0.9), ("bar", "#F9F9F9", 0.94),
  ]

  /// The drawn colour of a name as a dump prints it (`red`, `#FF8800`); nil for `clear`
  /// and for names that are not colours.
  package static func css(_ name: String) -> (hex: String, opacity: Double)? {
    // `#RRGGBBAA`: a colour with its opacity (a placeholder's grey, a tinted bezel).
    if name.hasPrefix("#"), name.count == 9, let alpha = Int(name.suffix(2), radix: 16) {
      return (String(name.prefix(7)), Double(alpha) / 255)
    }
    if name.hasPrefix("#") { return (name, 1) }
    let key = name.lowercased()
    guard let entry = table.first(where: { $0.name.lowercased() == key }), let hex = entry.hex
    else {
      return nil
    }
    return (hex, entry.opacity)
  }
}
