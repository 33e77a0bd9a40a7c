// The expressions of Swift code (SwiftParser.swift reads the file): binary operators by
// precedence climbing, prefix and postfix operators, members, calls with their arguments and
// trailing closures, subscripts, literals (numbers, strings with interpolations, arrays,
// dictionaries, key paths, regexes) and `if` or `switch` used as a value.

extension SwiftParser {
  /// An expression; `allowTrailingClosure` is false in `if` and `switch` heads, whose `{`
  /// opens the body (as in Swift).
  mutating func parseExpression(allowTrailingClosure: Bool = true) -> SwiftExpr {
    guard enter() else { return .name(Identifier("nil", range: token.range)) }
    defer { leave() }
    // A number or a name alone before `,` or `)` (most arguments: `width: 10`): read as the
    // levels below would read it, without descending through each.
    if token.kind == .number || token.kind == .identifier {
      let next = peek().kind
      if next == .comma || next == .rightParen { return parsePrimary() }
    }
    let condition = parseBinary(0, allowTrailingClosure)
    if token.kind == .question, token.range.start != previousEnd {
      advance()
      let then = parseExpression(allowTrailingClosure: allowTrailingClosure)
      _ = expect(.colon, "':' in the conditional expression")
      let otherwise = parseExpression(allowTrailingClosure: allowTrailingClosure)
      return .ternary(
        condition, then, otherwise, condition.range.union(otherwise.range))
    }
    return condition
  }

  /// The precedence level of a binary operator, lowest first (`??`, `||`, `&&`, comparisons,
  /// ranges, `+ -`, `* / %`); nil for any other token. A switch: every expression asks it
  /// once per level, and a table of arrays cost a retain and a release each time.
  private static func precedence(of kind: TokenKind) -> Int? {
    switch kind {
    case .questionQuestion: return 0
    case .pipePipe: return 1
    case .ampAmp: return 2
    case .equalEqual, .notEqual, .leftAngle, .rightAngle, .lessEqual, .greaterEqual: return 3
    case .halfOpenRange, .closedRange: return 4
    case .plus, .minus: return 5
    case .star, .slash, .percent: return 6
    default: return nil
    }
  }
  private static let precedenceLevels = 7
  /// The level of `..<` and `...`, which make ranges rather than binary expressions.
  private static let rangeLevel = 4

  /// The binary expression whose operators are all of `level` or higher: operators of the
  /// same level group to the left (`a - b - c` is `(a - b) - c`), higher ones bind first. By
  /// precedence climbing, one call per operator, rather than a call per level for every
  /// operand (most have no operator at all).
  mutating func parseBinary(_ level: Int, _ trailing: Bool) -> SwiftExpr {
    var lhs: SwiftExpr
    // The highest level an operator after `lhs` may have: after `...b` (a range with no lower
    // bound), none of ranges and above, which would read `...b` as their operand.
    var ceiling = Self.precedenceLevels - 1
    if level <= Self.rangeLevel, token.kind == .closedRange || token.kind == .halfOpenRange {
      // `...b`, `..<b`
      let closed = token.kind == .closedRange
      let start = advance().range.start
      let upper = parseBinary(Self.rangeLevel + 1, trailing)
      lhs = .range(lower: nil, upper: upper, closed: closed, SourceRange(start, upper.range.end))
      ceiling = Self.rangeLevel - 1
    } else {
      lhs = parseUnary(trailing)
    }
    while let operatorLevel = Self.precedence(of: token.kind), operatorLevel >= level,
      operatorLevel <= ceiling, !isCompoundAssignment()
    {
      let op = advance()
      if operatorLevel == Self.rangeLevel {
        // `a...` at the end: an open range.
        if op.kind == .closedRange,
          token.isAtStartOfLine
            || [.rightParen, .rightBracket, .comma, .colon].contains(token.kind)
        {
          lhs = .range(
            lower: lhs, upper: nil, closed: true, SourceRange(lhs.range.start, op.range.end))
        } else {
          let rhs = parseBinary(Self.rangeLevel + 1, trailing)
          lhs = .range(
            lower: lhs, upper: rhs, closed: op.kind == .closedRange, lhs.range.union(rhs.range))
        }
      } else {
        let rhs = parseBinary(operatorLevel + 1, trailing)
        lhs = .binary(source.text(op.range), lhs, rhs, lhs.range.union(rhs.range))
      }
      // What follows an operator of a level is of that level or lower (a higher one went to
      // its right operand), as the loop of each level reads it.
      ceiling = min(ceiling, operatorLevel)
    }
    return lhs
  }

