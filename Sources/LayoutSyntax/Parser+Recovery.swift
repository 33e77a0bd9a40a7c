// Reproduces: panic-mode error recovery: what the parser
// reports when it finds something unexpected, and where it resumes. Kept apart from the
// grammar functions so that these paths add nothing to the frames of the recursion.

extension Parser.State {
  /// What the parser expected where it found something else; `report` adds the "found …".
  enum Expectation {
    case alignmentAxis
    case argumentsClose(of: String)
    case children(of: String)
    case childrenClose(of: String, openedAt: Int)
    case colon(after: String)
    case equals(after: String)
    case forEachIn
    case interpolationClose
    case listClose
    case name(after: String)
    case parameterName
    case parametersClose(of: String)
    case parenthesisClose
    case subscriptClose
    case value
    case valueAfter(String)
    case view
  }

  /// Reports that `expectation` was not met at the current token (in panic mode: nothing).
  @inline(never)
  func report(_ expectation: Expectation) {
    let found = describe(current)
    let message: String
    switch expectation {
    case .alignmentAxis:
      message = DiagnosticMessage.expectedAlignmentAxis(found: found)
    case .argumentsClose(let owner):
      message = DiagnosticMessage.expectedArgumentsClose(of: owner, found: found)
    case .children(let owner):
      message = DiagnosticMessage.expectedChildren(of: owner, found: found)
    case .childrenClose(let owner, let openedAt):
      message = DiagnosticMessage.expectedChildrenClose(
        of: owner, openedAt: source.location(of: openedAt), found: found)
    case .colon(let name):
      message = DiagnosticMessage.expectedColon(after: name, found: found)
    case .equals(let name):
      message = DiagnosticMessage.expectedEquals(after: name, found: found)
    case .forEachIn:
      message = DiagnosticMessage.expectedIn(found: found)
    case .interpolationClose:
      message = DiagnosticMessage.expectedInterpolationClose(found: found)
    case .listClose:
      message = DiagnosticMessage.expectedListClose(found: found)
    case .name(let word):
      message = DiagnosticMessage.expectedName(after: word, found: found)
    case .parameterName:
      message = DiagnosticMessage.expectedParameterName(found: found)
    case .parametersClose(let owner):
      message = DiagnosticMessage.expectedParametersClose(of: owner, found: found)
    case .parenthesisClose:
      message = DiagnosticMessage.expectedParenthesisClose(found: found)
    case .subscriptClose:
      message = DiagnosticMessage.expectedSubscriptClose(found: found)
    case .value:
      message = DiagnosticMessage.expectedValue(found: found)
    case .valueAfter(let word):
      message = DiagnosticMessage.expectedValue(after: word, found: found)
    case .view:
      message = DiagnosticMessage.expectedView(found: found)
    }
    errorAtCurrent(message)
  }

  // MARK: Operands

  /// True when an operand follows `word` (an operator or keyword); otherwise reports it.
  @inline(never)
  func operandFollows(_ word: String) -> Bool {
    if atOperandStart { return true }
    report(.valueAfter(word))
    return false
  }

  /// The placeholder for an operand or value that is not there.
  func missingValue() -> ExprSyntax { .missing(missingRange) }

  /// Reports that no value starts here and returns a placeholder (nothing is consumed).
  @inline(never)
  func reportMissingValue() -> ExprSyntax {
    report(.value)
    return .missing(SourceRange(currentErrorRange.start, currentErrorRange.start))
  }

  /// A `.` not followed by a name, in value position: consumes the dot and reports.
  @inline(never)
  func reportDotWithoutName() -> ExprSyntax {
    let dot = consume()
    report(.name(after: "."))
    return .missing(dot.range)
  }

  /// Consumes `closer`, or reports it missing. Stray text on the same line is skipped up to
  /// the closer; a line break, the end of the file or an enclosing closer leaves it unclosed.
  @inline(never)
  func expectCloser(_ closer: TokenKind, _ expectation: Expectation) {
    if eat(closer) { return }
    report(expectation)
    if at(.endOfFile) || closesEnclosing(current) || current.isAtStartOfLine { return }
    skip { state, token in
      token.kind == closer || state.closesEnclosing(token) || token.isAtStartOfLine
    }
    _ = eat(closer)
  }

  // MARK: Comma-separated lists

  /// The three comma-separated lists of the grammar and how each recovers.
  enum ListKind: Equatable {
    case arguments(of: String)
    case parameters(of: String)
    case list

