// Calls: the file's functions and methods, initialisers of its structs, classes and enums,
// closures, and the standard library's functions. A view struct's initialiser makes its
// views; a SwiftUI call is left as syntax.

extension SwiftLowering {
  func evaluateCall(
    _ e: SwiftExpr, _ callee: SwiftExpr, _ args: [SwiftArgument], _ r: SourceRange,
    _ scope: LoweringScope, expecting: String?
  ) -> SwiftValue {
    switch callee {
    case .name(let n):
      if isNamed(n.text, "GridItem") { return .residual(gridItem(args, r, scope)) }
      if Self.layoutValues[n.text] != nil, typeDeclarations[n.text] == nil {
        return .layout(e, capturing(scope))
      }
      if let f = scope.methods[n.text] {
        let instance: SwiftValue? =
          if case .value(let v)? = scope.lookup("self") { v } else { nil }
        return call(.user(f, owner: scope.owner?.name.text, instance: instance), args, r, scope)
      }
      // Inside `extension String { ... }`: `prefix(1)` of self.
      if scope.lookup(n.text) == nil, case .value(let this)? = scope.lookup("self"),
        SwiftLibrary.hasMethod(n.text, on: this)
      {
        switch this {
        case .record, .enumCase, .type: break
        default: return call(.member(this, n), args, r, scope)
        }
      }
      if let bound = scope.lookup(n.text) {
        switch bound {
        case .value(let v):
          switch v {
          case .closure, .function: return callValue(v, args, r, scope)
          case .views(let views): return .views(views)
          default: break
          }
        case .views(let views):
          return .views(views)
        default:
          break
        }
        return .residual(residualExpr(e, scope))
      }
      if let type = typeDeclarations[n.text] {
        if isViewDeclaration(type) { return .residual(residualExpr(e, scope)) }
        return construct(n.text, args, r, scope)
      }
      if let f = globalFunctions[n.text] {
        return call(.user(f, owner: nil, instance: nil), args, r, scope)
      }
      if globalDeclarations[n.text] != nil {
        // A closure in a file-scope constant (`let double: (Int) -> Int = { $0 * 2 }`).
        return callValue(evaluate(callee, scope), args, r, scope)
      }
      if SwiftLibrary.globalFunctions.contains(n.text) || SwiftLibrary.types.contains(n.text) {
        if let value = libraryCall(.global(n.text), args, r, scope) { return value }
      }
    case .member(let base, let m, _):
      if args.contains(where: { if case .closure = $0.value { true } else { false } }),
        !isValueExpression(base, scope)
      {
        // A view with a modifier that takes views: read as views.
        return .residual(residualExpr(e, scope))
      }
      let value: SwiftValue
      if case .name(let this) = base, this.text == "self", scope.methods[m.text] != nil {
        return evaluateCall(e, .name(m), args, r, scope, expecting: expecting)
      } else {
        value = evaluate(base, scope)
      }
      switch value {
      case .residual, .views:
        if case .views = value,
          args.contains(where: { if case .closure = $0.value { true } else { false } })
        {
          return .residual(residualExpr(e, scope))
        }
        let suffix = modifier(m, lowerArguments(args, r, scope), r)
        return .residual(appending(.member(suffix), to: syntax(of: value, base.range), r))
      default:
        // `date.formatted()`, `date.formatted(date: .abbreviated, time: .omitted)`.
        if isNamed(m.text, "formatted"), case .date(let t) = value {
          if let text = dateFormatted(t, args, scope) { return .string(text) }
          error(
            "this date format is not read by layoutc: use formatted() or formatted(date:time:)", r)
          return .residual(.missing(r))
        }
        // `x.formatted(.percent)`: the style is syntax, read as SwiftUI's format styles.
        if isNamed(m.text, "formatted"), value.number != nil {
          if args.isEmpty,
            let text = formatted(value, .implicitMember(Identifier("number", range: r), r), scope)
          {
            return .string(text)
          }
          if args.count == 1, let text = formatted(value, args[0].value, scope) {
            return .string(text)
          }
        }
        // `first { ... }`, `min(by:)`: the library's method, not its property of that name.
        if !args.isEmpty, SwiftLibrary.hasMethod(m.text, on: value) {
          switch value {
          case .record, .enumCase, .type: break
          default: return call(.member(value, m), args, r, scope)
          }
        }
        guard let f = member(m, of: value, r, scope) else {
          // A member of a type layoutc does not evaluate (`Date.now`): SwiftUI's, as syntax.
          let suffix = modifier(m, lowerArguments(args, r, scope), r)
          return .residual(appending(.member(suffix), to: syntax(of: value, base.range), r))
        }
        return callValue(f, args, r, scope)
      }
    case .implicitMember(let n, _):
      if isNamed(n.text, "constant"), args.count == 1 { return evaluate(args[0].value, scope) }
      if isNamed(n.text, "rect") {
        // `.rect(cornerRadius: 8)`, iOS 17's shorthand.
        let lowered = lowerArguments(args, r, scope).arguments
        return .residual(shape(lowered.isEmpty ? "Rectangle" : "RoundedRectangle", lowered, r))
      }
      if let expecting, cases(of: expecting)?.contains(where: { $0.name.text == n.text }) == true {
        return callValue(.function(.initializer(expecting + "." + n.text)), args, r, scope)
      }
      if let expecting, let f = staticMember(n, of: expecting, r) {
        return callValue(f, args, r, scope)
      }
    case .closure(let c):
      return callValue(.closure(c, scope), args, r, scope)
    case .call, .paren, .subscripted:
      // `makeAdder(10)(5)`, `handlers[0]()`: what the callee evaluates to, called.
      let f = evaluate(callee, scope)
      switch f {
      case .closure, .function: return callValue(f, args, r, scope)
      default: break
      }
    default:
      break
    }
    return .residual(residualExpr(e, scope))
  }

