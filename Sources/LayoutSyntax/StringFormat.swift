// `String(format: "%.1f", x)`: the printf subset view code formats numbers with, in both
// languages (SwiftUI's `Text("\(x, specifier: "%.1f")")` reads as this). Conversions:
// `d i ld lld u` (an integer, truncated toward zero), `f F` with an optional precision
// (default 6) rounded as printf rounds the binary value, `@ s` (the value as text), `%%`; a width and the
// `0` and `-` flags. Locale-free: a point for the decimal separator, no grouping.

package enum StringFormat {
  /// The formatted text, or nil with the reason when the format does not fit the arguments.
  /// `describe` prints a number for `%@` (the dumps' way in `.lyt`, Swift's in Swift).
  package static func format(
    _ format: String, _ arguments: [FormatArgument],
    describe: (Double) -> String = { String(describing: $0) }
  ) -> Result<String, Failure> {
    var out = ""
    var next = 0
    var chars = Array(format)[...]
    while let c = chars.popFirst() {
      guard c == "%" else {
        out.append(c)
        continue
      }
      if chars.first == "%" {
        chars.removeFirst()
        out.append("%")
        continue
      }
      var zero = false
      var left = false
      while let flag = chars.first, flag == "0" || flag == "-" {
        if flag == "0" { zero = true } else { left = true }
        chars.removeFirst()
      }
      var width = 0
      while let d = chars.first?.wholeNumberValue, chars.first!.isASCII {
        width = width * 10 + d
        chars.removeFirst()
      }
      var precision: Int?
      if chars.first == "." {
        chars.removeFirst()
        var p = 0
        while let d = chars.first?.wholeNumberValue, chars.first!.isASCII {
          p = p * 10 + d
          chars.removeFirst()
        }
        precision = min(p, 20)
      }
      while chars.first == "l" || chars.first == "h" || chars.first == "q" { chars.removeFirst() }
      guard let conversion = chars.popFirst() else { return .failure(.incomplete) }
      guard next < arguments.count else { return .failure(.tooFewArguments) }
      let argument = arguments[next]
      next += 1
      var text: String
      switch conversion {
      case "d", "i", "u":
        guard case .number(let x) = argument, x.isFinite, abs(x) < 9.0e18 else {
          return .failure(.notANumber(conversion))
        }
        text = String(Int64(x))
      case "f", "F":
        guard case .number(let x) = argument, x.isFinite else {
          return .failure(.notANumber(conversion))
        }
        text = fixed(x, digits: precision ?? 6)
      case "@", "s":
        switch argument {
        case .number(let x): text = describe(x)
        case .text(let s): text = s
        }
      default:
        return .failure(.unsupported(conversion))
      }
      if text.count < width {
        let pad = String(repeating: zero && !left ? "0" : " ", count: width - text.count)
        if left {
          text += pad
        } else if zero, text.hasPrefix("-") {
          text = "-" + pad + text.dropFirst()
        } else {
          text = pad + text
        }
      }
      out += text
    }
    return .success(out)
  }

  /// `x` with exactly `digits` decimals, rounded as printf rounds the exact binary value:
  /// an exact half to even (2.5 is "2", 0.25 is "0.2"), 0.35 (a little below its half) down.
  package static func fixed(_ x: Double, digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    // `product` is |x| × 10^digits rounded; `lost` what that rounding lost (exact while the
    // scale is, up to 10^22), which decides a product that looks like a half.
    let product = abs(x) * scale
    let lost = product.isFinite ? (-product).addingProduct(abs(x), scale) : 0
    var scaled = product.rounded(.toNearestOrEven)
    if product - product.rounded(.towardZero) == 0.5, lost != 0 {
      scaled = lost > 0 ? product.rounded(.up) : product.rounded(.down)
    }
    guard scaled < 9.0e18 else { return String(describing: x) }
    let units = Int64(scaled)
    let whole = units / Int64(scale)
    var fraction = String(units % Int64(scale))
    while fraction.count < digits { fraction = "0" + fraction }
    let sign = x.sign == .minus ? "-" : ""
    return sign + String(whole) + (digits > 0 ? "." + fraction : "")
  }

  package enum FormatArgument {
    case number(Double)
    case text(String)
  }

  package enum Failure: Error, Equatable {
    case incomplete, tooFewArguments
    case notANumber(Character)
    case unsupported(Character)

    package var message: String {
      switch self {
      case .incomplete: return "the format ends inside a conversion"
      case .tooFewArguments: return "the format has more conversions than values"
      case .notANumber(let c): return "'%\(c)' needs a number"
      case .unsupported(let c): return "'%\(c)' is not a format layoutc reads (d, i, u, f, @, s)"
      }
    }
  }
}
