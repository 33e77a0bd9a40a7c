/// A problem found in the input: an error with a message and the place it points at.
/// Diagnostics are values; the front end collects them instead of throwing.
public struct Diagnostic: Sendable, Hashable {
  public enum Severity: String, Sendable, Hashable {
    case error, warning, note
  }
  public var severity: Severity
  /// Lowercase, no final period, source text quoted in '…'.
  public var message: String
  /// Where the caret goes (start) and what it underlines.
  public var range: SourceRange
  /// Notes attached to this diagnostic (e.g. "children of 'vstack' start here").
  public var notes: [Note]

  public struct Note: Sendable, Hashable {
    public var message: String
    public var range: SourceRange
    public init(_ message: String, at range: SourceRange) {
      self.message = message
      self.range = range
    }
  }

  public init(
    _ severity: Severity = .error, _ message: String, at range: SourceRange, notes: [Note] = []
  ) {
    self.severity = severity
    self.message = message
    self.range = range
    self.notes = notes
  }

  public static func error(_ message: String, at range: SourceRange) -> Diagnostic {
    Diagnostic(.error, message, at: range)
  }
}