  /// Whether an expression's value is the app's (a bound name, a literal), not a view.
  func isValueExpression(_ e: SwiftExpr, _ scope: LoweringScope) -> Bool {
    switch e {
    case .name(let n):
      if let bound = scope.lookup(n.text) {
        if case .value(let v) = bound {
          if case .views = v { return false }
          return true
        }
        return false
      }
      if n.text == "self" { return false }
      if case .value(.record(let instance))? = scope.lookup("self"), instance[n.text] != nil {
        return true
      }
      if let owner = scope.owner, let p = property(n.text, of: owner.name.text) {
        return !(p.type.map(isViewType(written:)) ?? true)
      }
      return globalDeclarations[n.text] != nil || globalFunctions[n.text] != nil
        || SwiftLibrary.types.contains(n.text) || SwiftLibrary.globalFunctions.contains(n.text)
        || (typeDeclarations[n.text].map { !isViewDeclaration($0) } ?? false)
    case .member(let base, _, _), .call(let base, _, _), .subscripted(let base, _, _):
      return isValueExpression(base, scope)
    case .string, .number, .array, .range, .dictionary: return true
    case .unary(_, let inner, _): return isValueExpression(inner, scope)
    case .paren(let elements, _): return elements.allSatisfy { isValueExpression($0.value, scope) }
    default: return false
    }
  }

  func isViewDeclaration(_ type: SwiftType) -> Bool {
    type.conformances.contains("View")
  }

  /// A call of a value (a closure, a function) with arguments written in Swift.
  func callValue(_ f: SwiftValue, _ args: [SwiftArgument], _ r: SourceRange, _ scope: LoweringScope)
    -> SwiftValue
  {
    switch f {
    case .function(let callable): return call(callable, args, r, scope)
    case .closure(let c, let captured):
      var values: [SwiftValue] = []
      for a in args { values.append(evaluate(a.value, scope).stored) }
      return apply(closure: c, captured, values, r)
    case .residual:
      return f
    case .views:
      // A `@ViewBuilder` closure, made when it was given.
      return f
    default:
      error("a \(f.typeName) is not a function", r)
      return .residual(.missing(r))
    }
  }

