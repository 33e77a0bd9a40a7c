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

  /// Creates a proxy; with no named spaces and no safe-area insets by default.
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
  /// One problem and where it was written.
  public struct Message: Sendable, Hashable {
    /// What went wrong, in the style of a diagnostic message.
    public var message: String
    /// Where the problem was written, and how many bytes of that line it covers.
    public var position: SourcePosition
    /// How many bytes of the line the problem covers (0 for a caret only).
    public var length: Int
    /// Creates a message at `position`.
    public init(message: String, position: SourcePosition, length: Int = 0) {
      self.message = message
      self.position = position
      self.length = length
    }
  }
  /// Every problem found, in the order found.
  public var messages: [Message]
  /// Creates an error from its messages.
  public init(messages: [Message]) { self.messages = messages }
}

/// Makes a GeometryReader's content for a proxy. The returned tree's root is a
/// `geometryReader` node whose children are the content views (several pile up at the
/// top-leading corner); the engine gives that root the reader's environment.
public protocol GeometryContent: Sendable {
  /// The content views for a reader of `proxy`'s size and position; throws when making them
  /// fails for that size.
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
package enum GeometryLimits {
  /// How many GeometryReaders may nest inside one another.
  package static let maxNesting = 64
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
  /// Creates a budget that starts from the resolved tree's `nodes`.
  public init(nodes: Int) { self.nodes = nodes }
}

/// One edge of a view (SwiftUI's `Edge`); leading and trailing follow the layout direction.
public enum Edge: Sendable, Hashable, CaseIterable {
  /// The top, leading, bottom or trailing edge.
  case top, leading, bottom, trailing

  /// SwiftUI's `Edge.Set`.
  public struct Set: OptionSet, Sendable, Hashable {
    /// The edges as bits, one per edge.
    public let rawValue: UInt8
    /// Creates a set from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = Set(rawValue: 1)
    /// The leading edge.
    public static let leading = Set(rawValue: 2)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 4)
    /// The trailing edge.
    public static let trailing = Set(rawValue: 8)
    /// The leading and trailing edges.
    public static let horizontal: Set = [.leading, .trailing]
    /// The top and bottom edges.
    public static let vertical: Set = [.top, .bottom]
    /// All four edges.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }

  /// The axis the edge lies across: top and bottom are ends of the vertical axis.
  public var axis: Axis { self == .top || self == .bottom ? .vertical : .horizontal }
}

/// SwiftUI's `SafeAreaRegions`: `layoutc` has no keyboard, so only the container region
/// (the screen's insets and the ones views add) has an effect.
public struct SafeAreaRegions: OptionSet, Sendable, Hashable {
  /// The regions as bits, one per region.
  public let rawValue: UInt8
  /// Creates a set from its bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// The safe area of the container: the screen's insets and bars, and insets that views add.
  public static let container = SafeAreaRegions(rawValue: 1)
  /// The area the software keyboard covers; never shown by `layoutc`.
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  /// Both regions.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// `.containerRelativeFrame(axes, count:span:spacing:alignment:)` as written; `count` nil for
/// the plain form (the whole container length).
public struct ContainerRelativeFrame: Sendable, Hashable {
  /// Whether the frame is relative to the container's width.
  public var horizontal: Bool
  /// Whether the frame is relative to the container's height.
  public var vertical: Bool
  /// The number of equal parts the container's length is divided into; nil for the whole
  /// length.
  public var count: Int?
  /// How many parts the view spans.
  public var span: Int
  /// The space between parts, in points.
  public var spacing: Double
  /// Where the child is placed inside the frame.
  public var alignment: Alignment
  /// Creates a container-relative frame; `count` nil is the plain form.
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
