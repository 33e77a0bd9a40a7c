// GeometryReader (layoutc-layout(7) 18): greedy size, content piled at the top-leading corner, the
// proxy's size and frames (global, local, named spaces, offsets), content made once per
// placement and merged under the reader in the dump, errors from the content.

import Testing

@testable import LayoutEngine

/// Content made by a closure, with every proxy it was given kept for the test to read.
final class ProxyLog: @unchecked Sendable {
  var proxies: [GeometryProxy] = []
}

struct ClosureContent: GeometryContent {
  let log: ProxyLog
  let make: @Sendable (GeometryProxy) throws(GeometryContentError) -> [TestView]

  func makeContent(_ proxy: GeometryProxy) throws(GeometryContentError) -> ViewTree {
    log.proxies.append(proxy)
    let views = try make(proxy)
    return TestView(kind: .geometryReader(self), children: views).tree()
  }
}

func geometryReader(
  log: ProxyLog = ProxyLog(),
  _ make: @escaping @Sendable (GeometryProxy) throws(GeometryContentError) -> [TestView]
) -> TestView {
  TestView(kind: .geometryReader(ClosureContent(log: log, make: make)))
}

/// Lays `view` out unrounded and returns the whole frame tree.
func frameTree(_ view: TestView, in context: LayoutContext) throws -> FrameTree {
  try view.tree().layout(in: context)
}

@Suite struct GeometryReaderTests {
  @Test func takesTheWholeProposalAndPilesItsContentAtTheTopLeading() throws {
    let reader = geometryReader { _ in [box(50, 30), box(20, 20)] }
    let result = try frames(reader, 200, 100)
    // Reader 200x100 at the origin; each framed color at (0, 0), not centred.
    #expect(result[0] == rect(0, 0, 200, 100))
    #expect(result[1] == rect(0, 0, 50, 30))
    #expect(result[2] == rect(0, 0, 50, 30))
    #expect(result[3] == rect(0, 0, 20, 20))
    #expect(result[4] == rect(0, 0, 20, 20))
  }

  @Test func isTenByTenWhenNothingIsProposed() throws {
    #expect(try frames(geometryReader { _ in [] }, nil, nil) == [rect(0, 0, 10, 10)])
  }

  @Test func contentIsProposedTheReadersSize() throws {
    // A color in the content fills the reader, whatever the reader's size.
    let result = try frames(
      geometryReader { _ in [color()] }.frame(width: 120, height: 80), 300, 300)
    #expect(result[1] == rect(90, 110, 120, 80))
    #expect(result[2] == rect(90, 110, 120, 80))
  }

  @Test func proxyReportsSizeAndGlobalFrame() throws {
    let log = ProxyLog()
    let view = vstack(spacing: 0, [box(100, 40), geometryReader(log: log) { _ in [] }])
    _ = try frames(view, 200, 100)
    // The box takes 40 of 100; the reader the remaining 60, at y 40, 200 wide.
    #expect(log.proxies.count == 1)
    #expect(log.proxies[0].size == Size(width: 200, height: 60))
    #expect(log.proxies[0].frame(in: .global) == rect(0, 40, 200, 60))
    #expect(log.proxies[0].frame(in: .local) == rect(0, 0, 200, 60))
  }

  @Test func contentDependsOnTheProxy() throws {
    // Half the reader's width: 200 / 2 = 100 wide, 30 high, at the reader's corner (0, 40).
    let view = vstack(
      spacing: 0,
      [
        box(100, 40),
        geometryReader { proxy in [color().frame(width: proxy.size.width / 2, height: 30)] },
      ])
    let result = try frames(view, 200, 100)
    #expect(result[4] == rect(0, 40, 100, 30))
  }

  @Test func globalFrameIncludesOffsetsAndIsUnrounded() throws {
    let log = ProxyLog()
    // At 3x the reader's origin 100/3 is not on the 1/3 grid's rounding of its own: the proxy
    // reports the layout value.
    let view = geometryReader(log: log) { _ in [] }.frame(width: 10, height: 10)
      .offset(x: 5, y: 7).padding(EdgeInsets(top: 100.0 / 3, leading: 0.1))
    _ = try frames(view, nil, nil)
    #expect(log.proxies.count == 1)
    let global = log.proxies[0].frame(in: .global)
    #expect(abs(global.minX - 5.1) < 1e-9)
    #expect(abs(global.minY - (7 + 100.0 / 3)) < 1e-9)
  }

