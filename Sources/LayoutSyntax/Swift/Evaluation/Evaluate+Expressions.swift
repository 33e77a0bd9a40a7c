// Expressions: what each Swift expression of the file evaluates to. The app's values are
// computed; SwiftUI's, and what layout decides, are left as `.lyt` syntax (`.residual`) built
// as the reader always built it (`residualExpr`).

extension SwiftLowering {
  /// The value of `e` in `scope`. `expecting` is the type the context asks for, when it is
  /// one of the file's enums (so that `.dark` is `Theme.dark`).
  func evaluate(_ e: SwiftExpr, _ scope: LoweringScope, expecting type: String? = nil)
    -> SwiftValue
  {
    guard step(e.range) else { return .residual(.missing(e.range)) }
    // `Loading<[String]>`, `Theme?`: the type's own name.
    var expecting = type
    if let type, let cut = type.firstIndex(where: { $0 == "<" || $0 == "?" || $0 == "!" }),
      !type.hasPrefix("[")
    {
      expecting = String(type[..<cut])
    }
    switch e {
    case .number(let v, let r):
      if isIntegerLiteral(r), let i = Int(exactly: v) { return .int(i) }
      return .double(v)
    case .string(let s):
      return evaluateString(s, scope)
    case .name(let n):
      return evaluateName(n, e, scope)
    case .implicitMember(let n, let r):
      if let expecting, let c = enumCase(n.text, of: expecting, payload: []) { return c }
      if let expecting, let value = staticMember(n, of: expecting, r) { return value }
      if isNamed(n.text, "pi") { return .double(Double.pi) }
      // `.rect` (iOS 17's shape shorthand) is a Rectangle.
      if isNamed(n.text, "rect") { return .residual(shape("Rectangle", [], r)) }
      return .residual(chain(n, r, leadingDot: true))
    case .member(let base, let m, let r):
      return evaluateMember(base, m, r, scope)
    case .call(let callee, let args, let r):
      return evaluateCall(e, callee, args, r, scope, expecting: expecting)
    case .subscripted(let base, let args, let r):
      let value = evaluate(base, scope)
      if !value.isResidual, !value.isViews {
        let indices = args.map { evaluate($0.value, scope) }
        return subscriptValue(value, indices, r)
      }
      guard args.count == 1 else {
        error("expected one subscript", r)
        return .residual(.missing(r))
      }
      return .residual(
        appending(
          .subscripted(lowerExpr(args[0].value, scope), range: r),
          to: syntax(of: value, base.range), r))
    case .closure(let c):
      return .closure(c, capturing(scope))
    case .unary("postfix!", let operand, let r):
      let value = evaluate(operand, scope, expecting: expecting)
      if case .null = value {
        error("this value is nil: the app would stop here (force-unwrapped)", r)
        return .residual(.missing(r))
      }
      return value
    case .unary("postfix?", let operand, _):
      return evaluate(operand, scope, expecting: expecting)
    case .unary(let op, let operand, let r):
      let value = evaluate(operand, scope)
      switch (op, value) {
      case ("-", .int(let i)): return .int(-i)
      case ("-", .double(let d)): return .double(-d)
      case ("+", .int), ("+", .double): return value
      case ("!", .bool(let b)): return .bool(!b)
      case ("let", _):
        error("'let' binds only in a pattern", r)
        return .residual(.missing(r))
      default:
        if !value.isResidual, op == "!" || op == "-" {
          error("'\(op)' does not apply to a \(value.typeName) here", r)
          return .residual(.missing(r))
        }
        return .residual(.unary(op: op, operand: syntax(of: value, operand.range), range: r))
      }
    case .binary(let op, let lhs, let rhs, let r):
      return evaluateBinary(op, lhs, rhs, r, scope)
    case .ternary(_, let a, let b, _) where isLayout(a) || isLayout(b):
      // Decided where it is called with content: its condition may be layout's.
      return .layout(e, capturing(scope))
    case .ternary(let c, let a, let b, let r):
      let condition = evaluateCondition(c, scope)
      if case .bool(let holds) = condition {
        return evaluate(holds ? a : b, scope, expecting: expecting)
      }
      return .residual(
        .conditional(
          syntax(of: condition, c.range), lowerExpr(a, scope), lowerExpr(b, scope), range: r))
    case .range(let lower, let upper, let closed, let r):
      if let lower, let upper {
        let a = evaluate(lower, scope)
        let b = evaluate(upper, scope)
        if a.number != nil, b.number != nil { return .range(a, b, closed: closed) }
        return .residual(
          .range(
            lower: syntax(of: a, lower.range), upper: syntax(of: b, upper.range), closed: closed,
            range: r))
      }
      // `...5`, `100...`: one side open (a pattern, a slice), the other known.
      let known = (lower ?? upper).map { evaluate($0, scope) }
      if let known, known.number != nil {
        return lower == nil
          ? .range(.double(-.infinity), known, closed: closed)
          : .range(known, .double(.infinity), closed: true)
      }
      return .residual(
        .range(
          lower: lower.map { lowerExpr($0, scope) }, upper: upper.map { lowerExpr($0, scope) },
          closed: closed, range: r))
    case .array(let items, _):
      // `let shapes: [Shape] = [.circle(2), .dot]`: the elements' type.
      var element: String?
      if let expecting, expecting.hasPrefix("["), expecting.hasSuffix("]") {
        element = String(expecting.dropFirst().dropLast())
      }
      var values: [SwiftValue] = []
      values.reserveCapacity(items.count)
      for item in items { values.append(evaluate(item, scope, expecting: element).stored) }
      return .array(values)
    case .dictionary(let keys, let values, _):
      var ks: [SwiftValue] = []
      var vs: [SwiftValue] = []
      for (k, v) in zip(keys, values) {
        let key = evaluate(k, scope).stored
        let value = evaluate(v, scope).stored
        if let i = ks.firstIndex(where: { swiftEquals($0, key) == true }) {
          vs[i] = value
        } else {
          ks.append(key)
          vs.append(value)
        }
      }
      return .dictionary(ks, vs)
    case .paren(let elements, let r):
      if elements.count == 1, elements[0].label == nil {
        return evaluate(elements[0].value, scope, expecting: expecting)
      }
      // A 3D axis (`rotation3DEffect(_:axis: (x: 1, y: 0, z: 0))`), which only draws: its values
      // as a list.
      if elements.map({ $0.label?.text ?? "" }) == ["x", "y", "z"] {
        return .residual(.list(elements.map { lowerExpr($0.value, scope) }, range: r))
      }
      return .tuple(
        elements.map { $0.label?.text }, elements.map { evaluate($0.value, scope).stored })
    case .keyPath(let r):
      let text = source.text(r).dropFirst()
      let parts = text.split(separator: ".").map(String.init)
      // `\Item.name`: the type is dropped.
      if let first = parts.first, text.first != ".", first.first?.isUppercase == true {
        return .keyPath(Array(parts.dropFirst()))
      }
      return .keyPath(parts)
    case .invalid(let r):
      // Reported by the parser: an unknown value from here on.
      return .residual(.missing(r))
    case .statement(let statement, let r):
      if let value = branchValue(statement, scope) { return value }
      error("each branch of an 'if' or 'switch' expression must be one expression", r)
      return .residual(.missing(r))
    }
  }

