// The SwiftUI reader reads a builder's plainest view statements (`Text("a").padding(8)`,
// `VStack { ... }`) straight into `.lyt` syntax (`SwiftParser.plainViewStatement`,
// `SwiftLowering.plainView`). What it makes must be what lowering the statement's Swift
// syntax makes, to the range and the step: each test reads a file both ways and compares the
// whole syntax tree (every field, as `String(describing:)` writes it) and the diagnostics.
// Each also says how many views were read the direct way, so a reading that never fires
// cannot pass for one that agrees.
import Testing

@testable import LayoutSyntax

/// The file's syntax tree and diagnostics as text, and the views read directly.
private func read(_ text: String, plainViews: Bool, stepLimit: Int? = nil) -> (String, Int) {
  let source = SourceFile(name: "a.swift", text: text)
  let (result, count) = SwiftReader.read(
    source, view: nil, plainViews: plainViews, stepLimit: stepLimit)
  // Every field of every node, ranges included, on one line.
  var out = String(describing: result.file) + "\n"
  for d in result.diagnostics { out += "\(source.location(of: d.range.start)) \(d.message)\n" }
  return (out, count)
}

/// The number of views read directly, after checking that both ways read `text` alike.
private func plainViewsReadAlike(
  _ text: String, stepLimit: Int? = nil, _ comment: Comment? = nil,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> Int {
  let (direct, count) = read(text, plainViews: true, stepLimit: stepLimit)
  let (lowered, none) = read(text, plainViews: false, stepLimit: stepLimit)
  #expect(none == 0, comment, sourceLocation: sourceLocation)
  #expect(firstDifference(direct, lowered) == nil, comment, sourceLocation: sourceLocation)
  return count
}

/// The first line where `a` and `b` differ, with its number; nil when they are equal.
private func firstDifference(_ a: String, _ b: String) -> String? {
  let a = a.split(separator: "\n", omittingEmptySubsequences: false)
  let b = b.split(separator: "\n", omittingEmptySubsequences: false)
  for i in 0..<max(a.count, b.count) {
    let x = i < a.count ? a[i] : "(end)"
    let y = i < b.count ? b[i] : "(end)"
    if x != y {
      // From a little before the first character that differs.
      let same = zip(x, y).prefix { $0 == $1 }.count
      let from = max(same - 150, 0)
      return "line \(i + 1): direct …\(x.dropFirst(from).prefix(300)) | lowered …"
        + "\(y.dropFirst(from).prefix(300))"
    }
  }
  return nil
}

/// `statements` as the body of a view.
private func body(_ statements: String, members: String = "", after: String = "") -> String {
  "struct ContentView: View {\n\(members)  var body: some View {\n    VStack {\n"
    + statements + "\n    }\n  }\n}\n" + after
}

@Suite struct SwiftPlainStatementTests {
  @Test func everyExampleReadsAlike() {
    let examples = ExampleFiles.all(endingIn: ".swift")
    #expect(examples.count > 50)
    var plain = 0
    for example in examples {
      plain += plainViewsReadAlike(example.text, "examples/\(example.name)")
    }
    // Many of the examples' views are plain (195 when this was written).
    #expect(plain > 150)
  }

  @Test func callsModifiersAndTheirArgumentsAreReadDirectly() {
    let text = body(
      """
            Rectangle().frame(width: 10, height: 10)
            Text("Hello")
            Text("")
            Image(systemName: "star").font(.title).foregroundStyle(.blue)
            Spacer()
            Text("a").bold
            Text("b").bold()
            Text("c")
              .padding(8)
              .background(.yellow)
            Text("d"); Text("e")
            Text("f") Text("g")
            Color.red
      """)
    // All but `Color.red` (a value of a type). The VStack is the body's statement, read with
    // the property.
    #expect(plainViewsReadAlike(text) == 12)
  }

  @Test func contentClosuresAreReadDirectly() {
    let text = body(
      """
            HStack(alignment: .top, spacing: 4) {
              Text("a")
              VStack { Text("b").padding() }.padding(2)
            }
            .border(.red)
            HStack() { }
            Button("OK") { count += 1 }
            Button("Go") { }
      """)
    // The HStack, its two views, the inner VStack's view, HStack() and both buttons (their
    // actions are not laid out): the first statement of each content closure is read
    // directly too.
    #expect(plainViewsReadAlike(text) == 7)
  }

  @Test func otherStatementsAreLoweredFromTheirSwiftSyntax() {
    let text = body(
      """
            Text("a") + Text("b")
            Text("n = \\(n)")
            Text("a").padding(-8)
            Text("a").frame(width: width)
            Text("a", )
            Text("a").font(.system(size: 20))
            ForEach(0..<3) { i in Text("x") }
            GeometryReader { proxy in Text("y") }
            Section { Text("row") } header: { Text("h") }
            flag ? Text("yes") : Text("no")
            Text("a")
              + Text("b")
            Text("c").card()
            Text("d").modifier(Card())
            Text("e").environment(\\.layoutDirection, .rightToLeft)
            Row()
            Title
            Stack { Text("f") }
      """,
      members: """
          let width = 10.0
          let n = 3
          let flag = true
          let Title = Text("t")
          func Row() -> some View { Text("row") }

        """,
      after: """
        extension View { func card() -> some View { self.padding() } }
        struct Card: ViewModifier { func body(content: Content) -> some View { content } }
        struct Stack: Layout {}
        """)
    // Only the `Text`s in the closures of `GeometryReader` and `Section` (its rows and its
    // header). `ForEach`'s content is made once per element from its statements, read once;
    // `Row`'s and `card`'s bodies are inlined, read with their functions. `Stack` is a custom
    // Layout: its content's `Text` too.
    #expect(plainViewsReadAlike(text) == 4)
  }

  @Test func errorsReadAlike() {
    for text in [
      body("Text(\"a\"\n"),
      body("Text(\"a\").padding(\n"),
      body("Text(\"a\" Text(\"b\")"),
      body("VStack {\n Text(\"a\")\n"),
      body("Text(\"a\").\n"),
      body("Text(\"unterminated)\n"),
      "struct ContentView: View {\n  var body: some View {\n    VStack { Text(\"a\")",
    ] {
      _ = plainViewsReadAlike(text)
    }
  }

  /// The step limit is passed at the same view, with the same error, whether it is passed in
  /// a statement's arguments, in its content or in a modifier's arguments after the content.
  @Test func theStepLimitIsPassedAtTheSameView() {
    let text = body(
      """
            Text("a").padding(1).padding(2)
            HStack(spacing: 1) {
              Text("b").frame(width: 1, height: 2)
              Text("c")
            }
            .padding(3).frame(width: 4, height: 5)
            Text("d").frame(width: 6, height: 7)
      """)
    for limit in 1...30 {
      _ = plainViewsReadAlike(text, stepLimit: limit)
    }
  }

  /// Near the nesting limit a statement is refused as any other: a closure is a statement
  /// and an expression deep, two levels of the parser's 2,000, and a call's arguments one more.
  @Test func nestingIsBoundedAlike() {
    for levels in 997...1_000 {
      let text = SwiftClosureReadingTests.nested(levels)
      // On a large stack, as the command reads: a debug build's frames are large.
      _ = onLargeStack { plainViewsReadAlike(text) }
    }
  }
}
