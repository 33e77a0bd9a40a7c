// Reproduces: the grammar of `.lyt` (lyt(5), Grammar) as a recursive-descent parser with
// panic-mode error recovery. This file holds the entry point and the shared
// machinery; each grammar area lives in its own `Parser+Area.swift`.

/// Limits that keep hostile input from exhausting the stack or flooding the terminal.
public struct ParserLimits: Sendable, Hashable {
  /// How deeply constructs may nest: views inside children and arguments, parenthesised,
  /// unary and binary expressions, lists, subscripts and interpolations all count. Past it the
  /// parser reports one error and stops without recursing further.
  public var maxNestingDepth: Int
  /// How many errors are reported before one "too many errors" diagnostic ends the list.
  public var maxErrors: Int

  /// Creates limits; the defaults are the ones `layoutc` uses.
  public init(maxNestingDepth: Int = 100_000, maxErrors: Int = 50) {
    self.maxNestingDepth = maxNestingDepth
    self.maxErrors = maxErrors
  }
}

/// What the parser produced: the syntax tree and every lexical and syntax error, in source
/// order. The tree is complete only when `diagnostics` holds no errors.
public struct ParseResult: Sendable {
  /// The syntax tree; parts that had errors hold placeholders (`ExprSyntax.missing`) or are
  /// left out.
  public var file: FileSyntax
  /// Every lexical and syntax diagnostic, sorted by source position.
  public var diagnostics: [Diagnostic]
  /// A Swift file's custom layouts, when it uses any: what their Swift met while laying
  /// out is in its `failures`.
  package var customLayouts: SwiftLayoutRuntime?

  /// Creates a result from a tree and its diagnostics.
  package init(file: FileSyntax, diagnostics: [Diagnostic]) {
    self.file = file
    self.diagnostics = diagnostics
  }

  /// True when at least one diagnostic is an error.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// One error and no tree for a file longer than `maxBytes`, whose offsets a `SourceRange`
  /// could not hold; nil for any other file.
  init?(refusing source: SourceFile, maxBytes: Int = SourceFile.maxBytes) {
    guard source.bytes.count > maxBytes else { return nil }
    let message = DiagnosticMessage.fileTooLarge(limit: maxBytes)
    self.init(
      file: FileSyntax(declarations: [], root: nil),
      diagnostics: [.error(message, at: .empty)])
  }
}

/// Takes the children of a file's root view one at a time, as the parser reads them, so that
/// they can be resolved and let go while the rest is read, rather than a large file's whole
/// syntax held at once. Called on the parsing thread, in source order, and
/// no more once the parser has reported an error (the file then has no tree to resolve).
package protocol RootChildrenConsumer: AnyObject {
  /// The root view's head, read up to its `<`: its `children` is an empty list at the `<`. The
  /// declarations read before it come with it. True to take the children: each then goes to
  /// `take(_:)` as soon as it is read, and the file's root comes back without them.
  func takesChildren(of head: NamedViewSyntax, after declarations: [DeclarationSyntax]) -> Bool
  /// The root's next child, read whole (with its modifiers).
  func take(_ child: ViewSyntax)
}

/// Parses `.lyt` source text into a `FileSyntax`.
///
/// The parser has one function per grammar rule, named after the rule (`parseView`,
/// `parseChildren`, `parseArguments`, …), on `Parser.State`. Bad input never throws: an error
/// is recorded and the parser enters panic mode, which silences further errors until a loop
/// resynchronises at a token that can safely restart parsing (a view name, a closing `>`, a
/// `,` or `)` in arguments, a line that starts a new top-level item). Every loop checks that
/// it consumed a token, so no input can make the parser spin.
///
/// The grammar functions recurse once per nesting level, so their stack frames bound how deep
/// a file may nest on a given thread (`Parser.measureStack`). That is why `State` is a class
/// (a call passes one reference, never a copy of the cursor) and why messages and recovery
/// live in separate functions (`Parser+Recovery.swift`) that are never on the recursion path.
///
/// To add a construct: write its `parseX` in the right `Parser+Area` file, put its messages in
/// `DiagnosticMessage`, and add a test in `ParserTests` and, for its errors, `RecoveryTests`.
public enum Parser {
  /// Parses a whole file.
  public static func parse(_ source: SourceFile, limits: ParserLimits = .init()) -> ParseResult {
    parse(source, limits: limits, rootChildren: nil)
  }

  /// Parses a whole file, handing the root view's children to `consumer` as they are read when
  /// it takes them (`RootChildrenConsumer`). The result alone says whether the file had
  /// errors; what the consumer was given before an error is then of no use.
  package static func parse(
    _ source: SourceFile, limits: ParserLimits = .init(),
    rootChildren consumer: (any RootChildrenConsumer)?
  ) -> ParseResult {
    if let refused = ParseResult(refusing: source) { return refused }
    let state = State(source, limits: limits)
    state.rootChildren = consumer
    let file = state.parseFile()
    return ParseResult(file: file, diagnostics: state.finishDiagnostics())
  }

