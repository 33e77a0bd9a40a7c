// Custom layouts (layoutc-layout(7) 25) written as a user of the library would: public API only (no
// `@testable` in this file), put in a `ViewTree` with `ViewKind.custom(AnyLayout(...))` and
// run by the same engine. Frames are worked by hand.

import LayoutEngine
import Testing

// MARK: Layouts a user would write

/// sin and cos without Foundation: Taylor series (enough terms for |x| <= 2 pi).
private func sinCos(_ x: Double) -> (sin: Double, cos: Double) {
  var sin = 0.0
  var cos = 0.0
  var term = 1.0  // x^n / n!
  for n in 0..<40 {
    switch n % 4 {
    case 0: cos += term
    case 1: sin += term
    case 2: cos -= term
    default: sin -= term
    }
    term *= x / Double(n + 1)
  }
  return (sin, cos)
}

/// Subviews on a circle, clockwise from the top, each centred on its point at its ideal size;
/// the circle touches the bounds less half the largest subview (measured once, in the cache).
private struct RadialLayout: Layout, Sendable {
  struct Cache {
    var side: Double
  }

  func makeCache(subviews: LayoutSubviews) -> Cache {
    var side = 0.0
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      side = max(side, size.width, size.height)
    }
    return Cache(side: side)
  }

  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache) -> Size {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache
  ) -> [LayoutPlacement] {
    let radius = min(bounds.size.width, bounds.size.height) / 2 - cache.side / 2
    let step = 2 * Double.pi / Double(max(subviews.count, 1))
    return subviews.enumerated().map { index, subview in
      let angle = sinCos(step * Double(index))
      return subview.place(
        at: Point(x: bounds.midX + radius * angle.sin, y: bounds.midY - radius * angle.cos),
        anchor: .center, proposal: .unspecified)
    }
  }
}

/// Counts its measurements in its cache and places its subviews that many points right.
private struct CountingLayout: Layout, Sendable {
  func makeCache(subviews: LayoutSubviews) -> Int { 0 }

  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Int) -> Size {
    cache += 1
    return Size(width: 100, height: 100)
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Int
  ) -> [LayoutPlacement] {
    subviews.map {
      $0.place(at: Point(x: bounds.minX + Double(cache), y: bounds.minY), proposal: .unspecified)
    }
  }
}

/// 40 x 20, its subviews at its origin, and its centre a quarter of its width in: a guide of
/// its own, not any subview's.
private struct QuarterCentre: Layout, Sendable {
  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
    Size(width: 40, height: 20)
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()
  ) -> [LayoutPlacement] {
    subviews.map { $0.place(at: bounds.origin, proposal: .unspecified) }
  }

  func explicitAlignment(
    of guide: AlignmentKey, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews,
    cache: inout ()
  ) -> Double? {
    guard case .horizontal(.center) = guide else { return nil }
    return bounds.size.width / 4
  }
}

/// Fills the proposal and places nothing.
private struct PlacesNothing: Layout, Sendable {
  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()
  ) -> [LayoutPlacement] { [] }
}

/// Its one subview at its ideal size, `drop` points down.
private struct DropLayout: Layout, Sendable {
  var drop: Double

  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
    let size = subviews.first?.sizeThatFits(.unspecified) ?? .zero
    return Size(width: size.width, height: size.height + drop)
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()
  ) -> [LayoutPlacement] {
    subviews.map {
      $0.place(at: Point(x: bounds.minX, y: bounds.minY + drop), proposal: .unspecified)
    }
  }
}

