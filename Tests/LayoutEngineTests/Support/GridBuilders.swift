// Builders for scroll views and grids in engine tests (the shapes the resolver makes: a
// scroll view's content is an implicit stack; grid cell modifiers are attributes).

@testable import LayoutEngine

func scrollView(horizontal: Bool = false, vertical: Bool = true, _ children: [TestView])
  -> TestView
{
  var content = horizontal && !vertical ? hstack(children) : vstack(children)
  content.label = "implicit"
  return TestView(
    kind: .scrollView(horizontal: horizontal, vertical: vertical), children: [content])
}

func grid(
  alignment: Alignment = .center, horizontalSpacing: Double? = nil,
  verticalSpacing: Double? = nil, _ children: [TestView]
) -> TestView {
  TestView(
    kind: .grid(
      alignment: alignment, horizontalSpacing: horizontalSpacing,
      verticalSpacing: verticalSpacing),
    children: children)
}

func gridRow(alignment: VerticalAlignment? = nil, _ children: [TestView]) -> TestView {
  TestView(kind: .gridRow(alignment: alignment), children: children)
}

func lazyVGrid(
  _ columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil,
  _ children: [TestView]
) -> TestView {
  TestView(
    kind: .lazyVGrid(columns: columns, alignment: alignment, spacing: spacing),
    children: children)
}

func lazyHGrid(
  _ rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil,
  _ children: [TestView]
) -> TestView {
  TestView(kind: .lazyHGrid(rows: rows, alignment: alignment, spacing: spacing), children: children)
}

func flexible(minimum: Double = 10, maximum: Double = .infinity) -> GridItem {
  GridItem(.flexible(minimum: minimum, maximum: maximum))
}

extension TestView {
  /// Sets `gridCell...` values on this view, as the modifiers do.
  func gridCell(_ change: (inout GridCellAttributes) -> Void) -> TestView {
    var view = self
    change(&view.attributes.gridCell)
    return view
  }
}
