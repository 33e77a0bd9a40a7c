// Labels and the controls that group views: Label, LabeledContent, GroupBox,
// DisclosureGroup and ContentUnavailableView.

import LayoutEngine

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

  /// A GroupBox. macOS (macOS 26, measured): its content inset 5 in a rounded box, under its
  /// title (subheadline: 11 pt on a 16-pt line) 10 in from the box's leading edge and 3
  /// above it. iOS (estimate): the content inset 16 in a rounded box, its title (headline)
  /// above the content.
  func groupBox(_ parts: ControlParts) -> Int? {
    guard let content = oneView(parts, parts.call.options, vertical: true) else { return nil }
    let inset = parts.isMacOS ? ControlMetrics.groupBoxInset : ControlMetrics.iosGroupBoxInset
    /// `view` inset on a rounded box.
    func boxed(_ view: Int) -> Int? {
      guard
        let padded = controlPart(
          parts, .padding(EdgeInsets(top: inset, leading: inset, bottom: inset, trailing: inset)),
          [view]),
        let shape = controlPart(parts, .shape(.roundedRectangle(cornerRadius: 8)), label: "box")
      else { return nil }
      tree.nodes[shape].role = .background
      return controlPart(parts, .background(alignment: .center), [padded, shape])
    }
    guard let title = labelStack(parts) else { return boxed(content) }
    if parts.isMacOS {
      for view in parts.label { setFont(view, .style(.subheadline)) }
      guard let box = boxed(content),
        let indented = controlPart(
          parts,
          .padding(
            EdgeInsets(top: 0, leading: ControlMetrics.groupBoxTitleInset, bottom: 0, trailing: 0)),
          [title])
      else { return nil }
      return controlPart(
        parts,
        .vstack(alignment: .leading, spacing: ControlMetrics.groupBoxTitleGap, lazy: false),
        [indented, box])
    }
    // iOS draws the title inside the box, above the content.
    for view in parts.label { setFont(view, .style(.headline)) }
    return controlPart(
      parts, .vstack(alignment: .leading, spacing: nil, lazy: false), [title, content]
    ).flatMap(boxed)
  }

  /// A DisclosureGroup. iOS: a row of the title and a trailing chevron (14 square, measured
  /// as a list accessory), the content below when expanded, a stack's spacing apart. macOS
  /// (estimates): AppKit's disclosure triangle, a 13-pt box 6 before the title, hugging, the
  /// content below indented to the title.
  func disclosureGroup(_ parts: ControlParts) -> Int? {
    let content = parts.call.options
    let mac = parts.isMacOS
    let side = mac ? ControlMetrics.macDisclosureBox : ControlMetrics.disclosureBox
    guard let title = labelStack(parts),
      let box = chevronBox(
        parts, mac ? "chevron.down" : "chevron.right", side: side, resizable: mac)
    else { return nil }
    let header: Int?
    if mac {
      header = row(parts, [box, title], spacing: ControlMetrics.macDisclosureGap)
    } else {
      header = controlPart(parts, .spacer(minLength: nil)).flatMap {
        row(parts, [title, $0, box], spacing: nil)
      }
    }
    guard let header else { return nil }
    guard parts.call.expanded, !content.isEmpty else { return header }
    var body = content
    if mac, let column = oneView(parts, content, vertical: true),
      let indented = inset(
        parts, column,
        EdgeInsets(top: 0, leading: side + ControlMetrics.macDisclosureGap, bottom: 0, trailing: 0))
    {
      body = [indented]
    }
    return controlPart(
      parts, .vstack(alignment: .leading, spacing: nil, lazy: false), [header] + body)
  }

  /// A ContentUnavailableView takes all it is offered: its symbol, title (large title, bold),
  /// description (body) and actions, 12 apart, centred across and 20 below its top (macOS 26,
  /// measured with a label whose icon is an asset image, which it does not show, in a view
  /// too short for its content); a symbol of 48 pt above the title (estimate). Whether
  /// content that fits is centred down is not measured: it is kept at the top.
  func contentUnavailableView(_ parts: ControlParts) -> Int? {
    let call = parts.call
    var views: [Int] = []
    if let name = call.systemImage,
      let icon = controlPart(
        parts, .image(ImageContent(name: nil, systemName: name, naturalSize: nil)), label: name)
    {
      setFont(icon, .system(size: ControlMetrics.unavailableSymbolSize, weight: nil, design: nil))
      views.append(icon)
    }
    var titles: [Int] = []
    for title in parts.label {
      // A custom Label shows its title: its asset icon is not laid out.
      if let label = controlCalls[title], label.kind == .label {
        controlStyles[title] = ControlStyle(labelStyle: "titleOnly").applied(
          over: controlStyles[title] ?? ControlStyle())
      }
      setFont(title, .style(.largeTitle), bold: true)
      titles.append(title)
    }
    views += titles
    for description in call.description {
      setFont(description, .style(.body))
      views.append(description)
    }
    if let actions = oneView(parts, call.actions) { views.append(actions) }
    let margin = ControlMetrics.unavailableMargin
    guard
      let column = controlPart(
        parts,
        .vstack(alignment: .center, spacing: ControlMetrics.unavailableSpacing, lazy: false),
        views),
      let padded = controlPart(
        parts, .padding(EdgeInsets(top: margin, leading: margin, bottom: margin, trailing: margin)),
        [column]),
      let framed = controlPart(
        parts,
        .flexFrame(
          FlexFrame(
            minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .top)),
        [padded])
    else { return nil }
    return framed
  }

  /// A Section outside a List or Form: its header, rows and footer in a column.
  func section(_ parts: ControlParts) -> Int? {
    controlPart(
      parts, .vstack(alignment: .leading, spacing: 0, lazy: false),
      parts.call.header + parts.label + parts.call.footer)
  }
}
