// Declarations (lyt(5), Grammar): `let NAME = expr`, `alignment NAME: axis = expr` and
// `view NAME(params) = body`. Lets are read in order (each sees the ones before it); custom
// alignments become `CustomAlignment`s; every component body is checked once on its own, which
// also finds recursion (`view a = a`) without expanding anything.

import LayoutEngine
import LayoutSyntax

extension ResolverSession {
  func declare(_ declarations: [DeclarationSyntax], root: ViewSyntax? = nil) {
    var first: [String: SourceRange] = [:]
    var lets: [LetDeclSyntax] = []
    var alignments: [AlignmentDeclSyntax] = []
    var componentOrder: [ComponentDeclSyntax] = []

    func claim(_ name: Identifier) -> Bool {
      if let earlier = first[name.text] {
        error(
          Messages.duplicateDeclaration(name.text, at: location(earlier)), name.range)
        return false
      }
      first[name.text] = name.range
      return true
    }

    for d in declarations {
      switch d {
      case .letBinding(let l):
        if claim(l.name) { lets.append(l) }
      case .alignment(let a):
        if claim(a.name) { alignments.append(a) }
      case .component(let c):
        if claim(c.name) { componentOrder.append(c) }
      }
    }

    // Custom alignments are named first: lets and components may use them.
    for a in alignments {
      let axis: Axis
      switch a.axis.text.nameKey {
      case "horizontal": axis = .horizontal
      case "vertical": axis = .vertical
      default:
        error(Messages.alignmentAxis(found: a.axis.text), a.axis.range)
        axis = .horizontal
      }
      if Catalog.alignments.contains(a.name.text)
        || Catalog.verticalAlignments.contains(a.name.text)
      {
        warning(Messages.alignmentHidden(a.name.text), a.name.range)
      }
      customAlignmentIndex[a.name.text] = customAlignments.count
      customAlignments.append(CustomAlignment(name: a.name.text, axis: axis, defaultValue: nil))
    }

    // Components are known by name before anything is read, so lets may use them.
    for c in componentOrder {
      let key = c.name.text.nameKey
      // (A Swift View struct shadows SwiftUI's view of its name, as in Swift: no warning.)
      if !options.swiftSpelling,
        let builtin = Catalog.views[key]?.name ?? Catalog.colors.lookup(key)?.canonical
      {
        warning(Messages.componentHidden(c.name.text, builtin: builtin), c.name.range)
      }
      components[c.name.text] = Component(
        declaration: c, defaults: Array(repeating: nil, count: c.parameters.count))
    }

    // Lets in order: each is read in the scope of the ones before it.
    var bindings: [String: Binding] = [:]
    for (i, l) in lets.enumerated() {
      var later: [String: SourceRange] = [:]
      for m in lets[i...] where later[m.name.text] == nil { later[m.name.text] = m.name.range }
      let scope = Scope(parent: nil, bindings: bindings, laterLets: later)
      let binding = Binding(.value(evaluate(l.value, scope)))
      bindings[l.name.text] = binding
      letBindings.append((binding, scope))
    }
    globals = Scope(parent: nil, bindings: bindings)

    for a in alignments {
      guard let expr = a.defaultValue, let i = customAlignmentIndex[a.name.text] else { continue }
      customAlignments[i].defaultValue = readGuideExpression(
        expr, globals, axis: customAlignments[i].axis)
    }
    checkAlignmentCycles(alignments)

    for c in componentOrder {
      var seen: Set<String> = []
      var defaults: [Value?] = []
      for p in c.parameters {
        if !seen.insert(p.name.text).inserted {
          error(Messages.duplicateParameter(p.name.text, c.name.text), p.name.range)
        }
        if let expr = p.defaultValue {
          let value = evaluate(expr, globals)
          dryRun { checkValue(value) }
          defaults.append(value)
        } else {
          defaults.append(nil)
        }
      }
      components[c.name.text]?.defaults = defaults
    }
    // The component the root calls, if it takes nothing and nothing else calls it (a SwiftUI
    // file's `ContentView`): the root's call resolves its body for real right after this,
    // which reports all its check would (branches not taken are still checked) and expands
    // the components it calls. Checked first as well, its body was resolved twice.
    let rootCallee = Self.parameterlessCall(root).flatMap { name in
      components[name].map { $0.declaration.parameters.isEmpty } == true ? name : nil
    }
    for c in componentOrder where c.name.text != rootCallee { checkComponentBody(c) }
    if let rootCallee, let c = components[rootCallee]?.declaration {
      if callGraph.values.contains(where: { $0.contains { $0.callee == rootCallee } }) {
        checkComponentBody(c)
      } else {
        uncheckedRootCallee = rootCallee
      }
    }
    findRecursion(componentOrder)
  }