/// A column whose gaps are the subviews' preferred spacing (`ViewSpacing.distance`).
private struct SpacedColumn: Layout, Sendable {
  func gaps(_ subviews: LayoutSubviews) -> [Double] {
    subviews.indices.map { index in
      index == 0
        ? 0 : subviews[index - 1].spacing.distance(to: subviews[index].spacing, along: .vertical)
    }
  }

  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
    var size = Size.zero
    for (subview, gap) in zip(subviews, gaps(subviews)) {
      let child = subview.sizeThatFits(.unspecified)
      size.width = max(size.width, child.width)
      size.height += gap + child.height
    }
    return size
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()
  ) -> [LayoutPlacement] {
    var y = bounds.minY
    var placements: [LayoutPlacement] = []
    for (subview, gap) in zip(subviews, gaps(subviews)) {
      y += gap
      placements.append(subview.place(at: Point(x: bounds.minX, y: y), proposal: .unspecified))
      y += subview.sizeThatFits(.unspecified).height
    }
    return placements
  }
}

/// A row in order of layout priority, highest first.
private struct PriorityRow: Layout, Sendable {
  func order(_ subviews: LayoutSubviews) -> [Int] {
    subviews.indices.sorted { subviews[$0].priority > subviews[$1].priority }
  }

  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
    subviews.reduce(Size.zero) {
      let size = $1.sizeThatFits(.unspecified)
      return Size(width: $0.width + size.width, height: max($0.height, size.height))
    }
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()
  ) -> [LayoutPlacement] {
    var x = [Double](repeating: 0, count: subviews.count)
    var next = bounds.minX
    for index in order(subviews) {
      x[index] = next
      next += subviews[index].sizeThatFits(.unspecified).width
    }
    return subviews.indices.map {
      subviews[$0].place(at: Point(x: x[$0], y: bounds.minY), proposal: .unspecified)
    }
  }
}

// MARK: Building trees with the public API

private let here = SourcePosition(line: 1, column: 1)

private struct Builder {
  var tree = ViewTree()

  mutating func node(
    _ kind: ViewKind, _ children: [Int] = [], label: String? = nil,
    attributes: ViewAttributes = ViewAttributes()
  ) -> Int {
    tree.append(
      ViewNode(kind: kind, children: children, label: label, source: here, attributes: attributes))
  }

  mutating func box(_ width: Double, _ height: Double, priority: Double? = nil) -> Int {
    let color = node(.color, label: "red")
    return node(
      .frame(width: width, height: height, alignment: .center), [color],
      attributes: ViewAttributes(layoutPriority: priority))
  }

  mutating func text(_ string: String) -> Int {
    node(.text(TextContent(string)), label: string)
  }

  mutating func layout<L: Layout & Sendable>(_ layout: L, _ children: [Int]) -> Int {
    node(.custom(AnyLayout(layout)), children)
  }

  func frames(_ width: Double?, _ height: Double?, root: Int, rounded: Bool = false) throws
    -> [FrameNode]
  {
    var tree = self.tree
    tree.root = root
    // Text 10 per character and 20 per line (the test support's measurer).
    let context = LayoutContext(
      screen: ProposedSize(width: width, height: height), scale: 3,
      textMeasurer: FixedTextMeasurer(), rounded: rounded)
    return try tree.layout(in: context).nodes
  }
}

private func near(_ a: Rect, _ b: Rect) -> Bool {
  abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9
    && abs(a.size.width - b.size.width) < 1e-9 && abs(a.size.height - b.size.height) < 1e-9
}

@Suite struct CustomLayoutTests {
  @Test func radialLayoutPlacesSubviewsOnACircle() throws {
    // 200 x 200: the layout fills it; radius 100 - 20 / 2 = 90. Subview i is centred at
    // (100 + 90 sin 60i, 100 - 90 cos 60i); 90 sin 60 = 45 sqrt 3 = 77.942, 90 cos 60 = 45.
    var b = Builder()
    let dots = (0..<6).map { _ in b.box(20, 20) }
    let root = b.layout(RadialLayout(), dots)
    let nodes = try b.frames(200, 200, root: root)
    #expect(nodes[0].kind == "radiallayout")
    #expect(nodes[0].frame == Rect(x: 0, y: 0, width: 200, height: 200))
    let s = 45 * (3.0).squareRoot()
    let centres: [(Double, Double)] = [
      (100, 10), (100 + s, 55), (100 + s, 145), (100, 190), (100 - s, 145), (100 - s, 55),
    ]
    let boxes = stride(from: 1, to: nodes.count, by: 2).map { nodes[$0] }
    #expect(boxes.map(\.path) == ["0.0", "0.1", "0.2", "0.3", "0.4", "0.5"])
    for (box, centre) in zip(boxes, centres) {
      let expected = Rect(x: centre.0 - 10, y: centre.1 - 10, width: 20, height: 20)
      #expect(near(box.frame, expected), "\(box.path): \(box.frame) vs \(expected)")
    }
  }

