// Reproduces: the top of the `.lyt` grammar (language.md, Grammar): `file`, the three
// declarations (`view`, `alignment`, `let`) and component parameters.

extension Parser.State {
  /// `file = { declaration } view ;` (exactly one root view).
  ///
  /// `view`, `alignment` and `let` are keywords only here, at the start of a top-level item.
  /// Recovery at this level resumes at the next line that starts with a name.
  mutating func parseFile() -> FileSyntax {
    var declarations: [DeclarationSyntax] = []
    var root: ViewSyntax?
    var last = -1
    while makesProgress(&last) {
      if panicking {
        skip { state, token in token.isAtStartOfLine && state.canStartView(token) }
        panicking = false
      }
      if at(.endOfFile) { break }
      if atDeclarationKeyword {
        if root != nil {
          // Not a cascade: the declaration itself may be fine, so it is parsed anyway.
          independentError(
            .error(DiagnosticMessage.declarationAfterRootView, at: current.range))
        }
        if let declaration = parseDeclaration() { declarations.append(declaration) }
      } else if canStartView(current) {
        guard let view = parseView() else { continue }
        if let first = root {
          let location = source.location(of: view.range.start)
          independentError(
            Diagnostic(
              .error, DiagnosticMessage.extraRootView(at: location),
              at: SourceRange(view.range.start, view.range.start),
              notes: [
                .init(
                  DiagnosticMessage.rootViewHere,
                  at: SourceRange(first.range.start, first.range.start))
              ]))
        } else {
          root = view
        }
      } else {
        errorAtCurrent(DiagnosticMessage.expectedView(found: describe(current)))
        advance()
      }
    }
    if root == nil, !stopped, !hasReportedErrors {
      error(DiagnosticMessage.expectedRootView, at: SourceRange(previousEnd, previousEnd))
    }
    return FileSyntax(declarations: declarations, root: root)
  }

  /// True at `view`, `alignment` or `let` in declaration position.
  var atDeclarationKeyword: Bool {
    atWord("view") || atWord("alignment") || atWord("let")
  }

  /// `declaration = "view" … | "alignment" … | "let" … ;`
  mutating func parseDeclaration() -> DeclarationSyntax? {
    if atWord("view") { return parseComponentDeclaration().map { .component($0) } }
    if atWord("alignment") { return parseAlignmentDeclaration().map { .alignment($0) } }
    return parseLetDeclaration().map { .letBinding($0) }
  }

  /// `"view" NAME [ "(" params ")" ] "=" view`
  mutating func parseComponentDeclaration() -> ComponentDeclSyntax? {
    let keyword = advance()
    guard let name = parseDeclarationName(after: "view") else { return nil }
    var parameters: [ParameterSyntax] = []
    if at(.leftParen) { parameters = parseParameters(of: name.text) }
    if eat(.equal) == nil {
      errorAtCurrent(DiagnosticMessage.expectedEquals(after: name.text, found: describe(current)))
      // `view card vstack < … >` on one line: the body is still worth checking.
      guard canStartView(current), !current.isAtStartOfLine else { return nil }
    }
    guard canStartView(current) else {
      errorAtCurrent(DiagnosticMessage.expectedView(found: describe(current)))
      return nil
    }
    guard let body = parseView() else { return nil }
    return ComponentDeclSyntax(
      name: name, parameters: parameters, body: body, range: range(from: keyword.range.start))
  }

  /// `params = param { "," param } ;` inside parentheses, with an optional trailing comma.
  mutating func parseParameters(of component: String) -> [ParameterSyntax] {
    advance()  // (
    openParentheses += 1
    defer { openParentheses -= 1 }
    var parameters: [ParameterSyntax] = []
    parseDelimited(
      closer: .rightParen, endsAtLineBreak: true,
      closeMessage: { DiagnosticMessage.expectedParametersClose(of: component, found: $0) },
      canStartElement: { $1.kind == .identifier },
      element: { state in
        if let parameter = state.parseParameter() { parameters.append(parameter) }
      })
    return parameters
  }

  /// `param = NAME [ ":" expr ] ;` (the expression is the parameter's default value).
  mutating func parseParameter() -> ParameterSyntax? {
    guard at(.identifier) else {
      errorAtCurrent(DiagnosticMessage.expectedParameterName(found: describe(current)))
      return nil
    }
    let name = identifier(advance())
    var defaultValue: ExprSyntax?
    if eat(.colon) != nil { defaultValue = parseValue(allowsChildren: true) }
    return ParameterSyntax(name: name, defaultValue: defaultValue)
  }

  /// `"alignment" NAME ":" ( "horizontal" | "vertical" ) [ "=" expr ]`
  mutating func parseAlignmentDeclaration() -> AlignmentDeclSyntax? {
    let keyword = advance()
    guard let name = parseDeclarationName(after: "alignment") else { return nil }
    guard eat(.colon) != nil else {
      errorAtCurrent(DiagnosticMessage.expectedColon(after: name.text, found: describe(current)))
      return nil
    }
    let axisText = at(.identifier) ? text(of: current).lowercased() : ""
    guard axisText == "horizontal" || axisText == "vertical" else {
      errorAtCurrent(DiagnosticMessage.expectedAlignmentAxis(found: describe(current)))
      return nil
    }
    let axis = identifier(advance())
    var defaultValue: ExprSyntax?
    if eat(.equal) != nil { defaultValue = parseValue(allowsChildren: true) }
    return AlignmentDeclSyntax(
      name: name, axis: axis, defaultValue: defaultValue, range: range(from: keyword.range.start))
  }

  /// `"let" NAME "=" expr`
  mutating func parseLetDeclaration() -> LetDeclSyntax? {
    let keyword = advance()
    guard let name = parseDeclarationName(after: "let") else { return nil }
    guard eat(.equal) != nil else {
      errorAtCurrent(DiagnosticMessage.expectedEquals(after: name.text, found: describe(current)))
      return nil
    }
    let value = parseValue(allowsChildren: true)
    return LetDeclSyntax(name: name, value: value, range: range(from: keyword.range.start))
  }

  /// The NAME after a declaration keyword.
  private mutating func parseDeclarationName(after keyword: String) -> Identifier? {
    guard at(.identifier) else {
      errorAtCurrent(DiagnosticMessage.expectedName(after: keyword, found: describe(current)))
      return nil
    }
    return identifier(advance())
  }
}
