// The numbers several control families share, per OS profile: the control height, the gap
// after a leading label, the disclosure chevron's box and a macOS form's label column. Each
// family's own numbers are in its file. macOS 26 and iOS 26 come from frames SwiftUI gave its
// controls (NSHostingView at 2x on macOS 26; an iOS 26 simulator, whose control geometry is
// read relative to the text it holds); the rest from the UIKit and AppKit controls SwiftUI
// wraps, or estimates. layoutc(1), CONTROL METRICS, lists every number with where it comes
// from; the comments here say which kind each is.

import LayoutEngine

/// What a control's views are made of, per OS profile (layoutc(1), CONTROL METRICS).
struct ControlMetrics {
  let os: OSProfile

  var isMacOS: Bool { os.isMacOS }

  /// A macOS push button's height by control size: macOS 26 regular 24 (measured), the rest
  /// of the ladder 16/20/28/34 inferred from the kit; macOS 15 15/18/21/26 (AppKit,
  /// documented; extraLarge as large). Pop-up buttons, segmented controls, colour wells and
  /// rounded text fields share it.
  func controlHeight(_ size: String) -> Double {
    let ladder: [String: Double] =
      os == .macos15
      ? ["mini": 15, "small": 18, "regular": 21, "large": 26, "extraLarge": 26]
      : ["mini": 16, "small": 20, "regular": 24, "large": 28, "extraLarge": 34]
    return ladder[size] ?? ladder["regular"]!
  }

  /// The gap between a macOS control's leading label and the control (pop-up, segmented,
  /// radio group, colour well, date picker, slider; macOS 26, measured).
  static let labelGap = 8.0
  /// A disclosure chevron's box (list accessory, iOS 26.1, measured).
  static let disclosureBox = 14.0

  /// macOS columns form (macOS 26, measured): the label column is as wide as the widest
  /// label, 8 before the controls.
  static let formColumnGap = 8.0
}
