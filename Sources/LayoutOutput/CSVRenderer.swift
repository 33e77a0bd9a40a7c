// `--format csv` (layoutc(1)): RFC 4180 quoting, LF line endings, a header row, one row per node
// in pre-order; with several dumps, two leading columns `file,screen` (e.g. `hello.lyt,390x844`),
// then a column for each setting a matrix names (`device,dynamicType,direction,platform`). The
// last column, `truncated`, is `true` for a text cut short (a line limit, its height or width).
import LayoutEngine

/// The spreadsheet-friendly CSV dump.
public struct CSVRenderer: PartwiseRenderer {
  /// The columns of every row, in order; several dumps put `file,screen` and the named settings
  /// before them.
  public static let columns = [
    "path", "depth", "kind", "label", "id", "role", "x", "y", "width", "height", "line", "column",
    "truncated",
  ]

  /// A CSV renderer (it has no settings).
  public init() {}

  /// The header row, then every dump's rows.
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

  /// The rows of `dumps[index]`, one per node in pre-order, prefixed with its file, screen and
  /// named settings when there are several dumps.
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
    var lead = ""
    for field in prefix {
      Escaping.appendCSVField(field, to: &lead)
      lead += ","
    }
    // One row per node, appended field by field to one string (no array per row).
    out.reserveCapacity(dump.tree.nodes.count * 64)
    for node in dump.tree.nodes {
      let f = node.frame
      out += lead
      out += node.path
      out += ","
      out += String(node.depth)
      out += ","
      Escaping.appendCSVField(node.kind, to: &out)
      out += ","
      Escaping.appendCSVField(node.label ?? "", to: &out)
      out += ","
      Escaping.appendCSVField(node.id ?? "", to: &out)
      out += ","
      out += node.role?.rawValue ?? ""
      out += ","
      out += NumberFormat.format(f.origin.x)
      out += ","
      out += NumberFormat.format(f.origin.y)
      out += ","
      out += NumberFormat.format(f.size.width)
      out += ","
      out += NumberFormat.format(f.size.height)
      out += ","
      out += String(node.source.line)
      out += ","
      out += String(node.source.column)
      out += node.text?.truncated == true ? ",true\n" : ",\n"
    }
    return out
  }
}
