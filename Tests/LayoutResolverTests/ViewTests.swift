// Built-in views (lyt(5), Names): each resolves to its node kind with its label and
// arguments, names match ignoring case, and transparent views make no node.

import LayoutEngine
import Testing

@Suite struct ViewTests {
  @Test func textTakesItsStringAsLabel() {
    let r = resolve(#"text "Hello, world""#)
    #expect(r.dump == #"text "Hello, world""#)
    #expect(r.diagnostics.isEmpty)
  }

  @Test func textStringSugarEqualsPositionalArgument() {
    #expect(resolve(#"text("Hi")"#).dump == #"text "Hi""#)
    #expect(resolve(#"text(verbatim: "Hi")"#).dump == #"text "Hi""#)
  }

  @Test func textEscapesAreDecodedInTheLabel() {
    let r = resolve(#"text "a\"b\\c""#)
    guard case .text(let content)? = r.root?.kind else {
      Issue.record("no text")
      return
    }
    #expect(content.string == #"a"b\c"#)
    #expect(r.root?.label == #"a"b\c"#)
  }

  @Test func imageWithNaturalSize() {
    let r = resolve(#"image "avocado" (width: 20, height: 30)"#)
    #expect(r.dump == #"image(20x30) "avocado""#)
  }

  @Test func symbolImage() {
    #expect(resolve(#"image(systemName: "star")"#).dump == #"image(systemName: star) "star""#)
  }

  @Test func namedColorsAreColorNodesLabelledByName() {
    for name in [
      "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple",
      "pink", "brown", "white", "gray", "black", "clear", "primary", "secondary",
    ] {
      #expect(resolve(name).dump == "color \"\(name)\"")
    }
  }

  @Test func colorSpellings() {
    #expect(resolve("Color.red").dump == #"color "red""#)
    #expect(resolve("blue .background(.red)").dump.hasSuffix(#"color "red" [background]"#))
    #expect(resolve("RED").dump == #"color "red""#)
    #expect(resolve(##"color("#ff8000")"##).dump == ##"color "#FF8000""##)
    #expect(resolve(##"Color("#abc")"##).dump == ##"color "#AABBCC""##)
    #expect(resolve(##"color "#11223344""##).dump == ##"color "#11223344""##)
    // 0.5 * 255 = 127.5 rounds to 128 = 0x80.
    #expect(resolve("Color(red: 1, green: 0.5, blue: 0)").dump == ##"color "#FF8000""##)
    #expect(resolve("Color(white: 0)").dump == ##"color "#000000""##)
    // Hue 1/3 at full saturation and brightness is pure green.
    #expect(
      resolve("Color(hue: 1 / 3, saturation: 1, brightness: 1)").dump == ##"color "#00FF00""##)
  }

  @Test func shapes() {
    #expect(resolve("rectangle").dump == "rectangle")
    #expect(resolve("roundedRectangle(cornerRadius: 8)").dump == "roundedrectangle(8)")
    #expect(
      resolve("RoundedRectangle(cornerRadius: 8, style: continuous)").dump
        == "roundedrectangle(8)")
    #expect(resolve("circle").dump == "circle")
    #expect(resolve("ellipse").dump == "ellipse")
    #expect(resolve("capsule").dump == "capsule")
    #expect(
      resolve("unevenRoundedRectangle(topLeadingRadius: 4, bottomTrailingRadius: 8)").dump
        == "unevenroundedrectangle")
  }

  @Test func spacerAndDivider() {
    #expect(resolve("spacer").dump == "spacer(nil)")
    #expect(resolve("spacer(minLength: 20)").dump == "spacer(20)")
    #expect(resolve("Spacer(minLength: nil)").dump == "spacer(nil)")
    #expect(resolve("divider").dump == "divider")
  }

  @Test func stacksWithAlignmentAndSpacing() {
    #expect(resolve("hstack < red >").dump == "hstack(center, nil)\n  color \"red\"")
    #expect(
      resolve("hstack(alignment: firstTextBaseline, spacing: 4) < >").dump
        == "hstack(firstTextBaseline, 4)")
    #expect(resolve("vstack(alignment: leading) < >").dump == "vstack(leading, nil)")
    #expect(resolve("VStack(alignment: .trailing, spacing: 0) < >").dump == "vstack(trailing, 0)")
    #expect(resolve("zstack < >").dump == "zstack(center/center)")
    #expect(resolve("ZStack(alignment: bottomTrailing) < >").dump == "zstack(trailing/bottom)")
    #expect(resolve("lazyVStack(spacing: 2) < >").dump == "lazyvstack(center, 2)")
    #expect(resolve("LazyHStack(alignment: top) < >").dump == "lazyhstack(top, nil)")
  }

