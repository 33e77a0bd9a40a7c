// Reproduces: how SwiftUI truncates the last visible line (layoutc-layout(7) 16.1): the line shows the
// rest of its paragraph cut at character granularity with `…` at the tail (default), head or
// middle, and spaces next to the ellipsis are dropped. When the rest of the paragraph fits but
// later paragraphs are cut, the ellipsis goes at the end whatever the mode (the cut is there).

/// A truncated line as drawn.
struct TruncatedLine: Sendable, Hashable {
  var string: String
  var width: Double
}

extension ShapedText {
  /// Cuts `rest` (the last visible line and the rest of its paragraph) to fit `width` with an
  /// ellipsis. `moreFollows`: text after `rest` is cut too. Keeps as many clusters as fit (a
  /// binary search over the count; widths grow with it); at least the ellipsis is drawn.
  func truncate(
    _ rest: Range<Int>, mode: TruncationMode, width available: Double, moreFollows: Bool
  ) -> TruncatedLine {
    let mode = lineFits(fitWidth(of: rest), in: available) ? TruncationMode.tail : mode
    func candidate(_ kept: Int) -> TruncatedLine {
      let prefixCount: Int
      switch mode {
      case .tail: prefixCount = kept
      case .head: prefixCount = 0
      case .middle: prefixCount = (kept + 1) / 2
      }
      let prefixEnd = trimmedEnd(of: rest.lowerBound..<(rest.lowerBound + prefixCount))
      let prefix = rest.lowerBound..<prefixEnd
      let suffixStart = trimmedStart(of: (rest.upperBound - (kept - prefixCount))..<rest.upperBound)
      let suffix = suffixStart..<trimmedEnd(of: suffixStart..<rest.upperBound)
      let font = ellipsisFont(after: prefix, before: suffix, in: rest)
      let w = width(of: prefix) + ellipsisAdvances[font] + width(of: suffix)
      return TruncatedLine(string: string(of: prefix) + "\u{2026}" + string(of: suffix), width: w)
    }
    // The largest count of kept clusters whose line fits (0 always "fits": the bare ellipsis).
    var low = 0
    var high = moreFollows && mode == .tail ? rest.count : max(rest.count - 1, 0)
    while low < high {
      let mid = (low + high + 1) / 2
      if lineFits(candidate(mid).width, in: available) { low = mid } else { high = mid - 1 }
    }
    return candidate(low)
  }

  /// The run whose font draws the ellipsis: the character before it, else the one after it,
  /// else the one where the cut line starts.
  private func ellipsisFont(
    after prefix: Range<Int>, before suffix: Range<Int>, in rest: Range<Int>
  )
    -> Int
  {
    if let last = prefix.last { return clusters[last].font }
    if let first = suffix.first { return clusters[first].font }
    guard !clusters.isEmpty else { return 0 }
    return clusters[min(rest.lowerBound, clusters.count - 1)].font
  }
}
