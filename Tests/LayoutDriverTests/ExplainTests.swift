// `--explain`: the trace is complete and agrees with the dump. For every example, each node's
// recorded size is its frame's size before rounding, and the proposal its parent placed it
// with is among the questions it was asked. The conversations themselves are goldens
// (`examples/**/NAME.explain`, GoldenExampleTests).
import Foundation
import Testing

@Suite struct ExplainTests {
  /// Every node of a JSON dump, depth first.
  private func nodes(_ run: Examples.Run) -> [[String: Any]] {
    guard let data = run.output.data(using: .utf8),
      let json = try? JSONSerialization.jsonObject(with: data)
    else { return [] }
    // One document, or an array of them (several sizes).
    let documents = json as? [[String: Any]] ?? [json as? [String: Any] ?? [:]]
    var all: [[String: Any]] = []
    var work = documents.compactMap { $0["root"] as? [String: Any] }.reversed().map { $0 }
    while let node = work.popLast() {
      all.append(node)
      work += (node["children"] as? [[String: Any]] ?? []).reversed()
    }
    return all
  }

  private func text(_ value: Any?) -> String { value.map { "\($0)" } ?? "nil" }

  private func pair(_ object: Any?) -> String {
    let o = object as? [String: Any] ?? [:]
    return text(o["width"]) + "x" + text(o["height"])
  }

  @Test(arguments: Examples.names)
  func traceMatchesTheDump(_ name: String) {
    let run = Examples.run(
      ["examples/\(name).lyt", "--format", "json", "--explain", "--unrounded", "--color", "never"]
        + Examples.arguments(of: name))
    #expect(run.status == 0, "\(name): \(run.errors)")
    let all = nodes(run)
    #expect(!all.isEmpty)
    for node in all {
      let path = text(node["path"])
      guard let layout = node["layout"] as? [String: Any] else {
        Issue.record("\(name) \(path): no layout")
        continue
      }
      #expect(pair(layout["size"]) == pair(node["frame"]), "\(name) \(path): size")
      let proposed = pair(layout["proposed"])
      let asked = (layout["queries"] as? [[String: Any]] ?? []).map { pair($0["proposal"]) }
      #expect(asked.contains(proposed), "\(name) \(path): \(proposed) not among \(asked)")
      let reason = layout["reason"] as? [String: Any] ?? [:]
      #expect(text(reason["code"]) != "unknown", "\(name) \(path): no reason")
    }
  }

  @Test func theSeedConversation() {
    // The padding proposes the screen less 20 on each side and adds 40 to the text's answer;
    // the background offers that size to the colour; the root centres the whole.
    let run = Examples.run(
      ["-", "--explain", "--color", "never"], input: "text \"Hello, World!\" .padding(20) .background(red)")
    let lines = run.output.split(separator: "\n").map {
      $0.drop { $0 != " " }.trimmingCharacters(in: .whitespaces)
    }
    #expect(lines.contains("padding → text \"Hello, World!\": you can have 350×804; how much do you need?"))
    #expect(lines.contains("text \"Hello, World!\": I need 96.667×20.333"))
    #expect(lines.contains("padding: I need 136.667×60.333"))
    #expect(lines.contains("background → color red: you can have 136.667×60.333; how much do you need?"))
    #expect(lines.contains { $0.hasPrefix("screen: I centre background at (126.667, 391.833), 136.667×60.333") })
  }

  @Test func oneView() {
    // By id, path or line:column; only the lines about it, after its summary.
    let source = "hstack < text \"A\" .id(\"a\") text \"B\" >"
    for selector in ["a", "0.0", "1:10"] {
      let run = Examples.run(["-", "--explain", selector, "--color", "never"], input: source)
      #expect(run.status == 0)
      #expect(run.output.hasPrefix("1:10  text \"A\" #a (path 0.0) is"), "\(selector)")
      #expect(!run.output.contains("text \"B\""), "\(selector)")
    }
    let missing = Examples.run(["-", "--explain", "nope"], input: source)
    #expect(missing.status == 1)
    #expect(missing.errors.contains("'--explain nope': no view has this id, path or line:column"))
    // CSV has no place for a conversation.
    #expect(Examples.run(["-", "--explain", "--format", "csv"], input: source).status == 64)
  }
}
