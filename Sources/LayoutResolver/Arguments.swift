// Matching a call's arguments to one of its callee's signatures (SwiftUI overloads): labels
// and positions first, then the kinds of the values to choose between overloads of the same
// shape (`.padding(20)` vs `.padding(horizontal)`), then reading each value as its slot's type.

import LayoutEngine
import LayoutSyntax

/// One argument as written; `text "Hi"`'s string is a positional argument. The syntax's own
/// type, so that a call without that string reads its argument list as it is, not a copy.
typealias CallArgument = ArgumentSyntax

/// A view written in an argument, resolved where it is used (once per modified view).
struct ViewSource {
  var expr: ExprSyntax
  var scope: Scope
}

/// A value read as its slot's type.
enum Typed {
  case number(Double)
  case string(String)
  case bool(Bool)
  case edges(Edges)
  case alignment(Alignment)
  case horizontal(HorizontalAlignment)
  case vertical(VerticalAlignment)
  case keys([AlignmentKey])
  /// A font and what its own modifiers set (`title.bold()`). Boxed: the overrides are large,
  /// and every other case is a word or two.
  indirect case font(FontSpec, EnvironmentOverrides)
  case weight(Double)
  case design(FontDesign)
  case textAlignment(TextAlignment)
  case truncation(TruncationMode)
  case contentMode(ContentMode)
  case dynamicTypeSize(DynamicTypeSize)
  case layoutDirection(LayoutDirection)
  case imageScale(ImageScale)
  case lineLimit(LineLimit)
  /// `[fixed(100), flexible(minimum: 40)]`: the tracks of a lazy grid.
  case gridItems([GridItem])
  case unitPoint(UnitPoint)
  case views([ViewSource])
  /// Read later, in a context only the callee knows (`alignmentGuide`'s expression over `d`).
  case deferred(ExprSyntax, Scope)
  /// Not given, where that is allowed.
  case absent
  /// Well-formed; the value has no effect on layout.
  case checked

  init(_ d: DefaultValue) {
    switch d {
    case .number(let x): self = .number(x)
    case .bool(let b): self = .bool(b)
    case .edges(let e), .axes(let e): self = .edges(e)
    case .alignment(let a): self = .alignment(a)
    case .horizontalAlignment(let h): self = .horizontal(h)
    case .verticalAlignment(let v): self = .vertical(v)
    case .contentMode(let m): self = .contentMode(m)
    case .absent: self = .absent
    }
  }
}

/// Values by parameter key. A call binds a handful, so a list searched in order is cheaper
/// than hashing each key.
struct BoundValues {
  /// A struct, not a tuple: an array of a tuple type looks its type up at run time each time
  /// one is made.
  private struct Entry {
    var key: String
    var value: Typed
  }
  private var entries: [Entry] = []

  init() {}

  /// Empties the values for another call, keeping their room when nothing else holds them
  /// (`ResolverSession.spareValues`); makes room for `capacity`.
  mutating func reuse(capacity: Int) {
    // One at a time: `removeAll(keepingCapacity:)` goes through the general `replaceSubrange`,
    // which costs more than a call's few values.
    while !entries.isEmpty { entries.removeLast() }
    // Reserving room for none would still allocate.
    if capacity > 0 { entries.reserveCapacity(capacity) }
  }

  /// Adds the value of a key not bound yet (binding sets each parameter once).
  mutating func bind(_ key: String, _ value: Typed) {
    entries.append(Entry(key: key, value: value))
  }

  subscript(key: String) -> Typed? {
    get { index(of: key).map { entries[$0].value } }
    set {
      switch (index(of: key), newValue) {
      case (let i?, let value?): entries[i].value = value
      case (let i?, nil): entries.remove(at: i)
      case (nil, let value?): entries.append(Entry(key: key, value: value))
      case (nil, nil): break
      }
    }
  }

  /// Written out: `first(where:)` and `firstIndex(where:)` cost about a quarter more here.
  private func index(of key: String) -> Int? {
    for i in entries.indices where sameKey(entries[i].key, key) { return i }
    return nil
  }

