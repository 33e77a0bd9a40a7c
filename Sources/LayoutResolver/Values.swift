// Values of `.lyt` expressions before they meet a slot: numbers, strings, lists, ranges,
// expressions over a view's dimensions `d`, and unbound names ("terms") whose meaning (enum
// value, color, font, view) depends on where they are used (lyt(5), How names and shapes
// are read). Scopes bind variables: `let`s, component parameters, `foreach` variables, `d`.

import LayoutEngine
import LayoutSyntax

/// A name bound in a scope. A class so that a use can be recorded (unused arguments and
/// `let`s are still checked at the end, once).
final class Binding {
  enum Kind {
    case value(Value)
    /// `d` in an alignment guide or an alignment declaration's default.
    case dimensions
    /// `g` of a `geometryReader`: the proxy while its content is made at layout, nil while
    /// the content is checked (every `g.` value is then unknown).
    case geometry(GeometryProxy?)
  }
  let kind: Kind
  var used = false
  init(_ kind: Kind) { self.kind = kind }
}

/// A lexical scope: variables are case sensitive and the innermost binding wins.
final class Scope {
  let parent: Scope?
  private let bindings: [String: Binding]
  /// The `let` names declared after the current one (used-before-declared diagnostics).
  let laterLets: [String: SourceRange]

  /// A few bindings (a component's `content` and parameters, a `foreach` variable), to
  /// compare names with rather than hash them: every view's name is looked up in every scope
  /// around it.
  private let few: [(name: String, binding: Binding)]?

  init(parent: Scope?, bindings: [String: Binding], laterLets: [String: SourceRange] = [:]) {
    self.parent = parent
    self.bindings = bindings
    self.laterLets = laterLets
    few = bindings.count <= 4 ? bindings.map { ($0.key, $0.value) } : nil
  }

  func lookup(_ name: String) -> Binding? {
    // Most scopes bind nothing (the file's without `let`s): no hashing of the name there.
    // Recursion, not a loop over a variable: walking the parents then retains none of them.
    if let few {
      for entry in few where entry.name == name { return entry.binding }
    } else if let b = bindings[name] {
      return b
    }
    return parent?.lookup(name)
  }

  /// Every bound name, innermost first, each scope's names sorted (for "did you mean").
  var allNames: [String] {
    var names: [String] = []
    var scope: Scope? = self
    while let s = scope {
      names += s.bindings.keys.sorted()
      scope = s.parent
    }
    return names
  }

  func laterLet(_ name: String) -> SourceRange? {
    if !laterLets.isEmpty, let r = laterLets[name] { return r }
    return parent?.laterLet(name)
  }
}

/// An unbound name or call, with the scope its arguments are read in: `red`, `.topLeading`,
/// `system(size: 20)`, `text "Hi" .bold`, `roundedRectangle(cornerRadius: 8) .fill(blue)`.
struct Term {
  var head: NamedViewSyntax
  var suffixes: ArraySlice<PostfixSuffixSyntax>
  var scope: Scope
  var range: SourceRange

  /// A bare name: no string, arguments, children or suffixes.
  var isBareName: Bool {
    head.string == nil && head.arguments == nil && head.children == nil && suffixes.isEmpty
  }
  var name: String { head.name.text }
  var key: String { head.name.text.nameKey }
}

/// The value of an expression, typed later by the slot it fills. The small cases (numbers,
/// strings, booleans, lists) are stored inline, so reading a literal allocates nothing; the
/// large and recursive ones are boxed.
enum Value {
  case number(Double, SourceRange)
  case string(String, SourceRange)
  case bool(Bool, SourceRange)
  case list([Value], SourceRange)
  /// Bounds already evaluated; nil = open.
  indirect case range(lower: Value?, upper: Value?, closed: Bool, SourceRange)
  /// An expression over `d`, evaluated at layout time.
  indirect case guide(GuideExpression, SourceRange)
  indirect case term(Term)
  /// A `foreach`/`if` view in argument position.
  indirect case view(ViewSyntax, Scope)
  /// A view value followed by more modifiers, read in another scope: `icon .padding`.
  indirect case modified(Value, ArraySlice<PostfixSuffixSyntax>, Scope, SourceRange)
  /// A component's `content`: the call site's children, read in the caller's scope.
  indirect case content(ChildrenSyntax?, Scope, SourceRange)
  /// Not known while resolving (a parameter while its component is checked, `g.width`), or
  /// already reported as an error: accepted everywhere without further diagnostics.
  case opaque(SourceRange)

