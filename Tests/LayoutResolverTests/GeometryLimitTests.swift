// The resolver's limits hold for the views GeometryReader contents make at layout time too,
// counted across every content of one layout (GeometryContentBudget): nested readers each
// with a `foreach` over their width cannot multiply past the node limit, and the refusal
// comes fast, with the resolver's own message at the view that went over.

import LayoutEngine
import LayoutResolver
import LayoutSyntax
import Testing

/// Resolves and lays out `text` at `width`x`height`; the layout's error messages with their
/// positions, or nil when it laid out.
private func layoutErrors(
  _ text: String, limits: ResolveLimits, width: Double = 390, height: Double = 844
) throws -> [String]? {
  let source = SourceFile(name: "test.lyt", text: text)
  let parsed = Parser.parse(source)
  let result = Resolver.resolve(
    parsed.file, in: source, options: ResolveOptions(limits: limits))
  guard let tree = result.tree else {
    return result.diagnostics.map { "\(source.location(of: $0.range.start)): \($0.message)" }
  }
  let context = LayoutContext(
    screen: ProposedSize(width: width, height: height), safeArea: .zero, scale: 3,
    textMeasurer: SFTextMeasurer())
  do {
    _ = try tree.layout(in: context)
    return nil
  } catch {
    guard case .geometryContent(let failure) = error else { throw error }
    return failure.messages.map { "\($0.position.line):\($0.position.column): \($0.message)" }
  }
}

/// Three readers, each with a `foreach` over its own width: width^3 views.
private let threeNestedReaders = """
  geometryReader(a) <
    foreach i in 0..<a.width <
      geometryReader(b) <
        foreach j in 0..<b.width <
          geometryReader(c) <
            foreach k in 0..<c.width < red >
          >
        >
      >
    >
  >
  """

@Suite struct GeometryLimitTests {
  @Test func nodesMadeByNestedContentsCountTogether() throws {
    // At 10x10 every reader is 10 wide; each content makes 10 views and its root: reader a
    // 1, its content 11, 10 contents of b 110, 100 contents of c 1100: 1222 nodes, past 500
    // though each content alone makes 11. The node that goes over is one of c's colors.
    let start = ContinuousClock.now
    let errors = try layoutErrors(
      threeNestedReaders, limits: ResolveLimits(maxNodes: 500), width: 10, height: 10)
    #expect(errors == ["6:38: the view tree has more than 500 nodes"])
    #expect(ContinuousClock.now - start < .seconds(5))
    // At 2x2: 1 + 3 + 2 x 3 + 4 x 3 = 22 nodes, well under 500.
    #expect(
      try layoutErrors(
        threeNestedReaders, limits: ResolveLimits(maxNodes: 500), width: 2, height: 2) == nil)
  }

  @Test func theRealScreenIsRefusedFast() throws {
    // 390^3 = 59 million views at the default screen; with a 20,000-node limit the layout
    // stops after about that many, in well under 5 s in a debug build.
    let start = ContinuousClock.now
    let errors = try layoutErrors(threeNestedReaders, limits: ResolveLimits(maxNodes: 20_000))
    #expect(errors == ["6:38: the view tree has more than 20000 nodes"])
    #expect(ContinuousClock.now - start < .seconds(5))
  }

  @Test func stepsMadeByContentsCountTogether() throws {
    // emptyView makes no node: only the step limit stops it.
    let source = """
      geometryReader(a) <
        foreach i in 0..<a.width <
          geometryReader(b) < foreach j in 0..<b.width < emptyView > >
        >
      >
      """
    let errors = try layoutErrors(source, limits: ResolveLimits(maxSteps: 5_000))
    #expect(errors?.count == 1)
    #expect(errors?.first?.hasSuffix("the view tree expands to more than 5000 views") == true)
  }

  @Test func depthInsideAContentCountsFromTheReader() throws {
    // The reader is the third level (vstack, padding, reader); its content (laid out with
    // the reader as its root) adds 5 vstacks and a color: 3 + 5 + 1 = 9 levels.
    let source =
      "vstack < geometryReader(g) < "
      + String(repeating: "vstack < ", count: 5) + "red" + String(repeating: " >", count: 5)
      + " > .padding(1) >"
    #expect(try layoutErrors(source, limits: ResolveLimits(maxDepth: 9)) == nil)
    let errors = try layoutErrors(source, limits: ResolveLimits(maxDepth: 8))
    #expect(errors?.first?.hasSuffix("the view tree is nested more than 8 levels deep") == true)
  }

  @Test func readersNestedPastTheLimitAreRefusedInTheSource() {
    func nested(_ count: Int) -> String {
      var text = "red"
      for i in 0..<count { text = "geometryReader(g\(i)) < \(text) >" }
      return text
    }
    let start = ContinuousClock.now
    let r = resolve(nested(1000))
    #expect(r.tree == nil)
    #expect(r.diagnostics.first?.hasSuffix("geometry readers are nested more than 64 deep") == true)
    #expect(ContinuousClock.now - start < .seconds(5))
    #expect(resolve(nested(65)).tree == nil)
    #expect(resolve(nested(64)).tree != nil)
  }
}