  @Test func radialLayoutIsSnappedToThePixelGrid() throws {
    // Subview 1 at x 167.942 (503.83 px at 3x -> 504 px = 168), subview 4 at 12.058 (-> 12).
    var b = Builder()
    let dots = (0..<6).map { _ in b.box(20, 20) }
    let root = b.layout(RadialLayout(), dots)
    let nodes = try b.frames(200, 200, root: root, rounded: true)
    #expect(nodes[3].frame == Rect(x: 168, y: 45, width: 20, height: 20))
    #expect(nodes[9].frame == Rect(x: 12, y: 135, width: 20, height: 20))
  }

  @Test func cacheIsKeptAndSizesAreMemoised() throws {
    // The root is measured once for its one proposal; the cache the layout changed is the one
    // it places with: the subview (10 x 10 color) goes 1 point right of (50, 50).
    var b = Builder()
    let color = b.node(.color, label: "red")
    let root = b.layout(CountingLayout(), [color])
    let nodes = try b.frames(200, 200, root: root)
    #expect(nodes[0].frame == Rect(x: 50, y: 50, width: 100, height: 100))
    #expect(nodes[1].frame == Rect(x: 51, y: 50, width: 10, height: 10))
  }

  @Test func unplacedSubviewsAreCentredWithTheContainersProposal() throws {
    // Offered 200 x 200: the 20 x 20 box is centred (90, 90); the color fills 200 x 200.
    var b = Builder()
    let box = b.box(20, 20)
    let color = b.node(.color, label: "blue")
    let root = b.layout(PlacesNothing(), [box, color])
    let nodes = try b.frames(200, 200, root: root)
    #expect(nodes[1].frame == Rect(x: 90, y: 90, width: 20, height: 20))
    #expect(nodes[3].frame == Rect(x: 0, y: 0, width: 200, height: 200))
  }

  @Test func layoutWithNoSubviewsHasPriorityMinusInfinity() throws {
    // In a ZStack only the top-priority children size it: the empty layout (-infinity) does
    // not, so the stack is the box's 50 x 30, and the layout is offered that size.
    var b = Builder()
    let empty = b.layout(PlacesNothing(), [])
    let box = b.box(50, 30)
    let root = b.node(.zstack(alignment: .center), [empty, box])
    let nodes = try b.frames(200, 100, root: root)
    #expect(nodes[0].frame == Rect(x: 75, y: 35, width: 50, height: 30))
    #expect(nodes[1].frame == Rect(x: 75, y: 35, width: 50, height: 30))
  }

  @Test func subviewPriorityIsReadable() throws {
    // The 20-wide box has priority 1: first in the row, the 10-wide one after it.
    var b = Builder()
    let low = b.box(10, 10)
    let high = b.box(20, 20, priority: 1)
    let root = b.layout(PriorityRow(), [low, high])
    let nodes = try b.frames(nil, nil, root: root)
    #expect(nodes[1].frame == Rect(x: 20, y: 0, width: 10, height: 10))
    #expect(nodes[3].frame == Rect(x: 0, y: 0, width: 20, height: 20))
  }

