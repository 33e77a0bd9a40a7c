// Controls that show or set a value: Slider, Stepper, ProgressView and Gauge.
// A slider's track fills the width at a fixed height; a stepper is fixed-size (on macOS 26 a
// 20x26 pair of arrows 8 after its label, hugging; on iOS 94x32 across the width after its
// label); a linear progress bar fills the width, a spinner is fixed; a gauge is a 58-pt dial
// or a bar 8 high with its labels 6 above and below (layoutc(1), CONTROL METRICS).
// Pictures: a slider's and a progress bar's track filled in the tint up to the value (a
// slider with its white knob there), a stepper's − and + (iOS) or arrows (macOS), a
// spinner's spokes.

import LayoutEngine

/// Slider, Stepper, ProgressView and Gauge.
enum ValueControls: ControlFamily {
  static let kinds: [ControlCall.Kind] = [.slider, .stepper, .progressView, .gauge]

  static func read(_ reading: inout ControlReading) {
    let bound = reading.call.bound
    switch reading.control.kind {
    case .progressView:
      reading.control.determinate = bound.number("value") != nil
      if let value = bound.number("value") {
        let total = bound.number("total") ?? 1
        reading.control.fraction = total > 0 ? min(max(value / total, 0), 1) : 0
      }
      reading.control.currentValueLabel = reading.views("currentValueLabel")
    case .gauge:
      reading.control.fraction = reading.session.valueFraction(reading.call)
      reading.control.currentValueLabel = reading.views("currentValueLabel")
      reading.control.minimumValueLabel = reading.views("minimumValueLabel")
      reading.control.maximumValueLabel = reading.views("maximumValueLabel")
    case .slider:
      reading.control.fraction = reading.session.valueFraction(reading.call)
      reading.control.minimumValueLabel = reading.views("minimumValueLabel")
      reading.control.maximumValueLabel = reading.views("maximumValueLabel")
    default:
      break
    }
  }

  static func body(_ parts: ControlParts, in session: ResolverSession) -> Int? {
    switch parts.call.kind {
    case .slider: return session.slider(parts)
    case .stepper: return session.stepper(parts)
    case .progressView: return session.progressView(parts)
    case .gauge: return session.gauge(parts)
    default: return nil
    }
  }
}

extension ControlMetrics {
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
}

extension ControlLook {
  /// tertiarySystemFill (#767680 at 12 %): a segmented control's and a stepper's ground.
  static let tertiaryFill = "#7676801F"
  /// systemFill (#787880 at 20 %): the unfilled part of a slider's or progress bar's track.
  static let track = "#78788033"
}

extension ResolverSession {
  func slider(_ parts: ControlParts) -> Int? {
    let call = parts.call
    // An unknown value is drawn at the middle of the track.
    let track = shapePart(
      parts, .capsule, "track", width: nil, height: parts.metrics.sliderHeight,
      paint: Paint(
        fill: ControlLook.track,
        look: .level(
          fraction: call.fraction ?? 0.5, colour: parts.tint, knob: true,
          thickness: parts.isMacOS ? 4 : 6)))
    // The value labels at the ends of the track (a stack's spacing apart: an estimate).
    var control = track
    if !call.minimumValueLabel.isEmpty || !call.maximumValueLabel.isEmpty {
      control = row(
        parts,
        [oneView(parts, call.minimumValueLabel), track, oneView(parts, call.maximumValueLabel)],
        spacing: nil)
    }
    // iOS shows no label; macOS puts it before the track, 8 apart (as its other controls).
    guard parts.isMacOS else { return control }
    return leadingLabel(parts, control, gap: ControlMetrics.labelGap)
  }

  func stepper(_ parts: ControlParts) -> Int? {
    let size = parts.metrics.stepperSize
    let control = shapePart(
      parts, .roundedRectangle(cornerRadius: parts.isMacOS ? 5 : size.height / 2), "stepper",
      width: size.width, height: size.height,
      paint: parts.isMacOS
        ? Paint(
          fill: "white", stroke: ControlLook.hairline, strokeWidth: 0.5, strokeInside: true,
          look: .stepper(arrows: true))
        : Paint(fill: ControlLook.tertiaryFill, look: .stepper(arrows: false)))
    guard parts.isMacOS else { return spreadLabel(parts, control) }
    baselineAtTop(parts.node)
    return leadingLabel(parts, control, gap: ControlMetrics.stepperGap)
  }

