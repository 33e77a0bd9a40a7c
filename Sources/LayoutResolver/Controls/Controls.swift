// Controls, as SwiftUI makes them: a control is its style's body, made of ordinary views
// (an iOS Toggle with a label is an HStack of the label, a Spacer and a fixed-size switch; a
// macOS checkbox is a box and its label side by side). The resolver builds each control as a
// `control` node around those views, so the engine lays them out with the rules it has, and a
// dump shows the parts (`switch`, `bezel`, `track`, ...). Styles are environment values in
// SwiftUI (`.buttonStyle(.bordered)` on a VStack styles every button in it), so the parts are
// made once the whole tree is known (`composeControls`), each control with the styles in
// effect where it is. Each family of controls is a file of this folder; the numbers are in
// ControlMetrics.swift, per OS profile (`--os`).

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
  var datePickerStyle: String?
  var gaugeStyle: String?
  var formStyle: String?
  var tabViewStyle: String?
  var labelsHidden: Bool?
  /// `.environment(\.defaultMinListRowHeight, x)`, `.listRowSpacing(x)`,
  /// `.listSectionSpacing(x)`.
  var minRowHeight: Double?
  var rowSpacing: Double?
  var sectionSpacing: Double?
  /// `.tint(c)`, `.accentColor(c)`: the colour a control's style is drawn in (pictures only).
  var tint: String?

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
      datePickerStyle: datePickerStyle ?? outer.datePickerStyle,
      gaugeStyle: gaugeStyle ?? outer.gaugeStyle,
      formStyle: formStyle ?? outer.formStyle,
      tabViewStyle: tabViewStyle ?? outer.tabViewStyle,
      labelsHidden: labelsHidden ?? outer.labelsHidden,
      minRowHeight: minRowHeight ?? outer.minRowHeight,
      rowSpacing: rowSpacing ?? outer.rowSpacing,
      sectionSpacing: sectionSpacing ?? outer.sectionSpacing,
      tint: tint ?? outer.tint)
  }
}

/// A control as written, waiting for its styles: which control, and what its arguments say.
struct ControlCall {
  enum Kind: String {
    case button, toggle, label, slider, stepper, progressView, textField, secureField
    case link, menu, labeledContent, textEditor, picker, colorPicker, datePicker, gauge
    case navigationStack, navigationLink, tabView, tab
    case list, form, section
    case disclosureGroup, groupBox, contentUnavailableView
  }
  var kind: Kind
  /// `Label`'s symbol, or a ContentUnavailableView's.
  var systemImage: String?
  /// `Label(_:image:)`: an image of the app's assets.
  var image: String?
  /// `ProgressView(value:)`: a bar rather than a spinner.
  var determinate = false
  /// A Picker's or TabView's `selection`, as text (matched against `.tag`s).
  var selection: String?
  /// A text field's placeholder, and whether it grows downwards (`axis: .vertical`).
  var placeholder: String?
  var vertical = false
  /// `LabeledContent("Name", value: "Ada")`: the value shown trailing.
  var value: String?
  /// A Picker's options (its children), a DisclosureGroup's content, a Menu's items.
  var options: [Int] = []
  /// `DisclosureGroup(isExpanded: .constant(true))`: its content shows.
  var expanded = false
  /// A Toggle's `isOn` when it is known (a literal, a `@State`'s initial value): drawn off
  /// when not.
  var on = false
  /// A Slider's or ProgressView's value as a fraction of its range, when it is known.
  var fraction: Double?
  /// A Button's `role: .destructive`: drawn in red.
  var destructive = false
  /// ContentUnavailableView's description and actions; a Section's title, or header and
  /// footer views; a Label's icon views; a Slider's or Gauge's value labels.
  var description: [Int] = []
  var actions: [Int] = []
  var header: [Int] = []
  var footer: [Int] = []
  var icon: [Int] = []
  var currentValueLabel: [Int] = []
  var minimumValueLabel: [Int] = []
  var maximumValueLabel: [Int] = []
  /// A DatePicker's `displayedComponents`: the date, the time, or both.
  var showsDate = true
  var showsTime = true
  /// A NavigationStack's `path` is not empty: its destination is shown.
  var pushed = false
}

