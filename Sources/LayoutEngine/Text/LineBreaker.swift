// Reproduces: SwiftUI's line breaking (layoutc-layout(7) 16.1, NSLineBreakByWordWrapping with
// lineBreakStrategy .standard):
// 1. every paragraph (text between newlines) starts a new line;
// 2. greedy: a line takes words while they fit; whitespace after a word hangs and never
//    counts towards the fit;
// 3. a word that does not fit alone on a line breaks by characters (at least one per line, so
//    a zero width gives one character per line and a leading space a line of its own);
// 4. orphan rule: a paragraph of exactly two lines whose second line is one word moves the
//    last word of the first line down when the second line still fits and the two lines become
//    more even (|difference of widths| shrinks); three or more lines stay greedy.

/// One laid-out line.
struct TextLine: Sendable, Hashable {
  /// The line's clusters, hanging whitespace included.
  var range: Range<Int>
  /// The paragraph the line belongs to.
  var paragraph: Range<Int>
}

extension ShapedText {
  /// Tolerance for "fits": a width equal to the proposal up to float error fits.
  static func fits(_ width: Double, in available: Double) -> Bool {
    width <= available + 1e-9 * max(1, abs(available))
  }

  /// Lines of every paragraph at `width` (+infinity: one line per paragraph).
  func lines(width: Double) -> [TextLine] {
    var result: [TextLine] = []
    for paragraph in paragraphs {
      if paragraph.isEmpty {
        result.append(TextLine(range: paragraph, paragraph: paragraph))
        continue
      }
      var lines = greedyLines(paragraph, width: width)
      if lines.count == 2 { avoidOrphan(&lines, width: width) }
      result += lines.map { TextLine(range: $0, paragraph: paragraph) }
    }
    return result
  }

  /// Steps 2-3: greedy word wrapping, character wrapping for words wider than the line.
  private func greedyLines(_ paragraph: Range<Int>, width: Double) -> [Range<Int>] {
    guard width.isFinite else { return [paragraph] }
    var lines: [Range<Int>] = []
    var start = paragraph.lowerBound
    while start < paragraph.upperBound {
      var x = 0.0
      var lastBreak: Int?
      var end = paragraph.upperBound
      var i = start
      while i < paragraph.upperBound {
        if i > start { x += kerningAfter[i - 1] }
        x = advance(x, by: i)
        if i > start, !clusters[i].isWhitespace, !lineFits(x, in: width) {
          end = lastBreak ?? i
          break
        }
        if breakAfter[i] { lastBreak = i + 1 }
        i += 1
      }
      lines.append(start..<end)
      start = end
    }
    return lines
  }

  /// Step 4: the two-line orphan rule.
  private func avoidOrphan(_ lines: inout [Range<Int>], width: Double) {
    let (first, second) = (lines[0], lines[1])
    // Only a break at a word boundary, before a second line of one word.
    guard breakAfter[first.upperBound - 1] else { return }
    let secondEnd = trimmedEnd(of: second)
    guard
      !(second.lowerBound..<max(secondEnd - 1, second.lowerBound)).contains(where: {
        breakAfter[$0]
      })
    else { return }
    // The last word boundary inside the first line.
    let firstEnd = trimmedEnd(of: first)
    guard
      let j = (first.lowerBound..<max(firstEnd - 1, first.lowerBound)).last(where: {
        breakAfter[$0]
      })
    else { return }
    let newFirst = first.lowerBound..<(j + 1)
    let newSecond = (j + 1)..<second.upperBound
    let newSecondWidth = fitWidth(of: newSecond)
    guard lineFits(newSecondWidth, in: width) else { return }
    let before = abs(fitWidth(of: first) - fitWidth(of: second))
    let after = abs(fitWidth(of: newFirst) - newSecondWidth)
    if after < before { lines = [newFirst, newSecond] }
  }
}
