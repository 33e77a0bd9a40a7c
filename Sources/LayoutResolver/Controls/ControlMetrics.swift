// The numbers controls are made with, per OS profile. macOS 26 and iOS 26 come from frames
// SwiftUI gave its controls (NSHostingView at 2x on macOS 26; an iOS 26 simulator, whose
// control geometry is read relative to the text it holds); the rest from the UIKit and AppKit
// controls SwiftUI wraps, or estimates. layoutc(1), CONTROL METRICS, lists every number with
// where it comes from; the comments here say which kind each is.

import LayoutEngine

/// What a control's views are made of, per OS profile (layoutc(1), CONTROL METRICS).
struct ControlMetrics {
  let os: OSProfile

  var isMacOS: Bool { os.isMacOS }

  // MARK: Toggle

  /// The switch: iOS 26 63x30 (the 30 SwiftUI measured, UISwitch's 63), iOS 18 51x31
  /// (UISwitch); macOS 26 54x24 (measured), macOS 15 38x22 (AppKit, documented).
  var switchSize: Size {
    switch os {
    case .ios26: return Size(width: 63, height: 30)
    case .ios18: return Size(width: 51, height: 31)
    case .macos26: return Size(width: 54, height: 24)
    case .macos15: return Size(width: 38, height: 22)
    }
  }
  /// The gap between a macOS switch's label and the switch (macOS 26, measured).
  static let switchGap = 8.0

  /// The macOS checkbox, the default Toggle style there, and a radio button: the box and its
  /// gap to the label; macOS 26 16 and 5 (measured), macOS 15 14 and 4 (estimates).
  var checkboxSide: Double { os == .macos15 ? 14 : 16 }
  var checkboxGap: Double { os == .macos15 ? 4 : 5 }
  /// A checkbox or switch keeps this far from any neighbour above and below, whatever its
  /// label (macOS 26, measured beside text, fields and pop-ups).
  static let platformSpacing = 6.0
  /// A Label's icon column in a macOS list (macOS 26, measured: the title 22 after the
  /// icon's start for three symbols, a stack's 8 after a 14-wide column).
  static let macListIconWidth = 14.0
  /// Rows of a radio group are this far apart (macOS 26, measured).
  static let radioRowSpacing = 6.0

  // MARK: Buttons

  /// A bordered button's padding around its label by control size (UIButton.Configuration,
  /// measured on iOS 26): mini and small 5/10, regular 7/12, large 15/20; extraLarge as
  /// large (estimate). iOS only: macOS buttons are push buttons.
  func borderedInsets(_ size: String) -> EdgeInsets {
    switch size {
    case "mini", "small": return EdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
    case "large", "extraLarge": return EdgeInsets(top: 15, leading: 20, bottom: 15, trailing: 20)
    default: return EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    }
  }

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
  /// A push button's label is inset this much at each side: macOS 26 12 (measured), macOS 15
  /// 8 (estimate).
  var pushButtonPadding: Double { os == .macos15 ? 8 : 12 }

  // MARK: Values

  /// A Slider's height: iOS 31 (measured in SwiftUI; UISlider says 34 on iOS 26), macOS 26 16
  /// (measured), macOS 15 21 (estimate).
  var sliderHeight: Double {
    switch os {
    case .ios26, .ios18: return 31
    case .macos26: return 16
    case .macos15: return 21
    }
  }

  /// A Stepper's control: 94x32 on iOS (UIStepper, measured); macOS 26 20x26 (measured),
  /// macOS 15 13x22 (estimate).
  var stepperSize: Size {
    switch os {
    case .ios26, .ios18: return Size(width: 94, height: 32)
    case .macos26: return Size(width: 20, height: 26)
    case .macos15: return Size(width: 13, height: 22)
    }
  }
  /// The gap between a macOS stepper's label and its arrows (macOS 26, measured).
  static let stepperGap = 8.0

