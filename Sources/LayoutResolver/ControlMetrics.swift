// The numbers controls are made with, per OS profile: what SwiftUI's controls measure on
// the UIKit and AppKit controls they wrap (controls data, with its sources), or an estimate
// where nothing is published. layoutc(1), CONTROL METRICS, lists them with their kind.

import LayoutEngine

/// What a control's views are made of, per OS profile (layoutc(1), CONTROL METRICS).
struct ControlMetrics {
  let os: OSProfile

  /// The switch of a Toggle: iOS 26 63x28, iOS 18 51x31 (UISwitch, measured); macOS 15
  /// 38x22 (AppKit regular, documented); macOS 26 the regular kit size 36x16 is not mapped
  /// with certainty: 38x22 kept (estimate).
  var switchSize: Size {
    switch os {
    case .ios26: return Size(width: 63, height: 28)
    case .ios18: return Size(width: 51, height: 31)
    case .macos15, .macos26: return Size(width: 38, height: 22)
    }
  }

  /// A bordered button's padding around its label by control size (UIButton.Configuration,
  /// measured on iOS 26, unchanged since iOS 15): mini and small 5/10, regular 7/12, large
  /// 15/20; extraLarge as large (estimate).
  func borderedInsets(_ size: String) -> EdgeInsets {
    switch size {
    case "mini", "small": return EdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
    case "large", "extraLarge": return EdgeInsets(top: 15, leading: 20, bottom: 15, trailing: 20)
    default: return EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    }
  }

  /// A macOS push button's height by control size (macOS 26: 16/20/24/28/34, inferred;
  /// macOS 15: 15/18/21/26, AppKit documented; extraLarge as large) and its side padding, 8
  /// (estimate).
  func pushButtonHeight(_ size: String) -> Double {
    let ladder: [String: Double] =
      os == .macos26
      ? ["mini": 16, "small": 20, "regular": 24, "large": 28, "extraLarge": 34]
      : ["mini": 15, "small": 18, "regular": 21, "large": 26, "extraLarge": 26]
    return ladder[size] ?? ladder["regular"]!
  }
  static let pushButtonPadding = 8.0

  /// A Slider's height: iOS 26 34, iOS 18 31 (UISlider, measured); macOS 21 (knob,
  /// estimate).
  var sliderHeight: Double {
    switch os {
    case .ios26: return 34
    case .ios18: return 31
    case .macos15, .macos26: return 21
    }
  }

  /// A Stepper's control: 94x32 on iOS (UIStepper, measured); macOS 13x22 (estimate).
  var stepperSize: Size {
    os.isMacOS ? Size(width: 13, height: 22) : Size(width: 94, height: 32)
  }

  /// A linear ProgressView's bar: 4 high on iOS (UIProgressView, measured), 6 on macOS.
  var progressBarHeight: Double { os.isMacOS ? 6 : 4 }

  /// A circular ProgressView: 20 (37 large) on iOS (UIActivityIndicatorView, measured);
  /// macOS 32 regular, 16 small, 10 mini (NSProgressIndicator, documented).
  func spinnerSide(_ size: String) -> Double {
    if os.isMacOS {
      switch size {
      case "mini": return 10
      case "small": return 16
      default: return 32
      }
    }
    return size == "large" || size == "extraLarge" ? 37 : 20
  }

  /// A `.roundedBorder` text field: 34 high on iOS with its text inset 7 at the sides
  /// (UITextField, measured), 22 on macOS (documented).
  var roundedFieldHeight: Double { os.isMacOS ? 22 : 34 }
  static let roundedFieldInset = 7.0
  /// A plain text field is its text line plus 1.5 (UITextField without a border, measured).
  static let plainFieldExtra = 1.5

  /// The navigation bar: iOS 26 54 high inline (the title's centre 22 from its top),
  /// 54 + 52 with a large title (the title 16 in, 3.5 below the row's top, 34-pt bold);
  /// iOS 18 44 and 44 + 52 (UINavigationBar, measured). macOS shows the title in the window's
  /// toolbar, outside the content: no bar.
  var navigationBarHeight: Double { os == .ios18 ? 44 : 54 }
  static let largeTitleRow = 52.0
  static let largeTitleInsets = EdgeInsets(top: 3.5, leading: 16, bottom: 0, trailing: 0)
  static let inlineTitleBox = 44.0
  /// A disclosure chevron's box (list accessory, iOS 26.1, measured).
  static let disclosureBox = 14.0
  /// Lists (insetGrouped, the default of List and Form on iOS): rows at least 52 high with
  /// their content inset 16 at the sides, 16 above and 15.5 below; cards 16 from the sides
  /// with a 26 corner radius; a first section 35 down (a titled header 35 above its line,
  /// later ones 25), 35 between untitled sections (17.5 + 17.5), a footer 7.667 above and
  /// 6.667 below its text (UICollectionView list and UITableView, iOS 26.1, measured). iOS
  /// 18: rows 44 with 11 above and below, cards 20 in with a 10 radius (estimates from
  /// iOS 14 measurements). The 20-pt margin of screens 440 wide and more is not modelled.
  /// macOS: table rows 24 high (AppKit, documented), sidebar rows 28 (macOS 26, inferred;
  /// 24 on macOS 15, documented), content 8 in at the sides and 4 above and below, no cards
  /// (estimates).
  func rowMinHeight(sidebar: Bool) -> Double {
    switch os {
    case .ios18: return 44
    case .ios26: return 52
    case .macos15: return 24
    case .macos26: return sidebar ? 28 : 24
    }
  }
  var rowInsets: EdgeInsets {
    switch os {
    case .ios18: return EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    case .ios26: return EdgeInsets(top: 16, leading: 16, bottom: 15.5, trailing: 16)
    case .macos15, .macos26: return EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
    }
  }
  var listMargin: Double { os == .ios18 ? 20 : os.isMacOS ? 0 : 16 }
  var listCornerRadius: Double { os == .ios18 ? 10 : 26 }
  let firstHeaderTop = 35.0
  let laterHeaderTop = 25.0
  let untitledGap = 17.5
  let footerTop = 7.667
  let footerBottom = 6.667

  /// The tab bar's part above the home indicator: 49 (83 with the 34 of a notched phone;
  /// measured on iOS 26 and documented for iOS 18). Its items are not laid out.
  static let tabBarHeight = 49.0
  /// The pitch of the iOS 26 tab bar's items (measured).
  static let tabItemPitch = 86.0

  /// A segmented Picker: 32 high on iOS (UISegmentedControl, measured), 24 on macOS
  /// (measured, uncertain); titles 13 pt.
  var segmentedHeight: Double { os.isMacOS ? 24 : 32 }
  static let segmentFontSize = 13.0

  /// A macOS checkbox (the default Toggle style there): a 14-pt box, 4 from its label
  /// (documented box, estimated gap).
  static let checkboxSide = 14.0
  static let checkboxGap = 4.0
}
