// Buttons, links, menus and toggles: what a button style makes of its label.
// macOS: the automatic button style is the bordered push button, its label inset 12 at the
// sides on a bezel 24 high (macOS 26, measured); a Toggle is a checkbox, a 16-pt box 5 before
// its label in the body style (an 18.5-pt line), or with `.switch` its label 8 before a
// 54x24 switch, both hugging their content. iOS: bordered buttons pad their label by the
// control size's insets on a capsule; a Toggle is its label, a Spacer and the switch across
// the width.
// Pictures (ControlLook): iOS bordered buttons are a capsule of their tint at 15 % under
// tinted text, prominent ones the tint under white text, borderless ones and links tinted
// text; macOS push buttons white with a hairline. A switch that is on is green on iOS, the
// tint on macOS, with its white knob trailing; a checked box is the tint with a white tick.

import LayoutEngine

extension ResolverSession {
  func button(_ parts: ControlParts) -> Int? {
    let style = parts.style.buttonStyle ?? (parts.isMacOS ? "bordered" : "automatic")
    guard let content = labelStack(parts) else { return nil }
    switch style {
    case "bordered", "borderedProminent", "glass", "glassProminent":
      return bezel(parts, content, look: style)
    case "automatic" where parts.isMacOS:
      return bezel(parts, content, look: style)
    case "plain":
      // The plain style draws its label as it is, untinted.
      return content
    default:
      styleForeground(content, parts.tint)
      return content
    }
  }

  /// A bezel's fill and its label's colour in a button style (`look`; `onBordered` and `off`
  /// for a button-style toggle): nil for the neutral grey (a glass button).
  func bezelPaint(_ parts: ControlParts, _ look: String) -> (fill: Paint, text: String?)? {
    switch look {
    case "borderedProminent", "glassProminent":
      return (Paint(fill: parts.tint), "white")
    case "bordered" where !parts.isMacOS, "onBordered":
      return (Paint(fill: ControlLook.tinted(parts.tint, 0.15)), parts.tint)
    case "bordered", "automatic":
      return parts.isMacOS
        ? (
          Paint(fill: "white", stroke: ControlLook.hairline, strokeWidth: 0.5, strokeInside: true),
          nil
        )
        : nil
    case "off":
      return (Paint(fill: "clear"), parts.tint)
    default:
      return nil
    }
  }

  /// A bordered button's label on its bezel: a macOS push button (the label inset at the
  /// sides, at least the control height high) or an iOS bordered button (the label inset by
  /// the control size's insets, a small or mini one in the subheadline style).
  func bezel(_ parts: ControlParts, _ content: Int, look: String = "bordered") -> Int? {
    let metrics = parts.metrics
    let paint = bezelPaint(parts, look)
    let framed: Int?
    if parts.isMacOS {
      let side = metrics.pushButtonPadding
      framed = controlPart(
        parts, .padding(EdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)), [content]
      ).flatMap {
        controlPart(
          parts, .flexFrame(FlexFrame(minHeight: metrics.controlHeight(parts.size))), [$0])
      }
    } else {
      if parts.size == "mini" || parts.size == "small" { setFont(content, .style(.subheadline)) }
      framed = controlPart(parts, .padding(metrics.borderedInsets(parts.size)), [content])
    }
    guard let framed,
      let shape = controlPart(parts, .shape(.capsule), label: "bezel", paint: paint?.fill)
    else {
      return nil
    }
    if let text = paint?.text { styleForeground(framed, text) }
    return controlPart(parts, .background(alignment: .center), [framed, shape])
  }

  /// A Link is a plain button whose label is tinted text; a NavigationLink is its label, in an
  /// iOS List or Form with the disclosure chevron trailing (its 14-pt box, measured as a list
  /// accessory on iOS 26.1).
  func link(_ parts: ControlParts) -> Int? {
    // A Link, or a NavigationLink outside a list, is a tinted button; a list's row is not.
    if parts.call.kind == .link || !parts.inList {
      let label = labelStack(parts)
      styleForeground(label, parts.tint)
      return label
    }
    guard !parts.isMacOS, let label = labelStack(parts),
      let spacer = controlPart(parts, .spacer(minLength: nil)),
      let box = chevronBox(
        parts, "chevron.right", side: ControlMetrics.disclosureBox, resizable: false)
    else { return labelStack(parts) }
    return row(parts, [label, spacer, box], spacing: nil)
  }

  /// A Menu: on macOS a pull-down button, its label on a bezel as wide as the label plus a
  /// pop-up button's arrows (estimate: the pop-up's measured extra); on iOS its label, as a
  /// borderless button. The items are not laid out until it opens.
  func menu(_ parts: ControlParts) -> Int? {
    guard let content = labelStack(parts) else { return nil }
    guard parts.isMacOS, parts.style.buttonStyle != "borderless",
      parts.style.buttonStyle != "plain"
    else {
      // A borderless menu's label is tinted, as a borderless button's.
      if parts.style.buttonStyle != "plain" { styleForeground(content, parts.tint) }
      return content
    }
    return popUpBezel(parts, content)
  }

  /// A macOS pop-up button's bezel around `content`: the content leading, the arrows' width
  /// more than it, at least the control height high.
  func popUpBezel(_ parts: ControlParts, _ content: Int) -> Int? {
    let extraWidth = ControlMetrics.popUpExtra
    let height = parts.metrics.controlHeight(parts.size)
    let inset = ControlMetrics.popUpTitleInset
    let white = Paint(
      fill: "white", stroke: ControlLook.hairline, strokeWidth: 0.5, strokeInside: true)
    guard
      let padded = controlPart(
        parts,
        .padding(
          EdgeInsets(top: 0, leading: inset, bottom: 0, trailing: extraWidth - inset)),
        [content]),
      let framed = controlPart(
        parts,
        .flexFrame(FlexFrame(minHeight: height, alignment: .leading)), [padded]),
      let shape = controlPart(
        parts, .shape(.roundedRectangle(cornerRadius: 6)), label: "bezel", paint: white)
    else { return nil }
    return controlPart(parts, .background(alignment: .center), [framed, shape])
  }

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