  /// A SwiftUI shape as a view (`.rect(cornerRadius: 8)` is `RoundedRectangle(cornerRadius: 8)`).
  func shape(_ name: String, _ arguments: [ArgumentSyntax], _ r: SourceRange) -> ExprSyntax {
    .chain(
      of: NamedViewSyntax(
        name: Identifier(name, range: r),
        arguments: ArgumentListSyntax(arguments: arguments, range: r), range: r))
  }

  /// Whether a number literal is written as an integer (`12`, not `12.0` or `1e3`).
  private func isIntegerLiteral(_ r: SourceRange) -> Bool {
    let bytes = source.bytes[r.start..<r.end]
    if bytes.starts(with: [UInt8(ascii: "0"), UInt8(ascii: "x")]) { return true }
    return !bytes.contains(UInt8(ascii: ".")) && !bytes.contains(UInt8(ascii: "e"))
      && !bytes.contains(UInt8(ascii: "E"))
  }

  // MARK: Strings

  private func evaluateString(_ s: SwiftString, _ scope: LoweringScope) -> SwiftValue {
    var text = ""
    var segments: [StringLiteralSyntax.Segment] = []
    var concrete = true
    for segment in s.segments {
      switch segment {
      case .text(let t):
        text += t
        segments.append(.text(t))
      case .interpolation(let args):
        guard let first = args.first else { continue }
        // `"\(10 / 4)"` prints an Int.
        let outer = literalsAreCGFloat
        literalsAreCGFloat = false
        let value = interpolated(first, args.dropFirst(), scope)
        literalsAreCGFloat = outer
        if let string = value.stringValue {
          text += string
          segments.append(.interpolation(verbatim(string, first.range)))
        } else {
          concrete = false
          segments.append(.interpolation(syntax(of: value, first.range)))
        }
      }
    }
    let literal = StringLiteralSyntax(segments: segments, range: s.range)
    return concrete ? .literal(text, literal) : .residual(.string(literal))
  }

