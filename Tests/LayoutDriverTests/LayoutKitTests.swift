// LayoutKit's face: what `layoutc` does to one file on one screen, in a few calls.
import LayoutKit
import Testing

@Suite struct LayoutKitTests {
  private let hello = """
    vstack(spacing: 8) <
      text "Hello" .padding(20) .background(red)
      color(blue) .frame(width: 40, height: 40) .id("square")
    >
    """

  /// The dump is the command's, byte for byte.
  @Test func aDumpIsTheCommands() throws {
    let document = try LayoutDocument(lyt: hello, name: "-")
    for format in OutputFormat.allCases {
      let command = Examples.run(
        ["-", "--size", "390x844", "--format", format.rawValue, "--color", "never"], input: hello)
      #expect(try document.dump(on: Screen(width: 390, height: 844), as: format) == command.output)
    }
  }

  /// The explanations are the command's, byte for byte.
  @Test func anExplanationIsTheCommands() throws {
    let document = try LayoutDocument(lyt: hello, name: "-")
    let screen = Screen(width: 390, height: 844)
    for (explanation, flag) in [(Explanation.conversation, "--explain"), (.brief, "brief")] {
      var arguments = ["-", "--size", "390x844", "--color", "never", "--explain"]
      if flag == "brief" { arguments.append("brief") }
      let command = Examples.run(arguments, input: hello)
      #expect(try document.dump(on: screen, explanation: explanation) == command.output)
    }
  }

  /// Frames as values, on a device preset: the square is 40×40, centred on the iPhone 16's 393
  /// points, (393 - 40) / 2 = 176.5 in, on the 3x pixel grid 530 / 3.
  @Test func framesOnADevice() throws {
    let frames = try LayoutDocument(lyt: hello).frames(on: Screen.device("iphone-16")!)
    let square = try #require(frames.nodes.first { $0.id == "square" })
    #expect(square.frame == Rect(x: 530.0 / 3, y: square.frame.minY, width: 40, height: 40))
  }

  /// SwiftUI source reads as the command reads it.
  @Test func swiftSource() throws {
    let document = try LayoutDocument(
      swift: "struct A: View { var body: some View { Color.red.frame(width: 10, height: 20) } }")
    let frames = try document.frames(on: Screen(width: 100, height: 100))
    #expect(frames.nodes.last?.frame == Rect(x: 45, y: 40, width: 10, height: 20))
  }

  /// A tree built in code gets the same calls: a 40×40 rectangle is centred on a 390×844
  /// screen at ((390 - 40) / 2, (844 - 40) / 2) = (175, 402), and drawn there.
  @Test func aTreeBuiltInCode() throws {
    var tree = ViewTree()
    let here = SourcePosition(line: 1, column: 1)
    let shape = tree.append(ViewNode(kind: .shape(.rectangle), source: here))
    tree.root = tree.append(
      ViewNode(
        kind: .frame(width: 40, height: 40, alignment: .center), children: [shape],
        source: here))
    let document = LayoutDocument(tree: tree, name: "built")
    let screen = Screen(width: 390, height: 844)
    let frames = try document.frames(on: screen)
    #expect(
      frames.nodes.map(\.frame)
        == Array(repeating: Rect(x: 175, y: 402, width: 40, height: 40), count: 2))
    #expect(try document.dump(on: screen).hasPrefix("frame (175, 402) 40×40\n"))
    #expect(
      try document.dump(on: screen, as: .svg).contains(
        "<rect x=\"175\" y=\"402\" width=\"40\" height=\"40\""))
  }

  /// What a custom shape's Swift meets while it is drawn is an error at its place, as
  /// `layoutc` reports it; its frames, which never run `path(in:)`, lay out.
  @Test func aShapeWhoseSwiftFailsThrowsWhenDrawn() throws {
    let document = try LayoutDocument(
      swift: """
        struct Broken: Shape {
            let points: [CGPoint] = []
            func path(in rect: CGRect) -> Path {
                Path { p in p.move(to: points[0]) }
            }
        }
        struct A: View { var body: some View { Broken().frame(width: 10, height: 10) } }
        """, name: "Broken.swift")
    let screen = Screen(width: 100, height: 100)
    #expect(
      try document.frames(on: screen).nodes.first?.frame
        == Rect(x: 45, y: 45, width: 10, height: 10))
    #expect {
      try document.dump(on: screen, as: .svg)
    } throws: { error in
      guard let failure = error as? LayoutFailure else { return false }
      return failure.description.hasPrefix("Broken.swift:4:")
        && failure.description.contains("index 0 is out of range")
    }
  }

  /// Lint finds what `layoutc lint` finds.
  @Test func lintFindings() throws {
    let document = try LayoutDocument(
      lyt: "text \"A title much too long\" .lineLimit(1) .frame(width: 40)")
    let findings = try document.lint(on: Screen(width: 390, height: 844))
    #expect(findings.map(\.rule) == ["text-truncated"])
  }

  /// Errors are thrown with their diagnostics, at their line and column.
  @Test func errorsAreThrownWithTheirPlace() {
    #expect {
      try LayoutDocument(lyt: "vstack <\n  txt \"a\"\n>", name: "bad.lyt")
        .frames(on: Screen(width: 390, height: 844))
    } throws: { error in
      guard let failure = error as? LayoutFailure else { return false }
      return failure.description.hasPrefix("bad.lyt:2:3: error: unknown view 'txt'")
    }
  }
}
