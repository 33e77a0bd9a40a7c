// Modifiers in source order: the first wraps the view, the last is outermost (SwiftUI's
// ModifiedContent). Layout modifiers become wrapper nodes; the others are recorded on the node
// they modify: environment values (fonts, text settings, layout direction) and attributes
// (priority, alignment guides, zIndex, hidden, opacity). Applied to several views (a group,
// a foreach, an if), a modifier applies to each.

import LayoutEngine
import LayoutSyntax

extension ResolverSession {
  func applySuffixes(
    _ nodes: consuming [Int], _ suffixes: ArraySlice<PostfixSuffixSyntax>, _ scope: Scope
  ) -> [Int] {
    var nodes = nodes
    for suffix in suffixes {
      if aborted { return [] }
      switch suffix {
      case .member(let m):
        applyModifier(&nodes, from: 0, m, scope)
      case .subscripted(_, let r):
        error(Messages.subscriptOnView(), r)
      }
    }
    return nodes
  }

  func reportUnknownModifier(_ m: ModifierSyntax, _ scope: Scope) {
    let suggestion = Suggestions.nearest(to: m.name.text, in: Catalog.modifierNames)
    error(
      Messages.unknownName("modifier", m.name.text, suggestion: suggestion),
      m.name.range)
    for a in callArguments(string: nil, m.arguments) { checkValue(a.value, scope) }
  }

  /// Applies `m` to the views `nodes[start...]`, in place (a layout modifier replaces each
  /// with its wrapper).
  @inline(never)
  func applyModifier(
    _ all: inout [Int], from start: Int, _ m: ModifierSyntax, _ scope: Scope
  ) {
    guard let spec = modifierRows.row(m.name.text, Catalog.modifier(named:)) else {
      reportUnknownModifier(m, scope)
      return
    }
    if case .ignored = spec.builds[0] { return }
    let bound = bindCall(
      spec, callArguments(string: nil, m.arguments), scope,
      missingAt: m.arguments?.range ?? m.name.range)
    defer { recycle(bound) }
    guard bound.ok else {
      checkViews(bound, spec.callee)
      return
    }
    let call = ModifierCall(session: self, range: m.range, bound: bound, spec: spec)
    switch spec.builds[bound.signature] {
    case .drawing:
      if let tint = tint(of: m, scope) {
        // `.tint`/`.accentColor` reach the controls inside as their styles do.
        for n in all[start...] {
          controlStyles[n] = (controlStyles[n] ?? ControlStyle()).applied(
            over: ControlStyle(tint: tint))
        }
      }
      if let paint = paint(of: m, scope) {
        for n in all[start...] {
          tree.nodes[n].attributes.paint =
            tree.nodes[n].attributes.paint.map { $0.merged(with: paint) } ?? paint
        }
      }
      return
    case .ignored:
      return
    case .tabItem:
      var label: [Int] = []
      for source in bound.views("label") { label += resolveSource(source, context: spec.callee) }
      let info = tabItemInfo(label)
      for n in all[start...] where tabItems[n] == nil { tabItems[n] = info }
      return
    case .navigationDestination:
      let sources = bound.views("destination")
      for n in all[start...] where navigationDestinations[n] == nil {
        navigationDestinations[n] = sources
      }
      return
    case .tag(let read):
      if let value = read(bound) {
        for n in all[start...] where tags[n] == nil { tags[n] = value }
      }
      return
    case .listRowInsets(let make):
      let insets = make(bound)
      // The modifier nearest the row wins.
      for n in all[start...] where listRowInsets[n] == nil { listRowInsets[n] = insets }
      return
    case .navigation(let read):
      let (title, mode) = read(bound)
      for n in all[start...] {
        if let title { navigationTitles[n] = navigationTitles[n] ?? title }
        if let mode { navigationModes[n] = navigationModes[n] ?? mode }
      }
      return
    case .controlStyle(let make):
      let style = make(bound)
      for n in all[start...] {
        // A modifier written earlier sits closer to the view, so its values win.
        controlStyles[n] = (controlStyles[n] ?? ControlStyle()).applied(over: style)
      }
      return
    case .environment(let overrides):
      guard let overrides = overrides(bound) else { return }
      for n in all[start...] {
        // A modifier written earlier sits closer to the view, so its values win.
        tree.nodes[n].environment = tree.nodes[n].environment.applied(over: overrides)
      }
      return
    case .update(let prepare):
      guard let update = prepare(call) else { return }
      for n in all[start...] {
        if let misuse = update(&tree.nodes[n]) {
          error(misuse, m.range)
          break
        }
      }
      return
    case .wrap(let make):
      // Each view replaced by its wrapper where it is; one the builder refuses is dropped.
      var kept = start
      for index in start..<all.count {
        // Matched as a pattern: the kind is moved out of the result, not copied.
        guard case (let kind, let secondary)? = make(call),
          let wrapper = makeNode(
            ViewNode(kind: kind, children: wrapped(all[index], secondary), source: call.source))
        else { continue }
        if let paint = layerPaint(of: m, call.bound, scope) {
          for n in secondary {
            tree.nodes[n].attributes.paint =
              tree.nodes[n].attributes.paint.map { paint.merged(with: $0) } ?? paint
          }
        }
        all[kept] = wrapper
        kept += 1
      }
      all.removeLast(all.count - kept)
    }
  }

