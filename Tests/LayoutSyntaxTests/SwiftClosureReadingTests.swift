// The SwiftUI reader reads a closure's statements when the lowering reaches them, not with the
// file (SwiftSyntax.swift, `SwiftBody`). What that must not change: an error in a closure no
// view uses is still reported, an error in a closure lowered several times is reported once,
// and nesting is bounded as if the closures were read in place. The lexer matches braces for
// the skipping.
import Testing

@testable import LayoutSyntax

/// `line:column message` of each diagnostic of reading `text` as SwiftUI source.
private func diagnostics(_ text: String) -> [String] {
  let source = SourceFile(name: "a.swift", text: text)
  return SwiftReader.read(source).diagnostics.map {
    "\(source.location(of: $0.range.start)) \($0.message)"
  }
}

@Suite struct SwiftClosureReadingTests {
  @Test func anErrorInAClosureNoViewUsesIsReported() {
    let text = """
      struct ContentView: View {
          var body: some View { Text("a") }
          func unused() -> some View {
              VStack { Text("b" + ) }
          }
      }
      """
    #expect(diagnostics(text) == ["4:29 expected an expression"])
  }

  @Test func anErrorInAClosureLoweredForEachElementIsReportedOnce() {
    let text = """
      struct Item { let name: String }
      struct ContentView: View {
          let items = [Item(name: "a"), Item(name: "b"), Item(name: "c")]
          var body: some View {
              ForEach(items) { item in Text(item.name + ) }
          }
      }
      """
    #expect(diagnostics(text) == ["5:51 expected an expression"])
  }

  @Test func anUnclosedClosureIsReportedAtTheEndOfTheFile() {
    let text = "struct ContentView: View {\n    var body: some View { VStack { Text(\"a\")\n"
    #expect(
      diagnostics(text) == [
        "1:8 expected '}' to close 'ContentView'", "3:1 expected '}' to close the closure",
      ])
  }

  /// At the end of the file the innermost unclosed thing is named, as when a file was read in
  /// one pass: the call, not the closure around it nor the body around that.
  @Test func theInnermostUnclosedThingIsNamedAtTheEnd() {
    let call =
      "struct ContentView: View {\n    var body: some View {\n        VStack { Text(\"a\"\n"
    #expect(
      diagnostics(call) == [
        "1:8 expected '}' to close 'ContentView'", "4:1 expected ')'",
      ])
    let closure = "struct ContentView: View {\n    var body: some View {\n        VStack {\n"
    #expect(
      diagnostics(closure) == [
        "1:8 expected '}' to close 'ContentView'", "4:1 expected '}' to close the closure",
      ])
  }

  /// `VStack {` `levels` times, a text, and as many `}`.
  static func nested(_ levels: Int) -> String {
    "struct ContentView: View {\n  var body: some View {\n"
      + String(repeating: "VStack {\n", count: levels) + "Text(\"x\")\n"
      + String(repeating: "}\n", count: levels) + "  }\n}\n"
  }

  @Test func nestedClosuresAreReadToTheNestingLimit() {
    // Each closure is a statement and an expression deep: two levels of the parser's 2,000.
    // On a large stack, as the command reads: a debug build's frames are large.
    #expect(onLargeStack { diagnostics(Self.nested(900)) } == [])
    let refused = onLargeStack { diagnostics(Self.nested(1_100)) }
    #expect(refused.count == 1)
    #expect(refused.first?.hasSuffix("nesting too deep (more than 2000 levels)") == true)
  }

  @Test func eachBraceKnowsTheOneThatClosesIt() {
    let source = SourceFile(name: "a.swift", text: "a { b { c } d } { e")
    let tokens = Lexer.tokenizeLexed(source, dialect: .swift).tokens
    let kinds = tokens.map(\.kind)
    // a { b { c } d } { e <end>
    #expect(kinds[1] == .leftBrace && kinds[3] == .leftBrace && kinds[8] == .leftBrace)
    #expect(tokens[1].closingBrace == 7)
    #expect(tokens[3].closingBrace == 5)
    // Unclosed: the end of the file.
    #expect(tokens[8].closingBrace == 10)
    #expect(kinds[10] == .endOfFile)
  }
}
