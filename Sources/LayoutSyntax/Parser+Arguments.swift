// Reproduces: the argument rules of the `.lyt` grammar (lyt(5), Grammar): `args`, `arg`,
// `value` and `range`.

extension Parser.State {
  /// `args = "(" [ arg { "," arg } ] ")" ;` (a trailing comma is accepted, as in Swift).
  func parseArguments(of owner: String) -> ArgumentListSyntax {
    let start = currentStart
    advance()
    openParentheses += 1
    defer { openParentheses -= 1 }
    var arguments: [ArgumentSyntax] = []
    var last = -1
    // A `)` or a `,` where one belongs is checked here; anything else goes to `listEnds` and
    // `continuesList`, which know how to report and recover.
    while makesProgress(&last), !eat(.rightParen), !listEnds(.arguments(of: owner)) {
      if arguments.isEmpty {
        // Sized by what follows the first argument: room for two when a comma follows, else
        // one. An empty array grows to one element, then to two, so a list of two would be
        // allocated twice; room for two in every list would waste one in most others.
        let first = parseArgument()
        arguments.reserveCapacity(at(.comma) ? 2 : 1)
        arguments.append(first)
      } else {
        arguments.append(parseArgument())
      }
      if eat(.comma) {
        panicking = false
        continue
      }
      guard at(.rightParen) || continuesList(.arguments(of: owner)) else { break }
    }
    return ArgumentListSyntax(arguments: arguments, range: range(from: start))
  }

  /// `arg = [ NAME ":" ] value ;`
  func parseArgument() -> ArgumentSyntax {
    let start = currentStart
    let label = atLabel ? consumeLabel() : nil
    let value = parseValue(allowsChildren: true)
    return ArgumentSyntax(label: label, value: value, range: range(from: start))
  }

  /// `NAME ":"` before an argument's value.
  @inline(never)
  private func consumeLabel() -> Identifier {
    let label = consumeIdentifier()
    advance()
    return label
  }

  /// `value = view | expr | range | list ;` where
  /// `range = expr ( "..<" | "..." ) expr | expr "..." | "..." expr ;`
  ///
  /// `foreach` and `if` here are views (`ExprSyntax.view`); every other view is a postfix
  /// chain read by `parseExpression`. `..<b` is accepted as well, as Swift does.
  func parseValue(allowsChildren: Bool) -> ExprSyntax {
    if allowsChildren, viewKeyword == .forEach || viewKeyword == .ifElse {
      return parseViewValue()
    }
    if atRangeOperator { return parsePrefixRange(allowsChildren: allowsChildren) }
    let start = currentStart
    let lower = parseExpression(allowsChildren: allowsChildren)
    guard atRangeOperator else { return lower }
    return parseRange(from: lower, start: start, allowsChildren: allowsChildren)
  }

  /// A `foreach` or `if` view in value position.
  private func parseViewValue() -> ExprSyntax {
    let start = currentStart
    guard let view = parseView() else { return .missing(range(from: start)) }
    return .view(view)
  }

  /// `"..." expr` (and `"..<" expr`).
  private func parsePrefixRange(allowsChildren: Bool) -> ExprSyntax {
    let start = currentStart
    let closed = at(.closedRange)
    let spelling = consumeText()
    let upper =
      operandFollows(spelling) ? parseExpression(allowsChildren: allowsChildren) : missingValue()
    return .range(lower: nil, upper: upper, closed: closed, range: range(from: start))
  }

  /// `lower ( "..<" | "..." ) expr`, or `lower "..."` when no value follows on the same line
  /// (`.lineLimit(3...)`).
  private func parseRange(from lower: ExprSyntax, start: Int, allowsChildren: Bool)
    -> ExprSyntax
  {
    let closed = at(.closedRange)
    let spelling = consumeText()
    var upper: ExprSyntax?
    if !closed {
      upper =
        operandFollows(spelling) ? parseExpression(allowsChildren: allowsChildren) : missingValue()
    } else if atOperandStart, !current.isAtStartOfLine {
      upper = parseExpression(allowsChildren: allowsChildren)
    }
    return .range(lower: lower, upper: upper, closed: closed, range: range(from: start))
  }
}
