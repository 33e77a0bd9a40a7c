// The statements of Swift code (SwiftParser.swift reads the file): bindings, `if`, `guard`,
// `switch` and its patterns, loops, `return`, jumps and assignments. A statement that is not
// evaluated (`do`, `defer`, `throw`) is kept as an opaque one; `#if` keeps its first branch.

extension SwiftParser {
  /// `{ statements }`
  mutating func parseBlock() -> [SwiftStatement] {
    guard expect(.leftBrace, "'{'") != nil else { return [] }
    let statements = parseStatements()
    _ = expect(.rightBrace, "'}'")
    return statements
  }

  /// Statements up to the `}` that closes them (which is left for the caller).
  private mutating func parseStatements() -> [SwiftStatement] {
    var statements: [SwiftStatement] = []
    while !atEnd, token.kind != .rightBrace {
      if let statement = statementOrSkip() { statements.append(statement) }
    }
    return statements
  }

  /// The statement at the current token, or nil (a `;`); a token that starts no statement is
  /// reported and skipped.
  mutating func statementOrSkip() -> SwiftStatement? {
    let before = index
    let statement = parseStatement()
    if index == before {
      error("unexpected '\(source.text(token.range))'", token.range)
      advance()
    }
    return statement
  }

  mutating func parseStatement() -> SwiftStatement? {
    if accept(.semicolon) != nil { return nil }
    guard enter() else { return nil }
    defer { leave() }
    let start = token.range.start
    if token.kind == .hash, peek().kind == .identifier, isKeyword("if", peek()) {
      return parseConditionalCompilation()
    }
    // `outer: for ...`
    if token.kind == .identifier, peek().kind == .colon, peek(2).kind == .identifier,
      ["for", "while", "repeat", "switch", "if", "do"].contains(source.text(peek(2).range))
    {
      let label = Identifier(text(advance()), range: tokens[index - 1].range)
      advance()
      guard let statement = parseStatement() else { return nil }
      return .labelled(label, statement)
    }
    if token.kind == .identifier, let keyword = statementKeyword() {
      switch keyword {
      case .binding:
        advance()
        if token.kind == .leftParen {
          // `let (q, r) = value`
          let pattern = parsePattern()
          if accept(.colon) != nil { skipType() }
          guard accept(.equal) != nil else {
            return .other("a destructuring binding with no value", SourceRange(start, previousEnd))
          }
          let value = parseExpression()
          return .binding(
            SwiftLocal(
              name: Identifier("_", range: pattern.range), type: nil, value: value,
              range: SourceRange(start, previousEnd), pattern: pattern))
        }
        guard token.kind == .identifier else {
          skipRestOfStatement()
          return .other("a destructuring binding", SourceRange(start, previousEnd))
        }
        var locals: [SwiftLocal] = []
        repeat {
          guard token.kind == .identifier else {
            error("expected a name", token.range)
            break
          }
          let name = Identifier(text(token), range: advance().range)
          let type = accept(.colon) != nil ? typeText() : nil
          let value = accept(.equal) != nil ? parseExpression() : nil
          locals.append(
            SwiftLocal(name: name, type: type, value: value, range: SourceRange(start, previousEnd))
          )
        } while accept(.comma) != nil
        guard var first = locals.first else { return nil }
        first.more = Array(locals.dropFirst())
        return .binding(first)
      case .ifElse:
        return parseIf().map { .ifElse($0) }
      case .guardElse:
        advance()
        let conditions = parseConditions()
        guard isKeyword("else") else {
          error("expected 'else' after the guard's conditions", token.range)
          skipRestOfStatement()
          return .other("'guard'", SourceRange(start, previousEnd))
        }
        advance()
        let body = parseBlock()
        return .guardElse(conditions, body, SourceRange(start, previousEnd))
      case .forIn:
        advance()
        if isKeyword("case") || isKeyword("try") || isKeyword("await") { advance() }
        inPattern = true
        let pattern = parseBinary(0, false)
        inPattern = false
        guard isKeyword("in") else {
          error("expected 'in' after the loop's pattern", token.range)
          skipRestOfStatement()
          return .other("'for'", SourceRange(start, previousEnd))
        }
        advance()
        let sequence = parseExpression(allowTrailingClosure: false)
        var filter: SwiftExpr?
        if isKeyword("where") {
          advance()
          filter = parseExpression(allowTrailingClosure: false)
        }
        let body = parseBlock()
        return .forIn(
          SwiftFor(
            pattern: pattern, sequence: sequence, filter: filter, body: body,
            range: SourceRange(start, previousEnd)))
      case .whileLoop:
        advance()
        let conditions = parseConditions()
        let body = parseBlock()
        return .whileLoop(conditions, body, SourceRange(start, previousEnd))
      case .repeatWhile:
        advance()
        let body = parseBlock()
        guard isKeyword("while") else {
          error("expected 'while' after the repeat's body", token.range)
          return .other("'repeat'", SourceRange(start, previousEnd))
        }
        advance()
        let condition = parseExpression(allowTrailingClosure: false)
        return .repeatWhile(body, condition, SourceRange(start, previousEnd))
      case .function:
        guard let f = parseFunction(isStatic: false) else {
          return .other("a function", SourceRange(start, previousEnd))
        }
        return .function(f)
      case .jump:
        var word = text(advance())
        // `break label`
        if token.kind == .identifier, !token.isAtStartOfLine { word += " " + text(advance()) }
        return .jump(word, SourceRange(start, previousEnd))
      case .switchCase:
        return parseSwitch()
      case .returnValue:
        advance()
        if token.isAtStartOfLine || token.kind == .rightBrace {
          return .returnValue(nil, SourceRange(start, previousEnd))
        }
        return .returnValue(parseExpression(), SourceRange(start, previousEnd))
      case .action:
        let word = text(advance())
        while !atEnd, token.kind != .rightBrace, !token.isAtStartOfLine || token.kind == .leftBrace
        {
          skipBalanced()
          if tokens[index - 1].kind == .rightBrace, token.isAtStartOfLine { break }
        }
        return .other("'\(word)'", SourceRange(start, previousEnd))
      }
    }
    let expression = parseExpression()
    // An assignment (`x = 1`, `count += 1`).
    if token.kind == .equal || (token.kind != .endOfFile && isCompoundAssignment()) {
      let op = token.kind == .equal ? "" : source.text(token.range)
      advance()
      if !op.isEmpty { advance() }
      let value = parseExpression()
      return .assignment(expression, op, value, SourceRange(start, previousEnd))
    }
    return .expression(expression)
  }

