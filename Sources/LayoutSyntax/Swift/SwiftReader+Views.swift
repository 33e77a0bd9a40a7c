// Views (SwiftReader.swift): one view expression lowered (a call, a member, a name, `+` of
// texts, a ternary), a call made into a built-in view, a View struct, a custom Layout or Shape,
// or what a bound name or a method makes; values that are views made into view syntax.

extension SwiftLowering {
  /// Several views as one: a `group` (transparent), or the view itself.
  func group(_ views: [ViewSyntax], _ range: SourceRange) -> ViewSyntax {
    if views.count == 1 { return views[0] }
    let name = Identifier("Group", range: SourceRange(range.start, range.start))
    return ViewSyntax(
      primary: .named(
        NamedViewSyntax(
          name: name, children: ChildrenSyntax(views: views, range: range), range: range)),
      modifiers: [], range: range)
  }

  /// `views` as the children of a view.
  func children(_ views: [ViewSyntax], _ range: SourceRange) -> ChildrenSyntax {
    ChildrenSyntax(views: views, range: range)
  }

  /// One view expression (a view with its modifiers, or several: an inlined property), its
  /// views appended to `views`: a builder's views are collected in one array (an array per
  /// view was an allocation, a copy and a free).
  func lowerView(_ e: SwiftExpr, _ scope: LoweringScope, into views: inout [ViewSyntax]) {
    guard step(e.range) else { return }
    guard inlining < 64 else {
      error(
        "views that use each other more than 64 deep (a property or method calling itself?)",
        e.range)
      return
    }
    if let (type, member, args, range) = staticView(e) {
      // `ContentUnavailableView.search(text:)`: the view with its flag set.
      let flag = SwiftArgument(
        label: member, value: .name(Identifier("true", range: member.range)), range: member.range)
      call(type, [flag] + (args ?? []), range, scope, into: &views)
      return
    }
    switch e {
    case .call(.member(let base, let name, _), _, let range)
    where insetShape(base, name, scope) != nil:
      // `Ring().inset(by: 4)` of an `InsettableShape` of the file: its own `inset(by:)` makes
      // the shape that is drawn.
      let made = evaluate(e, scope)
      guard case .record(let shape) = made else { return }
      let type = Identifier(shape.type, range: insetShape(base, name, scope)!)
      if let view = customLayoutView(type, made, range, [], range, shape: true) {
        views.append(view)
      }
    case .call(.member(let base, let name, _), let args, let range):
      modified(base, name, args, range, scope, into: &views)
    case .member(let base, let name, let range):
      if case .name(let type) = base, !isViewName(type.text, scope) {
        // `Color.red`: a value of a type, read as `.lyt` reads it (the prefix is dropped).
        views.append(
          named(
            NamedViewSyntax(name: type, range: type.range), modifiers: [modifier(name, nil, range)],
            range))
        return
      }
      modified(base, name, nil, range, scope, into: &views)
    case .call(.name(let callee), let args, let range):
      call(callee, args, range, scope, into: &views)
    case .name(let n):
      views += name(n, scope)
    case .binary("+", _, _, let range):
      // `Text("a") + Text("b").bold()`: one text of runs.
      var runs: [ViewSyntax] = []
      func flatten(_ e: SwiftExpr) {
        if case .binary("+", let a, let b, _) = e {
          flatten(a)
          flatten(b)
        } else {
          lowerView(e, scope, into: &runs)
        }
      }
      flatten(e)
      let text = Identifier("Text", range: SourceRange(range.start, range.start))
      views.append(
        named(
          NamedViewSyntax(name: text, children: children(runs, range), range: range), modifiers: [],
          range))
    case .ternary(let c, let a, let b, let range):
      let branch = SwiftIf(
        conditions: [.expression(c)], then: [.expression(a)], otherwise: [.expression(b)],
        range: range)
      lowerIf(branch, scope, into: &views)
    case .paren(let elements, _) where elements.count == 1:
      lowerView(elements[0].value, scope, into: &views)
    case .invalid:
      // Reported by the parser.
      break
    default:
      error("expected a view", e.range)
    }
  }

