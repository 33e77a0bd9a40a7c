// The standard library the app's code uses: operators, numbers, strings, arrays, dictionaries,
// ranges, optionals and the global functions (`min`, `max`, `stride`, `zip`, ...), as Swift
// defines them. Nothing here reads the clock, the locale or randomness.

enum SwiftLibrary {
  static let globalFunctions: Set<String> = [
    "min", "max", "abs", "sqrt", "pow", "sin", "cos", "tan", "atan", "atan2", "asin", "acos",
    "floor", "ceil", "round", "exp", "log", "log2", "log10", "zip", "stride", "print",
    "+", "-", "*", "/", "<", ">", "<=", ">=", "==", "!=", "&&", "||",
  ]
  static let types: Set<String> = [
    "Int", "Double", "CGFloat", "Float", "String", "Array", "Set", "Dictionary", "Bool", "UUID",
    "Character", "URL", "State", "StateObject", "Binding", "ObservedObject", "FocusState",
    "AppStorage", "SceneStorage", "Date", "CGPoint", "CGSize", "CGRect", "CGAffineTransform",
    "Angle", "ProposedViewSize", "CGVector", "Path", "ViewSpacing",
  ]
  /// SwiftUI's enums whose values the evaluator knows (environment values), cases in order.
  static let enums: [String: [String]] = [
    "ColorScheme": ["light", "dark"],
    "AsyncImagePhase": ["empty", "success", "failure"],
    "LayoutDirection": ["leftToRight", "rightToLeft"],
  ]

  /// The most elements a range is made into (the file's step limit is at least this).
  static let maxElements = 1_000_000

  static let mutatingMethods: Set<String> = Paths.mutatingMethods.union([
    "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "popLast", "sort",
    "reverse", "toggle", "shuffle", "formUnion",
  ])

  /// The arguments of `ViewSpacing`'s `union(_:edges:)` and `formUnion(_:edges:)`: the other
  /// spacing and the edges named (nil: all).
  static func spacingUnion(_ v: [SwiftValue], _ labels: [String?]) -> (SwiftSpacing, [String]?)?
  {
    guard case .viewSpacing(let other)? = v.first, labels[0] == nil else { return nil }
    guard v.count == 2, labels[1] == "edges" else { return v.count == 1 ? (other, nil) : nil }
    var edges: [String] = []
    for item in elements(of: v[1]) ?? [v[1]] {
      switch implicitName(item) {
      case "all"?: return (other, nil)
      case "horizontal"?: edges += ["leading", "trailing"]
      case "vertical"?: edges += ["top", "bottom"]
      case let edge? where ["top", "leading", "bottom", "trailing"].contains(edge): edges.append(edge)
      default: return nil
      }
    }
    return (other, edges)
  }

  // MARK: Operators

  /// `a op b` of two values; nil when the operator does not apply to them.
  static func binary(_ op: String, _ a: SwiftValue, _ b: SwiftValue, integerLiterals: Bool)
    -> SwiftValue?
  {
    switch op {
    case "==": return swiftEquals(a, b).map { .bool($0) }
    case "!=": return swiftEquals(a, b).map { .bool(!$0) }
    case "<": return swiftLess(a, b).map { .bool($0) }
    case ">": return swiftLess(b, a).map { .bool($0) }
    case "<=": return swiftLess(b, a).map { .bool(!$0) }
    case ">=": return swiftLess(a, b).map { .bool(!$0) }
    case "&&", "||":
      guard case .bool(let x) = a, case .bool(let y) = b else { return nil }
      return .bool(op == "&&" ? x && y : x || y)
    case "??":
      if case .null = a { return b }
      return a
    default:
      break
    }
    switch (a, b) {
    case (.date(let t), _) where op == "+" || op == "-":
      return b.number.map { .date(op == "+" ? t + $0 : t - $0) }
    case (.int(let x), .int(let y)):
      // `10 / 4` of two literals is read in a CGFloat context, as SwiftUI's arguments are.
      if op == "/", integerLiterals { return .double(Double(x) / Double(y)) }
      // Overflow and division by zero stop a Swift app: nil, and the caller says so.
      let result: (partialValue: Int, overflow: Bool)
      switch op {
      case "+": result = x.addingReportingOverflow(y)
      case "-": result = x.subtractingReportingOverflow(y)
      case "*": result = x.multipliedReportingOverflow(by: y)
      case "/": result = y == 0 ? (0, true) : x.dividedReportingOverflow(by: y)
      case "%": result = y == 0 ? (0, true) : x.remainderReportingOverflow(dividingBy: y)
      default: return nil
      }
      return result.overflow ? nil : .int(result.partialValue)
    case (.array(let x), .array(let y)) where op == "+":
      return .array(x + y)
    default:
      break
    }
    if op == "+", let x = a.stringValue, let y = b.stringValue { return .string(x + y) }
    guard let x = a.number, let y = b.number else { return nil }
    switch op {
    case "+": return .double(x + y)
    case "-": return .double(x - y)
    case "*": return .double(x * y)
    case "/": return .double(x / y)
    case "%": return .double(x.truncatingRemainder(dividingBy: y))
    default: return nil
    }
  }

