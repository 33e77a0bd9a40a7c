// Invariants over every example (issue 3), beyond their goldens: each node
// measured afresh for the proposal it was placed with gives the size it was placed at (what
// the memo returns is what measuring returns); no NaN or infinity; repeated runs print the
// same bytes; JSON and CSV carry the same frames. Run at the example's own flags for the
// bytes, and at two other screens (a small one and `auto`) for the layout invariants.
import Foundation
import LayoutResolver
import LayoutSyntax
import Testing

@testable import LayoutEngine

@Suite struct ExampleInvariantTests {
  static let screens: [ProposedSize] = [
    ProposedSize(width: 390, height: 844), ProposedSize(width: 120, height: 200),
    ProposedSize(width: nil, height: nil),
  ]

  @Test(arguments: Examples.names)
  func measuringEqualsPlacing(_ name: String) throws {
    let url = Examples.directory.appendingPathComponent(name + ".lyt")
    let source = SourceFile(name: name, bytes: Array(try Data(contentsOf: url)))
    let parsed = Parser.parse(source)
    let tree = try #require(
      Resolver.resolve(parsed.file, in: source, options: ResolveOptions()).tree)
    for screen in Self.screens {
      let context = LayoutContext(
        screen: screen, textMeasurer: SFTextMeasurer(), rounded: false)
      for item in LayoutState(tree: tree, context: context).placeAll() {
        let fresh = LayoutState(tree: tree, context: context)
        let size = fresh.size(of: item.node, item.proposal)
        #expect(
          size == item.frame.size,
          "\(name) at \(screen): node \(item.node) placed at \(item.frame.size), measures \(size)")
        let values = [item.frame.minX, item.frame.minY, size.width, size.height]
        #expect(values.allSatisfy { $0.isFinite })
      }
    }
  }

  @Test(arguments: Examples.names)
  func repeatedRunsPrintTheSameBytesAndFormatsAgree(_ name: String) {
    let arguments = ["examples/\(name).lyt", "--color", "never"] + Examples.arguments(of: name)
    let first = Examples.run(arguments + ["--format", "json"])
    let second = Examples.run(arguments + ["--format", "json"])
    #expect(first.status == 0)
    #expect(first.output == second.output)
    #expect(!first.output.contains("nan") && !first.output.contains("inf"))
    // Every CSV row's frame appears in the JSON as that node's frame object.
    let csv = Examples.run(arguments + ["--format", "csv"])
    let rows = csv.output.split(separator: "\n").dropFirst()
    for row in rows {
      let fields = row.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      // Without several sizes the columns are path,...,x,y,width,height,line,column,truncated.
      guard fields.count >= 11, !fields[0].hasPrefix("\"") else { continue }
      let n = fields.count
      let frame =
        "\"frame\": { \"x\": \(fields[n - 7]), \"y\": \(fields[n - 6]), "
        + "\"width\": \(fields[n - 5]), \"height\": \(fields[n - 4]) }"
      #expect(first.output.contains(frame), "\(name): \(row) not in the JSON")
    }
  }
}
