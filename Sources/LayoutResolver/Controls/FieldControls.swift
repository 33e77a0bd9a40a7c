// Text fields: TextField and SecureField fill the width they are offered. A field shows its
// text, or its placeholder when the text is empty, on one line; with `axis: .vertical` it
// wraps and grows with its `.lineLimit` (a range reserving its lines, as text does). The
// rounded style (the default on macOS) frames the line to the control height (24 on macOS
// 26, 34 on iOS); the plain style (the default on iOS) is the line, plus 1.5 on iOS
// (measured on both).

import LayoutEngine

/// TextField, SecureField and TextEditor.
enum FieldControls: ControlFamily {
  static let kinds: [ControlCall.Kind] = [.textField, .secureField, .textEditor]

  static func read(_ reading: inout ControlReading) {
    guard reading.control.kind != .textEditor else { return }
    let bound = reading.call.bound
    reading.control.placeholder = bound.string("placeholder")
    reading.control.value = bound.string("text")
    if case .edges(let axes) = bound.values["axis"] { reading.control.vertical = axes == .vertical }
  }

  static func body(_ parts: ControlParts, in session: ResolverSession) -> Int? {
    guard parts.call.kind != .textEditor else {
      return session.controlPart(parts, .shape(.rectangle), label: "editor")
    }
    return session.textField(parts)
  }
}

extension ControlMetrics {
  /// A rounded text field's height: iOS 34 (UITextField, measured), macOS the control height
  /// (24 on macOS 26, measured); its text inset 7 at the sides on iOS, 4 on macOS
  /// (estimate).
  func roundedFieldHeight(_ size: String) -> Double { isMacOS ? controlHeight(size) : 34 }
  var roundedFieldInset: Double { isMacOS ? 4 : 7 }
  /// A plain text field is its text line plus this (iOS: UITextField without a border, and
  /// the iOS 26 simulator, measured; macOS 26: the line alone, measured).
  var plainFieldExtra: Double { isMacOS ? 0 : 1.5 }
}

extension ControlLook {
  /// placeholderText: #3C3C43 at 30 % on iOS, black at 25 % on macOS.
  static let placeholderIOS = "#3C3C434D"
  static let placeholderMacOS = "#00000040"
}

extension ResolverSession {
  func textField(_ parts: ControlParts) -> Int? {
    guard let field = fieldBody(parts) else { return nil }
    // In a macOS Form the title is a label: in the label column, or leading in the grouped
    // style.
    guard parts.isMacOS, parts.context == .formColumns || parts.context == .formGrouped,
      let title = parts.call.placeholder,
      let text = controlPart(parts, .text(TextContent(title)), label: title)
    else { return field }
    if parts.context == .formColumns { return columnLabel(parts, field, label: [text]) }
    return spreadLabel(parts, field, label: [text])
  }

  private func fieldBody(_ parts: ControlParts) -> Int? {
    let call = parts.call
    let metrics = parts.metrics
    let value = call.value.flatMap { $0.isEmpty ? nil : $0 }
    let shown = value ?? call.placeholder ?? ""
    // A placeholder is drawn in the placeholder grey.
    let grey = parts.isMacOS ? ControlLook.placeholderMacOS : ControlLook.placeholderIOS
    guard
      let text = controlPart(
        parts, .text(TextContent(shown)), label: shown,
        paint: value == nil ? Paint(styleForeground: grey) : nil),
      let line = controlPart(
        parts, .flexFrame(FlexFrame(maxWidth: .infinity, alignment: .leading)), [text])
    else { return nil }
    if !call.vertical {
      var oneLine = EnvironmentOverrides()
      oneLine.lineLimit = LineLimit(min: nil, max: 1)
      tree.nodes[text].environment = oneLine
    }
    let style = parts.style.textFieldStyle ?? (parts.isMacOS ? "roundedBorder" : "plain")
    guard style == "roundedBorder" else {
      let half = metrics.plainFieldExtra / 2
      if half == 0 { return line }
      return controlPart(
        parts, .padding(EdgeInsets(top: half, leading: 0, bottom: half, trailing: 0)), [line])
    }
    let inset = metrics.roundedFieldInset
    let height = metrics.roundedFieldHeight(parts.size)
    guard
      let padded = controlPart(
        parts, .padding(EdgeInsets(top: 0, leading: inset, bottom: 0, trailing: inset)), [line]),
      let framed = controlPart(
        parts,
        call.vertical
          ? .flexFrame(FlexFrame(minHeight: height))
          : .frame(width: nil, height: height, alignment: .center), [padded]),
      let border = controlPart(parts, .shape(.roundedRectangle(cornerRadius: 5)), label: "border")
    else { return nil }
    return controlPart(parts, .background(alignment: .center), [framed, border])
  }
}
