// Components (lyt(5)): `view NAME(params) = body`, positional and labelled arguments,
// defaults, `content`, a layout-neutral `view` node, transparency for structural bodies.

import LayoutEngine
import LayoutResolver
import Testing

@Suite struct ComponentTests {
  @Test func instanceIsAViewNodeAroundItsBody() {
    let r = resolve(
      """
      view badge = red .frame(width: 8, height: 8)
      badge
      """)
    #expect(
      r.dumpWithPositions == """
        view "badge" @2:1
          frame(8, 8, center/center) @1:18
            color "red" @1:14
        """)
  }

  /// Nodes are made mostly in source order, but a component's body is read back at its
  /// declaration: positions jump back, forward by one line, and forward by many.
  @Test func positionsFollowTheSourceBackAndForth() {
    let r = resolve(
      """
      view badge = red
      vstack <
        badge


        blue

        badge
      >
      """)
    #expect(
      r.dumpWithPositions == """
        vstack(center, nil) @2:1
          view "badge" @3:3
            color "red" @1:14
          color "blue" @6:3
          view "badge" @8:3
            color "red" @1:14
        """)
  }

  @Test func positionalLabelledAndDefaultArguments() {
    let r = resolve(
      """
      view chip(title, tint: blue, size: 10) = text(title) .frame(width: size) .background(tint)
      vstack <
        chip("a")
        chip("b", tint: red)
        chip(size: 3, title: "c")
        chip "d" (green, 4)
      >
      """)
    #expect(
      r.dump == """
        vstack(center, nil)
          view "chip"
            background(center/center)
              frame(10, nil, center/center)
                text "a"
              color "blue" [background]
          view "chip"
            background(center/center)
              frame(10, nil, center/center)
                text "b"
              color "red" [background]
          view "chip"
            background(center/center)
              frame(3, nil, center/center)
                text "c"
              color "blue" [background]
          view "chip"
            background(center/center)
              frame(4, nil, center/center)
                text "d"
              color "green" [background]
        """)
  }

  @Test func contentIsTheCallSiteChildrenAndIsTransparent() {
    let r = resolve(
      """
      view card(title) = vstack(alignment: leading) < text(title) content >
      card("Stats") < text "1" text "2" >
      """)
    #expect(
      r.dumpWithPositions == """
        view "card" @2:1
          vstack(leading, nil) @1:20
            text "Stats" @1:49
            text "1" @2:17
            text "2" @2:26
        """)
  }

  @Test func contentModifiersApplyToEachChild() {
    let r = resolve(
      """
      view pad = vstack < content .padding(2) >
      pad < red blue >
      """)
    #expect(
      r.dump == """
        view "pad"
          vstack(center, nil)
            padding(2, 2, 2, 2)
              color "red"
            padding(2, 2, 2, 2)
              color "blue"
        """)
  }

  @Test func contentWithoutChildrenIsEmpty() {
    let r = resolve(
      """
      view box = zstack < red content >
      box
      """)
    #expect(r.dump == "view \"box\"\n  zstack(center/center)\n    color \"red\"")
  }

  @Test func structuralBodiesAreTransparent() {
    let r = resolve(
      """
      view pair = group < red blue >
      view rows = foreach i in 0..<2 < text "\\(i)" >
      view maybe = if compact < green >
      view passthrough = content
      hstack < pair rows maybe passthrough < yellow > >
      """)
    #expect(
      r.dump == """
        hstack(center, nil)
          color "red"
          color "blue"
          text "0"
          text "1"
          color "green"
          color "yellow"
        """)
  }

  @Test func modifiersOnATransparentComponentApplyToEachChild() {
    let r = resolve(
      """
      view pair = group < red blue >
      hstack < pair .padding(1) >
      """)
    #expect(
      r.dump == """
        hstack(center, nil)
          padding(1, 1, 1, 1)
            color "red"
          padding(1, 1, 1, 1)
            color "blue"
        """)
  }

  @Test func modifiersOnAnInstanceWrapTheViewNode() {
    let r = resolve(
      """
      view dot = circle
      dot .padding(3) .id("d")
      """)
    #expect(r.dump == "padding(3, 3, 3, 3) #d\n  view \"dot\"\n    circle")
  }

  @Test func componentsCanUseEachOtherInAnyOrder() {
    let r = resolve(
      """
      view outer = vstack < inner >
      view inner = red
      outer
      """)
    #expect(
      r.dump == "view \"outer\"\n  vstack(center, nil)\n    view \"inner\"\n      color \"red\"")
  }

  @Test func aViewArgumentIsResolvedInTheCallersScope() {
    let r = resolve(
      #"""
      view labeled(icon, title) = hstack < icon text(title) >
      foreach i in 1...1 < labeled(text "\(i)", "x") >
      """#)
    #expect(
      r.dump == """
        view "labeled"
          hstack(center, nil)
            text "1"
            text "x"
        """)
  }

  @Test func parametersShadowLetsAndLetsAreVisibleInBodies() {
    let r = resolve(
      """
      let gap = 4
      let size = 100
      view row(size) = hstack(spacing: gap) < red .frame(width: size) >
      row(7)
      """)
    #expect(r.dump.contains("hstack(center, 4)"))
    #expect(r.dump.contains("frame(7, nil"))
  }

  @Test func componentNamesAreCaseSensitive() {
    let r = resolve(
      """
      view Card = red
      card
      """)
    #expect(
      r.diagnostics == [
        "2:1: unknown view 'card'; did you mean 'Card'? (see 'layoutc --list views')"
      ])
  }
}

/// The component a file's root calls with nothing (a SwiftUI file's `ContentView`) is resolved
/// once: its check before the call would have resolved its body a second time.
@Suite struct RootComponentTests {
  static let body = "vstack < foreach i in 0..<200 < text \"row \\(i)\" .padding(2) > >"

  /// The fewest steps (`ResolveLimits.maxSteps`) that resolve `source`.
  static func stepsNeeded(_ source: String) -> Int {
    var low = 1
    var high = 100_000
    while low < high {
      let middle = (low + high) / 2
      if resolve(source, limits: ResolveLimits(maxSteps: middle)).tree != nil {
        high = middle
      } else {
        low = middle + 1
      }
    }
    return low
  }

  @Test func theRootsComponentIsResolvedOnce() {
    let plain = Self.stepsNeeded(Self.body)
    let called = Self.stepsNeeded("view screen = \(Self.body)\nscreen")
    #expect(plain > 300)
    // The call itself is a step or two; a second pass over the body would double it.
    #expect(called <= plain + 2)
    #expect(
      resolve("view screen = \(Self.body)\nscreen").dumpWithPositions.hasPrefix(
        "view \"screen\" @2:1\n  vstack"))
  }

  /// Checked first, as every other component is, when it takes parameters, is given
  /// something, or is called from another component too.
  @Test func otherComponentsAreCheckedFirst() {
    let plain = Self.stepsNeeded(Self.body)
    for source in [
      "view screen(n: 1) = \(Self.body)\nscreen",
      "view screen = \(Self.body)\nscreen < red >",
      "view screen = \(Self.body)\nview other = screen\nscreen",
    ] {
      #expect(Self.stepsNeeded(source) > 2 * plain - 20, "\(source)")
    }
  }

  /// What the check found, the call finds: errors in the body (the branch not taken too) and
  /// the body's recursion, reported once, where the check reported it.
  @Test func itsErrorsAreTheChecksErrors() {
    let takes = "'text' takes (String), (verbatim:)"
    #expect(
      resolve("view screen = vstack < text(5) if compact < red > else < text(6) > >\nscreen")
        .diagnostics == [
          "1:29: expected a string, found the number 5; \(takes)",
          "1:63: expected a string, found the number 6; \(takes)",
        ])
    #expect(
      resolve("view screen = vstack < screen red .frame(width: screen) screen >\nscreen")
        .diagnostics == [
          "1:24: component 'screen' is recursive",
          "1:49: expected a number, found 'screen'; 'frame' takes (width:height:alignment:), "
            + "(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)",
        ])
    #expect(
      resolve("view screen = vstack < red screen >\nscreen .padding()").diagnostics == [
        "1:28: component 'screen' is recursive"
      ])
  }
}
