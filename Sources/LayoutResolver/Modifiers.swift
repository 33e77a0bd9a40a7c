// Modifiers in source order: the first wraps the view, the last is outermost (SwiftUI's
// ModifiedContent). Layout modifiers become wrapper nodes; the others are recorded on the node
// they modify: environment values (fonts, text settings, layout direction) and attributes
// (priority, alignment guides, zIndex, hidden, opacity). Applied to several views (a group,
// a foreach, an if), a modifier applies to each.

import LayoutEngine
import LayoutSyntax

extension ResolverSession {
  func applySuffixes(
    _ nodes: [Int], _ suffixes: ArraySlice<PostfixSuffixSyntax>, _ scope: Scope
  ) -> [Int] {
    var nodes = nodes
    for suffix in suffixes {
      if aborted { return [] }
      switch suffix {
      case .member(let m):
        nodes = applyModifier(nodes, m, scope)
      case .subscripted(_, let r):
        error(Messages.subscriptOnView(), r)
      }
    }
    return nodes
  }

  func reportUnknownModifier(_ m: ModifierSyntax, _ scope: Scope) {
    let suggestion = Suggestions.nearest(to: m.name.text, in: Catalog.modifierNames)
    error(
      Messages.didYouMean(Messages.unknownName("modifier", m.name.text), suggestion),
      m.name.range)
    for a in callArguments(string: nil, m.arguments) { checkValue(a.value, scope) }
  }

  private func applyModifier(_ nodes: [Int], _ m: ModifierSyntax, _ scope: Scope) -> [Int] {
    guard let spec = Catalog.modifier(named: m.name.text) else {
      reportUnknownModifier(m, scope)
      return nodes
    }
    let bound = bindArguments(
      spec.callee, callArguments(string: nil, m.arguments), scope,
      missingAt: m.arguments?.range ?? m.name.range)
    if spec.effect == .unsupported {
      error(Messages.notSupported(spec.name), m.name.range)
    }
    guard bound.ok, spec.effect != .unsupported else {
      checkViews(bound, spec.callee)
      return nodes
    }
    switch spec.effect {
    case .drawing, .unsupported:
      return nodes
    case .identity:
      if let id = bound.string("id") {
        for n in nodes { tree.nodes[n].id = id }
      }
      return nodes
    case .resizable:
      for n in nodes {
        guard case .image(var image) = tree.nodes[n].kind else {
          error(Messages.resizableNotOnImage, m.range)
          break
        }
        image.resizable = true
        tree.nodes[n].kind = .image(image)
      }
      return nodes
    case .environment:
      guard let overrides = environmentOverrides(spec, bound) else { return nodes }
      for n in nodes {
        // A modifier written earlier sits closer to the view, so its values win.
        tree.nodes[n].environment = tree.nodes[n].environment.applied(over: overrides)
      }
      return nodes
    case .attribute:
      applyAttribute(nodes, spec, bound)
      return nodes
    case .node:
      return nodes.compactMap { wrap($0, spec, bound, m.range) }
    }
  }

  /// Views in the arguments of a modifier that will not be applied are still checked.
  private func checkViews(_ bound: BoundArguments, _ callee: Callee) {
    for case .views(let sources) in bound.values.values {
      for s in sources { dryRun { _ = resolveSource(s, context: callee) } }
    }
  }

  // MARK: Environment

  /// The environment values a modifier sets (also a text run's style).
  func environmentOverrides(_ spec: ModifierSpec, _ bound: BoundArguments)
    -> EnvironmentOverrides?
  {
    var e = EnvironmentOverrides()
    let v = bound.values
    switch spec.name {
    case "font":
      if case .font(let f, let extras) = v["font"] {
        e = extras
        e.font = f
      }
    case "fontWeight":
      if case .weight(let w) = v["weight"] { e.fontWeight = w }
    case "bold":
      e.bold = bound.bool("isActive") ?? true
    case "italic":
      e.italic = bound.bool("isActive") ?? true
    case "lineLimit":
      guard case .lineLimit(var limit) = v["limit"] else { return nil }
      if let reserves = bound.bool("reservesSpace") { limit.reservesSpace = reserves }
      e.lineLimit = limit
    case "lineSpacing":
      e.lineSpacing = bound.number("value")
    case "truncationMode":
      if case .truncation(let t) = v["mode"] { e.truncationMode = t }
    case "multilineTextAlignment":
      if case .textAlignment(let t) = v["alignment"] { e.multilineTextAlignment = t }
    case "minimumScaleFactor":
      e.minimumScaleFactor = bound.number("value")
    case "kerning":
      e.kerning = bound.number("value")
    case "tracking":
      e.tracking = bound.number("value")
    case "dynamicTypeSize":
      if case .dynamicTypeSize(let s) = v["size"] { e.dynamicTypeSize = s }
    case "environment":
      if case .layoutDirection(let d) = v["layoutDirection"] { e.layoutDirection = d }
    case "layoutDirection":
      if case .layoutDirection(let d) = v["direction"] { e.layoutDirection = d }
    case "imageScale":
      if case .imageScale(let s) = v["scale"] { e.imageScale = s }
    default:
      return nil
    }
    return e
  }

  // MARK: Attributes

