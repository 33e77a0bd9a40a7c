// The modifiers, one row each: the name, the signatures and, beside each signature, what it
// does to the views it modifies: wrap each in a layout node, set environment values, change
// the node in place, or change only how they are drawn (the row's painter says how).
// `applyModifier` (Modifiers.swift) binds the arguments and runs the builder of the signature
// that matched; nothing else looks a modifier up by name.

import LayoutEngine
import LayoutSyntax

/// A modifier as written, its arguments bound to one of its signatures.
/// It keeps what the builders read, not the syntax and the callee themselves: a call is made
/// for every modifier applied, and each string or array kept costs a retain and a release.
struct ModifierCall {
  let session: ResolverSession
  /// Where the modifier is written.
  let range: SourceRange
  let bound: BoundArguments
  let spec: ModifierSpec
  var callee: Callee { spec.callee }
  /// Where the modifier was written, for the nodes it makes.
  var source: SourcePosition { session.position(range) }
}

/// A change to one modified node; a message when the modifier cannot apply to that node
/// (reported at the modifier, and the remaining nodes are left alone).
typealias NodeUpdate = (inout ViewNode) -> String?

/// A drawing modifier as written, for its painter. The arguments are read as written, not
/// bound: a drawing-only modifier accepts anything.
struct DrawingCall {
  let session: ResolverSession
  let syntax: ModifierSyntax
  let scope: Scope

  var arguments: [ArgumentSyntax] { syntax.arguments?.arguments ?? [] }
  /// The first unlabelled argument.
  var first: ExprSyntax? { arguments.first { $0.label == nil }?.value }

  /// The number the argument labelled `label` evaluates to, if it is one.
  func number(_ label: String) -> Double? {
    guard let value = arguments.first(where: { $0.label?.text == label })?.value,
      case .number(let x, _) = session.evaluate(value, scope)
    else { return nil }
    return x
  }
}

/// What a drawing modifier changes about how the views it modifies are drawn.
enum Drawing {
  /// Merged into each view's paint.
  case paint(Paint)
  /// The colour the controls inside are drawn in (`.tint`), as their styles reach them.
  case tint(String)
}

/// How a drawing modifier reads what it draws from its arguments.
enum Painter: Sendable {
  /// From the colour its first unlabelled argument names (`fill(red)`); a modifier whose
  /// first argument names no colour draws nothing particular. Lint's `param-hides-builtin`
  /// reads these rows as the modifiers a colour is written in.
  case color(@Sendable (_ color: String, DrawingCall) -> Drawing?)
  /// From its arguments as written (`clipShape(Circle())`, `trim(from:to:)`).
  case arguments(@Sendable (DrawingCall) -> Drawing?)
}

/// How the views a layout modifier adds are drawn (`.border(c)`'s stroke), from the
/// modifier as written; nil when it says nothing particular.
typealias LayerPainter = @Sendable (DrawingCall) -> Paint?

/// What one signature of a modifier does. Builders run only when the arguments bound
/// without error.
enum ModifierBuild: Sendable {
  /// A layout modifier (SwiftUI's `ModifiedContent`): each modified view is wrapped in a node
  /// of this kind, followed by these secondary children (made again for each view). nil
  /// after an error the builder reported. `layers` paints the secondary children.
  case wrap(
    @Sendable (ModifierCall) -> (kind: ViewKind, secondary: [Int])?, layers: LayerPainter? = nil)
  /// Environment values set on each modified view; they flow to its descendants.
  case environment(@Sendable (BoundArguments) -> EnvironmentOverrides?)
  /// A change made to each modified view itself (attributes, `id`); made once, applied to
  /// each. nil after an error the builder reported.
  case update(@Sendable (ModifierCall) -> NodeUpdate?)
  /// Drawing only: the arguments are checked, no frame changes; the painter (if any) reads
  /// how the views are drawn.
  case drawing(Painter?)
  /// Behaviour or presentation with no effect on layout (gestures, actions, sheets): the
  /// arguments are not read (a sheet's views are not laid out where the modifier is).
  case ignored
  /// A control style (`.buttonStyle`, `.controlSize`, ...): set on each modified view, it
  /// styles the controls inside (Controls.swift).
  case controlStyle(@Sendable (BoundArguments) -> ControlStyle)
  /// What a view tells its navigation stack (`.navigationTitle`, the display mode).
  case navigation(@Sendable (BoundArguments) -> (title: String?, mode: String?))
  /// `.listRowInsets(...)`: the insets of the list row the view is.
  case listRowInsets(@Sendable (BoundArguments) -> EdgeInsets)
  /// `.tag(value)`: what a Picker's or TabView's selection picks the view by.
  case tag(@Sendable (BoundArguments) -> String?)
  /// `.tabItem { Label(...) }`: the item of the tab the view is, in its TabView's bar.
  case tabItem
  /// `.navigationDestination(for:) { ... }`: the screen a NavigationStack whose path is not
  /// empty shows.
  case navigationDestination
}

