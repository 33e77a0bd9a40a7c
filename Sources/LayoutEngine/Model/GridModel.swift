// The values the grids of the view tree carry: SwiftUI's `GridItem` (the tracks of
// `LazyVGrid`/`LazyHGrid`, layoutc-layout(7) 22) and the `gridCell...` modifiers of `Grid` cells
// (layoutc-layout(7) 21), which change no frame of their own and are recorded on the cell.

/// One track description of a lazy grid (SwiftUI's `GridItem`): a column of a `LazyVGrid`,
/// a row of a `LazyHGrid`.
public struct GridItem: Sendable, Hashable {
  /// How the track is sized (SwiftUI's `GridItem.Size`).
  public enum Size: Sendable, Hashable {
    /// Exactly this length.
    case fixed(Double)
    /// One track sharing the room left by the fixed ones, clamped to the range.
    case flexible(minimum: Double, maximum: Double)
    /// As many tracks of at least `minimum` as fit in the room the item gets.
    case adaptive(minimum: Double, maximum: Double)
  }

  /// How the track is sized.
  public var size: Size
  /// The gap to the next track; nil for the default (8).
  public var spacing: Double?

  /// Creates a track description; nil spacing uses the default.
  public init(_ size: Size, spacing: Double? = nil) {
    self.size = size
    self.spacing = spacing
  }

  /// SwiftUI's defaults: `flexible(minimum: 10, maximum: .infinity)`.
  public static let defaultFlexibleMinimum: Double = 10
}

/// What `gridCellColumns`, `gridCellAnchor`, `gridColumnAlignment` and
/// `gridCellUnsizedAxes` set on a view; read by the `Grid` it is a cell of.
public struct GridCellAttributes: Sendable, Hashable {
  /// `gridCellColumns(n)`: the number of columns the cell spans.
  public var columns: Int?
  /// `gridCellAnchor(unitPoint)`: the cell is placed by this point of itself and of its cell.
  public var anchor: UnitPoint?
  /// `gridColumnAlignment(h)`: the horizontal alignment of every cell of its column.
  public var columnAlignment: HorizontalAlignment?
  /// `gridCellUnsizedAxes(axes)`: the cell does not size its column (horizontal) or row
  /// (vertical); it is offered the cell the others made.
  public var unsizedHorizontally: Bool
  /// `gridCellUnsizedAxes(.vertical)`: the cell does not size its row.
  public var unsizedVertically: Bool

  /// Creates cell attributes; nothing is set by default.
  public init(
    columns: Int? = nil, anchor: UnitPoint? = nil, columnAlignment: HorizontalAlignment? = nil,
    unsizedHorizontally: Bool = false, unsizedVertically: Bool = false
  ) {
    self.columns = columns
    self.anchor = anchor
    self.columnAlignment = columnAlignment
    self.unsizedHorizontally = unsizedHorizontally
    self.unsizedVertically = unsizedVertically
  }

  /// True when no `gridCell...` modifier was written.
  public var isEmpty: Bool {
    columns == nil && anchor == nil && columnAlignment == nil && !unsizedHorizontally
      && !unsizedVertically
  }
}