  /// The values in the order they were bound.
  var values: [Typed] { entries.map(\.value) }

  /// Whether no value is a view or an expression still to be read in the call's scope: what
  /// `BindingMemo` may keep for calls written elsewhere.
  var areSelfContained: Bool {
    for entry in entries {
      switch entry.value {
      case .views, .deferred: return false
      default: continue
      }
    }
    return true
  }
}

/// The outcome of binding: values by parameter key, which signature matched, and whether
/// everything was well-typed (`ok` false after any reported error).
struct BoundArguments {
  var values = BoundValues()
  var signature = 0
  var ok = true

  func number(_ key: String) -> Double? {
    if case .number(let x) = values[key] { return x }
    return nil
  }
  func string(_ key: String) -> String? {
    if case .string(let s) = values[key] { return s }
    return nil
  }
  func bool(_ key: String) -> Bool? {
    if case .bool(let b) = values[key] { return b }
    return nil
  }
  func alignment(_ key: String) -> Alignment? {
    if case .alignment(let a) = values[key] { return a }
    return nil
  }
  func views(_ key: String) -> [ViewSource] {
    if case .views(let v) = values[key] { return v }
    return []
  }

  // A value the matched signature always binds (a required parameter, or one with a
  // default): read only by builders, which run after a binding without errors. A key the
  // signature does not bind is a mistake in a catalog row, caught by the catalog tests.

  subscript(number key: String) -> Double {
    guard let x = number(key) else { preconditionFailure("no number bound for '\(key)'") }
    return x
  }
  subscript(string key: String) -> String {
    guard let s = string(key) else { preconditionFailure("no string bound for '\(key)'") }
    return s
  }
  subscript(bool key: String) -> Bool {
    guard let b = bool(key) else { preconditionFailure("no Bool bound for '\(key)'") }
    return b
  }
  subscript(alignment key: String) -> Alignment {
    guard let a = alignment(key) else { preconditionFailure("no alignment bound for '\(key)'") }
    return a
  }
}

/// The parameter each argument of a call is assigned to; -1 for one that is not. Calls have a
/// few arguments: up to four are held in the value itself, so that matching a call allocates
/// nothing (each array made costs hundreds of instructions); more are held in an array.
private struct ArgumentParameters {
  private var inline = (-1, -1, -1, -1)
  /// nil, not empty, for up to four: copying a match then retains nothing.
  private var spilled: [Int]? = nil
  let count: Int

  init(count: Int) {
    self.count = count
    if count > 4 { spilled = Array(repeating: -1, count: count) }
  }

  /// The first argument before `end` assigned to `parameter`. (Written out: the collection
  /// algorithms on this type were not specialized, and cost more than the array.)
  func firstArgument(of parameter: Int, before end: Int? = nil) -> Int? {
    var argument = 0
    while argument < (end ?? count) {
      if self[argument] == parameter { return argument }
      argument += 1
    }
    return nil
  }

  subscript(argument: Int) -> Int {
    get {
      if let spilled { return spilled[argument] }
      switch argument {
      case 0: return inline.0
      case 1: return inline.1
      case 2: return inline.2
      default: return inline.3
      }
    }
    set {
      if spilled != nil {
        spilled![argument] = newValue
        return
      }
      switch argument {
      case 0: inline.0 = newValue
      case 1: inline.1 = newValue
      case 2: inline.2 = newValue
      default: inline.3 = newValue
      }
    }
  }
}

/// How an argument looks before it is read: enough to choose between overloads.
private enum ArgKind: Equatable {
  case numeric, infinity, string, bool, null, list, range, view, unknown
  /// An unbound name (lowercased) that may be an enum value, color, view or typo.
  case name(String, hasArguments: Bool)
}

extension ResolverSession {
  /// The arguments of a call: the `STRING` sugar first, then the argument list.
  func callArguments(string: StringLiteralSyntax?, _ list: ArgumentListSyntax?) -> [CallArgument] {
    guard let string else { return list?.arguments ?? [] }
    return [CallArgument(label: nil, value: .string(string), range: string.range)]
      + (list?.arguments ?? [])
  }

