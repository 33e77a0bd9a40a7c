// The syntax of the SwiftUI subset `SwiftReader` reads: what a `.swift` file says, before it
// is lowered to the `.lyt` syntax tree that the resolver reads for both languages. Only what
// view bodies and previews are made of is kept; types are skipped, statements that are not
// view code (actions, assignments) are kept as opaque ranges.

/// An expression as Swift writes it. Only the cases that hold an expression are boxed: the
/// leaves (a number, a name) are most of a file's expressions, and a box for each was an
/// allocation and a free.
enum SwiftExpr {
  case number(Double, SourceRange)
  case string(SwiftString)
  /// `true`, `false`, `nil`, `self` and every other name.
  case name(Identifier)
  /// `.leading`: a member of the type the context expects. Boxed: inline it made every
  /// expression 33 bytes, returned through memory at each level of the parser.
  indirect case implicitMember(Identifier, SourceRange)
  /// `base.member`
  indirect case member(SwiftExpr, Identifier, SourceRange)
  /// `callee(arguments) { trailing } label: { ... }`
  indirect case call(SwiftExpr, [SwiftArgument], SourceRange)
  /// `base[arguments]`
  indirect case subscripted(SwiftExpr, [SwiftArgument], SourceRange)
  indirect case closure(SwiftClosure)
  indirect case unary(String, SwiftExpr, SourceRange)
  indirect case binary(String, SwiftExpr, SwiftExpr, SourceRange)
  /// `condition ? a : b`
  indirect case ternary(SwiftExpr, SwiftExpr, SwiftExpr, SourceRange)
  indirect case range(lower: SwiftExpr?, upper: SwiftExpr?, closed: Bool, SourceRange)
  case array([SwiftExpr], SourceRange)
  /// `[key: value, ...]`, `[:]`: the keys and the values.
  case dictionary([SwiftExpr], [SwiftExpr], SourceRange)
  /// `if` or `switch` as an expression (`let x = if flag { 1 } else { 2 }`).
  indirect case statement(SwiftStatement, SourceRange)
  /// `(a)`; a tuple of several is kept as its elements.
  case paren([SwiftArgument], SourceRange)
  /// `\.self`, `\.id`: a key path, only ever an `id:` argument here.
  case keyPath(SourceRange)
  /// What the parser reported and skipped (`#imageLiteral(...)`, a missing expression): read
  /// as an unknown value, so that what follows is still read without errors of its own.
  case invalid(SourceRange)

  var range: SourceRange {
    switch self {
    case .number(_, let r), .implicitMember(_, let r), .member(_, _, let r), .call(_, _, let r),
      .subscripted(_, _, let r), .unary(_, _, let r), .binary(_, _, _, let r),
      .ternary(_, _, _, let r), .range(_, _, _, let r), .array(_, let r), .paren(_, let r),
      .keyPath(let r), .invalid(let r), .dictionary(_, _, let r), .statement(_, let r):
      return r
    case .string(let s): return s.range
    case .name(let n): return n.range
    case .closure(let c): return c.range
    }
  }
}

/// A string literal: text and `\(expr)` interpolations (with any labelled arguments after
/// the value, such as `specifier:`).
struct SwiftString {
  enum Segment {
    case text(String)
    case interpolation([SwiftArgument])
  }
  var segments: [Segment]
  var range: SourceRange
}

/// `label: value`, or a trailing closure (its label for the second and later ones).
struct SwiftArgument {
  var label: Identifier?
  var value: SwiftExpr
  var isTrailingClosure = false
  var range: SourceRange
}

/// `{ a, b in statements }`
struct SwiftClosure {
  var parameters: [Identifier]
  var body: SwiftBody
  var range: SourceRange
}

/// Where a closure's statements are among the tokens. They are read when the lowering
/// reaches them (`SwiftParser.statement(of:from:)`), not with the file: a builder's views are
/// then lowered while their syntax is fresh, and let go one statement at a time. (Read whole
/// first, a file's syntax was built, read back cold and freed cold: half the reader's time.)
struct SwiftBody {
  /// The token index of the first statement, after `{` and any parameters.
  var start: Int
  /// The token index of the closing `}` (or the end of the file).
  var end: Int
  /// The parser's nesting depth at the closure, so nesting is bounded as if read in place.
  var depth: Int
}