  /// The children of a wrapper: the view, then the modifier's own views (most have none,
  /// and then no array is made).
  private func wrapped(_ node: Int, _ secondary: [Int]) -> ViewChildren {
    secondary.isEmpty ? ViewChildren(only: node) : ViewChildren([node] + secondary)
  }

  /// Views in the arguments of a modifier that will not be applied are still checked.
  private func checkViews(_ bound: BoundArguments, _ callee: Callee) {
    for case .views(let sources) in bound.values.values {
      for s in sources { dryRun { _ = resolveSource(s, context: callee) } }
    }
  }

  /// The environment values a modifier sets on a text run; nil when it sets none.
  func environmentOverrides(_ spec: ModifierSpec, _ bound: BoundArguments)
    -> EnvironmentOverrides?
  {
    guard case .environment(let overrides) = spec.builds[bound.signature] else { return nil }
    return overrides(bound)
  }

  // MARK: Builders of the catalog's rows

  /// `.alignmentGuide(guide, expr)`: the expression is read once per guide key, for the
  /// axis of that key, and added to each modified view.
  func alignmentGuideUpdate(_ call: ModifierCall) -> NodeUpdate? {
    guard case .keys(let keys) = call.bound.values["guide"],
      case .deferred(let expr, let scope) = call.bound.values["value"]
    else { return nil }
    var overrides: [AlignmentGuideOverride] = []
    for key in keys {
      guard let value = readGuideExpression(expr, scope, axis: key.axis) else { return nil }
      overrides.append(AlignmentGuideOverride(key: key, value: value))
    }
    return { node in
      node.attributes.alignmentGuides += overrides
      return nil
    }
  }

  /// `.background(...)`/`.overlay(...)`: the modified view and its layer. One view takes the
  /// role itself; several (or none) form an implicit ZStack with the modifier's alignment
  /// (iOS 15+ content builder).
  func layerModifier(
    _ call: ModifierCall, _ role: ChildRole, views key: String, alignment: Alignment
  ) -> (kind: ViewKind, secondary: [Int])? {
    guard
      let layer = secondaryNode(
        call.bound.views(key), alignment, role, call.source, call.callee)
    else { return nil }
    let kind: ViewKind =
      role == .background ? .background(alignment: alignment) : .overlay(alignment: alignment)
    return (kind, [layer])
  }

  /// The views of a modifier's content (a background, an overlay, a safe-area inset): one
  /// view takes the role itself; several (or none) form an implicit ZStack.
  func secondaryNode(
    _ sources: [ViewSource], _ alignment: Alignment, _ role: ChildRole, _ at: SourcePosition,
    _ callee: Callee
  ) -> Int? {
    var nodes: [Int] = []
    for s in sources { nodes += resolveSource(s, context: callee) }
    if aborted { return nil }
    if nodes.count == 1 {
      tree.nodes[nodes[0]].role = role
      return nodes[0]
    }
    return makeNode(
      ViewNode(
        kind: .zstack(alignment: alignment), children: nodes, role: role, label: "implicit",
        source: at))
  }
}

