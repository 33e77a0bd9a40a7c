// A scroll view as a container (layoutc-layout(7) 24: containerRelativeFrame measures against the
// nearest ScrollView's viewport less its safe-area insets) and its content margins (23: the
// safe area inside a scroll view, e.g. from `.safeAreaPadding`, insets its content). Numbers
// worked by hand from those rules and the scroll view's (19).

import Testing

@testable import LayoutEngine

private let horizontalFrame = ContainerRelativeFrame(horizontal: true, vertical: false)
private let twoOfThree = ContainerRelativeFrame(
  horizontal: true, vertical: false, count: 3, span: 2, spacing: 10)

/// Four 150-tall cards, each two columns of three 10 apart, in a row 10 apart.
private func cards() -> TestView {
  hstack(
    spacing: 10, (0..<4).map { _ in color().frame(height: 150).containerRelativeFrame(twoOfThree) })
}

/// An iPhone 15-like screen: 390x844 with 47 on top and 34 at the bottom, unrounded.
private func phone(direction: LayoutDirection = .leftToRight) -> LayoutContext {
  context(
    390, 844, safeArea: EdgeInsets(top: 47, bottom: 34), direction: direction, rounded: false)
}

@Suite struct ScrollContainerTests {
  @Test func cardsInAPaddedHorizontalScrollViewUseItsViewport() throws {
    // The padding proposes the scroll view 350 x 804: its viewport. A card is
    // (350 - 10 x 2) / 3 x 2 + 10 = 230 wide (the screen would give 256.667). The content is
    // 4 x 230 + 3 x 10 = 950 x 150; the scroll view 350 x 150, the padding 390 x 190 centred
    // at y (844 - 190) / 2 = 327. Cards at x 20, 260, 500, 740.
    let view = scrollView(horizontal: true, vertical: false, [cards()]).padding(20)
    let result = try frames(view, 390, 844)
    #expect(result[0] == rect(0, 327, 390, 190))
    #expect(result[1] == rect(20, 347, 350, 150))
    #expect(result[2] == rect(20, 347, 950, 150))
    for (card, x) in [20.0, 260, 500, 740].enumerated() {
      #expect(result[4 + 3 * card] == rect(x, 347, 230, 150))
      #expect(result[6 + 3 * card] == rect(x, 347, 230, 150))
    }
  }

  @Test func theViewportIsWhatTheScrollViewIsOfferedNotTheScreen() throws {
    // A 100-wide column beside a vertical scroll view in a row: the scroll view is offered
    // 390 - 100 = 290, so its full-width content is 290 wide (ideal height 10) at x 100.
    let view = hstack(
      spacing: 0,
      [
        color().frame(width: 100),
        scrollView([color().containerRelativeFrame(horizontalFrame)]),
      ])
    let result = try frames(view, 390, 844)
    #expect(result[0] == rect(0, 0, 390, 844))
    #expect(result[1] == rect(0, 0, 100, 844))
    #expect(result[3] == rect(100, 0, 290, 844))
    #expect(result[5] == rect(100, 0, 290, 10))
    #expect(result[6] == rect(100, 0, 290, 10))
  }

  @Test func aPageIsAFractionOfTheViewportAlongTheScrollAxis() throws {
    // Below a 100-tall header the scroll view gets 844 - 100 = 744; half of it is 372.
    let half = ContainerRelativeFrame(horizontal: false, vertical: true, count: 2)
    let view = vstack(
      spacing: 0,
      [color().frame(height: 100), scrollView([color().containerRelativeFrame(half)])])
    let result = try frames(view, 390, 844)
    #expect(result[3] == rect(0, 100, 390, 744))
    #expect(result[5] == rect(0, 100, 390, 372))
    #expect(result[6] == rect(0, 100, 390, 372))
  }

  @Test func eachScrollViewIsTheContainerOfItsOwnContent() throws {
    let view = hstack(
      spacing: 0,
      [
        scrollView([color().containerRelativeFrame(horizontalFrame)]).frame(width: 100),
        scrollView([color().containerRelativeFrame(horizontalFrame)]).frame(width: 290),
      ])
    let result = try frames(view, 390, 844)
    #expect(result[4].size.width == 100)
    #expect(result[9].size.width == 290)
    #expect(result[9].minX == 100)
  }

  @Test func aReaderInAScrollViewGivesItsContentTheScrollContainer() throws {
    // The scroll view is offered 350 x 804 inside the padding; the reader 350 x 50. Its
    // content's frame is the scroll view's 350 wide, not the screen's 390.
    let reader = geometryReader { _ in [color().containerRelativeFrame(horizontalFrame)] }
    let view = scrollView([reader.frame(height: 50)]).padding(20)
    let result = try frames(view, 390, 844)
    #expect(result[4] == rect(20, 20, 350, 50))
    #expect(result[5] == rect(20, 20, 350, 50))
    #expect(result[6] == rect(20, 20, 350, 50))
  }

