// Custom `Layout`s written in Swift, run when the engine asks (issue: custom Layouts written in
// Swift). The reader makes each layout's instance as it reads the file; the engine calls
// `sizeThatFits`, `placeSubviews` and `makeCache` through its own `Layout` protocol (the
// resolver's `InterpretedLayout`), which calls the runtime here, which runs the struct's
// methods on the interpreter with the subviews the engine gives (`SwiftLayoutHost`). What the
// Swift gets wrong at run time (an index out of range, a division by zero, the step limit) is
// an error at its line and column, reported after the layout (`failures`), never a crash.

/// The engine's side of one call of a custom layout: its subviews.
package protocol SwiftLayoutHost: AnyObject {
  /// How many subviews there are.
  var count: Int { get }
  /// The size subview `index` takes for a proposal (nil: unspecified).
  func sizeThatFits(_ index: Int, _ width: Double?, _ height: Double?) -> (Double, Double)
  /// The value of an alignment guide (`leading`, `centerX`, `firstTextBaseline`, ...) of
  /// subview `index` at the size it takes for the proposal.
  func guide(_ index: Int, _ width: Double?, _ height: Double?, _ guide: String) -> Double?
  /// Where `placeSubviews` puts subview `index`: its anchor on the point, sized for the
  /// proposal.
  func place(
    _ index: Int, x: Double, y: Double, anchorX: Double, anchorY: Double, width: Double?,
    height: Double?)
  /// Its `layoutPriority`.
  func priority(_ index: Int) -> Double
  /// The distance SwiftUI puts between a view of spacing `a` and a view of spacing `b` after
  /// it, along an axis.
  func distance(_ a: SwiftSpacing, _ b: SwiftSpacing, horizontal: Bool) -> Double
  /// The number `.layoutValue(key: key, value: ...)` gives subview `index`, if it has one.
  func layoutValue(_ index: Int, key: String) -> Double?
}

/// A `ViewSpacing` as a custom layout's Swift builds it: the engine's host computes it where
/// it is used (a `distance`, the layout's own `spacing`).
package indirect enum SwiftSpacing {
  /// `ViewSpacing()`: a plain view's spacing.
  case standard
  /// `ViewSpacing.zero`: no spacing on any edge.
  case zero
  /// `subviews[i].spacing`.
  case subview(Int)
  /// `a.union(b, edges:)`, `a.formUnion(b, edges:)`: `b`'s preferences joined to `a`'s on the
  /// edges named (`top`, `leading`, `bottom`, `trailing`), on all of them when nil.
  case union(SwiftSpacing, SwiftSpacing, edges: [String]?)
}

/// A subview of a custom layout as its Swift sees it (`subviews[i]`).
final class SwiftSubviewRef {
  let host: any SwiftLayoutHost
  let index: Int
  init(_ host: any SwiftLayoutHost, _ index: Int) {
    self.host = host
    self.index = index
  }
}

/// A custom layout's cache between the engine's calls (`makeCache` to `placeSubviews`).
package final class SwiftLayoutCache {
  var value: SwiftValue
  init(_ value: SwiftValue) { self.value = value }
}

/// One custom `Layout` or `Shape` made in a view: the runtime that runs it and which instance
/// it is.
package struct SwiftCustomType: Sendable {
  /// The runtime of the file.
  package let runtime: SwiftLayoutRuntime
  /// The instance among the runtime's.
  package let index: Int
  /// A `Shape` (drawn by its `path(in:)`) rather than a `Layout`.
  package let isShape: Bool
}

