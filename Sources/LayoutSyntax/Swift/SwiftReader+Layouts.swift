// Layouts in Swift view code (issue: custom Layouts and Shapes written in Swift): SwiftUI's
// layouts as values (`AnyLayout(VStackLayout())`, a choice of them on the size class), made
// into the stack they name where they are called with content, and the file's own `Layout`
// and `Shape` structs, made into instances the engine runs (`LayoutRuntime.swift`).

extension SwiftLowering {
  /// A `struct X: Layout` of the file, made (`value`): a view of its subviews that the engine
  /// lays out by running its methods.
  func customLayoutView(
    _ name: Identifier, _ value: SwiftValue, _ made: SourceRange, _ content: [ViewSyntax],
    _ range: SourceRange, shape: Bool = false
  ) -> ViewSyntax? {
    guard case .record = value else { return nil }
    let runtime = layoutRuntime ?? SwiftLayoutRuntime(self)
    layoutRuntime = runtime
    let index = runtime.add(type: name.text, value: value, range: made)
    return ViewSyntax(
      primary: .instance(
        InstanceSyntax(
          name: name, body: children(content, range), range: range,
          custom: SwiftCustomType(runtime: runtime, index: index, isShape: shape))),
      modifiers: [], range: range)
  }

  /// For `base.inset(by:)` where `base` makes a shape of the file that declares its own
  /// `inset(by:)` (an `InsettableShape`): where the shape's type is named; nil otherwise.
  func insetShape(_ base: SwiftExpr, _ name: Identifier, _ scope: LoweringScope)
    -> SourceRange?
  {
    guard !shapeTypes.isEmpty, name.text == "inset" else { return nil }
    var type: Identifier?
    switch base {
    case .call(.name(let n), _, _) where shapeTypes.contains(n.text): type = n
    case .call(.member(let inner, let m, _), _, _):
      if let range = insetShape(inner, m, scope) { return range }
    case .name(let n):
      if case .value(.record(let r))? = scope.lookup(n.text), shapeTypes.contains(r.type) {
        type = Identifier(r.type, range: n.range)
      }
    default: break
    }
    guard let type, method("inset", of: type.text) != nil else { return nil }
    return type.range
  }

  /// SwiftUI's layouts as values, and the container each makes of content (`AnyLayout` is
  /// the layout it wraps).
  static let layoutValues: [String: String] = [
    "AnyLayout": "", "VStackLayout": "VStack", "HStackLayout": "HStack",
    "ZStackLayout": "ZStack", "GridLayout": "Grid",
  ]

  /// Whether a name makes a layout when called: one of `layoutValues` (unless the file
  /// declares a type of that name) or a `struct X: Layout` of the file.
  func isLayoutName(_ name: String) -> Bool {
    (Self.layoutValues[name] != nil && typeDeclarations[name] == nil)
      || layoutTypes.contains(name)
  }

  /// What a name is bound to when it is a layout (a layout value, or an instance of one of
  /// the file's `Layout` structs), in a scope (`bound`, looked up already) or at file scope
  /// (a pasted body's `let`s are file-scope); nil for anything else.
  func boundLayout(_ n: Identifier, _ bound: Bound?) -> SwiftValue? {
    var value: SwiftValue?
    if case .value(let v)? = bound {
      value = v
    } else if bound == nil, globalDeclarations[n.text] != nil {
      value = globalValue(n)
    }
    switch value {
    case .layout?: return value
    case .record(let r)? where layoutTypes.contains(r.type): return value
    default: return nil
    }
  }

  /// The container a bound layout (`boundLayout`, named `n`) makes of `content`.
  func layoutView(
    of value: SwiftValue, _ n: Identifier, _ content: [ViewSyntax], _ range: SourceRange
  ) -> ViewSyntax? {
    switch value {
    case .layout(let layout, let captured):
      return layoutView(layout, captured, content, range)
    case .record(let r):
      return customLayoutView(Identifier(r.type, range: n.range), value, n.range, content, range)
    default:
      return nil
    }
  }

  /// Whether `e` is a layout value as written: a layout made by a call, or a choice of them.
  func isLayout(_ e: SwiftExpr) -> Bool {
    switch e {
    case .call(.name(let n), _, _):
      return isLayoutName(n.text)
    case .ternary(_, let a, let b, _): return isLayout(a) || isLayout(b)
    case .paren(let elements, _) where elements.count == 1: return isLayout(elements[0].value)
    default: return false
    }
  }

  /// The container a layout value (`layout`, written in `scope`) makes of `content`: the
  /// stack it names with its arguments, or `.lyt`'s `if` where layout decides the choice
  /// (`sizeClass == .compact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())`).
  func layoutView(
    _ layout: SwiftExpr, _ scope: LoweringScope, _ content: [ViewSyntax], _ range: SourceRange
  ) -> ViewSyntax? {
    guard step(layout.range) else { return nil }
    switch layout {
    case .call(.name(let n), let args, let r) where n.text == "AnyLayout":
      guard args.count == 1, args[0].label == nil else {
        error("AnyLayout takes one layout: AnyLayout(VStackLayout())", r)
        return nil
      }
      return layoutView(args[0].value, scope, content, range)
    case .call(.name(let n), _, let r) where layoutTypes.contains(n.text):
      return customLayoutView(n, evaluate(layout, scope), r, content, range)
    case .call(.name(let n), let args, let r) where Self.layoutValues[n.text] != nil:
      let name = Identifier(Self.layoutValues[n.text]!, range: n.range)
      let head = NamedViewSyntax(
        name: name, arguments: args.isEmpty ? nil : lowerArguments(args, r, scope),
        children: children(content, range), range: range)
      return named(head, modifiers: [], range)
    case .ternary(let c, let a, let b, let r):
      let condition = evaluateCondition(c, scope)
      if case .bool(let holds) = condition {
        return layoutView(holds ? a : b, scope, content, range)
      }
      guard let then = layoutView(a, scope, content, range),
        let otherwise = layoutView(b, scope, content, range)
      else { return nil }
      return ViewSyntax(
        primary: .ifElse(
          IfSyntax(
            condition: lowerCondition(c, scope), then: children([then], r),
            otherwise: children([otherwise], r), range: r)),
        modifiers: [], range: r)
    case .paren(let elements, _) where elements.count == 1:
      return layoutView(elements[0].value, scope, content, range)
    case .name(let n):
      if let bound = boundLayout(n, scope.lookup(n.text)) {
        return layoutView(of: bound, n, content, range)
      }
      fallthrough
    default:
      error(
        "expected a layout: AnyLayout(VStackLayout()), HStackLayout(), ZStackLayout() or "
          + "GridLayout(), or a choice of them", layout.range)
      return nil
    }
  }
}
