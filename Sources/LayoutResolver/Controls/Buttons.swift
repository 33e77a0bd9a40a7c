// Buttons, links, menus and toggles: what a button style makes of its label.
// macOS: the automatic button style is the bordered push button, its label inset 12 at the
// sides on a bezel 24 high (macOS 26, measured); a Toggle is a checkbox, a 16-pt box 5 before
// its label in the body style (an 18.5-pt line), or with `.switch` its label 8 before a
// 54x24 switch, both hugging their content. iOS: bordered buttons pad their label by the
// control size's insets on a capsule; a Toggle is its label, a Spacer and the switch across
// the width.

import LayoutEngine

extension ResolverSession {
  func button(_ parts: ControlParts) -> Int? {
    let style = parts.style.buttonStyle ?? (parts.isMacOS ? "bordered" : "automatic")
    guard let content = labelStack(parts) else { return nil }
    switch style {
    case "bordered", "borderedProminent", "glass", "glassProminent":
      return bezel(parts, content)
    case "automatic" where parts.isMacOS:
      return bezel(parts, content)
    default:
      return content
    }
  }

  /// A bordered button's label on its bezel: a macOS push button (the label inset at the
  /// sides, at least the control height high) or an iOS bordered button (the label inset by
  /// the control size's insets, a small or mini one in the subheadline style).
  func bezel(_ parts: ControlParts, _ content: Int) -> Int? {
    let metrics = parts.metrics
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
    guard let framed, let shape = controlPart(parts, .shape(.capsule), label: "bezel") else {
      return nil
    }
    return controlPart(parts, .background(alignment: .center), [framed, shape])
  }

  /// A Link is a plain button whose label is tinted text; a NavigationLink is its label, in an
  /// iOS List or Form with the disclosure chevron trailing (its 14-pt box, measured as a list
  /// accessory on iOS 26.1).
  func link(_ parts: ControlParts) -> Int? {
    guard parts.call.kind == .navigationLink, !parts.isMacOS, parts.inList,
      let label = labelStack(parts), let spacer = controlPart(parts, .spacer(minLength: nil)),
      let chevron = controlPart(
        parts, .image(ImageContent(name: nil, systemName: "chevron.right", naturalSize: nil)),
        label: "chevron.right"),
      let box = controlPart(
        parts,
        .frame(
          width: ControlMetrics.disclosureBox, height: ControlMetrics.disclosureBox,
          alignment: .center), [chevron])
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
    else { return content }
    return popUpBezel(parts, content, extraWidth: ControlMetrics.popUpExtra, fixedWidth: nil)
  }

  /// A macOS pop-up button's bezel around `content`: the content leading, `extraWidth` more
  /// than it (or `fixedWidth`), the control height high.
  func popUpBezel(_ parts: ControlParts, _ content: Int, extraWidth: Double, fixedWidth: Double?)
    -> Int?
  {
    let height = parts.metrics.controlHeight(parts.size)
    let inset = ControlMetrics.popUpTitleInset
    guard
      let padded = controlPart(
        parts,
        .padding(
          EdgeInsets(top: 0, leading: inset, bottom: 0, trailing: extraWidth - inset)),
        [content]),
      let framed = controlPart(
        parts,
        fixedWidth.map { .frame(width: $0, height: height, alignment: .leading) }
          ?? .flexFrame(FlexFrame(minHeight: height, alignment: .leading)), [padded]),
      let shape = controlPart(parts, .shape(.roundedRectangle(cornerRadius: 6)), label: "bezel")
    else { return nil }
    return controlPart(parts, .background(alignment: .center), [framed, shape])
  }

  func toggle(_ parts: ControlParts) -> Int? {
    let metrics = parts.metrics
    let style = parts.style.toggleStyle ?? "automatic"
    if style == "button" {
      guard let content = labelStack(parts) else { return nil }
      return bezel(parts, content)
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
          ? shapePart(
            parts, .capsule, "switch", width: metrics.switchSize.width,
            height: metrics.switchSize.height)
          : shapePart(
            parts, .roundedRectangle(cornerRadius: 3), "checkbox", width: side, height: side)
        for view in parts.label { setFont(view, .style(.body)) }
        return spreadLabel(parts, control)
      }
      if style == "switch" {
        let control = shapePart(
          parts, .capsule, "switch", width: metrics.switchSize.width,
          height: metrics.switchSize.height)
        return leadingLabel(parts, control, gap: ControlMetrics.switchGap, body: true)
      }
      return checkbox(parts, parts.label)
    }
    return spreadLabel(
      parts,
      shapePart(
        parts, .capsule, "switch", width: metrics.switchSize.width,
        height: metrics.switchSize.height))
  }

  /// A macOS checkbox or radio button: its box (`circle` for a radio button) before its label
  /// in the body style, the box alone when the label is hidden.
  func checkbox(_ parts: ControlParts, _ label: [Int], radio: Bool = false) -> Int? {
    let side = parts.metrics.checkboxSide
    let box = shapePart(
      parts, radio ? .circle : .roundedRectangle(cornerRadius: 3), radio ? "radio" : "checkbox",
      width: side, height: side)
    guard !label.isEmpty, !parts.hidden || radio, let content = bodyLabel(parts, label) else {
      return box
    }
    return row(parts, [box, content], spacing: parts.metrics.checkboxGap)
  }
}
