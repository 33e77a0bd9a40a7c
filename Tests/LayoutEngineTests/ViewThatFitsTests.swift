// ViewThatFits (layoutc-layout(7) 20): the first child whose ideal size fits on the constrained axes,
// else the last; no constrained axis, the first; only the chosen child is in the dump.
// Text is the fixed measurer's: 10 per character, 20 per line.

import Testing

@testable import LayoutEngine

private func viewThatFits(
  horizontal: Bool = true, vertical: Bool = true, _ children: [TestView]
) -> TestView {
  TestView(kind: .viewThatFits(horizontal: horizontal, vertical: vertical), children: children)
}

/// The dump's (path, label, frame) per node, unrounded.
private func layout(_ view: TestView, _ width: Double?, _ height: Double?) throws
  -> [(path: String, label: String?, frame: Rect)]
{
  let tree = try view.tree().layout(in: context(width, height, rounded: false))
  return tree.nodes.map { ($0.path, $0.label, $0.frame) }
}

@Suite struct ViewThatFitsTests {
  @Test func firstChildWhoseIdealWidthFits() throws {
    // "Hello world" is 110 ideal: too wide for 100, so "Hello" (50) is chosen and centred.
    let view = viewThatFits([text("Hello world"), text("Hello")])
    let narrow = try layout(view, 100, 100)
    #expect(narrow.map(\.path) == ["0", "0.0"])
    #expect(narrow.map(\.label) == [nil, "Hello"])
    #expect(narrow[0].frame == rect(25, 40, 50, 20))
    #expect(narrow[1].frame == rect(25, 40, 50, 20))
    // In 200 the long label fits (110 <= 200).
    let wide = try layout(view, 200, 100)
    #expect(wide.map(\.label) == [nil, "Hello world"])
    #expect(wide[1].frame == rect(45, 40, 110, 20))
  }

  @Test func idealEqualToTheProposalFits() throws {
    // 110 <= 110.
    let result = try layout(viewThatFits([text("Hello world"), text("Hi")]), 110, 100)
    #expect(result.map(\.label) == [nil, "Hello world"])
  }

  @Test func noneFitsTheLastIsLaidOutWithTheProposal() throws {
    // Neither fits 30: the last, "Hello", is proposed 30 and wraps into "Hel", "lo": 30 x 40.
    let result = try layout(viewThatFits([text("Hello world"), text("Hello")]), 30, 100)
    #expect(result.map(\.label) == [nil, "Hello"])
    #expect(result[0].frame == rect(0, 30, 30, 40))
    #expect(result[1].frame == rect(0, 30, 30, 40))
  }

  @Test func verticalOnlyKeepsTheProposedWidthWhileMeasuring() throws {
    // in: vertical, proposal 50 x 50. Decision 4: the width stays 50 while measuring, so
    // "Hello world" wraps into 3 lines (60 high > 50) and does not fit; the box is chosen.
    // (Measured with no width it would be one 20-high line and fit.)
    let view = viewThatFits(horizontal: false, [text("Hello world"), box(500, 40)])
    let result = try layout(view, 50, 50)
    #expect(result.map(\.path) == ["0", "0.0", "0.0.0"])
    // The box is 500 wide: the width is not constrained. Centred: x (50 - 500) / 2 = -225.
    #expect(result[0].frame == rect(-225, 5, 500, 40))
  }

  @Test func horizontalOnlyIgnoresHeight() throws {
    // A 200-high box fits a 100 x 50 proposal when only the width is constrained.
    let view = viewThatFits(vertical: false, [box(100, 200), box(10, 10)])
    let result = try layout(view, 100, 50)
    #expect(result[0].frame == rect(0, -75, 100, 200))
    #expect(result.count == 3)
  }

  @Test func noConstrainedAxisShowsTheFirst() throws {
    let view = viewThatFits(horizontal: false, vertical: false, [box(500, 500), box(10, 10)])
    let result = try layout(view, 100, 100)
    #expect(result[0].frame == rect(-200, -200, 500, 500))
    #expect(result.count == 3)
  }

  @Test func emptyIsZeroSized() throws {
    let result = try layout(viewThatFits([]), 100, 100)
    #expect(result.map(\.frame) == [rect(50, 50, 0, 0)])
  }

  @Test func unchosenChildrenAreNotInTheDumpAndPathsCountShownChildren() throws {
    // hstack [viewThatFits [110-wide text, 30-wide text], 20 x 20 box] in 100:
    // the stack offers the first child its share; "Hello world" never fits 100 - 8 - 20 = 72,
    // so "abc" (30) is shown. Row 30 + 8 + 20 = 58 wide, 20 high, at (21, 40).
    let view = hstack([viewThatFits([text("Hello world"), text("abc")]), box(20, 20)])
    let result = try layout(view, 100, 100)
    #expect(result.map(\.path) == ["0", "0.0", "0.0.0", "0.1", "0.1.0"])
    #expect(result[2].label == "abc")
    #expect(result[0].frame == rect(21, 40, 58, 20))
    #expect(result[2].frame == rect(21, 40, 30, 20))
    #expect(result[3].frame == rect(59, 40, 20, 20))
  }

  @Test func chosenChildsBaselineIsTheContainers() throws {
    // hstack(firstTextBaseline) [viewThatFits [text "Hi" padded 10 on top], 20 x 20 box]:
    // the text's baseline 16 + 10 = 26; the box's baseline is its bottom, so it sits at y 6.
    let view = hstack(
      alignment: .firstTextBaseline,
      [
        viewThatFits([text("Hi").padding(EdgeInsets(top: 10))]),
        box(20, 20),
      ])
    let result = try layout(view, nil, nil)
    // Row: 20 + 8 + 20 = 48 wide; 30 high (the text column spans 0...30, the box 6...26).
    #expect(result[0].frame == rect(0, 0, 48, 30))
    #expect(result[4].frame == rect(28, 6, 20, 20))
  }

  @Test func measuringEqualsPlacing() throws {
    let tree = viewThatFits([text("Hello world"), text("Hello")]).tree()
    for width in [30.0, 60, 200] {
      let state = LayoutState(tree: tree, context: context(width, 100, rounded: false))
      for item in state.placeAll() {
        let fresh = LayoutState(tree: tree, context: context(width, 100, rounded: false))
        #expect(fresh.size(of: item.node, item.proposal) == item.frame.size)
      }
    }
  }
}
