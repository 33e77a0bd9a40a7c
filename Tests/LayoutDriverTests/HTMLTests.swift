// `--format html`: one self-contained page (no network: nothing fetched from outside), with
// every text escaped (a source holding `</script>` cannot end the data's script element),
// the same bytes on every run, and one tab per dump. The browser behaviour (selection,
// keyboard, tabs, highlight pixels) is checked in headless Chromium by .ci/check_html.py.
import Foundation
import Testing

@Suite struct HTMLTests {
  /// The page's JSON blob, parsed.
  private func data(_ page: String) -> [String: Any] {
    let start = "<script type=\"application/json\" id=\"layoutc-data\">"
    guard let open = page.range(of: start),
      let close = page.range(of: "</script>", range: open.upperBound..<page.endIndex),
      let object = try? JSONSerialization.jsonObject(
        with: Data(page[open.upperBound..<close.lowerBound].utf8)) as? [String: Any]
    else { return [:] }
    return object
  }

  private func dumps(_ page: String) -> [[String: Any]] {
    data(page)["dumps"] as? [[String: Any]] ?? []
  }

  /// What a page could fetch: URLs other than the SVG namespace, `src=`, `href=`, `<link`,
  /// `@import` and CSS `url(` other than a picture's own clip paths (`url(#…)`).
  private func outsideReferences(_ page: String) -> [String] {
    let namespace = "http://www.w3.org/2000/svg"
    let stripped = page.replacingOccurrences(of: namespace, with: "")
      .replacingOccurrences(of: "url(#", with: "")
    return ["http:", "https:", "//cdn", "src=", "href=", "<link", "@import", "url(", "<iframe"]
      .filter { stripped.contains($0) }
  }

  @Test(arguments: Examples.names)
  func everyExampleIsSelfContained(_ name: String) {
    let run = Examples.run(
      ["examples/\(name).lyt", "--format", "html"] + Examples.arguments(of: name))
    #expect(run.status == 0, "\(name): \(run.errors)")
    #expect(outsideReferences(run.output).isEmpty, "\(name): \(outsideReferences(run.output))")
    #expect(run.output.hasPrefix("<!DOCTYPE html>\n") && run.output.hasSuffix("</html>\n"))
    // One picture and one node list per dump; every node has its proposal and reason.
    let pages = dumps(run.output)
    #expect(!pages.isEmpty, "\(name): the data does not parse")
    #expect(run.output.components(separatedBy: "<svg ").count - 1 == pages.count, "\(name)")
    for page in pages {
      for node in page["nodes"] as? [[String: Any]] ?? [] {
        #expect(node["proposal"] is String && node["because"] is String, "\(name) \(node)")
      }
    }
  }

  @Test func sourceAndLabelsCannotEndTheScript() {
    let source =
      "// </script><script>alert(1)</script> <!-- -->\n"
      + "vstack < text \"</SCRIPT><b>&amp;</b>\u{2028}\" .id(\"a</script>\") >\n"
    let run = Examples.run(["-", "--format", "html"], input: source)
    #expect(run.status == 0, "\(run.errors)")
    let page = run.output
    // The only script ends are the data's and the code's, and nothing opens a comment.
    #expect(page.lowercased().components(separatedBy: "</script").count - 1 == 2)
    #expect(!page.contains("<!--"))
    #expect(!page.contains("\u{2028}"))
    // The data reads back exactly as written.
    #expect((data(page)["sources"] as? [String]) == [source])
    let nodes = dumps(page).first?["nodes"] as? [[String: Any]] ?? []
    #expect(nodes.count == 2)
    #expect(nodes.last?["label"] as? String == "</SCRIPT><b>&amp;</b>\u{2028}")
    #expect(nodes.last?["id"] as? String == "a</script>")
    // In the picture the label is XML text.
    #expect(page.contains("&lt;/SCRIPT&gt;&lt;b&gt;&amp;amp;&lt;/b&gt;"))
  }

  @Test func sameBytesEveryRun() {
    let arguments = [
      "examples/screens/login.lyt", "examples/hello.lyt", "--size", "390x844", "--size",
      "844x390", "--format", "html",
    ]
    let first = Examples.run(arguments)
    #expect(first.status == 0)
    #expect(Examples.run(arguments).output == first.output)
  }

  @Test func oneTabPerDump() {
    let single = Examples.run(["examples/hello.lyt", "--format", "html"])
    #expect(!single.output.contains("role=\"tab\""))
    #expect(single.output.components(separatedBy: "<section class=\"dump\"").count - 1 == 1)

    // Two files at two sizes: four dumps, in file then size order.
    let run = Examples.run([
      "examples/hello.lyt", "examples/screens/login.lyt", "--size", "390x844", "--size",
      "844x390", "--format", "html",
    ])
    #expect(run.status == 0)
    #expect(run.output.components(separatedBy: "role=\"tab\"").count - 1 == 4)
    #expect(run.output.components(separatedBy: "role=\"tabpanel\"").count - 1 == 4)
    #expect(run.output.contains(">examples/hello.lyt 844x390 @3x</button>"))
    #expect(run.output.contains(">examples/screens/login.lyt 390x844 @3x</button>"))
    // Each file's source once; each dump names its own.
    #expect((data(run.output)["sources"] as? [String])?.count == 2)
    #expect(dumps(run.output).map { $0["source"] as? Int } == [0, 0, 1, 1])
    // The pictures' clip paths stay distinct on one page.
    let clips = run.output.components(separatedBy: "<clipPath id=\"").dropFirst()
      .map { $0.prefix { $0 != "\"" } }
    #expect(Set(clips).count == clips.count)
  }

