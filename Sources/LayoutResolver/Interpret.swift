// Reading a value as the type a slot wants: numbers, strings, booleans, SwiftUI enum values
// (`topLeading`, `.semibold`, `Color.red`), alignments and guides (built-in or declared with
// `alignment`), fonts, line limits and grid items. Each reader reports what is wrong and
// returns nil; opaque values (already reported, or unknown until layout) pass silently.

import LayoutEngine
import LayoutSyntax

extension ResolverSession {
  // MARK: Reporting

  func typeError(expected: String, found v: Value, context: Callee?) {
    error(
      Messages.typeMismatch(expected: expected, found: describe(v), takes: context?.takes),
      v.range)
  }

  /// A name in a number's place: an unknown variable, or a known name of the wrong type.
  func reportNotNumber(_ t: Term, expected: String, context: Callee?) {
    let head = t.head
    let looksLikeVariable =
      !head.leadingDot && head.string == nil && head.arguments == nil && head.children == nil
    if looksLikeVariable && !isKnownName(t.name) {
      // `gap`, `d.width` outside a guide: a variable that is not bound here.
      reportUnknownVariable(t)
    } else {
      typeError(expected: expected, found: .term(t), context: context)
    }
  }

  func reportUnknownVariable(_ t: Term) {
    let suggestion = Suggestions.nearest(to: t.name, in: t.scope.allNames + ["infinity"])
    error(
      Messages.didYouMean(Messages.unknownName("variable", t.name), suggestion), t.head.name.range)
  }

  /// The bare name of a term after dropping a type prefix (`Color.red` -> `red`), or nil.
  func bareName(_ t: Term) -> Identifier? {
    let (head, suffixes) = stripTypePrefix(t.head, t.suffixes)
    guard suffixes.isEmpty, head.string == nil, head.arguments == nil, head.children == nil
    else { return nil }
    return head.name
  }

  // MARK: Scalars

  func asNumber(_ v: Value, allowInfinity: Bool = false, context: Callee?) -> Double? {
    switch v {
    case .number(let x, _):
      return x
    case .opaque:
      return nil
    case .term(let t):
      if let name = bareName(t), name.text.nameKey == "infinity" {
        if allowInfinity { return .infinity }
        error(Messages.infinityNotAllowed, t.range)
        return nil
      }
      reportNotNumber(t, expected: "a number", context: context)
      return nil
    default:
      typeError(expected: "a number", found: v, context: context)
      return nil
    }
  }

  func asWholeNumber(_ v: Value, context: Callee?) -> Int? {
    guard let x = asNumber(v, context: context) else { return nil }
    guard x == x.rounded(), abs(x) < 1e15 else {
      error(Messages.wholeNumberExpected(found: NumberFormat.format(x)), v.range)
      return nil
    }
    return Int(x)
  }

  func asString(_ v: Value, context: Callee?) -> String? {
    switch v {
    case .string(let s, _): return s
    case .opaque: return nil
    case .term(let t):
      reportNotNumber(t, expected: "a string", context: context)
      return nil
    default:
      typeError(expected: "a string", found: v, context: context)
      return nil
    }
  }

  /// `true`, `false`, and the size-class names `compact` and `regular`.
  func asBool(_ v: Value, context: Callee?) -> Bool? {
    switch v {
    case .bool(let b, _): return b
    case .opaque: return nil
    case .term(let t):
      if let name = bareName(t), let b = condition(named: name.text) { return b }
      reportNotNumber(t, expected: "'true' or 'false'", context: context)
      return nil
    default:
      typeError(expected: "'true' or 'false'", found: v, context: context)
      return nil
    }
  }

  /// The value of a condition name, or nil if the name is not one.
  func condition(named name: String) -> Bool? {
    switch name.nameKey {
    case "true": return true
    case "false": return false
    case "compact":
      usesSizeClass = true
      return options.compact
    case "regular":
      usesSizeClass = true
      return !options.compact
    case "ios": return options.platform == .ios
    case "macos": return options.platform == .macos
    case "accessibilitysize":
      // The screen's Dynamic Type size (not a subtree's `.dynamicTypeSize`).
      usesDynamicType = true
      return (options.dynamicTypeSize ?? .large).isAccessibilitySize
    default: return nil
    }
  }

