// Invariants over a set of sample layouts: measuring equals placing, no
// NaN or infinity, byte-identical repeated runs.

import Testing

@testable import LayoutEngine

@Suite struct InvariantTests {
  static let samples: [TestView] = [
    vstack([text("Hello world"), box(50, 30).padding(8), spacer(), divider()]),
    hstack(
      alignment: .firstTextBaseline, [text("a"), vstack([text("b"), text("cc")]), spacer(4)]),
    zstack([color().layoutPriority(-1), text("Hi").padding(20).background(color("blue"))]),
    color().frame(FlexFrame(minWidth: 10, maxWidth: .infinity, maxHeight: 200))
      .aspectRatio(1.5, .fit).overlay(shape(.circle)),
    hstack(
      spacing: 0,
      [
        color().frame(FlexFrame(minWidth: 20)),
        color().frame(FlexFrame(minWidth: 20)).layoutPriority(1),
        text("Hello").fixedSize(), spacer(),
      ]
    ).offset(x: 3, y: 4).position(x: 100, y: 100),
    vstack(lazy: true, [hstack(lazy: true, [box(20, 20), text("abc")]), divider()]),
  ]

  static let screens: [(Double?, Double?)] = [
    (390, 844), (100, 50), (nil, nil), (0, 0), (nil, 300),
  ]

  @Test(arguments: 0..<samples.count)
  func measuringEqualsPlacing(sample: Int) {
    for screen in Self.screens {
      let tree = Self.samples[sample].tree()
      let ctx = context(screen.0, screen.1, rounded: false)
      let placed = LayoutState(tree: tree, context: ctx).placeAll()
      for item in placed {
        // A fresh state (empty memo) answers the placement proposal with the placed size.
        let fresh = LayoutState(tree: tree, context: ctx)
        #expect(fresh.size(of: item.node, item.proposal) == item.frame.size)
        #expect(item.frame.isFinite)
      }
    }
  }

  @Test(arguments: 0..<samples.count)
  func repeatedRunsAreIdentical(sample: Int) throws {
    let tree = Self.samples[sample].tree()
    let first = try tree.layout(in: context(390, 844))
    let second = try tree.layout(in: context(390, 844))
    #expect(first == second)
    #expect(first.nodes.count == tree.nodes.count)
  }

  @Test func malformedTreeNeitherCrashesNorLoops() throws {
    // A child listed twice, a cycle back to the root and an index out of range are dropped.
    var tree = ViewTree()
    let leaf = tree.append(ViewNode(kind: .color, source: SourcePosition(line: 1, column: 1)))
    let stack = tree.append(
      ViewNode(
        kind: .vstack(alignment: .center, spacing: 0, lazy: false), children: [leaf, leaf, 0, 99],
        source: SourcePosition(line: 1, column: 1)))
    tree.root = stack
    let nodes = try tree.layout(in: context(100, 100)).nodes
    #expect(nodes.map(\.path) == ["0", "0.0"])
  }
}
