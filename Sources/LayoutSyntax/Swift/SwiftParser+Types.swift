// Types in a `.swift` file: skipped, not read (SwiftParser.swift). A property, parameter or
// binding keeps its type as written text, for the few places the lowering reads one (an
// optional, a closure); generic parameters are passed over.

extension SwiftParser {
  /// Skips a type's or function's generic parameters, `<T: View>`.
  mutating func skipGenericParameters() {
    var level = 0
    repeat {
      if token.kind == .leftAngle { level += 1 }
      if token.kind == .rightAngle { level -= 1 }
      advance()
    } while level > 0 && !atEnd
  }

  /// A type as written (its text, spaces between its tokens as in the source).
  mutating func typeText() -> String {
    let start = token.range.start
    skipType()
    return start < previousEnd ? source.text(SourceRange(start, previousEnd)) : ""
  }

  /// Skips a type: names, dots, generic arguments, `?`, `!`, `[T]`, `(A) -> B`, `some View`.
  mutating func skipType() {
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
}
