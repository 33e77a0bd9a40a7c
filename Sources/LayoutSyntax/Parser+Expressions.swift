// Reproduces: the expression rules of the `.lyt` grammar (lyt(5), Grammar: expr):
// `+ -` over `* /` with left associativity, unary minus and plus, numbers, strings with
// interpolation, postfix chains (`d[trailing]`, `g.frame(in: global).minX`,
// `red .opacity(0.5)`), parentheses and list literals.

extension Parser.State {
  /// `expr = term { ( "+" | "-" ) term } ;`
  func parseExpression(allowsChildren: Bool) -> ExprSyntax {
    let lhs = parseTerm(allowsChildren: allowsChildren)
    guard at(.plus) || at(.minus) else { return lhs }
    return parseBinaryOperators(after: lhs, additive: true, allowsChildren: allowsChildren)
  }

  /// `term = unary { ( "*" | "/" ) unary } ;`
  func parseTerm(allowsChildren: Bool) -> ExprSyntax {
    let lhs = parseUnary(allowsChildren: allowsChildren)
    guard at(.star) || at(.slash) else { return lhs }
    return parseBinaryOperators(after: lhs, additive: false, allowsChildren: allowsChildren)
  }

  /// The `{ op operand }` loop of `expr` (additive) or `term`, left associative. Each operator
  /// counts as a nesting level: the tree it builds is that deep, and every later stage walks
  /// it recursively.
  private func parseBinaryOperators(
    after lhs: ExprSyntax, additive: Bool, allowsChildren: Bool
  ) -> ExprSyntax {
    var expression = lhs
    var levels = 0
    defer { for _ in 0..<levels { leaveNesting() } }
    var last = -1
    while additive ? at(.plus) || at(.minus) : at(.star) || at(.slash), makesProgress(&last) {
      levels += 1
      guard enterNesting() else { break }
      let spelling = consumeText()
      let rhs: ExprSyntax
      if !operandFollows(spelling) {
        rhs = missingValue()
      } else if additive {
        rhs = parseTerm(allowsChildren: allowsChildren)
      } else {
        rhs = parseUnary(allowsChildren: allowsChildren)
      }
      expression = .binary(
        op: spelling, lhs: expression, rhs: rhs, range: expression.range.union(rhs.range))
    }
    return expression
  }

  /// `unary = ( "-" | "+" ) unary | primary ;` (so `i * -10` reads as `i * (-10)`).
  func parseUnary(allowsChildren: Bool) -> ExprSyntax {
    guard at(.minus) || at(.plus) else {
      return parsePrimaryExpression(allowsChildren: allowsChildren)
    }
    let entered = enterNesting()
    defer { leaveNesting() }
    let start = currentStart
    guard entered else { return missingValue() }
    let spelling = consumeText()
    let operand =
      operandFollows(spelling) ? parseUnary(allowsChildren: allowsChildren) : missingValue()
    return .unary(op: spelling, operand: operand, range: range(from: start))
  }

  /// A number, a string, a postfix chain, `( value )` or `[ value, … ]`.
  func parsePrimaryExpression(allowsChildren: Bool) -> ExprSyntax {
    switch currentKind {
    case .number:
      let token = consume()
      return .number(token.number, token.range)
    case .stringStart:
      return .string(parseStringLiteral())
    case .identifier:
      return parseChain(allowsChildren: allowsChildren, leadingDot: false)
    case .dot:
      guard peekKind(1) == .identifier else { return reportDotWithoutName() }
      return parseChain(allowsChildren: allowsChildren, leadingDot: true)
    case .leftParen:
      return parseParenthesized()
    case .leftBracket:
      return parseList()
    default:
      return reportMissingValue()
    }
  }

  /// `NAME [ STRING ] [ args ] [ children ] { "." NAME [ args ] | "[" value "]" }`: one
  /// chain that the resolver reads as a view with modifiers or an expression over a variable.
  ///
  /// With `allowsChildren` false (a `foreach` sequence, an `if` condition) the head takes no
  /// children, so the `<` that follows opens the loop's or the branch's children.
  func parseChain(allowsChildren: Bool, leadingDot: Bool) -> ExprSyntax {
    let entered = enterNesting()
    defer { leaveNesting() }
    let start = currentStart
    guard entered else { return missingValue() }
    let head = parseNamedView(allowsChildren: allowsChildren, leadingDot: leadingDot)
    var suffixes: [PostfixSuffixSyntax] = []
    var last = -1
    while makesProgress(&last), let suffix = parseSuffix() {
      suffixes.append(suffix)
    }
    return .chain(PostfixChainSyntax(head: head, suffixes: suffixes, range: range(from: start)))
  }

