// How names and shapes are read (lyt(5)): variables first (case sensitive, innermost
// wins), then built-ins (ignoring case), then components; `let`s, arithmetic, interpolation.

import LayoutEngine
import Testing

@Suite struct NameTests {
  @Test func letValuesAreSubstituted() {
    let r = resolve(
      """
      let pad = 4 * 2 + 1
      let name = "Row"
      text(name) .padding(pad)
      """)
    #expect(r.dump == "padding(9, 9, 9, 9)\n  text \"Row\"")
  }

  @Test func letsSeeEarlierLets() {
    let r = resolve(
      """
      let a = 10
      let b = a / 4
      red .frame(width: b)
      """)
    #expect(r.dump.hasPrefix("frame(2.5, nil"))
  }

  @Test func letCanHoldAViewWithModifiers() {
    let r = resolve(
      """
      let badge = circle .fill(red) .frame(width: 8, height: 8)
      hstack < badge badge .padding(1) >
      """)
    #expect(
      r.dumpWithPositions == """
        hstack(center, nil) @2:1
          frame(8, 8, center/center) @1:31
            circle @1:13
          padding(1, 1, 1, 1) @2:22
            frame(8, 8, center/center) @1:31
              circle @1:13
        """)
  }

  @Test func letCanHoldAnEnumValueOrAList() {
    let r = resolve(
      """
      let corner = topTrailing
      let sides = [leading, trailing]
      red .padding(sides, 3) .frame(width: 9, alignment: corner)
      """)
    #expect(r.dump.hasPrefix("frame(9, nil, trailing/top)\n  padding(0, 3, 0, 3)"))
  }

  @Test func arithmeticPrecedenceAndParentheses() {
    #expect(resolve("red .padding(2 + 3 * 4)").dump.hasPrefix("padding(14,"))
    #expect(resolve("red .padding((2 + 3) * 4)").dump.hasPrefix("padding(20,"))
    #expect(resolve("red .padding(10 - 4 - 3)").dump.hasPrefix("padding(3,"))
    #expect(resolve("red .padding(-(1 + 1))").dump.hasPrefix("padding(-2,"))
    #expect(resolve("red .padding(1 / 3)").dump.hasPrefix("padding(0.333,"))
  }

  @Test func interpolationFormatsNumbersLikeTheDumps() {
    let r = resolve(
      #"""
      let third = 1 / 3
      text "\(3) \(2.5) \(third) \(-0) \(1e3) \("s")!"
      """#)
    #expect(r.root?.label == "3 2.5 0.333 0 1000 s!")
  }

  @Test func stringConcatenation() {
    let r = resolve(
      #"""
      let first = "Hello"
      text(first + ", " + "world")
      """#)
    #expect(r.root?.label == "Hello, world")
  }

  @Test func aVariableShadowsABuiltInName() {
    // A parameter named like a view shadows the view in its scope.
    let r = resolve(
      """
      view card(circle) = hstack < circle >
      card(text "x")
      """)
    #expect(r.dump == "view \"card\"\n  hstack(center, nil)\n    text \"x\"")
  }

  @Test func aLetShadowsAColor() {
    let r = resolve(
      """
      let red = blue
      red
      """)
    #expect(r.dump == #"color "blue""#)
  }

  @Test func variablesAreCaseSensitive() {
    let r = resolve(
      """
      let Red = 4
      red .padding(Red)
      """)
    #expect(r.dump == "padding(4, 4, 4, 4)\n  color \"red\"")
  }

  @Test func innermostBindingWins() {
    let r = resolve(
      #"""
      let i = 100
      view row(i) = foreach i in 0..<2 < text "\(i)" >
      vstack < row(7) text "\(i)" >
      """#)
    #expect(
      r.dump == """
        vstack(center, nil)
          text "0"
          text "1"
          text "100"
        """)
  }

  @Test func aLeadingDotAlwaysNamesABuiltIn() {
    let r = resolve(
      """
      let leading = trailing
      vstack(alignment: .leading) < red .frame(width: 1, alignment: leading) >
      """)
    #expect(r.dump.hasPrefix("vstack(leading, nil)\n  frame(1, nil, trailing/center)"))
  }

  @Test func builtInsComeBeforeComponents() {
    let r = resolve(
      """
      view Text = red
      text "a"
      """)
    #expect(r.dump == #"text "a""#)
    #expect(
      r.diagnostics == ["1:6: warning: component 'Text' is hidden by the built-in view 'text'"])
  }

  @Test func enumValuesMatchIgnoringCaseAndTypePrefixes() {
    #expect(
      resolve("red .frame(width: 1, alignment: TOPLEADING)").dump.hasPrefix(
        "frame(1, nil, leading/top)"))
    #expect(
      resolve("red .frame(width: 1, alignment: Alignment.bottomTrailing)").dump.hasPrefix(
        "frame(1, nil, trailing/bottom)"))
    #expect(resolve("red .padding(Edge.Set.horizontal, 1)").dump.hasPrefix("padding(0, 1, 0, 1)"))
    #expect(
      resolve("red .aspectRatio(contentMode: ContentMode.fill)").dump.hasPrefix(
        "aspectratio(nil, fill)"))
    #expect(
      resolve(#"text "a" .truncationMode(Text.TruncationMode.head)"#).dump.hasSuffix(
        "{truncation: head}"))
    #expect(
      resolve(#"image(systemName: "a") .imageScale(Image.Scale.small)"#).dump.hasSuffix(
        "{imageScale: small}"))
  }

  @Test func aVariableWinsOverATypePrefix() {
    let r = resolve(
      """
      let color = blue
      let font = text "a"
      vstack < color .padding(1) text < font .bold > >
      """)
    #expect(
      r.dump == """
        vstack(center, nil)
          padding(1, 1, 1, 1)
            color "blue"
          text("a" bold: true) "a"
        """)
  }

  @Test func trueAndFalse() {
    #expect(
      resolve("red .fixedSize(horizontal: false, vertical: TRUE)").dump.hasPrefix(
        "fixedsize(false, true)"))
    let r = resolve(
      """
      let yes = true
      red .fixedSize(horizontal: yes, vertical: yes)
      """)
    #expect(r.dump.hasPrefix("fixedsize(true, true)"))
  }

  @Test func aChainWithAVariableHeadIsAnExpression() {
    // `d.width` reads the dimensions; `red .opacity(0.5)` is a view with a modifier.
    let r = resolve("red .alignmentGuide(leading, d.width / 2) .background(red .opacity(0.5))")
    #expect(
      r.dump == """
        background(center/center)
          color "red" {guide h.leading: (d.width / 2)}
          color "red" [background] {opacity: 0.5}
        """)
  }
}
