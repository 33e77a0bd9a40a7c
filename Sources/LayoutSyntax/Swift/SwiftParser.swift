// Reads the SwiftUI subset of a `.swift` file into `SwiftFile` (SwiftSyntax.swift): types
// with their properties and functions, `#Preview`s, file-scope bindings and statements.
// Recursive descent over the tokens of `Lexer` in its Swift dialect. Swift separates
// statements by line breaks: a token that starts a line ends the expression before it,
// unless it continues it (`.modifier`, a binary operator), as in Swift. Types are skipped,
// not read: `let title: String = "x"` keeps its name and value. Code that is not view code
// (an assignment, a loop, an action closure's statements) is kept as an opaque statement, so
// a whole app file parses; only what reaches layout must be in the subset. A closure's
// statements are skipped (the lexer matched its braces) and read one at a time when the
// lowering reaches them, `statement(of:from:)`; those it never reaches are read at the end,
// `readUnreadBodies`, so their errors are reported all the same. A builder's plainest
// statements (`Text("a").padding(8)`, `VStack(spacing: 2) { ... }`, arguments all literals)
// are read straight into the `.lyt` syntax they lower to, `plainViewStatement`, with no Swift
// syntax in between.

struct SwiftParser {
  let source: SourceFile
  // The lexer's tokens, which carry no text (a `Token` holds a String: a retain and a
  // release each time the parser looked at one); string segments' texts are apart.
  private var tokens: [LexedToken]
  private let segmentTexts: [String]
  /// The names read so far, each made into a `String` once (a file repeats a few names).
  private var names: NameTable
  private var index = 0
  private(set) var diagnostics: [Diagnostic]
  private let maxDepth: Int
  private var depth = 0
  private var stopped = false
  /// Every closure body skipped, and the starts of those read to their end: the lowering
  /// reads the ones it reaches, `readUnreadBodies` the rest, for their errors.
  private var skippedBodies: [SwiftBody] = []
  private var readBodies: Set<Int> = []
  /// The nesting depth at which the error at each offset was reported (`error`).
  private var errorDepths: [Int: Int] = [:]
  /// Whether a closure's statements are being read (`statement(of:from:)`).
  private var isReadingBody = false
  /// Inside a pattern (`case .a(let x)`, a `for` loop's), where `let name` binds.
  private var inPattern = false

  init(_ source: SourceFile, maxDepth: Int = 2_000) {
    self.source = source
    let lexed = Lexer.tokenizeLexed(source, dialect: .swift)
    tokens = lexed.tokens
    segmentTexts = lexed.segmentTexts
    names = NameTable(bytes: source.bytes)
    diagnostics = lexed.diagnostics
    self.maxDepth = maxDepth
  }

  // MARK: Tokens

  private var token: LexedToken { tokens[index] }
  private func peek(_ offset: Int = 1) -> LexedToken {
    tokens[min(index + offset, tokens.count - 1)]
  }
  private var atEnd: Bool { token.kind == .endOfFile || stopped }

  /// The text of an identifier token, without the backticks of an escaped keyword.
  private mutating func text(_ t: LexedToken) -> String {
    let bytes = source.bytes
    let r = t.range
    // `name` (an escaped keyword) is its name.
    if r.end - r.start >= 2, bytes[r.start] == UInt8(ascii: "`"),
      bytes[r.end - 1] == UInt8(ascii: "`")
    {
      return names.name(SourceRange(r.start + 1, r.end - 1))
    }
    return names.name(r)
  }

  /// Whether `t` starts with an ASCII capital: a type's name (`Text`, `VStack`), no keyword.
  private func startsCapitalized(_ t: LexedToken) -> Bool {
    t.range.start < t.range.end && source.bytes[t.range.start] >= UInt8(ascii: "A")
      && source.bytes[t.range.start] <= UInt8(ascii: "Z")
  }

  /// Whether `t` (the current token by default) is the identifier `word`, compared byte by
  /// byte: the parser asks this of most tokens, and a String made for each cost more than
  /// the rest of the question.
  private func isKeyword(_ word: StaticString, _ t: LexedToken? = nil) -> Bool {
    let t = t ?? token
    return t.kind == .identifier && source.text(t.range, is: word)
  }

