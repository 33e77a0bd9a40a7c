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

  /// Every example's conversation (from the HTML page's data, where each line names the
  /// views it is about): whoever asks a view, or asks it again, is its parent in the printed
  /// tree (a grid asks the cells of its rows, which have no layout of their own), and only
  /// the root is asked by the screen. A ViewThatFits also asks the candidates it does not
  /// show, which are not printed, nor is what they ask: a line naming one view must not be
  /// about it (its position is another's).
  @Test(arguments: Examples.names.map { $0 + ".lyt" } + Examples.swiftNames.map { $0 + ".swift" })
  func speakersAreTheTreesParents(_ file: String) throws {
    let name = String(file.prefix { $0 != "." })
    let ext = file.hasSuffix(".swift") ? "swift" : "lyt"
    let run = Examples.run(
      ["examples/\(file)", "--format", "html", "--color", "never"]
        + Examples.arguments(of: name, extension: ext))
    #expect(run.status == 0, "\(file): \(run.errors)")
    let start = try #require(run.output.range(of: "id=\"layoutc-data\">"))
    let end = try #require(
      run.output.range(of: "</script>", range: start.upperBound..<run.output.endIndex))
    let json = String(run.output[start.upperBound..<end.lowerBound])
    let data = try #require(json.data(using: .utf8))
    let page = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    for dump in page["dumps"] as? [[String: Any]] ?? [] {
      let paths = (dump["nodes"] as? [[String: Any]] ?? []).map { text($0["path"]) }
      let kinds = (dump["nodes"] as? [[String: Any]] ?? []).map { text($0["kind"]) }
      let positions = (dump["nodes"] as? [[String: Any]] ?? []).map {
        ($0["at"] as? [Int] ?? []).map(String.init).joined(separator: ":")
      }
      for line in dump["conversation"] as? [[String: Any]] ?? [] {
        let words = text(line["text"])
        let nodes = line["nodes"] as? [Int] ?? []
        guard let arrow = words.range(of: " → ") ?? words.range(of: " asks "),
          words[..<arrow.lowerBound].firstIndex(of: ":") == nil
        else { continue }
        if words.hasPrefix("screen → ") {
          #expect(nodes.map { paths[$0] } == ["0"], "\(file): \(words)")
          continue
        }
        if nodes.isEmpty || (nodes.count == 1 && positions[nodes[0]] != text(line["at"])) {
          continue
        }
        guard nodes.count == 2 else {
          Issue.record("\(file): \(words) names \(nodes.count) views")
          continue
        }
        var parent = String(paths[nodes[0]].split(separator: ".").dropLast().joined(separator: "."))
        if let row = paths.firstIndex(of: parent), kinds[row] == "gridrow" {
          parent = String(parent.split(separator: ".").dropLast().joined(separator: "."))
        }
        #expect(
          paths[nodes[1]] == parent,
          "\(file): \(words): \(paths[nodes[1]]) is not the parent of \(paths[nodes[0]])")
      }
    }
  }

  @Test func aGeometryReadersSecondPassIsItsParentsQuestion() {
    // The fixed-size reader takes its ideal 10x10; placed, it is asked again for 10x10 (its
    // content's proposal) by the fixedSize around it, which JSON lists among its questions.
    let source = "geometryReader(g) < text \"x\" > .fixedSize()\n"
    let run = Examples.run(["-", "--explain", "--color", "never"], input: source)
    #expect(run.output.contains("1:1     fixedsize → geometryreader: you can have 10×10;"))
    let json = Examples.run(["-", "--explain", "--format", "json"], input: source)
    let reader = nodes(json).first { text($0["kind"]) == "geometryreader" }
    let layout = reader?["layout"] as? [String: Any] ?? [:]
    let asked = (layout["queries"] as? [[String: Any]] ?? []).map { pair($0["proposal"]) }
    #expect(asked == ["<null>x<null>", "10x10"])
    // In SwiftUI source the reader is the body of a view struct, which asks it again.
    let swift = Examples.run(
      ["examples/swiftui/geometry-ninety-percent.swift", "--explain", "--color", "never"])
    let again = swift.output.split(separator: "\n").filter { $0.contains("→ geometryreader") }
    #expect(again.count == 2)
    #expect(again.allSatisfy { $0.contains("view ContentView → geometryreader: ") }, "\(again)")
  }

  @Test func oneTruncatedViewKeepsItsStacksPriorityLine() {
    // London Heathrow is truncated because San Francisco has priority 100 and the arrow is
    // less flexible: the stack's fitting order says so, and the arithmetic of its first
    // share, 280 - 3 x 8 - 20.333 = 235.667.
    let run = Examples.run(
      ["examples/stacks/priority-truncation.lyt", "--explain", "0.0.0", "--color", "never"])
    #expect(
      run.output.contains(
        "hstack: the width each child can take, least to most, in the order I offer space "
          + "(higher priority first, then the least flexible): text \"San Francisco\" 0 to "
          + "107, priority 100; image arrow.right fixed at 20.333;"))
    #expect(run.output.contains("the text needs more than 75.333 wide for its one line"))
  }

  @Test func aSpacerIsOfferedSpaceLast() {
    let run = Examples.run(
      ["-", "--explain", "--color", "never"], input: "hstack < text \"A\" spacer >\n")
    #expect(run.output.contains("spacer 8 to ∞, a spacer (offered space last)"))
    #expect(!run.output.contains("-inf"))
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
      // B is named only in the stack's fitting order, which says when A's turn comes.
      #expect(!run.output.contains("→ text \"B\""), "\(selector)")
      #expect(!run.output.contains("text \"B\": I need"), "\(selector)")
    }
    let missing = Examples.run(["-", "--explain", "nope"], input: source)
    #expect(missing.status == 1)
    // The error is at the argument, not at a place in the file.
    #expect(
      missing.errors
        == "layoutc: error: '--explain nope': no view in - has this id, path or line:column\n")
    // CSV has no place for a conversation.
    #expect(Examples.run(["-", "--explain", "--format", "csv"], input: source).status == 64)
  }

  /// The placing line about the view written at `column` of line 1 of `source`.
  private func placing(_ source: String, at column: Int, _ extra: [String] = []) -> String {
    let run = Examples.run(["-", "--explain", "--color", "never"] + extra, input: source)
    return run.output.split(separator: "\n").first {
      $0.hasPrefix("1:\(column) ") && ($0.contains(": I put ") || $0.contains(": I centre "))
    }.map(String.init) ?? "none in:\n\(run.output)"
  }

  @Test func placingLinesSayWhyTheViewIsThere() {
    // The frame's alignment puts the text at its top-leading corner.
    let frame = placing("text \"Hi\" .frame(width: 100, height: 100, alignment: topLeading)", at: 1)
    #expect(
      frame.hasSuffix(
        "there because the frame's alignment is topLeading: its top-leading corner at the "
          + "frame's"), "\(frame)")
    // A ZStack's alignment: 100 - 16 = 84 across, 100 - 20.333 = 79.667 down.
    let zstack = placing(
      "zstack(alignment: bottomTrailing) < red .frame(width: 100, height: 100) text \"Hi\" >",
      at: 73)
    #expect(
      zstack.hasSuffix(
        "the zstack's alignment is bottomTrailing: its trailing edge and bottom on the zstack's: "
          + "100 − 16 = 84 across and 100 − 20.333 = 79.667 down"), "\(zstack)")
    // An alignment guide moves the text's leading guide 10 before its leading edge.
    let guide = placing(
      "zstack(alignment: leading) < red .frame(width: 100, height: 100) "
        + "text \"Hi\" .alignmentGuide(leading, -10) >", at: 66)
    #expect(
      guide.contains(
        "its leading guide at -10 (set by an alignment guide) on the zstack's at 0: 0 + 10 = 10 "
          + "across; its vertical centre on the zstack's: (100 − 20.333) / 2 = 39.833 down"),
      "\(guide)")
    // A stack: after the first child and its gap, and on the line of the children's guides.
    let stack = placing(
      "hstack(alignment: bottom) < text \"x\" .alignmentGuide(bottom, d[top]) text \"y\" >",
      at: 70)
    #expect(
      stack.hasSuffix(
        "it comes after text \"x\", which ends at 8.667, and a gap of 8: 16.667 across; its "
          + "bottom guide, at 20.333, is on the line the stack's children share, at 20.333: "
          + "0 down"), "\(stack)")
    let first = placing(
      "hstack(alignment: bottom) < text \"x\" .alignmentGuide(bottom, d[top]) text \"y\" >",
      at: 29)
    #expect(first.contains("its bottom guide, at 0 (set by an alignment guide), is on the line"))
    // Offset and position.
    let offset = placing("text \"Hi\" .offset(x: 5, y: 7)", at: 1)
    #expect(offset.contains("the offset moves it (5, 7) from where the offset itself is"))
    let position = placing("text \"B\" .position(x: 50, y: 10)", at: 1)
    #expect(
      position.hasSuffix(
        "the position puts its centre at (50, 10) of the position's frame: 50 − 11 / 2 = 44.5 "
          + "across and 10 − 20.333 / 2 = -0.167 down"), "\(position)")
    // A GeometryReader's content is at its top-leading corner.
    let reader = placing("geometryReader(g) < text \"z\" >", at: 21)
    #expect(reader.hasSuffix("a GeometryReader puts its content at its top-leading corner"))
  }

  @Test func rightToLeftPositionsCountFromTheRightEdge() {
    // Mirrored, "B" is left of "A": it still comes after "A" (11 wide) and a gap of 8, 19 in
    // from the stack's right edge; the stack's gap is 8, not -30.
    let source = "hstack < text \"A\" text \"B\" > .frame(width: 200, alignment: leading)"
    let b = placing(source, at: 19, ["--layout-direction", "rtl"])
    #expect(
      b.hasSuffix(
        "it comes after text \"A\", which ends at 11, and a gap of 8: 19 across; its center "
          + "guide, at 10.167, is on the line the stack's children share, at 10.167: 0 down "
          + "(right to left: across is counted from the right edge)"), "\(b)")
    let stack = placing(source, at: 1, ["--layout-direction", "rtl"])
    #expect(stack.contains("1 gap of 8 between them"), "\(stack)")
    #expect(stack.contains("the frame's alignment is leading: its leading edge"), "\(stack)")
  }

  @Test func theRootIsCentredInTheSafeArea() {
    // iPhone 16: 393x852 less 59 top and 34 bottom; the padded text is 56x60.333, at
    // 59 + (759 - 60.333) / 2 = 408.333, not (852 - 60.333) / 2 = 395.833.
    let root = placing("text \"Hi\" .padding(20)", at: 11, ["--device", "iphone-16"])
    #expect(
      root.hasSuffix(
        "it is centred in the safe area, the screen less insets of 59 top, 0 leading, 34 "
          + "bottom, 0 trailing: (393 − 56) / 2 = 168.5 across, 59 + (759 − 60.333) / 2 = "
          + "408.333 down; centred in the whole screen it would be at (168.5, 395.833)"), "\(root)")
    let plain = placing("text \"Hi\" .padding(20)", at: 11)
    #expect(
      plain.hasSuffix(
        "it is centred in the screen: (390 − 56) / 2 = 167 across, (844 − 60.333) / 2 = "
          + "391.833 down"), "\(plain)")
  }

  /// Every example's placing lines give the reason for the position.
  @Test(arguments: Examples.names)
  func everyPlacingLineSaysWhy(_ name: String) {
    let run = Examples.run(
      ["examples/\(name).lyt", "--explain", "--color", "never"] + Examples.arguments(of: name))
    for line in run.output.split(separator: "\n")
    where line.contains(": I put ") || line.contains(": I centre ") {
      #expect(line.contains("; there because "), "\(name): \(line)")
    }
  }

  @Test func briefIsOneLinePerView() {
    // One line per printed view, in the tree's order, with its size, position and both
    // reasons; JSON keeps its layout objects.
    let file = "examples/stacks/priority-truncation.lyt"
    let brief = Examples.run([file, "--explain", "brief", "--color", "never"])
    #expect(brief.status == 0)
    let tree = Examples.run([file, "--color", "never"])
    let lines = brief.output.split(separator: "\n")
    #expect(lines.count == tree.output.split(separator: "\n").count)
    #expect(lines.allSatisfy { $0.contains("; there because ") })
    #expect(
      lines[2].hasPrefix(
        "13:3      text \"London Heathrow\" 70.333×20.333 at (57.5, 411.833): the text needs "
          + "more than 75.333 wide for its one line"), "\(lines[2])")
    let json = Examples.run([file, "--explain", "--format", "json"])
    let briefJSON = Examples.run([file, "--explain", "brief", "--format", "json"])
    #expect(json.output == briefJSON.output)
  }

  @Test func aPositionSelectsTheViewWrittenAroundIt() {
    // Anywhere in a view's source, not only its first token: the innermost view there. A
    // modifier that is no view of its own (`.id`) belongs to the view before it.
    let source = "hstack < text \"A\" .id(\"a\") .padding(20) text \"B\" >\n"
    func selected(_ selector: String) -> String {
      let run = Examples.run(["-", "--explain", selector, "--color", "never"], input: source)
      return String(run.output.prefix { $0 != "(" })
    }
    #expect(selected("1:16") == "1:10  text \"A\" #a ")  // in "A"
    #expect(selected("1:22") == "1:10  text \"A\" #a ")  // in .id("a")
    #expect(selected("1:36") == "1:28  padding ")  // in .padding(20)
    #expect(selected("1:3") == "1:1   hstack ")  // in the stack's name
    #expect(selected("1:50") == "1:1   hstack ")  // its closing >
    // In Swift: inside Text("Hi") (6:14) and on .padding's argument (7:23).
    let swift = "examples/hello.swift"
    let text = Examples.run([swift, "--explain", "6:14", "--color", "never"])
    #expect(text.output.hasPrefix("6:9  text \"Hi\" (path 0.0.0.0)"), "\(text.output)")
    let padding = Examples.run([swift, "--explain", "7:23", "--color", "never"])
    #expect(padding.output.hasPrefix("7:13  padding (path 0.0.0)"), "\(padding.output)")
  }

  @Test func aPositionWithNoViewIsAnErrorAtTheArgument() {
    let source = "hstack < text \"A\" >\n"
    let after = Examples.run(["-", "--explain", "1:40"], input: source)
    #expect(after.status == 1)
    #expect(
      after.errors == "layoutc: error: '--explain 1:40': no view in - is written at line 1, "
        + "column 40\n")
    let below = Examples.run(["-", "--explain", "3:1"], input: source)
    #expect(below.status == 1)
    #expect(below.errors == "layoutc: error: '--explain 3:1': - has no line 3 (it has 1 line)\n")
  }
}
