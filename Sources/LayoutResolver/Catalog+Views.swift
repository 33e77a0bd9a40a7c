// The built-in views, one row each: the name, the signatures (SwiftUI's overloads) and, beside
// each signature, what it builds. `buildView` (Views.swift) binds the arguments, picks the
// row's builder for the signature that matched and makes the nodes; nothing else looks a view
// up by name.

import LayoutEngine
import LayoutSyntax

/// What children a view accepts.
enum ChildrenRule: Sendable {
  case none
  case views
  /// `text < text "a" text "b" >`: runs of one text.
  case textRuns
}

/// A built-in view as written, its arguments bound to one of its signatures: what a view
/// row's builder reads.
struct ViewCall {
  let session: ResolverSession
  let head: NamedViewSyntax
  let arguments: [CallArgument]
  let bound: BoundArguments
  let scope: Scope
  /// Where the view was written, for its nodes.
  let source: SourcePosition
}

/// What one signature of a view builds.
enum ViewBuild: Sendable {
  /// A view with no children: its kind and its dump label. Called only when the arguments
  /// bound without error; nil after an error it reported.
  case leaf(@Sendable (ViewCall) -> (kind: ViewKind, label: String?)?)
  /// A container of the view's children, resolved first (so their errors are reported even
  /// when the arguments are wrong). Called only when the arguments bound without error.
  case container(@Sendable (ViewCall) -> ViewKind?)
  /// A view that makes its nodes its own way (text runs, scroll views, GeometryReader, the
  /// transparent `group` and `emptyView`); called whatever the arguments, it reports and
  /// checks what it needs.
  case nodes(@Sendable (ViewCall) -> [Int])
}

/// One overload: a signature and what it builds.
struct ViewOverload: Sendable {
  var signature: Signature
  var build: ViewBuild
}

/// A built-in view. A class, made once with the catalog: a lookup hands out a reference, not
/// a copy of each field.
final class ViewSpec: Sendable {
  let callee: Callee
  let children: ChildrenRule
  /// One per signature of `callee`, in the same order.
  let builds: [ViewBuild]
  /// The node kinds the view can make (`CatalogTraitsTests` checks both ways).
  let makes: [ViewKind.Tag]
  var name: String { callee.name }

  init(
    _ name: String, _ overloads: [ViewOverload], children: ChildrenRule = .none,
    makes: [ViewKind.Tag]
  ) {
    callee = Callee(name: name, signatures: overloads.map(\.signature))
    builds = overloads.map(\.build)
    self.children = children
    self.makes = makes
  }
}

/// `form(sig(...), .leaf { ... })`: a signature and its builder.
func form(_ signature: Signature, _ build: ViewBuild) -> ViewOverload {
  ViewOverload(signature: signature, build: build)
}

extension Catalog {
  private static let stackSpacing = labelled("spacing", .number, .absent)

  /// `hstack`, `lazyHStack`: alignment and spacing.
  private static func hstack(_ name: String, lazy: Bool) -> ViewSpec {
    ViewSpec(
      name,
      [
        form(
          sig(labelled("alignment", .verticalAlignment, .verticalAlignment(.center)), stackSpacing),
          .container { call in
            guard case .vertical(let a) = call.bound.values["alignment"] else { return nil }
            return .hstack(alignment: a, spacing: call.bound.number("spacing"), lazy: lazy)
          })
      ], children: .views, makes: [.hstack])
  }

  /// `vstack`, `lazyVStack`: alignment and spacing.
  private static func vstack(_ name: String, lazy: Bool) -> ViewSpec {
    ViewSpec(
      name,
      [
        form(
          sig(
            labelled("alignment", .horizontalAlignment, .horizontalAlignment(.center)),
            stackSpacing),
          .container { call in
            guard case .horizontal(let a) = call.bound.values["alignment"] else { return nil }
            return .vstack(alignment: a, spacing: call.bound.number("spacing"), lazy: lazy)
          })
      ], children: .views, makes: [.vstack])
  }