  /// An interpolated value as its text, with its format (`specifier:`, `format:`); a value
  /// not known here is left to the resolver, with the format as `String(format:)`.
  private func interpolated(
    _ value: SwiftArgument, _ rest: ArraySlice<SwiftArgument>, _ scope: LoweringScope
  ) -> SwiftValue {
    let v = evaluate(value.value, scope)
    guard let option = rest.first else {
      if v.isResidual { return v }
      if case .views = v { return v }
      return .string(v.swiftDescription)
    }
    switch option.label?.text {
    case "specifier":
      let specifier = evaluate(option.value, scope)
      if let format = specifier.stringValue, let number = v.number,
        case .success(let text) = StringFormat.format(format, [.number(number)])
      {
        return .string(text)
      }
      return .residual(
        stringFormat(syntax(of: specifier, option.range), syntax(of: v, value.range), value, option)
      )
    case "format":
      if let text = formatted(v, option.value, scope) {
        return .string(text)
      }
      if let text = v.stringValue { return .string(text) }
      error(
        "this format is not read by layoutc: use .number, .percent, .currency(code:) or .number.precision(.fractionLength(n))",
        option.range)
      return .residual(.missing(option.range))
    default:
      error(
        "'\(option.label?.text ?? "_"):' in an interpolation is not read by layoutc", option.range)
      return .residual(.missing(option.range))
    }
  }

  /// `String(format: specifier, value)` as `.lyt` writes it.
  private func stringFormat(
    _ specifier: ExprSyntax, _ value: ExprSyntax, _ argument: SwiftArgument, _ option: SwiftArgument
  ) -> ExprSyntax {
    let r = argument.range.union(option.range)
    let name = Identifier("String", range: SourceRange(r.start, r.start))
    let arguments = ArgumentListSyntax(
      arguments: [
        ArgumentSyntax(
          label: Identifier("format", range: option.range), value: specifier, range: option.range),
        ArgumentSyntax(label: nil, value: value, range: argument.range),
      ], range: r)
    return .chain(of: NamedViewSyntax(name: name, arguments: arguments, range: r))
  }

  /// A string as an interpolated value: printed as it is, never read as Markdown.
  func verbatim(_ text: String, _ range: SourceRange) -> ExprSyntax {
    .string(StringLiteralSyntax(segments: [.text(text)], range: range))
  }

  // MARK: Names

  private func evaluateName(_ n: Identifier, _ e: SwiftExpr, _ scope: LoweringScope)
    -> SwiftValue
  {
    switch n.text {
    case "true": return .bool(true)
    case "false": return .bool(false)
    case "nil": return .null
    case "Self":
      if let owner = scope.owner { return .type(owner.name.text) }
    default: break
    }
    if let bound = scope.lookup(n.text) {
      switch bound {
      case .value(let v): return v
      case .views(let views): return .views(views)
      case .renamed(let to): return .residual(chain(Identifier(to, range: n.range), n.range))
      case .sizeClass, .dynamicTypeSize, .unavailable: return .residual(residualExpr(e, scope))
      }
    }
    if n.text.hasPrefix("$"), n.text.count > 1 {
      // A binding: the value it binds.
      return evaluateName(
        Identifier(String(n.text.dropFirst()), range: n.range),
        .name(Identifier(String(n.text.dropFirst()), range: n.range)), scope)
    }
    if let value = member(ofSelf: n, scope) { return value }
    if let value = globalValue(n) { return value }
    if typeDeclarations[n.text] != nil { return .type(n.text) }
    if let f = globalFunctions[n.text] {
      return .function(.user(f, owner: nil, instance: nil))
    }
    if SwiftLibrary.globalFunctions.contains(n.text) { return .function(.global(n.text)) }
    if SwiftLibrary.types.contains(n.text) { return .type(n.text) }
    return .residual(residualExpr(e, scope))
  }