  @discardableResult
  private mutating func advance() -> LexedToken {
    let t = tokens[index]
    if index < tokens.count - 1 { index += 1 }
    return t
  }

  private mutating func accept(_ kind: TokenKind) -> LexedToken? {
    token.kind == kind ? advance() : nil
  }

  private mutating func expect(_ kind: TokenKind, _ what: String) -> LexedToken? {
    if let t = accept(kind) { return t }
    // After text the lexer reported (an unterminated string), the confusion is its error.
    if !token.followsInvalidText { error("expected \(what)", token.range) }
    return nil
  }

  private mutating func error(_ message: String, _ range: SourceRange) {
    guard !stopped else { return }
    // One error per place: what follows a mistake is usually the same mistake, and a closure
    // lowered more than once (a ForEach over an array of records) is read again. A closure is
    // read after what encloses it: at the place of one of the enclosing code's errors (the end
    // of the file, for one), an error inside it, deeper, is the one kept, as when the file was
    // read in one pass (the unclosed call, not the closure or body around it).
    if let earlier = diagnostics.firstIndex(where: { $0.range.start == range.start }) {
      if isReadingBody, let earlierDepth = errorDepths[range.start], depth > earlierDepth {
        diagnostics[earlier] = .error(message, at: range)
        errorDepths[range.start] = depth
      }
      return
    }
    errorDepths[range.start] = depth
    diagnostics.append(.error(message, at: range))
    if diagnostics.count >= 50 {
      diagnostics.append(.error("too many errors (more than 50)", at: range))
      stopped = true
    }
  }

  private var previousEnd: Int { index > 0 ? tokens[index - 1].range.end : 0 }

  /// Skips one balanced group starting at `{`, `(` or `[` (or one token).
  private mutating func skipBalanced() {
    let open = token.kind
    let close: TokenKind
    switch open {
    case .leftBrace:
      // The lexer matched it.
      index = tokens[index].closingBrace
      advance()
      return
    case .leftParen: close = .rightParen
    case .leftBracket: close = .rightBracket
    default:
      advance()
      return
    }
    var level = 0
    while !atEnd {
      let kind = advance().kind
      if kind == open { level += 1 }
      if kind == close {
        level -= 1
        if level == 0 { return }
      }
    }
  }

  /// Skips to the end of the current line (balanced groups included).
  private mutating func skipRestOfStatement() {
    while !atEnd, !token.isAtStartOfLine, token.kind != .rightBrace, token.kind != .semicolon {
      skipBalanced()
    }
  }

  // MARK: File

  mutating func parseFile() -> SwiftFile {
    var file = SwiftFile()
    while !atEnd {
      let start = index
      parseTopLevel(into: &file)
      if index == start {
        error("unexpected '\(source.text(token.range))'", token.range)
        advance()
      }
    }
    return file
  }

  private mutating func parseTopLevel(into file: inout SwiftFile) {
    if accept(.semicolon) != nil { return }
    if isKeyword("import") {
      advance()
      skipRestOfStatement()
      return
    }
    let attributes = skipAttributesAndModifiers()
    if token.kind == .hash, peek().kind == .identifier, source.text(peek().range) == "if" {
      // `#if` among declarations: its first branch, as among statements.
      guard enter() else { return }
      defer { leave() }
      advance()
      advance()
      let line = source.location(of: token.range.start).line
      while !atEnd, source.location(of: token.range.start).line == line { advance() }
      while !atEnd, !atDirective(["elseif", "else", "endif"]) {
        let start = index
        parseTopLevel(into: &file)
        if index == start {
          error("unexpected '\(source.text(token.range))'", token.range)
          advance()
        }
      }
      skipOtherBranches()
      return
    }
    if token.kind == .hash {
      if let preview = parsePreview() { file.previews.append(preview) }
      return
    }
    if let kind = typeKind(token) {
      if let type = parseType(kind) { file.types.append(type) }
      return
    }
    if isKeyword("func") {
      if let function = parseFunction(isStatic: false) {
        file.types.append(
          SwiftType(
            kind: .extensionOf, name: Identifier("", range: function.range), conformances: [],
            members: [.function(function)], range: function.range))
      }
      return
    }
    _ = attributes
    // `var body: some View { ... }` pasted alone: its statements are the file's body.
    if isKeyword("var"), peek().kind == .identifier, source.text(peek().range) == "body",
      peek(2).kind == .colon
    {
      let start = index
      advance()
      advance()
      advance()
      skipType()
      if token.kind == .leftBrace {
        file.statements += parseBlock()
        return
      }
      index = start
    }
    if let statement = parseStatement() { file.statements.append(statement) }
  }

