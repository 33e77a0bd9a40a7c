// Reproduces: the argument rules of the `.lyt` grammar (language.md, Grammar): `args`, `arg`,
// `value` and `range`, plus the comma-separated list machinery shared with parameters and
// list literals.

extension Parser.State {
  /// `args = "(" [ arg { "," arg } ] ")" ;` (a trailing comma is accepted, as in Swift).
  mutating func parseArguments(of owner: String) -> ArgumentListSyntax {
    let open = advance()
    openParentheses += 1
    defer { openParentheses -= 1 }
    var arguments: [ArgumentSyntax] = []
    parseDelimited(
      closer: .rightParen, endsAtLineBreak: true,
      closeMessage: { DiagnosticMessage.expectedArgumentsClose(of: owner, found: $0) },
      canStartElement: { state, token in state.canStartValue(token) },
      element: { state in arguments.append(state.parseArgument()) })
    return ArgumentListSyntax(arguments: arguments, range: range(from: open.range.start))
  }

  /// `arg = [ NAME ":" ] value ;`
  mutating func parseArgument() -> ArgumentSyntax {
    let start = current.range.start
    var label: Identifier?
    if at(.identifier), peek(1).kind == .colon {
      label = identifier(advance())
      advance()
    }
    let value = parseValue(allowsChildren: true)
    return ArgumentSyntax(label: label, value: value, range: range(from: start))
  }

  /// `value = view | expr | range | list ;` where
  /// `range = expr ( "..<" | "..." ) expr | expr "..." | "..." expr ;`
  ///
  /// `foreach` and `if` here are views (`ExprSyntax.view`); every other view is a postfix
  /// chain read by `parseExpression`. `..<b` is accepted as well, as Swift does.
  mutating func parseValue(allowsChildren: Bool) -> ExprSyntax {
    if allowsChildren, atForEachKeyword || atWord("if") {
      let start = current.range.start
      guard let view = parseView() else { return .missing(range(from: start)) }
      return .view(view)
    }
    let start = current.range.start
    if at(.closedRange) || at(.halfOpenRange) {
      let operatorToken = advance()
      let upper = parseOperand(after: text(of: operatorToken)) {
        $0.parseExpression(allowsChildren: allowsChildren)
      }
      return .range(
        lower: nil, upper: upper, closed: operatorToken.kind == .closedRange,
        range: range(from: start))
    }
    let lower = parseExpression(allowsChildren: allowsChildren)
    if at(.halfOpenRange) {
      advance()
      let upper = parseOperand(after: "..<") { $0.parseExpression(allowsChildren: allowsChildren) }
      return .range(lower: lower, upper: upper, closed: false, range: range(from: start))
    }
    if at(.closedRange) {
      advance()
      // `3...` ends where no value follows on the same line (`.lineLimit(3...)`).
      var upper: ExprSyntax?
      if canStartValue(current), !at(.closedRange), !at(.halfOpenRange),
        !current.isAtStartOfLine
      {
        upper = parseExpression(allowsChildren: allowsChildren)
      }
      return .range(lower: lower, upper: upper, closed: true, range: range(from: start))
    }
    return lower
  }

  /// Reads the operand that must follow `word` (an operator or keyword); reports its absence
  /// and returns a `missing` placeholder instead.
  mutating func parseOperand(
    after word: String, _ parse: (inout Parser.State) -> ExprSyntax
  ) -> ExprSyntax {
    guard canStartValue(current), !at(.closedRange), !at(.halfOpenRange) else {
      errorAtCurrent(DiagnosticMessage.expectedValue(after: word, found: describe(current)))
      return .missing(SourceRange(previousEnd, previousEnd))
    }
    return parse(&self)
  }

  /// A comma-separated list up to `closer` (the opener already consumed): arguments,
  /// parameters and list literals. Returns the closer, or nil when the list stayed open.
  ///
  /// Recovery after an element:
  /// - the end of the file or a closer of an enclosing construct: the list is unclosed;
  /// - with `endsAtLineBreak`, a token starting a new line that is not a label: the list is
  ///   unclosed (`.padding(20` followed by the next view on the next line);
  /// - a token that can start an element: a missing comma, keep reading elements;
  /// - anything else: skip to the next `,` or the closer.
  @discardableResult
  mutating func parseDelimited(
    closer: TokenKind, endsAtLineBreak: Bool, closeMessage: (String) -> String,
    canStartElement: (Parser.State, Token) -> Bool, element: (inout Parser.State) -> Void
  ) -> Token? {
    var last = -1
    while makesProgress(&last) {
      if let close = eat(closer) { return close }
      if at(.endOfFile) || closesEnclosing(current) {
        errorAtCurrent(closeMessage(describe(current)))
        return nil
      }
      element(&self)
      if stopped { return nil }
      if eat(.comma) != nil {
        panicking = false
        continue
      }
      if at(closer) { continue }
      errorAtCurrent(closeMessage(describe(current)))
      if at(.endOfFile) || closesEnclosing(current) { return nil }
      if endsAtLineBreak, current.isAtStartOfLine, !atLabel { return nil }
      if canStartElement(self, current) {
        panicking = false
        continue
      }
      skip { state, token in
        token.kind == .comma || token.kind == closer || state.closesEnclosing(token)
      }
      if eat(.comma) != nil || at(closer) {
        panicking = false
        continue
      }
      return nil
    }
    return nil
  }

  /// True at `NAME :`, the start of a labelled argument.
  private var atLabel: Bool {
    mutating get { at(.identifier) && peek(1).kind == .colon }
  }
}