  /// A name inside a type: a stored property of the instance (`self`), a computed property,
  /// or a method as a value.
  private func member(ofSelf n: Identifier, _ scope: LoweringScope) -> SwiftValue? {
    if case .value(.record(let instance))? = scope.lookup("self"), let field = instance[n.text] {
      return field
    }
    guard let owner = scope.owner else { return nil }
    let instance: SwiftValue? =
      if case .value(let v)? = scope.lookup("self") { v } else { nil }
    if case .enumCase? = instance, n.text == "rawValue" {
      return member(n, of: instance!, n.range, scope)
    }
    // Inside `extension String { ... }`: `count`, `prefix(1)` of self.
    if let instance,
      SwiftLibrary.property(n.text, of: instance) != nil
        || SwiftLibrary.hasMethod(n.text, on: instance)
    {
      switch instance {
      case .record, .enumCase, .type: break
      default: return member(n, of: instance, n.range, scope)
      }
    }
    if let p = property(n.text, of: owner.name.text), let getter = p.getter {
      return computed(p, getter, owner: owner.name.text, instance: instance, n, scope)
    }
    if let f = scope.methods[n.text] {
      return .function(.user(f, owner: owner.name.text, instance: instance))
    }
    if let p = property(n.text, of: owner.name.text), p.isStatic {
      return staticValue(p, of: owner.name.text, n.range)
    }
    return nil
  }

  /// A computed property's value: views for a view property (`var header: some View`), else
  /// what its getter returns.
  func computed(
    _ p: SwiftProperty, _ getter: [SwiftStatement], owner: String, instance: SwiftValue?,
    _ n: Identifier, _ scope: LoweringScope
  ) -> SwiftValue {
    let inner = LoweringScope(parent: nil, owner: typeDeclarations[owner])
    if let instance { inner.bindings["self"] = .value(instance) }
    if p.type.map(isViewType(written:)) ?? true {
      guard inlining < 64 else {
        error(
          "views that use each other more than 64 deep (a property or method calling itself?)",
          n.range)
        return .views([])
      }
      inlining += 1
      defer { inlining -= 1 }
      return .views(lowerViews(getter, inner))
    }
    return converted(runBody(getter, inner, n.range, returning: p.type), to: p.type)
  }

  /// Whether a type as written is a view (`some View`, `AnyView`, `Content`); a shape a
  /// method makes (`some InsettableShape`) is a value.
  func isViewType(written type: String) -> Bool {
    type.hasSuffix("View") || type == "Content"
      || (type.hasPrefix("some ") && !type.hasSuffix("Shape"))
  }

  /// A file-scope `let`/`var`, evaluated the first time it is used.
  func globalValue(_ n: Identifier) -> SwiftValue? {
    if let value = globals[n.text] { return value }
    guard let local = globalDeclarations[n.text] else { return nil }
    guard !evaluatingGlobals.contains(n.text) else {
      error("'\(n.text)' is used in its own value", n.range)
      return .residual(.missing(n.range))
    }
    evaluatingGlobals.insert(n.text)
    defer { evaluatingGlobals.remove(n.text) }
    let value =
      local.value.map {
        converted(evaluate($0, LoweringScope(parent: nil), expecting: local.type), to: local.type)
      } ?? .null
    globals[n.text] = value.stored
    return value.stored
  }

  // MARK: Members

  private func evaluateMember(
    _ base: SwiftExpr, _ m: Identifier, _ r: SourceRange, _ scope: LoweringScope
  ) -> SwiftValue {
    if let test = dynamicTypeTest(.member(base, m, r), scope) { return .residual(test) }
    if case .name(let this) = base, this.text == "self" {
      if case .value(.record(let instance))? = scope.lookup("self"), let field = instance[m.text] {
        return field
      }
      if let value = member(ofSelf: m, scope) { return value }
    }
    let value = evaluate(base, scope)
    if let result = member(m, of: value, r, scope) { return result }
    return .residual(appending(.member(modifier(m, nil, r)), to: syntax(of: value, base.range), r))
  }