extension ResolverSession {
  /// What a drawing modifier says about how its view is drawn (Paint), read from its
  /// arguments: colours by name (`red`, `.red`, `Color.red`, `color("#FF8800")`, or a
  /// component parameter or `let` holding one), shapes by name. Anything else (gradients,
  /// materials) draws nothing particular.
  func paint(of m: ModifierSyntax, _ scope: Scope) -> Paint? {
    let arguments = m.arguments?.arguments ?? []
    let first = arguments.first { $0.label == nil }?.value
    func number(_ label: String) -> Double? {
      guard let value = arguments.first(where: { $0.label?.text == label })?.value,
        case .number(let x, _) = evaluate(value, scope)
      else { return nil }
      return x
    }
    let colour = first.flatMap { colorName($0, scope) }
    switch m.name.text.nameKey {
    case "fill":
      return colour.map { Paint(fill: $0) }
    case "stroke", "strokeborder":
      // `lineWidth:`, or a `StrokeStyle(lineWidth:lineCap:)`'s.
      var styleWidth: Double?
      var cap: String?
      if let style = arguments.first(where: { $0.label?.text == "style" })?.value,
        case .chain(let chain) = style
      {
        for argument in chain.head.arguments?.arguments ?? [] {
          switch argument.label?.text {
          case "lineWidth":
            if case .number(let x, _) = evaluate(argument.value, scope) { styleWidth = x }
          case "lineCap":
            if case .chain(let c) = argument.value, c.head.leadingDot,
              ["round", "square"].contains(c.head.name.text)
            {
              cap = c.head.name.text
            }
          default: break
          }
        }
      }
      return colour.map {
        Paint(
          stroke: $0, strokeWidth: number("lineWidth") ?? number("width") ?? styleWidth ?? 1,
          strokeInside: m.name.text.nameKey == "strokeborder", lineCap: cap)
      }
    case "foregroundstyle", "foregroundcolor":
      return colour.map { Paint(foreground: $0) }
    case "containershape":
      // The shape `ContainerRelativeShape`s inside follow: its corner radius.
      guard case .chain(let chain)? = first else { return nil }
      let (head, _) = stripTypePrefix(chain.head, chain.suffixes[...])
      switch head.name.text.nameKey {
      case "roundedrectangle":
        guard
          let radius = head.arguments?.arguments.first(where: { $0.label?.text == "cornerRadius" }),
          case .number(let r, _) = evaluate(radius.value, scope)
        else { return nil }
        return Paint(containerRadius: r)
      case "capsule", "circle": return Paint(containerRadius: .infinity)
      case "rectangle": return Paint(containerRadius: 0)
      default: return nil
      }
    case "rotationeffect":
      // `.degrees(d)` or `.radians(r)`: drawn for a shape (layoutc(1), svg).
      guard case .chain(let chain)? = first, chain.suffixes.isEmpty,
        let angle = chain.head.arguments?.arguments.first,
        case .number(let x, _) = evaluate(angle.value, scope)
      else { return nil }
      switch chain.head.name.text.nameKey {
      case "degrees": return Paint(rotation: x)
      case "radians": return Paint(rotation: x * 180 / .pi)
      default: return nil
      }
    case "inset":
      guard let amount = number("by") else { return nil }
      return Paint(inset: amount)
    case "trim":
      let from = min(max(number("from") ?? 0, 0), 1)
      return Paint(trimFrom: from, trimTo: max(from, min(max(number("to") ?? 1, 0), 1)))
    case "clipped":
      return Paint(clipped: true)
    case "cornerradius":
      guard case .number(let radius, _)? = first else { return Paint(clipped: true) }
      return Paint(clipped: true, clipRadius: radius)
    case "clipshape":
      guard case .chain(let chain)? = first else { return Paint(clipped: true) }
      let (head, _) = stripTypePrefix(chain.head, chain.suffixes[...])
      switch head.name.text.nameKey {
      case "circle": return Paint(clipped: true, clipRound: true, clipCircle: true)
      case "ellipse": return Paint(clipped: true, clipRound: true)
      case "capsule": return Paint(clipped: true, clipRadius: .infinity)
      case "roundedrectangle":
        let radius = head.arguments?.arguments.first {
          $0.label?.text == "cornerRadius"
        }.flatMap { argument -> Double? in
          if case .number(let x, _) = argument.value { return x }
          return nil
        }
        return Paint(clipped: true, clipRadius: radius)
      default: return Paint(clipped: true)
      }
    default:
      return nil
    }
  }

