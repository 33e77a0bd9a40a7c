// Reproduces: the expression rules of the `.lyt` grammar (language.md, Grammar: expr):
// `+ -` over `* /` with left associativity, unary minus and plus, numbers, strings with
// interpolation, postfix chains (`d[trailing]`, `g.frame(in: global).minX`,
// `red .opacity(0.5)`), parentheses and list literals.

extension Parser.State {
  /// `expr = term { ( "+" | "-" ) term } ;`
  ///
  /// Each operator counts as a nesting level: the tree it builds is that deep, and every
  /// later stage walks it recursively.
  mutating func parseExpression(allowsChildren: Bool) -> ExprSyntax {
    var expression = parseTerm(allowsChildren: allowsChildren)
    var levels = 0
    defer { for _ in 0..<levels { leaveNesting() } }
    while at(.plus) || at(.minus) {
      levels += 1
      guard enterNesting() else { break }
      let operatorToken = advance()
      let rhs = parseOperand(after: text(of: operatorToken)) {
        $0.parseTerm(allowsChildren: allowsChildren)
      }
      expression = .binary(
        op: text(of: operatorToken), lhs: expression, rhs: rhs,
        range: expression.range.union(rhs.range))
    }
    return expression
  }

  /// `term = unary { ( "*" | "/" ) unary } ;`
  mutating func parseTerm(allowsChildren: Bool) -> ExprSyntax {
    var expression = parseUnary(allowsChildren: allowsChildren)
    var levels = 0
    defer { for _ in 0..<levels { leaveNesting() } }
    while at(.star) || at(.slash) {
      levels += 1
      guard enterNesting() else { break }
      let operatorToken = advance()
      let rhs = parseOperand(after: text(of: operatorToken)) {
        $0.parseUnary(allowsChildren: allowsChildren)
      }
      expression = .binary(
        op: text(of: operatorToken), lhs: expression, rhs: rhs,
        range: expression.range.union(rhs.range))
    }
    return expression
  }

  /// `unary = ( "-" | "+" ) unary | primary ;` (so `i * -10` reads as `i * (-10)`).
  mutating func parseUnary(allowsChildren: Bool) -> ExprSyntax {
    guard at(.minus) || at(.plus) else {
      return parsePrimaryExpression(allowsChildren: allowsChildren)
    }
    let entered = enterNesting()
    defer { leaveNesting() }
    let start = current.range.start
    guard entered else { return .missing(SourceRange(start, start)) }
    let operatorToken = advance()
    let operand = parseOperand(after: text(of: operatorToken)) {
      $0.parseUnary(allowsChildren: allowsChildren)
    }
    return .unary(op: text(of: operatorToken), operand: operand, range: range(from: start))
  }

  /// A number, a string, a postfix chain, `( value )` or `[ value, … ]`.
  mutating func parsePrimaryExpression(allowsChildren: Bool) -> ExprSyntax {
    switch current.kind {
    case .number:
      let token = advance()
      return .number(token.number, token.range)
    case .stringStart:
      return .string(parseStringLiteral())
    case .identifier:
      return parseChain(allowsChildren: allowsChildren, leadingDot: false)
    case .dot:
      if peek(1).kind == .identifier {
        return parseChain(allowsChildren: allowsChildren, leadingDot: true)
      }
      let dot = advance()
      errorAtCurrent(DiagnosticMessage.expectedName(after: ".", found: describe(current)))
      return .missing(dot.range)
    case .leftParen:
      return parseParenthesized()
    case .leftBracket:
      return parseList()
    default:
      errorAtCurrent(DiagnosticMessage.expectedValue(found: describe(current)))
      return .missing(SourceRange(currentErrorRange.start, currentErrorRange.start))
    }
  }

  /// `NAME [ STRING ] [ args ] [ children ] { "." NAME [ args ] | "[" value "]" }`: one
  /// chain that the resolver reads as a view with modifiers or an expression over a variable.
  ///
  /// With `allowsChildren` false (a `foreach` sequence, an `if` condition) the head takes no
  /// children, so the `<` that follows opens the loop's or the branch's children.
  mutating func parseChain(allowsChildren: Bool, leadingDot: Bool) -> ExprSyntax {
    let entered = enterNesting()
    defer { leaveNesting() }
    let start = current.range.start
    guard entered else { return .missing(SourceRange(start, start)) }
    let head = parseNamedView(allowsChildren: allowsChildren, leadingDot: leadingDot)
    var suffixes: [PostfixSuffixSyntax] = []
    var last = -1
    while makesProgress(&last) {
      if at(.dot) {
        guard let member = parseModifier() else { break }
        suffixes.append(.member(member))
      } else if at(.leftBracket) {
        suffixes.append(parseSubscript())
      } else {
        break
      }
    }
    return .chain(PostfixChainSyntax(head: head, suffixes: suffixes, range: range(from: start)))
  }