  /// Whether a range contains a value.
  static func contains(_ range: SwiftValue, _ value: SwiftValue) -> SwiftValue? {
    guard case .range(let a, let b, let closed) = range, let lo = a.number, let hi = b.number,
      let x = value.number
    else { return nil }
    return .bool(x >= lo && (closed ? x <= hi : x < hi))
  }

  /// The elements of a sequence: an array, a range of integers, a string's characters, a
  /// dictionary's (key, value) pairs, a set.
  static func elements(of value: SwiftValue) -> [SwiftValue]? {
    switch value {
    case .array(let items): return items
    case .range(.int(let lo), .int(let hi), let closed):
      // Past a million elements the file's step limit would stop first: not made at all.
      guard lo <= hi, hi.subtractingReportingOverflow(lo).partialValue < maxElements,
        !hi.subtractingReportingOverflow(lo).overflow
      else { return lo > hi ? [] : nil }
      let end = closed ? hi + 1 : hi
      return (lo..<end).map { .int($0) }
    case .string(let s), .literal(let s, _): return s.map { .string(String($0)) }
    case .dictionary(let keys, let values):
      return zip(keys, values).map { .tuple(["key", "value"], [$0, $1]) }
    default: return nil
    }
  }

  // MARK: Properties

  static func property(_ name: String, of value: SwiftValue, now: Double = now) -> SwiftValue? {
    // A tuple's element by its label (`size.w`, `pair.offset`, `entry.key`) or position.
    if case .tuple(let labels, let values) = value {
      if let i = labels.firstIndex(of: name) { return values[i] }
      if let i = Int(name), values.indices.contains(i) { return values[i] }
    }
    if let items = elements(of: value) {
      switch name {
      case "count": return .int(items.count)
      case "isEmpty": return .bool(items.isEmpty)
      case "first": return items.first ?? .null
      case "last": return items.last ?? .null
      case "indices": return .range(.int(0), .int(items.count), closed: false)
      case "startIndex": return .int(0)
      case "endIndex": return .int(items.count)
      default: break
      }
    }
    if case .dictionary(let keys, let values) = value {
      if name == "keys" { return .array(keys) }
      if name == "values" { return .array(values) }
    }
    if let s = value.stringValue {
      switch name {
      case "capitalized":
        // Foundation's: a word starts after any character that is not a letter ("Hello-World",
        // "3Rd"), but not after an apostrophe ("O'neil").
        var capitalized = ""
        var previous: Character?
        for c in s {
          let startsWord = previous.map { !($0.isLetter || $0 == "'" || $0 == "\u{2019}") } ?? true
          capitalized += startsWord ? c.uppercased() : c.lowercased()
          previous = c
        }
        return .string(capitalized)
      case "description": return .string(s)
      default: break
      }
    }
    switch (name, value) {
    case ("description", _): return .string(value.swiftDescription)
    case ("magnitude", .int(let i)):
      return .int(i.magnitude > UInt(Int.max) ? Int.max : Int(i.magnitude))
    case ("magnitude", .double(let d)): return .double(d.magnitude)
    case ("isZero", _): return value.number.map { .bool($0 == 0) }
    case ("toggled", .bool(let b)): return .bool(!b)
    case ("timeIntervalSince1970", .date(let t)): return .double(t)
    case ("timeIntervalSinceReferenceDate", .date(let t)): return .double(t - referenceDate)
    case ("timeIntervalSinceNow", .date(let t)): return .double(t - now)
    case ("lowerBound", .range(let a, _, _)): return a
    case ("upperBound", .range(_, let b, _)): return b
    default: return nil
    }
  }