/// One overload: a signature and what it does.
struct ModifierOverload: Sendable {
  var signature: Signature
  var build: ModifierBuild
}

/// A modifier; a class for the same reason as `ViewSpec`.
final class ModifierSpec: Sendable {
  let callee: Callee
  /// One per signature of `callee`, in the same order.
  let builds: [ModifierBuild]
  /// The node kinds the modifier wraps views in (`CatalogTraitsTests` checks both ways).
  let makes: [ViewKind.Tag]
  /// Whether a text run of a concatenation may carry it (it returns `Text` in SwiftUI).
  let appliesToTextRuns: Bool
  var name: String { callee.name }

  init(
    _ name: String, _ overloads: [ModifierOverload], makes: [ViewKind.Tag] = [],
    appliesToTextRuns: Bool = false
  ) {
    callee = Callee(name: name, signatures: overloads.map(\.signature))
    builds = overloads.map(\.build)
    self.makes = makes
    self.appliesToTextRuns = appliesToTextRuns
  }

  /// Whether a colour is written in its arguments (`fill(red)`, `background(red)`): its
  /// painter reads one, or a signature takes a style.
  var readsColor: Bool {
    builds.contains { build in
      if case .drawing(.color?) = build { return true }
      return false
    } || callee.signatures.contains { $0.parameters.contains { $0.type == .style } }
  }

  /// Whether it is a drawing-only modifier that pictures draw: a row with a painter.
  var isPainted: Bool {
    builds.contains { build in
      if case .drawing(_?) = build { return true }
      return false
    }
  }

  /// Whether a font is written in its arguments (`font(title)`).
  var readsFont: Bool {
    callee.signatures.contains { $0.parameters.contains { $0.type == .font } }
  }

  /// Whether the modifier changes no frame and sets nothing a text run could carry.
  var isDrawingOnly: Bool {
    switch builds.first {
    case .drawing, .ignored: return true
    default: return false
    }
  }
}

/// `form(sig(...), .wrap { ... })`: a signature and what it does.
func form(_ signature: Signature, _ build: ModifierBuild) -> ModifierOverload {
  ModifierOverload(signature: signature, build: build)
}

/// A modifier that sets environment values, with one positional argument (or none).
private func environment(
  _ name: String, _ parameter: Parameter? = nil, runs: Bool = false,
  _ set: @escaping @Sendable (BoundArguments, inout EnvironmentOverrides) -> Void
) -> ModifierSpec {
  ModifierSpec(
    name,
    [
      form(
        parameter.map { sig($0) } ?? sig(),
        .environment { bound in
          var env = EnvironmentOverrides()
          set(bound, &env)
          return env
        })
    ], appliesToTextRuns: runs)
}

/// A modifier that changes each node it modifies, with a fixed change.
private func update(
  _ name: String, _ signature: Signature,
  _ change: @escaping @Sendable (BoundArguments, inout ViewNode) -> Void
) -> ModifierSpec {
  ModifierSpec(
    name,
    [
      form(
        signature,
        .update { call in
          { node in
            change(call.bound, &node)
            return nil
          }
        })
    ])
}

/// A modifier that wraps each view in a node of a kind read from its arguments alone.
private func wrapper(
  _ signature: Signature, _ kind: @escaping @Sendable (BoundArguments) -> ViewKind?
)
  -> ModifierOverload
{
  form(signature, .wrap { call in kind(call.bound).map { ($0, []) } })
}

extension Catalog {
  /// `.padding()` and `.safeAreaPadding()` without a length (SwiftUI's default padding).
  static let defaultPadding = 16.0

  /// The three forms of `padding` and `safeAreaPadding`, and the insets each gives.
  private static func insetForms(_ kind: @escaping @Sendable (EdgeInsets) -> ViewKind)
    -> [ModifierOverload]
  {
    [
      wrapper(sig(positional("length", .number, .number(defaultPadding)))) { args in
        kind(EdgeInsets(all: args[number: "length"]))
      },
      wrapper(
        sig(positional("edges", .edges), positional("length", .number, .number(defaultPadding)))
      ) { args in
        guard case .edges(let edges) = args.values["edges"] else { return nil }
        let length = args[number: "length"]
        return kind(
          EdgeInsets(
            top: edges.contains(.top) ? length : 0,
            leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0,
            trailing: edges.contains(.trailing) ? length : 0))
      },
      wrapper(
        sig(
          labelled("top", .number, .number(0)), labelled("leading", .number, .number(0)),
          labelled("bottom", .number, .number(0)), labelled("trailing", .number, .number(0)))
      ) { args in
        kind(
          EdgeInsets(
            top: args[number: "top"], leading: args[number: "leading"],
            bottom: args[number: "bottom"],
            trailing: args[number: "trailing"]))
      },
    ]
  }

