// A plain run keeps only the input nodes it reads again (`InputNodes`): every other node reads
// back, from the run's tables, as the kind and source it was given; runs whose passes read any
// node again keep them all.

import Testing

@testable import LayoutEngine

@Suite struct InputNodesTests {
  static func at(_ line: Int) -> SourcePosition { SourcePosition(line: line, column: 3) }

  /// One node of each compact kind, and nodes that must be kept: a text, a spacer, a labelled
  /// color, a frame with an attribute, a padding that sets an environment value.
  static let nodes: [ViewNode] = {
    var opaque = ViewAttributes()
    opaque.opacity = 0.5
    var font = EnvironmentOverrides()
    font.fontWeight = 700
    return [
      ViewNode(kind: .shape(.rectangle), source: at(1)),
      ViewNode(
        kind: .frame(width: 10, height: nil, alignment: .topLeading), children: [0], source: at(2)),
      ViewNode(kind: .color, source: at(3)),
      ViewNode(
        kind: .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)), children: [2],
        source: at(4)),
      ViewNode(kind: .text(TextContent("Hi")), source: at(5)),
      ViewNode(kind: .spacer(minLength: nil), source: at(6)),
      ViewNode(kind: .color, label: "red", source: at(7)),
      ViewNode(
        kind: .frame(width: 5, height: 5, alignment: .center), children: [6], source: at(8),
        attributes: opaque),
      ViewNode(kind: .padding(EdgeInsets(all: 8)), children: [4], source: at(9), environment: font),
      ViewNode(
        kind: .hstack(alignment: .bottom, spacing: 2, lazy: false), children: [3, 5, 7, 8],
        source: at(10)),
      ViewNode(
        kind: .vstack(alignment: .trailing, spacing: nil, lazy: true), children: [1, 9],
        source: at(11)),
    ]
  }()

  static func context() -> LayoutContext {
    LayoutContext(
      screen: ProposedSize(width: 390, height: 844), scale: 3, textMeasurer: SFTextMeasurer())
  }

  @Test func aPlainRunKeepsOnlyTheNodesItReadsAgain() throws {
    let state = LayoutState(tree: ViewTree(nodes: Self.nodes, root: 10), context: Self.context())
    #expect(state.nodes.isWhole)
    state.keepOnlyNodesReadAgain()
    #expect(!state.nodes.isWhole)
    #expect(state.nodes.all.isEmpty)
    for (index, given) in Self.nodes.enumerated() {
      let read = state.nodes[index]
      #expect(read.kind.name == given.kind.name)
      #expect(read.source == given.source)
      #expect(read.label == given.label)
      #expect(read.attributes == given.attributes)
      #expect(read.environment == given.environment)
    }
    // Kept as given, children and all: the text, the spacer, the labelled color, the frame
    // with an attribute and the padding with an environment value.
    for index in [4, 5, 6, 7, 8] {
      #expect(state.nodes[index].children == Self.nodes[index].children)
    }
    // Stand-ins: each compact kind rebuilt with the values it was given.
    guard case .frame(10, nil, .topLeading) = state.nodes[1].kind else {
      Issue.record("frame: \(state.nodes[1].kind)")
      return
    }
    guard
      case .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)) = state.nodes[3].kind
    else {
      Issue.record("padding: \(state.nodes[3].kind)")
      return
    }
    guard case .hstack(.bottom, 2, false) = state.nodes[9].kind,
      case .vstack(.trailing, nil, true) = state.nodes[10].kind,
      case .shape(.rectangle) = state.nodes[0].kind, case .color = state.nodes[2].kind
    else {
      Issue.record("stacks, shape or color: \(state.nodes[9].kind), \(state.nodes[10].kind)")
      return
    }
    // The stand-ins have no children of their own: the run reads its own lists.
    #expect(state.nodes[9].children.isEmpty && state.children(of: 9).elementsEqual([3, 5, 7, 8]))
  }

  /// The frames come out as when every node is kept.
  @Test func keptOrNotTheFramesAreTheSame() throws {
    let tree = ViewTree(nodes: Self.nodes, root: 10)
    let whole = try LayoutState(tree: tree, context: Self.context()).frameTree()
    #expect(try tree.layout(in: Self.context()) == whole)
    #expect(whole.nodes.count == 11)
  }

  /// Runs whose passes read any node's kind again keep every node: a trace, a grid, a scroll
  /// view, a safe-area change (a GeometryReader also makes its content at layout).
  @Test(arguments: ["trace", "grid", "scrollView", "safeArea"])
  func runsThatReadNodesAgainKeepThemAll(_ reason: String) {
    var nodes = Self.nodes
    var context = Self.context()
    switch reason {
    case "trace": context.trace = LayoutTrace(recordsConversation: false)
    case "grid":
      nodes.append(
        ViewNode(
          kind: .grid(alignment: .center, horizontalSpacing: nil, verticalSpacing: nil),
          children: [10], source: Self.at(12)))
    case "scrollView":
      nodes.append(
        ViewNode(
          kind: .scrollView(horizontal: false, vertical: true), children: [10], source: Self.at(12))
      )
    default:
      nodes.append(
        ViewNode(
          kind: .ignoresSafeArea(regions: .container, edges: .top), children: [10],
          source: Self.at(12)))
    }
    let state = LayoutState(tree: ViewTree(nodes: nodes, root: nodes.count - 1), context: context)
    state.keepOnlyNodesReadAgain()
    #expect(state.nodes.isWhole)
    #expect(state.nodes.all.count == nodes.count)
  }
}
