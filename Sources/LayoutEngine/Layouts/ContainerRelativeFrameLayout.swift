// Reproduces: SwiftUI `.containerRelativeFrame(axes, alignment:)` and
// `.containerRelativeFrame(axes, count:span:spacing:alignment:)` (layout.md 24).
// 1. The container is the nearest scroll view's viewport less its content margins, or the
//    screen (the root's proposal: the screen less its safe-area insets) outside any scroll
//    view. The viewport is the proposal the scroll view was placed with, fixed for the run so
//    that sizes stay pure functions of proposals (Engine/ScrollContainers.swift).
// 2. On each given axis the length is the container's length, or with a count (the spec marks
//    this formula uncertain; this is Apple's documented form):
//    `length = (container - spacing * (count - 1)) / count * span + spacing * (span - 1)`.
//    Count and span below 1 count as 1; a length below 0 is 0.
// 3. The view is proposed that length and framed to it, like `.frame(width:)`: the frame's
//    size is the length whatever the child answers, and the child is aligned in it by
//    `alignment`. Axes not given, and an axis whose container length is unknown (an `auto`
//    side), pass the proposal and the child's size through.

struct ContainerRelativeFrameLayout: Layout {
  var frame: ContainerRelativeFrame
  /// The container's size less its safe area; nil on an unknown side.
  var container: ProposedSize

  /// Step 2: the framed length along `axis`, nil when the axis passes through.
  func length(along axis: Axis) -> Double? {
    guard axis == .horizontal ? frame.horizontal : frame.vertical,
      let containerLength = container[axis], containerLength.isFinite
    else { return nil }
    guard let written = frame.count else { return max(containerLength, 0) }
    let count = Double(max(written, 1))
    let span = Double(max(frame.span, 1))
    let spacing = frame.spacing.isFinite ? frame.spacing : 0
    let length = (containerLength - spacing * (count - 1)) / count * span + spacing * (span - 1)
    return length.isFinite ? max(length, 0) : nil
  }

  func childProposal(_ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(
      width: length(along: .horizontal) ?? proposal.width,
      height: length(along: .vertical) ?? proposal.height)
  }

  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
    let width = length(along: .horizontal)
    let height = length(along: .vertical)
    if let width, let height { return Size(width: width, height: height) }
    let child = subviews[0].sizeThatFits(childProposal(proposal))
    return Size(width: width ?? child.width, height: height ?? child.height)
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()
  ) -> [LayoutPlacement] {
    let childProposal = childProposal(proposal)
    let child = subviews[0].dimensions(in: childProposal)
    let origin = frame.alignment.origin(of: child, in: subviews.plainDimensions(bounds.size))
    return [
      LayoutPlacement(
        position: Point(x: bounds.minX + origin.x, y: bounds.minY + origin.y),
        proposal: childProposal)
    ]
  }

  /// A frame's spacing: the child's, reset on the framed axes (layout.md 3.3).
  func spacing(subviews: LayoutSubviews, cache: inout ()) -> ViewSpacing {
    var spacing = subviews[0].spacing
    var edges: [ViewSpacing.Edge] = []
    if length(along: .horizontal) != nil { edges += ViewSpacing.Edge.edges(of: .horizontal) }
    if length(along: .vertical) != nil { edges += ViewSpacing.Edge.edges(of: .vertical) }
    spacing.reset(edges)
    return spacing
  }

  func explicitAlignment(
    of guide: AlignmentKey, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews,
    cache: inout ()
  ) -> Double? {
    forwardedAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }
}
