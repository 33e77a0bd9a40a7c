// Reproduces: SwiftUI `.containerRelativeFrame(axes, alignment:)` and
// `.containerRelativeFrame(axes, count:span:spacing:alignment:)` (layoutc-layout(7) 24).
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

struct ContainerRelativeFrameLayout: UnaryLayout {
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

  /// Step 3: the `.frame(width:height:alignment:)` the framed lengths amount to.
  var frameLayout: FrameLayout {
    FrameLayout(
      width: length(along: .horizontal), height: length(along: .vertical),
      alignment: frame.alignment)
  }

  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
    frameLayout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()
  ) -> [LayoutPlacement] {
    frameLayout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }

  func spacing(subviews: LayoutSubviews, cache: inout ()) -> ViewSpacing {
    frameLayout.spacing(subviews: subviews, cache: &cache)
  }
}
