// Reproduces: the token vocabulary of the `.lyt` language (lyt(5), Lexical structure).
// A token is a slice of the source (a byte range) plus the little the parser needs besides:
// a number's value or a string segment's decoded text.

/// The kind of a lexical token.
///
/// String literals are flattened into the token stream so that interpolations are ordinary
/// tokens: `"a\(x)b"` is `stringStart`, `stringSegment("a")`, `interpolationStart`,
/// `identifier(x)`, `interpolationEnd`, `stringSegment("b")`, `stringEnd`. The lexer always
/// balances these (inserting empty `interpolationEnd`/`stringEnd` tokens after reporting an
/// unterminated literal), so the parser never has to guess where a literal ends.
package enum TokenKind: UInt8, Sendable, Hashable, CaseIterable {
  /// A name or keyword; keywords are recognised by the parser, not the lexer.
  case identifier
  /// A number literal; `Token.number` holds its value.
  case number
  /// The opening `"` of a string literal.
  case stringStart
  /// Literal text between quotes and interpolations; `Token.text` holds it with escapes decoded.
  case stringSegment
  /// `\(` inside a string literal.
  case interpolationStart
  /// The `)` that closes an interpolation.
  case interpolationEnd
  /// The closing `"` of a string literal (empty range when the literal was unterminated).
  case stringEnd
  /// `<`: opens a view's children in `.lyt`; less-than in Swift source.
  case leftAngle  // <
  /// `>`: closes a view's children in `.lyt`; greater-than in Swift source.
  case rightAngle  // >
  /// `(`
  case leftParen  // (
  /// `)`
  case rightParen  // )
  /// `[`
  case leftBracket  // [
  /// `]`
  case rightBracket  // ]
  /// `,`
  case comma  // ,
  /// `:`
  case colon  // :
  /// `=`
  case equal  // =
  /// `.`
  case dot  // .
  /// `..<`
  case halfOpenRange  // ..<
  /// `...`
  case closedRange  // ...
  /// `+`
  case plus  // +
  /// `-`
  case minus  // -
  /// `*`
  case star  // *
  /// `/`
  case slash  // /
  /// The end of the source; always the last token, with an empty range.
  case endOfFile
  // Swift source only (`Lexer.Dialect.swift`).
  /// `{` (Swift source only).
  case leftBrace  // {
  /// `}` (Swift source only).
  case rightBrace  // }
  /// `@` (Swift source only).
  case at  // @
  /// `#` (Swift source only).
  case hash  // #
  /// `\`, which starts a key path (Swift source only).
  case backslash  // \ (a key path)
  /// `->` (Swift source only).
  case arrow  // ->
  /// `==` (Swift source only).
  case equalEqual  // ==
  /// `!=` (Swift source only).
  case notEqual  // !=
  /// `<=` (Swift source only).
  case lessEqual  // <=
  /// `>=` (Swift source only).
  case greaterEqual  // >=
  /// `&&` (Swift source only).
  case ampAmp  // &&
  /// `||` (Swift source only).
  case pipePipe  // ||
  /// `!` (Swift source only).
  case bang  // !
  /// `?` (Swift source only).
  case question  // ?
  /// `??` (Swift source only).
  case questionQuestion  // ??
  /// `%` (Swift source only).
  case percent  // %
  /// `;` (Swift source only).
  case semicolon  // ;
  /// `&` (Swift source only).
  case ampersand  // &
}

/// One token: its kind, its exact byte range, and its value where it has one.
package struct Token: Sendable, Hashable {
  /// What the token is.
  package var kind: TokenKind
  /// The token's exact bytes in the source.
  package var range: SourceRange
  /// True when a line break (possibly inside a comment) separates this token from the previous
  /// one, or when it is the first token of the file. Error recovery resynchronises on it.
  package var isAtStartOfLine: Bool
  /// True when the lexer reported and dropped text just before this token (stray characters,
  /// an unterminated block comment): the parser treats that as an error already reported, and
  /// does not report the confusion it causes.
  package var followsInvalidText: Bool
  /// The value of a `number` token (`+infinity` after an overflow, which is also reported).
  package var number: Double
  /// The decoded text of a `stringSegment` token; empty otherwise.
  package var text: String

  /// Creates a token; `number` and `text` are for number and string-segment tokens.
  package init(
    _ kind: TokenKind, _ range: SourceRange, isAtStartOfLine: Bool = false,
    followsInvalidText: Bool = false, number: Double = 0, text: String = ""
  ) {
    self.kind = kind
    self.range = range
    self.isAtStartOfLine = isAtStartOfLine
    self.followsInvalidText = followsInvalidText
    self.number = number
    self.text = text
  }
}

/// A token as the lexer makes it and the `.lyt` parser holds it: `Token` without its decoded
/// text. It holds plain values only, so copying one is a few moves; a `Token` holds a `String`,
/// and each of the parser's copies of it retained and released that string. A string
/// segment's text stays with the lexer (`Lexer.text(of:)`).
extension Token {
  /// The token the parsers held, with its text (a string segment's, decoded).
  init(_ lexed: LexedToken, text: String) {
    self.init(
      lexed.kind, lexed.range, isAtStartOfLine: lexed.isAtStartOfLine,
      followsInvalidText: lexed.followsInvalidText, number: lexed.number, text: text)
  }
}

struct LexedToken {
  var kind: TokenKind
  var isAtStartOfLine = false
  var followsInvalidText = false
  var range: SourceRange
  /// The value of a `number` token.
  var number: Double = 0
  /// For a `stringSegment` token: where its decoded text is in `Lexer.segmentTexts`. For a
  /// `leftBrace` from `Lexer.tokenizeLexed`: `closingBrace`.
  var textIndex = 0

  /// For a `leftBrace`: the index of the token that closes it, its `}` or `endOfFile`.
  var closingBrace: Int { textIndex }

  init(_ kind: TokenKind, _ range: SourceRange) {
    self.kind = kind
    self.range = range
  }
}
