// What layout decided: one record per node in pre-order, with frames in root coordinates.
// Renderers (LayoutOutput) read nothing else.

/// The lines a text view was laid out in, for the JSON dump.
public struct TextLines: Sendable, Hashable {
  public var lines: [String]
  public var truncated: Bool
  public init(lines: [String], truncated: Bool) {
    self.lines = lines
    self.truncated = truncated
  }
}

public struct FrameNode: Sendable, Hashable {
  /// Canonical lowercase kind (`vstack`, `text`, `padding`, ...).
  public var kind: String
  public var label: String?
  public var id: String?
  public var role: ChildRole?
  /// Child indices from the root, dot-separated: `0`, `0.1`, `0.1.0`.
  public var path: String
  /// Depth in the tree: the root is 0.
  public var depth: Int
  /// In root coordinates; pixel-snapped unless the dump is unrounded.
  public var frame: Rect
  public var text: TextLines?
  public var source: SourcePosition
  public init(
    kind: String, label: String? = nil, id: String? = nil, role: ChildRole? = nil, path: String,
    depth: Int, frame: Rect, text: TextLines? = nil, source: SourcePosition
  ) {
    self.kind = kind
    self.label = label
    self.id = id
    self.role = role
    self.path = path
    self.depth = depth
    self.frame = frame
    self.text = text
    self.source = source
  }
}

/// All nodes of a laid-out tree in pre-order (a node's children follow it, deeper by one).
public struct FrameTree: Sendable, Hashable {
  public var nodes: [FrameNode]
  public init(nodes: [FrameNode]) { self.nodes = nodes }
}
