// Where each printed view is written, from its first token to its last: what `--explain
// LINE:COL` and the HTML page's source pane select by. The engine keeps only a view's first
// position (a range would make every view node larger); its extent is read from the source
// text: the name (with its leading dot for a modifier), then the string literals, argument
// lists, trailing closures and, in a .lyt file, the `< ... >` children that follow it.
import LayoutEngine

/// A view's extent in its source: from `start` up to, not including, `end`.
package struct SourceExtent: Sendable, Hashable {
  var start: SourcePosition
  package var end: SourcePosition

  /// Whether `position` lies in the extent.
  func contains(_ line: Int, _ column: Int, file: Int = 0) -> Bool {
    file == start.file
      && (line, column) >= (start.line, start.column) && (line, column) < (end.line, end.column)
  }
}

package enum SourceExtents {
  /// The extent of a view written at `start` in `source` (UTF-8, columns in bytes), with the
  /// modifiers after it that are no printed view (`.font`, `.id`; `starts` holds the offsets
  /// where printed views begin); `lyt` says whether `<` and `>` hold children.
  static func extent(
    of start: SourcePosition, in source: Lines, lyt: Bool, starts: Set<Int> = []
  ) -> SourceExtent? {
    guard let offset = source.offset(start) else { return nil }
    let bytes = source.bytes
    var index = offset
    func skipSpace() {
      while index < bytes.count {
        let byte = bytes[index]
        if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
          index += 1
        } else if byte == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2F {
          while index < bytes.count, bytes[index] != 0x0A { index += 1 }
        } else {
          return
        }
      }
    }
    func isName(_ byte: UInt8) -> Bool {
      byte == 0x5F || byte >= 0x80 || (byte >= 0x30 && byte <= 0x39)
        || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
    }
    /// Skips a string literal starting at `index` (a quote), interpolations included.
    func skipString() {
      index += 1
      var depth = 0
      while index < bytes.count {
        let byte = bytes[index]
        if depth == 0, byte == 0x22 {
          index += 1
          return
        }
        if byte == 0x5C, index + 1 < bytes.count {
          if bytes[index + 1] == 0x28 { depth += 1 }
          index += 2
          continue
        }
        if depth > 0, byte == 0x28 { depth += 1 }
        if depth > 0, byte == 0x29 { depth -= 1 }
        index += 1
      }
    }
    /// Skips a balanced group opened at `index`.
    func skipGroup() {
      var closers: [UInt8] = []
      while index < bytes.count {
        let byte = bytes[index]
        switch byte {
        case 0x22:
          skipString()
          continue
        case 0x28: closers.append(0x29)
        case 0x7B: closers.append(0x7D)
        case 0x5B: closers.append(0x5D)
        case 0x3C where lyt: closers.append(0x3E)
        case 0x29, 0x7D, 0x5D, 0x3E:
          if closers.last == byte {
            closers.removeLast()
            if closers.isEmpty {
              index += 1
              return
            }
          }
        case 0x2F where index + 1 < bytes.count && bytes[index + 1] == 0x2F:
          while index < bytes.count, bytes[index] != 0x0A { index += 1 }
          continue
        default: break
        }
        index += 1
      }
    }
    if index < bytes.count, bytes[index] == 0x2E { index += 1 }
    while index < bytes.count, isName(bytes[index]) { index += 1 }
    guard index > offset else { return nil }
    var end = index
    while true {
      skipSpace()
      guard index < bytes.count else { break }
      let byte = bytes[index]
      if byte == 0x22 {
        skipString()
      } else if byte == 0x28 || byte == 0x7B || (lyt && byte == 0x3C) {
        skipGroup()
      } else if byte == 0x2E, !starts.contains(index), index + 1 < bytes.count,
        isName(bytes[index + 1])
      {
        index += 1
        while index < bytes.count, isName(bytes[index]) { index += 1 }
      } else {
        break
      }
      end = index
    }
    return SourceExtent(start: start, end: source.position(end))
  }

  /// A source's bytes with where each line starts.
  /// `firstLines`: the 0-based line each file of a module starts at (a position's line
  /// counts from its file's).
  struct Lines {
    let bytes: [UInt8]
    let starts: [Int]
    let firstLines: [Int]

    init(_ text: String, firstLines: [Int] = [0]) {
      bytes = Array(text.utf8)
      var starts = [0]
      for (index, byte) in bytes.enumerated() where byte == 0x0A { starts.append(index + 1) }
      self.starts = starts
      self.firstLines = firstLines.isEmpty ? [0] : firstLines
    }

    func offset(_ position: SourcePosition) -> Int? {
      guard position.file < firstLines.count else { return nil }
      let line = firstLines[position.file] + position.line
      guard position.line >= 1, line <= starts.count, position.column >= 1 else {
        return nil
      }
      let offset = starts[line - 1] + position.column - 1
      return offset < bytes.count ? offset : nil
    }

    func position(_ offset: Int) -> SourcePosition {
      var low = 0
      var high = starts.count - 1
      while low < high {
        let middle = (low + high + 1) / 2
        if starts[middle] <= offset { low = middle } else { high = middle - 1 }
      }
      let file = firstLines.lastIndex { $0 <= low } ?? 0
      return SourcePosition(
        line: low + 1 - firstLines[file], column: offset - starts[low] + 1, file: file)
    }
  }

  /// Each printed frame's extent (nil where it has no source position in `text`).
  package static func extents(
    _ tree: FrameTree, source text: String, firstLines: [Int] = [0], lyt: Bool
  ) -> [SourceExtent?] {
    let lines = Lines(text, firstLines: firstLines)
    let starts = Set(tree.nodes.compactMap { lines.offset($0.source) })
    return tree.nodes.map { extent(of: $0.source, in: lines, lyt: lyt, starts: starts) }
  }

  /// The innermost printed view whose extent holds `line`:`column`: the shortest extent, and
  /// of equal ones the deepest (a view struct and its body's first view start together).
  static func innermost(
    _ extents: [SourceExtent?], line: Int, column: Int, file: Int = 0
  ) -> Int? {
    var best: Int?
    var bestLength = Int.max
    for (index, extent) in extents.enumerated() {
      guard let extent, extent.contains(line, column, file: file) else { continue }
      let length =
        (extent.end.line - extent.start.line) * 1_000_000 + extent.end.column
        - extent.start.column
      if length <= bestLength {
        best = index
        bestLength = length
      }
    }
    return best
  }
}