  @Test func safeAreaPaddingIsTakenOffTheContainer() throws {
    // Horizontal safe-area padding of 20 on the scroll view: the viewport is 390, its
    // container 390 - 40 = 350, so a card is 230 again; the content starts at the margin.
    let padding = EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
    let view = scrollView(horizontal: true, vertical: false, [cards()]).safeAreaPadding(padding)
    let result = try frames(view, 390, 844)
    // The scroll view keeps its frame: 390 x 150 centred at y (844 - 150) / 2 = 347.
    #expect(result[1] == rect(0, 347, 390, 150))
    #expect(result[2] == rect(20, 347, 950, 150))
    #expect(result[4] == rect(20, 347, 230, 150))
    #expect(result[7] == rect(260, 347, 230, 150))
  }
}

@Suite struct ScrollContentMarginTests {
  private let margins = EdgeInsets(top: 10, leading: 20, bottom: 0, trailing: 30)

  @Test func safeAreaPaddingInsetsTheContentNotTheScrollView() throws {
    // The padded view fills the screen, so its safe area is 10 / 20 / 0 / 30 inside it. The
    // scroll view keeps 390 x 844; its content is proposed 390 - 50 = 340 wide and starts at
    // (20, 10).
    let view = scrollView([color().frame(height: 100)]).safeAreaPadding(margins)
    let result = try frames(view, 390, 844)
    #expect(result[0] == rect(0, 0, 390, 844))
    #expect(result[1] == rect(0, 0, 390, 844))
    #expect(result[2] == rect(20, 10, 340, 100))
    #expect(result[4] == rect(20, 10, 340, 100))
  }

  @Test func leadingIsOnTheRightInRightToLeft() throws {
    // Leading 20 on the right, trailing 30 on the left: the content is at x 30.
    let view = scrollView([color().frame(height: 100)]).safeAreaPadding(margins)
    let ctx = context(390, 844, direction: .rightToLeft, rounded: false)
    #expect(try frames(view, in: ctx)[2] == rect(30, 10, 340, 100))
  }

  @Test func aScrollViewInsideTheScreensSafeAreaIsNotPaddedAgain() throws {
    // The scroll view starts at the safe edge (y 47): no margin, content at its top.
    let view = scrollView([color().frame(height: 100)])
    let result = try frames(view, in: phone())
    #expect(result[0] == rect(0, 47, 390, 763))
    #expect(result[1] == rect(0, 47, 390, 100))
  }

  @Test func ignoringTheSafeAreaLetsTheContentStartAtTheScreenEdge() throws {
    // The scroll view is grown to the screen, and what it ignores is gone for it: y 0.
    let view = scrollView([color().frame(height: 100)]).ignoresSafeArea()
    let result = try frames(view, in: phone())
    #expect(result[1] == rect(0, 0, 390, 844))
    #expect(result[2] == rect(0, 0, 390, 100))
  }

  @Test func aScrollViewReachingIntoTheBandStartsItsContentAtTheSafeEdge() throws {
    // 900 tall in the 763-tall safe area: centred at y 47 + (763 - 900) / 2 = -21.5, so the
    // safe edge is 68.5 inside it; the content starts at y 47, full width (no side margins).
    let view = scrollView([color().frame(height: 100)]).frame(height: 900)
    let result = try frames(view, in: phone())
    #expect(result[1] == rect(0, -21.5, 390, 900))
    #expect(result[2] == rect(0, 47, 390, 100))
  }

  @Test func noBandNoMarginEvenOffTheScreen() throws {
    // 300 wide in a 200-wide screen with no insets: centred at x -50, the content with it.
    let result = try frames(scrollView([box(300, 50)]), 200, 200)
    #expect(result[1] == rect(-50, 0, 300, 50))
    // With 10 of safe area on the left the band exists: the scroll view is centred in the
    // 190-wide safe area at x 10 + (190 - 300) / 2 = -45, the safe edge is 55 inside it, so
    // the content starts at x 10 (proposed 190 - 55 = 135 wide; the box keeps 300).
    let inset = context(200, 200, safeArea: EdgeInsets(leading: 10), rounded: false)
    let shifted = try frames(scrollView([box(300, 50)]), in: inset)
    #expect(shifted[0] == rect(-45, 0, 300, 200))
    #expect(shifted[1] == rect(10, 0, 300, 50))
  }

  @Test func aScrollViewInAReadersContentSeesTheScreensBand() throws {
    // The reader fills the safe area (y 47); its content pulls the scroll view 20 up into the
    // top band (padding -20): the scroll view is at y 27, 390 x 783, and its content starts
    // at the safe edge, y 47.
    let reader = geometryReader { _ in
      [scrollView([color().frame(height: 100)]).padding(EdgeInsets(top: -20))]
    }
    let result = try frames(reader, in: phone())
    #expect(result[0] == rect(0, 47, 390, 763))
    #expect(result[2] == rect(0, 27, 390, 783))
    #expect(result[3] == rect(0, 47, 390, 100))
  }

  @Test func paddingFarFromTheScrollViewDoesNotReachIt() throws {
    // Top safe-area padding 10 on a stack whose scroll view sits 100 below its top: the safe
    // edge (y 10) is above the scroll view, so its content starts at its own top, y 100.
    let view = vstack(
      spacing: 0, [color().frame(height: 100), scrollView([color().frame(height: 50)])]
    ).safeAreaPadding(EdgeInsets(top: 10))
    let result = try frames(view, 390, 844)
    #expect(result[4] == rect(0, 100, 390, 744))
    #expect(result[5] == rect(0, 100, 390, 50))
  }
}
