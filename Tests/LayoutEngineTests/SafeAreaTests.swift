// Safe area (layoutc-layout(7) 23): ignoresSafeArea (band test with its px/2 + 0.001 tolerance, edges,
// regions, right to left), safeAreaInset (sizes, edges, spacing, alignment, the safe area it
// adds), safeAreaPadding; containerRelativeFrame (24). Numbers worked from the spec's rules.

import Testing

@testable import LayoutEngine

extension TestView {
  func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> TestView {
    wrapped(.ignoresSafeArea(regions: regions, edges: edges))
  }
  func safeAreaInset(
    edge: Edge, alignment: Alignment = .center, spacing: Double? = nil, _ content: TestView
  ) -> TestView {
    var content = content
    content.role = .inset
    return wrapped(
      .safeAreaInset(edge: edge, alignment: alignment, spacing: spacing), secondary: [content])
  }
  func safeAreaPadding(_ insets: EdgeInsets) -> TestView { wrapped(.safeAreaPadding(insets)) }
  func containerRelativeFrame(_ frame: ContainerRelativeFrame) -> TestView {
    wrapped(.containerRelativeFrame(frame))
  }
}

/// An iPhone 15-like screen: 390x844 with 47 on top and 34 at the bottom, unrounded.
private func phone(direction: LayoutDirection = .leftToRight) -> LayoutContext {
  context(
    390, 844, safeArea: EdgeInsets(top: 47, bottom: 34), direction: direction, rounded: false)
}

@Suite struct IgnoresSafeAreaTests {
  @Test func aRootThatFillsTheSafeAreaGrowsToTheScreen() throws {
    // The root is proposed 390 x (844 - 81) and placed at y 47; its child reaches out 47 up
    // and 34 down.
    let result = try frames(color().ignoresSafeArea(), in: phone())
    #expect(result == [rect(0, 47, 390, 763), rect(0, 0, 390, 844)])
  }

  @Test func onlyTheGivenEdges() throws {
    let result = try frames(color().ignoresSafeArea(edges: .top), in: phone())
    #expect(result[1] == rect(0, 0, 390, 810))
  }

  @Test func aViewAwayFromTheEdgesIsUnaffected() throws {
    // 100x100 centred: y = 47 + (763 - 100) / 2 = 378.5; it touches no band.
    let result = try frames(box(100, 100).ignoresSafeArea(), in: phone())
    #expect(result[0] == rect(145, 378.5, 100, 100))
    #expect(result[1] == rect(145, 378.5, 100, 100))
  }

  @Test func theKeyboardRegionAloneChangesNothing() throws {
    let result = try frames(color().ignoresSafeArea(.keyboard), in: phone())
    #expect(result[1] == rect(0, 47, 390, 763))
  }

  @Test func touchingWithinHalfAPixelCounts() throws {
    // At 3x the tolerance is 1/6 + 0.001 = 0.16767: 0.1 below the safe edge still touches,
    // so the color reaches to 0 (and 34 down); 0.2 below does not.
    let near = try frames(
      color().ignoresSafeArea().padding(EdgeInsets(top: 0.1)), in: phone())
    #expect(close(near[2], rect(0, 0, 390, 844)))
    let far = try frames(
      color().ignoresSafeArea().padding(EdgeInsets(top: 0.2)), in: phone())
    #expect(close(far[2], rect(0, 47.2, 390, 796.8)))
  }

  @Test func aRigidChildIsCentredInTheGrownRectangle() throws {
    // The 100x50 box sits at the top of the safe area (145, 47); it touches the top band, so
    // it is offered 100 x 97 from y 0 and, keeping 50, is centred: y = (97 - 50) / 2.
    let view = vstack(spacing: 0, [box(100, 50).ignoresSafeArea(), spacer()])
    let result = try frames(view, in: phone())
    #expect(result[1] == rect(145, 47, 100, 50))
    #expect(result[2] == rect(145, 23.5, 100, 50))
  }

  @Test func leadingIsTheRightEdgeRightToLeft() throws {
    // Leading inset 10 is on the right, trailing 20 on the left: the root is at x 20.
    let rtl = context(
      400, 300, safeArea: EdgeInsets(leading: 10, trailing: 20), direction: .rightToLeft,
      rounded: false)
    let leading = try frames(color().ignoresSafeArea(edges: .leading), in: rtl)
    #expect(leading == [rect(20, 0, 370, 300), rect(20, 0, 380, 300)])
    let all = try frames(color().ignoresSafeArea(), in: rtl)
    #expect(all[1] == rect(0, 0, 400, 300))
  }
}

