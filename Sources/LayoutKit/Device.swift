// Device presets for `--device` (layoutc-layout(7) Decision 6): every iPhone and iPad on sale and
// the last few generations, each in portrait (`iphone-16-pro`) and landscape
// (`iphone-16-pro-landscape`), with what an app sees full screen: the screen in points, the
// display scale, the safe-area insets, the display's corner radius and the size classes.
//
// Landscape is a preset of its own (an id with `-landscape`) rather than an orientation option,
// so that one vocabulary names every screen: `--device 'iphone-*-landscape'` and `--device all`
// work with the patterns the other ids use. Landscape is the home indicator (or the home
// button) on the right, so leading and trailing insets are equal on every model here.
//
// Sources, cited per entry by tag:
// [HIG]  Apple Human Interface Guidelines, "Layout", Specifications: device screen sizes
//        (points, scale) and size classes per orientation
//        (developer.apple.com/design/human-interface-guidelines/layout).
// [SPEC] Apple tech specs page of the model (support.apple.com/specs): the display in pixels;
//        points = pixels / scale. The mini models render 375x812 @3x and downsample (native
//        scale 2.88); UIKit and SwiftUI lay out at 375x812.
// [SA]   safe-area insets of a full-screen app as the simulator reports them
//        (`UIWindow.safeAreaInsets`), the well-known measured values tabulated by developers
//        (e.g. useyourloaf.com's iPhone and iPad screen-size posts). Portrait: status bar / notch /
//        Dynamic Island on top, home indicator (34) at the bottom. Landscape: the sensor housing
//        side's inset on both sides, home indicator 21, no status bar on iPhone. iPads without a
//        home button: 24 top (status bar), 20 bottom (home indicator) in both orientations;
//        iPads with a home button: 20 top, 0 bottom.
// [CR]   display corner radius in points, as UIKit reports it (`_displayCornerRadius`),
//        tabulated by kylebshr/ScreenCorners; 0 on rectangular displays.
// [DATA] the status-bar heights of the project's control data (source S33 of the control
//        metrics): top safe area 20 (SE), 47 (notch), 59-62 (Dynamic Island, 62 on the 6.3"
//        and 6.9" models).
// Where a value is not from one of these, the entry says so ("uncertain"). The iPhone 15 has
// the Dynamic Island screen of the iPhone 15 Pro (2556x1179 px @3x = 393x852, 59 top), not
// the iPhone 14's.
import LayoutEngine

/// A device preset: what `--device NAME` sets.
public struct Device: Sendable, Hashable {
  /// Whether the preset is an iPhone or an iPad.
  public enum Family: String, Sendable, Hashable { case iphone, ipad }
  /// Which way the screen is held; a landscape preset's id ends in `-landscape`.
  public enum Orientation: String, Sendable, Hashable { case portrait, landscape }
  /// SwiftUI's `UserInterfaceSizeClass`.
  public enum SizeClass: String, Sendable, Hashable { case compact, regular }

  /// The id given to `--device`: lowercase words joined by `-` (`iphone-16-pro-max`,
  /// `ipad-air-13-landscape`).
  public var id: String
  /// The marketing name (`iPhone 16 Pro Max`).
  public var name: String
  /// iPhone or iPad.
  public var family: Family
  /// Portrait or landscape.
  public var orientation: Orientation
  /// The screen in points, as oriented.
  public var size: Size
  /// The display scale (2 or 3), used for pixel rounding.
  public var scale: Double
  /// The safe-area insets of a full-screen app, as oriented.
  public var safeArea: EdgeInsets
  /// The display's corner radius in points; nil where no published value is known.
  public var cornerRadius: Double?
  /// The horizontal size class in this orientation (what `if compact` tests).
  public var horizontalSizeClass: SizeClass
  /// The vertical size class in this orientation.
  public var verticalSizeClass: SizeClass

  /// A preset; see the properties.
  public init(
    id: String, name: String, family: Family, orientation: Orientation, size: Size,
    scale: Double, safeArea: EdgeInsets, cornerRadius: Double?, horizontalSizeClass: SizeClass,
    verticalSizeClass: SizeClass
  ) {
    self.id = id
    self.name = name
    self.family = family
    self.orientation = orientation
    self.size = size
    self.scale = scale
    self.safeArea = safeArea
    self.cornerRadius = cornerRadius
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
  }

  /// Whether the horizontal size class is compact: what `if compact` tests.
  public var compact: Bool { horizontalSizeClass == .compact }

