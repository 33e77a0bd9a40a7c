// Reproduces: SwiftUI `ZStack(alignment:)` (layoutc-layout(7) 7).
// Only the children of the highest layout priority size the stack (the largest width and
// height among them); every child is then offered the stack's size and aligned on the guide
// that the top-priority children reach furthest.

struct ZStackLayout: Layout {
  var alignment: Alignment

  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
    guard !subviews.isEmpty else { return .zero }
    // Step 1: the highest priority among the children.
    let top = subviews.reduce(-Double.infinity) { max($0, $1.priority) }
    // Step 2: the largest width and height of the top-priority children for the proposal.
    var size = Size(width: -.infinity, height: -.infinity)
    for subview in subviews where subview.priority == top {
      let child = subview.sizeThatFits(proposal)
      size.width = max(size.width, child.width)
      size.height = max(size.height, child.height)
    }
    return size
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()
  ) -> [LayoutPlacement] {
    guard !subviews.isEmpty else { return [] }
    let top = subviews.reduce(-Double.infinity) { max($0, $1.priority) }
    // Step 1: every child is re-proposed the stack's size.
    let childProposal = ProposedSize(bounds.size)
    let dimensions = subviews.map { $0.dimensions(in: childProposal) }
    // Step 2: the alignment point: the furthest guide among the top-priority children.
    var guide = Point(x: -.infinity, y: -.infinity)
    for (subview, d) in zip(subviews, dimensions) where subview.priority == top {
      guide.x = max(guide.x, d[alignment.horizontal])
      guide.y = max(guide.y, d[alignment.vertical])
    }
    // Step 3: each child's guides on that point.
    if subviews.isTraced {
      for (index, d) in dimensions.enumerated() {
        subviews.traceLinedUp(
          index, guides: Point(x: d[alignment.horizontal], y: d[alignment.vertical]), on: guide)
      }
    }
    return dimensions.map { d in
      LayoutPlacement(
        position: Point(
          x: bounds.minX + guide.x - d[alignment.horizontal],
          y: bounds.minY + guide.y - d[alignment.vertical]),
        proposal: childProposal)
    }
  }
}