  /// `value.m`: a field, a computed property, a static member, a case, a library member;
  /// nil when the value is SwiftUI's (the member is then syntax).
  func member(_ m: Identifier, of value: SwiftValue, _ r: SourceRange, _ scope: LoweringScope)
    -> SwiftValue?
  {
    switch value {
    case .residual where implicitName(value) == "zero":
      // `.zero` whose type is not written (`reduce(.zero)`): every field of it is 0.
      switch m.text {
      case "origin": return Geometry.point(0, 0)
      case "size": return Geometry.size(0, 0)
      default: return .double(0)
      }
    case .residual, .views:
      return nil
    case .subview(let ref):
      switch m.text {
      case "priority": return .double(ref.host.priority(ref.index))
      case "spacing": return .viewSpacing(.subview(ref.index))
      case "sizeThatFits", "dimensions", "place": return .function(.member(value, m))
      default: break
      }
    case .viewSpacing:
      if m.text == "distance" || m.text == "union" { return .function(.member(value, m)) }
    case .record(let instance) where instance.type == "Path" && typeDeclarations["Path"] == nil:
      if ["applying", "offsetBy"].contains(m.text) { return .function(.member(value, m)) }
      if Paths.mutatingMethods.contains(m.text) {
        error(
          "'\(m.text)' changes a Path: call it on a 'var' path, with the arguments SwiftUI's "
            + "takes (layoutc(1), SWIFTUI SOURCE)", m.range)
        return .residual(.missing(r))
      }
    case .record(let instance) where Geometry.fields[instance.type] != nil:
      if let field = instance[m.text] { return field }
      if let computed = Geometry.property(m.text, of: instance) { return computed }
      if Geometry.hasMethod(m.text, of: instance) { return .function(.member(value, m)) }
    case .record(let instance):
      if let field = instance[m.text] { return field }
      if let p = property(m.text, of: instance.type), let getter = p.getter {
        return computed(p, getter, owner: instance.type, instance: value, m, scope)
      }
      if let f = method(m.text, of: instance.type) {
        return .function(.user(f, owner: instance.type, instance: value))
      }
    case .type(let type):
      if let value = staticMember(m, of: type, r) { return value }
      if typeDeclarations[type] == nil { return nil }
    case .enumCase(let c):
      if m.text == "rawValue" { return rawValue(of: c, r) }
      // An image that never loaded: `phase.image` and `phase.error` are nil.
      if c.type == "AsyncImagePhase", m.text == "image" || m.text == "error" { return .null }
      if let p = property(m.text, of: c.type), let getter = p.getter, !p.isStatic {
        return computed(p, getter, owner: c.type, instance: value, m, scope)
      }
      if let f = method(m.text, of: c.type) {
        return .function(.user(f, owner: c.type, instance: value))
      }
    case .null:
      // Optional chaining: `user?.name` of nil is nil.
      return .null
    case .tuple(let labels, let values):
      if let i = Int(m.text), values.indices.contains(i) { return values[i] }
      if let i = labels.firstIndex(of: m.text) { return values[i] }
    default:
      // `extension Int { var doubled: Int { self * 2 } }`: the file's extensions first.
      let type = value.typeName
      if let p = property(m.text, of: type), let getter = p.getter, !p.isStatic {
        return computed(p, getter, owner: type, instance: value, m, scope)
      }
      if let f = method(m.text, of: type) {
        return .function(.user(f, owner: type, instance: value))
      }
      if let result = SwiftLibrary.property(m.text, of: value, now: now) { return result }
      if SwiftLibrary.hasMethod(m.text, on: value) { return .function(.member(value, m)) }
    }
    error("'\(value.typeName)' has no member '\(m.text)' layoutc knows", m.range)
    return .residual(.missing(r))
  }

  /// `Type.m`: a static property or method, a case of an enum, `allCases`.
  func staticMember(_ m: Identifier, of type: String, _ r: SourceRange) -> SwiftValue? {
    // `Note.self`: the type as a value.
    if isNamed(m.text, "self") { return .type(type) }
    if type == "ViewSpacing", m.text == "zero", typeDeclarations[type] == nil {
      return .viewSpacing(.zero)
    }
    if Geometry.fields[type] != nil, typeDeclarations[type] == nil {
      if let value = Geometry.staticMember(m.text, of: type) { return value }
      if type == "Angle", m.text == "degrees" || m.text == "radians" {
        return .function(.member(.type(type), m))
      }
    }
    if let c = enumCase(m.text, of: type, payload: []) { return c }
    if m.text == "allCases", let cases = enumCases(of: type) {
      return .array(
        cases.filter { $0.payload.isEmpty }.map {
          .enumCase(SwiftEnumCase(type: type, name: $0.name.text, payload: []))
        })
    }
    if let p = property(m.text, of: type), p.isStatic {
      return staticValue(p, of: type, r)
    }
    if let f = method(m.text, of: type), f.isStatic {
      return .function(.user(f, owner: type, instance: .type(type)))
    }
    if m.text == "init", typeDeclarations[type] != nil { return .function(.initializer(type)) }
    // `Outer.Kind`: a nested type (known by its own name).
    if typeDeclarations[type] != nil, typeDeclarations[m.text] != nil,
      members(of: type).contains(where: {
        if case .type(let t) = $0 { return t.name.text == m.text } else { return false }
      })
    {
      return .type(m.text)
    }
    if cases(of: type)?.contains(where: { $0.name.text == m.text }) == true {
      // A case with associated values, called next.
      return .function(.initializer(type + "." + m.text))
    }
    if typeDeclarations[type] == nil {
      return SwiftLibrary.staticMember(m.text, of: type, now: now)
    }
    return nil
  }

