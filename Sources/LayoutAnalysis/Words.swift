// How the explainers say numbers, sizes and proposals: every number through the dumps' one
// formatter; an unspecified length is "your ideal", an infinite one "as much as you want".
import LayoutEngine
import LayoutSyntax

package enum Words {
  package static func length(_ value: Double?) -> String {
    guard let value else { return "ideal" }
    if value == .infinity { return "∞" }
    return NumberFormat.format(value)
  }

  package static func size(_ size: Size) -> String {
    length(size.width) + "×" + length(size.height)
  }

  package static func point(_ point: Point) -> String {
    "(" + NumberFormat.format(point.x) + ", " + NumberFormat.format(point.y) + ")"
  }

  /// A proposal as an offer: `350×804`, `as much as you want`, `your ideal size`,
  /// `350 wide and your ideal height`.
  package static func proposal(_ p: ProposedSize) -> String {
    switch (p.width, p.height) {
    case (nil, nil): return "your ideal size"
    case (.infinity?, .infinity?): return "as much as you want"
    case (let w?, let h?) where w.isFinite && h.isFinite: return size(Size(width: w, height: h))
    default:
      return side(p.width, "width", "wide") + " and " + side(p.height, "height", "high")
    }
  }

  private static func side(_ value: Double?, _ noun: String, _ adjective: String) -> String {
    guard let value else { return "your ideal \(noun)" }
    if value == .infinity { return "as much \(noun) as you want" }
    return NumberFormat.format(value) + " " + adjective
  }

  package static func insets(_ insets: EdgeInsets) -> String {
    let sides = [insets.top, insets.leading, insets.bottom, insets.trailing]
    if sides.allSatisfy({ $0 == insets.top }) {
      return "\(NumberFormat.format(insets.top)) on each side"
    }
    return
      "insets of \(NumberFormat.format(insets.top)) top, \(NumberFormat.format(insets.leading)) leading, "
      + "\(NumberFormat.format(insets.bottom)) bottom, \(NumberFormat.format(insets.trailing)) trailing"
  }

  package static func count(_ n: Int, _ noun: String) -> String {
    n == 1 ? "1 \(noun)" : "\(n) \(noun)s"
  }

  /// How a dump names a view: `text "Hi"`, `color red`, `frame #title`.
  package static func name(kind: String, label: String?, id: String?) -> String {
    var out = kind
    if let label, !label.isEmpty {
      out += " " + (kind == "text" ? SwiftLiteral.quoted(label) : label)
    }
    if let id { out += " #" + id }
    return out
  }
}
