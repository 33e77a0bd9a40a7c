// Scroll views and grids (lyt(5) Names; layoutc(1) The nodes): the implicit content stack
// of a scroll view, grid and row nodes, grid items, and the gridCell modifiers recorded on
// the view they modify.

import LayoutEngine
import Testing

@Suite struct ScrollingAndGridTests {
  @Test func scrollViewContentIsAnImplicitVStackEvenForOneChild() {
    let r = resolve("scrollView < red >")
    #expect(r.diagnostics.isEmpty)
    #expect(
      r.dump == """
        scrollview(false, true)
          vstack(center, nil) "implicit"
            color "red"
        """)
  }

  @Test func horizontalScrollViewContentIsAnImplicitHStack() {
    #expect(
      resolve("scrollView(horizontal) < red blue >").dump == """
        scrollview(true, false)
          hstack(center, nil) "implicit"
            color "red"
            color "blue"
        """)
    #expect(
      resolve("scrollView(.horizontal, showsIndicators: false) < red >").dump.hasPrefix(
        "scrollview(true, false)"))
  }

  @Test func bothAxesScrollViewUsesAVStack() {
    #expect(
      resolve("scrollView([horizontal, vertical]) < >").dump == """
        scrollview(true, true)
          vstack(center, nil) "implicit"
        """)
  }

  @Test func scrollModifiersChangeNoFrame() {
    let r = resolve("scrollView < red > .scrollIndicators(hidden) .scrollDisabled(true)")
    #expect(r.diagnostics.isEmpty)
    #expect(r.dump.hasPrefix("scrollview(false, true)\n"))
  }

  @Test func gridWithRowsAndSpanningViews() {
    let r = resolve(
      """
      grid(alignment: leading, horizontalSpacing: 4, verticalSpacing: 2) <
        gridRow(alignment: bottom) < text "a" text "b" >
        divider
        gridRow < red >
      >
      """)
    #expect(r.diagnostics.isEmpty)
    #expect(
      r.dump == """
        grid(leading/center, 4, 2)
          gridrow(bottom)
            text "a"
            text "b"
          divider
          gridrow(nil)
            color "red"
        """)
  }

  @Test func gridDefaults() {
    #expect(resolve("grid < >").dump == "grid(center/center, nil, nil)")
  }

  @Test func gridCellModifiersAreRecordedOnTheView() {
    let r = resolve(
      """
      grid <
        gridRow <
          text "a" .gridCellColumns(2)
          text "b" .gridCellAnchor(topTrailing) .gridColumnAlignment(trailing)
          red .gridCellUnsizedAxes([horizontal, vertical])
          blue .gridCellUnsizedAxes(vertical)
        >
      >
      """)
    #expect(r.diagnostics.isEmpty)
    #expect(
      r.dump == """
        grid(center/center, nil, nil)
          gridrow(nil)
            text "a" {columns: 2}
            text "b" {anchor: 1,0, columnAlignment: trailing}
            color "red" {unsized: horizontal, unsized: vertical}
            color "blue" {unsized: vertical}
        """)
  }

  @Test func theOutermostCellModifierWinsAndWrappersKeepTheirOwn() {
    let r = resolve(#"text "a" .gridCellColumns(2) .padding .gridCellColumns(3)"#)
    #expect(
      r.dump == """
        padding(16, 16, 16, 16) {columns: 3}
          text "a" {columns: 2}
        """)
    #expect(
      resolve(#"text "a" .gridCellColumns(2) .gridCellColumns(3)"#).dump
        == #"text "a" {columns: 3}"#)
  }

  @Test func unitPointsHaveSwiftUIsValues() {
    let points = [
      ("zero", "0,0"), ("center", "0.5,0.5"), ("leading", "0,0.5"), ("trailing", "1,0.5"),
      ("top", "0.5,0"), ("bottom", "0.5,1"), ("topLeading", "0,0"), ("topTrailing", "1,0"),
      ("bottomLeading", "0,1"), ("bottomTrailing", "1,1"), ("UnitPoint.center", "0.5,0.5"),
    ]
    for (name, value) in points {
      #expect(resolve("red .gridCellAnchor(\(name))").dump == #"color "red" {anchor: \#(value)}"#)
    }
  }

  @Test func lazyVGridItems() {
    let r = resolve(
      """
      lazyVGrid(columns: [fixed(100), flexible(minimum: 40, maximum: 200), adaptive(minimum: 80, spacing: 4), flexible()], alignment: leading, spacing: 12) < red >
      """)
    #expect(r.diagnostics.isEmpty)
    #expect(
      r.dump == """
        lazyvgrid([fixed(100), flexible(40, 200), adaptive(80, inf, spacing: 4), flexible(10, inf)], leading, 12)
          color "red"
        """)
  }

  @Test func lazyHGridItemsAndDefaults() {
    #expect(
      resolve("lazyHGrid(rows: [.fixed(50), flexible(maximum: infinity)]) < >").dump
        == "lazyhgrid([fixed(50), flexible(10, inf)], center, nil)")
  }

  @Test func badGridItemsAreErrors() {
    #expect(resolve("lazyVGrid(columns: [adaptive()]) < >").firstDiagnostic.contains("minimum"))
    #expect(
      resolve("lazyVGrid(columns: fixed(10)) < >").firstDiagnostic
        == "1:20: expected a list of grid items, found 'fixed'; 'lazyVGrid' takes (columns:alignment:spacing:)"
    )
    #expect(resolve("lazyVGrid(columns: [fixed(10)]) < >").diagnostics.isEmpty)
    #expect(resolve("lazyVGrid(columns: [red]) < >").tree == nil)
  }

  @Test func gridRowAlignmentIsAVerticalAlignment() {
    #expect(resolve("grid < gridRow(alignment: leading) < red > >").tree == nil)
    #expect(
      resolve("grid < gridRow(alignment: firstTextBaseline) < red > >").dump.contains(
        "gridrow(firstTextBaseline)"))
  }

  @Test func foreachAndComponentsMakeRows() {
    let r = resolve(
      """
      view row(t) = gridRow < text(t) >
      grid < foreach i in 0..<2 < row("x") > >
      """)
    #expect(r.diagnostics.isEmpty)
    #expect(
      r.dump == """
        grid(center/center, nil, nil)
          view "row"
            gridrow(nil)
              text "x"
          view "row"
            gridrow(nil)
              text "x"
        """)
  }
}