  @Test func stackChildrenInOrder() {
    let r = resolve(#"vstack < text "a" red spacer >"#)
    #expect(
      r.dump == """
        vstack(center, nil)
          text "a"
          color "red"
          spacer(nil)
        """)
  }

  @Test func groupIsTransparent() {
    let r = resolve(#"vstack < group < text "a" text "b" > red >"#)
    #expect(
      r.dump == """
        vstack(center, nil)
          text "a"
          text "b"
          color "red"
        """)
  }

  @Test func emptyViewMakesNoNode() {
    let r = resolve(#"hstack < emptyView text "a" EmptyView >"#)
    #expect(r.dump == "hstack(center, nil)\n  text \"a\"")
  }

  @Test func severalRootViewsStackInAnImplicitVStack() {
    let r = resolve(#"group < text "a" text "b" >"#)
    #expect(
      r.dumpWithPositions == """
        vstack(center, nil) "implicit" @1:1
          text "a" @1:9
          text "b" @1:18
        """)
  }

  @Test func textConcatenation() {
    let r = resolve(#"text < text "Hello, " text "world" .bold > .font(title)"#)
    #expect(r.dump == #"text("Hello, ", "world" bold: true) "Hello, world" {font: title}"#)
  }

  @Test func concatenationRunStyles() {
    let r = resolve(
      #"""
      text <
        text "a" .font(system(size: 20)) .italic
        text "b" .fontWeight(semibold) .kerning(1) .tracking(2)
        text "c" .foregroundColor(red)
      >
      """#)
    #expect(
      r.dump
        == #"text("a" font: system(20, nil, nil) italic: true, "b" weight: 600 kerning: 1 tracking: 2, "c") "abc""#
    )
  }

  @Test func nestedConcatenationKeepsInnerStylesFirst() {
    // (Text("a") + Text("b").italic()).bold(): both bold, b also italic; an inner font wins.
    let r = resolve(
      #"text < text < text "a" .font(caption) text "b" .italic > .bold .font(title) text "c" >"#)
    #expect(
      r.dump
        == #"text("a" font: caption bold: true, "b" font: title bold: true italic: true, "c") "abc""#
    )
  }

  @Test func concatenationRunFromAVariable() {
    let r = resolve(
      #"""
      let greeting = text "Hi, "
      text < greeting .bold text "you" >
      """#)
    #expect(r.dump == #"text("Hi, " bold: true, "you") "Hi, you""#)
  }

  @Test func viewNamesMatchIgnoringCase() {
    #expect(resolve("VSTACK < RECTANGLE >").dump == "vstack(center, nil)\n  rectangle")
    #expect(resolve("Spacer").dump == "spacer(nil)")
    #expect(resolve("Divider()").dump == "divider")
  }

  @Test func sourcePositionIsTheViewName() {
    let r = resolve("vstack <\n  red\n    .padding\n>")
    #expect(
      r.dumpWithPositions == """
        vstack(center, nil) @1:1
          padding(16, 16, 16, 16) @3:5
            color "red" @2:3
        """)
  }
}
