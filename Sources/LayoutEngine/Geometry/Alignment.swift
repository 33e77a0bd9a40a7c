// Alignment guides: the built-in ones and custom ones declared with `alignment NAME: axis`.

public enum HorizontalAlignment: Sendable, Hashable {
  case leading, center, trailing
  /// A custom guide: an index into `ViewTree.customAlignments`.
  case custom(Int)
}

public enum VerticalAlignment: Sendable, Hashable {
  case top, center, bottom, firstTextBaseline, lastTextBaseline
  /// A custom guide: an index into `ViewTree.customAlignments`.
  case custom(Int)
}

/// A two-axis alignment, as in SwiftUI's `Alignment`.
public struct Alignment: Sendable, Hashable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// One alignment guide on one axis: what `d[...]` and `.alignmentGuide(...)` name.
public enum AlignmentKey: Sendable, Hashable {
  case horizontal(HorizontalAlignment)
  case vertical(VerticalAlignment)
  public var axis: Axis {
    switch self {
    case .horizontal: return .horizontal
    case .vertical: return .vertical
    }
  }
}

/// A custom alignment declared in the file: `alignment midAccountAndName: vertical = d[top]`.
public struct CustomAlignment: Sendable, Hashable {
  public var name: String
  public var axis: Axis
  /// The guide's `defaultValue(in: d)`; nil means 0 (the leading or top edge).
  public var defaultValue: GuideExpression?
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
  case constant(Double)
  /// `d.width`
  case width
  /// `d.height`
  case height
  /// `d[guide]`
  case guide(AlignmentKey)
  case negate(GuideExpression)
  case add(GuideExpression, GuideExpression)
  case subtract(GuideExpression, GuideExpression)
  case multiply(GuideExpression, GuideExpression)
  case divide(GuideExpression, GuideExpression)
}