/// Runs the custom layouts of one file on its interpreter, one call at a time: a tree that
/// holds them is laid out on one thread at a time (`layoutc` lays such a file's cells out in
/// turn), which is what makes it `Sendable`.
package final class SwiftLayoutRuntime: @unchecked Sendable {
  private let lowering: SwiftLowering
  private var instances: [(type: String, value: SwiftValue, range: SourceRange)] = []
  private var reported: [Diagnostic] = []
  /// The subviews of the call being run (what `ViewSpacing.distance` asks).
  private(set) var host: (any SwiftLayoutHost)?

  init(_ lowering: SwiftLowering) { self.lowering = lowering }

  /// Adds an instance made while the file is read; its index.
  func add(type: String, value: SwiftValue, range: SourceRange) -> Int {
    instances.append((type, value, range))
    return instances.count - 1
  }

  /// The errors the layouts' Swift met while laying out, sorted and each once.
  package var failures: [Diagnostic] {
    reported.sorted { $0.range.start < $1.range.start }
  }

  /// `makeCache(subviews:)`, or Void when the layout declares none.
  package func makeCache(_ index: Int, _ host: any SwiftLayoutHost) -> SwiftLayoutCache {
    let value =
      run(index, "makeCache", [subviews(host)], ["subviews"], cache: nil, subviews: host) ?? .tuple([], [])
    return SwiftLayoutCache(value)
  }

  /// `sizeThatFits(proposal:subviews:cache:)`: the size for a proposal (0 by 0 after an
  /// error).
  package func sizeThatFits(
    _ index: Int, _ width: Double?, _ height: Double?, _ host: any SwiftLayoutHost,
    _ cache: SwiftLayoutCache
  ) -> (Double, Double) {
    let result = run(
      index, "sizeThatFits", [Geometry.proposal(width, height), subviews(host), cache.value],
      ["proposal", "subviews", "cache"], cache: cache, subviews: host)
    guard let result else { return (0, 0) }
    if let size = Geometry.pair(result) { return size }
    if implicitName(result) == "zero" { return (0, 0) }
    fail("sizeThatFits returned a \(result.typeName), not a CGSize", index)
    return (0, 0)
  }

  /// `placeSubviews(in:proposal:subviews:cache:)`: its `place` calls go to the host.
  package func placeSubviews(
    _ index: Int, _ bounds: (x: Double, y: Double, width: Double, height: Double),
    _ width: Double?, _ height: Double?, _ host: any SwiftLayoutHost, _ cache: SwiftLayoutCache
  ) {
    _ = run(
      index, "placeSubviews",
      [
        Geometry.rect(bounds.x, bounds.y, bounds.width, bounds.height),
        Geometry.proposal(width, height), subviews(host), cache.value,
      ], ["in", "proposal", "subviews", "cache"], cache: cache, subviews: host)
  }

  /// `spacing(subviews:cache:)`: the spacing the layout prefers around it; nil when it
  /// declares none (SwiftUI's default then) or its Swift failed.
  package func spacing(_ index: Int, _ host: any SwiftLayoutHost, _ cache: SwiftLayoutCache)
    -> SwiftSpacing?
  {
    let labels = ["subviews", "cache"]
    guard function(index, "spacing", labels) != nil else { return nil }
    guard let result = run(
        index, "spacing", [subviews(host), cache.value], labels, cache: cache, subviews: host)
    else { return nil }
    if case .viewSpacing(let spacing) = result { return spacing }
    if implicitName(result) == "zero" { return .zero }
    fail("spacing(subviews:cache:) returned a \(result.typeName), not a ViewSpacing", index)
    return nil
  }

  /// `explicitAlignment(of:in:proposal:subviews:cache:)` for a guide (`leading`, `center`,
  /// `firstTextBaseline`, ...) of one axis: `.some(nil)` when it returns nil (the guide's
  /// default), nil when the layout declares none for that axis (SwiftUI's default then).
  package func explicitAlignment(
    _ index: Int, horizontal: Bool, guide: String,
    _ bounds: (x: Double, y: Double, width: Double, height: Double), _ width: Double?,
    _ height: Double?, _ host: any SwiftLayoutHost, _ cache: SwiftLayoutCache
  ) -> Double?? {
    let type = horizontal ? "HorizontalAlignment" : "VerticalAlignment"
    let labels = ["of", "in", "proposal", "subviews", "cache"]
    guard let f = function(index, "explicitAlignment", labels, firstType: type) else { return nil }
    let at = f.name.range
    let value = SwiftValue.residual(
      .chain(of: NamedViewSyntax(name: Identifier(guide, range: at), leadingDot: true, range: at)))
    let result = run(
      index, "explicitAlignment",
      [
        value, Geometry.rect(bounds.x, bounds.y, bounds.width, bounds.height),
        Geometry.proposal(width, height), subviews(host), cache.value,
      ], labels, cache: cache, subviews: host, firstType: type)
    switch result {
    case nil, .null?: return .some(nil)
    case let value?:
      if let number = value.number { return .some(number) }
      fail("explicitAlignment returned a \(value.typeName), not a CGFloat?", index)
      return .some(nil)
    }
  }

  /// Whether instance `index` (a shape) declares `sizeThatFits(_:)`.
  package func hasShapeSize(_ index: Int) -> Bool {
    function(index, "sizeThatFits", [nil]) != nil
  }

  /// A shape's `sizeThatFits(_:)` for a proposal (0 by 0 after an error).
  package func shapeSize(_ index: Int, _ width: Double?, _ height: Double?) -> (Double, Double) {
    let result = run(
      index, "sizeThatFits", [Geometry.proposal(width, height)], [nil], cache: nil,
      subviews: nil)
    guard let result else { return (0, 0) }
    if let size = Geometry.pair(result) { return size }
    if implicitName(result) == "zero" { return (0, 0) }
    fail("sizeThatFits returned a \(result.typeName), not a CGSize", index)
    return (0, 0)
  }

  /// A shape's `path(in:)` for a rect (empty after an error).
  package func path(_ index: Int, _ x: Double, _ y: Double, _ width: Double, _ height: Double)
    -> [SwiftPathElement]
  {
    let result = run(index, "path", [Geometry.rect(x, y, width, height)], ["in"], cache: nil, subviews: nil)
    guard let result else { return [] }
    guard let elements = Paths.elements(result) else {
      fail("path(in:) returned a \(result.typeName), not a Path", index)
      return []
    }
    return elements
  }

  private func subviews(_ host: any SwiftLayoutHost) -> SwiftValue {
    .array((0..<host.count).map { .subview(SwiftSubviewRef(host, $0)) })
  }

  private func fail(_ message: String, _ index: Int) {
    let d = Diagnostic.error(message, at: instances[index].range)
    if !reported.contains(d) { reported.append(d) }
  }

  /// Runs a method of instance `index` with these values; nil when it has no such method or
  /// its Swift failed. Each call has the file's step limit of its own, so that what fails,
  /// and where, does not depend on the calls before it.
  private func run(
    _ index: Int, _ name: String, _ values: [SwiftValue], _ labels: [String?],
    cache: SwiftLayoutCache?, subviews: (any SwiftLayoutHost)?, firstType: String? = nil
  ) -> SwiftValue? {
    let (type, instance, range) = instances[index]
    let l = lowering
    guard let f = function(index, name, labels, firstType: firstType) else {
      if name != "makeCache" {
        fail("'\(type)' has no \(name)(\(labels.map { ($0 ?? "_") + ":" }.joined()))", index)
      }
      return nil
    }
    let (steps, diagnostics, captured) = (l.steps, l.diagnostics.count, l.capturedScopes.count)
    l.steps = 0
    let outer = host
    host = subviews
    defer {
      host = outer
      l.steps = steps
      // Closures the call bound in the scopes they captured: their cycles broken, as the
      // read breaks its own.
      for scope in l.capturedScopes[captured...] { scope.bindings = [:] }
      l.capturedScopes.removeSubrange(captured...)
      for d in l.diagnostics[diagnostics...] where !reported.contains(d) { reported.append(d) }
      l.diagnostics.removeSubrange(diagnostics...)
    }
    let inner = LoweringScope(parent: nil, owner: l.typeDeclarations[type])
    inner.bindings["self"] = .value(instance)
    guard l.bind(f.parameters, values, labels, into: inner, name, range) else { return nil }
    let result = l.converted(
      l.runBody(f.body, inner, f.range, returning: f.returnType), to: f.returnType)
    if let cache, let p = f.parameters.last, case .value(let value)? = inner.bindings[p.name.text] {
      cache.value = value
    }
    return l.diagnostics.count > diagnostics ? nil : result
  }
}

