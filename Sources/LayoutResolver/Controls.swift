// Controls, as SwiftUI makes them: a control is its style's body, made of ordinary views
// (a Toggle with a label is an HStack of the label, a Spacer and a fixed-size switch; a
// bordered Button is its label padded on a capsule). The resolver builds each control as a
// `control` node around those views, so the engine lays them out with the rules it has, and a
// dump shows the parts (`switch`, `bezel`, `track`, ...). Styles are environment values in
// SwiftUI (`.buttonStyle(.bordered)` on a VStack styles every button in it), so the parts are
// made once the whole tree is known (`composeControls`), each control with the styles in
// effect where it is.
// Metrics are per OS profile (`--os`): iOS 26 is the default, iOS 18 and the macOS profiles
// differ where the measurements say so. Where nothing is published the value is an estimate,
// named so here and in layoutc(1)'s table of control metrics.

import LayoutEngine
import LayoutSyntax

/// The OS whose control metrics a layout uses.
public enum OSProfile: String, Sendable, CaseIterable {
  /// iOS 18, iOS 26, macOS 15 and macOS 26 (`--os`).
  case ios18, ios26, macos15, macos26

  /// True for the macOS profiles.
  public var isMacOS: Bool { self == .macos15 || self == .macos26 }
  /// The profile a platform has by default: the current OS.
  public static func current(for platform: Platform) -> OSProfile {
    platform == .macos ? .macos26 : .ios26
  }
}

/// The styles in effect at a view (`.buttonStyle`, `.controlSize`, ...): nil = inherited.
struct ControlStyle {
  var buttonStyle: String?
  var controlSize: String?
  var labelStyle: String?
  var listStyle: String?
  var pickerStyle: String?
  var textFieldStyle: String?
  var progressViewStyle: String?
  var toggleStyle: String?
  var labelsHidden: Bool?

  /// These values over `outer`'s: the inner modifier wins, as in SwiftUI's environment.
  func applied(over outer: ControlStyle) -> ControlStyle {
    ControlStyle(
      buttonStyle: buttonStyle ?? outer.buttonStyle,
      controlSize: controlSize ?? outer.controlSize,
      labelStyle: labelStyle ?? outer.labelStyle,
      listStyle: listStyle ?? outer.listStyle,
      pickerStyle: pickerStyle ?? outer.pickerStyle,
      textFieldStyle: textFieldStyle ?? outer.textFieldStyle,
      progressViewStyle: progressViewStyle ?? outer.progressViewStyle,
      toggleStyle: toggleStyle ?? outer.toggleStyle,
      labelsHidden: labelsHidden ?? outer.labelsHidden)
  }
}

/// A control as written, waiting for its styles: which control, and what its arguments say.
struct ControlCall {
  enum Kind: String {
    case button, toggle, label, slider, stepper, progressView, textField, secureField
    case link, menu, labeledContent, textEditor, picker
    case navigationStack, tabView, tab
    case list, form, section
    case disclosureGroup, contentUnavailableView
  }
  var kind: Kind
  /// `Label`'s symbol.
  var systemImage: String?
  /// `ProgressView(value:)`: a bar rather than a spinner.
  var determinate = false
  /// A Picker's or TabView's `selection`, as text (matched against `.tag`s).
  var selection: String?
  /// A text field's placeholder, and whether it grows downwards (`axis: .vertical`).
  var placeholder: String?
  var vertical = false
  /// `LabeledContent("Name", value: "Ada")`: the value shown trailing.
  var value: String?
  /// A Picker's options (its children); its label is the title.
  var options: [Int] = []
  /// `DisclosureGroup(isExpanded: .constant(true))`: its content shows.
  var expanded = false
  /// ContentUnavailableView's symbol and description.
  var description: [Int] = []
  /// A Section's title, or header and footer views.
  var header: [Int] = []
  var footer: [Int] = []
}