  var range: SourceRange {
    switch self {
    case .number(_, let r), .string(_, let r), .bool(_, let r), .list(_, let r),
      .range(_, _, _, let r), .guide(_, let r), .modified(_, _, _, let r),
      .content(_, _, let r), .opaque(let r):
      return r
    case .term(let t): return t.range
    case .view(let v, _): return v.range
    }
  }

  /// The same value, reported at another place (a variable's use site).
  func at(_ r: SourceRange) -> Value {
    switch self {
    case .number(let v, _): return .number(v, r)
    case .string(let v, _): return .string(v, r)
    case .bool(let v, _): return .bool(v, r)
    case .list(let v, _): return .list(v, r)
    case .range(let a, let b, let c, _): return .range(lower: a, upper: b, closed: c, r)
    case .guide(let g, _): return .guide(g, r)
    case .modified(let v, let s, let sc, _): return .modified(v, s, sc, r)
    case .content(let c, let s, _): return .content(c, s, r)
    case .opaque: return .opaque(r)
    case .term, .view: return self
    }
  }

  var isOpaque: Bool {
    if case .opaque = self { return true }
    return false
  }
}

// MARK: - Evaluation

extension ResolverSession {
  /// Evaluates an expression without a type in mind: arithmetic, strings, lists and ranges are
  /// computed now; names that are not variables stay terms for the slot to read.
  func evaluate(_ expr: ExprSyntax, _ scope: Scope) -> Value {
    switch expr {
    case .number(let v, let r):
      // The lexer reports literals that overflow; do not report them again.
      if v.isFinite { return .number(v, r) }
      incompleteInput = true
      return .opaque(r)
    case .string(let literal):
      return interpolate(literal, scope)
    case .chain(let chain):
      return evaluateChain(chain.head, chain.suffixes[...], scope, chain.range)
    case .view(let v):
      return .view(v, scope)
    case .unary("!", let operand, let r):
      return asCondition(evaluate(operand, scope)).map { .bool(!$0, r) } ?? .opaque(r)
    case .unary(let op, let operand, let r):
      let v = evaluate(operand, scope)
      if op == "+" { return numericOperand(v, op: op).map { .number($0, r) } ?? passGuide(v, r) }
      switch v {
      case .guide(let g, _): return .guide(.negate(g), r)
      case .opaque: return .opaque(r)
      default:
        guard let x = numericOperand(v, op: op) else { return .opaque(r) }
        return .number(-x, r)
      }
    case .binary(let op, let lhs, let rhs, let r):
      return binary(op, evaluate(lhs, scope), evaluate(rhs, scope), r)
    case .conditional(let condition, let then, let otherwise, let r):
      guard let holds = asCondition(evaluate(condition, scope)) else { return .opaque(r) }
      return evaluate(holds ? then : otherwise, scope)
    case .range(let lower, let upper, let closed, let r):
      return .range(
        lower: lower.map { evaluate($0, scope) }, upper: upper.map { evaluate($0, scope) },
        closed: closed, r)
    case .list(let items, let r):
      return .list(items.map { evaluate($0, scope) }, r)
    case .paren(let inner, _):
      return evaluate(inner, scope)
    case .missing(let r):
      incompleteInput = true
      return .opaque(r)
    }
  }

  private func passGuide(_ v: Value, _ r: SourceRange) -> Value {
    if case .guide(let g, _) = v { return .guide(g, r) }
    return .opaque(r)
  }

