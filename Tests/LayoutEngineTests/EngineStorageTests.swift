// The engine's fast storage answers exactly as the plain rules do: the per-node record and its
// size memo (first answer inline, more in arena blocks that are recycled), the reused stack
// sizing pass, the plain-spacing shortcut, the environment check and the path table.

import Testing

@testable import LayoutEngine

@Suite struct EngineStorageTests {
  /// A frame keeps a dimension it was not given apart from every valid one (NaN inside).
  @Test func frameLayoutKeepsMissingDimensionsApart() {
    let frame = FrameLayout(width: 0, height: nil, alignment: .center)
    #expect(frame.width == 0 && frame.height == nil)
    let invalid = FrameLayout(width: -1, height: .infinity, alignment: .center)
    #expect(invalid.width == nil && invalid.height == nil)
    #expect(FrameLayout(width: nil, height: .nan, alignment: .center).height == nil)
  }

  /// A stack's sizing pass keeps each child's proposal as its memo key: every proposal reads
  /// back as it was, NaN and signed zeros included.
  @Test func proposalKeyGivesBackItsProposal() {
    let values: [Double?] = [nil, 0, -0.0, 7.5, -3, .infinity, -.infinity, .nan, 1e300]
    for width in values {
      for height in values {
        let proposal = ProposedSize(width: width, height: height)
        let back = ProposalKey(proposal).proposal
        #expect(back.width?.bitPattern == width?.bitPattern)
        #expect(back.height?.bitPattern == height?.bitPattern)
      }
    }
    #expect(MemoryLayout<StackLayout.Children.Child>.stride <= 48)
  }

  /// A node keeps none or one child in place and several in an array; all read back as
  /// given, and compare and hash by the children listed.
  @Test func viewChildrenReadBackAsGiven() {
    let big = Int(Int32.max) + 1
    for list in [[], [7], [big], [1, 2, 3]] {
      let children = ViewChildren(list)
      #expect(Array(children) == list && children.count == list.count)
      #expect(children == ViewChildren(list) && children.hashValue == ViewChildren(list).hashValue)
    }
    guard case .one(7) = ViewChildren(only: 7).storage, case .none = ViewChildren([]).storage,
      case .many([big]) = ViewChildren(only: big).storage, case .one(4) = ViewChildren([4]).storage
    else {
      Issue.record("storage")
      return
    }
    #expect(ViewChildren(only: 4) == [4] && [1, 2] != ViewChildren([1]))
  }

