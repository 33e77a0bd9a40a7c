// Modifiers and their arguments (SwiftReader.swift): a chain `v.a().b()` lowered at once,
// each modifier applied to the view before it (an `extension View` function inlined,
// `.modifier(M())`, the animators' first phase, `.scrollPosition`'s start); arguments lowered
// as `.lyt` writes them, action closures and callbacks dropped.

extension SwiftLowering {
  /// `.name(arguments)` as a modifier of `.lyt`, ending at `range`'s end.
  func modifier(_ name: Identifier, _ arguments: ArgumentListSyntax?, _ range: SourceRange)
    -> ModifierSyntax
  {
    ModifierSyntax(swift: name, arguments: arguments, end: range.end, in: source.bytes)
  }

  /// `base.name(args)`: a modifier, an `extension View` function, or `.modifier(M())`; its
  /// views appended to `views`.
  func modified(
    _ base: SwiftExpr, _ name: Identifier, _ args: [SwiftArgument]?, _ range: SourceRange,
    _ scope: LoweringScope, into views: inout [ViewSyntax]
  ) {
    let mark = views.count
    // The whole chain `v.a().b()` at once: lowered a modifier a level, each level copied the
    // modifiers before it (a chain of 8,000 took 0.6 s). The steps are counted as
    // `lowerView` counts them, outermost first, and the modifiers applied innermost first.
    guard modifierLink(base, scope) != nil else {
      // One modifier (most views have one or none): no list of links to make.
      let object = environmentObject(name, args, scope)
      if let object { environmentObjects.append(object) }
      lowerView(base, scope, into: &views)
      if object != nil {
        environmentObjects.removeLast()
        return
      }
      guard views.count > mark else { return }
      apply(name, args, range, to: &views, from: mark, after: base, scope)
      return
    }
    var chain = [(base: base, name: name, args: args, range: range)]
    var innermost = base
    while let link = modifierLink(innermost, scope) {
      guard step(innermost.range) else { return }
      chain.append(link)
      innermost = link.base
    }
    // `.environment(store)`: the object for the views inside, not a modifier.
    let depth = environmentObjects.count
    var objects: Set<Int> = []
    for (i, link) in chain.enumerated().reversed() {
      if let object = environmentObject(link.name, link.args, scope) {
        environmentObjects.append(object)
        objects.insert(i)
      }
    }
    lowerView(innermost, scope, into: &views)
    environmentObjects.removeSubrange(depth...)
    for (i, link) in chain.enumerated().reversed() where !objects.contains(i) {
      guard views.count > mark else { return }
      apply(link.name, link.args, link.range, to: &views, from: mark, after: link.base, scope)
    }
  }

  /// `base.name(args)` or `base.name` when it modifies a view; nil for anything else (`Color.red`
  /// is a value of a type).
  func modifierLink(_ e: SwiftExpr, _ scope: LoweringScope) -> (
    base: SwiftExpr, name: Identifier, args: [SwiftArgument]?, range: SourceRange
  )? {
    if staticView(e) != nil { return nil }
    switch e {
    case .call(.member(let base, let name, _), let args, let range):
      if insetShape(base, name, scope) != nil { return nil }
      return (base, name, args, range)
    case .member(let base, let name, let range):
      if case .name(let type) = base, !isViewName(type.text, scope) { return nil }
      return (base, name, nil, range)
    default:
      return nil
    }
  }

  /// The modifier `name(args)` applied to `views[mark...]`, what `base` lowered to (in place:
  /// the modifiers are appended to, not copied).
  func apply(
    _ name: Identifier, _ args: [SwiftArgument]?, _ range: SourceRange,
    to views: inout [ViewSyntax], from mark: Int, after base: SwiftExpr, _ scope: LoweringScope
  ) {
    if views.count - mark > 1 {
      let grouped = group(Array(views[mark...]), base.range)
      views.removeSubrange(mark...)
      views.append(grouped)
    }
    if !viewExtensions.isEmpty, let function = viewExtensions[name.text] {
      let inlined = inline(function, arguments: args ?? [], selfViews: [views[mark]], range, scope)
      views.removeSubrange(mark...)
      views += inlined
      return
    }
    if isNamed(name.text, "phaseAnimator") || isNamed(name.text, "keyframeAnimator"), let args,
      let animated = animatorContent(name, args, views[mark], range, scope)
    {
      views.removeSubrange(mark...)
      views += animated
      return
    }
    if name.text == "modifier", let args, args.count == 1,
      case .call(.name(let type), let typeArgs, _) = args[0].value,
      let modifierType = modifierTypes[type.text]
    {
      let modified = applyViewModifier(modifierType, typeArgs, to: views[mark], range, scope)
      views.removeSubrange(mark...)
      views += modified
      return
    }
    if name.text == "scrollPosition", let args {
      // Where a scroll view starts, from the state it is bound to: nothing to lay out at its
      // start, else `.defaultScrollAnchor`.
      guard let anchor = scrollPositionAnchor(args, range, scope) else { return }
      views[mark].modifiers.append(anchor)
      return
    }
    let suffix: ModifierSyntax
    if var args {
      // `.coordinateSpace(.named("x"))` (iOS 17) is `.coordinateSpace(name: "x")`.
      if name.text == "coordinateSpace", args.count == 1, args[0].label == nil,
        case .call(.implicitMember(let named, _), let inner, _) = args[0].value,
        named.text == "named", inner.count == 1, inner[0].label == nil
      {
        args = [
          SwiftArgument(
            label: Identifier("name", range: named.range), value: inner[0].value,
            range: args[0].range)
        ]
      }
      if name.text == "environment", let rewritten = environmentModifier(args, range, scope) {
        suffix = rewritten
      } else {
        suffix = modifier(name, lowerArguments(args, range, scope, modifier: name.text), range)
      }
    } else {
      suffix = modifier(name, nil, range)
    }
    views[mark].modifiers.append(consume suffix)
    views[mark].range = views[mark].range.union(range)
  }

