// The lexer against lyt(5) "Lexical structure": token kinds and exact byte ranges for
// every literal form, and every lexical error with its position.
import LayoutSyntax
import Testing

/// `kind text` for each token before the end of the file.
private func lex(_ text: String) -> [String] {
  let source = SourceFile(name: "t.lyt", text: text)
  return Lexer.tokenize(source).tokens.dropLast().map { token in
    switch token.kind {
    case .number: return "number \(source.text(token.range))=\(token.number)"
    case .stringSegment: return "segment \(token.text.debugDescription)"
    default: return "\(token.kind) \(source.text(token.range))"
    }
  }
}

/// `line:col-endcol message` for each lexical error.
private func lexErrors(_ text: String) -> [String] {
  let source = SourceFile(name: "t.lyt", text: text)
  return Lexer.tokenize(source).diagnostics.map {
    "\(source.location(of: $0.range.start))-\(source.location(of: $0.range.end).column) \($0.message)"
  }
}

private func ranges(_ text: String) -> [SourceRange] {
  Lexer.tokenize(SourceFile(name: "t.lyt", text: text)).tokens.map(\.range)
}

@Suite struct LexerTests {
  /// Every punctuation of the Swift dialect, each as one token of its kind (the lexer asks
  /// for Swift's own only of the bytes that may start one).
  @Test func swiftPunctuation() {
    let text =
      "{ } @ # \\ ; % -> == != ! <= >= && & || ?? ? $x `default` < > = + - * / ( ) [ ] . , :"
    let source = SourceFile(name: "t.swift", text: text)
    let found = Lexer.tokenize(source, dialect: .swift).tokens.dropLast().map {
      "\($0.kind) \(source.text($0.range))"
    }
    #expect(
      found == [
        "leftBrace {", "rightBrace }", "at @", "hash #", "backslash \\", "semicolon ;",
        "percent %", "arrow ->", "equalEqual ==", "notEqual !=", "bang !", "lessEqual <=",
        "greaterEqual >=", "ampAmp &&", "ampersand &", "pipePipe ||", "questionQuestion ??",
        "question ?", "identifier $x", "identifier `default`", "leftAngle <", "rightAngle >",
        "equal =", "plus +", "minus -", "star *", "slash /", "leftParen (", "rightParen )",
        "leftBracket [", "rightBracket ]", "dot .", "comma ,", "colon :",
      ])
  }

  @Test func identifiers() {
    #expect(
      lex("vstack _x a1 VStack é naïve 名前 cafe\u{301}")
        == [
          "identifier vstack", "identifier _x", "identifier a1", "identifier VStack",
          "identifier é", "identifier naïve", "identifier 名前", "identifier cafe\u{301}",
        ])
    // Ranges count UTF-8 bytes: "é" is two bytes, "名前" six.
    #expect(
      ranges("é 名前 x")
        == [SourceRange(0, 2), SourceRange(3, 9), SourceRange(10, 11), SourceRange(11, 11)])
  }

  @Test func numbers() {
    #expect(
      lex("20 20.5 .5 1e3 1e-3 2.5E+2 0")
        == [
          "number 20=20.0", "number 20.5=20.5", "number .5=0.5", "number 1e3=1000.0",
          "number 1e-3=0.001", "number 2.5E+2=250.0", "number 0=0.0",
        ])
  }

  /// Whole numbers of up to 15 digits are read from the bytes; longer ones and other forms
  /// through `Double`'s parser. Either way the value is what `Double("...")` gives.
  @Test func wholeNumbersOfEveryLength() {
    for text in [
      "7", "007", "390", "999999999999999", "1000000000000000", "9007199254740993",
      "123456789012345678901234567890",
    ] {
      #expect(lex(text) == ["number \(text)=\(Double(text)!)"])
    }
  }

  @Test func dotBelongsToANumberOnlyBeforeADigit() {
    #expect(lex("0..<3") == ["number 0=0.0", "halfOpenRange ..<", "number 3=3.0"])
    #expect(lex("1...5") == ["number 1=1.0", "closedRange ...", "number 5=5.0"])
    #expect(lex("3...") == ["number 3=3.0", "closedRange ..."])
    #expect(lex("...2") == ["closedRange ...", "number 2=2.0"])
    #expect(lex("1.x") == ["number 1=1.0", "dot .", "identifier x"])
    #expect(lex("d.width") == ["identifier d", "dot .", "identifier width"])
    #expect(lex("a .5") == ["identifier a", "number .5=0.5"])
  }

  @Test func punctuation() {
    #expect(
      lex("< > ( ) [ ] , : = . ..< ... + - * /")
        == [
          "leftAngle <", "rightAngle >", "leftParen (", "rightParen )", "leftBracket [",
          "rightBracket ]", "comma ,", "colon :", "equal =", "dot .", "halfOpenRange ..<",
          "closedRange ...", "plus +", "minus -", "star *", "slash /",
        ])
    #expect(lex("a-1") == ["identifier a", "minus -", "number 1=1.0"])
    #expect(lex("-10") == ["minus -", "number 10=10.0"])
  }

  @Test func comments() {
    #expect(lex("a // b c\nd") == ["identifier a", "identifier d"])
    #expect(lex("a /* b /* nested */ still comment */ c") == ["identifier a", "identifier c"])
    #expect(lex("a/**/b") == ["identifier a", "identifier b"])
    #expect(lex("a / b") == ["identifier a", "slash /", "identifier b"])
    #expect(lexErrors("a /* /* */ */ b // tail").isEmpty)
  }

  @Test func stringsAndEscapes() {
    #expect(lex(#""Hi""#) == ["stringStart \"", "segment \"Hi\"", "stringEnd \""])
    #expect(lex(#""""#) == ["stringStart \"", "stringEnd \""])
    #expect(
      lex(#""a\"b\\c\nd\te\rf\0g\u{1F600}h\u{E9}""#)
        == ["stringStart \"", "segment \"a\\\"b\\\\c\\nd\\te\\rf\\0g😀hé\"", "stringEnd \""])
    #expect(lex("\"名前 é\"") == ["stringStart \"", "segment \"名前 é\"", "stringEnd \""])
    // The segment's range is the raw text between the quotes.
    #expect(ranges(#""a\nb""#)[1] == SourceRange(1, 5))
  }

  @Test func interpolation() {
    #expect(
      lex(#""Number \(i)""#)
        == [
          "stringStart \"", "segment \"Number \"", "interpolationStart \\(", "identifier i",
          "interpolationEnd )", "stringEnd \"",
        ])
    // Parentheses and strings inside an interpolation are lexed as ordinary tokens.
    #expect(
      lex(#""a\(f(x) + "b\(1)")c""#)
        == [
          "stringStart \"", "segment \"a\"", "interpolationStart \\(", "identifier f",
          "leftParen (", "identifier x", "rightParen )", "plus +", "stringStart \"",
          "segment \"b\"", "interpolationStart \\(", "number 1=1.0", "interpolationEnd )",
          "stringEnd \"", "interpolationEnd )", "segment \"c\"", "stringEnd \"",
        ])
  }

  @Test func startOfLineFlags() {
    let tokens = Lexer.tokenize(SourceFile(name: "t", text: "a b\n  c /* x\n */ d // e\nf"))
      .tokens
    #expect(tokens.map(\.isAtStartOfLine) == [true, false, true, true, true, false])
  }

  @Test func byteOrderMarkIsSkipped() {
    #expect(lex("\u{FEFF}red") == ["identifier red"])
    #expect(ranges("\u{FEFF}red")[0] == SourceRange(3, 6))
  }

  @Test func endOfFileRepeats() {
    var lexer = Lexer(SourceFile(name: "t", text: "a"))
    #expect(lexer.next().kind == .identifier)
    #expect(lexer.next().kind == .endOfFile)
    #expect(lexer.next().kind == .endOfFile)
  }

  // MARK: Errors

  @Test func unterminatedStringAtEndOfLine() {
    #expect(lexErrors("text \"Hi .padding(20)\nred") == ["1:6-7 unterminated string literal"])
    // The literal is closed by an empty token so the parser sees a balanced string.
    #expect(
      lex("text \"Hi\nred")
        == ["identifier text", "stringStart \"", "segment \"Hi\"", "stringEnd ", "identifier red"])
  }

  @Test func unterminatedStringAtEndOfFile() {
    #expect(lexErrors("\"abc") == ["1:1-2 unterminated string literal"])
    #expect(lexErrors("\"abc\\") == ["1:1-2 unterminated string literal"])
  }

  @Test func unterminatedInterpolation() {
    #expect(lexErrors("\"a\\(b\nc") == ["1:1-2 unterminated string literal"])
    #expect(
      lex("\"a\\(b\nc")
        == [
          "stringStart \"", "segment \"a\"", "interpolationStart \\(", "identifier b",
          "interpolationEnd ", "stringEnd ", "identifier c",
        ])
    // Both the outer literal and the one inside the interpolation are unterminated.
    #expect(
      lexErrors(#"x "a\("b"#)
        == ["1:3-4 unterminated string literal", "1:7-8 unterminated string literal"])
  }

  @Test func unterminatedBlockComment() {
    #expect(lexErrors("a /* b /* c */ d") == ["1:3-5 unterminated block comment"])
    #expect(lexErrors("/* never ends\ntext \"Hi\"") == ["1:1-3 unterminated block comment"])
  }

  @Test func badEscapes() {
    #expect(lexErrors(#""tab\q""#) == ["1:5-7 invalid escape sequence '\\q' in string literal"])
    #expect(lexErrors(#""\é""#) == ["1:2-5 invalid escape sequence '\\é' in string literal"])
    #expect(lexErrors(#""\u{D800}""#) == ["1:2-10 invalid unicode escape '\\u{D800}'"])
    #expect(lexErrors(#""\u{110000}""#) == ["1:2-12 invalid unicode escape '\\u{110000}'"])
    #expect(lexErrors(#""\u{}""#) == ["1:2-6 invalid unicode escape '\\u{}'"])
    #expect(lexErrors(#""\u{41""#) == ["1:2-7 invalid unicode escape '\\u{41'"])
    #expect(lexErrors(#""\u{123456789}""#) == ["1:2-15 invalid unicode escape '\\u{123456789}'"])
    // Lexing goes on after a bad escape: the rest of the literal is kept.
    #expect(lex(#""a\qb""#) == ["stringStart \"", "segment \"ab\"", "stringEnd \""])
  }

  @Test func strayCharacters() {
    #expect(lexErrors("text \"Hi\" @padding") == ["1:11-12 unexpected character '@'"])
    #expect(lex("text \"Hi\" @padding").last == "identifier padding")
    // A run of stray characters is one error.
    #expect(lexErrors("a ;@ b") == ["1:3-5 unexpected characters ';@'"])
    // A run that starts with a brace is most likely SwiftUI code: the message says so.
    #expect(
      lexErrors("a {}; b") == [
        "1:3-6 '{' is SwiftUI syntax: in .lyt, children go in '< >'; to read SwiftUI source, "
          + "name the file .swift or pass --language swift"
      ])
    #expect(lexErrors("a 😀 b") == ["1:3-7 unexpected character '😀'"])
    #expect(lexErrors("a\u{00A0}b") == ["1:2-4 unexpected character '\u{00A0}'"])
  }

  @Test func invalidUTF8() {
    let source = SourceFile(name: "t", bytes: Array("a ".utf8) + [0xFF, 0xFE] + Array(" b".utf8))
    let (tokens, diagnostics) = Lexer.tokenize(source)
    #expect(tokens.map(\.kind) == [.identifier, .identifier, .endOfFile])
    #expect(diagnostics.map(\.message) == ["invalid UTF-8 byte sequence"])
    #expect(diagnostics.map(\.range) == [SourceRange(2, 4)])
  }

  @Test func numberOverflow() {
    #expect(lexErrors("red .frame(width: 1e999)") == ["1:19-24 number '1e999' is too large"])
    let tokens = Lexer.tokenize(SourceFile(name: "t", text: "1e999")).tokens
    #expect(tokens[0].number == .infinity)
    // Underflow is not an error: it is zero, as in Swift.
    #expect(lexErrors("1e-999").isEmpty)
  }

  @Test func lettersGluedToANumber() {
    #expect(lexErrors("20px") == ["1:1-5 '20px' is not a valid number"])
    #expect(lexErrors("1e") == ["1:1-3 '1e' is not a valid number"])
    #expect(lex("20px") == ["number 20px=20.0"])
  }

  @Test func lexingContinuesAfterEveryError() {
    let errors = lexErrors("a @ \"b\\q\" 1e999 2x /* c")
    #expect(errors.count == 5)
    #expect(lex("a @ b").count == 2)
  }
}
