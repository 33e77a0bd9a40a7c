// SwiftUI's `Path`, as a custom `Shape`'s `path(in:)` builds it (issue: custom Shapes written in
// Swift): a record holding its elements, each a move, a line, a quadratic or cubic curve or a
// close. Arcs, ellipses and rounded corners are made of cubic curves (a quarter turn at most
// each), as Core Graphics makes them, so the picture draws every path with the same four
// commands.

/// One element of a path, in the coordinates of the rect `path(in:)` was given.
package enum SwiftPathElement: Sendable, Hashable {
  case move(Double, Double)
  case line(Double, Double)
  /// To (x, y) with one control point.
  case quadCurve(Double, Double, Double, Double)
  /// To (x, y) with two control points.
  case curve(Double, Double, Double, Double, Double, Double)
  case close
}

enum Paths {
  static func path(_ elements: [SwiftPathElement]) -> SwiftValue {
    .record(SwiftRecord(type: "Path", names: ["elements"], values: [.array(elements.map(value))]))
  }

  private static func value(_ e: SwiftPathElement) -> SwiftValue {
    func numbers(_ code: String, _ xs: Double...) -> SwiftValue {
      .array([.string(code)] + xs.map { .double($0) })
    }
    switch e {
    case .move(let x, let y): return numbers("M", x, y)
    case .line(let x, let y): return numbers("L", x, y)
    case .quadCurve(let x, let y, let cx, let cy): return numbers("Q", x, y, cx, cy)
    case .curve(let x, let y, let ax, let ay, let bx, let by):
      return numbers("C", x, y, ax, ay, bx, by)
    case .close: return numbers("Z")
    }
  }

  /// The elements of a `Path` record.
  static func elements(_ value: SwiftValue?) -> [SwiftPathElement]? {
    guard case .record(let r)? = value, r.type == "Path", case .array(let items)? = r["elements"]
    else { return nil }
    return items.compactMap { item in
      guard case .array(let parts) = item, case .string(let code)? = parts.first else { return nil }
      let n = parts.dropFirst().compactMap(\.number)
      switch (code, n.count) {
      case ("M", 2): return .move(n[0], n[1])
      case ("L", 2): return .line(n[0], n[1])
      case ("Q", 4): return .quadCurve(n[0], n[1], n[2], n[3])
      case ("C", 6): return .curve(n[0], n[1], n[2], n[3], n[4], n[5])
      case ("Z", 0): return .close
      default: return nil
      }
    }
  }

  /// Where the path's pen is: the end of its last element (a close returns to its subpath's
  /// start).
  static func currentPoint(_ elements: [SwiftPathElement]) -> (Double, Double)? {
    var start: (Double, Double)?
    var point: (Double, Double)?
    for e in elements {
      switch e {
      case .move(let x, let y):
        start = (x, y)
        point = (x, y)
      case .line(let x, let y), .quadCurve(let x, let y, _, _), .curve(let x, let y, _, _, _, _):
        point = (x, y)
      case .close: point = start
      }
    }
    return point
  }

  static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> [SwiftPathElement] {
    [.move(x, y), .line(x + w, y), .line(x + w, y + h), .line(x, y + h), .close]
  }

