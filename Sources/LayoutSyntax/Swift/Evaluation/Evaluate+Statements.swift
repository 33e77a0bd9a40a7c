// Statements of the app's own code (functions, computed properties, closures, initialisers):
// `let`/`var`, assignments, `if`/`guard` with optional bindings and patterns, `switch`,
// `for`-`in`, `while`, `return`, `break`, `continue`. Loops count a step per pass, so the
// file's step limit stops one that does not end, at its line and column.

extension SwiftLowering {
  /// How a block of statements ended.
  enum Flow {
    case next
    case returned(SwiftValue)
    /// `break`, `break outer` (the loop or switch labelled so).
    case broke(String?)
    case continued(String?)
  }

  /// A body's value: what it returns, or its one expression (an implicit return).
  func runBody(
    _ statements: [SwiftStatement], _ scope: LoweringScope, _ r: SourceRange,
    returning type: String? = nil
  ) -> SwiftValue {
    if statements.count == 1 {
      switch statements[0] {
      case .expression(.call(.member(let target, let m, _), _, _))
      where SwiftLibrary.mutatingMethods.contains(m.text) && isAssignable(target, scope):
        // `{ path.addLine(to: p) }`, `{ items.append(x) }`: a change, run as a statement.
        _ = run(statements, scope)
        return .null
      case .expression(let e):
        return evaluate(e, scope, expecting: type)
      case .ifElse, .switchCases:
        // An `if` or `switch` expression (Swift 5.9): each branch's one expression.
        if let value = branchValue(statements[0], scope) { return value }
      default:
        break
      }
    }
    if case .returned(let value) = run(statements, scope) { return value }
    return .null
  }

  /// The value of an `if` or `switch` used as an expression; nil when a branch is not one
  /// expression (the statement is then run as statements).
  func branchValue(_ statement: SwiftStatement, _ scope: LoweringScope) -> SwiftValue? {
    func single(_ body: [SwiftStatement], _ inner: LoweringScope) -> SwiftValue? {
      guard body.count == 1 else { return nil }
      switch body[0] {
      case .expression(let e): return evaluate(e, inner)
      case .ifElse, .switchCases: return branchValue(body[0], inner)
      default: return nil
      }
    }
    switch statement {
    case .ifElse(let branch):
      guard branch.otherwise != nil, branch.then.count == 1, branch.otherwise?.count == 1 else {
        return nil
      }
      let inner = LoweringScope(parent: scope)
      switch holds(branch.conditions, inner) {
      case true?: return single(branch.then, inner)
      case false?: return single(branch.otherwise!, LoweringScope(parent: scope))
      case nil: return .residual(.missing(branch.range))
      }
    case .switchCases(let subjectExpr, let cases, let r):
      guard cases.allSatisfy({ $0.body.count == 1 }) else { return nil }
      let subject = evaluate(subjectExpr, scope)
      guard !subject.isResidual else { return nil }
      for c in cases {
        let inner = LoweringScope(parent: scope)
        if matches(c, subject, inner) { return single(c.body, inner) }
      }
      error("no case of this switch matches \(subject.swiftDescription)", r)
      return .residual(.missing(r))
    default:
      return nil
    }
  }

  func run(_ statements: [SwiftStatement], _ scope: LoweringScope) -> Flow {
    for statement in statements {
      let flow = run(statement, scope)
      if case .next = flow { continue }
      return flow
    }
    return .next
  }

  /// What a loop does after its body's `flow`: go on (nil), stop, or pass the flow out (a
  /// `return`, or a `break`/`continue` of a loop around it).
  private func loopFlow(_ flow: Flow, label: String?) -> Flow? {
    switch flow {
    case .next: return nil
    case .continued(let target) where target == nil || target == label: return nil
    case .broke(let target) where target == nil || target == label: return .next
    default: return flow
    }
  }

