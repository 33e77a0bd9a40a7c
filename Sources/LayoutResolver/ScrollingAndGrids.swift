// Scroll views and grid items (lyt(5) Names; layoutc(1) The nodes): `scrollView` wraps its
// children in an implicit stack (VStack, HStack for a horizontal-only scroll view) even for
// one child; grid items become SwiftUI's `GridItem`s. The grids themselves and the
// `gridCell...` modifiers are plain rows of the catalog.

import LayoutEngine
import LayoutSyntax

extension ResolverSession {
  /// `scrollView(axes)`: the scroll view and the implicit stack of its content.
  func buildScrollView(_ call: ViewCall) -> [Int] {
    let children = resolveChildren(call.head.children, call.scope)
    guard call.bound.ok, case .edges(let axes) = call.bound.values["axes"] else { return [] }
    let horizontal = axes.contains(.leading)
    let vertical = axes.contains(.top)
    // The content is one stack: an HStack only when the scroll view scrolls sideways alone.
    let content: ViewKind =
      horizontal && !vertical
      ? .hstack(alignment: .center, spacing: nil, lazy: false)
      : .vstack(alignment: .center, spacing: nil, lazy: false)
    guard
      let stack = makeNode(
        ViewNode(kind: content, children: children, label: "implicit", source: call.source)),
      let node = makeNode(
        ViewNode(
          kind: .scrollView(horizontal: horizontal, vertical: vertical), children: [stack],
          source: call.source))
    else { return [] }
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
}
