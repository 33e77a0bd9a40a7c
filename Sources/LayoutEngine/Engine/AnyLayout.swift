// Reproduces: SwiftUI's `AnyLayout` (layoutc-layout(7) 25): a type-erased `Layout`, and the way a
// library user puts a layout of their own into a `ViewTree` (`ViewKind.custom`). The engine
// runs it exactly like a built-in container: sizes memoised per proposal, placements walked
// top-down, frames mirrored for right-to-left and snapped to the pixel grid. Its cache lives
// per node for one layout run.

/// A type-erased layout: any `Layout & Sendable`, with its cache boxed.
///
/// Put one in a view tree with `ViewKind.custom(_:)`; the node's children are the layout's
/// subviews, in order. The node prints in dumps under `name` (by default the layout type's
/// name, lowercased):
///
/// ```swift
/// struct Radial: Layout, Sendable { ... }
/// var tree = ViewTree()
/// let dots = (0..<6).map { _ in tree.append(ViewNode(kind: .color, source: here)) }
/// tree.root = tree.append(
///   ViewNode(kind: .custom(AnyLayout(Radial())), children: dots, source: here))
/// ```
public struct AnyLayout: Layout, Sendable {
  /// The cache of the wrapped layout, whatever its type.
  public struct Cache {
    var storage: Any
  }

  private let box: any AnyLayoutBox
  /// The kind printed for the node in dumps (`flow`, `radiallayout`, ...).
  public let name: String

  /// Wraps `layout`; `name` is what dumps print as the node's kind (default: the type's name,
  /// lowercased).
  public init<L: Layout & Sendable>(_ layout: L, name: String? = nil) {
    box = LayoutBox(layout: layout)
    self.name = name ?? String(describing: L.self).lowercased()
  }

  /// The wrapped layout.
  public var base: any Layout & Sendable { box.base }

  /// Makes the wrapped layout's cache.
  public func makeCache(subviews: LayoutSubviews) -> Cache {
    box.makeCache(subviews: subviews)
  }

  /// The wrapped layout's size for `proposal`.
  public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache)
    -> Size
  {
    box.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  }

  /// The wrapped layout's placements.
  public func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache
  ) -> [LayoutPlacement] {
    box.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }

  /// The wrapped layout's preferred spacing.
  public func spacing(subviews: LayoutSubviews, cache: inout Cache) -> ViewSpacing {
    box.spacing(subviews: subviews, cache: &cache)
  }

  /// The wrapped layout's value for `guide`.
  public func explicitAlignment(
    of guide: AlignmentKey, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews,
    cache: inout Cache
  ) -> Double? {
    box.explicitAlignment(
      of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }
}

/// The operations of a layout with its cache type hidden.
private protocol AnyLayoutBox: Sendable {
  var base: any Layout & Sendable { get }
  func makeCache(subviews: LayoutSubviews) -> AnyLayout.Cache
  func sizeThatFits(
    proposal: ProposedSize, subviews: LayoutSubviews, cache: inout AnyLayout.Cache
  ) -> Size
  func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews,
    cache: inout AnyLayout.Cache
  ) -> [LayoutPlacement]
  func spacing(subviews: LayoutSubviews, cache: inout AnyLayout.Cache) -> ViewSpacing
  func explicitAlignment(
    of guide: AlignmentKey, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews,
    cache: inout AnyLayout.Cache
  ) -> Double?
}

private struct LayoutBox<L: Layout & Sendable>: AnyLayoutBox {
  let layout: L

  var base: any Layout & Sendable { layout }

  func makeCache(subviews: LayoutSubviews) -> AnyLayout.Cache {
    AnyLayout.Cache(storage: layout.makeCache(subviews: subviews))
  }

  /// Runs `body` with the typed cache and stores it back. A cache made by another layout
  /// (only possible by misuse) is replaced by a fresh one rather than trapping.
  private func withCache<R>(
    _ cache: inout AnyLayout.Cache, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R
  ) -> R {
    var typed = cache.storage as? L.Cache ?? layout.makeCache(subviews: subviews)
    defer { cache.storage = typed }
    return body(&typed)
  }

  func sizeThatFits(
    proposal: ProposedSize, subviews: LayoutSubviews, cache: inout AnyLayout.Cache
  ) -> Size {
    withCache(&cache, subviews) {
      layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0)
    }
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews,
    cache: inout AnyLayout.Cache
  ) -> [LayoutPlacement] {
    withCache(&cache, subviews) {
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
    }
  }

  func spacing(subviews: LayoutSubviews, cache: inout AnyLayout.Cache) -> ViewSpacing {
    withCache(&cache, subviews) { layout.spacing(subviews: subviews, cache: &$0) }
  }

  func explicitAlignment(
    of guide: AlignmentKey, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews,
    cache: inout AnyLayout.Cache
  ) -> Double? {
    withCache(&cache, subviews) {
      layout.explicitAlignment(
        of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
    }
  }
}

extension LayoutSubview {
  /// SwiftUI's `place(at:anchor:proposal:)`, as a value: the subview's `anchor` point goes to
  /// `position` (in the layout's bounds) and the subview is sized for `proposal`. Return one
  /// per subview from `placeSubviews`, in order.
  public func place(
    at position: Point, anchor: UnitPoint = .topLeading, proposal: ProposedSize
  ) -> LayoutPlacement {
    LayoutPlacement(position: position, anchor: anchor, proposal: proposal)
  }
}

extension LayoutState {
  /// Runs `operation` with a custom layout and the node's cache (made on first use and kept
  /// for the whole run, with whatever the layout changed in it).
  func runCustomLayout<Operation: LayoutOperation>(
    _ layout: AnyLayout, _ operation: Operation, node: Int, subviews: LayoutSubviews
  ) -> Operation.Result {
    var cache = customLayoutCaches[node] ?? layout.makeCache(subviews: subviews)
    let result = operation.run(layout, subviews: subviews, cache: &cache)
    customLayoutCaches[node] = cache
    return result
  }
}