  private func run(_ statement: SwiftStatement, _ scope: LoweringScope, label: String? = nil)
    -> Flow
  {
    guard step(statement.range) else { return .returned(.residual(.missing(statement.range))) }
    switch statement {
    case .expression(let e):
      if case .call(.member(let target, let m, _), let args, let r) = e,
        SwiftLibrary.mutatingMethods.contains(m.text), isAssignable(target, scope)
      {
        let value = evaluate(target, scope)
        let values = args.map { evaluate($0.value, scope).stored }
        let labels = args.map { $0.label?.text }
        if let changed = SwiftLibrary.mutate(m.text, value, values, labels, evaluator: self, r) {
          assign(target, changed, scope, r)
          return .next
        }
      }
      if case .call(.member(let target, let m, _), _, _) = e, isAssignable(target, scope),
        case .record(let instance) = evaluate(target, scope),
        method(m.text, of: instance.type) != nil
      {
        // `counter.bump()`: a mutating method's changes to self are kept.
        lastSelf = nil
        _ = evaluate(e, scope)
        if let after = lastSelf, case .record(let changed) = after, changed.type == instance.type {
          assign(target, after, scope, e.range)
        }
        return .next
      }
      _ = evaluate(e, scope)
      return .next
    case .binding(let first):
      bind(first, in: scope)
      return .next
    case .function(let f):
      // Bound before it runs, so that it may call itself.
      scope.bindings[f.name.text] = .value(.function(.local(f, capturing(scope))))
      return .next
    case .repeatWhile(let body, let condition, let r):
      while true {
        guard step(r) else { return .returned(.residual(.missing(r))) }
        if let out = loopFlow(run(body, LoweringScope(parent: scope)), label: label) { return out }
        guard holds([.expression(condition)], scope) == true else { return .next }
      }
    case .assignment(let target, let op, let valueExpr, let r):
      var value = evaluate(valueExpr, scope)
      if !op.isEmpty {
        let current = evaluate(target, scope)
        guard let combined = SwiftLibrary.binary(op, current, value, integerLiterals: false) else {
          // A value that failed has had its error.
          if case .residual(.missing) = value { return .next }
          error("'\(op)=' does not apply to a \(current.typeName) here", r)
          return .next
        }
        value = combined
      }
      assign(target, value.stored, scope, r)
      return .next
    case .ifElse(let branch):
      let inner = LoweringScope(parent: scope)
      switch holds(branch.conditions, inner) {
      case true?: return run(branch.then, inner)
      case false?: return branch.otherwise.map { run($0, LoweringScope(parent: scope)) } ?? .next
      case nil: return .next
      }
    case .guardElse(let conditions, let otherwise, let r):
      switch holds(conditions, scope) {
      case true?: return .next
      case false?:
        let flow = run(otherwise, LoweringScope(parent: scope))
        if case .next = flow {
          error("a 'guard' body must not fall through", r)
          return .returned(.null)
        }
        return flow
      case nil: return .returned(.residual(.missing(r)))
      }
    case .switchCases(let subjectExpr, let cases, let r):
      let subject = evaluate(subjectExpr, scope)
      guard !subject.isResidual else {
        error(
          "layoutc cannot choose a case here: the value is only known at layout", subjectExpr.range)
        return .next
      }
      for c in cases {
        let inner = LoweringScope(parent: scope)
        if matches(c, subject, inner) {
          let flow = run(c.body, inner)
          if case .broke(let target) = flow, target == nil || target == label { return .next }
          return flow
        }
      }
      error("no case of this switch matches \(subject.swiftDescription)", r)
      return .next
    case .forIn(let loop):
      let sequence = evaluate(loop.sequence, scope)
      guard let elements = SwiftLibrary.elements(of: sequence) else {
        if !sequence.isResidual {
          error("a \(sequence.typeName) is not a sequence layoutc iterates", loop.sequence.range)
        } else {
          error(
            "layoutc cannot loop over this: the value is only known at layout", loop.sequence.range)
        }
        return .next
      }
      for element in elements {
        guard step(loop.range) else { return .returned(.residual(.missing(loop.range))) }
        let inner = LoweringScope(parent: scope)
        guard bindPattern(loop.pattern, element, inner, binding: true) else { continue }
        if let filter = loop.filter {
          guard case .bool(true) = evaluate(filter, inner) else { continue }
        }
        if let out = loopFlow(run(loop.body, inner), label: label) { return out }
      }
      return .next
    case .whileLoop(let conditions, let body, let r):
      while true {
        guard step(r) else { return .returned(.residual(.missing(r))) }
        let inner = LoweringScope(parent: scope)
        guard holds(conditions, inner) == true else { return .next }
        if let out = loopFlow(run(body, inner), label: label) { return out }
      }
    case .returnValue(let e, _):
      return .returned(e.map { evaluate($0, scope).stored } ?? .null)
    case .jump(let word, _):
      let parts = word.split(separator: " ").map(String.init)
      let target = parts.count > 1 ? parts[1] : nil
      return parts[0] == "break" ? .broke(target) : .continued(target)
    case .labelled(let name, let inner):
      return run(inner, scope, label: name.text)
    case .other(let what, let r):
      error("\(what) is not evaluated by layoutc", r)
      return .next
    }
  }

