// Every resolver diagnostic with its exact message and line:column; all errors are collected in
// one run, without cascades, and a file with errors yields no tree.

import LayoutEngine
import LayoutResolver
import LayoutSyntax
import Testing

/// The diagnostics of `source`, which must fail to resolve.
private func errors(_ source: String) -> [String] {
  let r = resolve(source)
  #expect(r.tree == nil, "expected errors in: \(source)")
  return r.diagnostics
}

private let paddingTakes =
  "'padding' takes (Double), (edges, Double), (top:leading:bottom:trailing:)"
private let frameTakes =
  "'frame' takes (width:height:alignment:), (minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)"

@Suite struct UnknownNameTests {
  @Test func unknownView() {
    #expect(
      errors("vstak <\n  text \"Hi\"\n>") == [
        "1:1: unknown view 'vstak'; did you mean 'vstack'? (see 'layoutc --list views')"
      ])
    #expect(errors("zzzzzz") == ["1:1: unknown view 'zzzzzz' (see 'layoutc --list views')"])
  }

  @Test func unknownModifier() {
    #expect(
      errors(#"text "Hi" .pading(20)"#) == [
        "1:12: unknown modifier 'pading'; did you mean 'padding'? (see 'layoutc --list modifiers')"
      ])
    #expect(
      errors(#"text "Hi" .forgroundColor(red)"#)
        == [
          "1:12: unknown modifier 'forgroundColor'; did you mean 'foregroundColor'? (see 'layoutc --list modifiers')"
        ])
  }

  @Test func unknownColor() {
    #expect(
      errors(#"text "Hi" .background(rde)"#) == [
        "1:23: unknown color 'rde'; did you mean 'red'? (see 'layoutc --list colors')"
      ])
    #expect(
      errors("text \"Hi\" .background(Color.grean)") == [
        "1:29: unknown color 'grean'; did you mean 'green'? (see 'layoutc --list colors')"
      ])
  }

  @Test func unknownEnumValue() {
    #expect(
      errors(#"text "Hi" .frame(width: 100, alignment: topLeft)"#)
        == ["1:41: unknown alignment 'topLeft'; did you mean 'topLeading'?"])
    #expect(
      errors("red .padding(horizontl)") == [
        "1:14: unknown edge 'horizontl'; did you mean 'horizontal'?"
      ])
    #expect(
      errors(#"text "a" .font(headlin)"#) == [
        "1:16: unknown font 'headlin'; did you mean 'headline'? (see 'layoutc --list fonts')"
      ])
    #expect(
      errors(#"text "a" .fontWeight(semibol)"#)
        == ["1:22: unknown font weight 'semibol'; did you mean 'semibold'?"])
    #expect(
      errors("hstack(alignment: centre) < >")
        == ["1:19: unknown vertical alignment 'centre'; did you mean 'center'?"])
    #expect(
      errors("red .aspectRatio(contentMode: fits)") == [
        "1:31: unknown content mode 'fits'; did you mean 'fit'?"
      ])
  }

  @Test func unknownVariable() {
    #expect(errors(#"text "Row \(row)""#) == ["1:13: unknown variable 'row'"])
    #expect(
      errors("let rows = 3\nred .padding(row)") == [
        "2:14: unknown variable 'row'; did you mean 'rows'?"
      ])
    #expect(errors("red .padding(gap * 2)") == ["1:14: unknown variable 'gap'"])
  }

  @Test func contentOutsideAComponent() {
    #expect(
      errors("vstack < content >") == ["1:10: 'content' can only be used inside a component body"])
  }

  @Test func notAView() {
    #expect(errors("hstack < leading >") == ["1:10: 'leading' is not a view"])
  }

  @Test func usedBeforeDeclaration() {
    #expect(
      errors("let a = b + 1\nlet b = 2\nred .padding(a)")
        == ["1:9: 'b' is used before its declaration at 2:5"])
  }
}

