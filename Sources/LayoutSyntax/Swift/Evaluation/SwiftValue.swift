// What the Swift reader computes from a file as it reads it (issue: Swift as people write it):
// the values of the app's own code (numbers, strings, arrays, the app's structs and enums,
// closures), and, where a value is SwiftUI's or is only known at layout (`.leading`,
// `Color.red`, a GeometryReader's proxy), the `.lyt` syntax that stands for it ("residual"),
// which the resolver reads as it reads `.lyt`.

/// A value of the evaluated Swift.
indirect enum SwiftValue {
  case int(Int)
  case double(Double)
  case bool(Bool)
  /// A string computed or stored (`title`, `name.uppercased()`): SwiftUI's `Text(title)`,
  /// which renders no Markdown.
  case string(String)
  /// A string literal where it is written (`"**\(title)**"`): a localized key, whose Markdown
  /// `Text` renders; its syntax keeps the literal's text apart from its interpolated values.
  case literal(String, StringLiteralSyntax)
  /// `nil`.
  case null
  /// A `Date`: seconds since 1970 (UTC), against the fixed clock (Dates.swift).
  case date(Double)
  case array([SwiftValue])
  /// Keys and values in insertion order (Swift's order is unspecified: any fixed one is
  /// Swift's, and this one is the file's).
  case dictionary([SwiftValue], [SwiftValue])
  case tuple([String?], [SwiftValue])
  /// `a..<b`, `a...b` of numbers.
  case range(SwiftValue, SwiftValue, closed: Bool)
  /// An instance of one of the file's structs or classes.
  case record(SwiftRecord)
  /// A case of one of the file's enums.
  case enumCase(SwiftEnumCase)
  /// A closure with the scope it was written in.
  case closure(SwiftClosure, LoweringScope)
  /// A function of the file (with the instance it is a method of), or of the standard
  /// library (`+` passed to `reduce`, `items.map` before its call).
  case function(SwiftCallable)
  /// A type used as a value: `Theme` in `Theme.allCases`, `Recipe` in `Recipe(...)`.
  case type(String)
  /// `\.id`, `\.self`: its components.
  case keyPath([String])
  /// Views (a view struct's body, a `@ViewBuilder` closure called).
  case views([ViewSyntax])
  /// What is not computed here: SwiftUI's values and what depends on layout.
  case residual(ExprSyntax)
  /// A layout as a value (`AnyLayout(VStackLayout(spacing: 8))`, a choice of them on the
  /// size class): its expression and the scope it is written in, made into the container it
  /// names where it is called with content (`layout { ... }`).
  case layout(SwiftExpr, LoweringScope)
  /// A subview of a custom layout being run (`subviews[i]`).
  case subview(SwiftSubviewRef)
  /// A `ViewSpacing` of a custom layout being run (`subviews[i].spacing`, `ViewSpacing()`).
  case viewSpacing(SwiftSpacing)

  /// The string of a string value (a literal or not).
  var stringValue: String? {
    switch self {
    case .string(let s), .literal(let s, _): return s
    default: return nil
    }
  }

  var number: Double? {
    switch self {
    case .int(let i): return Double(i)
    case .double(let d): return d
    default: return nil
    }
  }

  var isResidual: Bool {
    if case .residual = self { return true }
    return false
  }

  var isViews: Bool {
    if case .views = self { return true }
    return false
  }

  /// The value as stored in a variable, a property or a parameter: a literal string becomes
  /// a string (`Text(title)` of a stored title renders no Markdown, as in SwiftUI).
  var stored: SwiftValue {
    if case .literal(let s, _) = self { return .string(s) }
    return self
  }

  /// The type's name as Swift's diagnostics print it.
  var typeName: String {
    switch self {
    case .int: return "Int"
    case .double: return "Double"
    case .bool: return "Bool"
    case .string, .literal: return "String"
    case .null: return "nil"
    case .date: return "Date"
    case .array: return "Array"
    case .dictionary: return "Dictionary"
    case .tuple: return "tuple"
    case .range: return "Range"
    case .record(let r): return r.type
    case .enumCase(let c): return c.type
    case .closure, .function: return "function"
    case .type(let t): return "\(t).Type"
    case .keyPath: return "key path"
    case .views: return "view"
    case .layout: return "AnyLayout"
    case .subview: return "LayoutSubview"
    case .viewSpacing: return "ViewSpacing"
    case .residual: return "value"
    }
  }
}

/// An instance of a struct or class of the file: its stored properties by name, in the
/// order of the type's declaration.
struct SwiftRecord {
  var type: String
  var names: [String]
  var values: [SwiftValue]

  subscript(field: String) -> SwiftValue? {
    get { names.firstIndex(of: field).map { values[$0] } }
    set {
      if let i = names.firstIndex(of: field) {
        if let newValue { values[i] = newValue }
      } else if let newValue {
        names.append(field)
        values.append(newValue)
      }
    }
  }
}

/// A case of an enum of the file, with its associated values.
struct SwiftEnumCase {
  var type: String
  var name: String
  var payload: [SwiftValue]
}

