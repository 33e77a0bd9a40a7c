// `viewThatFits(in:)` and `flow(spacing:lineSpacing:alignment:)`: the containers that choose
// or arrange their children their own way (layoutc-layout(7) 20; lyt(5) Names). `flow` becomes
// the engine's public `FlowLayout` behind `AnyLayout`, as a user's custom layout would.

import LayoutEngine

extension ResolverSession {
  /// The node kind of a `viewThatFits` or `flow` from its bound arguments; nil after an error
  /// (already reported).
  func choosingKind(_ name: String, _ bound: BoundArguments) -> ViewKind? {
    guard bound.ok else { return nil }
    switch name {
    case "viewThatFits":
      // `in: []` constrains no axis: the first child is shown (layoutc-layout(7) 20).
      guard case .edges(let axes) = bound.values["in"] else { return nil }
      return .viewThatFits(
        horizontal: !axes.isDisjoint(with: .horizontal),
        vertical: !axes.isDisjoint(with: .vertical))
    case "flow":
      guard let spacing = bound.number("spacing"), let lineSpacing = bound.number("lineSpacing"),
        let alignment = bound.alignment("alignment")
      else { return nil }
      let layout = FlowLayout(spacing: spacing, lineSpacing: lineSpacing, alignment: alignment)
      return .custom(AnyLayout(layout, name: "flow"))
    default:
      return nil
    }
  }
}
