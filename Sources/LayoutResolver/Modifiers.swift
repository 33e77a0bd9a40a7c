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
    case .drawing(let painter):
      guard let painter,
        let drawing = draw(painter, DrawingCall(session: self, syntax: m, scope: scope))
      else { return }
      switch drawing {
      case .tint(let tint):
        for n in all[start...] {
          controlStyles[n] = (controlStyles[n] ?? ControlStyle()).applied(
            over: ControlStyle(tint: tint))
        }
      case .paint(let paint):
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
    case .wrap(let make, let layers):
      // Each view replaced by its wrapper where it is; one the builder refuses is dropped.
      var kept = start
      for index in start..<all.count {
        // Matched as a pattern: the kind is moved out of the result, not copied.
        guard case (let kind, let secondary)? = make(call),
          let wrapper = makeNode(
            ViewNode(kind: kind, children: wrapped(all[index], secondary), source: call.source))
        else { continue }
        if let layers, let paint = layers(DrawingCall(session: self, syntax: m, scope: scope)) {
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
  // MARK: Painters of the catalog's rows

  /// What a drawing row's painter reads from the modifier as written: colours by name
  /// (`red`, `.red`, `Color.red`, `color("#FF8800")`, or a component parameter or `let`
  /// holding one), shapes by name. Anything else (gradients, materials) draws nothing
  /// particular.
  func draw(_ painter: Painter, _ call: DrawingCall) -> Drawing? {
    switch painter {
    case .color(let paint):
      return call.first.flatMap { colorName($0, call.scope) }.flatMap { paint($0, call) }
    case .arguments(let paint):
      return paint(call)
    }
  }

  /// `.stroke(c, lineWidth:)` and `.strokeBorder`: the width is `lineWidth:` (or `width:`),
  /// or a `StrokeStyle(lineWidth:lineCap:)`'s.
  func stroke(_ colour: String, _ call: DrawingCall, inside: Bool) -> Drawing {
    var styleWidth: Double?
    var cap: String?
    if let style = call.arguments.first(where: { $0.label?.text == "style" })?.value,
      case .chain(let chain) = style
    {
      for argument in chain.head.arguments?.arguments ?? [] {
        switch argument.label?.text {
        case "lineWidth":
          if case .number(let x, _) = evaluate(argument.value, call.scope) { styleWidth = x }
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
    return .paint(
      Paint(
        stroke: colour,
        strokeWidth: call.number("lineWidth") ?? call.number("width") ?? styleWidth ?? 1,
        strokeInside: inside, lineCap: cap))
  }

  /// `.containerShape(shape)`: the shape `ContainerRelativeShape`s inside follow, by its
  /// corner radius.
  func containerShape(_ call: DrawingCall) -> Drawing? {
    guard case .chain(let chain)? = call.first else { return nil }
    let (head, _) = stripTypePrefix(chain.head, chain.suffixes[...])
    switch head.name.text.nameKey {
    case "roundedrectangle":
      guard
        let radius = head.arguments?.arguments.first(where: { $0.label?.text == "cornerRadius" }),
        case .number(let r, _) = evaluate(radius.value, call.scope)
      else { return nil }
      return .paint(Paint(containerRadius: r))
    case "capsule", "circle": return .paint(Paint(containerRadius: .infinity))
    case "rectangle": return .paint(Paint(containerRadius: 0))
    default: return nil
    }
  }

  /// `.rotationEffect(.degrees(d))` or `.radians(r)`: drawn for a shape (layoutc(1), svg).
  func rotation(_ call: DrawingCall) -> Drawing? {
    guard case .chain(let chain)? = call.first, chain.suffixes.isEmpty,
      let angle = chain.head.arguments?.arguments.first,
      case .number(let x, _) = evaluate(angle.value, call.scope)
    else { return nil }
    switch chain.head.name.text.nameKey {
    case "degrees": return .paint(Paint(rotation: x))
    case "radians": return .paint(Paint(rotation: x * 180 / .pi))
    default: return nil
    }
  }

  /// `.clipShape(shape)`: what the view is clipped to; a shape not known clips to the frame.
  func clipShape(_ call: DrawingCall) -> Drawing {
    guard case .chain(let chain)? = call.first else { return .paint(Paint(clipped: true)) }
    let (head, _) = stripTypePrefix(chain.head, chain.suffixes[...])
    switch head.name.text.nameKey {
    case "circle": return .paint(Paint(clipped: true, clipRound: true, clipCircle: true))
    case "ellipse": return .paint(Paint(clipped: true, clipRound: true))
    case "capsule": return .paint(Paint(clipped: true, clipRadius: .infinity))
    case "roundedrectangle":
      let radius = head.arguments?.arguments.first {
        $0.label?.text == "cornerRadius"
      }.flatMap { argument -> Double? in
        if case .number(let x, _) = argument.value { return x }
        return nil
      }
      return .paint(Paint(clipped: true, clipRadius: radius))
    default: return .paint(Paint(clipped: true))
    }
  }

  /// `.border(c, width:)`: its rectangle is a stroke of `c` inside its frame.
  /// `.border(width: 2)` strokes in the foreground style, left to the picture.
  func border(_ call: DrawingCall) -> Paint? {
    guard let first = call.first else { return nil }
    return Paint(
      stroke: colorName(first, call.scope) ?? "primary", strokeWidth: call.number("width") ?? 1,
      strokeInside: true)
  }

  /// A colour written as a value: a colour name, with or without `Color.` or a dot, or
  /// `color("#hex")`, or a variable (a component parameter, a `let`) holding one, and the
  /// `.opacity(...)` after it.
  func colorName(_ expr: ExprSyntax, _ scope: Scope) -> String? {
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