  /// An `if` condition: an environment name, a boolean, or a non-zero number.
  func asCondition(_ v: Value) -> Bool? {
    switch v {
    case .bool(let b, _): return b
    case .number(let x, _): return x != 0
    case .opaque: return nil
    case .term(let t):
      if let name = bareName(t) {
        if let b = condition(named: name.text) { return b }
        if !isKnownName(name.text) {
          reportUnknownVariable(t)
          return nil
        }
      }
      error(Messages.conditionExpected(found: describe(v)), v.range)
      return nil
    default:
      error(Messages.conditionExpected(found: describe(v)), v.range)
      return nil
    }
  }

  // MARK: Enum values

  /// A SwiftUI enum value by name, ignoring case: `fit`, `.fill`, `ContentMode.fit`.
  func enumValue<T>(_ v: Value, _ table: NameTable<T>, expected: String, context: Callee?) -> T? {
    switch v {
    case .opaque: return nil
    case .term(let t):
      guard let name = bareName(t) else {
        typeError(expected: expected, found: v, context: context)
        return nil
      }
      if let hit = table.lookup(name.text) { return hit.value }
      reportUnknownEnum(name, table.kind, candidates: table.names, expected: expected, v, context)
      return nil
    default:
      typeError(expected: expected, found: v, context: context)
      return nil
    }
  }

  /// A name that is not in the slot's table: a known name of another type is a type error, an
  /// unknown name suggests the nearest value of the table.
  func reportUnknownEnum(
    _ name: Identifier, _ kind: String, candidates: [String], expected: String, _ v: Value,
    _ context: Callee?
  ) {
    if isKnownName(name.text) {
      typeError(expected: expected, found: v, context: context)
    } else {
      let suggestion = Suggestions.nearest(to: name.text, in: candidates)
      error(Messages.unknownName(kind, name.text, suggestion: suggestion), name.range)
    }
  }

  /// An `Edge.Set` or `Axis.Set`: one name or a list of names.
  func edgeSet(_ v: Value, _ table: NameTable<Edges>, expected: String, context: Callee?)
    -> Edges?
  {
    if case .list(let items, _) = v {
      var result: Edges = []
      var ok = true
      for item in items {
        if let e = enumValue(item, table, expected: expected, context: context) {
          result.formUnion(e)
        } else {
          ok = false
        }
      }
      return ok ? result : nil
    }
    return enumValue(v, table, expected: expected, context: context)
  }

  // MARK: Alignments

  private var customNames: [String] { customAlignments.map(\.name) }

  /// A custom alignment declared in the file, by exact name, with its id as guides hold it
  /// (`HorizontalAlignment.custom`): its index, which a file of at most 2 GB keeps far below
  /// 2^31.
  func customAlignment(_ name: String) -> (index: Int32, axis: Axis)? {
    guard let i = customAlignmentIndex[name] else { return nil }
    return (Int32(i), customAlignments[i].axis)
  }

  func horizontalAlignment(_ v: Value, context: Callee?) -> HorizontalAlignment? {
    axisAlignment(
      v, Catalog.horizontalAlignments, axis: .horizontal,
      expected: ArgType.horizontalAlignment.expectation, context: context,
      custom: HorizontalAlignment.custom)
  }

  func verticalAlignment(_ v: Value, context: Callee?) -> VerticalAlignment? {
    axisAlignment(
      v, Catalog.verticalAlignments, axis: .vertical,
      expected: ArgType.verticalAlignment.expectation, context: context,
      custom: VerticalAlignment.custom)
  }

  /// One axis's alignment: a built-in guide from `table`, or a custom alignment declared on
  /// `axis` (one declared on the other axis is a type error).
  private func axisAlignment<A>(
    _ v: Value, _ table: NameTable<A>, axis: Axis, expected: String, context: Callee?,
    custom: (Int32) -> A
  ) -> A? {
    guard case .term(let t) = v, let name = bareName(t) else {
      if v.isOpaque { return nil }
      typeError(expected: expected, found: v, context: context)
      return nil
    }
    if let hit = table.lookup(name.text) { return hit.value }
    if let found = customAlignment(name.text) {
      if found.axis == axis { return custom(found.index) }
      typeError(expected: expected, found: v, context: context)
      return nil
    }
    reportUnknownEnum(
      name, table.kind, candidates: table.names + customNames, expected: expected, v, context)
    return nil
  }

