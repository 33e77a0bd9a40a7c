// Geometry values shared by every layout: sizes, points, rectangles, insets and proposals.
// Doubles throughout (CGFloat is Double on 64-bit Apple platforms).

public enum Axis: Sendable, Hashable, CaseIterable {
  case horizontal, vertical
  public var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

public struct Size: Sendable, Hashable {
  public var width: Double
  public var height: Double
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
  public static let zero = Size(width: 0, height: 0)
  public subscript(axis: Axis) -> Double {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }
}

public struct Point: Sendable, Hashable {
  public var x: Double
  public var y: Double
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
  public static let zero = Point(x: 0, y: 0)
  public subscript(axis: Axis) -> Double {
    get { axis == .horizontal ? x : y }
    set { if axis == .horizontal { x = newValue } else { y = newValue } }
  }
}

public struct Rect: Sendable, Hashable {
  public var origin: Point
  public var size: Size
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }
  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var midX: Double { origin.x + size.width / 2 }
  public var midY: Double { origin.y + size.height / 2 }
}

/// Insets by edge; `leading`/`trailing` follow the layout direction (SwiftUI's `EdgeInsets`).
public struct EdgeInsets: Sendable, Hashable {
  public var top: Double
  public var leading: Double
  public var bottom: Double
  public var trailing: Double
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  public init(all v: Double) { self.init(top: v, leading: v, bottom: v, trailing: v) }
  public static let zero = EdgeInsets()
  /// Total inset along an axis.
  public subscript(axis: Axis) -> Double {
    axis == .horizontal ? leading + trailing : top + bottom
  }
}

/// A proposal: each dimension a number >= 0, +infinity, or nil (unspecified: "your ideal size").
/// nil is distinct from 0 (the minimum probe) and from infinity (the maximum probe).
public struct ProposedSize: Sendable, Hashable {
  public var width: Double?
  public var height: Double?
  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }
  public init(_ size: Size) { self.init(width: size.width, height: size.height) }
  public static let zero = ProposedSize(width: 0, height: 0)
  public static let infinity = ProposedSize(width: .infinity, height: .infinity)
  public static let unspecified = ProposedSize(width: nil, height: nil)
  public subscript(axis: Axis) -> Double? {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }
  /// SwiftUI's `replacingUnspecifiedDimensions(by:)`: nil becomes the given size (10x10).
  public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size
  {
    Size(width: width ?? size.width, height: height ?? size.height)
  }
  /// The proposal less the insets, never below 0; nil stays nil.
  public func inset(by insets: EdgeInsets) -> ProposedSize {
    ProposedSize(
      width: width.map { max($0 - insets.leading - insets.trailing, 0) },
      height: height.map { max($0 - insets.top - insets.bottom, 0) })
  }
}

public enum LayoutDirection: Sendable, Hashable {
  case leftToRight, rightToLeft
}

public enum Platform: String, Sendable, Hashable, CaseIterable {
  case ios, macos
}
