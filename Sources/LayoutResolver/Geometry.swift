// GeometryReader, coordinate spaces and the safe-area modifiers (lyt(5); layoutc-layout(7) 18,
// 23, 24; layoutc(1), The nodes).
// `geometryReader(g) < ... >` becomes a node with no children: its content depends on `g`,
// known only once the reader is placed. The content is checked here with a placeholder proxy
// (every `g.` expression is then an unknown value, so only static errors surface), and the
// node carries a `GeometryReaderContent`, which the engine calls with the real proxy: it
// resolves the children again, `g` bound to the proxy's numbers, in a fresh session that
// shares the file's declarations. An error only the real numbers cause (a division by zero at
// one size) comes back as a `GeometryContentError` and is reported like any other.

import LayoutEngine
import LayoutSyntax

extension ResolverSession {
  // MARK: geometryReader

  /// `geometryReader(g) < ... >`.
  func buildGeometryReader(_ call: ViewCall) -> [Int] {
    let (head, bound, scope, source) = (call.head, call.bound, call.scope, call.source)
    let name = bound.string("proxy")
    // Static errors: the children with `g` unknown, made and thrown away.
    let placeholder =
      name.map { Scope(parent: scope, bindings: [$0: Binding(.geometry(nil))]) } ?? scope
    // Readers nested deeper than the engine lays out are refused here, before any content
    // is made (checking 1,000 nested readers' contents one by one at layout took seconds).
    guard geometryNesting < GeometryLimits.maxNesting else {
      abort(Messages.geometryNestedTooDeep(GeometryLimits.maxNesting), head.name.range)
      return []
    }
    geometryNesting += 1
    dryRun { _ = resolveChildren(head.children, placeholder) }
    geometryNesting -= 1
    guard bound.ok, let name, !aborted else { return [] }
    let content = GeometryReaderContent(
      session: self, children: head.children, scope: scope, proxyName: name, position: source)
    guard let i = makeNode(ViewNode(kind: .geometryReader(content), source: source)) else {
      return []
    }
    return [i]
  }

  // MARK: g.width, g.frame(in: ...).minX

  /// What a `g.` chain reads: the proxy itself, a size, a rectangle, a point or a number;
  /// nil payloads while the proxy is a placeholder.
  private enum GeometryPart {
    case proxy
    case size(Size?)
    case rect(Rect?)
    case point(Point?)
    case insets(EdgeInsets?)
    case number(Double?)

    /// The members this part has, for messages.
    var membersHint: String {
      switch self {
      case .proxy: return "'width', 'height', 'size', 'safeAreaInsets' or 'frame(in:)'"
      case .insets: return "'top', 'leading', 'bottom' or 'trailing'"
      case .size: return "'width' or 'height'"
      case .point: return "'x' or 'y'"
      case .rect:
        return
          "'minX', 'midX', 'maxX', 'minY', 'midY', 'maxY', 'width', 'height', 'origin' or 'size'"
      case .number: return "none"
      }
    }
  }

  /// Evaluates `g.width`, `g.height`, `g.size.width`, `g.safeAreaInsets.top`,
  /// `g.frame(in: space).minX` and the other `CGRect` members (`minX`, `midX`, `maxX`, `minY`,
  /// `midY`, `maxY`, `width`, `height`, `origin.x`, `size.width`, ...). With no proxy yet
  /// (checking), the chain is only checked.
  func geometryValue(
    _ proxy: GeometryProxy?, _ name: Identifier, _ suffixes: ArraySlice<PostfixSuffixSyntax>,
    _ scope: Scope, _ range: SourceRange
  ) -> Value {
    var part = GeometryPart.proxy
    var spelled = name.text
    for suffix in suffixes {
      guard case .member(let m) = suffix else {
        if case .subscripted(_, let r) = suffix {
          error(Messages.notSubscriptable(spelled), r)
        }
        return .opaque(range)
      }
      let member = m.name.text
      if case .proxy = part, member.nameKey == "frame" {
        guard let space = coordinateSpace(m, spelled, scope) else { return .opaque(range) }
        part = .rect(space.flatMap { s in proxy.map { $0.frame(in: s) } })
        spelled += ".frame(in: …)"
        continue
      }
      if m.arguments != nil {
        error(Messages.memberTakesNoArguments(spelled + "." + member), m.arguments!.range)
        return .opaque(range)
      }
      guard let next = geometryMember(part, member, proxy: proxy) else {
        error(Messages.noGeometryMember(spelled, member, of: part.membersHint), m.name.range)
        return .opaque(range)
      }
      part = next
      spelled += "." + member
    }
    guard case .number(let value) = part else {
      error(Messages.geometryNotANumber(spelled, hint: part.membersHint), name.range)
      return .opaque(range)
    }
    guard let value else { return .opaque(range) }
    return .number(value, range)
  }

