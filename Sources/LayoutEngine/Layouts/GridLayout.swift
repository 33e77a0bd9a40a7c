// Reproduces: SwiftUI `Grid(alignment:horizontalSpacing:verticalSpacing:)` with `GridRow`,
// `gridCellColumns`, `gridCellAnchor`, `gridColumnAlignment` and `gridCellUnsizedAxes`
// (layoutc-layout(7) 21). Steps, in the spec's order:
// 1. Lines: each `gridRow` is a line of cells (a cell spans `gridCellColumns` columns, 1 by
//    default); any other view is a line of one cell spanning every column. The column count
//    is the largest sum of spans in a row (1 when there are no rows).
// 2. Columns: each column is as wide as its widest rigid cell's ideal width; columns with
//    flexible cells (wider at an infinite proposal than ideally: Color, Divider,
//    `frame(maxWidth: .infinity)`) share what the proposed width leaves equally. Then each
//    spanning cell widens the columns it spans, equally, to its ideal width, or (a flexible
//    one) to as much of the proposed width as it can take (with no proposed width, to its
//    ideal width).
// 3. Rows: cells are measured at their columns' width; a row is as tall as its tallest rigid
//    cell (baseline-aligned rows as tall as the cells' union on the baseline) and rows with
//    vertically flexible cells share what the proposed height leaves.
// 4. Gaps: `horizontalSpacing ?? 8` between columns; `verticalSpacing ??` the distance (3.2)
//    between the spacing unions of two successive lines, as a VStack of HStacks gets it.
// 5. Placement: every cell is proposed its cell (its columns' width by its row's height) and
//    aligned in it: by `gridCellAnchor` when given, else horizontally by the column's
//    `gridColumnAlignment` (set on any one-column cell of it; spanning cells use the grid's)
//    or the grid's alignment, vertically by the row's alignment or the grid's; baselines line
//    up across the row. A `gridRow` node's frame is its line across the whole grid.
// Choices where layoutc-layout(7) is silent or uncertain (Q6), from how Grid behaves in SwiftUI:
// - column and row sizes are shared out like a stack shares its length (4.2): least flexible
//   first, each taking an equal share of what is left clamped to its cells' smallest and
//   largest size (the stack probes at 0 and infinity). With room enough this is the spec's
//   rule; when the proposed width is short, columns shrink as an HStack's children would, so
//   text wraps rather than the grid overflowing; a capped flexible column
//   (`frame(maxWidth: 100)`) leaves the rest to the others; with no proposed length, tracks
//   take their ideal size. A row does not shrink below its rigid cells' ideal height;
// - rows are sized like columns (a Color row fills the proposed height, which is why
//   `gridCellUnsizedAxes(vertical)` exists);
// - spanning cells are applied in order of span, narrowest first;
// - a `gridRow` that is not directly in a grid lays its cells out like an HStack;
// - the grid's spacing is the union of its cells' on every edge (a custom layout's default).

struct GridLayout: Layout {
  var alignment: Alignment
  var horizontalSpacing: Double?
  var verticalSpacing: Double?

  init(alignment: Alignment, horizontalSpacing: Double?, verticalSpacing: Double?) {
    self.alignment = alignment
    // A spacing that is not a finite number is treated as not given.
    self.horizontalSpacing = horizontalSpacing.flatMap { $0.isFinite ? $0 : nil }
    self.verticalSpacing = verticalSpacing.flatMap { $0.isFinite ? $0 : nil }
  }

  /// The gap between columns when none is given (layoutc-layout(7) 21).
  static let defaultColumnSpacing: Double = 8
  /// More columns than this are not told apart (a runaway `gridCellColumns` stays cheap).
  static let maximumColumns = 10_000

  /// One cell: a subview of the grid or of one of its rows.
  struct Cell {
    var subview: LayoutSubview
    var column: Int
    var span: Int
    var attributes: GridCellAttributes
  }

  /// One line of the grid: a row's cells, or one view spanning every column.
  struct Line {
    /// The `gridRow` node, nil for a view spanning the grid.
    var row: Int?
    var cells: [Cell]
    var alignment: VerticalAlignment
  }