  /// The name `root` calls with nothing but modifiers (no arguments, string or children).
  private static func parameterlessCall(_ root: ViewSyntax?) -> String? {
    guard case .named(let head)? = root?.primary, !head.leadingDot, head.string == nil,
      head.arguments == nil, head.children == nil
    else { return nil }
    return head.name.text
  }

  /// Reads an expression over `d` (an alignment guide or an alignment's default).
  func readGuideExpression(_ expr: ExprSyntax, _ scope: Scope, axis: Axis) -> GuideExpression? {
    let saved = guideAxis
    guideAxis = axis
    defer { guideAxis = saved }
    let inner = Scope(parent: scope, bindings: ["d": Binding(.dimensions)])
    return guideExpression(evaluate(expr, inner))
  }

  /// An alignment whose default reads itself (`d[a]` in `a`'s default), directly or through
  /// others, would recurse forever at layout time.
  private func checkAlignmentCycles(_ declarations: [AlignmentDeclSyntax]) {
    func references(_ g: GuideExpression?) -> [Int] {
      guard let g else { return [] }
      switch g {
      case .constant, .width, .height: return []
      case .guide(.horizontal(.custom(let i))), .guide(.vertical(.custom(let i))): return [Int(i)]
      case .guide: return []
      case .negate(let a): return references(a)
      case .add(let a, let b), .subtract(let a, let b), .multiply(let a, let b),
        .divide(let a, let b):
        return references(a) + references(b)
      }
    }
    for d in declarations {
      guard let start = customAlignmentIndex[d.name.text] else { continue }
      var seen: Set<Int> = []
      var stack = references(customAlignments[start].defaultValue)
      while let i = stack.popLast() {
        if i == start {
          error(Messages.alignmentRecursive(d.name.text), d.name.range)
          // Drop the default so that nothing downstream evaluates it.
          customAlignments[start].defaultValue = nil
          break
        }
        if seen.insert(i).inserted { stack += references(customAlignments[i].defaultValue) }
      }
    }
  }

  /// Checks a component body once with unknown parameters, recording which components it calls.
  private func checkComponentBody(_ c: ComponentDeclSyntax) {
    var bindings: [String: Binding] = [:]
    for p in c.parameters {
      bindings[p.name.text] = Binding(.value(.opaque(p.name.range)))
    }
    if bindings["content"] == nil {
      bindings["content"] = Binding(.value(.content(nil, globals, c.name.range)))
    }
    let scope = Scope(parent: globals, bindings: bindings)
    let saved = checkingComponent
    checkingComponent = c.name.text
    dryRun { _ = resolveView(c.body, scope) }
    checkingComponent = saved
  }

  /// Finds cycles in the component call graph; each is reported once, at the call that closes
  /// it, and its components are never expanded.
  private func findRecursion(_ order: [ComponentDeclSyntax]) {
    var state: [String: Int] = [:]  // 1: on the stack, 2: done
    var stack: [String] = []
    func visit(_ name: String) {
      state[name] = 1
      stack.append(name)
      for edge in callGraph[name] ?? [] {
        switch state[edge.callee] {
        case 1:
          let cycle = stack[stack.lastIndex(of: edge.callee)!...]
          if recursiveComponents.isDisjoint(with: cycle) {
            error(Messages.componentRecursive(edge.callee), edge.range)
          }
          recursiveComponents.formUnion(cycle)
        case nil:
          visit(edge.callee)
        default:
          break
        }
      }
      stack.removeLast()
      state[name] = 2
    }
    for c in order where state[c.name.text] == nil { visit(c.name.text) }
  }

  /// Lets nobody used are still checked, once.
  func checkUnusedLets() {
    for (binding, _) in letBindings where !binding.used {
      if case .value(let v) = binding.kind { dryRun { checkValue(v) } }
    }
  }
}