extension SwiftLayoutRuntime {
  /// Instance `index`'s method `name` with these labels (and a first parameter of type
  /// `firstType`, which tells `explicitAlignment`'s two apart).
  fileprivate func function(
    _ index: Int, _ name: String, _ labels: [String?], firstType: String? = nil
  ) -> SwiftFunction? {
    lowering.members(of: instances[index].type).lazy.compactMap { member -> SwiftFunction? in
      guard case .function(let f) = member, f.name.text == name,
        f.parameters.map(\.label) == labels,
        firstType == nil || f.parameters.first?.type == firstType
      else { return nil }
      return f
    }.first
  }
}

/// The name of `.name` left to SwiftUI (`.zero`, `.center`, `.unspecified`); nil for any
/// other value.
func implicitName(_ value: SwiftValue) -> String? {
  guard case .residual(.chain(let c)) = value, c.head.leadingDot, c.suffixes.isEmpty,
    c.head.arguments == nil
  else { return nil }
  return c.head.name.text
}

extension SwiftSubviewRef {
  /// A proposal as a layout passes one: a `ProposedViewSize`, `.unspecified`, `.zero` or
  /// `.infinity`.
  static func proposal(_ value: SwiftValue?) -> (Double?, Double?)? {
    guard let value else { return (nil, nil) }
    if case .record(let r) = value, r.type == "ProposedViewSize" {
      return (r["width"]?.number, r["height"]?.number)
    }
    switch implicitName(value) {
    case "unspecified": return (nil, nil)
    case "zero": return (0, 0)
    case "infinity": return (.infinity, .infinity)
    default: return nil
    }
  }

