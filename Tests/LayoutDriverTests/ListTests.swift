// `layoutc --list`: what it prints is what the tool accepts (every listed name resolves, in
// plain text and JSON alike), and the man pages' lists of names are generated from it
// (`ManPageLists`; `LAYOUTC_RECORD=1 swift test --filter ListTests` rewrites them), so neither
// the list nor the pages can drift from the catalog; layoutc-layout(7) names every layout
// modifier.
import Foundation
import LayoutResolver
import Testing

@testable import LayoutDriver
@testable import LayoutKit

@Suite struct ListTests {
  static let topics = Options.ListTopic.allCases.map(\.rawValue)

  /// The first column of `layoutc --list TOPIC`.
  static func plainNames(_ topic: String) -> [String] {
    let run = Examples.run(["--list", topic])
    return run.output.split(separator: "\n").map { String($0.split(separator: " ")[0]) }
  }

  /// The names (or device ids) of `layoutc --list TOPIC --format json`.
  static func jsonNames(_ topic: String) throws -> [String] {
    let run = Examples.run(["--list", topic, "--format", "json"])
    #expect(run.status == 0 && run.errors.isEmpty)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    #expect(Array(object.keys) == [topic])
    let items = try #require(object[topic] as? [[String: Any]])
    // Devices have an id and a name; the id is what the table lists.
    return items.compactMap { ($0["id"] ?? $0["name"]) as? String }
  }

  @Test(arguments: topics)
  func plainAndJSONListTheSameNames(_ topic: String) throws {
    let plain = Self.plainNames(topic)
    // The devices table has a header row.
    let names = topic == "devices" ? Array(plain.dropFirst()) : plain
    #expect(names.count > 10)
    #expect(try Self.jsonNames(topic) == names)
  }

  @Test func devicesAreTheDeviceTable() throws {
    #expect(try Self.jsonNames("devices") == Device.all.map(\.id))
    #expect(Examples.run(["--list", "devices"]).output == Device.listTable())
  }

  /// Lays `source` out (from standard input) and returns its diagnostics.
  static func errors(_ source: String) -> String {
    Examples.run(["-", "--color", "never"], input: source).errors
  }

  @Test func everyListedViewIsAView() throws {
    let names = try Self.jsonNames("views")
    for name in ["text", "vstack", "button", "geometryReader", "flow", "color"] {
      #expect(names.contains(name))
    }
    for name in names {
      // Inside a stack each name is read as a view; a wrong argument is fine, unknown is not.
      #expect(!Self.errors("vstack < \(name) >").contains("unknown"), "\(name)")
    }
    #expect(Self.errors("vstack < notAView >").contains("unknown view 'notAView'"))
  }

  @Test func everyListedModifierIsAModifier() throws {
    let names = try Self.jsonNames("modifiers")
    #expect(names.contains("padding") && names.contains("onTapGesture"))
    for name in names {
      let written = name == "accessibility..." ? "accessibilityLabel" : name
      #expect(!Self.errors("text \"a\" .\(written)").contains("unknown"), "\(name)")
    }
  }

