// Reproduces: the catalog of every lexer and parser message: one place to
// read and reword them. Messages are lowercase, have no final period, and quote source text
// in '…'.

/// Every message the lexer and parser can produce, as static members.
///
/// Keep the members in alphabetical order. Arguments named `found` take a token description
/// from `Parser.describe(_:)`: a quoted token (`'text'`) or `end of file`.
package enum DiagnosticMessage {
  /// A component, alignment or `let` declaration written after the root view.
  package static let declarationAfterRootView = "declarations must come before the root view"

  /// An `else` with no `if` before it.
  package static let elseWithoutIf = "'else' without a matching 'if'"

  /// An `alignment` declaration whose axis is not `horizontal` or `vertical`.
  package static func expectedAlignmentAxis(found: String) -> String {
    "expected 'horizontal' or 'vertical', found \(found)"
  }

  /// A view's or modifier's argument list (`name`) that does not end with `)`.
  package static func expectedArgumentsClose(of name: String, found: String) -> String {
    "expected ')' to close the arguments of '\(name)', found \(found)"
  }

  /// A name followed by something other than the `<` of its children where they were expected.
  package static func expectedChildren(of name: String, found: String) -> String {
    "expected '<' to open the children of '\(name)', found \(found)"
  }

  /// Children of `name`, opened with `<` at `location`, that do not end with `>`.
  package static func expectedChildrenClose(
    of name: String, openedAt location: SourceLocation, found: String
  ) -> String {
    "expected '>' to close the children of '\(name)' opened at \(location), found \(found)"
  }

  /// A declaration name (`name`) not followed by the `:` it needs.
  package static func expectedColon(after name: String, found: String) -> String {
    "expected ':' after '\(name)', found \(found)"
  }

  /// A declaration name (`name`) not followed by the `=` it needs.
  package static func expectedEquals(after name: String, found: String) -> String {
    "expected '=' after '\(name)', found \(found)"
  }

  /// A `foreach` variable not followed by `in`.
  package static func expectedIn(found: String) -> String {
    "expected 'in' after the variable of 'foreach', found \(found)"
  }

  /// A string interpolation `\(` not closed by `)`.
  package static func expectedInterpolationClose(found: String) -> String {
    "expected ')' to close the string interpolation, found \(found)"
  }

  /// A list `[` not closed by `]`.
  package static func expectedListClose(found: String) -> String {
    "expected ']' to close the list, found \(found)"
  }

  /// A keyword such as `view`, `let` or `foreach` (`word`) not followed by a name.
  package static func expectedName(after word: String, found: String) -> String {
    "expected a name after '\(word)', found \(found)"
  }

  /// A component's parameter list holding something other than a name.
  package static func expectedParameterName(found: String) -> String {
    "expected a parameter name, found \(found)"
  }

  /// A component's parameter list (`name`) not closed by `)`.
  package static func expectedParametersClose(of name: String, found: String) -> String {
    "expected ')' to close the parameters of '\(name)', found \(found)"
  }

  /// A parenthesised expression not closed by `)`.
  package static func expectedParenthesisClose(found: String) -> String {
    "expected ')' to close the parenthesized expression, found \(found)"
  }

  /// A file with no root view.
  package static let expectedRootView = "expected a root view"

  /// A subscript `[` not closed by `]`.
  package static func expectedSubscriptClose(found: String) -> String {
    "expected ']' to close the subscript, found \(found)"
  }

  /// An operator or label (`word`) not followed by a value.
  package static func expectedValue(after word: String, found: String) -> String {
    "expected a value after '\(word)', found \(found)"
  }

  /// A value position holding something that is not a value.
  package static func expectedValue(found: String) -> String {
    "expected a value, found \(found)"
  }

  /// A view position holding something that is not a view.
  package static func expectedView(found: String) -> String {
    "expected a view, found \(found)"
  }

  /// A second root view; the note `rootViewHere` points at the first one.
  package static func extraRootView(at location: SourceLocation) -> String {
    "a file has exactly one root view; found another at \(location)"
  }

  /// A source file with more bytes than a `SourceRange` can index (`SourceFile.maxBytes`).
  package static func fileTooLarge(limit: Int) -> String {
    "the file is larger than " + (limit >= 1 << 20 ? "\(limit >> 20) MB" : "\(limit) bytes")
  }

  /// A backslash escape that Swift does not define, such as `\q`.
  package static func invalidEscape(_ spelling: String) -> String {
    "invalid escape sequence '\(spelling)' in string literal"
  }

  /// A number with letters glued to it, such as `20px` or `1e`.
  package static func invalidNumber(_ text: String) -> String {
    "'\(text)' is not a valid number"
  }

  /// A `\u{...}` escape that is not a Unicode scalar.
  package static func invalidUnicodeEscape(_ spelling: String) -> String {
    "invalid unicode escape '\(spelling)'"
  }

  /// Bytes that are not valid UTF-8.
  package static let invalidUTF8 = "invalid UTF-8 byte sequence"

  /// Views or expressions nested more than `limit` levels deep; the parse stops there.
  package static func nestingTooDeep(limit: Int) -> String {
    "nesting too deep (more than \(limit) levels)"
  }

  /// A number literal too large for a `Double`.
  package static func numberTooLarge(_ text: String) -> String {
    "number '\(text)' is too large"
  }

  /// The note on an extra root view that points at the first one.
  package static let rootViewHere = "the root view is here"

  /// The last diagnostic when there are more than `limit`; the rest are dropped.
  package static func tooManyErrors(limit: Int) -> String {
    "too many errors (more than \(limit))"
  }

  /// Characters that start no token, such as `$`.
  package static func unexpectedCharacters(_ text: String) -> String {
    text.count == 1 ? "unexpected character '\(text)'" : "unexpected characters '\(text)'"
  }

  /// A `/*` comment with no matching `*/`.
  package static let unterminatedBlockComment = "unterminated block comment"

  /// `{` or `}` in a `.lyt` file: most likely SwiftUI code.
  package static let braceInLyt =
    "'{' is SwiftUI syntax: in .lyt, children go in '< >'; to read SwiftUI source, name the file .swift or pass --language swift"

  /// A string literal not closed on its line.
  package static let unterminatedString = "unterminated string literal"
}