@Suite struct ArgumentDiagnosticTests {
  @Test func unknownArgumentLabel() {
    #expect(
      errors(#"text "Hi" .padding(edge: 3)"#) == [
        "1:20: unknown argument 'edge:' for 'padding'; \(paddingTakes)"
      ])
    #expect(
      errors("red .frame(widht: 10)") == [
        "1:12: unknown argument 'widht:' for 'frame'; \(frameTakes)"
      ])
  }

  @Test func missingArgument() {
    #expect(
      errors("roundedRectangle .fill(blue)")
        == [
          "1:1: missing argument 'cornerRadius:' for 'roundedRectangle'; 'roundedRectangle' takes (cornerRadius:style:)"
        ])
    // A bitmap without a size takes it from the app's assets (`--assets`).
    #expect(
      errors(#"image "avocado""#)
        == [
          "1:1: image 'avocado' has no size: pass the app's assets with --assets PATH (an .xcassets catalog or a folder of PNG/JPEG files), or give its size (width:height:)"
        ])
    #expect(
      errors(#"image "a" (width: 3)"#)
        == [
          "1:11: missing argument 'height:' for 'image'; 'image' takes (String, width:height:), (String), (systemName:)"
        ])
    #expect(
      errors("red .layoutPriority()") == [
        "1:20: missing argument for 'layoutPriority'; 'layoutPriority' takes (Double)"
      ])
  }

  @Test func wrongType() {
    #expect(
      errors(#"text "Hi" .padding("wide")"#) == [
        "1:20: expected a number, found a string; \(paddingTakes)"
      ])
    #expect(
      errors("text(3)") == [
        "1:6: expected a string, found the number 3; 'text' takes (String), (verbatim:)"
      ])
    #expect(
      errors("red .frame(width: red)") == ["1:19: expected a number, found 'red'; \(frameTakes)"])
    #expect(
      errors("red .background(3)")
        == [
          "1:17: expected a view, found the number 3; 'background' takes (view, alignment:), (style, in:)"
        ])
    #expect(
      errors("red .fixedSize(horizontal: 1, vertical: true)")
        == [
          "1:28: expected 'true' or 'false', found the number 1; 'fixedSize' takes (), (horizontal:vertical:)"
        ])
    #expect(
      errors("red .zIndex([1])") == [
        "1:13: expected a number, found a list; 'zIndex' takes (Double)"
      ])
  }

  @Test func wrongAxis() {
    #expect(
      errors("hstack(alignment: leading) < >")
        == [
          "1:19: expected a vertical alignment, found 'leading'; 'hstack' takes (alignment:spacing:)"
        ])
    #expect(
      errors("alignment mid: vertical\nvstack(alignment: mid) < >")
        == [
          "2:19: expected a horizontal alignment, found 'mid'; 'vstack' takes (alignment:spacing:)"
        ])
  }

  @Test func tooManyArguments() {
    #expect(
      errors(#"text "Hi" .opacity(0.5, 2)"#) == [
        "1:25: too many arguments for 'opacity'; 'opacity' takes (Double)"
      ])
    #expect(errors("circle(3)") == ["1:8: too many arguments for 'circle'; 'circle' takes ()"])
  }

  @Test func mixedFrameForms() {
    #expect(
      errors("red .frame(width: 10, maxWidth: 20)")
        == ["1:23: 'width:' and 'maxWidth:' cannot be used together in 'frame'; \(frameTakes)"])
  }

  @Test func argumentGivenTwice() {
    #expect(errors("red .offset(x: 1, x: 2)") == ["1:19: argument 'x:' is given twice to 'offset'"])
  }

  @Test func infinityOnlyWhereASizeAcceptsIt() {
    #expect(
      errors("red .frame(width: infinity)")
        == [
          "1:19: 'infinity' is not allowed here; only the minimum and maximum sizes of 'frame' accept it"
        ])
    #expect(
      errors("red .padding(infinity)")
        == [
          "1:14: 'infinity' is not allowed here; only the minimum and maximum sizes of 'frame' accept it"
        ])
  }

  @Test func componentArguments() {
    let card = "view card(title, tint: blue) = text(title)\n"
    #expect(
      errors(card + #"card(titel: "Stats")"#)
        == ["2:6: unknown argument 'titel:' for 'card'; 'card' takes (title, tint: blue)"])
    #expect(
      errors(card + "card") == [
        "2:1: missing argument 'title' for 'card'; 'card' takes (title, tint: blue)"
      ])
    #expect(
      errors(card + #"card("a", red, 3)"#) == [
        "2:16: too many arguments for 'card'; 'card' takes (title, tint: blue)"
      ])
    #expect(
      errors(card + #"card(title: "a", title: "b")"#) == [
        "2:18: argument 'title:' is given twice to 'card'"
      ])
  }
}