  @Test func everyListedColorAndFontIsAccepted() throws {
    let run = Examples.run(["--list", "colors", "--format", "json"])
    let colors = try #require(
      (try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])?[
        "colors"] as? [[String: Any]])
    for color in colors where color["kind"] as? String == "color" {
      let name = try #require(color["name"] as? String)
      #expect(Self.errors("text \"a\" .background(\(name))").isEmpty, "\(name)")
    }
    for entry in Vocabulary.fonts {
      let source: String
      switch entry.kind {
      case "text style": source = "text \"a\" .font(\(entry.name))"
      case "weight": source = "text \"a\" .fontWeight(\(entry.name))"
      case "design": source = "text \"a\" .font(system(size: 10, design: \(entry.name)))"
      default: source = "text \"a\" .font(system(size: 10))"
      }
      #expect(Self.errors(source).isEmpty, "\(entry.name)")
    }
  }

  /// The words quoted with `Ql` in a page (`.Ql name`, `.It Ql name(...)`), each cut at the
  /// first character that cannot be in a name.
  static func quotedNames(_ page: String) -> Set<String> {
    var names: Set<String> = []
    for line in page.split(separator: "\n") {
      var rest = line[...]
      while let mark = rest.range(of: "Ql ") {
        rest = rest[mark.upperBound...]
        let word = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        names.insert(String(word.hasSuffix(".") && !word.hasSuffix("...") ? word.dropLast() : word))
      }
    }
    return names
  }

  /// Views, colours and fonts that are not in a generated list are named by hand: each one
  /// `--list` prints must be quoted somewhere in lyt(5). (Every modifier is in a generated list,
  /// `lytPageListsEveryModifierOnce`.)
  @Test func lytPageNamesEveryListedName() throws {
    let page = try #require(ManPageTests.page("lyt.5"), "man/lyt.5 is missing")
    let quoted = Self.quotedNames(page)
    for topic in ["views", "colors", "fonts"] {
      for name in try Self.jsonNames(topic) where !quoted.contains(name) {
        Issue.record("lyt(5) does not name the \(topic) entry '\(name)'")
      }
    }
  }

  /// The man pages' lists between `.\" begin generated: SELECTOR` and `.\" end generated` are
  /// what `ManPageLists` makes of the catalog. `LAYOUTC_RECORD=1` rewrites them in place and
  /// still fails, so that the new page is read (`git diff`) before it is committed.
  @Test(arguments: ManPageLists.pages)
  func manPageListsAreTheCatalogs(_ name: String) throws {
    let url = ManPageTests.root.appendingPathComponent("man/\(name)")
    let page = try String(contentsOf: url, encoding: .utf8)
    let (generated, problems) = ManPageLists.regenerate(page)
    for problem in problems { Issue.record("man/\(name), \(problem)") }
    guard generated != page else { return }
    if ProcessInfo.processInfo.environment["LAYOUTC_RECORD"] != nil {
      try generated.write(to: url, atomically: true, encoding: .utf8)
      Issue.record("rewrote the generated lists of man/\(name): read the diff")
      return
    }
    // The first lines that differ: after a name added or removed, every later line moves.
    let diff = lineDiff(page, generated).split(separator: "\n").prefix(12).joined(separator: "\n")
    Issue.record(
      """
      man/\(name): a generated list differs from the catalog; \
      LAYOUTC_RECORD=1 swift test --filter ListTests rewrites it:
      \(diff)
      """)
  }

  @Test func generatedListsAreWrittenAsThePagesWriteThem() {
    #expect(ManPageLists.mdoc(["a"]) == [".Ql a ."])
    #expect(ManPageLists.mdoc(["a", "b", "c"]) == [".Ql a ,", ".Ql b", "and", ".Ql c ."])
    #expect(ManPageLists.mdoc(["Ns", "..."]) == [".Ql \\&Ns", "and", ".Ql \\&... ."])
    #expect(ManPageLists.names("modifiers layout")?.first == "aspectRatio")
    #expect(ManPageLists.names("fonts weight")?.first == "ultraLight")
    let drawn = ManPageLists.names("modifiers drawing, drawn") ?? []
    let notDrawn = ManPageLists.names("modifiers drawing, not drawn") ?? []
    #expect(drawn.contains("fill") && notDrawn.contains("shadow"))
    #expect(Set(drawn + notDrawn) == Set(ManPageLists.names("modifiers drawing") ?? []))
    for selector in ["modifiers", "modifiers spacing", "devices leaf", "views leaf, drawn", ""] {
      #expect(ManPageLists.names(selector) == nil, "\(selector)")
    }
    let (_, problems) = ManPageLists.regenerate(
      "\(ManPageLists.begin)views control\n\(ManPageLists.begin)views leaf\n\(ManPageLists.end)\n"
        + "\(ManPageLists.end)\n")
    #expect(problems == ["line 1: 'views control' is not ended", "line 4: an end with no begin"])
  }

  /// lyt(5) lists the modifiers by what they do (layout, attribute, environment, drawing, no
  /// layout effect, ...), as the catalog's rows say: each modifier is in exactly one of its
  /// generated lists, so a modifier of a new kind fails here until the page has a list for it.
  @Test func lytPageListsEveryModifierOnce() throws {
    let page = try #require(ManPageTests.page("lyt.5"))
    let lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let listed = ManPageLists.blocks(lines).blocks.filter { $0.selector.hasPrefix("modifiers ") }
      .flatMap { ManPageLists.names($0.selector) ?? [] }
    let missing = Set(Vocabulary.modifiers.map(\.name)).subtracting(listed)
    for (kind, entries) in Dictionary(
      grouping: Vocabulary.modifiers.filter { missing.contains($0.name) }, by: \.kind)
    {
      let names = entries.map(\.name).sorted().joined(separator: ", ")
      let list = ManPageLists.begin + "modifiers " + kind
      Issue.record(
        "no generated list of lyt(5) holds the \(kind) modifiers \(names): add '\(list)'")
    }
    let repeated = Dictionary(grouping: listed, by: { $0 }).filter { $1.count > 1 }.keys
    #expect(repeated.isEmpty, "lyt(5) lists \(repeated.sorted()) twice")
  }

  /// The prose of lyt(5)'s modifier sections names modifiers by hand (`.Ql tabViewStyle(page)`):
  /// each is one the tool accepts.
  @Test func lytPageProseNamesNoUnknownModifier() throws {
    let page = try #require(ManPageTests.page("lyt.5"))
    let lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let generated = Set(ManPageLists.blocks(lines).blocks.flatMap(\.body))
    var section = ""
    var names: Set<String> = []
    for (i, line) in lines.enumerated() where !generated.contains(i) {
      if line.hasPrefix(".Ss ") || line.hasPrefix(".Sh ") { section = String(line.dropFirst(4)) }
      let aboutModifiers =
        section.hasSuffix("odifiers") || section.hasPrefix("Modifiers") || section == "Attributes"
      guard aboutModifiers, line.hasPrefix(".Ql ") else { continue }
      let written = line.dropFirst(4).drop { $0 == "." }
      names.insert(String(written.prefix { $0.isLetter || $0.isNumber || $0 == "." }))
    }
    #expect(names.count > 15)
    for name in names {
      #expect(!Self.errors("text \"a\" .\(name)").contains("unknown"), "lyt(5) names '\(name)'")
    }
  }

  @Test func unknownNamesPointAtTheList() {
    #expect(Self.errors("vstak < >").contains("(see 'layoutc --list views')"))
    #expect(Self.errors("text \"a\" .pading").contains("(see 'layoutc --list modifiers')"))
    #expect(Self.errors("text \"a\" .font(titel)").contains("(see 'layoutc --list fonts')"))
  }

  @Test func usageErrors() {
    let csv = Examples.run(["--list", "views", "--format", "csv"])
    #expect(csv.status == 64 && csv.output.isEmpty)
    #expect(csv.errors.contains("'--list' prints plain text, or JSON"))
    let bad = Examples.run(["--list", "widgets"])
    #expect(bad.status == 64)
    #expect(
      bad.errors.contains(
        "invalid value 'widgets' for '--list': expected views, modifiers, colors, fonts or devices"
      ))
  }

  /// Every layout modifier has its rule in layoutc-layout(7): its name is on the page, in any
  /// case (section titles are upper case), so a new one is not left without its rule.
  @Test func layoutPageNamesEveryLayoutModifier() throws {
    let page = try #require(
      ManPageTests.page("layoutc-layout.7"), "man/layoutc-layout.7 is missing")
    let words = Set(page.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init))
    let missing = Vocabulary.modifiers.filter {
      $0.kind == "layout" && !words.contains($0.name.lowercased())
    }.map(\.name).sorted()
    #expect(missing.isEmpty, "layoutc-layout(7) has no rule naming the layout modifiers \(missing)")
  }
}
