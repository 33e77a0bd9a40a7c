// Reproduces: macOS's default Form style, `.formStyle(.columns)` (layoutc(1), CONTROL
// METRICS; macOS 26, measured): each row's label sits in a leading column as wide as the widest
// label, trailing-aligned, and its control starts `columnGap` after the column; a row without
// a label starts where the controls do. Rows are stacked with the spacing their views prefer,
// each as tall as it wants (the form hugs its rows). Verified by:
// Tests/LayoutEngineTests/FormColumnsLayoutTests.swift and examples/controls/form-*.
// A row says where its label ends with an explicit value of the `labelEdge` guide (the label's
// trailing edge); written on the public `Layout` protocol.

/// Rows of label and control in two columns.
package struct FormColumnsLayout: Layout, Sendable {
  /// The guide a row's label marks with its trailing edge.
  package static let labelEdge = AlignmentKey.horizontal(.custom(-1))

  /// Between the label column and the controls.
  package var columnGap: Double

  /// Creates the layout.
  package init(columnGap: Double) { self.columnGap = columnGap }

  /// Each row's label width (nil for a row without a label) and the column's width.
  package struct Cache {
    var labels: [Double?]
    var column: Double
  }

  /// Measures each row's label once and the column they make.
  package func makeCache(subviews: LayoutSubviews) -> Cache {
    let labels = subviews.map { $0.dimensions(in: .unspecified)[explicit: Self.labelEdge] }
    return Cache(labels: labels, column: labels.reduce(0) { max($0, $1 ?? 0) })
  }

  /// How far right of the form's leading edge a row starts.
  func offset(_ index: Int, _ cache: Cache) -> Double {
    if let label = cache.labels[index] { return cache.column - label }
    return cache.column > 0 ? cache.column + columnGap : 0
  }

  /// The form's width: the proposed one, else the widest row's reach.
  func width(_ proposal: ProposedSize, _ subviews: LayoutSubviews, _ cache: Cache) -> Double {
    if let width = proposal.width, width.isFinite { return width }
    return subviews.indices.reduce(0) {
      max($0, offset($1, cache) + subviews[$1].sizeThatFits(.unspecified).width)
    }
  }

  /// Each row's size at its offer, and the gaps between rows.
  func rows(_ width: Double, _ subviews: LayoutSubviews, _ cache: Cache)
    -> (sizes: [Size], gaps: [Double])
  {
    var sizes: [Size] = []
    var gaps: [Double] = []
    for index in subviews.indices {
      let offer = ProposedSize(width: max(0, width - offset(index, cache)), height: nil)
      sizes.append(subviews[index].sizeThatFits(offer))
      if index > 0 {
        gaps.append(
          subviews[index - 1].spacing.distance(to: subviews[index].spacing, along: .vertical))
      }
    }
    return (sizes, gaps)
  }

  /// The proposed width (else the widest row's reach) by the rows' heights and gaps.
  package func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache)
    -> Size
  {
    let width = width(proposal, subviews, cache)
    let (sizes, gaps) = rows(width, subviews, cache)
    let height = sizes.reduce(0) { $0 + $1.height } + gaps.reduce(0, +)
    return Size(width: width, height: height)
  }

  /// The rows top to bottom, each starting where its label ends in the column.
  package func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache
  ) -> [LayoutPlacement] {
    let width = bounds.size.width
    let (sizes, gaps) = rows(width, subviews, cache)
    var y = bounds.minY
    var placements: [LayoutPlacement] = []
    for index in subviews.indices {
      if index > 0 { y += gaps[index - 1] }
      let x = offset(index, cache)
      placements.append(
        subviews[index].place(
          at: Point(x: bounds.minX + x, y: y),
          proposal: ProposedSize(width: max(0, width - x), height: nil)))
      y += sizes[index].height
    }
    return placements
  }
}