  func progressView(_ parts: ControlParts) -> Int? {
    let call = parts.call
    let metrics = parts.metrics
    let linear =
      parts.style.progressViewStyle == "linear"
      || (call.determinate && parts.style.progressViewStyle != "circular")
    let side = metrics.spinnerSide(parts.size)
    guard
      let indicator = linear
        ? shapePart(
          parts, .capsule, "bar", width: nil, height: metrics.progressBarHeight,
          paint: Paint(
            fill: ControlLook.track,
            look: .level(
              fraction: call.fraction ?? 0, colour: parts.tint, knob: false,
              thickness: parts.isMacOS ? 6 : nil)))
        : shapePart(
          parts, .circle, "spinner", width: side, height: side,
          paint: Paint(fill: "clear", look: .spinner))
    else { return nil }
    // The label above a bar and its current value below it; a spinner's label below it (a
    // stack's spacing apart, measured on macOS 26 for the spinner).
    let label = labelStack(parts)
    let value = oneView(parts, call.currentValueLabel)
    let views = linear ? [label, indicator, value] : [indicator, label]
    let present = views.compactMap { $0 }
    if present.count == 1 { return indicator }
    return controlPart(
      parts, .vstack(alignment: linear ? .leading : .center, spacing: nil, lazy: false), present)
  }

  /// A Gauge: a circular style is a 58-pt dial (its labels inside it); the accessory linear
  /// style a bar 8 high across the width; the other linear styles (the default) the label
  /// above the bar and the current value (or the minimum and maximum at the ends) below, 6
  /// apart (macOS 26, measured; iOS an estimate).
  func gauge(_ parts: ControlParts) -> Int? {
    let call = parts.call
    let style = parts.style.gaugeStyle ?? "automatic"
    if style.contains("ircular") {
      let side = ControlMetrics.circularGaugeSide
      return shapePart(
        parts, .circle, "dial", width: side, height: side,
        paint: Paint(
          fill: "clear", look: .dial(fraction: call.fraction ?? 0, colour: parts.tint)))
    }
    // Filled in the tint up to the value (none when it is not known).
    let bar = shapePart(
      parts, .capsule, "bar", width: nil, height: ControlMetrics.gaugeBarHeight,
      paint: Paint(
        fill: ControlLook.track,
        look: .level(
          fraction: call.fraction ?? 0, colour: parts.tint, knob: false, thickness: nil)))
    if style == "accessoryLinear" { return bar }
    var below: Int?
    if !call.minimumValueLabel.isEmpty || !call.maximumValueLabel.isEmpty {
      let spacer = controlPart(parts, .spacer(minLength: nil))
      below = row(
        parts,
        [oneView(parts, call.minimumValueLabel), spacer, oneView(parts, call.maximumValueLabel)],
        spacing: nil)
    } else {
      below = oneView(parts, call.currentValueLabel)
    }
    let present = [labelStack(parts), bar, below].compactMap { $0 }
    if present.count == 1 { return bar }
    return controlPart(
      parts,
      .vstack(alignment: .leading, spacing: ControlMetrics.gaugeLabelSpacing, lazy: false),
      present)
  }

  /// A Slider's or Gauge's `value` as a fraction of its range (`in:`, else 0...1); nil when
  /// either is not known.
  func valueFraction(_ call: ViewCall) -> Double? {
    var bounds: (lower: Double, upper: Double)? = (0, 1)
    switch call.bound.values["in"] {
    case nil, .absent?:
      break
    case .deferred(let expr, let scope)?:
      if case .range(.number(let lower, _)?, .number(let upper, _)?, _, _) = evaluate(
        expr, scope)
      {
        bounds = (lower, upper)
      } else {
        bounds = nil
      }
    default:
      bounds = nil
    }
    guard let value = call.bound.number("value"), let bounds, bounds.upper > bounds.lower else {
      return nil
    }
    return min(max((value - bounds.lower) / (bounds.upper - bounds.lower), 0), 1)
  }
}