  /// A linear ProgressView's bar: 4 high on iOS (UIProgressView, measured), 20 on macOS
  /// (measured on macOS 26; the estimate for macOS 15 too).
  var progressBarHeight: Double { isMacOS ? 20 : 4 }

  /// A circular ProgressView: 20 (37 large) on iOS (UIActivityIndicatorView, measured);
  /// macOS 32 regular, 16 small, 10 mini (measured on macOS 26 for regular and small).
  func spinnerSide(_ size: String) -> Double {
    if isMacOS {
      switch size {
      case "mini": return 10
      case "small": return 16
      default: return 32
      }
    }
    return size == "large" || size == "extraLarge" ? 37 : 20
  }

  /// Gauges (macOS 26, measured; used on iOS too, an estimate): an accessory circular gauge
  /// is 58 square, a linear gauge's bar 8 high, and the capacity style's label and value
  /// lines sit 6 above and below it.
  static let circularGaugeSide = 58.0
  static let gaugeBarHeight = 8.0
  static let gaugeLabelSpacing = 6.0

  // MARK: Text fields

  /// A rounded text field's height: iOS 34 (UITextField, measured), macOS the control height
  /// (24 on macOS 26, measured); its text inset 7 at the sides on iOS, 4 on macOS
  /// (estimate).
  func roundedFieldHeight(_ size: String) -> Double { isMacOS ? controlHeight(size) : 34 }
  var roundedFieldInset: Double { isMacOS ? 4 : 7 }
  /// A plain text field is its text line plus this (iOS: UITextField without a border, and
  /// the iOS 26 simulator, measured; macOS 26: the line alone, measured).
  var plainFieldExtra: Double { isMacOS ? 0 : 1.5 }

  // MARK: Pickers

  /// A macOS pop-up button is its widest option's title plus this (bezel, arrows; macOS 26,
  /// measured; the estimate for macOS 15).
  static let popUpExtra = 47.5
  /// Where a pop-up button's title starts (estimate: only the total width is measured).
  static let popUpTitleInset = 8.0
  /// Where an iOS menu picker's title starts (estimate: only the total is measured).
  static let menuPickerLeading = 12.0
  /// An iOS menu picker is its selected title plus 40 wide and its line plus 16 high (the iOS
  /// 26 simulator, measured against the text it holds).
  static let menuPickerExtra = Size(width: 40, height: 16)
  /// The gap between a macOS control's leading label and the control (pop-up, segmented,
  /// radio group, colour well, date picker, slider; macOS 26, measured).
  static let labelGap = 8.0

  /// A segmented Picker: iOS 26 31 high filling the width (measured in SwiftUI; iOS 18 keeps
  /// UISegmentedControl's measured 32); macOS equal
  /// segments as wide as the widest title plus 21, the control height high, hugging its
  /// segments (macOS 26, measured); titles 13 pt.
  var segmentedHeight: Double {
    switch os {
    case .ios26: return 31
    case .ios18: return 32
    case .macos15, .macos26: return controlHeight("regular")
    }
  }
  static let segmentExtra = 21.0
  static let segmentFontSize = 13.0

  /// A ColorPicker's well: macOS 26 48x24 (measured), macOS 15 44x23 (AppKit, estimate);
  /// iOS a 28-pt circle trailing its label across the width (estimate).
  var colorWellSize: Size {
    switch os {
    case .macos26: return Size(width: 48, height: 24)
    case .macos15: return Size(width: 44, height: 23)
    case .ios26, .ios18: return Size(width: 28, height: 28)
    }
  }

