/// The syntax tree of a `.lyt` file: what was written, with a source range on every node.
/// Values are unvalidated here; `LayoutResolver` decides what names mean.
///
/// Views and expressions share one shape in argument position: `red .opacity(0.5)` and
/// `g.frame(in: global).minX` are both a `PostfixChainSyntax`; resolution decides whether the
/// head names a bound variable (an expression) or a view (with modifiers).

/// A whole file: declarations, then exactly one root view.
public struct FileSyntax: Sendable {
  public var declarations: [DeclarationSyntax]
  /// Nil only when the file had errors and no root could be read.
  public var root: ViewSyntax?
  public init(declarations: [DeclarationSyntax], root: ViewSyntax?) {
    self.declarations = declarations
    self.root = root
  }
}

/// A name as written, with its range.
public struct Identifier: Sendable, Hashable {
  public var text: String
  public var range: SourceRange
  public init(_ text: String, range: SourceRange) {
    self.text = text
    self.range = range
  }
}

public enum DeclarationSyntax: Sendable {
  /// `view NAME [ "(" params ")" ] "=" view`
  case component(ComponentDeclSyntax)
  /// `alignment NAME ":" ( horizontal | vertical ) [ "=" expr ]`
  case alignment(AlignmentDeclSyntax)
  /// `let NAME "=" expr`
  case letBinding(LetDeclSyntax)
}

public struct ComponentDeclSyntax: Sendable {
  public var name: Identifier
  public var parameters: [ParameterSyntax]
  public var body: ViewSyntax
  public var range: SourceRange
  public init(name: Identifier, parameters: [ParameterSyntax], body: ViewSyntax, range: SourceRange)
  {
    self.name = name
    self.parameters = parameters
    self.body = body
    self.range = range
  }
}

/// `NAME [ ":" expr ]`: a component parameter with an optional default value.
public struct ParameterSyntax: Sendable {
  public var name: Identifier
  public var defaultValue: ExprSyntax?
  public init(name: Identifier, defaultValue: ExprSyntax?) {
    self.name = name
    self.defaultValue = defaultValue
  }
}

public struct AlignmentDeclSyntax: Sendable {
  public var name: Identifier
  /// `horizontal` or `vertical`, as written.
  public var axis: Identifier
  public var defaultValue: ExprSyntax?
  public var range: SourceRange
  public init(name: Identifier, axis: Identifier, defaultValue: ExprSyntax?, range: SourceRange) {
    self.name = name
    self.axis = axis
    self.defaultValue = defaultValue
    self.range = range
  }
}

public struct LetDeclSyntax: Sendable {
  public var name: Identifier
  public var value: ExprSyntax
  public var range: SourceRange
  public init(name: Identifier, value: ExprSyntax, range: SourceRange) {
    self.name = name
    self.value = value
    self.range = range
  }
}

/// `view = primary { modifier }`.
public struct ViewSyntax: Sendable {
  public var primary: PrimaryViewSyntax
  /// Modifiers in source order: the first wraps the primary, the last is outermost.
  public var modifiers: [ModifierSyntax]
  public var range: SourceRange
  public init(primary: PrimaryViewSyntax, modifiers: [ModifierSyntax], range: SourceRange) {
    self.primary = primary
    self.modifiers = modifiers
    self.range = range
  }
}

public indirect enum PrimaryViewSyntax: Sendable {
  /// `NAME [ STRING ] [ args ] [ children ]`
  case named(NamedViewSyntax)
  /// `foreach NAME in (range | list) children`
  case forEach(ForEachSyntax)
  /// `if expr children [ else children ]`
  case ifElse(IfSyntax)
}

/// `NAME [ STRING ] [ args ] [ children ]`, also the head of a postfix chain in arguments
/// (where it may start with a dot: `.topLeading`, `.system(size: 20)`).
public struct NamedViewSyntax: Sendable {
  public var name: Identifier
  /// True for `.name` (a dotted enum value); the dot is not part of `name`.
  public var leadingDot: Bool
  /// The `STRING` sugar: `text "Hi"` is `text("Hi")`.
  public var string: StringLiteralSyntax?
  public var arguments: ArgumentListSyntax?
  public var children: ChildrenSyntax?
  public var range: SourceRange
  public init(
    name: Identifier, leadingDot: Bool = false, string: StringLiteralSyntax? = nil,
    arguments: ArgumentListSyntax? = nil, children: ChildrenSyntax? = nil, range: SourceRange
  ) {
    self.name = name
    self.leadingDot = leadingDot
    self.string = string
    self.arguments = arguments
    self.children = children
    self.range = range
  }
}

/// `"<" { view } ">"`
public struct ChildrenSyntax: Sendable {
  public var views: [ViewSyntax]
  /// From the `<` to the `>` inclusive.
  public var range: SourceRange
  public init(views: [ViewSyntax], range: SourceRange) {
    self.views = views
    self.range = range
  }
}

