// Reproduces: what SwiftUI's one-child modifiers (padding, frames, offset, fixedSize, ...)
// share (OSUI `UnaryLayout`): they report their child's explicit alignment guides, moved with
// the child (layoutc-layout(7) 15). Those that also take their child's size and spacing as they are
// only say where the child goes.

/// A layout of one child whose explicit guides are the child's, shifted by where the child is
/// placed (`forwardedAlignment`).
protocol UnaryLayout: Layout where Cache == Void {}

extension UnaryLayout {
  func explicitAlignment(
    of guide: AlignmentKey, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews,
    cache: inout ()
  ) -> Double? {
    forwardedAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }
}

/// A one-child modifier that only changes where its child goes: its size and spacing are the
/// child's.
protocol ChildSizedLayout: UnaryLayout {}

extension ChildSizedLayout {
  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
    subviews[0].sizeThatFits(proposal)
  }

  func spacing(subviews: LayoutSubviews, cache: inout ()) -> ViewSpacing { subviews[0].spacing }
}