  static func staticMember(_ name: String, of type: String, now: Double = now) -> SwiftValue? {
    switch (type, name) {
    case ("Double", "pi"), ("CGFloat", "pi"), ("Float", "pi"): return .double(Double.pi)
    case ("Date", "now"): return .date(now)
    case ("Date", "distantPast"): return .date(-62_135_769_600)
    case ("Date", "distantFuture"): return .date(64_092_211_200)
    case ("Int", "max"): return .int(Int.max)
    case ("Int", "min"): return .int(Int.min)
    case ("CGFloat", "zero"), ("Double", "zero"): return .double(0)
    default: return nil
    }
  }

  static func hasMethod(_ name: String, on value: SwiftValue) -> Bool {
    switch value {
    case .int, .double:
      return [
        "isMultiple", "rounded", "formatted", "clamped", "squareRoot", "truncatingRemainder",
        "distance", "advanced",
      ].contains(name)
    case .bool:
      return name == "toggle"
    case .date:
      return ["addingTimeInterval", "timeIntervalSince", "distance", "advanced"].contains(name)
    case .string, .literal:
      return [
        "uppercased", "lowercased", "hasPrefix", "hasSuffix", "contains", "prefix", "suffix",
        "dropFirst", "dropLast", "split", "components", "replacingOccurrences",
        "trimmingCharacters",
        "reversed", "first", "last", "map", "filter", "count", "joined", "sorted", "starts",
        "localizedCaseInsensitiveContains",
      ].contains(name)
    case .array, .range, .dictionary:
      return [
        "map", "compactMap", "flatMap", "filter", "reduce", "sorted", "min", "max", "enumerated",
        "contains", "firstIndex", "lastIndex", "first", "last", "prefix", "suffix", "dropFirst",
        "dropLast", "joined", "reversed", "allSatisfy", "forEach", "count", "index", "split",
        "mapValues", "sum", "shuffled", "randomElement",
      ].contains(name)
    default:
      return false
    }
  }

  // MARK: Calls

  /// A library function or method applied to values; nil when it is not one layoutc knows.
  static func call(
    _ callable: SwiftCallable, _ values: [SwiftValue], _ labels: [String?], _ r: SourceRange,
    evaluator e: SwiftLowering
  ) -> SwiftValue? {
    switch callable {
    case .global(let name): return global(name, values, labels, r, e)
    case .member(let base, let m): return method(m.text, of: base, values, labels, r, e)
    default: return nil
    }
  }

