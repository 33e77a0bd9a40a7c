// Geometry values shared by every layout: sizes, points, rectangles, insets and proposals.
// Doubles throughout (CGFloat is Double on 64-bit Apple platforms).

/// A layout axis: horizontal (x, width) or vertical (y, height).
public enum Axis: Sendable, Hashable, CaseIterable {
  /// `horizontal` is x and width; `vertical` is y and height.
  case horizontal, vertical
  /// The perpendicular axis.
  public var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// A width and height in points, like SwiftUI's `CGSize`.
public struct Size: Sendable, Hashable {
  /// The width in points.
  public var width: Double
  /// The height in points.
  public var height: Double
  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
  /// A zero width and height.
  public static let zero = Size(width: 0, height: 0)
  /// The width for `.horizontal`, the height for `.vertical`.
  public subscript(axis: Axis) -> Double {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }
}

/// A position in points, like SwiftUI's `CGPoint`; y grows downwards.
public struct Point: Sendable, Hashable {
  /// The horizontal coordinate; grows to the right.
  public var x: Double
  /// The vertical coordinate; grows downwards.
  public var y: Double
  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
  /// The origin, (0, 0).
  public static let zero = Point(x: 0, y: 0)
  /// `x` for `.horizontal`, `y` for `.vertical`.
  public subscript(axis: Axis) -> Double {
    get { axis == .horizontal ? x : y }
    set { if axis == .horizontal { x = newValue } else { y = newValue } }
  }
}

/// A rectangle in points, like SwiftUI's `CGRect`: an origin (the top-left corner) and a size.
public struct Rect: Sendable, Hashable {
  /// The top-left corner.
  public var origin: Point
  /// The width and height.
  public var size: Size
  /// Creates a rectangle from its top-left corner and size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }
  /// Creates a rectangle from the coordinates of its top-left corner and its size.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }
  /// The x of the left edge.
  public var minX: Double { origin.x }
  /// The y of the top edge.
  public var minY: Double { origin.y }
  /// The x of the right edge.
  public var maxX: Double { origin.x + size.width }
  /// The y of the bottom edge.
  public var maxY: Double { origin.y + size.height }
  /// The x of the centre.
  public var midX: Double { origin.x + size.width / 2 }
  /// The y of the centre.
  public var midY: Double { origin.y + size.height / 2 }
}

/// Insets by edge; `leading`/`trailing` follow the layout direction (SwiftUI's `EdgeInsets`).
public struct EdgeInsets: Sendable, Hashable {
  /// The inset from the top edge.
  public var top: Double
  /// The inset from the leading edge (the left one in a left-to-right layout).
  public var leading: Double
  /// The inset from the bottom edge.
  public var bottom: Double
  /// The inset from the trailing edge (the right one in a left-to-right layout).
  public var trailing: Double
  /// Creates insets; edges not given are 0.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  /// The same inset `v` on all four edges.
  public init(all v: Double) { self.init(top: v, leading: v, bottom: v, trailing: v) }
  /// No inset on any edge.
  public static let zero = EdgeInsets()
  /// Total inset along an axis.
  public subscript(axis: Axis) -> Double {
    axis == .horizontal ? leading + trailing : top + bottom
  }
}

/// A proposal: each dimension a number >= 0, +infinity, or nil (unspecified: "your ideal size").
/// nil is distinct from 0 (the minimum probe) and from infinity (the maximum probe).
public struct ProposedSize: Sendable, Hashable {
  /// The proposed width: a number, `.infinity`, or nil for the ideal width.
  public var width: Double?
  /// The proposed height: a number, `.infinity`, or nil for the ideal height.
  public var height: Double?
  /// Creates a proposal; nil in a dimension leaves it unspecified.
  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }
  /// A proposal of exactly `size`.
  public init(_ size: Size) { self.init(width: size.width, height: size.height) }
  /// The minimum probe: a view answers with its smallest size.
  public static let zero = ProposedSize(width: 0, height: 0)
  /// The maximum probe: a view answers with its largest size.
  public static let infinity = ProposedSize(width: .infinity, height: .infinity)
  /// No proposal in either dimension: a view answers with its ideal size.
  public static let unspecified = ProposedSize(width: nil, height: nil)
  /// The proposed width for `.horizontal`, height for `.vertical`.
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

/// Which way text and horizontal layout run; `leading` and `trailing` follow it.
public enum LayoutDirection: Sendable, Hashable {
  /// Left to right (English), or right to left (Arabic, Hebrew), where leading is the right edge.
  case leftToRight, rightToLeft
}

/// The platform whose fonts, metrics and defaults a layout uses.
public enum Platform: String, Sendable, Hashable, CaseIterable {
  /// iOS or macOS.
  case ios, macos
}
