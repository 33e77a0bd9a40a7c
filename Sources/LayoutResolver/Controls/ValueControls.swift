// Controls that show or set a value: Slider, Stepper, ProgressView and Gauge.
// A slider's track fills the width at a fixed height; a stepper is fixed-size (on macOS 26 a
// 20x26 pair of arrows 8 after its label, hugging; on iOS 94x32 across the width after its
// label); a linear progress bar fills the width, a spinner is fixed; a gauge is a 58-pt dial
// or a bar 8 high with its labels 6 above and below (layoutc(1), CONTROL METRICS).
// Pictures: a slider's and a progress bar's track filled in the tint up to the value (a
// slider with its white knob there), a stepper's − and + (iOS) or arrows (macOS), a
// spinner's spokes.

import LayoutEngine

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
}
