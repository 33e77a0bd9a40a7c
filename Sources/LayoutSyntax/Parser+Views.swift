// Reproduces: the view rules of the `.lyt` grammar (language.md, Grammar): `view`, the three
// kinds of `primary` (named, `foreach`, `if`), `children` and `modifier`.

extension Parser.State {
  /// `view = primary { modifier } ;`
  mutating func parseView() -> ViewSyntax? {
    let entered = enterNesting()
    defer { leaveNesting() }
    guard entered else { return nil }
    let start = current.range.start
    let primary: PrimaryViewSyntax
    if atForEachKeyword {
      primary = .forEach(parseForEach())
    } else if atWord("if") {
      primary = .ifElse(parseIf())
    } else if atWord("else") {
      errorAtCurrent(DiagnosticMessage.elseWithoutIf)
      advance()
      // The stray branch is still read, so errors inside it are found.
      if at(.leftAngle) { _ = parseChildren(of: "else") }
      return nil
    } else {
      primary = .named(parseNamedView(allowsChildren: true, leadingDot: false))
    }
    let modifiers = parseModifiers()
    return ViewSyntax(primary: primary, modifiers: modifiers, range: range(from: start))
  }

  /// `foreach` is matched ignoring case, so SwiftUI's `ForEach` reads the same.
  var atForEachKeyword: Bool {
    at(.identifier) && current.range.end - current.range.start == 7
      && text(of: current).lowercased() == "foreach"
  }

  /// `"foreach" NAME "in" ( range | list ) children`
  ///
  /// The sequence is read with children disabled: in `foreach i in 0..<n < … >` the `<` opens
  /// the loop's children, not children of `n`. Any value is accepted here (a `let` may name a
  /// list); the resolver checks that it is a range or a list.
  mutating func parseForEach() -> ForEachSyntax {
    let keyword = advance()
    let variable: Identifier
    if at(.identifier), !atWord("in") {
      variable = identifier(advance())
    } else {
      errorAtCurrent(DiagnosticMessage.expectedName(after: "foreach", found: describe(current)))
      variable = Identifier("", range: SourceRange(previousEnd, previousEnd))
    }
    if atWord("in") {
      advance()
    } else {
      errorAtCurrent(DiagnosticMessage.expectedIn(found: describe(current)))
    }
    let sequence = parseOperand(after: "in") { $0.parseValue(allowsChildren: false) }
    let children = parseRequiredChildren(of: "foreach")
    return ForEachSyntax(
      variable: variable, sequence: sequence, children: children,
      range: range(from: keyword.range.start))
  }

  /// `"if" expr children [ "else" children ]`, also `else if …` (read as an `else` branch
  /// holding one `if` view, so modifiers after the chain apply to the whole chain).
  ///
  /// The condition is read with children disabled: `if compact < … >`.
  mutating func parseIf() -> IfSyntax {
    let keyword = advance()
    let condition = parseOperand(after: "if") { $0.parseValue(allowsChildren: false) }
    let then = parseRequiredChildren(of: "if")
    var otherwise: ChildrenSyntax?
    if atWord("else") {
      advance()
      if atWord("if") {
        let start = current.range.start
        let entered = enterNesting()
        defer { leaveNesting() }
        if entered {
          let nested = parseIf()
          let view = ViewSyntax(
            primary: .ifElse(nested), modifiers: [], range: range(from: start))
          otherwise = ChildrenSyntax(views: [view], range: view.range)
        }
      } else {
        otherwise = parseRequiredChildren(of: "else")
      }
    }
    return IfSyntax(
      condition: condition, then: then, otherwise: otherwise,
      range: range(from: keyword.range.start))
  }