  /// The colour of `.tint(c)` or `.accentColor(c)`; nil for other modifiers and for tints
  /// that are not colours.
  func tint(of m: ModifierSyntax, _ scope: Scope) -> String? {
    let key = m.name.text.nameKey
    guard key == "tint" || key == "accentcolor",
      let first = m.arguments?.arguments.first(where: { $0.label == nil })?.value
    else { return nil }
    return colorName(first, scope)
  }

  /// How the views a layout modifier adds are drawn: `.border(c, width:)`'s rectangle is a
  /// stroke of `c` inside its frame, the shape of `.background(c, in: shape)` (or an
  /// overlay's) is filled with `c`.
  func layerPaint(of m: ModifierSyntax, _ bound: BoundArguments, _ scope: Scope) -> Paint? {
    let arguments = m.arguments?.arguments ?? []
    guard let first = arguments.first(where: { $0.label == nil })?.value else {
      // `.border(width: 2)` strokes in the foreground style, left to the picture.
      return nil
    }
    switch m.name.text.nameKey {
    case "border":
      let width = arguments.first { $0.label?.text == "width" }.flatMap { argument in
        if case .number(let x, _) = evaluate(argument.value, scope) { return x }
        return nil
      }
      return Paint(
        stroke: colorName(first, scope) ?? "primary", strokeWidth: width ?? 1, strokeInside: true)
    case "background", "overlay":
      guard bound.values["in"] != nil, let colour = colorName(first, scope) else { return nil }
      return Paint(fill: colour)
    default:
      return nil
    }
  }

  /// A colour written as a value: a colour name, with or without `Color.` or a dot, or
  /// `color("#hex")`, or a variable (a component parameter, a `let`) holding one, and the
  /// `.opacity(...)` after it.
  private func colorName(_ expr: ExprSyntax, _ scope: Scope) -> String? {
    guard case .chain(let chain) = expr else { return nil }
    if !chain.head.leadingDot, scope.lookup(chain.head.name.text) != nil {
      guard case .term(let term) = evaluate(expr, scope) else { return nil }
      return colorName(head: term.head, suffixes: term.suffixes)
    }
    return colorName(head: chain.head, suffixes: chain.suffixes[...])
  }

  private func colorName(head: NamedViewSyntax, suffixes: ArraySlice<PostfixSuffixSyntax>)
    -> String?
  {
    let (head, rest) = stripTypePrefix(head, suffixes)
    guard let name = baseColorName(head) else { return nil }
    // `.blue.opacity(0.2)`: the colour with its opacity, as `#RRGGBBAA`.
    var opacity = 1.0
    for case .member(let m) in rest where m.name.text == "opacity" {
      guard let argument = m.arguments?.arguments.first, m.arguments?.arguments.count == 1,
        case .number(let x, _) = argument.value
      else { return name }
      opacity *= min(max(x, 0), 1)
    }
    guard opacity < 1, let css = SystemColors.css(name) else { return name }
    let alpha = Int((css.opacity * opacity * 255).rounded())
    let digits = Array("0123456789ABCDEF")
    return css.hex + String([digits[alpha / 16], digits[alpha % 16]])
  }

  /// The colour a value names before any `.opacity` after it.
  private func baseColorName(_ head: NamedViewSyntax) -> String? {
    let key = head.name.text.nameKey
    if head.arguments == nil, Catalog.colors.contains(key) { return key }
    if key == "color", let argument = head.arguments?.arguments.first,
      case .string(let literal) = argument.value, let hex = literal.literalText
    {
      return hex
    }
    // `Color(.systemGray6)`, `Color(uiColor: .secondarySystemBackground)`.
    if key == "color", let arguments = head.arguments?.arguments, arguments.count == 1,
      case .chain(let inner) = arguments[0].value, inner.head.leadingDot,
      Catalog.allColors.contains(inner.head.name.text.nameKey)
    {
      return inner.head.name.text.nameKey
    }
    // A gradient is drawn as its first colour (the picture has no gradients).
    if ["lineargradient", "radialgradient", "angulargradient", "ellipticalgradient"].contains(key),
      let arguments = head.arguments?.arguments
    {
      for argument in arguments where argument.label?.text == "colors" {
        if case .list(let items, _) = argument.value, let first = items.first,
          case .chain(let colour) = first
        {
          return colorName(head: colour.head, suffixes: colour.suffixes[...])
        }
      }
    }
    return nil
  }
}
