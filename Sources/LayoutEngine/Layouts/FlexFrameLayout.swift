// Reproduces: SwiftUI `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:
// alignment:)` (`_FlexFrameLayout`, layoutc-layout(7) 8.2), iOS 17+ (`FlexFrameIdealSizing`).
// Each axis is worked out on its own from the limits as normalised at init.

struct FlexFrameLayout: UnaryLayout {
  /// One axis' limits after SwiftUI's init normalisation.
  struct Limits: Equatable {
    var min: Double?
    var ideal: Double?
    var max: Double?

    /// Step 0, the init normalisation (verified by OSUI dual tests): `min = max(min, 0)`,
    /// `ideal = max(min ?? 0, ideal)`, `max = max(ideal ?? 0, max)`; nil stays nil, so a max
    /// below min is raised only when an ideal is given. NaN, an infinite min or ideal, and a
    /// max of -infinity are invalid and count as not given.
    init(min: Double?, ideal: Double?, max: Double?) {
      let minimum = min.flatMap { $0.isFinite ? Swift.max($0, 0) : nil }
      let ideal = ideal.flatMap { $0.isFinite ? Swift.max(minimum ?? 0, $0) : nil }
      let maximum = max.flatMap { $0.isNaN || $0 == -.infinity ? nil : Swift.max(ideal ?? 0, $0) }
      self.min = minimum
      self.ideal = ideal
      self.max = maximum
    }

    var isValidRange: Bool {
      guard let min, let max else { return false }
      return min <= max
    }

    func clamp(_ value: Double) -> Double {
      Swift.min(Swift.max(value, min ?? -.infinity), max ?? .infinity)
    }

    /// Step 1: the frame's length without asking the child, if it has one: the clamped
    /// proposal when both limits are given (and ordered), the ideal when unspecified.
    func length(proposed: Double?) -> Double? {
      guard let proposed else { return ideal }
      return isValidRange ? clamp(proposed) : nil
    }

    /// Step 2: what the child is offered: the proposal (or ideal) clamped to the limits.
    func childProposal(proposed: Double?) -> Double? {
      (proposed ?? ideal).map(clamp)
    }

    /// Step 3: the frame's length from the child's answer.
    func length(childProposal: Double?, childLength: Double) -> Double {
      switch (min, max) {
      case (nil, nil):
        return childLength
      case (let min?, nil):
        return Swift.max(Swift.min(childProposal ?? .infinity, childLength), min)
      case (nil, let max?):
        return Swift.min(Swift.max(childProposal ?? -.infinity, childLength), max)
      case (let min?, let max?):
        if min <= max { return clamp(childLength) }
        // min > max (kept when no ideal is given): apply min then max, as SwiftUI does in
        // sequence, so max wins.
        let raised = Swift.max(Swift.min(childProposal ?? .infinity, childLength), min)
        return Swift.min(Swift.max(childProposal ?? -.infinity, raised), max)
      }
    }

    /// Placement: the child is offered the frame's length, except an unspecified offer when
    /// nothing fixes the length (no ideal, no proposal) and it lies strictly inside the limits.
    func placementProposal(proposed: Double?, frameLength: Double) -> Double? {
      if ideal == nil, proposed == nil, (min ?? -.infinity) < frameLength,
        frameLength < (max ?? .infinity)
      {
        return nil
      }
      return frameLength
    }
  }

  var width: Limits
  var height: Limits
  var alignment: Alignment
  /// Axes on which any limit was written: their spacing is reset.
  var resetsWidthSpacing: Bool
  var resetsHeightSpacing: Bool

  init(_ frame: FlexFrame) {
    resetsWidthSpacing = frame.minWidth != nil || frame.idealWidth != nil || frame.maxWidth != nil
    resetsHeightSpacing =
      frame.minHeight != nil || frame.idealHeight != nil || frame.maxHeight != nil
    width = Limits(min: frame.minWidth, ideal: frame.idealWidth, max: frame.maxWidth)
    height = Limits(min: frame.minHeight, ideal: frame.idealHeight, max: frame.maxHeight)
    alignment = frame.alignment
  }

  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
    let known = (width.length(proposed: proposal.width), height.length(proposed: proposal.height))
    if let w = known.0, let h = known.1 { return Size(width: w, height: h) }
    let childProposal = ProposedSize(
      width: width.childProposal(proposed: proposal.width),
      height: height.childProposal(proposed: proposal.height))
    let child = subviews[0].sizeThatFits(childProposal)
    return Size(
      width: known.0
        ?? width.length(childProposal: childProposal.width, childLength: child.width),
      height: known.1
        ?? height.length(childProposal: childProposal.height, childLength: child.height))
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()
  ) -> [LayoutPlacement] {
    let childProposal = ProposedSize(
      width: width.placementProposal(proposed: proposal.width, frameLength: bounds.size.width),
      height: height.placementProposal(proposed: proposal.height, frameLength: bounds.size.height))
    return [subviews.framedPlacement(in: bounds, proposal: childProposal, alignment: alignment)]
  }

  /// The child's spacing, reset on the axes with limits (layoutc-layout(7) 3.3).
  func spacing(subviews: LayoutSubviews, cache: inout ()) -> ViewSpacing {
    var spacing = subviews[0].spacing
    spacing.reset(horizontal: resetsWidthSpacing, vertical: resetsHeightSpacing)
    return spacing
  }
}
