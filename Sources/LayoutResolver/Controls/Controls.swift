// Controls, as SwiftUI makes them: a control is its style's body, made of ordinary views
// (an iOS Toggle with a label is an HStack of the label, a Spacer and a fixed-size switch; a
// macOS checkbox is a box and its label side by side). The resolver builds each control as a
// `control` node around those views, so the engine lays them out with the rules it has, and a
// dump shows the parts (`switch`, `bezel`, `track`, ...). Styles are environment values in
// SwiftUI (`.buttonStyle(.bordered)` on a VStack styles every button in it), so the parts are
// made once the whole tree is known (`composeControls`), each control with the styles in
// effect where it is. Here: what a control is while it is read and composed, and the two
// steps, which hand each control to its family (ControlFamilies.swift). Each family is a file
// of this folder with its numbers, per OS profile (`--os`); ControlParts.swift holds the parts
// every family uses, ControlMetrics.swift the numbers several share.

import LayoutEngine
import LayoutSyntax

/// The OS whose control metrics a layout uses.
public enum OSProfile: String, Sendable, CaseIterable {
  /// iOS 18, iOS 26, macOS 15 and macOS 26 (`--os`).
  case ios18, ios26, macos15, macos26

  /// True for the macOS profiles.
  package var isMacOS: Bool { self == .macos15 || self == .macos26 }
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

/// A control's call while it is read (`buildControl`): what its family's `read` sets.
struct ControlReading {
  let session: ResolverSession
  let call: ViewCall
  /// The control's `title` argument.
  let title: String?
  var control: ControlCall
  /// The control's label: its children as written, unless its family reads it elsewhere.
  var label: [Int]
  /// Whether the title is the label when there is none: false for the controls whose title
  /// heads their content (a Section, a GroupBox).
  var titleIsLabel = true

  /// The views of the labelled argument `key` (`label:`, `header:`).
  func views(_ key: String) -> [Int] {
    call.bound.views(key).flatMap { session.resolveSource($0, context: nil) }
  }

  /// The title as a text, at the call's position.
  func titleText() -> Int? {
    guard let title else { return nil }
    return session.makeNode(
      ViewNode(kind: .text(TextContent(title)), label: title, source: call.source))
  }
}

extension ResolverSession {
  /// `Button("Title")`, `Toggle("Wi-Fi", isOn:)`, `Label("Inbox", systemImage:)`, ...: the
  /// control node and its label, the style's parts to come (`composeControls`).
  func buildControl(_ kind: ControlCall.Kind, _ call: ViewCall) -> [Int] {
    let children = resolveChildren(call.head.children, call.scope)
    guard call.bound.ok else { return [] }
    var reading = ControlReading(
      session: self, call: call, title: call.bound.string("title"),
      control: ControlCall(kind: kind), label: children)
    reading.control.selection = call.bound.string("selection")
    ControlFamilies.byKind[kind]?.read(&reading)
    // A title is the label, but of the controls it heads (read above).
    if reading.label.isEmpty, reading.titleIsLabel, let text = reading.titleText() {
      reading.label = [text]
    }
    // A picker, menu, disclosure group or group box keeps its options or content as
    // children after its label until it is composed.
    guard
      let node = makeNode(
        ViewNode(
          kind: .control(kind.rawValue.nameKey), children: reading.label + reading.control.options,
          source: call.source))
    else { return [] }
    controlCalls[node] = reading.control
    return [node]
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
        let family = ControlFamilies.byKind[call.kind]
        inner = family?.childContext(of: call.kind, style, metrics) ?? context
        compose(node, call, family, style, metrics, context: context)
      }
      for child in tree.nodes[node].children { work.append((child, style, inner)) }
    }
  }

  private func compose(
    _ node: Int, _ call: ControlCall, _ family: (any ControlFamily.Type)?, _ style: ControlStyle,
    _ metrics: ControlMetrics, context: ControlContext
  ) {
    let all = Array(tree.nodes[node].children)
    let label = Array(all.prefix(all.count - call.options.count))
    let parts = ControlParts(
      node: node, call: call, style: style, metrics: metrics, label: label,
      at: tree.nodes[node].source, context: context)
    let body = family?.body(parts, in: self)
    tree.nodes[node].children = body.map { ViewChildren(only: $0) } ?? []
    // What the label was, when the style leaves it out, is not laid out.
  }
}