/// A statement of a view builder or function body. The common one, an expression, is not
/// boxed (a box per statement was an allocation and a free).
enum SwiftStatement {
  case expression(SwiftExpr)
  /// `let name: Type = value` (also `var`).
  indirect case binding(SwiftLocal)
  indirect case ifElse(SwiftIf)
  /// `switch subject { case a, b: ...; default: ... }`
  indirect case switchCases(SwiftExpr, [SwiftCase], SourceRange)
  /// `return value`
  indirect case returnValue(SwiftExpr?, SourceRange)
  /// `guard conditions else { ... }`
  indirect case guardElse([SwiftCondition], [SwiftStatement], SourceRange)
  /// `for pattern in sequence where filter { ... }`
  indirect case forIn(SwiftFor)
  /// `while conditions { ... }`
  indirect case whileLoop([SwiftCondition], [SwiftStatement], SourceRange)
  /// `target = value`, `target += value`: the operator without its `=` (empty for `=`).
  indirect case assignment(SwiftExpr, String, SwiftExpr, SourceRange)
  /// `break` or `continue`, with the label it names after a space (`break outer`).
  case jump(String, SourceRange)
  /// `outer: for ...`: a loop or switch that `break outer` and `continue outer` name.
  indirect case labelled(Identifier, SwiftStatement)
  /// `repeat { ... } while condition`
  indirect case repeatWhile([SwiftStatement], SwiftExpr, SourceRange)
  /// A function declared among statements (it sees the names around it).
  indirect case function(SwiftFunction)
  /// Code that is neither evaluated nor view code (`repeat`, `do`, `defer`, a destructuring
  /// `let`): kept as where it was.
  case other(String, SourceRange)
}

/// `let name: Type = value`; `var` with no value is nil. `let (a, b) = value` binds the
/// names of its pattern (`name` is then `_`).
struct SwiftLocal {
  var name: Identifier
  var type: String?
  var value: SwiftExpr?
  var range: SourceRange
  var pattern: SwiftExpr? = nil
  /// `let a = 1, b = 2`: the bindings after the first.
  var more: [SwiftLocal] = []
}

/// One condition of an `if`, `guard` or `while`.
enum SwiftCondition {
  case expression(SwiftExpr)
  /// `let name = value`, or `let name` alone (the name's own value); `var` alike.
  case optionalBinding(Identifier, SwiftExpr?)
  /// `case pattern = value`
  case matches(SwiftExpr, SwiftExpr)

  var range: SourceRange {
    switch self {
    case .expression(let e): return e.range
    case .optionalBinding(let n, let e): return e.map { n.range.union($0.range) } ?? n.range
    case .matches(let p, let e): return p.range.union(e.range)
    }
  }
}

struct SwiftIf {
  /// The conditions separated by commas (all must hold).
  var conditions: [SwiftCondition]
  var then: [SwiftStatement]
  /// An `else` block, or an `else if` as a one-statement block.
  var otherwise: [SwiftStatement]?
  var range: SourceRange
}

/// `for pattern in sequence where filter { body }`. The pattern is an expression in which
/// names bind (`item`, `(index, item)`, `_`).
struct SwiftFor {
  var pattern: SwiftExpr
  var sequence: SwiftExpr
  var filter: SwiftExpr?
  var body: [SwiftStatement]
  var range: SourceRange
}

struct SwiftCase {
  /// Empty for `default`. A pattern is an expression: `.a(let x)` and `let x` bind (as
  /// `.unary("let", name)`), `_` matches anything, a range matches what it contains, anything
  /// else matches an equal value.
  var patterns: [SwiftExpr]
  /// `where condition`
  var filter: SwiftExpr?
  var body: [SwiftStatement]
  var range: SourceRange
}

/// A parameter of a function: `_ title: String`, `count: Int = 3`.
struct SwiftParameter {
  /// The argument label at call sites; nil for `_`.
  var label: String?
  var name: Identifier
  /// The type as written (`CGFloat`, `[Item]`, `() -> Void`).
  var type: String?
  var defaultValue: SwiftExpr?
  /// `@ViewBuilder`: a closure of views.
  var isViewBuilder = false
}