  /// Binds `args` to the best-matching signature of `callee`, reporting shape and type errors.
  /// `missingAt` is where a missing argument is reported (the argument list or the name).
  func bindArguments(
    _ callee: Callee, _ args: [CallArgument], _ scope: Scope, missingAt: SourceRange
  ) -> BoundArguments {
    var bound = BoundArguments()
    if let first = callee.signatures.first, first.acceptsAnything {
      for a in args { checkValue(a.value, scope) }
      return bound
    }
    let signatures = callee.signatures
    // The signatures the arguments' labels and count fit. Each match stops at its first
    // problem: the problems are needed only when no signature fits.
    var chosen = -1
    var assigned = ArgumentParameters(count: 0)
    // The second overload that fits (`.padding(1)` fits two), kept so that two are scored
    // without matching them again.
    var second: (index: Int, assigned: ArgumentParameters)? = nil
    var fitCount = 0
    // Loops by index here and below: `enumerated()` cost a retain and a release per element.
    for i in signatures.indices {
      let m = match(signatures[i], args, stopAtProblem: true)
      guard m.shapeOK else { continue }
      fitCount += 1
      if fitCount == 1 {
        chosen = i
        assigned = m.parameterOfArgument
      } else if fitCount == 2 {
        second = (i, m.parameterOfArgument)
      }
    }
    guard fitCount > 0 else {
      let matches = signatures.map { match($0, args) }
      return shapeFailure(callee, args, matches, scope, missingAt: missingAt)
    }
    if fitCount > 1 {
      // Overloads of the right shape, scored by how well each value's kind fits its slot
      // (most calls have one overload of their shape). The first wins ties and when none is
      // viable. Two are scored from the matches above; more are matched again, which
      // allocates nothing.
      var best: Int? = nil
      func consider(_ i: Int, _ fit: ArgumentParameters) {
        var score = 0
        var viable = true
        for a in args.indices {
          let p = fit[a]
          guard p >= 0 else { continue }
          let s = kindScore(args[a].value, signatures[i].parameters[p].type, scope)
          if s == 0 { viable = false }
          score += s
        }
        if viable, best == nil || score > best! {
          best = score
          chosen = i
          assigned = fit
        }
      }
      if fitCount == 2, let second {
        let first = (chosen, assigned)
        consider(first.0, first.1)
        consider(second.index, second.assigned)
      } else {
        for (i, signature) in signatures.enumerated() {
          let m = match(signature, args, stopAtProblem: true)
          guard m.shapeOK else { continue }
          consider(i, m.parameterOfArgument)
        }
      }
    }
    bound.signature = chosen
    let signature = signatures[chosen]
    swap(&bound.values, &spareValues)
    bound.values.reuse(capacity: signature.parameters.count)
    for p in signature.parameters.indices {
      let parameter = signature.parameters[p]
      guard let first = assigned.firstArgument(of: p) else {
        if let d = parameter.defaultValue { bound.values.bind(parameter.key, Typed(d)) }
        continue
      }
      let typed = coerce(args, assigned, first, parameter, scope, callee: callee)
      if let typed {
        bound.values.bind(parameter.key, typed)
      } else {
        bound.ok = false
      }
    }
    return bound
  }

  /// Gives back the values of a call that is finished with them, for the next call to bind
  /// into: an array made for each call costs an allocation and a free. (Still held elsewhere,
  /// they are not changed: the next call then makes its own.)
  func recycle(_ bound: consuming BoundArguments) {
    spareValues = bound.values
  }

  /// No signature fits the arguments' labels and count: the error, and the values checked.
  private func shapeFailure(
    _ callee: Callee, _ args: [CallArgument], _ matches: [Match], _ scope: Scope,
    missingAt: SourceRange
  ) -> BoundArguments {
    reportShapeError(callee, args, matches, missingAt: missingAt)
    for a in args { checkValue(a.value, scope) }
    var bound = BoundArguments()
    bound.ok = false
    return bound
  }

