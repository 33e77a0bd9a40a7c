// The three dump formats behind one protocol (layoutc(1)): one FrameTree in, the
// exact bytes out. Every number goes through `NumberFormat.format`, so the formats agree.
import LayoutEngine

/// Turns laid-out frame trees into one of `layoutc`'s output formats.
public protocol FrameRenderer: Sendable {
  /// Renders `dumps`, ordered by file then size, as one output text (ending in a newline).
  func render(_ dumps: [Dump], grouping: DumpGrouping) -> String
}

/// A renderer whose text for each dump depends only on that dump and the grouping, so a
/// caller may render the parts of many dumps in parallel: `render` is
/// `assemble(parts)` with `part(i)` for each dump, whoever computes the parts.
public protocol PartwiseRenderer: FrameRenderer {
  /// The text of `dumps[index]` in the output, with its headers and separators.
  func part(of dumps: [Dump], at index: Int, grouping: DumpGrouping) -> String
  /// The whole output from every dump's part, in order.
  func assemble(_ parts: [String], grouping: DumpGrouping) -> String
}

extension PartwiseRenderer {
  /// Assembles the parts of every dump, in order.
  public func render(_ dumps: [Dump], grouping: DumpGrouping) -> String {
    assemble(dumps.indices.map { part(of: dumps, at: $0, grouping: grouping) }, grouping: grouping)
  }
}

extension FrameRenderer {
  /// Renders a single dump (one file at one size).
  public func render(_ dump: Dump) -> String {
    render([dump], grouping: .single)
  }
}

/// The `--format` values.
public enum OutputFormat: String, Sendable, Hashable, CaseIterable {
  /// The dump formats, as `--format` spells them (`sarif`, the lint report, is not one).
  case tree, json, csv, svg, html

  /// The renderer for this format; `ascii` and `color` only affect the tree format.
  public func renderer(ascii: Bool = false, color: Bool = false) -> any FrameRenderer {
    switch self {
    case .tree: return TreeRenderer(ascii: ascii, color: color)
    case .json: return JSONRenderer()
    case .csv: return CSVRenderer()
    case .svg: return SVGRenderer()
    case .html: return HTMLRenderer()
    }
  }

  /// About how many bytes this format prints for `dump`, from above. Every format repeats a
  /// node's depth on its line (tree indentation, CSV and JSON paths, JSON indentation), so the
  /// size grows with the square of a deep tree's depth; the driver refuses absurd sizes.
  public func estimatedSize(of dump: Dump) -> Int {
    // Bytes per level of depth on a node's output, and a generous allowance for the rest.
    let perLevel: Int
    switch self {
    case .tree: perLevel = 5  // "│  " is 5 bytes of UTF-8
    case .csv: perLevel = 2  // "0." in the path
    case .json: perLevel = 50  // the path (2 per level), up to 12 lines indented 4 per level
    case .svg: perLevel = 0  // elements are not indented; a node draws up to ~600 bytes
    // The picture, and in the data the path (2 per level) and the conversation lines about
    // the node, indented 2 per level.
    case .html: perLevel = 20
    }
    let picture = self == .svg || self == .html
    var total = 0
    for node in dump.tree.nodes {
      total &+=
        node.depth &* perLevel &+ (picture ? 600 : 160) &+ (self == .html ? 1200 : 0)
        &+ (node.label?.utf8.count ?? 0) &* (picture ? 3 : 1)
    }
    return total
  }
}