@Suite struct ProxySafeAreaTests {
  @Test func aReaderFillingTheSafeAreaReportsTheScreensInsets() throws {
    let log = ProxyLog()
    _ = try frames(geometryReader(log: log) { _ in [] }, in: phone())
    #expect(log.proxies[0].safeAreaInsets == EdgeInsets(top: 47, bottom: 34))
  }

  @Test func insideTheSafeAreaOrIgnoringItReportsNone() throws {
    let log = ProxyLog()
    _ = try frames(geometryReader(log: log) { _ in [] }.padding(1), in: phone())
    _ = try frames(geometryReader(log: log) { _ in [] }.ignoresSafeArea(), in: phone())
    #expect(log.proxies.map(\.safeAreaInsets) == [.zero, .zero])
  }

  @Test func leadingIsTheRightSideRightToLeft() throws {
    let log = ProxyLog()
    let rtl = context(
      400, 300, safeArea: EdgeInsets(leading: 10, trailing: 20), direction: .rightToLeft,
      rounded: false)
    _ = try frames(geometryReader(log: log) { _ in [] }, in: rtl)
    #expect(log.proxies[0].safeAreaInsets == EdgeInsets(leading: 10, trailing: 20))
  }
}

@Suite struct SafeAreaInsetTests {
  @Test func theInsetTakesItsHeightAtTheBottomAndTheRestGoesToTheView() throws {
    let view = color("blue").safeAreaInset(edge: .bottom, spacing: 0, color().frame(height: 50))
    let result = try frames(view, 390, 844)
    #expect(
      result == [
        rect(0, 0, 390, 844), rect(0, 0, 390, 794), rect(0, 794, 390, 50),
        rect(0, 794, 390, 50),
      ])
  }

  @Test func defaultSpacingIsTheDistanceBetweenTheTwoViews() throws {
    // Two plain views: 8 (layoutc-layout(7) 3.2), so the view gets 844 - 50 - 8.
    let view = color("blue").safeAreaInset(edge: .bottom, color().frame(height: 50))
    let result = try frames(view, 390, 844)
    #expect(result[1] == rect(0, 0, 390, 786))
    #expect(result[2] == rect(0, 794, 390, 50))
  }

  @Test func topAndLeadingEdges() throws {
    let top = try frames(
      color("blue").safeAreaInset(edge: .top, spacing: 0, color().frame(height: 50)), 390, 844)
    #expect(top[1] == rect(0, 50, 390, 794))
    #expect(top[2] == rect(0, 0, 390, 50))
    let leading = try frames(
      color("blue").safeAreaInset(edge: .leading, color().frame(width: 60)), 390, 844)
    #expect(leading[1] == rect(68, 0, 322, 844))
    #expect(leading[2] == rect(0, 0, 60, 844))
  }

  @Test func alignmentPlacesTheInsetAcrossTheEdge() throws {
    func inset(_ alignment: Alignment) throws -> Rect {
      try frames(
        color("blue").safeAreaInset(
          edge: .bottom, alignment: alignment, spacing: 0, box(100, 50)), 390, 844)[2]
    }
    #expect(try inset(.leading) == rect(0, 794, 100, 50))
    #expect(try inset(.center) == rect(145, 794, 100, 50))
    #expect(try inset(.trailing) == rect(290, 794, 100, 50))
  }

  @Test func sizeAddsAlongTheEdgeAndTakesTheLargerAcross() throws {
    // Unspecified: the color is 10x10, the box 100x50: 100 x (50 + 10); the color centred.
    let view = color("blue").safeAreaInset(edge: .bottom, spacing: 0, box(100, 50))
    let result = try frames(view, nil, nil)
    #expect(result[0] == rect(0, 0, 100, 60))
    #expect(result[1] == rect(45, 0, 10, 10))
    #expect(result[2] == rect(0, 10, 100, 50))
  }

  @Test func theViewsSafeAreaGrowsByTheInset() throws {
    // The modified view ends at 47 + 713 = 760, the new safe edge (844 - 34 - 50): ignoring
    // the safe area it reaches the screen's bottom behind the bar, and its top.
    let view = color("blue").ignoresSafeArea()
      .safeAreaInset(edge: .bottom, spacing: 0, color().frame(height: 50))
    let result = try frames(view, in: phone())
    #expect(result[1] == rect(0, 47, 390, 713))
    #expect(result[2] == rect(0, 0, 390, 844))
    #expect(result[3] == rect(0, 760, 390, 50))
  }

  @Test func theInsetKeepsTheScreensSafeArea() throws {
    // The bar (0, 760) 390x50 touches the home-indicator band: its color reaches 34 lower.
    let view = color("blue").safeAreaInset(
      edge: .bottom, spacing: 0, color().ignoresSafeArea().frame(height: 50))
    let result = try frames(view, in: phone())
    #expect(result[2] == rect(0, 760, 390, 50))
    #expect(result[3] == rect(0, 760, 390, 50))
    #expect(result[4] == rect(0, 760, 390, 84))
  }
}