  // MARK: Shape

  private struct Match {
    /// The parameter each argument is assigned to; -1 for one that is not (it is in one of
    /// the problem lists).
    var parameterOfArgument: ArgumentParameters
    /// What does not fit; nil when everything does (the usual match carries no lists).
    var problems: Problems? = nil
    /// Set by a match that stopped at its first problem (its lists are then incomplete).
    var stopped = false
    var shapeOK: Bool { problems == nil && !stopped }
    var unknownLabels: [Int] { problems?.unknownLabels ?? [] }
    var duplicates: [Int] { problems?.duplicates ?? [] }
    var extra: [Int] { problems?.extra ?? [] }
    var missing: [Int] { problems?.missing ?? [] }

    static var stopped: Match { Match(parameterOfArgument: .init(count: 0), stopped: true) }

    mutating func record(_ list: ReferenceWritableKeyPath<Problems, [Int]>, _ index: Int) {
      let p = problems ?? Problems()
      p[keyPath: list].append(index)
      problems = p
    }
  }

  /// A class: a match that fits (nearly every one) then holds a single nil reference. Each
  /// match makes its own, and none is changed once the match is made.
  private final class Problems {
    var unknownLabels: [Int] = []
    var duplicates: [Int] = []
    var extra: [Int] = []
    var missing: [Int] = []
  }

  /// Assigns `args` to the parameters of `signature` by label and position. With
  /// `stopAtProblem`, only whether they fit matters: the match stops at the first problem.
  private func match(_ signature: Signature, _ args: [CallArgument], stopAtProblem: Bool = false)
    -> Match
  {
    let params = signature.parameters
    var m = Match(parameterOfArgument: ArgumentParameters(count: args.count))
    let positionals = signature.positionals
    var next = 0
    for i in args.indices {
      if let label = args[i].label?.text {
        guard let p = signature.parameter(written: label) else {
          if stopAtProblem { return .stopped }
          m.record(\.unknownLabels, i)
          continue
        }
        if m.parameterOfArgument.firstArgument(of: p, before: i) != nil && !params[p].isVariadic {
          if stopAtProblem { return .stopped }
          m.record(\.duplicates, i)
          continue
        }
        m.parameterOfArgument[i] = p
      } else {
        guard next < positionals.count else {
          if stopAtProblem { return .stopped }
          m.record(\.extra, i)
          continue
        }
        let p = positionals[next]
        m.parameterOfArgument[i] = p
        if !params[p].isVariadic { next += 1 }
      }
    }
    for p in signature.required where m.parameterOfArgument.firstArgument(of: p) == nil {
      if stopAtProblem { return .stopped }
      m.record(\.missing, p)
    }
    return m
  }

  private func reportShapeError(
    _ callee: Callee, _ args: [CallArgument], _ matches: [Match], missingAt: SourceRange
  ) {
    // In Swift source a view is named as SwiftUI spells it (`Toggle`, not `toggle`).
    let name = options.swiftSpelling ? Catalog.swiftName(ofView: callee.name) : callee.name
    let takes = callee.takes(as: name)
    // A label no form knows.
    let unknownEverywhere = args.indices.filter { i in
      matches.allSatisfy { $0.unknownLabels.contains(i) }
    }
    if !unknownEverywhere.isEmpty {
      for i in unknownEverywhere {
        let label = args[i].label!
        error(Messages.unknownArgument(label.text, name, takes: takes), label.range)
      }
      return
    }
    // More positional values than any form has.
    if matches.allSatisfy({ !$0.extra.isEmpty }) {
      let fewest = matches.min { $0.extra.count < $1.extra.count }!
      error(Messages.tooManyArguments(name, takes: takes), args[fewest.extra[0]].range)
      return
    }
    // A form that fits but for missing arguments.
    let onlyMissing = matches.enumerated().filter {
      $0.element.unknownLabels.isEmpty && $0.element.duplicates.isEmpty
        && $0.element.extra.isEmpty
    }
    if let (i, m) = onlyMissing.min(by: { $0.element.missing.count < $1.element.missing.count }) {
      let p = callee.signatures[i].parameters[m.missing[0]]
      error(Messages.missingArgument(p.label, callee), missingAt)
      return
    }
    if let m = matches.first(where: { !$0.duplicates.isEmpty }), m.unknownLabels.isEmpty {
      let label = args[m.duplicates[0]].label!
      error(Messages.duplicateArgument(label.text, name), label.range)
      return
    }
    // Labels that exist, but in different forms (`frame(width:, minWidth:)`).
    let labelled = args.filter { $0.label != nil }
    for (j, b) in labelled.enumerated() {
      for a in labelled[..<j] {
        let la = a.label!.text.nameKey
        let lb = b.label!.text.nameKey
        let together = callee.signatures.contains { s in
          s.labelKeys.contains(la)
            && s.labelKeys.contains(lb)
        }
        if !together {
          error(
            Messages.argumentsTogether(a.label!.text + ":", b.label!.text + ":", callee),
            b.label!.range)
          return
        }
      }
    }
    error(Messages.noMatchingForm(callee), args.first?.range ?? missingAt)
  }