  /// One model: its portrait screen and what changes in landscape.
  struct Model {
    var id: String
    var name: String
    var family: Family
    /// Portrait, in points.
    var width: Double
    var height: Double
    var scale: Double
    /// Portrait insets.
    var top: Double
    var bottom: Double
    /// Landscape insets: each side, bottom and top.
    var landscapeSide: Double
    var landscapeBottom: Double
    var landscapeTop: Double
    var cornerRadius: Double?
    /// The horizontal size class in landscape (regular on the widest iPhones and on iPads).
    var landscapeWidthClass: SizeClass

    /// A Face ID / Dynamic Island iPhone: `top` over a 34 home indicator; in landscape `top` on
    /// both sides over a 21 home indicator [SA].
    static func phone(
      _ id: String, _ name: String, _ width: Double, _ height: Double, scale: Double = 3,
      top: Double, cornerRadius: Double?, landscapeWidth: SizeClass = .compact
    ) -> Model {
      Model(
        id: id, name: name, family: .iphone, width: width, height: height, scale: scale, top: top,
        bottom: 34, landscapeSide: top, landscapeBottom: 21, landscapeTop: 0,
        cornerRadius: cornerRadius, landscapeWidthClass: landscapeWidth)
    }

    /// An iPad: 24 top and 20 bottom without a home button, 20 and 0 with one, in both
    /// orientations [SA]; regular in both size classes [HIG].
    static func pad(
      _ id: String, _ name: String, _ width: Double, _ height: Double, homeButton: Bool = false,
      cornerRadius: Double?
    ) -> Model {
      Model(
        id: id, name: name, family: .ipad, width: width, height: height, scale: 2,
        top: homeButton ? 20 : 24, bottom: homeButton ? 0 : 20, landscapeSide: 0,
        landscapeBottom: homeButton ? 0 : 20, landscapeTop: homeButton ? 20 : 24,
        cornerRadius: cornerRadius, landscapeWidthClass: .regular)
    }

