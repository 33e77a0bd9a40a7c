/// The syntax tree of a `.lyt` file: what was written, with a source range on every node.
/// Values are unvalidated here; `LayoutResolver` decides what names mean.
///
/// Views and expressions share one shape in argument position: `red .opacity(0.5)` and
/// `g.frame(in: global).minX` are both a `PostfixChainSyntax`; resolution decides whether the
/// head names a bound variable (an expression) or a view (with modifiers).
///
/// Fields are `let`, but for the few the Swift reader extends after building a value. With
/// `var` fields holding optional references, an explicit `init` builds its value and then
/// copies it (Swift 6.3): a retain and a release per reference of every node made, a fifth of
/// the parse.

/// A whole file: declarations, then exactly one root view.
public struct FileSyntax: Sendable {
  /// Component, alignment and `let` declarations, in source order.
  package var declarations: [DeclarationSyntax]
  /// Nil only when the file had errors and no root could be read.
  package var root: ViewSyntax?
  /// Creates a file from its declarations and root view.
  package init(declarations: [DeclarationSyntax], root: ViewSyntax?) {
    self.declarations = declarations
    self.root = root
  }
}

/// A name as written, with its range.
package struct Identifier: Sendable, Hashable {
  /// The name as written, without a leading dot.
  package let text: String
  /// Where the name is in the source.
  package let range: SourceRange
  /// Creates an identifier for `text` written at `range`.
  package init(_ text: String, range: SourceRange) {
    self.text = text
    self.range = range
  }
}

/// A top-level declaration before the root view.
package enum DeclarationSyntax: Sendable {
  /// `view NAME [ "(" params ")" ] "=" view`
  case component(ComponentDeclSyntax)
  /// `alignment NAME ":" ( horizontal | vertical ) [ "=" expr ]`
  case alignment(AlignmentDeclSyntax)
  /// `let NAME "=" expr`
  case letBinding(LetDeclSyntax)
}

/// `view NAME(params) = view`: a reusable component; its children are passed as `content`.
package struct ComponentDeclSyntax: Sendable {
  /// The component's name, used like a view name.
  package let name: Identifier
  /// The parameters in declaration order.
  package let parameters: [ParameterSyntax]
  /// The view the component stands for, with parameters and `content` unbound.
  package let body: ViewSyntax
  /// From `view` to the end of the body.
  package let range: SourceRange
  /// Creates a component declaration from its parts.
  package init(name: Identifier, parameters: [ParameterSyntax], body: ViewSyntax, range: SourceRange)
  {
    self.name = name
    self.parameters = parameters
    self.body = body
    self.range = range
  }
}

/// `NAME [ ":" expr ]`: a component parameter with an optional default value.
package struct ParameterSyntax: Sendable {
  /// The parameter's name, bound to the argument's value inside the body.
  package let name: Identifier
  /// The value used when the caller omits the argument; nil makes the argument required.
  package let defaultValue: ExprSyntax?
  /// Creates a parameter with an optional default value.
  package init(name: Identifier, defaultValue: ExprSyntax?) {
    self.name = name
    self.defaultValue = defaultValue
  }
}

/// `alignment NAME: horizontal|vertical [= expr]`: a custom alignment guide, like a SwiftUI
/// `AlignmentID`.
package struct AlignmentDeclSyntax: Sendable {
  /// The alignment's name, usable wherever a built-in alignment is.
  package let name: Identifier
  /// `horizontal` or `vertical`, as written.
  package let axis: Identifier
  /// The guide's default value over a view's dimensions (`d[...]`); nil means 0 (the
  /// leading or top edge).
  package let defaultValue: ExprSyntax?
  /// From `alignment` to the end of the declaration.
  package let range: SourceRange
  /// Creates a custom alignment declaration from its parts.
  package init(name: Identifier, axis: Identifier, defaultValue: ExprSyntax?, range: SourceRange) {
    self.name = name
    self.axis = axis
    self.defaultValue = defaultValue
    self.range = range
  }
}

/// `let NAME = expr`: a named constant for the rest of the file.
package struct LetDeclSyntax: Sendable {
  /// The constant's name.
  package let name: Identifier
  /// The expression the name stands for.
  package let value: ExprSyntax
  /// From `let` to the end of the value.
  package let range: SourceRange
  /// Creates a `let` declaration from its parts.
  package init(name: Identifier, value: ExprSyntax, range: SourceRange) {
    self.name = name
    self.value = value
    self.range = range
  }
}