/// Where a control is: what its label does depends on it (a Picker shows its label in an iOS
/// List or Form; a macOS Form puts labels in a column, or spreads label and control in the
/// grouped style).
enum ControlContext {
  case plain, list, formColumns, formGrouped
}

/// What a control's style is made with: the control, its styles and metrics, its label.
struct ControlParts {
  let node: Int
  let call: ControlCall
  let style: ControlStyle
  let metrics: ControlMetrics
  /// The control's children as written: its label (a title becomes a text).
  let label: [Int]
  let at: SourcePosition
  let context: ControlContext
  var inList: Bool { context != .plain }
  var size: String { style.controlSize ?? "regular" }
  var hidden: Bool { style.labelsHidden == true }
  var isMacOS: Bool { metrics.isMacOS }
  /// The colour the control's style is drawn in: red for a destructive button, else its
  /// tint, else the accent colour.
  var tint: String { call.destructive ? "red" : style.tint ?? ControlLook.accent }
}

/// The colours controls are drawn in, SwiftUI's light appearance (iOS 26 and macOS 26 system
/// colours), for pictures: the resolver records them on the parts as `Paint`.
enum ControlLook {
  /// The default accent colour (systemBlue).
  static let accent = "#007AFF"
  /// An iOS switch that is on (systemGreen); one that is off (#E9E9EA, the off track).
  static let switchOn = "#34C759"
  static let switchOff = "#E9E9EA"
  /// tertiarySystemFill (#767680 at 12 %): a segmented control's and a stepper's ground.
  static let tertiaryFill = "#7676801F"
  /// systemFill (#787880 at 20 %): the unfilled part of a slider's or progress bar's track.
  static let track = "#78788033"
  /// placeholderText: #3C3C43 at 30 % on iOS, black at 25 % on macOS.
  static let placeholderIOS = "#3C3C434D"
  static let placeholderMacOS = "#00000040"
  /// The opaque separator (#C6C6C8) and the grouped page (systemGroupedBackground).
  static let separator = "#C6C6C8"
  static let groupedBackground = "#F2F2F7"
  /// A hairline around a white macOS control (a push button, a box that is off).
  static let hairline = "#00000033"