  /// A static property's value, evaluated once.
  private func staticValue(_ p: SwiftProperty, of type: String, _ r: SourceRange) -> SwiftValue {
    let key = type + "." + p.name.text
    if let value = globals[key] { return value }
    guard !evaluatingGlobals.contains(key) else {
      error("'\(key)' is used in its own value", r)
      return .residual(.missing(r))
    }
    evaluatingGlobals.insert(key)
    defer { evaluatingGlobals.remove(key) }
    let scope = LoweringScope(parent: nil, owner: typeDeclarations[type])
    scope.bindings["self"] = .value(.type(type))
    var value: SwiftValue = .null
    if let initial = p.initialValue {
      value = converted(evaluate(initial, scope, expecting: p.type ?? type), to: p.type)
    } else if let getter = p.getter {
      value = runBody(getter, scope, r)
    }
    globals[key] = value.stored
    return value.stored
  }

  /// A case of an enum of the file named `name`, without associated values.
  func enumCase(_ name: String, of type: String, payload: [SwiftValue]) -> SwiftValue? {
    if let known = SwiftLibrary.enums[type] {
      guard known.contains(name), payload.isEmpty else { return nil }
      return .enumCase(SwiftEnumCase(type: type, name: name, payload: []))
    }
    guard let cases = cases(of: type),
      let declared = cases.first(where: { $0.name.text == name }),
      declared.payload.count == payload.count
    else { return nil }
    return .enumCase(SwiftEnumCase(type: type, name: name, payload: payload))
  }

  /// The declared cases of an enum of the file (nil for anything else).
  func cases(of type: String) -> [SwiftEnumCaseDecl]? {
    guard let t = typeDeclarations[type], t.kind == .enumeration else { return nil }
    var result: [SwiftEnumCaseDecl] = []
    for member in members(of: type) {
      if case .cases(let c) = member { result += c }
    }
    return result
  }

  /// The cases of a `CaseIterable` enum of the file (what `allCases` lists).
  private func enumCases(of type: String) -> [SwiftEnumCaseDecl]? {
    guard typeDeclarations[type]?.conformances.contains("CaseIterable") == true else {
      return nil
    }
    return cases(of: type)
  }

  /// A case's raw value: written, else its name (a String enum) or its index (an Int enum).
  private func rawValue(of c: SwiftEnumCase, _ r: SourceRange) -> SwiftValue {
    guard let all = cases(of: c.type), let t = typeDeclarations[c.type] else { return .null }
    let rawType = t.conformances.first ?? ""
    var next = 0
    for declared in all {
      var value: SwiftValue
      if let raw = declared.rawValue {
        value = evaluate(raw, LoweringScope(parent: nil)).stored
      } else if rawType == "Int" {
        value = .int(next)
      } else if rawType == "Double" || rawType == "CGFloat" {
        value = .double(Double(next))
      } else {
        value = .string(declared.name.text)
      }
      if case .int(let i) = value { next = i + 1 }
      if declared.name.text == c.name { return value }
    }
    return .null
  }

  // MARK: Operators

