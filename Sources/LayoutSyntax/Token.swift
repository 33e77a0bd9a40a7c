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
public enum TokenKind: UInt8, Sendable, Hashable, CaseIterable {
  case identifier
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
  case leftAngle  // <
  case rightAngle  // >
  case leftParen  // (
  case rightParen  // )
  case leftBracket  // [
  case rightBracket  // ]
  case comma  // ,
  case colon  // :
  case equal  // =
  case dot  // .
  case halfOpenRange  // ..<
  case closedRange  // ...
  case plus  // +
  case minus  // -
  case star  // *
  case slash  // /
  case endOfFile
  // Swift source only (`Lexer.Dialect.swift`).
  case leftBrace  // {
  case rightBrace  // }
  case at  // @
  case hash  // #
  case backslash  // \ (a key path)
  case arrow  // ->
  case equalEqual  // ==
  case notEqual  // !=
  case lessEqual  // <=
  case greaterEqual  // >=
  case ampAmp  // &&
  case pipePipe  // ||
  case bang  // !
  case question  // ?
  case questionQuestion  // ??
  case percent  // %
  case semicolon  // ;
  case ampersand  // &
}

/// One token: its kind, its exact byte range, and its value where it has one.
public struct Token: Sendable, Hashable {
  public var kind: TokenKind
  public var range: SourceRange
  /// True when a line break (possibly inside a comment) separates this token from the previous
  /// one, or when it is the first token of the file. Error recovery resynchronises on it.
  public var isAtStartOfLine: Bool
  /// True when the lexer reported and dropped text just before this token (stray characters,
  /// an unterminated block comment): the parser treats that as an error already reported, and
  /// does not report the confusion it causes.
  public var followsInvalidText: Bool
  /// The value of a `number` token (`+infinity` after an overflow, which is also reported).
  public var number: Double
  /// The decoded text of a `stringSegment` token; empty otherwise.
  public var text: String

  public init(
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