  /// `.phaseAnimator(phases) { content, phase in ... }` and `.keyframeAnimator(initialValue:)
  /// { content, value in ... }`: the content as the closure shows it at the first phase (the
  /// initial value), before anything animates. Nil when the call has no such closure.
  func animatorContent(
    _ name: Identifier, _ args: [SwiftArgument], _ content: ViewSyntax, _ range: SourceRange,
    _ scope: LoweringScope
  ) -> [ViewSyntax]? {
    guard
      let closure = args.lazy.compactMap({ a -> SwiftClosure? in
        guard a.label == nil || a.label?.text == "content", case .closure(let c) = a.value else {
          return nil
        }
        return c.parameters.count == 2 ? c : nil
      }).first
    else { return nil }
    var value: SwiftValue = .null
    if isNamed(name.text, "phaseAnimator") {
      guard let phases = args.first(where: { $0.label == nil && !$0.isTrailingClosure }) else {
        return nil
      }
      value = SwiftLibrary.elements(of: evaluate(phases.value, scope))?.first ?? .null
    } else if let initial = args.first(where: { $0.label?.text == "initialValue" }) {
      value = evaluate(initial.value, scope).stored
    }
    let inner = LoweringScope(parent: scope)
    inner.bindings[closure.parameters[0].text] = .views([content])
    inner.bindings[closure.parameters[1].text] = .value(value)
    return lowerViews(statements(of: closure), inner)
  }

  /// `.scrollPosition(id: $id)` and `.scrollPosition($position)` at the state's first value:
  /// nil where the scroll view starts at its start (an id of nil, `ScrollPosition()` or of an
  /// `idType:`), `.defaultScrollAnchor(edge)` for `ScrollPosition(edge:)`; any other start (a
  /// view's id, a point) is an error, as layoutc does not scroll to it.
  func scrollPositionAnchor(_ args: [SwiftArgument], _ range: SourceRange, _ scope: LoweringScope)
    -> ModifierSyntax?
  {
    guard let first = args.first else { return nil }
    let value = evaluate(first.value, scope)
    if first.label?.text == "id" {
      if case .null = value { return nil }
      error(
        "layoutc does not scroll to a view's id: start the state at nil, or use "
          + ".defaultScrollAnchor", first.range)
      return nil
    }
    if case .residual(.chain(let c)) = value, !c.head.leadingDot, c.suffixes.isEmpty,
      c.head.name.text == "ScrollPosition"
    {
      let given = c.head.arguments?.arguments ?? []
      if given.isEmpty || given.allSatisfy({ $0.label?.text == "idType" }) { return nil }
      if given.count == 1, given[0].label?.text == "edge",
        case .chain(let edge) = given[0].value, edge.head.leadingDot, edge.suffixes.isEmpty,
        ["top", "bottom", "leading", "trailing"].contains(edge.head.name.text)
      {
        let at = SourceRange(range.start, range.start)
        return ModifierSyntax(
          name: Identifier("defaultScrollAnchor", range: at),
          arguments: ArgumentListSyntax(
            arguments: [ArgumentSyntax(label: nil, value: given[0].value, range: given[0].range)],
            range: range),
          range: range)
      }
    }
    error(
      "layoutc scrolls only to an edge: start the position at ScrollPosition(edge:) or "
        + "ScrollPosition(idType:)", first.range)
    return nil
  }

