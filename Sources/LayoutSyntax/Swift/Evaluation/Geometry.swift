// The geometry a custom `Layout` computes with (issue: custom Layouts written in Swift):
// CGPoint, CGSize, CGRect, CGAffineTransform, Angle and ProposedViewSize, as records whose
// fields are Swift's (`size.width`, `rect.origin.x`), with the computed properties, static
// members and methods layout code uses. `.zero` where the type is not written (an argument
// of `reduce`) is every field 0, as it is for each of these types.

/// The labels of a call as its signature is written (`x:y`, `_`, `in:cornerSize`), to match
/// the initialisers and methods read here.
func signature(_ labels: [String?]) -> String {
  labels.map { $0 ?? "_" }.joined(separator: ":")
}

enum Geometry {
  /// The types, each with its stored fields in order.
  static let fields: [String: [String]] = [
    "CGPoint": ["x", "y"], "CGSize": ["width", "height"], "CGRect": ["origin", "size"],
    "CGAffineTransform": ["a", "b", "c", "d", "tx", "ty"], "Angle": ["radians"],
    "ProposedViewSize": ["width", "height"], "CGVector": ["dx", "dy"],
  ]

  static func point(_ x: Double, _ y: Double) -> SwiftValue {
    .record(SwiftRecord(type: "CGPoint", names: ["x", "y"], values: [.double(x), .double(y)]))
  }

  static func size(_ width: Double, _ height: Double) -> SwiftValue {
    .record(
      SwiftRecord(
        type: "CGSize", names: ["width", "height"], values: [.double(width), .double(height)]))
  }

  static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> SwiftValue {
    .record(
      SwiftRecord(
        type: "CGRect", names: ["origin", "size"], values: [point(x, y), size(width, height)]))
  }

  static func proposal(_ width: Double?, _ height: Double?) -> SwiftValue {
    .record(
      SwiftRecord(
        type: "ProposedViewSize", names: ["width", "height"],
        values: [width.map { .double($0) } ?? .null, height.map { .double($0) } ?? .null]))
  }

  static func angle(radians: Double) -> SwiftValue {
    .record(SwiftRecord(type: "Angle", names: ["radians"], values: [.double(radians)]))
  }

  static func transform(_ m: [Double]) -> SwiftValue {
    .record(
      SwiftRecord(
        type: "CGAffineTransform", names: fields["CGAffineTransform"]!,
        values: m.map { .double($0) }))
  }

  /// (x, y) of a CGPoint, (width, height) of a CGSize.
  static func pair(_ value: SwiftValue?) -> (Double, Double)? {
    guard case .record(let r)? = value else { return nil }
    switch r.type {
    case "CGPoint": if let x = r["x"]?.number, let y = r["y"]?.number { return (x, y) }
    case "CGSize", "ProposedViewSize":
      if let w = r["width"]?.number, let h = r["height"]?.number { return (w, h) }
    case "CGVector": if let x = r["dx"]?.number, let y = r["dy"]?.number { return (x, y) }
    default: break
    }
    return nil
  }

  /// x, y, width and height of a CGRect.
  static func frame(_ value: SwiftValue?) -> (Double, Double, Double, Double)? {
    guard case .record(let r)? = value, r.type == "CGRect", let (x, y) = pair(r["origin"]),
      let (w, h) = pair(r["size"])
    else { return nil }
    return (x, y, w, h)
  }

  /// [a b c d tx ty] of a CGAffineTransform.
  static func matrix(_ value: SwiftValue?) -> [Double]? {
    guard case .record(let t)? = value, t.type == "CGAffineTransform" else { return nil }
    let m = ["a", "b", "c", "d", "tx", "ty"].compactMap { t[$0]?.number }
    return m.count == 6 ? m : nil
  }

  /// `.zero` of a type, or of none written (every field 0).
  static func zero(of type: String?) -> SwiftValue {
    switch type {
    case "CGPoint": return point(0, 0)
    case "CGRect": return rect(0, 0, 0, 0)
    case "ProposedViewSize": return proposal(0, 0)
    case "Angle": return angle(radians: 0)
    default: return size(0, 0)
    }
  }

