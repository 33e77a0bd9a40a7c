// Reproduces: SwiftUI `.aspectRatio(_:contentMode:)`, `.scaledToFit()`, `.scaledToFill()`
// (`_AspectRatioLayout`, layoutc-layout(7) 12).
// The modifier only changes what the child is offered: the largest (fit) or smallest (fill)
// box of the ratio that the proposal allows. The child decides its size and is centred.

struct AspectRatioLayout: UnaryLayout {
  /// Width over height; nil uses the child's ideal size.
  var ratio: Double?
  var contentMode: ContentMode

  init(ratio: Double?, contentMode: ContentMode) {
    // A ratio that is not a positive finite number is treated as not given.
    self.ratio = ratio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    self.contentMode = contentMode
  }

  func childProposal(_ proposal: ProposedSize, subviews: LayoutSubviews) -> ProposedSize {
    // Step 1: a fully unspecified proposal passes through.
    if proposal.width == nil, proposal.height == nil { return proposal }
    // Step 2: the base box: the ratio, or the child's ideal size; a square base is 1x1.
    var base = ratio.map { Size(width: $0, height: 1) } ?? subviews[0].sizeThatFits(.unspecified)
    if base.width == base.height { base = Size(width: 1, height: 1) }
    // Step 3: the scale on each axis; an unspecified side (or 0 over 0) does not limit.
    func scale(_ proposed: Double?, _ length: Double) -> Double {
      guard let proposed, length != 0 || proposed != 0 else { return .infinity }
      return proposed / length
    }
    let sx = scale(proposal.width, base.width)
    let sy = scale(proposal.height, base.height)
    let factor = contentMode == .fit ? min(sx, sy) : max(sx, sy)
    // Step 4: the base scaled (0 times infinity counts as 0, not NaN).
    func scaled(_ length: Double) -> Double {
      let value = length * factor
      return value.isNaN ? 0 : value
    }
    return ProposedSize(width: scaled(base.width), height: scaled(base.height))
  }

  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
    subviews[0].sizeThatFits(childProposal(proposal, subviews: subviews))
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()
  ) -> [LayoutPlacement] {
    [
      LayoutPlacement(
        position: Point(x: bounds.midX, y: bounds.midY), anchor: .center,
        proposal: childProposal(proposal, subviews: subviews))
    ]
  }
}
