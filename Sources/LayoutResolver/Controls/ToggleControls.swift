// Toggles: a switch, a checkbox or a button, with its label.
// macOS: a Toggle is a checkbox, a 16-pt box 5 before its label in the body style (an
// 18.5-pt line), or with `.switch` its label 8 before a 54x24 switch, both hugging their
// content. iOS: a Toggle is its label, a Spacer and the switch across the width.
// Pictures (ControlLook): a switch that is on is green on iOS, the tint on macOS, with its
// white knob trailing; a checked box is the tint with a white tick.

import LayoutEngine

/// Toggle.
enum ToggleControls: ControlFamily {
  static let kinds: [ControlCall.Kind] = [.toggle]

  static func read(_ reading: inout ControlReading) {
    reading.control.on = reading.call.bound.bool("isOn") ?? false
  }

  static func body(_ parts: ControlParts, in session: ResolverSession) -> Int? {
    session.toggle(parts)
  }
}

extension ControlMetrics {
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
}

extension ControlLook {
  /// An iOS switch that is on (systemGreen); one that is off (#E9E9EA, the off track).
  static let switchOn = "#34C759"
  static let switchOff = "#E9E9EA"
}

extension ResolverSession {
  func toggle(_ parts: ControlParts) -> Int? {
    let metrics = parts.metrics
    let style = parts.style.toggleStyle ?? "automatic"
    // Unknown (a binding to a model) is drawn off.
    let on = parts.call.on
    if style == "button" {
      guard let content = labelStack(parts) else { return nil }
      return bezel(parts, content, look: on ? "onBordered" : "off")
    }
    let pill = metrics.os == .ios26 || metrics.os == .macos26
    let switchPaint = Paint(
      fill: on
        ? (parts.isMacOS ? parts.tint : parts.style.tint ?? ControlLook.switchOn)
        : ControlLook.switchOff, look: .knob(on: on, pill: pill))
    func switchPart() -> Int? {
      shapePart(
        parts, .capsule, "switch", width: metrics.switchSize.width,
        height: metrics.switchSize.height, paint: switchPaint)
    }
    if parts.isMacOS {
      baselineAtTop(parts.node)
      // AppKit draws the checkbox and switch whole: 6 from any neighbour above and below
      // (macOS 26, measured), not their label's text spacing.
      tree.nodes[parts.node].kind = .control(
        "toggle", platformSpacing: ControlMetrics.platformSpacing)
      if parts.context == .formGrouped {
        let side = metrics.checkboxSide
        let control =
          style == "switch"
          ? switchPart()
          : shapePart(
            parts, .roundedRectangle(cornerRadius: 3), "checkbox", width: side, height: side,
            paint: boxPaint(parts, on: on, radio: false))
        for view in parts.label { setFont(view, .style(.body)) }
        return spreadLabel(parts, control)
      }
      if style == "switch" {
        return leadingLabel(parts, switchPart(), gap: ControlMetrics.switchGap, body: true)
      }
      return checkbox(parts, parts.label, on: on)
    }
    return spreadLabel(parts, switchPart())
  }

  /// A macOS checkbox or radio button: the tint with a white tick or dot when on, white with
  /// a hairline when off.
  func boxPaint(_ parts: ControlParts, on: Bool, radio: Bool) -> Paint {
    on
      ? Paint(fill: parts.tint, look: radio ? .dot : .check)
      : Paint(fill: "white", stroke: "#00000040", strokeWidth: 0.5, strokeInside: true)
  }

  /// A macOS checkbox or radio button: its box (`circle` for a radio button) before its label
  /// in the body style, the box alone when the label is hidden.
  func checkbox(_ parts: ControlParts, _ label: [Int], radio: Bool = false, on: Bool) -> Int? {
    let side = parts.metrics.checkboxSide
    let box = shapePart(
      parts, radio ? .circle : .roundedRectangle(cornerRadius: 3), radio ? "radio" : "checkbox",
      width: side, height: side, paint: boxPaint(parts, on: on, radio: radio))
    guard !label.isEmpty, !parts.hidden || radio, let content = bodyLabel(parts, label) else {
      return box
    }
    return row(parts, [box, content], spacing: parts.metrics.checkboxGap)
  }
}
