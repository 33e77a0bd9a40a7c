// Views: built-in views become nodes; `group`, `foreach`, `if`, `content` and `emptyView` are
// transparent (their children go to the enclosing container, modifiers apply to each child);
// components expand into a `view` node around their body (layoutc(1), The nodes; layoutc-layout(7) 28).

import LayoutEngine
import LayoutSyntax

extension ResolverSession {
  /// Resolves the children of a container, in order.
  func resolveChildren(_ children: ChildrenSyntax?, _ scope: Scope) -> [Int] {
    guard let children else { return [] }
    var nodes: [Int] = []
    nodes.reserveCapacity(children.views.count)
    for v in children.views {
      resolveView(v, scope, into: &nodes)
      if aborted { break }
    }
    return nodes
  }

  /// A view with its modifiers: zero nodes (transparent views), one, or several.
  func resolveView(_ v: ViewSyntax, _ scope: Scope) -> [Int] {
    var nodes: [Int] = []
    resolveView(v, scope, into: &nodes)
    return nodes
  }

  /// A view with its modifiers, its nodes appended to `nodes` (a container's children are
  /// collected in one array, not one per child).
  ///
  /// A nesting of views recurses through here, `resolveHead`, `resolveNamedView`, `buildView`
  /// and `resolveChildren`: what is not needed on the way down (the rarer forms, binding,
  /// making the node) is in functions of its own, kept out of line so that each level of a
  /// deep tree takes a small part of the stack.
  func resolveView(_ v: ViewSyntax, _ scope: Scope, into nodes: inout [Int]) {
    guard enter(v.range) else { return }
    defer { leave() }
    // A variable, or a name that no type prefix (`Color.red`) strips: its modifiers are
    // applied as written, without making them postfix suffixes first.
    guard case .named(let head) = v.primary, !startsWithTypePrefix(head, v.modifiers, scope)
    else {
      resolveOtherView(v, scope, into: &nodes)
      return
    }
    let mark = nodes.count
    resolveHead(head, scope, into: &nodes)
    applyModifiers(v.modifiers, to: &nodes, from: mark, scope)
  }

  /// Applies `modifiers` in order to the nodes from `mark` on; once resolution has aborted,
  /// those nodes go instead.
  @inline(__always)
  func applyModifiers(
    _ modifiers: [ModifierSyntax], to nodes: inout [Int], from mark: Int, _ scope: Scope
  ) {
    for m in modifiers {
      if aborted {
        nodes.removeSubrange(mark...)
        return
      }
      applyModifier(&nodes, from: mark, m, scope)
    }
  }

  /// Whether a type prefix that the modifiers continue (`Color` of `Color.red`) starts the
  /// view; a variable's name never does.
  @inline(never)
  private func startsWithTypePrefix(
    _ head: NamedViewSyntax, _ modifiers: [ModifierSyntax], _ scope: Scope
  ) -> Bool {
    if modifiers.isEmpty || (!head.leadingDot && scope.lookup(head.name.text) != nil) {
      return false
    }
    return typePrefixEnd(head, modifiers.count, { modifiers[$0] }) != nil
  }

  /// `foreach`, `if`, and a view written after a type prefix.
  @inline(never)
  private func resolveOtherView(_ v: ViewSyntax, _ scope: Scope, into nodes: inout [Int]) {
    let suffixes = v.modifiers.map { PostfixSuffixSyntax.member($0) }[...]
    switch v.primary {
    case .named(let head):
      nodes += resolveChainAsView(head, suffixes, scope)
    case .forEach(let f):
      nodes += applySuffixes(resolveForEach(f, scope), suffixes, scope)
    case .ifElse(let i):
      nodes += applySuffixes(resolveIf(i, scope), suffixes, scope)
    case .instance(let i):
      nodes += applySuffixes(resolveInstance(i), suffixes, scope)
    }
  }