    var closer: TokenKind { self == .list ? .rightBracket : .rightParen }

    /// Arguments and parameters end at a line break that cannot continue them: the usual
    /// unclosed `.padding(20` is followed by the next view or modifier on the next line.
    var endsAtLineBreak: Bool { self != .list }

    var closeExpectation: Expectation {
      switch self {
      case .arguments(let owner): return .argumentsClose(of: owner)
      case .parameters(let owner): return .parametersClose(of: owner)
      case .list: return .listClose
      }
    }

  }

  /// Checked before each element: true when the list ends here, either closed (the closer is
  /// consumed) or unclosed at the end of the file or an enclosing closer (reported).
  @inline(never)
  func listEnds(_ kind: ListKind) -> Bool {
    if eat(kind.closer) { return true }
    guard at(.endOfFile) || closesEnclosing(current) else { return false }
    report(kind.closeExpectation)
    return true
  }

  /// Checked after each element: true to read another element, false when the list ends
  /// unclosed. After an element comes a `,`, the closer, or an error:
  /// - the end of the file or an enclosing closer: the list is unclosed;
  /// - for arguments and parameters, a token that starts a line and is not a label: unclosed;
  /// - a token that can start an element: a missing comma, keep reading elements;
  /// - anything else: skip to the next `,` or the closer.
  @inline(never)
  func continuesList(_ kind: ListKind) -> Bool {
    if eat(.comma) {
      panicking = false
      return true
    }
    if at(kind.closer) { return true }
    report(kind.closeExpectation)
    if at(.endOfFile) || closesEnclosing(current) { return false }
    if kind.endsAtLineBreak, current.isAtStartOfLine, !atLabel { return false }
    let startsElement: Bool
    switch kind {
    case .parameters: startsElement = at(.identifier)
    case .arguments, .list: startsElement = canStartValue(current)
    }
    if startsElement {
      panicking = false
      return true
    }
    let closer = kind.closer
    skip { state, token in
      token.kind == .comma || token.kind == closer || state.closesEnclosing(token)
    }
    if eat(.comma) || at(closer) {
      panicking = false
      return true
    }
    return false
  }

  /// True at `NAME :`, the start of a labelled argument.
  var atLabel: Bool {
    at(.identifier) && peekKind(1) == .colon
  }

  // MARK: Children

  /// Checked before each view of a children list: resynchronises after an error, then is true
  /// when the list ends here, closed by its `>` (consumed) or unclosed (reported).
  @inline(never)
  func childrenEnd(of owner: String, openedAt: Int) -> Bool {
    if panicking {
      // Resume at the next view name, this list's `>`, or an enclosing closer. A name right
      // after a `.` belongs to a stray modifier, not to a view.
      skip { state, token in
        token.kind == .rightAngle || state.closesEnclosing(token)
          || (state.canStartView(token) && state.previousKind != .dot)
      }
      panicking = false
    }
    if eat(.rightAngle) { return true }
    guard at(.endOfFile) || closesEnclosing(current) else { return false }
    report(.childrenClose(of: owner, openedAt: openedAt))
    return true
  }

  /// Reports a token that cannot start a view where a view was expected, and skips it (an
  /// opener together with everything up to its closer).
  @inline(never)
  func skipStrayToken() {
    report(.view)
    let first = consume()
    switch first.kind {
    case .leftParen, .leftBracket, .leftAngle, .stringStart:
      var nesting = 1
      while nesting > 0, !at(.endOfFile) {
        switch currentKind {
        case .leftParen, .leftBracket, .leftAngle, .stringStart, .interpolationStart:
          nesting += 1
        case .rightParen, .rightBracket, .rightAngle, .stringEnd, .interpolationEnd:
          nesting -= 1
        default:
          break
        }
        advance()
      }
    default:
      break
    }
  }

  /// Children the grammar requires but that are missing: reported, and an empty list in their
  /// place so the construct keeps its shape.
  @inline(never)
  func missingChildren(of owner: String) -> ChildrenSyntax {
    report(.children(of: owner))
    return ChildrenSyntax(views: [], range: missingRange)
  }

  // MARK: Top level

  /// After an error at the top level, resume at the next line that starts with a name.
  @inline(never)
  func synchronizeTopLevel() {
    skip { state, token in token.isAtStartOfLine && state.canStartView(token) }
    panicking = false
  }
}