public struct ForEachSyntax: Sendable {
  public var variable: Identifier
  /// A range or a list expression.
  public var sequence: ExprSyntax
  public var children: ChildrenSyntax
  public var range: SourceRange
  public init(
    variable: Identifier, sequence: ExprSyntax, children: ChildrenSyntax, range: SourceRange
  ) {
    self.variable = variable
    self.sequence = sequence
    self.children = children
    self.range = range
  }
}

public struct IfSyntax: Sendable {
  public var condition: ExprSyntax
  public var then: ChildrenSyntax
  public var otherwise: ChildrenSyntax?
  public var range: SourceRange
  public init(
    condition: ExprSyntax, then: ChildrenSyntax, otherwise: ChildrenSyntax?, range: SourceRange
  ) {
    self.condition = condition
    self.then = then
    self.otherwise = otherwise
    self.range = range
  }
}

/// `"." NAME [ args ]`
public struct ModifierSyntax: Sendable {
  public var name: Identifier
  public var arguments: ArgumentListSyntax?
  /// From the `.` to the end of the arguments.
  public var range: SourceRange
  public init(name: Identifier, arguments: ArgumentListSyntax?, range: SourceRange) {
    self.name = name
    self.arguments = arguments
    self.range = range
  }
}

/// `"(" [ arg { "," arg } ] ")"`
public struct ArgumentListSyntax: Sendable {
  public var arguments: [ArgumentSyntax]
  /// From `(` to `)` inclusive.
  public var range: SourceRange
  public init(arguments: [ArgumentSyntax], range: SourceRange) {
    self.arguments = arguments
    self.range = range
  }
}

/// `[ NAME ":" ] value`
public struct ArgumentSyntax: Sendable {
  public var label: Identifier?
  public var value: ExprSyntax
  public var range: SourceRange
  public init(label: Identifier?, value: ExprSyntax, range: SourceRange) {
    self.label = label
    self.value = value
    self.range = range
  }
}

/// A string literal: literal text and `\(expr)` interpolations, escapes already decoded.
public struct StringLiteralSyntax: Sendable {
  public enum Segment: Sendable {
    case text(String)
    case interpolation(ExprSyntax)
  }
  public var segments: [Segment]
  public var range: SourceRange
  public init(segments: [Segment], range: SourceRange) {
    self.segments = segments
    self.range = range
  }
  /// The text when there is no interpolation.
  public var literalText: String? {
    var out = ""
    for s in segments {
      guard case .text(let t) = s else { return nil }
      out += t
    }
    return out
  }
}

/// Everything that can stand in a value position: arithmetic, strings, ranges, lists, and
/// postfix chains (which may be views with modifiers, or expressions over variables).
public indirect enum ExprSyntax: Sendable {
  case number(Double, SourceRange)
  case string(StringLiteralSyntax)
  /// A name, dotted name, view or member/subscript chain: `red .opacity(0.5)`, `d[trailing]`,
  /// `g.frame(in: global).minX`, `.topLeading`, `text "a" .bold`, `vstack < ... >`.
  case chain(PostfixChainSyntax)
  /// A `foreach` or `if` view in argument position.
  case view(ViewSyntax)
  /// `-x` (op is "-") or `+x`.
  case unary(op: String, operand: ExprSyntax, range: SourceRange)
  /// `a + b`, `a - b`, `a * b`, `a / b`; from Swift source also `a % b`, comparisons
  /// (`== != < <= > >=`) and `&&`, `||` (`!x` is a unary "!").
  case binary(op: String, lhs: ExprSyntax, rhs: ExprSyntax, range: SourceRange)
  /// `condition ? a : b` (from Swift source).
  case conditional(ExprSyntax, ExprSyntax, ExprSyntax, range: SourceRange)
  /// `a..<b`, `a...b`, `a...`, `...b`.
  case range(lower: ExprSyntax?, upper: ExprSyntax?, closed: Bool, range: SourceRange)
  /// `[ value, ... ]`
  case list([ExprSyntax], range: SourceRange)
  /// `( expr )`
  case paren(ExprSyntax, range: SourceRange)
  /// A placeholder the parser inserts after reporting an error, so later passes still run.
  case missing(SourceRange)

  public var range: SourceRange {
    switch self {
    case .number(_, let r), .missing(let r): return r
    case .string(let s): return s.range
    case .chain(let c): return c.range
    case .view(let v): return v.range
    case .unary(_, _, let r), .binary(_, _, _, let r), .range(_, _, _, let r), .list(_, let r),
      .paren(_, let r), .conditional(_, _, _, let r):
      return r
    }
  }
}

/// A head followed by `.member [args]` and `[index]` suffixes, read as one chain.
public struct PostfixChainSyntax: Sendable {
  public var head: NamedViewSyntax
  public var suffixes: [PostfixSuffixSyntax]
  public var range: SourceRange
  public init(head: NamedViewSyntax, suffixes: [PostfixSuffixSyntax], range: SourceRange) {
    self.head = head
    self.suffixes = suffixes
    self.range = range
  }
}

public enum PostfixSuffixSyntax: Sendable {
  /// `.name` or `.name(args)`: a member access or, on a view, a modifier.
  case member(ModifierSyntax)
  /// `[index]`
  case subscripted(ExprSyntax, range: SourceRange)
}