  private mutating func parseUnary(_ trailing: Bool) -> SwiftExpr {
    // `await f()`, `try f()`, `try? f()`: the call's value (nothing here suspends or throws).
    if token.kind == .identifier, isKeyword("await") || isKeyword("try") {
      let next = peek()
      if next.kind == .identifier || next.kind == .dot || next.kind == .leftParen
        || ((next.kind == .question || next.kind == .bang) && isKeyword("try"))
      {
        advance()
        if token.kind == .question || token.kind == .bang { advance() }
        return parseUnary(trailing)
      }
    }
    // An operator passed as a function (`reduce(0, +)`, `sorted(by: <)`).
    if Self.precedence(of: token.kind) != nil || token.kind == .bang,
      peek().kind == .comma || peek().kind == .rightParen
    {
      let op = advance()
      return .name(Identifier(source.text(op.range), range: op.range))
    }
    if inPattern, isKeyword("let") || isKeyword("var") {
      // `let x` in a pattern: binds what it matches.
      let word = advance()
      let operand = parseUnary(trailing)
      return .unary("let", operand, word.range.union(operand.range))
    }
    switch token.kind {
    case .minus, .bang, .plus:
      let op = advance()
      guard enter() else { return .name(Identifier("nil", range: op.range)) }
      defer { leave() }
      let operand = parseUnary(trailing)
      return .unary(source.text(op.range), operand, op.range.union(operand.range))
    case .ampersand:
      // `&binding` (an inout argument): the value itself.
      advance()
      return parseUnary(trailing)
    default:
      return parsePostfix(trailing)
    }
  }

  private mutating func parsePostfix(_ trailing: Bool) -> SwiftExpr {
    var expr = parsePrimary()
    while !atEnd {
      switch token.kind {
      case .dot:
        // `.member` continues the expression even on a new line (SwiftUI's modifier style).
        let next = peek()
        guard next.kind == .identifier || next.kind == .number else { return expr }
        advance()
        let member = advance()
        let name =
          member.kind == .number ? source.text(member.range) : text(member)
        expr = .member(
          expr, Identifier(name, range: member.range),
          SourceRange(expr.range.start, member.range.end))
      case .leftParen where !token.isAtStartOfLine:
        let (arguments, end) = parseArgumentList(close: .rightParen)
        expr = .call(expr, arguments, SourceRange(expr.range.start, end))
      case .leftBracket where !token.isAtStartOfLine:
        let (arguments, end) = parseArgumentList(close: .rightBracket)
        expr = .subscripted(expr, arguments, SourceRange(expr.range.start, end))
      case .leftBrace where trailing && !token.isAtStartOfLine:
        expr = parseTrailingClosures(after: expr)
      case .bang, .question:
        // Optional chaining glued to the expression: the value itself (a member of nil is
        // nil). A force unwrap is kept, to stop where Swift would; so is `x?` in a pattern.
        guard token.range.start == previousEnd else { return expr }
        let mark = advance()
        if mark.kind == .bang {
          expr = .unary("postfix!", expr, expr.range.union(mark.range))
        } else if inPattern, token.kind != .dot {
          expr = .unary("postfix?", expr, expr.range.union(mark.range))
        }
      default:
        return expr
      }
    }
    return expr
  }

  /// `f(args) { ... } label: { ... }`: the closures become arguments of the call.
  private mutating func parseTrailingClosures(after callee: SwiftExpr) -> SwiftExpr {
    var base = callee
    var arguments: [SwiftArgument] = []
    if case .call(let f, let args, _) = callee {
      base = f
      arguments = args
    }
    let first = parseClosure()
    arguments.append(
      SwiftArgument(label: nil, value: .closure(first), isTrailingClosure: true, range: first.range)
    )
    while token.kind == .identifier, peek().kind == .colon, peek(2).kind == .leftBrace {
      let label = Identifier(text(token), range: advance().range)
      advance()
      let closure = parseClosure()
      arguments.append(
        SwiftArgument(
          label: label, value: .closure(closure), isTrailingClosure: true,
          range: label.range.union(closure.range)))
    }
    return .call(base, arguments, SourceRange(callee.range.start, previousEnd))
  }

  /// `[label:] value, ...` up to `close` (which is left for the caller).
  private mutating func parseArguments(until close: TokenKind) -> [SwiftArgument] {
    var arguments: [SwiftArgument] = []
    while !atEnd, token.kind != close {
      let start = token.range.start
      var label: Identifier?
      if token.kind == .identifier, peek().kind == .colon {
        label = Identifier(text(token), range: advance().range)
        advance()
      }
      let value = parseExpression()
      // Room for a few when a comma follows the first: grown from empty, a list of two was
      // allocated twice.
      if arguments.isEmpty, token.kind == .comma { arguments.reserveCapacity(4) }
      arguments.append(
        SwiftArgument(label: label, value: value, range: SourceRange(start, value.range.end)))
      guard accept(.comma) != nil else { break }
    }
    return arguments
  }

