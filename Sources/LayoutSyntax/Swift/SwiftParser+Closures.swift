// Closures, read lazily (SwiftParser.swift reads the file): a closure's parameters are read
// where it is written; its statements are skipped (the lexer matched its braces) and read one
// at a time when the lowering reaches them (`statement(of:from:)`); the bodies it never
// reaches are read at the end (`readUnreadBodies`), so their errors are reported all the same.
extension SwiftParser {
  /// `{ [capture] (a, b) -> T in statements }` or `{ statements }`, from its `{` (where its
  /// callers are). The statements are skipped, to be read by `statement(of:from:)` when the
  /// lowering reaches them, or else by `readUnreadBodies`.
  mutating func parseClosure() -> SwiftClosure {
    let closure = skipClosure()
    skippedBodies.append(closure.body)
    return closure
  }

  /// `parseClosure` for a closure the lowering reads whole (a plain view's content): not
  /// among the bodies `readUnreadBodies` looks at.
  mutating func skipClosure() -> SwiftClosure {
    let start = token.range.start
    let open = advance()
    let parameters = parseClosureParameters()
    let first = index
    index = max(index, open.closingBrace)
    let body = SwiftBody(start: first, end: index, depth: depth)
    // Unclosed, it is reported when its statements are read, after what is wrong inside it
    // (an unclosed call at the end of the file is reported as that).
    _ = accept(.rightBrace)
    return SwiftClosure(parameters: parameters, body: body, range: SourceRange(start, previousEnd))
  }

  /// The statement of `body` at the token index `cursor`, which moves past it; nil at the
  /// body's end. The lowering reads other bodies between two calls: the position is its own.
  mutating func statement(of body: SwiftBody, from cursor: inout Int) -> SwiftStatement? {
    index = cursor
    depth = body.depth
    isReadingBody = true
    defer {
      cursor = index
      isReadingBody = false
    }
    while !atEnd, index < body.end {
      if let statement = statementOrSkip() { return statement }
    }
    if tokens[body.end].kind != .rightBrace, !tokens[body.end].followsInvalidText {
      error("expected '}' to close the closure", tokens[body.end].range)
    }
    readBodies.insert(body.start)
    return nil
  }

  /// The statements of `body`, all at once.
  mutating func statements(of body: SwiftBody) -> [SwiftStatement] {
    var statements: [SwiftStatement] = []
    var cursor = body.start
    while let statement = statement(of: body, from: &cursor) { statements.append(statement) }
    return statements
  }

  /// Reads the closures the lowering did not reach (in code no view uses), for their errors.
  mutating func readUnreadBodies() {
    var next = 0
    while next < skippedBodies.count, !stopped {
      let body = skippedBodies[next]
      next += 1
      if readBodies.contains(body.start) { continue }
      var cursor = body.start
      while statement(of: body, from: &cursor) != nil {}
    }
    skippedBodies = []
  }

  /// The parameters before `in`, or none (the position is left where it was).
  private mutating func parseClosureParameters() -> [Identifier] {
    // A body that starts with a name not followed by `,` `:` `->` or `in` (`{ Text("a") }`,
    // most closures) has no parameters: known before a name is made of it.
    if token.kind == .identifier, !isKeyword("in") {
      let next = peek()
      guard
        next.kind == .comma || next.kind == .colon || next.kind == .arrow || isKeyword("in", next)
      else { return [] }
    }
    let mark = index
    if token.kind == .leftBracket { skipBalanced() }  // a capture list
    let parenthesised = accept(.leftParen) != nil
    var names: [Identifier] = []
    while token.kind == .identifier, !isKeyword("in") {
      let name = advance()
      names.append(Identifier(text(name), range: name.range))
      if accept(.colon) != nil { skipType() }
      guard accept(.comma) != nil else { break }
    }
    if parenthesised { _ = accept(.rightParen) }
    if token.kind == .arrow {
      advance()
      skipType()
    }
    if isKeyword("in"), !names.isEmpty || parenthesised || tokens[mark].kind == .leftBracket {
      advance()
      return names
    }
    index = mark
    return []
  }
}
