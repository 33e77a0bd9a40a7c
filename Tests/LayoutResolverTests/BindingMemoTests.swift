// A literal call's binding is remembered and reused (BindingMemo.swift): every call still gets
// its own values, its own errors at its own place, and what a variable stands for.

import LayoutEngine
import LayoutSyntax
import Testing

@testable import LayoutResolver

@Suite struct BindingMemoTests {
  @Test func repeatedCallsKeepTheirOwnValues() {
    let r = resolve(
      """
      vstack <
        rectangle .frame(width: 10, height: 10)
        rectangle .frame(width: 10, height: 10)
        rectangle .frame(width: 20, height: 10)
        rectangle .frame(width: -5, height: 10)
        text "A" .padding()
        text "B" .padding()
      >
      """)
    #expect(r.diagnostics.isEmpty)
    let frames = r.dump.split(separator: "\n").filter { $0.contains("frame(") }
    #expect(
      frames.map { $0.trimmingCharacters(in: .whitespaces) } == [
        "frame(10, 10, center/center)", "frame(10, 10, center/center)",
        "frame(20, 10, center/center)", "frame(-5, 10, center/center)",
      ])
    let texts = r.dump.split(separator: "\n").filter { $0.contains("text") }
    #expect(texts.map { $0.trimmingCharacters(in: .whitespaces) } == ["text \"A\"", "text \"B\""])
  }

  /// A string where `frame` takes a number is an error, so that binding is not kept: written
  /// twice, the error is reported twice, each at its own string.
  @Test func anErrorIsReportedWhereverTheCallIsWritten() {
    let r = resolve(
      """
      vstack <
        rectangle .frame(width: "x")
        rectangle .frame(width: "x")
      >
      """)
    #expect(r.tree == nil)
    #expect(r.diagnostics.count == 2)
    #expect(r.diagnostics.first?.hasPrefix("2:27: expected a number, found a string") == true)
    #expect(r.diagnostics.last?.hasPrefix("3:27: expected a number, found a string") == true)
  }

  /// A parameter named like an alignment is a variable: the call is bound where it is made.
  @Test func aVariableIsNotALiteral() {
    let r = resolve(
      """
      view column(center: leading) = vstack(alignment: center) < text "a" >
      vstack <
        vstack(alignment: center) < text "b" >
        column(center: trailing)
        column()
        vstack(alignment: center) < text "c" >
      >
      """)
    #expect(r.diagnostics.isEmpty)
    let stacks = r.dump.split(separator: "\n").filter { $0.contains("vstack(") }.map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(stacks.count == 5)
    #expect(stacks[1].hasPrefix("vstack(center"))
    #expect(stacks[2].hasPrefix("vstack(trailing"))
    #expect(stacks[3].hasPrefix("vstack(leading"))
    #expect(stacks[4].hasPrefix("vstack(center"))
  }

  /// Strings that agree in length and in their first and last eight bytes (names are hashed by
  /// those alone, strings by every byte): each keeps its own text.
  @Test func stringsAlikeAtBothEndsKeepTheirOwnValues() {
    let labels = (0..<40).map { "aaaaaaaa-\(100 + $0)-zzzzzzzz" }
    let r = resolve("vstack <\n" + labels.map { "text \"\($0)\"\n" }.joined() + ">")
    #expect(r.diagnostics.isEmpty)
    let texts = r.dump.split(separator: "\n").filter { $0.contains("text") }
    #expect(
      texts.map { $0.trimmingCharacters(in: .whitespaces) } == labels.map { "text \"\($0)\"" })
  }

  /// The memo keeps one binding per distinct literal call, and none for a call with a variable.
  @Test func oneBindingIsKeptPerDistinctCall() {
    let text = """
      view bar(w: 1) = rectangle .frame(width: w, height: 1)
      vstack <
        rectangle .frame(width: 10, height: 10)
        rectangle .frame(width: 10, height: 10)
        rectangle .frame(width: 20, height: 10)
        bar(w: 3)
      >
      """
    let source = SourceFile(name: "test.lyt", text: text)
    let session = ResolverSession(source: source, options: ResolveOptions())
    let result = session.run(Parser.parse(source).file)
    #expect(result.diagnostics.isEmpty)
    // `vstack`, `rectangle`, and the two frames of literal sizes; `bar`'s frame reads `w`.
    #expect(session.bindingMemo.count == 4)
  }

  /// A file of ever new calls fills the memo up to its capacity, not beyond.
  @Test func theMemoStopsAtItsCapacity() {
    var memo = BindingMemo(seed: 1)
    let row = Catalog.views["rectangle"]!
    for index in 0..<(BindingMemo.capacity + 10) {
      let argument = CallArgument(
        label: nil, value: .number(Double(index), SourceRange(0, 0)), range: SourceRange(0, 0))
      var hash = memo.hash(row: row)
      hash.add(label: nil, .number(Double(index).bitPattern))
      memo.keep(BoundArguments(), hash: hash.finished, row: row, [argument])
    }
    // A few land past `maxProbes` slots from their hash's and are not kept; none beyond the
    // capacity is.
    #expect(memo.count <= BindingMemo.capacity)
    #expect(memo.count > BindingMemo.capacity * 9 / 10)
  }
}