/// A member of a struct, enum or extension.
enum SwiftMember {
  /// A stored property (`let`/`var`, with its property wrapper if any), or a computed one
  /// (`body` and other view properties: `getter`).
  case property(SwiftProperty)
  case function(SwiftFunction)
  /// A nested type (an `AlignmentID` inside an alignment extension).
  case type(SwiftType)
  /// `case a, b(Int), c = "x"` of an enum.
  case cases([SwiftEnumCaseDecl])
}

/// One case of an enum: `name`, `name = raw`, `name(label: Type, Type)`.
struct SwiftEnumCaseDecl {
  var name: Identifier
  var rawValue: SwiftExpr?
  /// The labels of the associated values (nil for an unlabelled one); empty for none.
  var payload: [String?]
}

struct SwiftProperty {
  var name: Identifier
  var isStatic: Bool
  /// The type as written, if it is.
  var type: String?
  /// `@State`, `@Binding`, `@Environment(\.horizontalSizeClass)`, ...: the wrapper's name.
  var wrapper: String?
  /// The key path of an `@Environment` wrapper (`horizontalSizeClass`), or the text style of
  /// `@ScaledMetric(relativeTo:)` (`caption`).
  var wrapperKey: String?
  var initialValue: SwiftExpr?
  var getter: [SwiftStatement]?
  var range: SourceRange
}

struct SwiftFunction {
  var name: Identifier
  var isStatic: Bool
  var parameters: [SwiftParameter]
  /// The result type as written (`some View`, `Double`); nil for none.
  var returnType: String?
  var body: [SwiftStatement]
  var range: SourceRange
}

/// A struct, enum or class, or an extension of a type.
struct SwiftType {
  enum Kind { case structure, enumeration, classType, extensionOf, protocolType }
  var kind: Kind
  var name: Identifier
  /// The protocols after `:` (`View`, `ViewModifier`, `AlignmentID`, `PreviewProvider`).
  var conformances: [String]
  var members: [SwiftMember]
  var range: SourceRange
}

/// `#Preview("name") { body }`
struct SwiftPreview {
  var name: String?
  var body: [SwiftStatement]
  var range: SourceRange
}

/// A whole file.
struct SwiftFile {
  var types: [SwiftType] = []
  var previews: [SwiftPreview] = []
  /// File-scope `let`s and statements (a bare body pasted as it is).
  var statements: [SwiftStatement] = []
}

/// A view statement read straight into `.lyt` syntax (`SwiftParser.plainViewStatement`):
/// `Name(args).modifier(args)...`, each argument already lowered.
struct SwiftPlainView {
  var name: Identifier
  /// Nil for `Name()`, as `SwiftLowering.call` lowers it.
  var arguments: ArgumentListSyntax?
  /// The trailing closure, with no parameters: the view's content or an action.
  var content: SwiftClosure?
  /// From the name to the call's `)` or its closure's `}`.
  var callRange: SourceRange
  var modifiers: [ModifierSyntax]
  /// The arguments of all the modifiers.
  var modifierArguments: Int
  /// From the name to the end of the last modifier.
  var range: SourceRange
  /// The token index after the statement.
  var end: Int
  /// The steps lowering its Swift syntax counts (`SwiftLowering.step`) before the content's:
  /// the statement, the modifier chain's, the call's arguments. Each modifier's arguments
  /// count one step each after the content.
  var headSteps: Int
}

extension ModifierSyntax {
  /// The Swift modifier `name` with its arguments, the call ending at `end`: from its dot,
  /// when it has one (`padding()` inside a View extension has none).
  init(swift name: Identifier, arguments: ArgumentListSyntax?, end: Int, in bytes: [UInt8]) {
    let start = name.range.start
    let dotted = start > 0 && bytes[start - 1] == UInt8(ascii: ".")
    self.init(
      name: name, arguments: arguments, range: SourceRange(dotted ? start - 1 : start, end))
  }
}

extension ExprSyntax {
  /// `head` alone as an expression (a name, a `.member`, a call of one): how the Swift reader
  /// lowers a name or a call that is not a view.
  static func chain(of head: NamedViewSyntax) -> ExprSyntax {
    .chain(PostfixChainSyntax(head: head, suffixes: [], range: head.range))
  }
}