  /// A view struct of a Swift file, made by the reader: a `view` node around its body, as a
  /// component's (a body of several views, or of none, adds no node).
  private func resolveInstance(_ instance: InstanceSyntax) -> [Int] {
    let nodes = resolveChildren(instance.body, globals)
    if let shape = instance.custom, shape.isShape {
      // A `struct X: Shape` of the file: a shape its `path(in:)` outlines.
      var size: (@Sendable (ProposedSize) -> Size)?
      if shape.runtime.hasShapeSize(shape.index) {
        size = { proposal in
          let (width, height) = shape.runtime.shapeSize(
            shape.index, proposal.width, proposal.height)
          return Size(width: width, height: height)
        }
      }
      let custom = CustomShape(name: instance.name.text, id: shape.index, size: size) { rect in
        shape.runtime.path(
          shape.index, rect.minX, rect.minY, rect.size.width, rect.size.height
        ).map(PathElement.init)
      }
      guard
        let i = makeNode(
          ViewNode(kind: .shape(.custom(custom)), source: position(instance.range)))
      else { return [] }
      return [i]
    }
    if let layout = instance.custom {
      // A `struct X: Layout` of the file: its subviews, laid out by running its Swift.
      let kind = ViewKind.custom(
        AnyLayout(InterpretedLayout(layout: layout), name: instance.name.text))
      guard
        let i = makeNode(ViewNode(kind: kind, children: nodes, source: position(instance.range)))
      else { return [] }
      return [i]
    }
    guard nodes.count == 1, instance.body.views.count == 1,
      !isTransparent(instance.body.views[0], globals)
    else { return nodes }
    guard
      let i = makeNode(
        ViewNode(
          kind: .component, children: nodes, label: instance.name.text,
          source: position(instance.range)))
    else { return [] }
    return [i]
  }

  /// `NAME [STRING] [args] [children] {.modifier}`: a variable's view, a built-in view or a
  /// component, then its modifiers.
  func resolveChainAsView(
    _ head: NamedViewSyntax, _ suffixes: ArraySlice<PostfixSuffixSyntax>, _ scope: Scope
  ) -> [Int] {
    // A variable wins over a type prefix (`let axis = ...` then `axis .padding`).
    let bound = !head.leadingDot && scope.lookup(head.name.text) != nil
    let (head, suffixes) = bound ? (head, suffixes) : stripTypePrefix(head, suffixes)
    var nodes: [Int] = []
    resolveHead(head, scope, into: &nodes)
    return applySuffixes(nodes, suffixes, scope)
  }

  /// The head of a chain, type prefix stripped: a variable's view, a built-in view or a
  /// component, without the modifiers after it.
  private func resolveHead(_ head: NamedViewSyntax, _ scope: Scope, into nodes: inout [Int]) {
    if !head.leadingDot, let binding = scope.lookup(head.name.text) {
      binding.used = true
      if head.string != nil || head.arguments != nil || head.children != nil {
        error(Messages.variableCalled(head.name.text), head.name.range)
        return
      }
      switch binding.kind {
      case .value(let value):
        nodes += resolveValueAsView(value.at(head.range), context: nil)
      case .dimensions, .geometry:
        error(Messages.notAView(head.name.text), head.name.range)
      }
    } else if !head.leadingDot, let declared = scope.laterLet(head.name.text) {
      error(
        Messages.usedBeforeDeclaration(head.name.text, at: location(declared)), head.name.range)
    } else {
      resolveNamedView(head, scope, into: &nodes)
    }
  }

  /// A value where a view is expected.
  func resolveValueAsView(_ value: Value, context: Callee?) -> [Int] {
    switch value {
    case .term(let t):
      return resolveChainAsView(t.head, t.suffixes, t.scope)
    case .view(let v, let scope):
      return resolveView(v, scope)
    case .modified(let base, let suffixes, let scope, _):
      return applySuffixes(resolveValueAsView(base, context: context), suffixes, scope)
    case .content(let children, let scope, _):
      return resolveChildren(children, scope)
    case .opaque:
      return []
    default:
      typeError(expected: "a view", found: value, context: context)
      return []
    }
  }

  /// A view written in an argument (`.background(red)`), resolved where it is used.
  func resolveSource(_ s: ViewSource, context: Callee?) -> [Int] {
    guard enter(s.expr.range) else { return [] }
    defer { leave() }
    return resolveValueAsView(evaluate(s.expr, s.scope), context: context)
  }

  /// Built-in views, named colors, components; otherwise an unknown view.
  private func resolveNamedView(
    _ head: NamedViewSyntax, _ scope: Scope, into nodes: inout [Int]
  ) {
    // The common case, a built-in view, first: in Swift, a View struct of the file may
    // shadow it.
    if !options.swiftSpelling,
      let spec = viewRows.row(head.name.text, { Catalog.views[$0.nameKey] })
    {
      buildView(spec, head, scope, into: &nodes)
      return
    }
    resolveOtherNamedView(head, scope, into: &nodes)
  }

  /// The component declared as `name`: a file declares a few (a Swift file's View structs),
  /// and comparing a name with each costs less than hashing it, for every view resolved.
  func component(named name: String) -> Component? {
    guard components.count > 8 else {
      for declared in components.keys where declared == name { return components[declared] }
      return nil
    }
    return components[name]
  }

