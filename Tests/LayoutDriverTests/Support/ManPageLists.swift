// The lists of catalog names in the man pages, made from what `layoutc --list` prints
// (`Listing.entries`), so a name added to the catalog appears in the pages without a hand
// edit. A page marks each list:
//
//   .\" begin generated: modifiers layout
//   .Ql aspectRatio ,
//   ...
//   .\" end generated
//
// and everything between the two lines is generated; the prose around it is written by hand.
// `ListTests` checks the pages against this and, with `LAYOUTC_RECORD=1`, rewrites them.
import Foundation
import LayoutResolver

@testable import LayoutDriver

enum ManPageLists {
  static let begin = ".\\\" begin generated: "
  static let end = ".\\\" end generated"

  /// The man pages that may hold generated lists, under `man/`.
  static let pages = ["lyt.5", "layoutc.1", "layoutc-layout.7"]

  /// A generated list: what its begin line selects, and the lines between its markers (indices
  /// into the page's lines).
  struct Block {
    var selector: String
    var body: Range<Int>
  }

  /// The generated lists of a page, and what is wrong with its markers.
  static func blocks(_ lines: [String]) -> (blocks: [Block], problems: [String]) {
    var blocks: [Block] = []
    var problems: [String] = []
    var open: (selector: String, line: Int)?
    for (i, line) in lines.enumerated() {
      if line.hasPrefix(begin) {
        if let open { problems.append("line \(open.line + 1): '\(open.selector)' is not ended") }
        open = (String(line.dropFirst(begin.count)), i)
      } else if line == end {
        guard let started = open else {
          problems.append("line \(i + 1): an end with no begin")
          continue
        }
        blocks.append(Block(selector: started.selector, body: started.line + 1..<i))
        open = nil
      }
    }
    if let open { problems.append("line \(open.line + 1): '\(open.selector)' is not ended") }
    return (blocks, problems)
  }

  /// The names a selector lists: `TOPIC KIND` (`modifiers layout`, `views control`,
  /// `fonts text style`), the entries of `layoutc --list TOPIC` of that kind; drawing
  /// modifiers also split as `modifiers drawing, drawn` and `modifiers drawing, not drawn`
  /// (whether pictures draw them). nil for a selector that selects nothing.
  ///
  /// The names keep the order `--list` prints them in rather than being sorted here: views and
  /// modifiers are sorted by name there (the catalog keeps them in a dictionary, so sorting is
  /// the one stable order, and a new name lands where a reader looks for it), while colours and
  /// fonts keep the catalog's array order, SwiftUI's, which means something (weights from
  /// `ultraLight` to `black`, text styles from `largeTitle` down) and is as stable.
  static func names(_ selector: String) -> [String]? {
    let parts = selector.split(separator: ",", maxSplits: 1).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    let words = (parts.first ?? "").split(separator: " ", maxSplits: 1).map(String.init)
    guard words.count == 2, let topic = Options.ListTopic(rawValue: words[0]), topic != .devices
    else { return nil }
    var entries = Listing.entries(topic).filter { $0.kind == words[1] }
    if parts.count == 2 {
      guard topic == .modifiers, words[1] == "drawing", ["drawn", "not drawn"].contains(parts[1])
      else { return nil }
      let drawn = parts[1] == "drawn"
      entries = entries.filter { Vocabulary.paintedModifiers.contains($0.name) == drawn }
    }
    return entries.isEmpty ? nil : entries.map(\.name)
  }

  /// A list as the pages write one: `.Ql a ,` for each name, `and` before the last, and a full
  /// stop after it.
  static func mdoc(_ names: [String]) -> [String] {
    names.enumerated().flatMap { i, name -> [String] in
      // A name read as an mdoc macro or a delimiter would not print as itself.
      let word = name.first?.isLowercase == true ? name : "\\&" + name
      switch names.count - 1 - i {
      case 0: return [".Ql \(word) ."]
      case 1: return [".Ql \(word)", "and"]
      default: return [".Ql \(word) ,"]
      }
    }
  }

  /// The page with each generated list made again from the catalog, and what is wrong with its
  /// markers or selectors.
  static func regenerate(_ page: String) -> (page: String, problems: [String]) {
    var lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let (found, markerProblems) = Self.blocks(lines)
    var problems = markerProblems
    // From the last, so that the earlier blocks' line numbers still hold.
    for block in found.reversed() {
      guard let names = names(block.selector) else {
        problems.append(
          "line \(block.body.lowerBound): '\(block.selector)' selects nothing in layoutc --list")
        continue
      }
      lines.replaceSubrange(block.body, with: mdoc(names))
    }
    return (lines.joined(separator: "\n"), problems)
  }
}