  private func evaluateBinary(
    _ op: String, _ lhs: SwiftExpr, _ rhs: SwiftExpr, _ r: SourceRange, _ scope: LoweringScope
  ) -> SwiftValue {
    if let test = sizeClassTest(.binary(op, lhs, rhs, r), scope) { return .residual(test) }
    switch op {
    case "??":
      let a = evaluate(lhs, scope)
      if case .null = a { return evaluate(rhs, scope) }
      if a.isResidual {
        return .residual(
          .binary(op: op, lhs: syntax(of: a, lhs.range), rhs: lowerExpr(rhs, scope), range: r))
      }
      return a
    case "&&", "||":
      let a = evaluateCondition(lhs, scope)
      if case .bool(let x) = a {
        if x == (op == "||") { return .bool(x) }
        return evaluateCondition(rhs, scope)
      }
      return .residual(
        .binary(op: op, lhs: syntax(of: a, lhs.range), rhs: lowerExpr(rhs, scope), range: r))
    default:
      break
    }
    var a = evaluate(lhs, scope)
    // `theme == .dark`: the case of the other side's enum.
    var expecting: String?
    if case .enumCase(let c) = a { expecting = c.type }
    var b = evaluate(rhs, scope, expecting: expecting)
    if case .implicitMember = lhs, case .enumCase(let c) = b {
      a = evaluate(lhs, scope, expecting: c.type)
    }
    if case .null = b, case .implicitMember(let n, _) = rhs, n.text == "none" { b = .null }
    if let value = SwiftLibrary.binary(
      op, a, b, integerLiterals: literalsAreCGFloat && isLiteral(lhs) && isLiteral(rhs))
    {
      return value
    }
    if case .int = a, case .int(let y) = b, ["+", "-", "*", "/", "%"].contains(op) {
      error(
        y == 0 && (op == "/" || op == "%")
          ? "division by zero: the app would stop here"
          : "the result overflows Int: the app would stop here", r)
      return .residual(.missing(r))
    }
    // An operand that failed has had its error: so has the result.
    if case .residual(.missing) = a { return a }
    if case .residual(.missing) = b { return b }
    // SwiftUI's values and views (`Text + Text`) are the resolver's to combine.
    guard a.isResidual || b.isResidual || a.isViews || b.isViews else {
      error("'\(op)' does not apply to a \(a.typeName) and a \(b.typeName)", r)
      return .residual(.missing(r))
    }
    return .residual(
      .binary(op: op, lhs: syntax(of: a, lhs.range), rhs: syntax(of: b, rhs.range), range: r))
  }

  private func isLiteral(_ e: SwiftExpr) -> Bool {
    if case .number = e { return true }
    return false
  }

  /// A condition's value: the size class compared becomes `.lyt`'s `compact`/`regular`.
  func evaluateCondition(_ e: SwiftExpr, _ scope: LoweringScope) -> SwiftValue {
    if let test = sizeClassTest(e, scope) { return .residual(test) }
    return evaluate(e, scope)
  }

  // MARK: Subscripts

  private func subscriptValue(_ value: SwiftValue, _ indices: [SwiftValue], _ r: SourceRange)
    -> SwiftValue
  {
    switch (value, indices.first) {
    case (.subview(let ref), .type(let key)?):
      // `subview[Rank.self]`: the value `.layoutValue(key: Rank.self, value:)` gave it, else
      // the key's `defaultValue`.
      guard let p = property("defaultValue", of: key), p.isStatic else {
        error("'\(key)' is no LayoutValueKey: it has no 'static let defaultValue'", r)
        return .residual(.missing(r))
      }
      let fallback = staticValue(p, of: key, r)
      guard let given = ref.host.layoutValue(ref.index, key: key) else { return fallback }
      if case .int = fallback, let exact = Int(exactly: given) { return .int(exact) }
      return .double(given)
    case (.record(let d), let key?) where d.type == "ViewDimensions":
      if let guide = SwiftSubviewRef.guide(of: d, key) { return guide }
      error(
        "a ViewDimensions is read with an alignment guide: d[.leading], d[VerticalAlignment.center]",
        r)
      return .residual(.missing(r))
    case (.array(let items), .int(let i)?):
      guard items.indices.contains(i) else {
        error("index \(i) is out of range (the array has \(items.count) elements)", r)
        return .residual(.missing(r))
      }
      return items[i]
    case (.array(let items), .range(let a, let b, let closed)?):
      // `items[2...]`, `items[..<3]`: an open side is the array's end.
      let lo: Int
      var hi: Int
      switch (a, b) {
      case (.int(let x), .int(let y)): (lo, hi) = (x, y)
      case (.double(let x), .int(let y)) where x == -.infinity: (lo, hi) = (0, y)
      case (.int(let x), .double(let y)) where y == .infinity: (lo, hi) = (x, items.count - 1)
      default:
        lo = -1
        hi = -1
      }
      guard lo >= 0 else { break }
      if closed { hi += 1 }
      guard lo >= 0, lo <= hi, hi <= items.count else {
        error("range \(lo)..<\(hi) is out of range (the array has \(items.count) elements)", r)
        return .residual(.missing(r))
      }
      return .array(Array(items[lo..<hi]))
    case (.dictionary(let keys, let values), let key?):
      for (i, k) in keys.enumerated() where swiftEquals(k, key) == true { return values[i] }
      if indices.count == 2 { return indices[1] }  // `[key, default: value]`
      return .null
    case (.record, _), (.enumCase, _):
      break
    default:
      break
    }
    error("this subscript of a \(value.typeName) is not read by layoutc", r)
    return .residual(.missing(r))
  }

