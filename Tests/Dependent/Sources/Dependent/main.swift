// Lays out two view trees through LayoutKit's public API and prints their frames: one from
// `.lyt` text, one built in code with a custom `Layout`. The README's "Use it from Swift"
// shows this file.
import LayoutEngine
import LayoutOutput
import LayoutResolver
import LayoutSyntax

// 1. `.lyt` text to frames: parse, resolve, lay out, print as `layoutc` does.
let text = """
  vstack(spacing: 8) <
    text "Hello, **world**" .padding(20) .background(red)
    hstack < circle .frame(width: 10, height: 10) spacer text "3 items" >
  >
  """
let source = SourceFile(name: "hello.lyt", bytes: Array(text.utf8))
let parsed = Parser.parse(source)
let resolved = Resolver.resolve(parsed.file, in: source, options: ResolveOptions())
for diagnostic in parsed.diagnostics + resolved.diagnostics {
  print(DiagnosticRenderer(color: false).render(diagnostic, in: source), terminator: "")
}
guard let tree = resolved.tree else { fatalError("hello.lyt has errors") }
let screen = ProposedSize(width: 390, height: 844)
let context = LayoutContext(screen: screen, scale: 3, textMeasurer: SFTextMeasurer())
let frames = try LayoutEngine.layout(tree, in: context)
print(TreeRenderer().render(Dump(file: source.name, screen: screen, scale: 3, tree: frames)))

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
let builtFrames = try LayoutEngine.layout(built, in: context)
print(TreeRenderer().render(Dump(file: "built", screen: screen, scale: 3, tree: builtFrames)))