  /// A macOS DatePicker (NSDatePicker sizes itself to the widest value of its components, so
  /// its size does not depend on the date; macOS 26, measured): the field style's text field
  /// 77.5 wide for a date, 62.5 for a time, 143 for both, 21 high; the compact and
  /// stepper-field styles add 17.5 of stepper and are 22 high. The graphical style is a
  /// 138.5x148 calendar and a 119x119 clock, 18 apart. iOS (estimates): compact, the
  /// formatted value in a 34.333-high capsule with 11/12 insets; graphical a 320x316 calendar.
  static func dateFieldWidth(date: Bool, time: Bool) -> Double {
    date && time ? 143 : date ? 77.5 : 62.5
  }
  static let dateFieldHeight = 21.0
  static let dateStepperWidth = 17.5
  static let dateStepperHeight = 22.0
  static let calendarSize = Size(width: 138.5, height: 148)
  static let clockSize = Size(width: 119, height: 119)
  static let calendarClockGap = 18.0
  static let iosCalendarSize = Size(width: 320, height: 316)
  /// UIPickerView's and UIDatePicker's wheels (estimate).
  static let wheelHeight = 216.0
  static let iosDateSample = "Mar 15, 2025"
  static let iosTimeSample = "3:09 PM"
  static let iosDateInsets = EdgeInsets(top: 7, leading: 11, bottom: 7, trailing: 11)

  // MARK: Containers

  /// A macOS GroupBox (macOS 26, measured): its content inset 5 on every side in the box; a
  /// title 11-pt, 10 in from the box's leading edge, 3 above the box.
  static let groupBoxInset = 5.0
  static let groupBoxTitleInset = 10.0
  static let groupBoxTitleGap = 3.0
  static let groupBoxTitleSize = 11.0
  /// iOS GroupBox (estimate: the secondary grouped background, 16 in, radius 8, title
  /// headline 8 above the content).
  static let iosGroupBoxInset = 16.0

  /// ContentUnavailableView (macOS 26, measured): its parts 12 apart, 20 from its edges; its
  /// symbol 48 pt (estimate).
  static let unavailableSpacing = 12.0
  static let unavailableMargin = 20.0
  static let unavailableSymbolSize = 48.0

  /// The macOS TabView's tab bar above the content (macOS 26, measured).
  static let macTabBarHeight = 24.0

  // MARK: Navigation

  /// The navigation bar: iOS 26 54 high inline (the title's centre 22 from its top),
  /// 54 + 52 with a large title (the title 16 in, 3.5 below the row's top, 34-pt bold);
  /// iOS 18 44 and 44 + 52 (UINavigationBar, measured). The large title's row is at least
  /// 52 and grows to hold 3.5 + the title's line (SwiftUI, measured: the iOS 26 simulator's
  /// 48.574-pt line makes it 3.5 + 48.574 = 52.074, 52.5 on the pixel grid). macOS shows the
  /// title in the window's toolbar, outside the content: no bar. A stack with no title shows
  /// no bar on iOS 26 (measured).
  var navigationBarHeight: Double { os == .ios18 ? 44 : 54 }
  static let largeTitleRow = 52.0
  /// On a screen without a top safe area, an iOS 26 bar starts 10 below the top (measured).
  static let barTopMargin = 10.0
  static let largeTitleInsets = EdgeInsets(top: 3.5, leading: 16, bottom: 0, trailing: 0)
  static let inlineTitleBox = 44.0
  /// A disclosure chevron's box (list accessory, iOS 26.1, measured); macOS's disclosure
  /// triangle, 13 square 6 before the title (estimates).
  static let disclosureBox = 14.0
  static let macDisclosureBox = 13.0
  static let macDisclosureGap = 6.0

  // MARK: Lists