  /// What starts a statement that is not an expression.
  private enum StatementKeyword {
    /// `let`, `var`.
    case binding
    case ifElse, switchCase, returnValue, guardElse, forIn, whileLoop, repeatWhile, function
    /// `break`, `continue`.
    case jump
    /// `repeat`, `do`, `defer`, ...: code that is not evaluated.
    case action
  }

  /// The keyword the current name is, if it starts a statement: compared byte by byte (most
  /// statements start with a name that is none, and making its text cost more than parsing
  /// the rest of the name).
  private func statementKeyword() -> StatementKeyword? {
    let range = token.range
    // Keywords are lowercase; a view (`Text`, `VStack`) is not compared with each.
    if startsCapitalized(token) { return nil }
    if source.text(range, is: "let") || source.text(range, is: "var") { return .binding }
    if source.text(range, is: "if") { return .ifElse }
    if source.text(range, is: "switch") { return .switchCase }
    if source.text(range, is: "return") { return .returnValue }
    if source.text(range, is: "guard") { return .guardElse }
    if source.text(range, is: "for") { return .forIn }
    if source.text(range, is: "while") { return .whileLoop }
    if source.text(range, is: "repeat") { return .repeatWhile }
    if source.text(range, is: "func") { return .function }
    if source.text(range, is: "break") || source.text(range, is: "continue") { return .jump }
    for word in Self.actionKeywords where source.text(range, is: word) { return .action }
    return nil
  }

  private static let actionKeywords: [StaticString] = [
    "do", "defer", "throw", "fallthrough",
  ]

  func isCompoundAssignment() -> Bool {
    switch token.kind {
    case .plus, .minus, .star, .slash, .percent:
      return peek().kind == .equal && peek().range.start == token.range.end
    default: return false
    }
  }

  mutating func parseIf() -> SwiftIf? {
    let start = advance().range.start
    let conditions = parseConditions()
    guard token.kind == .leftBrace else {
      error("expected '{' after the condition", token.range)
      return nil
    }
    let then = parseBlock()
    var otherwise: [SwiftStatement]?
    if isKeyword("else") {
      advance()
      if isKeyword("if") {
        otherwise = parseIf().map { [.ifElse($0)] } ?? []
      } else {
        otherwise = parseBlock()
      }
    }
    return SwiftIf(
      conditions: conditions, then: then, otherwise: otherwise,
      range: SourceRange(start, previousEnd))
  }