  /// One member step of a `g.` chain, nil when the member does not exist.
  private func geometryMember(_ part: GeometryPart, _ member: String, proxy: GeometryProxy?)
    -> GeometryPart?
  {
    switch (part, member.nameKey) {
    case (.proxy, "size"): return .size(proxy?.size)
    case (.proxy, "width"): return .number(proxy?.size.width)
    case (.proxy, "height"): return .number(proxy?.size.height)
    case (.proxy, "safeareainsets"): return .insets(proxy?.safeAreaInsets)
    case (.insets(let e), "top"): return .number(e?.top)
    case (.insets(let e), "leading"): return .number(e?.leading)
    case (.insets(let e), "bottom"): return .number(e?.bottom)
    case (.insets(let e), "trailing"): return .number(e?.trailing)
    case (.size(let s), "width"): return .number(s?.width)
    case (.size(let s), "height"): return .number(s?.height)
    case (.point(let p), "x"): return .number(p?.x)
    case (.point(let p), "y"): return .number(p?.y)
    case (.rect(let r), "origin"): return .point(r?.origin)
    case (.rect(let r), "size"): return .size(r?.size)
    case (.rect(let r), "width"): return .number(r?.size.width)
    case (.rect(let r), "height"): return .number(r?.size.height)
    case (.rect(let r), "minx"): return .number(r?.minX)
    case (.rect(let r), "midx"): return .number(r?.midX)
    case (.rect(let r), "maxx"): return .number(r?.maxX)
    case (.rect(let r), "miny"): return .number(r?.minY)
    case (.rect(let r), "midy"): return .number(r?.midY)
    case (.rect(let r), "maxy"): return .number(r?.maxY)
    default: return nil
    }
  }

  /// The space of `g.frame(in: space)`: `global`, `local`, a name (`"scroll"`), or
  /// `.named("scroll")`. Returns `.some(nil)` for a space not known until layout, nil after
  /// reporting an error.
  private func coordinateSpace(_ m: ModifierSyntax, _ spelled: String, _ scope: Scope)
    -> CoordinateSpaceName??
  {
    let args = callArguments(string: nil, m.arguments)
    guard args.count == 1, let arg = args.first, arg.label?.text == "in" else {
      error(Messages.frameNeedsSpace(spelled), m.arguments?.range ?? m.name.range)
      for a in args { checkValue(a.value, scope) }
      return nil
    }
    let value = evaluate(arg.value, scope)
    switch value {
    case .string(let s, _):
      return .some(.named(s))
    case .opaque:
      return .some(nil)
    case .term(let t):
      var head = t.head
      var suffixes = t.suffixes
      // `CoordinateSpace.global`, `CoordinateSpace.named("x")`.
      if !head.leadingDot, head.name.text.nameKey == "coordinatespace", head.arguments == nil,
        case .member(let m)? = suffixes.first
      {
        head = NamedViewSyntax(
          name: m.name, leadingDot: true, arguments: m.arguments, range: m.range)
        suffixes = suffixes.dropFirst()
      }
      guard suffixes.isEmpty, head.string == nil, head.children == nil else { break }
      switch (head.name.text.nameKey, head.arguments) {
      case ("global", nil): return .some(.global)
      case ("local", nil): return .some(.local)
      case ("named", let list?):
        let inner = callArguments(string: nil, list)
        guard inner.count == 1, inner[0].label == nil else { break }
        guard let name = asString(evaluate(inner[0].value, t.scope), context: nil) else {
          return nil
        }
        return .some(.named(name))
      default: break
      }
    default:
      break
    }
    if !value.isOpaque {
      error(Messages.coordinateSpaceExpected(found: describe(value)), arg.value.range)
    }
    return nil
  }

  // MARK: Modifiers

  /// `.safeAreaInset(edge:alignment:spacing:content:)`: the inset view (several, or none,
  /// form an implicit ZStack, as for a background's content).
  func safeAreaInsetModifier(_ call: ModifierCall) -> (kind: ViewKind, secondary: [Int])? {
    let bound = call.bound
    guard case .edges(let edges) = bound.values["edge"], let edge = singleEdge(edges) else {
      return nil
    }
    let alignment = bound.alignment("alignment") ?? .center
    guard
      let inset = secondaryNode(
        bound.views("content"), alignment, .inset, call.source, call.callee)
    else { return nil }
    return (
      .safeAreaInset(edge: edge, alignment: alignment, spacing: bound.number("spacing")), [inset]
    )
  }

