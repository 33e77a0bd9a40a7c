// Reproduces: the advance widths of SF (the iOS and macOS system font) as fitted to SwiftUI
// measurements: per-character advances for weights 400-700 (macOS also 800) in the Text and
// Display optical designs, Apple's tracking table and kerning pairs. The numbers live in the
// generated Tables/SFWidthData.swift. Source: Tables/measurements/sf-text-widths.md and
// platform-typography.md section 1.

/// SF advance widths in 1/1000 em, one row of numbers per weight indexed by character code.
/// A class: the text path reads the table for every character and pair, and a struct of
/// eleven arrays would be copied (eleven retains and releases) at each read.
final class SFWidthTable: Sendable {
  /// The table's weights (CSS numbers, increasing); `text[i]`/`display[i]` belong to `weights[i]`.
  let weights: [Double]
  /// Advances of the Text optical design (sizes up to `textUpTo`), rows per `rowIndex(of:)`.
  let text: [[Double]]
  /// Advances of the Display optical design (sizes from `displayFrom`).
  let display: [[Double]]
  /// Advance of a character the table lacks (the width of `n`), per weight.
  let fallback: [Double]
  /// Code points after printable ASCII and Latin-1 that have a row entry, sorted.
  let extraCodePoints: [UInt32]
  /// Apple's SF tracking table: sizes (points, increasing) and tracking (1/1000 em).
  let trackingSizes: [Double]
  let tracking: [Double]
  /// The optical-size ramp: pure Text design up to `textUpTo`, pure Display from `displayFrom`.
  let textUpTo: Double
  let displayFrom: Double
  /// Kerning pairs (first << 16 | second, sorted) and their values (1/1000 em, every weight).
  let kerningKeys: [UInt32]
  let kerningValues: [Double]

  init(
    weights: [Double], text: [[Double]], display: [[Double]], fallback: [Double],
    extraCodePoints: [UInt32], trackingSizes: [Double], tracking: [Double], textUpTo: Double,
    displayFrom: Double, kerningKeys: [UInt32], kerningValues: [Double]
  ) {
    self.weights = weights
    self.text = text
    self.display = display
    self.fallback = fallback
    self.extraCodePoints = extraCodePoints
    self.trackingSizes = trackingSizes
    self.tracking = tracking
    self.textUpTo = textUpTo
    self.displayFrom = displayFrom
    self.kerningKeys = kerningKeys
    self.kerningValues = kerningValues
  }

  /// Printable ASCII (95), then U+00A0...U+00FF (96), then `extraCodePoints`.
  func rowIndex(of codePoint: UInt32) -> Int? {
    switch codePoint {
    case 0x20...0x7E: return Int(codePoint) - 0x20
    case 0xA0...0xFF: return 95 + Int(codePoint) - 0xA0
    default:
      guard let i = Self.search(extraCodePoints, codePoint) else { return nil }
      return 191 + i
    }
  }

  /// 0 for the Text design, 1 for Display, linear in between (sf-text-widths.md).
  func opticalBlend(size: Double) -> Double {
    min(max((size - textUpTo) / (displayFrom - textUpTo), 0), 1)
  }

  /// Tracking at `size` (1/1000 em): the entry of the largest listed size <= floor(size), the
  /// size clamped to the table (6...80).
  func trackingUnits(size: Double) -> Double {
    guard !tracking.isEmpty, size.isFinite else { return 0 }
    let s = size.rounded(.down)
    var value = tracking[0]
    for (i, listed) in trackingSizes.enumerated() where listed <= s { value = tracking[i] }
    return value
  }

  /// Advance of `codePoint` at `weight` with optical blend `a` (1/1000 em, no tracking); nil
  /// when the table has no entry. Weights between two table weights interpolate linearly;
  /// weights outside the table take the nearest table weight (a guess would be an
  /// extrapolation, which the data files call unreliable).
  func advanceUnits(of codePoint: UInt32, weight: Double, opticalBlend a: Double) -> Double? {
    guard let row = rowIndex(of: codePoint) else { return nil }
    return blended(weight: weight) { i in
      let t = text[i][row]
      return (1 - a) * t + a * display[i][row]
    }
  }

  /// The fallback advance at `weight` (1/1000 em).
  func fallbackUnits(weight: Double) -> Double {
    blended(weight: weight) { fallback[$0] }
  }

  /// Kerning between two adjacent characters (1/1000 em); 0 for pairs not in the table.
  func kerningUnits(_ first: UInt32, _ second: UInt32) -> Double {
    guard first <= 0xFFFF, second <= 0xFFFF else { return 0 }
    guard let i = Self.search(kerningKeys, first << 16 | second) else { return 0 }
    return kerningValues[i]
  }

  /// Interpolates a per-weight value between the two table weights around `weight`.
  private func blended(weight: Double, _ value: (Int) -> Double) -> Double {
    let w = weight.isNaN ? 400 : weight
    if !(w > weights[0]) { return value(0) }
    let last = weights.count - 1
    if w >= weights[last] { return value(last) }
    var upper = 1
    while weights[upper] < w { upper += 1 }
    let lower = upper - 1
    let t = (w - weights[lower]) / (weights[upper] - weights[lower])
    return (1 - t) * value(lower) + t * value(upper)
  }

  /// Binary search in a sorted array.
  private static func search(_ array: [UInt32], _ key: UInt32) -> Int? {
    var low = 0
    var high = array.count - 1
    while low <= high {
      let mid = (low + high) / 2
      if array[mid] == key { return mid }
      if array[mid] < key { low = mid + 1 } else { high = mid - 1 }
    }
    return nil
  }
}