@Suite struct SafeAreaPaddingTests {
  @Test func addsToTheSafeAreaWithoutMovingAnything() throws {
    // No screen insets. The padding's 10 lies inside the 20 added on top: the color, which
    // ignores the safe area, reaches up to the padded view's edge.
    let padded = color().ignoresSafeArea().padding(EdgeInsets(top: 10))
    let inside = try frames(padded.safeAreaPadding(EdgeInsets(top: 20)), 390, 844)
    #expect(inside[0] == rect(0, 0, 390, 844))
    #expect(inside[2] == rect(0, 10, 390, 834))
    #expect(inside[3] == rect(0, 0, 390, 844))
    // Added 5: the color's top (10) is deeper than the safe edge (5), so it stays.
    let outside = try frames(padded.safeAreaPadding(EdgeInsets(top: 5)), 390, 844)
    #expect(outside[3] == rect(0, 10, 390, 834))
    // Without safeAreaPadding nothing is unsafe.
    #expect(try frames(padded, 390, 844)[2] == rect(0, 10, 390, 834))
  }
}

@Suite struct ContainerRelativeFrameTests {
  @Test func theWholeContainerLengthOnTheGivenAxis() throws {
    // Container: 390 x 763 (the screen less its insets). The frame is 390 wide; the box keeps
    // 100 and is centred: x 145; y 47 + (763 - 100) / 2.
    let result = try frames(
      box(100, 100).containerRelativeFrame(
        ContainerRelativeFrame(horizontal: true, vertical: false)),
      in: phone())
    #expect(result[0] == rect(0, 378.5, 390, 100))
    #expect(result[1] == rect(145, 378.5, 100, 100))
    let tall = try frames(
      color().frame(width: 50).containerRelativeFrame(
        ContainerRelativeFrame(horizontal: false, vertical: true)), in: phone())
    #expect(tall[0] == rect(170, 47, 50, 763))
  }

  @Test func countSpanAndSpacing() throws {
    // (390 - 10 * 2) / 3 * 2 + 10 = 256.667; x (390 - 256.667) / 2.
    let frame = ContainerRelativeFrame(
      horizontal: true, vertical: false, count: 3, span: 2, spacing: 10)
    let result = try frames(color().containerRelativeFrame(frame), in: phone())
    #expect(close(result[0], rect(400.0 / 6, 47, 770.0 / 3, 763)))
    // Four columns, no spacing: 97.5.
    let quarter = ContainerRelativeFrame(horizontal: true, vertical: false, count: 4)
    #expect(try frames(color().containerRelativeFrame(quarter), in: phone())[0].size.width == 97.5)
  }

  @Test func theProposalDoesNotMatter() throws {
    // In a row the frame still takes 390: 100 + 8 + 390 = 498, centred at (390 - 498) / 2.
    let row = hstack([
      box(100, 10),
      color().containerRelativeFrame(ContainerRelativeFrame(horizontal: true, vertical: false)),
    ])
    #expect(try frames(row, in: phone())[0].minX == -54)
  }

  @Test func alignmentAndUnknownContainer() throws {
    let leading = ContainerRelativeFrame(horizontal: true, vertical: false, alignment: .leading)
    #expect(try frames(box(100, 100).containerRelativeFrame(leading), in: phone())[1].minX == 0)
    // An `auto` width: no container length, the view passes through.
    let auto = context(nil, 844, rounded: false)
    #expect(
      try frames(box(100, 100).containerRelativeFrame(leading), in: auto)[0]
        == rect(0, 372, 100, 100))
  }
}