  @Test func tabsAreNamedByDeviceAndSetting() {
    // Two devices with one screen size were two tabs called "393x852 @3x".
    let devices = Examples.run([
      "examples/hello.lyt", "--device", "iphone-16", "--device", "iphone-15-pro", "--format",
      "html",
    ])
    #expect(devices.output.contains(">iphone-16 393x852 @3x</button>"))
    #expect(devices.output.contains(">iphone-15-pro 393x852 @3x</button>"))
    let sizes = Examples.run([
      "examples/hello.lyt", "--device", "iphone-16", "--dynamic-type", "large,xxxLarge",
      "--format", "html",
    ])
    #expect(sizes.output.contains(">iphone-16 393x852 @3x, xxxLarge</button>"))
    let one = Examples.run(["examples/hello.lyt", "--device", "iphone-16", "--format", "html"])
    #expect(one.output.contains("<p class=\"screen\">iphone-16 393x852 @3x</p>"))
  }

  @Test func eachViewSaysWhyItIsThereAndWhereItsSourceEnds() {
    // hello.lyt line 2: `text "Hi"` ends at column 39, `.padding(20)` at 52; the text is
    // 20 in from the padding's corner; the frames are rounded, the layout's values not.
    let run = Examples.run(["examples/hello.lyt", "--format", "html"])
    let dump = dumps(run.output).first ?? [:]
    #expect(dump["rounded"] as? Bool == true)
    let nodes = dump["nodes"] as? [[String: Any]] ?? []
    #expect(nodes.count == 5)
    guard nodes.count == 5 else { return }
    #expect(nodes[3]["end"] as? [Int] == [2, 39])
    #expect(nodes[2]["end"] as? [Int] == [2, 52])
    #expect(
      nodes[3]["there"] as? String
        == "the padding puts it 20 in from its leading edge and 20 down from its top")
    #expect(nodes[3]["exact"] as? String == "(187, 411.833) 16×20.333")
    let unrounded = Examples.run(["examples/hello.lyt", "--format", "html", "--unrounded"])
    #expect(dumps(unrounded.output).first?["rounded"] as? Bool == false)
  }

  @Test func eachViewCarriesItsPartOfTheConversation() {
    // The padding proposes the 390×844 screen less 20 on each side (350×804) to the text; the
    // text's line is 96.667 wide and 20.333 high (ExplainTests.theSeedConversation).
    let run = Examples.run(
      ["-", "--format", "html"], input: "text \"Hello, World!\" .padding(20) .background(red)")
    let dump = dumps(run.output).first ?? [:]
    let nodes = dump["nodes"] as? [[String: Any]] ?? []
    let text = nodes.firstIndex { $0["kind"] as? String == "text" }
    #expect(text == 2)
    guard let text else { return }
    #expect(nodes[text]["proposal"] as? String == "350×804")
    #expect(nodes[text]["size"] as? String == "96.667×20.333")
    let lines = (dump["conversation"] as? [[String: Any]] ?? []).filter {
      ($0["nodes"] as? [Int] ?? []).contains(text)
    }.compactMap { $0["text"] as? String }
    #expect(
      lines.contains(
        "padding → text \"Hello, World!\": you can have 350×804; how much do you need?"))
    #expect(lines.contains("text \"Hello, World!\": I need 96.667×20.333"))
    #expect(!lines.contains { $0.hasPrefix("background → color red") })
    #expect(dump["selected"] is NSNull)
  }

  @Test func explainNamesTheViewSelectedOnOpening() {
    let source = "hstack < text \"A\" .id(\"a\") text \"B\" >"
    let run = Examples.run(["-", "--format", "html", "--explain", "0.1"], input: source)
    #expect(run.status == 0)
    #expect(dumps(run.output).first?["selected"] as? Int == 2)
    let missing = Examples.run(["-", "--format", "html", "--explain", "nope"], input: source)
    #expect(missing.status == 1)
    #expect(missing.output.isEmpty)
  }

  @Test func outputDirectoryWritesOneFilePerDump() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutc-html-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    defer { try? FileManager.default.removeItem(at: directory) }
    // iphone-16 is 393x852 @3x, as is `--size 393x852`: those two names take the scale and
    // then a count; iphone-se (375x667) keeps the plain name.
    let run = Examples.run([
      "examples/hello.lyt", "examples/screens/login.lyt", "--device", "iphone-16", "--device",
      "iphone-se", "--size", "393x852", "--format", "html", "-o", directory.path + "/",
    ])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.isEmpty)
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(
      names == [
        "hello-375x667.html", "hello-393x852@3x-2.html", "hello-393x852@3x.html",
        "login-375x667.html", "login-393x852@3x-2.html", "login-393x852@3x.html",
      ])
    // Each is a page of its one dump, the same as that dump alone would give.
    let alone = Examples.run(["examples/hello.lyt", "--device", "iphone-se", "--format", "html"])
    let written = try String(
      contentsOf: directory.appendingPathComponent("hello-375x667.html"), encoding: .utf8)
    #expect(written == alone.output)

    // A picture's clip ids are its own file's, whatever came before it on the command line.
    let pictures = Examples.run([
      "examples/hello.lyt", "examples/scroll/container-cards.lyt", "--format", "svg", "-o",
      directory.path + "/",
    ])
    #expect(pictures.status == 0, "\(pictures.errors)")
    let cards = try String(
      contentsOf: directory.appendingPathComponent("container-cards-390x844.svg"), encoding: .utf8)
    #expect(cards.contains("<clipPath id=\"d0clip1\">"))
    #expect(
      cards == Examples.run(["examples/scroll/container-cards.lyt", "--format", "svg"]).output)

    let tree = Examples.run(["examples/hello.lyt", "-o", directory.path + "/"])
    #expect(tree.status == 64)
    #expect(tree.errors.contains("writes one file per dump, for svg or html"))
  }
}