  /// `NAME [ STRING ] [ args ] [ children ]`, or with `leadingDot` the dotted head of a chain
  /// (`.topLeading`, `.system(size: 20)`).
  ///
  /// A `(` right after the name or the string always opens arguments, even after whitespace:
  /// no view starts with `(`.
  mutating func parseNamedView(allowsChildren: Bool, leadingDot: Bool) -> NamedViewSyntax {
    let start = current.range.start
    if leadingDot { advance() }
    let name = identifier(advance())
    let string = at(.stringStart) ? parseStringLiteral() : nil
    let arguments = at(.leftParen) ? parseArguments(of: name.text) : nil
    let children = allowsChildren && at(.leftAngle) ? parseChildren(of: name.text) : nil
    return NamedViewSyntax(
      name: name, leadingDot: leadingDot, string: string, arguments: arguments,
      children: children, range: range(from: start))
  }

  /// Children that the grammar requires (`foreach`, `if`, `else`): reports their absence and
  /// returns an empty list so the construct still has a shape.
  mutating func parseRequiredChildren(of owner: String) -> ChildrenSyntax {
    if at(.leftAngle) { return parseChildren(of: owner) }
    errorAtCurrent(DiagnosticMessage.expectedChildren(of: owner, found: describe(current)))
    return ChildrenSyntax(views: [], range: SourceRange(previousEnd, previousEnd))
  }

  /// `children = "<" { view } ">" ;`
  ///
  /// Recovery: after an error, skip to the next view name, this list's `>`, or a closer that
  /// belongs to an enclosing construct (which also ends this list, unclosed).
  mutating func parseChildren(of owner: String) -> ChildrenSyntax {
    let open = advance()
    openAngles += 1
    defer { openAngles -= 1 }
    var views: [ViewSyntax] = []
    var last = -1
    while makesProgress(&last) {
      if panicking {
        skip { state, token in
          token.kind == .rightAngle || state.closesEnclosing(token)
            || (state.canStartView(token) && state.previousKind != .dot)
        }
        panicking = false
      }
      if eat(.rightAngle) != nil { break }
      if at(.endOfFile) || closesEnclosing(current) {
        errorAtCurrent(
          DiagnosticMessage.expectedChildrenClose(
            of: owner, openedAt: source.location(of: open.range.start),
            found: describe(current)))
        break
      }
      if canStartView(current) {
        if let view = parseView() { views.append(view) }
      } else {
        errorAtCurrent(DiagnosticMessage.expectedView(found: describe(current)))
        advanceBalanced()
      }
    }
    return ChildrenSyntax(views: views, range: range(from: open.range.start))
  }

  /// `{ modifier }`
  mutating func parseModifiers() -> [ModifierSyntax] {
    var modifiers: [ModifierSyntax] = []
    var last = -1
    while at(.dot), makesProgress(&last) {
      guard let modifier = parseModifier() else { break }
      modifiers.append(modifier)
    }
    return modifiers
  }

  /// `modifier = "." NAME [ args ] ;` (also a member access in a postfix chain).
  mutating func parseModifier() -> ModifierSyntax? {
    let dot = advance()
    guard at(.identifier) else {
      errorAtCurrent(DiagnosticMessage.expectedName(after: ".", found: describe(current)))
      return nil
    }
    let name = identifier(advance())
    let arguments = at(.leftParen) ? parseArguments(of: name.text) : nil
    return ModifierSyntax(name: name, arguments: arguments, range: range(from: dot.range.start))
  }

  /// Consumes the current token; an opener is consumed with everything up to its closer, so
  /// skipping stray text never leaves half a bracket pair behind.
  mutating func advanceBalanced() {
    let first = advance()
    switch first.kind {
    case .leftParen, .leftBracket, .leftAngle, .stringStart:
      var nesting = 1
      while nesting > 0, !at(.endOfFile) {
        switch current.kind {
        case .leftParen, .leftBracket, .leftAngle, .stringStart, .interpolationStart:
          nesting += 1
        case .rightParen, .rightBracket, .rightAngle, .stringEnd, .interpolationEnd:
          nesting -= 1
        default:
          break
        }
        advance()
      }
    default:
      break
    }
  }
}