  /// A frame of both dimensions answers every proposal without its child, and keeps no memo;
  /// a frame of one dimension asks its child, and remembers what it answered.
  @Test func aFixedFrameKeepsNoMemo() throws {
    let tree = vstack([box(10, 20), color().frame(width: 30), color().frame(height: 40)]).tree()
    let context = LayoutContext(
      screen: ProposedSize(width: 390, height: 844), scale: 3, textMeasurer: SFTextMeasurer())
    let state = LayoutState(tree: tree, context: context)
    let frames = try state.frameTree()
    #expect(
      frames.nodes.map(\.frame.size) == [
        // The stack fills the screen: the height-only frame takes its width, the width-only
        // one what is left of its height (844 - 20 - 40 - two gaps of 8).
        Size(width: 390, height: 844), Size(width: 10, height: 20), Size(width: 10, height: 20),
        Size(width: 30, height: 768), Size(width: 30, height: 768), Size(width: 390, height: 40),
        Size(width: 390, height: 40),
      ])
    let framesOf = state.children(of: tree.root).map { $0 }
    #expect(state.records[framesOf[0]].memo < 0)
    for frame in framesOf[1...] {
      let memo = Int(state.records[frame].memo)
      #expect(memo >= 0 && state.memos[memo].first.key != ProposalKey.empty)
    }
    // Colors answer cheaply too: of the seven nodes, the stack and two frames keep a memo.
    #expect(state.preorder.filter { state.records[Int($0)].memo >= 0 }.count == 3)
  }

  @Test func nodeRecordIsSmall() {
    // Every node has a record; only the nodes that keep a memo have a `NodeMemo`.
    #expect(MemoryLayout<NodeRecord>.stride <= 20)
    #expect(MemoryLayout<NodeMemo>.stride <= 64)
  }

  /// Proposals no two of which are equal, among them the unspecified, zero and infinite ones.
  static let proposals: [ProposedSize] =
    [nil, 0, 7.5, .infinity].flatMap { width in
      [nil, 0, 3, 12.25, .infinity].map { ProposedSize(width: width, height: $0) }
    } + (1...20).map { ProposedSize(width: Double($0), height: 100 - Double($0)) }

  /// A position holds any line and column of a source layoutc reads, and clamps what no
  /// source has rather than wrap.
  /// A source has at most 2^31 bytes (layoutc(1), LIMITS), so 2^31 − 1 lines reach past any
  /// view; a module's later file keeps its index with 20 bits of column.
  @Test func sourcePositionsReadBackAndClamp() {
    var position = SourcePosition(line: 2_147_483_647, column: 1)
    #expect(position.line == 2_147_483_647 && position.column == 1 && position.file == 0)
    position.column = 4_000_000_000
    #expect(position.column == 4_000_000_000)
    #expect(
      SourcePosition(line: 1 << 40, column: -3) == SourcePosition(line: 2_147_483_647, column: 0))
    var later = SourcePosition(line: 12, column: 5, file: 3)
    #expect(later.line == 12 && later.column == 5 && later.file == 3)
    later.line = 2_147_483_647
    #expect(later.line == 2_147_483_647 && later.column == 5 && later.file == 3)
    let clamped = SourcePosition(line: 1, column: 2_000_000, file: 1 << 20)
    #expect(clamped.column == 1_048_575 && clamped.file == SourcePosition.maxFiles - 1)
    #expect(SourcePosition(line: 1, column: 1, file: 1) != SourcePosition(line: 1, column: 1))
  }

  @Test func viewAndFrameNodesStaySmall() {
    // A million-view file is two million of each: the rare, large parts live out of line.
    #expect(MemoryLayout<ViewKind>.stride <= 48)
    #expect(MemoryLayout<ViewNode>.stride <= 88)
    #expect(MemoryLayout<FrameNode>.stride <= 64)
    // Each holds a position (so does the engine's table of them).
    #expect(MemoryLayout<SourcePosition>.stride == 8)
    // The engine's table of common kinds, one entry a node.
    #expect(MemoryLayout<HotKind>.stride <= 40)
    // A custom alignment's id is 32 bits: an `Alignment` is 13 bytes, not 25.
    #expect(MemoryLayout<Alignment>.size <= 13)
    // Out of line is invisible: what is set reads back, and the default costs nothing.
    var node = ViewNode(kind: .color, source: SourcePosition(line: 1, column: 1))
    #expect(!node.hasAttributes && !node.setsEnvironment && !node.hasNames)
    var labelled = ViewNode(
      kind: .color, label: "red", source: SourcePosition(line: 1, column: 1))
    #expect(labelled.label == "red" && labelled.id == nil && labelled.role == nil)
    #expect(labelled.hasNames)
    labelled.id = "swatch"
    labelled.role = ChildRole.background
    #expect(labelled.label == "red" && labelled.id == "swatch")
    #expect(labelled.role == ChildRole.background)
    labelled.label = nil
    labelled.id = nil
    labelled.role = nil
    #expect(!labelled.hasNames && labelled.label == nil)
    node.attributes.zIndex = 2
    node.environment.lineLimit = LineLimit(min: nil, max: 1)
    var copy = node
    copy.attributes.zIndex = 3
    #expect(node.attributes.zIndex == 2 && copy.attributes.zIndex == 3)
    #expect(node.environment.lineLimit?.max == 1 && node.hasAttributes && node.setsEnvironment)
    node.attributes = ViewAttributes()
    #expect(!node.hasAttributes)
    // A frame node's names read back, and a node whose names are all cleared again equals
    // one that never had any.
    let plain = FrameNode(
      kind: "color", path: "0", depth: 0, frame: Rect(x: 0, y: 0, width: 1, height: 1),
      source: SourcePosition(line: 1, column: 1))
    var named = plain
    named.label = "red"
    named.role = .background
    named.modifiers = PassThroughModifiers(opacity: 0.5)
    #expect(named.label == "red" && named.id == nil && named.role == .background)
    #expect(named.modifiers?.opacity == 0.5 && named != plain)
    named.label = nil
    named.role = nil
    named.modifiers = nil
    #expect(named == plain && named.hashValue == plain.hashValue)
  }

  @Test func memoAnswersEveryProposalLikeAFreshState() {
    // A padded stack of a fixed frame and a flexible color: the color's size depends on the
    // proposal in both directions, so every proposal gives its own answer.
    let view = vstack(spacing: 2, [box(30, 10), color()]).padding(3)
    let tree = view.tree()
    let state = LayoutState(tree: tree, context: context(100, 100))
    // Ask each node every proposal (40) three times: first answers fill the inline slot, grow
    // blocks of 2, 4, 8, 16 (the outgrown ones recycled), then go by key (past
    // `scannedAnswers`); later asks must hit.
    #expect(Self.proposals.count > 1 + LayoutState.scannedAnswers)
    for _ in 0..<3 {
      for node in 0..<tree.nodes.count {
        for proposal in Self.proposals {
          let fresh = LayoutState(tree: tree, context: context(100, 100))
          #expect(state.size(of: node, proposal) == fresh.size(of: node, proposal))
        }
      }
    }
  }

  @Test func memoKeepsAnswersOfNodesGrownInTurn() {
    // Two nodes outgrowing their blocks alternately share the arena's recycled blocks
    // (paddings: colors answer without the memo).
    let tree = hstack([color().padding(1), color().padding(2)]).tree()
    let state = LayoutState(tree: tree, context: context(100, 100))
    let children = Array(state.children(of: tree.root))
    for (index, proposal) in Self.proposals.enumerated() {
      for child in children {
        _ = state.size(of: child, ProposedSize(width: proposal.width, height: Double(index)))
      }
    }
    for (index, proposal) in Self.proposals.enumerated() {
      for child in children {
        let asked = ProposedSize(width: proposal.width, height: Double(index))
        let fresh = LayoutState(tree: tree, context: context(100, 100))
        #expect(state.size(of: child, asked) == fresh.size(of: child, asked))
      }
    }
  }

  @Test func stackPassesAreReusedWithoutChangingAnswers() {
    // The same stack asked A, B, A, then placed: each answer as from a fresh state.
    let view = hstack([box(20, 10), color(), text("hello world")])
    let tree = view.tree()
    let state = LayoutState(tree: tree, context: context(200, 100))
    let asked = [
      ProposedSize(width: 120, height: 50), ProposedSize(width: 60, height: nil),
      ProposedSize(width: 120, height: 50), ProposedSize(width: 0, height: 0),
      ProposedSize(width: 60, height: nil),
    ]
    for proposal in asked {
      let fresh = LayoutState(tree: tree, context: context(200, 100))
      #expect(state.size(of: tree.root, proposal) == fresh.size(of: tree.root, proposal))
    }
    // Worked by hand for 120 wide: the box 20, the text at most 40 (4 characters a line),
    // the color the rest. 120 - 2 * 8 spacing - 20 = 84 for the color and the text: the text
    // (less flexible) is offered 42 and takes 40; the color 44. Height: the text's 3 lines.
    #expect(
      state.size(of: tree.root, ProposedSize(width: 120, height: 50))
        == Size(width: 120, height: 60))
  }

  @Test func plainSpacingShortcutMatchesTheRules() {
    // A plain view's entries in their own storage take the full rules; the shared ones the
    // shortcut. Both give the default 8 on each axis and in each direction.
    let shared = ViewSpacing()
    let copied = ViewSpacing(entries: Array(shared.entries))
    #expect(shared.isPlain)
    for axis in Axis.allCases {
      for direction in [LayoutDirection.leftToRight, .rightToLeft] {
        #expect(shared.distance(to: shared, along: axis, layoutDirection: direction) == 8)
        #expect(copied.distance(to: copied, along: axis, layoutDirection: direction) == 8)
        #expect(copied.distance(to: shared, along: axis, layoutDirection: direction) == 8)
      }
    }
    // A zero-spacing neighbour (a spacer's) is not plain: the rules give 0.
    let zero = ViewSpacing.zero
    #expect(!zero.isPlain)
    #expect(shared.distance(to: zero, along: .vertical) == 0)
  }

  @Test func environmentCheckCoversEveryProperty() {
    // `isUnset` lists the properties by hand: a new one must be added there too.
    #expect(Mirror(reflecting: EnvironmentOverrides()).children.count == 19)
    var setOnes: [EnvironmentOverrides] = []
    func with(_ change: (inout EnvironmentOverrides) -> Void) {
      var environment = EnvironmentOverrides()
      change(&environment)
      setOnes.append(environment)
    }
    with { $0.font = .style(.body) }
    with { $0.fontWeight = 700 }
    with { $0.bold = false }
    with { $0.italic = true }
    with { $0.lineLimit = LineLimit(min: nil, max: 1) }
    with { $0.lineSpacing = 0 }
    with { $0.truncationMode = .head }
    with { $0.multilineTextAlignment = .center }
    with { $0.minimumScaleFactor = 0.5 }
    with { $0.kerning = 0 }
    with { $0.tracking = 1 }
    with { $0.dynamicTypeSize = .large }
    with { $0.layoutDirection = .leftToRight }
    with { $0.imageScale = .small }
    with { $0.textCase = .unchanged }
    with { $0.fontDesign = .rounded }
    with { $0.untabulatedWidths = false }
    with { $0.contentMargins = ContentMargins(top: 0) }
    with { $0.scrollAnchor = ScrollAnchor(alignment: .top) }
    #expect(setOnes.count == 19)
    #expect(EnvironmentOverrides().isUnset)
    for environment in setOnes {
      #expect(!environment.isUnset)
      #expect(environment.isUnset == environment.isEmpty)
    }
  }

  @Test func pathTableSpellsPaths() {
    // 0 > (0.0 > 0.0.0, 0.1)
    let table = FrameTable(parents: [-1, 0, 1, 0], positions: [0, 0, 0, 1])
    #expect((0..<4).map { table.path(of: $0) } == ["0", "0.0", "0.0.0", "0.1"])
    var node = FrameNode(
      kind: "color", path: "", depth: 1, frame: .init(x: 0, y: 0, width: 1, height: 1),
      source: SourcePosition(line: 1, column: 1))
    node.pathStorage = FramePath(table: table, index: 3)
    #expect(node.path == "0.1")
  }

  /// The steps of a table path are the numbers after `0.` (what the dumps write in its place);
  /// a path given as text has none to give.
  @Test func pathStepsFollowTheTable() {
    let table = FrameTable(parents: [-1, 0, 1, 0, 3], positions: [0, 0, 0, 1, 2])
    var node = FrameNode(
      kind: "color", path: "0.7", depth: 1, frame: .init(x: 0, y: 0, width: 1, height: 1),
      source: SourcePosition(line: 1, column: 1))
    var steps: [Int32] = [9]
    #expect(!node.pathSteps(into: &steps))
    let expected: [[Int32]] = [[], [0], [0, 0], [1], [1, 2]]
    for index in 0..<5 {
      node.pathStorage = FramePath(table: table, index: index)
      #expect(node.pathSteps(into: &steps))
      #expect(steps == expected[index])
    }
  }

  @Test func framesOfAWideStackAreWrittenInPlace() throws {
    // Every node of a wide stack gets its frame, path and depth (the writer fills the result's
    // storage directly). 5 framed boxes 10 high, 8 apart: 82 high, centred in 100x100.
    let view = vstack((0..<5).map { _ in box(20, 10) })
    let nodes = try view.tree().layout(in: context(100, 100)).nodes
    #expect(nodes.count == 11)
    #expect(nodes[0].frame == rect(40, 9, 20, 82))
    #expect(nodes[9].path == "0.4")
    #expect(nodes[10].path == "0.4.0")
    #expect(nodes[10].depth == 2)
    #expect(nodes[9].frame == rect(40, 81, 20, 10))
  }
}