  private static func global(
    _ name: String, _ v: [SwiftValue], _ labels: [String?], _ r: SourceRange, _ e: SwiftLowering
  ) -> SwiftValue? {
    func number(_ i: Int) -> Double? { i < v.count ? v[i].number : nil }
    if Geometry.fields[name] != nil { return Geometry.make(name, v, labels) }
    if name == "ViewSpacing", v.isEmpty { return .viewSpacing(.standard) }
    if name == "Path" {
      // `Path { path in path.move(to: ...) }`: the closure builds it.
      if v.count == 1, labels == [nil], case .closure(let c, let captured) = v[0] {
        return e.buildPath(c, captured, r)
      }
      return Paths.make(v, labels)
    }
    switch name {
    case "min", "max":
      var items = v
      if v.count == 1, let all = elements(of: v[0]) { items = all }
      guard var best = items.first else { return nil }
      for x in items.dropFirst() {
        guard let less = swiftLess(x, best) else { return nil }
        if less == (name == "min") { best = x }
      }
      // `max(2, 1.5)` is a Double: Swift reads every literal as the one type.
      if case .int(let i) = best,
        items.contains(where: { if case .double = $0 { true } else { false } })
      {
        return .double(Double(i))
      }
      return best
    case "abs":
      if case .int(let i)? = v.first { return .int(abs(i)) }
      return number(0).map { .double(abs($0)) }
    case "sqrt", "sin", "cos", "tan", "atan", "asin", "acos", "floor", "ceil", "round", "exp",
      "log", "log2", "log10":
      guard let x = number(0) else { return nil }
      let f: (Double) -> Double =
        switch name {
        case "sqrt": { $0.squareRoot() }
        case "sin": Math.sin
        case "cos": Math.cos
        case "tan": Math.tan
        case "atan": Math.atan
        case "asin": Math.asin
        case "acos": Math.acos
        case "floor": { $0.rounded(.down) }
        case "ceil": { $0.rounded(.up) }
        case "round": { $0.rounded() }
        case "exp": Math.exp
        case "log": Math.log
        case "log2": { Math.log($0) / Math.log(2) }
        default: { Math.log($0) / Math.log(10) }
        }
      return .double(f(x))
    case "pow":
      guard let x = number(0), let y = number(1) else { return nil }
      return .double(Math.pow(x, y))
    case "atan2":
      guard let y = number(0), let x = number(1) else { return nil }
      return .double(Math.atan2(y, x))
    case "zip":
      guard v.count == 2, let a = elements(of: v[0]), let b = elements(of: v[1]) else { return nil }
      return .array(zip(a, b).map { .tuple([nil, nil], [$0, $1]) })
    case "stride":
      guard let from = number(0), let to = number(1), let by = number(2), by != 0 else {
        return nil
      }
      let through = labels.count > 1 && labels[1] == "through"
      var items: [SwiftValue] = []
      var x = from
      let integers = v.allSatisfy { if case .int = $0 { true } else { false } }
      while by > 0 ? (through ? x <= to : x < to) : (through ? x >= to : x > to) {
        items.append(integers ? .int(Int(x)) : .double(x))
        // A stride of Doubles steps as Swift's does, by `start + i * step`: no error adds up.
        x = integers ? x + by : from + Double(items.count) * by
        if items.count > 1_000_000 { return nil }
      }
      return .array(items)
    case "print":
      return .null
    case "Int":
      guard let first = v.first else { return .int(0) }
      if let s = first.stringValue { return Int(s).map { .int($0) } ?? .null }
      guard let x = first.number, x.isFinite, abs(x) < 9.2e18 else { return nil }
      return .int(Int(x))
    case "Double", "CGFloat", "Float":
      guard let first = v.first else { return .double(0) }
      if let s = first.stringValue { return Double(s).map { .double($0) } ?? .null }
      return first.number.map { .double($0) }
    case "String":
      guard let first = v.first else { return .string("") }
      if labels.first == "format" {
        guard let format = first.stringValue else { return nil }
        var arguments: [StringFormat.FormatArgument] = []
        for x in v.dropFirst() {
          if let n = x.number {
            arguments.append(.number(n))
          } else if let s = x.stringValue {
            arguments.append(.text(s))
          } else {
            return nil
          }
        }
        switch StringFormat.format(format, arguments) {
        case .success(let text): return .string(text)
        case .failure(let failure):
          e.error("String(format:): \(failure.message)", r)
          return .residual(.missing(r))
        }
      }
      if labels.first == "repeating", v.count == 2, let s = first.stringValue,
        case .int(let n) = v[1]
      {
        guard n >= 0, n * max(s.utf8.count, 1) <= 1 << 20 else { return nil }
        return .string(String(repeating: s, count: n))
      }
      if let items = elements(of: first), case .array = first {
        return .string(items.map(\.swiftDescription).joined())
      }
      return .string(first.swiftDescription)
    case "Array":
      if labels.first == "repeating", v.count == 2, case .int(let n) = v[1] {
        guard n >= 0, n <= 1_000_000 else { return nil }
        return .array(Array(repeating: v[0], count: n))
      }
      guard let first = v.first else { return .array([]) }
      return elements(of: first).map { .array($0) }
    case "Set":
      guard let first = v.first, let items = elements(of: first) else { return .array([]) }
      var unique: [SwiftValue] = []
      for x in items where !unique.contains(where: { swiftEquals($0, x) == true }) {
        unique.append(x)
      }
      return .array(unique)
    case "Bool":
      return v.first
    case "Date":
      // Against the fixed clock (Dates.swift).
      let now = e.now
      guard let first = v.first?.number else { return v.isEmpty ? .date(now) : nil }
      switch labels.first {
      case "timeIntervalSince1970": return .date(first)
      case "timeIntervalSinceReferenceDate": return .date(referenceDate + first)
      case "timeIntervalSinceNow": return .date(now + first)
      default: return nil
      }
    case "URL":
      // `URL(string:)`: the text (an image's address, never loaded).
      if labels.first == "string", let s = v.first?.stringValue {
        return s.isEmpty ? .null : .string(s)
      }
      return nil
    case "State", "StateObject", "Binding", "ObservedObject", "FocusState", "AppStorage",
      "SceneStorage":
      // `State(initialValue: x)`, `StateObject(wrappedValue: x)`: the value wrapped;
      // `Binding(get:set:)`: what `get` gives.
      if labels.first == "get", let get = v.first { return e.applyValue(get, [], r) }
      return v.first ?? .null
    case "Dictionary":
      guard labels.first == "grouping", v.count == 2, let items = elements(of: v[0]) else {
        return v.isEmpty ? .dictionary([], []) : nil
      }
      var keys: [SwiftValue] = []
      var groups: [[SwiftValue]] = []
      for item in items {
        let key = e.applyValue(v[1], [item], r)
        if let i = keys.firstIndex(where: { swiftEquals($0, key) == true }) {
          groups[i].append(item)
        } else {
          keys.append(key)
          groups.append([item])
        }
      }
      return .dictionary(keys, groups.map { .array($0) })
    case "UUID":
      return .string(e.nextUUID())
    case "+", "-", "*", "/", "<", ">", "<=", ">=", "==", "!=", "&&", "||":
      guard v.count == 2 else { return nil }
      return binary(name, v[0], v[1], integerLiterals: false)
    default:
      return nil
    }
  }

