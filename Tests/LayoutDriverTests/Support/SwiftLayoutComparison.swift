// Comparing a SwiftUI source with the `.lyt` that says the same, through the driver as a user
// runs it: the same views, kinds, labels and frames in the same order (source positions and
// paths aside). Shared by the Swift reader's suites.
import Testing

/// Kind, label, id, role and frame of every node (not paths, depth and source positions).
func swiftAndLytRows(_ source: String, language: String, _ flags: [String] = []) -> [String] {
  Examples.frames(
    Examples.run(
      ["-", "--language", language, "--format", "json", "--color", "never"] + flags,
      input: source))
}

/// Expects the Swift source to lay out exactly as the `.lyt` source.
func expectSame(
  swift: String, lyt: String, _ flags: [String] = [],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let expected = swiftAndLytRows(lyt, language: "lyt", flags)
  let actual = swiftAndLytRows(swift, language: "swift", flags)
  #expect(expected.count > 0, sourceLocation: sourceLocation)
  #expect(
    actual == expected,
    "\n\(actual.joined(separator: "\n"))\n--- expected ---\n\(expected.joined(separator: "\n"))",
    sourceLocation: sourceLocation)
}
