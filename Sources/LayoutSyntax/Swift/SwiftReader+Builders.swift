// View builders (SwiftReader.swift): a closure's or body's statements lowered to views, one
// at a time (a plain statement read straight into `.lyt` syntax, `plainView`); `let` and
// local functions bound; `if` and `switch` as the values choose, or kept as `.lyt`'s `if` when
// only layout decides (the size class, the Dynamic Type size); and whether a closure is views
// or an action, which is never run.

extension SwiftLowering {
  func lowerViews(_ statements: [SwiftStatement], _ outer: LoweringScope)
    -> [ViewSyntax]
  {
    // The builder's own scope is made at its first `let`: most bind nothing, and every name
    // used in them would be looked up through it.
    var scope = outer
    var views: [ViewSyntax] = []
    views.reserveCapacity(statements.count)
    for statement in statements {
      lowerStatement(statement, &scope, outer, into: &views)
    }
    return views
  }

  /// A closure's views, its statements read one at a time as they are lowered; in a body
  /// that is inlined (lowered once for each use), read once and kept.
  func lowerViews(_ closure: SwiftClosure, _ outer: LoweringScope) -> [ViewSyntax] {
    if inlining > 0 { return lowerViews(statements(of: closure), outer) }
    var scope = outer
    var views: [ViewSyntax] = []
    // Room for a small builder's views up front (a statement is a dozen tokens or so): grown
    // from empty, ten views were allocated five times.
    views.reserveCapacity(min((closure.body.end - closure.body.start) / 12 + 1, 16))
    var cursor = closure.body.start
    if firstClosure == closure.body.start {
      firstClosure = -1
      if let statement = firstStatement.take() {
        cursor = firstStatementEnd
        lowerStatement(statement, &scope, outer, into: &views)
      } else if let first = firstPlainView.take() {
        let end = first.end
        if let view = plainView(first, scope) {
          cursor = end
          views.append(view)
        }
      }
    }
    while true {
      if readsPlainViews, let plain = parser.plainViewStatement(of: closure.body, from: cursor) {
        let end = plain.end
        if let view = plainView(plain, scope) {
          cursor = end
          views.append(view)
          continue
        }
      }
      guard let statement = parser.statement(of: closure.body, from: &cursor) else { break }
      lowerStatement(statement, &scope, outer, into: &views)
    }
    return views
  }

  /// The view of a plain statement (`SwiftParser.plainViewStatement`), as `lowerView` lowers
  /// it, when its names are plain in `scope`: the view is not one `call` makes of something
  /// else (a method of the struct, a bound name, a custom Layout, `ForEach`,
  /// `GeometryReader`), nor is a modifier one `apply` makes of something else (an
  /// `extension View` function, `.modifier`, `.environment`). Nil otherwise, and past the
  /// step limit (where the statement is read as any other, for the error).
  func plainView(_ plain: consuming SwiftPlainView, _ scope: LoweringScope) -> ViewSyntax? {
    let name = plain.name.text
    if !scope.methods.isEmpty, scope.methods[name] != nil { return nil }
    for modifier in plain.modifiers {
      let name = modifier.name.text
      if isNamed(name, "modifier") || isNamed(name, "environment") { return nil }
      if !viewExtensions.isEmpty, viewExtensions[name] != nil { return nil }
    }
    let modifierSteps = plain.modifierArguments
    guard !scope.binds(name), layoutTypes.isEmpty || !layoutTypes.contains(name),
      shapeTypes.isEmpty || !shapeTypes.contains(name), !isViewType(name),
      !isNamed(name, "Task"),
      !isNamed(name, "Text")
        || !(plain.arguments?.arguments.contains { $0.label?.text == "format" } ?? false),
      !isNamed(name, "ForEach"), !isNamed(name, "GeometryReader"),
      steps + plain.headSteps + (plain.content == nil ? modifierSteps : 0) <= stepLimit
    else { return nil }
    steps += plain.headSteps
    plainViewCount += 1
    var kids: ChildrenSyntax?
    var modifiers = plain.modifiers
    if let content = plain.content {
      // The content's views, then each modifier's arguments, as `lowerView` counts them. A
      // Button's closure is its action (`call` reads one with `action:`).
      if isNamed(name, "Button") {
        // Its action.
      } else if Self.contentOnly.contains(name) || !isActionClosure(content, scope) {
        kids = children(lowerViews(content, scope), content.range)
      }
      if steps + modifierSteps <= stepLimit {
        steps += modifierSteps
      } else {
        modifiers = modifiers.map(stepThroughArguments)
      }
    } else {
      steps += modifierSteps
    }
    let head = NamedViewSyntax(
      name: plain.name, arguments: plain.arguments, children: kids, range: plain.callRange)
    return named(head, modifiers: modifiers, plain.range)
  }

