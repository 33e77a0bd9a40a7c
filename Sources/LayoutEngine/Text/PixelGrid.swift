// Reproduces: the pixel snapping of text measurement (layoutc-layout(7) section 2, point 2): sizes and
// last baselines round up to the pixel grid, first baselines round to the nearest pixel.

/// The display's pixel grid: `ceil_px` and `round_px` of layoutc-layout(7).
struct PixelGrid: Sendable, Hashable {
  /// Pixels per point (1, 2 or 3); anything unusable is treated as 1.
  let scale: Double

  init(scale: Double) {
    self.scale = scale.isFinite && scale > 0 ? scale : 1
  }

  /// Relative tolerance that keeps sums like 0.1 + 0.2 on the pixel they mean.
  private static let tolerance = 1e-9

  /// `ceil_px`: the smallest pixel boundary >= v (within float error).
  func ceil(_ v: Double) -> Double {
    guard v.isFinite else { return v }
    let x = v * scale
    return (x - Self.tolerance * max(1, abs(x))).rounded(.up) / scale
  }

  /// `round_px`: the nearest pixel boundary, an exact half away from zero.
  func round(_ v: Double) -> Double {
    guard v.isFinite else { return v }
    let x = v * scale
    let floor = x.rounded(.down)
    let fraction = x - floor
    // A value within float error of a half counts as the half.
    if abs(fraction - 0.5) <= Self.tolerance * max(1, abs(x)) {
      return (x < 0 ? floor : floor + 1) / scale
    }
    return x.rounded(.toNearestOrAwayFromZero) / scale
  }
}

extension Double {
  /// Rounds to whole points, an exact half away from zero (macOS line boxes, whole points).
  var roundedToPoint: Double { rounded(.toNearestOrAwayFromZero) }
}