  /// A two-axis alignment: `topLeading`, `alignment(horizontal: h, vertical: v)`, or one guide
  /// (built-in or custom) with the other axis centred.
  func alignment(_ v: Value, context: Callee?) -> Alignment? {
    let expected = ArgType.alignment.expectation
    guard case .term(let t) = v else {
      if v.isOpaque { return nil }
      typeError(expected: expected, found: v, context: context)
      return nil
    }
    let (head, suffixes) = stripTypePrefix(t.head, t.suffixes)
    if head.name.text.nameKey == "alignment", let args = head.arguments, suffixes.isEmpty,
      head.string == nil, head.children == nil
    {
      let bound = bindArguments(
        Catalog.alignmentForm, callArguments(string: nil, args), t.scope,
        missingAt: args.range)
      guard bound.ok, case .horizontal(let h) = bound.values["horizontal"],
        case .vertical(let vv) = bound.values["vertical"]
      else { return nil }
      return Alignment(horizontal: h, vertical: vv)
    }
    guard let name = bareName(t) else {
      typeError(expected: expected, found: v, context: context)
      return nil
    }
    if let hit = Catalog.alignments.lookup(name.text) { return hit.value }
    if let hit = Catalog.verticalAlignments.lookup(name.text) {
      return Alignment(horizontal: .center, vertical: hit.value)
    }
    if let custom = customAlignment(name.text) {
      return custom.axis == .horizontal
        ? Alignment(horizontal: .custom(custom.index), vertical: .center)
        : Alignment(horizontal: .center, vertical: .custom(custom.index))
    }
    reportUnknownEnum(
      name, "alignment", candidates: Catalog.alignments.names + customNames, expected: expected,
      v, context)
    return nil
  }

  /// The guide of `alignmentGuide(guide, ...)` or `d[guide]`. `center` names both axes unless
  /// the context fixes one (`d[center]` in a vertical guide's expression is the vertical centre).
  func guideKeys(_ v: Value, context: Callee?, axis: Axis?) -> [AlignmentKey]? {
    let expected = ArgType.guide.expectation
    guard case .term(let t) = v, let name = bareName(t) else {
      if v.isOpaque { return nil }
      typeError(expected: expected, found: v, context: context)
      return nil
    }
    var axis = axis
    if !t.head.leadingDot, !t.suffixes.isEmpty {
      // `HorizontalAlignment.center` names one axis, as in SwiftUI.
      switch t.head.name.text.nameKey {
      case "horizontalalignment": axis = .horizontal
      case "verticalalignment": axis = .vertical
      default: break
      }
    }
    let h = Catalog.horizontalAlignments.lookup(name.text)?.value
    let vv = Catalog.verticalAlignments.lookup(name.text)?.value
    switch (h, vv) {
    case (let h?, let vv?):
      switch axis {
      case .horizontal: return [.horizontal(h)]
      case .vertical: return [.vertical(vv)]
      case nil: return [.horizontal(h), .vertical(vv)]
      }
    case (let h?, nil): return [.horizontal(h)]
    case (nil, let vv?): return [.vertical(vv)]
    case (nil, nil): break
    }
    if let custom = customAlignment(name.text) {
      return [
        custom.axis == .horizontal
          ? .horizontal(.custom(custom.index)) : .vertical(.custom(custom.index))
      ]
    }
    reportUnknownEnum(
      name, "alignment guide",
      candidates: Catalog.horizontalAlignments.names + Catalog.verticalAlignments.names
        + customNames, expected: expected, v, context)
    return nil
  }

  /// An expression over `d` as the engine evaluates it.
  func guideExpression(_ v: Value) -> GuideExpression? {
    switch v {
    case .number(let x, _): return .constant(x)
    case .guide(let g, _): return g
    default:
      _ = asNumber(v, context: nil)
      return nil
    }
  }

