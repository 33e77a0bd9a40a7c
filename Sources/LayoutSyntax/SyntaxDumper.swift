// Reproduces: an AST dump in the spirit of swift-markdown's debug tree: the
// syntax tree as indented text, one declaration or view per line, so tests can state the
// expected shape of a parse in one readable string.

/// Prints a `FileSyntax` as an indented tree.
///
/// Declarations and views get a line each, their children indented by two spaces. Everything
/// else is written inline in a canonical form that shows how it was grouped: binary, unary and
/// range expressions are parenthesised (`(i * (-10))`, `(0 ..< 3)`), a parenthesised source
/// expression is `(paren …)`, a dotted head keeps its dot, and a placeholder left by error
/// recovery is `<missing>`. Example:
///
/// ```
/// file
///   root
///     vstack(alignment: leading)
///       text "Hi" .padding(20) .background(red)
///       foreach i in (0 ..< 3)
///         text "Number \(i)"
/// ```
/// With a source file, each declaration and view line ends in ` @line:column`.
///
/// The dump recurses once per nesting level, like the parser.
package struct SyntaxDumper: Sendable {
  private let source: SourceFile?

  /// Creates a dumper; with `source`, each line ends in its ` @line:column`.
  package init(source: SourceFile? = nil) {
    self.source = source
  }

  /// The whole file; every line ends in a newline.
  package func dump(_ file: FileSyntax) -> String {
    var out = "file\n"
    for declaration in file.declarations { dump(declaration, indent: 1, into: &out) }
    out += "  root\n"
    if let root = file.root {
      dump(root, indent: 2, into: &out)
    } else {
      out += "    <missing>\n"
    }
    return out
  }

  /// One view and everything under it, starting at indentation level zero.
  package func dump(_ view: ViewSyntax) -> String {
    var out = ""
    dump(view, indent: 0, into: &out)
    return out
  }

  /// An expression in the inline form.
  package func dump(_ expression: ExprSyntax) -> String { inline(expression) }

  // MARK: - Tree lines

  private func dump(_ declaration: DeclarationSyntax, indent: Int, into out: inout String) {
    switch declaration {
    case .component(let component):
      var line = "view \(component.name.text)"
      if !component.parameters.isEmpty {
        let parameters = component.parameters.map { parameter in
          parameter.defaultValue.map { "\(parameter.name.text): \(inline($0))" }
            ?? parameter.name.text
        }
        line += "(\(parameters.joined(separator: ", ")))"
      }
      out += pad(indent) + line + " =" + location(component.range) + "\n"
      dump(component.body, indent: indent + 1, into: &out)
    case .alignment(let alignment):
      var line = "alignment \(alignment.name.text): \(alignment.axis.text)"
      if let value = alignment.defaultValue { line += " = \(inline(value))" }
      out += pad(indent) + line + location(alignment.range) + "\n"
    case .letBinding(let binding):
      out +=
        pad(indent) + "let \(binding.name.text) = \(inline(binding.value))"
        + location(binding.range) + "\n"
    }
  }

  private func dump(_ view: ViewSyntax, indent: Int, into out: inout String) {
    let modifiers = view.modifiers.map { " " + inline($0) }.joined()
    switch view.primary {
    case .named(let named):
      out += pad(indent) + head(named) + modifiers + location(view.range) + "\n"
      for child in named.children?.views ?? [] { dump(child, indent: indent + 1, into: &out) }
    case .forEach(let loop):
      out +=
        pad(indent) + "foreach \(loop.variable.text) in \(inline(loop.sequence))" + modifiers
        + location(view.range) + "\n"
      for child in loop.children.views { dump(child, indent: indent + 1, into: &out) }
    case .ifElse(let branch):
      out +=
        pad(indent) + "if \(inline(branch.condition))" + modifiers + location(view.range) + "\n"
      for child in branch.then.views { dump(child, indent: indent + 1, into: &out) }
      if let otherwise = branch.otherwise {
        out += pad(indent) + "else\n"
        for child in otherwise.views { dump(child, indent: indent + 1, into: &out) }
      }
    case .instance(let instance):
      out +=
        pad(indent) + "instance \(instance.name.text)" + modifiers + location(view.range) + "\n"
      for child in instance.body.views { dump(child, indent: indent + 1, into: &out) }
    }
  }

  private func pad(_ indent: Int) -> String { String(repeating: "  ", count: indent) }

  private func location(_ range: SourceRange) -> String {
    guard let source else { return "" }
    return " @\(source.location(of: range.start))"
  }

  // MARK: - Inline forms

  /// `[.]NAME [ "string" ] [ (args) ]`; children are not part of the head.
  private func head(_ named: NamedViewSyntax) -> String {
    var text = (named.leadingDot ? "." : "") + named.name.text
    if let string = named.string { text += " " + inline(string) }
    if let arguments = named.arguments { text += inline(arguments) }
    return text
  }

  private func inline(_ modifier: ModifierSyntax) -> String {
    "." + modifier.name.text + (modifier.arguments.map(inline) ?? "")
  }

  private func inline(_ arguments: ArgumentListSyntax) -> String {
    let items = arguments.arguments.map { argument in
      (argument.label.map { "\($0.text): " } ?? "") + inline(argument.value)
    }
    return "(" + items.joined(separator: ", ") + ")"
  }

  private func inline(_ children: ChildrenSyntax) -> String {
    let views = children.views.map(inline)
    return views.isEmpty ? "<>" : "< " + views.joined(separator: " ") + " >"
  }

  private func inline(_ view: ViewSyntax) -> String {
    let modifiers = view.modifiers.map { " " + inline($0) }.joined()
    switch view.primary {
    case .named(let named):
      return head(named) + (named.children.map { " " + inline($0) } ?? "") + modifiers
    case .forEach(let loop):
      return "foreach \(loop.variable.text) in \(inline(loop.sequence)) \(inline(loop.children))"
        + modifiers
    case .ifElse(let branch):
      var text = "if \(inline(branch.condition)) \(inline(branch.then))"
      if let otherwise = branch.otherwise { text += " else \(inline(otherwise))" }
      return text + modifiers
    case .instance(let instance):
      return "instance \(instance.name.text) \(inline(instance.body))" + modifiers
    }
  }

  private func inline(_ string: StringLiteralSyntax) -> String {
    var text = "\""
    for segment in string.segments {
      switch segment {
      case .text(let literal): text += SwiftLiteral.escaped(literal)
      case .interpolation(let value): text += "\\(" + inline(value) + ")"
      }
    }
    return text + "\""
  }

  private func inline(_ expression: ExprSyntax) -> String {
    switch expression {
    case .number(let value, _):
      return Self.format(value)
    case .string(let string):
      return inline(string)
    case .chain(let chain):
      var text = head(chain.head)
      if let children = chain.head.children { text += " " + inline(children) }
      for suffix in chain.suffixes {
        switch suffix {
        case .member(let member): text += inline(member)
        case .subscripted(let index, _): text += "[" + inline(index) + "]"
        }
      }
      return text
    case .view(let view):
      return inline(view)
    case .unary(let op, let operand, _):
      return "(\(op)\(inline(operand)))"
    case .binary(let op, let lhs, let rhs, _):
      return "(\(inline(lhs)) \(op) \(inline(rhs)))"
    case .conditional(let condition, let then, let otherwise, _):
      return "(\(inline(condition)) ? \(inline(then)) : \(inline(otherwise)))"
    case .range(let lower, let upper, let closed, _):
      let op = closed ? "..." : "..<"
      return "("
        + [lower.map(inline), op, upper.map(inline)].compactMap { $0 }.joined(
          separator: " ") + ")"
    case .list(let elements, _):
      return "[" + elements.map(inline).joined(separator: ", ") + "]"
    case .paren(let inner, _):
      return "(paren \(inline(inner)))"
    case .missing:
      return "<missing>"
    }
  }

  /// Whole numbers without a fraction (`20`), others as Swift prints them (`0.5`).
  static func format(_ value: Double) -> String {
    // Compared through Int64 rather than `rounded()`, which would need libm at link time.
    if value.isFinite, abs(value) < 1e15, value == Double(Int64(value)) {
      return String(Int64(value))
    }
    return String(value)
  }
}
