// Plain view statements (SwiftParser.swift reads the file): a builder's commonest statement,
// `Name(args).modifier(args)...` with literal arguments, read straight into the `.lyt` syntax
// it lowers to with no Swift syntax in between (`SwiftLowering.plainView` makes the view).

extension SwiftParser {
  /// The statement of `body` at the token index `cursor` when it is a view of the commonest
  /// kind, read straight into the `.lyt` syntax it lowers to; nil (the position left as it
  /// was) for any other statement. It is `Name(args).modifier(args)...`, the name a type's
  /// (capitalised), each argument a number, a `.member` or a string with no interpolation, and
  /// what follows it ends the statement (a `}`, a `;`, the next statement's name). The lowering
  /// makes the view of it when the names are plain where it is (`SwiftLowering.plainView`),
  /// and otherwise reads the statement as any other. What it makes is what lowering the
  /// statement's Swift syntax makes, range for range (`SwiftPlainStatementTests` compare the
  /// two on every example): that syntax, made and freed for each of a builder's views, was
  /// half the reader's time.
  mutating func plainViewStatement(of body: SwiftBody, from cursor: Int) -> SwiftPlainView? {
    index = cursor
    // `;` between statements, which `parseStatement` passes over.
    while token.kind == .semicolon, index < body.end { advance() }
    // As deep as a statement's arguments would be read (where the limit is near, the
    // statement is read as any other, and refused as any other).
    guard !stopped, index < body.end, body.depth + 3 < maxDepth else { return nil }
    let head = token
    let bytes = source.bytes
    guard head.kind == .identifier, startsCapitalized(head),
      peek().kind == .leftParen || peek().kind == .leftBrace, !peek().isAtStartOfLine
    else { return nil }
    let start = head.range.start
    let name = Identifier(text(advance()), range: head.range)
    var headArguments: ArgumentListSyntax?
    var end = head.range.end
    if token.kind == .leftParen {
      guard let (list, listEnd) = plainArguments(from: start) else { return nil }
      if !list.arguments.isEmpty { headArguments = list }
      end = listEnd
    }
    // `VStack { ... }`: the content, its statements left for the lowering.
    var content: SwiftClosure?
    if token.kind == .leftBrace, !token.isAtStartOfLine {
      depth = body.depth + 2
      let closure = skipClosure()
      guard closure.parameters.isEmpty,
        !(token.kind == .identifier && peek().kind == .colon && peek(2).kind == .leftBrace)
      else { return nil }
      content = closure
      end = previousEnd
      // `call` gives the arguments the range of the whole call, closure and all.
      headArguments = headArguments.map {
        ArgumentListSyntax(arguments: $0.arguments, range: SourceRange(start, end))
      }
    }
    let callEnd = end
    var modifiers: [ModifierSyntax] = []
    var modifierArguments = 0
    while token.kind == .dot {
      let member = peek()
      guard member.kind == .identifier else { return nil }
      advance()
      advance()
      let modifier = Identifier(text(member), range: member.range)
      var arguments: ArgumentListSyntax?
      if token.kind == .leftParen, !token.isAtStartOfLine {
        guard let (list, listEnd) = plainArguments(from: start) else { return nil }
        modifierArguments += list.arguments.count
        arguments = list
        end = listEnd
      } else {
        end = member.range.end
      }
      modifiers.append(ModifierSyntax(swift: modifier, arguments: arguments, end: end, in: bytes))
    }
    switch token.kind {
    case .rightBrace, .endOfFile, .semicolon, .identifier: break
    default: return nil
    }
    // `lowerView`'s step, and `modified`'s: one for each modifier but the outermost and one
    // for the view.
    let headSteps = 1 + modifiers.count + (headArguments?.arguments.count ?? 0)
    return SwiftPlainView(
      name: name, arguments: headArguments, content: content,
      callRange: SourceRange(start, callEnd), modifiers: modifiers,
      modifierArguments: modifierArguments, range: SourceRange(start, end),
      end: index, headSteps: headSteps)
  }

  /// `( [label:] value, ... )` at the current `(`, each value plain (`plainValue`), as the
  /// lowering makes it of a call that starts at `start`; nil for any other.
  private mutating func plainArguments(from start: Int) -> (ArgumentListSyntax, Int)? {
    // Counted first, so that the list is made at its size. Any token plain arguments do not
    // have ends the count (and the reading), so no statement is scanned past its own.
    var count = 0
    var scan = index + 1
    scanning: while true {
      switch tokens[scan].kind {
      case .rightParen: break scanning
      case .comma: count += 1
      case .identifier, .colon, .number, .dot, .stringStart, .stringSegment, .stringEnd: break
      default: return nil
      }
      scan += 1
    }
    advance()
    var arguments: [ArgumentSyntax] = []
    if token.kind != .rightParen { arguments.reserveCapacity(count + 1) }
    while token.kind != .rightParen {
      let argumentStart = token.range.start
      var label: Identifier?
      if token.kind == .identifier, peek().kind == .colon {
        label = Identifier(text(token), range: advance().range)
        advance()
      }
      guard let value = plainValue() else { return nil }
      arguments.append(
        ArgumentSyntax(label: label, value: value, range: SourceRange(argumentStart, previousEnd)))
      if token.kind == .comma {
        advance()
        // A trailing comma is read as any other list.
        guard token.kind != .rightParen else { return nil }
      } else if token.kind != .rightParen {
        return nil
      }
    }
    let end = advance().range.end
    return (ArgumentListSyntax(arguments: arguments, range: SourceRange(start, end)), end)
  }

  /// A number, a `.member` or a string with no interpolation, before `,` or `)`, as lowered.
  private mutating func plainValue() -> ExprSyntax? {
    let t = token
    switch t.kind {
    case .number:
      advance()
      return .number(t.number, t.range)
    case .dot:
      guard peek().kind == .identifier else { return nil }
      advance()
      let member = advance()
      return .chain(
        of: NamedViewSyntax(
          name: Identifier(text(member), range: member.range), leadingDot: true,
          range: t.range.union(member.range)))
    case .stringStart:
      advance()
      var segments: [StringLiteralSyntax.Segment] = []
      if token.kind == .stringSegment {
        segments = [.text(segmentTexts[advance().textIndex])]
      }
      guard token.kind == .stringEnd else { return nil }
      let end = advance().range.end
      return .string(
        StringLiteralSyntax(segments: segments, range: SourceRange(t.range.start, end)))
    default:
      return nil
    }
  }
}