  private static func method(
    _ name: String, of base: SwiftValue, _ v: [SwiftValue], _ labels: [String?], _ r: SourceRange,
    _ e: SwiftLowering
  ) -> SwiftValue? {
    func apply(_ f: SwiftValue, _ args: SwiftValue...) -> SwiftValue {
      e.applyValue(f, args, r)
    }
    func isTrue(_ x: SwiftValue) -> Bool? {
      if case .bool(let b) = x { return b }
      return nil
    }
    switch base {
    case .subview(let ref): return ref.call(name, v, labels)
    case .viewSpacing(let spacing):
      // `a.spacing.distance(to: b.spacing, along: .horizontal)`, `a.union(b, edges: .top)`.
      if name == "union", let (other, edges) = spacingUnion(v, labels) {
        return .viewSpacing(.union(spacing, other, edges: edges))
      }
      guard name == "distance", labels == ["to", "along"], case .viewSpacing(let other) = v[0],
        let axis = implicitName(v[1]), let host = e.layoutRuntime?.host
      else { return nil }
      return .double(host.distance(spacing, other, horizontal: axis == "horizontal"))
    case .record(let r) where Geometry.fields[r.type] != nil:
      return Geometry.method(name, of: r, v, labels)
    case .record(let r) where r.type == "Path":
      return Paths.method(name, of: r, v, labels)
    case .type(let t) where Geometry.fields[t] != nil:
      return Geometry.staticFunction(name, of: t, v)
    default: break
    }
    if case .date(let t) = base {
      guard let x = v.first else { return nil }
      switch (name, x) {
      case ("addingTimeInterval", _), ("advanced", _): return x.number.map { .date(t + $0) }
      case ("timeIntervalSince", .date(let u)): return .double(t - u)
      case ("distance", .date(let u)): return .double(u - t)
      default: return nil
      }
    }
    // Numbers.
    if let x = base.number, base.stringValue == nil, elements(of: base) == nil {
      switch name {
      case "isMultiple":
        guard case .int(let i) = base, case .int(let n)? = v.first else { return nil }
        return .bool(n == 0 ? i == 0 : i % n == 0)
      case "rounded":
        return .double(x.rounded())
      case "squareRoot":
        return .double(x.squareRoot())
      case "truncatingRemainder":
        return v.first?.number.map { .double(x.truncatingRemainder(dividingBy: $0)) }
      case "formatted" where v.isEmpty:
        // `x.formatted()`: the number style, as `Text(x, format: .number)`.
        if case .int = base { return .string(NumberFormatStyle().format(x, isInteger: true)) }
        return .string(NumberFormatStyle().format(x, isInteger: false))
      default:
        return nil
      }
    }
    if case .bool = base { return nil }
    if let s = base.stringValue {
      let arg = v.first?.stringValue
      switch name {
      case "uppercased": return .string(s.uppercased())
      case "lowercased": return .string(s.lowercased())
      case "hasPrefix": return arg.map { .bool(s.hasPrefix($0)) }
      case "hasSuffix": return arg.map { .bool(s.hasSuffix($0)) }
      case "contains", "localizedCaseInsensitiveContains":
        guard let arg else { break }
        if name == "contains" { return .bool(s.contains(arg)) }
        return .bool(s.lowercased().contains(arg.lowercased()))
      case "starts": return arg.map { .bool(s.hasPrefix($0)) }
      case "prefix", "suffix", "dropFirst", "dropLast":
        guard case .int(let n) = v.first ?? .int(1), n >= 0 else { return nil }
        switch name {
        case "prefix": return .string(String(s.prefix(n)))
        case "suffix": return .string(String(s.suffix(n)))
        case "dropFirst": return .string(String(s.dropFirst(n)))
        default: return .string(String(s.dropLast(n)))
        }
      case "split", "components":
        guard let arg, !arg.isEmpty else { return nil }
        if name == "split", arg.count == 1 {
          return .array(s.split(separator: arg.first!).map { .string(String($0)) })
        }
        return .array(splitString(s, by: arg).map { .string($0) })
      case "replacingOccurrences":
        guard v.count == 2, let of = v[0].stringValue, let with = v[1].stringValue, !of.isEmpty
        else { return nil }
        return .string(splitString(s, by: of).joined(separator: with))
      case "trimmingCharacters":
        return .string(
          String(s.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()))
      case "reversed": return .string(String(s.reversed()))
      default: break
      }
    }
    if case .dictionary(let keys, let values) = base, name == "mapValues", let f = v.first {
      return .dictionary(keys, values.map { apply(f, $0) })
    }
    guard let items = elements(of: base) else { return nil }
    let f = v.first
    switch name {
    case "map":
      guard let f else { return nil }
      return .array(items.map { apply(f, $0) })
    case "forEach":
      guard let f else { return nil }
      for x in items { _ = apply(f, x) }
      return .null
    case "compactMap":
      guard let f else { return nil }
      return .array(
        items.map { apply(f, $0) }.filter { if case .null = $0 { false } else { true } })
    case "flatMap":
      guard let f else { return nil }
      return .array(items.flatMap { elements(of: apply(f, $0)) ?? [] })
    case "filter":
      guard let f else { return nil }
      return .array(items.filter { isTrue(apply(f, $0)) == true })
    case "reduce":
      guard v.count == 2 else { return nil }
      return items.reduce(v[0]) { apply(v[1], $0, $1) }
    case "allSatisfy":
      guard let f else { return nil }
      return .bool(items.allSatisfy { isTrue(apply(f, $0)) == true })
    case "contains":
      if labels.first == "where" || isFunction(f), let f {
        return .bool(items.contains { isTrue(apply(f, $0)) == true })
      }
      guard let f else { return nil }
      if case .range = base { return contains(base, f) }
      return .bool(items.contains { swiftEquals($0, f) == true })
    case "first", "last":
      guard labels.first == "where" || isFunction(f), let f else { return nil }
      let found =
        name == "first"
        ? items.first { isTrue(apply(f, $0)) == true } : items.last { isTrue(apply(f, $0)) == true }
      return found ?? .null
    case "firstIndex", "lastIndex", "index":
      guard let f else { return nil }
      let test: (SwiftValue) -> Bool =
        labels.first == "where" || isFunction(f)
        ? { isTrue(apply(f, $0)) == true } : { swiftEquals($0, f) == true }
      let found = name == "lastIndex" ? items.lastIndex(where: test) : items.firstIndex(where: test)
      return found.map { .int($0) } ?? .null
    case "sorted", "min", "max":
      var failed = false
      let less: (SwiftValue, SwiftValue) -> Bool =
        if let f { { isTrue(apply(f, $0, $1)) ?? false } } else {
          { a, b in
            guard let l = swiftLess(a, b) else {
              failed = true
              return false
            }
            return l
          }
        }
      if name == "sorted" {
        // A stable sort, as Swift's `sorted` is.
        let sorted = items.enumerated().sorted { a, b in
          if less(a.element, b.element) { return true }
          if less(b.element, a.element) { return false }
          return a.offset < b.offset
        }.map(\.element)
        return failed ? nil : .array(sorted)
      }
      guard var best = items.first else { return .null }
      for x in items.dropFirst() {
        if name == "min" ? less(x, best) : less(best, x) { best = x }
      }
      return failed ? nil : best
    case "enumerated":
      return .array(items.enumerated().map { .tuple(["offset", "element"], [.int($0), $1]) })
    case "prefix", "suffix", "dropFirst", "dropLast":
      guard case .int(let n) = f ?? .int(1), n >= 0 else { return nil }
      switch name {
      case "prefix": return .array(Array(items.prefix(n)))
      case "suffix": return .array(Array(items.suffix(n)))
      case "dropFirst": return .array(Array(items.dropFirst(n)))
      default: return .array(Array(items.dropLast(n)))
      }
    case "joined":
      let separator = f?.stringValue ?? ""
      var strings: [String] = []
      for x in items {
        guard let s = x.stringValue else { return nil }
        strings.append(s)
      }
      return .string(strings.joined(separator: separator))
    case "reversed":
      return .array(items.reversed())
    case "shuffled", "randomElement":
      e.error("'\(name)' is random: layoutc's output never depends on chance", r)
      return .residual(.missing(r))
    default:
      return nil
    }
  }

