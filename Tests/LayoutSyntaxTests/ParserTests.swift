import Testing

// The parser against lyt(5) "Grammar": every rule, the sample file, and the syntax
// dump that shows how each construct was grouped (binary and range expressions print
// parenthesised, so precedence is visible).
@testable import LayoutSyntax

@Suite struct ParserTests {
  // MARK: Files and declarations

  @Test func languageSampleParsesWithoutDiagnostics() {
    #expect(
      dump(Corpus.languageSample) == """
        file
          alignment midAccountAndName: vertical = d[top]
          view card(title, tint: blue) =
            vstack(alignment: leading, spacing: 4) .padding() .background(roundedRectangle(cornerRadius: 12).fill(tint))
              text(title) .font(headline)
              content
          root
            vstack(alignment: leading) .frame(maxWidth: infinity, maxHeight: infinity, alignment: topLeading)
              text "Hi" .padding(20) .background(red)
              card("Stats")
                text "42 runs" .font(caption)
              foreach i in (0 ..< 3)
                text "Number \\(i)" .alignmentGuide(leading, (i * (-10)))

        """)
  }

  @Test(arguments: Corpus.realistic)
  func realisticSourcesParseWithoutDiagnostics(_ text: String) {
    #expect(diagnostics(text) == [])
  }

  @Test func declarations() {
    #expect(
      dump(
        """
        let gap = 8
        let lines = 2...4
        alignment mid: horizontal
        alignment low: Vertical = d[bottom] - 2
        view plain = red
        view empty() = blue
        view row(title, tint: blue, size: 10 * 2) = text(title)
        plain
        """) == """
          file
            let gap = 8
            let lines = (2 ... 4)
            alignment mid: horizontal
            alignment low: Vertical = (d[bottom] - 2)
            view plain =
              red
            view empty =
              blue
            view row(title, tint: blue, size: (10 * 2)) =
              text(title)
            root
              plain

          """)
  }

  @Test func declarationSyntaxNodes() {
    let (source, result) = parse("view card(title, tint: blue) =\n  text(title)\ncard(\"x\")")
    guard case .component(let card) = result.file.declarations.first else {
      Issue.record("expected a component")
      return
    }
    #expect(card.name.text == "card")
    #expect(source.text(card.name.range) == "card")
    #expect(card.parameters.map(\.name.text) == ["title", "tint"])
    #expect(card.parameters[0].defaultValue == nil)
    #expect(card.parameters[1].defaultValue.map { SyntaxDumper().dump($0) } == "blue")
    #expect(source.text(card.range) == "view card(title, tint: blue) =\n  text(title)")
  }

  @Test func keywordsAreOrdinaryNamesOutsideDeclarationPosition() {
    // `view`, `let` and `alignment` in children are view names; the resolver judges them.
    #expect(
      dumpRoot("vstack < view let alignment(horizontal: leading) >") == """
        vstack
          view
          let
          alignment(horizontal: leading)

        """)
  }

  // MARK: Views

  /// The parser makes each distinct name into a `String` once and finds it again by its bytes
  /// (`NameTable`): every occurrence must still read exactly as written, also past the table's
  /// growth, for names that share their first 16 bytes or differ only in length or case, and
  /// for names that are equal as Strings but not as bytes.
  /// Whatever the table's seed, each name's `String` is its own: names that differ only in
  /// their 8th or 16th byte (where a weak hash would put them in one slot) included.
  @Test func nameTableReadsEveryNameWithAnySeed() {
    var text = ""
    var ranges: [(String, SourceRange)] = []
    for first in ["abcdefg", "abcdefgabcdefgh"] {
      for last in "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_0123456789" {
        let name = first + String(last)
        let start = text.utf8.count
        text += name + " "
        ranges.append((name, SourceRange(start, start + name.utf8.count)))
      }
    }
    for seed: UInt64 in [0, 1, 0x9E37_79B9_7F4A_7C15, .max] {
      var table = NameTable(bytes: Array(text.utf8), seed: seed)
      for _ in 0..<2 {
        for (name, range) in ranges { #expect(table.name(range) == name, "seed \(seed)") }
      }
    }
  }

  @Test func everyNameReadsAsWritten() {
    var names = (0..<300).map { "view\($0)" }
    names += [
      "averyveryverylongname_a", "averyveryverylongname_b", "averyveryverylongname", "Frame",
      "frame", "fram", "caf\u{E9}", "cafe\u{301}", "x",
    ]
    let order = names + names.reversed()
    let text = "vstack <\n" + order.map { "  \($0) .\($0)(\($0): 1)\n" }.joined() + ">\n"
    let (_, result) = parse(text)
    #expect(result.diagnostics.isEmpty)
    guard case .named(let stack)? = result.file.root?.primary else {
      Issue.record("no root stack")
      return
    }
    let read = (stack.children?.views ?? []).flatMap { view -> [[UInt8]] in
      guard case .named(let named) = view.primary else { return [] }
      let modifierNames = view.modifiers.flatMap { modifier in
        [modifier.name.text] + (modifier.arguments?.arguments.compactMap(\.label?.text) ?? [])
      }
      // Bytes, not Strings: `==` on Strings would equate the two spellings of "café".
      return ([named.name.text] + modifierNames).map { Array($0.utf8) }
    }
    #expect(read == order.flatMap { [Array($0.utf8), Array($0.utf8), Array($0.utf8)] })
  }

  @Test func namedViewForms() {
    #expect(
      dumpRoot(
        """
        vstack <
          spacer
          text "Hi"
          text("Hi")
          image "avocado" (width: 20, height: 20)
          hstack (spacing: 4) < red >
          text "a" < text "b" >
          group <>
        >
        """) == """
          vstack
            spacer
            text "Hi"
            text("Hi")
            image "avocado"(width: 20, height: 20)
            hstack(spacing: 4)
              red
            text "a"
              text "b"
            group

          """)
  }

  @Test func stringSugarIsKeptApartFromArguments() {
    let (_, result) = parse("image \"avocado\" (width: 20)")
    guard case .named(let image) = result.file.root?.primary else {
      Issue.record("expected a named view")
      return
    }
    #expect(image.string?.literalText == "avocado")
    #expect(image.arguments?.arguments.map { $0.label?.text } == ["width"])
    #expect(image.children == nil)
  }

  @Test func modifiers() {
    #expect(
      dumpRoot("text \"Hi\" .padding .padding(20) .padding (horizontal, 8)\n  .fixedSize()")
        == "text \"Hi\" .padding .padding(20) .padding(horizontal, 8) .fixedSize()\n")
  }

  @Test func modifierOrderIsSourceOrder() {
    let (_, result) = parse("text \"Hi\" .padding(20) .background(red)")
    #expect(result.file.root?.modifiers.map(\.name.text) == ["padding", "background"])
  }

  @Test func forEachOverRangesAndLists() {
    #expect(
      dumpRoot(
        """
        vstack <
          foreach i in 0..<3 < text "\\(i)" >
          foreach i in 1...5 < red >
          foreach name in ["a", "b"] < text(name) >
          foreach i in 0..<n < blue >
          ForEach i in 0 ..< count + 1 < green > .padding
        >
        """) == """
          vstack
            foreach i in (0 ..< 3)
              text "\\(i)"
            foreach i in (1 ... 5)
              red
            foreach name in ["a", "b"]
              text(name)
            foreach i in (0 ..< n)
              blue
            foreach i in (0 ..< (count + 1)) .padding
              green

          """)
  }

  @Test func ifAndElse() {
    #expect(
      dumpRoot(
        """
        vstack <
          if compact < text "a" > else < text "b" >
          if wide < red >
          if g.width - 100 < blue > .padding
          if a < red > else if b < green > else < blue > .border(black)
        >
        """) == """
          vstack
            if compact
              text "a"
            else
              text "b"
            if wide
              red
            if (g.width - 100) .padding
              blue
            if a .border(black)
              red
            else
              if b
                green
              else
                blue

          """)
  }

  @Test func childrenAreDisabledOnlyWhereTheyWouldBeAmbiguous() {
    // In a condition the name takes no children; inside parentheses it may again.
    #expect(
      dumpRoot("if f(vstack < red >) < blue >") == """
        if f(vstack < red >)
          blue

        """)
  }

  // MARK: Arguments and values

  @Test func arguments() {
    #expect(
      dumpRoot("frame(width: 10, height: 20,)") == "frame(width: 10, height: 20)\n")
    #expect(dumpRoot("f(1, a, b: c)") == "f(1, a, b: c)\n")
    #expect(dumpRoot("f(\n  1,\n  b: 2\n)") == "f(1, b: 2)\n")
  }

  @Test func viewArgumentsAreChains() {
    #expect(
      dumpRoot(
        """
        red
          .background(red .opacity(0.5))
          .overlay(circle .fill(red) .frame(width: 8, height: 8), alignment: topTrailing)
          .background(roundedRectangle(cornerRadius: 12) .fill(tint))
          .background(text "a" .bold)
          .background(vstack < text "x" > .padding)
          .background(foreach i in 0..<2 < red >)
          .background(if compact < red > else < blue >)
        """) == """
          red .background(red.opacity(0.5)) .overlay(circle.fill(red).frame(width: 8, height: 8), alignment: topTrailing) .background(roundedRectangle(cornerRadius: 12).fill(tint)) .background(text "a".bold) .background(vstack < text "x" >.padding) .background(foreach i in (0 ..< 2) < red >) .background(if compact < red > else < blue >)

          """)
  }

  @Test func foreachAndIfInArgumentsAreViews() {
    let (_, parsed) = parse("zstack .background(foreach i in 0..<2 < red >)")
    let value = parsed.file.root?.modifiers.first?.arguments?.arguments.first?.value
    guard case .view(let view) = value, case .forEach(let loop) = view.primary else {
      Issue.record("expected a foreach view")
      return
    }
    #expect(loop.variable.text == "i")
    #expect(loop.children.views.count == 1)
  }

  @Test func postfixChains() {
    let cases: [(String, String)] = [
      (".topLeading", ".topLeading"),
      (".system(size: 20)", ".system(size: 20)"),
      ("Color.red", "Color.red"),
      ("d[trailing]", "d[trailing]"),
      ("g.frame(in: global).minX", "g.frame(in: global).minX"),
      ("d[d[top]].x", "d[d[top]].x"),
      ("text \"a\" .bold", "text \"a\".bold"),
      ("vstack < red > .padding", "vstack < red >.padding"),
      ("image \"x\" (width: 2)", "image \"x\"(width: 2)"),
    ]
    for (argument, expected) in cases {
      let (_, result) = parse("red .x(\(argument))")
      guard let value = result.file.root?.modifiers.first?.arguments?.arguments.first?.value
      else {
        Issue.record("no argument in \(argument)")
        continue
      }
      #expect(result.diagnostics.isEmpty)
      guard case .chain = value else {
        Issue.record("\(argument) is not one chain")
        continue
      }
      #expect(SyntaxDumper().dump(value) == expected)
    }
  }

  @Test func chainStructure() {
    let (source, result) = parse("red .x(g.frame(in: global).minX, .topLeading, d[trailing])")
    let arguments = result.file.root?.modifiers.first?.arguments?.arguments.map(\.value) ?? []
    guard arguments.count == 3, case .chain(let frame) = arguments[0],
      case .chain(let dotted) = arguments[1], case .chain(let guide) = arguments[2]
    else {
      Issue.record("expected three chains")
      return
    }
    #expect(frame.head.name.text == "g")
    #expect(frame.suffixes.count == 2)
    if case .member(let member) = frame.suffixes[0] {
      #expect(member.name.text == "frame")
      #expect(member.arguments?.arguments.first?.label?.text == "in")
      #expect(source.text(member.range) == ".frame(in: global)")
    } else {
      Issue.record("expected a member")
    }
    #expect(dotted.head.leadingDot)
    #expect(dotted.head.name.text == "topLeading")
    #expect(source.text(dotted.range) == ".topLeading")
    if case .subscripted(let index, let range) = guide.suffixes.first {
      #expect(SyntaxDumper().dump(index) == "trailing")
      #expect(source.text(range) == "[trailing]")
    } else {
      Issue.record("expected a subscript")
    }
  }

  // MARK: Expressions

  @Test(arguments: [
    ("1 + 2 * 3", "(1 + (2 * 3))"),
    ("1 * 2 + 3", "((1 * 2) + 3)"),
    ("1 - 2 - 3", "((1 - 2) - 3)"),
    ("8 / 4 / 2", "((8 / 4) / 2)"),
    ("(1 + 2) * 3", "((paren (1 + 2)) * 3)"),
    ("i * -10", "(i * (-10))"),
    ("-x", "(-x)"),
    ("+x", "(+x)"),
    ("- -x", "(-(-x))"),
    ("-d.width / 2", "((-d.width) / 2)"),
    ("2...4", "(2 ... 4)"),
    ("0..<n + 1", "(0 ..< (n + 1))"),
    ("3...", "(3 ...)"),
    ("...2", "(... 2)"),
    ("..<2", "(..< 2)"),
    ("[horizontal, vertical]", "[horizontal, vertical]"),
    ("[]", "[]"),
    ("[1, [2, 3],]", "[1, [2, 3]]"),
    ("true", "true"),
    ("false", "false"),
    ("infinity", "infinity"),
    (".5", "0.5"),
    ("1e3", "1000"),
    ("\"a\\tb\"", "\"a\\tb\""),
    ("\"\\(a + 1) and \\(f(\"x\", (2)))\"", "\"\\((a + 1)) and \\(f(\"x\", (paren 2)))\""),
    ("\"\\(\"\\(\"deep\")\")\"", "\"\\(\"\\(\"deep\")\")\""),
  ])
  func expressions(_ source: String, _ expected: String) {
    let (_, result) = parse("red .x(\(source))")
    #expect(result.diagnostics.isEmpty)
    let value = result.file.root?.modifiers.first?.arguments?.arguments.first?.value
    #expect(value.map { SyntaxDumper().dump($0) } == expected)
  }

  @Test func numbersCarryTheirValues() {
    let (_, result) = parse("red .x(2.5E+2)")
    guard
      case .number(let value, _) = result.file.root?.modifiers.first?.arguments?.arguments
        .first?.value
    else {
      Issue.record("expected a number")
      return
    }
    #expect(value == 250)
  }

  @Test func stringSegmentsAreDecoded() {
    let (_, result) = parse(#"text "a\n\(i)\u{E9}""#)
    guard case .named(let text) = result.file.root?.primary, let string = text.string else {
      Issue.record("expected a text with a string")
      return
    }
    #expect(string.segments.count == 3)
    if case .text(let first) = string.segments[0] { #expect(first == "a\n") }
    if case .interpolation(let value) = string.segments[1] {
      #expect(SyntaxDumper().dump(value) == "i")
    }
    if case .text(let last) = string.segments[2] { #expect(last == "é") }
    #expect(string.literalText == nil)
  }

  // MARK: Ranges

  @Test func nodeRanges() {
    let text = "vstack(spacing: 4) <\n  text \"Hi\" .padding(20)\n>\n.frame(width: 10)"
    let (source, result) = parse(text)
    guard let root = result.file.root, case .named(let vstack) = root.primary,
      let children = vstack.children, let arguments = vstack.arguments
    else {
      Issue.record("expected a vstack")
      return
    }
    #expect(source.text(root.range) == text)
    #expect(source.text(vstack.range) == "vstack(spacing: 4) <\n  text \"Hi\" .padding(20)\n>")
    #expect(source.text(arguments.range) == "(spacing: 4)")
    #expect(source.text(arguments.arguments[0].range) == "spacing: 4")
    #expect(source.text(children.range) == "<\n  text \"Hi\" .padding(20)\n>")
    #expect(source.text(children.views[0].range) == "text \"Hi\" .padding(20)")
    #expect(source.text(children.views[0].modifiers[0].range) == ".padding(20)")
    #expect(source.text(root.modifiers[0].range) == ".frame(width: 10)")
    #expect(source.location(of: children.range.start).description == "1:20")
  }

  @Test func dumpWithLocations() {
    let source = SourceFile(name: "t.lyt", text: "let a = 1\nvstack <\n  red\n>")
    let result = Parser.parse(source)
    #expect(
      SyntaxDumper(source: source).dump(result.file) == """
        file
          let a = 1 @1:1
          root
            vstack @2:1
              red @3:3

        """)
  }
}
