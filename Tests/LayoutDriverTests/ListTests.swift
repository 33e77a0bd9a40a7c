// `layoutc --list`: what it prints is what the tool accepts (every listed name resolves, in
// plain text and JSON alike), lyt(5) names everything it lists, and its lists of modifiers by
// group are the catalog's groups, so neither the list nor the page can drift from the catalog;
// layoutc-layout(7) names every layout modifier.
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

  @Test func lytPageNamesEveryListedName() throws {
    let page = try #require(ManPageTests.page("lyt.5"), "man/lyt.5 is missing")
    let quoted = Self.quotedNames(page)
    for topic in ["views", "modifiers", "colors", "fonts"] {
      for name in try Self.jsonNames(topic) {
        #expect(quoted.contains(name), "lyt(5) does not name the \(topic) entry '\(name)'")
      }
    }
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

  /// The other way: a modifier the page lists under a modifiers heading is one the tool knows.
  @Test func lytPageListsNoUnknownModifier() throws {
    let page = try #require(ManPageTests.page("lyt.5"))
    let known = Set(try Self.jsonNames("modifiers"))
    var section = ""
    var checked = 0
    for line in page.split(separator: "\n") {
      if line.hasPrefix(".Ss ") || line.hasPrefix(".Sh ") { section = String(line.dropFirst(4)) }
      guard section.hasSuffix("odifiers") || section.hasPrefix("Modifiers"),
        line.hasPrefix(".Ql ")
      else { continue }
      let written = line.dropFirst(4).drop { $0 == "." }
      let name = String(written.prefix { $0.isLetter || $0.isNumber || $0 == "." })
      #expect(known.contains(name), "lyt(5), \(section): '\(name)' is not a modifier")
      checked += 1
    }
    #expect(checked > 100)
  }

  /// The modifiers each section of lyt(5) marked `.\" catalog: KIND, ...` lists: its lines
  /// that are a bare `.Ql name` (a comma or full stop may follow). Forms with arguments
  /// (`.Ql textCase(nil)`) are examples, not entries.
  static func modifierLists(_ page: String) -> [(
    title: String, kinds: Set<String>, names: [String]
  )] {
    var sections: [(title: String, kinds: Set<String>, names: [String])] = []
    for line in page.split(separator: "\n") {
      if line.hasPrefix(".Ss ") || line.hasPrefix(".Sh ") {
        sections.append((String(line.dropFirst(4)), [], []))
      } else if line.hasPrefix(".\\\" catalog: "), !sections.isEmpty {
        let kinds = line.dropFirst(".\\\" catalog: ".count).split(separator: ",")
        sections[sections.count - 1].kinds = Set(
          kinds.map { $0.trimmingCharacters(in: .whitespaces) })
      } else if line.hasPrefix(".Ql "), !sections.isEmpty {
        var words = line.dropFirst(4).split(separator: " ")
        if words.count == 2, [",", ".", ";"].contains(words[1]) { words.removeLast() }
        guard words.count == 1,
          words[0].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." }),
          words[0].first?.isLetter == true
        else { continue }
        sections[sections.count - 1].names.append(String(words[0]))
      }
    }
    return sections.filter { !$0.kinds.isEmpty }
  }

  /// lyt(5) lists the modifiers by what they do (layout, attribute, environment, drawing, no
  /// layout effect, ...), as the catalog's rows say: each modifier of a kind is listed in a
  /// section for that kind, and each name a section lists is of a kind the section is for.
  @Test func lytPageListsEachGroupOfModifiersAsTheCatalogDoes() throws {
    let page = try #require(ManPageTests.page("lyt.5"))
    let sections = Self.modifierLists(page)
    let catalog = Dictionary(grouping: Vocabulary.modifiers, by: \.kind).mapValues {
      Set($0.map(\.name))
    }
    #expect(Set(sections.flatMap(\.kinds)) == Set(catalog.keys))
    for (kind, names) in catalog {
      let listed = Set(sections.filter { $0.kinds.contains(kind) }.flatMap(\.names))
      let missing = names.subtracting(listed).sorted()
      #expect(missing.isEmpty, "lyt(5) does not list the \(kind) modifiers \(missing)")
    }
    for section in sections {
      let kinds = section.kinds.sorted().joined(separator: ", ")
      let allowed = section.kinds.reduce(into: Set<String>()) { $0.formUnion(catalog[$1] ?? []) }
      let stray = Set(section.names).subtracting(allowed).sorted()
      #expect(stray.isEmpty, "lyt(5), \(section.title): \(stray) are not \(kinds) modifiers")
      let repeated = Dictionary(grouping: section.names, by: { $0 }).filter { $1.count > 1 }.keys
      #expect(repeated.isEmpty, "lyt(5), \(section.title) lists \(repeated.sorted()) twice")
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
}
