// The declarations of a `.swift` file (SwiftParser.swift reads the file): structs, classes,
// enums, protocols and extensions with their members (properties with their initial values or
// getters, functions and initialisers, enum cases), the attributes and modifiers before each
// (a property wrapper and its key are kept, `@Environment(\.key)`), and `#Preview`s.

extension SwiftParser {
  func typeKind(_ t: LexedToken) -> SwiftType.Kind? {
    guard t.kind == .identifier else { return nil }
    switch source.text(t.range) {
    case "struct": return .structure
    case "enum": return .enumeration
    case "class", "actor": return .classType
    case "protocol": return .protocolType
    case "extension": return .extensionOf
    default: return nil
    }
  }

  /// Skips `@MainActor`, `private`, `static` ... before a declaration; returns the attributes
  /// read (`@State`, `@Environment(\.key)` with its key).
  mutating func skipAttributesAndModifiers() -> (
    wrapper: String?, wrapperKey: String?, isStatic: Bool
  ) {
    var wrapper: String?
    var key: String?
    var isStatic = false
    while !atEnd {
      if token.kind == .at, peek().kind == .identifier {
        advance()
        let name = text(advance())
        if token.kind == .leftParen, token.range.start == previousEnd {
          if name == "Environment", peek().kind == .backslash {
            let open = index
            advance()
            advance()
            while accept(.dot) != nil || token.kind == .identifier {
              if token.kind == .identifier { key = text(advance()) }
            }
            index = open
          } else if name == "Environment", peek().kind == .identifier, peek(2).kind == .dot,
            source.text(peek(3).range) == "self"
          {
            // `@Environment(Store.self)`: an object of the environment, by its type.
            key = text(peek()) + ".self"
          } else if name == "ScaledMetric", peek().kind == .identifier,
            source.text(peek().range) == "relativeTo", peek(2).kind == .colon
          {
            // `@ScaledMetric(relativeTo: .caption)`: the text style's name.
            let open = index
            advance()
            advance()
            advance()
            while accept(.dot) != nil || token.kind == .identifier {
              if token.kind == .identifier { key = text(advance()) }
            }
            index = open
          }
          skipBalanced()
        }
        if !["MainActor", "ViewBuilder", "available", "inlinable", "discardableResult"]
          .contains(name)
        {
          wrapper = name
        }
        continue
      }
      if token.kind == .identifier {
        switch source.text(token.range) {
        case "private", "fileprivate", "public", "internal", "open", "final", "nonisolated",
          "override", "mutating", "lazy", "weak", "unowned", "indirect", "required",
          "convenience", "dynamic", "package":
          advance()
          if token.kind == .leftParen { skipBalanced() }  // private(set)
          continue
        case "static",
          "class"
        where peek().kind == .identifier && isKeyword("var", peek())
          || isKeyword("let", peek()) || isKeyword("func", peek()):
          isStatic = true
          advance()
          continue
        default: break
        }
      }
      break
    }
    return (wrapper, key, isStatic)
  }

  mutating func parseType(_ kind: SwiftType.Kind) -> SwiftType? {
    let start = advance().range.start
    guard token.kind == .identifier else {
      error("expected a type name", token.range)
      return nil
    }
    var nameToken = advance()
    var name = text(nameToken)
    // `extension VerticalAlignment`, `extension Foo.Bar`
    while token.kind == .dot, peek().kind == .identifier {
      advance()
      nameToken = advance()
      name += "." + text(nameToken)
    }
    if token.kind == .leftAngle { skipGenericParameters() }
    var conformances: [String] = []
    if accept(.colon) != nil {
      while token.kind == .identifier {
        var conformance = text(advance())
        while token.kind == .dot, peek().kind == .identifier {
          advance()
          conformance += "." + text(advance())
        }
        if token.kind == .leftAngle { skipGenericParameters() }
        conformances.append(conformance)
        guard accept(.comma) != nil else { break }
      }
    }
    if isKeyword("where") {
      while !atEnd, token.kind != .leftBrace { advance() }
    }
    guard expect(.leftBrace, "'{' to open the type's body") != nil else { return nil }
    var members: [SwiftMember] = []
    while !atEnd, token.kind != .rightBrace {
      let before = index
      if let member = parseMember() { members.append(member) }
      if index == before {
        error("unexpected '\(source.text(token.range))' in a type", token.range)
        advance()
      }
    }
    if token.kind != .rightBrace { error("expected '}' to close '\(name)'", nameToken.range) }
    let end = accept(.rightBrace)?.range.end ?? previousEnd
    return SwiftType(
      kind: kind, name: Identifier(name, range: nameToken.range), conformances: conformances,
      members: members, range: SourceRange(start, end))
  }