  /// A chain whose head is a variable is an expression over it; otherwise a term.
  func evaluateChain(
    _ head: NamedViewSyntax, _ suffixes: ArraySlice<PostfixSuffixSyntax>, _ scope: Scope,
    _ range: SourceRange
  ) -> Value {
    guard !head.leadingDot, let binding = scope.lookup(head.name.text) else {
      if !head.leadingDot, let declared = scope.laterLet(head.name.text) {
        error(
          Messages.usedBeforeDeclaration(head.name.text, at: location(declared)), head.name.range)
        return .opaque(range)
      }
      if let value = mathFunction(head, suffixes, scope, range) { return value }
      // A member of a string literal (`"Sale".uppercased()`, from Swift source).
      if head.name.text.isEmpty, let literal = head.string, head.arguments == nil,
        head.children == nil, !suffixes.isEmpty
      {
        let text = interpolate(literal, scope)
        if text.isOpaque { return .opaque(range) }
        if let read = collectionMembers(text, suffixes, scope, range) { return read }
        if case .member(let m) = suffixes.first! {
          error(Messages.noStringMember(m.name.text), m.name.range)
        }
        return .opaque(range)
      }
      return .term(Term(head: head, suffixes: suffixes, scope: scope, range: range))
    }
    binding.used = true
    if head.string != nil || head.arguments != nil || head.children != nil {
      error(Messages.variableCalled(head.name.text), head.name.range)
      return .opaque(range)
    }
    switch binding.kind {
    case .dimensions:
      return dimensions(head.name, suffixes, scope, range)
    case .geometry(let proxy):
      return geometryValue(proxy, head.name, suffixes, scope, range)
    case .value(let value):
      if suffixes.isEmpty { return value.at(range) }
      switch value {
      case .term, .view, .modified, .content:
        return .modified(value, suffixes, scope, range)
      case .opaque:
        return .opaque(range)
      case .list, .string:
        if let read = collectionMembers(value, suffixes, scope, range) { return read }
        fallthrough
      default:
        if case .member(let m) = suffixes.first! {
          error(Messages.noMember(head.name.text, m.name.text), m.name.range)
        } else if case .subscripted(_, let r) = suffixes.first! {
          error(Messages.notSubscriptable(head.name.text), r)
        }
        return .opaque(range)
      }
    }
  }

  /// The members views read of an array or a string: `count`, `isEmpty`, `first`, `last`;
  /// a string's `uppercased()` and `lowercased()`. nil for any other member (reported by the
  /// caller). An empty array's `first` and `last` are `nil`.
  private func collectionMembers(
    _ value: Value, _ suffixes: ArraySlice<PostfixSuffixSyntax>, _ scope: Scope,
    _ range: SourceRange
  ) -> Value? {
    let none = Value.term(
      Term(
        head: NamedViewSyntax(name: Identifier("nil", range: range), range: range), suffixes: [],
        scope: scope, range: range))
    var current = value
    for suffix in suffixes {
      guard case .member(let m) = suffix else { return nil }
      let called = m.arguments != nil
      if called, !(m.arguments?.arguments.isEmpty ?? true) { return nil }
      switch (current, m.name.text, called) {
      case (.list(let items, _), "count", false): current = .number(Double(items.count), range)
      case (.list(let items, _), "isEmpty", false): current = .bool(items.isEmpty, range)
      case (.list(let items, _), "first", false):
        guard let first = items.first else { return none }
        current = first
      case (.list(let items, _), "last", false):
        guard let last = items.last else { return none }
        current = last
      case (.string(let text, _), "count", false): current = .number(Double(text.count), range)
      case (.string(let text, _), "isEmpty", false): current = .bool(text.isEmpty, range)
      case (.string(let text, _), "uppercased", true): current = .string(text.uppercased(), range)
      case (.string(let text, _), "lowercased", true): current = .string(text.lowercased(), range)
      default: return nil
      }
    }
    return current.at(range)
  }

  /// `min(a, b, ...)`, `max(a, b, ...)`, `abs(x)`, `scaledMetric(x, relativeTo: style)`:
  /// numbers now (nil for any other chain).
  private func mathFunction(
    _ head: NamedViewSyntax, _ suffixes: ArraySlice<PostfixSuffixSyntax>, _ scope: Scope,
    _ range: SourceRange
  ) -> Value? {
    let name = head.name.text
    if name == "scaledMetric", !head.leadingDot, suffixes.isEmpty, let arguments = head.arguments {
      return scaledMetric(arguments, scope, range)
    }
    if name == "String", !head.leadingDot, suffixes.isEmpty, let arguments = head.arguments,
      arguments.arguments.first?.label?.text == "format"
    {
      return stringFormat(arguments, scope, range)
    }
    guard !head.leadingDot, suffixes.isEmpty, head.string == nil, head.children == nil,
      let arguments = head.arguments, name == "min" || name == "max" || name == "abs"
    else { return nil }
    let values = arguments.arguments.map { evaluate($0.value, scope) }
    if values.contains(where: \.isOpaque) { return .opaque(range) }
    let wanted = name == "abs" ? 1...1 : 2...Int.max
    guard wanted.contains(values.count), arguments.arguments.allSatisfy({ $0.label == nil }) else {
      error(Messages.mathFunctionArguments(name), arguments.range)
      return .opaque(range)
    }
    var numbers: [Double] = []
    for v in values {
      guard let x = numericOperand(v, op: name) else { return .opaque(range) }
      numbers.append(x)
    }
    switch name {
    case "min": return .number(numbers.min()!, range)
    case "max": return .number(numbers.max()!, range)
    default: return .number(Swift.abs(numbers[0]), range)
    }
  }

