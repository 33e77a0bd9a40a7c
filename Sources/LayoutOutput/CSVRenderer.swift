// `--format csv` (layoutc(1)): RFC 4180 quoting, LF line endings, a header row, one row per node
// in pre-order; with several dumps, two leading columns `file,screen` (e.g. `hello.lyt,390x844`).
import LayoutEngine

/// The spreadsheet-friendly CSV dump.
public struct CSVRenderer: FrameRenderer {
  public static let columns = [
    "path", "depth", "kind", "label", "id", "role", "x", "y", "width", "height", "line", "column",
  ]

  public init() {}

  public func render(_ dumps: [Dump], grouping: DumpGrouping) -> String {
    let leading = grouping.isSeveral ? ["file", "screen"] : []
    var out = (leading + Self.columns).joined(separator: ",") + "\n"
    for dump in dumps {
      let prefix = grouping.isSeveral ? [dump.file, dump.screenDescription] : []
      for node in dump.tree.nodes {
        let f = node.frame
        let fields =
          prefix + [
            node.path, String(node.depth), node.kind, node.label ?? "", node.id ?? "",
            node.role?.rawValue ?? "", NumberFormat.format(f.origin.x),
            NumberFormat.format(f.origin.y), NumberFormat.format(f.size.width),
            NumberFormat.format(f.size.height), String(node.source.line),
            String(node.source.column),
          ]
        out += fields.map(Escaping.csvField).joined(separator: ",") + "\n"
      }
    }
    return out
  }
}
