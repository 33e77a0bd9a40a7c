// A layout error (a frame no number can hold, a negative size, a GeometryReader's content in
// error) is the input's fault: it is reported like any input error, at the view it names.

extension LayoutError {
  /// The input errors this layout error stands for, each at the name of its view.
  public func diagnostics(in source: SourceFile) -> [Diagnostic] {
    switch self {
    case .nonFiniteFrame(_, let kind, let position):
      // Sizes, spacings or offsets near the largest number add up to infinity: the input
      // asks for a layout no frame can hold.
      return [
        source.error(at: position, kind: kind) { name in
          "the layout of '\(name)' is too large to represent (a size, spacing or offset is "
            + "too big)"
        }
      ]
    case .negativeSize(_, let kind, let position, let size):
      // No view has a negative width or height (layoutc(1), LIMITS): whatever input led
      // here is reported at the view, never printed.
      return [
        source.error(at: position, kind: kind) { name in
          "the layout of '\(name)' would give it a negative size ("
            + "\(NumberFormat.format(size.width))×\(NumberFormat.format(size.height))); "
            + "a view's width and height are never below 0"
        }
      ]
    case .geometryContent(let failure):
      // An input error found while a GeometryReader's content was made for its real size.
      return failure.messages.map { message in
        let start = source.offset(of: message.position)
        return Diagnostic.error(
          message.message, at: SourceRange(start, start + max(message.length, 0)))
      }
    }
  }
}

extension SourceFile {
  /// An error at the view written at `position`, under the name written there (`kind` when
  /// none is).
  func error(at position: SourcePosition, kind: String, _ message: (String) -> String)
    -> Diagnostic
  {
    let range = nameRange(at: position)
    let name = range.map { text($0).drop { $0 == "." } }.map(String.init) ?? kind
    let offset = offset(of: position)
    return Diagnostic.error(message(name), at: range ?? SourceRange(offset, offset))
  }

  /// The byte offset of a 1-based line and column, clamped into the file.
  package func offset(of position: SourcePosition) -> Int {
    offset(part: position.file, line: position.line, column: position.column)
  }

  /// The name written at `position`: a view's or component's name, or a modifier's with its
  /// dot. nil when no name starts there.
  package func nameRange(at position: SourcePosition) -> SourceRange? {
    guard position.line >= 1, position.file < parts.count,
      parts[position.file].firstLine + position.line <= lineStarts.count
    else { return nil }
    let start = offset(of: position)
    var end = start
    if end < bytes.count, bytes[end] == UInt8(ascii: ".") { end += 1 }
    let nameStart = end
    while end < bytes.count, Self.isNameByte(bytes[end]) { end += 1 }
    return end > nameStart ? SourceRange(start, end) : nil
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
      return true
    default:
      return false
    }
  }
}
