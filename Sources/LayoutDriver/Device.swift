// Device presets for `--device` (layoutc-layout(7) Decision 6): screen size in points, display scale,
// safe-area insets and size class, as an app sees them on an iPhone in portrait.
import LayoutEngine

/// A device preset: what `--device NAME` sets.
public struct Device: Sendable, Hashable {
  /// The id given to `--device`: lowercase words joined by `-` (`iphone-16-pro-max`).
  public var id: String
  /// The screen in points (portrait).
  public var size: Size
  public var scale: Double
  /// The safe-area insets of a full-screen app in portrait.
  public var safeArea: EdgeInsets
  /// Whether the horizontal size class is compact (every iPhone in portrait).
  public var compact: Bool

  public init(id: String, size: Size, scale: Double, safeArea: EdgeInsets, compact: Bool = true) {
    self.id = id
    self.size = size
    self.scale = scale
    self.safeArea = safeArea
    self.compact = compact
  }

  /// Every preset, newest first within each screen size, as `--device list` prints them.
  public static let all: [Device] = {
    // Screens shared by several models (layoutc-layout(7) Decision 6).
    func family(
      _ ids: [String], _ w: Double, _ h: Double, top: Double, bottom: Double, scale: Double = 3
    )
      -> [Device]
    {
      ids.map {
        Device(
          id: $0, size: Size(width: w, height: h), scale: scale,
          safeArea: EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0))
      }
    }
    return family(["iphone-17-pro", "iphone-16-pro"], 402, 874, top: 62, bottom: 34)
      + family(["iphone-16", "iphone-15-pro", "iphone-14-pro"], 393, 852, top: 59, bottom: 34)
      + family(
        ["iphone-15", "iphone-14", "iphone-13-pro", "iphone-13", "iphone-12-pro", "iphone-12"],
        390, 844, top: 47, bottom: 34)
      + family(["iphone-13-mini", "iphone-12-mini"], 375, 812, top: 50, bottom: 34)
      + family(
        ["iphone-16-pro-max", "iphone-15-pro-max", "iphone-14-pro-max"], 430, 932, top: 59,
        bottom: 34)
      + family(["iphone-13-pro-max", "iphone-12-pro-max"], 428, 926, top: 47, bottom: 34)
      + family(["iphone-se"], 375, 667, top: 20, bottom: 0, scale: 2)
  }()

  /// The preset with this id; case and `_`/space instead of `-` are forgiven.
  public static func named(_ name: String) -> Device? {
    let key = String(
      name.lowercased().map { $0 == "_" || $0 == " " ? "-" : $0 })
    return all.first { $0.id == key }
  }

  /// The id closest to a misspelt name, for "did you mean".
  static func suggestion(for name: String) -> String? {
    Suggestion.nearest(to: name.lowercased(), in: all.map(\.id))
  }

  /// `--device list`: an aligned table of id, size, scale and insets.
  public static func listTable() -> String {
    let header = ["id", "size", "scale", "safe area (top,leading,bottom,trailing)"]
    let rows =
      [header]
      + all.map { d in
        [
          d.id, NumberFormat.format(d.size.width) + "x" + NumberFormat.format(d.size.height),
          "@" + NumberFormat.format(d.scale) + "x",
          [d.safeArea.top, d.safeArea.leading, d.safeArea.bottom, d.safeArea.trailing]
            .map(NumberFormat.format).joined(separator: ","),
        ]
      }
    var widths = [Int](repeating: 0, count: header.count)
    for row in rows {
      for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) }
    }
    return rows.map { row in
      row.enumerated().map { i, cell in
        i == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[i] - cell.count + 2)
      }.joined() + "\n"
    }.joined()
  }
}

/// "Did you mean" for flags, values and device names: the nearest candidate by edit distance,
/// if it is close enough to be a typo.
enum Suggestion {
  static func nearest(to word: String, in candidates: [String]) -> String? {
    var best: (String, Int)? = nil
    for candidate in candidates {
      let d = distance(Array(word), Array(candidate))
      if d * 3 <= candidate.count, best.map({ d < $0.1 }) ?? true { best = (candidate, d) }
    }
    return best?.0
  }

  /// Levenshtein distance.
  static func distance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        current[j] = Swift.min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