  // MARK: Choosing between overloads

  private func argKind(_ expr: ExprSyntax, _ scope: Scope) -> ArgKind {
    switch expr {
    case .number: return .numeric
    case .string: return .string
    case .list: return .list
    case .range: return .range
    case .view: return .view
    case .missing: return .unknown
    case .paren(let inner, _): return argKind(inner, scope)
    case .unary(let op, let x, _):
      if op == "!" { return .bool }
      return argKind(x, scope) == .string ? .unknown : .numeric
    case .binary(let op, let a, let b, _):
      if ["==", "!=", "<", "<=", ">", ">=", "&&", "||"].contains(op) { return .bool }
      let ka = argKind(a, scope)
      let kb = argKind(b, scope)
      if ka == .string && kb == .string { return .string }
      return .numeric
    case .conditional(_, let then, _, _):
      return argKind(then, scope)
    case .chain(let c):
      if !c.head.leadingDot, let binding = scope.lookup(c.head.name.text) {
        switch binding.kind {
        case .dimensions, .geometry: return .numeric
        case .value(let v):
          if !c.suffixes.isEmpty { return .view }
          return valueKind(v)
        }
      }
      return nameKind(c.head, c.suffixes[...])
    }
  }

  private func valueKind(_ v: Value) -> ArgKind {
    switch v {
    case .number, .guide: return .numeric
    case .string: return .string
    case .bool: return .bool
    case .list: return .list
    case .range: return .range
    case .view, .modified, .content: return .view
    case .opaque: return .unknown
    case .term(let t):
      return nameKind(t.head, t.suffixes)
    }
  }

  /// The kind of a named chain (written in the call, or held by a value), for choosing an
  /// overload: a view (a string, children, or a view name with suffixes), `infinity`, `nil`, a
  /// boolean, or a plain name.
  private func nameKind(
    _ head: NamedViewSyntax, _ suffixes: ArraySlice<PostfixSuffixSyntax>
  ) -> ArgKind {
    let (head, suffixes) = stripTypePrefix(head, suffixes)
    if head.string != nil || head.children != nil { return .view }
    let key = head.name.text.nameKey
    if suffixes.isEmpty && head.arguments == nil {
      if key == "infinity" { return .infinity }
      if key == "nil" { return .null }
      if key == "true" || key == "false" { return .bool }
    }
    if !suffixes.isEmpty && isViewName(head.name.text) { return .view }
    return .name(key, hasArguments: head.arguments != nil)
  }

  /// A built-in view, color or component name.
  func isViewName(_ name: String) -> Bool {
    let key = name.nameKey
    return Catalog.views[key] != nil || Catalog.colors.contains(key) || components[name] != nil
  }