  @Test func defaultExplicitAlignmentCombinesPlacedSubviews() throws {
    // hstack(firstTextBaseline) [DropLayout(30) [text "Hi"], 20 x 20 box]: the layout's
    // baseline is the text's 16 placed 30 down = 46; the box's is its bottom (20), so it sits
    // at 26. Row 20 + 8 + 20 = 48 wide, 50 high.
    var b = Builder()
    let text = b.text("Hi")
    let dropped = b.layout(DropLayout(drop: 30), [text])
    let box = b.box(20, 20)
    let root = b.node(
      .hstack(alignment: .firstTextBaseline, spacing: nil, lazy: false), [dropped, box])
    let nodes = try b.frames(nil, nil, root: root)
    #expect(nodes[0].frame == Rect(x: 0, y: 0, width: 48, height: 50))
    #expect(nodes[2].frame == Rect(x: 0, y: 30, width: 20, height: 20))
    #expect(nodes[3].frame == Rect(x: 28, y: 26, width: 20, height: 20))
  }

  @Test func ownExplicitFrameGuideIsRead() throws {
    // In a centred ZStack the layout's centre is 10 (a quarter of 40), the 20-wide box's 10:
    // both sit at x 0. With the default centre (20) the box would sit at 10.
    var b = Builder()
    let color = b.node(.color, label: "red")
    let custom = b.layout(QuarterCentre(), [color])
    let box = b.box(20, 20)
    let root = b.node(.zstack(alignment: .center), [custom, box])
    let nodes = try b.frames(nil, nil, root: root)
    #expect(nodes[1].frame == Rect(x: 0, y: 0, width: 40, height: 20))
    #expect(nodes[3].frame == Rect(x: 0, y: 0, width: 20, height: 20))
  }

  @Test func defaultSpacingIsTheSubviewsUnion() throws {
    // vstack [DropLayout(0) [text "a"], 10 x 10 box]: the layout prefers its text's spacing,
    // text -> view below = max(DLS - capHeight, ds + descender) = max(22 - 12, 2 + 4) = 10
    // (not the plain 8). The box at y 20 + 10 = 30.
    var b = Builder()
    let text = b.text("a")
    let wrapped = b.layout(DropLayout(drop: 0), [text])
    let box = b.box(10, 10)
    let root = b.node(.vstack(alignment: .center, spacing: nil, lazy: false), [wrapped, box])
    let nodes = try b.frames(nil, nil, root: root)
    #expect(nodes[3].frame == Rect(x: 0, y: 30, width: 10, height: 10))
  }

  @Test func spacingDistanceBetweenSubviews() throws {
    // text "a" -> text "b": the lower text's leading, 0; text -> box: 10 (above). Column
    // 10 x 60: y 0, 20, 50.
    var b = Builder()
    let a = b.text("a")
    let c = b.text("b")
    let box = b.box(10, 10)
    let root = b.layout(SpacedColumn(), [a, c, box])
    let nodes = try b.frames(nil, nil, root: root)
    #expect(nodes[0].frame == Rect(x: 0, y: 0, width: 10, height: 60))
    #expect(nodes.map(\.frame.origin.y) == [0, 0, 20, 50, 50])
  }

  @Test func customLayoutIsMirroredRightToLeft() throws {
    // PriorityRow in a right-to-left screen: x' = 30 - (x + w): the 20-wide box at 10, the
    // 10-wide one at 0.
    var b = Builder()
    let low = b.box(10, 10)
    let high = b.box(20, 20, priority: 1)
    let root = b.layout(PriorityRow(), [low, high])
    var tree = b.tree
    tree.root = root
    let context = LayoutContext(
      screen: ProposedSize(width: nil, height: nil), layoutDirection: .rightToLeft,
      textMeasurer: FixedTextMeasurer(), rounded: false)
    let nodes = try tree.layout(in: context).nodes
    #expect(nodes[1].frame.origin.x == 0)
    #expect(nodes[3].frame.origin.x == 10)
  }

  @Test func anyLayoutNamesAndBase() {
    let named = AnyLayout(FlowLayout(spacing: 4), name: "flow")
    #expect(named.name == "flow")
    #expect((named.base as? FlowLayout)?.spacing == 4)
    #expect(AnyLayout(RadialLayout()).name == "radiallayout")
  }
}
