// A `struct X: Layout` of a Swift file, laid out by the engine like any container: the engine
// calls it through its `Layout` protocol, as it calls a library user's layout, and each call
// runs the struct's Swift (`SwiftLayoutRuntime`) with the node's subviews. Its cost stays with
// its own subtree: the engine memoises its answers per proposal as for every container.
import LayoutEngine
import LayoutSyntax

/// The engine's `Layout` of a custom layout written in Swift.
struct InterpretedLayout: Layout, Sendable {
  let layout: SwiftCustomType

  /// The Swift layout's cache (Void when it declares none).
  func makeCache(subviews: LayoutSubviews) -> SwiftLayoutCache {
    layout.runtime.makeCache(layout.index, SubviewHost(subviews))
  }

  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout SwiftLayoutCache)
    -> Size
  {
    let (width, height) = layout.runtime.sizeThatFits(
      layout.index, proposal.width, proposal.height, SubviewHost(subviews), cache)
    // What no view can be (a NaN, a negative side) is the engine's to report, at this node.
    return Size(width: width, height: height)
  }

  /// The Swift's `spacing(subviews:cache:)`, or SwiftUI's default when it declares none.
  func spacing(subviews: LayoutSubviews, cache: inout SwiftLayoutCache) -> ViewSpacing {
    let host = SubviewHost(subviews)
    guard let spacing = layout.runtime.spacing(layout.index, host, cache) else {
      return unitedSpacing(subviews)
    }
    return host.spacing(spacing)
  }

  /// The Swift's `explicitAlignment(of:...)` for the guide's axis, or SwiftUI's default (the
  /// subviews' explicit values combined) when it declares none for that axis. A custom
  /// alignment guide always gets the default.
  func explicitAlignment(
    of guide: AlignmentKey, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews,
    cache: inout SwiftLayoutCache
  ) -> Double? {
    let name: String?
    switch guide {
    case .horizontal(.leading): name = "leading"
    case .horizontal(.center), .vertical(.center): name = "center"
    case .horizontal(.trailing): name = "trailing"
    case .vertical(.top): name = "top"
    case .vertical(.bottom): name = "bottom"
    case .vertical(.firstTextBaseline): name = "firstTextBaseline"
    case .vertical(.lastTextBaseline): name = "lastTextBaseline"
    case .horizontal(.custom), .vertical(.custom): name = nil
    }
    if let name,
      let value = layout.runtime.explicitAlignment(
        layout.index, horizontal: guide.axis == .horizontal, guide: name,
        (bounds.minX, bounds.minY, bounds.size.width, bounds.size.height), proposal.width,
        proposal.height, SubviewHost(subviews), cache)
    {
      return value
    }
    return combinedExplicitAlignment(
      of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }

  /// The subviews where the Swift's `place` calls put them; one it leaves unplaced is
  /// centred in the bounds with the container's proposal, as SwiftUI does.
  func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews,
    cache: inout SwiftLayoutCache
  ) -> [LayoutPlacement] {
    let host = SubviewHost(subviews)
    layout.runtime.placeSubviews(
      layout.index, (bounds.minX, bounds.minY, bounds.size.width, bounds.size.height),
      proposal.width, proposal.height, host, cache)
    return subviews.indices.map { index in
      host.placements[index]
        ?? LayoutPlacement(
          position: Point(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
    }
  }
}

/// The subviews of one call, as the Swift reads them.
private final class SubviewHost: SwiftLayoutHost {
  let subviews: LayoutSubviews
  var placements: [LayoutPlacement?]

  init(_ subviews: LayoutSubviews) {
    self.subviews = subviews
    placements = Array(repeating: nil, count: subviews.count)
  }

  var count: Int { subviews.count }

  func sizeThatFits(_ index: Int, _ width: Double?, _ height: Double?) -> (Double, Double) {
    let size = subviews[index].sizeThatFits(ProposedSize(width: width, height: height))
    return (size.width, size.height)
  }

  func guide(_ index: Int, _ width: Double?, _ height: Double?, _ guide: String) -> Double? {
    let dimensions = subviews[index].dimensions(in: ProposedSize(width: width, height: height))
    switch guide {
    case "leading": return dimensions[HorizontalAlignment.leading]
    case "centerX": return dimensions[HorizontalAlignment.center]
    case "trailing": return dimensions[HorizontalAlignment.trailing]
    case "top": return dimensions[VerticalAlignment.top]
    case "centerY": return dimensions[VerticalAlignment.center]
    case "bottom": return dimensions[VerticalAlignment.bottom]
    case "firstTextBaseline": return dimensions[VerticalAlignment.firstTextBaseline]
    case "lastTextBaseline": return dimensions[VerticalAlignment.lastTextBaseline]
    default: return nil
    }
  }

  func place(
    _ index: Int, x: Double, y: Double, anchorX: Double, anchorY: Double, width: Double?,
    height: Double?
  ) {
    placements[index] = subviews[index].place(
      at: Point(x: x, y: y), anchor: UnitPoint(x: anchorX, y: anchorY),
      proposal: ProposedSize(width: width, height: height))
  }

  func priority(_ index: Int) -> Double { subviews[index].priority }

  func distance(_ a: SwiftSpacing, _ b: SwiftSpacing, horizontal: Bool) -> Double {
    spacing(a).distance(to: spacing(b), along: horizontal ? .horizontal : .vertical)
  }

  /// The engine's spacing of one the Swift built. The layout works left to right (the engine
  /// mirrors it), so leading is left.
  func spacing(_ s: SwiftSpacing) -> ViewSpacing {
    switch s {
    case .standard: return ViewSpacing()
    case .zero: return .zero
    case .subview(let index): return subviews[index].spacing
    case .union(let a, let b, let names):
      var spacing = self.spacing(a)
      let edges = names?.map { name -> ViewSpacing.Edge in
        switch name {
        case "top": return .top
        case "bottom": return .bottom
        case "leading": return .left
        default: return .right
        }
      }
      spacing.formUnion(self.spacing(b), edges: edges)
      return spacing
    }
  }

  func layoutValue(_ index: Int, key: String) -> Double? {
    subviews[index].layoutValue(key)
  }
}

extension PathElement {
  /// The engine's element of one the interpreter made.
  init(_ e: SwiftPathElement) {
    switch e {
    case .move(let x, let y): self = .move(to: Point(x: x, y: y))
    case .line(let x, let y): self = .line(to: Point(x: x, y: y))
    case .quadCurve(let x, let y, let cx, let cy):
      self = .quadCurve(to: Point(x: x, y: y), control: Point(x: cx, y: cy))
    case .curve(let x, let y, let ax, let ay, let bx, let by):
      self = .curve(
        to: Point(x: x, y: y), control1: Point(x: ax, y: ay), control2: Point(x: bx, y: by))
    case .close: self = .closeSubpath
    }
  }
}
