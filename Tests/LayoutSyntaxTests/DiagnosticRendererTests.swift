// The diagnostic format of lyt(5) "Errors": header with a UTF-8 byte
// column, the source line, a caret placed by Characters with tabs echoed, `^~~~` under a
// one-line range, notes, and clang's colours only when asked for.
import LayoutSyntax
import Testing

private func rendered(_ text: String, name: String = "test.lyt", color: Bool = false) -> String {
  let source = SourceFile(name: name, text: text)
  let result = Parser.parse(source)
  return DiagnosticRenderer(color: color).render(result.diagnostics, in: source)
}

@Suite struct DiagnosticRendererTests {
  @Test func aVeryLongLineIsShownAsAWindowAroundTheCaret() {
    // 100 modifiers of 12 bytes put the bad number at column 1206: the line shows the 80 bytes
    // before it, the rest of the line, and "..." where it was cut.
    let text = "red " + String(repeating: ".padding(1) ", count: 100) + " 20px"
    let output = rendered(text)
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == "test.lyt:1:1206: error: '20px' is not a valid number")
    #expect(lines[1] == "..." + String(text.utf8.suffix(84))!)
    #expect(lines[2] == String(repeating: " ", count: 83) + "^~~~")
  }

  @Test func endOfFileCaretGoesJustAfterTheLastToken() {
    #expect(
      rendered("vstack <\n  text \"Hi\"\n  text \"Hi\" .padding(20)\n", name: "card.lyt") == """
        card.lyt:3:25: error: expected '>' to close the children of 'vstack' opened at 1:8, found end of file
          text "Hi" .padding(20)
                                ^

        """)
  }

  @Test func tokenRangeIsUnderlined() {
    #expect(
      rendered("text \"a\" .frame(width: 10 height: 5)") == """
        test.lyt:1:27: error: expected ')' to close the arguments of 'frame', found 'height'
        text "a" .frame(width: 10 height: 5)
                                  ^~~~~~

        """)
  }

  @Test func tabsInThePrefixAreEchoed() {
    #expect(
      rendered("vstack <\n\t\ttext \"a\" .padding(20 30)\n>") == """
        test.lyt:2:24: error: expected ')' to close the arguments of 'padding', found '30'
        \t\ttext "a" .padding(20 30)
        \t\t                     ^~

        """)
  }

  @Test func caretCountsCharactersWhileTheColumnCountsBytes() {
    // `text "名前" .padding(20 ` is 22 Characters and 26 bytes ("名前" is 2 Characters, 6 bytes).
    #expect(
      rendered("text \"名前\" .padding(20 30)")
        == "test.lyt:1:27: error: expected ')' to close the arguments of 'padding', found '30'\n"
        + "text \"名前\" .padding(20 30)\n" + String(repeating: " ", count: 22) + "^~\n")
    // `text "👩‍👩‍👧" .x(1 ` is 14 Characters and 31 bytes (the family is 1 Character, 18 bytes).
    #expect(
      rendered("text \"👩‍👩‍👧\" .x(1 2)")
        == "test.lyt:1:32: error: expected ')' to close the arguments of 'x', found '2'\n"
        + "text \"👩‍👩‍👧\" .x(1 2)\n" + String(repeating: " ", count: 14) + "^\n")
  }

  @Test func rangeUnderlineCountsCharacters() {
    #expect(
      rendered("red .x(1 é日)") == """
        test.lyt:1:10: error: expected ')' to close the arguments of 'x', found 'é日'
        red .x(1 é日)
                 ^~

        """)
  }

  @Test func notesFollowTheirDiagnostic() {
    #expect(
      rendered("text \"one\"\n  text \"two\"") == """
        test.lyt:2:3: error: a file has exactly one root view; found another at 2:3
          text "two"
          ^
        test.lyt:1:1: note: the root view is here
        text "one"
        ^

        """)
  }

  @Test func colorUsesClangEscapes() {
    let esc = "\u{1B}"
    #expect(
      rendered("red .x(1 2)", color: true) == """
        \(esc)[1mtest.lyt:1:10: \(esc)[0m\(esc)[0;1;31merror: \(esc)[0m\(esc)[1mexpected ')' to close the arguments of 'x', found '2'\(esc)[0m
        red .x(1 2)
                 \(esc)[0;1;32m^\(esc)[0m

        """)
    let note = rendered("red\nblue", color: true)
    #expect(note.contains("\(esc)[0;1;30mnote: \(esc)[0m"))
  }

  @Test func noEscapeCodesWithoutColor() {
    let text = rendered("vstack < ) >\nred\n\"x")
    #expect(!text.isEmpty)
    #expect(!text.contains("\u{1B}"))
  }

  @Test func carriageReturnsAreNotPartOfTheLine() {
    #expect(
      rendered("red\r\n.x(1 2)\r\n") == """
        test.lyt:2:6: error: expected ')' to close the arguments of 'x', found '2'
        .x(1 2)
             ^

        """)
  }

  @Test func rangeOverSeveralLinesIsUnderlinedToTheEndOfItsFirstLine() {
    let source = SourceFile(name: "m.lyt", text: "abc def\nghi")
    let diagnostic = Diagnostic.error("spans lines", at: SourceRange(4, 10))
    #expect(
      DiagnosticRenderer(color: false).render(diagnostic, in: source) == """
        m.lyt:1:5: error: spans lines
        abc def
            ^~~

        """)
  }

  @Test func emptyFile() {
    #expect(
      rendered("", name: "-") == """
        -:1:1: error: expected a root view

        ^

        """)
  }

  @Test func severitiesAreSpelledOut() {
    let source = SourceFile(name: "w.lyt", text: "red")
    let warning = Diagnostic(.warning, "just so you know", at: SourceRange(0, 3))
    #expect(
      DiagnosticRenderer(color: false).render(warning, in: source)
        == "w.lyt:1:1: warning: just so you know\nred\n^~~\n")
  }
}
