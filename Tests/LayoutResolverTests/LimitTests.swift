// Runaway input ends in one clear error (ResolveLimits), never a hang or a crash.

import LayoutResolver
import Testing

@Suite struct LimitTests {
  @Test func loopIterations() {
    let r = resolve(
      "vstack < foreach i in 0..<6 < red > >", limits: ResolveLimits(maxLoopIterations: 5))
    #expect(r.diagnostics == ["1:23: 'foreach' repeats 6 times, more than the limit of 5"])
    let ok = resolve(
      "vstack < foreach i in 1...5 < red > >", limits: ResolveLimits(maxLoopIterations: 5))
    #expect(ok.tree != nil)
  }

  @Test func listLoopsCountToo() {
    let r = resolve(
      "vstack < foreach c in [red, blue, green] < c > >",
      limits: ResolveLimits(maxLoopIterations: 2))
    #expect(r.diagnostics == ["1:23: 'foreach' repeats 3 times, more than the limit of 2"])
  }

  @Test func nodeCount() {
    let r = resolve("vstack < foreach i in 0..<50 < red > >", limits: ResolveLimits(maxNodes: 10))
    #expect(r.tree == nil)
    #expect(r.diagnostics == ["1:32: the view tree has more than 10 nodes"])
  }

  @Test func nestingDepthOfViews() {
    let depth = 40
    let source =
      String(repeating: "vstack < ", count: depth) + "red" + String(repeating: " >", count: depth)
    #expect(resolve(source, limits: ResolveLimits(maxDepth: 41)).tree != nil)
    let r = resolve(source, limits: ResolveLimits(maxDepth: 30))
    #expect(r.tree == nil)
    #expect(r.diagnostics == ["1:271: the view tree is nested more than 30 levels deep"])
  }

  @Test func nestingDepthCountsModifierWrappers() {
    let source = "red" + String(repeating: " .padding", count: 40)
    #expect(resolve(source, limits: ResolveLimits(maxDepth: 41)).tree != nil)
    let r = resolve(source, limits: ResolveLimits(maxDepth: 20))
    #expect(r.diagnostics == ["1:176: the view tree is nested more than 20 levels deep"])
  }

  @Test func nestingOfTransparentGroupsCounts() {
    let source =
      String(repeating: "group < ", count: 40) + "red" + String(repeating: " >", count: 40)
    let r = resolve(source, limits: ResolveLimits(maxDepth: 30))
    #expect(r.diagnostics == ["1:241: the view tree is nested more than 30 levels deep"])
  }

  @Test func workThatMakesNoNodesIsBounded() {
    let r = resolve(
      "vstack < foreach i in 0..<1000 < foreach j in 0..<1000 < emptyView > > >",
      limits: ResolveLimits(maxSteps: 5000))
    #expect(r.tree == nil)
    #expect(r.diagnostics == ["1:34: the view tree expands to more than 5000 views"])
  }

  @Test func exponentialComponentsAreBounded() {
    var source = "view c0 = red\n"
    for i in 1...30 { source += "view c\(i) = hstack < c\(i - 1) c\(i - 1) >\n" }
    source += "c30"
    let r = resolve(source, limits: ResolveLimits(maxNodes: 1000))
    #expect(r.tree == nil)
    #expect(r.diagnostics == ["2:11: the view tree has more than 1000 nodes"])
  }

  @Test func stringLength() {
    let r = resolve(
      #"""
      let s = "abcdefghij"
      let t = "\(s)\(s)\(s)"
      text(t + t)
      """#, limits: ResolveLimits(maxStringBytes: 50))
    #expect(r.diagnostics == ["3:6: string is longer than the limit of 50 bytes"])
    let i = resolve(
      #"""
      let s = "abcdefghij"
      text "\(s)\(s)\(s)\(s)\(s)\(s)"
      """#, limits: ResolveLimits(maxStringBytes: 50))
    #expect(i.diagnostics == ["2:6: string is longer than the limit of 50 bytes"])
  }

  @Test func errorCount() {
    let source = "vstack <" + String(repeating: " txt", count: 60) + " >"
    let r = resolve(source)
    #expect(r.diagnostics.count == 50)
    #expect(
      r.diagnostics.last
        == "1:206: unknown view 'txt'; did you mean 'text'? (see 'layoutc --list views')")
    #expect(resolve(source, limits: ResolveLimits(maxErrors: 3)).diagnostics.count == 3)
  }

  @Test func defaults() {
    let limits = ResolveLimits()
    #expect(limits.maxLoopIterations == 100_000)
    #expect(limits.maxNodes == 2_500_000)
    #expect(limits.maxDepth == 250_000)
    #expect(limits.maxStringBytes == 1_000_000)
    #expect(limits.maxErrors == 50)
  }

  @Test func aLargeFlatTreeResolves() {
    let r = resolve(#"vstack < foreach i in 0..<20000 < text "\(i)" .padding(1) > >"#)
    #expect(r.tree?.nodes.count == 40_001)
  }
}