  /// A shape with no arguments.
  private static func shape(_ name: String, _ shape: ShapeKind) -> ViewSpec {
    ViewSpec(name, [form(sig(), .leaf { _ in (.shape(shape), nil) })], makes: [.shape])
  }

  /// A color written as a view: its builder for a label (`red`, `#FF8800`).
  private static func colorForm(
    _ signature: Signature, label: @escaping @Sendable (ViewCall) -> String?
  )
    -> ViewOverload
  {
    form(signature, .leaf { call in label(call).map { (.color, $0) } })
  }

  /// Every built-in view except the named colors, keyed by lowercased name.
  static let views: [String: ViewSpec] = {
    let list: [ViewSpec] =
      [
        ViewSpec(
          "text",
          [
            form(sig(positional("content", .string)), .nodes { $0.session.buildText($0) }),
            form(sig(labelled("verbatim", .string)), .nodes { $0.session.buildText($0) }),
          ], children: .textRuns, makes: [.text]),
        ViewSpec(
          "image",
          [
            form(
              sig(
                positional("name", .string), labelled("width", .number),
                labelled("height", .number)),
              .leaf { call in
                let name = call.bound[string: "name"]
                let size = Size(
                  width: call.bound[number: "width"], height: call.bound[number: "height"])
                // A bitmap's own size is a size: never negative or infinite (an image has
                // no flexible frame to read it as "unspecified").
                var valid = true
                for (key, value) in [("width", size.width), ("height", size.height)]
                where !(value.isFinite && value >= 0) {
                  let argument = call.arguments.first { $0.label?.text == key }
                  call.session.error(
                    Messages.imageSizeInvalid(key, value),
                    argument?.value.range ?? call.head.range)
                  valid = false
                }
                guard valid else { return nil }
                return (
                  .image(ImageContent(name: name, systemName: nil, naturalSize: size)), name
                )
              }),
            // `Image("avatar")`: the size comes from the app's assets (`--assets`).
            form(sig(positional("name", .string)), .leaf { $0.session.assetImage($0) }),
            form(
              sig(labelled("systemName", .string)),
              .leaf { call in
                let name = call.bound[string: "systemName"]
                return (.image(ImageContent(name: nil, systemName: name, naturalSize: nil)), name)
              }),
          ], makes: [.image]),
        ViewSpec(
          "color",
          [
            colorForm(sig(positional("hex", .string))) { $0.session.hexColorLabel($0) },
            // `Color(.systemGray5)`, `Color(uiColor: .label)`, `Color(nsColor: .separator)`.
            colorForm(sig(positional("name", .choice("color", Catalog.allColors.names)))) {
              $0.bound[string: "name"]
            },
            colorForm(sig(labelled("uiColor", .choice("color", Catalog.allColors.names)))) {
              $0.bound[string: "uiColor"]
            },
            colorForm(sig(labelled("nsColor", .choice("color", Catalog.allColors.names)))) {
              $0.bound[string: "nsColor"]
            },
            colorForm(
              sig(
                labelled("red", .number), labelled("green", .number), labelled("blue", .number),
                labelled("opacity", .number, .number(1)))
            ) { call in
              ResolverSession.hexLabel(
                call.bound[number: "red"], call.bound[number: "green"], call.bound[number: "blue"])
            },
            colorForm(sig(labelled("white", .number), labelled("opacity", .number, .number(1)))) {
              call in
              let white = call.bound[number: "white"]
              return ResolverSession.hexLabel(white, white, white)
            },
            colorForm(
              sig(
                labelled("hue", .number), labelled("saturation", .number),
                labelled("brightness", .number), labelled("opacity", .number, .number(1)))
            ) { call in
              let (r, g, args) = ResolverSession.hsbToRGB(
                call.bound[number: "hue"], call.bound[number: "saturation"],
                call.bound[number: "brightness"])
              return ResolverSession.hexLabel(r, g, args)
            },
          ], makes: [.color]),
        // Gradients are views that fill what they are offered, as a colour does; their stops
        // and geometry only draw (the picture does not draw them).
        gradient("linearGradient"), gradient("radialGradient"), gradient("angularGradient"),
        gradient("ellipticalGradient"),
        // A Canvas takes what it is offered, as a colour does; what it draws is code that
        // runs when it renders, never here (the picture leaves it empty).
        ViewSpec("canvas", [form(anything, .leaf { _ in (.color, "canvas") })], makes: [.color]),
        shape("rectangle", .rectangle),
        ViewSpec(
          "roundedRectangle",
          [
            form(
              sig(labelled("cornerRadius", .number), labelled("style", .cornerStyle, .absent)),
              .leaf { call in
                (.shape(.roundedRectangle(cornerRadius: call.bound[number: "cornerRadius"])), nil)
              })
          ], makes: [.shape]),
        ViewSpec(
          "unevenRoundedRectangle",
          [
            form(
              sig(
                labelled("topLeadingRadius", .number, .number(0)),
                labelled("bottomLeadingRadius", .number, .number(0)),
                labelled("bottomTrailingRadius", .number, .number(0)),
                labelled("topTrailingRadius", .number, .number(0)),
                labelled("style", .cornerStyle, .absent)),
              .leaf { _ in (.shape(.unevenRoundedRectangle), nil) })
          ], makes: [.shape]),
        shape("circle", .circle),
        shape("ellipse", .ellipse),
        ViewSpec(
          "capsule",
          [
            form(
              sig(labelled("style", .cornerStyle, .absent)), .leaf { _ in (.shape(.capsule), nil) })
          ],
          makes: [.shape]),
        shape("containerRelativeShape", .containerRelative),
        ViewSpec(
          "spacer",
          [
            form(
              sig(labelled("minLength", .number, .absent)),
              .leaf { call in (.spacer(minLength: call.bound.number("minLength")), nil) })
          ], makes: [.spacer]),
        ViewSpec("divider", [form(sig(), .leaf { _ in (.divider, nil) })], makes: [.divider]),
        hstack("hstack", lazy: false),
        vstack("vstack", lazy: false),
        ViewSpec(
          "zstack",
          [
            form(
              sig(labelled("alignment", .alignment, .alignment(.center))),
              .container { call in .zstack(alignment: call.bound[alignment: "alignment"]) })
          ], children: .views, makes: [.zstack]),
        hstack("lazyHStack", lazy: true),
        vstack("lazyVStack", lazy: true),
        ViewSpec(
          "group", [form(sig(), .nodes { $0.session.resolveChildren($0.head.children, $0.scope) })],
          children: .views, makes: []),
        ViewSpec("emptyView", [form(sig(), .nodes { _ in [] })], makes: []),
        ViewSpec(
          "geometryReader",
          [
            form(
              sig(positional("proxy", .proxyName)), .nodes { $0.session.buildGeometryReader($0) })
          ], children: .views, makes: [.geometryReader]),
        ViewSpec(
          "scrollView",
          [
            form(
              sig(
                positional("axes", .axes, .axes(.vertical)),
                labelled("showsIndicators", .bool, .bool(true))),
              .nodes { $0.session.buildScrollView($0) })
          ], children: .views, makes: [.scrollView, .hstack, .vstack]),
        ViewSpec(
          "grid",
          [
            form(
              sig(
                labelled("alignment", .alignment, .alignment(.center)),
                labelled("horizontalSpacing", .number, .absent),
                labelled("verticalSpacing", .number, .absent)),
              .container { call in
                .grid(
                  alignment: call.bound[alignment: "alignment"],
                  horizontalSpacing: call.bound.number("horizontalSpacing"),
                  verticalSpacing: call.bound.number("verticalSpacing"))
              })
          ], children: .views, makes: [.grid]),
        ViewSpec(
          "gridRow",
          [
            form(
              sig(labelled("alignment", .verticalAlignment, .absent)),
              .container { call in
                var alignment: VerticalAlignment?
                if case .vertical(let a) = call.bound.values["alignment"] { alignment = a }
                return .gridRow(alignment: alignment)
              })
          ], children: .views, makes: [.gridRow]),
        ViewSpec(
          "lazyVGrid",
          [
            form(
              sig(
                labelled("columns", .gridItems),
                labelled("alignment", .horizontalAlignment, .horizontalAlignment(.center)),
                stackSpacing),
              .container { call in
                guard case .gridItems(let columns) = call.bound.values["columns"],
                  case .horizontal(let alignment) = call.bound.values["alignment"]
                else { return nil }
                return .lazyVGrid(
                  columns: columns, alignment: alignment, spacing: call.bound.number("spacing"))
              })
          ], children: .views, makes: [.lazyVGrid]),
        ViewSpec(
          "lazyHGrid",
          [
            form(
              sig(
                labelled("rows", .gridItems),
                labelled("alignment", .verticalAlignment, .verticalAlignment(.center)),
                stackSpacing),
              .container { call in
                guard case .gridItems(let rows) = call.bound.values["rows"],
                  case .vertical(let alignment) = call.bound.values["alignment"]
                else { return nil }
                return .lazyHGrid(
                  rows: rows, alignment: alignment, spacing: call.bound.number("spacing"))
              })
          ], children: .views, makes: [.lazyHGrid]),
        ViewSpec(
          "viewThatFits",
          [
            form(
              sig(labelled("in", .axes, .axes(.all))),
              .container { call in
                // `in: []` constrains no axis: the first child is shown (layoutc-layout(7) 20).
                guard case .edges(let axes) = call.bound.values["in"] else { return nil }
                return .viewThatFits(
                  horizontal: !axes.isDisjoint(with: .horizontal),
                  vertical: !axes.isDisjoint(with: .vertical))
              })
          ], children: .views, makes: [.viewThatFits]),
        // The classic wrapping row, written on the public `Layout` protocol (FlowLayout.swift).
        ViewSpec(
          "flow",
          [
            form(
              sig(
                labelled("spacing", .number, .number(8)),
                labelled("lineSpacing", .number, .number(8)),
                labelled("alignment", .alignment, .alignment(.leading))),
              .container { call in
                let layout = FlowLayout(
                  spacing: call.bound[number: "spacing"],
                  lineSpacing: call.bound[number: "lineSpacing"],
                  alignment: call.bound[alignment: "alignment"])
                return .custom(AnyLayout(layout, name: "flow"))
              })
          ], children: .views, makes: [.custom]),
      ] + controls
    return Dictionary(uniqueKeysWithValues: list.map { ($0.name.nameKey, $0) })
  }()

