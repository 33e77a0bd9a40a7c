// The seam between a GeometryReader and its content (layoutc-layout(7) 18): what the children of
// `geometryReader(g) < ... >` are depends on `g`, which is only known once the reader is
// placed. The resolver hands the engine a `GeometryContent`; the engine calls it once per
// reader placement with the reader's size and frames, and lays the tree it returns inside the
// reader. Also the safe-area and coordinate-space vocabulary the proxy and the safe-area
// modifiers share (layoutc-layout(7) 23, 27).

/// A coordinate space a GeometryReader can measure its frame in (SwiftUI's `CoordinateSpace`).
public enum CoordinateSpaceName: Sendable, Hashable {
  /// The root (screen) space.
  case global
  /// The reader's own space: its frame is `(0, 0, size)`.
  case local
  /// The space of the nearest view around the reader marked `.coordinateSpace(name:)`.
  case named(String)
}

/// What a GeometryReader's content sees (SwiftUI's `GeometryProxy`): layout values, not
/// pixel-snapped ones (layoutc-layout(7) 2.1).
public struct GeometryProxy: Sendable, Hashable {
  /// The reader's size.
  public var size: Size
  /// The reader's frame in root coordinates (`.offset`s around it included, layoutc-layout(7) 13).
  public var globalFrame: Rect
  /// The origin, in root coordinates, of each named space around the reader (the innermost
  /// view of a name wins).
  public var namedOrigins: [String: Point]
  /// How far the reader reaches into the safe-area band on each side it touches: the
  /// screen's insets for a reader that fills the safe area, 0 for one inside it or one that
  /// ignores the safe area (layoutc-layout(7) 23).
  public var safeAreaInsets: EdgeInsets

  public init(
    size: Size, globalFrame: Rect, namedOrigins: [String: Point] = [:],
    safeAreaInsets: EdgeInsets = .zero
  ) {
    self.size = size
    self.globalFrame = globalFrame
    self.namedOrigins = namedOrigins
    self.safeAreaInsets = safeAreaInsets
  }

  /// `proxy.frame(in:)`. A name no view around the reader carries measures in the global
  /// space, as SwiftUI does for an unknown `.named` space.
  public func frame(in space: CoordinateSpaceName) -> Rect {
    switch space {
    case .global:
      return globalFrame
    case .local:
      return Rect(origin: .zero, size: size)
    case .named(let name):
      guard let origin = namedOrigins[name] else { return globalFrame }
      return Rect(
        x: globalFrame.minX - origin.x, y: globalFrame.minY - origin.y, width: size.width,
        height: size.height)
    }
  }
}

/// A problem found while making a reader's content for its real size (a division by zero only
/// that size causes, a loop grown too long): reported like any input error, with no dump.
public struct GeometryContentError: Error, Sendable, Hashable {
  public struct Message: Sendable, Hashable {
    public var message: String
    /// Where the problem was written, and how many bytes of that line it covers.
    public var position: SourcePosition
    public var length: Int
    public init(message: String, position: SourcePosition, length: Int = 0) {
      self.message = message
      self.position = position
      self.length = length
    }
  }
  public var messages: [Message]
  public init(messages: [Message]) { self.messages = messages }
}

/// Makes a GeometryReader's content for a proxy. The returned tree's root is a
/// `geometryReader` node whose children are the content views (several pile up at the
/// top-leading corner); the engine gives that root the reader's environment.
public protocol GeometryContent: Sendable {
  func makeContent(_ proxy: GeometryProxy) throws(GeometryContentError) -> ViewTree
  /// The same, counting what is made against `budget`: the engine calls this one.
  func makeContent(_ proxy: GeometryProxy, budget: GeometryContentBudget)
    throws(GeometryContentError) -> ViewTree
}

extension GeometryContent {
  /// A content with limits of its own (a test's) only adds its nodes to the count.
  public func makeContent(_ proxy: GeometryProxy, budget: GeometryContentBudget)
    throws(GeometryContentError) -> ViewTree
  {
    let tree = try makeContent(proxy)
    budget.nodes += tree.nodes.count
    return tree
  }
}

/// Readers inside readers inside ... deeper than this are reported instead of laid out (the
/// resolver refuses them in the source, the engine in contents made at layout time).
public enum GeometryLimits {
  public static let maxNesting = 64
}

/// What one layout's GeometryReader contents have made so far, so that the resolver's limits
/// (node count, steps, depth) hold for the whole layout and not per content: three nested
/// readers each with a `foreach` over the width would otherwise make 390^3 views, each
/// content within the limits. One per layout run, shared by every content in it; used on the
/// layout thread only.
public final class GeometryContentBudget: @unchecked Sendable {
  /// Nodes made so far: the resolved tree's, then every content's.
  public var nodes: Int
  /// Resolver steps the contents have taken so far.
  public var steps = 0
  /// The depth, in the whole tree, of the reader whose content is being made.
  public var depth = 0
  public init(nodes: Int) { self.nodes = nodes }
}

/// One edge of a view (SwiftUI's `Edge`); leading and trailing follow the layout direction.
public enum Edge: Sendable, Hashable, CaseIterable {
  case top, leading, bottom, trailing

  /// SwiftUI's `Edge.Set`.
  public struct Set: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let leading = Set(rawValue: 2)
    public static let bottom = Set(rawValue: 4)
    public static let trailing = Set(rawValue: 8)
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }

  /// The axis the edge lies across: top and bottom are ends of the vertical axis.
  public var axis: Axis { self == .top || self == .bottom ? .vertical : .horizontal }
}

/// SwiftUI's `SafeAreaRegions`: `layoutc` has no keyboard, so only the container region
/// (the screen's insets and the ones views add) has an effect.
public struct SafeAreaRegions: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// `.containerRelativeFrame(axes, count:span:spacing:alignment:)` as written; `count` nil for
/// the plain form (the whole container length).
public struct ContainerRelativeFrame: Sendable, Hashable {
  public var horizontal: Bool
  public var vertical: Bool
  public var count: Int?
  public var span: Int
  public var spacing: Double
  public var alignment: Alignment
  public init(
    horizontal: Bool, vertical: Bool, count: Int? = nil, span: Int = 1, spacing: Double = 0,
    alignment: Alignment = .center
  ) {
    self.horizontal = horizontal
    self.vertical = vertical
    self.count = count
    self.span = span
    self.spacing = spacing
    self.alignment = alignment
  }
}