  /// `( [label:] value, ... )` or `[ ... ]`; returns the end offset.
  private mutating func parseArgumentList(close: TokenKind) -> ([SwiftArgument], Int) {
    let open = advance()
    let arguments = parseArguments(until: close)
    let end = token.kind == close ? advance().range.end : open.range.end
    if tokens[index - 1].kind != close, !token.followsInvalidText {
      error("expected '\(close == .rightParen ? ")" : "]")'", token.range)
    }
    return (arguments, end)
  }

  mutating func parsePrimary() -> SwiftExpr {
    let t = token
    switch t.kind {
    case .number:
      advance()
      return .number(t.number, t.range)
    case .stringStart:
      return .string(parseString())
    case .identifier:
      // `if` and `switch` as expressions (Swift 5.9).
      if isKeyword("if") || isKeyword("switch") {
        let statement =
          isKeyword("if") ? parseIf().map { SwiftStatement.ifElse($0) } : parseSwitch()
        guard let statement else { return .invalid(t.range) }
        return .statement(statement, SourceRange(t.range.start, previousEnd))
      }
      advance()
      return .name(Identifier(text(t), range: t.range))
    case .dot:
      advance()
      guard token.kind == .identifier else {
        error("expected a member name after '.'", token.range)
        return .invalid(t.range)
      }
      let name = advance()
      return .implicitMember(
        Identifier(text(name), range: name.range), t.range.union(name.range))
    case .leftParen:
      let (elements, end) = parseArgumentList(close: .rightParen)
      return .paren(elements, SourceRange(t.range.start, end))
    case .leftBracket:
      // `[:]` and `[key: value, ...]` are dictionaries.
      if peek().kind == .colon, peek(2).kind == .rightBracket {
        advance()
        advance()
        return .dictionary([], [], SourceRange(t.range.start, advance().range.end))
      }
      if isDictionaryLiteral() {
        advance()
        var keys: [SwiftExpr] = []
        var values: [SwiftExpr] = []
        while !atEnd, token.kind != .rightBracket {
          keys.append(parseExpression())
          _ = expect(.colon, "':' between a key and its value")
          values.append(parseExpression())
          guard accept(.comma) != nil else { break }
        }
        let end = expect(.rightBracket, "']'")?.range.end ?? previousEnd
        return .dictionary(keys, values, SourceRange(t.range.start, end))
      }
      let (elements, end) = parseArgumentList(close: .rightBracket)
      return .array(elements.map(\.value), SourceRange(t.range.start, end))
    case .leftBrace:
      return .closure(parseClosure())
    case .backslash:
      // `\.self`, `\Item.id`: a key path.
      advance()
      while token.kind == .dot || token.kind == .identifier {
        if token.isAtStartOfLine { break }
        advance()
      }
      return .keyPath(SourceRange(t.range.start, previousEnd))
    case .slash:
      // A regex literal (`/[a-z]+/`): `Regex` of its pattern, which layoutc does not match.
      let line = source.location(of: t.range.start).line
      var end = index + 1
      while end < tokens.count, tokens[end].kind != .slash, tokens[end].kind != .endOfFile,
        source.location(of: tokens[end].range.start).line == line
      {
        end += 1
      }
      guard end < tokens.count, tokens[end].kind == .slash else {
        error("expected an expression", t.range)
        return .invalid(t.range)
      }
      let range = SourceRange(t.range.start, tokens[end].range.end)
      let pattern = source.text(SourceRange(t.range.end, tokens[end].range.start))
      index = end + 1
      return .call(
        .name(Identifier("Regex", range: t.range)),
        [
          SwiftArgument(
            label: nil,
            value: .string(SwiftString(segments: [.text(pattern)], range: range)), range: range)
        ], range)
    case .hash:
      advance()
      let name = token.kind == .identifier ? text(advance()) : ""
      error("'#\(name)' is not read by layoutc", t.range.union(tokens[index - 1].range))
      if token.kind == .leftParen { skipBalanced() }
      return .invalid(SourceRange(t.range.start, previousEnd))
    default:
      error("expected an expression", t.range)
      return .invalid(t.range)
    }
  }

  /// Whether the `[` here opens a dictionary: its first element is followed by a `:` (at the
  /// bracket's own level).
  private func isDictionaryLiteral() -> Bool {
    var i = index + 1
    var level = 0
    var ternaries = 0
    while i < tokens.count {
      switch tokens[i].kind {
      case .question where level == 0 && tokens[i].range.start != tokens[i - 1].range.end:
        ternaries += 1
      case .colon where level == 0 && ternaries > 0:
        ternaries -= 1
      case .leftParen, .leftBracket, .leftBrace, .stringStart, .interpolationStart: level += 1
      case .rightParen, .rightBrace, .stringEnd, .interpolationEnd: level -= 1
      case .rightBracket:
        if level == 0 { return false }
        level -= 1
      case .colon where level == 0: return true
      case .comma where level == 0: return false
      case .endOfFile: return false
      default: break
      }
      i += 1
    }
    return false
  }

  private mutating func parseString() -> SwiftString {
    let start = advance().range.start
    var segments: [SwiftString.Segment] = []
    while !atEnd {
      switch token.kind {
      case .stringSegment:
        segments.append(.text(segmentTexts[advance().textIndex]))
      case .interpolationStart:
        advance()
        let arguments = parseArguments(until: .interpolationEnd)
        _ = expect(.interpolationEnd, "')' to close the interpolation")
        segments.append(.interpolation(arguments))
      case .stringEnd:
        let end = advance().range.end
        return SwiftString(segments: segments, range: SourceRange(start, end))
      default:
        error("unexpected '\(source.text(token.range))' in a string", token.range)
        advance()
      }
    }
    return SwiftString(segments: segments, range: SourceRange(start, previousEnd))
  }
}