  /// `let a = 1, b = 2`, `let (q, r) = pair`: each name bound in `scope` to its value.
  func bind(_ first: SwiftLocal, in scope: LoweringScope) {
    for local in [first] + first.more {
      let value =
        local.value.map {
          converted(evaluate($0, scope, expecting: local.type), to: local.type).stored
        } ?? .null
      if let pattern = local.pattern {
        if !bindPattern(pattern, value, scope, binding: true) {
          error("this value does not match the pattern", local.range)
        }
      } else {
        scope.bindings[local.name.text] = .value(value)
      }
    }
  }

  /// Whether all conditions hold, binding `if let` names in `scope`; nil (and an error) when
  /// one is only known at layout.
  func holds(_ conditions: [SwiftCondition], _ scope: LoweringScope) -> Bool? {
    for condition in conditions {
      switch condition {
      case .expression(let e):
        let value = evaluateCondition(e, scope)
        guard case .bool(let b) = value else {
          error(
            value.isResidual
              ? "layoutc cannot decide this condition here: it is only known at layout"
              : "a condition must be a Bool, not a \(value.typeName)", e.range)
          return nil
        }
        if !b { return false }
      case .optionalBinding(let name, let e):
        let value = evaluate(e ?? .name(name), scope)
        if case .null = value { return false }
        if value.isResidual {
          error("layoutc cannot unwrap this here: it is only known at layout", condition.range)
          return nil
        }
        scope.bindings[name.text] = .value(value.stored)
      case .matches(let pattern, let e):
        let value = evaluate(e, scope)
        if !bindPattern(pattern, value, scope, binding: false) { return false }
      }
    }
    return true
  }

  /// Whether a case matches, its bindings made in `scope`.
  func matches(_ c: SwiftCase, _ subject: SwiftValue, _ scope: LoweringScope) -> Bool {
    if c.patterns.isEmpty { return true }
    for pattern in c.patterns where bindPattern(pattern, subject, scope, binding: false) {
      if let filter = c.filter, case .bool(let b) = evaluate(filter, scope), !b { continue }
      return true
    }
    return false
  }

  /// Whether `value` matches `pattern`, binding its names in `scope` (`binding`: every bare
  /// name binds, as after `let`).
  func bindPattern(
    _ pattern: SwiftExpr, _ value: SwiftValue, _ scope: LoweringScope, binding: Bool
  ) -> Bool {
    switch pattern {
    case .name(let n) where n.text == "_":
      return true
    case .name(let n) where binding:
      scope.bindings[n.text] = .value(value.stored)
      return true
    case .unary("let", let inner, _):
      return bindPattern(inner, value, scope, binding: true)
    case .unary("postfix?", let inner, _):
      // `let n?`: any value but nil.
      if case .null = value { return false }
      return bindPattern(inner, value, scope, binding: binding)
    case .implicitMember(let n, _):
      if case .enumCase(let c) = value { return c.name == n.text }
      if n.text == "none" { if case .null = value { return true } else { return false } }
      if case .null = value { return false }
    case .call(.implicitMember(let n, _), let args, _), .call(.member(_, let n, _), let args, _):
      if n.text == "some", args.count == 1 {
        if case .null = value { return false }
        return bindPattern(args[0].value, value, scope, binding: binding)
      }
      guard case .enumCase(let c) = value, c.name == n.text, c.payload.count == args.count else {
        if case .enumCase = value { return false }
        break
      }
      for (a, v) in zip(args, c.payload)
      where !bindPattern(a.value, v, scope, binding: binding) {
        return false
      }
      return true
    case .paren(let elements, _) where elements.count > 1:
      guard case .tuple(_, let items) = value, items.count == elements.count else { return false }
      for (p, v) in zip(elements, items) where !bindPattern(p.value, v, scope, binding: binding) {
        return false
      }
      return true
    case .range:
      let range = evaluate(pattern, scope)
      if case .bool(let inside)? = SwiftLibrary.contains(range, value) { return inside }
      return false
    default:
      break
    }
    var expecting: String?
    if case .enumCase(let c) = value { expecting = c.type }
    let other = evaluate(pattern, scope, expecting: expecting)
    return swiftEquals(other, value) == true
  }

