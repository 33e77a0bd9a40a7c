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
// Here: the parser's state, its tokens, its nesting and the file's top level. Each area of the
// grammar is an extension in a file of its own: SwiftParser+Declarations, +Types,
// +Statements, +Expressions, +Closures and +PlainViews.

struct SwiftParser {
  let source: SourceFile
  // The lexer's tokens, which carry no text (a `Token` holds a String: a retain and a
  // release each time the parser looked at one); string segments' texts are apart.
  var tokens: [LexedToken]
  let segmentTexts: [String]
  /// The names read so far, each made into a `String` once (a file repeats a few names).
  private var names: NameTable
  var index = 0
  private(set) var diagnostics: [Diagnostic]
  let maxDepth: Int
  var depth = 0
  var stopped = false
  /// Every closure body skipped, and the starts of those read to their end: the lowering
  /// reads the ones it reaches, `readUnreadBodies` the rest, for their errors.
  var skippedBodies: [SwiftBody] = []
  var readBodies: Set<Int> = []
  /// The nesting depth at which the error at each offset was reported (`error`).
  private var errorDepths: [Int: Int] = [:]
  /// Whether a closure's statements are being read (`statement(of:from:)`).
  var isReadingBody = false
  /// Inside a pattern (`case .a(let x)`, a `for` loop's), where `let name` binds.
  var inPattern = false

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

  var token: LexedToken { tokens[index] }
  func peek(_ offset: Int = 1) -> LexedToken {
    tokens[min(index + offset, tokens.count - 1)]
  }
  var atEnd: Bool { token.kind == .endOfFile || stopped }

  /// The text of an identifier token, without the backticks of an escaped keyword.
  mutating func text(_ t: LexedToken) -> String {
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
  func startsCapitalized(_ t: LexedToken) -> Bool {
    t.range.start < t.range.end && source.bytes[t.range.start] >= UInt8(ascii: "A")
      && source.bytes[t.range.start] <= UInt8(ascii: "Z")
  }

  /// Whether `t` (the current token by default) is the identifier `word`, compared byte by
  /// byte: the parser asks this of most tokens, and a String made for each cost more than
  /// the rest of the question.
  func isKeyword(_ word: StaticString, _ t: LexedToken? = nil) -> Bool {
    let t = t ?? token
    return t.kind == .identifier && source.text(t.range, is: word)
  }

  @discardableResult
  mutating func advance() -> LexedToken {
    let t = tokens[index]
    if index < tokens.count - 1 { index += 1 }
    return t
  }

  mutating func accept(_ kind: TokenKind) -> LexedToken? {
    token.kind == kind ? advance() : nil
  }

  mutating func expect(_ kind: TokenKind, _ what: String) -> LexedToken? {
    if let t = accept(kind) { return t }
    // After text the lexer reported (an unterminated string), the confusion is its error.
    if !token.followsInvalidText { error("expected \(what)", token.range) }
    return nil
  }

  mutating func error(_ message: String, _ range: SourceRange) {
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

  var previousEnd: Int { index > 0 ? tokens[index - 1].range.end : 0 }

  /// Skips one balanced group starting at `{`, `(` or `[` (or one token).
  mutating func skipBalanced() {
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
  mutating func skipRestOfStatement() {
    while !atEnd, !token.isAtStartOfLine, token.kind != .rightBrace, token.kind != .semicolon {
      skipBalanced()
    }
  }

  // MARK: The file

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

  // MARK: Nesting

  /// Enters one level of nesting; false, after one error, past `maxDepth`.
  @inline(__always)
  mutating func enter() -> Bool {
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

  /// Leaves the level `enter` entered.
  mutating func leave() { depth -= 1 }
}