  /// 3: the value fits the slot; 2: it is a near miss of a value that would (a typo);
  /// 1: it might (an unknown name); 0: it cannot.
  private func kindScore(_ expr: ExprSyntax, _ type: ArgType, _ scope: Scope) -> Int {
    let kind = argKind(expr, scope)
    if case .unknown = kind { return 1 }
    /// A name the slot does not know: a typo of one it does (2), unknown (1), or something
    /// else (0).
    func otherName(_ key: String, near candidates: [String] = []) -> Int {
      if isKnownName(key) { return 0 }
      return Suggestions.nearest(to: key, in: candidates) != nil ? 2 : 1
    }
    func names<T>(_ table: NameTable<T>) -> Int {
      guard case .name(let key, let hasArguments) = kind else { return 0 }
      if table.contains(key) && !hasArguments { return 3 }
      return otherName(key, near: table.names)
    }
    func guides(horizontal: Bool, vertical: Bool, form: Bool) -> Int {
      guard case .name(let key, let hasArguments) = kind else { return 0 }
      if form && key == "alignment" && hasArguments { return 3 }
      if hasArguments { return otherName(key) }
      if form && Catalog.alignments.contains(key) { return 3 }
      if horizontal && Catalog.horizontalAlignments.contains(key) { return 3 }
      if vertical && Catalog.verticalAlignments.contains(key) { return 3 }
      if customAlignments.contains(where: { $0.name.nameKey == key }) { return 3 }
      var candidates = customAlignments.map(\.name)
      if form { candidates += Catalog.alignments.names }
      if horizontal { candidates += Catalog.horizontalAlignments.names }
      if vertical { candidates += Catalog.verticalAlignments.names }
      return otherName(key, near: candidates)
    }
    switch type {
    case .any, .style, .tagValue, .loose:
      return 3
    case .choices(let set):
      if case .list = kind { return 3 }
      return names(NameTable(set.what, set.names.map { ($0, $0) }))
    case .number, .wholeNumber, .guideValue:
      switch kind {
      case .numeric: return 3
      case .infinity: return 1
      case .name(let key, _): return otherName(key, near: scope.allNames)
      default: return 0
      }
    case .size:
      switch kind {
      case .numeric, .infinity: return 3
      case .name(let key, _): return otherName(key, near: scope.allNames)
      default: return 0
      }
    case .string, .proxyName:
      if case .string = kind { return 3 }
      if case .name(let key, let args) = kind, !args { return otherName(key) }
      return 0
    case .identifier:
      switch kind {
      case .string, .numeric: return 3
      case .name(let key, _): return otherName(key)
      default: return 0
      }
    case .bool:
      if case .bool = kind { return 3 }
      if case .name(let key, let args) = kind, !args {
        if key == "compact" || key == "regular" { return 3 }
        return otherName(key)
      }
      return 0
    case .edges:
      if case .list = kind { return 3 }
      return names(Catalog.edges)
    case .axes:
      if case .list = kind { return 3 }
      return names(Catalog.axes)
    case .edge: return names(Catalog.singleEdges)
    case .alignment: return guides(horizontal: true, vertical: true, form: true)
    case .horizontalAlignment: return guides(horizontal: true, vertical: false, form: false)
    case .verticalAlignment: return guides(horizontal: false, vertical: true, form: false)
    case .guide: return guides(horizontal: true, vertical: true, form: false)
    case .font:
      if case .name(let key, let args) = kind {
        if key == "system" && args { return 3 }
        if Catalog.textStyles.contains(key) && !args { return 3 }
        return otherName(key, near: Catalog.textStyles.names)
      }
      return 0
    case .fontWeight:
      if case .numeric = kind { return 3 }
      return names(Catalog.fontWeights)
    case .fontDesign: return names(Catalog.fontDesigns)
    case .textAlignment: return names(Catalog.textAlignments)
    case .truncationMode: return names(Catalog.truncationModes)
    case .contentMode: return names(Catalog.contentModes)
    case .dynamicTypeSize: return names(Catalog.dynamicTypeSizes)
    case .layoutDirection: return names(Catalog.layoutDirections)
    case .imageScale: return names(Catalog.imageScales)
    case .cornerStyle: return names(Catalog.cornerStyles)
    case .safeAreaRegions: return names(Catalog.safeAreaRegions)
    case .unitPoint: return names(Catalog.unitPoints)
    case .choice(let what, let list): return names(NameTable(what, list.map { ($0, $0) }))
    case .lineCount:
      switch kind {
      case .numeric, .null: return 3
      case .name(let key, _): return otherName(key)
      default: return 0
      }
    case .lineRange:
      if case .range = kind { return 3 }
      return 0
    case .gridItems:
      if case .list = kind { return 3 }
      return 0
    case .view, .views:
      switch kind {
      case .view: return 3
      case .name(let key, _):
        if isViewName(key) || components.keys.contains(where: { $0.nameKey == key }) {
          return 3
        }
        return otherName(key, near: Catalog.viewNames + components.keys.sorted())
      default: return 0
      }
    }
  }