  /// SwiftUI's views made by a static member (`ContentUnavailableView.search`): read as the
  /// view with a flag argument of the member's name.
  private static let staticViews: [String: Set<String>] = ["ContentUnavailableView": ["search"]]

  func staticView(_ e: SwiftExpr) -> (
    Identifier, Identifier, [SwiftArgument]?, SourceRange
  )? {
    switch e {
    case .member(.name(let type), let member, let range)
    where Self.staticViews[type.text]?.contains(member.text) == true:
      return (type, member, nil, range)
    case .call(.member(.name(let type), let member, _), let args, let range)
    where Self.staticViews[type.text]?.contains(member.text) == true:
      return (type, member, args, range)
    default:
      return nil
    }
  }

  /// A named view (`Text("a")`) with its modifiers.
  func named(_ head: NamedViewSyntax, modifiers: [ModifierSyntax], _ range: SourceRange)
    -> ViewSyntax
  {
    ViewSyntax(primary: .named(head), modifiers: modifiers, range: range)
  }

  /// Whether `name.member` is a modifier of a view `name` rather than a value of a type
  /// (`Color.red`).
  func isViewName(_ name: String, _ scope: LoweringScope) -> Bool {
    if isViewType(name) || scope.lookup(name) != nil { return true }
    // SwiftUI's value types are spelled as prefixes of their values.
    return ![
      "Color", "Font", "Edge", "Alignment", "HorizontalAlignment", "VerticalAlignment",
      "UnitPoint", "Double", "CGFloat", "Axis", "ContentMode", "TextAlignment",
    ].contains(name)
  }

