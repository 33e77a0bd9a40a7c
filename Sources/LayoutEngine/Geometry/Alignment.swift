// Alignment guides: the built-in ones and custom ones declared with `alignment NAME: axis`.

/// A guide across the horizontal axis, as in SwiftUI's `HorizontalAlignment`: which x of each
/// view lines up.
public enum HorizontalAlignment: Sendable, Hashable {
  /// The leading edge, the centre, or the trailing edge.
  case leading, center, trailing
  /// A custom guide: an index into `ViewTree.customAlignments`. 32 bits, since every `.frame`
  /// of a view tree carries an `Alignment`: it stays at most 13 bytes (a test checks it).
  case custom(Int32)
}

/// A guide across the vertical axis, as in SwiftUI's `VerticalAlignment`: which y of each view
/// lines up.
public enum VerticalAlignment: Sendable, Hashable {
  /// The top edge, the centre, the bottom edge, or the baseline of the first or last line of text
  /// (a view without text uses its bottom edge).
  case top, center, bottom, firstTextBaseline, lastTextBaseline
  /// A custom guide: an index into `ViewTree.customAlignments` (32 bits, as horizontally).
  case custom(Int32)
}

/// A two-axis alignment, as in SwiftUI's `Alignment`.
public struct Alignment: Sendable, Hashable {
  /// Where views line up horizontally.
  public var horizontal: HorizontalAlignment
  /// Where views line up vertically.
  public var vertical: VerticalAlignment
  /// Creates an alignment from one guide per axis.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  /// Centred on both axes.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// Leading edge, vertically centred.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// Trailing edge, vertically centred.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// Top edge, horizontally centred.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// Bottom edge, horizontally centred.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// Top-leading corner.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// Top-trailing corner.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// Bottom-leading corner.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// Bottom-trailing corner.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// One alignment guide on one axis: what `d[...]` and `.alignmentGuide(...)` name.
public enum AlignmentKey: Sendable, Hashable {
  /// A guide on the horizontal axis (an x).
  case horizontal(HorizontalAlignment)
  /// A guide on the vertical axis (a y).
  case vertical(VerticalAlignment)
  /// The axis the guide measures along.
  public var axis: Axis {
    switch self {
    case .horizontal: return .horizontal
    case .vertical: return .vertical
    }
  }
}

/// A custom alignment declared in the file: `alignment midAccountAndName: vertical = d[top]`.
public struct CustomAlignment: Sendable, Hashable {
  /// The name written in the declaration.
  public var name: String
  /// The axis the guide lines views up on.
  public var axis: Axis
  /// The guide's `defaultValue(in: d)`; nil means 0 (the leading or top edge).
  public var defaultValue: GuideExpression?
  /// Creates a custom alignment.
  public init(name: String, axis: Axis, defaultValue: GuideExpression?) {
    self.name = name
    self.axis = axis
    self.defaultValue = defaultValue
  }
}

/// An expression over a view's dimensions `d`, evaluated at layout time: the body of
/// `.alignmentGuide(guide, expr)` and of an `alignment` declaration's default value.
/// Variables (`let`, loop variables, parameters) are substituted by the resolver.
public indirect enum GuideExpression: Sendable, Hashable {
  /// A number of points.
  case constant(Double)
  /// `d.width`
  case width
  /// `d.height`
  case height
  /// `d[guide]`
  case guide(AlignmentKey)
  /// `-expr`
  case negate(GuideExpression)
  /// `a + b`
  case add(GuideExpression, GuideExpression)
  /// `a - b`
  case subtract(GuideExpression, GuideExpression)
  /// `a * b`
  case multiply(GuideExpression, GuideExpression)
  /// `a / b`
  case divide(GuideExpression, GuideExpression)
}
