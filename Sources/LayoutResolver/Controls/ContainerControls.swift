// The controls that group views: GroupBox (its content in a rounded box under its title),
// DisclosureGroup (a row that opens onto its content) and ContentUnavailableView (a symbol,
// a title, a description and actions in a column that takes all it is offered).

import LayoutEngine

/// GroupBox, DisclosureGroup and ContentUnavailableView.
enum ContainerControls: ControlFamily {
  static let kinds: [ControlCall.Kind] = [.groupBox, .disclosureGroup, .contentUnavailableView]

  static func read(_ reading: inout ControlReading) {
    let bound = reading.call.bound
    switch reading.control.kind {
    case .disclosureGroup:
      // The children are the content; the title (or `label:`) is the row that opens it.
      reading.control.expanded = bound.bool("isExpanded") ?? false
      reading.control.options = reading.label
      reading.label = (reading.titleText().map { [$0] } ?? []) + reading.views("label")
      reading.titleIsLabel = false
    case .groupBox:
      // The children are the content; the title (or `label:`) heads the box.
      reading.control.options = reading.label
      reading.label = (reading.titleText().map { [$0] } ?? []) + reading.views("label")
      reading.titleIsLabel = false
    case .contentUnavailableView:
      reading.control.systemImage = bound.string("systemImage")
      reading.control.description = reading.views("description")
      reading.control.actions = reading.views("actions")
      guard bound.bool("search") == true else { break }
      // `ContentUnavailableView.search`: "No Results" with a magnifying glass.
      let session = reading.session
      let source = reading.call.source
      reading.control.systemImage = "magnifyingglass"
      let searched = bound.string("text").flatMap { $0.isEmpty ? nil : $0 }
      let heading = searched.map { "No Results for \u{201C}\($0)\u{201D}" } ?? "No Results"
      if let text = session.makeNode(
        ViewNode(kind: .text(TextContent(heading)), label: heading, source: source))
      {
        reading.label = [text]
      }
      let hint = "Check the spelling or try a new search."
      if reading.control.description.isEmpty,
        let text = session.makeNode(
          ViewNode(kind: .text(TextContent(hint)), label: hint, source: source))
      {
        reading.control.description = [text]
      }
    default:
      break
    }
  }

  static func body(_ parts: ControlParts, in session: ResolverSession) -> Int? {
    switch parts.call.kind {
    case .groupBox: return session.groupBox(parts)
    case .disclosureGroup: return session.disclosureGroup(parts)
    case .contentUnavailableView: return session.contentUnavailableView(parts)
    default: return nil
    }
  }
}

extension ControlMetrics {
  /// A macOS GroupBox (macOS 26, measured): its content inset 5 on every side in the box; a
  /// title 11-pt, 10 in from the box's leading edge, 3 above the box.
  static let groupBoxInset = 5.0
  static let groupBoxTitleInset = 10.0
  static let groupBoxTitleGap = 3.0
  static let groupBoxTitleSize = 11.0
  /// iOS GroupBox (estimate: the secondary grouped background, 16 in, radius 8, title
  /// headline 8 above the content).
  static let iosGroupBoxInset = 16.0

  /// ContentUnavailableView (macOS 26, measured): its parts 12 apart, 20 from its edges; its
  /// symbol 48 pt (estimate).
  static let unavailableSpacing = 12.0
  static let unavailableMargin = 20.0
  static let unavailableSymbolSize = 48.0
  /// macOS's disclosure triangle: 13 square, 6 before the title (estimates).
  static let macDisclosureBox = 13.0
  static let macDisclosureGap = 6.0
}

extension ResolverSession {
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
}