  /// The other named views (out of line, like `resolveOtherView`).
  @inline(never)
  private func resolveOtherNamedView(
    _ head: NamedViewSyntax, _ scope: Scope, into nodes: inout [Int]
  ) {
    // In Swift, a View struct of the file shadows SwiftUI's view of the same name.
    if options.swiftSpelling, !head.leadingDot, let component = component(named: head.name.text) {
      nodes += callComponent(component, head, scope)
      return
    }
    // In `.lyt`, `resolveNamedView` has asked the catalog already.
    if options.swiftSpelling, let spec = viewRows.row(head.name.text, { Catalog.views[$0.nameKey] })
    {
      buildView(spec, head, scope, into: &nodes)
      return
    }
    let key = head.name.text.nameKey
    if let color = Catalog.colors.lookup(key)
      ?? (head.leadingDot ? Catalog.shapeStylesOnlyDotted.lookup(key) : nil)
    {
      buildView(Catalog.colorView(color.canonical), head, scope, into: &nodes)
      return
    }
    if !head.leadingDot, let component = component(named: head.name.text) {
      nodes += callComponent(component, head, scope)
      return
    }
    if key == "content" {
      error(Messages.contentOutsideComponent, head.name.range)
    } else if isKnownName(head.name.text) {
      error(Messages.notAView(head.name.text), head.name.range)
    } else {
      let candidates =
        Catalog.viewNames + components.keys.sorted() + scope.allNames
      let suggestion = Suggestions.nearest(to: head.name.text, in: candidates)
      // `.rde`, `Color.rde`, or a near miss of a color name: a color was meant.
      let isColor = head.leadingDot || suggestion.map { Catalog.colors.contains($0) } == true
      let spelled =
        options.swiftSpelling && !isColor ? suggestion.map(Catalog.swiftName(ofView:)) : suggestion
      error(
        Messages.unknownName(isColor ? "color" : "view", head.name.text, suggestion: spelled),
        head.name.range)
    }
    // Still look inside, so that one run reports every error.
    let args = callArguments(string: head.string, head.arguments)
    for a in args { checkValue(a.value, scope) }
    if let children = head.children { dryRun { _ = resolveChildren(children, scope) } }
  }

  // MARK: Built-in views

  /// A built-in view: its arguments bound, then what its catalog row builds for the
  /// signature that matched.
  private func buildView(
    _ spec: ViewSpec, _ head: NamedViewSyntax, _ scope: Scope, into nodes: inout [Int]
  ) {
    let (args, bound) = bindView(spec, head, scope)
    if let children = head.children, spec.children == .none {
      refuseChildren(spec, children, scope)
      return
    }
    let source = position(head.range)
    let build = spec.builds[bound.signature]
    var children: [Int] = []
    if case .container = build { children = resolveChildren(head.children, scope) }
    makeNodes(build, head, args, bound, scope, source, children, into: &nodes)
  }

  /// A root container whose children the parser hands over one at a time
  /// (`StreamingResolver`): `buildView` of its head, cut at its `resolveChildren`.
  struct StreamedContainer {
    let build: ViewBuild
    let arguments: [CallArgument]
    let bound: BoundArguments
    let source: SourcePosition
    var children: [Int] = []
  }

  /// The root `head`, read up to its children, as `resolveView` starts it; nil when its
  /// children are not resolved in order into one container node (a variable's view, a
  /// component, a transparent or a text view, a control that reads its own children): then
  /// the session is of no further use.
  func beginStreamedRoot(_ head: NamedViewSyntax) -> StreamedContainer? {
    guard !options.swiftSpelling, !head.leadingDot, head.string == nil,
      globals.lookup(head.name.text) == nil, globals.laterLet(head.name.text) == nil,
      let spec = viewRows.row(head.name.text, { Catalog.views[$0.nameKey] }),
      spec.children != .none, enter(head.range)
    else { return nil }
    let (args, bound) = bindView(spec, head, globals)
    let build = spec.builds[bound.signature]
    guard case .container = build else { return nil }
    return StreamedContainer(
      build: build, arguments: args, bound: bound, source: position(head.range))
  }

  /// The root's next child, as `resolveChildren` resolves it.
  func resolveStreamedChild(_ child: ViewSyntax, into root: inout StreamedContainer) {
    if !aborted { resolveView(child, globals, into: &root.children) }
  }

