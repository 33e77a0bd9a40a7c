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

  func distance(_ index: Int, to other: Int, horizontal: Bool) -> Double {
    subviews[index].spacing.distance(
      to: subviews[other].spacing, along: horizontal ? .horizontal : .vertical)
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