  /// The parser's cursor over the token stream, its diagnostics and its recovery state.
  /// One parse uses one `State`; it is not shared between threads.
  ///
  /// The properties touched for every token are `@exclusivity(unchecked)`: Swift would
  /// otherwise check each access to a class's stored property at run time for an overlapping
  /// write, which was a third of the parse. No access here overlaps another: the state is
  /// read and written by one parse on one thread, and never through `inout` across a call
  /// that touches it again.
  final class State {
    let source: SourceFile
    let limits: ParserLimits
    @exclusivity(unchecked) private var lexer: Lexer
    /// The current token. The grammar looks at most one token further (`peekKind(1)`), so
    /// the token after it is all the lookahead there is.
    @exclusivity(unchecked) private(set) var current: LexedToken
    @exclusivity(unchecked) private var peeked: LexedToken?
    /// The names read so far, so each distinct name is made into a `String` once.
    @exclusivity(unchecked) private var names: NameTable
    /// End offset of the last consumed token: "found end of file" points just after it.
    @exclusivity(unchecked) private(set) var previousEnd = 0
    /// Number of tokens consumed so far; loops compare it to prove they made progress.
    @exclusivity(unchecked) private(set) var consumed = 0
    /// Kind of the last consumed token: a name right after a `.` is a member, not a view.
    @exclusivity(unchecked) private(set) var previousKind: TokenKind?
    private var parserDiagnostics: [Diagnostic] = []
    /// Panic mode: an error was reported and the parser has not resynchronised yet.
    @exclusivity(unchecked) var panicking = false
    /// Set when nesting or the error count passed its limit: everything unwinds at once.
    @exclusivity(unchecked) private(set) var stopped = false
    @exclusivity(unchecked) private(set) var depth = 0
    /// How many `(`, `[` and `<` enclose the current position (reset inside interpolations),
    /// so a construct can tell a closer that belongs to an enclosing one from stray text.
    @exclusivity(unchecked) var openParentheses = 0
    @exclusivity(unchecked) var openBrackets = 0
    @exclusivity(unchecked) var openAngles = 0
    /// Offered the root view's children (`Parser.parse(_:limits:rootChildren:)`); nil once
    /// offered them.
    var rootChildren: (any RootChildrenConsumer)?
    /// The next named view read is the root (`parseFile`); the next children list read is the
    /// root's and goes to `rootChildren` (`parseNamedView`).
    @exclusivity(unchecked) var readingRoot = false
    @exclusivity(unchecked) var readingRootChildren = false
    /// The declarations read before the root, for `rootChildren`.
    var declarationsBeforeRoot: [DeclarationSyntax] = []
    /// For `Parser.measureStack`: the address of a local at depth 1 and at the deepest level.
    @exclusivity(unchecked) var measuresStack = false
    private(set) var stackAddressAtDepthOne: UInt = 0
    private(set) var deepestStackAddress: UInt = 0
    private(set) var deepestDepth = 0

    init(_ source: SourceFile, limits: ParserLimits) {
      self.source = source
      self.limits = limits
      self.lexer = Lexer(source, diagnosticLimit: limits.maxErrors)
      self.current = lexer.nextLexed()
      self.names = NameTable(bytes: source.bytes)
      noteInvalidText()
    }

    // MARK: Tokens
    //
    // The parse functions recurse once per nesting level, so their stack frames decide how
    // deep a file can nest. They therefore ask small questions (`at`, `currentStart`) and leave
    // everything else (messages, recovery) to helpers that are not on the recursion path.

    var currentKind: TokenKind { current.kind }

    /// Where the current token starts.
    var currentStart: Int { current.range.start }

    /// The kind of the token `offset` places after the current one (0 or 1).
    func peekKind(_ offset: Int) -> TokenKind {
      precondition(offset <= 1, "the grammar looks one token ahead at most")
      if offset == 0 { return current.kind }
      if let peeked { return peeked.kind }
      let next = lexer.nextCommonToken() ?? lexer.nextLexed()
      peeked = next
      return next.kind
    }

    func at(_ kind: TokenKind) -> Bool { current.kind == kind }

    /// The source text of a token (an identifier's name).
    func text(of token: LexedToken) -> String { source.text(token.range) }

    /// The decoded text of a string segment token.
    func segmentText(of token: LexedToken) -> String { lexer.text(of: token) }

    /// True when the current token is the identifier `word` (compared as bytes: this runs for
    /// most tokens, so it must not allocate).
    func atWord(_ word: StaticString) -> Bool { atWord(word, ignoringCase: false) }

