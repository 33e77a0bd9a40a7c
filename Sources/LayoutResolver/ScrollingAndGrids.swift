// Scroll views and grids (lyt(5) Names; layoutc(1) The nodes): `scrollView` wraps its
// children in an implicit stack (VStack, HStack for a horizontal-only scroll view) even for
// one child; `grid`, `gridRow`, `lazyVGrid` and `lazyHGrid` are containers of their own; the
// `gridCell...` modifiers are recorded on the view they modify for the grid to read; grid
// items become SwiftUI's `GridItem`s.

import LayoutEngine
import LayoutSyntax

extension ResolverSession {
  /// The nodes of `scrollView`, `grid`, `gridRow`, `lazyVGrid` or `lazyHGrid`.
  func buildScrollingOrGrid(
    _ name: String, _ head: NamedViewSyntax, _ bound: BoundArguments, _ scope: Scope,
    _ source: SourcePosition
  ) -> [Int] {
    let children = resolveChildren(head.children, scope)
    guard bound.ok else { return [] }
    let spacing = bound.number("spacing")
    let kind: ViewKind
    switch name {
    case "scrollView":
      guard case .edges(let axes) = bound.values["axes"] else { return [] }
      let horizontal = axes.contains(.leading)
      let vertical = axes.contains(.top)
      // The content is one stack: an HStack only when the scroll view scrolls sideways alone.
      let content: ViewKind =
        horizontal && !vertical
        ? .hstack(alignment: .center, spacing: nil, lazy: false)
        : .vstack(alignment: .center, spacing: nil, lazy: false)
      guard
        let stack = makeNode(
          ViewNode(kind: content, children: children, label: "implicit", source: source)),
        let node = makeNode(
          ViewNode(
            kind: .scrollView(horizontal: horizontal, vertical: vertical), children: [stack],
            source: source))
      else { return [] }
      return [node]
    case "grid":
      kind = .grid(
        alignment: bound.alignment("alignment") ?? .center,
        horizontalSpacing: bound.number("horizontalSpacing"),
        verticalSpacing: bound.number("verticalSpacing"))
    case "gridRow":
      var alignment: VerticalAlignment?
      if case .vertical(let a) = bound.values["alignment"] { alignment = a }
      kind = .gridRow(alignment: alignment)
    case "lazyVGrid":
      guard case .gridItems(let columns) = bound.values["columns"],
        case .horizontal(let alignment) = bound.values["alignment"]
      else { return [] }
      kind = .lazyVGrid(columns: columns, alignment: alignment, spacing: spacing)
    case "lazyHGrid":
      guard case .gridItems(let rows) = bound.values["rows"],
        case .vertical(let alignment) = bound.values["alignment"]
      else { return [] }
      kind = .lazyHGrid(rows: rows, alignment: alignment, spacing: spacing)
    default:
      return []
    }
    guard let node = makeNode(ViewNode(kind: kind, children: children, source: source)) else {
      return []
    }
    return [node]
  }

  /// One grid item from its bound arguments: `fixed(100)`, `flexible(minimum: 40)` (SwiftUI's
  /// defaults: minimum 10, maximum infinity), `adaptive(minimum: 80)`.
  func gridItem(_ name: String, _ bound: BoundArguments) -> GridItem? {
    guard bound.ok else { return nil }
    let spacing = bound.number("spacing")
    switch name {
    case "fixed":
      guard let size = bound.number("size") else { return nil }
      return GridItem(.fixed(size), spacing: spacing)
    case "flexible":
      return GridItem(
        .flexible(
          minimum: bound.number("minimum") ?? GridItem.defaultFlexibleMinimum,
          maximum: bound.number("maximum") ?? .infinity),
        spacing: spacing)
    case "adaptive":
      guard let minimum = bound.number("minimum") else { return nil }
      return GridItem(
        .adaptive(minimum: minimum, maximum: bound.number("maximum") ?? .infinity),
        spacing: spacing)
    default:
      return nil
    }
  }

  /// `gridCellColumns`, `gridCellAnchor`, `gridColumnAlignment`, `gridCellUnsizedAxes`: set on
  /// each view; the outermost of each kind wins, as for `layoutPriority`.
  func applyGridCellAttribute(_ nodes: [Int], _ spec: ModifierSpec, _ bound: BoundArguments) {
    let values = bound.values
    for n in nodes {
      var cell = tree.nodes[n].attributes.gridCell
      switch spec.name {
      case "gridCellColumns":
        // Beyond a million columns nothing changes but the cost.
        guard let count = bound.number("count") else { return }
        cell.columns = Int(min(max(count, 0), 1_000_000))
      case "gridCellAnchor":
        guard case .unitPoint(let anchor) = values["anchor"] else { return }
        cell.anchor = anchor
      case "gridColumnAlignment":
        guard case .horizontal(let alignment) = values["guide"] else { return }
        cell.columnAlignment = alignment
      case "gridCellUnsizedAxes":
        guard case .edges(let axes) = values["axes"] else { return }
        cell.unsizedHorizontally = axes.contains(.leading)
        cell.unsizedVertically = axes.contains(.top)
      default:
        return
      }
      tree.nodes[n].attributes.gridCell = cell
    }
  }
}
