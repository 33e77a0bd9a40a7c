// Lint rule `param-hides-builtin` (layoutc(1), LINT): a `.lyt` component parameter named like a
// built-in font or colour. It is reported only where the component's body uses the name where a
// font or colour is meant (`.font(title)`): naming a parameter `title` and writing
// `text(title)` hides nothing that was wanted.
import LayoutEngine
import LayoutResolver
import LayoutSyntax

/// A component parameter hides a built-in font or colour.
enum ParamHidesBuiltinRule: LintDeclarationRule {
  static let rule = LintRule(
    id: "param-hides-builtin",
    summary: "a component parameter hides a built-in font or colour",
    why: "inside the component the name means the parameter, so '.font(title)' gets the "
      + "parameter's value instead of the title font",
    fix: "rename the parameter (titleText, tintColor)")

  static func check(declarations file: FileSyntax, in source: SourceFile) -> [LintFinding] {
    var findings: [LintFinding] = []
    for case .component(let component) in file.declarations {
      for parameter in component.parameters {
        let name = parameter.name.text
        let lowered = name.lowercased()
        let hidden: (what: String, modifiers: Set<String>)
        if let font = Vocabulary.textStyleNames.first(where: { $0.lowercased() == lowered }) {
          hidden = ("font '\(font)'", Vocabulary.fontModifiers)
        } else if Vocabulary.colorNames.contains(where: { $0.lowercased() == lowered }) {
          hidden = ("colour '\(lowered)'", Vocabulary.colorModifiers)
        } else {
          continue
        }
        guard let use = firstUse(of: name, in: hidden.modifiers, in: component.body) else {
          continue
        }
        let at = source.location(of: use.range.start)
        let position = source.location(of: parameter.name.range.start)
        findings.append(
          LintFinding(
            rule: rule.id,
            message: "parameter '\(name)' of component '\(component.name.text)' hides the "
              + "built-in \(hidden.what): '.\(use.name.text)(\(name))' at \(at.line):\(at.column) "
              + "gets the parameter's value, not the \(hidden.what); rename the parameter",
            position: SourcePosition(line: position.line, column: position.column)))
      }
    }
    return findings
  }

  /// The first modifier of `modifiers` in `view` (and the views inside it) given the bare
  /// name `name` as an argument.
  static func firstUse(of name: String, in modifiers: Set<String>, in view: ViewSyntax)
    -> ModifierSyntax?
  {
    func isBare(_ value: ExprSyntax) -> Bool {
      guard case .chain(let chain) = value else { return false }
      let head = chain.head
      return chain.suffixes.isEmpty && !head.leadingDot && head.name.text == name
        && head.string == nil && head.arguments == nil && head.children == nil
    }
    func inModifier(_ modifier: ModifierSyntax) -> ModifierSyntax? {
      let arguments = modifier.arguments?.arguments ?? []
      if modifiers.contains(modifier.name.text.lowercased()),
        arguments.contains(where: { isBare($0.value) })
      {
        return modifier
      }
      for argument in arguments { if let hit = inExpr(argument.value) { return hit } }
      return nil
    }
    func inExpr(_ expr: ExprSyntax) -> ModifierSyntax? {
      switch expr {
      case .chain(let chain):
        if let hit = inNamed(chain.head) { return hit }
        for case .member(let modifier) in chain.suffixes {
          if let hit = inModifier(modifier) { return hit }
        }
        return nil
      case .view(let view): return inView(view)
      case .list(let values, _):
        for value in values { if let hit = inExpr(value) { return hit } }
        return nil
      case .paren(let inner, _): return inExpr(inner)
      default: return nil
      }
    }
    func inNamed(_ named: NamedViewSyntax) -> ModifierSyntax? {
      for argument in named.arguments?.arguments ?? [] {
        if let hit = inExpr(argument.value) { return hit }
      }
      for child in named.children?.views ?? [] { if let hit = inView(child) { return hit } }
      return nil
    }
    func inView(_ view: ViewSyntax) -> ModifierSyntax? {
      switch view.primary {
      case .named(let named): if let hit = inNamed(named) { return hit }
      case .forEach(let each):
        for child in each.children.views { if let hit = inView(child) { return hit } }
      case .ifElse(let branch):
        for child in branch.then.views + (branch.otherwise?.views ?? []) {
          if let hit = inView(child) { return hit }
        }
      case .instance(let instance):
        for child in instance.body.views { if let hit = inView(child) { return hit } }
      }
      for modifier in view.modifiers { if let hit = inModifier(modifier) { return hit } }
      return nil
    }
    return inView(view)
  }
}