  /// The root's nodes once its children are all resolved: the container, then the modifiers
  /// written after it in `rootSyntax`, as `buildView` and `resolveView` end it.
  func finishStreamedRoot(_ root: consuming StreamedContainer, _ rootSyntax: ViewSyntax) -> [Int] {
    defer { leave() }
    guard case .named(let head) = rootSyntax.primary else { return [] }
    var nodes: [Int] = []
    makeNodes(
      root.build, head, root.arguments, root.bound, globals, root.source, root.children,
      into: &nodes)
    applyModifiers(rootSyntax.modifiers, to: &nodes, from: 0, globals)
    return nodes
  }

  /// What the row builds for `call`, appended to `nodes`; a container's `children` are resolved
  /// already (so that their errors are reported even when its arguments are wrong). Out of
  /// line, with the call made for it, so that neither is on the stack while children are
  /// resolved. (The call is not returned as an optional: destroying an optional call goes
  /// through the run time's generic code, hundreds of instructions per view.) The arguments,
  /// values and children are consumed: moved into the call and the node, not copied.
  @inline(never)
  private func makeNodes(
    _ build: ViewBuild, _ head: NamedViewSyntax, _ args: consuming [CallArgument],
    _ bound: consuming BoundArguments, _ scope: Scope, _ source: SourcePosition,
    _ children: consuming [Int], into nodes: inout [Int]
  ) {
    let call = ViewCall(
      session: self, head: head, arguments: args, bound: bound, scope: scope, source: source)
    defer { recycle(call.bound) }
    switch build {
    case .leaf(let make):
      // Matched as a pattern: the kind is moved out of the result, not copied.
      guard call.bound.ok, case (let kind, let label)? = make(call),
        let i = makeNode(ViewNode(kind: kind, label: label, source: call.source))
      else { return }
      nodes.append(i)
    case .container(let make):
      guard call.bound.ok, let kind = make(call),
        let i = makeNode(ViewNode(kind: kind, children: children, source: call.source))
      else { return }
      nodes.append(i)
    case .nodes(let make):
      nodes += make(call)
    }
  }

  /// The view's arguments, bound.
  @inline(never)
  private func bindView(_ spec: ViewSpec, _ head: NamedViewSyntax, _ scope: Scope)
    -> ([CallArgument], BoundArguments)
  {
    let args = callArguments(string: head.string, head.arguments)
    // A concatenation (`text < ... >`) takes its string from its runs.
    let runsOnly = spec.children == .textRuns && head.children != nil && args.isEmpty
    let bound =
      runsOnly
      ? BoundArguments()
      : bindCall(spec, args, scope, missingAt: head.arguments?.range ?? head.name.range)
    return (args, bound)
  }

  /// Children where the view takes none: an error, and the children checked.
  @inline(never)
  private func refuseChildren(_ spec: ViewSpec, _ children: ChildrenSyntax, _ scope: Scope) {
    error(Messages.childrenNotAllowed(spec.name), children.range)
    dryRun { _ = resolveChildren(children, scope) }
  }

  /// `image "avatar"` / `Image("avatar")`: a bitmap whose natural size the assets give. One
  /// the assets do not size is kept, and an error only where its natural size decides a
  /// frame (`checkUnsizedImages`).
  func assetImage(_ call: ViewCall) -> (kind: ViewKind, label: String?)? {
    let name = call.bound[string: "name"]
    if let problem = options.imageProblems[name] {
      error(Messages.unreadableImage(name, problem), call.head.range)
      return nil
    }
    guard let size = options.images[name] else {
      unsizedImages[call.source] = call.head.range
      return (.image(ImageContent(name: name, systemName: nil, naturalSize: nil)), name)
    }
    return (.image(ImageContent(name: name, systemName: nil, naturalSize: size)), name)
  }

  /// Images whose natural size is not known are errors, but where it cannot matter: a
  /// resizable image right inside a frame of fixed width and height (`Image("avatar")
  /// .resizable().frame(width: 64, height: 64)`) is offered that size and takes it.
  func checkUnsizedImages(from root: Int) {
    guard !unsizedImages.isEmpty else { return }
    var work = [(node: root, parent: -1)]
    while let (node, parent) = work.popLast() {
      if case .image(let image) = tree.nodes[node].kind, image.naturalSize == nil,
        image.systemName == nil, let name = image.name,
        let range = unsizedImages[tree.nodes[node].source]
      {
        var sized = false
        if image.resizable, parent >= 0,
          case .frame(let width?, let height?, _) = tree.nodes[parent].kind,
          width.isFinite, height.isFinite
        {
          sized = true
        }
        if !sized {
          error(Messages.imageWithoutSize(name, haveAssets: !options.images.isEmpty), range)
        }
      }
      for child in tree.nodes[node].children { work.append((child, node)) }
    }
  }

