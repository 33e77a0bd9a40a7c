// `--format csv` (layoutc(1)): RFC 4180 quoting, LF line endings, a header row, one row per node
// in pre-order; with several dumps, two leading columns `file,screen` (e.g. `hello.lyt,390x844`),
// then a column for each setting a matrix names (`device,dynamicType,direction,platform`). The
// last column, `truncated`, is `true` for a text cut short (a line limit, its height or width).
import LayoutEngine

/// The spreadsheet-friendly CSV dump.
public struct CSVRenderer: PartwiseRenderer {
  public static let columns = [
    "path", "depth", "kind", "label", "id", "role", "x", "y", "width", "height", "line", "column",
    "truncated",
  ]

  public init() {}

  public func assemble(_ parts: [String], grouping: DumpGrouping) -> String {
    let named = grouping.named
    var leading = grouping.isSeveral ? ["file", "screen"] : []
    if grouping.isSeveral {
      if named.contains(.device) { leading.append("device") }
      if named.contains(.dynamicType) { leading.append("dynamicType") }
      if named.contains(.direction) { leading.append("direction") }
      if named.contains(.platform) { leading.append("platform") }
    }
    return (leading + Self.columns).joined(separator: ",") + "\n" + parts.joined()
  }

  public func part(of dumps: [Dump], at index: Int, grouping: DumpGrouping) -> String {
    let named = grouping.named
    var out = ""
    let dump = dumps[index]
    var prefix = grouping.isSeveral ? [dump.file, dump.screenDescription] : []
    if grouping.isSeveral {
      if named.contains(.device) { prefix.append(dump.device ?? "") }
      if named.contains(.dynamicType) { prefix.append(dump.dynamicType.rawValue) }
      if named.contains(.direction) { prefix.append(dump.directionDescription) }
      if named.contains(.platform) { prefix.append(dump.platform.rawValue) }
    }
    for node in dump.tree.nodes {
      let f = node.frame
      let fields =
        prefix + [
          node.path, String(node.depth), node.kind, node.label ?? "", node.id ?? "",
          node.role?.rawValue ?? "", NumberFormat.format(f.origin.x),
          NumberFormat.format(f.origin.y), NumberFormat.format(f.size.width),
          NumberFormat.format(f.size.height), String(node.source.line),
          String(node.source.column), node.text?.truncated == true ? "true" : "",
        ]
      out += fields.map(Escaping.csvField).joined(separator: ",") + "\n"
    }
    return out
  }
}
