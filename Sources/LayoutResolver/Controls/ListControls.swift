// Lists and Forms: a vertical scroll view of sections (rows outside a Section form one).
// iOS (insetGrouped, the default): each section's rows on a card, headers and footers beside
// the cards. macOS 26 (the inset style, measured): rows without cards, their content 16 from
// the sides, at least 24 high; headers and footers 13-pt lines 6 from what they head; sections
// 20 apart. A macOS Form lays its rows out in two columns (FormColumnsLayout) unless it is
// `.formStyle(.grouped)`.
// Pictures (iOS, light): a grouped list's page is the grouped background (#F2F2F7), behind
// its navigation bar too, its cards white; rows are parted by hairline separators (#C6C6C8)
// from their text to the trailing edge.

import LayoutEngine

/// List, Form and Section.
enum ListControls: ControlFamily {
  static let kinds: [ControlCall.Kind] = [.list, .form, .section]

  static func read(_ reading: inout ControlReading) {
    guard reading.control.kind == .section else { return }
    // The rows are the children; the title (or header views) and footer are kept apart.
    if let text = reading.titleText() { reading.control.header = [text] }
    reading.control.header += reading.views("header")
    reading.control.footer = reading.views("footer")
    reading.titleIsLabel = false
  }

  static func body(_ parts: ControlParts, in session: ResolverSession) -> Int? {
    parts.call.kind == .section ? session.section(parts) : session.list(parts)
  }

  /// A List's rows are in a list, and so are an iOS Form's; a macOS Form's are in its columns,
  /// or in its grouped style.
  static func childContext(
    of kind: ControlCall.Kind, _ style: ControlStyle, _ metrics: ControlMetrics
  ) -> ControlContext? {
    switch kind {
    case .list: return .list
    case .form where metrics.isMacOS:
      return style.formStyle == "grouped" ? .formGrouped : .formColumns
    case .form: return .list
    default: return nil
    }
  }
}

extension ControlMetrics {
  /// Lists on iOS (insetGrouped, the default of List and Form): rows are their content with
  /// 15.75 above and below (a line + 31.5, measured in SwiftUI on the iOS 26 simulator: every
  /// row's text 15.75 into it), at least 52 high (UICollectionView list, iOS 26.1, measured),
  /// their content inset 16 at the sides; cards 16 from the sides with a 26 corner radius.
  /// Section headers and footers are text, so they are read relative to their line (the
  /// simulator's headline line is 24.5, ours 20.5 at 2x; the header, not probed, is taken to
  /// have UIKit's 17-pt semibold font):
  /// - a titled header after a section is its line with 20 above it and none below (SwiftUI,
  ///   measured: 62 = 17.5 + 20 + 24.5 between the cards of ios/list/basic; UIKit's is
  ///   25); a first section's 35 above its line (UIKit, iOS 26.1, measured; not measured in
  ///   SwiftUI);
  /// - a plain list's header is the same 20 + line with 22 above it (SwiftUI, measured: 66.5
  ///   = 22 + 20 + 24.5 between the rows of ios/list/plain; only the sum is measured, the first
  ///   header the same, an estimate);
  /// - an untitled section is 35 down when first and 35 from the section before (17.5 under
  ///   it, 17.5 above the next), a footer 7.667 above and 6.667 below its text (UIKit, iOS
  ///   26.1, measured; the first 35 also in SwiftUI).
  /// iOS 18: rows 44 with 11 above and below, cards 20 in with a 10 radius, headers 35 or 25
  /// above their line, plain ones 4 above and below (estimates from iOS 14 measurements and
  /// UIKit's iOS 26 headers). The 20-pt margin of screens 440 wide and more is not modelled.
  ///
  /// macOS 26 (the inset style, measured): row content 16 from the list's sides and 10 below
  /// its top, rows at least 24 high with their content 4 above and below (centred when
  /// shorter), a section's header and footer 6 above and below their 13-pt line, sections 20
  /// apart. macOS 15: rows 24 high, content 8 in at the sides (estimates, AppKit's table).
  /// Sidebar rows are 28 high on macOS 26 (inferred), 24 on macOS 15 (documented).
  func rowMinHeight(sidebar: Bool) -> Double {
    switch os {
    case .ios18: return 44
    case .ios26: return 52
    case .macos15: return 24
    case .macos26: return sidebar ? 28 : 24
    }
  }
  var rowInsets: EdgeInsets {
    switch os {
    case .ios18: return EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    case .ios26: return EdgeInsets(top: 15.75, leading: 16, bottom: 15.75, trailing: 16)
    case .macos26: return EdgeInsets(top: 4, leading: 0, bottom: 4, trailing: 0)
    case .macos15: return EdgeInsets(top: 4, leading: 0, bottom: 4, trailing: 0)
    }
  }
  /// The list's own margin around its rows: iOS the card's inset from the sides; macOS the
  /// inset style's margins.
  var listMargin: Double {
    switch os {
    case .ios18: return 20
    case .ios26: return 16
    case .macos26: return 16
    case .macos15: return 8
    }
  }
  var listCornerRadius: Double { os == .ios18 ? 10 : 26 }
  var firstHeaderTop: Double { 35 }
  /// Above a later section's titled header line (none below it).
  var laterHeaderTop: Double { os == .ios18 ? 25 : 20 }
  /// Above and below a plain list's header line.
  var plainHeaderInsets: (top: Double, bottom: Double) {
    os == .ios18 ? (4, 4) : (ControlMetrics.plainHeaderGap + laterHeaderTop, 0)
  }
  /// The gap above an iOS 26 plain list's header (SwiftUI, measured as 42 - 20).
  static let plainHeaderGap = 22.0
  var untitledGap: Double { 17.5 }
  var footerTop: Double { 7.667 }
  var footerBottom: Double { 6.667 }
  /// macOS: the list's top and bottom margin, a header's and footer's space above and below
  /// its line, and the space between sections (macOS 26, measured).
  static let macListTop = 10.0
  static let macSectionLine = 6.0
  static let macSectionSpacing = 20.0
  /// A macOS sidebar's content is 8 in from its sides, with no top margin (estimates).
  static let sidebarInset = 8.0
  /// macOS 26 grouped form (measured): rows in a card 20 in from the form's edges, their
  /// content 10 in from the card's.
  static let macGroupedMargin = 20.0
  static let macGroupedRowInset = 10.0
}