  /// `scaledMetric(64)`, `scaledMetric(10, relativeTo: caption)` (SwiftUI's `@ScaledMetric`):
  /// the value scaled as the text style scales at the screen's Dynamic Type size.
  private func scaledMetric(_ arguments: ArgumentListSyntax, _ scope: Scope, _ range: SourceRange)
    -> Value
  {
    let list = arguments.arguments
    guard let first = list.first, first.label == nil, list.count <= 2,
      list.count == 1 || list[1].label?.text == "relativeTo"
    else {
      error(Messages.scaledMetricArguments, arguments.range)
      return .opaque(range)
    }
    let value = evaluate(first.value, scope)
    if value.isOpaque { return .opaque(range) }
    guard let x = numericOperand(value, op: "scaledMetric") else { return .opaque(range) }
    var style = TextStyle.body
    if list.count == 2 {
      guard
        let read = enumValue(
          evaluate(list[1].value, scope), Catalog.textStyles, expected: "a text style",
          context: nil)
      else { return .opaque(range) }
      style = read
    }
    usesDynamicType = true
    let size = options.dynamicTypeSize ?? .large
    return .number(
      x * size.scaledMetricFactor(relativeTo: style, platform: options.platform), range)
  }

  /// `String(format: "%.1f", x, ...)` (StringFormat.swift).
  private func stringFormat(_ arguments: ArgumentListSyntax, _ scope: Scope, _ range: SourceRange)
    -> Value
  {
    let values = arguments.arguments.map { evaluate($0.value, scope) }
    if values.contains(where: \.isOpaque) { return .opaque(range) }
    guard case .string(let format, _) = values[0] else {
      error(Messages.formatNeedsString, arguments.arguments[0].range)
      return .opaque(range)
    }
    var formatArguments: [StringFormat.FormatArgument] = []
    for (argument, value) in zip(arguments.arguments.dropFirst(), values.dropFirst()) {
      switch value {
      case .number(let x, _): formatArguments.append(.number(x))
      case .string(let s, _): formatArguments.append(.text(s))
      default:
        guard let x = numericOperand(value, op: "String(format:)") else { return .opaque(range) }
        _ = argument
        formatArguments.append(.number(x))
      }
    }
    switch StringFormat.format(format, formatArguments, describe: NumberFormat.format) {
    case .success(let text): return .string(text, range)
    case .failure(let failure):
      error(Messages.badFormat(failure.message), arguments.arguments[0].range)
      return .opaque(range)
    }
  }

  /// `d.width`, `d.height`, `d[guide]`.
  private func dimensions(
    _ name: Identifier, _ suffixes: ArraySlice<PostfixSuffixSyntax>, _ scope: Scope,
    _ range: SourceRange
  ) -> Value {
    guard let first = suffixes.first else {
      error(Messages.bareDimensions(name.text), name.range)
      return .opaque(range)
    }
    var result: Value
    switch first {
    case .member(let m):
      let member = m.name.text.nameKey
      guard m.arguments == nil, member == "width" || member == "height" else {
        error(Messages.noDimensionMember(name.text, m.name.text), m.name.range)
        return .opaque(range)
      }
      result = .guide(member == "width" ? .width : .height, range)
    case .subscripted(let index, _):
      let value = evaluate(index, scope)
      guard let keys = guideKeys(value, context: nil, axis: guideAxis ?? .horizontal) else {
        return .opaque(range)
      }
      result = .guide(.guide(keys[0]), range)
    }
    if suffixes.count > 1 {
      switch suffixes[suffixes.startIndex + 1] {
      case .member(let m): error(Messages.noMember(name.text + "…", m.name.text), m.name.range)
      case .subscripted(_, let r): error(Messages.notSubscriptable(name.text + "[…]"), r)
      }
      return .opaque(range)
    }
    return result
  }