    /// True when the current token is the identifier `word` in any ASCII case. `word` is ASCII
    /// and lowercase; a non-ASCII letter never lowercases to ASCII ones, so the bytes decide.
    func atWordIgnoringCase(_ word: StaticString) -> Bool { atWord(word, ignoringCase: true) }

    private func atWord(_ word: StaticString, ignoringCase: Bool) -> Bool {
      current.kind == .identifier
        && source.text(current.range, is: word, ignoringCase: ignoringCase)
    }

    /// Consumes and returns the current token (the end of file is never consumed).
    @discardableResult
    func consume() -> LexedToken {
      let token = current
      advance()
      return token
    }

    /// Consumes the current token (the end of file is never consumed).
    func advance() {
      guard current.kind != .endOfFile else { return }
      previousEnd = current.range.end
      previousKind = current.kind
      consumed += 1
      if let next = peeked {
        current = next
        peeked = nil
      } else {
        current = lexer.nextCommonToken() ?? lexer.nextLexed()
      }
      if lexer.diagnostics.count > limits.maxErrors { stopped = true }
      noteInvalidText()
    }

    /// Text the lexer dropped before the current token was already reported: what it breaks
    /// is a cascade, so the parser enters panic mode without a message of its own.
    private func noteInvalidText() {
      if current.followsInvalidText { panicking = true }
    }

    /// Consumes the current token if it is of `kind`.
    func eat(_ kind: TokenKind) -> Bool {
      guard at(kind) else { return false }
      advance()
      return true
    }

    /// Consumes the current identifier token as an `Identifier`.
    func consumeIdentifier() -> Identifier {
      let token = consume()
      return Identifier(names.name(token.range), range: token.range)
    }

    /// Consumes the current token and returns its source text (an operator's spelling).
    func consumeText() -> String {
      text(of: consume())
    }

    // MARK: Token classes

    /// True for a token that can begin a view in children or at the top level.
    func canStartView(_ token: LexedToken) -> Bool { token.kind == .identifier }

    var atViewStart: Bool { at(.identifier) }

    /// True at a token that can begin a value but is not a range operator: an operand.
    var atOperandStart: Bool {
      !at(.closedRange) && !at(.halfOpenRange) && canStartValue(current)
    }

    var atRangeOperator: Bool { at(.closedRange) || at(.halfOpenRange) }

    /// True for a token that can begin a value in an argument, a list or an expression.
    func canStartValue(_ token: LexedToken) -> Bool {
      switch token.kind {
      case .identifier, .number, .stringStart, .dot, .leftParen, .leftBracket, .minus, .plus,
        .closedRange, .halfOpenRange:
        return true
      default:
        return false
      }
    }

    /// True for a closer that belongs to a construct enclosing the current one.
    func closesEnclosing(_ token: LexedToken) -> Bool {
      switch token.kind {
      case .rightParen: return openParentheses > 0
      case .rightBracket: return openBrackets > 0
      case .rightAngle: return openAngles > 0
      case .interpolationEnd, .stringEnd: return true
      default: return false
      }
    }

    /// How a token reads in "found …": the quoted source text, or a phrase for tokens without
    /// useful text.
    func describe(_ token: LexedToken) -> String {
      switch token.kind {
      case .endOfFile: return "end of file"
      case .stringStart: return "string literal"
      case .stringEnd, .interpolationEnd:
        // An empty closer was inserted by the lexer where a literal ran into a line break.
        return token.range.start == token.range.end ? "end of line" : "'\(text(of: token))'"
      default: return "'\(text(of: token))'"
      }
    }

    // MARK: Diagnostics

    /// Where an error about the current token points: the token itself, or just after the
    /// last token at the end of the file.
    var currentErrorRange: SourceRange {
      at(.endOfFile) ? SourceRange(previousEnd, previousEnd) : current.range
    }

    /// Reports an error unless the parser is already panicking, then enters panic mode.
    func error(_ message: String, at range: SourceRange) {
      guard !panicking, !stopped else { return }
      panicking = true
      record(Diagnostic(.error, message, at: range))
    }

    /// Reports an error about the current token. An empty closer inserted by the lexer after
    /// an unterminated string, or a token right after text the lexer dropped, is not reported:
    /// the lexer already said what went wrong there.
    func errorAtCurrent(_ message: String) {
      let insertedCloser =
        (at(.stringEnd) || at(.interpolationEnd)) && current.range.start == current.range.end
      if insertedCloser || current.followsInvalidText {
        panicking = true
        return
      }
      error(message, at: currentErrorRange)
    }

    /// Reports an error that is not a cascade of another one, even in panic mode.
    func independentError(_ diagnostic: Diagnostic) {
      guard !stopped else { return }
      record(diagnostic)
    }