  // MARK: Values as syntax

  /// The `.lyt` syntax of a value where it is used: numbers, strings, lists and ranges as
  /// literals; what is not a value SwiftUI takes, an error at `range`.
  func syntax(of value: SwiftValue, _ range: SourceRange) -> ExprSyntax {
    switch value {
    case .int(let i): return .number(Double(i), range)
    case .double(let d): return .number(d, range)
    case .bool(let b): return chain(Identifier(b ? "true" : "false", range: range), range)
    case .string(let s):
      // A value, not a literal: `Text(title)` renders no Markdown.
      return .string(
        StringLiteralSyntax(segments: [.interpolation(verbatim(s, range))], range: range))
    case .literal(_, let literal):
      return .string(StringLiteralSyntax(segments: literal.segments, range: range))
    case .null: return chain(Identifier("nil", range: range), range)
    case .date(let t):
      // `Date(timeIntervalSince1970: t)`, as SwiftUI's date controls take it.
      let argument = ArgumentSyntax(
        label: Identifier("timeIntervalSince1970", range: range), value: .number(t, range),
        range: range)
      return .chain(
        of: NamedViewSyntax(
          name: Identifier("Date", range: range),
          arguments: ArgumentListSyntax(arguments: [argument], range: range), range: range))
    case .array(let items): return .list(items.map { syntax(of: $0, range) }, range: range)
    case .range(let a, let b, let closed):
      // An open side (`...99`) as written: no bound.
      func bound(_ v: SwiftValue) -> ExprSyntax? {
        if case .double(let d) = v, d.isInfinite { return nil }
        return syntax(of: v, range)
      }
      return .range(lower: bound(a), upper: bound(b), closed: closed, range: range)
    case .enumCase(let c):
      if let raw = rawValueIfDeclared(c, range) { return syntax(of: raw, range) }
      return chain(Identifier(c.name, range: range), range, leadingDot: true)
    case .type(let t): return chain(Identifier(t, range: range), range)
    case .views(let views):
      return views.count == 1 ? .view(views[0]) : .view(group(views, range))
    case .residual(let e): return e
    case .record(let r):
      error("a '\(r.type)' is not a value SwiftUI takes here: use one of its properties", range)
      return .missing(range)
    case .layout:
      error("a layout is called with its content here: layout { ... }", range)
      return .missing(range)
    case .subview, .viewSpacing:
      error("a custom layout's subview is no value SwiftUI takes", range)
      return .missing(range)
    case .closure, .function:
      error("a closure is not a value here", range)
      return .missing(range)
    case .keyPath:
      error("a key path is read only as ForEach's 'id:' or in '.environment(\\.key, value)'", range)
      return .missing(range)
    case .tuple:
      error("tuples are not read by layoutc", range)
      return .missing(range)
    case .dictionary:
      error("a dictionary is not a value SwiftUI takes here", range)
      return .missing(range)
    }
  }

  /// The raw value of a case of an enum with a raw type (a `String` enum's case used as a
  /// text), else nil.
  private func rawValueIfDeclared(_ c: SwiftEnumCase, _ r: SourceRange) -> SwiftValue? {
    guard let t = typeDeclarations[c.type], let raw = t.conformances.first,
      ["String", "Int", "Double", "CGFloat"].contains(raw)
    else { return nil }
    return rawValue(of: c, r)
  }

  /// A value converted to a declared type (`let x: CGFloat = 12` is a Double).
  func converted(_ value: SwiftValue, to type: String?) -> SwiftValue {
    guard let type else { return value }
    if type == "ViewSpacing", implicitName(value) == "zero" { return .viewSpacing(.zero) }
    if case .residual = value, Geometry.fields[type] != nil, let name = implicitName(value),
      let member = Geometry.staticMember(name, of: type)
    {
      // `let size: CGSize = .zero`, `return .zero` from `sizeThatFits`.
      return member
    }
    switch (type, value) {
    case ("CGFloat", .int(let i)), ("Double", .int(let i)), ("Float", .int(let i)),
      ("CGFloat?", .int(let i)), ("Double?", .int(let i)):
      return .double(Double(i))
    default:
      return value
    }
  }
}
