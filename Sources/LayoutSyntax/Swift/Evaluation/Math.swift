// The elementary functions the app's code calls (`sin`, `cos`, `atan2`, `sqrt`, `pow`, ...),
// from the standard library only (the reader imports nothing else): range reduction and short
// series, accurate to a few units in the last place, the same on every machine.

package enum Math {
  package static func sin(_ x: Double) -> Double {
    guard x.isFinite else { return .nan }
    var x = x.truncatingRemainder(dividingBy: 2 * .pi)
    if x > .pi { x -= 2 * .pi }
    if x < -.pi { x += 2 * .pi }
    // sin(x) = sin(π - x) folds into -π/2...π/2, where the series converges fast.
    if x > .pi / 2 { x = .pi - x }
    if x < -.pi / 2 { x = -.pi - x }
    var term = x
    var sum = x
    for k in 1..<14 {
      term *= -x * x / Double((2 * k) * (2 * k + 1))
      sum += term
    }
    return sum
  }

  package static func cos(_ x: Double) -> Double { sin(x + .pi / 2) }

  package static func tan(_ x: Double) -> Double { sin(x) / cos(x) }

  package static func atan(_ x: Double) -> Double {
    if x.isNaN { return .nan }
    if x < 0 { return -atan(-x) }
    if x > 1 { return .pi / 2 - atan(1 / x) }
    // atan(x) = π/4 + atan((x - 1) / (x + 1)) brings x under tan(π/8).
    if x > 0.4142135623730950 { return .pi / 4 + atan((x - 1) / (x + 1)) }
    var term = x
    var sum = x
    var k = 1
    while k < 60 {
      term *= -x * x
      let next = term / Double(2 * k + 1)
      sum += next
      if abs(next) < 1e-18 { break }
      k += 1
    }
    return sum
  }

  package static func atan2(_ y: Double, _ x: Double) -> Double {
    if x > 0 { return atan(y / x) }
    if x < 0 { return y >= 0 ? atan(y / x) + .pi : atan(y / x) - .pi }
    if y > 0 { return .pi / 2 }
    if y < 0 { return -.pi / 2 }
    return 0
  }

  package static func asin(_ x: Double) -> Double { atan2(x, (1 - x * x).squareRoot()) }

  package static func acos(_ x: Double) -> Double { .pi / 2 - asin(x) }

  package static func exp(_ x: Double) -> Double {
    guard x.isFinite else { return x > 0 ? .infinity : (x.isNaN ? .nan : 0) }
    if x > 709.8 { return .infinity }
    if x < -745.2 { return 0 }
    // x = k ln 2 + r with |r| <= ln 2 / 2.
    let ln2 = 0.6931471805599453
    let k = (x / ln2).rounded()
    let r = x - k * ln2
    var term = 1.0
    var sum = 1.0
    for i in 1..<30 {
      term *= r / Double(i)
      sum += term
    }
    return scale(sum, Int(k))
  }

  package static func log(_ x: Double) -> Double {
    if x.isNaN || x < 0 { return .nan }
    if x == 0 { return -.infinity }
    if x.isInfinite { return .infinity }
    // x = m 2^e with m in [1, 2): log m by the series of 2 atanh((m - 1) / (m + 1)).
    let e = Double(x.exponent)
    let m = x.significand
    let s = (m - 1) / (m + 1)
    var term = s
    var sum = s
    for k in 1..<40 {
      term *= s * s
      sum += term / Double(2 * k + 1)
    }
    return 2 * sum + e * 0.6931471805599453
  }

  package static func pow(_ x: Double, _ y: Double) -> Double {
    if y == 0 { return 1 }
    if y == y.rounded(), abs(y) <= 64 {
      var result = 1.0
      for _ in 0..<Int(abs(y)) { result *= x }
      return y < 0 ? 1 / result : result
    }
    if x < 0 { return .nan }
    return exp(y * log(x))
  }

  /// x times 2^k.
  private static func scale(_ x: Double, _ k: Int) -> Double {
    var x = x
    var k = k
    while k > 1000 {
      x *= Double(sign: .plus, exponent: 1000, significand: 1)
      k -= 1000
    }
    while k < -1000 {
      x *= Double(sign: .plus, exponent: -1000, significand: 1)
      k += 1000
    }
    return x * Double(sign: .plus, exponent: k, significand: 1)
  }
}