  /// Where everything goes for one proposal.
  struct Solution {
    var lines: [Line]
    var widths: [Double]
    var heights: [Double]
    var columnX: [Double]
    var lineY: [Double]
    var size: Size
    /// Each line's cells' placements, in the grid's coordinates.
    var placements: [[LayoutPlacement]]
  }

  // MARK: Layout

  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
    solve(proposal, subviews: subviews, placing: false).size
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()
  ) -> [LayoutPlacement] {
    let solution = solve(proposal, subviews: subviews, placing: true)
    var result: [LayoutPlacement] = []
    result.reserveCapacity(subviews.count)
    for (index, line) in solution.lines.enumerated() {
      let y = solution.lineY[index]
      if line.row != nil {
        // The row spans the grid; its cells go where the solution says, relative to it
        // (the walk hands them to the row's layout).
        var placement = LayoutPlacement(
          position: Point(x: bounds.minX, y: bounds.minY + y),
          proposal: ProposedSize(width: solution.size.width, height: solution.heights[index]))
        placement.subviewPlacements = solution.placements[index].map {
          var cell = $0
          cell.position.y -= y
          return cell
        }
        result.append(placement)
      } else {
        var placement = solution.placements[index][0]
        placement.position.x += bounds.minX
        placement.position.y += bounds.minY
        result.append(placement)
      }
    }
    return result
  }

  /// The union of every cell's spacing (a custom layout's default, over the cells).
  func spacing(subviews: LayoutSubviews, cache: inout ()) -> ViewSpacing {
    let cells = lines(subviews).flatMap(\.cells)
    guard let first = cells.first else { return .zero }
    var spacing = first.subview.spacing
    for cell in cells.dropFirst() { spacing.formUnion(cell.subview.spacing) }
    return spacing
  }

  /// The cells' explicit values (origin + value), combined by the guide's rule (layoutc-layout(7) 25).
  func explicitAlignment(
    of guide: AlignmentKey, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews,
    cache: inout ()
  ) -> Double? {
    guard guide.combinesExplicitValues else { return nil }
    let solution = solve(proposal, subviews: subviews, placing: false)
    var values: [Double] = []
    for (line, placements) in zip(solution.lines, solution.placements) {
      for (cell, placement) in zip(line.cells, placements) {
        let dimensions = cell.subview.dimensions(in: placement.proposal)
        guard let value = dimensions[explicit: guide] else { continue }
        values.append(placement.origin(for: dimensions.size)[guide.axis] + value)
      }
    }
    return guide.combineExplicit(values)
  }

  // MARK: Step 1: lines and columns

  func lines(_ subviews: LayoutSubviews) -> [Line] {
    let state = subviews.state
    var lines: [Line] = []
    lines.reserveCapacity(subviews.count)
    for subview in subviews {
      guard let row = state.gridRowNode(subview.node),
        case .gridRow(let rowAlignment) = state.nodes[row].kind
      else {
        let attributes = state.gridCellAttributes(of: subview.node)
        lines.append(
          Line(
            row: nil,
            cells: [Cell(subview: subview, column: 0, span: 0, attributes: attributes)],
            alignment: alignment.vertical))
        continue
      }
      var cells: [Cell] = []
      var column = 0
      for cell in state.subviews(of: row) {
        let attributes = state.gridCellAttributes(of: cell.node)
        let span = min(max(attributes.columns ?? 1, 1), Self.maximumColumns)
        cells.append(Cell(subview: cell, column: column, span: span, attributes: attributes))
        column = min(column + span, Self.maximumColumns)
      }
      lines.append(Line(row: row, cells: cells, alignment: rowAlignment ?? alignment.vertical))
    }
    // Views outside rows span every column.
    let columns = columnCount(lines)
    for index in lines.indices where lines[index].row == nil {
      lines[index].cells[0].span = columns
    }
    return lines
  }

  func columnCount(_ lines: [Line]) -> Int {
    var count = 0
    for line in lines where line.row != nil {
      let used = line.cells.last.map { $0.column + $0.span } ?? 0
      count = max(count, min(used, Self.maximumColumns))
    }
    return max(count, 1)
  }

  // MARK: Steps 2-5

  func solve(_ proposal: ProposedSize, subviews: LayoutSubviews, placing: Bool) -> Solution {
    let lines = lines(subviews)
    guard !lines.isEmpty else {
      return Solution(
        lines: [], widths: [], heights: [], columnX: [], lineY: [], size: .zero, placements: [])
    }
    let columns = columnCount(lines)
    let columnGap = horizontalSpacing ?? Self.defaultColumnSpacing
    let widths = columnWidths(lines, columns: columns, gap: columnGap, proposed: proposal.width)
    var columnX = [Double](repeating: 0, count: columns)
    for column in 1..<max(columns, 1) {
      columnX[column] = columnX[column - 1] + widths[column - 1] + columnGap
    }
    let width = widths.reduce(0, +) + columnGap * Double(columns - 1)
    func cellWidth(_ cell: Cell) -> Double {
      let end = min(cell.column + cell.span, columns)
      guard cell.column < end else { return 0 }
      return widths[cell.column..<end].reduce(0, +) + columnGap * Double(end - cell.column - 1)
    }
    // Step 4: the gaps between lines.
    var gaps: [Double] = []
    if lines.count > 1 {
      let unions = lines.map { line -> ViewSpacing in
        var spacing = ViewSpacing(entries: [])
        for cell in line.cells { spacing.formUnion(cell.subview.spacing) }
        return spacing
      }
      for index in 1..<lines.count {
        gaps.append(
          verticalSpacing ?? unions[index - 1].distance(to: unions[index], along: .vertical))
      }
    }
    let heights = lineHeights(
      lines, cellWidth: cellWidth, gaps: gaps.reduce(0, +), proposed: proposal.height)
    var lineY = [Double](repeating: 0, count: lines.count)
    for index in 1..<max(lines.count, 1) {
      lineY[index] = lineY[index - 1] + heights[index - 1] + gaps[index - 1]
    }
    let height = heights.reduce(0, +) + gaps.reduce(0, +)
    var solution = Solution(
      lines: lines, widths: widths, heights: heights, columnX: columnX, lineY: lineY,
      // Never below 0 with negative spacings (StackLayout.swift's rule); max keeps a NaN.
      size: Size(width: max(width, 0), height: max(height, 0)), placements: [])
    // Step 5: each cell in its cell.
    let columnAlignments = columnAlignments(lines, columns: columns)
    solution.placements = lines.enumerated().map { index, line in
      let cells = line.cells.map { cell in
        Rect(
          x: columnX[min(cell.column, columns - 1)], y: lineY[index], width: cellWidth(cell),
          height: heights[index])
      }
      let dimensions = zip(line.cells, cells).map { cell, rect in
        cell.subview.dimensions(in: ProposedSize(rect.size))
      }
      // Baselines line up across the row: at the lowest baseline among its cells.
      let vertical = AlignmentKey.vertical(line.alignment)
      var rowGuide = 0.0
      if line.alignment.alignsAcrossRow {
        for (cell, d) in zip(line.cells, dimensions) where cell.attributes.anchor == nil {
          rowGuide = max(rowGuide, d[vertical])
        }
      }
      return zip(line.cells, zip(cells, dimensions)).map { cell, pair in
        let (rect, d) = pair
        let proposal = ProposedSize(rect.size)
        if let anchor = cell.attributes.anchor {
          return LayoutPlacement(
            position: Point(
              x: rect.minX + anchor.x * rect.size.width, y: rect.minY + anchor.y * rect.size.height),
            anchor: anchor, proposal: proposal)
        }
        let horizontal: HorizontalAlignment =
          line.row != nil && cell.span == 1
          ? columnAlignments[cell.column] ?? alignment.horizontal : alignment.horizontal
        let plain = subviews.plainDimensions(rect.size)
        let x = rect.minX + plain[horizontal] - d[horizontal]
        let y =
          line.alignment.alignsAcrossRow
          ? rect.minY + rowGuide - d[vertical] : rect.minY + plain[vertical] - d[vertical]
        return LayoutPlacement(position: Point(x: x, y: y), proposal: proposal)
      }
    }
    return solution
  }

  /// Step 2: the columns' widths.
  func columnWidths(_ lines: [Line], columns: Int, gap: Double, proposed: Double?) -> [Double] {
    var lower = [Double](repeating: 0, count: columns)
    var upper = [Double](repeating: 0, count: columns)
    var ideal = [Double](repeating: 0, count: columns)
    var spanning: [(cell: Cell, extent: Extent)] = []
    for line in lines {
      for cell in line.cells where !cell.attributes.unsizedHorizontally {
        let extent = Extent(cell.subview, along: .horizontal, across: nil, shrinks: true)
        guard cell.span == 1, line.row != nil else {
          spanning.append((cell, extent))
          continue
        }
        lower[cell.column] = max(lower[cell.column], extent.lower)
        upper[cell.column] = max(upper[cell.column], extent.upper)
        ideal[cell.column] = max(ideal[cell.column], extent.ideal)
      }
    }
    var widths: [Double]
    if let proposed {
      widths = Self.share(proposed - gap * Double(columns - 1), lower: lower, upper: upper)
    } else {
      widths = ideal
    }
    // Spanning cells widen what they span, narrowest span first.
    for (cell, extent) in spanning.sorted(by: { $0.cell.span < $1.cell.span }) {
      let end = min(cell.column + cell.span, columns)
      guard cell.column < end else { continue }
      let spanned = widths[cell.column..<end].reduce(0, +) + gap * Double(end - cell.column - 1)
      // As much of what the proposal leaves as the cell can take, within its own range.
      var needed = extent.ideal
      if let proposed {
        let total = widths.reduce(0, +) + gap * Double(columns - 1)
        needed = max(extent.lower, min(extent.upper, spanned + max(proposed - total, 0)))
      }
      guard needed > spanned, needed.isFinite || proposed == .infinity else { continue }
      let extra = (needed - spanned) / Double(end - cell.column)
      for column in cell.column..<end { widths[column] += extra }
    }
    return widths
  }

  /// Step 3: the lines' heights, each cell measured at its columns' width.
  func lineHeights(
    _ lines: [Line], cellWidth: (Cell) -> Double, gaps: Double, proposed: Double?
  ) -> [Double] {
    var lower = [Double](repeating: 0, count: lines.count)
    var upper = [Double](repeating: 0, count: lines.count)
    var ideal = [Double](repeating: 0, count: lines.count)
    for (index, line) in lines.enumerated() {
      let guide = AlignmentKey.vertical(line.alignment)
      var above = 0.0
      var below = 0.0
      for cell in line.cells where !cell.attributes.unsizedVertically {
        let width = cellWidth(cell)
        let extent = Extent(cell.subview, along: .vertical, across: width, shrinks: false)
        lower[index] = max(lower[index], extent.lower)
        upper[index] = max(upper[index], extent.upper)
        ideal[index] = max(ideal[index], extent.ideal)
        if line.alignment.alignsAcrossRow, !extent.isFlexible, cell.attributes.anchor == nil {
          let d = cell.subview.dimensions(in: ProposedSize(width: width, height: nil))
          above = max(above, d[guide])
          below = max(below, d.height - d[guide])
        }
      }
      // Baseline-aligned rigid cells need the union of their extents.
      let union = above + below
      lower[index] = max(lower[index], union)
      upper[index] = max(upper[index], union)
      ideal[index] = max(ideal[index], union)
    }
    guard let proposed else { return ideal }
    return Self.share(proposed - gaps, lower: lower, upper: upper)
  }

  /// The first `gridColumnAlignment` written on a one-column cell of each column.
  func columnAlignments(_ lines: [Line], columns: Int) -> [HorizontalAlignment?] {
    var result = [HorizontalAlignment?](repeating: nil, count: columns)
    for line in lines where line.row != nil {
      for cell in line.cells where cell.span == 1 && cell.column < columns {
        if result[cell.column] == nil { result[cell.column] = cell.attributes.columnAlignment }
      }
    }
    return result
  }

  /// A cell's lengths along an axis: its smallest, ideal and largest (the stack probes at 0,
  /// nil and infinity).
  struct Extent {
    var lower: Double
    var ideal: Double
    var upper: Double
    /// Longer when offered more than its ideal length.
    var isFlexible: Bool { upper > ideal }

    /// `shrinks`: whether a rigid cell may go below its ideal length (a text across, as in
    /// an HStack); a flexible cell always may go down to its minimum.
    init(_ subview: LayoutSubview, along axis: Axis, across: Double?, shrinks: Bool) {
      func length(_ value: Double?) -> Double {
        var proposal = ProposedSize.unspecified
        proposal[axis] = value
        proposal[axis.other] = across
        return subview.sizeThatFits(proposal)[axis]
      }
      ideal = length(nil)
      upper = max(length(.infinity), ideal)
      lower = upper > ideal || shrinks ? min(length(0), ideal) : ideal
    }
  }

  /// Shares `available` among tracks like a stack shares its length: least flexible first,
  /// each an equal part of what is left, clamped to its range.
  static func share(_ available: Double, lower: [Double], upper: [Double]) -> [Double] {
    let order = lower.indices.sorted {
      let a = upper[$0] - lower[$0]
      let b = upper[$1] - lower[$1]
      return a != b && !(a.isNaN || b.isNaN) ? a < b : $0 < $1
    }
    var result = lower
    var remaining = available
    var count = Double(lower.count)
    for index in order {
      // What is left of an infinite proposal after an infinite track is nothing more.
      let share = remaining.isNaN ? 0 : remaining / count
      let length = max(lower[index], min(share, upper[index]))
      result[index] = length
      remaining -= length
      count -= 1
    }
    return result
  }
}