  func call(
    _ callable: SwiftCallable, _ args: [SwiftArgument], _ r: SourceRange, _ scope: LoweringScope
  )
    -> SwiftValue
  {
    switch callable {
    case .user(let f, _, _), .local(let f, _):
      var values: [SwiftValue] = []
      var labels: [String?] = []
      for a in args {
        let p = f.parameters.first { $0.label == a.label?.text }
        values.append(converted(evaluate(a.value, scope, expecting: p?.type), to: p?.type).stored)
        labels.append(a.label?.text)
      }
      if case .user(_, let owner, let instance) = callable {
        return apply(f, owner: owner, instance: instance, values, labels, r)
      }
      if case .local(_, let captured) = callable {
        return apply(f, owner: nil, instance: nil, values, labels, r, captured: captured)
      }
      return .null
    case .initializer(let type):
      if let dot = type.firstIndex(of: ".") {
        let enumType = String(type[..<dot])
        let name = String(type[type.index(after: dot)...])
        let values = args.map { evaluate($0.value, scope).stored }
        return .enumCase(SwiftEnumCase(type: enumType, name: name, payload: values))
      }
      return construct(type, args, r, scope)
    case .member(let base, let m):
      if let value = libraryCall(callable, args, r, scope) { return value }
      error("'\(m.text)' of a \(base.typeName) is not evaluated by layoutc with these arguments", r)
      return .residual(.missing(r))
    case .global(let name):
      if let value = libraryCall(callable, args, r, scope) { return value }
      error("'\(name)' is not evaluated by layoutc with these arguments", r)
      return .residual(.missing(r))
    }
  }

  /// A library function called with arguments written in Swift; nil when it is not one.
  private func libraryCall(
    _ callable: SwiftCallable, _ args: [SwiftArgument], _ r: SourceRange, _ scope: LoweringScope
  ) -> SwiftValue? {
    // `tabs.firstIndex(of: .search)`: a case of the elements' enum.
    var expecting: String?
    if case .member(let base, _) = callable,
      case .enumCase(let c)? = SwiftLibrary.elements(of: base)?.first
    {
      expecting = c.type
    }
    var values: [SwiftValue] = []
    var labels: [String?] = []
    for a in args {
      values.append(evaluate(a.value, scope, expecting: expecting).stored)
      labels.append(a.label?.text)
    }
    if values.contains(where: \.isResidual) {
      // `CGFloat(x)` of a value layout decides: the value itself; anything else as SwiftUI's.
      if case .global(let name) = callable, ["CGFloat", "Double", "Float", "Int"].contains(name),
        values.count == 1, labels[0] == nil
      {
        return values[0]
      }
      if case .global = callable { return nil }
    }
    return SwiftLibrary.call(callable, values, labels, r, evaluator: self)
  }

  /// A function of the file applied to values: a view function's views, else what it returns.
  func apply(
    _ f: SwiftFunction, owner: String?, instance: SwiftValue?, _ values: [SwiftValue],
    _ labels: [String?], _ r: SourceRange, captured: LoweringScope? = nil
  ) -> SwiftValue {
    guard inlining < 64 else {
      error("calls nested more than 64 deep (a function calling itself?)", r)
      return .residual(.missing(r))
    }
    let inner = LoweringScope(parent: captured, owner: owner.flatMap { typeDeclarations[$0] })
    if let instance { inner.bindings["self"] = .value(instance) }
    guard bind(f.parameters, values, labels, into: inner, f.name.text, r) else {
      return .residual(.missing(r))
    }
    inlining += 1
    let outer = literalsAreCGFloat
    literalsAreCGFloat = false
    defer {
      inlining -= 1
      literalsAreCGFloat = outer
    }
    if f.returnType.map(isViewType(written:)) == true {
      return .views(lowerViews(f.body, inner))
    }
    let result = converted(runBody(f.body, inner, r, returning: f.returnType), to: f.returnType)
    if instance != nil, case .value(let after)? = inner.lookup("self") { lastSelf = after }
    return result
  }