  /// The controls (Controls.swift): their arguments, and the label as a title or children.
  private static let controls: [ViewSpec] = {
    let title = positional("title", .string, .absent)
    func control(_ name: String, _ kind: ControlCall.Kind, _ parameters: Parameter...)
      -> ViewSpec
    {
      ViewSpec(
        name,
        [form(Signature(parameters: parameters), .nodes { $0.session.buildControl(kind, $0) })],
        children: .views,
        makes: [
          .control, .text, .hstack, .vstack, .spacer, .shape, .frame, .flexFrame, .padding,
          .background, .image, .safeAreaInset, .color, .scrollView,
        ])
    }
    let views = { (name: String) in labelled(name, .views, .absent) }
    let any = { (name: String) in labelled(name, .any, .absent) }
    let text = labelled("text", .loose(.string), .absent)
    return [
      control(
        "button", .button, title, labelled("role", .tagValue, .absent), any("action")),
      control("toggle", .toggle, title, labelled("isOn", .loose(.bool), .absent)),
      control(
        "label", .label, positional("title", .string, .absent),
        labelled("systemImage", .string, .absent), labelled("image", .string, .absent),
        views("icon")),
      control(
        "slider", .slider, labelled("value", .loose(.number), .absent),
        labelled("in", .loose(.range), .absent), any("step"),
        any("onEditingChanged"),
        views("minimumValueLabel"), views("maximumValueLabel")),
      control(
        "stepper", .stepper, title, any("value"), any("in"), any("step"), any("onEditingChanged")),
      control(
        "progressView", .progressView, title, labelled("value", .number, .absent),
        labelled("total", .number, .absent), views("currentValueLabel")),
      control(
        "gauge", .gauge, labelled("value", .loose(.number), .absent),
        labelled("in", .loose(.range), .absent), views("currentValueLabel"),
        views("minimumValueLabel"), views("maximumValueLabel"), views("markedValueLabels")),
      control(
        "textField", .textField, positional("placeholder", .string, .absent), text,
        any("value"), any("format"), any("prompt"), labelled("axis", .axes, .absent)),
      control(
        "secureField", .secureField, positional("placeholder", .string, .absent), text,
        any("prompt")),
      control("link", .link, title, any("destination")),
      control("menu", .menu, title, any("primaryAction"), views("label")),
      control(
        "labeledContent", .labeledContent, title, labelled("value", .string, .absent),
        any("format"), views("label")),
      control("textEditor", .textEditor, text),
      control("picker", .picker, title, labelled("selection", .tagValue, .absent), views("label")),
      control(
        "colorPicker", .colorPicker, title, any("selection"), any("supportsOpacity")),
      control(
        "datePicker", .datePicker, title, any("selection"), any("in"),
        labelled(
          "displayedComponents",
          .choices(.datePickerComponents), .absent)),
      control(
        "navigationStack", .navigationStack,
        labelled("path", .loose(.count), .absent)),
      control("navigationView", .navigationStack),
      control(
        "navigationLink", .navigationLink, title, any("value"), any("destination"),
        views("label")),
      control("tabView", .tabView, labelled("selection", .tagValue, .absent)),
      control("tab", .tab, title, labelled("systemImage", .string, .absent), any("value")),
      control("list", .list, any("selection")),
      control("form", .form),
      control("section", .section, title, views("header"), views("footer"), any("isExpanded")),
      control(
        "disclosureGroup", .disclosureGroup, title, labelled("isExpanded", .bool, .absent),
        views("label")),
      control("groupBox", .groupBox, title, views("label")),
      control(
        "contentUnavailableView", .contentUnavailableView, title,
        labelled("systemImage", .string, .absent), labelled("search", .bool, .absent),
        labelled("text", .string, .absent),
        views("description"), views("actions")),
    ]
  }()

