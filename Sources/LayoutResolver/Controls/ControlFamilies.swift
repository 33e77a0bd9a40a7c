// The registry of control families: what a family is (`ControlFamily`), the kinds of control
// the catalog's rows make (`ControlCall.Kind`) and the one list of families. A family is a file
// of this folder with one type: the kinds it makes, what their arguments say, the views their
// styles make of them and the numbers those views are measured with. `buildControl` and
// `composeControls` reach a control's family through this list; `ControlFamilyTests` checks
// that every kind is in one family and that every control row of the catalog reaches one.
//
// To add a control: its case in `ControlCall.Kind`; its row in the catalog's `controls`
// (Catalog+Views.swift); in its family's file, the kind in `kinds`, its arguments in `read`,
// its views in `body` and its numbers in the file's `ControlMetrics` extension (a new family:
// a file here with one type conforming to `ControlFamily`, and its entry in `all`); its
// numbers in layoutc(1), CONTROL METRICS, and its name in lyt(5)'s list of controls.

/// A family of controls: its kinds, how their arguments are read and what their styles make
/// of them. Conforming types are namespaces listed in `ControlFamilies.all`.
protocol ControlFamily: Sendable {
  /// The controls of the family; each kind is in one family.
  static var kinds: [ControlCall.Kind] { get }

  /// Reads what a control's arguments say into `reading.control`, and its label when that is
  /// not its children as written. Nothing by default.
  static func read(_ reading: inout ControlReading)

  /// The view the control's style makes of it, with the styles in effect where it is: the
  /// control's one child, or nil for none.
  static func body(_ parts: ControlParts, in session: ResolverSession) -> Int?

  /// Where the control puts its children (a List its rows in a list); nil leaves them where
  /// the control is. Nil by default.
  static func childContext(
    of kind: ControlCall.Kind, _ style: ControlStyle, _ metrics: ControlMetrics
  ) -> ControlContext?
}

extension ControlFamily {
  static func read(_ reading: inout ControlReading) {}

  static func childContext(
    of kind: ControlCall.Kind, _ style: ControlStyle, _ metrics: ControlMetrics
  ) -> ControlContext? { nil }
}

extension ControlCall {
  /// The controls the catalog's rows make (Catalog+Views.swift, `controls`).
  enum Kind: String, CaseIterable {
    case button, toggle, label, slider, stepper, progressView, textField, secureField
    case link, menu, labeledContent, textEditor, picker, colorPicker, datePicker, gauge
    case navigationStack, navigationLink, tabView, tab
    case list, form, section
    case disclosureGroup, groupBox, contentUnavailableView
  }
}

/// The control families, one type each.
enum ControlFamilies {
  /// Every family.
  static let all: [any ControlFamily.Type] = [
    ButtonControls.self,
    ToggleControls.self,
    LabelControls.self,
    ValueControls.self,
    FieldControls.self,
    PickerControls.self,
    ContainerControls.self,
    ListControls.self,
    NavigationControls.self,
  ]

  /// The family of each kind.
  static let byKind: [ControlCall.Kind: any ControlFamily.Type] = {
    var families: [ControlCall.Kind: any ControlFamily.Type] = [:]
    for family in all {
      for kind in family.kinds { families[kind] = family }
    }
    return families
  }()
}