extension ResolverSession {
  /// `Button("Title")`, `Toggle("Wi-Fi", isOn:)`, `Label("Inbox", systemImage:)`, ...: the
  /// control node and its label, the style's parts to come (`composeControls`).
  func buildControl(_ kind: ControlCall.Kind, _ call: ViewCall) -> [Int] {
    var label = resolveChildren(call.head.children, call.scope)
    guard call.bound.ok else { return [] }
    var control = ControlCall(kind: kind)
    let title = call.bound.string("title")
    control.selection = call.bound.string("selection")
    switch kind {
    case .label:
      control.systemImage = call.bound.string("systemImage")
    case .progressView:
      control.determinate = call.bound.number("value") != nil
    case .textField, .secureField:
      control.placeholder = call.bound.string("placeholder")
      if case .edges(let axes) = call.bound.values["axis"] { control.vertical = axes == .vertical }
    case .labeledContent:
      control.value = call.bound.string("value")
    case .picker:
      // The children are the options; the label is the title.
      control.options = label
      label = []
    case .section:
      // The rows are the children; the title (or header views) and footer are kept apart.
      if let title {
        guard
          let text = makeNode(
            ViewNode(kind: .text(TextContent(title)), label: title, source: call.source))
        else { return [] }
        control.header = [text]
      }
      for source in call.bound.views("header") {
        control.header += resolveSource(source, context: nil)
      }
      for source in call.bound.views("footer") {
        control.footer += resolveSource(source, context: nil)
      }
      for node in control.header + control.footer {
        setFont(node, .style(control.header.contains(node) ? .headline : .footnote))
      }
    case .disclosureGroup:
      // The children are the content; the title (or `label:`) is the row that opens it.
      control.expanded = call.bound.bool("isExpanded") ?? false
      control.options = label
      label = []
      if let title,
        let text = makeNode(
          ViewNode(kind: .text(TextContent(title)), label: title, source: call.source))
      {
        label = [text]
      }
      for source in call.bound.views("label") { label += resolveSource(source, context: nil) }
    case .tab:
      control.systemImage = call.bound.string("systemImage")
      control.value = title
    case .contentUnavailableView:
      control.systemImage = call.bound.string("systemImage")
      for source in call.bound.views("description") {
        control.description += resolveSource(source, context: nil)
      }
    case .menu where title != nil:
      // `Menu("Options") { items }`: the items are not laid out until the menu opens.
      label = []
    default:
      break
    }
    if let title, label.isEmpty, ![.label, .picker, .section, .disclosureGroup].contains(kind) {
      guard
        let text = makeNode(
          ViewNode(kind: .text(TextContent(title)), label: title, source: call.source))
      else { return [] }
      label = [text]
    }
    if kind == .label, let title {
      guard
        let text = makeNode(
          ViewNode(kind: .text(TextContent(title)), label: title, source: call.source))
      else { return [] }
      label = [text]
    }
    // A picker keeps its options as children until it is composed.
    let children =
      kind == .picker ? control.options : kind == .disclosureGroup ? label + control.options : label
    guard
      let node = makeNode(
        ViewNode(
          kind: .control(kind.rawValue.nameKey), children: children, source: call.source))
    else { return [] }
    controlCalls[node] = control
    return [node]
  }

  /// A view a control is made of, at the control's source position. Its shapes are the
  /// parts the system draws (a bezel, a switch, a track, a field's border): they carry the
  /// neutral look pictures draw them in, a rounded field's border white with a hairline.
  func makeControlPart(_ kind: ViewKind, _ children: [Int], label: String?, at: SourcePosition)
    -> Int?
  {
    var node = ViewNode(kind: kind, children: children, label: label, source: at)
    if case .shape = kind {
      node.attributes.paint =
        label == "border"
        ? Paint(fill: "white", stroke: "#C6C6C8", strokeWidth: 0.5) : Paint(fill: "#E5E5EA")
    }
    return makeNode(node)
  }