  /// `.contentMargins([edges,] length, for: placement)`: the edges named (all when none are)
  /// get the length; margins for the scroll indicators alone move no content.
  @Sendable private static func contentMargins(_ args: BoundArguments) -> EnvironmentOverrides {
    var env = EnvironmentOverrides()
    guard args.string("for") != "scrollIndicators" else { return env }
    var edges = Edges.all
    if case .edges(let named) = args.values["edges"] { edges = named }
    let length = args[number: "length"]
    env.contentMargins = ContentMargins(
      top: edges.contains(.top) ? length : nil,
      leading: edges.contains(.leading) ? length : nil,
      bottom: edges.contains(.bottom) ? length : nil,
      trailing: edges.contains(.trailing) ? length : nil)
    return env
  }

  /// `background` and `overlay`: views with an alignment, or a style in a shape.
  private static func layer(_ name: String, _ role: ChildRole) -> ModifierSpec {
    ModifierSpec(
      name,
      [
        form(
          sig(
            positional("content", .views, content: true),
            labelled("alignment", .alignment, .alignment(.center))),
          .wrap { call in
            call.session.layerModifier(
              call, role, views: "content", alignment: call.bound[alignment: "alignment"])
          }),
        form(
          sig(positional("style", .style, .absent), labelled("in", .view)),
          .wrap(
            { call in call.session.layerModifier(call, role, views: "in", alignment: .center) },
            // The shape is filled with the style when it is a colour.
            layers: { call in
              call.first.flatMap { call.session.colorName($0, call.scope) }.map {
                Paint(fill: $0)
              }
            })),
      ], makes: [role == .background ? .background : .overlay, .zstack])
  }

  /// Drawing-only modifiers (lyt(5)) that draw nothing a picture shows: accepted, arguments
  /// checked, no frame changes. Those that a picture draws are rows with a painter.
  static let drawingOnly: [String] = [
    "shadow", "blur", "scaleEffect", "transformEffect", "renderingMode", "mask",
    "contentShape", "brightness", "saturation", "grayscale", "blendMode", "compositingGroup",
    "drawingGroup", "animation", "transition", "scrollIndicators", "scrollDisabled",
    // Text decorations and symbol effects draw; they change no frame.
    "strikethrough", "underline", "contentTransition", "symbolEffect", "symbolVariant",
    "rotation3DEffect", "gradient", "hueRotation", "colorMultiply", "contrast",
    "colorInvert", "luminanceToAlpha", "projectionEffect", "backgroundStyle",
    "navigationSplitViewColumnWidth",
    // How a scroll view settles after a scroll: nothing moves before one.
    "scrollTargetBehavior", "scrollTargetLayout", "scrollBounceBehavior", "scrollClipDisabled",
  ]

  /// A drawing-only modifier: any arguments, checked; `painter` reads how its views are drawn.
  private static func drawing(_ name: String, _ painter: Painter? = nil) -> ModifierSpec {
    ModifierSpec(name, [form(anything, .drawing(painter))])
  }

  /// The drawing-only modifiers a picture draws, each with what it reads from its arguments.
  private static let painted: [ModifierSpec] = [
    drawing("fill", .color { colour, _ in .paint(Paint(fill: colour)) }),
    drawing("stroke", .color { colour, call in call.session.stroke(colour, call, inside: false) }),
    drawing(
      "strokeBorder", .color { colour, call in call.session.stroke(colour, call, inside: true) }),
    drawing("foregroundStyle", .color { colour, _ in .paint(Paint(foreground: colour)) }),
    drawing("foregroundColor", .color { colour, _ in .paint(Paint(foreground: colour)) }),
    drawing("tint", .color { colour, _ in .tint(colour) }),
    drawing("accentColor", .color { colour, _ in .tint(colour) }),
    drawing("containerShape", .arguments { $0.session.containerShape($0) }),
    drawing("rotationEffect", .arguments { $0.session.rotation($0) }),
    drawing("inset", .arguments { call in call.number("by").map { .paint(Paint(inset: $0)) } }),
    drawing(
      "trim",
      .arguments { call in
        let from = min(max(call.number("from") ?? 0, 0), 1)
        let to = max(from, min(max(call.number("to") ?? 1, 0), 1))
        return .paint(Paint(trimFrom: from, trimTo: to))
      }),
    drawing("clipped", .arguments { _ in .paint(Paint(clipped: true)) }),
    drawing(
      "cornerRadius",
      .arguments { call in
        guard case .number(let radius, _)? = call.first else { return .paint(Paint(clipped: true)) }
        return .paint(Paint(clipped: true, clipRadius: radius))
      }),
    drawing("clipShape", .arguments { $0.session.clipShape($0) }),
  ]