/// `view = primary { modifier }`.
package struct ViewSyntax: Sendable {
  /// The view itself, before any modifier.
  package let primary: PrimaryViewSyntax
  /// Modifiers in source order: the first wraps the primary, the last is outermost.
  package var modifiers: [ModifierSyntax]
  /// From the primary view to the end of the last modifier.
  package var range: SourceRange
  /// Creates a view from its primary view and modifiers.
  package init(primary: PrimaryViewSyntax, modifiers: [ModifierSyntax], range: SourceRange) {
    self.primary = primary
    self.modifiers = modifiers
    self.range = range
  }
}

/// What a view is before its modifiers: a named view, a `foreach` or an `if`.
///
/// Boxed (`indirect`), so a `ViewSyntax` in its parent's children holds a reference, not the
/// whole view: children arrays, which grow with room to spare, stay small, and every nesting
/// level of the parser holds the narrow value in its frame.
package indirect enum PrimaryViewSyntax: Sendable {
  /// `NAME [ STRING ] [ args ] [ children ]`
  case named(NamedViewSyntax)
  /// `foreach NAME in (range | list) children`
  case forEach(ForEachSyntax)
  /// `if expr children [ else children ]`
  case ifElse(IfSyntax)
  /// A view struct of a Swift file, made with its properties' values: its body's views
  /// (`.lyt` writes no such view; its components are called by name).
  case instance(InstanceSyntax)
}

/// A view struct of a Swift file, made: the struct's name and its body's views.
package struct InstanceSyntax: Sendable {
  /// The struct's name, where the instance is made.
  package let name: Identifier
  /// The body's views.
  package let body: ChildrenSyntax
  /// From the struct's name to the end of the call that makes it.
  package let range: SourceRange
  /// For a struct that is a custom `Layout` (`body` holds its subviews) or `Shape`: how to
  /// run it.
  package let custom: SwiftCustomType?
  /// Creates an instance from its parts.
  package init(
    name: Identifier, body: ChildrenSyntax, range: SourceRange, custom: SwiftCustomType? = nil
  ) {
    self.name = name
    self.body = body
    self.range = range
    self.custom = custom
  }
}