  /// `color("#RRGGBB")`: the label is the normalised hex.
  func hexColorLabel(_ call: ViewCall) -> String? {
    let text = call.bound[string: "hex"]
    guard let hex = normalizedHex(text) else {
      error(Messages.hexColor(text), call.arguments[0].range)
      return nil
    }
    return hex
  }

  /// `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` optional) -> uppercase `#RRGGBB[AA]`.
  private func normalizedHex(_ text: String) -> String? {
    var digits = Array(text.uppercased().unicodeScalars)
    if digits.first == "#" { digits.removeFirst() }
    guard digits.allSatisfy({ ("0"..."9").contains($0) || ("A"..."F").contains($0) }) else {
      return nil
    }
    switch digits.count {
    case 3: return "#" + digits.map { "\($0)\($0)" }.joined()
    case 6, 8: return "#" + String(String.UnicodeScalarView(digits))
    default: return nil
    }
  }

  static func hexLabel(_ r: Double, _ g: Double, _ b: Double) -> String {
    let digits = Array("0123456789ABCDEF")
    func byte(_ x: Double) -> String {
      let v = Int((min(max(x, 0), 1) * 255).rounded())
      return String(digits[v / 16]) + String(digits[v % 16])
    }
    return "#" + byte(r) + byte(g) + byte(b)
  }

  static func hsbToRGB(_ h: Double, _ s: Double, _ v: Double) -> (Double, Double, Double) {
    let hue = (h - h.rounded(.down)) * 6
    let sector = Int(hue.rounded(.down)) % 6
    let f = hue - hue.rounded(.down)
    let p = v * (1 - s)
    let q = v * (1 - s * f)
    let t = v * (1 - s * (1 - f))
    switch sector {
    case 0: return (v, t, p)
    case 1: return (q, v, p)
    case 2: return (p, v, t)
    case 3: return (p, q, v)
    case 4: return (t, p, v)
    default: return (v, p, q)
    }
  }

  // MARK: Text

  func buildText(_ call: ViewCall) -> [Int] {
    let (head, bound, scope, source) = (call.head, call.bound, call.scope, call.source)
    var content: TextContent
    if let children = head.children {
      if head.string != nil || head.arguments != nil {
        error(Messages.textBothForms(), children.range)
      }
      guard let runs = resolveRuns(children, scope) else { return [] }
      content = TextContent(runs: runs)
    } else {
      guard bound.ok, let s = bound.string("content") ?? bound.string("verbatim") else {
        return []
      }
      content = TextContent(s)
      // A literal is a localized key, whose Markdown SwiftUI renders (not `verbatim:`, not a
      // variable's string).
      if bound.signature == 0, case .string(let literal)? = call.arguments.first?.value,
        let runs = markdownRuns(literal, scope)
      {
        content = TextContent(runs: runs)
      }
    }
    guard bound.ok,
      let i = makeNode(ViewNode(kind: .text(content), label: content.string, source: source))
    else { return [] }
    return [i]
  }

  /// The styled runs of a text literal with Markdown (Markdown.swift); nil when it has none.
  /// Interpolated values are inserted as they are, in the style around them.
  private func markdownRuns(_ literal: StringLiteralSyntax, _ scope: Scope) -> [TextRun]? {
    var format = ""
    var values: [String] = []
    var markup = false
    for segment in literal.segments {
      switch segment {
      case .text(let t):
        markup = markup || Markdown.hasMarkup(t)
        format += t
      case .interpolation(let e):
        let single = StringLiteralSyntax(segments: [.interpolation(e)], range: e.range)
        guard case .string(let value, _) = interpolate(single, scope) else { return nil }
        values.append(value)
        format.append(Markdown.placeholder)
      }
    }
    guard markup else { return nil }
    var next = values.makeIterator()
    return Markdown.runs(format).map { run in
      var text = ""
      for c in run.text {
        if c == Markdown.placeholder { text += next.next() ?? "" } else { text.append(c) }
      }
      var style = EnvironmentOverrides()
      if run.bold { style.bold = true }
      if run.italic { style.italic = true }
      return TextRun(text, style: style)
    }
  }

