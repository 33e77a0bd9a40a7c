// The SwiftUI reader ends in an error, not a hang, when properties use each other many
// times: inlining is bounded in depth (64), and the views and expressions lowered in all
// are bounded too (SwiftLowering.maxSteps, or one per 4 bytes of a larger file). A fuzz
// finding (issue 17): a data struct whose default values build it twice per level read for
// minutes.
import Testing

@testable import LayoutSyntax

@Suite struct SwiftReaderLimitTests {
  /// `a0` shows `a1` twice, `a1` shows `a2` twice, ...: 2^depth texts, `depth` levels deep.
  static func doubling(_ depth: Int) -> String {
    var text = "struct ContentView: View {\n  var body: some View { VStack { a0 } }\n"
    for level in 0..<depth {
      text += "  var a\(level): some View { HStack { a\(level + 1)\n a\(level + 1) } }\n"
    }
    return text + "  var a\(depth): some View { Text(\"x\") }\n}\n"
  }

  @Test func aFewDoublingsAreRead() {
    // 2^8 = 256 texts.
    let result = SwiftReader.read(SourceFile(name: "a.swift", text: Self.doubling(8)))
    #expect(!result.hasErrors)
  }

  /// A caller may bound the steps itself: 2^8 = 256 texts read in full take more than 100
  /// steps, so at that bound they are the same error, with the bound given.
  @Test func aCallerBoundsTheSteps() {
    let source = SourceFile(name: "a.swift", text: Self.doubling(8))
    #expect(!SwiftReader.read(source, stepLimit: 100_000).hasErrors)
    let bounded = SwiftReader.read(source, stepLimit: 100)
    #expect(
      bounded.diagnostics.contains {
        $0.message.hasPrefix("evaluating the file takes more than 100 steps")
      })
  }

  @Test func manyDoublingsAreAnErrorNotAHang() {
    // 2^40 texts, 40 levels: within the depth limit, far past the step limit.
    let start = ContinuousClock.now
    let result = SwiftReader.read(SourceFile(name: "a.swift", text: Self.doubling(40)))
    #expect(result.hasErrors)
    #expect(
      result.diagnostics.contains {
        $0.message.hasPrefix("evaluating the file takes more than 1000000 steps")
      })
    // The million steps take 1.6 s in a release build, up to 48 s in a debug build of the
    // tests on a loaded 2-core machine; a hang is unbounded.
    #expect(ContinuousClock.now - start < .seconds(120))
  }

  /// The steps a file may take grow with a file past 4 MB: a million framed views (41 MB of
  /// Swift) take four million.
  @Test func theStepLimitGrowsWithTheFile() {
    #expect(SwiftLowering.stepLimit(forSourceBytes: 10_000) == 1_000_000)
    #expect(SwiftLowering.stepLimit(forSourceBytes: 4_000_000) == 1_000_000)
    #expect(SwiftLowering.stepLimit(forSourceBytes: 41_000_000) == 10_250_000)
  }

  @Test func theFuzzFindingEnds() {
    // The input the fuzzer found (a mutated examples/ file), cut down: it read for minutes.
    let text = """
      struct Stat: Identifiable {
      struct StatsCard: View {
          let stats = [Stat(label: "Runs", value: 12), Stat(label: "Distance", value: 42.195)]
          var body: some View {
                  ForEach(stats) { stat in
                      row(stat.label, stat. view-that-fits-label.lyt: the same layout, \
      worked2222222222222222222222222222222222222222222222222222222222222var body: some \
      View222222 there.
      """
    let start = ContinuousClock.now
    let result = SwiftReader.read(SourceFile(name: "a.swift", text: text))
    #expect(result.hasErrors)
    #expect(ContinuousClock.now - start < .seconds(30))
  }
}

/// A chain of modifiers is lowered as one view with the chain's modifiers in order, whatever
/// its length: a chain is not nesting, and lowering it once copied the modifiers before each.
@Suite struct SwiftModifierChainTests {
  @Test func aLongChainKeepsItsModifiersInOrder() throws {
    let count = 3_000
    var chain = ""
    for i in 0..<count { chain += i % 2 == 0 ? ".padding(\(i))" : ".opacity(0.5)" }
    let text = "struct ContentView: View {\n  var body: some View { Rectangle()\(chain) }\n}\n"
    let result = SwiftReader.read(SourceFile(name: "a.swift", text: text))
    #expect(!result.hasErrors)
    let body = try #require(instanceBody(result.file.root))
    #expect(body.modifiers.count == count)
    #expect(
      body.modifiers.map(\.name.text) == (0..<count).map { $0 % 2 == 0 ? "padding" : "opacity" })
    guard case .number(let last, _)? = body.modifiers[count - 2].arguments?.arguments.first?.value
    else {
      Issue.record("no number")
      return
    }
    #expect(last == Double(count - 2))
  }

  /// A view extension's function and a ViewModifier in the middle of a chain apply to what
  /// comes before them, and what follows applies to their result.
  @Test func functionsAndViewModifiersInAChain() throws {
    let text = """
      struct Tinted: ViewModifier {
        func body(content: Content) -> some View { content.foregroundStyle(.red) }
      }
      extension View {
        func card() -> some View { self.padding(8).background(.gray) }
      }
      struct ContentView: View {
        var body: some View { Text("a").bold().card().modifier(Tinted()).frame(width: 10) }
      }
      """
    let result = SwiftReader.read(SourceFile(name: "a.swift", text: text))
    #expect(!result.hasErrors)
    let body = try #require(instanceBody(result.file.root))
    #expect(
      body.modifiers.map(\.name.text) == [
        "bold", "padding", "background", "foregroundStyle", "frame",
      ])
  }
}

/// The one view of the body of the view struct instance `root` is.
private func instanceBody(_ root: ViewSyntax?) -> ViewSyntax? {
  guard case .instance(let instance)? = root?.primary, instance.body.views.count == 1 else {
    return nil
  }
  return instance.body.views[0]
}