  /// `#if CONDITION ... #elseif ... #else ... #endif` among statements: the first branch's
  /// statements (a preview is a debug build of the app on the platform it targets), the
  /// others skipped. Read as an `if true`.
  private mutating func parseConditionalCompilation() -> SwiftStatement? {
    let start = advance().range.start
    advance()  // `if`
    let line = source.location(of: token.range.start).line
    while !atEnd, source.location(of: token.range.start).line == line { advance() }
    var body: [SwiftStatement] = []
    while !atEnd, !atDirective(["elseif", "else", "endif"]), token.kind != .rightBrace {
      if let statement = statementOrSkip() { body.append(statement) }
    }
    skipOtherBranches()
    let range = SourceRange(start, previousEnd)
    return .ifElse(
      SwiftIf(
        conditions: [.expression(.name(Identifier("true", range: range)))], then: body,
        otherwise: nil, range: range))
  }

  func atDirective(_ words: [String]) -> Bool {
    token.kind == .hash && peek().kind == .identifier
      && words.contains(source.text(peek().range))
  }

  /// The branches after an `#if`'s first, up to and past the matching `#endif`.
  mutating func skipOtherBranches() {
    var depth = 0
    while !atEnd {
      if atDirective(["if"]) { depth += 1 }
      if atDirective(["endif"]) {
        if depth == 0 {
          advance()
          advance()
          break
        }
        depth -= 1
      }
      advance()
    }
  }

  /// `a, let b = c, case .x(let y) = z`: the conditions of an `if`, `guard` or `while`.
  private mutating func parseConditions() -> [SwiftCondition] {
    var conditions: [SwiftCondition] = []
    repeat {
      if isKeyword("let") || isKeyword("var") {
        advance()
        guard token.kind == .identifier else {
          error("expected a name after 'let'", token.range)
          while !atEnd, token.kind != .comma, token.kind != .leftBrace { skipBalanced() }
          continue
        }
        let name = Identifier(text(token), range: advance().range)
        if accept(.colon) != nil { skipType() }
        let value = accept(.equal) != nil ? parseExpression(allowTrailingClosure: false) : nil
        conditions.append(.optionalBinding(name, value))
      } else if isKeyword("case") {
        advance()
        let pattern = parsePattern()
        _ = expect(.equal, "'=' after the pattern")
        conditions.append(.matches(pattern, parseExpression(allowTrailingClosure: false)))
      } else {
        conditions.append(.expression(parseExpression(allowTrailingClosure: false)))
      }
    } while accept(.comma) != nil
    return conditions
  }

  /// A pattern: an expression in which `let name` binds (`let .some(x)` binds every name).
  private mutating func parsePattern() -> SwiftExpr {
    inPattern = true
    defer { inPattern = false }
    return parseBinary(0, false)
  }

  mutating func parseSwitch() -> SwiftStatement? {
    let start = advance().range.start
    let subject = parseExpression(allowTrailingClosure: false)
    guard expect(.leftBrace, "'{' after the switch subject") != nil else { return nil }
    var cases: [SwiftCase] = []
    while !atEnd, token.kind != .rightBrace {
      let caseStart = token.range.start
      var patterns: [SwiftExpr] = []
      var filter: SwiftExpr?
      if isKeyword("case") {
        advance()
        repeat {
          patterns.append(parsePattern())
        } while accept(.comma) != nil
        if isKeyword("where") {
          advance()
          filter = parseExpression(allowTrailingClosure: false)
        }
      } else if isKeyword("default") {
        advance()
      } else {
        error("expected 'case' or 'default'", token.range)
        skipBalanced()
        continue
      }
      _ = expect(.colon, "':' after the case")
      var body: [SwiftStatement] = []
      while !atEnd, token.kind != .rightBrace, !isKeyword("case"), !isKeyword("default") {
        let before = index
        if let statement = parseStatement() { body.append(statement) }
        if index == before { advance() }
      }
      cases.append(
        SwiftCase(
          patterns: patterns, filter: filter, body: body,
          range: SourceRange(caseStart, previousEnd)))
    }
    _ = expect(.rightBrace, "'}'")
    return .switchCases(subject, cases, SourceRange(start, previousEnd))
  }
}
