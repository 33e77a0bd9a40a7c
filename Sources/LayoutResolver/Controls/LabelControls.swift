// Labels: Label (its icon before its title, a stack's spacing apart) and LabeledContent (a
// label and its value, spread across the width on iOS, side by side on macOS).

import LayoutEngine

/// Label and LabeledContent.
enum LabelControls: ControlFamily {
  static let kinds: [ControlCall.Kind] = [.label, .labeledContent]

  static func read(_ reading: inout ControlReading) {
    switch reading.control.kind {
    case .label:
      reading.control.systemImage = reading.call.bound.string("systemImage")
      reading.control.image = reading.call.bound.string("image")
      reading.control.icon = reading.views("icon")
    case .labeledContent:
      // `LabeledContent("Count") { Text("3") }`: the children are the value; the title (or
      // `label:`) is the label.
      reading.control.value = reading.call.bound.string("value")
      reading.control.options = reading.label
      reading.label = (reading.titleText().map { [$0] } ?? []) + reading.views("label")
      reading.titleIsLabel = false
    default:
      break
    }
  }

  static func body(_ parts: ControlParts, in session: ResolverSession) -> Int? {
    switch parts.call.kind {
    case .label: return session.labelView(parts)
    case .labeledContent: return session.labeledContent(parts)
    default: return nil
    }
  }
}

extension ControlMetrics {
  /// A Label's icon column in a macOS list (macOS 26, measured: the title 22 after the
  /// icon's start for three symbols, a stack's 8 after a 14-wide column).
  static let macListIconWidth = 14.0
}

extension ResolverSession {
  /// A Label: its icon (a symbol, an asset image or `icon:` views) before its title, a
  /// stack's spacing apart; `.labelStyle` drops one.
  func labelView(_ parts: ControlParts) -> Int? {
    let style = parts.style.labelStyle ?? "automatic"
    if style == "titleOnly" { return labelStack(parts) }
    let call = parts.call
    var icon: Int?
    if let name = call.systemImage {
      icon = controlPart(
        parts, .image(ImageContent(name: nil, systemName: name, naturalSize: nil)), label: name)
    } else if let name = call.image {
      icon = controlPart(
        parts, .image(ImageContent(name: name, systemName: nil, naturalSize: options.images[name])),
        label: name)
    } else {
      icon = oneView(parts, call.icon)
    }
    // In a macOS list, icons sit in a column of one width, so titles line up (macOS 26,
    // measured: 22 from the icon's start to the title, whatever the symbol).
    if parts.isMacOS, parts.inList, let shown = icon {
      icon = controlPart(
        parts, .frame(width: ControlMetrics.macListIconWidth, height: nil, alignment: .center),
        [shown])
    }
    return style == "iconOnly" ? icon : row(parts, [icon, labelStack(parts)], spacing: nil)
  }

  /// LabeledContent: macOS, its label 8 before its value, both in the body style, hugging
  /// (macOS 26, measured); iOS, the label leading and the value trailing across the width.
  func labeledContent(_ parts: ControlParts) -> Int? {
    var content: [Int] = parts.call.options
    if let value = parts.call.value,
      let text = controlPart(parts, .text(TextContent(value)), label: value)
    {
      content.append(text)
    }
    guard let value = oneView(parts, content) else { return labelStack(parts) }
    // The value is secondary text (LabeledContent's automatic style).
    styleForeground(value, "secondary")
    if parts.isMacOS {
      // In a Form the label and value keep the default font (measured).
      let body = parts.context == .plain || parts.context == .list
      if body { for view in content { setFont(view, .style(.body)) } }
      return leadingLabel(parts, value, gap: ControlMetrics.labelGap, body: body)
    }
    return spreadLabel(parts, value)
  }
}
