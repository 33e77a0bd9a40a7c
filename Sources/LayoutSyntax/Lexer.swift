// Reproduces: the lexical structure of `.lyt` (lyt(5), Lexical structure): identifiers,
// numbers, strings with escapes and `\(…)` interpolation, nesting block comments, punctuation.
// Lexical errors are reported with exact byte ranges and lexing continues past them.

/// Turns the UTF-8 bytes of a `SourceFile` into tokens, one at a time.
///
/// The lexer is a pull stream (`next()`), so the parser holds only a few tokens at a time and
/// a very large file costs memory for its syntax tree only. String literals are lexed with a
/// small mode stack instead of recursion: inside `"…"` the lexer produces segments, and `\(`
/// switches back to ordinary tokens until the matching `)`, which may itself contain strings.
/// Every `next()` call consumes input or returns a queued token, so the stream always ends.
package struct Lexer: Sendable {
  /// Which language the source is: `.lyt`, or the subset of Swift that `SwiftReader` reads
  /// (braces, `@`, `#`, key paths, comparison and logical operators, `1_000`, `$name`).
  package enum Dialect: Sendable {
    /// `.lyt`, or Swift source.
    case lyt, swift
  }

  private enum Mode: Sendable {
    /// Inside the quotes of a string literal opened at `start`.
    case string(start: Int)
    /// Inside a Swift string literal with its own delimiters: `#"..."#` (raw, `hashes` of
    /// them: its escapes are `\#n`) and `"""` (multi-line: each line's first `indent` bytes
    /// of indentation are the closing delimiter's, not the text's).
    case delimited(start: Int, hashes: Int, multiline: Bool, indent: Int)
    /// Inside `\( … )`, counting the parentheses opened since.
    case interpolation(parenDepth: Int)
  }

  private let bytes: [UInt8]
  private let dialect: Dialect
  private var position = 0
  private var modes: [Mode] = []
  /// Tokens already decided but not yet returned (the closers of unterminated literals).
  private var queued: [LexedToken] = []
  private var queueHead = 0
  private var sawLineBreak = true
  /// Set when text was reported and dropped; the next token carries it.
  private var droppedInvalidText = false
  /// The decoded texts of the string segments lexed so far, in order (`LexedToken.textIndex`).
  private var segmentTexts: [String] = []
  /// Lexical errors found so far, in the order found (`Parser` sorts them by position).
  package private(set) var diagnostics: [Diagnostic] = []
  /// Past this many diagnostics the lexer stops recording (one more is kept, so the parser can
  /// tell that the limit was passed).
  package var diagnosticLimit: Int

  /// Creates a lexer at the start of `source` (after a UTF-8 byte order mark, if any).
  package init(_ source: SourceFile, dialect: Dialect = .lyt, diagnosticLimit: Int = .max) {
    self.bytes = source.bytes
    self.dialect = dialect
    self.diagnosticLimit = diagnosticLimit
    // A UTF-8 byte order mark is not part of the text.
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
  }

  /// Lexes a whole file: every token up to and including `endOfFile`, and the lexical errors.
  package static func tokenize(_ source: SourceFile, dialect: Dialect = .lyt) -> (
    tokens: [Token], diagnostics: [Diagnostic]
  ) {
    let lexed = tokenizeLexed(source, dialect: dialect)
    let tokens = lexed.tokens.map { token in
      Token(token, text: token.kind == .stringSegment ? lexed.segmentTexts[token.textIndex] : "")
    }
    return (tokens, lexed.diagnostics)
  }

  /// Every token of `source` as the parsers hold them (no text per token), with the decoded
  /// texts of its string segments (`LexedToken.textIndex`) and the lexical diagnostics.
  /// `commonTokens` off (for tests) reads every token the general way, `nextLexed`.
  static func tokenizeLexed(_ source: SourceFile, dialect: Dialect, commonTokens: Bool = true)
    -> (tokens: [LexedToken], segmentTexts: [String], diagnostics: [Diagnostic])
  {
    var lexer = Lexer(source, dialect: dialect)
    var tokens: [LexedToken] = []
    // Code has a token every few bytes: room for that many up front saves copying a large
    // array as it grows (room not written to is not committed). SwiftUI code has one every
    // three bytes or so (`Rectangle().frame(width: 10, height: 10)` has 13 in 40 bytes): room
    // for a third of the bytes was just short, and the array was copied whole at the end.
    tokens.reserveCapacity(source.bytes.count / 2 + 16)
    // Each `{` learns where its `}` is, so a parser skips a block in one step.
    var openBraces: [Int] = []
    while true {
      let token = (commonTokens ? lexer.nextCommonToken() : nil) ?? lexer.nextLexed()
      switch token.kind {
      case .leftBrace:
        openBraces.append(tokens.count)
      case .rightBrace:
        if let open = openBraces.popLast() { tokens[open].textIndex = tokens.count }
      default:
        break
      }
      tokens.append(token)
      if token.kind == .endOfFile { break }
    }
    for open in openBraces { tokens[open].textIndex = tokens.count - 1 }
    return (tokens, lexer.segmentTexts, lexer.diagnostics)
  }

  /// The next token; after the end of the input, `endOfFile` forever.
  package mutating func next() -> Token {
    let token = nextLexed()
    return Token(token, text: token.kind == .stringSegment ? text(of: token) : "")
  }

  /// The decoded text of a `stringSegment` token this lexer made.
  func text(of token: LexedToken) -> String { segmentTexts[token.textIndex] }

  /// The next token, as the parser holds it (`next()` adds the text of a string segment).
  @inline(__always)
  mutating func nextLexed() -> LexedToken {
    if queueHead < queued.count {
      let token = queued[queueHead]
      queueHead += 1
      if queueHead == queued.count {
        queued.removeAll(keepingCapacity: true)
        queueHead = 0
      }
      return token
    }
    if case .string = modes.last { return lexStringPart() }
    if case .delimited(_, let hashes, let multiline, let indent) = modes.last {
      return lexDelimitedPart(hashes: hashes, multiline: multiline, indent: indent)
    }
    while true {
      let lineBreakEndsLiteral = skipTrivia()
      if lineBreakEndsLiteral || (position >= bytes.count && !modes.isEmpty) {
        return closeOpenLiterals()
      }
      if position >= bytes.count {
        return make(.endOfFile, position, position)
      }
      if let token = lexToken() { return token }
      // A run of stray characters was reported and skipped: look again.
    }
  }

  /// The next token when it is one of the commonest and the lexer is in plain code (no
  /// literal open, nothing queued): a name starting in ASCII, a number, or `( ) [ ] , : .`
  /// (with `< >` in `.lyt`, `{ }` in Swift), after trivia. Nil for anything else (a string,
  /// an operator, a `.5`), with the position at it, for `nextLexed` to read. It reads what
  /// it reads with `nextLexed`'s own parts, without its generality: that was a third of the
  /// Swift reader's time, and of the `.lyt` parser's (`CommonTokenTests` compare the two).
  @inline(__always)
  mutating func nextCommonToken() -> LexedToken? {
    guard queueHead >= queued.count, modes.isEmpty else { return nil }
    // No literal is open, so no line break ends one.
    _ = skipTrivia()
    guard position < bytes.count else { return nil }
    let byte = bytes[position]
    if isASCIINameStart(byte) { return lexName() }
    if isDigit(byte) { return lexWholeNumber() }
    let kind: TokenKind
    switch byte {
    case UInt8(ascii: "("): kind = .leftParen
    case UInt8(ascii: ")"): kind = .rightParen
    case UInt8(ascii: ","): kind = .comma
    case UInt8(ascii: ":"): kind = .colon
    case UInt8(ascii: "["): kind = .leftBracket
    case UInt8(ascii: "]"): kind = .rightBracket
    case UInt8(ascii: "<") where dialect == .lyt: kind = .leftAngle
    case UInt8(ascii: ">") where dialect == .lyt: kind = .rightAngle
    case UInt8(ascii: "{") where dialect == .swift: kind = .leftBrace
    case UInt8(ascii: "}") where dialect == .swift: kind = .rightBrace
    case UInt8(ascii: "."):
      // Not `.5`, `..<`, `...`; but Swift's `pair.0` is a member.
      if let next = peek(1), isDigit(next) || next == UInt8(ascii: ".") {
        guard isDigit(next), followsMemberBase else { return nil }
      }
      kind = .dot
    default:
      return nil
    }
    return punctuation(kind, length: 1)
  }

  // MARK: - Trivia

  /// Skips whitespace and comments. Returns true when a line break is reached inside an
  /// interpolation: string literals are single-line, so that break ends every open literal.
  @inline(__always)
  private mutating func skipTrivia() -> Bool {
    let inInterpolation = !modes.isEmpty
    // The hot loops here and below move a local cursor and store `position` once: a stored
    // property of `inout self` would be loaded and stored on every byte.
    var index = position
    defer { position = index }
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\n"):
        if inInterpolation { return true }
        sawLineBreak = true
        index += 1
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
        index += 1
      case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
      case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
        position = index
        skipBlockComment()
        index = position
      default:
        return false
      }
    }
    return false
  }

  /// Skips a `/* … */` comment, counting nested openers so each needs its own closer.
  private mutating func skipBlockComment() {
    let start = position
    var depth = 0
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
        depth += 1
        position += 2
      } else if byte == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
        depth -= 1
        position += 2
        if depth == 0 { return }
      } else {
        if byte == UInt8(ascii: "\n") { sawLineBreak = true }
        position += 1
      }
    }
    report(DiagnosticMessage.unterminatedBlockComment, start, start + 2)
    droppedInvalidText = true
  }

  // MARK: - Tokens

  /// Lexes one token at `position`, or reports and skips a run of stray characters (nil).
  @inline(__always)
  private mutating func lexToken() -> LexedToken? {
    let start = position
    let byte = bytes[position]
    // Most tokens are ASCII names; no dialect has punctuation that starts with a letter.
    if isASCIINameStart(byte) { return lexName() }
    if dialect == .swift, Self.mayStartSwiftPunctuation(byte),
      let token = lexSwiftPunctuation(byte)
    {
      return token
    }
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      return lexNumber()
    case UInt8(ascii: "."):
      if let next = peek(1), isDigit(next), !followsMemberBase { return lexNumber() }
      if peek(1) == UInt8(ascii: "."), peek(2) == UInt8(ascii: "<") {
        return punctuation(.halfOpenRange, length: 3)
      }
      if peek(1) == UInt8(ascii: "."), peek(2) == UInt8(ascii: ".") {
        return punctuation(.closedRange, length: 3)
      }
      return punctuation(.dot, length: 1)
    case UInt8(ascii: "\""):
      if dialect == .swift, let opener = delimitedStringOpener() { return opener }
      modes.append(.string(start: start))
      return punctuation(.stringStart, length: 1)
    case UInt8(ascii: "<"): return punctuation(.leftAngle, length: 1)
    case UInt8(ascii: ">"): return punctuation(.rightAngle, length: 1)
    case UInt8(ascii: "("):
      if case .interpolation(let depth) = modes.last {
        modes[modes.count - 1] = .interpolation(parenDepth: depth + 1)
      }
      return punctuation(.leftParen, length: 1)
    case UInt8(ascii: ")"):
      if case .interpolation(let depth) = modes.last {
        if depth == 0 {
          modes.removeLast()
          return punctuation(.interpolationEnd, length: 1)
        }
        modes[modes.count - 1] = .interpolation(parenDepth: depth - 1)
      }
      return punctuation(.rightParen, length: 1)
    case UInt8(ascii: "["): return punctuation(.leftBracket, length: 1)
    case UInt8(ascii: "]"): return punctuation(.rightBracket, length: 1)
    case UInt8(ascii: ","): return punctuation(.comma, length: 1)
    case UInt8(ascii: ":"): return punctuation(.colon, length: 1)
    case UInt8(ascii: "="): return punctuation(.equal, length: 1)
    case UInt8(ascii: "+"): return punctuation(.plus, length: 1)
    case UInt8(ascii: "-"): return punctuation(.minus, length: 1)
    case UInt8(ascii: "*"): return punctuation(.star, length: 1)
    case UInt8(ascii: "/"): return punctuation(.slash, length: 1)
    default:
      return lexNonASCIINameOrStrayCharacters()
    }
  }

  /// The name at `position`, which starts with an ASCII letter or `_`.
  @inline(__always)
  private mutating func lexName() -> LexedToken {
    let start = position
    var end = start + 1
    while end < bytes.count, isASCIINameByte(bytes[end]) { end += 1 }
    position = end
    // A name that goes on past ASCII (`café`) takes the decoding path.
    if end < bytes.count, bytes[end] >= 0x80 { skipIdentifierContinuation() }
    return make(.identifier, start, position)
  }

  /// A name that starts with a non-ASCII letter, or a run of stray characters (nil). Out of
  /// line: it decodes scalars and reads their Unicode properties, which `lexToken` would
  /// otherwise prepare for on every call.
  @inline(never)
  private mutating func lexNonASCIINameOrStrayCharacters() -> LexedToken? {
    let start = position
    if let (scalar, length) = decodeScalar(at: position), isIdentifierStart(scalar) {
      position += length
      skipIdentifierContinuation()
      return make(.identifier, start, position)
    }
    skipStrayCharacters()
    return nil
  }

  /// Whether `byte` is one `lexSwiftPunctuation` reads (`!#$%&-;<=>?@\`{|}`), by two masks
  /// of ASCII: most tokens' punctuation (`(`, `)`, `.`, `,`, `:`) is not, and asking the
  /// function for each cost a call that returned nothing.
  @inline(__always)
  private static func mayStartSwiftPunctuation(_ byte: UInt8) -> Bool {
    if byte < 64 { return (0xF800_207A_0000_0000 as UInt64) >> byte & 1 != 0 }
    if byte < 128 { return (0x3800_0001_1000_0001 as UInt64) >> (byte - 64) & 1 != 0 }
    return false
  }

  /// The punctuation only Swift has, and Swift's longer operators (`->`, `==`, `<=`, ...).
  private mutating func lexSwiftPunctuation(_ byte: UInt8) -> LexedToken? {
    let next = peek(1)
    switch byte {
    case UInt8(ascii: "{"): return punctuation(.leftBrace, length: 1)
    case UInt8(ascii: "}"): return punctuation(.rightBrace, length: 1)
    case UInt8(ascii: "@"): return punctuation(.at, length: 1)
    case UInt8(ascii: "#"):
      if let opener = delimitedStringOpener() { return opener }
      return punctuation(.hash, length: 1)
    case UInt8(ascii: "\\"): return punctuation(.backslash, length: 1)
    case UInt8(ascii: ";"): return punctuation(.semicolon, length: 1)
    case UInt8(ascii: "%"): return punctuation(.percent, length: 1)
    case UInt8(ascii: "-") where next == UInt8(ascii: ">"): return punctuation(.arrow, length: 2)
    case UInt8(ascii: "=") where next == UInt8(ascii: "="):
      return punctuation(.equalEqual, length: peek(2) == UInt8(ascii: "=") ? 3 : 2)
    case UInt8(ascii: "!") where next == UInt8(ascii: "="):
      return punctuation(.notEqual, length: peek(2) == UInt8(ascii: "=") ? 3 : 2)
    case UInt8(ascii: "!"): return punctuation(.bang, length: 1)
    case UInt8(ascii: "<") where next == UInt8(ascii: "="):
      return punctuation(.lessEqual, length: 2)
    case UInt8(ascii: ">") where next == UInt8(ascii: "="):
      return punctuation(.greaterEqual, length: 2)
    case UInt8(ascii: "&") where next == UInt8(ascii: "&"): return punctuation(.ampAmp, length: 2)
    case UInt8(ascii: "&"): return punctuation(.ampersand, length: 1)
    case UInt8(ascii: "|") where next == UInt8(ascii: "|"):
      return punctuation(.pipePipe, length: 2)
    case UInt8(ascii: "?") where next == UInt8(ascii: "?"):
      return punctuation(.questionQuestion, length: 2)
    case UInt8(ascii: "?"): return punctuation(.question, length: 1)
    case UInt8(ascii: "$"):
      // `$binding`: a property wrapper's projected value, read as the name itself.
      let start = position
      position += 1
      skipIdentifierContinuation()
      return make(.identifier, start, position)
    case UInt8(ascii: "`"):
      // `` `default` ``: an escaped keyword, a name like any other (without the backticks).
      guard let close = bytes[(position + 1)...].firstIndex(of: UInt8(ascii: "`")),
        close > position + 1, !bytes[(position + 1)..<close].contains(UInt8(ascii: "\n"))
      else { return nil }
      let start = position
      position = close + 1
      return make(.identifier, start, position)
    default:
      return nil
    }
  }

  @inline(__always)
  private mutating func punctuation(_ kind: TokenKind, length: Int) -> LexedToken {
    let start = position
    position += length
    return make(kind, start, position)
  }

  // `punctuation` and `make` run for most tokens; left to itself the optimizer made them calls.
  @inline(__always)
  private mutating func make(_ kind: TokenKind, _ start: Int, _ end: Int) -> LexedToken {
    var token = LexedToken(kind, SourceRange(start, end))
    token.isAtStartOfLine = sawLineBreak
    token.followsInvalidText = droppedInvalidText
    sawLineBreak = false
    droppedInvalidText = false
    return token
  }

  /// Whether a `.` here follows what a Swift member is read on (a name, `)`, `]`, a tuple
  /// element's number): `pair.0`, `$0.1`, `f().0`.
  private var followsMemberBase: Bool {
    guard dialect == .swift, position > 0 else { return false }
    let before = bytes[position - 1]
    return isIdentifierByte(before) || before == UInt8(ascii: ")") || before == UInt8(ascii: "]")
  }

  /// `20`, `20.5`, `.5`, `1e3`, `1e-3`, `2.5E+2`. A `.` belongs to the number only when a
  /// digit follows it, so `0..<3` and `1...5` keep their range operators.
  private mutating func lexNumber() -> LexedToken {
    // Swift's `pair.0.1`: a tuple's element is a whole number, the `.` after it a member.
    // (Only at a digit: a number that starts with its `.` is `.5`, never a member.)
    let isMember =
      dialect == .swift && isDigit(bytes[position]) && position > 0
      && bytes[position - 1] == UInt8(ascii: ".")
      && !(position > 1 && bytes[position - 2] == UInt8(ascii: "."))
    if !isMember, let whole = lexWholeNumber() { return whole }
    let start = position
    skipDigits()
    if !isMember, position < bytes.count, bytes[position] == UInt8(ascii: "."), let next = peek(1),
      isDigit(next)
    {
      position += 1
      skipDigits()
    }
    if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
      if let next = peek(1), isDigit(next) {
        position += 1
        skipDigits()
      } else if let sign = peek(1), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"),
        let next = peek(2), isDigit(next)
      {
        position += 2
        skipDigits()
      }
    }
    let numberEnd = position
    let value = wholeNumberValue(start, numberEnd) ?? decimalValue(start, numberEnd)
    // `20px`, `1e`, `3abc`: letters glued to a number are one malformed literal, so the parser
    // does not see a number followed by a name.
    if continuesName(at: position) {
      skipIdentifierContinuation()
      let text = String(decoding: bytes[start..<position], as: UTF8.self)
      report(DiagnosticMessage.invalidNumber(text), start, position)
    } else if value.isInfinite {
      let text = String(decoding: bytes[start..<numberEnd], as: UTF8.self)
      report(DiagnosticMessage.numberTooLarge(text), start, numberEnd)
    }
    var token = make(.number, start, position)
    token.number = value
    return token
  }

  /// The literal at `position` when it is a few plain digits (`10`, `390`, most literals);
  /// nil, the position left, when anything after the digits could extend it (`.`, a letter,
  /// `_`) or there are too many for `wholeNumberValue`.
  @inline(__always)
  private mutating func lexWholeNumber() -> LexedToken? {
    let start = position
    var index = start
    while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    guard index > start, index == bytes.count || bytes[index] != UInt8(ascii: "."),
      !continuesName(at: index), let value = wholeNumberValue(start, index)
    else { return nil }
    position = index
    var token = make(.number, start, index)
    token.number = value
    return token
  }

  /// The value of a literal of at most 15 plain digits (most literals: `10`, `390`), read
  /// without making a `String`; such a value is exact in a `Double`. Nil for anything else.
  @inline(__always)
  private func wholeNumberValue(_ start: Int, _ end: Int) -> Double? {
    guard end - start <= 15 else { return nil }
    var value = 0
    var index = start
    while index < end {
      let byte = bytes[index]
      guard isDigit(byte) else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
      index += 1
    }
    return Double(value)
  }

  /// The value of any other literal (a fraction, an exponent, `1_000`), rounded as `Double`
  /// reads it.
  private func decimalValue(_ start: Int, _ end: Int) -> Double {
    let digits = String(decoding: bytes[start..<end], as: UTF8.self)
    return Double(dialect == .swift ? digits.replacingUnderscores() : digits) ?? 0
  }

  /// Digits; in Swift also `_` between them (`1_000`).
  private mutating func skipDigits() {
    var index = position
    while index < bytes.count,
      isDigit(bytes[index]) || (dialect == .swift && bytes[index] == UInt8(ascii: "_"))
    {
      index += 1
    }
    position = index
  }

  /// True when the character at `index` can continue a name (false at the end of the input).
  private func continuesName(at index: Int) -> Bool {
    guard index < bytes.count else { return false }
    let byte = bytes[index]
    if byte < 0x80 { return isASCIINameByte(byte) }
    guard let (scalar, _) = decodeScalar(at: index) else { return false }
    return isIdentifierContinuation(scalar)
  }

  private mutating func skipIdentifierContinuation() {
    while true {
      // ASCII letters, digits and `_` (nearly every name) without decoding a scalar.
      guard position < bytes.count else { return }
      let byte = bytes[position]
      if isASCIINameByte(byte) {
        position += 1
        continue
      }
      // Any other ASCII byte ends the name; only a non-ASCII one needs decoding.
      if byte < 0x80 { return }
      guard let (scalar, length) = decodeScalar(at: position), isIdentifierContinuation(scalar)
      else { return }
      position += length
    }
  }

  private func isASCIINameStart(_ byte: UInt8) -> Bool {
    let folded = byte | 0x20
    return (folded >= UInt8(ascii: "a") && folded <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
  }

  private func isASCIINameByte(_ byte: UInt8) -> Bool {
    let folded = byte | 0x20
    return (folded >= UInt8(ascii: "a") && folded <= UInt8(ascii: "z")) || isDigit(byte)
      || byte == UInt8(ascii: "_")
  }

  /// Reports one diagnostic for a run of characters that start no token (or of bytes that are
  /// not UTF-8), so a line of junk is one error, not one per character.
  private mutating func skipStrayCharacters() {
    let start = position
    let first = decodeScalar(at: position)
    let invalid = first == nil
    // The first character is taken whatever it is, so lexing always moves on.
    position += first?.length ?? 1
    while position < bytes.count {
      let decoded = decodeScalar(at: position)
      if invalid {
        guard decoded == nil else { break }
        position += 1
      } else {
        guard let (scalar, length) = decoded, isStray(scalar) else { break }
        position += length
      }
    }
    droppedInvalidText = true
    if invalid {
      report(DiagnosticMessage.invalidUTF8, start, position)
    } else if bytes[start] == UInt8(ascii: "{") || bytes[start] == UInt8(ascii: "}") {
      report(DiagnosticMessage.braceInLyt, start, position)
    } else {
      let text = String(decoding: bytes[start..<position], as: UTF8.self)
      report(DiagnosticMessage.unexpectedCharacters(text), start, position)
    }
  }

  /// True for a character that can neither start a token nor be trivia.
  private func isStray(_ scalar: Unicode.Scalar) -> Bool {
    if isIdentifierStart(scalar) { return false }
    if scalar.isASCII {
      switch UInt8(scalar.value) {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "\""), UInt8(ascii: "."),
        UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "("), UInt8(ascii: ")"),
        UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ":"),
        UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"),
        UInt8(ascii: "/"), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"),
        UInt8(ascii: "\r"), 0x0B, 0x0C:
        return false
      default:
        return true
      }
    }
    return true
  }

  // MARK: - String literals

  /// Lexes the next piece of a string literal: its closing quote, an interpolation opener, or
  /// a run of text with escapes decoded.
  private mutating func lexStringPart() -> LexedToken {
    let start = position
    guard position < bytes.count, !isLineBreak(bytes[position]) else {
      return closeOpenLiterals()
    }
    if bytes[position] == UInt8(ascii: "\"") {
      modes.removeLast()
      return punctuation(.stringEnd, length: 1)
    }
    if bytes[position] == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "(") {
      modes.append(.interpolation(parenDepth: 0))
      return punctuation(.interpolationStart, length: 2)
    }
    var text: [UInt8] = []
    scan: while position < bytes.count {
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        break scan
      case UInt8(ascii: "\\"):
        if peek(1) == UInt8(ascii: "(") { break scan }
        // A backslash at the end of the line escapes nothing; the literal is unterminated.
        guard let next = peek(1), !isLineBreak(next) else {
          position += 1
          break scan
        }
        lexEscape(into: &text)
      default:
        lexCharacter(into: &text)
      }
    }
    var token = LexedToken(.stringSegment, SourceRange(start, position))
    token.textIndex = segmentTexts.count
    segmentTexts.append(String(decoding: text, as: UTF8.self))
    return token
  }

  /// `#"`, `"""`, `#"""` (any number of `#`): the opener of a raw or multi-line Swift string,
  /// with its mode pushed; nil for anything else (a plain `"`, a `#` directive).
  private mutating func delimitedStringOpener() -> LexedToken? {
    guard dialect == .swift else { return nil }
    let start = position
    var i = position
    var hashes = 0
    while i < bytes.count, bytes[i] == UInt8(ascii: "#") {
      hashes += 1
      i += 1
    }
    guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { return nil }
    let multiline =
      i + 2 < bytes.count && bytes[i + 1] == UInt8(ascii: "\"")
      && bytes[i + 2] == UInt8(ascii: "\"")
    guard hashes > 0 || multiline else { return nil }
    var end = i + (multiline ? 3 : 1)
    var indent = 0
    if multiline {
      // The text starts on the next line; the closing delimiter's indentation is every
      // line's to drop.
      while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") {
        end += 1
      }
      guard end < bytes.count, isLineBreak(bytes[end]) else { return nil }
      end +=
        bytes[end] == UInt8(ascii: "\r") && end + 1 < bytes.count
          && bytes[end + 1] == UInt8(ascii: "\n") ? 2 : 1
      indent = closingIndent(from: end, hashes: hashes)
    }
    modes.append(.delimited(start: start, hashes: hashes, multiline: multiline, indent: indent))
    return punctuation(.stringStart, length: end - start)
  }

  /// The indentation of the line that closes the multi-line literal starting at `from`.
  private func closingIndent(from: Int, hashes: Int) -> Int {
    var lineStart = from
    var i = from
    while i < bytes.count {
      if isLineBreak(bytes[i]) {
        lineStart = i + 1
      } else if bytes[i] == UInt8(ascii: "\""), i + 2 < bytes.count,
        bytes[i + 1] == UInt8(ascii: "\""), bytes[i + 2] == UInt8(ascii: "\"")
      {
        var k = lineStart
        while k < i, bytes[k] == UInt8(ascii: " ") || bytes[k] == UInt8(ascii: "\t") { k += 1 }
        if k == i { return i - lineStart }
      }
      i += 1
    }
    return 0
  }

  /// The next piece of a raw or multi-line literal: its closer, an interpolation opener
  /// (`\(`, or `\#(` in a raw one), or text (escapes `\n` or `\#n` decoded; a multi-line
  /// one's indentation dropped, and the line break before its closer).
  private mutating func lexDelimitedPart(hashes: Int, multiline: Bool, indent: Int) -> LexedToken {
    let start = position
    func closes(at i: Int) -> Int? {
      var k = i
      if multiline {
        // A line break (or the start of a line), the indentation, then `"""`.
        if k < bytes.count, isLineBreak(bytes[k]) {
          k +=
            bytes[k] == UInt8(ascii: "\r") && k + 1 < bytes.count
              && bytes[k + 1] == UInt8(ascii: "\n") ? 2 : 1
        } else if k > 0, !isLineBreak(bytes[k - 1]) {
          return nil
        }
        while k < bytes.count, bytes[k] == UInt8(ascii: " ") || bytes[k] == UInt8(ascii: "\t") {
          k += 1
        }
        guard k + 2 < bytes.count, bytes[k] == UInt8(ascii: "\""),
          bytes[k + 1] == UInt8(ascii: "\""),
          bytes[k + 2] == UInt8(ascii: "\"")
        else { return nil }
        k += 3
      } else {
        guard k < bytes.count, bytes[k] == UInt8(ascii: "\"") else { return nil }
        k += 1
      }
      for _ in 0..<hashes {
        guard k < bytes.count, bytes[k] == UInt8(ascii: "#") else { return nil }
        k += 1
      }
      return k
    }
    if position >= bytes.count || (!multiline && isLineBreak(bytes[position])) {
      modes.removeLast()
      report(DiagnosticMessage.unterminatedString, start, start)
      return LexedToken(.stringEnd, SourceRange(position, position))
    }
    if let end = closes(at: position) {
      modes.removeLast()
      return punctuation(.stringEnd, length: end - position)
    }
    // `\(` or `\#(` (as many `#` as the literal's).
    func escapeLength(at i: Int) -> Int? {
      guard i < bytes.count, bytes[i] == UInt8(ascii: "\\") else { return nil }
      var k = i + 1
      for _ in 0..<hashes {
        guard k < bytes.count, bytes[k] == UInt8(ascii: "#") else { return nil }
        k += 1
      }
      return k - i
    }
    if let length = escapeLength(at: position), position + length < bytes.count,
      bytes[position + length] == UInt8(ascii: "(")
    {
      modes.append(.interpolation(parenDepth: 0))
      return punctuation(.interpolationStart, length: length + 1)
    }
    var text: [UInt8] = []
    var atLineStart = position > 0 && isLineBreak(bytes[position - 1])
    while position < bytes.count {
      if closes(at: position) != nil { break }
      let byte = bytes[position]
      if atLineStart {
        // The closing delimiter's indentation is not text.
        var dropped = 0
        while dropped < indent, position < bytes.count,
          bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t")
        {
          position += 1
          dropped += 1
        }
        atLineStart = false
        continue
      }
      if isLineBreak(byte) {
        guard multiline else { break }
        text.append(UInt8(ascii: "\n"))
        position += byte == UInt8(ascii: "\r") && peek(1) == UInt8(ascii: "\n") ? 2 : 1
        atLineStart = true
        continue
      }
      if let length = escapeLength(at: position) {
        if position + length < bytes.count, bytes[position + length] == UInt8(ascii: "(") { break }
        // `\#n` in a raw literal is `\n` in a plain one.
        if hashes > 0 {
          position += length - 1
          guard position + 1 < bytes.count, !isLineBreak(bytes[position + 1]) else {
            position += 1
            continue
          }
          lexEscape(into: &text)
        } else if let next = peek(1), !isLineBreak(next) {
          lexEscape(into: &text)
        } else {
          position += 1
        }
        continue
      }
      lexCharacter(into: &text)
    }
    var token = LexedToken(.stringSegment, SourceRange(start, position))
    token.textIndex = segmentTexts.count
    segmentTexts.append(String(decoding: text, as: UTF8.self))
    return token
  }

  /// One character of a literal's text at `position`: an invalid UTF-8 byte is reported and
  /// read as U+FFFD.
  private mutating func lexCharacter(into text: inout [UInt8]) {
    let byte = bytes[position]
    if byte < 0x80 {
      text.append(byte)
      position += 1
    } else if let (scalar, length) = decodeScalar(at: position) {
      text.append(contentsOf: Array(String(Character(scalar)).utf8))
      position += length
    } else {
      report(DiagnosticMessage.invalidUTF8, position, position + 1)
      text.append(contentsOf: [0xEF, 0xBF, 0xBD])  // U+FFFD
      position += 1
    }
  }

  /// Decodes the escape at `position` (a backslash followed by something on the same line).
  private mutating func lexEscape(into text: inout [UInt8]) {
    let start = position
    let escaped = bytes[position + 1]
    position += 2
    switch escaped {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "'"): text.append(escaped)
    case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
    case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
    case UInt8(ascii: "r"): text.append(UInt8(ascii: "\r"))
    case UInt8(ascii: "0"): text.append(0)
    case UInt8(ascii: "u") where peek(0) == UInt8(ascii: "{"):
      position += 1
      var value: UInt32 = 0
      var digits = 0
      while let byte = peek(0), let digit = hexValue(byte) {
        if digits < 9 { value = value &* 16 &+ UInt32(digit) }
        digits += 1
        position += 1
      }
      let closed = peek(0) == UInt8(ascii: "}")
      if closed { position += 1 }
      if closed, (1...8).contains(digits), let scalar = Unicode.Scalar(value) {
        text.append(contentsOf: Array(String(Character(scalar)).utf8))
      } else {
        let spelling = String(decoding: bytes[start..<position], as: UTF8.self)
        report(DiagnosticMessage.invalidUnicodeEscape(spelling), start, position)
      }
    default:
      // Take the whole escaped character, even a multi-byte one, for the message.
      position = start + 1 + (decodeScalar(at: start + 1)?.length ?? 1)
      let spelling = String(decoding: bytes[start..<position], as: UTF8.self)
      report(DiagnosticMessage.invalidEscape(spelling), start, position)
    }
  }

  /// Ends every literal still open at a line break or the end of the file: each unterminated
  /// string is reported at its opening quote, and empty closers keep the stream balanced.
  private mutating func closeOpenLiterals() -> LexedToken {
    var closers: [LexedToken] = []
    var unterminated: [Int] = []
    while let mode = modes.popLast() {
      switch mode {
      case .string(let start), .delimited(let start, _, _, _):
        unterminated.append(start)
        closers.append(LexedToken(.stringEnd, SourceRange(position, position)))
      case .interpolation:
        closers.append(LexedToken(.interpolationEnd, SourceRange(position, position)))
      }
    }
    // Report in source order: the outermost literal was opened first.
    for start in unterminated.reversed() {
      report(DiagnosticMessage.unterminatedString, start, start + 1)
    }
    // The literal most likely swallowed a closer meant for the code (`.x("abc)`), so what
    // follows it is the lexer's error, not a new one.
    droppedInvalidText = true
    queued.append(contentsOf: closers.dropFirst())
    return closers[0]
  }

  // MARK: - Characters

  private func peek(_ offset: Int) -> UInt8? {
    let index = position + offset
    return index < bytes.count ? bytes[index] : nil
  }

  /// A byte of a name (ASCII letters, digits, `_`, `$`, or part of a non-ASCII scalar).
  private func isIdentifierByte(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private func isLineBreak(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
  }

  private func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }

  /// A letter (ASCII or any Unicode alphabetic character) or `_`.
  private func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      let byte = UInt8(scalar.value)
      return (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
        || byte == UInt8(ascii: "_")
    }
    return scalar.properties.isAlphabetic
  }

  /// Letters, digits, `_`, and the combining marks that spell letters like `é` (e + U+0301).
  private func isIdentifierContinuation(_ scalar: Unicode.Scalar) -> Bool {
    if isIdentifierStart(scalar) { return true }
    if scalar.isASCII { return isDigit(UInt8(scalar.value)) }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber: return true
    default: return false
    }
  }

  /// The Unicode scalar encoded at `index` and its length in bytes, or nil for malformed UTF-8
  /// (and at the end of the input).
  private func decodeScalar(at index: Int) -> (scalar: Unicode.Scalar, length: Int)? {
    guard index < bytes.count else { return nil }
    let lead = bytes[index]
    if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
    let length: Int
    var value: UInt32
    switch lead {
    case 0xC2...0xDF:
      length = 2
      value = UInt32(lead & 0x1F)
    case 0xE0...0xEF:
      length = 3
      value = UInt32(lead & 0x0F)
    case 0xF0...0xF4:
      length = 4
      value = UInt32(lead & 0x07)
    default: return nil
    }
    guard index + length <= bytes.count else { return nil }
    for i in 1..<length {
      let byte = bytes[index + i]
      guard byte & 0xC0 == 0x80 else { return nil }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    // Reject overlong forms and surrogates; Unicode.Scalar rejects the rest.
    let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
    guard value >= minimum, let scalar = Unicode.Scalar(value) else { return nil }
    return (scalar, length)
  }

  private mutating func report(_ message: String, _ start: Int, _ end: Int) {
    guard diagnostics.count <= diagnosticLimit else { return }
    diagnostics.append(.error(message, at: SourceRange(start, end)))
  }
}

extension String {
  /// The text without `_` (Swift's digit separators).
  fileprivate func replacingUnderscores() -> String {
    String(String.UnicodeScalarView(unicodeScalars.filter { $0 != "_" }))
  }
}