  /// The value after a mutating method (`append`, `toggle`, ...); nil when it is not one.
  static func mutate(
    _ name: String, _ value: SwiftValue, _ v: [SwiftValue], _ labels: [String?],
    evaluator e: SwiftLowering, _ r: SourceRange
  ) -> SwiftValue? {
    if name == "toggle", case .bool(let b) = value { return .bool(!b) }
    if case .record(let path) = value, path.type == "Path" {
      return Paths.mutate(name, path, v, labels)
    }
    if name == "formUnion", case .viewSpacing(let spacing) = value,
      let (other, edges) = spacingUnion(v, labels)
    {
      return .viewSpacing(.union(spacing, other, edges: edges))
    }
    guard case .array(var items) = value else {
      if name == "append", let s = value.stringValue, let t = v.first?.stringValue {
        return .string(s + t)
      }
      return nil
    }
    switch name {
    case "append":
      guard let x = v.first else { return nil }
      if labels.first == "contentsOf" { items += elements(of: x) ?? [] } else { items.append(x) }
    case "insert":
      guard v.count == 2, case .int(let i) = v[1], i >= 0, i <= items.count else { return nil }
      items.insert(v[0], at: i)
    case "remove":
      guard case .int(let i)? = v.first, items.indices.contains(i) else { return nil }
      items.remove(at: i)
    case "removeAll":
      if labels.first == "where" || isFunction(v.first), let f = v.first {
        items.removeAll { if case .bool(true) = e.applyValue(f, [$0], r) { true } else { false } }
      } else {
        items.removeAll()
      }
    case "removeFirst", "removeLast", "popLast":
      guard !items.isEmpty else { return nil }
      if name == "removeFirst" { items.removeFirst() } else { items.removeLast() }
    case "sort":
      guard case .array(let sorted)? = method("sorted", of: value, v, labels, r, e) else {
        return nil
      }
      items = sorted
    case "reverse":
      items.reverse()
    default:
      return nil
    }
    return .array(items)
  }

