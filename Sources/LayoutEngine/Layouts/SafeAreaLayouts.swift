// Reproduces: SwiftUI's safe-area modifiers (layoutc-layout(7) 23): `.ignoresSafeArea(regions,
// edges:)` (`_SafeAreaRegionsIgnoringLayout`), `.safeAreaInset(edge:alignment:spacing:content:)`
// (`InsetViewLayout`) and `.safeAreaPadding(_:_:)`.
// These layouts are pure, like every other; what they need to know about the screen (how far
// a view's frame reaches into the safe-area band, how much a view adds to the safe area of its
// descendants) is worked out by the placement pass, which knows where each node is
// (`SafeAreaBand`, `LayoutState.placements(of:frame:proposal:)`).
// Choices where the spec is silent [I]:
// - `ignoresSafeArea`: the child is proposed its own size grown by the outsets and centred in
//   the grown rectangle (OSUI places unary children `aligning: .center`); a greedy child fills
//   it, a rigid one stays the same size.
// - `safeAreaInset`: `alignment` places both the inset view and the modified view across the
//   edge's axis; the inset view's spacing is the union of both views' (a container's default).

/// `.ignoresSafeArea`: sized by its child; at placement the child grows by `outsets` (layout
/// leading and trailing, not left and right).
struct SafeAreaIgnoringLayout: ChildSizedLayout {
  /// How far the child reaches beyond the view on each edge: the safe-area band the view
  /// touches on an ignored edge (zero while measuring).
  var outsets: EdgeInsets = .zero

  func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()
  ) -> [LayoutPlacement] {
    let grown = Rect(
      x: bounds.minX - outsets.leading, y: bounds.minY - outsets.top,
      width: bounds.size.width + outsets.leading + outsets.trailing,
      height: bounds.size.height + outsets.top + outsets.bottom)
    return [
      LayoutPlacement(
        position: Point(x: grown.midX, y: grown.midY), anchor: .center,
        proposal: ProposedSize(grown.size))
    ]
  }
}

/// `.safeAreaInset(edge:alignment:spacing:)`: subviews[0] is the modified view (the primary),
/// subviews[1] the inset view.
struct SafeAreaInsetLayout: Layout {
  var edge: Edge
  var alignment: Alignment
  /// nil: the spacing distance between the two views (layoutc-layout(7) 3).
  var spacing: Double?
  var layoutDirection: LayoutDirection

  var axis: Axis { edge.axis }

  /// The gap between the inset view and the modified view.
  func gap(_ subviews: LayoutSubviews) -> Double {
    if let spacing, spacing.isFinite { return spacing }
    guard subviews.count > 1 else { return 0 }
    let primary = subviews[0].spacing
    let inset = subviews[1].spacing
    let distance: Double
    switch edge {
    case .top, .leading:
      distance = inset.distance(to: primary, along: axis, layoutDirection: layoutDirection)
    case .bottom, .trailing:
      distance = primary.distance(to: inset, along: axis, layoutDirection: layoutDirection)
    }
    return distance.isFinite ? distance : ViewSpacing.defaultDistance
  }

  /// The proposals of both views and their sizes for `proposal`, per the spec's steps.
  func measure(_ proposal: ProposedSize, _ subviews: LayoutSubviews)
    -> (gap: Double, primary: ProposedSize, primarySize: Size, inset: ProposedSize, insetSize: Size)
  {
    let gap = gap(subviews)
    var insetProposal = proposal
    var insetSize = Size.zero
    if subviews.count > 1 {
      // The inset view: the proposal less the gap and the modified view's minimum length.
      var minimumProbe = proposal
      minimumProbe[axis] = 0
      let primaryMinimum = subviews[0].sizeThatFits(minimumProbe)[axis]
      insetProposal[axis] = proposal[axis].map { max($0 - gap - primaryMinimum, 0) }
      insetSize = subviews[1].sizeThatFits(insetProposal)
    }
    // The modified view: what the inset view and the gap leave.
    var primaryProposal = proposal
    let taken = subviews.count > 1 ? insetSize[axis] + gap : 0
    primaryProposal[axis] = proposal[axis].map { max($0 - taken, 0) }
    let primarySize = subviews[0].sizeThatFits(primaryProposal)
    return (gap, primaryProposal, primarySize, insetProposal, insetSize)
  }

  /// How much the modified view's safe area grows on `edge`: the inset view and the gap.
  func insetLength(_ proposal: ProposedSize, _ subviews: LayoutSubviews) -> Double {
    guard subviews.count > 1 else { return 0 }
    let measured = measure(proposal, subviews)
    return measured.insetSize[axis] + measured.gap
  }

  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
    let measured = measure(proposal, subviews)
    guard subviews.count > 1 else { return measured.primarySize }
    var size = Size.zero
    // Never below 0 with a negative spacing (StackLayout.swift's rule); max keeps a NaN.
    size[axis] = max(measured.insetSize[axis] + measured.gap + measured.primarySize[axis], 0)
    size[axis.other] = max(measured.insetSize[axis.other], measured.primarySize[axis.other])
    return size
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()
  ) -> [LayoutPlacement] {
    let measured = measure(proposal, subviews)
    let container = subviews.plainDimensions(bounds.size)
    let primary = subviews[0].dimensions(in: measured.primary)
    var primaryOrigin = alignment.origin(of: primary, in: container)
    // The inset view sits at `edge`, the modified view at the opposite edge.
    let insetAtStart = edge == .top || edge == .leading
    // After the inset view and the gap, also when a negative gap clamped the length.
    primaryOrigin[axis] = insetAtStart ? measured.insetSize[axis] + measured.gap : 0
    var placements = [
      LayoutPlacement(
        position: Point(x: bounds.minX + primaryOrigin.x, y: bounds.minY + primaryOrigin.y),
        proposal: measured.primary)
    ]
    guard subviews.count > 1 else { return placements }
    let inset = subviews[1].dimensions(in: measured.inset)
    var insetOrigin = alignment.origin(of: inset, in: container)
    insetOrigin[axis] = insetAtStart ? 0 : measured.primarySize[axis] + measured.gap
    placements.append(
      LayoutPlacement(
        position: Point(x: bounds.minX + insetOrigin.x, y: bounds.minY + insetOrigin.y),
        proposal: measured.inset))
    // Any further subviews (there are none from the resolver) sit with the modified view.
    while placements.count < subviews.count { placements.append(placements[0]) }
    return placements
  }

  func explicitAlignment(
    of guide: AlignmentKey, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews,
    cache: inout ()
  ) -> Double? {
    forwardedAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }
}

/// `.safeAreaPadding`: no layout of its own (the insets go into the safe area of what it
/// modifies, at placement).
struct SafeAreaPaddingLayout: ChildSizedLayout {
  func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()
  ) -> [LayoutPlacement] {
    subviews.map { _ in LayoutPlacement(position: bounds.origin, proposal: proposal) }
  }
}