  /// `Type.name`: `.zero`, `.infinity`, `.unspecified`, `.identity`, `Angle.degrees(...)` as a
  /// function; nil when the type has no such member.
  static func staticMember(_ name: String, of type: String) -> SwiftValue? {
    guard fields[type] != nil else { return nil }
    switch (type, name) {
    case (_, "zero"): return zero(of: type)
    case ("ProposedViewSize", "unspecified"): return proposal(nil, nil)
    case ("ProposedViewSize", "infinity"): return proposal(.infinity, .infinity)
    case ("CGSize", "infinity"): return size(.infinity, .infinity)
    case ("CGRect", "infinite"): return rect(-.infinity, -.infinity, .infinity, .infinity)
    case ("CGAffineTransform", "identity"): return transform([1, 0, 0, 1, 0, 0])
    default: return nil
    }
  }

  /// A type's initialiser applied to values; nil when no initialiser takes these labels.
  static func make(_ type: String, _ v: [SwiftValue], _ labels: [String?]) -> SwiftValue? {
    let written = signature(labels)
    func n(_ i: Int) -> Double? { i < v.count ? v[i].number : nil }
    switch (type, written) {
    case ("CGPoint", "x:y"): return n(0).flatMap { x in n(1).map { point(x, $0) } }
    case ("CGPoint", ""), ("CGSize", ""), ("CGRect", ""), ("Angle", ""):
      return zero(of: type)
    case ("CGSize", "width:height"): return n(0).flatMap { w in n(1).map { size(w, $0) } }
    case ("CGVector", "dx:dy"):
      guard let x = n(0), let y = n(1) else { return nil }
      return .record(
        SwiftRecord(type: "CGVector", names: ["dx", "dy"], values: [.double(x), .double(y)]))
    case ("CGRect", "x:y:width:height"):
      guard let x = n(0), let y = n(1), let w = n(2), let h = n(3) else { return nil }
      return rect(x, y, w, h)
    case ("CGRect", "origin:size"):
      guard let (x, y) = pair(v[0]), let (w, h) = pair(v[1]) else { return nil }
      return rect(x, y, w, h)
    case ("ProposedViewSize", "width:height"):
      func side(_ x: SwiftValue) -> Double?? {
        if case .null = x { return .some(nil) }
        return x.number.map { .some($0) }
      }
      guard let w = side(v[0]), let h = side(v[1]) else { return nil }
      return proposal(w, h)
    case ("ProposedViewSize", "_"):
      guard let (w, h) = pair(v[0]) else { return nil }
      return proposal(w, h)
    case ("Angle", "degrees"): return n(0).map { angle(radians: $0 * .pi / 180) }
    case ("Angle", "radians"): return n(0).map { angle(radians: $0) }
    case ("CGAffineTransform", "rotationAngle"):
      return n(0).map {
        transform([Math.cos($0), Math.sin($0), -Math.sin($0), Math.cos($0), 0, 0])
      }
    case ("CGAffineTransform", "translationX:y"):
      return n(0).flatMap { x in n(1).map { transform([1, 0, 0, 1, x, $0]) } }
    case ("CGAffineTransform", "scaleX:y"):
      return n(0).flatMap { x in n(1).map { transform([x, 0, 0, $0, 0, 0]) } }
    default: return nil
    }
  }

  /// `Angle.degrees(90)`, `.radians(x)`: the static functions that make a value.
  static func staticFunction(_ name: String, of type: String, _ v: [SwiftValue]) -> SwiftValue? {
    guard type == "Angle", v.count == 1, let x = v[0].number else { return nil }
    switch name {
    case "degrees": return angle(radians: x * .pi / 180)
    case "radians": return angle(radians: x)
    default: return nil
    }
  }

  /// An angle: an `Angle`, or `.degrees(x)` / `.radians(x)` left to SwiftUI where no type was
  /// written (an argument of a `Path` method); in radians.
  static func radians(_ value: SwiftValue) -> Double? {
    if case .record(let r) = value, r.type == "Angle" { return r["radians"]?.number }
    if implicitName(value) == "zero" { return 0 }
    guard case .residual(.chain(let c)) = value, c.head.leadingDot, c.suffixes.isEmpty,
      let arguments = c.head.arguments?.arguments, arguments.count == 1,
      arguments[0].label == nil
    else { return nil }
    let x: Double
    switch arguments[0].value {
    case .number(let v, _): x = v
    case .unary("-", .number(let v, _), _): x = -v
    default: return nil
    }
    switch c.head.name.text {
    case "degrees": return x * .pi / 180
    case "radians": return x
    default: return nil
    }
  }

