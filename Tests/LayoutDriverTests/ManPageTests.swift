// The man page, `--help` and the parser must offer the same flags with the same value names:
// a flag added to one and not the others fails here.
import Foundation
import Testing

@testable import LayoutDriver

@Suite struct ManPageTests {
  static let manPage: String? = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    return try? String(
      contentsOf: root.appendingPathComponent("man/layoutc.1"), encoding: .utf8)
  }()

  /// `--size WxH`, `--ascii`, `-o FILE` from the `.It Fl ...` lines of the OPTIONS section.
  static func manFlags(_ page: String) -> [String] {
    var inOptions = false
    var flags: [String] = []
    for line in page.split(separator: "\n") {
      if line.hasPrefix(".Sh ") { inOptions = line == ".Sh OPTIONS" }
      guard inOptions, line.hasPrefix(".It Fl ") else { continue }
      let words = line.dropFirst(".It Fl ".count).split(separator: " ")
      var flag = "-" + words[0]
      if words.count >= 3, words[1] == "Ar" { flag += " " + words[2] }
      flags.append(flag)
    }
    return flags
  }

  /// The same from `--help`: option lines start with two spaces and a dash.
  static func helpFlags(_ help: String) -> [String] {
    help.split(separator: "\n").compactMap { line in
      guard line.hasPrefix("  -") else { return nil }
      let words = line.split(separator: " ")
      if words.count >= 2, words[1].first?.isUppercase == true {
        return words[0] + " " + words[1]
      }
      return String(words[0])
    }
  }

  @Test func manPageAndHelpListTheSameFlags() throws {
    let page = try #require(Self.manPage, "man/layoutc.1 is missing")
    let man = Self.manFlags(page)
    let help = Self.helpFlags(Usage.help)
    #expect(man.count == 14)
    #expect(man == help)
  }

  @Test func helpListsEveryFlagTheParserKnows() {
    let parser = Options.flags.map { flag in flag.value.map { "\(flag.name) \($0)" } ?? flag.name }
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

  @Test func extraction() {
    #expect(
      Self.manFlags(
        ".Sh OPTIONS\n.It Fl -size Ar WxH\n.It Fl -ascii\n.It Fl o Ar FILE\n.Sh X\n.It Fl -no") == [
          "--size WxH", "--ascii", "-o FILE",
        ])
    #expect(
      Self.helpFlags("x\n  --size WxH   a\n  --ascii  b\n                more\n") == [
        "--size WxH", "--ascii",
      ])
  }
}