  /// The runs of a concatenation: each child is a `text` with its own font modifiers.
  private func resolveRuns(_ children: ChildrenSyntax, _ scope: Scope) -> [TextRun]? {
    var runs: [TextRun] = []
    var ok = true
    for child in children.views {
      guard enter(child.range) else { return nil }
      defer { leave() }
      let suffixes = child.modifiers.map { PostfixSuffixSyntax.member($0) }[...]
      guard case .named(let head) = child.primary else {
        let found = if case .forEach = child.primary { "'foreach'" } else { "'if'" }
        error(Messages.textRunExpected(found: found), child.range)
        dryRun { _ = resolveView(child, scope) }
        ok = false
        continue
      }
      if let r = runsOfChain(head, suffixes, scope) { runs += r } else { ok = false }
    }
    return ok ? runs : nil
  }

  private func runsOfChain(
    _ head: NamedViewSyntax, _ suffixes: ArraySlice<PostfixSuffixSyntax>, _ scope: Scope
  ) -> [TextRun]? {
    let bound = !head.leadingDot && scope.lookup(head.name.text) != nil
    let (head, suffixes) = bound ? (head, suffixes) : stripTypePrefix(head, suffixes)
    var base: [TextRun]?
    if !head.leadingDot, let binding = scope.lookup(head.name.text) {
      binding.used = true
      guard case .value(let value) = binding.kind, head.arguments == nil, head.string == nil,
        head.children == nil
      else {
        error(Messages.textRunExpected(found: "'\(head.name.text)'"), head.name.range)
        return nil
      }
      base = runsOfValue(value.at(head.range))
    } else if head.name.text.nameKey == "text" {
      let spec = Catalog.views["text"]!
      let args = callArguments(string: head.string, head.arguments)
      let bound =
        head.children != nil && args.isEmpty
        ? BoundArguments()
        : bindArguments(
          spec.callee, args, scope, missingAt: head.arguments?.range ?? head.name.range)
      if let children = head.children {
        if head.string != nil || head.arguments != nil {
          error(Messages.textBothForms(), children.range)
        }
        base = resolveRuns(children, scope)
      } else if bound.ok, let s = bound.string("content") ?? bound.string("verbatim") {
        base = [TextRun(s)]
      }
    } else {
      let canonical =
        Catalog.views[head.name.text.nameKey]?.name
        ?? Catalog.colors.lookup(head.name.text)?.canonical ?? head.name.text
      error(Messages.textRunExpected(found: "'\(canonical)'"), head.name.range)
      dryRun { _ = resolveChainAsView(head, [], scope) }
    }
    let style = runStyle(suffixes, scope)
    guard let runs = base, let style else { return nil }
    return runs.map { TextRun($0.string, style: $0.style.applied(over: style)) }
  }

  private func runsOfValue(_ value: Value) -> [TextRun]? {
    switch value {
    case .term(let t):
      return runsOfChain(t.head, t.suffixes, t.scope)
    case .modified(let base, let suffixes, let scope, _):
      let style = runStyle(suffixes, scope)
      guard let runs = runsOfValue(base), let style else { return nil }
      return runs.map { TextRun($0.string, style: $0.style.applied(over: style)) }
    case .opaque:
      return nil
    default:
      error(Messages.textRunExpected(found: describe(value)), value.range)
      return nil
    }
  }

  /// The font modifiers of a run, inner ones winning (SwiftUI's `Text` modifiers).
  private func runStyle(_ suffixes: ArraySlice<PostfixSuffixSyntax>, _ scope: Scope)
    -> EnvironmentOverrides?
  {
    var style = EnvironmentOverrides()
    var ok = true
    for suffix in suffixes {
      guard case .member(let m) = suffix else {
        if case .subscripted(_, let r) = suffix { error(Messages.subscriptOnView(), r) }
        ok = false
        continue
      }
      guard let spec = Catalog.modifier(named: m.name.text) else {
        reportUnknownModifier(m, scope)
        ok = false
        continue
      }
      let args = callArguments(string: nil, m.arguments)
      let bound = bindArguments(
        spec.callee, args, scope, missingAt: m.arguments?.range ?? m.name.range)
      if spec.isDrawingOnly { continue }
      guard spec.appliesToTextRuns else {
        error(Messages.runModifier(spec.name), m.name.range)
        ok = false
        continue
      }
      guard bound.ok, let overrides = environmentOverrides(spec, bound) else {
        ok = false
        continue
      }
      style = style.applied(over: overrides)
    }
    return ok ? style : nil
  }

  // MARK: Components