  // MARK: Reading values

  /// Reads the argument(s) bound to `parameter`: `args[first]`, and for a variadic parameter
  /// every argument whose `assigned` parameter is the same; nil after reporting an error.
  private func coerce(
    _ args: [CallArgument], _ assigned: ArgumentParameters, _ first: Int, _ parameter: Parameter,
    _ scope: Scope, callee: Callee
  ) -> Typed? {
    let context = callee
    let p = assigned[first]
    switch parameter.type {
    case .views:
      var sources: [ViewSource] = []
      var ok = true
      for (i, a) in args.enumerated() where assigned[i] == p {
        if let s = viewSource(a.value, scope, context: context) {
          sources.append(s)
        } else {
          ok = false
        }
      }
      return ok ? .views(sources) : nil
    case .view:
      return viewSource(args[first].value, scope, context: context).map { .views([$0]) }
    case .guideValue:
      return .deferred(args[first].value, scope)
    case .style, .any:
      checkValue(args[first].value, scope)
      return .checked
    case .loose(let kind):
      let v = evaluate(args[first].value, scope)
      switch (kind, v) {
      case (.string, .string(let s, _)): return .string(s)
      case (.bool, .bool(let b, _)): return .bool(b)
      // `true` and `false` are names until a condition reads them.
      case (.bool, .term(let t))
      where bareName(t).map({ ["true", "false"].contains($0.text) }) == true:
        return .bool(bareName(t)?.text == "true")
      case (.count, .number(let x, _)), (.number, .number(let x, _)): return .number(x)
      // A collection where a count is read (a navigation path): its count.
      case (.count, .list(let items, _)): return .number(Double(items.count))
      // A range is read where it is used, from its expression.
      case (.range, .range): return .deferred(args[first].value, scope)
      default:
        checkValue(v)
        return .checked
      }
    case .proxyName:
      let expr = args[first].value
      return proxyName(.opaque(expr.range), expr, context: context).map { .string($0) }
    default:
      break
    }
    let v = evaluate(args[first].value, scope)
    if case .term(let t) = v, let name = bareName(t), name.text.nameKey == "nil",
      parameter.defaultValue != nil
    {
      // SwiftUI's `nil` for an optional parameter: not given.
      if case .absent = parameter.defaultValue! { return .absent }
    }
    /// A name from `table` (a type error or unknown name reported against the parameter's
    /// type), wrapped as the argument's value.
    func named<T>(_ table: NameTable<T>, _ wrap: (T) -> Typed) -> Typed? {
      enumValue(v, table, expected: parameter.type.expectation, context: context).map(wrap)
    }
    switch parameter.type {
    case .number:
      return asNumber(v, context: context).map { .number($0) }
    case .size:
      return asNumber(v, allowInfinity: true, context: context).map { .number($0) }
    case .wholeNumber:
      return asWholeNumber(v, context: context).map { .number(Double($0)) }
    case .string:
      return asString(v, context: context).map { .string($0) }
    case .bool:
      return asBool(v, context: context).map { .bool($0) }
    case .edges:
      return edgeSet(v, Catalog.edges, expected: "edges", context: context).map { .edges($0) }
    case .axes:
      return edgeSet(v, Catalog.axes, expected: "axes", context: context).map { .edges($0) }
    case .edge:
      return enumValue(v, Catalog.singleEdges, expected: "an edge", context: context).map {
        .edges($0)
      }
    case .alignment:
      return alignment(v, context: context).map { .alignment($0) }
    case .horizontalAlignment:
      return horizontalAlignment(v, context: context).map { .horizontal($0) }
    case .verticalAlignment:
      return verticalAlignment(v, context: context).map { .vertical($0) }
    case .guide:
      return guideKeys(v, context: context, axis: nil).map { .keys($0) }
    case .font:
      return font(v, context: context).map { .font($0.0, $0.1) }
    case .fontWeight:
      return fontWeight(v, context: context).map { .weight($0) }
    case .fontDesign:
      return enumValue(v, Catalog.fontDesigns, expected: "a font design", context: context).map {
        .design($0)
      }
    case .textAlignment:
      return named(Catalog.textAlignments) { .textAlignment($0) }
    case .truncationMode:
      return named(Catalog.truncationModes) { .truncation($0) }
    case .contentMode:
      return named(Catalog.contentModes) { .contentMode($0) }
    case .dynamicTypeSize:
      return named(Catalog.dynamicTypeSizes) { .dynamicTypeSize($0) }
    case .layoutDirection:
      return named(Catalog.layoutDirections) { .layoutDirection($0) }
    case .imageScale:
      return named(Catalog.imageScales) { .imageScale($0) }
    case .cornerStyle:
      return named(Catalog.cornerStyles) { _ in .checked }
    case .safeAreaRegions:
      return named(Catalog.safeAreaRegions) { .number(Double($0)) }
    case .unitPoint:
      return named(Catalog.unitPoints) { .unitPoint($0) }
    case .choice(let what, let list):
      return named(NameTable(what, list.map { ($0, $0) })) { .string($0) }
    case .tagValue:
      return tagValue(v)
    case .choices(let set):
      let table = NameTable(set.what, set.names.map { ($0, $0) })
      let items: [Value]
      if case .list(let all, _) = v { items = all } else { items = [v] }
      var names: [String] = []
      for item in items {
        guard
          let name = enumValue(item, table, expected: parameter.type.expectation, context: context)
        else { return nil }
        names.append(name)
      }
      return .string(names.joined(separator: ","))
    case .lineCount:
      return lineCount(v, context: context).map { .lineLimit($0) }
    case .lineRange:
      return lineRange(v, context: context).map { .lineLimit($0) }
    case .gridItems:
      return gridItems(v, context: context).map { .gridItems($0) }
    case .identifier:
      return identifier(v, context: context).map { .string($0) }
    case .views, .view, .guideValue, .style, .any, .proxyName, .loose:
      return .checked
    }
  }

