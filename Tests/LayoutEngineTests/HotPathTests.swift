// The engine's hot paths answer exactly as the general ones: the compact kind table (layouts of
// colors, shapes, frames, padding and stacks made once), placements read straight from frames
// and stacks in the walk, and frame nodes written field by field.

import Testing

@testable import LayoutEngine

@Suite struct HotPathTests {
  /// Every kind the table keeps, and some it leaves to the input node.
  static let kinds: [ViewKind] = [
    .color, .shape(.rectangle), .shape(.circle), .shape(.roundedRectangle(cornerRadius: 4)),
    .frame(width: 10, height: nil, alignment: .center), .padding(EdgeInsets(all: 2)),
    .hstack(alignment: .top, spacing: 3, lazy: false),
    .hstack(alignment: .center, spacing: nil, lazy: true),
    .vstack(alignment: .leading, spacing: nil, lazy: false),
    .vstack(alignment: .trailing, spacing: 0, lazy: true),
    .text(TextContent("a")), .flexFrame(FlexFrame(maxWidth: 5)), .zstack(alignment: .center),
    .spacer(minLength: nil), .gridRow(alignment: nil), .offset(x: 1, y: 2),
  ]

  @Test func hotKindsAreTheCommonOnesNamedAsTheirViewKind() {
    var hot = 0
    for kind in Self.kinds {
      let compact = HotKind(kind, direction: .leftToRight)
      if case .other = compact {
        #expect(compact.name == nil)
      } else {
        hot += 1
        #expect(compact.name == kind.name)
      }
    }
    // color, 3 shapes, frame, padding, 4 stacks.
    #expect(hot == 10)
  }

  @Test func hotFrameAndStackValidateLikeTheirLayouts() {
    // layoutc-layout(7) 8.1 step 0: a negative frame dimension is nil; a non-finite stack spacing
    // is the pairs' own spacing (nil).
    guard
      case .frame(let frame) = HotKind(
        .frame(width: -5, height: 7, alignment: .center), direction: .leftToRight)
    else { return #expect(Bool(false)) }
    #expect(frame.width == nil && frame.height == 7)
    guard
      case .stack(let stack) = HotKind(
        .hstack(alignment: .top, spacing: .infinity, lazy: false), direction: .rightToLeft)
    else { return #expect(Bool(false)) }
    #expect(stack.spacing == nil && stack.axis == .horizontal)
    #expect(stack.layoutDirection == .rightToLeft)
  }

  @Test func frameNodeFieldsAreEveryStoredProperty() {
    let node = FrameNode(
      kind: "color", path: "0", depth: 0, frame: Rect(x: 0, y: 0, width: 0, height: 0),
      source: .init(line: 1, column: 1))
    #expect(Mirror(reflecting: node).children.count == FrameNodeFields.count)
    let fields = FrameNodeFields()
    let offsets = [
      fields.names, fields.pathStorage, fields.depth, fields.frame, fields.source,
    ]
    #expect(Set(offsets).count == FrameNodeFields.count)
    #expect(offsets.allSatisfy { $0 >= 0 && $0 < MemoryLayout<FrameNode>.size })
  }

  @Test func frameNodesWrittenInPlaceKeepEveryField() throws {
    var view = vstack([box(20, 10), shape(.circle).padding(1)])
    view.children[0].role = .background
    var tree = view.tree()
    // Nodes in order: vstack, frame, color, padding, circle. An id alone, and a source of
    // its own, are kept too.
    tree.nodes[3].id = "pad"
    tree.nodes[4].source = SourcePosition(line: 7, column: 3)
    tree.nodes[2].attributes.opacity = 0.5
    let nodes = try tree.layout(in: context(100, 100, rounded: false)).nodes
    #expect(nodes.map(\.kind) == ["vstack", "frame", "color", "padding", "circle"])
    #expect(nodes.map(\.path) == ["0", "0.0", "0.0.0", "0.1", "0.1.0"])
    #expect(nodes.map(\.depth) == [0, 1, 2, 1, 2])
    #expect(nodes.map(\.label) == [nil, nil, "red", nil, nil])
    #expect(nodes.map(\.role) == [nil, .background, nil, nil, nil])
    #expect(nodes.map(\.id) == [nil, nil, nil, "pad", nil])
    #expect(nodes.map(\.source.line) == [1, 1, 1, 1, 7])
    #expect(nodes[4].source.column == 3)
    #expect(nodes.allSatisfy { $0.text == nil })
    #expect(nodes.map(\.modifiers) == [nil, nil, PassThroughModifiers(opacity: 0.5), nil, nil])
  }

  @Test func stackOfFramesPlacedFromTheSizingPass() throws {
    // 20x10 over 30x10, 8 apart (two plain views, layoutc-layout(7) 3.2): the stack is 30 x 28,
    // centred in 100x100 at (35, 36); the narrow frame is centred in the stack's width.
    let result = try frames(vstack([box(20, 10), box(30, 10)]), 100, 100)
    #expect(
      result == [
        rect(35, 36, 30, 28), rect(40, 36, 20, 10), rect(40, 36, 20, 10),
        rect(35, 54, 30, 10), rect(35, 54, 30, 10),
      ])
  }

  @Test func paddingInARowBesideAFrame() throws {
    // A 10x10 box padded by 5 (20x20) then a 20x30 box, 4 apart: the row is 44 x 30 at
    // (78, 35) in 200x100; the padding is centred vertically (40), its box inset by 5.
    let row = hstack(spacing: 4, [box(10, 10).padding(5), box(20, 30)])
    let result = try frames(row, 200, 100)
    #expect(
      result == [
        rect(78, 35, 44, 30), rect(78, 40, 20, 20), rect(83, 45, 10, 10), rect(83, 45, 10, 10),
        rect(102, 35, 20, 30), rect(102, 35, 20, 30),
      ])
  }

  @Test func stackOfPlainChildrenHasPlainSpacing() throws {
    // A stack's spacing is the union of its children's (layoutc-layout(7) 3.3): plain children give
    // the plain entries, shared so that neighbours take the default-distance shortcut; a
    // text child keeps its own.
    let view = hstack([
      vstack([box(10, 10)]), vstack(lazy: true, [box(10, 10)]), vstack([text("a")]),
    ])
    let state = LayoutState(tree: view.tree(), context: context(100, 100))
    // hstack 0; vstack 1 (frame 2, color 3); lazy vstack 4 (frame 5, color 6); vstack 7.
    #expect(state.spacing(of: 1).isPlain)
    #expect(state.spacing(of: 4).isPlain)
    #expect(!state.spacing(of: 7).isPlain)
    // Two stacks of plain boxes are the default 8 apart: 10 + 8 + 10 = 28 wide, at x 36.
    let result = try frames(hstack([vstack([box(10, 10)]), vstack([box(10, 10)])]), 100, 100)
    #expect(result.map(\.minX) == [36, 36, 36, 36, 54, 54, 54])
  }

  @Test func lazyStackPlacedFromTheSizingPass() throws {
    // layoutc-layout(7) 22: a lazy vstack takes the full proposed width (100) and its content's
    // ideal height (10); the 20-wide content is centred in it (x 40).
    let result = try frames(vstack(lazy: true, [box(20, 10)]), 100, 100)
    #expect(result == [rect(0, 45, 100, 10), rect(40, 45, 20, 10), rect(40, 45, 20, 10)])
  }
}
