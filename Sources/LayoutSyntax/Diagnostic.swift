/// A problem found in the input: an error with a message and the place it points at.
/// Diagnostics are values; the front end collects them instead of throwing.
public struct Diagnostic: Sendable, Hashable {
  /// How serious a diagnostic is; layoutc prints it before the message.
  public enum Severity: String, Sendable, Hashable {
    /// An `error` stops the layout (no tree is produced); a `warning` does not; a `note` only
    /// appears in another diagnostic's `notes`.
    case error, warning, note
  }
  /// Whether this is an error, a warning or a note.
  public var severity: Severity
  /// Lowercase, no final period, source text quoted in '…'.
  public var message: String
  /// Where the caret goes (start) and what it underlines.
  public var range: SourceRange
  /// Notes attached to this diagnostic (e.g. "children of 'vstack' start here").
  public var notes: [Note]

  /// A secondary message pointing at another place, such as where an unclosed `<` was opened.
  public struct Note: Sendable, Hashable {
    /// The note's text; same style as the diagnostic's message.
    public var message: String
    /// The place the note points at.
    public var range: SourceRange
    /// Creates a note with `message` at `range`.
    public init(_ message: String, at range: SourceRange) {
      self.message = message
      self.range = range
    }
  }

  /// Creates a diagnostic; errors are the common case.
  public init(
    _ severity: Severity = .error, _ message: String, at range: SourceRange, notes: [Note] = []
  ) {
    self.severity = severity
    self.message = message
    self.range = range
    self.notes = notes
  }

  /// An error with `message` at `range`, without notes.
  public static func error(_ message: String, at range: SourceRange) -> Diagnostic {
    Diagnostic(.error, message, at: range)
  }
}