  /// Binds parameters to values by label, in order (defaults for those not given).
  func bind(
    _ parameters: [SwiftParameter], _ values: [SwiftValue], _ labels: [String?],
    into inner: LoweringScope, _ name: String, _ r: SourceRange
  ) -> Bool {
    var next = 0
    for p in parameters {
      if next < values.count, labels[next] == p.label {
        var value = converted(values[next], to: p.type)
        if p.isViewBuilder, case .closure(let c, let captured) = value, c.parameters.isEmpty {
          // A `@ViewBuilder` closure: its views (`content()` then gives them).
          value = .views(lowerViews(statements(of: c), LoweringScope(parent: captured)))
        }
        inner.bindings[p.name.text] = .value(value)
        next += 1
      } else if let d = p.defaultValue {
        inner.bindings[p.name.text] = .value(
          converted(evaluate(d, inner, expecting: p.type), to: p.type).stored)
      } else {
        error("missing argument '\(p.label ?? "_")' of '\(name)'", r)
        return false
      }
    }
    if next < values.count {
      error("'\(name)' has no parameter '\(labels[next] ?? "_")' here", r)
      return false
    }
    return true
  }

  /// A closure applied to values: `$0`, `$1` or its parameters bound; a closure of one
  /// expression returns it.
  func apply(
    closure c: SwiftClosure, _ captured: LoweringScope, _ values: [SwiftValue], _ r: SourceRange
  ) -> SwiftValue {
    guard inlining < 64 else {
      error("calls nested more than 64 deep (a closure calling itself?)", r)
      return .residual(.missing(r))
    }
    let inner = LoweringScope(parent: captured)
    var values = values
    // A closure of two parameters given a pair (`dictionary.map { key, value in }`).
    if c.parameters.count > 1, values.count == 1, case .tuple(_, let items) = values[0],
      items.count == c.parameters.count
    {
      values = items
    }
    if c.parameters.isEmpty {
      // `pairs.map { $0 * $1 }`: a pair given to a closure that reads `$1` is its elements.
      if values.count == 1, case .tuple(_, let items) = values[0], items.count > 1,
        readsSecondArgument(c)
      {
        values = items
      }
      for (i, v) in values.enumerated() { inner.bindings["$\(i)"] = .value(v) }
    } else {
      for (i, p) in c.parameters.enumerated() where p.text != "_" {
        inner.bindings[p.text] = .value(i < values.count ? values[i] : .null)
      }
    }
    inlining += 1
    defer { inlining -= 1 }
    return runBody(statements(of: c), inner, r)
  }

  /// A date's `formatted()` or `formatted(date:time:)`; nil for another form.
  func dateFormatted(_ t: Double, _ args: [SwiftArgument], _ scope: LoweringScope) -> String? {
    if args.isEmpty { return SwiftLibrary.formatted(t, date: "numeric", time: "shortened") }
    var date = "omitted"
    var time = "omitted"
    for a in args {
      guard case .implicitMember(let n, _) = a.value else { return nil }
      switch a.label?.text {
      case "date": date = n.text
      case "time": time = n.text
      default: return nil
      }
    }
    return SwiftLibrary.formatted(t, date: date, time: time)
  }

  /// Whether a closure reads `$1` itself (not in a closure inside it).
  func readsSecondArgument(_ c: SwiftClosure) -> Bool {
    let bytes = source.bytes[c.range.start..<c.range.end]
    var depth = 0
    var previous: UInt8 = 0
    for byte in bytes {
      if byte == UInt8(ascii: "{") { depth += 1 }
      if byte == UInt8(ascii: "}") { depth -= 1 }
      if depth == 1, previous == UInt8(ascii: "$"), byte == UInt8(ascii: "1") { return true }
      previous = byte
    }
    return false
  }