  private mutating func parseMember() -> SwiftMember? {
    if accept(.semicolon) != nil { return nil }
    let attributes = skipAttributesAndModifiers()
    if let kind = typeKind(token) {
      return parseType(kind).map { .type($0) }
    }
    if isKeyword("var") || isKeyword("let") {
      return parseProperty(attributes).map { .property($0) }
    }
    if isKeyword("func") {
      return parseFunction(isStatic: attributes.isStatic).map { .function($0) }
    }
    if isKeyword("init") {
      return parseFunction(isStatic: attributes.isStatic, isInitializer: true).map { .function($0) }
    }
    if isKeyword("case") {
      advance()
      var cases: [SwiftEnumCaseDecl] = []
      while token.kind == .identifier {
        let name = Identifier(text(token), range: advance().range)
        var payload: [String?] = []
        if token.kind == .leftParen {
          advance()
          while !atEnd, token.kind != .rightParen {
            if token.kind == .identifier, peek().kind == .colon {
              payload.append(text(advance()))
              advance()
            } else {
              payload.append(nil)
            }
            skipType()
            if accept(.equal) != nil { _ = parseExpression() }
            guard accept(.comma) != nil else { break }
          }
          _ = expect(.rightParen, "')'")
        }
        let raw = accept(.equal) != nil ? parseExpression() : nil
        cases.append(SwiftEnumCaseDecl(name: name, rawValue: raw, payload: payload))
        guard accept(.comma) != nil else { break }
      }
      return .cases(cases)
    }
    if isKeyword("deinit") || isKeyword("subscript") {
      advance()
      while !atEnd, token.kind != .leftBrace, !token.isAtStartOfLine || token.kind == .leftParen {
        skipBalanced()
      }
      if token.kind == .leftBrace { skipBalanced() }
      return nil
    }
    if isKeyword("typealias") || isKeyword("associatedtype") {
      advance()
      skipRestOfStatement()
      return nil
    }
    if token.kind == .hash {
      // `#if` and friends inside a type: skipped with their line.
      advance()
      skipRestOfStatement()
      return nil
    }
    return nil
  }

  private mutating func parseProperty(
    _ attributes: (wrapper: String?, wrapperKey: String?, isStatic: Bool)
  ) -> SwiftProperty? {
    let start = advance().range.start
    guard token.kind == .identifier else {
      // `let (a, b) = ...`
      error("expected a property name", token.range)
      skipRestOfStatement()
      return nil
    }
    let name = Identifier(text(token), range: advance().range)
    let type = accept(.colon) != nil ? typeText() : nil
    var initial: SwiftExpr?
    var getter: [SwiftStatement]?
    if accept(.equal) != nil {
      initial = parseExpression()
    }
    if token.kind == .leftBrace, !token.isAtStartOfLine || initial == nil {
      getter = parseGetter()
    }
    return SwiftProperty(
      name: name, isStatic: attributes.isStatic, type: type, wrapper: attributes.wrapper,
      wrapperKey: attributes.wrapperKey, initialValue: initial, getter: getter,
      range: SourceRange(start, previousEnd))
  }

