// `--format csv` (layoutc(1)): RFC 4180 quoting, LF line endings, a header row, one row per node
// in pre-order; with several dumps, two leading columns `file,screen` (e.g. `hello.lyt,390x844`),
// then a column for each setting a matrix names (`device,dynamicType,direction,platform`). The
// last column, `truncated`, is `true` for a text cut short (a line limit, its height or width).
import LayoutEngine

/// The spreadsheet-friendly CSV dump.
public struct CSVRenderer: PartwiseRenderer {
  /// The columns of every row, in order; several dumps put `file,screen` and the named settings
  /// before them.
  package static let columns = [
    "path", "depth", "kind", "label", "id", "role", "x", "y", "width", "height", "line", "column",
    "truncated",
  ]

  /// A CSV renderer (it has no settings).
  public init() {}

  /// The path: "0." per level.
  public var cost: OutputCost { OutputCost(perLevel: 2, perNode: 160) }

  /// The header row.
  public func opening(count: Int, grouping: DumpGrouping) -> [UInt8] {
    let named = grouping.named
    var out = ByteWriter()
    if grouping.isSeveral {
      out.write("file,screen,")
      if named.contains(.device) { out.write("device,") }
      if named.contains(.dynamicType) { out.write("dynamicType,") }
      if named.contains(.direction) { out.write("direction,") }
      if named.contains(.platform) { out.write("platform,") }
    }
    for (index, column) in Self.columns.enumerated() {
      if index > 0 { out.write(",") }
      out.write(string: column)
    }
    out.write("\n")
    return out.bytes
  }

  /// Nothing: a dump's rows follow the previous dump's.
  public func head(of dumps: [Dump], at index: Int, grouping: DumpGrouping) -> [UInt8] { [] }

  /// The rows of `dumps[index]`, one per node in pre-order, prefixed with its file, screen and
  /// named settings when there are several dumps.
  public func body(
    of dumps: [Dump], at index: Int, grouping: DumpGrouping,
    into write: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    ByteWriter.streaming(into: write) { rows(of: dumps, at: index, grouping: grouping, to: &$0) }
  }

  /// The rows of `dumps[index]`, see `body`.
  private func rows(
    of dumps: [Dump], at index: Int, grouping: DumpGrouping, to out: inout ByteWriter
  ) {
    let named = grouping.named
    let dump = dumps[index]
    // The leading fields, the same on every row of the dump: written once, then copied.
    var lead = ByteWriter()
    if grouping.isSeveral {
      lead.write(csvField: dump.file)
      lead.write(",")
      lead.write(csvField: dump.screenDescription)
      lead.write(",")
      if named.contains(.device) {
        lead.write(csvField: dump.device ?? "")
        lead.write(",")
      }
      if named.contains(.dynamicType) {
        lead.write(csvField: dump.dynamicType.rawValue)
        lead.write(",")
      }
      if named.contains(.direction) {
        lead.write(csvField: dump.directionDescription)
        lead.write(",")
      }
      if named.contains(.platform) {
        lead.write(csvField: dump.platform.rawValue)
        lead.write(",")
      }
    }
    var pathSteps: [Int32] = []
    dump.tree.nodes.withUnsafeBufferPointer { nodes in
      for i in nodes.indices { row(i, of: nodes, lead: lead, pathSteps: &pathSteps, to: &out) }
    }
  }

  /// Node `i`'s row. Each field is read in place, `nodes[i].frame`: a node passed or bound as a
  /// value is copied, its path table and names retained and released.
  private func row(
    _ i: Int, of nodes: UnsafeBufferPointer<FrameNode>, lead: borrowing ByteWriter,
    pathSteps: inout [Int32], to out: inout ByteWriter
  ) {
    let f = nodes[i].frame
    out.write(lead)
    if nodes[i].pathSteps(into: &pathSteps) {
      out.write(pathSteps: pathSteps)
    } else {
      out.write(string: nodes[i].path)
    }
    out.write(",")
    out.write(nodes[i].depth)
    out.write(",")
    out.write(csvField: nodes[i].kind)
    out.write(",")
    out.write(csvField: nodes[i].label ?? "")
    out.write(",")
    out.write(csvField: nodes[i].id ?? "")
    out.write(",")
    if let role = nodes[i].role { out.write(string: role.rawValue) }
    out.write(",")
    out.write(number: f.origin.x)
    out.write(",")
    out.write(number: f.origin.y)
    out.write(",")
    out.write(number: f.size.width)
    out.write(",")
    out.write(number: f.size.height)
    out.write(",")
    out.write(nodes[i].source.line)
    out.write(",")
    out.write(nodes[i].source.column)
    out.write(nodes[i].text?.truncated == true ? ",true\n" : ",\n")
  }

  /// Nothing after the last row.
  public func closing(count: Int, grouping: DumpGrouping) -> [UInt8] { [] }
}
