// Alignments: the two-axis forms, custom guides declared with `alignment NAME: axis = expr`,
// and `.alignmentGuide(guide, expr)` with `d.width`, `d.height`, `d[guide]` (lyt(5)).

import LayoutEngine
import Testing

@Suite struct AlignmentTests {
  @Test func twoAxisForms() {
    #expect(
      resolve("zstack(alignment: alignment(horizontal: leading, vertical: firstTextBaseline)) < >")
        .dump == "zstack(leading/firstTextBaseline)")
    #expect(
      resolve(
        "zstack(alignment: Alignment(horizontal: .trailing, vertical: .lastTextBaseline)) < >"
      )
      .dump == "zstack(trailing/lastTextBaseline)")
    #expect(
      resolve("zstack(alignment: leadingFirstTextBaseline) < >").dump
        == "zstack(leading/firstTextBaseline)")
    // A vertical guide alone centres the other axis.
    #expect(
      resolve("zstack(alignment: lastTextBaseline) < >").dump == "zstack(center/lastTextBaseline)")
  }

  @Test func customAlignmentDeclarations() {
    let r = resolve(
      """
      alignment midAccountAndName: vertical = d[top]
      alignment column: horizontal = d.width / 2 - d[center]
      alignment plain: horizontal
      red
      """)
    #expect(r.diagnostics.isEmpty)
    let customs = r.tree?.customAlignments ?? []
    #expect(customs.count == 3)
    #expect(customs.map(\.name) == ["midAccountAndName", "column", "plain"])
    #expect(customs.map(\.axis) == [.vertical, .horizontal, .horizontal])
    #expect(customs[0].defaultValue == .guide(.vertical(.top)))
    // `d[center]` in a horizontal guide is the horizontal centre.
    #expect(
      customs[1].defaultValue
        == .subtract(.divide(.width, .constant(2)), .guide(.horizontal(.center))))
    #expect(customs[2].defaultValue == nil)
  }

  @Test func customGuidesFitEitherSlot() {
    let r = resolve(
      """
      alignment mid: vertical
      alignment col: horizontal
      vstack <
        hstack(alignment: mid) < red .alignmentGuide(mid, d[bottom]) >
        vstack(alignment: col) < red >
        zstack(alignment: alignment(horizontal: col, vertical: mid)) < >
        zstack(alignment: mid) < >
      >
      """)
    #expect(
      r.dump == """
        vstack(center, nil)
          hstack(custom0, nil)
            color "red" {guide v.custom0: d[v.bottom]}
          vstack(custom1, nil)
            color "red"
          zstack(custom1/custom0)
          zstack(center/custom0)
        """)
  }

  @Test func alignmentGuideExpressions() {
    let r = resolve(
      """
      let shift = 5
      hstack <
        red .alignmentGuide(top, d.height - shift)
        red .alignmentGuide(.firstTextBaseline, -d[bottom] * 2)
        red .alignmentGuide(trailing, 7)
      >
      """)
    #expect(
      r.dump == """
        hstack(center, nil)
          color "red" {guide v.top: (d.height - 5)}
          color "red" {guide v.firstTextBaseline: (-(d[v.bottom]) * 2)}
          color "red" {guide h.trailing: 7}
        """)
  }

  @Test func centerGuideSetsBothAxesWithDCenterPerAxis() {
    let r = resolve("red .alignmentGuide(center, d[center] + 1)")
    #expect(
      r.dump
        == #"color "red" {guide h.center: (d[h.center] + 1), guide v.center: (d[v.center] + 1)}"#)
  }

  @Test func aTypePrefixPicksTheAxisOfCenter() {
    #expect(
      resolve("red .alignmentGuide(HorizontalAlignment.center, d[center])").dump
        == #"color "red" {guide h.center: d[h.center]}"#)
    #expect(
      resolve("red .alignmentGuide(VerticalAlignment.center, d[HorizontalAlignment.center])").dump
        == #"color "red" {guide v.center: d[h.center]}"#)
  }

  @Test func loopVariablesAreSubstitutedInGuides() {
    let r = resolve("vstack < foreach i in 1...2 < red .alignmentGuide(leading, d.width * i) > >")
    #expect(
      r.dump == """
        vstack(center, nil)
          color "red" {guide h.leading: (d.width * 1)}
          color "red" {guide h.leading: (d.width * 2)}
        """)
  }

  @Test func laterGuidesAreAppended() {
    let r = resolve("red .alignmentGuide(leading, 1) .alignmentGuide(leading, 2)")
    #expect(r.dump == #"color "red" {guide h.leading: 1, guide h.leading: 2}"#)
  }
}