  /// `Name(args) { ... }`: a built-in view, a View struct, `ForEach`, `GeometryReader`, or a
  /// method of the struct being lowered; its views appended to `views`.
  func call(
    _ callee: Identifier, _ args: [SwiftArgument], _ range: SourceRange, _ scope: LoweringScope,
    into views: inout [ViewSyntax]
  ) {
    if let method = scope.methods[callee.text] {
      views += inline(method, arguments: args, selfViews: nil, range, scope)
      return
    }
    if scope.lookup(callee.text) == nil, case .value(.record(let instance))? = scope.lookup("self"),
      let field = instance[callee.text]
    {
      // `content()` of a stored `@ViewBuilder let content: () -> Content`: its views.
      views += self.views(of: field, range, scope)
      return
    }
    let bound = scope.lookup(callee.text)
    if let bound {
      switch bound {
      case .views(let bound):
        views += bound
        return
      case .value(.closure(let c, let captured)):
        // `content()` of a `@ViewBuilder` closure: its views.
        guard inlining < 64 else {
          error("views that use each other more than 64 deep", range)
          return
        }
        inlining += 1
        defer { inlining -= 1 }
        views += lowerViews(statements(of: c), LoweringScope(parent: captured))
        return
      case .value(.views(let bound)):
        views += bound
        return
      default:
        break
      }
    }
    if let layout = boundLayout(callee, bound) {
      // `layout { ... }` of `let layout = AnyLayout(...)`, `radial { ... }` of a `Radial()`.
      let content = trailingViews(args).map { lowerViews($0, scope) } ?? []
      if let view = layoutView(of: layout, callee, content, range) { views.append(view) }
      return
    }
    if isLayoutName(callee.text) {
      // `AnyLayout(VStackLayout()) { ... }`, `HStackLayout(spacing: 4) { ... }`, a
      // `struct X: Layout` of the file (made now, run when the engine lays it out).
      guard let closure = trailingViews(args) else {
        error("a Layout is called with its content: \(callee.text)() { ... }", range)
        return
      }
      let layout = SwiftExpr.call(
        .name(callee), args.filter { !$0.isTrailingClosure },
        SourceRange(range.start, closure.range.start))
      if let view = layoutView(layout, scope, lowerViews(closure, scope), range) {
        views.append(view)
      }
      return
    }
    if startsLowercase(callee.text), case .views? = scope.lookup("self") {
      // `padding()` inside an `extension View` function: a modifier of `self`.
      let this = SwiftExpr.name(Identifier("self", range: SourceRange(range.start, range.start)))
      modified(this, callee, args, range, scope, into: &views)
      return
    }
    if !shapeTypes.isEmpty, shapeTypes.contains(callee.text) {
      // A `struct X: Shape`: made now, its `path(in:)` run when the picture draws it.
      let made = evaluate(.call(.name(callee), args, range), scope)
      guard case .record = made else { return }
      if let view = customLayoutView(callee, made, range, [], range, shape: true) {
        views.append(view)
      }
      return
    }
    switch callee.text {
    case "ForEach":
      if let view = forEach(callee, args, range, scope) { views.append(view) }
      return
    case "List" where args.contains(where: { $0.label == nil && !$0.isTrailingClosure }):
      // `List(items, selection: $s) { item in ... }`: a List of a ForEach over the data.
      // `children:` (an outline) shows the top-level rows, collapsed.
      guard let closure = trailingViews(args) else { break }
      let rows = args.filter { $0.label?.text != "selection" && $0.label?.text != "children" }
      guard let forEach = forEach(callee, rows, range, scope) else { return }
      let kept = args.filter { $0.label?.text == "selection" }
      let head = NamedViewSyntax(
        name: callee, arguments: kept.isEmpty ? nil : lowerArguments(kept, range, scope),
        children: children([forEach], closure.range), range: range)
      views.append(named(head, modifiers: [], range))
      return
    case "Canvas":
      // `Canvas { context, size in ... }`: its drawing closure is never run, as an action's.
      let kept = args.filter { if case .closure = $0.value { false } else { true } }
      views.append(
        named(
          NamedViewSyntax(
            name: callee, arguments: kept.isEmpty ? nil : lowerArguments(kept, range, scope),
            range: range), modifiers: [], range))
      return
    case "NavigationSplitView":
      if let view = navigationSplitView(callee, args, range, scope) { views.append(view) }
      return
    case "ScrollViewReader":
      // Its content; the proxy only scrolls, in actions, which are never run.
      guard let closure = trailingViews(args) else { break }
      let inner = LoweringScope(parent: scope)
      if let proxy = closure.parameters.first { inner.bindings[proxy.text] = .value(.null) }
      views.append(group(lowerViews(closure, inner), range))
      return
    case "AsyncImage":
      // Nothing is loaded: the placeholder shows (SwiftUI's own, without one: a grey fill
      // that takes the space offered), or the phase closure's `.empty` case.
      if let view = asyncImagePlaceholder(args, range, scope) { views.append(view) }
      return
    case "GeometryReader":
      guard let closure = trailingViews(args) else {
        error(
          "GeometryReader needs its content in a closure: GeometryReader { proxy in ... }", range)
        return
      }
      let proxy = closure.parameters.first ?? Identifier("_", range: callee.range)
      let inner = LoweringScope(parent: scope)
      // Known at layout only.
      inner.bindings[proxy.text] = .renamed(proxy.text)
      let content = lowerViews(closure, inner)
      let argument = ArgumentSyntax(
        label: nil, value: chain(proxy, proxy.range), range: proxy.range)
      views.append(
        named(
          NamedViewSyntax(
            name: callee, arguments: ArgumentListSyntax(arguments: [argument], range: proxy.range),
            children: children(content, closure.range), range: range), modifiers: [], range))
      return
    default:
      break
    }
    if isViewType(callee.text), let type = viewTypes[callee.text] {
      if let view = instance(type, args, callee, range, scope) { views.append(view) }
      return
    }
    if callee.text == "Text", let value = formattedText(args, scope) {
      // `Text(x, format: .percent)`: the number as the style writes it.
      let literal = StringLiteralSyntax(
        segments: [.interpolation(verbatim(value, args[0].range))], range: args[0].range)
      views.append(
        named(
          NamedViewSyntax(
            name: callee,
            arguments: ArgumentListSyntax(
              arguments: [
                ArgumentSyntax(label: nil, value: .string(literal), range: args[0].range)
              ],
              range: range), range: range), modifiers: [], range))
      return
    }
    var plain: [SwiftArgument] = []
    var content: SwiftClosure?
    var labelClosure: SwiftArgument?
    for a in args {
      guard a.isTrailingClosure, case .closure(let c) = a.value, c.parameters.isEmpty else {
        plain.append(a)
        continue
      }
      if a.label == nil {
        // The content, or an action (`Button("OK") { save() }`), which is not laid out. A
        // Button's closure is its action unless `action:` is given (then it is the label).
        if isNamed(callee.text, "Button") {
          if args.contains(where: { $0.label?.text == "action" }) { content = c }
        } else if Self.contentOnly.contains(callee.text) || !isActionClosure(c, scope) {
          content = c
        }
      } else if a.label?.text == "label" {
        labelClosure = a
      } else {
        // `Section { rows } header: { ... }`, `Gauge { } currentValueLabel: { }`: views given by
        // label; the catalog says which labels a view takes.
        plain.append(a)
      }
    }
    if let labelClosure, case .closure(let c) = labelClosure.value {
      // `Button { action } label: { ... }`: the label is what is laid out; beside content
      // (`DisclosureGroup { content } label: { ... }`) it is an argument of its own.
      if content == nil { content = c } else { plain.append(labelClosure) }
    }
    let arguments = plain.isEmpty ? nil : lowerArguments(plain, range, scope)
    let kids = content.map { children(lowerViews($0, scope), $0.range) }
    let head = NamedViewSyntax(name: callee, arguments: arguments, children: kids, range: range)
    views.append(named(head, modifiers: [], range))
  }

