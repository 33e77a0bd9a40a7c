// `--format tree` (layoutc(1)): one line per node in pre-order, drawn with `├─ └─ │` (children
// indented by 3 columns), or `|-- \-- |` with `--ascii` (4 columns, `x` for `×`).
// Each line: kind, label (text labels as Swift literals), `#id`, `[role]`, `(x, y) w×h`, the
// modifiers recorded without a frame as Swift calls (`.font(.headline) .opacity(0.5)`), and
// `truncated` after a text cut short.
import LayoutAnalysis
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
  /// With `--explain`, what is printed instead of each tree; nil for the tree.
  public var explanation: Explanation?

  /// A tree renderer; `color` is ignored with `ascii`.
  public init(ascii: Bool = false, color: Bool = false, explanation: Explanation? = nil) {
    self.ascii = ascii
    self.color = color && !ascii
    self.explanation = explanation
  }

  /// "│  " is 5 bytes of UTF-8 per level.
  public var cost: OutputCost { OutputCost(perLevel: 5, perNode: 160) }

  /// The conversation to explain it.
  public var recording: Recording { explanation == nil ? .nothing : .conversation }

  /// Nothing before the first tree.
  public func opening(count: Int, grouping: DumpGrouping) -> [UInt8] { [] }

  /// Past the first dump an empty line, then the dump's headers.
  public func head(of dumps: [Dump], at index: Int, grouping: DumpGrouping) -> [UInt8] {
    let dump = dumps[index]
    var out = ByteWriter()
    if index > 0 { out.write("\n") }
    // Dumps come by file, then size: a file's header opens the group of its sizes.
    if grouping.severalFiles && index % grouping.sizes == 0 { header(dump.file, to: &out) }
    if !grouping.named.isEmpty { header(dump.cellDescription(grouping.named), to: &out) }
    return out.bytes
  }

  /// The tree of `dumps[index]`, or its `--explain` conversation.
  public func body(
    of dumps: [Dump], at index: Int, grouping: DumpGrouping,
    into write: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    let dump = dumps[index]
    if let explanation, let record = dump.record {
      var dialogue =
        explanation == .brief
        ? Dialogue.brief(record) : Dialogue.render(record, focus: dump.selected)
      dialogue.withUTF8 { write($0) }
      return
    }
    ByteWriter.streaming(into: write) { renderTree(dump.tree, to: &$0) }
  }

  /// A dump laid out by an earlier dump's layout (`sameLayoutAs`) prints the same tree: only its
  /// headers differ. Not so for a conversation, which is told per cell.
  public func sharedBody(of dumps: [Dump], at index: Int, grouping: DumpGrouping) -> Int? {
    // The earlier dump's body is rendered: it shares no other's.
    guard let earlier = dumps[index].sameLayoutAs, earlier < index,
      dumps[earlier].sameLayoutAs == nil,
      explanation == nil
    else { return nil }
    return earlier
  }

  /// Nothing after the last tree.
  public func closing(count: Int, grouping: DumpGrouping) -> [UInt8] { [] }

  /// The lines of one tree, each ending in a newline.
  func renderTree(_ tree: FrameTree, to out: inout ByteWriter) {
    let last = Self.lastChildFlags(tree.nodes)
    // ancestorsLast[k]: whether the ancestor at depth k+1 of the current node is its parent's
    // last child (then its column below is blank instead of `│`).
    var ancestorsLast: [Bool] = []
    // Each node read in place (`writeLine(at:in:)`), not copied: a node holds several boxes.
    tree.nodes.withUnsafeBufferPointer { nodes in
      for i in nodes.indices {
        let depth = max(0, nodes[i].depth)
        if depth > 0 {
          if ancestorsLast.count > depth - 1 {
            ancestorsLast.removeLast(ancestorsLast.count - (depth - 1))
          }
          while ancestorsLast.count < depth - 1 { ancestorsLast.append(false) }
          if color { startStyle(Style.lines, &out) }
          for isLast in ancestorsLast { out.write(isLast ? blank : pipe) }
          out.write(last[i] ? lastBranch : branch)
          if color { endStyle(&out) }
          ancestorsLast.append(last[i])
        } else {
          ancestorsLast.removeAll()
        }
        writeLine(at: i, in: nodes, to: &out)
        out.write("\n")
      }
    }
  }

  /// Writes `kind "label" #id [role] (x, y) w×h .font(.headline) truncated`, without the
  /// indentation and the newline.
  func writeLine(at i: Int, in nodes: UnsafeBufferPointer<FrameNode>, to out: inout ByteWriter) {
    write(nodes[i].kind, Style.kind, to: &out)
    if let label = nodes[i].label {
      if nodes[i].kind == "text" {
        out.write(" ")
        write(SwiftLiteral.quoted(label), Style.label, to: &out)
      } else if !label.isEmpty {
        out.write(" ")
        write(label, Style.label, to: &out)
      }
    }
    if let id = nodes[i].id {
      out.write(" ")
      if color { startStyle(Style.id, &out) }
      out.write("#")
      out.write(string: id)
      if color { endStyle(&out) }
    }
    if let role = nodes[i].role {
      out.write(" ")
      if color { startStyle(Style.role, &out) }
      out.write("[")
      out.write(string: role.rawValue)
      out.write("]")
      if color { endStyle(&out) }
    }
    let f = nodes[i].frame
    out.write(" (")
    out.write(number: f.origin.x)
    out.write(", ")
    out.write(number: f.origin.y)
    out.write(") ")
    out.write(number: f.size.width)
    out.write(ascii ? "x" : "×")
    out.write(number: f.size.height)
    if let modifiers = nodes[i].modifiers {
      for call in ModifierText.calls(modifiers) {
        out.write(" ")
        write(call, Style.modifier, to: &out)
      }
    }
    if nodes[i].text?.truncated == true {
      out.write(" ")
      write("truncated", Style.truncated, to: &out)
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

  /// `== title ==` and a newline.
  private func header(_ title: String, to out: inout ByteWriter) {
    if color { startStyle(Style.header, &out) }
    out.write("== ")
    out.write(string: title)
    out.write(" ==")
    if color { endStyle(&out) }
    out.write("\n")
  }

  private var branch: StaticString { ascii ? "|-- " : "├─ " }
  private var lastBranch: StaticString { ascii ? "\\-- " : "└─ " }
  private var pipe: StaticString { ascii ? "|   " : "│  " }
  private var blank: StaticString { ascii ? "    " : "   " }

  /// ANSI SGR parameters of the parts of a line.
  private enum Style {
    static let kind: StaticString = "1"
    static let label: StaticString = "32"
    static let id: StaticString = "36"
    static let role: StaticString = "35"
    static let lines: StaticString = "2"
    static let header: StaticString = "1"
    static let truncated: StaticString = "33"
    static let modifier: StaticString = "34"
  }

  /// Starts drawing in colour `sgr`.
  private func startStyle(_ sgr: StaticString, _ out: inout ByteWriter) {
    out.write("\u{1B}[")
    out.write(sgr)
    out.write("m")
  }

  /// Back to the terminal's default style.
  private func endStyle(_ out: inout ByteWriter) {
    out.write("\u{1B}[0m")
  }

  /// `text`, in colour `sgr` when colour is on.
  private func write(_ text: String, _ sgr: StaticString, to out: inout ByteWriter) {
    if color { startStyle(sgr, &out) }
    out.write(string: text)
    if color { endStyle(&out) }
  }
}