  /// `"[" value "]"` after a chain: `d[trailing]`.
  mutating func parseSubscript() -> PostfixSuffixSyntax {
    let open = advance()
    openBrackets += 1
    defer { openBrackets -= 1 }
    let index = parseValue(allowsChildren: true)
    expectCloser(.rightBracket) { DiagnosticMessage.expectedSubscriptClose(found: $0) }
    return .subscripted(index, range: range(from: open.range.start))
  }

  /// `"(" value ")"`
  mutating func parseParenthesized() -> ExprSyntax {
    let entered = enterNesting()
    defer { leaveNesting() }
    let start = current.range.start
    guard entered else { return .missing(SourceRange(start, start)) }
    advance()
    openParentheses += 1
    defer { openParentheses -= 1 }
    let inner = parseValue(allowsChildren: true)
    expectCloser(.rightParen) { DiagnosticMessage.expectedParenthesisClose(found: $0) }
    return .paren(inner, range: range(from: start))
  }

  /// `list = "[" [ value { "," value } ] "]" ;` (a trailing comma is accepted).
  mutating func parseList() -> ExprSyntax {
    let entered = enterNesting()
    defer { leaveNesting() }
    let start = current.range.start
    guard entered else { return .missing(SourceRange(start, start)) }
    advance()
    openBrackets += 1
    defer { openBrackets -= 1 }
    var elements: [ExprSyntax] = []
    parseDelimited(
      closer: .rightBracket, endsAtLineBreak: false,
      closeMessage: { DiagnosticMessage.expectedListClose(found: $0) },
      canStartElement: { state, token in state.canStartValue(token) },
      element: { state in elements.append(state.parseValue(allowsChildren: true)) })
    return .list(elements, range: range(from: start))
  }

  /// `STRING`: text segments and `\( value )` interpolations, in order. The lexer balances
  /// the literal's tokens, so the closing `stringEnd` is always there.
  mutating func parseStringLiteral() -> StringLiteralSyntax {
    let start = current.range.start
    advance()
    var segments: [StringLiteralSyntax.Segment] = []
    var last = -1
    literal: while makesProgress(&last) {
      switch current.kind {
      case .stringSegment:
        let token = advance()
        guard !token.text.isEmpty else { continue }
        if case .text(let previous) = segments.last {
          segments[segments.count - 1] = .text(previous + token.text)
        } else {
          segments.append(.text(token.text))
        }
      case .interpolationStart:
        advance()
        guard let value = parseInterpolation() else { break literal }
        segments.append(.interpolation(value))
      case .stringEnd:
        advance()
        break literal
      default:
        break literal
      }
    }
    return StringLiteralSyntax(segments: segments, range: range(from: start))
  }

  /// The value inside `\( … )` up to its `interpolationEnd`. Brackets opened outside the
  /// string do not reach inside it, so their counts are set aside meanwhile.
  private mutating func parseInterpolation() -> ExprSyntax? {
    let entered = enterNesting()
    defer { leaveNesting() }
    guard entered else { return nil }
    let saved = (openParentheses, openBrackets, openAngles)
    (openParentheses, openBrackets, openAngles) = (0, 0, 0)
    let value = parseValue(allowsChildren: true)
    (openParentheses, openBrackets, openAngles) = saved
    if eat(.interpolationEnd) == nil {
      errorAtCurrent(DiagnosticMessage.expectedInterpolationClose(found: describe(current)))
      skip { _, token in token.kind == .interpolationEnd }
      _ = eat(.interpolationEnd)
    }
    return value
  }

  /// Consumes `closer`, or reports it missing. Stray text on the same line is skipped up to
  /// the closer; a line break, the end of the file or an enclosing closer leaves it unclosed.
  mutating func expectCloser(_ closer: TokenKind, message: (String) -> String) {
    if eat(closer) != nil { return }
    errorAtCurrent(message(describe(current)))
    if at(.endOfFile) || closesEnclosing(current) || current.isAtStartOfLine { return }
    skip { state, token in
      token.kind == closer || state.closesEnclosing(token) || token.isAtStartOfLine
    }
    _ = eat(closer)
  }
}
