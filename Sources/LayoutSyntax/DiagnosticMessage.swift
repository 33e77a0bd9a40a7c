// Reproduces: the catalog of every lexer and parser message: one place to
// read and reword them. Messages are lowercase, have no final period, and quote source text
// in '…'.

/// Every message the lexer and parser can produce, as static members.
///
/// Keep the members in alphabetical order. Arguments named `found` take a token description
/// from `Parser.describe(_:)`: a quoted token (`'text'`) or `end of file`.
public enum DiagnosticMessage {
  public static let declarationAfterRootView = "declarations must come before the root view"

  public static let elseWithoutIf = "'else' without a matching 'if'"

  public static func expectedAlignmentAxis(found: String) -> String {
    "expected 'horizontal' or 'vertical', found \(found)"
  }

  public static func expectedArgumentsClose(of name: String, found: String) -> String {
    "expected ')' to close the arguments of '\(name)', found \(found)"
  }

  public static func expectedChildren(of name: String, found: String) -> String {
    "expected '<' to open the children of '\(name)', found \(found)"
  }

  public static func expectedChildrenClose(
    of name: String, openedAt location: SourceLocation, found: String
  ) -> String {
    "expected '>' to close the children of '\(name)' opened at \(location), found \(found)"
  }

  public static func expectedColon(after name: String, found: String) -> String {
    "expected ':' after '\(name)', found \(found)"
  }

  public static func expectedEquals(after name: String, found: String) -> String {
    "expected '=' after '\(name)', found \(found)"
  }

  public static func expectedIn(found: String) -> String {
    "expected 'in' after the variable of 'foreach', found \(found)"
  }

  public static func expectedInterpolationClose(found: String) -> String {
    "expected ')' to close the string interpolation, found \(found)"
  }

  public static func expectedListClose(found: String) -> String {
    "expected ']' to close the list, found \(found)"
  }

  public static func expectedName(after word: String, found: String) -> String {
    "expected a name after '\(word)', found \(found)"
  }

  public static func expectedParameterName(found: String) -> String {
    "expected a parameter name, found \(found)"
  }

  public static func expectedParametersClose(of name: String, found: String) -> String {
    "expected ')' to close the parameters of '\(name)', found \(found)"
  }

  public static func expectedParenthesisClose(found: String) -> String {
    "expected ')' to close the parenthesized expression, found \(found)"
  }

  public static let expectedRootView = "expected a root view"

  public static func expectedSubscriptClose(found: String) -> String {
    "expected ']' to close the subscript, found \(found)"
  }

  public static func expectedValue(after word: String, found: String) -> String {
    "expected a value after '\(word)', found \(found)"
  }

  public static func expectedValue(found: String) -> String {
    "expected a value, found \(found)"
  }

  public static func expectedView(found: String) -> String {
    "expected a view, found \(found)"
  }

  public static func extraRootView(at location: SourceLocation) -> String {
    "a file has exactly one root view; found another at \(location)"
  }

  public static func invalidEscape(_ spelling: String) -> String {
    "invalid escape sequence '\(spelling)' in string literal"
  }

  public static func invalidNumber(_ text: String) -> String {
    "'\(text)' is not a valid number"
  }

  public static func invalidUnicodeEscape(_ spelling: String) -> String {
    "invalid unicode escape '\(spelling)'"
  }

  public static let invalidUTF8 = "invalid UTF-8 byte sequence"

  public static func nestingTooDeep(limit: Int) -> String {
    "nesting too deep (more than \(limit) levels)"
  }

  public static func numberTooLarge(_ text: String) -> String {
    "number '\(text)' is too large"
  }

  public static let rootViewHere = "the root view is here"

  public static func tooManyErrors(limit: Int) -> String {
    "too many errors (more than \(limit))"
  }

  public static func unexpectedCharacters(_ text: String) -> String {
    text.count == 1 ? "unexpected character '\(text)'" : "unexpected characters '\(text)'"
  }

  public static let unterminatedBlockComment = "unterminated block comment"

  /// `{` or `}` in a `.lyt` file: most likely SwiftUI code.
  public static let braceInLyt =
    "'{' is SwiftUI syntax: in .lyt, children go in '< >'; to read SwiftUI source, name the file .swift or pass --language swift"

  public static let unterminatedString = "unterminated string literal"
}
