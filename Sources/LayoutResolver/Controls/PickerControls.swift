// Pickers: Picker in its styles, ColorPicker and DatePicker.
// macOS 26 (measured): the automatic picker is a pop-up button as wide as its widest option
// plus 47.5, 24 high; segmented, equal segments as wide as the widest title plus 21, hugging;
// radio group (and inline), a column of radio buttons 6 apart; each after its label, 8
// apart. iOS: a menu picker is its selected title plus 40 by its line plus 16 (measured
// against the simulator's text); segmented fills the width, 31 high (measured).

import LayoutEngine

/// Picker, ColorPicker and DatePicker.
enum PickerControls: ControlFamily {
  static let kinds: [ControlCall.Kind] = [.picker, .colorPicker, .datePicker]

  static func read(_ reading: inout ControlReading) {
    switch reading.control.kind {
    case .picker:
      // The children are the options; the label is the title, or the `label:` views.
      reading.control.options = reading.label
      reading.label = reading.views("label")
    case .datePicker:
      if let components = reading.call.bound.string("displayedComponents") {
        let names = components.split(separator: ",")
        reading.control.showsDate = names.contains("date")
        reading.control.showsTime = names.contains("hourAndMinute")
      }
    default:
      break
    }
  }

  static func body(_ parts: ControlParts, in session: ResolverSession) -> Int? {
    switch parts.call.kind {
    case .picker: return session.picker(parts)
    case .colorPicker: return session.colorPicker(parts)
    case .datePicker: return session.datePicker(parts)
    default: return nil
    }
  }
}

extension ControlMetrics {
  /// Where an iOS menu picker's title starts (estimate: only the total is measured).
  static let menuPickerLeading = 12.0
  /// An iOS menu picker is its selected title plus 40 wide and its line plus 16 high (the iOS
  /// 26 simulator, measured against the text it holds).
  static let menuPickerExtra = Size(width: 40, height: 16)

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

  /// Rows of a radio group are this far apart (macOS 26, measured).
  static let radioRowSpacing = 6.0
}

extension ResolverSession {
  func picker(_ parts: ControlParts) -> Int? {
    let call = parts.call
    let options = call.options
    let style = parts.style.pickerStyle ?? "automatic"
    switch style {
    case "segmented", "palette":
      return segmented(parts, options)
    case "radioGroup", "inline":
      return radioGroup(parts, options)
    case "wheel" where !parts.isMacOS:
      // UIPickerView: 216 high across the width, the selected option centred (estimate).
      guard let first = selected(options, call.selection),
        let wheel = controlPart(
          parts,
          .flexFrame(
            FlexFrame(
              maxWidth: .infinity, minHeight: ControlMetrics.wheelHeight,
              maxHeight: ControlMetrics.wheelHeight)), [first])
      else { return nil }
      return wheel
    default:
      break
    }
    if parts.isMacOS {
      // A pop-up button sizes itself to its widest option: the options stacked, all but the
      // selected one hidden.
      let shown = selected(options, call.selection)
      for option in options where option != shown { tree.nodes[option].attributes.hidden = true }
      guard
        let stack = options.count == 1
          ? options.first
          : controlPart(parts, .zstack(alignment: .leading), options),
        let button = popUpBezel(parts, stack)
      else { return nil }
      return leadingLabel(parts, button, gap: ControlMetrics.labelGap)
    }
    let extra = ControlMetrics.menuPickerExtra
    guard let first = selected(options, call.selection),
      let padded = controlPart(
        parts,
        .padding(
          EdgeInsets(
            top: extra.height / 2, leading: ControlMetrics.menuPickerLeading,
            bottom: extra.height / 2, trailing: extra.width - ControlMetrics.menuPickerLeading)),
        [first])
    else { return nil }
    // The value is secondary in a List or Form, tinted elsewhere (a menu button).
    styleForeground(padded, parts.inList ? "secondary" : parts.tint)
    // In a List or Form the label shows, leading; elsewhere iOS shows only the menu.
    return parts.inList ? spreadLabel(parts, padded) : padded
  }

  /// A segmented control: equal segments of the options' titles (13 pt) on a capsule; iOS
  /// fills the width, macOS hugs its segments after its label.
  private func segmented(_ parts: ControlParts, _ options: [Int]) -> Int? {
    let metrics = parts.metrics
    let pad = ControlMetrics.segmentExtra / 2
    var segments: [Int] = []
    for option in options {
      setFont(option, .system(size: ControlMetrics.segmentFontSize, weight: nil, design: nil))
      guard
        let padded = parts.isMacOS
          ? controlPart(
            parts, .padding(EdgeInsets(top: 0, leading: pad, bottom: 0, trailing: pad)), [option])
          : option
      else { continue }
      segments.append(padded)
    }
    guard
      let row = controlPart(
        parts,
        .custom(
          AnyLayout(EqualWidthLayout(fillsWidth: !parts.isMacOS), name: "segments")), segments),
      let framed = controlPart(
        parts, .frame(width: nil, height: metrics.segmentedHeight, alignment: .center), [row]),
      let capsule = controlPart(
        parts, .shape(.capsule), label: "segments",
        paint: Paint(
          fill: ControlLook.tertiaryFill,
          look: .segments(
            selected: selected(options, parts.call.selection).flatMap {
              options.firstIndex(of: $0)
            } ?? 0, count: options.count))),
      let control = controlPart(parts, .background(alignment: .center), [framed, capsule])
    else { return nil }
    guard parts.isMacOS else { return control }
    return leadingLabel(parts, control, gap: ControlMetrics.labelGap)
  }