  @Test func namedSpacesMeasureFromTheNamedView() throws {
    let log = ProxyLog()
    var outer = vstack(spacing: 0, [box(50, 20), geometryReader(log: log) { _ in [] }])
      .padding(10)
    outer.attributes.coordinateSpace = "outer"
    var inner = geometryReader(log: log) { _ in [] }
    inner.attributes.coordinateSpace = "self"
    _ = try frames(vstack(spacing: 0, [outer, inner]), 200, 200)
    // Outer padding: (0, 0) 200x100 (each greedy view takes half); inside it the stack is
    // 180x80 at (10, 10): the box 20 high, then the reader 180x60 at (10, 30).
    #expect(log.proxies[0].frame(in: .named("outer")) == rect(10, 30, 180, 60))
    #expect(log.proxies[0].frame(in: .global) == rect(10, 30, 180, 60))
    // A reader named itself: its own space is its local one.
    #expect(log.proxies[1].frame(in: .named("self")) == rect(0, 0, 200, 100))
    // A name nothing carries measures globally.
    #expect(log.proxies[1].frame(in: .named("nowhere")) == rect(0, 100, 200, 100))
  }

  @Test func contentIsMergedUnderTheReaderWithPathsAndDepths() throws {
    let view = vstack(
      spacing: 0,
      [
        box(10, 10),
        geometryReader { _ in
          [text("ab"), geometryReader { _ in [box(5, 5)] }.frame(width: 20, height: 20)]
        },
        box(10, 10),
      ])
    let nodes = try frameTree(view, in: context(100, 100, rounded: false)).nodes
    #expect(
      nodes.map(\.path) == [
        "0", "0.0", "0.0.0", "0.1", "0.1.0", "0.1.1", "0.1.1.0", "0.1.1.0.0", "0.1.1.0.0.0",
        "0.2", "0.2.0",
      ])
    #expect(nodes.map(\.depth) == [0, 1, 2, 1, 2, 2, 3, 4, 5, 1, 2])
    #expect(
      nodes.map(\.kind) == [
        "vstack", "frame", "color", "geometryreader", "text", "frame", "geometryreader",
        "frame", "color", "frame", "color",
      ])
    // Reader: 100 x (100 - 20) at y 10; its text at its corner; the inner reader's frame at
    // the corner too, the inner box at the inner reader's corner.
    #expect(nodes[3].frame == rect(0, 10, 100, 80))
    #expect(nodes[4].frame == rect(0, 10, 20, 20))
    #expect(nodes[4].text?.lines == ["ab"])
    #expect(nodes[7].frame == rect(0, 10, 5, 5))
    #expect(nodes[9].frame == rect(45, 90, 10, 10))
  }

  @Test func contentIsMadeOncePerPlacement() throws {
    let log = ProxyLog()
    let view = hstack([geometryReader(log: log) { _ in [color()] }, text("abc")])
    _ = try frames(view, 200, 100)
    #expect(log.proxies.count == 1)
  }

  @Test func contentInheritsTheReadersEnvironment() throws {
    // Right to left: the content's top-leading corner is the reader's top-right.
    let reader = geometryReader { _ in [box(50, 30)] }.environment {
      $0.layoutDirection = .rightToLeft
    }
    let result = try frames(reader, 200, 100)
    #expect(result[1] == rect(150, 0, 50, 30))
  }

  @Test func framesAreSnappedLikeAnyOther() throws {
    // At 3x, y 10.1 snaps to 10 (30.3 px rounds to 30).
    let view = geometryReader { _ in [box(10, 10)] }.padding(EdgeInsets(top: 10.1))
    let nodes = try frameTree(view, in: context(nil, nil, rounded: true)).nodes
    #expect(nodes[2].frame == rect(0, 10, 10, 10))
  }

  @Test func contentErrorsStopTheLayout() {
    let failure = GeometryContentError(messages: [
      .init(message: "division by zero", position: SourcePosition(line: 2, column: 5), length: 3)
    ])
    let view = geometryReader { _ throws(GeometryContentError) in throw failure }
    #expect(throws: LayoutError.geometryContent(failure)) {
      try view.tree().layout(in: context(100, 100))
    }
  }

  static func nested(_ level: Int) -> TestView {
    geometryReader { _ in level == 0 ? [] : [nested(level - 1)] }
  }

  @Test func readersNestedTooDeepAreAnErrorNotACrash() {
    let nested = Self.nested
    #expect(throws: LayoutError.self) {
      try (nested(LayoutState.maxGeometryNesting + 2).tree()).layout(in: context(50, 50))
    }
    #expect(throws: Never.self) {
      try (nested(10).tree()).layout(in: context(50, 50))
    }
  }
}
