// `foreach` over ranges and lists, and `if` on the size class or any non-zero expression
// (lyt(5)). Both make no node of their own.

import LayoutEngine
import Testing

@Suite struct ControlFlowTests {
  @Test func halfOpenAndClosedRanges() {
    let r = resolve(
      #"""
      vstack <
        foreach i in 0..<3 < text "a\(i)" >
        foreach i in 1...2 < text "b\(i)" >
      >
      """#)
    #expect(
      r.dumpWithPositions == """
        vstack(center, nil) @1:1
          text "a0" @2:24
          text "a1" @2:24
          text "a2" @2:24
          text "b1" @3:24
          text "b2" @3:24
        """)
  }

  @Test func reversedAndEmptyRangesRepeatNothing() {
    let r = resolve(
      #"""
      vstack <
        foreach i in 3..<1 < red >
        foreach i in 2...1 < red >
        foreach i in 0..<0 < red >
      >
      """#)
    #expect(r.dump == "vstack(center, nil)")
    #expect(r.diagnostics.isEmpty)
  }

  @Test func rangeBoundsMayBeExpressions() {
    let r = resolve(
      #"""
      let n = 2
      hstack < foreach i in n - 1 ..< n * 2 < text "\(i * 10)" > >
      """#)
    #expect(r.dump == "hstack(center, nil)\n  text \"10\"\n  text \"20\"\n  text \"30\"")
  }

  @Test func lists() {
    let r = resolve(
      #"""
      let sizes = [10, 20]
      hstack <
        foreach c in [red, Color.green, color("#0000FF")] < c .frame(width: 4) >
        foreach s in sizes < blue .frame(width: s) >
        foreach t in ["x", "y"] < text(t) >
      >
      """#)
    #expect(
      r.dump == """
        hstack(center, nil)
          frame(4, nil, center/center)
            color "red"
          frame(4, nil, center/center)
            color "green"
          frame(4, nil, center/center)
            color "#0000FF"
          frame(10, nil, center/center)
            color "blue"
          frame(20, nil, center/center)
            color "blue"
          text "x"
          text "y"
        """)
  }

  @Test func nestedLoops() {
    let r = resolve(
      #"""
      vstack < foreach r in 0..<2 < hstack < foreach c in 0..<2 < text "\(r),\(c)" > > > >
      """#)
    #expect(
      r.dump == """
        vstack(center, nil)
          hstack(center, nil)
            text "0,0"
            text "0,1"
          hstack(center, nil)
            text "1,0"
            text "1,1"
        """)
  }

  @Test func ifOnTheSizeClass() {
    let source = #"if compact < text "narrow" > else < text "wide" >"#
    let compact = resolve(source, compact: true)
    #expect(compact.dump == #"text "narrow""#)
    #expect(compact.usesSizeClass)
    #expect(resolve(source, compact: false).dump == #"text "wide""#)
    #expect(
      resolve(#"if regular < text "wide" > else < red >"#, compact: false).dump == #"text "wide""#)
  }

  @Test func ifWithoutElse() {
    let r = resolve(#"vstack < if compact < red > blue >"#, compact: false)
    #expect(r.dump == "vstack(center, nil)\n  color \"blue\"")
  }

  @Test func ifOnAnExpression() {
    let r = resolve(
      """
      let n = 3
      vstack <
        if n - 3 < red > else < blue >
        if n < green >
        if true < yellow >
        if false < black >
      >
      """)
    #expect(
      r.dump == "vstack(center, nil)\n  color \"blue\"\n  color \"green\"\n  color \"yellow\"")
    #expect(!r.usesSizeClass)
  }

  @Test func ifInsideAForeach() {
    let r = resolve(
      #"""
      hstack < foreach i in 0..<3 < if i - 1 < text "\(i)" > > >
      """#)
    #expect(r.dump == "hstack(center, nil)\n  text \"0\"\n  text \"2\"")
  }

  @Test func errorsAreReportedFromBothBranches() {
    let r = resolve(#"if compact < text "a" .pading > else < txt "b" >"#, compact: true)
    #expect(r.tree == nil)
    #expect(
      r.diagnostics == [
        "1:24: unknown modifier 'pading'; did you mean 'padding'? (see 'layoutc --list modifiers')",
        "1:40: unknown view 'txt'; did you mean 'text'? (see 'layoutc --list views')",
      ])
  }

  @Test func foreachAndIfInArgumentPosition() {
    let r = resolve(
      """
      red .overlay(foreach i in 0..<2 < blue >)
      """)
    #expect(
      r.dump == """
        overlay(center/center)
          color "red"
          zstack(center/center) "implicit" [overlay]
            color "blue"
            color "blue"
        """)
  }
}