  /// A column of radio buttons, one per option, its label before the first.
  private func radioGroup(_ parts: ControlParts, _ options: [Int]) -> Int? {
    var rows: [Int] = []
    let chosen = selected(options, parts.call.selection)
    for option in options {
      if let button = checkbox(parts, [option], radio: true, on: option == chosen) {
        rows.append(button)
      }
    }
    guard
      let column = controlPart(
        parts,
        .vstack(alignment: .leading, spacing: ControlMetrics.radioRowSpacing, lazy: false), rows)
    else { return nil }
    guard !parts.label.isEmpty, !parts.hidden, let label = labelStack(parts) else { return column }
    return controlPart(
      parts,
      .hstack(alignment: .firstTextBaseline, spacing: ControlMetrics.labelGap, lazy: false),
      [label, column])
  }

  /// The view `selection` picks among `views` by `.tag` (on a view or the view it wraps),
  /// else the first.
  func selected(_ views: [Int], _ selection: String?) -> Int? {
    guard let selection else { return views.first }
    for view in views {
      var node = view
      for _ in 0..<16 {
        if tags[node] == selection { return view }
        guard let primary = tree.nodes[node].children.first else { break }
        node = primary
      }
    }
    return views.first
  }

  /// A ColorPicker: on macOS its label (body style) 8 before a 48x24 colour well; on iOS
  /// its label leading and a 28-pt circle trailing across the width (estimate).
  func colorPicker(_ parts: ControlParts) -> Int? {
    let well = parts.metrics.colorWellSize
    if parts.isMacOS {
      let control = shapePart(
        parts, .roundedRectangle(cornerRadius: 5), "well", width: well.width,
        height: well.height)
      return leadingLabel(parts, control, gap: ControlMetrics.labelGap, body: true)
    }
    return spreadLabel(
      parts, shapePart(parts, .circle, "well", width: well.width, height: well.height))
  }

  /// A DatePicker. macOS: NSDatePicker, whose size does not depend on the date (it fits the
  /// widest value of its components): a field, with a stepper in the compact and
  /// stepper-field styles, or the graphical calendar and clock; 8 after its label. iOS
  /// (estimates): compact, the formatted value on a capsule trailing the label across the
  /// width; graphical, a 320x316 calendar under its label.
  func datePicker(_ parts: ControlParts) -> Int? {
    let call = parts.call
    let style = parts.style.datePickerStyle ?? "automatic"
    if parts.isMacOS {
      if style == "graphical" {
        var faces: [Int?] = []
        if call.showsDate {
          let size = ControlMetrics.calendarSize
          faces.append(
            shapePart(
              parts, .roundedRectangle(cornerRadius: 6), "calendar", width: size.width,
              height: size.height))
        }
        if call.showsTime {
          let size = ControlMetrics.clockSize
          faces.append(shapePart(parts, .circle, "clock", width: size.width, height: size.height))
        }
        let present = faces.compactMap { $0 }
        guard
          let control = present.count == 1
            ? present.first
            : controlPart(
              parts,
              .hstack(
                alignment: .top, spacing: ControlMetrics.calendarClockGap, lazy: false),
              present)
        else { return nil }
        guard !parts.label.isEmpty, !parts.hidden, let label = labelStack(parts) else {
          return control
        }
        return controlPart(
          parts, .hstack(alignment: .top, spacing: ControlMetrics.labelGap, lazy: false),
          [label, control])
      }
      let field = ControlMetrics.dateFieldWidth(date: call.showsDate, time: call.showsTime)
      let withStepper = style != "field"
      let control = shapePart(
        parts, .roundedRectangle(cornerRadius: 5), "border",
        width: field + (withStepper ? ControlMetrics.dateStepperWidth : 0),
        height: withStepper ? ControlMetrics.dateStepperHeight : ControlMetrics.dateFieldHeight)
      return leadingLabel(parts, control, gap: ControlMetrics.labelGap)
    }
    if style == "wheel" {
      // UIDatePicker's wheels: 216 high across the width (estimate, as UIPickerView's).
      return shapePart(
        parts, .roundedRectangle(cornerRadius: 8), "wheel", width: nil,
        height: ControlMetrics.wheelHeight)
    }
    if style == "graphical" {
      let size = ControlMetrics.iosCalendarSize
      let calendar = shapePart(
        parts, .roundedRectangle(cornerRadius: 8), "calendar", width: size.width,
        height: size.height)
      guard !parts.label.isEmpty, !parts.hidden, let label = labelStack(parts), let calendar
      else { return calendar }
      return controlPart(
        parts, .vstack(alignment: .leading, spacing: nil, lazy: false), [label, calendar])
    }
    // The formatted value: a sample of the format's width (the date is not read).
    var values: [Int] = []
    for (shown, sample) in [
      (call.showsDate, ControlMetrics.iosDateSample),
      (call.showsTime, ControlMetrics.iosTimeSample),
    ] where shown {
      guard let text = controlPart(parts, .text(TextContent(sample)), label: sample),
        let padded = controlPart(parts, .padding(ControlMetrics.iosDateInsets), [text]),
        let shape = controlPart(
          parts, .shape(.capsule), label: "bezel", paint: Paint(fill: ControlLook.tertiaryFill)),
        let value = controlPart(parts, .background(alignment: .center), [padded, shape])
      else { continue }
      values.append(value)
    }
    return spreadLabel(parts, row(parts, values, spacing: nil))
  }
}