/// Something that can be called.
enum SwiftCallable {
  /// A function of the file: a method with the instance it is called on (`self`), a static
  /// one, or a global one.
  case user(SwiftFunction, owner: String?, instance: SwiftValue?)
  /// A function declared among statements, with the scope it sees.
  case local(SwiftFunction, LoweringScope)
  /// A member of a value the standard library gives (`items.map`), called later.
  case member(SwiftValue, Identifier)
  /// An operator or a global function of the standard library (`+`, `max`).
  case global(String)
  /// The initialiser of a type (`Recipe.init`, `Recipe` passed to `map`).
  case initializer(String)
}

extension SwiftValue {
  /// Swift's `description` of the value, as string interpolation prints it.
  var swiftDescription: String {
    switch self {
    case .int(let i): return String(i)
    case .double(let d): return String(describing: d)
    case .bool(let b): return b ? "true" : "false"
    case .string(let s), .literal(let s, _): return s
    case .null: return "nil"
    case .date(let t):
      // Swift's description: `2025-01-01 09:41:00 +0000`.
      let c = SwiftLibrary.civil(t)
      func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
      return
        "\(c.year)-\(two(c.month))-\(two(c.day)) \(two(c.hour)):\(two(c.minute)):\(two(c.second)) +0000"
    case .array(let items): return "[" + items.map(\.debugDescription).joined(separator: ", ") + "]"
    case .dictionary(let keys, let values):
      if keys.isEmpty { return "[:]" }
      return "["
        + zip(keys, values).map { "\($0.debugDescription): \($1.debugDescription)" }.joined(
          separator: ", ") + "]"
    case .tuple(let labels, let values):
      return "("
        + zip(labels, values).map { ($0.map { $0 + ": " } ?? "") + $1.debugDescription }.joined(
          separator: ", ") + ")"
    case .range(let a, let b, let closed):
      return a.swiftDescription + (closed ? "..." : "..<") + b.swiftDescription
    case .record(let r):
      return r.type + "("
        + zip(r.names, r.values).map { "\($0): \($1.debugDescription)" }.joined(separator: ", ")
        + ")"
    case .enumCase(let c):
      if c.payload.isEmpty { return c.name }
      return c.name + "(" + c.payload.map(\.debugDescription).joined(separator: ", ") + ")"
    case .closure, .function: return "(Function)"
    case .type(let t): return t
    case .keyPath(let parts): return "\\." + parts.joined(separator: ".")
    case .views: return "View"
    case .layout: return "AnyLayout"
    case .subview: return "LayoutSubview"
    case .viewSpacing: return "ViewSpacing"
    case .residual: return "value"
    }
  }

  /// Swift's `debugDescription`: strings quoted (as in an array's description).
  var debugDescription: String {
    switch self {
    case .string(let s), .literal(let s, _): return "\"" + s + "\""
    default: return swiftDescription
    }
  }
}

/// Equality as Swift's `==` of the values (nil when the values cannot be compared here).
func swiftEquals(_ a: SwiftValue, _ b: SwiftValue) -> Bool? {
  switch (a, b) {
  case (.int(let x), .int(let y)): return x == y
  case (.bool(let x), .bool(let y)): return x == y
  case (.null, .null): return true
  case (.date(let x), .date(let y)): return x == y
  case (.null, .residual), (.residual, .null): return nil
  case (.null, _), (_, .null): return false
  case (.enumCase(let x), .enumCase(let y)):
    guard x.type == y.type, x.name == y.name, x.payload.count == y.payload.count else {
      return false
    }
    for (p, q) in zip(x.payload, y.payload) {
      guard let same = swiftEquals(p, q) else { return nil }
      if !same { return false }
    }
    return true
  case (.array(let x), .array(let y)):
    guard x.count == y.count else { return false }
    for (p, q) in zip(x, y) {
      guard let same = swiftEquals(p, q) else { return nil }
      if !same { return false }
    }
    return true
  case (.record(let x), .record(let y)):
    guard x.type == y.type else { return false }
    return swiftEquals(.array(x.values), .array(y.values))
  case (.tuple(_, let x), .tuple(_, let y)):
    return swiftEquals(.array(x), .array(y))
  case (.residual, .residual):
    // `guide == .leading` in a layout's `explicitAlignment`: SwiftUI's named values.
    guard let x = namedMember(a), let y = namedMember(b) else { return nil }
    return x == y
  default:
    if let x = a.stringValue, let y = b.stringValue { return x == y }
    if let x = a.number, let y = b.number { return x == y }
    return nil
  }
}

/// The member `.leading` or `HorizontalAlignment.leading` names (its type left out); nil for
/// any other value.
func namedMember(_ value: SwiftValue) -> String? {
  if let name = implicitName(value) { return name }
  guard case .residual(.chain(let c)) = value, !c.head.leadingDot, c.head.arguments == nil,
    c.suffixes.count == 1, case .member(let m) = c.suffixes[0], c.head.name.text.first!.isUppercase
  else { return nil }
  return m.name.text
}

/// Swift's `<` of two values (numbers, strings, arrays' elements in turn); nil otherwise.
func swiftLess(_ a: SwiftValue, _ b: SwiftValue) -> Bool? {
  if case .int(let x) = a, case .int(let y) = b { return x < y }
  if case .date(let x) = a, case .date(let y) = b { return x < y }
  if let x = a.number, let y = b.number { return x < y }
  if let x = a.stringValue, let y = b.stringValue { return x < y }
  return nil
}