  /// A gradient view: laid out as a colour, its arguments checked, not read.
  private static func gradient(_ name: String) -> ViewSpec {
    ViewSpec(name, [form(anything, .leaf { _ in (.color, name) })], makes: [.color])
  }

  /// How SwiftUI spells a built-in view: `Text`, `HStack`, `LazyVGrid`, `GeometryReader`
  /// (`.lyt` matches either spelling). Names of components are returned as they are.
  static func swiftName(ofView name: String) -> String {
    guard views[name.nameKey] != nil, let first = name.first else { return name }
    switch name.nameKey {
    case "hstack": return "HStack"
    case "vstack": return "VStack"
    case "zstack": return "ZStack"
    default: return first.uppercased() + name.dropFirst()
    }
  }

  /// A named color as a view: takes no arguments; its name is its label. One row per color,
  /// made once: rows are compared by identity (`BindingMemo`).
  static func colorView(_ canonical: String) -> ViewSpec {
    colorViews[canonical] ?? makeColorView(canonical)
  }

  private static let colorViews = Dictionary(
    colors.names.map { ($0, makeColorView($0)) }, uniquingKeysWith: { first, _ in first })

  private static func makeColorView(_ canonical: String) -> ViewSpec {
    ViewSpec(canonical, [form(sig(), .leaf { _ in (.color, canonical) })], makes: [.color])
  }
}
