// View structs and inlining (SwiftReader.swift): a View struct used in a body is made as an
// instance, its stored properties from the arguments (the memberwise initialiser or its own
// `init`) and their defaults, its `body` lowered with them; an `extension View` function, a
// method or a `ViewModifier`'s `body(content:)` is inlined where it is used, its parameters
// bound to the arguments.

extension SwiftLowering {
  /// `Name(args)` of a view struct: an instance with its stored properties from the
  /// arguments (the memberwise initialiser, or its own `init`) and their defaults, and its
  /// body's views made with them.
  func instance(
    _ type: SwiftType, _ args: [SwiftArgument], _ callee: Identifier, _ range: SourceRange,
    _ scope: LoweringScope
  ) -> ViewSyntax? {
    let name = type.name.text
    guard inlining + instanceDepth < 64 else {
      error(
        "views that use each other more than 64 deep (a view that contains itself?)", callee.range)
      return nil
    }
    let inner = LoweringScope(parent: nil, owner: type)
    guard let stored = bindWrappedProperties(of: name, in: inner) else { return nil }
    // The arguments: a trailing closure is the last closure property's (`content`).
    var values: [SwiftValue] = []
    var labels: [String?] = []
    for a in args {
      var label = a.label?.text
      if a.isTrailingClosure, a.label == nil {
        if let initializer = method("init", of: name) {
          // The init's last closure parameter.
          label =
            initializer.parameters.last(where: { p in
              p.isViewBuilder || (p.type?.contains("->") ?? false)
            })?.label
        } else {
          label =
            stored.last(where: { p in
              p.type.map { $0.contains("->") || $0 == "Content" } ?? false
            })?.name.text
        }
      }
      let p = stored.first { $0.name.text == label }
      values.append(converted(evaluate(a.value, scope, expecting: p?.type), to: p?.type).stored)
      labels.append(label)
    }
    // Not `inlining`: a body is read as written each time (plain views read directly).
    instanceDepth += 1
    defer { instanceDepth -= 1 }
    var instance = SwiftRecord(type: name, names: [], values: [])
    let typeScope = LoweringScope(parent: nil, owner: type)
    for p in stored {
      if let initial = p.initialValue {
        var value = converted(evaluate(initial, typeScope, expecting: p.type), to: p.type).stored
        if p.wrapper == "ScaledMetric" {
          // `@ScaledMetric var size = 64`: the value as the text style scales it (`.lyt`'s
          // `scaledMetric(64, relativeTo: body)`).
          value = .residual(
            scaledMetric(syntax(of: value, initial.range), relativeTo: p.wrapperKey, p.name.range))
        }
        instance[p.name.text] = value
      }
    }
    if let initializer = method("init", of: name) {
      let initScope = LoweringScope(parent: nil, owner: type)
      initScope.bindings["self"] = .value(.record(instance))
      for (key, bound) in inner.bindings { initScope.bindings[key] = bound }
      guard bind(initializer.parameters, values, labels, into: initScope, name, range) else {
        return nil
      }
      _ = run(initializer.body, initScope)
      if case .value(.record(let made))? = initScope.lookup("self") { instance = made }
    } else {
      // The memberwise initialiser: a label per stored property, in their order.
      let takes =
        "'\(name)' takes ("
        + stored.map { p in
          p.name.text + (p.initialValue.map { ": " + source.text($0.range) } ?? "")
        }.joined(separator: ", ") + ")"
      for (i, label) in labels.enumerated() where !stored.contains(where: { $0.name.text == label })
      {
        let at = args[i].label?.range ?? args[i].range
        error("unknown argument '\(label ?? "_"):' for '\(name)'; \(takes)", at)
        return nil
      }
      var next = 0
      for p in stored {
        if next < values.count, labels[next] == p.name.text {
          instance[p.name.text] = values[next]
          next += 1
        } else if instance[p.name.text] == nil {
          if p.type?.hasSuffix("?") == true {
            instance[p.name.text] = .null
          } else {
            error("missing argument '\(p.name.text)' for '\(name)'; \(takes)", callee.range)
            return nil
          }
        }
      }
      if next < values.count {
        error(
          "argument '\(labels[next] ?? "_"):' is out of order for '\(name)'; \(takes)",
          args[next].range)
        return nil
      }
    }
    // The same view with the same values inside itself never ends (its body is the same
    // each time): an error now, not after the step limit's million views.
    let made = SwiftValue.record(instance)
    if let outer = instancesBeingMade.firstIndex(where: {
      $0.type == name && swiftEquals($0.value, made) == true
    }) {
      let path = instancesBeingMade[outer...].map(\.type) + [name]
      error(
        "'\(name)' contains itself (\(path.joined(separator: " > "))): its body never ends",
        callee.range)
      return nil
    }
    instancesBeingMade.append((name, made))
    defer { instancesBeingMade.removeLast() }
    inner.bindings["self"] = .value(made)
    guard let body = property("body", of: name)?.getter else {
      error("'\(name)' has no 'var body: some View'", type.name.range)
      return nil
    }
    let views = lowerViews(body, inner)
    return ViewSyntax(
      primary: .instance(
        InstanceSyntax(name: callee, body: ChildrenSyntax(views: views, range: range), range: range)
      ),
      modifiers: [], range: range)
  }

