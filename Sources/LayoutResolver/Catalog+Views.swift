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

/// A built-in view.
struct ViewSpec: Sendable {
  var callee: Callee
  var children: ChildrenRule
  /// One per signature of `callee`, in the same order.
  var builds: [ViewBuild]
  /// The node kinds the view can make (`CatalogTraitsTests` checks both ways).
  var makes: [ViewKind.Tag]
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
          .container { c in
            guard case .vertical(let a) = c.bound.values["alignment"] else { return nil }
            return .hstack(alignment: a, spacing: c.bound.number("spacing"), lazy: lazy)
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
          .container { c in
            guard case .horizontal(let a) = c.bound.values["alignment"] else { return nil }
            return .vstack(alignment: a, spacing: c.bound.number("spacing"), lazy: lazy)
          })
      ], children: .views, makes: [.vstack])
  }

  /// A shape with no arguments.
  private static func shape(_ name: String, _ shape: ShapeKind) -> ViewSpec {
    ViewSpec(name, [form(sig(), .leaf { _ in (.shape(shape), nil) })], makes: [.shape])
  }

  /// A color written as a view: its builder for a label (`red`, `#FF8800`).
  private static func colorForm(_ signature: Signature, label: @escaping @Sendable (ViewCall) -> String?)
    -> ViewOverload
  {
    form(signature, .leaf { c in label(c).map { (.color, $0) } })
  }

  /// Every built-in view except the named colors, keyed by lowercased name.
  static let views: [String: ViewSpec] = {
    let list: [ViewSpec] = [
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
            .leaf { c in
              let name = c.bound[string: "name"]
              let size = Size(width: c.bound[number: "width"], height: c.bound[number: "height"])
              return (
                .image(ImageContent(name: name, systemName: nil, naturalSize: size)), name
              )
            }),
          form(
            sig(labelled("systemName", .string)),
            .leaf { c in
              let name = c.bound[string: "systemName"]
              return (.image(ImageContent(name: nil, systemName: name, naturalSize: nil)), name)
            }),
        ], makes: [.image]),
      ViewSpec(
        "color",
        [
          colorForm(sig(positional("hex", .string))) { $0.session.hexColorLabel($0) },
          colorForm(
            sig(
              labelled("red", .number), labelled("green", .number), labelled("blue", .number),
              labelled("opacity", .number, .number(1)))
          ) { c in
            ResolverSession.hexLabel(
              c.bound[number: "red"], c.bound[number: "green"], c.bound[number: "blue"])
          },
          colorForm(sig(labelled("white", .number), labelled("opacity", .number, .number(1)))) {
            c in
            let w = c.bound[number: "white"]
            return ResolverSession.hexLabel(w, w, w)
          },
          colorForm(
            sig(
              labelled("hue", .number), labelled("saturation", .number),
              labelled("brightness", .number), labelled("opacity", .number, .number(1)))
          ) { c in
            let (r, g, b) = ResolverSession.hsbToRGB(
              c.bound[number: "hue"], c.bound[number: "saturation"],
              c.bound[number: "brightness"])
            return ResolverSession.hexLabel(r, g, b)
          },
        ], makes: [.color]),
      shape("rectangle", .rectangle),
      ViewSpec(
        "roundedRectangle",
        [
          form(
            sig(labelled("cornerRadius", .number), labelled("style", .cornerStyle, .absent)),
            .leaf { c in
              (.shape(.roundedRectangle(cornerRadius: c.bound[number: "cornerRadius"])), nil)
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
        [form(sig(labelled("style", .cornerStyle, .absent)), .leaf { _ in (.shape(.capsule), nil) })],
        makes: [.shape]),
      ViewSpec(
        "spacer",
        [
          form(
            sig(labelled("minLength", .number, .absent)),
            .leaf { c in (.spacer(minLength: c.bound.number("minLength")), nil) })
        ], makes: [.spacer]),
      ViewSpec("divider", [form(sig(), .leaf { _ in (.divider, nil) })], makes: [.divider]),
      hstack("hstack", lazy: false),
      vstack("vstack", lazy: false),
      ViewSpec(
        "zstack",
        [
          form(
            sig(labelled("alignment", .alignment, .alignment(.center))),
            .container { c in .zstack(alignment: c.bound[alignment: "alignment"]) })
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
            .container { c in
              .grid(
                alignment: c.bound[alignment: "alignment"],
                horizontalSpacing: c.bound.number("horizontalSpacing"),
                verticalSpacing: c.bound.number("verticalSpacing"))
            })
        ], children: .views, makes: [.grid]),
      ViewSpec(
        "gridRow",
        [
          form(
            sig(labelled("alignment", .verticalAlignment, .absent)),
            .container { c in
              var alignment: VerticalAlignment?
              if case .vertical(let a) = c.bound.values["alignment"] { alignment = a }
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
            .container { c in
              guard case .gridItems(let columns) = c.bound.values["columns"],
                case .horizontal(let alignment) = c.bound.values["alignment"]
              else { return nil }
              return .lazyVGrid(
                columns: columns, alignment: alignment, spacing: c.bound.number("spacing"))
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
            .container { c in
              guard case .gridItems(let rows) = c.bound.values["rows"],
                case .vertical(let alignment) = c.bound.values["alignment"]
              else { return nil }
              return .lazyHGrid(rows: rows, alignment: alignment, spacing: c.bound.number("spacing"))
            })
        ], children: .views, makes: [.lazyHGrid]),
      ViewSpec(
        "viewThatFits",
        [
          form(
            sig(labelled("in", .axes, .axes(.all))),
            .container { c in
              // `in: []` constrains no axis: the first child is shown (layoutc-layout(7) 20).
              guard case .edges(let axes) = c.bound.values["in"] else { return nil }
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
            .container { c in
              let layout = FlowLayout(
                spacing: c.bound[number: "spacing"], lineSpacing: c.bound[number: "lineSpacing"],
                alignment: c.bound[alignment: "alignment"])
              return .custom(AnyLayout(layout, name: "flow"))
            })
        ], children: .views, makes: [.custom]),
    ]
    return Dictionary(uniqueKeysWithValues: list.map { ($0.name.lowercased(), $0) })
  }()

  /// A named color as a view: takes no arguments; its name is its label.
  static func colorView(_ canonical: String) -> ViewSpec {
    ViewSpec(canonical, [form(sig(), .leaf { _ in (.color, canonical) })], makes: [.color])
  }
}