  /// A value of the file's struct or class: its explicit `init`, else the memberwise one.
  func construct(_ type: String, _ args: [SwiftArgument], _ r: SourceRange, _ scope: LoweringScope)
    -> SwiftValue
  {
    // `Theme(rawValue: "dark")`
    if cases(of: type) != nil {
      guard args.count == 1, args[0].label?.text == "rawValue" else {
        error("an enum is made with 'rawValue:' or one of its cases", r)
        return .residual(.missing(r))
      }
      let raw = evaluate(args[0].value, scope)
      for c in cases(of: type) ?? [] where c.payload.isEmpty {
        let value = SwiftValue.enumCase(SwiftEnumCase(type: type, name: c.name.text, payload: []))
        if case .enumCase(let ec) = value,
          swiftEquals(
            member(Identifier("rawValue", range: r), of: .enumCase(ec), r, scope) ?? .null, raw)
            == true
        {
          return value
        }
      }
      return .null
    }
    var values: [SwiftValue] = []
    var labels: [String?] = []
    for a in args {
      let p = storedProperties(of: type).first { $0.name.text == a.label?.text }
      values.append(converted(evaluate(a.value, scope, expecting: p?.type), to: p?.type).stored)
      labels.append(a.label?.text)
    }
    return construct(type, values, labels, r)
  }

  /// A value of the file's struct or class from values.
  func construct(_ type: String, _ values: [SwiftValue], _ labels: [String?], _ r: SourceRange)
    -> SwiftValue
  {
    guard inlining < 64 else {
      error("values nested more than 64 deep (a type that makes itself?)", r)
      return .residual(.missing(r))
    }
    inlining += 1
    defer { inlining -= 1 }
    var instance = SwiftRecord(type: type, names: [], values: [])
    let typeScope = LoweringScope(parent: nil, owner: typeDeclarations[type])
    let stored = storedProperties(of: type)
    let initializers = members(of: type).compactMap { member -> SwiftFunction? in
      if case .function(let f) = member, f.name.text == "init" { return f }
      return nil
    }
    // Properties with a value of their own first (an explicit init may read them).
    for p in stored {
      if let initial = p.initialValue {
        instance[p.name.text] =
          converted(evaluate(initial, typeScope, expecting: p.type), to: p.type).stored
      }
    }
    if let initializer = initializers.first(where: { f in
      f.parameters.filter { $0.defaultValue == nil }.allSatisfy { p in labels.contains(p.label) }
        && labels.allSatisfy { l in f.parameters.contains { $0.label == l } }
    }) {
      let inner = LoweringScope(parent: nil, owner: typeDeclarations[type])
      inner.bindings["self"] = .value(.record(instance))
      guard bind(initializer.parameters, values, labels, into: inner, type, r) else {
        return .residual(.missing(r))
      }
      _ = run(initializer.body, inner)
      if case .value(let v)? = inner.lookup("self") { return v }
      return .record(instance)
    }
    var next = 0
    for p in stored {
      if next < values.count,
        labels[next] == p.name.text || (labels[next] == nil && p.wrapper == "ViewBuilder")
      {
        instance[p.name.text] = converted(values[next], to: p.type)
        next += 1
      } else if instance[p.name.text] == nil {
        if p.type?.hasSuffix("?") == true || p.wrapper != nil {
          instance[p.name.text] = .null
        } else {
          error("missing argument '\(p.name.text)' of '\(type)'", r)
          return .residual(.missing(r))
        }
      }
    }
    if next < values.count {
      error("'\(type)' has no property '\(labels[next] ?? "_")' to set here", r)
      return .residual(.missing(r))
    }
    return .record(instance)
  }

  /// The stored properties of a type (not static, not computed), in declaration order.
  func storedProperties(of type: String) -> [SwiftProperty] {
    members(of: type).compactMap { member in
      if case .property(let p) = member, !p.isStatic, p.getter == nil { return p }
      return nil
    }
  }
}