  /// `modifier` with a step counted for each argument, as `lowerExpr` counts it: a value past
  /// the limit is missing (and the first is the error).
  func stepThroughArguments(_ modifier: ModifierSyntax) -> ModifierSyntax {
    guard let list = modifier.arguments else { return modifier }
    let arguments = list.arguments.map { argument in
      step(argument.value.range)
        ? argument
        : ArgumentSyntax(
          label: argument.label, value: .missing(argument.value.range), range: argument.range)
    }
    return ModifierSyntax(
      name: modifier.name, arguments: ArgumentListSyntax(arguments: arguments, range: list.range),
      range: modifier.range)
  }

  /// The statements of a closure, read the first time they are asked for.
  func statements(of closure: SwiftClosure) -> [SwiftStatement] {
    if let read = readClosures[closure.body.start] { return read }
    let read = parser.statements(of: closure.body)
    readClosures[closure.body.start] = read
    return read
  }

  /// One statement of a builder: its views appended to `views`; a `let` bound in `scope`,
  /// made at the first (from `outer`).
  func lowerStatement(
    _ statement: consuming SwiftStatement, _ scope: inout LoweringScope, _ outer: LoweringScope,
    into views: inout [ViewSyntax]
  ) {
    switch consume statement {
    case .expression(let e):
      lowerView(e, scope, into: &views)
    case .returnValue(let e?, _):
      lowerView(e, scope, into: &views)
    case .returnValue(nil, _):
      break
    case .binding(let first):
      // A `let` in a builder: its value, where it is used.
      if scope === outer { scope = LoweringScope(parent: outer) }
      bind(first, in: scope)
    case .function(let f):
      if scope === outer { scope = LoweringScope(parent: outer) }
      scope.bindings[f.name.text] = .value(.function(.local(f, capturing(scope))))
    case .repeatWhile(_, _, let range):
      error("'repeat' is not view code: a view builder holds views", range)
    case .ifElse(let branch):
      lowerIf(branch, scope, into: &views)
    case .switchCases(let subjectExpr, let cases, let range):
      let subject = evaluate(subjectExpr, scope)
      if subject.isResidual {
        if let view = lowerSwitch(subjectExpr, cases[...], range, scope) { views.append(view) }
        return
      }
      for c in cases {
        let inner = LoweringScope(parent: scope)
        if matches(c, subject, inner) {
          views += lowerViews(c.body, inner)
          return
        }
      }
      error("no case of this switch matches \(subject.swiftDescription)", range)
    case .guardElse(_, _, let range):
      error("'guard' is not view code: a view builder holds views", range)
    case .whileLoop(_, _, let range):
      error("'while' is not view code: a view builder holds views", range)
    case .assignment(_, _, _, let range):
      error("an assignment is not view code: a view builder holds views", range)
    case .jump(let word, let range):
      error("'\(word)' is not view code: a view builder holds views", range)
    case .labelled(_, let inner):
      lowerStatement(inner, &scope, outer, into: &views)
    case .forIn(let loop):
      error("a 'for' loop is not view code: use ForEach", loop.range)
    case .other(let what, let range):
      error("\(what) is not view code: a view builder holds views", range)
    }
  }

  /// An `if` among views: the branch its conditions choose, evaluated; a condition known only
  /// at layout (the size class) stays an `if` of `.lyt`.
  func lowerIf(_ branch: SwiftIf, _ scope: LoweringScope, into views: inout [ViewSyntax]) {
    let inner = LoweringScope(parent: scope)
    var residual = false
    var holdsAll = true
    for c in branch.conditions {
      if case .expression(let e) = c {
        let value = evaluateCondition(e, inner)
        if value.isResidual {
          residual = true
          continue
        }
        guard case .bool(let b) = value else {
          error("a condition must be a Bool, not a \(value.typeName)", e.range)
          return
        }
        if !b { holdsAll = false }
      } else if !residual, holdsAll {
        switch holds([c], inner) {
        case true?: break
        case false?: holdsAll = false
        case nil: return
        }
      }
    }
    if !residual || !holdsAll {
      if holdsAll {
        views += lowerViews(branch.then, inner)
      } else if let otherwise = branch.otherwise {
        views += lowerViews(otherwise, LoweringScope(parent: scope))
      }
      return
    }
    views.append(lowerResidualIf(branch, inner))
  }

