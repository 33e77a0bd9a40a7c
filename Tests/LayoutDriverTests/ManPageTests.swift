// The man page, `--help` and the parser must offer the same flags with the same value names:
// a flag added to one and not the others fails here. Source comments cite layoutc-layout(7) by
// section number and lyt(5) by section name: every such citation must name a section that is
// in the page.
import Foundation
import Testing

@testable import LayoutDriver
import LayoutOutput

@Suite struct ManPageTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func page(_ name: String) -> String? {
    try? String(contentsOf: root.appendingPathComponent("man/\(name)"), encoding: .utf8)
  }

  static let manPage = page("layoutc.1")

  /// `--size WxH`, `--ascii`, `-o FILE`, `-s, --size WxH` from the `.It Fl ...` lines of the
  /// OPTIONS section (`.It Fl s , Fl -size Ar WxH` for a flag with a short name).
  static func manFlags(_ page: String) -> [String] {
    var inOptions = false
    var flags: [String] = []
    for line in page.split(separator: "\n") {
      if line.hasPrefix(".Sh ") { inOptions = line == ".Sh OPTIONS" }
      guard inOptions, line.hasPrefix(".It Fl ") else { continue }
      var words = line.dropFirst(".It Fl ".count).split(separator: " ")
      var flag = ""
      if words.count >= 4, words[1] == ",", words[2] == "Fl" {
        flag = "-" + words[0] + ", "
        words.removeFirst(3)
      }
      flag += "-" + words[0]
      if words.count >= 3, words[1] == "Ar" { flag += " " + words[2] }
      flags.append(flag)
    }
    return flags
  }

  /// The same from `--help`: option lines start with two spaces and a dash (`-s, --size WxH`).
  static func helpFlags(_ help: String) -> [String] {
    help.split(separator: "\n").compactMap { line in
      guard line.hasPrefix("  -") else { return nil }
      var words = line.split(separator: " ")
      var flag = ""
      if words[0].hasSuffix(","), words.count >= 2 {
        flag = words[0] + " "
        words.removeFirst()
      }
      flag += words[0]
      if words.count >= 2, words[1].first?.isUppercase == true { flag += " " + words[1] }
      return flag
    }
  }

  /// Every output format is named in `--format`'s entry of the page and of `--help`: a new
  /// `OutputFormat` case is documented or this fails.
  @Test func manPageAndHelpNameEveryOutputFormat() throws {
    let page = try #require(Self.manPage, "man/layoutc.1 is missing")
    let entry = try #require(page.components(separatedBy: ".It Fl f , Fl -format Ar F\n").last)
      .components(separatedBy: "\n.It ")[0]
    let help = try #require(Usage.help.components(separatedBy: "--format F").dropFirst().first)
      .components(separatedBy: "\n  -")[0]
    for format in OutputFormat.allCases {
      #expect(entry.contains(".Cm \(format.rawValue)"), "layoutc(1) --format: \(format)")
      #expect(help.contains(format.rawValue), "--help --format: \(format)")
    }
  }

  @Test func manPageAndHelpListTheSameFlags() throws {
    let page = try #require(Self.manPage, "man/layoutc.1 is missing")
    let man = Self.manFlags(page)
    let help = Self.helpFlags(Usage.help)
    #expect(man.count == Options.flags.count)
    #expect(man == help)
  }

  @Test func helpListsEveryFlagTheParserKnows() {
    let short = Dictionary(uniqueKeysWithValues: Options.shortNames.map { ($0.value, $0.key) })
    let parser = Options.flags.map { flag in
      (short[flag.name].map { "\($0), " } ?? "") + flag.name
        + (flag.value.map { " \($0)" } ?? "")
    }
    #expect(Self.helpFlags(Usage.help) == parser)
  }

  @Test func manPageHasTheRequiredSections() throws {
    let page = try #require(Self.manPage)
    for section in [
      "NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "OUTPUT FORMATS", "EXIT STATUS", "EXAMPLES",
      "THE LANGUAGE IN BRIEF",
    ] {
      #expect(page.contains("\n.Sh \(section)\n"), "missing section \(section)")
    }
    for status in ["0", "1", "64", "66", "70", "73"] {
      #expect(page.contains("\n.It \(status)\n"), "exit status \(status) undocumented")
    }
    #expect(page.contains("layoutc \(Usage.version)"))
  }

  /// What a layoutc-layout(7) citation may name: the number of each `.Sh` and `.Ss` title
  /// (`4`, `4.2`, `28b`), `Decision N` for the decisions, and the `.It` tags of the worked
  /// checks and open questions (`30.1`, `Q8`).
  static func layoutAnchors(_ page: String) -> Set<String> {
    var anchors: Set<String> = []
    for line in page.split(separator: "\n") {
      var title: Substring
      if line.hasPrefix(".Sh \"") || line.hasPrefix(".Ss \"") {
        title = line.dropFirst(5)
      } else if line.hasPrefix(".It ") {
        title = line.dropFirst(4)
      } else {
        continue
      }
      let words = title.split(separator: " ")
      guard let first = words.first else { continue }
      if first == "Decision", words.count > 1 {
        anchors.insert("Decision \(words[1].prefix { $0.isNumber })")
      } else if first.first?.isNumber == true
        || (first.first == "Q" && first.dropFirst().first?.isNumber == true)
      {
        anchors.insert(String(first.prefix { $0.isLetter || $0.isNumber || $0 == "." }))
      }
    }
    return anchors
  }

  /// The sections one line cites after each `layoutc-layout(7)`: `4.2`, `28b`, `Decision 6`,
  /// `Q8`, optionally after `section(s)`, and lists of them joined by `, `, ` and ` or `-`
  /// (`5, 6, 17`, `2 and 16.1`, `3.2-3.4`). Words that are not section numbers end a list.
  static func layoutCitations(in line: Substring) -> [String] {
    var result: [String] = []
    var rest = line[...]
    while let mark = rest.range(of: "layoutc-layout(7)") {
      rest = rest[mark.upperBound...]
      var cursor = rest
      func skip(_ word: String) -> Bool {
        guard cursor.hasPrefix(word) else { return false }
        cursor = cursor.dropFirst(word.count)
        return true
      }
      func item() -> String? {
        if skip("Decision ") || skip("decision ") {
          let digits = cursor.prefix { $0.isNumber }
          guard !digits.isEmpty else { return nil }
          cursor = cursor.dropFirst(digits.count)
          return "Decision \(digits)"
        }
        var text = ""
        if cursor.first == "Q" {
          text = "Q"
          cursor = cursor.dropFirst()
        }
        let digits = cursor.prefix { $0.isNumber }
        guard !digits.isEmpty else { return nil }
        text += digits
        cursor = cursor.dropFirst(digits.count)
        if text.first != "Q" {
          if cursor.first == ".", let next = cursor.dropFirst().first, next.isNumber {
            let fraction = cursor.dropFirst().prefix { $0.isNumber }
            text += "." + fraction
            cursor = cursor.dropFirst(1 + fraction.count)
          }
          if let letter = cursor.first, letter.isLowercase,
            cursor.dropFirst().first.map({ !$0.isLetter }) ?? true
          {
            text.append(letter)
            cursor = cursor.dropFirst()
          }
        }
        return text
      }
      _ = skip(" ")
      _ = skip("sections ") || skip("section ")
      guard let first = item() else { continue }
      result.append(first)
      while true {
        let saved = cursor
        guard skip(", ") || skip(" and ") || skip("-"), let next = item() else {
          cursor = saved
          break
        }
        result.append(next)
      }
      rest = cursor
    }
    return result
  }

  /// Every `.swift` file under Sources/ and Tests/, as (path from the root, text).
  static func swiftFiles() -> [(String, String)] {
    var files: [(String, String)] = []
    for folder in ["Sources", "Tests"] {
      let base = root.appendingPathComponent(folder)
      guard
        let walker = FileManager.default.enumerator(
          at: base, includingPropertiesForKeys: nil)
      else { continue }
      for case let url as URL in walker where url.pathExtension == "swift" {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
        files.append((folder + url.path.dropFirst(base.path.count), text))
      }
    }
    return files.sorted { $0.0 < $1.0 }
  }

  @Test func layoutCitationsNameSectionsOfTheLayoutPage() throws {
    let page = try #require(Self.page("layoutc-layout.7"), "man/layoutc-layout.7 is missing")
    let anchors = Self.layoutAnchors(page)
    #expect(anchors.isSuperset(of: ["0", "4", "4.2", "28b", "32", "Decision 6", "Q8", "30.1"]))
    var count = 0
    for (path, text) in Self.swiftFiles() {
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        for section in Self.layoutCitations(in: line) {
          count += 1
          #expect(
            anchors.contains(section),
            "\(path):\(index + 1) cites layoutc-layout(7) \(section), which the page lacks")
        }
      }
    }
    // The sources cite the page some two hundred times; far fewer means the scan broke.
    #expect(count > 150)
  }

  @Test func lytPageHasTheCitedSections() throws {
    let page = try #require(Self.page("lyt.5"), "man/lyt.5 is missing")
    for section in [
      "NAME", "DESCRIPTION", "LEXICAL STRUCTURE", "GRAMMAR", "HOW NAMES AND SHAPES ARE READ",
      "NAMES", "ERRORS", "SEE ALSO",
    ] {
      #expect(page.contains("\n.Sh \(section)\n"), "lyt.5 is missing section \(section)")
    }
  }

  @Test func citationExtraction() {
    #expect(Self.layoutCitations(in: "// (layoutc-layout(7) 4.2): a") == ["4.2"])
    #expect(
      Self.layoutCitations(in: "layoutc-layout(7) 5, 6, 17, Decision 5; layoutc(1)") == [
        "5", "6", "17", "Decision 5",
      ])
    #expect(Self.layoutCitations(in: "layoutc-layout(7) 2 and 16.1; macOS") == ["2", "16.1"])
    #expect(Self.layoutCitations(in: "layoutc-layout(7) 3.2-3.4") == ["3.2", "3.4"])
    #expect(Self.layoutCitations(in: "layoutc-layout(7) sections 16 and 29") == ["16", "29"])
    #expect(Self.layoutCitations(in: "layoutc-layout(7) 1.1, 28b") == ["1.1", "28b"])
    #expect(Self.layoutCitations(in: "layoutc-layout(7) decision 5") == ["Decision 5"])
    #expect(Self.layoutCitations(in: "layoutc-layout(7) Q7: beyond") == ["Q7"])
    #expect(Self.layoutCitations(in: "layoutc-layout(7) 2, point 5") == ["2"])
    #expect(Self.layoutCitations(in: "layoutc-layout(7) 1.4 and returns") == ["1.4"])
    #expect(Self.layoutCitations(in: "layoutc-layout(7) 15.") == ["15"])
    #expect(Self.layoutCitations(in: "layoutc-layout(7) is silent") == [])
    #expect(Self.layoutCitations(in: "layoutc-layout(7).") == [])
    #expect(
      Self.layoutAnchors(
        ".Sh \"4 HSTACK\"\n.Ss \"4.2 Sizing (x)\"\n.Ss \"Decision 6: Root\"\n.It Q1 (version)\n"
          + ".It 30.1\n.Sh \"28b NOTES [I]\\&\"\n.Sh NAME\n.It Ql text\n") == [
          "4", "4.2", "Decision 6", "Q1", "30.1", "28b",
        ])
  }

  @Test func extraction() {
    #expect(
      Self.manFlags(
        ".Sh OPTIONS\n.It Fl -size Ar WxH\n.It Fl -ascii\n.It Fl o Ar FILE\n"
          + ".It Fl f , Fl -format Ar F\n.It Fl h , Fl -help\n.Sh X\n.It Fl -no") == [
          "--size WxH", "--ascii", "-o FILE", "-f, --format F", "-h, --help",
        ])
    #expect(
      Self.helpFlags(
        "x\n  --size WxH   a\n  --ascii  b\n                more\n  -f, --format F  c\n"
          + "  -h, --help  d\n") == ["--size WxH", "--ascii", "-f, --format F", "-h, --help"])
  }
}
