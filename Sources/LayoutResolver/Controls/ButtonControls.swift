// Buttons, links and menus: what a button style makes of its label.
// macOS: the automatic button style is the bordered push button, its label inset 12 at the
// sides on a bezel 24 high (macOS 26, measured). iOS: bordered buttons pad their label by the
// control size's insets on a capsule.
// Pictures (ControlLook): iOS bordered buttons are a capsule of their tint at 15 % under
// tinted text, prominent ones the tint under white text, borderless ones and links tinted
// text; macOS push buttons white with a hairline.

import LayoutEngine

/// Button, Link and Menu.
enum ButtonControls: ControlFamily {
  static let kinds: [ControlCall.Kind] = [.button, .link, .menu]

  static func read(_ reading: inout ControlReading) {
    switch reading.control.kind {
    case .button:
      reading.control.destructive = reading.call.bound.string("role") == "destructive"
    case .menu:
      // `Menu("Options") { items }` or `Menu { items } label: { ... }`: the items are not
      // laid out until the menu opens.
      reading.control.options = reading.label
      reading.label = reading.views("label")
    default:
      break
    }
  }

  static func body(_ parts: ControlParts, in session: ResolverSession) -> Int? {
    switch parts.call.kind {
    case .button: return session.button(parts)
    case .link: return session.link(parts)
    case .menu: return session.menu(parts)
    default: return nil
    }
  }
}

extension ControlMetrics {
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
  /// A push button's label is inset this much at each side: macOS 26 12 (measured), macOS 15
  /// 8 (estimate).
  var pushButtonPadding: Double { os == .macos15 ? 8 : 12 }
  /// A macOS pop-up button is its widest option's title plus this (bezel, arrows; macOS 26,
  /// measured; the estimate for macOS 15).
  static let popUpExtra = 47.5
  /// Where a pop-up button's title starts (estimate: only the total width is measured).
  static let popUpTitleInset = 8.0
}

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
}
