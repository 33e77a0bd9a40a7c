// The one number formatter behind every dump and `\(expr)` interpolation (layoutc(1), Numbers):
// round to 3 decimal places, drop trailing zeros and the point, print -0 as 0.

/// How every number in a dump and in `\(expr)` is printed: at most 3 decimals, no trailing
/// zeros.
package enum NumberFormat {
  /// `20`, `20.333`, `161.5`, `-0.5`; never `-0`. Non-finite values print as `nan`/`inf`/`-inf`
  /// (callers must not let them reach a dump: layoutc(1) makes that an internal error).
  package static func format(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    // Round half away from zero at 3 decimals, working in integers to stay exact.
    let scaled = (abs(value) * 1000).rounded(.toNearestOrAwayFromZero)
    guard scaled < 9.0e15 else {
      // Beyond exact integer range: no fractional digits remain.
      let whole = value.rounded(.toNearestOrAwayFromZero)
      return whole == 0 ? "0" : String(Int64(exactly: whole).map(String.init) ?? "\(whole)")
    }
    let milli = Int64(scaled)
    if milli == 0 { return "0" }
    let sign = value < 0 ? "-" : ""
    let whole = milli / 1000
    var frac = milli % 1000
    if frac == 0 { return sign + String(whole) }
    var digits = 3
    while frac % 10 == 0 {
      frac /= 10
      digits -= 1
    }
    var fracText = String(frac)
    while fracText.count < digits { fracText = "0" + fracText }
    return sign + String(whole) + "." + fracText
  }
}