  /// `colour` at `opacity`, as `#RRGGBBAA` (a bordered button's tinted capsule).
  static func tinted(_ colour: String, _ opacity: Double) -> String {
    guard let css = SystemColors.css(colour) else { return colour }
    let alpha = Int((css.opacity * opacity * 255).rounded())
    let digits = String(alpha, radix: 16, uppercase: true)
    return css.hex + (digits.count == 1 ? "0" + digits : digits)
  }
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
    func views(_ key: String) -> [Int] {
      call.bound.views(key).flatMap { resolveSource($0, context: nil) }
    }
    func titleText() -> Int? {
      guard let title else { return nil }
      return makeNode(ViewNode(kind: .text(TextContent(title)), label: title, source: call.source))
    }
    switch kind {
    case .button:
      control.destructive = call.bound.string("role") == "destructive"
    case .toggle:
      control.on = call.bound.bool("isOn") ?? false
    case .label:
      control.systemImage = call.bound.string("systemImage")
      control.image = call.bound.string("image")
      control.icon = views("icon")
    case .progressView:
      control.determinate = call.bound.number("value") != nil
      if let value = call.bound.number("value") {
        let total = call.bound.number("total") ?? 1
        control.fraction = total > 0 ? min(max(value / total, 0), 1) : 0
      }
      control.currentValueLabel = views("currentValueLabel")
    case .gauge:
      control.fraction = valueFraction(call)
      control.currentValueLabel = views("currentValueLabel")
      control.minimumValueLabel = views("minimumValueLabel")
      control.maximumValueLabel = views("maximumValueLabel")
    case .slider:
      control.fraction = valueFraction(call)
      control.minimumValueLabel = views("minimumValueLabel")
      control.maximumValueLabel = views("maximumValueLabel")
    case .textField, .secureField:
      control.placeholder = call.bound.string("placeholder")
      control.value = call.bound.string("text")
      if case .edges(let axes) = call.bound.values["axis"] { control.vertical = axes == .vertical }
    case .labeledContent:
      // `LabeledContent("Count") { Text("3") }`: the children are the value; the title (or
      // `label:`) is the label.
      control.value = call.bound.string("value")
      control.options = label
      label = (titleText().map { [$0] } ?? []) + views("label")
    case .picker:
      // The children are the options; the label is the title, or the `label:` views.
      control.options = label
      label = views("label")
    case .datePicker:
      if let components = call.bound.string("displayedComponents") {
        let names = components.split(separator: ",")
        control.showsDate = names.contains("date")
        control.showsTime = names.contains("hourAndMinute")
      }
    case .section:
      // The rows are the children; the title (or header views) and footer are kept apart.
      if let text = titleText() { control.header = [text] }
      control.header += views("header")
      control.footer = views("footer")
    case .disclosureGroup:
      // The children are the content; the title (or `label:`) is the row that opens it.
      control.expanded = call.bound.bool("isExpanded") ?? false
      control.options = label
      label = (titleText().map { [$0] } ?? []) + views("label")
    case .groupBox:
      // The children are the content; the title (or `label:`) heads the box.
      control.options = label
      label = (titleText().map { [$0] } ?? []) + views("label")
    case .tab:
      control.systemImage = call.bound.string("systemImage")
      control.value = title
    case .contentUnavailableView:
      control.systemImage = call.bound.string("systemImage")
      control.description = views("description")
      control.actions = views("actions")
      if call.bound.bool("search") == true {
        // `ContentUnavailableView.search`: "No Results" with a magnifying glass.
        control.systemImage = "magnifyingglass"
        let searched = call.bound.string("text").flatMap { $0.isEmpty ? nil : $0 }
        let heading = searched.map { "No Results for \u{201C}\($0)\u{201D}" } ?? "No Results"
        if let text = makeNode(
          ViewNode(kind: .text(TextContent(heading)), label: heading, source: call.source))
        {
          label = [text]
        }
        let hint = "Check the spelling or try a new search."
        if control.description.isEmpty,
          let text = makeNode(
            ViewNode(kind: .text(TextContent(hint)), label: hint, source: call.source))
        {
          control.description = [text]
        }
      }
    case .menu:
      // `Menu("Options") { items }` or `Menu { items } label: { ... }`: the items are not
      // laid out until the menu opens.
      control.options = label
      label = views("label")
    case .navigationLink:
      // `NavigationLink { destination } label: { ... }`: the label is what the row shows.
      let written = views("label")
      if !written.isEmpty { label = written }
    case .navigationStack:
      control.pushed = (call.bound.number("path") ?? 0) > 0
    default:
      break
    }
    // A title is the label, but of the controls it heads (read above).
    if label.isEmpty, ![.section, .disclosureGroup, .groupBox, .labeledContent].contains(kind),
      let text = titleText()
    {
      label = [text]
    }
    // A picker, menu, disclosure group or group box keeps its options or content as
    // children after its label until it is composed.
    let children = label + control.options
    guard
      let node = makeNode(
        ViewNode(
          kind: .control(kind.rawValue.nameKey), children: children, source: call.source))
    else { return [] }
    controlCalls[node] = control
    return [node]
  }

  /// A Slider's or Gauge's `value` as a fraction of its range (`in:`, else 0...1); nil when
  /// either is not known.
  func valueFraction(_ call: ViewCall) -> Double? {
    var bounds: (lower: Double, upper: Double)? = (0, 1)
    switch call.bound.values["in"] {
    case nil, .absent?:
      break
    case .deferred(let expr, let scope)?:
      if case .range(.number(let lower, _)?, .number(let upper, _)?, _, _) = evaluate(
        expr, scope)
      {
        bounds = (lower, upper)
      } else {
        bounds = nil
      }
    default:
      bounds = nil
    }
    guard let value = call.bound.number("value"), let bounds, bounds.upper > bounds.lower else {
      return nil
    }
    return min(max((value - bounds.lower) / (bounds.upper - bounds.lower), 0), 1)
  }

  /// A view a control is made of, at the control's source position. Its shapes are the
  /// parts the system draws (a bezel, a switch, a track, a field's border): they carry the
  /// look pictures draw them in, `paint` (a control's state and tint) or else a neutral
  /// grey, a rounded field's border white with a hairline.
  func makeControlPart(
    _ kind: ViewKind, _ children: [Int], label: String?, at: SourcePosition, paint: Paint? = nil
  ) -> Int? {
    var node = ViewNode(kind: kind, children: children, label: label, source: at)
    if case .shape = kind {
      node.attributes.paint =
        paint
        ?? (label == "border"
          ? Paint(fill: "white", stroke: "#C6C6C8", strokeWidth: 0.5) : Paint(fill: "#E5E5EA"))
    } else {
      node.attributes.paint = paint
    }
    return makeNode(node)
  }

  /// Gives a view the colour a control's style draws its texts in, under any paint it has
  /// (a foreground style written on it or above it still wins: `Paint.styleForeground`).
  func styleForeground(_ node: Int?, _ colour: String) {
    guard let node else { return }
    let paint = Paint(styleForeground: colour)
    tree.nodes[node].attributes.paint =
      tree.nodes[node].attributes.paint.map { paint.merged(with: $0) } ?? paint
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
    var work: [(node: Int, style: ControlStyle, context: ControlContext)] = [
      (root, ControlStyle(), .plain)
    ]
    while let (node, inherited, context) = work.popLast() {
      let style = controlStyles[node].map { $0.applied(over: inherited) } ?? inherited
      var inner = context
      if let call = controlCalls.removeValue(forKey: node) {
        switch call.kind {
        case .list: inner = .list
        case .form where metrics.isMacOS:
          inner = style.formStyle == "grouped" ? .formGrouped : .formColumns
        case .form: inner = .list
        default: break
        }
        compose(node, call, style, metrics, context: context)
      }
      for child in tree.nodes[node].children { work.append((child, style, inner)) }
    }
  }

  private func compose(
    _ node: Int, _ call: ControlCall, _ style: ControlStyle, _ metrics: ControlMetrics,
    context: ControlContext
  ) {
    let all = Array(tree.nodes[node].children)
    let label = Array(all.prefix(all.count - call.options.count))
    let parts = ControlParts(
      node: node, call: call, style: style, metrics: metrics, label: label,
      at: tree.nodes[node].source, context: context)
    let body: Int?
    switch call.kind {
    case .button: body = button(parts)
    case .link, .navigationLink: body = link(parts)
    case .menu: body = menu(parts)
    case .toggle: body = toggle(parts)
    case .label: body = labelView(parts)
    case .slider: body = slider(parts)
    case .stepper: body = stepper(parts)
    case .progressView: body = progressView(parts)
    case .gauge: body = gauge(parts)
    case .textField, .secureField: body = textField(parts)
    case .textEditor: body = controlPart(parts, .shape(.rectangle), label: "editor")
    case .labeledContent: body = labeledContent(parts)
    case .picker: body = picker(parts)
    case .colorPicker: body = colorPicker(parts)
    case .datePicker: body = datePicker(parts)
    case .navigationStack: body = navigationStack(parts)
    case .tab: body = labelStack(parts)
    case .tabView: body = tabView(parts)
    case .section: body = section(parts)
    case .list, .form: body = list(parts)
    case .disclosureGroup: body = disclosureGroup(parts)
    case .groupBox: body = groupBox(parts)
    case .contentUnavailableView: body = contentUnavailableView(parts)
    }
    tree.nodes[node].children = body.map { ViewChildren(only: $0) } ?? []
    // What the label was, when the style leaves it out, is not laid out.
  }

  // MARK: Parts every family uses

  /// A view of the control's parts, at its source position.
  func controlPart(
    _ parts: ControlParts, _ kind: ViewKind, _ children: [Int] = [], label: String? = nil,
    paint: Paint? = nil
  )
    -> Int?
  {
    makeControlPart(kind, children, label: label, at: parts.at, paint: paint)
  }

  /// `views` as one view: itself, or a stack of several.
  func oneView(_ parts: ControlParts, _ views: [Int], vertical: Bool = false) -> Int? {
    if views.count == 1 { return views[0] }
    if views.isEmpty { return nil }
    return controlPart(
      parts,
      vertical
        ? .vstack(alignment: .leading, spacing: nil, lazy: false)
        : .hstack(alignment: .center, spacing: nil, lazy: false), views)
  }

  /// The label as one view.
  func labelStack(_ parts: ControlParts) -> Int? { oneView(parts, parts.label) }

  /// A shape the system draws (a switch, a track), framed to a size.
  func shapePart(
    _ parts: ControlParts, _ shape: ShapeKind, _ name: String, width: Double?, height: Double?,
    paint: Paint? = nil
  ) -> Int? {
    guard let s = controlPart(parts, .shape(shape), label: name, paint: paint) else {
      return nil
    }
    return controlPart(parts, .frame(width: width, height: height, alignment: .center), [s])
  }

  /// A disclosure chevron (`systemName`) in a square box of `side`: a list accessory on iOS,
  /// the disclosure triangle on macOS (drawn to the box's size).
  func chevronBox(_ parts: ControlParts, _ systemName: String, side: Double, resizable: Bool)
    -> Int?
  {
    controlPart(
      parts,
      .image(
        ImageContent(name: nil, systemName: systemName, naturalSize: nil, resizable: resizable)),
      label: systemName
    ).flatMap {
      controlPart(parts, .frame(width: side, height: side, alignment: .center), [$0])
    }
  }

  /// A row of views with a fixed gap, centred on each other.
  func row(_ parts: ControlParts, _ views: [Int?], spacing: Double?) -> Int? {
    let present = views.compactMap { $0 }
    if present.count == 1 { return present[0] }
    return controlPart(parts, .hstack(alignment: .center, spacing: spacing, lazy: false), present)
  }

  /// The label of a macOS control AppKit draws the title of (a checkbox, a radio button, a
  /// colour well): its text in the body style, a 18.5-pt line for 13-pt type (macOS 26,
  /// measured), unless the label sets its own font.
  func bodyLabel(_ parts: ControlParts, _ views: [Int]) -> Int? {
    for view in views { setFont(view, .style(.body)) }
    return oneView(parts, views)
  }

  /// SwiftUI's LabeledContent on iOS: the label leading, the control trailing, a Spacer
  /// between (priority -1), filling the width; the control alone when the label is hidden.
  func spreadLabel(_ parts: ControlParts, _ control: Int?, label: [Int]? = nil) -> Int? {
    guard let control else { return nil }
    let views = label ?? parts.label
    guard !views.isEmpty, !parts.hidden, let content = oneView(parts, views),
      let spacer = controlPart(parts, .spacer(minLength: nil))
    else { return control }
    tree.nodes[spacer].attributes.layoutPriority = -1
    return controlPart(
      parts, .hstack(alignment: .center, spacing: nil, lazy: false), [content, spacer, control])
  }

  /// A macOS control with its label leading, hugging both (`gap` apart); the control alone
  /// when the label is hidden or empty.
  func leadingLabel(_ parts: ControlParts, _ control: Int?, gap: Double, body: Bool = false)
    -> Int?
  {
    guard let control else { return nil }
    switch parts.context {
    case .formColumns: return columnLabel(parts, control)
    case .formGrouped: return spreadLabel(parts, control)
    default: break
    }
    guard !parts.label.isEmpty, !parts.hidden,
      let content = body ? bodyLabel(parts, parts.label) : labelStack(parts)
    else { return control }
    return row(parts, [content, control], spacing: gap)
  }

  /// A row of a macOS columns form: the label (default font) in the label column, marking
  /// its trailing edge, the control 8 after it (FormColumnsLayout).
  func columnLabel(_ parts: ControlParts, _ control: Int, label: [Int]? = nil) -> Int? {
    let views = label ?? parts.label
    guard !views.isEmpty, !parts.hidden, let content = oneView(parts, views) else {
      return control
    }
    tree.nodes[content].attributes.alignmentGuides.append(
      AlignmentGuideOverride(
        key: FormColumnsLayout.labelEdge, value: .guide(.horizontal(.trailing))))
    return controlPart(
      parts,
      .hstack(alignment: .center, spacing: ControlMetrics.formColumnGap, lazy: false),
      [content, control])
  }

  /// The guides of a platform view with no text of its own: SwiftUI puts a macOS Toggle's or
  /// Stepper's top edge on the text baseline of a first-text-baseline stack (macOS 26,
  /// measured).
  func baselineAtTop(_ node: Int) {
    tree.nodes[node].attributes.alignmentGuides.append(
      AlignmentGuideOverride(
        key: .vertical(.firstTextBaseline), value: .constant(0)))
  }
}