  /// Modifiers whose closures SwiftUI calls when something happens (`onDelete`, `onChange`,
  /// `sheet(item:)`): never run, and their views (a sheet's) are not laid out. (The catalog,
  /// in the resolver above this module, knows them as modifiers without layout effect.)
  static let actionModifiers: Set<String> = [
    "onDelete", "onMove", "onInsert", "onChange", "onReceive", "onSubmit", "task", "refreshable",
    "onTapGesture", "onLongPressGesture", "onPreferenceChange", "onGeometryChange", "onHover",
    "onContinuousHover", "onKeyPress", "onOpenURL", "onDrop", "dropDestination", "draggable",
    "onDrag", "gesture", "simultaneousGesture", "highPriorityGesture", "onScrollGeometryChange",
    "onScrollPhaseChange", "onScrollVisibilityChange", "sensoryFeedback", "sheet",
    "fullScreenCover", "popover", "alert", "confirmationDialog", "swipeActions", "contextMenu",
    "onAppear", "onDisappear", "onCopyCommand", "onPasteCommand",
  ]

  /// Values SwiftUI takes as any `Hashable` (a `NavigationLink`'s `value:`, `.tag(x)`,
  /// `.id(x)`): a model is its description there, equal when the models are.
  private func isHashableSlot(_ label: String?, modifier: String?) -> Bool {
    if let label {
      return label == "value" || label == "id" || label == "for"
        || (label == "key" && modifier == "layoutValue")
    }
    return modifier == "tag" || modifier == "id"
  }

  /// A call's arguments as `.lyt` writes them (of the modifier `name`, if it is one): view
  /// builders as views, values evaluated, actions and callbacks dropped.
  func lowerArguments(
    _ args: [SwiftArgument], _ range: SourceRange, _ scope: LoweringScope,
    modifier name: String? = nil
  ) -> ArgumentListSyntax {
    if name == "tabViewStyle", args.count == 1,
      case .call(.implicitMember(let page, let r), _, _) = args[0].value, page.text == "page"
    {
      // `.page(indexDisplayMode:)`: where the index dots show, over the page; no frame.
      var plain = args[0]
      plain.value = .implicitMember(page, r)
      return lowerArguments([plain], range, scope, modifier: name)
    }
    if let name, Self.actionModifiers.contains(name) {
      // Their values still count as read (`.onChange(of: value)`), their closures do not.
      let kept = args.filter { if case .closure = $0.value { false } else { true } }
      if kept.count != args.count { return lowerArguments(kept, range, scope) }
    }
    var lowered: [ArgumentSyntax] = []
    // One each, most often: room made once, not grown from empty.
    if !args.isEmpty { lowered.reserveCapacity(args.count) }
    // `.padding(EdgeInsets(top: 8, leading: 16, ...))`: the insets' labels are the modifier's.
    if args.count == 1, args[0].label == nil,
      case .call(.name(let type), let fields, _) = args[0].value, type.text == "EdgeInsets"
    {
      return lowerArguments(fields, range, scope)
    }
    for a in args {
      if case .keyPath = a.value, a.label?.text == "id" { continue }
      if case .closure(let c) = a.value {
        if c.parameters.isEmpty, a.isTrailingClosure, let label = a.label {
          // `header: { ... }`: its views as one labelled argument.
          let views = lowerViews(c, scope)
          let view = views.count == 1 ? views[0] : group(views, c.range)
          lowered.append(ArgumentSyntax(label: label, value: .view(view), range: a.range))
        } else if c.parameters.isEmpty {
          // A view builder: its views are the argument (several: one argument each).
          if isActionClosure(c, scope) { continue }
          var views = lowerViews(c, scope)
          if views.isEmpty {
            // A builder that makes nothing here (`if let` of nil): SwiftUI's EmptyView.
            let empty = Identifier("EmptyView", range: SourceRange(c.range.start, c.range.start))
            views = [named(NamedViewSyntax(name: empty, range: c.range), modifiers: [], c.range)]
          }
          for v in views {
            lowered.append(
              ArgumentSyntax(
                label: a.isTrailingClosure ? nil : a.label, value: .view(v), range: v.range))
          }
        } else if let e = singleExpression(statements(of: c)) {
          // `{ d in d[.trailing] }`: an expression over its parameter, read as `d`.
          let inner = LoweringScope(parent: scope)
          inner.bindings[c.parameters[0].text] = .renamed("d")
          lowered.append(
            ArgumentSyntax(
              label: a.isTrailingClosure ? nil : a.label, value: lowerExpr(e, inner), range: a.range
            ))
        } else {
          error("a closure with parameters must be one expression here", c.range)
        }
        continue
      }
      let outer = literalsAreCGFloat
      literalsAreCGFloat = true
      var value = evaluate(a.value, scope)
      literalsAreCGFloat = outer
      switch value {
      case .closure, .function:
        // An action or a callback SwiftUI calls (`Button(action: save)`): no frame.
        continue
      case .record, .tuple, .type:
        // (A `where` here would guard only the last pattern.)
        if isHashableSlot(a.label?.text, modifier: name) {
          value = .string(value.swiftDescription)
        }
      default:
        break
      }
      lowered.append(
        ArgumentSyntax(label: a.label, value: syntax(of: value, a.value.range), range: a.range))
    }
    return ArgumentListSyntax(arguments: lowered, range: range)
  }
}