@Suite struct ValueDiagnosticTests {
  @Test func divisionByZero() {
    #expect(errors(#"text "Hi" .padding(10 / 0)"#) == ["1:20: division by zero"])
    #expect(
      errors("let zero = 0\nred .alignmentGuide(leading, d.width / zero)") == [
        "2:30: division by zero"
      ])
  }

  @Test func nonFiniteResults() {
    #expect(
      errors("red .padding(1e308 * 10)") == ["1:14: the result of this expression is too large"])
    #expect(
      errors("red .frame(maxWidth: infinity - infinity)") == [
        "1:22: the result of this expression is not a number"
      ])
  }

  @Test func rangeBoundsMustBeWhole() {
    #expect(
      errors(#"vstack < foreach i in 0..<2.5 < text "\(i)" > >"#) == [
        "1:27: range bounds must be whole numbers, found 2.5"
      ])
  }

  @Test func hugeForeach() {
    #expect(
      errors("vstack < foreach i in 0..<100000000 < red > >")
        == ["1:23: 'foreach' repeats 100000000 times, more than the limit of 100000"])
  }

  @Test func foreachNeedsASequence() {
    #expect(
      errors(#"vstack < foreach i in "abc" < red > >"#) == [
        #"1:23: 'foreach' needs a range or a list, found a string"#
      ])
    #expect(
      errors("vstack < foreach i in 3... < red > >") == [
        "1:23: 'foreach' needs a range with both bounds, like 0..<3"
      ])
  }

  @Test func conditions() {
    #expect(
      errors(#"if "yes" < red >"#)
        == ["1:4: expected a condition ('compact', 'true', 'false' or a number), found a string"])
    #expect(errors("if compcat < red >") == ["1:4: unknown variable 'compcat'"])
  }

  @Test func interpolation() {
    #expect(
      errors(#"text "\(red)""#) == ["1:9: cannot interpolate 'red'; expected a number or a string"])
    #expect(
      errors(#"text "\(infinity)""#) == [
        "1:9: cannot interpolate 'infinity'; expected a finite number"
      ])
  }

  @Test func operators() {
    #expect(
      errors(#"red .padding("a" * 2)"#) == ["1:14: operator '*' needs numbers, found a string"])
    #expect(errors("red .padding(red + 2)") == ["1:14: expected a number, found 'red'"])
  }

  @Test func fontWeightRange() {
    #expect(
      errors(#"text "a" .fontWeight(1000)"#) == [
        "1:22: font weight must be between 100 and 900, found 1000"
      ])
  }

  @Test func hexColors() {
    #expect(errors(##"color("#GG0000")"##) == ["1:7: '#GG0000' is not a color; expected '#RRGGBB'"])
  }

  @Test func lineLimits() {
    #expect(
      errors(#"text "a" .lineLimit(1..<3)"#) == [
        "1:21: 'lineLimit' takes a closed range like 2...4, 3... or ...2"
      ])
    #expect(
      errors(#"text "a" .lineLimit(4...2)"#) == [
        "1:21: the range's lower bound is greater than its upper bound"
      ])
    #expect(errors(#"text "a" .lineLimit(1.5)"#) == ["1:21: expected a whole number, found 1.5"])
  }

  @Test func dimensions() {
    #expect(
      errors("red .alignmentGuide(leading, d)") == [
        "1:30: 'd' must be used as 'd.width', 'd.height' or 'd[guide]'"
      ])
    #expect(
      errors("red .alignmentGuide(leading, d.size)")
        == ["1:32: 'd' has no member 'size'; use 'd.width', 'd.height' or 'd[guide]'"])
    #expect(
      errors("red .alignmentGuide(leading, d[centre])")
        == ["1:32: unknown alignment guide 'centre'; did you mean 'center'?"])
    #expect(errors("red .padding(d.width)") == ["1:14: unknown variable 'd'"])
  }

  @Test func variables() {
    #expect(errors("let n = 3\nhstack < n >") == ["2:10: expected a view, found the number 3"])
    #expect(errors("let n = 3\nred .padding(n.size)") == ["2:16: 'n' has no member 'size'"])
    #expect(
      errors("let s = red\ns(3)") == [
        "2:1: 's' is a variable; it cannot take arguments or children"
      ])
  }
}