  /// An `if` whose condition layout decides: `.lyt`'s `if`, both branches lowered.
  func lowerResidualIf(_ branch: SwiftIf, _ scope: LoweringScope) -> ViewSyntax {
    var condition: ExprSyntax?
    for case .expression(let c) in branch.conditions {
      let lowered = lowerCondition(c, scope)
      condition =
        condition.map {
          .binary(op: "&&", lhs: $0, rhs: lowered, range: $0.range.union(lowered.range))
        } ?? lowered
    }
    let then = children(lowerViews(branch.then, scope), branch.range)
    let otherwise = branch.otherwise.map { children(lowerViews($0, scope), branch.range) }
    return ViewSyntax(
      primary: .ifElse(
        IfSyntax(
          condition: condition ?? .missing(branch.range), then: then, otherwise: otherwise,
          range: branch.range)),
      modifiers: [], range: branch.range)
  }

  /// `switch` as `if subject == a || subject == b < ... > else < ... >`.
  func lowerSwitch(
    _ subject: SwiftExpr, _ cases: ArraySlice<SwiftCase>, _ range: SourceRange,
    _ scope: LoweringScope
  ) -> ViewSyntax? {
    guard let first = cases.first else { return nil }
    let body = children(lowerViews(first.body, scope), first.range)
    if first.patterns.isEmpty {
      return group(body.views, first.range)
    }
    var condition: ExprSyntax?
    for pattern in first.patterns {
      let test = lowerCondition(
        .binary("==", subject, pattern, subject.range.union(pattern.range)), scope)
      condition =
        condition.map { .binary(op: "||", lhs: $0, rhs: test, range: $0.range.union(test.range)) }
        ?? test
    }
    let rest = lowerSwitch(subject, cases.dropFirst(), range, scope)
    return ViewSyntax(
      primary: .ifElse(
        IfSyntax(
          condition: condition!, then: body,
          otherwise: rest.map { ChildrenSyntax(views: [$0], range: $0.range) }, range: first.range)),
      modifiers: [], range: first.range)
  }

  /// A condition: the size class compared with `.compact` or `.regular` becomes `.lyt`'s
  /// `compact`/`regular`; the rest as expressions.
  func lowerCondition(_ e: SwiftExpr, _ scope: LoweringScope) -> ExprSyntax {
    sizeClassTest(e, scope) ?? lowerExpr(e, scope)
  }

  /// `sizeClass == .compact` as `compact`; nil for any other expression.
  func sizeClassTest(_ e: SwiftExpr, _ scope: LoweringScope) -> ExprSyntax? {
    if let test = dynamicTypeTest(e, scope) { return test }
    if case .binary(let op, let lhs, let rhs, let range) = e, op == "==" || op == "!=" {
      var sizeClass: SwiftExpr?
      var value: SwiftExpr?
      if case .name(let n) = lhs, case .sizeClass? = scope.lookup(n.text) {
        (sizeClass, value) = (lhs, rhs)
      } else if case .name(let n) = rhs, case .sizeClass? = scope.lookup(n.text) {
        (sizeClass, value) = (rhs, lhs)
      }
      if sizeClass != nil {
        guard case .implicitMember(let member, _)? = value,
          member.text == "compact" || member.text == "regular"
        else {
          error("a size class compares with '.compact' or '.regular'", range)
          return .missing(range)
        }
        let compact = (member.text == "compact") == (op == "==")
        return chain(Identifier(compact ? "compact" : "regular", range: range), range)
      }
    }
    return nil
  }

