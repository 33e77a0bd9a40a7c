/// A `.lyt` source text with a line table, so that byte offsets turn into
/// line and column (both 1-based; columns count UTF-8 bytes, as swiftc and clang do).
public final class SourceFile: Sendable {
  /// The path as given on the command line (`-` for standard input).
  public let name: String
  /// The text as UTF-8 bytes; every `SourceRange` indexes into this.
  public let bytes: [UInt8]
  /// Byte offset at which each line starts; `lineStarts[0] == 0`.
  public let lineStarts: [Int]

  /// Creates a source file from `text`, stored as UTF-8.
  public convenience init(name: String, text: String) {
    self.init(name: name, bytes: Array(text.utf8))
  }

  /// Creates a source file from UTF-8 `bytes`, which need not be valid UTF-8 (the lexer reports
  /// bad bytes).
  public init(name: String, bytes: [UInt8]) {
    self.name = name
    self.bytes = bytes
    var starts = [0]
    for (i, b) in bytes.enumerated() where b == 10 { starts.append(i + 1) }
    self.lineStarts = starts
  }

  /// The line and column of a byte offset (clamped to the text).
  public func location(of offset: Int) -> SourceLocation {
    let offset = max(0, min(offset, bytes.count))
    var lo = 0
    var hi = lineStarts.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
    }
    return SourceLocation(line: lo + 1, column: offset - lineStarts[lo] + 1, offset: offset)
  }

  /// The text of a 1-based line, without its line break.
  public func lineText(_ line: Int) -> String {
    guard line >= 1, line <= lineStarts.count else { return "" }
    let start = lineStarts[line - 1]
    var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
    if end > start, bytes[end - 1] == 13 { end -= 1 }
    return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
  }

  /// The source text of a range.
  public func text(_ range: SourceRange) -> String {
    let lo = max(0, min(range.start, bytes.count))
    let hi = max(lo, min(range.end, bytes.count))
    return String(decoding: bytes[lo..<hi], as: UTF8.self)
  }
}

/// A position in a source file: 1-based line and column (column in UTF-8 bytes).
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
  /// The 1-based line.
  public var line: Int
  /// The 1-based column, counted in UTF-8 bytes.
  public var column: Int
  /// The byte offset in the file, from 0.
  public var offset: Int
  /// Creates a location; `SourceFile.location(of:)` computes one from an offset.
  public init(line: Int, column: Int, offset: Int) {
    self.line = line
    self.column = column
    self.offset = offset
  }
  /// `line:column`, as diagnostics print it.
  public var description: String { "\(line):\(column)" }
}

/// A half-open range of UTF-8 byte offsets into a `SourceFile`.
public struct SourceRange: Hashable, Sendable {
  /// The offset of the first byte.
  public var start: Int
  /// The offset just past the last byte; equal to `start` for an empty range.
  public var end: Int
  /// Creates the range `start..<end`; an `end` before `start` gives an empty range at `start`.
  public init(_ start: Int, _ end: Int) {
    self.start = start
    self.end = max(start, end)
  }
  /// The smallest range covering both.
  public func union(_ other: SourceRange) -> SourceRange {
    SourceRange(Swift.min(start, other.start), Swift.max(end, other.end))
  }
  /// The empty range at the start of the file.
  public static let empty = SourceRange(0, 0)
}