  // MARK: Assignment

  private func isAssignable(_ target: SwiftExpr, _ scope: LoweringScope) -> Bool {
    switch target {
    case .name(let n):
      if case .value? = scope.lookup(n.text) { return true }
      if case .value(.record(let r))? = scope.lookup("self") { return r[n.text] != nil }
      return false
    case .member(let base, _, _), .subscripted(let base, _, _):
      return isAssignable(base, scope)
    default:
      return false
    }
  }

  /// Stores `value` where `target` names (a variable, a property, an element).
  func assign(_ target: SwiftExpr, _ value: SwiftValue, _ scope: LoweringScope, _ r: SourceRange) {
    switch target {
    case .name(let n) where n.text.hasPrefix("_") && n.text.count > 1:
      // `_count = State(initialValue: 3)`: a property wrapper's storage, its value.
      let wrapped = Identifier(String(n.text.dropFirst()), range: n.range)
      if case .value(.record(var instance))? = scope.lookup("self"),
        storedProperties(of: instance.type).contains(where: { $0.name.text == wrapped.text })
      {
        instance[wrapped.text] = value
        _ = scope.assign("self", .value(.record(instance)))
      } else if !scope.assign(n.text, .value(value)) {
        assign(.name(wrapped), value, scope, r)
      }
    case .name(let n):
      if scope.assign(n.text, .value(value)) { return }
      if case .value(.record(var instance))? = scope.lookup("self"),
        instance[n.text] != nil
          || storedProperties(of: instance.type).contains(where: { $0.name.text == n.text })
      {
        instance[n.text] = value
        _ = scope.assign("self", .value(.record(instance)))
        return
      }
      // A `@State` or other property of the view, set in code that runs (an action is never
      // run): nothing is stored.
      return
    case .member(.name(let this), let m, _) where this.text == "self":
      // `self.x = x`: the property, not a parameter of the same name.
      if case .value(.record(var instance))? = scope.lookup("self") {
        instance[m.text] = value
        _ = scope.assign("self", .value(.record(instance)))
      }
    case .member(let base, let m, _):
      guard case .record(var instance) = evaluate(base, scope) else {
        error("layoutc sets only properties of the file's structs and classes", r)
        return
      }
      instance[m.text] = value
      assign(base, .record(instance), scope, r)
    case .subscripted(let base, let args, _):
      let container = evaluate(base, scope)
      let index = args.first.map { evaluate($0.value, scope) } ?? .null
      switch (container, index) {
      case (.array(var items), .int(let i)) where items.indices.contains(i):
        items[i] = value
        assign(base, .array(items), scope, r)
      case (.dictionary(var keys, var values), _):
        if let i = keys.firstIndex(where: { swiftEquals($0, index) == true }) {
          values[i] = value
        } else {
          keys.append(index)
          values.append(value)
        }
        assign(base, .dictionary(keys, values), scope, r)
      default:
        error("this element cannot be set here", r)
      }
    default:
      error("this cannot be assigned to", r)
    }
  }
}

extension LoweringScope {
  /// Sets `name` where it is bound (this scope or one around it); false when it is not.
  func assign(_ name: String, _ bound: Bound) -> Bool {
    if bindings[name] != nil {
      bindings[name] = bound
      return true
    }
    return parent?.assign(name, bound) ?? false
  }
}
