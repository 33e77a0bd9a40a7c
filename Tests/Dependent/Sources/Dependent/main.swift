// Lays out through LayoutKit alone: `.lyt` text on a device, then a view tree built in code
// with a custom `Layout`, and prints their frames. The README's "Use it from Swift" shows this
// file.
import LayoutKit

// 1. `.lyt` text to the dump `layoutc` prints, on a screen of 390x844 points at 3x.
let document = try LayoutDocument(
  lyt: """
    vstack(spacing: 8) <
      text "Hello, **world**" .padding(20) .background(red)
      hstack < circle .frame(width: 10, height: 10) spacer text "3 items" >
    >
    """, name: "hello.lyt")
let screen = Screen(width: 390, height: 844)
print(try document.dump(on: screen), terminator: "")
// The same text's frames on a device preset, read as values.
let phone = try document.frames(on: Screen.device("iphone-16")!)
print("on iphone-16 the stack is \(Int(phone.nodes[0].frame.size.width)) points wide\n")

// 2. A view tree built in code, with a container of our own: each subview one step further
// down and to the right, at its ideal size.
struct Staircase: Layout, Sendable {
  var step: Double

  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()) -> Size {
    var size = Size(width: 0, height: 0)
    for (index, subview) in subviews.enumerated() {
      let ideal = subview.sizeThatFits(.unspecified)
      size.width = max(size.width, Double(index) * step + ideal.width)
      size.height = max(size.height, Double(index) * step + ideal.height)
    }
    return size
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()
  ) -> [LayoutPlacement] {
    subviews.enumerated().map { index, subview in
      subview.place(
        at: Point(x: bounds.minX + Double(index) * step, y: bounds.minY + Double(index) * step),
        proposal: .unspecified)
    }
  }
}

var built = ViewTree()
let here = SourcePosition(line: 1, column: 1)
var steps: [Int] = []
for side in [30.0, 20, 10] {
  let shape = built.append(ViewNode(kind: .shape(.rectangle), source: here))
  steps.append(
    built.append(
      ViewNode(
        kind: .frame(width: side, height: side, alignment: .center), children: [shape],
        source: here)))
}
built.root = built.append(
  ViewNode(
    kind: .custom(AnyLayout(Staircase(step: 15), name: "staircase")), children: steps,
    source: here))
print(try LayoutDocument(tree: built, name: "built").dump(on: screen))
