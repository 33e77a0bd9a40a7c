// Reproduces: the view rules of the `.lyt` grammar (lyt(5), Grammar): `view`, the three
// kinds of `primary` (named, `foreach`, `if`), `children` and `modifier`.

extension Parser.State {
  /// `view = primary { modifier } ;`
  @inline(__always)
  func parseView() -> ViewSyntax? {
    let entered = enterNesting()
    defer { leaveNesting() }
    guard entered else { return nil }
    let start = currentStart
    guard let primary = parsePrimaryView() else { return nil }
    let modifiers = parseModifiers()
    return ViewSyntax(primary: primary, modifiers: modifiers, range: range(from: start))
  }

  /// `primary = NAME … | "foreach" … | "if" … ;`
  func parsePrimaryView() -> PrimaryViewSyntax? {
    switch viewKeyword {
    case .forEach:
      return parseForEachView()
    case .ifElse:
      return parseIfView()
    case .orphanElse:
      parseOrphanElse()
      return nil
    case .none:
      return .named(parseNamedView(allowsChildren: true, leadingDot: false))
    }
  }

  // `foreach` and `if` out of line: their syntax would otherwise take room in the frame of
  // every nesting level, named views included.
  @inline(never)
  private func parseForEachView() -> PrimaryViewSyntax { .forEach(parseForEach()) }

  @inline(never)
  private func parseIfView() -> PrimaryViewSyntax { .ifElse(parseIf()) }

  enum ViewKeyword { case none, forEach, ifElse, orphanElse }

  /// The keyword at the current token in view position. `foreach` is matched ignoring case,
  /// so SwiftUI's `ForEach` reads the same; `if` and `else` are lowercase, as in Swift.
  var viewKeyword: ViewKeyword {
    guard at(.identifier) else { return .none }
    if atWord("if") { return .ifElse }
    if atWord("else") { return .orphanElse }
    return atWordIgnoringCase("foreach") ? .forEach : .none
  }

  /// An `else` with no `if` before it: reported; its branch is still read for its errors.
  @inline(never)
  func parseOrphanElse() {
    errorAtCurrent(DiagnosticMessage.elseWithoutIf)
    advance()
    if at(.leftAngle) { _ = parseChildren(of: "else") }
  }

  /// `"foreach" NAME "in" ( range | list ) children`
  ///
  /// The sequence is read with children disabled: in `foreach i in 0..<n < … >` the `<` opens
  /// the loop's children, not children of `n`. Any value is accepted here (a `let` may name a
  /// list); the resolver checks that it is a range or a list.
  func parseForEach() -> ForEachSyntax {
    let start = currentStart
    advance()
    let variable = parseForEachVariable()
    let sequence = operandFollows("in") ? parseValue(allowsChildren: false) : missingValue()
    let children = at(.leftAngle) ? parseChildren(of: "foreach") : missingChildren(of: "foreach")
    return ForEachSyntax(
      variable: variable, sequence: sequence, children: children, range: range(from: start))
  }

  /// `NAME "in"` after `foreach`; a missing name becomes an empty identifier.
  @inline(never)
  func parseForEachVariable() -> Identifier {
    var variable = Identifier("", range: missingRange)
    if at(.identifier), !atWord("in") {
      variable = consumeIdentifier()
    } else {
      report(.name(after: "foreach"))
    }
    if atWord("in") {
      advance()
    } else {
      report(.forEachIn)
    }
    return variable
  }

  /// `"if" expr children [ "else" children ]`, also `else if …` (read as an `else` branch
  /// holding one `if` view, so modifiers after the chain apply to the whole chain).
  ///
  /// The condition is read with children disabled: `if compact < … >`.
  func parseIf() -> IfSyntax {
    let start = currentStart
    advance()
    let condition = operandFollows("if") ? parseValue(allowsChildren: false) : missingValue()
    let then = at(.leftAngle) ? parseChildren(of: "if") : missingChildren(of: "if")
    var otherwise: ChildrenSyntax?
    if atWord("else") {
      advance()
      if atWord("if") {
        otherwise = parseElseIf()
      } else {
        otherwise = at(.leftAngle) ? parseChildren(of: "else") : missingChildren(of: "else")
      }
    }
    return IfSyntax(
      condition: condition, then: then, otherwise: otherwise, range: range(from: start))
  }

