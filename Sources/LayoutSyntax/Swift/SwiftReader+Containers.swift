// The containers whose Swift reads apart from their `.lyt` (SwiftReader.swift): `ForEach`
// (its content once per element, or `.lyt`'s `foreach` when only layout knows the data),
// `NavigationSplitView` (its columns, or a stack in a compact width) and `AsyncImage` (its
// placeholder, as nothing is loaded).

extension SwiftLowering {
  /// What `AsyncImage` shows before its image loads, which is always here.
  func asyncImagePlaceholder(_ args: [SwiftArgument], _ range: SourceRange, _ scope: LoweringScope)
    -> ViewSyntax?
  {
    for a in args where a.label?.text == "placeholder" {
      if case .closure(let c) = a.value { return group(lowerViews(c, scope), range) }
    }
    let closures = args.compactMap { a -> SwiftClosure? in
      if case .closure(let c) = a.value { return c }
      return nil
    }
    if closures.count == 1, closures[0].parameters.count == 1,
      !args.contains(where: {
        $0.label?.text == "placeholder"
      }), args.count == 2 || args.contains(where: { $0.label?.text == "content" })
    {
      // `AsyncImage(url:) { phase in ... }`: its views for `.empty` (when the closure reads a
      // phase; one that reads an image needs a placeholder, given above).
      let inner = LoweringScope(parent: scope)
      inner.bindings[closures[0].parameters[0].text] = .value(
        .enumCase(SwiftEnumCase(type: "AsyncImagePhase", name: "empty", payload: [])))
      return group(lowerViews(statements(of: closures[0]), inner), range)
    }
    let name = Identifier("Color", range: SourceRange(range.start, range.start))
    let fill = ExprSyntax.chain(
      of: NamedViewSyntax(
        name: Identifier("secondarySystemFill", range: range), leadingDot: true, range: range))
    return named(
      NamedViewSyntax(
        name: name,
        arguments: ArgumentListSyntax(
          arguments: [ArgumentSyntax(label: nil, value: fill, range: range)], range: range),
        range: range), modifiers: [], range)
  }