extension ControlLook {
  /// The opaque separator (#C6C6C8) and the grouped page (systemGroupedBackground).
  static let separator = "#C6C6C8"
  static let groupedBackground = "#F2F2F7"
}

extension ResolverSession {
  /// One section of a list: its header, rows and footer views.
  struct ListSection {
    var header: [Int]
    var rows: [Int]
    var footer: [Int]
  }

  /// The sections of a list's children: Section controls, and runs of rows between them. An
  /// `.id` on a Section names its last view, as SwiftUI reports it.
  func listSections(_ children: [Int]) -> [ListSection] {
    var sections: [ListSection] = []
    var loose: [Int] = []
    for child in children {
      guard let call = controlCalls[child], call.kind == .section else {
        loose.append(child)
        continue
      }
      if !loose.isEmpty { sections.append(ListSection(header: [], rows: loose, footer: [])) }
      loose = []
      var section = ListSection(
        header: call.header, rows: Array(tree.nodes[child].children), footer: call.footer)
      if let id = tree.nodes[child].id,
        let last = section.footer.last ?? section.rows.last ?? section.header.last,
        let named = makeNode(
          ViewNode(kind: .control("section"), children: [last], source: tree.nodes[child].source))
      {
        tree.nodes[named].id = id
        for index in section.footer.indices where section.footer[index] == last {
          section.footer[index] = named
        }
        if section.footer.isEmpty, let index = section.rows.lastIndex(of: last) {
          section.rows[index] = named
        }
        if section.footer.isEmpty, section.rows.isEmpty,
          let index = section.header.lastIndex(of: last)
        {
          section.header[index] = named
        }
      }
      sections.append(section)
      controlCalls[child] = nil
    }
    if !loose.isEmpty || sections.isEmpty {
      sections.append(ListSection(header: [], rows: loose, footer: []))
    }
    return sections
  }

  func list(_ parts: ControlParts) -> Int? {
    let style = parts.style.listStyle ?? "automatic"
    if parts.call.kind == .form, parts.isMacOS {
      if parts.style.formStyle == "grouped" { return groupedForm(parts) }
      return formColumns(parts)
    }
    let sections = listSections(parts.label)
    let content = parts.isMacOS ? macList(parts, sections, style) : iosList(parts, sections, style)
    let grouped = !parts.isMacOS && style != "plain"
    return content.flatMap {
      controlPart(
        parts, .scrollView(horizontal: false, vertical: true), [$0],
        paint: grouped
          ? Paint(
            backdrop: ControlLook.groupedBackground,
            backdropUnderBar: listsUnderBar.contains(parts.node)) : nil)
    }
  }

  /// A clear view `height` high: a gap in a list's column.
  func space(_ parts: ControlParts, _ height: Double) -> Int? {
    controlPart(parts, .color, label: "clear").flatMap {
      controlPart(parts, .frame(width: nil, height: height, alignment: .center), [$0])
    }
  }

