// Reproduces: SwiftUI `.background`, `.overlay` and `.border` (layoutc-layout(7) 14).
// The primary (first child) decides the size, priority and guides; each secondary child is
// offered the primary's size and aligned by the guides of both. `.border` is an overlay of a
// stroked rectangle, centred.

struct SecondaryLayerLayout: Layout {
  var alignment: Alignment

  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
    subviews[0].sizeThatFits(proposal)
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()
  ) -> [LayoutPlacement] {
    var placements = [LayoutPlacement(position: bounds.origin, proposal: proposal)]
    guard subviews.count > 1 else { return placements }
    let primary = subviews[0].dimensions(in: proposal)
    let secondaryProposal = ProposedSize(bounds.size)
    for index in 1..<subviews.count {
      let secondary = subviews[index].dimensions(in: secondaryProposal)
      let origin = alignment.origin(of: secondary, in: primary)
      if subviews.isTraced {
        subviews.traceLinedUp(
          index,
          guides: Point(x: secondary[alignment.horizontal], y: secondary[alignment.vertical]),
          on: Point(x: primary[alignment.horizontal], y: primary[alignment.vertical]))
      }
      placements.append(
        LayoutPlacement(
          position: Point(x: bounds.minX + origin.x, y: bounds.minY + origin.y),
          proposal: secondaryProposal))
    }
    return placements
  }

  func explicitAlignment(
    of guide: AlignmentKey, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews,
    cache: inout ()
  ) -> Double? {
    // The primary sits at the origin with the same proposal: its guides are the view's.
    subviews[0].dimensions(in: proposal)[explicit: guide]
  }

  func spacing(subviews: LayoutSubviews, cache: inout ()) -> ViewSpacing {
    subviews[0].spacing
  }
}