  /// A computed property of one of the records.
  static func property(_ name: String, of r: SwiftRecord) -> SwiftValue? {
    switch r.type {
    case "CGRect":
      guard let (x, y, w, h) = frame(.record(r)) else { return nil }
      switch name {
      case "minX": return .double(x)
      case "midX": return .double(x + w / 2)
      case "maxX": return .double(x + w)
      case "minY": return .double(y)
      case "midY": return .double(y + h / 2)
      case "maxY": return .double(y + h)
      case "width": return .double(abs(w))
      case "height": return .double(abs(h))
      case "isEmpty": return .bool(w == 0 || h == 0)
      default: return nil
      }
    case "Angle":
      guard name == "degrees", let radians = r["radians"]?.number else { return nil }
      return .double(radians * 180 / .pi)
    default:
      return nil
    }
  }

  static func hasMethod(_ name: String, of r: SwiftRecord) -> Bool {
    switch (r.type, name) {
    case ("CGPoint", "applying"), ("CGSize", "applying"), ("CGRect", "insetBy"),
      ("CGRect", "offsetBy"), ("CGRect", "contains"),
      ("ProposedViewSize", "replacingUnspecifiedDimensions"),
      ("CGAffineTransform", "rotated"), ("CGAffineTransform", "translatedBy"),
      ("CGAffineTransform", "scaledBy"), ("CGAffineTransform", "concatenating"):
      return true
    default:
      return false
    }
  }

  /// A method of one of the records applied to values.
  static func method(
    _ name: String, of r: SwiftRecord, _ v: [SwiftValue], _ labels: [String?]
  ) -> SwiftValue? {
    let written = signature(labels)
    func n(_ i: Int) -> Double? { i < v.count ? v[i].number : nil }
    // [a b c d tx ty] then [a' b' c' d' tx' ty']: the first applied first.
    func concatenated(_ m: [Double], _ n: [Double]) -> [Double] {
      [
        m[0] * n[0] + m[1] * n[2], m[0] * n[1] + m[1] * n[3],
        m[2] * n[0] + m[3] * n[2], m[2] * n[1] + m[3] * n[3],
        m[4] * n[0] + m[5] * n[2] + n[4], m[4] * n[1] + m[5] * n[3] + n[5],
      ]
    }
    switch (r.type, name, written) {
    case ("CGPoint", "applying", "_"), ("CGSize", "applying", "_"):
      guard let (x, y) = pair(.record(r)), let m = matrix(v.first) else { return nil }
      if r.type == "CGSize" {
        return size(m[0] * x + m[2] * y, m[1] * x + m[3] * y)
      }
      return point(m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5])
    case ("CGRect", "insetBy", "dx:dy"):
      guard let (x, y, w, h) = frame(.record(r)), let dx = n(0), let dy = n(1) else { return nil }
      return rect(x + dx, y + dy, w - 2 * dx, h - 2 * dy)
    case ("CGRect", "offsetBy", "dx:dy"):
      guard let (x, y, w, h) = frame(.record(r)), let dx = n(0), let dy = n(1) else { return nil }
      return rect(x + dx, y + dy, w, h)
    case ("CGRect", "contains", "_"):
      guard let (x, y, w, h) = frame(.record(r)), let (px, py) = pair(v.first) else { return nil }
      return .bool(px >= x && px < x + w && py >= y && py < y + h)
    case ("ProposedViewSize", "replacingUnspecifiedDimensions", ""),
      ("ProposedViewSize", "replacingUnspecifiedDimensions", "by"):
      // SwiftUI's default is 10 by 10.
      let (fw, fh) = v.isEmpty ? (10, 10) : pair(v[0]) ?? (10, 10)
      return size(r["width"]?.number ?? fw, r["height"]?.number ?? fh)
    case ("CGAffineTransform", "rotated", "by"):
      guard let m = matrix(.record(r)), let a = n(0) else { return nil }
      return transform(
        concatenated([Math.cos(a), Math.sin(a), -Math.sin(a), Math.cos(a), 0, 0], m))
    case ("CGAffineTransform", "translatedBy", "x:y"):
      guard let m = matrix(.record(r)), let x = n(0), let y = n(1) else { return nil }
      return transform(concatenated([1, 0, 0, 1, x, y], m))
    case ("CGAffineTransform", "scaledBy", "x:y"):
      guard let m = matrix(.record(r)), let x = n(0), let y = n(1) else { return nil }
      return transform(concatenated([x, 0, 0, y, 0, 0], m))
    case ("CGAffineTransform", "concatenating", "_"):
      guard let m = matrix(.record(r)), let other = matrix(v.first) else { return nil }
      return transform(concatenated(m, other))
    default:
      return nil
    }
  }
}