  /// `.containerRelativeFrame(axes, alignment:)` and the `count:span:spacing:` form.
  func containerRelativeFrameModifier(_ call: ModifierCall) -> (
    kind: ViewKind, secondary: [Int]
  )? {
    let bound = call.bound
    guard case .edges(let axes) = bound.values["axes"] else { return nil }
    var frame = ContainerRelativeFrame(
      horizontal: !axes.isDisjoint(with: .horizontal),
      vertical: !axes.isDisjoint(with: .vertical),
      alignment: bound[alignment: "alignment"])
    if bound.signature == 1 {
      let count = bound[number: "count"]
      let span = bound[number: "span"]
      guard count >= 1, span >= 1 else {
        error(Messages.countAndSpanPositive, call.range)
        return nil
      }
      frame.count = Int(count)
      frame.span = Int(span)
      frame.spacing = bound[number: "spacing"]
    }
    return (.containerRelativeFrame(frame), [])
  }

  private func singleEdge(_ edges: Edges) -> Edge? {
    switch edges {
    case .top: return .top
    case .leading: return .leading
    case .bottom: return .bottom
    case .trailing: return .trailing
    default: return nil
    }
  }
}

/// A GeometryReader's children, resolved again for each real proxy the engine hands it.
/// Holds the declarations the file made and the scope the reader was written in; the engine
/// calls it on the layout thread only (never concurrently).
final class GeometryReaderContent: GeometryContent, @unchecked Sendable {
  private let source: SourceFile
  private let options: ResolveOptions
  private let components: [String: Component]
  private let customAlignments: [CustomAlignment]
  private let customAlignmentIndex: [String: Int]
  private let globals: Scope
  private let recursiveComponents: Set<String>
  private let children: ChildrenSyntax?
  private let scope: Scope
  private let proxyName: String
  private let position: SourcePosition

  init(
    session: ResolverSession, children: ChildrenSyntax?, scope: Scope, proxyName: String,
    position: SourcePosition
  ) {
    source = session.source
    options = session.options
    components = session.components
    customAlignments = session.customAlignments
    customAlignmentIndex = session.customAlignmentIndex
    globals = session.globals
    recursiveComponents = session.recursiveComponents
    self.children = children
    self.scope = scope
    self.proxyName = proxyName
    self.position = position
  }

  func makeContent(_ proxy: GeometryProxy) throws(GeometryContentError) -> ViewTree {
    try makeContent(proxy, budget: GeometryContentBudget(nodes: 0))
  }

  /// Resolves the children for `proxy`, the limits counting on from what the layout has made
  /// so far (`budget`), so that contents inside contents cannot multiply past them.
  func makeContent(_ proxy: GeometryProxy, budget: GeometryContentBudget)
    throws(GeometryContentError) -> ViewTree
  {
    let session = ResolverSession(source: source, options: options)
    session.nodeBase = budget.nodes
    session.heightBase = budget.depth
    session.steps = budget.steps
    defer {
      budget.nodes += session.tree.nodes.count
      budget.steps = session.steps
    }
    session.components = components
    session.customAlignments = customAlignments
    session.customAlignmentIndex = customAlignmentIndex
    session.globals = globals
    session.recursiveComponents = recursiveComponents
    let inner = Scope(parent: scope, bindings: [proxyName: Binding(.geometry(proxy))])
    let nodes = session.resolveChildren(children, inner)
    let root = session.makeNode(
      ViewNode(kind: .geometryReader(self), children: nodes, source: position))
    if let root { session.checkUnsizedImages(from: root) }
    let errors = session.diagnostics.filter { $0.severity == .error }
    guard errors.isEmpty, let root, !session.incompleteInput else {
      guard !errors.isEmpty else {
        throw GeometryContentError(messages: [
          .init(
            message: "the content of 'geometryReader' cannot be made", position: position,
            length: "geometryReader".utf8.count)
        ])
      }
      throw GeometryContentError(
        messages: errors.map { d in
          let (part, location) = source.place(of: d.range.start)
          return GeometryContentError.Message(
            message: d.message,
            position: SourcePosition(line: location.line, column: location.column, file: part),
            length: d.range.end - d.range.start)
        })
    }
    session.tree.root = root
    session.composeControls(from: root)
    session.tree.customAlignments = customAlignments
    return session.tree
  }
}
