// `viewThatFits(in:)` and `flow(spacing:lineSpacing:alignment:)` (lyt(5) Names; layoutc-layout(7)
// 20): their nodes, arguments and defaults, and the mistakes reported about them.

import LayoutEngine
import Testing

@Suite struct ChoosingViewTests {
  @Test func viewThatFitsConstrainsBothAxesByDefault() {
    let r = resolve(#"viewThatFits < text "Long label" text "Short" >"#)
    #expect(r.diagnostics.isEmpty)
    #expect(
      r.dump == """
        viewthatfits(true, true)
          text "Long label"
          text "Short"
        """)
  }

  @Test func viewThatFitsAxes() {
    #expect(
      resolve("viewThatFits(in: horizontal) < red >").dump.hasPrefix("viewthatfits(true, false)"))
    #expect(
      resolve("ViewThatFits(in: .vertical) < red >").dump.hasPrefix("viewthatfits(false, true)"))
    #expect(
      resolve("viewThatFits(in: [horizontal, vertical]) < red >").dump.hasPrefix(
        "viewthatfits(true, true)"))
    // No axis: the first child is always shown (layoutc-layout(7) 20).
    #expect(resolve("viewThatFits(in: []) < red >").dump.hasPrefix("viewthatfits(false, false)"))
  }

  @Test func viewThatFitsChildrenAreTransparentGroups() {
    let r = resolve(#"viewThatFits < foreach i in 0..<2 < text "\(i)" > group < red > >"#)
    #expect(
      r.dump == """
        viewthatfits(true, true)
          text "0"
          text "1"
          color "red"
        """)
  }

  @Test func flowDefaults() {
    // spacing 8, lineSpacing 8, alignment leading (= leading / center).
    let r = resolve(#"flow < text "a" text "b" >"#)
    #expect(r.diagnostics.isEmpty)
    #expect(
      r.dump == """
        flow(8, 8, leading/center)
          text "a"
          text "b"
        """)
  }

  @Test func flowArguments() {
    #expect(
      resolve("flow(spacing: 4, lineSpacing: 6, alignment: trailing) < red >").dump.hasPrefix(
        "flow(4, 6, trailing/center)"))
    #expect(
      resolve("flow(alignment: .topTrailing) < red >").dump.hasPrefix("flow(8, 8, trailing/top)"))
    #expect(
      resolve("flow(alignment: alignment(horizontal: center, vertical: firstTextBaseline)) < >")
        .dump == "flow(8, 8, center/firstTextBaseline)")
  }

  @Test func flowTakesModifiersAsANode() {
    #expect(
      resolve("flow < red > .padding(10)").dump == """
        padding(10, 10, 10, 10)
          flow(8, 8, leading/center)
            color "red"
        """)
  }

  @Test func mistakesAreReported() {
    #expect(
      resolve(#"flow(spacing: "wide") < red >"#).diagnostics == [
        "1:15: expected a number, found a string; 'flow' takes (spacing:lineSpacing:alignment:)"
      ])
    #expect(
      resolve("viewThatFits(in: leading) < red >").diagnostics == [
        "1:18: expected axes, found 'leading'; 'viewThatFits' takes (in:)"
      ])
    #expect(
      resolve("flow(gap: 4) < red >").diagnostics == [
        "1:6: unknown argument 'gap:' for 'flow'; 'flow' takes (spacing:lineSpacing:alignment:)"
      ])
    // No tree after an error.
    #expect(resolve("flow(gap: 4) < red >").tree == nil)
  }

  @Test func environmentModifiersStillApplyInside() {
    // Layout direction and dynamic type are environment values on the node they modify.
    #expect(
      resolve("flow < red > .environment(layoutDirection: rightToLeft)").dump.hasPrefix(
        "flow(8, 8, leading/center) {layoutDirection: rtl}"))
    #expect(
      resolve(#"viewThatFits < text "a" > .dynamicTypeSize(accessibility3)"#).dump.hasPrefix(
        "viewthatfits(true, true) {dynamicTypeSize: accessibility3}"))
  }
}