  /// `"." NAME [ args ]` or `"[" value "]"` after a chain's head; nil anywhere else.
  private func parseSuffix() -> PostfixSuffixSyntax? {
    if at(.leftBracket) { return parseSubscript() }
    guard at(.dot), let member = parseModifier() else { return nil }
    return .member(member)
  }

  /// `"[" value "]"` after a chain: `d[trailing]`.
  private func parseSubscript() -> PostfixSuffixSyntax {
    let start = currentStart
    advance()
    openBrackets += 1
    defer { openBrackets -= 1 }
    let index = parseValue(allowsChildren: true)
    expectCloser(.rightBracket, .subscriptClose)
    return .subscripted(index, range: range(from: start))
  }

  /// `"(" value ")"`
  private func parseParenthesized() -> ExprSyntax {
    let entered = enterNesting()
    defer { leaveNesting() }
    let start = currentStart
    guard entered else { return missingValue() }
    advance()
    openParentheses += 1
    defer { openParentheses -= 1 }
    let inner = parseValue(allowsChildren: true)
    expectCloser(.rightParen, .parenthesisClose)
    return .paren(inner, range: range(from: start))
  }

  /// `list = "[" [ value { "," value } ] "]" ;` (a trailing comma is accepted).
  private func parseList() -> ExprSyntax {
    let entered = enterNesting()
    defer { leaveNesting() }
    let start = currentStart
    guard entered else { return missingValue() }
    advance()
    openBrackets += 1
    defer { openBrackets -= 1 }
    var elements: [ExprSyntax] = []
    var last = -1
    while makesProgress(&last), !listEnds(.list) {
      elements.append(parseValue(allowsChildren: true))
      guard continuesList(.list) else { break }
    }
    return .list(elements, range: range(from: start))
  }

  /// `STRING`: text segments and `\( value )` interpolations, in order. The lexer balances
  /// the literal's tokens, so the closing `stringEnd` is always there.
  func parseStringLiteral() -> StringLiteralSyntax {
    let start = currentStart
    advance()
    var segments: [StringLiteralSyntax.Segment] = []
    var last = -1
    while makesProgress(&last), !eat(.stringEnd) {
      if at(.stringSegment) {
        appendText(to: &segments)
      } else if at(.interpolationStart), let value = parseInterpolation() {
        segments.append(.interpolation(value))
      } else {
        break
      }
    }
    return StringLiteralSyntax(segments: segments, range: range(from: start))
  }

  /// Consumes a text segment, joining it to a text segment before it.
  @inline(never)
  private func appendText(to segments: inout [StringLiteralSyntax.Segment]) {
    let text = segmentText(of: consume())
    guard !text.isEmpty else { return }
    if case .text(let previous) = segments.last {
      segments[segments.count - 1] = .text(previous + text)
    } else {
      segments.append(.text(text))
    }
  }

  /// `\( value )` up to its `interpolationEnd`. Brackets opened outside the string do not
  /// reach inside it, so their counts are set aside meanwhile.
  private func parseInterpolation() -> ExprSyntax? {
    let entered = enterNesting()
    defer { leaveNesting() }
    guard entered else { return nil }
    advance()
    let saved = (openParentheses, openBrackets, openAngles)
    (openParentheses, openBrackets, openAngles) = (0, 0, 0)
    let value = parseValue(allowsChildren: true)
    (openParentheses, openBrackets, openAngles) = saved
    if !eat(.interpolationEnd) { skipToInterpolationEnd() }
    return value
  }

  /// Reports what stands where an interpolation should close, and skips to its end.
  @inline(never)
  private func skipToInterpolationEnd() {
    report(.interpolationClose)
    skip { _, token in token.kind == .interpolationEnd }
    _ = eat(.interpolationEnd)
  }
}
