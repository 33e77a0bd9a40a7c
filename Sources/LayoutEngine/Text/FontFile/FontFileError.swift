// Why a font file given with `--font` cannot be used. Every defect of a file is one of these;
// reading a file never traps.

/// A font file that cannot be read, with a message for the user.
public enum FontFileError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file does not start like a TrueType, OpenType or font collection file.
  case notAFont
  /// A table, or a structure inside one, reaches past the end of its data.
  case truncated(table: String)
  /// A table every font needs is absent.
  case missingTable(String)
  /// A value is out of range.
  case invalid(table: String, reason: String)
  /// No character map the measurer can read (cmap format 4 or 12 for Unicode).
  case noUnicodeCharacterMap

  /// The message for the user: what is wrong with the file.
  public var description: String {
    switch self {
    case .notAFont:
      return "not a TrueType or OpenType font (unknown file signature)"
    case .truncated(let table):
      return "the font file is truncated or damaged: table '\(table)' reaches past its end"
    case .missingTable(let table):
      return "the font has no '\(table)' table"
    case .invalid(let table, let reason):
      return "the font's '\(table)' table is invalid: \(reason)"
    case .noUnicodeCharacterMap:
      return "the font has no Unicode character map (cmap format 4 or 12)"
    }
  }
}