  /// A tag or selection as text: a string, a number, or an enum case's name without its type
  /// (`Tab.home`, `.home` and `home` are one value); `.opaque` values are not known.
  private func tagValue(_ v: Value) -> Typed? {
    switch v {
    case .string(let s, _): return .string(s)
    case .number(let x, _): return .string(NumberFormat.format(x))
    case .bool(let b, _): return .string(b ? "true" : "false")
    case .term(let t):
      let (head, suffixes) = stripTypePrefix(t.head, t.suffixes)
      if let last = suffixes.last, case .member(let m) = last, m.arguments == nil {
        return .string(m.name.text)
      }
      if suffixes.isEmpty, head.arguments == nil { return .string(head.name.text) }
      return .checked
    default:
      return .checked
    }
  }

  /// A view argument: anything that can be a view is kept to be resolved where it is used;
  /// literals that cannot are type errors now.
  private func viewSource(_ expr: ExprSyntax, _ scope: Scope, context: Callee) -> ViewSource? {
    switch expr {
    case .number, .string, .list, .range, .unary, .binary:
      let v = evaluate(expr, scope)
      if !v.isOpaque { typeError(expected: "a view", found: v, context: context) }
      return nil
    case .missing:
      return nil
    default:
      return ViewSource(expr: expr, scope: scope)
    }
  }
}