    var devices: [Device] {
      let regularHeight: SizeClass = family == .ipad ? .regular : .compact
      return [
        Device(
          id: id, name: name, family: family, orientation: .portrait,
          size: Size(width: width, height: height), scale: scale,
          safeArea: EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0),
          cornerRadius: cornerRadius,
          horizontalSizeClass: family == .ipad ? .regular : .compact, verticalSizeClass: .regular),
        Device(
          id: id + "-landscape", name: name + " (landscape)", family: family,
          orientation: .landscape, size: Size(width: height, height: width), scale: scale,
          safeArea: EdgeInsets(
            top: landscapeTop, leading: landscapeSide, bottom: landscapeBottom,
            trailing: landscapeSide),
          cornerRadius: cornerRadius, horizontalSizeClass: landscapeWidthClass,
          verticalSizeClass: regularHeight),
      ]
    }
  }

  /// Every model, newest first: iPhones, then iPads.
  static let models: [Model] = [
    // iPhone 17 family (2025). 17 Pro and 17: 2622x1206 px [SPEC], 402x874 @3x [HIG], 62 top
    // [SA][DATA], corners 62 [CR] (uncertain for the 17 and 17 Pro: the 16 Pro's display size,
    // value carried over).
    .phone("iphone-17-pro", "iPhone 17 Pro", 402, 874, top: 62, cornerRadius: 62),
    // 2868x1320 px [SPEC] = 440x956 @3x [HIG]; regular width in landscape [HIG].
    .phone(
      "iphone-17-pro-max", "iPhone 17 Pro Max", 440, 956, top: 62, cornerRadius: 62,
      landscapeWidth: .regular),
    // iPhone Air: 2736x1260 px [SPEC] = 420x912 @3x. Uncertain: the 68 top inset (a single
    // published measurement), the regular landscape width (by the rule that the 414-and-wider
    // iPhones are regular in landscape) and the corner radius (none published: nil).
    .phone(
      "iphone-air", "iPhone Air", 420, 912, top: 68, cornerRadius: nil, landscapeWidth: .regular
    ),
    .phone("iphone-17", "iPhone 17", 402, 874, top: 62, cornerRadius: 62),
    // iPhone 16 family (2024). 16 Pro 402x874, 16 Pro Max 440x956 (Apple's own figures: the
    // brief of issue 14 and [HIG]), 62 top [SA], corners 62 [CR].
    .phone("iphone-16-pro", "iPhone 16 Pro", 402, 874, top: 62, cornerRadius: 62),
    .phone(
      "iphone-16-pro-max", "iPhone 16 Pro Max", 440, 956, top: 62, cornerRadius: 62,
      landscapeWidth: .regular),
    // 16: 2556x1179 px = 393x852; 16 Plus: 2796x1290 px = 430x932 [SPEC][HIG]; 59 top [SA];
    // corners 55 [CR].
    .phone("iphone-16", "iPhone 16", 393, 852, top: 59, cornerRadius: 55),
    .phone(
      "iphone-16-plus", "iPhone 16 Plus", 430, 932, top: 59, cornerRadius: 55,
      landscapeWidth: .regular),
    // 16e: the iPhone 14's notched 2532x1170 px display = 390x844 [SPEC]; 47 top [SA]; corners
    // 47.33 [CR] (uncertain: the iPhone 14's value).
    .phone("iphone-16e", "iPhone 16e", 390, 844, top: 47, cornerRadius: 47.33),
    // iPhone 15 family (2023): all Dynamic Island, 59 top [SA], corners 55 [CR].
    // 15 and 15 Pro 2556x1179 px = 393x852; Plus and Pro Max 2796x1290 px = 430x932 [SPEC].
    .phone("iphone-15-pro", "iPhone 15 Pro", 393, 852, top: 59, cornerRadius: 55),
    .phone(
      "iphone-15-pro-max", "iPhone 15 Pro Max", 430, 932, top: 59, cornerRadius: 55,
      landscapeWidth: .regular),
    .phone("iphone-15", "iPhone 15", 393, 852, top: 59, cornerRadius: 55),
    .phone(
      "iphone-15-plus", "iPhone 15 Plus", 430, 932, top: 59, cornerRadius: 55,
      landscapeWidth: .regular),
    // iPhone 14 family (2022): Pro models Dynamic Island (59 top, corners 55); 14 and 14 Plus
    // notch (47 top; corners 47.33 and 53.33) [SPEC][SA][CR].
    .phone("iphone-14-pro", "iPhone 14 Pro", 393, 852, top: 59, cornerRadius: 55),
    .phone(
      "iphone-14-pro-max", "iPhone 14 Pro Max", 430, 932, top: 59, cornerRadius: 55,
      landscapeWidth: .regular),
    .phone("iphone-14", "iPhone 14", 390, 844, top: 47, cornerRadius: 47.33),
    .phone(
      "iphone-14-plus", "iPhone 14 Plus", 428, 926, top: 47, cornerRadius: 53.33,
      landscapeWidth: .regular),
    // iPhone 13 family (2021): 2532x1170 px = 390x844, Pro Max 2778x1284 px = 428x926, mini
    // 375x812 [SPEC][HIG]; 47 top (mini 50) [SA]; corners 47.33 / 53.33 / 44 [CR].
    .phone("iphone-13-pro", "iPhone 13 Pro", 390, 844, top: 47, cornerRadius: 47.33),
    .phone(
      "iphone-13-pro-max", "iPhone 13 Pro Max", 428, 926, top: 47, cornerRadius: 53.33,
      landscapeWidth: .regular),
    .phone("iphone-13", "iPhone 13", 390, 844, top: 47, cornerRadius: 47.33),
    .phone("iphone-13-mini", "iPhone 13 mini", 375, 812, top: 50, cornerRadius: 44),
    // iPhone 12 family (2020): as the 13s [SPEC][HIG][SA][CR].
    .phone("iphone-12-pro", "iPhone 12 Pro", 390, 844, top: 47, cornerRadius: 47.33),
    .phone(
      "iphone-12-pro-max", "iPhone 12 Pro Max", 428, 926, top: 47, cornerRadius: 53.33,
      landscapeWidth: .regular),
    .phone("iphone-12", "iPhone 12", 390, 844, top: 47, cornerRadius: 47.33),
    .phone("iphone-12-mini", "iPhone 12 mini", 375, 812, top: 50, cornerRadius: 44),
    // iPhone 11 family (2019): 11 Pro 2436x1125 px = 375x812 @3x, 11 Pro Max 2688x1242 px =
    // 414x896 @3x, 11 1792x828 px = 414x896 @2x [SPEC][HIG]; 44 top (11: 48) [SA]; corners 39
    // (11: 41.5) [CR]; the 414-wide models are regular in landscape [HIG].
    .phone("iphone-11-pro", "iPhone 11 Pro", 375, 812, top: 44, cornerRadius: 39),
    .phone(
      "iphone-11-pro-max", "iPhone 11 Pro Max", 414, 896, top: 44, cornerRadius: 39,
      landscapeWidth: .regular),
    .phone(
      "iphone-11", "iPhone 11", 414, 896, scale: 2, top: 48, cornerRadius: 41.5,
      landscapeWidth: .regular),
    // iPhone SE (2nd and 3rd generation): 1334x750 px = 375x667 @2x [SPEC][HIG]; status bar 20
    // on top, no home indicator; no status bar in landscape [SA][DATA]; square corners.
    Model(
      id: "iphone-se", name: "iPhone SE", family: .iphone, width: 375, height: 667, scale: 2,
      top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0, landscapeTop: 0,
      cornerRadius: 0, landscapeWidthClass: .compact),
    // iPad Pro (M4, M5; 2024-): 11-inch 2420x1668 px = 834x1210, 13-inch 2752x2064 px =
    // 1032x1376, @2x [SPEC][HIG]. Corner radius not published: nil.
    .pad("ipad-pro-13", "iPad Pro 13-inch", 1032, 1376, cornerRadius: nil),
    .pad("ipad-pro-11", "iPad Pro 11-inch", 834, 1210, cornerRadius: nil),
    // iPad Air (M2, M3; 2024-): 11-inch 2360x1640 px = 820x1180, 13-inch 2732x2048 px =
    // 1024x1366 [SPEC][HIG]; corners 18 [CR].
    .pad("ipad-air-13", "iPad Air 13-inch", 1024, 1366, cornerRadius: 18),
    .pad("ipad-air-11", "iPad Air 11-inch", 820, 1180, cornerRadius: 18),
    // iPad (A16, 2025) and iPad (10th generation): 2360x1640 px = 820x1180 [SPEC][HIG];
    // Touch ID in the top button, so 24/20 insets [SA]; corners 18 [CR].
    .pad("ipad-a16", "iPad (A16)", 820, 1180, cornerRadius: 18),
    // iPad mini (A17 Pro) and 6th generation: 2266x1488 px = 744x1133 [SPEC][HIG]; corners
    // 21.5 [CR].
    .pad("ipad-mini-a17-pro", "iPad mini (A17 Pro)", 744, 1133, cornerRadius: 21.5),
    // The generation before: iPad Pro 12.9-inch (6th generation) 2732x2048 px = 1024x1366,
    // 11-inch (4th generation) 2388x1668 px = 834x1194, iPad Air (5th generation) 820x1180,
    // iPad (10th generation) 820x1180, iPad mini (6th generation) 744x1133 [SPEC][HIG];
    // corners 18 (mini 21.5) [CR].
    .pad(
      "ipad-pro-12-9-6th-gen", "iPad Pro 12.9-inch (6th generation)", 1024, 1366, cornerRadius: 18),
    .pad("ipad-pro-11-4th-gen", "iPad Pro 11-inch (4th generation)", 834, 1194, cornerRadius: 18),
    .pad("ipad-air-5th-gen", "iPad Air (5th generation)", 820, 1180, cornerRadius: 18),
    .pad("ipad-10th-gen", "iPad (10th generation)", 820, 1180, cornerRadius: 18),
    .pad("ipad-mini-6th-gen", "iPad mini (6th generation)", 744, 1133, cornerRadius: 21.5),
    // iPad (9th generation): 2160x1620 px = 810x1080 @2x [SPEC][HIG]; home button: 20 top,
    // 0 bottom [SA]; square corners.
    .pad("ipad-9th-gen", "iPad (9th generation)", 810, 1080, homeButton: true, cornerRadius: 0),
  ]

  /// Every preset, as `--device list` prints them and `--device all` lays out: each model in
  /// portrait, then in landscape.
  public static let all: [Device] = models.flatMap(\.devices)

  /// Other names a model is known by, to its id.
  static let aliases: [String: String] = [
    "iphone-17-air": "iphone-air", "iphone-se-2": "iphone-se", "iphone-se-3": "iphone-se",
    "iphone-se-2nd-gen": "iphone-se", "iphone-se-3rd-gen": "iphone-se",
  ]

  /// The id a name spells: case and `_`/space instead of `-` are forgiven.
  static func key(_ name: String) -> String {
    String(name.lowercased().map { $0 == "_" || $0 == " " ? "-" : $0 })
  }

  /// The preset with this id (or an alias of it, also with `-landscape`).
  public static func named(_ name: String) -> Device? {
    var key = Self.key(name)
    for (alias, id) in aliases {
      if key == alias {
        key = id
      } else if key == alias + "-landscape" {
        key = id + "-landscape"
      }
    }
    return all.first { $0.id == key }
  }

  /// The presets a `--device` value names, in catalog order within a pattern: an id, `all`, a
  /// shell pattern with `*`, `?` and `[...]` (`iphone-*`, `ipad-*-landscape`), or a comma list
  /// of those. nil for the first part that names nothing, with that part.
  public static func matching(_ value: String) -> Result<[Device], UnmatchedDevice> {
    var devices: [Device] = []
    for part in value.split(separator: ",", omittingEmptySubsequences: false) {
      let name = String(part.trimmingSpaces)
      let key = Self.key(name)
      if key == "all" {
        devices += all
      } else if isPattern(key) {
        let hits = all.filter { Glob.matches(key, $0.id) }
        guard !hits.isEmpty else { return .failure(UnmatchedDevice(name: name, pattern: true)) }
        devices += hits
      } else if let device = named(key) {
        devices.append(device)
      } else {
        return .failure(UnmatchedDevice(name: name, pattern: false))
      }
    }
    return .success(devices)
  }

  /// A `--device` value part that names no preset.
  public struct UnmatchedDevice: Error, Sendable, Equatable {
    /// The part as written.
    public var name: String
    /// Whether the part is a pattern (`*`, `?`, `[...]`) that matched nothing, rather than an
    /// unknown id.
    public var pattern: Bool
  }

  /// Whether a `--device` value is written as a matrix (`all`, a pattern or a list), which
  /// names the device in every dump even when it selects one.
  package static func isMatrix(_ value: String) -> Bool {
    let key = Self.key(value)
    return key == "all" || key.contains(",") || isPattern(key)
  }

  static func isPattern(_ text: String) -> Bool {
    text.contains { $0 == "*" || $0 == "?" || $0 == "[" }
  }

  /// The id closest to a misspelt name, for "did you mean".
  package static func suggestion(for name: String) -> String? {
    Suggestion.nearest(to: name.lowercased(), in: all.map(\.id))
  }

  /// `size class` column and JSON: `compact/regular` (horizontal/vertical).
  var sizeClassDescription: String {
    horizontalSizeClass.rawValue + "/" + verticalSizeClass.rawValue
  }

  /// `--device list`: an aligned table of id, size, scale, insets, corner radius and size
  /// classes.
  public static func listTable() -> String {
    let header = [
      "id", "size", "scale", "safe area (top,leading,bottom,trailing)", "corner",
      "size class (w/h)",
    ]
    let rows =
      [header]
      + all.map { d in
        [
          d.id, NumberFormat.format(d.size.width) + "x" + NumberFormat.format(d.size.height),
          "@" + NumberFormat.format(d.scale) + "x",
          [d.safeArea.top, d.safeArea.leading, d.safeArea.bottom, d.safeArea.trailing]
            .map(NumberFormat.format).joined(separator: ","),
          d.cornerRadius.map(NumberFormat.format) ?? "?", d.sizeClassDescription,
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

/// Shell-style patterns for `--device`: `*` any run of characters, `?` one character, `[abc]`
/// and `[a-z]` one of a set (`[!...]` none of it).
package enum Glob {
  static func matches(_ pattern: String, _ text: String) -> Bool {
    matches(Array(pattern)[...], Array(text)[...])
  }

  private static func matches(_ p: ArraySlice<Character>, _ t: ArraySlice<Character>) -> Bool {
    guard let first = p.first else { return t.isEmpty }
    switch first {
    case "*":
      let rest = p.dropFirst()
      var tail = t
      while true {
        if matches(rest, tail) { return true }
        guard !tail.isEmpty else { return false }
        tail = tail.dropFirst()
      }
    case "?":
      return !t.isEmpty && matches(p.dropFirst(), t.dropFirst())
    case "[":
      guard let close = p.dropFirst().firstIndex(of: "]"), let c = t.first else {
        return t.first == "[" && matches(p.dropFirst(), t.dropFirst())
      }
      var set = p[(p.startIndex + 1)..<close]
      let negated = set.first == "!" || set.first == "^"
      if negated { set = set.dropFirst() }
      var hit = false
      var i = set.startIndex
      while i < set.endIndex {
        if i + 2 < set.endIndex, set[i + 1] == "-" {
          if set[i] <= c && c <= set[i + 2] { hit = true }
          i += 3
        } else {
          if set[i] == c { hit = true }
          i += 1
        }
      }
      return hit != negated && matches(p[(close + 1)...], t.dropFirst())
    default:
      return t.first == first && matches(p.dropFirst(), t.dropFirst())
    }
  }
}

/// "Did you mean" for flags, values and device names: the nearest candidate by edit distance,
/// if it is close enough to be a typo.
package enum Suggestion {
  package static func nearest(to word: String, in candidates: [String]) -> String? {
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

extension Substring {
  /// The text without spaces at either end.
  package var trimmingSpaces: Substring {
    var s = self
    while s.first == " " { s = s.dropFirst() }
    while s.last == " " { s = s.dropLast() }
    return s
  }
}