  /// A row: its content inset (`.listRowInsets` or the style's), at least the minimum row
  /// height, across the list, its content centred down and leading.
  func listRow(_ parts: ControlParts, _ row: Int, insets: EdgeInsets, minHeight: Double) -> Int? {
    guard let padded = controlPart(parts, .padding(listRowInsets[row] ?? insets), [row]) else {
      return nil
    }
    return controlPart(
      parts,
      .flexFrame(FlexFrame(maxWidth: .infinity, minHeight: minHeight, alignment: .leading)),
      [padded])
  }

  /// A section's rows (`listRow` each) in a column, `spacing` apart.
  func rowColumn(
    _ parts: ControlParts, _ rows: [Int], insets: EdgeInsets, minHeight: Double,
    spacing: Double, paint: Paint? = nil
  ) -> Int? {
    let made = rows.compactMap { listRow(parts, $0, insets: insets, minHeight: minHeight) }
    return controlPart(
      parts, .vstack(alignment: .leading, spacing: spacing, lazy: false), made, paint: paint)
  }

  /// `view` on a rounded card behind it.
  func onCard(_ parts: ControlParts, _ view: Int, radius: Double, paint: Paint? = nil) -> Int? {
    guard
      let card = controlPart(
        parts, .shape(.roundedRectangle(cornerRadius: radius)), label: "card", paint: paint)
    else { return nil }
    tree.nodes[card].role = .background
    return controlPart(parts, .background(alignment: .center), [view, card])
  }

  /// The views as one, inset.
  func inset(_ parts: ControlParts, _ view: Int?, _ insets: EdgeInsets) -> Int? {
    view.flatMap { controlPart(parts, .padding(insets), [$0]) }
  }

  private func macList(_ parts: ControlParts, _ sections: [ListSection], _ style: String)
    -> Int?
  {
    let metrics = parts.metrics
    let sidebar = style == "sidebar"
    // A sidebar keeps the table's estimates: content 8 in, no top margin.
    let side = style == "plain" ? 0 : sidebar ? ControlMetrics.sidebarInset : metrics.listMargin
    let minHeight = parts.style.minRowHeight ?? metrics.rowMinHeight(sidebar: sidebar)
    let line = ControlMetrics.macSectionLine
    let top = sidebar ? 0 : ControlMetrics.macListTop
    var column: [Int?] = [top > 0 ? space(parts, top) : nil]
    for (index, section) in sections.enumerated() {
      if index > 0 {
        column.append(space(parts, parts.style.sectionSpacing ?? ControlMetrics.macSectionSpacing))
      }
      if let header = oneView(parts, section.header) {
        for view in section.header { setFont(view, .style(.subheadline), bold: true) }
        column.append(
          inset(parts, header, EdgeInsets(top: line, leading: 0, bottom: line, trailing: 0)))
      }
      column.append(
        rowColumn(
          parts, section.rows, insets: metrics.rowInsets, minHeight: minHeight,
          spacing: parts.style.rowSpacing ?? 0))
      if let footer = oneView(parts, section.footer, vertical: true) {
        for view in section.footer { setFont(view, .style(.subheadline), bold: true) }
        column.append(
          inset(parts, footer, EdgeInsets(top: line, leading: 0, bottom: line, trailing: 0)))
      }
    }
    if top > 0 { column.append(space(parts, top)) }
    guard
      let stack = controlPart(
        parts, .vstack(alignment: .leading, spacing: 0, lazy: false), column.compactMap { $0 })
    else { return nil }
    return inset(parts, stack, EdgeInsets(top: 0, leading: side, bottom: 0, trailing: side))
  }