  /// Lists on iOS (insetGrouped, the default of List and Form): rows are their content with
  /// 15.75 above and below (a line + 31.5, measured in SwiftUI on the iOS 26 simulator: every
  /// row's text 15.75 into it), at least 52 high (UICollectionView list, iOS 26.1, measured),
  /// their content inset 16 at the sides; cards 16 from the sides with a 26 corner radius.
  /// Section headers and footers are text, so they are read relative to their line (the
  /// simulator's headline line is 24.5, ours 20.5 at 2x; the header, not probed, is taken to
  /// have UIKit's 17-pt semibold font):
  /// - a titled header after a section is its line with 20 above it and none below (SwiftUI,
  ///   measured: 62 = 17.5 + 20 + 24.5 between the cards of ios/list/basic; UIKit's is
  ///   25); a first section's 35 above its line (UIKit, iOS 26.1, measured; not measured in
  ///   SwiftUI);
  /// - a plain list's header is the same 20 + line with 22 above it (SwiftUI, measured: 66.5
  ///   = 22 + 20 + 24.5 between the rows of ios/list/plain; only the sum is measured, the first
  ///   header the same, an estimate);
  /// - an untitled section is 35 down when first and 35 from the section before (17.5 under
  ///   it, 17.5 above the next), a footer 7.667 above and 6.667 below its text (UIKit, iOS
  ///   26.1, measured; the first 35 also in SwiftUI).
  /// iOS 18: rows 44 with 11 above and below, cards 20 in with a 10 radius, headers 35 or 25
  /// above their line, plain ones 4 above and below (estimates from iOS 14 measurements and
  /// UIKit's iOS 26 headers). The 20-pt margin of screens 440 wide and more is not modelled.
  ///
  /// macOS 26 (the inset style, measured): row content 16 from the list's sides and 10 below
  /// its top, rows at least 24 high with their content 4 above and below (centred when
  /// shorter), a section's header and footer 6 above and below their 13-pt line, sections 20
  /// apart. macOS 15: rows 24 high, content 8 in at the sides (estimates, AppKit's table).
  /// Sidebar rows are 28 high on macOS 26 (inferred), 24 on macOS 15 (documented).
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
    case .ios26: return EdgeInsets(top: 15.75, leading: 16, bottom: 15.75, trailing: 16)
    case .macos26: return EdgeInsets(top: 4, leading: 0, bottom: 4, trailing: 0)
    case .macos15: return EdgeInsets(top: 4, leading: 0, bottom: 4, trailing: 0)
    }
  }
  /// The list's own margin around its rows: iOS the card's inset from the sides; macOS the
  /// inset style's margins.
  var listMargin: Double {
    switch os {
    case .ios18: return 20
    case .ios26: return 16
    case .macos26: return 16
    case .macos15: return 8
    }
  }
  var listCornerRadius: Double { os == .ios18 ? 10 : 26 }
  let firstHeaderTop = 35.0
  /// Above a later section's titled header line (none below it).
  var laterHeaderTop: Double { os == .ios18 ? 25 : 20 }
  /// Above and below a plain list's header line.
  var plainHeaderInsets: (top: Double, bottom: Double) {
    os == .ios18 ? (4, 4) : (ControlMetrics.plainHeaderGap + laterHeaderTop, 0)
  }
  /// The gap above an iOS 26 plain list's header (SwiftUI, measured as 42 - 20).
  static let plainHeaderGap = 22.0
  let untitledGap = 17.5
  let footerTop = 7.667
  let footerBottom = 6.667
  /// macOS: the list's top and bottom margin, a header's and footer's space above and below
  /// its line, and the space between sections (macOS 26, measured).
  static let macListTop = 10.0
  static let macSectionLine = 6.0
  static let macSectionSpacing = 20.0
  /// A macOS sidebar's content is 8 in from its sides, with no top margin (estimates).
  static let sidebarInset = 8.0
  /// macOS 26 grouped form (measured): rows in a card 20 in from the form's edges, their
  /// content 10 in from the card's.
  static let macGroupedMargin = 20.0
  static let macGroupedRowInset = 10.0
  /// macOS columns form (macOS 26, measured): the label column is as wide as the widest
  /// label, 8 before the controls.
  static let formColumnGap = 8.0

  /// The tab bar's part above the home indicator: 49 (83 with the 34 of a notched phone;
  /// measured on iOS 26 and documented for iOS 18).
  static let tabBarHeight = 49.0
  /// The pitch of the iOS 26 tab bar's items (measured).
  static let tabItemPitch = 86.0
}
