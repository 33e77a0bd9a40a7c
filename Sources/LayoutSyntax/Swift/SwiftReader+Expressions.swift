// Expressions (SwiftReader.swift): a value the file's code computes is lowered as that value;
// what SwiftUI or layout decides stays syntax (`.lyt`'s chains, `GridItem`s as grid items, a
// formatted `Text` as its text).

extension SwiftLowering {
  /// `name` (or `.name`) as an expression of `.lyt`.
  func chain(_ name: Identifier, _ range: SourceRange, leadingDot: Bool = false)
    -> ExprSyntax
  {
    .chain(of: NamedViewSyntax(name: name, leadingDot: leadingDot, range: range))
  }

  /// Appends a suffix to a lowered expression (a chain; anything else in parentheses).
  func appending(_ suffix: PostfixSuffixSyntax, to e: ExprSyntax, _ range: SourceRange)
    -> ExprSyntax
  {
    switch e {
    case .chain(var c):
      c.suffixes.append(suffix)
      c.range = c.range.union(range)
      return .chain(c)
    case .view(let v):
      guard case .member(let m) = suffix else { return e }
      return .view(
        ViewSyntax(primary: v.primary, modifiers: v.modifiers + [m], range: v.range.union(range)))
    case .string(let literal):
      // `"Sale".uppercased()`: a member of a string literal, read where the value is.
      let head = NamedViewSyntax(
        name: Identifier("", range: SourceRange(literal.range.start, literal.range.start)),
        string: literal, range: literal.range)
      return .chain(
        PostfixChainSyntax(head: head, suffixes: [suffix], range: literal.range.union(range)))
    case .missing:
      return e
    case .paren(let inner, _):
      return appending(suffix, to: inner, range)
    default:
      // A member of a number or an operation's result: not read, and said so (never dropped).
      error("a member of this value is not read by layoutc", range)
      return .missing(range)
    }
  }

  /// An expression as `.lyt` syntax: its value where the file's code computes it, else the
  /// syntax of what SwiftUI or layout decides.
  func lowerExpr(_ e: SwiftExpr, _ scope: LoweringScope) -> ExprSyntax {
    syntax(of: evaluate(e, scope), e.range)
  }

  /// The syntax of an expression that is SwiftUI's (a view, a value of a SwiftUI type, a name
  /// layout binds), its parts lowered as values where they are.
  func residualExpr(_ e: SwiftExpr, _ scope: LoweringScope) -> ExprSyntax {
    switch e {
    case .name(let n):
      if let bound = scope.lookup(n.text) {
        switch bound {
        case .sizeClass:
          error("the size class is read only compared with '.compact' or '.regular'", n.range)
          return .missing(n.range)
        case .dynamicTypeSize:
          error(
            "the Dynamic Type size is read only as 'isAccessibilitySize' or compared with '.accessibility1'",
            n.range)
          return .missing(n.range)
        case .unavailable(let what):
          error("\(what) has no value layoutc can use", n.range)
          return .missing(n.range)
        default:
          break
        }
      }
      return chain(n, n.range)
    case .call(let callee, let args, let r):
      // Conversions read as the value: `CGFloat(x)`, `Double(i)`.
      if case .name(let n) = callee, ["CGFloat", "Double", "Float", "Int"].contains(n.text),
        args.count == 1, args[0].label == nil
      {
        return lowerExpr(args[0].value, scope)
      }
      // `GridItem(.fixed(100), spacing: 8)` is `.lyt`'s `fixed(100, spacing: 8)`;
      // `GridItem()` is flexible, SwiftUI's default.
      if case .name(let n) = callee, n.text == "GridItem" {
        return gridItem(args, r, scope)
      }
      // `.constant(true)` for a binding: the value.
      if case .implicitMember(let n, _) = callee, n.text == "constant", args.count == 1 {
        return lowerExpr(args[0].value, scope)
      }
      if args.contains(where: { if case .closure = $0.value { return true } else { return false } })
        || isViewCall(callee, scope)
      {
        var views: [ViewSyntax] = []
        lowerView(e, scope, into: &views)
        return views.count == 1 ? .view(views[0]) : .view(group(views, r))
      }
      switch callee {
      case .name(let n):
        return .chain(
          of: NamedViewSyntax(name: n, arguments: lowerArguments(args, r, scope), range: r))
      case .implicitMember(let n, _):
        return .chain(
          of: NamedViewSyntax(
            name: n, leadingDot: true, arguments: lowerArguments(args, r, scope), range: r))
      case .member(let base, let m, _):
        let suffix = modifier(m, lowerArguments(args, r, scope), r)
        return appending(.member(suffix), to: lowerExpr(base, scope), r)
      default:
        error("this call is not read by layoutc", r)
        return .missing(r)
      }
    default:
      return lowerExpr(e, scope)
    }
  }

  /// `GridItem(.fixed(100), spacing: 8)` as `.lyt`'s `fixed(100, spacing: 8)`.
  func gridItem(_ args: [SwiftArgument], _ r: SourceRange, _ scope: LoweringScope)
    -> ExprSyntax
  {
    var size: SwiftExpr = .call(
      .implicitMember(Identifier("flexible", range: r), r), [], r)
    var rest: [SwiftArgument] = []
    for a in args {
      if a.label == nil { size = a.value } else { rest.append(a) }
    }
    guard case .call(.implicitMember(let kind, _), let kindArgs, let kindRange) = size else {
      if case .implicitMember(let kind, let kr) = size {
        return lowerExpr(.call(.name(kind), rest, kr), scope)
      }
      error(
        "a grid item is GridItem(.fixed(n)), GridItem(.flexible()) or GridItem(.adaptive(minimum:))",
        r)
      return .missing(r)
    }
    return lowerExpr(.call(.name(kind), kindArgs + rest, kindRange.union(r)), scope)
  }

  /// `Text(x, format: style)`: the number as the style writes it; nil for any other `Text`.
  func formattedText(_ args: [SwiftArgument], _ scope: LoweringScope) -> String? {
    // `Text(date, style: .date)`, `.time`: against the fixed clock.
    if args.count == 2, args[0].label == nil, args[1].label?.text == "style",
      case .date(let t) = evaluate(args[0].value, scope)
    {
      if case .implicitMember(let style, _) = args[1].value {
        switch style.text {
        case "date": return SwiftLibrary.dateText(t, style: "long")
        case "time": return SwiftLibrary.timeText(t, style: "shortened")
        default: break
        }
      }
      error("this date style is not read by layoutc: use .date or .time", args[1].range)
      return nil
    }
    guard args.count == 2, args[0].label == nil, args[1].label?.text == "format" else {
      return nil
    }
    let value = evaluate(args[0].value, scope)
    if let text = formatted(value, args[1].value, scope) { return text }
    error(
      "this format is not read by layoutc: use .number, .percent, .currency(code:) or .number.precision(.fractionLength(n))",
      args[1].range)
    return nil
  }
}