  /// `{ statements }`, or `{ get { statements } set { ... } }`.
  private mutating func parseGetter() -> [SwiftStatement] {
    if isKeyword("get", peek()) || isKeyword("set", peek()) || isKeyword("didSet", peek())
      || isKeyword("willSet", peek())
    {
      advance()
      var body: [SwiftStatement] = []
      while !atEnd, token.kind != .rightBrace {
        if isKeyword("get"), peek().kind == .leftBrace {
          advance()
          body = parseBlock()
        } else {
          skipBalanced()
        }
      }
      _ = accept(.rightBrace)
      return body
    }
    return parseBlock()
  }

  mutating func parseFunction(isStatic: Bool, isInitializer: Bool = false)
    -> SwiftFunction?
  {
    let start = token.range.start
    if isInitializer {
      let name = Identifier("init", range: advance().range)
      if token.kind == .question || token.kind == .bang { advance() }
      return parseFunctionRest(name, start: start, isStatic: isStatic)
    }
    advance()
    guard token.kind == .identifier else {
      // An operator function: not view code.
      while !atEnd, token.kind != .leftBrace { advance() }
      skipBalanced()
      return nil
    }
    let name = Identifier(text(token), range: advance().range)
    return parseFunctionRest(name, start: start, isStatic: isStatic)
  }

  /// A function's generic parameters, parameters, result and body, after its name.
  private mutating func parseFunctionRest(_ name: Identifier, start: Int, isStatic: Bool)
    -> SwiftFunction?
  {
    if token.kind == .leftAngle { skipGenericParameters() }
    var parameters: [SwiftParameter] = []
    if expect(.leftParen, "'(' after the function's name") != nil {
      while !atEnd, token.kind != .rightParen {
        // `@ViewBuilder content: () -> Content`: a closure of views.
        var isViewBuilder = false
        while token.kind == .at, peek().kind == .identifier {
          advance()
          if text(advance()) == "ViewBuilder" { isViewBuilder = true }
          if token.kind == .leftParen { skipBalanced() }
        }
        var names: [LexedToken] = []
        while token.kind == .identifier, names.count < 2 { names.append(advance()) }
        guard let last = names.last else {
          error("expected a parameter name", token.range)
          skipBalanced()
          continue
        }
        _ = expect(.colon, "':' and the parameter's type")
        let type = typeText()
        var defaultValue: SwiftExpr?
        if accept(.equal) != nil { defaultValue = parseExpression() }
        let label = names.count == 2 ? text(names[0]) : text(last)
        parameters.append(
          SwiftParameter(
            label: label == "_" ? nil : label, name: Identifier(text(last), range: last.range),
            type: type, defaultValue: defaultValue, isViewBuilder: isViewBuilder))
        guard accept(.comma) != nil else { break }
      }
      _ = expect(.rightParen, "')'")
    }
    var returnType: String?
    while !atEnd, token.kind != .leftBrace, !token.isAtStartOfLine {
      if token.kind == .arrow {
        advance()
        returnType = typeText()
      } else if isKeyword("where") || isKeyword("throws") || isKeyword("async")
        || isKeyword("rethrows")
      {
        advance()
      } else {
        skipBalanced()
      }
    }
    guard token.kind == .leftBrace else { return nil }
    let body = parseBlock()
    return SwiftFunction(
      name: name, isStatic: isStatic, parameters: parameters, returnType: returnType, body: body,
      range: SourceRange(start, previousEnd))
  }

  /// `#Preview { ... }`, `#Preview("name") { ... }`; any other `#directive` is skipped.
  mutating func parsePreview() -> SwiftPreview? {
    let start = advance().range.start
    guard token.kind == .identifier else { return nil }
    let directive = text(advance())
    guard directive == "Preview" else {
      skipRestOfStatement()
      return nil
    }
    var name: String?
    if token.kind == .leftParen {
      let open = index
      advance()
      if case .string(let s)? = token.kind == .stringStart ? parsePrimary() : nil {
        name = s.segments.compactMap {
          if case .text(let t) = $0 { return t }
          return nil
        }.joined()
      }
      index = open
      skipBalanced()
    }
    guard token.kind == .leftBrace else {
      error("expected '{' and the preview's views", token.range)
      return nil
    }
    let body = parseBlock()
    return SwiftPreview(name: name, body: body, range: SourceRange(start, previousEnd))
  }
}