  /// `card("Stats", tint: red) < ... >`: the body resolved with the parameters bound and
  /// `content` standing for the children.
  private func callComponent(_ component: Component, _ head: NamedViewSyntax, _ scope: Scope)
    -> [Int]
  {
    let params = component.parameters
    let takes = componentTakes(component)
    var values: [Value?] = Array(repeating: nil, count: params.count)
    var ok = true
    var nextPositional = 0
    for arg in callArguments(string: head.string, head.arguments) {
      let index: Int
      if let label = arg.label {
        guard let i = params.firstIndex(where: { $0.name.text == label.text }) else {
          error(
            Messages.unknownArgument(label.text, component.name, takes: takes), label.range)
          checkValue(arg.value, scope)
          ok = false
          continue
        }
        if values[i] != nil {
          error(Messages.duplicateArgument(label.text, component.name), label.range)
          ok = false
          continue
        }
        index = i
      } else {
        while nextPositional < params.count && values[nextPositional] != nil {
          nextPositional += 1
        }
        guard nextPositional < params.count else {
          error(Messages.tooManyArguments(component.name, takes: takes), arg.range)
          checkValue(arg.value, scope)
          ok = false
          continue
        }
        index = nextPositional
      }
      values[index] = evaluate(arg.value, scope)
    }
    let labelsOK = ok
    for (i, p) in params.enumerated() where values[i] == nil {
      if let d = component.defaults[i] {
        values[i] = d
      } else if labelsOK {
        // After a wrong label, the missing parameter is the same mistake: reported once.
        error(
          Messages.missingComponentArgument(p.name.text, component.name, takes: takes),
          head.arguments?.range ?? head.name.range)
        ok = false
      }
    }
    let given = values.compactMap { $0 }
    if let caller = checkingComponent, checkMode {
      callGraph[caller, default: []].append((component.name, head.name.range))
    }
    if !checkMode, component.name == uncheckedRootCallee, expanding.contains(component.name),
      recursiveComponents.insert(component.name).inserted
    {
      // The error `findRecursion` gives a component whose body calls itself, at the same call.
      error(Messages.componentRecursive(component.name), head.name.range)
    }
    if checkMode || !ok || recursiveComponents.contains(component.name)
      || expanding.contains(component.name)
    {
      // Not expanded: check what the body would have used.
      for v in given { checkValue(v) }
      if let children = head.children { dryRun { _ = resolveChildren(children, scope) } }
      return []
    }
    var bindings: [String: Binding] = [:]
    for (i, p) in params.enumerated() where bindings[p.name.text] == nil {
      bindings[p.name.text] = Binding(.value(values[i]!))
    }
    let content = Binding(.value(.content(head.children, scope, head.range)))
    if bindings["content"] == nil { bindings["content"] = content }
    let bodyScope = Scope(parent: globals, bindings: bindings)
    expanding.append(component.name)
    let nodes = resolveView(component.declaration.body, bodyScope)
    expanding.removeLast()
    // Arguments and children the body never used are still checked.
    for (i, p) in params.enumerated() where !(bindings[p.name.text]?.used ?? true) {
      if let v = values[i], component.defaults[i] == nil || v.range != component.defaults[i]!.range
      {
        dryRun { checkValue(v) }
      }
    }
    if !content.used, let children = head.children {
      dryRun { _ = resolveChildren(children, scope) }
    }
    if nodes.count != 1 || isTransparent(component.declaration.body, bodyScope) { return nodes }
    guard
      let i = makeNode(
        ViewNode(
          kind: .component, children: nodes, label: component.name,
          source: position(head.range)))
    else { return [] }
    return [i]
  }

  /// A body that is a `group`, `foreach`, `if`, `content` or `emptyView` adds no node.
  private func isTransparent(_ body: ViewSyntax, _ scope: Scope) -> Bool {
    switch body.primary {
    case .forEach, .ifElse: return true
    case .instance: return false
    case .named(let head):
      if !head.leadingDot, let binding = scope.lookup(head.name.text) {
        if case .value(.content) = binding.kind { return true }
        return false
      }
      let key = head.name.text.nameKey
      return key == "group" || key == "emptyview"
    }
  }

  /// `'card' takes (title, tint: blue)`.
  private func componentTakes(_ component: Component) -> String {
    let params = component.parameters.map { p -> String in
      guard let d = p.defaultValue else { return p.name.text }
      return p.name.text + ": " + source.text(d.range)
    }
    return "'\(component.name)' takes (" + params.joined(separator: ", ") + ")"
  }

  // MARK: foreach and if