  /// `dynamicTypeSize.isAccessibilitySize`, `dynamicTypeSize >= .accessibility1` (and the
  /// comparisons that say the same) as `.lyt`'s `accessibilitySize`; nil for any other
  /// expression. Other comparisons are an error: the screen's size decides only that split.
  func dynamicTypeTest(_ e: SwiftExpr, _ scope: LoweringScope) -> ExprSyntax? {
    func isSize(_ e: SwiftExpr) -> Bool {
      if case .name(let n) = e, case .dynamicTypeSize? = scope.lookup(n.text) { return true }
      return false
    }
    let range = e.range
    let accessible = chain(Identifier("accessibilitySize", range: range), range)
    switch e {
    case .member(let base, let m, _) where isSize(base) && m.text == "isAccessibilitySize":
      return accessible
    case .binary(let op, let lhs, let rhs, _) where isSize(lhs) || isSize(rhs):
      let (size, flipped) = isSize(lhs) ? (rhs, false) : (lhs, true)
      // `x >= .accessibility1` with x on the left; flipped, the operator turns round.
      let ops = ["<": ">", ">": "<", "<=": ">=", ">=": "<="]
      let relation = flipped ? ops[op] ?? op : op
      guard case .implicitMember(let name, _) = size else { break }
      switch (relation, name.text) {
      case (">=", "accessibility1"), (">", "xxxLarge"):
        return accessible
      case ("<", "accessibility1"), ("<=", "xxxLarge"):
        return .unary(op: "!", operand: accessible, range: range)
      default:
        break
      }
      error(
        "layoutc decides the Dynamic Type size only as 'isAccessibilitySize' or compared with '.accessibility1'",
        range)
      return .missing(range)
    default:
      break
    }
    return nil
  }

  /// SwiftUI's containers, whose trailing closure is always their content: what it holds is
  /// read as views (an error where it is not one), never dropped as an action.
  static let contentOnly: Set<String> = [
    "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid",
    "GridRow", "Group", "ScrollView", "List", "Form", "Section", "NavigationStack",
    "NavigationView", "TabView", "ViewThatFits", "GroupBox", "DisclosureGroup",
  ]

  /// Whether `c` is a closure of statements that are not views (`{ count += 1 }`,
  /// `{ print("x") }`). Read up to its first view, the first statement of most.
  func isActionClosure(_ c: SwiftClosure, _ scope: LoweringScope) -> Bool {
    if inlining > 0 { return statements(of: c).allSatisfy { isAction($0, scope) } }
    // A plain view statement first (`Text("a")`, `VStack { ... }`) is a view, as `isAction`
    // finds.
    if readsPlainViews, let plain = parser.plainViewStatement(of: c.body, from: c.body.start),
      !isNamed(plain.name.text, "Task")
    {
      firstClosure = c.body.start
      firstStatement = nil
      firstPlainView = consume plain
      return false
    }
    var cursor = c.body.start
    var isFirst = true
    while let statement = parser.statement(of: c.body, from: &cursor) {
      guard isAction(statement, scope) else {
        if isFirst {
          firstClosure = c.body.start
          firstStatement = statement
          firstStatementEnd = cursor
          firstPlainView = nil
        }
        return false
      }
      isFirst = false
    }
    return true
  }

  func isAction(_ statement: SwiftStatement, _ scope: LoweringScope) -> Bool {
    switch statement {
    case .other(let what, _):
      // A loop among views is view code gone wrong (reported where the views are read).
      return what != "'repeat'"
    case .assignment, .guardElse, .jump:
      return true
    case .ifElse(let branch):
      // An `if` of actions (`if done { save() } else { count += 1 }`) acts.
      return (branch.then + (branch.otherwise ?? [])).allSatisfy { isAction($0, scope) }
    case .forIn, .whileLoop:
      return false
    case .expression(.call(.name(let n), let args, _)):
      // `Task { await load() }`: work started, never a view.
      if isNamed(n.text, "Task"), args.count == 1, args[0].isTrailingClosure { return true }
      // A method of the view that makes views (`stat(value:title:)`) is content; one whose
      // body only acts (`save()`) is an action.
      if let method = scope.methods[n.text], inlining < 64 {
        inlining += 1
        defer { inlining -= 1 }
        return method.body.allSatisfy { isAction($0, scope) }
      }
      return startsLowercase(n.text) || n.text == "withAnimation"
    case .expression(.call(.member(.name(let n), _, _), _, _)):
      return startsLowercase(n.text) || isNamed(n.text, "Task") || isNamed(n.text, "DispatchQueue")
    default:
      return false
    }
  }
}