  private func applyAttribute(_ nodes: [Int], _ spec: ModifierSpec, _ bound: BoundArguments) {
    switch spec.name {
    case "layoutPriority":
      // The outermost `.layoutPriority` is the one a stack reads.
      guard let p = bound.number("value") else { return }
      for n in nodes { tree.nodes[n].attributes.layoutPriority = p }
    case "alignmentGuide":
      guard case .keys(let keys) = bound.values["guide"],
        case .deferred(let expr, let scope) = bound.values["value"]
      else { return }
      var overrides: [AlignmentGuideOverride] = []
      for key in keys {
        guard let value = readGuideExpression(expr, scope, axis: key.axis) else { return }
        overrides.append(AlignmentGuideOverride(key: key, value: value))
      }
      for n in nodes { tree.nodes[n].attributes.alignmentGuides += overrides }
    case "zIndex":
      guard let z = bound.number("value") else { return }
      for n in nodes { tree.nodes[n].attributes.zIndex = z }
    case "hidden":
      for n in nodes { tree.nodes[n].attributes.hidden = true }
    case "coordinateSpace":
      applyCoordinateSpace(nodes, bound)
    case "gridCellColumns", "gridCellAnchor", "gridColumnAlignment", "gridCellUnsizedAxes":
      applyGridCellAttribute(nodes, spec, bound)
    case "opacity":
      // Opacities compose: `.opacity(0.5) .opacity(0.5)` draws at 0.25.
      guard let o = bound.number("value") else { return }
      for n in nodes {
        tree.nodes[n].attributes.opacity = (tree.nodes[n].attributes.opacity ?? 1) * o
      }
    default:
      break
    }
  }

  // MARK: Wrapper nodes

  /// Wraps one node in the node a layout modifier makes.
  private func wrap(
    _ node: Int, _ spec: ModifierSpec, _ bound: BoundArguments, _ range: SourceRange
  ) -> Int? {
    let at = position(range)
    let n = { (name: String) in bound.number(name) }
    var children = [node]
    let kind: ViewKind
    switch spec.name {
    case "padding":
      switch bound.signature {
      case 0:
        kind = .padding(EdgeInsets(all: n("length") ?? 16))
      case 1:
        guard case .edges(let edges) = bound.values["edges"] else { return nil }
        let length = n("length") ?? 16
        kind = .padding(
          EdgeInsets(
            top: edges.contains(.top) ? length : 0,
            leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0,
            trailing: edges.contains(.trailing) ? length : 0))
      default:
        kind = .padding(
          EdgeInsets(
            top: n("top") ?? 0, leading: n("leading") ?? 0, bottom: n("bottom") ?? 0,
            trailing: n("trailing") ?? 0))
      }
    case "frame":
      let alignment = bound.alignment("alignment") ?? .center
      if bound.signature == 0 {
        kind = .frame(width: n("width"), height: n("height"), alignment: alignment)
      } else {
        kind = .flexFrame(
          FlexFrame(
            minWidth: n("minWidth"), idealWidth: n("idealWidth"), maxWidth: n("maxWidth"),
            minHeight: n("minHeight"), idealHeight: n("idealHeight"), maxHeight: n("maxHeight"),
            alignment: alignment))
      }
    case "background", "overlay":
      let role: ChildRole = spec.name == "background" ? .background : .overlay
      let alignment = bound.signature == 0 ? bound.alignment("alignment") ?? .center : .center
      let sources = bound.views(bound.signature == 0 ? "content" : "in")
      guard let secondary = secondaryNode(sources, alignment, role, at, spec.callee) else {
        return nil
      }
      children.append(secondary)
      kind =
        role == .background ? .background(alignment: alignment) : .overlay(alignment: alignment)
    case "border":
      guard
        let stroke = makeNode(ViewNode(kind: .shape(.rectangle), role: .overlay, source: at))
      else { return nil }
      children.append(stroke)
      kind = .border(width: n("width") ?? 1)
    case "offset":
      kind = .offset(x: n("x") ?? 0, y: n("y") ?? 0)
    case "position":
      kind = .position(x: n("x") ?? 0, y: n("y") ?? 0)
    case "aspectRatio":
      var contentMode = ContentMode.fit
      if case .contentMode(let mode) = bound.values["contentMode"] { contentMode = mode }
      var ratio = n("ratio")
      if bound.signature == 1, let w = n("width"), let h = n("height") {
        // `aspectRatio(CGSize)`: width over height.
        guard h != 0 else {
          error(Messages.divisionByZero, range)
          return nil
        }
        ratio = w / h
      }
      kind = .aspectRatio(ratio: ratio, contentMode: contentMode)
    case "scaledToFit":
      kind = .aspectRatio(ratio: nil, contentMode: .fit)
    case "scaledToFill":
      kind = .aspectRatio(ratio: nil, contentMode: .fill)
    case "fixedSize":
      if bound.signature == 0 {
        kind = .fixedSize(horizontal: true, vertical: true)
      } else {
        kind = .fixedSize(
          horizontal: bound.bool("horizontal") ?? false, vertical: bound.bool("vertical") ?? false)
      }
    case "ignoresSafeArea", "safeAreaInset", "safeAreaPadding", "containerRelativeFrame":
      guard let made = geometryModifier(spec, bound, at, range) else { return nil }
      kind = made.kind
      children += made.secondary
    default:
      return nil
    }
    return makeNode(ViewNode(kind: kind, children: children, source: at))
  }

  /// The views of `.background(...)`/`.overlay(...)`: one view takes the role itself; several
  /// (or none) form an implicit ZStack with the modifier's alignment (iOS 15+ content builder).
  private func secondaryNode(
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
