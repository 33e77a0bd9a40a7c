// Reproduces: the top of the `.lyt` grammar (lyt(5), Grammar): `file`, the three
// declarations (`view`, `alignment`, `let`) and component parameters.

extension Parser.State {
  /// `file = { declaration } view ;` (exactly one root view).
  ///
  /// `view`, `alignment` and `let` are keywords only here, at the start of a top-level item.
  /// Recovery at this level resumes at the next line that starts with a name.
  func parseFile() -> FileSyntax {
    var declarations: [DeclarationSyntax] = []
    var root: ViewSyntax?
    var last = -1
    while makesProgress(&last) {
      if panicking { synchronizeTopLevel() }
      if at(.endOfFile) { break }
      if atDeclarationKeyword {
        if root != nil {
          // Not a cascade: the declaration itself may be fine, so it is parsed anyway.
          independentError(.error(DiagnosticMessage.declarationAfterRootView, at: current.range))
        }
        if let declaration = parseDeclaration() { declarations.append(declaration) }
      } else if atViewStart {
        if root == nil, rootChildren != nil, viewKeyword == .none {
          readingRoot = true
          declarationsBeforeRoot = declarations
        }
        let read = parseView()
        readingRoot = false
        rootChildren = nil
        guard let view = read else { continue }
        if let first = root {
          reportExtraRoot(view, first: first)
        } else {
          root = view
        }
      } else {
        skipStrayToken()
      }
    }
    if root == nil, !stopped, !hasReportedErrors {
      error(DiagnosticMessage.expectedRootView, at: missingRange)
    }
    return FileSyntax(declarations: declarations, root: root)
  }

  /// A second root view: an error at it, with a note at the first.
  private func reportExtraRoot(_ view: ViewSyntax, first: ViewSyntax) {
    let start = view.range.start
    independentError(
      Diagnostic(
        .error, DiagnosticMessage.extraRootView(at: source.location(of: start)),
        at: SourceRange(start, start),
        notes: [
          .init(
            DiagnosticMessage.rootViewHere,
            at: SourceRange(first.range.start, first.range.start))
        ]))
  }

  /// True at `view`, `alignment` or `let` in declaration position.
  var atDeclarationKeyword: Bool {
    atWord("view") || atWord("alignment") || atWord("let")
  }

  /// `declaration = "view" … | "alignment" … | "let" … ;`
  func parseDeclaration() -> DeclarationSyntax? {
    if atWord("view") { return parseComponentDeclaration().map { .component($0) } }
    if atWord("alignment") { return parseAlignmentDeclaration().map { .alignment($0) } }
    return parseLetDeclaration().map { .letBinding($0) }
  }

  /// `"view" NAME [ "(" params ")" ] "=" view`
  func parseComponentDeclaration() -> ComponentDeclSyntax? {
    let start = currentStart
    advance()
    guard let name = parseDeclarationName(after: "view") else { return nil }
    var parameters: [ParameterSyntax] = []
    if at(.leftParen) { parameters = parseParameters(of: name.text) }
    if !eat(.equal) {
      report(.equals(after: name.text))
      // `view card vstack < … >` on one line: the body is still worth checking.
      guard atViewStart, !current.isAtStartOfLine else { return nil }
    }
    guard atViewStart else {
      report(.view)
      return nil
    }
    guard let body = parseView() else { return nil }
    return ComponentDeclSyntax(
      name: name, parameters: parameters, body: body, range: range(from: start))
  }

  /// `params = param { "," param } ;` inside parentheses, with an optional trailing comma.
  func parseParameters(of component: String) -> [ParameterSyntax] {
    advance()
    openParentheses += 1
    defer { openParentheses -= 1 }
    let kind = ListKind.parameters(of: component)
    var parameters: [ParameterSyntax] = []
    var last = -1
    while makesProgress(&last), !listEnds(kind) {
      if let parameter = parseParameter() { parameters.append(parameter) }
      guard continuesList(kind) else { break }
    }
    return parameters
  }

  /// `param = NAME [ ":" expr ] ;` (the expression is the parameter's default value).
  func parseParameter() -> ParameterSyntax? {
    guard at(.identifier) else {
      report(.parameterName)
      return nil
    }
    let name = consumeIdentifier()
    let defaultValue = eat(.colon) ? parseValue(allowsChildren: true) : nil
    return ParameterSyntax(name: name, defaultValue: defaultValue)
  }

  /// `"alignment" NAME ":" ( "horizontal" | "vertical" ) [ "=" expr ]`
  func parseAlignmentDeclaration() -> AlignmentDeclSyntax? {
    let start = currentStart
    advance()
    guard let name = parseDeclarationName(after: "alignment") else { return nil }
    guard eat(.colon) else {
      report(.colon(after: name.text))
      return nil
    }
    // The axis is a SwiftUI enum value, so it matches ignoring case.
    let axisText = at(.identifier) ? text(of: current).lowercased() : ""
    guard axisText == "horizontal" || axisText == "vertical" else {
      report(.alignmentAxis)
      return nil
    }
    let axis = consumeIdentifier()
    let defaultValue = eat(.equal) ? parseValue(allowsChildren: true) : nil
    return AlignmentDeclSyntax(
      name: name, axis: axis, defaultValue: defaultValue, range: range(from: start))
  }

  /// `"let" NAME "=" expr`
  func parseLetDeclaration() -> LetDeclSyntax? {
    let start = currentStart
    advance()
    guard let name = parseDeclarationName(after: "let") else { return nil }
    guard eat(.equal) else {
      report(.equals(after: name.text))
      return nil
    }
    let value = parseValue(allowsChildren: true)
    return LetDeclSyntax(name: name, value: value, range: range(from: start))
  }

  /// The NAME after a declaration keyword.
  private func parseDeclarationName(after keyword: String) -> Identifier? {
    guard at(.identifier) else {
      report(.name(after: keyword))
      return nil
    }
    return consumeIdentifier()
  }
}
