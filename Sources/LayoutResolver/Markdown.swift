// Markdown in text literals, as SwiftUI renders it: `Text("Hello **world**")` takes a
// `LocalizedStringKey`, whose inline Markdown becomes styled runs with the markers removed.
// A text built from a variable (`Text(title)`) or with `verbatim:` is not Markdown, and
// neither are the values interpolated into a literal (SwiftUI inserts them as arguments of
// the key's format, whose style they take). Read here: `**bold**`, `__bold__`, `*italic*`,
// `_italic_`, `***both***`, `` `code` `` (its text; the monospaced font is not modelled),
// `~~strikethrough~~` (no effect on layout), `[link](url)` (its text) and backslash escapes.
// An opener without a closer stays text, and `_` inside a word (`snake_case`) is text, as
// CommonMark reads them.

import LayoutEngine

/// One styled piece of a Markdown text.
struct MarkdownRun: Equatable {
  var text: String
  var bold = false
  var italic = false
}

enum Markdown {
  /// Stands for an interpolated value in the format the Markdown is read from.
  static let placeholder: Character = "\u{FFFC}"

  /// Whether `text` has anything Markdown would change.
  static func hasMarkup(_ text: String) -> Bool {
    text.contains { "*_`~[\\".contains($0) }
  }

  /// The runs of `text`, adjacent runs of one style merged.
  static func runs(_ text: String) -> [MarkdownRun] {
    var out: [MarkdownRun] = []
    parse(Array(text), bold: false, italic: false, into: &out)
    var merged: [MarkdownRun] = []
    for run in out where !run.text.isEmpty {
      if let last = merged.last, last.bold == run.bold, last.italic == run.italic {
        merged[merged.count - 1].text += run.text
      } else {
        merged.append(run)
      }
    }
    return merged
  }

  private static func parse(
    _ chars: [Character], bold: Bool, italic: Bool, into out: inout [MarkdownRun]
  ) {
    var text = ""
    func flush() {
      if !text.isEmpty { out.append(MarkdownRun(text: text, bold: bold, italic: italic)) }
      text = ""
    }
    var i = 0
    while i < chars.count {
      let c = chars[i]
      if c == "\\", i + 1 < chars.count, chars[i + 1].isPunctuation || chars[i + 1].isSymbol {
        text.append(chars[i + 1])
        i += 2
        continue
      }
      if c == "`", let close = chars[(i + 1)...].firstIndex(of: "`") {
        text += String(chars[(i + 1)..<close])
        i = close + 1
        continue
      }
      if c == "[", let close = chars[(i + 1)...].firstIndex(of: "]"), close + 1 < chars.count,
        chars[close + 1] == "(", let end = chars[(close + 2)...].firstIndex(of: ")")
      {
        flush()
        parse(Array(chars[(i + 1)..<close]), bold: bold, italic: italic, into: &out)
        i = end + 1
        continue
      }
      if c == "*" || c == "_" || c == "~" {
        var run = 1
        while i + run < chars.count, chars[i + run] == c { run += 1 }
        let before = i > 0 ? chars[i - 1] : " "
        let after = i + run < chars.count ? chars[i + run] : " "
        let opens = !after.isWhitespace && (c != "_" || !before.isLetter && !before.isNumber)
        if c == "~" && run != 2 || run > 3 || !opens {
          text += String(repeating: c, count: run)
          i += run
          continue
        }
        if let close = closer(chars, from: i + run, char: c, length: run) {
          flush()
          let inner = Array(chars[(i + run)..<close])
          let strong = c != "~" && run >= 2
          let emphasis = c != "~" && run != 2
          parse(inner, bold: bold || strong, italic: italic || emphasis, into: &out)
          i = close + run
          continue
        }
        text += String(repeating: c, count: run)
        i += run
        continue
      }
      text.append(c)
      i += 1
    }
    flush()
  }

  /// The start of the first run of exactly `length` `char`s after `start` that can close:
  /// not after whitespace, and (for `_`) not followed by a letter or digit.
  private static func closer(_ chars: [Character], from start: Int, char: Character, length: Int)
    -> Int?
  {
    var i = start
    while i < chars.count {
      if chars[i] == "\\" {
        i += 2
        continue
      }
      guard chars[i] == char else {
        i += 1
        continue
      }
      var run = 1
      while i + run < chars.count, chars[i + run] == char { run += 1 }
      let before = chars[i - 1]
      let after = i + run < chars.count ? chars[i + run] : " "
      if run == length, i > start, !before.isWhitespace,
        char != "_" || !after.isLetter && !after.isNumber
      {
        return i
      }
      i += run
    }
    return nil
  }
}
