// `--format tree` (layoutc(1)): one line per node in pre-order, drawn with `├─ └─ │` (children
// indented by 3 columns), or `|-- \-- |` with `--ascii` (4 columns, `x` for `×`).
// Each line: kind, label (text labels as Swift literals), `#id`, `[role]`, `(x, y) w×h`, the
// modifiers recorded without a frame as Swift calls (`.font(.headline) .opacity(0.5)`), and
// `truncated` after a text cut short.
import LayoutEngine
import LayoutSyntax

/// The human-readable tree dump.
///
/// Several dumps get headers: `== FILE ==` when several files were given, `== 390x844 @3x ==`
/// when several sizes were, and the named settings of a matrix's cell
/// (`== iphone-16 393x852 @3x, accessibility2, rtl ==`). With both, each file's header comes once, before the size headers
/// of its trees. Consecutive trees are separated by an empty line.
public struct TreeRenderer: PartwiseRenderer {
  /// Draw with ASCII only (and no colour).
  public var ascii: Bool
  /// ANSI colour for the parts of a line; never together with `ascii`.
  public var color: Bool

  /// A tree renderer; `color` is ignored with `ascii`.
  public init(ascii: Bool = false, color: Bool = false) {
    self.ascii = ascii
    self.color = color && !ascii
  }

  /// The tree of `dumps[index]` (or its `--explain` conversation), after its headers and, past the
  /// first dump, an empty line.
  public func part(of dumps: [Dump], at index: Int, grouping: DumpGrouping) -> String {
    let dump = dumps[index]
    var out = ""
    if index > 0 { out += "\n" }
    // Dumps come by file, then size: a file's header opens the group of its sizes.
    if grouping.severalFiles && index % grouping.sizes == 0 { out += header(dump.file) }
    if !grouping.named.isEmpty { out += header(dump.cellDescription(grouping.named)) }
    out += dump.dialogue ?? renderTree(dump.tree)
    return out
  }

  /// The parts joined, with nothing added.
  public func assemble(_ parts: [String], grouping: DumpGrouping) -> String {
    parts.joined()
  }

  /// The lines of one tree, each ending in a newline.
  func renderTree(_ tree: FrameTree) -> String {
    let nodes = tree.nodes
    let last = Self.lastChildFlags(nodes)
    var out = ""
    // ancestorsLast[k]: whether the ancestor at depth k+1 of the current node is its parent's
    // last child (then its column below is blank instead of `│`).
    var ancestorsLast: [Bool] = []
    for (i, node) in nodes.enumerated() {
      let depth = max(0, node.depth)
      if depth > 0 {
        if ancestorsLast.count > depth - 1 {
          ancestorsLast.removeLast(ancestorsLast.count - (depth - 1))
        }
        while ancestorsLast.count < depth - 1 { ancestorsLast.append(false) }
        var prefix = ""
        for isLast in ancestorsLast { prefix += isLast ? blank : pipe }
        prefix += last[i] ? lastBranch : branch
        out += paint(prefix, Style.lines)
        ancestorsLast.append(last[i])
      } else {
        ancestorsLast.removeAll()
      }
      appendLine(for: node, to: &out)
      out += "\n"
    }
    return out
  }

  /// Appends `kind "label" #id [role] (x, y) w×h .font(.headline) truncated` to `out`, part
  /// by part (no array of parts per line).
  func appendLine(for node: FrameNode, to out: inout String) {
    append(node.kind, Style.kind, to: &out)
    if let label = node.label {
      if node.kind == "text" {
        out += " "
        append(SwiftLiteral.quoted(label), Style.label, to: &out)
      } else if !label.isEmpty {
        out += " "
        append(label, Style.label, to: &out)
      }
    }
    if let id = node.id {
      out += " "
      append("#" + id, Style.id, to: &out)
    }
    if let role = node.role {
      out += " "
      append("[" + role.rawValue + "]", Style.role, to: &out)
    }
    let f = node.frame
    out += " ("
    out += NumberFormat.format(f.origin.x)
    out += ", "
    out += NumberFormat.format(f.origin.y)
    out += ") "
    out += NumberFormat.format(f.size.width)
    out += ascii ? "x" : "×"
    out += NumberFormat.format(f.size.height)
    if let modifiers = node.modifiers {
      for call in ModifierText.calls(modifiers) {
        out += " "
        append(call, Style.modifier, to: &out)
      }
    }
    if node.text?.truncated == true {
      out += " "
      append("truncated", Style.truncated, to: &out)
    }
  }

  /// For each node, whether no later sibling follows it (so it is drawn with `└─`).
  static func lastChildFlags(_ nodes: [FrameNode]) -> [Bool] {
    var last = [Bool](repeating: true, count: nodes.count)
    // siblingFollows[d]: a node at depth d was seen after the current position, with no
    // shallower node in between.
    var siblingFollows: [Bool] = []
    for i in stride(from: nodes.count - 1, through: 0, by: -1) {
      let depth = max(0, nodes[i].depth)
      if siblingFollows.count > depth + 1 {
        siblingFollows.removeLast(siblingFollows.count - depth - 1)
      }
      while siblingFollows.count < depth + 1 { siblingFollows.append(false) }
      last[i] = !siblingFollows[depth]
      siblingFollows[depth] = true
    }
    return last
  }

  private func header(_ title: String) -> String {
    paint("== " + title + " ==", Style.header) + "\n"
  }

  private var branch: String { ascii ? "|-- " : "├─ " }
  private var lastBranch: String { ascii ? "\\-- " : "└─ " }
  private var pipe: String { ascii ? "|   " : "│  " }
  private var blank: String { ascii ? "    " : "   " }

  private enum Style {
    static let kind = "1"
    static let label = "32"
    static let id = "36"
    static let role = "35"
    static let lines = "2"
    static let header = "1"
    static let truncated = "33"
    static let modifier = "34"
  }

  private func paint(_ text: String, _ sgr: String) -> String {
    color ? "\u{1B}[" + sgr + "m" + text + "\u{1B}[0m" : text
  }

  /// `paint(text, sgr)` appended to `out`.
  private func append(_ text: String, _ sgr: String, to out: inout String) {
    if color { out += "\u{1B}[" + sgr + "m" }
    out += text
    if color { out += "\u{1B}[0m" }
  }
}