  /// The closure of `ForEach(...) { x in ... }` or `GeometryReader { g in ... }`.
  func trailingViews(_ args: [SwiftArgument]) -> SwiftClosure? {
    for a in args.reversed() {
      if case .closure(let c) = a.value, a.label == nil || a.label?.text == "content" { return c }
    }
    return nil
  }

  /// A name used as a view: a bound view or expression, a computed property of the struct,
  /// or a view written without arguments.
  func name(_ n: Identifier, _ scope: LoweringScope) -> [ViewSyntax] {
    if scope.lookup(n.text) == nil,
      scope.owner == nil || property(n.text, of: scope.owner!.name.text) == nil,
      globalDeclarations[n.text] == nil, typeDeclarations[n.text] == nil
    {
      // A SwiftUI view written without arguments (`Spacer`, `Divider`).
      return [named(NamedViewSyntax(name: n, range: n.range), modifiers: [], n.range)]
    }
    return views(of: evaluate(.name(n), scope), n.range, scope)
  }

  /// A value where views are expected: its views, or an error.
  func views(of value: SwiftValue, _ range: SourceRange, _ scope: LoweringScope) -> [ViewSyntax] {
    switch value {
    case .views(let views):
      return views
    case .residual(let e):
      if case .missing = e { return [] }
      if let view = view(from: e) { return [view] }
    case .type(let t):
      if let type = viewTypes[t] {
        return instance(type, [], Identifier(t, range: range), range, scope).map { [$0] } ?? []
      }
    case .closure(let c, let captured):
      guard inlining < 64 else { break }
      inlining += 1
      defer { inlining -= 1 }
      return lowerViews(statements(of: c), LoweringScope(parent: captured))
    default:
      break
    }
    error("a \(value.typeName) is not a view", range)
    return []
  }

  /// A lowered expression as a view, when it is one.
  func view(from e: ExprSyntax) -> ViewSyntax? {
    switch e {
    case .view(let v): return v
    case .chain(let c):
      var modifiers: [ModifierSyntax] = []
      for s in c.suffixes {
        guard case .member(let m) = s else { return nil }
        modifiers.append(m)
      }
      return ViewSyntax(primary: .named(c.head), modifiers: modifiers, range: c.range)
    case .paren(let inner, _): return view(from: inner)
    default: return nil
    }
  }

  /// Whether a call makes a view: a built-in view or a View struct (capitalised, not a value
  /// type), or a method of the struct being lowered.
  func isViewCall(_ callee: SwiftExpr, _ scope: LoweringScope) -> Bool {
    guard case .name(let n) = callee else { return false }
    if isViewType(n.text) || scope.methods[n.text] != nil { return true }
    return n.text == "ForEach" || n.text == "GeometryReader"
  }
}