  /// A function's body inlined: its parameters bound to the arguments, `self` to the view
  /// it modifies (an `extension View` function).
  func inline(
    _ function: SwiftFunction, arguments: [SwiftArgument], selfViews: [ViewSyntax]?,
    _ range: SourceRange, _ scope: LoweringScope
  ) -> [ViewSyntax] {
    let inner = LoweringScope(parent: nil, owner: scope.owner)
    if let selfViews { inner.bindings["self"] = .views(selfViews) }
    guard bind(function.parameters, arguments, into: inner, function.name.text, range, scope) else {
      return []
    }
    inlining += 1
    defer { inlining -= 1 }
    var views = lowerViews(function.body, inner)
    if let selfViews, views.isEmpty, !function.body.isEmpty { views = selfViews }
    return views
  }

  /// Binds a function's parameters to call arguments (by label, in order), or reports why
  /// they do not match.
  func bind(
    _ parameters: [SwiftParameter], _ arguments: [SwiftArgument], into inner: LoweringScope,
    _ name: String, _ range: SourceRange, _ scope: LoweringScope
  ) -> Bool {
    var values: [SwiftValue] = []
    var labels: [String?] = []
    for a in arguments {
      let p = parameters.first { $0.label == a.label?.text }
      values.append(converted(evaluate(a.value, scope, expecting: p?.type), to: p?.type).stored)
      labels.append(a.label?.text)
    }
    return bind(parameters, values, labels, into: inner, name, range)
  }

  /// `.modifier(Card(tint: .red))`: the modifier's `body(content:)` with `content` the view.
  func applyViewModifier(
    _ type: SwiftType, _ args: [SwiftArgument], to view: ViewSyntax, _ range: SourceRange,
    _ scope: LoweringScope
  ) -> [ViewSyntax] {
    let inner = LoweringScope(parent: nil, owner: type)
    var properties: [SwiftParameter] = []
    var body: SwiftFunction?
    for member in type.members {
      switch member {
      case .property(let p) where !p.isStatic && p.getter == nil:
        properties.append(
          SwiftParameter(label: p.name.text, name: p.name, defaultValue: p.initialValue))
      case .function(let f) where f.name.text == "body":
        body = f
      default:
        break
      }
    }
    guard let body else {
      error(
        "'\(type.name.text)' has no 'func body(content: Content) -> some View'", type.name.range)
      return []
    }
    guard bind(properties, args, into: inner, type.name.text, range, scope) else { return [] }
    inner.bindings[body.parameters.first?.name.text ?? "content"] = .views([view])
    inlining += 1
    defer { inlining -= 1 }
    return lowerViews(body.body, inner)
  }
}
