// `--format json` (output.md): keys in a fixed order, two-space indentation, the small
// objects (`proposal`, `safeArea`, `frame`, `text`, `source`) on one line, optional keys only
// when they apply, a newline at the end; several dumps make an array of documents.
import LayoutEngine

/// The machine-readable JSON dump, written by hand for byte-exact output.
public struct JSONRenderer: FrameRenderer {
  /// Bumped on any change to any format (output.md; README changelog).
  public static let formatVersion = 1

  public init() {}

  public func render(_ dumps: [Dump], grouping: DumpGrouping) -> String {
    guard grouping.isSeveral else {
      return dumps.map { document($0, indent: "") + "\n" }.joined()
    }
    if dumps.isEmpty { return "[]\n" }
    return "[\n" + dumps.map { "  " + document($0, indent: "  ") }.joined(separator: ",\n")
      + "\n]\n"
  }

  /// One document; its first line is not indented (the caller places it), the others are.
  func document(_ dump: Dump, indent: String) -> String {
    let i = indent + "  "
    var out = "{\n"
    out += i + "\"format\": \(Self.formatVersion),\n"
    out += i + "\"file\": " + Escaping.jsonString(dump.file) + ",\n"
    out +=
      i + "\"proposal\": { \"width\": " + number(dump.screen.width) + ", \"height\": "
      + number(dump.screen.height) + " },\n"
    out += i + "\"scale\": " + NumberFormat.format(dump.scale) + ",\n"
    let s = dump.safeArea
    out +=
      i + "\"safeArea\": { \"top\": " + NumberFormat.format(s.top) + ", \"leading\": "
      + NumberFormat.format(s.leading) + ", \"bottom\": " + NumberFormat.format(s.bottom)
      + ", \"trailing\": " + NumberFormat.format(s.trailing) + " },\n"
    out += i + "\"root\": " + nodes(dump.tree, indent: i) + "\n"
    out += indent + "}"
    return out
  }

  /// The root node and its descendants, nested through `children`; iterative, since trees can
  /// be far deeper than the call stack of the thread rendering them.
  func nodes(_ tree: FrameTree, indent: String) -> String {
    let all = tree.nodes
    guard !all.isEmpty else { return "null" }
    let children = Self.childLists(all)
    var out = ""
    // Each entry: a node whose `children` array is open, and the next child to write.
    var stack: [(node: Int, next: Int, indent: String)] = []
    var current: Int? = 0
    var currentIndent = indent
    while true {
      if let n = current {
        let i = currentIndent + "  "
        let node = all[n]
        out += "{\n"
        out += i + "\"kind\": " + Escaping.jsonString(node.kind) + ",\n"
        out += i + "\"path\": " + Escaping.jsonString(node.path) + ",\n"
        if let label = node.label { out += i + "\"label\": " + Escaping.jsonString(label) + ",\n" }
        if let id = node.id { out += i + "\"id\": " + Escaping.jsonString(id) + ",\n" }
        if let role = node.role {
          out += i + "\"role\": " + Escaping.jsonString(role.rawValue) + ",\n"
        }
        let f = node.frame
        out +=
          i + "\"frame\": { \"x\": " + NumberFormat.format(f.origin.x) + ", \"y\": "
          + NumberFormat.format(f.origin.y) + ", \"width\": " + NumberFormat.format(f.size.width)
          + ", \"height\": " + NumberFormat.format(f.size.height) + " },\n"
        if let text = node.text {
          out +=
            i + "\"text\": { \"lines\": ["
            + text.lines.map(Escaping.jsonString).joined(separator: ", ") + "], \"truncated\": "
            + (text.truncated ? "true" : "false") + " },\n"
        }
        out +=
          i + "\"source\": { \"line\": \(node.source.line), \"column\": \(node.source.column) }"
        if children[n].isEmpty {
          out += "\n" + currentIndent + "}"
          current = nil
        } else {
          out += ",\n" + i + "\"children\": [\n" + i + "  "
          stack.append((n, 1, currentIndent))
          current = children[n][0]
          currentIndent = i + "  "
        }
        continue
      }
      // The current node is closed: move to its next sibling, or close the parent.
      guard let top = stack.last else { break }
      let i = top.indent + "  "
      if top.next < children[top.node].count {
        out += ",\n" + i + "  "
        current = children[top.node][top.next]
        currentIndent = i + "  "
        stack[stack.count - 1].next += 1
      } else {
        out += "\n" + i + "]\n" + top.indent + "}"
        stack.removeLast()
      }
    }
    return out
  }

  /// Child indices per node, from the pre-order depths (nodes deeper than their predecessor
  /// by more than one are attached to the nearest open node).
  static func childLists(_ nodes: [FrameNode]) -> [[Int]] {
    var children = [[Int]](repeating: [], count: nodes.count)
    var open: [Int] = []  // open[d]: the latest node at depth d
    for (i, node) in nodes.enumerated() {
      let depth = max(0, node.depth)
      if open.count > depth { open.removeLast(open.count - depth) }
      if let parent = open.last, i > 0 { children[parent].append(i) }
      open.append(i)
    }
    return children
  }

  private func number(_ value: Double?) -> String {
    value.map(NumberFormat.format) ?? "null"
  }
}
