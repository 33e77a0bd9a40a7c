// The one Swift-literal escaper, as the AST dump and the tree dump's labels print strings.

import LayoutSyntax
import Testing

@Suite struct SwiftLiteralTests {
  @Test func escapesAsSwiftWritesThem() {
    #expect(SwiftLiteral.escaped("a\0b\tc\nd\re\"f\\g") == #"a\0b\tc\nd\re\"f\\g"#)
  }

  @Test func otherControlCharactersAreHexWithTwoDigitsAtLeast() {
    // C0, DEL and C1 alike: U+0001, U+001B, U+007F, U+0085.
    #expect(SwiftLiteral.escaped("\u{1}\u{1B}\u{7F}\u{85}") == #"\u{01}\u{1B}\u{7F}\u{85}"#)
  }

  @Test func quotesAndNonASCIIStayReadable() {
    #expect(SwiftLiteral.quoted("it's «café» 🎉") == "\"it's «café» 🎉\"")
  }

  @Test func eachCharacterToEscapeIsFoundAlone() {
    // One escape after plain text, each kind; then look-alikes that are not escaped: U+00A0
    // and U+0100 share bytes with C1 controls (C2 A0, C4 80) but are printable.
    for (text, expected) in [
      ("ab\0", #"ab\0"#), ("ab\"", #"ab\""#), ("ab\\", #"ab\\"#), ("ab\u{7F}", #"ab\u{7F}"#),
      ("ab\u{80}", #"ab\u{80}"#), ("ab\u{9F}", #"ab\u{9F}"#), ("ab\u{1F}", #"ab\u{1F}"#),
      ("ab\u{A0}", "ab\u{A0}"), ("ab\u{100}", "ab\u{100}"), ("Row 5 title", "Row 5 title"),
    ] {
      #expect(SwiftLiteral.escaped(text) == expected)
    }
  }
}
