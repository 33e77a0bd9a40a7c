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
}
