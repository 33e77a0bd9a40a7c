// Reproduces: how SwiftUI stacks text lines vertically and places baselines, per platform
// (platform-typography.md 3.2-3.5, layoutc-layout(7) 16.1):
// - iOS (plain SF metrics, Decision 1) and font files: lines of ascender + descender, a gap of
//   max(leading, lineSpacing) between them, first baseline round_px(ascender);
// - macOS `Font.system(size:)`: whole-point baseline and line box;
// - macOS text styles: a taller line box, the HIG line pitch, whole-point baseline.

/// How the lines of one font stack up: heights and baselines for n lines.
enum LineModel: Sendable, Hashable {
  /// Lines of `ascender + descender`, `max(leading, lineSpacing, 0)` apart.
  case snapped(ascender: Double, descender: Double, leading: Double)
  /// Whole-point baseline and line box (macOS sized fonts), lines `max(leading, lineSpacing,
  /// 0)` apart.
  case wholePoint(baseline: Double, lineBox: Double, leading: Double)
  /// macOS text styles: line height L, leading l and ascent a (of L); baseline round(a); pitch
  /// L + max(l, lineSpacing); a baseline pushed down by rounding makes the first line box end
  /// on a whole point.
  case textStyle(lineHeight: Double, leading: Double, ascent: Double)

  /// Height of `lines` lines before pixel snapping (what a height proposal is compared with).
  func unroundedHeight(lines: Int, lineSpacing: Double) -> Double {
    let n = Double(max(lines, 1))
    switch self {
    case .snapped(let a, let d, let l):
      return n * (a + d) + (n - 1) * max(l, lineSpacing, 0)
    case .wholePoint(_, let box, let l):
      return n * box + (n - 1) * max(l, lineSpacing, 0)
    case .textStyle(let lineHeight, let l, _):
      return firstLineBox + (n - 1) * (lineHeight + max(l, lineSpacing))
    }
  }

  /// Height of `lines` lines on the pixel grid.
  func height(lines: Int, lineSpacing: Double, grid: PixelGrid) -> Double {
    grid.ceil(unroundedHeight(lines: lines, lineSpacing: lineSpacing))
  }

  /// Distance from the top to the first baseline.
  func firstBaseline(grid: PixelGrid) -> Double {
    switch self {
    case .snapped(let a, _, _): return grid.round(a)
    case .wholePoint(let baseline, _, _): return baseline
    case .textStyle(_, _, let a): return a.roundedToPoint
    }
  }

  /// Distance from the top to the baseline of line `lines` (the last one).
  func lastBaseline(lines: Int, lineSpacing: Double, grid: PixelGrid) -> Double {
    let steps = Double(max(lines, 1) - 1)
    switch self {
    case .snapped(let a, let d, let l):
      return grid.ceil(grid.round(a) + steps * (a + d + max(l, lineSpacing, 0)))
    case .wholePoint(let baseline, let box, let l):
      return grid.ceil(baseline + steps * (box + max(l, lineSpacing, 0)))
    case .textStyle(let lineHeight, let l, let a):
      return grid.ceil(a.roundedToPoint + steps * (lineHeight + max(l, lineSpacing)))
    }
  }

  /// The first line's box: L, or when rounding pushed the baseline below the ascent, the
  /// baseline plus the descent rounded up to a whole point (platform-typography.md 3.5).
  private var firstLineBox: Double {
    guard case .textStyle(let lineHeight, _, let a) = self else { return 0 }
    let baseline = a.roundedToPoint
    return baseline > a ? (baseline + lineHeight - a - 1e-9).rounded(.up) : lineHeight
  }

  /// One line's height before snapping: what "the tallest font" compares.
  var lineBox: Double { unroundedHeight(lines: 1, lineSpacing: 0) }
}