  /// The tab bar: 49 high across the view, its items (each tab's `.tabItem` or `Tab` title and
  /// symbol) on iOS 26 a row of 86-wide items centred on a platter 8 in from its ends, each
  /// a 24x24 symbol 12 from the top over its 10-pt semibold title (measured: pitch 86, side
  /// pad 8, icon centre 24; the title's place is approximate); on iOS 18 the items share
  /// the width (estimate).
  private func tabBar(
    _ tabs: [Int], _ metrics: ControlMetrics, _ make: (ViewKind, [Int], String?) -> Int?
  ) -> Int? {
    var items: [Int] = []
    for tab in tabs {
      let pending = controlCalls[tab].flatMap { $0.kind == .tab ? $0 : nil }
      let info = pending.map { ($0.value, $0.systemImage) } ?? tabItems[tab] ?? (nil, nil)
      var parts: [Int] = []
      if let icon = info.1,
        let image = make(
          .image(ImageContent(name: nil, systemName: icon, naturalSize: nil)), [], icon),
        let box = make(.frame(width: 24, height: 24, alignment: .center), [image], nil),
        let padded = make(
          .padding(EdgeInsets(top: 12, leading: 0, bottom: 0, trailing: 0)), [box], nil)
      {
        parts.append(padded)
      }
      if let title = info.0, let text = make(.text(TextContent(title)), [], title) {
        setFont(text, .system(size: 10, weight: 600, design: nil))
        parts.append(text)
      }
      guard let column = make(.vstack(alignment: .center, spacing: 3, lazy: false), parts, nil),
        let item = make(
          metrics.os == .ios18
            ? .flexFrame(
              FlexFrame(
                maxWidth: .infinity, minHeight: ControlMetrics.tabBarHeight,
                maxHeight: ControlMetrics.tabBarHeight, alignment: .top))
            : .frame(
              width: ControlMetrics.tabItemPitch, height: ControlMetrics.tabBarHeight,
              alignment: .top),
          [column], nil)
      else { continue }
      items.append(item)
    }
    guard let row = make(.hstack(alignment: .top, spacing: 0, lazy: false), items, nil) else {
      return nil
    }
    let platter =
      metrics.os == .ios18
      ? row : make(.padding(EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)), [row], nil)
    return platter.flatMap {
      make(
        .flexFrame(
          FlexFrame(
            maxWidth: .infinity, minHeight: ControlMetrics.tabBarHeight,
            maxHeight: ControlMetrics.tabBarHeight)), [$0], nil)
    }
  }

  /// A `.tabItem`'s title and symbol, from its views (a Label, a Text, an Image).
  func tabItemInfo(_ nodes: [Int]) -> (String?, String?) {
    var title: String?
    var icon: String?
    var work = nodes
    while let node = work.popLast() {
      if let call = controlCalls[node], call.kind == .label { icon = icon ?? call.systemImage }
      switch tree.nodes[node].kind {
      case .text(let content): title = title ?? content.string
      case .image(let image): icon = icon ?? image.systemName
      default: break
      }
      work += tree.nodes[node].children.reversed()
    }
    return (title, icon)
  }

  /// The view `selection` picks among `views` by `.tag` (on a view or the view it wraps),
  /// else the first.
  func selected(_ views: [Int], _ selection: String?) -> Int? {
    guard let selection else { return views.first }
    for view in views {
      var node = view
      for _ in 0..<16 {
        if tags[node] == selection { return view }
        guard let primary = tree.nodes[node].children.first else { break }
        node = primary
      }
    }
    return views.first
  }

  /// The font a style gives a part (a section header, a small button's title): the part's
  /// own font modifiers, written by the user, win.
  func setFont(_ node: Int, _ font: FontSpec, bold: Bool = false) {
    var style = EnvironmentOverrides()
    style.font = font
    if bold { style.bold = true }
    tree.nodes[node].environment = tree.nodes[node].environment.applied(over: style)
  }

  /// Makes every control's parts, top-down, with the styles in effect at it.
  func composeControls(from root: Int) {
    guard !controlCalls.isEmpty else { return }
    let metrics = ControlMetrics(os: options.os)
    var work: [(node: Int, style: ControlStyle)] = [(root, ControlStyle())]
    while let (node, inherited) = work.popLast() {
      let style = controlStyles[node].map { $0.applied(over: inherited) } ?? inherited
      if let call = controlCalls.removeValue(forKey: node) {
        compose(node, call, style, metrics)
      }
      for child in tree.nodes[node].children { work.append((child, style)) }
    }
  }

  /// A Picker: segmented, equal segments of the options' titles (13 pt) in a 32-high capsule
  /// filling the width (UISegmentedControl, measured); otherwise (menu, the iOS default) the
  /// selected option (by `.tag`, else the first) with up-and-down chevrons (estimate: no
  /// padding).
  private func picker(
    _ call: ControlCall, _ style: ControlStyle, _ metrics: ControlMetrics,
    _ make: (ViewKind, [Int], String?) -> Int?
  ) -> Int? {
    if style.pickerStyle == "segmented" {
      var segments: [Int] = []
      for option in call.options {
        setFont(option, .system(size: ControlMetrics.segmentFontSize, weight: nil, design: nil))
        if let segment = make(.flexFrame(FlexFrame(maxWidth: .infinity)), [option], nil) {
          segments.append(segment)
        }
      }
      guard let row = make(.hstack(alignment: .center, spacing: 0, lazy: false), segments, nil),
        let framed = make(
          .frame(width: nil, height: metrics.segmentedHeight, alignment: .center), [row], nil),
        let capsule = make(.shape(.capsule), [], "segments")
      else { return nil }
      return make(.background(alignment: .center), [framed, capsule], nil)
    }
    guard let first = selected(call.options, call.selection),
      let chevrons = make(
        .image(ImageContent(name: nil, systemName: "chevron.up.chevron.down", naturalSize: nil)),
        [],
        "chevron.up.chevron.down")
    else { return nil }
    return make(.hstack(alignment: .center, spacing: nil, lazy: false), [first, chevrons], nil)
  }

  /// A List or Form: a vertical scroll view of its sections (consecutive rows outside a
  /// Section form one), each a card of rows (layoutc(1), CONTROL METRICS).
  private func list(
    _ children: [Int], style: String, _ metrics: ControlMetrics, _ at: SourcePosition
  )
    -> Int?
  {
    func make(_ kind: ViewKind, _ children: [Int] = [], label: String? = nil) -> Int? {
      makeControlPart(kind, children, label: label, at: at)
    }
    func space(_ height: Double) -> Int? {
      make(.color, label: "clear").flatMap {
        make(.frame(width: nil, height: height, alignment: .center), [$0])
      }
    }
    // macOS lists are plain tables (or a sidebar): no cards.
    let plain = style == "plain" || metrics.os.isMacOS
    let margin = plain || style == "grouped" ? 0 : metrics.listMargin
    // A plain list's rows and headers are inset 20 (UITableView plain, iOS 26.1, measured).
    var rowInsets = metrics.rowInsets
    if plain, !metrics.os.isMacOS { (rowInsets.leading, rowInsets.trailing) = (20, 20) }
    let textInset = margin + rowInsets.leading
    // The sections: Section nodes, and runs of rows between them.
    var sections: [(header: [Int], rows: [Int], footer: [Int])] = []
    var loose: [Int] = []
    for child in children {
      if let call = controlCalls[child], call.kind == .section {
        if !loose.isEmpty { sections.append(([], loose, [])) }
        loose = []
        sections.append((call.header, Array(tree.nodes[child].children), call.footer))
        controlCalls[child] = nil
      } else {
        loose.append(child)
      }
    }
    if !loose.isEmpty || sections.isEmpty { sections.append(([], loose, [])) }
    var parts: [Int] = []
    for (index, section) in sections.enumerated() {
      // Header: a titled one 35 (25 after the first) above its 17-pt semibold line; an
      // untitled one 35 at the top, 17.5 between sections (iOS 26, measured).
      if !section.header.isEmpty {
        let top = plain ? 4 : (index == 0 ? metrics.firstHeaderTop : metrics.laterHeaderTop)
        let header =
          section.header.count == 1
          ? section.header[0]
          : make(.hstack(alignment: .center, spacing: nil, lazy: false), section.header)
        if let padded = header.flatMap({
          make(
            .padding(
              EdgeInsets(top: top, leading: textInset, bottom: plain ? 4 : 0, trailing: textInset)),
            [$0])
        }) {
          parts.append(padded)
        }
      } else if !plain, let gap = space(index == 0 ? metrics.firstHeaderTop : metrics.untitledGap) {
        parts.append(gap)
      }
      var rows: [Int] = []
      for row in section.rows {
        guard let padded = make(.padding(listRowInsets[row] ?? rowInsets), [row]),
          let framed = make(
            .flexFrame(
              FlexFrame(
                maxWidth: .infinity, minHeight: metrics.rowMinHeight(sidebar: style == "sidebar"),
                alignment: .leading)),
            [padded])
        else { continue }
        rows.append(framed)
      }
      guard let column = make(.vstack(alignment: .leading, spacing: 0, lazy: false), rows) else {
        continue
      }
      var card = column
      if !plain,
        let background = make(
          .shape(.roundedRectangle(cornerRadius: metrics.listCornerRadius)), label: "card"),
        let layered = make(.background(alignment: .center), [column, background])
      {
        tree.nodes[background].role = .background
        card = layered
      }
      if margin > 0,
        let inset = make(
          .padding(EdgeInsets(top: 0, leading: margin, bottom: 0, trailing: margin)), [card])
      {
        card = inset
      }
      parts.append(card)
      // Footer: 7.667 above and 6.667 below its footnote text; untitled, 17.5.
      if !section.footer.isEmpty {
        let footer =
          section.footer.count == 1
          ? section.footer[0]
          : make(.vstack(alignment: .leading, spacing: nil, lazy: false), section.footer)
        if let padded = footer.flatMap({
          make(
            .padding(
              EdgeInsets(
                top: metrics.footerTop, leading: textInset, bottom: metrics.footerBottom,
                trailing: textInset)), [$0])
        }) {
          parts.append(padded)
        }
      } else if !plain, index + 1 < sections.count, let gap = space(metrics.untitledGap) {
        parts.append(gap)
      }
    }
    guard let content = make(.vstack(alignment: .leading, spacing: 0, lazy: false), parts) else {
      return nil
    }
    return make(.scrollView(horizontal: false, vertical: true), [content])
  }

  /// A NavigationStack: its content with the navigation bar as a top safe-area inset (the
  /// bar is chrome that moves the content's safe area, as on a device), titled by the first
  /// `.navigationTitle` inside it, large unless `.navigationBarTitleDisplayMode(.inline)`.
  private func navigationStack(
    _ node: Int, _ content: [Int], _ metrics: ControlMetrics, _ at: SourcePosition
  ) -> Int? {
    func make(_ kind: ViewKind, _ children: [Int] = [], label: String? = nil) -> Int? {
      makeControlPart(kind, children, label: label, at: at)
    }
    // A navigation stack takes all it is offered (its content centred in what the bar
    // leaves), as a UINavigationController's view does.
    let stacked =
      content.count == 1
      ? content.first : make(.vstack(alignment: .center, spacing: nil, lazy: false), content)
    let root = stacked.flatMap {
      make(.flexFrame(FlexFrame(maxWidth: .infinity, maxHeight: .infinity)), [$0])
    }
    guard let root, !metrics.os.isMacOS else { return root }
    let (title, mode) = navigationTitle(in: content)
    let inline = mode == "inline"
    var rows: [Int] = []
    let bar = metrics.navigationBarHeight
    if let title, inline {
      guard let text = make(.text(TextContent(title)), label: title) else { return nil }
      setFont(text, .style(.headline))
      if let box = make(
        .frame(width: nil, height: ControlMetrics.inlineTitleBox, alignment: .center), [text]),
        let wide = make(.flexFrame(FlexFrame(maxWidth: .infinity)), [box])
      {
        rows.append(wide)
      }
      if bar > ControlMetrics.inlineTitleBox,
        let clear = make(.color, label: "clear"),
        let below = make(
          .frame(width: nil, height: bar - ControlMetrics.inlineTitleBox, alignment: .center),
          [clear])
      {
        rows.append(below)
      }
    } else {
      guard let clear = make(.color, label: "clear"),
        let top = make(.frame(width: nil, height: bar, alignment: .center), [clear])
      else { return nil }
      rows.append(top)
      if let title {
        guard let text = make(.text(TextContent(title)), label: title),
          let padded = make(.padding(ControlMetrics.largeTitleInsets), [text]),
          let row = make(
            .flexFrame(
              FlexFrame(
                maxWidth: .infinity, minHeight: ControlMetrics.largeTitleRow,
                maxHeight: ControlMetrics.largeTitleRow, alignment: .topLeading)), [padded])
        else { return nil }
        setFont(text, .style(.largeTitle), bold: true)
        rows.append(row)
      }
    }
    guard let stack = make(.vstack(alignment: .leading, spacing: 0, lazy: false), rows),
      let barNode = make(.control("navigationbar"), [stack])
    else { return nil }
    tree.nodes[barNode].role = .inset
    return make(.safeAreaInset(edge: .top, alignment: .center, spacing: 0), [root, barNode])
  }

  /// The first `.navigationTitle` (and display mode) in `nodes`, not looking into nested
  /// navigation stacks.
  private func navigationTitle(in nodes: [Int]) -> (title: String?, mode: String?) {
    var work = Array(nodes.reversed())
    var title: String?
    var mode: String?
    while let node = work.popLast() {
      if let found = navigationTitles[node], title == nil { title = found }
      if let found = navigationModes[node], mode == nil { mode = found }
      if title != nil && mode != nil { break }
      if case .control("navigationstack") = tree.nodes[node].kind { continue }
      work += tree.nodes[node].children.reversed()
    }
    return (title, mode)
  }

  private func compose(
    _ node: Int, _ call: ControlCall, _ style: ControlStyle, _ metrics: ControlMetrics
  ) {
    let at = tree.nodes[node].source
    let label = Array(tree.nodes[node].children)
    let size = style.controlSize ?? "regular"
    let hidden = style.labelsHidden == true
    func make(_ kind: ViewKind, _ children: [Int] = [], label: String? = nil) -> Int? {
      makeControlPart(kind, children, label: label, at: at)
    }
    /// The label as one view: itself, or an HStack of several.
    func labelView() -> Int? {
      label.count == 1
        ? label[0] : make(.hstack(alignment: .center, spacing: nil, lazy: false), label)
    }
    func part(_ shape: ShapeKind, _ name: String, width: Double?, height: Double?) -> Int? {
      guard let s = make(.shape(shape), label: name) else { return nil }
      return make(.frame(width: width, height: height, alignment: .center), [s])
    }
    /// SwiftUI's LabeledContent: the label leading, the control trailing, a Spacer between
    /// (priority -1), filling the width; the control alone when the label is hidden.
    func labeled(_ control: Int?) -> Int? {
      guard let control else { return nil }
      guard !label.isEmpty, !hidden, let content = labelView(),
        let spacer = make(.spacer(minLength: nil))
      else { return control }
      tree.nodes[spacer].attributes.layoutPriority = -1
      return make(
        .hstack(alignment: .center, spacing: nil, lazy: false), [content, spacer, control])
    }
    var body: Int?
    switch call.kind {
    case .button:
      let buttonStyle = style.buttonStyle ?? (metrics.os.isMacOS ? "bordered" : "automatic")
      guard let content = labelView() else { break }
      switch buttonStyle {
      case "bordered", "borderedProminent", "glass", "glassProminent":
        if metrics.os.isMacOS {
          let padded = make(
            .padding(
              EdgeInsets(
                top: 0, leading: ControlMetrics.pushButtonPadding, bottom: 0,
                trailing: ControlMetrics.pushButtonPadding)), [content])
          let framed = padded.flatMap {
            make(.flexFrame(FlexFrame(minHeight: metrics.pushButtonHeight(size))), [$0])
          }
          body = framed.flatMap { f in
            make(.shape(.capsule), label: "bezel").flatMap {
              make(.background(alignment: .center), [f, $0])
            }
          }
        } else {
          // The small sizes set a 15-pt title (subheadline).
          if size == "mini" || size == "small" { setFont(content, .style(.subheadline)) }
          let padded = make(.padding(metrics.borderedInsets(size)), [content])
          body = padded.flatMap { p in
            make(.shape(.capsule), label: "bezel").flatMap {
              make(.background(alignment: .center), [p, $0])
            }
          }
        }
      default:
        body = content
      }
    case .toggle:
      if metrics.os.isMacOS && style.toggleStyle != "switch" {
        let box = part(
          .roundedRectangle(cornerRadius: 3), "checkbox", width: ControlMetrics.checkboxSide,
          height: ControlMetrics.checkboxSide)
        if label.isEmpty || hidden {
          body = box
        } else if let box, let content = labelView() {
          body = make(
            .hstack(alignment: .center, spacing: ControlMetrics.checkboxGap, lazy: false),
            [box, content])
        }
      } else {
        body = labeled(
          part(
            .capsule, "switch", width: metrics.switchSize.width, height: metrics.switchSize.height))
      }
    case .label:
      let icon = call.systemImage.flatMap {
        make(.image(ImageContent(name: nil, systemName: $0, naturalSize: nil)), label: $0)
      }
      switch style.labelStyle ?? "automatic" {
      case "titleOnly": body = labelView()
      case "iconOnly": body = icon
      default:
        if let icon, let title = labelView() {
          body = make(.hstack(alignment: .center, spacing: nil, lazy: false), [icon, title])
        }
      }
    case .slider:
      body = part(.capsule, "track", width: nil, height: metrics.sliderHeight)
    case .stepper:
      body = labeled(
        part(
          .roundedRectangle(cornerRadius: 8), "stepper", width: metrics.stepperSize.width,
          height: metrics.stepperSize.height))
    case .progressView:
      let linear =
        style.progressViewStyle == "linear"
        || (call.determinate && style.progressViewStyle != "circular")
      let indicator =
        linear
        ? part(.capsule, "bar", width: nil, height: metrics.progressBarHeight)
        : part(
          .circle, "spinner", width: metrics.spinnerSide(size), height: metrics.spinnerSide(size))
      if let indicator, !label.isEmpty, let content = labelView() {
        // The label above a bar, below a spinner (estimate: the stack's default spacing).
        body = make(
          .vstack(alignment: linear ? .leading : .center, spacing: nil, lazy: false),
          linear ? [content, indicator] : [indicator, content])
      } else {
        body = indicator
      }
    case .textField, .secureField:
      let placeholder = call.placeholder ?? ""
      guard let text = make(.text(TextContent(placeholder)), label: placeholder),
        let line = make(.flexFrame(FlexFrame(maxWidth: .infinity, alignment: .leading)), [text])
      else { break }
      // One line, unless the field grows downwards (`axis: .vertical`), where the text's
      // `.lineLimit` (a range reserves its lines) sets how far.
      if !call.vertical {
        var oneLine = EnvironmentOverrides()
        oneLine.lineLimit = LineLimit(min: nil, max: 1)
        tree.nodes[text].environment = oneLine
      }
      if style.textFieldStyle == "roundedBorder" {
        let inset = ControlMetrics.roundedFieldInset
        let padded = make(
          .padding(EdgeInsets(top: 0, leading: inset, bottom: 0, trailing: inset)), [line])
        let framed = padded.flatMap {
          make(.frame(width: nil, height: metrics.roundedFieldHeight, alignment: .center), [$0])
        }
        body = framed.flatMap { f in
          make(.shape(.roundedRectangle(cornerRadius: 5)), label: "border").flatMap {
            make(.background(alignment: .center), [f, $0])
          }
        }
      } else {
        let half = ControlMetrics.plainFieldExtra / 2
        body = make(.padding(EdgeInsets(top: half, leading: 0, bottom: half, trailing: 0)), [line])
      }
    case .link:
      // A plain button whose label is tinted text.
      body = labelView()
    case .menu:
      // Its label, as a borderless button (the items are not laid out until it opens).
      body = labelView()
    case .textEditor:
      // Fills what it is offered.
      body = make(.shape(.rectangle), label: "editor")
    case .labeledContent:
      // SwiftUI's automatic style: the label leading, the value trailing.
      var content: Int?
      if let value = call.value {
        content = make(.text(TextContent(value)), label: value)
      }
      if let content, !label.isEmpty, !hidden, let title = labelView(),
        let spacer = make(.spacer(minLength: nil))
      {
        tree.nodes[spacer].attributes.layoutPriority = -1
        body = make(
          .hstack(alignment: .center, spacing: nil, lazy: false), [title, spacer, content])
      } else {
        body = content ?? labelView()
      }
    case .picker:
      body = picker(call, style, metrics, make)
    case .navigationStack:
      body = navigationStack(node, label, metrics, at)
    case .tab:
      body = labelView()
    case .section:
      // A section is laid out by its list (a section alone is a VStack of its parts).
      body = make(
        .vstack(alignment: .leading, spacing: 0, lazy: false), call.header + label + call.footer)
    case .list, .form:
      body = list(label, style: style.listStyle ?? "automatic", metrics, at)
    case .disclosureGroup:
      // A row of the title and a trailing chevron (14 square, measured as a list accessory),
      // then the content below when expanded (estimate: a VStack's default spacing).
      let content = call.options
      let titleViews = label.filter { !content.contains($0) }
      let title =
        titleViews.count == 1
        ? titleViews.first
        : make(.hstack(alignment: .center, spacing: nil, lazy: false), titleViews)
      guard let title, let spacer = make(.spacer(minLength: nil)),
        let chevron = make(
          .image(ImageContent(name: nil, systemName: "chevron.right", naturalSize: nil)),
          label: "chevron.right"),
        let box = make(
          .frame(
            width: ControlMetrics.disclosureBox, height: ControlMetrics.disclosureBox,
            alignment: .center), [chevron]),
        let row = make(
          .hstack(alignment: .center, spacing: nil, lazy: false), [title, spacer, box])
      else { break }
      if call.expanded, !content.isEmpty {
        body = make(.vstack(alignment: .leading, spacing: nil, lazy: false), [row] + content)
      } else {
        body = row
      }
    case .contentUnavailableView:
      // A large symbol over the title and the description, centred, filling what it is
      // offered (estimate: nothing published). The title 22-pt bold (title2), the
      // description subheadline.
      var views: [Int] = []
      if let name = call.systemImage,
        let icon = make(
          .image(ImageContent(name: nil, systemName: name, naturalSize: nil)), label: name)
      {
        setFont(icon, .style(.largeTitle))
        views.append(icon)
      }
      for title in label {
        setFont(title, .style(.title2), bold: true)
        views.append(title)
      }
      for description in call.description {
        setFont(description, .style(.subheadline))
        views.append(description)
      }
      body = make(.vstack(alignment: .center, spacing: nil, lazy: false), views).flatMap {
        make(.flexFrame(FlexFrame(maxWidth: .infinity, maxHeight: .infinity)), [$0])
      }
    case .tabView:
      // The selected tab (the one whose `.tag` is the selection, else the first) fills the
      // view, and on iOS the tab bar adds to its bottom safe area.
      guard let first = selected(label, call.selection),
        let content = make(
          .flexFrame(FlexFrame(maxWidth: .infinity, maxHeight: .infinity)), [first])
      else { break }
      guard !metrics.os.isMacOS, let bar = tabBar(label, metrics, make),
        let tabBar = make(.control("tabbar"), [bar])
      else {
        body = content
        break
      }
      tree.nodes[tabBar].role = .inset
      body = make(.safeAreaInset(edge: .bottom, alignment: .center, spacing: 0), [content, tabBar])
    }
    tree.nodes[node].children = body.map { ViewChildren(only: $0) } ?? []
    // What the label was, when the style leaves it out, is not laid out.
  }
}
