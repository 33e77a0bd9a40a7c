import Testing

// Markdown in text literals, read as SwiftUI reads a LocalizedStringKey.
@testable import LayoutResolver

private func runs(_ text: String) -> [String] {
  Markdown.runs(text).map { run in
    (run.bold ? "B" : "") + (run.italic ? "I" : "") + ":" + run.text
  }
}

@Suite struct MarkdownTests {
  @Test func emphasis() {
    #expect(runs("Hello **world**") == [":Hello ", "B:world"])
    #expect(runs("Hello __world__!") == [":Hello ", "B:world", ":!"])
    #expect(runs("an *italic* and _this_") == [":an ", "I:italic", ": and ", "I:this"])
    #expect(runs("***both*** then") == ["BI:both", ": then"])
    #expect(runs("**bold with *italic* inside**") == ["B:bold with ", "BI:italic", "B: inside"])
  }

  @Test func markersThatAreText() {
    // No closer, a space after the opener, an underscore inside a word, an escape.
    #expect(runs("2 * 3 = 6") == [":2 * 3 = 6"])
    #expect(runs("**open") == [":**open"])
    #expect(runs("snake_case_name") == [":snake_case_name"])
    #expect(runs(#"\*not italic\*"#) == [":*not italic*"])
  }

  @Test func codeStrikethroughAndLinks() {
    #expect(runs("run `swift test` now") == [":run swift test now"])
    #expect(runs("~~old~~ new") == [":old new"])
    #expect(runs("see [the docs](https://example.com).") == [":see the docs."])
  }

  @Test func aLiteralIsMarkdownAVariableIsNot() {
    // The literal's runs: "world" bold, the label without asterisks.
    let literal = resolve("text \"Hello **world**\"")
    #expect(literal.root?.label == "Hello world")
    let concatenation = resolve("text < text \"Hello \" text \"world\" .bold >")
    #expect(literal.dump == concatenation.dump)
    // `verbatim:` and a variable's string keep their asterisks.
    #expect(resolve("text(verbatim: \"**no**\")").root?.label == "**no**")
    #expect(resolve("let s = \"**no**\"\ntext(s)").root?.label == "**no**")
    // An interpolated value takes the style around it, and is not read as Markdown itself.
    let n = resolve("let n = \"*3*\"\ntext \"**\\(n)** items\"")
    #expect(n.root?.label == "*3* items")
  }
}