@Suite struct StructureDiagnosticTests {
  @Test func resizableNotOnAnImage() {
    #expect(
      errors(#"text "Hi" .resizable"#) == ["1:11: 'resizable' can only be applied to an 'image'"])
    #expect(
      errors(#"image "a" (width: 1, height: 1) .padding .resizable"#)
        == ["1:42: 'resizable' can only be applied to an 'image'"])
  }

  @Test func concatenationChildren() {
    #expect(
      errors(#"text < text "a" red >"#) == [
        "1:17: a text concatenation can only contain 'text' views, found 'red'"
      ])
    #expect(
      errors(#"text < foreach i in 0..<2 < text "a" > >"#)
        == ["1:8: a text concatenation can only contain 'text' views, found 'foreach'"])
    #expect(
      errors(#"text < text "a" .padding >"#)
        == ["1:18: 'padding' cannot be applied to a text inside a text concatenation"])
    #expect(
      errors(#"text "x" < text "a" >"#) == [
        "1:10: 'text' takes a string or text children, not both"
      ])
  }

  @Test func childrenOnALeaf() {
    #expect(errors("rectangle < red >") == ["1:11: 'rectangle' does not take children"])
  }

  @Test func duplicateDeclarations() {
    #expect(
      errors("view card = text \"a\"\nview card = text \"b\"\ncard")
        == ["2:6: duplicate declaration of 'card'; first declared at 1:6"])
    #expect(
      errors("let a = 1\nlet a = 2\nred") == [
        "2:5: duplicate declaration of 'a'; first declared at 1:5"
      ])
    #expect(
      errors("view card(a, a) = red\ncard(1, 2)") == [
        "1:14: duplicate parameter 'a' in component 'card'"
      ])
  }

  @Test func recursion() {
    #expect(errors("view loop = vstack < loop >\nloop") == ["1:22: component 'loop' is recursive"])
    #expect(errors("view a = a\nred") == ["1:10: component 'a' is recursive"])
    #expect(
      errors("view ping = vstack < pong >\nview pong = hstack < ping >\nping")
        == ["2:22: component 'ping' is recursive"])
    // Recursion through an argument is recursion too.
    #expect(
      errors("view wrap(x) = vstack < x >\nview r = wrap(r)\nr") == [
        "2:15: component 'r' is recursive"
      ])
  }

  @Test func recursiveAlignment() {
    #expect(
      errors("alignment a: vertical = d[b]\nalignment b: vertical = d[a] + 1\nred")
        == ["1:11: alignment 'a' is defined in terms of itself"])
    // The parser rejects another axis; a syntax tree built with one is reported here too.
    let source = SourceFile(name: "t.lyt", text: "alignment a: diagonal\nred")
    let red = NamedViewSyntax(
      name: Identifier("red", range: SourceRange(22, 25)), range: SourceRange(22, 25))
    let file = FileSyntax(
      declarations: [
        .alignment(
          AlignmentDeclSyntax(
            name: Identifier("a", range: SourceRange(10, 11)),
            axis: Identifier("diagonal", range: SourceRange(13, 21)), defaultValue: nil,
            range: SourceRange(0, 21)))
      ],
      root: ViewSyntax(primary: .named(red), modifiers: [], range: SourceRange(22, 25)))
    let result = Resolver.resolve(file, in: source, options: ResolveOptions())
    #expect(result.tree == nil)
    #expect(
      result.diagnostics.map { "\(source.location(of: $0.range.start)): \($0.message)" }
        == ["1:14: expected 'horizontal' or 'vertical', found 'diagonal'"])
  }

  @Test func gridsStillCheckTheirItemsAndChildren() {
    #expect(
      errors("lazyVGrid(columns: [fixd(100)]) < txt >")
        == [
          "1:21: unknown grid item 'fixd'; did you mean 'fixed'?",
          "1:35: unknown view 'txt'; did you mean 'text'? (see 'layoutc --list views')",
        ])
  }
}

