// Modifiers (lyt(5), Names; layoutc(1), The nodes): layout modifiers are wrapper nodes in
// source order, the others are recorded on the node they modify.

import Testing

@testable import LayoutEngine

@Suite struct ModifierTests {
  @Test func modifiersWrapInSourceOrder() {
    let r = resolve(#"text "Hi" .padding(20) .background(red)"#)
    #expect(
      r.dumpWithPositions == """
        background(center/center) @1:24
          padding(20, 20, 20, 20) @1:11
            text "Hi" @1:1
          color "red" [background] @1:36
        """)
  }

  /// A modifier's node keeps its one child in place, without an array; one with views of
  /// its own (a background) lists them after it.
  @Test func aModifierKeepsItsViewInPlace() throws {
    let tree = try #require(resolve(#"red .padding(20) .background(blue)"#).tree)
    let background = tree.nodes[tree.root]
    #expect(Array(background.children) == [1, 2])
    let padding = tree.nodes[background.children[0]]
    guard case .one(0) = padding.children.storage else {
      Issue.record("padding's children: \(padding.children.storage)")
      return
    }
  }

  @Test func paddingForms() {
    #expect(resolve("red .padding").dump.hasPrefix("padding(16, 16, 16, 16)"))
    #expect(resolve("red .padding()").dump.hasPrefix("padding(16, 16, 16, 16)"))
    #expect(resolve("red .padding(20)").dump.hasPrefix("padding(20, 20, 20, 20)"))
    #expect(resolve("red .padding(horizontal)").dump.hasPrefix("padding(0, 16, 0, 16)"))
    #expect(resolve("red .padding(.vertical, 4)").dump.hasPrefix("padding(4, 0, 4, 0)"))
    #expect(resolve("red .padding([top, leading], 8)").dump.hasPrefix("padding(8, 8, 0, 0)"))
    #expect(resolve("red .padding(Edge.Set.bottom, 2)").dump.hasPrefix("padding(0, 0, 2, 0)"))
    #expect(resolve("red .padding(all, 3)").dump.hasPrefix("padding(3, 3, 3, 3)"))
    #expect(
      resolve("red .padding(top: 1, leading: 2, bottom: 3, trailing: 4)").dump.hasPrefix(
        "padding(1, 2, 3, 4)"))
    #expect(resolve("red .padding(leading: 5)").dump.hasPrefix("padding(0, 5, 0, 0)"))
    // Negative insets are passed through for the engine, as SwiftUI accepts them.
    #expect(resolve("red .padding(-4)").dump.hasPrefix("padding(-4, -4, -4, -4)"))
  }

  @Test func fixedFrame() {
    #expect(resolve("red .frame(width: 10)").dump.hasPrefix("frame(10, nil, center/center)"))
    #expect(
      resolve("red .frame(width: 10, height: 20, alignment: topLeading)").dump.hasPrefix(
        "frame(10, 20, leading/top)"))
    #expect(resolve("red .frame()").dump.hasPrefix("frame(nil, nil, center/center)"))
    #expect(
      resolve("red .frame(width: nil, height: 5)").dump.hasPrefix("frame(nil, 5, center/center)"))
    // SwiftUI accepts a negative width (and ignores it at layout time): passed through.
    #expect(resolve("red .frame(width: -10)").dump.hasPrefix("frame(-10, nil, center/center)"))
  }

  @Test func flexibleFrame() {
    #expect(
      resolve("red .frame(minWidth: 100, idealWidth: 150, maxWidth: 200)").dump.hasPrefix(
        "flexframe(100, 150, 200, nil, nil, nil, center/center)"))
    #expect(
      resolve("red .frame(maxWidth: infinity, maxHeight: .infinity, alignment: bottom)").dump
        .hasPrefix("flexframe(nil, nil, inf, nil, nil, inf, center/bottom)"))
    #expect(
      resolve("red .frame(minHeight: 1, idealHeight: 2, maxHeight: Double.infinity)").dump
        .hasPrefix("flexframe(nil, nil, nil, 1, 2, inf, center/center)"))
  }

  @Test func backgroundAndOverlay() {
    let r = resolve(
      "red .overlay(circle .fill(blue) .frame(width: 8, height: 8), alignment: topTrailing)")
    #expect(
      r.dump == """
        overlay(trailing/top)
          color "red"
          frame(8, 8, center/center) [overlay]
            circle
        """)
    let b = resolve("red .background(alignment: leading, content: blue)")
    #expect(b.dump == "background(leading/center)\n  color \"red\"\n  color \"blue\" [background]")
  }

  @Test func severalSecondaryViewsFormAnImplicitZStack() {
    let r = resolve("red .background(blue, green, alignment: top)")
    #expect(
      r.dumpWithPositions == """
        background(center/top) @1:5
          color "red" @1:1
          zstack(center/top) "implicit" [background] @1:5
            color "blue" @1:17
            color "green" @1:23
        """)
  }

  @Test func aGroupInASecondarySlotAlsoFormsAZStack() {
    let r = resolve("red .overlay(group < blue green >)")
    #expect(
      r.dump == """
        overlay(center/center)
          color "red"
          zstack(center/center) "implicit" [overlay]
            color "blue"
            color "green"
        """)
  }

  @Test func backgroundInAShape() {
    let r = resolve("red .background(blue, in: roundedRectangle(cornerRadius: 4))")
    #expect(
      r.dump == "background(center/center)\n  color \"red\"\n  roundedrectangle(4) [background]")
  }

  @Test func borderIsARectangleOverlayAtTheModifier() {
    let r = resolve("red .border(black, width: 2)")
    #expect(
      r.dumpWithPositions == """
        border(2) @1:5
          color "red" @1:1
          rectangle [overlay] @1:5
        """)
    #expect(resolve("red .border(blue)").dump.hasPrefix("border(1)"))
  }

  @Test func offsetAndPosition() {
    #expect(resolve("red .offset(x: 10)").dump.hasPrefix("offset(10, 0)"))
    #expect(resolve("red .offset(x: 20, y: -10)").dump.hasPrefix("offset(20, -10)"))
    #expect(resolve("red .position(x: 150, y: 60)").dump.hasPrefix("position(150, 60)"))
    #expect(resolve("red .position(y: 5)").dump.hasPrefix("position(0, 5)"))
  }

  @Test func aspectRatios() {
    #expect(
      resolve("red .aspectRatio(2 / 4, contentMode: fit)").dump.hasPrefix("aspectratio(0.5, fit)"))
    #expect(
      resolve("red .aspectRatio(contentMode: .fill)").dump.hasPrefix("aspectratio(nil, fill)"))
    #expect(resolve("red .aspectRatio(1.5)").dump.hasPrefix("aspectratio(1.5, fit)"))
    #expect(
      resolve("red .aspectRatio(width: 1, height: 4)").dump.hasPrefix("aspectratio(0.25, fit)"))
    #expect(resolve("red .scaledToFit").dump.hasPrefix("aspectratio(nil, fit)"))
    #expect(resolve("red .scaledToFill()").dump.hasPrefix("aspectratio(nil, fill)"))
  }

  @Test func fixedSize() {
    #expect(resolve("red .fixedSize").dump.hasPrefix("fixedsize(true, true)"))
    #expect(
      resolve("red .fixedSize(horizontal: true, vertical: false)").dump.hasPrefix(
        "fixedsize(true, false)"))
    #expect(resolve("red .fixedSize(vertical: true)").dump.hasPrefix("fixedsize(false, true)"))
  }

  @Test func environmentModifiersAreRecordedOnTheNode() {
    let r = resolve(
      #"""
      text "a"
        .font(headline) .fontWeight(bold) .bold .italic(false)
        .lineLimit(2) .lineSpacing(3) .truncationMode(middle)
        .multilineTextAlignment(center) .minimumScaleFactor(0.5)
        .kerning(1) .tracking(2) .dynamicTypeSize(xxLarge)
        .environment(layoutDirection: rightToLeft) .imageScale(large)
      """#)
    #expect(
      r.dump
        == #"text "a" {font: headline, weight: 700, bold: true, italic: false, lineLimit: nil...2, lineSpacing: 3, truncation: middle, textAlignment: center, minimumScaleFactor: 0.5, kerning: 1, tracking: 2, dynamicTypeSize: xxLarge, layoutDirection: rtl, imageScale: large}"#
    )
  }

  @Test func fontSpellings() {
    #expect(resolve(#"text "a" .font(.title)"#).dump.hasSuffix("{font: title}"))
    #expect(resolve(#"text "a" .font(Font.caption2)"#).dump.hasSuffix("{font: caption2}"))
    #expect(
      resolve(#"text "a" .font(system(size: 20, weight: semibold, design: rounded))"#).dump
        .hasSuffix("{font: system(20, 600, rounded)}"))
    #expect(
      resolve(#"text "a" .font(.system(size: 13))"#).dump.hasSuffix(
        "{font: system(13, nil, nil)}"))
    #expect(
      resolve(#"text "a" .font(system(size: 9, weight: 250))"#).dump.hasSuffix(
        "{font: system(9, 250, nil)}"))
    #expect(resolve(#"text "a" .fontWeight(.ultraLight)"#).dump.hasSuffix("{weight: 100}"))
    #expect(resolve(#"text "a" .fontWeight(Font.Weight.black)"#).dump.hasSuffix("{weight: 900}"))
    #expect(resolve(#"text "a" .fontWeight(300)"#).dump.hasSuffix("{weight: 300}"))
  }

  @Test func fontModifiers() {
    #expect(resolve(#"text "a" .font(.title.bold())"#).dump.hasSuffix("{font: title, bold: true}"))
    #expect(
      resolve(#"text "a" .font(Font.body.weight(.semibold).italic())"#).dump.hasSuffix(
        "{font: body, weight: 600, italic: true}"))
    // On a system font the weight is part of the font.
    #expect(
      resolve(#"text "a" .font(system(size: 12).bold())"#).dump.hasSuffix(
        "{font: system(12, 700, nil)}"))
    #expect(
      resolve(#"text "a" .font(.system(size: 12, design: serif).weight(light))"#).dump.hasSuffix(
        "{font: system(12, 300, serif)}"))
    #expect(
      resolve(#"text "a" .font(title.smallCaps())"#).diagnostics == [
        "1:22: unknown font modifier 'smallCaps'"
      ])
  }

  @Test func lineLimitForms() {
    #expect(resolve(#"text "a" .lineLimit(2...4)"#).dump.hasSuffix("{lineLimit: 2...4}"))
    #expect(resolve(#"text "a" .lineLimit(3...)"#).dump.hasSuffix("{lineLimit: 3...nil}"))
    #expect(resolve(#"text "a" .lineLimit(...2)"#).dump.hasSuffix("{lineLimit: nil...2}"))
    #expect(resolve(#"text "a" .lineLimit(nil)"#).dump.hasSuffix("{lineLimit: nil...nil}"))
    #expect(
      resolve(#"text "a" .lineLimit(2, reservesSpace: true)"#).dump.hasSuffix(
        "{lineLimit: nil...2 reserves}"))
  }

  @Test func innerEnvironmentValuesWin() {
    // The modifier closest to the view wins, as in SwiftUI.
    #expect(resolve(#"text "a" .font(title) .font(body)"#).dump == #"text "a" {font: title}"#)
    #expect(
      resolve(#"text "a" .layoutDirection(.leftToRight)"#).dump.hasSuffix("{layoutDirection: ltr}"))
  }

  @Test func environmentOnAWrapperFlowsFromThere() {
    let r = resolve(#"vstack < text "a" > .font(caption)"#)
    #expect(r.dump == "vstack(center, nil) {font: caption}\n  text \"a\"")
  }

  @Test func attributes() {
    let r = resolve("red .layoutPriority(1) .zIndex(2) .hidden .opacity(0.5) .opacity(0.5)")
    #expect(r.dump == #"color "red" {priority: 1, zIndex: 2, hidden, opacity: 0.25}"#)
  }

  @Test func outerLayoutPriorityWins() {
    #expect(
      resolve("red .layoutPriority(1) .layoutPriority(3)").dump == #"color "red" {priority: 3}"#)
  }

  @Test func attributesStayOnTheNodeTheyModify() {
    let r = resolve("spacer .layoutPriority(1) .padding")
    #expect(r.dump == "padding(16, 16, 16, 16)\n  spacer(nil) {priority: 1}")
  }

  @Test func idNamesTheNodeMadeByEverythingBeforeIt() {
    let r = resolve(#"text "a" .padding .id("x")"#)
    #expect(r.dump == "padding(16, 16, 16, 16) #x\n  text \"a\"")
    #expect(resolve(#"text "a" .id(3)"#).dump == #"text "a" #3"#)
  }

  @Test func resizableImage() {
    let r = resolve(#"image "a" (width: 10, height: 10) .resizable() .frame(width: 50)"#)
    #expect(r.dump == "frame(50, nil, center/center)\n  image(10x10, resizable) \"a\"")
    let s = resolve(#"image(systemName: "star") .renderingMode(template) .resizable"#)
    #expect(s.dump == #"image(systemName: star, resizable) "star""#)
  }

  @Test func drawingOnlyModifiersChangeNothing() {
    let r = resolve(
      #"""
      red
        .foregroundStyle(.linearGradient(colors: [red, blue], startPoint: top, endPoint: bottom))
        .foregroundColor(blue) .fill(tint) .stroke(red, lineWidth: 2) .clipped
        .cornerRadius(8) .clipShape(roundedRectangle(cornerRadius: 8))
        .shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2) .blur(radius: 3)
        .rotationEffect(.degrees(45)) .scaleEffect(1.2) .transformEffect(identity)
        .renderingMode(template) .tint(.blue) .mask(circle) .contentShape(rectangle)
        .strokeBorder(red, lineWidth: 1) .brightness(0.1) .saturation(0.5) .grayscale(1)
        .blendMode(.multiply) .compositingGroup .drawingGroup .animation(.easeInOut, value: 3)
        .transition(.opacity) .scrollIndicators(hidden) .scrollDisabled(true)
        .accessibilityLabel("Red") .accessibilityHidden(true)
      """#)
    #expect(r.diagnostics == [])
    #expect(r.dump == #"color "red""#)
  }

  @Test func aModifierOnAGroupAppliesToEachChild() {
    let r = resolve(#"vstack < group < text "a" text "b" > .padding(4) .font(title) >"#)
    #expect(
      r.dump == """
        vstack(center, nil)
          padding(4, 4, 4, 4) {font: title}
            text "a"
          padding(4, 4, 4, 4) {font: title}
            text "b"
        """)
  }

  @Test func aModifierOnAForeachOrIfAppliesToEachChild() {
    let r = resolve(
      #"""
      hstack <
        foreach i in 1...2 < text "\(i)" > .background(red)
        if compact < blue green > .frame(width: 5)
      >
      """#)
    #expect(
      r.dump == """
        hstack(center, nil)
          background(center/center)
            text "1"
            color "red" [background]
          background(center/center)
            text "2"
            color "red" [background]
          frame(5, nil, center/center)
            color "blue"
          frame(5, nil, center/center)
            color "green"
        """)
  }

  @Test func modifierNamesMatchIgnoringCase() {
    #expect(resolve("red .Padding(2) .FRAME(width: 3)").dump.hasPrefix("frame(3, nil"))
  }

  @Test func modifierArgumentLabelsMatchIgnoringCase() {
    #expect(resolve("red .frame(MaxWidth: 3)").dump.hasPrefix("flexframe(nil, nil, 3"))
  }
}
