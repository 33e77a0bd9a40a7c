// Reproduces: SwiftUI `Spacer` (layoutc-layout(7) 5).
// Along the axis of the stack it is in, a spacer takes the proposal but at least its minimum
// length (default spacing 8); across it is 0. Outside a stack it does this on both axes. Its
// layout priority is -infinity (see `layoutPriority(of:)`), so stacks size it last.

struct SpacerLayout: Layout {
  /// The minimum length; nil takes the default spacing. Negative or NaN values count as 0
  /// and the default respectively, so a spacer never reports a negative length.
  var minLength: Double
  var orientation: StackOrientation

  static let defaultMinLength: Double = 8

  init(minLength: Double?, orientation: StackOrientation) {
    let length = minLength ?? Self.defaultMinLength
    self.minLength = length.isNaN ? Self.defaultMinLength : max(length, 0)
    self.orientation = orientation
  }

  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
    let width = max(proposal.width ?? -.infinity, minLength)
    let height = max(proposal.height ?? -.infinity, minLength)
    switch orientation {
    case .horizontal: return Size(width: width, height: 0)
    case .vertical: return Size(width: 0, height: height)
    case .none: return Size(width: width, height: height)
    }
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()
  ) -> [LayoutPlacement] { [] }

  /// 0 to any neighbour along its stack's axis, on every edge outside a stack (layoutc-layout(7) 3.3).
  func spacing(subviews: LayoutSubviews, cache: inout ()) -> ViewSpacing {
    switch orientation {
    case .horizontal: return .zero(on: [.left, .right])
    case .vertical: return .zero(on: [.top, .bottom])
    case .none: return .zero
    }
  }
}