extension VerticalAlignment {
  /// Text baselines line up across a grid row; other guides align each cell in its cell.
  var alignsAcrossRow: Bool {
    self == .firstTextBaseline || self == .lastTextBaseline
  }
}

/// A `gridRow` inside a grid: as large as the grid proposes (its line across the grid), with
/// its cells where the grid put them.
struct GridRowLayout: Layout {
  var placements: [LayoutPlacement]

  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()
  ) -> [LayoutPlacement] {
    placements.prefix(subviews.count).map {
      var placement = $0
      placement.position.x += bounds.minX
      placement.position.y += bounds.minY
      return placement
    }
  }
}

extension LayoutState {
  /// The `gridRow` a grid subview stands for: itself, or the body of a component (which is
  /// layout neutral); nil for any other view.
  func gridRowNode(_ node: Int) -> Int? {
    var current = node
    while true {
      switch nodes[current].kind {
      case .gridRow: return current
      case .component:
        let children = children(of: current)
        guard children.count == 1 else { return nil }
        current = children[0]
      default: return nil
      }
    }
  }

  /// A cell's `gridCell...` values: written on it or on the view it modifies (modifiers keep
  /// them, as SwiftUI's traits), the outermost of each kind winning.
  func gridCellAttributes(of node: Int) -> GridCellAttributes {
    var result = GridCellAttributes()
    var current = node
    while true {
      let own = nodes[current].attributes.gridCell
      if !own.isEmpty {
        result.columns = result.columns ?? own.columns
        result.anchor = result.anchor ?? own.anchor
        result.columnAlignment = result.columnAlignment ?? own.columnAlignment
        result.unsizedHorizontally = result.unsizedHorizontally || own.unsizedHorizontally
        result.unsizedVertically = result.unsizedVertically || own.unsizedVertically
      }
      let children = children(of: current)
      guard nodes[current].kind.traits.keepsCellAttributes, let primary = children.first else {
        return result
      }
      current = primary
    }
  }
}