@Suite struct CollectionTests {
  @Test func everyErrorIsReportedInOneRun() {
    #expect(
      errors("vstack <\n  text \"a\" .pading(1)\n  txt \"b\"\n  red .frame(widht: 10)\n>")
        == [
          "2:13: unknown modifier 'pading'; did you mean 'padding'? (see 'layoutc --list modifiers')",
          "3:3: unknown view 'txt'; did you mean 'text'? (see 'layoutc --list views')",
          "4:14: unknown argument 'widht:' for 'frame'; \(frameTakes)",
        ])
  }

  @Test func errorsInsideUnknownViewsAreStillReported() {
    #expect(
      errors("vstak < text \"a\" .pading >")
        == [
          "1:1: unknown view 'vstak'; did you mean 'vstack'? (see 'layoutc --list views')",
          "1:19: unknown modifier 'pading'; did you mean 'padding'? (see 'layoutc --list modifiers')",
        ])
  }

  @Test func anErrorInALetIsReportedOnceHoweverOftenItIsUsed() {
    #expect(
      errors("let w = 1 / 0\nhstack < red .frame(width: w) blue .frame(width: w) >") == [
        "1:9: division by zero"
      ])
    #expect(
      errors("let v = vstak\nhstack < v v v >") == [
        "1:9: unknown view 'vstak'; did you mean 'vstack'? (see 'layoutc --list views')"
      ])
  }

  @Test func unusedDeclarationsAreStillChecked() {
    #expect(
      errors("let v = text \"a\" .pading\nred") == [
        "1:19: unknown modifier 'pading'; did you mean 'padding'? (see 'layoutc --list modifiers')"
      ])
    #expect(
      errors("view unused = txt\nred") == [
        "1:15: unknown view 'txt'; did you mean 'text'? (see 'layoutc --list views')"
      ])
  }

  @Test func unusedArgumentsAndChildrenAreStillChecked() {
    #expect(
      errors("view c(x) = red\nc(txt \"a\") < rectanle >")
        == [
          "2:3: unknown view 'txt'; did you mean 'text'? (see 'layoutc --list views')",
          "2:14: unknown view 'rectanle'; did you mean 'rectangle'? (see 'layoutc --list views')",
        ])
  }

  @Test func errorsDependingOnArgumentsPointAtTheUse() {
    #expect(
      errors("view c(w) = red .frame(width: w)\nc(\"wide\")")
        == ["1:31: expected a number, found a string; \(frameTakes)"])
  }

  @Test func drawingOnlyArgumentsAreChecked() {
    #expect(
      errors("red .shadow(color: blak, radius: 1 / 0)").sorted() == ["1:34: division by zero"])
    #expect(
      errors("red .clipShape(roundedRectangle(cornerRadus: 3))")
        == [
          "1:33: unknown argument 'cornerRadus:' for 'roundedRectangle'; 'roundedRectangle' takes (cornerRadius:style:)"
        ])
  }

  @Test func aParserPlaceholderMeansNoTree() {
    // `red .padding(<missing>)`: the parser reported the problem; nothing is added here.
    let source = SourceFile(name: "t.lyt", text: "red .padding()")
    let red = NamedViewSyntax(
      name: Identifier("red", range: SourceRange(0, 3)), range: SourceRange(0, 3))
    let padding = ModifierSyntax(
      name: Identifier("padding", range: SourceRange(5, 12)),
      arguments: ArgumentListSyntax(
        arguments: [
          ArgumentSyntax(
            label: nil, value: .missing(SourceRange(13, 13)), range: SourceRange(13, 13))
        ],
        range: SourceRange(12, 14)),
      range: SourceRange(4, 14))
    let file = FileSyntax(
      declarations: [],
      root: ViewSyntax(primary: .named(red), modifiers: [padding], range: SourceRange(0, 14)))
    let result = Resolver.resolve(file, in: source, options: ResolveOptions())
    #expect(result.diagnostics.isEmpty)
    #expect(result.tree == nil)
  }

  @Test func warningsDoNotStopResolution() {
    let r = resolve("alignment top: vertical\nred")
    #expect(r.tree != nil)
    #expect(
      r.diagnostics == [
        "1:11: warning: alignment 'top' is hidden by the built-in guide of the same name"
      ])
  }
}
