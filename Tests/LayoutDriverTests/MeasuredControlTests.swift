// Controls, lists, forms and navigation as SwiftUI measured them: every case of
// Fixtures/controls-measured/cases.json (made by derive.py from the measured training data:
// macOS 26 NSHostingView at 2x, an iOS 26 simulator at 2x) is run with its arguments, and every
// probe (`.id("name")`) must have the frame SwiftUI gave it, to 0.01 pt. Nothing here comes
// from layoutc's own output.
import Foundation
import Testing

/// One measured case.
struct MeasuredControlCase: CustomTestStringConvertible, Sendable {
  var id: String
  var swift: String
  var arguments: [String]
  /// Probe name to [x, y, width, height].
  var measured: [String: [Double]]
  var testDescription: String { id }

  static let folder = Examples.root.appendingPathComponent(
    "Tests/LayoutDriverTests/Fixtures/controls-measured")

  static let all: [MeasuredControlCase] = {
    guard
      let data = try? Data(contentsOf: folder.appendingPathComponent("cases.json")),
      let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let cases = document["cases"] as? [[String: Any]]
    else { return [] }
    return cases.compactMap { item in
      guard let id = item["id"] as? String, let swift = item["swift"] as? String,
        let arguments = item["args"] as? [String],
        let measured = item["measured"] as? [String: [Double]]
      else { return nil }
      let assets = folder.appendingPathComponent("assets").path
      return MeasuredControlCase(
        id: id, swift: swift, arguments: arguments.map { $0 == "{ASSETS}" ? assets : $0 },
        measured: measured)
    }
  }()

  /// The frame of each node with an `.id`, the first in pre-order for a name.
  func frames() -> (frames: [String: [Double]], errors: String) {
    let run = Examples.run(
      ["-", "--language", "swift", "--format", "json", "--color", "never"] + arguments,
      input: swift)
    guard run.status == 0, let data = run.output.data(using: .utf8),
      let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let root = document["root"] as? [String: Any]
    else { return ([:], "exit \(run.status): \(run.errors)") }
    var found: [String: [Double]] = [:]
    func visit(_ node: [String: Any]) {
      if let id = node["id"].map({ "\($0)" }), found[id] == nil,
        let frame = node["frame"] as? [String: Double]
      {
        found[id] = ["x", "y", "width", "height"].map { frame[$0] ?? .nan }
      }
      for child in node["children"] as? [[String: Any]] ?? [] { visit(child) }
    }
    visit(root)
    return (found, "")
  }
}

@Suite struct MeasuredControlTests {
  /// Cases layoutc does not match, and why (two iOS list cases are not only the text). The iOS
  /// cases come from one iPhone SE simulator
  /// whose text lines are about 1.2 times as tall as every other iOS 26 source's (body 24.5
  /// against 20.333, see layoutc(1) CONTROL METRICS): layoutc keeps the measured text metrics,
  /// so every frame that holds or follows a text differs by the difference in line height,
  /// while the control geometry around the text (insets, heights of text-free controls, widths)
  /// is what these cases fitted.
  static let explained: [String: String] = [
    "ios/button/basic":
      "text: each title is 24.5 high in the simulator (20.333 here); bordered buttons are that + 14, widths match",
    "ios/textfield/basic":
      "text: the plain field is its line + 1.5 (26 = 24.5 + 1.5 there, 21.833 here); rounded fields are 34 in both",
    "ios/picker/basic":
      "text: the menu picker is its line + 16 high (40.5 there, 36.333 here) and its title + 40 wide; the stack moves with it",
    "ios/list/basic":
      "text, mostly: rows are their line + 31.5 (56 there, 52 here at the 52 minimum), so every row below the first moves; the titled section's header block is 62 there against 63 here, a point the taller line does not explain either",
    "ios/list/plain":
      "text, and not only: rows are their line + 31.5 (56 there, 52 here), but the section header's block is 66.5 there against 28.333 here (UITableView's plain header, 4 + line + 4): SwiftUI's plain list on iOS 26 spaces its headers as the inset-grouped one does, not modelled yet",
    "ios/layout/controls":
      "text: the two texts (24.5 against 20.333) and the text spacing between the stack's views differ",
    "ios/nav/push-inline@push":
      "text: the pushed text is 24.5 high there (20.333 here), centred at the same point",
    "ios/nav/scroll":
      "text: the large title's row holds a 48.6-pt line there (41 here), 0.5 taller",
    "ios/nav/list-scroll":
      "text: the large title's row is 0.5 taller there, and rows are their line + 31.5 (56 there, 52 here)",
    "ios/nav/ignores":
      "text: the large title's row is 0.5 taller there, so the scroll view starts 0.5 lower",
    // macOS cases not matched yet, with what is missing.
    "form/basic":
      "a labelled Slider's row in a columns Form is 23 high and keeps 4.742 from the row after it: not understood yet",
    "groupbox/basic":
      "text: \"Plain content\" measures 79 here against SwiftUI's 79.5 (a text-width error, not a control metric)",
  ]

  @Test(arguments: MeasuredControlCase.all)
  func measuredCase(_ measured: MeasuredControlCase) {
    let (frames, errors) = measured.frames()
    var mismatches: [String] = []
    if !errors.isEmpty { mismatches.append(errors) }
    for (probe, expected) in measured.measured.sorted(by: { $0.key < $1.key }) {
      guard let actual = frames[probe] else {
        mismatches.append("\(probe): missing")
        continue
      }
      if zip(actual, expected).contains(where: { abs($0 - $1) > 0.01 }) {
        mismatches.append("\(probe): \(actual) against SwiftUI's \(expected)")
      }
    }
    if let reason = Self.explained[measured.id] {
      withKnownIssue(Comment(rawValue: reason)) {
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "; "))")
      }
    } else {
      #expect(mismatches.isEmpty, "\(measured.id): \(mismatches.joined(separator: "; "))")
    }
  }

  @Test func everyCaseIsRead() {
    #expect(MeasuredControlCase.all.count == 53)
    #expect(Set(Self.explained.keys).isSubset(of: Set(MeasuredControlCase.all.map(\.id))))
    // At least 90 % of the macOS cases match.
    let mac = MeasuredControlCase.all.filter { !$0.id.hasPrefix("ios/") }
    let unmatched = mac.filter { Self.explained[$0.id] != nil }
    #expect(Double(mac.count - unmatched.count) >= 0.9 * Double(mac.count))
  }
}