  /// Whether an argument is a function (a trailing closure's predicate: `contains { ... }`),
  /// not a value to compare with.
  private static func isFunction(_ value: SwiftValue?) -> Bool {
    switch value {
    case .closure?, .function?, .keyPath?: return true
    default: return false
    }
  }

  private static func splitString(_ s: String, by separator: String) -> [String] {
    var parts: [String] = []
    var rest = Substring(s)
    while let range = rest.range(of: separator) {
      parts.append(String(rest[..<range.lowerBound]))
      rest = rest[range.upperBound...]
    }
    parts.append(String(rest))
    return parts
  }
}

extension Substring {
  /// The first range of `needle` (the standard library's own, without Foundation).
  fileprivate func range(of needle: String) -> Range<Index>? {
    guard !needle.isEmpty else { return nil }
    var i = startIndex
    while i < endIndex {
      if self[i...].hasPrefix(needle) {
        return i..<index(i, offsetBy: needle.count)
      }
      i = index(after: i)
    }
    return nil
  }
}

extension SwiftLowering {
  /// A function value applied to values (by the library: `map`'s closure, `reduce`'s `+`).
  func applyValue(_ f: SwiftValue, _ values: [SwiftValue], _ r: SourceRange) -> SwiftValue {
    switch f {
    case .closure(let c, let captured):
      return apply(closure: c, captured, values, r)
    case .function(.user(let fn, let owner, let instance)):
      return apply(fn, owner: owner, instance: instance, values, fn.parameters.map(\.label), r)
    case .function(.local(let fn, let captured)):
      return apply(
        fn, owner: nil, instance: nil, values, fn.parameters.map(\.label), r, captured: captured)
    case .function(.initializer(let type)):
      let stored = storedProperties(of: type)
      return construct(type, values, stored.prefix(values.count).map { $0.name.text }, r)
    case .function(let callable):
      if let value = SwiftLibrary.call(
        callable, values, values.map { _ in nil }, r, evaluator: self)
      {
        return value
      }
      error("this function is not evaluated by layoutc with these arguments", r)
      return .residual(.missing(r))
    case .keyPath(let parts):
      var value = values.first ?? .null
      for part in parts where part != "self" {
        value =
          member(Identifier(part, range: r), of: value, r, LoweringScope(parent: nil)) ?? .null
      }
      return value
    default:
      error("a \(f.typeName) is not a function", r)
      return .residual(.missing(r))
    }
  }

  /// A deterministic `UUID()`: the n-th made in this file.
  func nextUUID() -> String {
    uuidCount += 1
    let hex = String(uuidCount, radix: 16, uppercase: true)
    return "00000000-0000-0000-0000-" + String(repeating: "0", count: max(0, 12 - hex.count)) + hex
  }
}
