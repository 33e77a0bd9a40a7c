// GeometryReader (lyt(5): `geometryReader(g)`, `g.width`, `g.frame(in:)`), coordinate
// spaces and the safe-area modifiers: the nodes they make, the static errors found with a
// placeholder proxy, and the content made again for a real proxy (with its runtime errors).

import LayoutEngine
import Testing

/// The reader node of a resolved tree (the first one in pre-order).
private func reader(_ r: Resolved) -> (any GeometryContent)? {
  guard let tree = r.tree else { return nil }
  for node in tree.nodes {
    if case .geometryReader(let content) = node.kind { return content }
  }
  return nil
}

/// The content made for a reader of `size` at `origin` in root space.
private func content(
  _ source: String, size: Size = Size(width: 200, height: 100), origin: Point = .zero,
  named: [String: Point] = [:]
) throws -> String {
  let r = resolve(source)
  guard let content = reader(r) else { return "<no reader> \(r.diagnostics)" }
  let proxy = GeometryProxy(
    size: size, globalFrame: Rect(origin: origin, size: size), namedOrigins: named)
  return TreePrinter(positions: false).print(try content.makeContent(proxy))
}

@Suite struct GeometryReaderResolutionTests {
  @Test func theReaderHasNoChildrenUntilLayout() {
    let r = resolve(#"geometryReader(g) < red .frame(width: g.width / 2) >"#)
    #expect(r.diagnostics == [])
    #expect(r.dump == "geometryreader")
  }

  @Test func contentIsMadeWithTheProxysNumbers() throws {
    let made = try content(
      #"""
      geometryReader(g) <
        red .frame(width: g.width / 2, height: g.size.height - 10)
        text "\(g.frame(in: global).minY) \(g.frame(in: local).maxX) \(g.height)"
      >
      """#, origin: Point(x: 0, y: 50))
    #expect(
      made == """
        geometryreader
          frame(100, 90, center/center)
            color "red"
          text "50 200 100"
        """)
  }

  @Test func everyRectangleMember() throws {
    let source = #"""
      geometryReader(g) <
        text "\(g.frame(in: global).minX) \(g.frame(in: global).midX) \(g.frame(in: global).maxX)"
        text "\(g.frame(in: .global).minY) \(g.frame(in: .global).midY) \(g.frame(in: .global).maxY)"
        text "\(g.frame(in: global).width) \(g.frame(in: global).height)"
        text "\(g.frame(in: global).origin.x) \(g.frame(in: global).size.height)"
      >
      """#
    let made = try content(source, size: Size(width: 40, height: 20), origin: Point(x: 10, y: 5))
    #expect(
      made.split(separator: "\n").dropFirst().map { $0.split(separator: "\"")[1] } == [
        "10 30 50", "5 15 25", "40 20", "10 20",
      ])
  }

  @Test func safeAreaInsets() throws {
    let r = resolve(
      #"geometryReader(g) < text "\(g.safeAreaInsets.top) \(g.safeAreaInsets.leading) \(g.safeAreaInsets.bottom) \(g.safeAreaInsets.trailing)" >"#
    )
    let proxy = GeometryProxy(
      size: Size(width: 10, height: 10), globalFrame: Rect(x: 0, y: 0, width: 10, height: 10),
      safeAreaInsets: EdgeInsets(top: 59, leading: 1, bottom: 34, trailing: 2))
    let made = TreePrinter(positions: false).print(try reader(r)!.makeContent(proxy))
    #expect(made.contains(#"text "59 1 34 2""#))
    #expect(
      resolve("geometryReader(g) < red .frame(width: g.safeAreaInsets.left) >").diagnostics == [
        "1:56: 'g.safeAreaInsets' has no member 'left'; it has 'top', 'leading', 'bottom' or 'trailing'"
      ])
  }

  @Test func namedSpaces() throws {
    let source = #"""
      geometryReader(g) <
        text "\(g.frame(in: "outer").minY) \(g.frame(in: .named("outer")).minX)"
        text "\(g.frame(in: CoordinateSpace.local).minY) \(g.frame(in: "nowhere").minY)"
      >
      """#
    let made = try content(
      source, origin: Point(x: 30, y: 50), named: ["outer": Point(x: 10, y: 20)])
    #expect(made.contains(#"text "30 20""#))
    #expect(made.contains(#"text "0 50""#))
  }

  @Test func contentSeesTheScopeItWasWrittenIn() throws {
    let source = #"""
      let gap = 4
      view half(fraction: 0.5) = geometryReader(g) < red .frame(width: g.width * fraction - gap) >
      half(fraction: 0.25)
      """#
    #expect(try content(source).contains("frame(46, nil, center/center)"))
  }

  @Test func runtimeErrorsComeBackWithTheirPosition() {
    let r = resolve(
      #"""
      geometryReader(g) <
        text "\(100 / (g.width - 200))"
      >
      """#)
    #expect(r.diagnostics == [])
    let proxy = GeometryProxy(
      size: Size(width: 200, height: 100), globalFrame: Rect(x: 0, y: 0, width: 200, height: 100))
    #expect(
      throws: GeometryContentError(messages: [
        .init(
          message: "division by zero", position: SourcePosition(line: 2, column: 11), length: 21)
      ])
    ) { try reader(r)!.makeContent(proxy) }
    // Another size is fine.
    let wider = GeometryProxy(
      size: Size(width: 300, height: 100), globalFrame: Rect(x: 0, y: 0, width: 300, height: 100))
    #expect(throws: Never.self) { try reader(r)!.makeContent(wider) }
  }

  @Test func staticErrorsAreFoundBeforeLayout() {
    let r = resolve(
      #"""
      geometryReader(g) <
        txt "a"
        red .frame(width: g.wdth)
        text "\(g)"
        red .frame(width: g.frame(in: glbal).minX)
        red .frame(width: g.frame.minX)
        red .frame(width: g.size)
        red .frame(width: g.width(2))
      >
      """#)
    #expect(r.tree == nil)
    #expect(
      r.diagnostics == [
        "2:3: unknown view 'txt'; did you mean 'text'? (see 'layoutc --list views')",
        "3:23: 'g' has no member 'wdth'; it has 'width', 'height', 'size', 'safeAreaInsets' or 'frame(in:)'",
        "4:11: 'g' is not a number; use its member 'width', 'height', 'size', 'safeAreaInsets' or 'frame(in:)'",
        "5:33: expected a coordinate space ('global', 'local' or a name), found 'glbal'",
        "6:23: 'g.frame' takes (in:) a coordinate space: 'global', 'local' or a name",
        "7:21: 'g.size' is not a number; use its member 'width' or 'height'",
        "8:28: 'g.width' takes no arguments",
      ])
  }

  @Test func theProxyIsNotAView() {
    #expect(resolve("geometryReader(g) < g >").diagnostics == ["1:21: 'g' is not a view"])
  }
}

@Suite struct SafeAreaModifierTests {
  @Test func ignoresSafeAreaForms() {
    #expect(resolve("red .ignoresSafeArea()").dump == "ignoressafearea(3, 15)\n  color \"red\"")
    #expect(resolve("red .ignoresSafeArea").dump.hasPrefix("ignoressafearea(3, 15)"))
    #expect(
      resolve("red .ignoresSafeArea(edges: bottom)").dump.hasPrefix("ignoressafearea(3, 4)"))
    #expect(
      resolve("red .ignoresSafeArea(.keyboard, edges: [top, leading])").dump.hasPrefix(
        "ignoressafearea(2, 3)"))
    #expect(
      resolve("red .ignoresSafeArea(container, edges: .horizontal)").dump.hasPrefix(
        "ignoressafearea(1, 10)"))
  }

  @Test func safeAreaInsetMakesAnInsetChild() {
    #expect(
      resolve("red .safeAreaInset(edge: bottom, spacing: 0, blue .frame(height: 50))").dump == """
        safeareainset(bottom, center/center, 0)
          color "red"
          frame(nil, 50, center/center) [inset]
            color "blue"
        """)
    #expect(
      resolve("red .safeAreaInset(edge: .leading, alignment: top, content: blue)").dump == """
        safeareainset(leading, center/top, nil)
          color "red"
          color "blue" [inset]
        """)
    // Several views form an implicit ZStack, as a background's do.
    #expect(
      resolve("red .safeAreaInset(edge: top, blue, green)").dump == """
        safeareainset(top, center/center, nil)
          color "red"
          zstack(center/center) "implicit" [inset]
            color "blue"
            color "green"
        """)
  }

  @Test func safeAreaPaddingForms() {
    #expect(resolve("red .safeAreaPadding()").dump.hasPrefix("safeareapadding(16, 16, 16, 16)"))
    #expect(resolve("red .safeAreaPadding(20)").dump.hasPrefix("safeareapadding(20, 20, 20, 20)"))
    #expect(
      resolve("red .safeAreaPadding(horizontal, 10)").dump.hasPrefix(
        "safeareapadding(0, 10, 0, 10)"))
    #expect(
      resolve("red .safeAreaPadding(top: 1, bottom: 3)").dump.hasPrefix(
        "safeareapadding(1, 0, 3, 0)"))
  }

  @Test func containerRelativeFrameForms() {
    #expect(
      resolve("red .containerRelativeFrame(horizontal)").dump.hasPrefix(
        "containerrelativeframe(true, false, nil, 1, 0, center/center)"))
    #expect(
      resolve(
        "red .containerRelativeFrame([horizontal, vertical], count: 3, span: 2, spacing: 10, alignment: leading)"
      ).dump.hasPrefix("containerrelativeframe(true, true, 3, 2, 10, leading/center)"))
    #expect(
      resolve("red .containerRelativeFrame(.vertical, count: 0, spacing: 0)").diagnostics == [
        "1:5: 'count' and 'span' of 'containerRelativeFrame' must be at least 1"
      ])
  }

  @Test func coordinateSpaceNamesTheNodeItModifies() {
    #expect(
      resolve(#"vstack < red > .padding .coordinateSpace(name: "outer")"#).dump.hasPrefix(
        "padding(16, 16, 16, 16) {coordinateSpace: outer}"))
  }
}