  /// Modifiers SwiftUI code is full of that change no frame (interaction, presentation,
  /// focus, keyboard): accepted with any arguments, which are not read.
  static let withoutLayoutEffect: [String] = [
    "onTapGesture", "onLongPressGesture", "onAppear", "onDisappear", "task", "onChange",
    "onReceive", "onSubmit", "onHover", "onOpenURL", "onKeyPress", "gesture",
    "simultaneousGesture", "highPriorityGesture", "sheet", "fullScreenCover", "popover", "alert",
    "confirmationDialog", "contextMenu", "disabled", "help",
    "keyboardShortcut", "focused", "focusable", "environmentObject", "textContentType",
    "keyboardType", "textInputAutocapitalization", "autocapitalization", "autocorrectionDisabled",
    "submitLabel", "preferredColorScheme", "allowsHitTesting", "refreshable", "draggable",
    "dropDestination", "onDrag", "onDrop", "sensoryFeedback", "symbolRenderingMode",
    "interactiveDismissDisabled", "swipeActions", "privacySensitive", "redacted",
    // Toolbar items sit in the navigation bar, whose height they do not change.
    "toolbar", "toolbarBackground", "toolbarColorScheme", "navigationBarBackButtonHidden",
    // A badge is drawn on a tab item and changes no frame.
    "badge",
    // A list's separators are hairlines over the row boundaries; rows' backgrounds draw only.
    "listRowSeparator", "listSectionSeparator", "listRowBackground", "scrollContentBackground",
    "listRowSeparatorTint", "listSectionSeparatorTint", "listItemTint", "listRowHoverEffect",
    "selectionDisabled", "searchable",
    // Text selection is an interaction; it changes no frame. A macOS window's subtitle is in
    // its toolbar, outside the content.
    "textSelection", "navigationSubtitle",
    // A list's editing actions.
    "onDelete", "onMove", "onInsert",
  ]

  /// Environment values that change no frame layoutc draws: the clock and calendar a date
  /// is shown in, the colour scheme, the tint (`.environment(\.timeZone, ...)`).
  static let layoutNeutralEnvironment: [String] = [
    "timeZone", "locale", "calendar", "colorScheme", "openURL", "isEnabled", "editMode",
    "defaultMinListHeaderHeight", "symbolVariants", "backgroundStyle",
  ]

  /// A control-style modifier with one choice among `names`.
  private static func controlStyle(
    _ name: String, _ what: String, _ names: [String],
    _ set: @escaping @Sendable (String, inout ControlStyle) -> Void
  ) -> ModifierSpec {
    ModifierSpec(
      name,
      [
        form(
          sig(positional("style", .choice(what, names))),
          .controlStyle { args in
            var style = ControlStyle()
            set(args[string: "style"], &style)
            return style
          })
      ])
  }