  private func iosList(_ parts: ControlParts, _ sections: [ListSection], _ style: String)
    -> Int?
  {
    let metrics = parts.metrics
    let plain = style == "plain"
    let margin = plain || style == "grouped" ? 0 : metrics.listMargin
    let rowInsets = metrics.rowInsets
    let textInset = margin + rowInsets.leading
    let minHeight = parts.style.minRowHeight ?? metrics.rowMinHeight(sidebar: false)
    var column: [Int?] = []
    for (index, section) in sections.enumerated() {
      // Header: a titled one is its 17-pt semibold line with 35 above it in the first section,
      // 20 in a later one (after the section before's 17.5 or footer), 22 + 20 in a plain
      // list, none below; an untitled one 35 at the top, 17.5 between sections (iOS 26,
      // measured). `.listSectionSpacing` replaces the 17.5s (half of it each), not the 20.
      let spacing = parts.style.sectionSpacing
      if let header = oneView(parts, section.header) {
        for view in section.header { setFont(view, .style(.headline)) }
        let (top, bottom) =
          plain
          ? metrics.plainHeaderInsets
          : (index == 0 ? metrics.firstHeaderTop : metrics.laterHeaderTop, 0)
        column.append(
          inset(
            parts, header,
            EdgeInsets(top: top, leading: textInset, bottom: bottom, trailing: textInset)))
      } else if !plain, index > 0 || !listsUnderBar.contains(parts.node) {
        // The first section starts right under a navigation bar (iOS 26, measured).
        column.append(
          space(
            parts,
            index == 0 ? metrics.firstHeaderTop : spacing.map { $0 / 2 } ?? metrics.untitledGap))
      }
      guard
        var card = rowColumn(
          parts, section.rows, insets: rowInsets, minHeight: minHeight,
          spacing: parts.style.rowSpacing ?? 0,
          paint: Paint(look: .separators(colour: ControlLook.separator)))
      else { continue }
      if !plain,
        let layered = onCard(
          parts, card, radius: metrics.listCornerRadius, paint: Paint(fill: "white"))
      {
        card = layered
      }
      if margin > 0 {
        card =
          inset(parts, card, EdgeInsets(top: 0, leading: margin, bottom: 0, trailing: margin))
          ?? card
      }
      column.append(card)
      // Footer: 7.667 above and 6.667 below its footnote text; untitled, 17.5.
      if let footer = oneView(parts, section.footer, vertical: true) {
        // A footer is secondary footnote text.
        for view in section.footer {
          setFont(view, .style(.footnote))
          styleForeground(view, "secondary")
        }
        column.append(
          inset(
            parts, footer,
            EdgeInsets(
              top: metrics.footerTop, leading: textInset, bottom: metrics.footerBottom,
              trailing: textInset)))
      } else if !plain, index + 1 < sections.count {
        column.append(space(parts, spacing.map { $0 / 2 } ?? metrics.untitledGap))
      }
    }
    return controlPart(
      parts, .vstack(alignment: .leading, spacing: 0, lazy: false), column.compactMap { $0 })
  }

  /// A macOS columns form (FormColumnsLayout): its rows, sections' headers and footers among
  /// them, each control's label in the label column.
  private func formColumns(_ parts: ControlParts) -> Int? {
    var rows: [Int] = []
    for section in listSections(parts.label) {
      for view in section.header { setFont(view, .style(.headline)) }
      rows += section.header + section.rows + section.footer
    }
    return controlPart(
      parts,
      .custom(
        AnyLayout(FormColumnsLayout(columnGap: ControlMetrics.formColumnGap), name: "formcolumns")),
      rows)
  }

  /// A macOS `.formStyle(.grouped)` form: its rows on a card 20 in from the form's edges,
  /// each row's label leading and control trailing, 10 in from the card (macOS 26, measured).
  private func groupedForm(_ parts: ControlParts) -> Int? {
    let sections = listSections(parts.label)
    let margin = ControlMetrics.macGroupedMargin
    let inner = ControlMetrics.macGroupedRowInset
    var column: [Int?] = []
    for (index, section) in sections.enumerated() {
      if index > 0 { column.append(space(parts, parts.style.sectionSpacing ?? margin)) }
      if let header = oneView(parts, section.header) {
        for view in section.header { setFont(view, .style(.headline)) }
        column.append(
          inset(parts, header, EdgeInsets(top: 0, leading: inner, bottom: 6, trailing: inner)))
      }
      guard
        let rows = rowColumn(
          parts, section.rows,
          insets: EdgeInsets(top: inner, leading: inner, bottom: inner, trailing: inner),
          minHeight: parts.style.minRowHeight ?? 0, spacing: 0),
        let card = onCard(parts, rows, radius: 8)
      else { continue }
      column.append(card)
      if let footer = oneView(parts, section.footer, vertical: true) {
        column.append(
          inset(parts, footer, EdgeInsets(top: 6, leading: inner, bottom: 0, trailing: inner)))
      }
    }
    guard
      let stack = controlPart(
        parts, .vstack(alignment: .leading, spacing: 0, lazy: false), column.compactMap { $0 }),
      let padded = inset(
        parts, stack, EdgeInsets(top: margin, leading: margin, bottom: margin, trailing: margin))
    else { return nil }
    return controlPart(parts, .scrollView(horizontal: false, vertical: true), [padded])
  }

  /// A Section outside a List or Form: its header, rows and footer in a column.
  func section(_ parts: ControlParts) -> Int? {
    controlPart(
      parts, .vstack(alignment: .leading, spacing: 0, lazy: false),
      parts.call.header + parts.label + parts.call.footer)
  }
}