  private func resolveForEach(_ f: ForEachSyntax, _ scope: Scope) -> [Int] {
    let sequence = evaluate(f.sequence, scope)
    var items: [Value] = []
    var count = 0
    var lower = 0
    switch sequence {
    case .range(let lo, let hi, let closed, let r):
      guard let lo, let hi else {
        error(Messages.foreachNeedsBounds(), r)
        return []
      }
      guard let a = rangeBound(lo), let b = rangeBound(hi) else {
        return iterateOpaque(f, scope)
      }
      lower = a
      let (span, overflow) = b.subtractingReportingOverflow(a)
      count = overflow ? Int.max : max(0, closed ? span + 1 : span)
    case .list(let values, _):
      items = values
      count = values.count
    case .opaque:
      return iterateOpaque(f, scope)
    default:
      error(Messages.foreachSequence(found: describe(sequence)), sequence.range)
      return iterateOpaque(f, scope)
    }
    if count > limits.maxLoopIterations {
      error(
        Messages.foreachTooLong(String(count), limit: limits.maxLoopIterations),
        f.sequence.range)
      return iterateOpaque(f, scope)
    }
    var nodes: [Int] = []
    var used = false
    for i in 0..<count {
      guard enter(f.range) else { break }
      defer { leave() }
      let value: Value =
        items.isEmpty ? .number(Double(lower + i), f.variable.range) : items[i]
      let binding = Binding(.value(value))
      nodes += resolveChildren(
        f.children, Scope(parent: scope, bindings: [f.variable.text: binding]))
      used = used || binding.used
    }
    if !used {
      for item in items { dryRun { checkValue(item) } }
    }
    return nodes
  }

  /// Checks a loop body once with an unknown loop variable.
  private func iterateOpaque(_ f: ForEachSyntax, _ scope: Scope) -> [Int] {
    let binding = Binding(.value(.opaque(f.variable.range)))
    dryRun {
      _ = resolveChildren(f.children, Scope(parent: scope, bindings: [f.variable.text: binding]))
    }
    return []
  }

  /// Both branches are resolved, so that errors in either are reported; the one not taken is
  /// rolled back.
  private func resolveIf(_ i: IfSyntax, _ scope: Scope) -> [Int] {
    let condition = asCondition(evaluate(i.condition, scope))
    let mark = tree.nodes.count
    var nodes: [Int] = []
    if condition == true {
      nodes = resolveChildren(i.then, scope)
    } else {
      dryRun { _ = resolveChildren(i.then, scope) }
    }
    if let otherwise = i.otherwise {
      if condition == false {
        nodes = resolveChildren(otherwise, scope)
      } else {
        dryRun { _ = resolveChildren(otherwise, scope) }
      }
    }
    if condition == nil { rollback(to: mark) }
    return nodes
  }

  // MARK: Well-formedness

  /// Checks an argument that has no effect (a drawing-only modifier's, an unused parameter's):
  /// it must still read as a value or a view without errors.
  func checkValue(_ expr: ExprSyntax, _ scope: Scope) {
    checkValue(evaluate(expr, scope))
  }

  func checkValue(_ v: Value) {
    switch v {
    case .list(let items, _):
      for item in items { checkValue(item) }
    case .range(let lo, let hi, _, _):
      if let lo { checkValue(lo) }
      if let hi { checkValue(hi) }
    case .view(let syntax, let scope):
      dryRun { _ = resolveView(syntax, scope) }
    case .modified, .content:
      dryRun { _ = resolveValueAsView(v, context: nil) }
    case .term(let t):
      let (head, suffixes) = stripTypePrefix(t.head, t.suffixes)
      // `.color` in `.blendMode(.color)` is an enum case, never a view.
      let enumCase = t.head.leadingDot && head.arguments == nil && suffixes.isEmpty
      if !enumCase, head.string != nil || head.children != nil || isViewName(head.name.text) {
        dryRun { _ = resolveChainAsView(t.head, t.suffixes, t.scope) }
        return
      }
      // An unknown value form (`.degrees(45)`, `linearGradient(...)`): its arguments must
      // still be well-formed.
      for a in callArguments(string: nil, head.arguments) { checkValue(a.value, t.scope) }
      for suffix in suffixes {
        switch suffix {
        case .member(let m):
          for a in callArguments(string: nil, m.arguments) { checkValue(a.value, t.scope) }
        case .subscripted(let e, _):
          checkValue(e, t.scope)
        }
      }
    case .number, .string, .bool, .guide, .opaque:
      break
    }
  }
}