  private func typeKind(_ t: LexedToken) -> SwiftType.Kind? {
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
  private mutating func skipAttributesAndModifiers() -> (
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

  // MARK: Declarations

  private mutating func parseType(_ kind: SwiftType.Kind) -> SwiftType? {
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

  private mutating func skipGenericParameters() {
    var level = 0
    repeat {
      if token.kind == .leftAngle { level += 1 }
      if token.kind == .rightAngle { level -= 1 }
      advance()
    } while level > 0 && !atEnd
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

  /// A type as written (its text, spaces between its tokens as in the source).
  private mutating func typeText() -> String {
    let start = token.range.start
    skipType()
    return start < previousEnd ? source.text(SourceRange(start, previousEnd)) : ""
  }

  /// Skips a type: names, dots, generic arguments, `?`, `!`, `[T]`, `(A) -> B`, `some View`.
  private mutating func skipType() {
    var level = 0
    while !atEnd {
      switch token.kind {
      case .leftAngle, .leftParen, .leftBracket:
        level += 1
      case .rightAngle, .rightParen, .rightBracket:
        if level == 0 { return }
        level -= 1
      case .identifier, .dot, .question, .bang, .arrow, .ampersand:
        if level == 0, token.isAtStartOfLine, index > 0, tokens[index - 1].kind != .arrow {
          return
        }
        // A closure's `(x: Int) -> Int in`: the type ends at `in` (and at `where`).
        if level == 0, token.kind == .identifier, isKeyword("in") || isKeyword("where") {
          return
        }
      case .comma, .colon:
        if level == 0 { return }
      default:
        if level == 0 { return }
      }
      advance()
    }
  }

  private mutating func parseFunction(isStatic: Bool, isInitializer: Bool = false)
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
  private mutating func parsePreview() -> SwiftPreview? {
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

  // MARK: Statements

  /// `{ statements }`
  mutating func parseBlock() -> [SwiftStatement] {
    guard expect(.leftBrace, "'{'") != nil else { return [] }
    let statements = parseStatements()
    _ = expect(.rightBrace, "'}'")
    return statements
  }

  /// Statements up to the `}` that closes them (which is left for the caller).
  private mutating func parseStatements() -> [SwiftStatement] {
    var statements: [SwiftStatement] = []
    while !atEnd, token.kind != .rightBrace {
      if let statement = statementOrSkip() { statements.append(statement) }
    }
    return statements
  }

  /// The statement at the current token, or nil (a `;`); a token that starts no statement is
  /// reported and skipped.
  private mutating func statementOrSkip() -> SwiftStatement? {
    let before = index
    let statement = parseStatement()
    if index == before {
      error("unexpected '\(source.text(token.range))'", token.range)
      advance()
    }
    return statement
  }

  private mutating func parseStatement() -> SwiftStatement? {
    if accept(.semicolon) != nil { return nil }
    guard enter() else { return nil }
    defer { leave() }
    let start = token.range.start
    if token.kind == .hash, peek().kind == .identifier, isKeyword("if", peek()) {
      return parseConditionalCompilation()
    }
    // `outer: for ...`
    if token.kind == .identifier, peek().kind == .colon, peek(2).kind == .identifier,
      ["for", "while", "repeat", "switch", "if", "do"].contains(source.text(peek(2).range))
    {
      let label = Identifier(text(advance()), range: tokens[index - 1].range)
      advance()
      guard let statement = parseStatement() else { return nil }
      return .labelled(label, statement)
    }
    if token.kind == .identifier, let keyword = statementKeyword() {
      switch keyword {
      case .binding:
        advance()
        if token.kind == .leftParen {
          // `let (q, r) = value`
          let pattern = parsePattern()
          if accept(.colon) != nil { skipType() }
          guard accept(.equal) != nil else {
            return .other("a destructuring binding with no value", SourceRange(start, previousEnd))
          }
          let value = parseExpression()
          return .binding(
            SwiftLocal(
              name: Identifier("_", range: pattern.range), type: nil, value: value,
              range: SourceRange(start, previousEnd), pattern: pattern))
        }
        guard token.kind == .identifier else {
          skipRestOfStatement()
          return .other("a destructuring binding", SourceRange(start, previousEnd))
        }
        var locals: [SwiftLocal] = []
        repeat {
          guard token.kind == .identifier else {
            error("expected a name", token.range)
            break
          }
          let name = Identifier(text(token), range: advance().range)
          let type = accept(.colon) != nil ? typeText() : nil
          let value = accept(.equal) != nil ? parseExpression() : nil
          locals.append(
            SwiftLocal(name: name, type: type, value: value, range: SourceRange(start, previousEnd))
          )
        } while accept(.comma) != nil
        guard var first = locals.first else { return nil }
        first.more = Array(locals.dropFirst())
        return .binding(first)
      case .ifElse:
        return parseIf().map { .ifElse($0) }
      case .guardElse:
        advance()
        let conditions = parseConditions()
        guard isKeyword("else") else {
          error("expected 'else' after the guard's conditions", token.range)
          skipRestOfStatement()
          return .other("'guard'", SourceRange(start, previousEnd))
        }
        advance()
        let body = parseBlock()
        return .guardElse(conditions, body, SourceRange(start, previousEnd))
      case .forIn:
        advance()
        if isKeyword("case") || isKeyword("try") || isKeyword("await") { advance() }
        inPattern = true
        let pattern = parseBinary(0, false)
        inPattern = false
        guard isKeyword("in") else {
          error("expected 'in' after the loop's pattern", token.range)
          skipRestOfStatement()
          return .other("'for'", SourceRange(start, previousEnd))
        }
        advance()
        let sequence = parseExpression(allowTrailingClosure: false)
        var filter: SwiftExpr?
        if isKeyword("where") {
          advance()
          filter = parseExpression(allowTrailingClosure: false)
        }
        let body = parseBlock()
        return .forIn(
          SwiftFor(
            pattern: pattern, sequence: sequence, filter: filter, body: body,
            range: SourceRange(start, previousEnd)))
      case .whileLoop:
        advance()
        let conditions = parseConditions()
        let body = parseBlock()
        return .whileLoop(conditions, body, SourceRange(start, previousEnd))
      case .repeatWhile:
        advance()
        let body = parseBlock()
        guard isKeyword("while") else {
          error("expected 'while' after the repeat's body", token.range)
          return .other("'repeat'", SourceRange(start, previousEnd))
        }
        advance()
        let condition = parseExpression(allowTrailingClosure: false)
        return .repeatWhile(body, condition, SourceRange(start, previousEnd))
      case .function:
        guard let f = parseFunction(isStatic: false) else {
          return .other("a function", SourceRange(start, previousEnd))
        }
        return .function(f)
      case .jump:
        var word = text(advance())
        // `break label`
        if token.kind == .identifier, !token.isAtStartOfLine { word += " " + text(advance()) }
        return .jump(word, SourceRange(start, previousEnd))
      case .switchCase:
        return parseSwitch()
      case .returnValue:
        advance()
        if token.isAtStartOfLine || token.kind == .rightBrace {
          return .returnValue(nil, SourceRange(start, previousEnd))
        }
        return .returnValue(parseExpression(), SourceRange(start, previousEnd))
      case .action:
        let word = text(advance())
        while !atEnd, token.kind != .rightBrace, !token.isAtStartOfLine || token.kind == .leftBrace
        {
          skipBalanced()
          if tokens[index - 1].kind == .rightBrace, token.isAtStartOfLine { break }
        }
        return .other("'\(word)'", SourceRange(start, previousEnd))
      }
    }
    let expression = parseExpression()
    // An assignment (`x = 1`, `count += 1`).
    if token.kind == .equal || (token.kind != .endOfFile && isCompoundAssignment()) {
      let op = token.kind == .equal ? "" : source.text(token.range)
      advance()
      if !op.isEmpty { advance() }
      let value = parseExpression()
      return .assignment(expression, op, value, SourceRange(start, previousEnd))
    }
    return .expression(expression)
  }

  /// What starts a statement that is not an expression.
  private enum StatementKeyword {
    /// `let`, `var`.
    case binding
    case ifElse, switchCase, returnValue, guardElse, forIn, whileLoop, repeatWhile, function
    /// `break`, `continue`.
    case jump
    /// `repeat`, `do`, `defer`, ...: code that is not evaluated.
    case action
  }

  /// The keyword the current name is, if it starts a statement: compared byte by byte (most
  /// statements start with a name that is none, and making its text cost more than parsing
  /// the rest of the name).
  private func statementKeyword() -> StatementKeyword? {
    let range = token.range
    // Keywords are lowercase; a view (`Text`, `VStack`) is not compared with each.
    if startsCapitalized(token) { return nil }
    if source.text(range, is: "let") || source.text(range, is: "var") { return .binding }
    if source.text(range, is: "if") { return .ifElse }
    if source.text(range, is: "switch") { return .switchCase }
    if source.text(range, is: "return") { return .returnValue }
    if source.text(range, is: "guard") { return .guardElse }
    if source.text(range, is: "for") { return .forIn }
    if source.text(range, is: "while") { return .whileLoop }
    if source.text(range, is: "repeat") { return .repeatWhile }
    if source.text(range, is: "func") { return .function }
    if source.text(range, is: "break") || source.text(range, is: "continue") { return .jump }
    for word in Self.actionKeywords where source.text(range, is: word) { return .action }
    return nil
  }

  private static let actionKeywords: [StaticString] = [
    "do", "defer", "throw", "fallthrough",
  ]

  private func isCompoundAssignment() -> Bool {
    switch token.kind {
    case .plus, .minus, .star, .slash, .percent:
      return peek().kind == .equal && peek().range.start == token.range.end
    default: return false
    }
  }

  private mutating func parseIf() -> SwiftIf? {
    let start = advance().range.start
    let conditions = parseConditions()
    guard token.kind == .leftBrace else {
      error("expected '{' after the condition", token.range)
      return nil
    }
    let then = parseBlock()
    var otherwise: [SwiftStatement]?
    if isKeyword("else") {
      advance()
      if isKeyword("if") {
        otherwise = parseIf().map { [.ifElse($0)] } ?? []
      } else {
        otherwise = parseBlock()
      }
    }
    return SwiftIf(
      conditions: conditions, then: then, otherwise: otherwise,
      range: SourceRange(start, previousEnd))
  }

  /// `#if CONDITION ... #elseif ... #else ... #endif` among statements: the first branch's
  /// statements (a preview is a debug build of the app on the platform it targets), the
  /// others skipped. Read as an `if true`.
  private mutating func parseConditionalCompilation() -> SwiftStatement? {
    let start = advance().range.start
    advance()  // `if`
    let line = source.location(of: token.range.start).line
    while !atEnd, source.location(of: token.range.start).line == line { advance() }
    var body: [SwiftStatement] = []
    while !atEnd, !atDirective(["elseif", "else", "endif"]), token.kind != .rightBrace {
      if let statement = statementOrSkip() { body.append(statement) }
    }
    skipOtherBranches()
    let range = SourceRange(start, previousEnd)
    return .ifElse(
      SwiftIf(
        conditions: [.expression(.name(Identifier("true", range: range)))], then: body,
        otherwise: nil, range: range))
  }

  private func atDirective(_ words: [String]) -> Bool {
    token.kind == .hash && peek().kind == .identifier
      && words.contains(source.text(peek().range))
  }

  /// The branches after an `#if`'s first, up to and past the matching `#endif`.
  private mutating func skipOtherBranches() {
    var depth = 0
    while !atEnd {
      if atDirective(["if"]) { depth += 1 }
      if atDirective(["endif"]) {
        if depth == 0 {
          advance()
          advance()
          break
        }
        depth -= 1
      }
      advance()
    }
  }

  /// `a, let b = c, case .x(let y) = z`: the conditions of an `if`, `guard` or `while`.
  private mutating func parseConditions() -> [SwiftCondition] {
    var conditions: [SwiftCondition] = []
    repeat {
      if isKeyword("let") || isKeyword("var") {
        advance()
        guard token.kind == .identifier else {
          error("expected a name after 'let'", token.range)
          while !atEnd, token.kind != .comma, token.kind != .leftBrace { skipBalanced() }
          continue
        }
        let name = Identifier(text(token), range: advance().range)
        if accept(.colon) != nil { skipType() }
        let value = accept(.equal) != nil ? parseExpression(allowTrailingClosure: false) : nil
        conditions.append(.optionalBinding(name, value))
      } else if isKeyword("case") {
        advance()
        let pattern = parsePattern()
        _ = expect(.equal, "'=' after the pattern")
        conditions.append(.matches(pattern, parseExpression(allowTrailingClosure: false)))
      } else {
        conditions.append(.expression(parseExpression(allowTrailingClosure: false)))
      }
    } while accept(.comma) != nil
    return conditions
  }

  /// A pattern: an expression in which `let name` binds (`let .some(x)` binds every name).
  private mutating func parsePattern() -> SwiftExpr {
    inPattern = true
    defer { inPattern = false }
    return parseBinary(0, false)
  }

  private mutating func parseSwitch() -> SwiftStatement? {
    let start = advance().range.start
    let subject = parseExpression(allowTrailingClosure: false)
    guard expect(.leftBrace, "'{' after the switch subject") != nil else { return nil }
    var cases: [SwiftCase] = []
    while !atEnd, token.kind != .rightBrace {
      let caseStart = token.range.start
      var patterns: [SwiftExpr] = []
      var filter: SwiftExpr?
      if isKeyword("case") {
        advance()
        repeat {
          patterns.append(parsePattern())
        } while accept(.comma) != nil
        if isKeyword("where") {
          advance()
          filter = parseExpression(allowTrailingClosure: false)
        }
      } else if isKeyword("default") {
        advance()
      } else {
        error("expected 'case' or 'default'", token.range)
        skipBalanced()
        continue
      }
      _ = expect(.colon, "':' after the case")
      var body: [SwiftStatement] = []
      while !atEnd, token.kind != .rightBrace, !isKeyword("case"), !isKeyword("default") {
        let before = index
        if let statement = parseStatement() { body.append(statement) }
        if index == before { advance() }
      }
      cases.append(
        SwiftCase(
          patterns: patterns, filter: filter, body: body,
          range: SourceRange(caseStart, previousEnd)))
    }
    _ = expect(.rightBrace, "'}'")
    return .switchCases(subject, cases, SourceRange(start, previousEnd))
  }

  // MARK: Expressions

  @inline(__always)
  private mutating func enter() -> Bool {
    guard depth < maxDepth else { return refuseNesting() }
    depth += 1
    return true
  }

  @inline(never)
  private mutating func refuseNesting() -> Bool {
    error("nesting too deep (more than \(maxDepth) levels)", token.range)
    stopped = true
    return false
  }

  private mutating func leave() { depth -= 1 }

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
  private mutating func parseBinary(_ level: Int, _ trailing: Bool) -> SwiftExpr {
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

  private mutating func parsePrimary() -> SwiftExpr {
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
  private mutating func skipClosure() -> SwiftClosure {
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

  // MARK: Plain view statements

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