  /// SwiftUI's named unit points.
  static let anchors: [String: (Double, Double)] = [
    "topLeading": (0, 0), "top": (0.5, 0), "topTrailing": (1, 0), "leading": (0, 0.5),
    "center": (0.5, 0.5), "trailing": (1, 0.5), "bottomLeading": (0, 1), "bottom": (0.5, 1),
    "bottomTrailing": (1, 1), "zero": (0, 0),
  ]

  /// `subview.sizeThatFits(p)`, `.dimensions(in: p)`, `.place(at:anchor:proposal:)`; nil with
  /// arguments it does not take.
  func call(_ name: String, _ v: [SwiftValue], _ labels: [String?]) -> SwiftValue? {
    let written = signature(labels)
    switch (name, written) {
    case ("sizeThatFits", "_"):
      guard let (w, h) = Self.proposal(v[0]) else { return nil }
      let (width, height) = host.sizeThatFits(index, w, h)
      return Geometry.size(width, height)
    case ("dimensions", "in"):
      guard let (w, h) = Self.proposal(v[0]) else { return nil }
      let (width, height) = host.sizeThatFits(index, w, h)
      // Its guides are read through the subview, at the proposal (`d[.leading]`).
      return .record(
        SwiftRecord(
          type: "ViewDimensions", names: ["width", "height", "_proposal", "_subview"],
          values: [.double(width), .double(height), Geometry.proposal(w, h), .subview(self)]))
    case ("place", _) where labels.first == "at":
      guard let (x, y) = Geometry.pair(v[0]), v.count <= 3 else { return nil }
      var anchor = (0.0, 0.0)
      var proposal: (Double?, Double?) = (nil, nil)
      for (value, label) in zip(v.dropFirst(), labels.dropFirst()) {
        if label == "anchor" {
          guard let name = implicitName(value), let point = Self.anchors[name] else { return nil }
          anchor = point
        } else if label == "proposal" {
          guard let p = Self.proposal(value) else { return nil }
          proposal = p
        } else {
          return nil
        }
      }
      host.place(
        index, x: x, y: y, anchorX: anchor.0, anchorY: anchor.1, width: proposal.0,
        height: proposal.1)
      return .tuple([], [])
    default:
      return nil
    }
  }

  /// `d[.leading]`, `d[HorizontalAlignment.center]` of a `ViewDimensions` record.
  static func guide(of dimensions: SwiftRecord, _ key: SwiftValue) -> SwiftValue? {
    guard case .subview(let ref)? = dimensions["_subview"],
      let (w, h) = proposal(dimensions["_proposal"])
    else { return nil }
    var name = implicitName(key)
    if case .residual(.chain(let c)) = key, c.suffixes.count == 1, !c.head.leadingDot,
      case .member(let m) = c.suffixes[0]
    {
      // `HorizontalAlignment.center`, `VerticalAlignment.center`.
      let type = c.head.name.text
      name =
        m.name.text == "center"
        ? (type == "VerticalAlignment" ? "centerY" : "centerX") : m.name.text
    }
    guard var guide = name else { return nil }
    if guide == "center" { guide = "centerX" }
    return ref.host.guide(ref.index, w, h, guide).map { .double($0) }
  }
}