  // MARK: Fonts

  /// `body`, `.title`, `Font.headline`, `system(size: 20, weight: semibold, design: rounded)`,
  /// each optionally followed by SwiftUI's font modifiers `.bold()`, `.italic()`,
  /// `.weight(w)`. On a system font the weight is part of the font; on a text style it is
  /// recorded next to it, as `.fontWeight`/`.bold`/`.italic` would be.
  func font(_ v: Value, context: Callee?) -> (FontSpec, EnvironmentOverrides)? {
    let expected = ArgType.font.expectation
    guard case .term(let t) = v else {
      if v.isOpaque { return nil }
      typeError(expected: expected, found: v, context: context)
      return nil
    }
    let (head, suffixes) = stripTypePrefix(t.head, t.suffixes)
    var spec: FontSpec
    if head.name.text.nameKey == "system", head.string == nil, head.children == nil {
      let args = head.arguments.map { callArguments(string: nil, $0) } ?? []
      let bound = bindArguments(
        Catalog.systemFont, args, t.scope, missingAt: head.arguments?.range ?? head.name.range)
      guard bound.ok, case .number(let size) = bound.values["size"] else { return nil }
      var weight: Double? = nil
      if case .weight(let w) = bound.values["weight"] { weight = w }
      var design: FontDesign? = nil
      if case .design(let d) = bound.values["design"] { design = d }
      spec = .system(size: size, weight: weight, design: design)
    } else {
      guard head.string == nil, head.arguments == nil, head.children == nil else {
        typeError(expected: expected, found: v, context: context)
        return nil
      }
      guard let style = Catalog.textStyles.lookup(head.name.text) else {
        reportUnknownEnum(
          head.name, "font", candidates: Catalog.textStyles.names + ["system"],
          expected: expected, .term(Term(head: head, suffixes: [], scope: t.scope, range: t.range)),
          context)
        return nil
      }
      spec = .style(style.value)
    }
    var extras = EnvironmentOverrides()
    for suffix in suffixes {
      guard case .member(let m) = suffix else {
        if case .subscripted(_, let r) = suffix { error(Messages.notSubscriptable("font"), r) }
        return nil
      }
      let args = callArguments(string: nil, m.arguments)
      guard let callee = Catalog.fontModifiers[m.name.text.nameKey] else {
        let suggestion = Suggestions.nearest(
          to: m.name.text, in: Catalog.fontModifiers.values.map(\.name).sorted())
        error(
          Messages.didYouMean(Messages.unknownName("font modifier", m.name.text), suggestion),
          m.name.range)
        for a in args { checkValue(a.value, t.scope) }
        return nil
      }
      let bound = bindArguments(
        callee, args, t.scope, missingAt: m.arguments?.range ?? m.name.range)
      guard bound.ok else { return nil }
      var weight: Double? = nil
      switch callee.name {
      case "bold":
        guard bound.bool("isActive") ?? true else { continue }
        if case .system = spec { weight = 700 } else { extras.bold = true }
      case "italic":
        extras.italic = bound.bool("isActive") ?? true
      default:
        guard case .weight(let w) = bound.values["weight"] else { return nil }
        weight = w
      }
      if let weight {
        if case .system(let size, _, let design) = spec {
          spec = .system(size: size, weight: weight, design: design)
        } else {
          extras.fontWeight = weight
        }
      }
    }
    return (spec, extras)
  }

  /// A weight by name (`semibold`) or number (100-900).
  func fontWeight(_ v: Value, context: Callee?) -> Double? {
    if case .number(let x, let r) = v {
      guard x >= 100, x <= 900 else {
        error(Messages.fontWeightRange(NumberFormat.format(x)), r)
        return nil
      }
      return x
    }
    return enumValue(
      v, Catalog.fontWeights, expected: ArgType.fontWeight.expectation, context: context)
  }

  // MARK: Line limits

