// The three dump formats behind one protocol (output.md; anchors R5): one FrameTree in, the
// exact bytes out. Every number goes through `NumberFormat.format`, so the formats agree.
import LayoutEngine

/// Turns laid-out frame trees into one of `layoutc`'s output formats.
public protocol FrameRenderer: Sendable {
  /// Renders `dumps`, ordered by file then size, as one output text (ending in a newline).
  func render(_ dumps: [Dump], grouping: DumpGrouping) -> String
}

extension FrameRenderer {
  /// Renders a single dump (one file at one size).
  public func render(_ dump: Dump) -> String {
    render([dump], grouping: .single)
  }
}

/// The `--format` values.
public enum OutputFormat: String, Sendable, Hashable, CaseIterable {
  case tree, json, csv

  /// The renderer for this format; `ascii` and `color` only affect the tree format.
  public func renderer(ascii: Bool = false, color: Bool = false) -> any FrameRenderer {
    switch self {
    case .tree: return TreeRenderer(ascii: ascii, color: color)
    case .json: return JSONRenderer()
    case .csv: return CSVRenderer()
    }
  }
}