  /// `NavigationSplitView { sidebar } detail: { detail }`, with `content:` a third column
  /// between them. In a compact width it collapses to a navigation stack of its sidebar (the
  /// rest is pushed by a selection, which no action makes); in a regular width its columns
  /// stand side by side, each but the detail 320 wide or its `navigationSplitViewColumnWidth`,
  /// with a hairline divider after each. Which columns show is `columnVisibility`'s first
  /// value: by default (`.automatic`) all of them, but on iOS a three-column view hides its
  /// sidebar, as UIKit's split view does (`.doubleColumn` the same; `.all` every column;
  /// `.detailOnly` the detail).
  func navigationSplitView(
    _ callee: Identifier, _ args: [SwiftArgument], _ range: SourceRange, _ scope: LoweringScope
  ) -> ViewSyntax? {
    var sidebar: SwiftClosure?
    var content: SwiftClosure?
    var detail: SwiftClosure?
    var visibility = "automatic"
    for a in args {
      if a.label?.text == "columnVisibility" {
        let value = evaluate(a.value, scope)
        guard let name = namedMember(value),
          ["automatic", "all", "doubleColumn", "detailOnly"].contains(name)
        else {
          error(
            "columnVisibility starts at .automatic, .all, .doubleColumn or .detailOnly",
            a.value.range)
          return nil
        }
        visibility = name
        continue
      }
      guard case .closure(let c) = a.value else { continue }
      switch a.label?.text {
      case nil, "sidebar": sidebar = c
      case "content": content = c
      case "detail": detail = c
      default: break
      }
    }
    guard let sidebar, let detail else {
      error(
        "NavigationSplitView takes its sidebar and detail: NavigationSplitView { ... } detail: { ... }",
        range)
      return nil
    }
    let at = SourceRange(range.start, range.start)
    func named(
      _ name: String, _ views: [ViewSyntax], _ modifiers: [ModifierSyntax] = [],
      arguments: ArgumentListSyntax? = nil
    ) -> ViewSyntax {
      ViewSyntax(
        primary: .named(
          NamedViewSyntax(
            name: Identifier(name, range: callee.range), arguments: arguments,
            children: name == "Divider" ? nil : children(views, range), range: range)),
        modifiers: modifiers, range: range)
    }
    /// A column beside the detail: 320 wide, or the ideal of the
    /// `.navigationSplitViewColumnWidth(w)` or `(min:ideal:max:)` in it.
    func column(_ views: [ViewSyntax]) -> [ViewSyntax] {
      var width = 320.0
      for v in views {
        for m in v.modifiers where m.name.text == "navigationSplitViewColumnWidth" {
          for a in m.arguments?.arguments ?? [] where a.label == nil || a.label?.text == "ideal" {
            if case .number(let x, _) = a.value { width = x }
          }
        }
      }
      let frame = ModifierSyntax(
        name: Identifier("frame", range: at),
        arguments: ArgumentListSyntax(
          arguments: [
            ArgumentSyntax(
              label: Identifier("width", range: at), value: .number(width, at), range: at)
          ], range: at), range: at)
      return [named("NavigationStack", views, [frame]), named("Divider", [])]
    }
    func columns(_ leading: [[ViewSyntax]], _ detail: [ViewSyntax]) -> ViewSyntax {
      guard !leading.isEmpty else { return named("NavigationStack", detail) }
      return named(
        "HStack", leading.flatMap(column) + [named("NavigationStack", detail)],
        arguments: ArgumentListSyntax(
          arguments: [
            ArgumentSyntax(
              label: Identifier("spacing", range: at), value: .number(0, at), range: at)
          ], range: at))
    }
    func choice(_ condition: String, _ then: ViewSyntax, _ otherwise: ViewSyntax) -> ViewSyntax {
      ViewSyntax(
        primary: .ifElse(
          IfSyntax(
            condition: chain(Identifier(condition, range: at), at),
            then: children([then], range), otherwise: children([otherwise], range), range: range
          )),
        modifiers: [], range: range)
    }
    let sidebarViews = lowerViews(sidebar, scope)
    let contentViews = content.map { lowerViews($0, scope) }
    let detailViews = lowerViews(detail, scope)
    let regular: ViewSyntax
    if let contentViews {
      switch visibility {
      case "all":
        regular = columns([sidebarViews, contentViews], detailViews)
      case "doubleColumn":
        regular = columns([contentViews], detailViews)
      case "detailOnly":
        regular = columns([], detailViews)
      default:
        regular = choice(
          "macOS", columns([sidebarViews, contentViews], detailViews),
          columns([contentViews], detailViews))
      }
    } else {
      regular = columns(visibility == "detailOnly" ? [] : [sidebarViews], detailViews)
    }
    return choice("compact", named("NavigationStack", sidebarViews), regular)
  }

  /// `ForEach(0..<n) { i in ... }`, `ForEach(items, id: \.self) { item in ... }`.
  func forEach(
    _ callee: Identifier, _ args: [SwiftArgument], _ range: SourceRange, _ scope: LoweringScope
  ) -> ViewSyntax? {
    guard let closure = trailingViews(args) else {
      error("ForEach needs its content in a closure: ForEach(0..<3) { i in ... }", range)
      return nil
    }
    guard let data = args.first(where: { $0.label == nil && !$0.isTrailingClosure }) else {
      error("ForEach needs a range or an array to iterate", range)
      return nil
    }
    let variable = closure.parameters.first ?? Identifier("_", range: closure.range)
    let sequence = evaluate(data.value, scope)
    if let elements = SwiftLibrary.elements(of: sequence) {
      // One copy of the content per element, the element bound (what SwiftUI's ForEach
      // shows).
      var views: [ViewSyntax] = []
      let body = statements(of: closure)
      for element in elements {
        guard step(closure.range) else { break }
        let inner = LoweringScope(parent: scope)
        if closure.parameters.count > 1, case .tuple(_, let items) = element {
          for (p, v) in zip(closure.parameters, items) { inner.bindings[p.text] = .value(v) }
        } else if closure.parameters.isEmpty {
          inner.bindings["$0"] = .value(element)
        } else {
          inner.bindings[variable.text] = .value(element)
        }
        views += lowerViews(body, inner)
      }
      return group(views, range)
    }
    if !sequence.isResidual {
      error("ForEach iterates a range or an array, not a \(sequence.typeName)", data.value.range)
      return nil
    }
    let body = children(lowerViews(closure, LoweringScope(parent: scope)), closure.range)
    return ViewSyntax(
      primary: .forEach(
        ForEachSyntax(
          variable: variable, sequence: syntax(of: sequence, data.value.range), children: body,
          range: range)),
      modifiers: [], range: range)
  }
}