  func lineCount(_ v: Value, context: Callee?) -> LineLimit? {
    if case .term(let t) = v, let name = bareName(t), name.text.nameKey == "nil" {
      return LineLimit(min: nil, max: nil)
    }
    if case .range = v {
      typeError(expected: "a whole number", found: v, context: context)
      return nil
    }
    guard let n = asWholeNumber(v, context: context) else { return nil }
    return LineLimit(min: nil, max: n)
  }

  /// `2...4`, `3...`, `...2`.
  func lineRange(_ v: Value, context: Callee?) -> LineLimit? {
    guard case .range(let lower, let upper, let closed, let r) = v else {
      if v.isOpaque { return nil }
      typeError(expected: "a range", found: v, context: context)
      return nil
    }
    if !closed {
      error(Messages.halfOpenLineLimit(), r)
      return nil
    }
    var lo: Int? = nil
    var hi: Int? = nil
    if let lower {
      guard let x = rangeBound(lower) else { return nil }
      lo = x
    }
    if let upper {
      guard let x = rangeBound(upper) else { return nil }
      hi = x
    }
    if let lo, let hi, lo > hi {
      error(Messages.rangeReversed, r)
      return nil
    }
    return LineLimit(min: lo, max: hi)
  }

  /// A range bound: a finite whole number.
  func rangeBound(_ v: Value) -> Int? {
    guard let x = asNumber(v, context: nil) else { return nil }
    guard x == x.rounded(), abs(x) < 1e15 else {
      error(Messages.rangeBoundNotWhole(NumberFormat.format(x)), v.range)
      return nil
    }
    return Int(x)
  }

  // MARK: Others

  /// `.id("x")` or `.id(3)`: a string, or a number printed as the dumps print it.
  func identifier(_ v: Value, context: Callee?) -> String? {
    switch v {
    case .string(let s, _): return s
    case .number(let x, _): return NumberFormat.format(x)
    case .opaque: return nil
    case .term(let t):
      reportNotNumber(t, expected: ArgType.identifier.expectation, context: context)
      return nil
    default:
      typeError(expected: ArgType.identifier.expectation, found: v, context: context)
      return nil
    }
  }

  /// `[fixed(100), flexible(minimum: 40), adaptive(minimum: 80)]`: the tracks of a lazy
  /// grid (SwiftUI's `GridItem`s); nil after reporting an error.
  func gridItems(_ v: Value, context: Callee?) -> [GridItem]? {
    guard case .list(let items, _) = v else {
      if v.isOpaque { return nil }
      typeError(expected: ArgType.gridItems.expectation, found: v, context: context)
      return nil
    }
    var ok = true
    var result: [GridItem] = []
    for item in items {
      guard case .term(let t) = item else {
        if !item.isOpaque {
          typeError(expected: "a grid item", found: item, context: context)
        }
        ok = false
        continue
      }
      let (head, suffixes) = stripTypePrefix(t.head, t.suffixes)
      guard let callee = Catalog.gridItems[head.name.text.nameKey], suffixes.isEmpty else {
        if !isKnownName(head.name.text) {
          let suggestion = Suggestions.nearest(
            to: head.name.text, in: ["fixed", "flexible", "adaptive"])
          error(
            Messages.didYouMean(Messages.unknownName("grid item", head.name.text), suggestion),
            head.name.range)
        } else {
          typeError(expected: "a grid item", found: item, context: context)
        }
        ok = false
        continue
      }
      let args = head.arguments.map { callArguments(string: nil, $0) } ?? []
      let bound = bindArguments(
        callee, args, t.scope, missingAt: head.arguments?.range ?? head.name.range)
      ok = ok && bound.ok
      if let item = gridItem(callee.name, bound) { result.append(item) }
    }
    return ok ? result : nil
  }

  /// `geometryReader(g)`: the name the proxy is bound to.
  func proxyName(_ v: Value, _ expr: ExprSyntax, context: Callee?) -> String? {
    if case .chain(let c) = expr, c.suffixes.isEmpty, c.head.arguments == nil,
      c.head.string == nil, c.head.children == nil, !c.head.leadingDot
    {
      return c.head.name.text
    }
    if !v.isOpaque { typeError(expected: "a name", found: v, context: context) }
    return nil
  }
}