  /// Every modifier, keyed by lowercased name. `accessibility...` is matched by prefix.
  static let modifiers: [String: ModifierSpec] = {
    var list: [ModifierSpec] = [
      // MARK: Layout modifiers: a node of their own
      ModifierSpec("padding", insetForms { .padding($0) }, makes: [.padding]),
      ModifierSpec(
        "frame",
        [
          wrapper(
            sig(
              labelled("width", .number, .absent), labelled("height", .number, .absent),
              labelled("alignment", .alignment, .alignment(.center)))
          ) { args in
            .frame(
              width: args.number("width"), height: args.number("height"),
              alignment: args[alignment: "alignment"])
          },
          wrapper(
            sig(
              labelled("minWidth", .size, .absent), labelled("idealWidth", .number, .absent),
              labelled("maxWidth", .size, .absent), labelled("minHeight", .size, .absent),
              labelled("idealHeight", .number, .absent), labelled("maxHeight", .size, .absent),
              labelled("alignment", .alignment, .alignment(.center)))
          ) { args in
            .flexFrame(
              FlexFrame(
                minWidth: args.number("minWidth"), idealWidth: args.number("idealWidth"),
                maxWidth: args.number("maxWidth"), minHeight: args.number("minHeight"),
                idealHeight: args.number("idealHeight"), maxHeight: args.number("maxHeight"),
                alignment: args[alignment: "alignment"]))
          },
        ], makes: [.frame, .flexFrame]),
      layer("background", .background),
      layer("overlay", .overlay),
      ModifierSpec(
        "border",
        [
          form(
            sig(positional("style", .style), labelled("width", .number, .number(1))),
            .wrap(
              { call in
                // An overlay of a stroked rectangle (layoutc-layout(7) 14).
                guard
                  let stroke = call.session.makeNode(
                    ViewNode(kind: .shape(.rectangle), role: .overlay, source: call.source))
                else { return nil }
                return (.border(width: call.bound[number: "width"]), [stroke])
              }, layers: { $0.session.border($0) }))
        ], makes: [.border, .shape]),
      ModifierSpec(
        "offset",
        [
          wrapper(sig(labelled("x", .number, .number(0)), labelled("y", .number, .number(0)))) {
            .offset(x: $0[number: "x"], y: $0[number: "y"])
          }
        ], makes: [.offset]),
      ModifierSpec(
        "position",
        [
          wrapper(sig(labelled("x", .number, .number(0)), labelled("y", .number, .number(0)))) {
            .position(x: $0[number: "x"], y: $0[number: "y"])
          }
        ], makes: [.position]),
      ModifierSpec(
        "aspectRatio",
        [
          wrapper(
            sig(
              positional("ratio", .number, .absent),
              labelled("contentMode", .contentMode, .contentMode(.fit)))
          ) { args in
            guard case .contentMode(let mode) = args.values["contentMode"] else { return nil }
            return .aspectRatio(ratio: args.number("ratio"), contentMode: mode)
          },
          form(
            sig(
              labelled("width", .number), labelled("height", .number),
              labelled("contentMode", .contentMode, .contentMode(.fit))),
            .wrap { call in
              // `aspectRatio(CGSize)`: width over height.
              let args = call.bound
              guard case .contentMode(let mode) = args.values["contentMode"] else { return nil }
              guard args[number: "height"] != 0 else {
                call.session.error(Messages.divisionByZero, call.range)
                return nil
              }
              return (
                .aspectRatio(
                  ratio: args[number: "width"] / args[number: "height"], contentMode: mode),
                []
              )
            }),
        ], makes: [.aspectRatio]),
      ModifierSpec(
        "scaledToFit", [wrapper(sig()) { _ in .aspectRatio(ratio: nil, contentMode: .fit) }],
        makes: [.aspectRatio]),
      ModifierSpec(
        "scaledToFill", [wrapper(sig()) { _ in .aspectRatio(ratio: nil, contentMode: .fill) }],
        makes: [.aspectRatio]),
      ModifierSpec(
        "fixedSize",
        [
          wrapper(sig()) { _ in .fixedSize(horizontal: true, vertical: true) },
          wrapper(
            sig(
              labelled("horizontal", .bool, .bool(false)),
              labelled("vertical", .bool, .bool(false)))
          ) { args in
            .fixedSize(horizontal: args[bool: "horizontal"], vertical: args[bool: "vertical"])
          },
        ], makes: [.fixedSize]),
      ModifierSpec(
        "ignoresSafeArea",
        [
          wrapper(
            sig(
              positional("regions", .safeAreaRegions, .absent),
              labelled("edges", .edges, .edges(.all)))
          ) { args in
            var regions = SafeAreaRegions.all
            if let value = args.number("regions") {
              regions = value == 1 ? .container : value == 2 ? .keyboard : .all
            }
            guard case .edges(let edges) = args.values["edges"] else { return nil }
            return .ignoresSafeArea(regions: regions, edges: Edge.Set(rawValue: edges.rawValue))
          }
        ], makes: [.ignoresSafeArea]),
      ModifierSpec(
        "safeAreaInset",
        [
          form(
            sig(
              labelled("edge", .edge), labelled("alignment", .alignment, .absent),
              labelled("spacing", .number, .absent),
              positional("content", .views, content: true)),
            .wrap { $0.session.safeAreaInsetModifier($0) })
        ], makes: [.safeAreaInset, .zstack]),
      ModifierSpec(
        "safeAreaPadding", insetForms { .safeAreaPadding($0) }, makes: [.safeAreaPadding]),
      ModifierSpec(
        "containerRelativeFrame",
        [
          form(
            sig(positional("axes", .axes), labelled("alignment", .alignment, .alignment(.center))),
            .wrap { $0.session.containerRelativeFrameModifier($0) }),
          form(
            sig(
              positional("axes", .axes), labelled("count", .wholeNumber),
              labelled("span", .wholeNumber, .number(1)), labelled("spacing", .number),
              labelled("alignment", .alignment, .alignment(.center))),
            .wrap { $0.session.containerRelativeFrameModifier($0) }),
        ], makes: [.containerRelativeFrame]),

      // MARK: Attributes: recorded on the node they modify
      // The outermost `.layoutPriority` is the one a stack reads.
      update("layoutPriority", sig(positional("value", .number))) { args, node in
        node.attributes.layoutPriority = args[number: "value"]
      },
      ModifierSpec(
        "alignmentGuide",
        [
          form(
            sig(positional("guide", .guide), positional("value", .guideValue)),
            .update { $0.session.alignmentGuideUpdate($0) })
        ]),
      // A custom layout reads it from its subview (`subview[Rank.self]`).
      update("layoutValue", sig(labelled("key", .identifier), labelled("value", .number))) {
        args, node in
        node.attributes.layoutValues[args[string: "key"]] = args[number: "value"]
      },
      update("zIndex", sig(positional("value", .number))) { args, node in
        node.attributes.zIndex = args[number: "value"]
      },
      update("hidden", sig()) { _, node in node.attributes.hidden = true },
      // Opacities compose: `.opacity(0.5) .opacity(0.5)` draws at 0.25.
      update("opacity", sig(positional("value", .number))) { args, node in
        node.attributes.opacity = (node.attributes.opacity ?? 1) * args[number: "value"]
      },
      update("coordinateSpace", sig(labelled("name", .string))) { args, node in
        node.attributes.coordinateSpace = args[string: "name"]
      },
      // The `gridCell...` values: the outermost of each kind wins, as for `layoutPriority`.
      update("gridCellColumns", sig(positional("count", .wholeNumber))) { args, node in
        // Beyond a million columns nothing changes but the cost.
        node.attributes.gridCell.columns = Int(min(max(args[number: "count"], 0), 1_000_000))
      },
      update("gridCellAnchor", sig(positional("anchor", .unitPoint))) { args, node in
        if case .unitPoint(let anchor) = args.values["anchor"] {
          node.attributes.gridCell.anchor = anchor
        }
      },
      update("gridColumnAlignment", sig(positional("guide", .horizontalAlignment))) { args, node in
        if case .horizontal(let alignment) = args.values["guide"] {
          node.attributes.gridCell.columnAlignment = alignment
        }
      },
      update("gridCellUnsizedAxes", sig(positional("axes", .axes))) { args, node in
        if case .edges(let axes) = args.values["axes"] {
          node.attributes.gridCell.unsizedHorizontally = axes.contains(.leading)
          node.attributes.gridCell.unsizedVertically = axes.contains(.top)
        }
      },
      update("id", sig(positional("id", .identifier))) { args, node in node.id = args[string: "id"]
      },
      ModifierSpec(
        "resizable",
        [
          form(
            sig(),
            .update { _ in
              { node in
                guard case .image(var image) = node.kind else {
                  return Messages.resizableNotOnImage
                }
                image.resizable = true
                node.kind = .image(image)
                return nil
              }
            })
        ]),

      // MARK: Control styles: flow to the controls inside
      controlStyle(
        "buttonStyle", "button style",
        [
          "automatic", "plain", "borderless", "bordered", "borderedProminent", "glass",
          "glassProminent",
        ]
      ) { $1.buttonStyle = $0 },
      controlStyle(
        "controlSize", "control size", ["mini", "small", "regular", "large", "extraLarge"]
      ) {
        $1.controlSize = $0
      },
      controlStyle(
        "labelStyle", "label style", ["automatic", "titleOnly", "iconOnly", "titleAndIcon"]
      ) {
        $1.labelStyle = $0
      },
      controlStyle(
        "listStyle", "list style",
        ["automatic", "plain", "grouped", "insetGrouped", "inset", "sidebar"]
      ) { $1.listStyle = $0 },
      controlStyle(
        "pickerStyle", "picker style",
        ["automatic", "menu", "segmented", "inline", "wheel", "palette", "radioGroup"]
      ) { $1.pickerStyle = $0 },
      controlStyle("formStyle", "form style", ["automatic", "columns", "grouped"]) {
        $1.formStyle = $0
      },
      controlStyle(
        "tabViewStyle", "tab view style",
        ["automatic", "page", "tabBarOnly", "sidebarAdaptable", "grouped"]
      ) { $1.tabViewStyle = $0 },
      controlStyle(
        "datePickerStyle", "date picker style",
        ["automatic", "compact", "graphical", "wheel", "field", "stepperField"]
      ) { $1.datePickerStyle = $0 },
      controlStyle(
        "gaugeStyle", "gauge style",
        [
          "automatic", "linear", "linearCapacity", "circular", "accessoryLinear",
          "accessoryLinearCapacity", "accessoryCircular", "accessoryCircularCapacity",
        ]
      ) { $1.gaugeStyle = $0 },
      ModifierSpec(
        "listRowSpacing",
        [
          form(
            sig(positional("spacing", .number)),
            .controlStyle { ControlStyle(rowSpacing: $0[number: "spacing"]) })
        ]),
      ModifierSpec(
        "listSectionSpacing",
        [
          form(
            sig(positional("spacing", .number)),
            .controlStyle { ControlStyle(sectionSpacing: $0[number: "spacing"]) }),
          form(
            sig(positional("spacing", .choice("section spacing", ["default", "compact"]))),
            .controlStyle {
              // `.compact` is about half the default gap (estimate).
              ControlStyle(sectionSpacing: $0[string: "spacing"] == "compact" ? 16 : nil)
            }),
        ]),
      ModifierSpec(
        "navigationDestination",
        [
          form(
            sig(labelled("for", .any), positional("destination", .views, content: true)),
            .navigationDestination),
          form(
            sig(labelled("isPresented", .any), positional("destination", .views, content: true)),
            .navigationDestination),
          form(
            sig(labelled("item", .any), positional("destination", .views, content: true)),
            .navigationDestination),
        ]),
      controlStyle("textFieldStyle", "text field style", ["automatic", "plain", "roundedBorder"]) {
        $1.textFieldStyle = $0
      },
      controlStyle("progressViewStyle", "progress view style", ["automatic", "linear", "circular"])
      {
        $1.progressViewStyle = $0
      },
      controlStyle("toggleStyle", "toggle style", ["automatic", "switch", "button", "checkbox"]) {
        $1.toggleStyle = $0
      },
      ModifierSpec(
        "labelsHidden",
        [form(sig(), .controlStyle { _ in ControlStyle(labelsHidden: true) })]),
      // The shape of a bordered button's bezel: drawing only.
      drawing("buttonBorderShape"),
      ModifierSpec(
        "tag", [form(sig(positional("value", .tagValue)), .tag { $0.string("value") })]),
      ModifierSpec("tabItem", [form(sig(positional("label", .views, content: true)), .tabItem)]),
      ModifierSpec(
        "listRowInsets",
        [
          form(
            sig(
              labelled("top", .number, .number(0)), labelled("leading", .number, .number(0)),
              labelled("bottom", .number, .number(0)), labelled("trailing", .number, .number(0))),
            .listRowInsets { args in
              EdgeInsets(
                top: args[number: "top"], leading: args[number: "leading"],
                bottom: args[number: "bottom"], trailing: args[number: "trailing"])
            })
        ]),
      ModifierSpec(
        "navigationTitle",
        [form(sig(positional("title", .string)), .navigation { ($0[string: "title"], nil) })]),
      ModifierSpec(
        "navigationBarTitleDisplayMode",
        [
          form(
            sig(
              positional("mode", .choice("title display mode", ["automatic", "inline", "large"]))),
            .navigation { (nil, $0[string: "mode"]) })
        ]),

      // MARK: Environment values: flow to the descendants
      ModifierSpec(
        "font",
        [
          form(
            sig(positional("font", .font, .absent)),
            .environment { args in
              guard case .font(let f, let extras) = args.values["font"] else {
                return EnvironmentOverrides()
              }
              var env = extras
              env.font = f
              return env
            })
        ], appliesToTextRuns: true),
      environment("fontWeight", positional("weight", .fontWeight, .absent), runs: true) {
        args, env in
        if case .weight(let weight) = args.values["weight"] { env.fontWeight = weight }
      },
      environment("bold", positional("isActive", .bool, .bool(true)), runs: true) { args, env in
        env.bold = args[bool: "isActive"]
      },
      environment("italic", positional("isActive", .bool, .bool(true)), runs: true) { args, env in
        env.italic = args[bool: "isActive"]
      },
      // Designs other than the default, tabular digits and other widths are drawn with the
      // default design's widths, and their texts marked approximate.
      environment("fontDesign", positional("design", .fontDesign), runs: true) { args, env in
        if case .design(let design) = args.values["design"] { env.fontDesign = design }
      },
      environment("monospaced", positional("isActive", .bool, .bool(true)), runs: true) {
        args, env in
        env.fontDesign = args[bool: "isActive"] ? .monospaced : .default
      },
      environment("monospacedDigit", runs: true) { _, env in env.untabulatedWidths = true },
      environment(
        "fontWidth", positional("width", .choice("a font width", Catalog.fontWidths)), runs: true
      ) { _, env in env.untabulatedWidths = true },
      ModifierSpec(
        "lineLimit",
        [
          form(sig(positional("limit", .lineCount)), .environment(lineLimit)),
          form(sig(positional("limit", .lineRange)), .environment(lineLimit)),
          form(
            sig(positional("limit", .lineCount), labelled("reservesSpace", .bool)),
            .environment(lineLimit)),
        ]),
      environment("lineSpacing", positional("value", .number)) { args, env in
        env.lineSpacing = args[number: "value"]
      },
      environment("truncationMode", positional("mode", .truncationMode)) { args, env in
        if case .truncation(let t) = args.values["mode"] { env.truncationMode = t }
      },
      environment("multilineTextAlignment", positional("alignment", .textAlignment)) { args, env in
        if case .textAlignment(let t) = args.values["alignment"] { env.multilineTextAlignment = t }
      },
      environment("minimumScaleFactor", positional("value", .number)) { args, env in
        env.minimumScaleFactor = args[number: "value"]
      },
      environment("kerning", positional("value", .number), runs: true) { args, env in
        env.kerning = args[number: "value"]
      },
      environment("tracking", positional("value", .number), runs: true) { args, env in
        env.tracking = args[number: "value"]
      },
      environment("dynamicTypeSize", positional("size", .dynamicTypeSize)) { args, env in
        if case .dynamicTypeSize(let s) = args.values["size"] { env.dynamicTypeSize = s }
      },
      ModifierSpec(
        "environment",
        [
          form(
            sig(labelled("layoutDirection", .layoutDirection)),
            .environment { args in
              var env = EnvironmentOverrides()
              if case .layoutDirection(let d) = args.values["layoutDirection"] {
                env.layoutDirection = d
              }
              return env
            }),
          form(
            sig(labelled("defaultMinListRowHeight", .number)),
            .controlStyle { ControlStyle(minRowHeight: $0[number: "defaultMinListRowHeight"]) }),
        ] + layoutNeutralEnvironment.map { form(sig(labelled($0, .any)), .ignored) }),
      environment("layoutDirection", positional("direction", .layoutDirection)) { args, env in
        if case .layoutDirection(let d) = args.values["direction"] { env.layoutDirection = d }
      },
      environment(
        "textCase",
        positional("case", .choice("text case", ["uppercase", "lowercase"]), .absent)
      ) { args, env in
        // `.textCase(nil)`: as written, whatever an outer `.textCase` says.
        env.textCase = args.string("case").flatMap(TextCase.init(rawValue:)) ?? .unchanged
      },
      environment("imageScale", positional("scale", .imageScale)) { args, env in
        if case .imageScale(let s) = args.values["scale"] { env.imageScale = s }
      },
      ModifierSpec(
        "contentMargins",
        [
          form(
            sig(
              positional("length", .number),
              labelled("for", .choice("a margin placement", Catalog.marginPlacements), .absent)),
            .environment(contentMargins)),
          form(
            sig(
              positional("edges", .edges), positional("length", .number),
              labelled("for", .choice("a margin placement", Catalog.marginPlacements), .absent)),
            .environment(contentMargins)),
        ]),
      ModifierSpec(
        "defaultScrollAnchor",
        [
          form(
            sig(
              positional("anchor", .unitPoint),
              labelled("for", .choice("a scroll anchor role", Catalog.scrollAnchorRoles), .absent)),
            .environment { args in
              var env = EnvironmentOverrides()
              guard case .unitPoint(let anchor) = args.values["anchor"] else { return env }
              switch args.string("for") {
              case nil, "initialOffset": env.scrollAnchor = ScrollAnchor(initialOffset: anchor)
              case "alignment": env.scrollAnchor = ScrollAnchor(alignment: anchor)
              // What happens when the content's size changes: never, before a scroll.
              default: break
              }
              return env
            })
        ]),
    ]
    list += painted
    list += drawingOnly.map { drawing($0) }
    list += withoutLayoutEffect.map { ModifierSpec($0, [form(anything, .ignored)]) }
    return Dictionary(uniqueKeysWithValues: list.map { ($0.name.nameKey, $0) })
  }()

  /// `.lineLimit(n)`, `.lineLimit(range)`, `.lineLimit(n, reservesSpace:)`.
  @Sendable private static func lineLimit(_ args: BoundArguments) -> EnvironmentOverrides? {
    guard case .lineLimit(var limit) = args.values["limit"] else { return nil }
    if let reserves = args.bool("reservesSpace") { limit.reservesSpace = reserves }
    var env = EnvironmentOverrides()
    env.lineLimit = limit
    return env
  }

  /// Looks a modifier up by name, ignoring case; any name starting with `accessibility` is a
  /// drawing-only modifier.
  static func modifier(named name: String) -> ModifierSpec? {
    let key = name.nameKey
    if let spec = modifiers[key] { return spec }
    if key.hasPrefix("accessibility") { return drawing(name) }
    return nil
  }

  static let modifierNames: [String] = modifiers.values.map(\.name).sorted()
}