    private func record(_ diagnostic: Diagnostic) {
      parserDiagnostics.append(diagnostic)
      if parserDiagnostics.count + lexer.diagnostics.count > limits.maxErrors { stopped = true }
    }

    /// True when an error has been reported so far (the parser and the lexer report only
    /// errors).
    var hasReportedErrors: Bool { !parserDiagnostics.isEmpty || !lexer.diagnostics.isEmpty }

    /// Lexer and parser diagnostics in source order, capped at `maxErrors`.
    func finishDiagnostics() -> [Diagnostic] {
      let all = (lexer.diagnostics + parserDiagnostics).enumerated().sorted {
        ($0.element.range.start, $0.offset) < ($1.element.range.start, $1.offset)
      }.map(\.element)
      guard all.count > limits.maxErrors else { return all }
      var capped = Array(all.prefix(limits.maxErrors))
      capped.append(
        .error(
          DiagnosticMessage.tooManyErrors(limit: limits.maxErrors),
          at: all[limits.maxErrors].range))
      return capped
    }

    // MARK: Nesting

    /// Enters one level of nesting. Past the limit, reports one error and stops the parse;
    /// the caller must then return at once. Always pair with `leaveNesting()`.
    func enterNesting() -> Bool {
      depth += 1
      if measuresStack { recordStackDepth() }
      guard depth <= limits.maxNestingDepth else {
        reportNestingTooDeep()
        return false
      }
      return !stopped
    }

    /// Out of line: the message would otherwise take room in the frames of the recursion.
    @inline(never)
    private func reportNestingTooDeep() {
      guard !stopped else { return }
      record(
        .error(
          DiagnosticMessage.nestingTooDeep(limit: limits.maxNestingDepth), at: currentErrorRange))
      stopped = true
    }

    func leaveNesting() { depth -= 1 }

    @inline(never)
    private func recordStackDepth() {
      var marker = 0
      let address = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
      if depth == 1, stackAddressAtDepthOne == 0 { stackAddressAtDepthOne = address }
      if depth > deepestDepth {
        deepestDepth = depth
        deepestStackAddress = address
      }
    }

    // MARK: Recovery

    /// Skips tokens until `stop` accepts one outside any bracket, `(`/`)`, `[`/`]`, `<`/`>`
    /// and string literals opened while skipping, or until the end of the file. A closer
    /// with no opener is skipped unless `stop` accepts it.
    func skip(until stop: (State, LexedToken) -> Bool) {
      var nesting = 0
      while !at(.endOfFile) {
        let token = current
        if nesting == 0, stop(self, token) { return }
        switch token.kind {
        case .leftParen, .leftBracket, .leftAngle, .stringStart, .interpolationStart:
          nesting += 1
        case .rightParen, .rightBracket, .rightAngle, .stringEnd, .interpolationEnd:
          if nesting > 0 { nesting -= 1 }
        default:
          break
        }
        advance()
      }
    }

    /// The progress check every loop runs at the top of each iteration: false (leave the
    /// loop) when the previous iteration consumed nothing or the parse was stopped.
    func makesProgress(_ last: inout Int) -> Bool {
      guard !stopped, consumed != last else { return false }
      last = consumed
      return true
    }

    // MARK: Ranges

    /// The range from `start` to the end of the last consumed token.
    func range(from start: Int) -> SourceRange { SourceRange(start, max(start, previousEnd)) }

    /// An empty range where the last token ended: where something missing would have been.
    var missingRange: SourceRange { SourceRange(previousEnd, previousEnd) }
  }
}

/// How much stack the parser used per nesting level on one parse (see `Parser.measureStack`).
package struct StackUsage: Sendable {
  /// The parse itself, as `Parser.parse` returns it.
  package var result: ParseResult
  /// The deepest nesting level reached.
  package var deepestLevel: Int
  /// Stack bytes between nesting level 1 and the deepest level, divided by the levels between.
  package var bytesPerLevel: Double
}

extension Parser {
  /// Parses a file and measures the stack one nesting level takes, so a caller can size the
  /// thread it parses on (`maxNestingDepth` × `bytesPerLevel`, plus a margin).
  package static func measureStack(_ source: SourceFile, limits: ParserLimits = .init())
    -> StackUsage
  {
    let state = State(source, limits: limits)
    state.measuresStack = true
    let file = state.parseFile()
    let levels = state.deepestDepth - 1
    let bytes = Double(state.stackAddressAtDepthOne) - Double(state.deepestStackAddress)
    return StackUsage(
      result: ParseResult(file: file, diagnostics: state.finishDiagnostics()),
      deepestLevel: state.deepestDepth, bytesPerLevel: levels > 0 ? bytes / Double(levels) : 0)
  }
}