/// `NAME [ STRING ] [ args ] [ children ]`, also the head of a postfix chain in arguments
/// (where it may start with a dot: `.topLeading`, `.system(size: 20)`).
package struct NamedViewSyntax: Sendable {
  /// The view's (or enum value's) name as written, without a leading dot.
  package let name: Identifier
  /// True for `.name` (a dotted enum value); the dot is not part of `name`.
  package let leadingDot: Bool
  /// The `STRING` sugar: `text "Hi"` is `text("Hi")`.
  package let string: StringLiteralSyntax?
  /// The parenthesised arguments, if any.
  package let arguments: ArgumentListSyntax?
  /// The children in `< >`, if any.
  package let children: ChildrenSyntax?
  /// From the name (or its dot) to the end of the children or arguments.
  package let range: SourceRange
  /// Creates a named view; everything but the name and range is optional.
  package init(
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
package struct ChildrenSyntax: Sendable {
  /// The children in source order.
  package let views: [ViewSyntax]
  /// From the `<` to the `>` inclusive.
  package let range: SourceRange
  /// Creates a children list.
  package init(views: [ViewSyntax], range: SourceRange) {
    self.views = views
    self.range = range
  }
}

/// `foreach NAME in sequence < children >`: the children repeated for each element.
package struct ForEachSyntax: Sendable {
  /// The loop variable, bound to each element in turn.
  package let variable: Identifier
  /// A range or a list expression.
  package let sequence: ExprSyntax
  /// The views made for each element.
  package let children: ChildrenSyntax
  /// From `foreach` to the closing `>`.
  package let range: SourceRange
  /// Creates a `foreach` from its parts.
  package init(
    variable: Identifier, sequence: ExprSyntax, children: ChildrenSyntax, range: SourceRange
  ) {
    self.variable = variable
    self.sequence = sequence
    self.children = children
    self.range = range
  }
}

/// `if condition < then > [else < otherwise >]`: views chosen by a condition.
package struct IfSyntax: Sendable {
  /// The condition, such as `compact` or a comparison.
  package let condition: ExprSyntax
  /// The views used when the condition holds.
  package let then: ChildrenSyntax
  /// The views used otherwise; nil when there is no `else`.
  package let otherwise: ChildrenSyntax?
  /// From `if` to the last closing `>`.
  package let range: SourceRange
  /// Creates an `if` from its parts.
  package init(
    condition: ExprSyntax, then: ChildrenSyntax, otherwise: ChildrenSyntax?, range: SourceRange
  ) {
    self.condition = condition
    self.then = then
    self.otherwise = otherwise
    self.range = range
  }
}

/// `"." NAME [ args ]`
package struct ModifierSyntax: Sendable {
  /// The modifier's name, without the dot.
  package let name: Identifier
  /// The parenthesised arguments; nil for a bare `.bold`.
  package let arguments: ArgumentListSyntax?
  /// From the `.` to the end of the arguments.
  package let range: SourceRange
  /// Creates a modifier.
  package init(name: Identifier, arguments: ArgumentListSyntax?, range: SourceRange) {
    self.name = name
    self.arguments = arguments
    self.range = range
  }
}

/// `"(" [ arg { "," arg } ] ")"`
package struct ArgumentListSyntax: Sendable {
  /// The arguments in source order.
  package let arguments: [ArgumentSyntax]
  /// From `(` to `)` inclusive.
  package let range: SourceRange
  /// Creates an argument list.
  package init(arguments: [ArgumentSyntax], range: SourceRange) {
    self.arguments = arguments
    self.range = range
  }
}

/// `[ NAME ":" ] value`
package struct ArgumentSyntax: Sendable {
  /// The argument label; nil for an unlabelled argument.
  package let label: Identifier?
  /// The argument's value: an expression, or a view in view position.
  package let value: ExprSyntax
  /// From the label (or the value) to the end of the value. Stored, not derived from the
  /// two: a missing value (`width: )`) is an empty range at the next token, past the end of
  /// the argument.
  package let range: SourceRange
  /// Creates an argument.
  package init(label: Identifier?, value: ExprSyntax, range: SourceRange) {
    self.label = label
    self.value = value
    self.range = range
  }
}

/// A string literal: literal text and `\(expr)` interpolations, escapes already decoded.
package struct StringLiteralSyntax: Sendable {
  /// One piece of a string literal.
  package enum Segment: Sendable {
    /// Literal text, escapes decoded.
    case text(String)
    /// An interpolation `\(expr)`.
    case interpolation(ExprSyntax)
  }
  /// The literal's pieces in order.
  package let segments: [Segment]
  /// From the opening quote to the closing quote inclusive.
  package let range: SourceRange
  /// Creates a string literal from its pieces.
  package init(segments: [Segment], range: SourceRange) {
    self.segments = segments
    self.range = range
  }
  /// The text when there is no interpolation.
  package var literalText: String? {
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
/// Numbers and placeholders are stored inline (a number literal allocates nothing); every
/// other case is boxed.
package enum ExprSyntax: Sendable {
  /// A number literal and where it is written.
  case number(Double, SourceRange)
  /// A string literal, possibly interpolated.
  indirect case string(StringLiteralSyntax)
  /// A name, dotted name, view or member/subscript chain: `red .opacity(0.5)`, `d[trailing]`,
  /// `g.frame(in: global).minX`, `.topLeading`, `text "a" .bold`, `vstack < ... >`.
  indirect case chain(PostfixChainSyntax)
  /// A `foreach` or `if` view in argument position.
  indirect case view(ViewSyntax)
  /// `-x` (op is "-") or `+x`.
  indirect case unary(op: String, operand: ExprSyntax, range: SourceRange)
  /// `a + b`, `a - b`, `a * b`, `a / b`; from Swift source also `a % b`, comparisons
  /// (`== != < <= > >=`) and `&&`, `||` (`!x` is a unary "!").
  indirect case binary(op: String, lhs: ExprSyntax, rhs: ExprSyntax, range: SourceRange)
  /// `condition ? a : b` (from Swift source).
  indirect case conditional(ExprSyntax, ExprSyntax, ExprSyntax, range: SourceRange)
  /// `a..<b`, `a...b`, `a...`, `...b`.
  indirect case range(lower: ExprSyntax?, upper: ExprSyntax?, closed: Bool, range: SourceRange)
  /// `[ value, ... ]`
  indirect case list([ExprSyntax], range: SourceRange)
  /// `( expr )`
  indirect case paren(ExprSyntax, range: SourceRange)
  /// A placeholder the parser inserts after reporting an error, so later passes still run.
  case missing(SourceRange)

  /// Where the expression is in the source.
  package var range: SourceRange {
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
package struct PostfixChainSyntax: Sendable {
  /// The first element: a name, dotted name or view.
  package let head: NamedViewSyntax
  /// The `.member`, `.modifier(args)` and `[index]` suffixes after the head, in order.
  package var suffixes: [PostfixSuffixSyntax]
  /// From the head to the end of the last suffix.
  package var range: SourceRange
  /// Creates a postfix chain.
  package init(head: NamedViewSyntax, suffixes: [PostfixSuffixSyntax], range: SourceRange) {
    self.head = head
    self.suffixes = suffixes
    self.range = range
  }
}

/// One suffix of a postfix chain.
package enum PostfixSuffixSyntax: Sendable {
  /// `.name` or `.name(args)`: a member access or, on a view, a modifier.
  case member(ModifierSyntax)
  /// `[index]`
  case subscripted(ExprSyntax, range: SourceRange)
}