  // MARK: Arithmetic

  /// A number for arithmetic, or nil after reporting why not.
  func numericOperand(_ v: Value, op: String) -> Double? {
    switch v {
    case .number(let x, _): return x
    case .opaque: return nil
    case .term(let t):
      let (head, suffixes) = stripTypePrefix(t.head, t.suffixes)
      if suffixes.isEmpty, head.arguments == nil, head.name.text.nameKey == "infinity" {
        return .infinity
      }
      reportNotNumber(t, expected: "a number", context: nil)
      return nil
    default:
      error(Messages.operatorNeedsNumbers(op, found: describe(v)), v.range)
      return nil
    }
  }

  func binary(_ op: String, _ a: Value, _ b: Value, _ r: SourceRange) -> Value {
    if op == "??" {
      // `a ?? b`: `b` where `a` is nil.
      if case .term(let t) = a, t.isBareName, t.key == "nil" { return b.at(r) }
      return a.at(r)
    }
    if a.isOpaque || b.isOpaque { return .opaque(r) }
    switch op {
    case "&&", "||":
      guard let x = asCondition(a), let y = asCondition(b) else { return .opaque(r) }
      return .bool(op == "&&" ? x && y : x || y, r)
    case "==", "!=", "<", "<=", ">", ">=":
      return comparison(op, a, b, r)
    default:
      break
    }
    if op == "+", case .string(let x, _) = a, case .string(let y, _) = b {
      return checkedString(x + y, r)
    }
    let ga = guideOperand(a)
    let gb = guideOperand(b)
    if ga != nil || gb != nil {
      // An expression over `d`: folded at layout time.
      guard let lhs = ga ?? numericOperand(a, op: op).map(GuideExpression.constant),
        let rhs = gb ?? numericOperand(b, op: op).map(GuideExpression.constant)
      else { return .opaque(r) }
      if op == "/", case .constant(0) = rhs {
        error(Messages.divisionByZero, r)
        return .opaque(r)
      }
      switch op {
      case "+": return .guide(.add(lhs, rhs), r)
      case "-": return .guide(.subtract(lhs, rhs), r)
      case "*": return .guide(.multiply(lhs, rhs), r)
      default: return .guide(.divide(lhs, rhs), r)
      }
    }
    let x = numericOperand(a, op: op)
    let y = numericOperand(b, op: op)
    guard let x, let y else { return .opaque(r) }
    let result: Double
    switch op {
    case "+": result = x + y
    case "-": result = x - y
    case "*": result = x * y
    case "%":
      if y == 0 {
        error(Messages.divisionByZero, r)
        return .opaque(r)
      }
      result = x.truncatingRemainder(dividingBy: y)
    default:
      if y == 0 {
        error(Messages.divisionByZero, r)
        return .opaque(r)
      }
      result = x / y
    }
    if result.isNaN {
      error(Messages.notANumber, r)
      return .opaque(r)
    }
    if result.isInfinite && x.isFinite && y.isFinite {
      error(Messages.overflow, r)
      return .opaque(r)
    }
    return .number(result, r)
  }

  /// `a == b`, `a < b`, ...: numbers, strings, booleans, or enum values by name
  /// (`style == .compact`).
  private func comparison(_ op: String, _ a: Value, _ b: Value, _ r: SourceRange) -> Value {
    func ordered<T: Comparable>(_ x: T, _ y: T) -> Value {
      switch op {
      case "==": return .bool(x == y, r)
      case "!=": return .bool(x != y, r)
      case "<": return .bool(x < y, r)
      case "<=": return .bool(x <= y, r)
      case ">": return .bool(x > y, r)
      default: return .bool(x >= y, r)
      }
    }
    switch (a, b) {
    case (.number(let x, _), .number(let y, _)): return ordered(x, y)
    case (.string(let x, _), .string(let y, _)): return ordered(x, y)
    case (.bool(let x, _), .bool(let y, _)) where op == "==" || op == "!=":
      return .bool((x == y) == (op == "=="), r)
    case (.term(let x), .term(let y)) where op == "==" || op == "!=":
      if let p = bareName(x), let q = bareName(y) {
        return .bool((p.text.nameKey == q.text.nameKey) == (op == "=="), r)
      }
    default:
      break
    }
    error(Messages.cannotCompare(op, describe(a), describe(b)), r)
    return .opaque(r)
  }