  /// An ellipse in a rect, from its trailing middle, four quarter curves.
  static func ellipse(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> [SwiftPathElement] {
    let (cx, cy, rx, ry) = (x + w / 2, y + h / 2, w / 2, h / 2)
    var out: [SwiftPathElement] = [.move(cx + rx, cy)]
    out += arc(cx, cy, rx, ry, from: 0, to: 2 * .pi)
    out.append(.close)
    return out
  }

  /// A rounded rectangle, corners of radius (rw, rh) clamped to half its sides.
  static func roundedRect(
    _ x: Double, _ y: Double, _ w: Double, _ h: Double, _ rw: Double, _ rh: Double
  ) -> [SwiftPathElement] {
    let a = max(0, min(rw, w / 2))
    let b = max(0, min(rh, h / 2))
    guard a > 0, b > 0 else { return rect(x, y, w, h) }
    var out: [SwiftPathElement] = [.move(x + a, y), .line(x + w - a, y)]
    out += arc(x + w - a, y + b, a, b, from: -.pi / 2, to: 0)
    out.append(.line(x + w, y + h - b))
    out += arc(x + w - a, y + h - b, a, b, from: 0, to: .pi / 2)
    out.append(.line(x + a, y + h))
    out += arc(x + a, y + h - b, a, b, from: .pi / 2, to: .pi)
    out.append(.line(x, y + b))
    out += arc(x + a, y + b, a, b, from: .pi, to: 3 * .pi / 2)
    out.append(.close)
    return out
  }

  /// Cubic curves along an elliptical arc from angle `start` to `end` (radians from the x
  /// axis toward y, which points down): a quarter turn at most each.
  static func arc(
    _ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double, from start: Double, to end: Double
  ) -> [SwiftPathElement] {
    let sweep = end - start
    guard sweep != 0, sweep.isFinite else { return [] }
    let count = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up) - 1e-9))
    let step = sweep / Double(count)
    let k = 4.0 / 3.0 * Math.tan(step / 4)
    var out: [SwiftPathElement] = []
    var a = start
    for _ in 0..<count {
      let b = a + step
      let (ca, sa, cb, sb) = (Math.cos(a), Math.sin(a), Math.cos(b), Math.sin(b))
      out.append(
        .curve(
          cx + rx * cb, cy + ry * sb, cx + rx * (ca - k * sa), cy + ry * (sa + k * ca),
          cx + rx * (cb + k * sb), cy + ry * (sb - k * cb)))
      a = b
    }
    return out
  }

  /// `addArc(center:radius:startAngle:endAngle:clockwise:)`: in SwiftUI's flipped coordinates,
  /// `clockwise: false` turns toward increasing angles (clockwise on the screen).
  static func arc(
    center: (Double, Double), radius: Double, start: Double, end: Double, clockwise: Bool
  ) -> [SwiftPathElement] {
    var end = end
    let full = 2 * Double.pi
    if clockwise {
      while end > start { end -= full }
      if start - end > full { end = start - full }
    } else {
      while end < start { end += full }
      if end - start > full { end = start + full }
    }
    return arc(center.0, center.1, radius, radius, from: start, to: end)
  }

  /// `addArc(tangent1End:tangent2End:radius:)`: a line from the pen toward the first point,
  /// then the arc of `radius` tangent to both lines; a line to the first point when they are
  /// one line.
  static func tangentArc(
    from p0: (Double, Double), _ p1: (Double, Double), _ p2: (Double, Double), radius r: Double
  ) -> [SwiftPathElement] {
    func unit(_ x: Double, _ y: Double) -> (Double, Double)? {
      let length = (x * x + y * y).squareRoot()
      return length > 0 ? (x / length, y / length) : nil
    }
    guard let v1 = unit(p0.0 - p1.0, p0.1 - p1.1), let v2 = unit(p2.0 - p1.0, p2.1 - p1.1),
      r > 0
    else { return [.line(p1.0, p1.1)] }
    let cosine = max(-1, min(1, v1.0 * v2.0 + v1.1 * v2.1))
    let theta = Math.acos(cosine)
    guard theta > 1e-9, theta < .pi - 1e-9, let bisector = unit(v1.0 + v2.0, v1.1 + v2.1) else {
      return [.line(p1.0, p1.1)]
    }
    let distance = r / Math.tan(theta / 2)
    let start = (p1.0 + v1.0 * distance, p1.1 + v1.1 * distance)
    let end = (p1.0 + v2.0 * distance, p1.1 + v2.1 * distance)
    let offset = r / Math.sin(theta / 2)
    let center = (p1.0 + bisector.0 * offset, p1.1 + bisector.1 * offset)
    var a = Math.atan2(start.1 - center.1, start.0 - center.0)
    var b = Math.atan2(end.1 - center.1, end.0 - center.0)
    // The shorter way round, which is the one tangent to both lines.
    if b - a > .pi { b -= 2 * .pi } else if a - b > .pi { a -= 2 * .pi }
    return [.line(start.0, start.1)] + arc(center.0, center.1, r, r, from: a, to: b)
  }

  /// Every point of the path moved by an affine transform [a b c d tx ty].
  static func transformed(_ elements: [SwiftPathElement], _ m: [Double]) -> [SwiftPathElement] {
    func p(_ x: Double, _ y: Double) -> (Double, Double) {
      (m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5])
    }
    return elements.map { e in
      switch e {
      case .move(let x, let y):
        let q = p(x, y)
        return .move(q.0, q.1)
      case .line(let x, let y):
        let q = p(x, y)
        return .line(q.0, q.1)
      case .quadCurve(let x, let y, let cx, let cy):
        let (q, c) = (p(x, y), p(cx, cy))
        return .quadCurve(q.0, q.1, c.0, c.1)
      case .curve(let x, let y, let ax, let ay, let bx, let by):
        let (q, a, b) = (p(x, y), p(ax, ay), p(bx, by))
        return .curve(q.0, q.1, a.0, a.1, b.0, b.1)
      case .close: return .close
      }
    }
  }

  /// `Path(...)` made from values: empty, a rect, a rounded rect or an ellipse.
  static func make(_ v: [SwiftValue], _ labels: [String?]) -> SwiftValue? {
    let written = signature(labels)
    switch written {
    case "": return path([])
    case "_":
      guard let (x, y, w, h) = Geometry.frame(v[0]) else { return nil }
      return path(rect(x, y, w, h))
    case "ellipseIn":
      guard let (x, y, w, h) = Geometry.frame(v[0]) else { return nil }
      return path(ellipse(x, y, w, h))
    case "roundedRect:cornerRadius", "roundedRect:cornerRadius:style":
      guard let (x, y, w, h) = Geometry.frame(v[0]), let r = v[1].number else { return nil }
      return path(roundedRect(x, y, w, h, r, r))
    case "roundedRect:cornerSize", "roundedRect:cornerSize:style":
      guard let (x, y, w, h) = Geometry.frame(v[0]), let (a, b) = Geometry.pair(v[1]) else {
        return nil
      }
      return path(roundedRect(x, y, w, h, a, b))
    default: return nil
    }
  }

  /// The path after a mutating method (`move(to:)`, `addLine(to:)`, ...); nil when the method
  /// or its arguments are not one of Path's.
  static func mutate(_ name: String, _ r: SwiftRecord, _ v: [SwiftValue], _ labels: [String?])
    -> SwiftValue?
  {
    guard var elements = elements(.record(r)) else { return nil }
    let written = signature(labels)
    func point(_ i: Int) -> (Double, Double)? { i < v.count ? Geometry.pair(v[i]) : nil }
    func angle(_ i: Int) -> Double? { i < v.count ? Geometry.radians(v[i]) : nil }
    switch (name, written) {
    case ("move", "to"):
      guard let p = point(0) else { return nil }
      elements.append(.move(p.0, p.1))
    case ("addLine", "to"):
      guard let p = point(0) else { return nil }
      elements.append(Paths.currentPoint(elements) == nil ? .move(p.0, p.1) : .line(p.0, p.1))
    case ("addLines", "_"):
      guard case .array(let items) = v[0] else { return nil }
      let points = items.compactMap(Geometry.pair)
      guard points.count == items.count, let first = points.first else { return nil }
      elements.append(.move(first.0, first.1))
      elements += points.dropFirst().map { .line($0.0, $0.1) }
    case ("addQuadCurve", "to:control"):
      guard let p = point(0), let c = point(1) else { return nil }
      elements.append(.quadCurve(p.0, p.1, c.0, c.1))
    case ("addCurve", "to:control1:control2"):
      guard let p = point(0), let a = point(1), let b = point(2) else { return nil }
      elements.append(.curve(p.0, p.1, a.0, a.1, b.0, b.1))
    case ("closeSubpath", ""):
      elements.append(.close)
    case ("addRect", "_"):
      guard let (x, y, w, h) = Geometry.frame(v[0]) else { return nil }
      elements += rect(x, y, w, h)
    case ("addEllipse", "in"):
      guard let (x, y, w, h) = Geometry.frame(v[0]) else { return nil }
      elements += ellipse(x, y, w, h)
    case ("addRoundedRect", "in:cornerSize"), ("addRoundedRect", "in:cornerSize:style"):
      guard let (x, y, w, h) = Geometry.frame(v[0]), let (a, b) = Geometry.pair(v[1]) else {
        return nil
      }
      elements += roundedRect(x, y, w, h, a, b)
    case ("addArc", "center:radius:startAngle:endAngle:clockwise"):
      guard let c = point(0), let radius = v[1].number, let a = angle(2), let b = angle(3),
        case .bool(let clockwise) = v[4]
      else { return nil }
      let curves = arc(center: c, radius: radius, start: a, end: b, clockwise: clockwise)
      let (sx, sy) = (c.0 + radius * Math.cos(a), c.1 + radius * Math.sin(a))
      elements.append(Paths.currentPoint(elements) == nil ? .move(sx, sy) : .line(sx, sy))
      elements += curves
    case ("addArc", "tangent1End:tangent2End:radius"):
      guard let p1 = point(0), let p2 = point(1), let radius = v[2].number else { return nil }
      guard let p0 = Paths.currentPoint(elements) else {
        elements.append(.move(p1.0, p1.1))
        break
      }
      elements += tangentArc(from: p0, p1, p2, radius: radius)
    case ("addPath", "_"):
      guard let other = Paths.elements(v[0]) else { return nil }
      elements += other
    default:
      return nil
    }
    return path(elements)
  }

  static let mutatingMethods: Set<String> = [
    "move", "addLine", "addLines", "addQuadCurve", "addCurve", "closeSubpath", "addRect",
    "addEllipse", "addRoundedRect", "addArc", "addPath",
  ]

  /// `path.applying(transform)`, `path.offsetBy(dx:dy:)`: a new path.
  static func method(_ name: String, of r: SwiftRecord, _ v: [SwiftValue], _ labels: [String?])
    -> SwiftValue?
  {
    guard let elements = elements(.record(r)) else { return nil }
    let written = signature(labels)
    switch (name, written) {
    case ("applying", "_"):
      return Geometry.matrix(v[0]).map { path(transformed(elements, $0)) }
    case ("offsetBy", "dx:dy"):
      guard let dx = v[0].number, let dy = v[1].number else { return nil }
      return path(transformed(elements, [1, 0, 0, 1, dx, dy]))
    default:
      return nil
    }
  }
}

extension SwiftLowering {
  /// `Path { path in ... }`: the closure run on an empty path, which it changes.
  func buildPath(_ c: SwiftClosure, _ captured: LoweringScope, _ r: SourceRange) -> SwiftValue {
    let inner = LoweringScope(parent: captured)
    let name = c.parameters.first?.text ?? "$0"
    inner.bindings[name] = .value(Paths.path([]))
    _ = runBody(statements(of: c), inner, r)
    if case .value(let made)? = inner.bindings[name] { return made }
    return Paths.path([])
  }
}
