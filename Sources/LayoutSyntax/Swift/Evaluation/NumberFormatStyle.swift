// `Text(x, format: .percent)`, `"\(x, format: .number)"`, `x.formatted(.currency(code:))`:
// Foundation's number format styles in the `en_US` locale (a fixed locale: a dump never
// depends on the machine's). Plain numbers show up to 6 fraction digits, trailing zeros
// dropped (an estimate of ICU's default); percent multiplies by 100; currency shows 2 (0 for
// yen); `.precision(.fractionLength(n))` fixes them; groups of three with commas unless
// `.grouping(.never)`.

struct NumberFormatStyle {
  enum Kind {
    case number, percent
    case currency(String)
  }
  var kind: Kind = .number
  var minFraction: Int?
  var maxFraction: Int?
  var grouping = true

  /// The default style: `.number`, as `x.formatted()` writes it.
  init() {}

  /// The style a format expression writes; nil when it is not one layoutc reads.
  init?(_ e: SwiftExpr, evaluate: (SwiftExpr) -> SwiftValue) {
    var links: [(String, [SwiftArgument])] = []
    var node = e
    loop: while true {
      switch node {
      case .implicitMember(let n, _):
        links.append((n.text, []))
        break loop
      case .member(let base, let n, _):
        links.append((n.text, []))
        node = base
      case .call(.implicitMember(let n, _), let args, _):
        links.append((n.text, args))
        break loop
      case .call(.member(let base, let n, _), let args, _):
        links.append((n.text, args))
        node = base
      case .name(let n)
      where n.text == "FloatingPointFormatStyle" || n.text == "IntegerFormatStyle":
        break loop
      default:
        return nil
      }
    }
    for (name, args) in links.reversed() {
      switch name {
      case "number": kind = .number
      case "percent": kind = .percent
      case "currency":
        guard let code = args.first.flatMap({ evaluate($0.value).stringValue }) else { return nil }
        kind = .currency(code)
      case "precision":
        guard let arg = args.first else { return nil }
        switch arg.value {
        case .call(.implicitMember(let p, _), let inner, _) where p.text == "fractionLength":
          switch inner.first.map({ evaluate($0.value) }) {
          case .int(let n)?:
            minFraction = n
            maxFraction = n
          case .range(.int(let a), .int(let b), _)?:
            minFraction = a
            maxFraction = b
          default: return nil
          }
        default: return nil
        }
      case "grouping":
        if case .implicitMember(let g, _)? = args.first?.value { grouping = g.text != "never" }
      case "rounded":
        maxFraction = 0
        minFraction = 0
      default:
        return nil
      }
    }
  }

  func format(_ x: Double, isInteger: Bool) -> String {
    var value = x
    var prefix = ""
    var suffix = ""
    var lower = 0
    var upper = isInteger ? 0 : 6
    switch kind {
    case .number: break
    case .percent:
      // An integer is the percentage itself (`42` is "42%", Foundation's
      // `IntegerFormatStyle.Percent`); a floating-point value is a fraction of 1.
      if !isInteger { value *= 100 }
      suffix = "%"
    case .currency(let code):
      let symbols = ["USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "CNY": "CN¥", "INR": "₹"]
      prefix = symbols[code] ?? code + "\u{00A0}"
      lower = code == "JPY" ? 0 : 2
      upper = lower
    }
    if let minFraction { lower = minFraction }
    if let maxFraction { upper = max(maxFraction, lower) }
    let negative = value < 0
    value = abs(value)
    // Rounded half to even at `upper` digits, as ICU rounds.
    var scale = 1.0
    for _ in 0..<upper { scale *= 10 }
    let scaled = (value * scale).rounded(.toNearestOrEven)
    let whole = (scaled / scale).rounded(.towardZero)
    var fraction = String(Int64(scaled - whole * scale))
    fraction = String(repeating: "0", count: max(0, upper - fraction.count)) + fraction
    while fraction.count > lower, fraction.last == "0" { fraction.removeLast() }
    var digits = String(Int64(whole))
    if grouping {
      var grouped = ""
      for (i, c) in digits.reversed().enumerated() {
        if i > 0, i % 3 == 0 { grouped.append(",") }
        grouped.append(c)
      }
      digits = String(grouped.reversed())
    }
    let number = fraction.isEmpty ? digits : digits + "." + fraction
    return (negative && scaled != 0 ? "-" : "") + prefix + number + suffix
  }
}

extension SwiftLowering {
  /// A number in a format style written in Swift; nil when the style is not one layoutc reads.
  func formatted(_ value: SwiftValue, _ style: SwiftExpr, _ scope: LoweringScope) -> String? {
    guard let x = value.number,
      let style = NumberFormatStyle(style, evaluate: { self.evaluate($0, scope) })
    else { return nil }
    if case .int = value { return style.format(x, isInteger: true) }
    return style.format(x, isInteger: false)
  }
}