  /// The `if` of `else if`, as the single view of the `else` branch.
  func parseElseIf() -> ChildrenSyntax? {
    let entered = enterNesting()
    defer { leaveNesting() }
    guard entered else { return nil }
    let start = currentStart
    let nested = parseIf()
    let view = ViewSyntax(primary: .ifElse(nested), modifiers: [], range: range(from: start))
    return ChildrenSyntax(views: [view], range: view.range)
  }

  /// `NAME [ STRING ] [ args ] [ children ]`, or with `leadingDot` the dotted head of a chain
  /// (`.topLeading`, `.system(size: 20)`).
  ///
  /// A `(` right after the name or the string always opens arguments, even after whitespace:
  /// no view starts with `(`.
  func parseNamedView(allowsChildren: Bool, leadingDot: Bool) -> NamedViewSyntax {
    let isRoot = readingRoot
    readingRoot = false
    let start = currentStart
    if leadingDot { advance() }
    let name = consumeIdentifier()
    let string = at(.stringStart) ? parseStringLiteral() : nil
    let arguments = at(.leftParen) ? parseArguments(of: name.text) : nil
    if isRoot, allowsChildren, at(.leftAngle) {
      offerRootChildren(name: name, string: string, arguments: arguments, start: start)
    }
    let children = allowsChildren && at(.leftAngle) ? parseChildren(of: name.text) : nil
    return namedView(
      name: name, leadingDot: leadingDot, string: string, arguments: arguments,
      children: children, range: range(from: start))
  }

  /// Offers `rootChildren` the root's children: the list about to be read goes to it if it
  /// takes them.
  @inline(never)
  private func offerRootChildren(
    name: Identifier, string: StringLiteralSyntax?, arguments: ArgumentListSyntax?, start: Int
  ) {
    guard let consumer = rootChildren else { return }
    let head = NamedViewSyntax(
      name: name, string: string, arguments: arguments,
      children: ChildrenSyntax(views: [], range: SourceRange(currentStart, currentStart)),
      range: range(from: start))
    readingRootChildren = consumer.takesChildren(of: head, after: declarationsBeforeRoot)
    declarationsBeforeRoot = []
  }

  /// Hands the root's next child over, unless an error was reported: the parse then makes no
  /// tree, and resolving the rest of a large file would only delay saying so.
  @inline(never)
  private func handOverRootChild(_ view: ViewSyntax) {
    if hasReportedErrors { return }
    rootChildren?.take(view)
  }

  /// A `NamedViewSyntax` made out of line: Swift builds it in a temporary and copies it, and
  /// that temporary would otherwise take room in the frame of every nesting level.
  @inline(never)
  private func namedView(
    name: consuming Identifier, leadingDot: Bool, string: consuming StringLiteralSyntax?,
    arguments: consuming ArgumentListSyntax?, children: consuming ChildrenSyntax?,
    range: SourceRange
  ) -> NamedViewSyntax {
    NamedViewSyntax(
      name: name, leadingDot: leadingDot, string: string, arguments: arguments,
      children: children, range: range)
  }

  /// `children = "<" { view } ">" ;`
  ///
  /// Recovery: after an error, skip to the next view name, this list's `>`, or a closer that
  /// belongs to an enclosing construct (which also ends this list, unclosed).
  func parseChildren(of owner: String) -> ChildrenSyntax {
    let start = currentStart
    advance()
    openAngles += 1
    defer { openAngles -= 1 }
    // The root's children may go to `rootChildren` instead, one at a time.
    let handsOver = readingRootChildren
    readingRootChildren = false
    var views: [ViewSyntax] = []
    var last = -1
    while makesProgress(&last), !childrenEnd(of: owner, openedAt: start) {
      if atViewStart {
        guard let view = parseView() else { continue }
        if handsOver { handOverRootChild(view) } else { views.append(view) }
      } else {
        skipStrayToken()
      }
    }
    return ChildrenSyntax(views: views, range: range(from: start))
  }

  /// `{ modifier }`
  func parseModifiers() -> [ModifierSyntax] {
    var modifiers: [ModifierSyntax] = []
    var last = -1
    while at(.dot), makesProgress(&last), let modifier = parseModifier() {
      modifiers.append(modifier)
    }
    return modifiers
  }

  /// `modifier = "." NAME [ args ] ;` (also a member access in a postfix chain).
  func parseModifier() -> ModifierSyntax? {
    let start = currentStart
    advance()
    guard at(.identifier) else {
      report(.name(after: "."))
      return nil
    }
    let name = consumeIdentifier()
    let arguments = at(.leftParen) ? parseArguments(of: name.text) : nil
    return ModifierSyntax(name: name, arguments: arguments, range: range(from: start))
  }
}
