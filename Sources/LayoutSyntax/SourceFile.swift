/// A `.lyt` source text with a line table, so that byte offsets turn into
/// line and column (both 1-based; columns count UTF-8 bytes, as swiftc and clang do).
public final class SourceFile: Sendable {
  /// The path as given on the command line (`-` for standard input).
  public let name: String
  /// The text as UTF-8 bytes; every `SourceRange` indexes into this.
  public let bytes: [UInt8]
  /// Byte offset at which each line starts; `lineStarts[0] == 0`.
  package let lineStarts: [Int]

  /// The largest file that is parsed (2048 MB): a `SourceRange` holds 32-bit offsets. The
  /// parsers report one error for a larger file, and `layoutc` refuses it when it reads it.
  package static let maxBytes = 2048 << 20

  /// The files this source joins, in order: one for a `.lyt` file or a single `.swift` file;
  /// several for Swift files read as one module (`layoutc Sources/App/*.swift`), each starting
  /// on a line of its own.
  public let parts: [Part]

  /// One file of a source: its name, the byte offset it starts at and the index of its first
  /// line in `lineStarts`.
  public struct Part: Sendable {
    /// The path as given on the command line.
    public let name: String
    /// The offset of its first byte in the joined text.
    public let start: Int
    /// The 0-based index of its first line in the joined text.
    public let firstLine: Int
  }

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
    self.parts = [Part(name: name, start: 0, firstLine: 0)]
  }

  /// Joins several files into one source, each starting on a new line (a newline is added
  /// after a file that does not end in one); `name` is the first file's.
  public init(module files: [(name: String, bytes: [UInt8])]) {
    precondition(!files.isEmpty, "a module has at least one file")
    var bytes: [UInt8] = []
    var starts = [0]
    var parts: [Part] = []
    for file in files {
      parts.append(Part(name: file.name, start: bytes.count, firstLine: starts.count - 1))
      let start = bytes.count
      bytes += file.bytes
      if bytes.count > start, bytes.last != 10 { bytes.append(10) }
      for i in start..<bytes.count where bytes[i] == 10 { starts.append(i + 1) }
    }
    self.name = files[0].name
    self.bytes = bytes
    self.lineStarts = starts
    self.parts = parts
  }

  /// The index in `parts` of the file holding `offset`.
  package func part(at offset: Int) -> Int {
    guard parts.count > 1 else { return 0 }
    var lo = 0
    var hi = parts.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if parts[mid].start <= offset { lo = mid } else { hi = mid - 1 }
    }
    return lo
  }

  /// The file holding `offset` and its line and column in that file (what a user is shown);
  /// `location(of:)` counts lines across the joined files.
  package func place(of offset: Int) -> (part: Int, location: SourceLocation) {
    var location = location(of: offset)
    guard parts.count > 1 else { return (0, location) }
    let part = part(at: location.offset)
    location.line -= parts[part].firstLine
    return (part, location)
  }

  /// `file:line:column` of an offset, as a diagnostic's header prints it.
  public func describe(_ offset: Int) -> String {
    let (part, location) = place(of: offset)
    return "\(parts[part].name):\(location)"
  }

  /// The offset of a line and column of one of `parts` (lines and columns from 1, clamped
  /// to the text).
  package func offset(part: Int, line: Int, column: Int) -> Int {
    let first = parts.indices.contains(part) ? parts[part].firstLine : 0
    let index = min(max(first + line - 1, 0), lineStarts.count - 1)
    return min(lineStarts[index] + max(column, 1) - 1, bytes.count)
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

  /// Whether the text of `range` is `word`, compared byte by byte with no `String` made (the
  /// parsers ask this of most names); with `ignoringCase`, capitals in the text match `word`'s
  /// lowercase ASCII letters (a non-ASCII letter never lowercases to ASCII ones).
  func text(_ range: SourceRange, is word: StaticString, ignoringCase: Bool = false) -> Bool {
    guard range.end - range.start == word.utf8CodeUnitCount, range.end <= bytes.count else {
      return false
    }
    return word.withUTF8Buffer { expected in
      var index = range.start
      for byte in expected {
        var found = bytes[index]
        if ignoringCase, found >= UInt8(ascii: "A"), found <= UInt8(ascii: "Z") { found |= 0x20 }
        guard found == byte else { return false }
        index += 1
      }
      return true
    }
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
///
/// The offsets are stored in 32 bits, so a range is 8 bytes (a test checks it): a range is in
/// almost every syntax node. `SourceFile.maxBytes` keeps every offset of a parsed file in
/// range; an offset outside 0...UInt32.max is clamped, so no input can make a range trap.
public struct SourceRange: Hashable, Sendable {
  // Inlinable: the resolver and the driver read ranges often, and a call per `start` across
  // modules would cost more than the 32-bit load it wraps.
  @usableFromInline var storedStart: UInt32
  @usableFromInline var storedEnd: UInt32
  /// The offset of the first byte.
  @inlinable public var start: Int {
    get { Int(storedStart) }
    set { storedStart = UInt32(clamping: newValue) }
  }
  /// The offset just past the last byte; equal to `start` for an empty range.
  @inlinable public var end: Int {
    get { Int(storedEnd) }
    set { storedEnd = UInt32(clamping: newValue) }
  }
  /// Creates the range `start..<end`; an `end` before `start` gives an empty range at `start`.
  @inlinable public init(_ start: Int, _ end: Int) {
    let end = max(start, end)
    // One test for both offsets (neither is negative or above 32 bits): the clamping is out
    // of line, as a range is made for every token.
    guard UInt(bitPattern: start) | UInt(bitPattern: end) <= UInt(UInt32.max) else {
      self = Self.clamping(start, end)
      return
    }
    storedStart = UInt32(truncatingIfNeeded: start)
    storedEnd = UInt32(truncatingIfNeeded: end)
  }
  @usableFromInline @inline(never)
  static func clamping(_ start: Int, _ end: Int) -> SourceRange {
    var range = SourceRange(0, 0)
    range.storedStart = UInt32(clamping: start)
    range.storedEnd = UInt32(clamping: end)
    return range
  }
  /// The smallest range covering both.
  @inlinable package func union(_ other: SourceRange) -> SourceRange {
    SourceRange(Swift.min(start, other.start), Swift.max(end, other.end))
  }
  /// The empty range at the start of the file.
  package static let empty = SourceRange(0, 0)
}

extension SourceRange: CustomDebugStringConvertible {
  /// `SourceRange(start: 3, end: 9)`, as the type printed when `start` and `end` were stored.
  public var debugDescription: String { "SourceRange(start: \(start), end: \(end))" }
}