  private func guideOperand(_ v: Value) -> GuideExpression? {
    if case .guide(let g, _) = v { return g }
    return nil
  }

  // MARK: Strings

  /// A string literal with its interpolations printed: numbers as the dumps print them.
  func interpolate(_ literal: StringLiteralSyntax, _ scope: Scope) -> Value {
    var out = ""
    var failed = false
    for segment in literal.segments {
      switch segment {
      case .text(let t):
        out += t
      case .interpolation(let expr):
        let v = evaluate(expr, scope)
        switch v {
        case .number(let x, _):
          out += NumberFormat.format(x)
        case .string(let s, _):
          out += s
        case .bool(let b, _):
          out += b ? "true" : "false"
        case .opaque:
          failed = true
        case .term(let t) where t.isBareName && t.key == "infinity":
          error(Messages.interpolatedInfinity, t.range)
          failed = true
        case .term(let t) where t.isBareName && !isKnownName(t.name):
          reportUnknownVariable(t)
          failed = true
        default:
          error(Messages.cannotInterpolate(describe(v)), v.range)
          failed = true
        }
        if out.utf8.count > limits.maxStringBytes {
          error(Messages.stringTooLong(limits.maxStringBytes), literal.range)
          return .opaque(literal.range)
        }
      }
    }
    if failed { return .opaque(literal.range) }
    return checkedString(out, literal.range)
  }

  func checkedString(_ s: String, _ r: SourceRange) -> Value {
    if s.utf8.count > limits.maxStringBytes {
      error(Messages.stringTooLong(limits.maxStringBytes), r)
      return .opaque(r)
    }
    return .string(s, r)
  }

  // MARK: Names

  /// `Color.red` -> `red`, `Font.Weight.bold` -> `bold`, `Double.infinity` -> `infinity`:
  /// SwiftUI type names before a value are dropped.
  func stripTypePrefix(_ head: NamedViewSyntax, _ suffixes: ArraySlice<PostfixSuffixSyntax>)
    -> (NamedViewSyntax, ArraySlice<PostfixSuffixSyntax>)
  {
    let start = suffixes.startIndex
    let end = typePrefixEnd(head, suffixes.count) { i in
      guard case .member(let m) = suffixes[start + i] else { return nil }
      return m
    }
    guard let end, case .member(let m) = suffixes[start + end] else { return (head, suffixes) }
    let newHead = NamedViewSyntax(
      name: m.name, leadingDot: true, arguments: m.arguments,
      range: SourceRange(head.range.start, m.range.end))
    return (newHead, suffixes[(start + end + 1)...])
  }

  /// Where a type prefix (`Color`, `Font.Weight`) before the first `count` suffixes of `head`
  /// ends: the offset of the suffix that is the value (`.red`), or nil. `member(i)` is the
  /// i-th suffix when it is a member (`.name` or `.name(...)`), nil for a subscript.
  func typePrefixEnd(
    _ head: NamedViewSyntax, _ count: Int, _ member: (Int) -> ModifierSyntax?
  ) -> Int? {
    guard !head.leadingDot, head.string == nil, head.arguments == nil, head.children == nil,
      count > 0
    else { return nil }
    var path = head.name.text.nameKey
    var found: Int? = nil
    var index = 0
    while index < count {
      if Catalog.isTypePrefix(path) { found = index }
      guard let m = member(index), m.arguments == nil else { break }
      path += "." + m.name.text.nameKey
      index += 1
    }
    guard let found, member(found) != nil else { return nil }
    return found
  }

  /// Whether a name means anything: a built-in, a component or a custom alignment.
  func isKnownName(_ name: String) -> Bool {
    Catalog.isBuiltinName(name) || components[name] != nil || customAlignmentIndex[name] != nil
  }

  /// How a value is described in "found ..." messages.
  func describe(_ v: Value) -> String {
    switch v {
    case .number(let x, _): return "the number \(NumberFormat.format(x))"
    case .string: return "a string"
    case .bool(let b, _): return "'\(b ? "true" : "false")'"
    case .list: return "a list"
    case .range: return "a range"
    case .guide: return "an expression over 'd'"
    case .term(let t):
      return t.isBareName || t.head.arguments != nil ? "'\(t.name)'" : "a view"
    case .view, .modified, .content: return "a view"
    case .opaque: return "a value"
    }
  }
}
