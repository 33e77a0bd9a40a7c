// `--format json` (layoutc(1)): keys in a fixed order, two-space indentation, the small
// objects (`proposal`, `safeArea`, `frame`, `text`, `source`) on one line, optional keys only
// when they apply, a newline at the end; several dumps make an array of documents.
import LayoutAnalysis
import LayoutEngine

/// The machine-readable JSON dump, written by hand for byte-exact output.
public struct JSONRenderer: PartwiseRenderer {
  /// Bumped on any change to any format (layoutc(1), OUTPUT FORMATS, "Format history").
  public static let formatVersion = 1

  /// With `--explain`: each node's part of the layout (its `layout` key).
  public var explains: Bool

  /// A JSON renderer; `explains` adds each node's `layout` key.
  public init(explains: Bool = false) { self.explains = explains }

  /// The path (2 bytes per level), up to 12 lines indented 4 per level.
  public var cost: OutputCost { OutputCost(perLevel: 50, perNode: 160) }

  /// The conversation, for the `layout` keys.
  public var recording: Recording { explains ? .conversation : .nothing }

  /// With several dumps, the array's opening bracket.
  public func opening(count: Int, grouping: DumpGrouping) -> [UInt8] {
    guard grouping.isSeveral else { return [] }
    return count == 0 ? Array("[]\n".utf8) : Array("[\n".utf8)
  }

  /// The separator from the previous document, then the keys of `dumps[index]`'s document up to
  /// its `"root": `. After `file` come the keys of the settings a matrix names: `device` (null
  /// for a `--size` screen), `dynamicType`, `direction`, `platform`.
  public func head(of dumps: [Dump], at index: Int, grouping: DumpGrouping) -> [UInt8] {
    let dump = dumps[index]
    let named = grouping.isSeveral ? grouping.named : []
    // Several documents are the elements of an array, indented by 2.
    let indent = grouping.isSeveral ? 2 : 0
    var out = ByteWriter()
    if grouping.isSeveral { out.write(index > 0 ? ",\n  " : "  ") }
    out.write("{\n")
    out.write(key: "format", indent: indent + 2)
    out.write(Self.formatVersion)
    out.write(",\n")
    out.write(key: "file", indent: indent + 2)
    out.write(json: dump.file)
    out.write(",\n")
    if named.contains(.device) {
      out.write(key: "device", indent: indent + 2)
      if let device = dump.device { out.write(json: device) } else { out.write("null") }
      out.write(",\n")
    }
    if named.contains(.dynamicType) {
      out.write(key: "dynamicType", indent: indent + 2)
      out.write(json: dump.dynamicType.rawValue)
      out.write(",\n")
    }
    if named.contains(.direction) {
      out.write(key: "direction", indent: indent + 2)
      out.write(json: dump.directionDescription)
      out.write(",\n")
    }
    if named.contains(.platform) {
      out.write(key: "platform", indent: indent + 2)
      out.write(json: dump.platform.rawValue)
      out.write(",\n")
    }
    out.write(key: "proposal", indent: indent + 2)
    Self.write(dump.screen, to: &out)
    out.write(",\n")
    out.write(key: "scale", indent: indent + 2)
    out.write(number: dump.scale)
    out.write(",\n")
    let s = dump.safeArea
    out.write(key: "safeArea", indent: indent + 2)
    out.write("{ \"top\": ")
    out.write(number: s.top)
    out.write(", \"leading\": ")
    out.write(number: s.leading)
    out.write(", \"bottom\": ")
    out.write(number: s.bottom)
    out.write(", \"trailing\": ")
    out.write(number: s.trailing)
    out.write(" },\n")
    if let os = dump.os {
      out.write(key: "os", indent: indent + 2)
      out.write(json: os)
      out.write(",\n")
    }
    out.write(key: "root", indent: indent + 2)
    return out.bytes
  }

  /// The root node and its descendants, and the end of the document.
  public func body(
    of dumps: [Dump], at index: Int, grouping: DumpGrouping,
    into write: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    let dump = dumps[index]
    let indent = grouping.isSeveral ? 2 : 0
    ByteWriter.streaming(into: write) { out in
      let layout = explains ? dump.record?.nodeLayouts() : nil
      nodes(dump.tree, layout: layout, files: dump.files, indent: indent + 2, to: &out)
      out.write("\n")
      out.write(spaces: indent)
      out.write("}")
      if !grouping.isSeveral { out.write("\n") }
    }
  }

  /// A dump laid out by an earlier dump's layout (`sameLayoutAs`) has the same nodes: only the
  /// keys before `root` differ. Not so with `--explain`'s per-cell `layout` keys.
  public func sharedBody(of dumps: [Dump], at index: Int, grouping: DumpGrouping) -> Int? {
    // The earlier dump's body is rendered: it shares no other's.
    guard let earlier = dumps[index].sameLayoutAs, earlier < index,
      dumps[earlier].sameLayoutAs == nil,
      !explains
    else { return nil }
    return earlier
  }

  /// With several dumps, the end of the array.
  public func closing(count: Int, grouping: DumpGrouping) -> [UInt8] {
    guard grouping.isSeveral, count > 0 else { return [] }
    return Array("\n]\n".utf8)
  }

  /// `{ "width": 390, "height": null }`: a proposal, an unspecified side as `null`.
  static func write(_ proposal: ProposedSize, to out: inout ByteWriter) {
    out.write("{ \"width\": ")
    if let width = proposal.width { out.write(number: width) } else { out.write("null") }
    out.write(", \"height\": ")
    if let height = proposal.height { out.write(number: height) } else { out.write("null") }
    out.write(" }")
  }

  /// The root node and its descendants, nested through `children`, the root's first line not
  /// indented and its closing brace indented by `indent`; `null` for an empty tree. Iterative,
  /// since trees can be far deeper than the call stack of the thread rendering them.
  func nodes(
    _ tree: FrameTree, layout: [NodeLayout]? = nil, files: [String] = [], indent: Int,
    to out: inout ByteWriter
  ) {
    let all = tree.nodes
    guard !all.isEmpty else {
      out.write("null")
      return
    }
    let links = Self.childLinks(all)
    // Each entry: a node whose `children` array is open, and the child last written.
    var stack: [(node: Int, child: Int, indent: Int)] = []
    var current: Int? = 0
    var currentIndent = indent
    var pathSteps: [Int32] = []
    while true {
      if let n = current {
        let i = currentIndent + 2
        // Each field read in place (`all[n].frame`): a node bound as a value is copied, its
        // path table and names retained and released.
        all.withUnsafeBufferPointer { all in
          out.write("{\n")
          out.write(key: "kind", indent: i)
          out.write(json: all[n].kind)
          out.write(",\n")
          out.write(key: "path", indent: i)
          if all[n].pathSteps(into: &pathSteps) {
            // Digits and dots: nothing to escape.
            out.write("\"")
            out.write(pathSteps: pathSteps)
            out.write("\"")
          } else {
            out.write(json: all[n].path)
          }
          out.write(",\n")
          if let label = all[n].label {
            out.write(key: "label", indent: i)
            out.write(json: label)
            out.write(",\n")
          }
          if let id = all[n].id {
            out.write(key: "id", indent: i)
            out.write(json: id)
            out.write(",\n")
          }
          if let role = all[n].role {
            out.write(key: "role", indent: i)
            out.write(json: role.rawValue)
            out.write(",\n")
          }
          let f = all[n].frame
          out.write(key: "frame", indent: i)
          out.write("{ \"x\": ")
          out.write(number: f.origin.x)
          out.write(", \"y\": ")
          out.write(number: f.origin.y)
          out.write(", \"width\": ")
          out.write(number: f.size.width)
          out.write(", \"height\": ")
          out.write(number: f.size.height)
          out.write(" },\n")
          if let text = all[n].text {
            out.write(key: "text", indent: i)
            out.write("{ \"lines\": [")
            for (index, line) in text.lines.enumerated() {
              if index > 0 { out.write(", ") }
              out.write(json: line)
            }
            out.write("], \"truncated\": ")
            out.write(text.truncated ? "true" : "false")
            if text.approximate { out.write(", \"approximate\": true") }
            out.write(" },\n")
          }
          if let modifiers = all[n].modifiers { Self.write(modifiers, indent: i, to: &out) }
          if let layout, n < layout.count { Self.write(layout[n], indent: i, to: &out) }
          out.write(key: "source", indent: i)
          out.write("{ ")
          if !files.isEmpty {
            out.write("\"file\": ")
            out.write(json: files[min(all[n].source.file, files.count - 1)])
            out.write(", ")
          }
          out.write("\"line\": ")
          out.write(all[n].source.line)
          out.write(", \"column\": ")
          out.write(all[n].source.column)
          out.write(" }")
        }
        let firstChild = links.firstChild[n]
        if firstChild < 0 {
          out.write("\n")
          out.write(spaces: currentIndent)
          out.write("}")
          current = nil
        } else {
          out.write(",\n")
          out.write(key: "children", indent: i)
          out.write("[\n")
          out.write(spaces: i + 2)
          stack.append((n, firstChild, currentIndent))
          current = firstChild
          currentIndent = i + 2
        }
        continue
      }
      // The current node is closed: move to its next sibling, or close the parent.
      guard let top = stack.last else { break }
      let i = top.indent + 2
      let sibling = links.nextSibling[top.child]
      if sibling >= 0 {
        out.write(",\n")
        out.write(spaces: i + 2)
        current = sibling
        currentIndent = i + 2
        stack[stack.count - 1].child = sibling
      } else {
        out.write("\n")
        out.write(spaces: i)
        out.write("]\n")
        out.write(spaces: top.indent)
        out.write("}")
        stack.removeLast()
      }
    }
  }

  /// Each node's first child and next sibling (-1: none), from the pre-order depths (nodes
  /// deeper than their predecessor by more than one are attached to the nearest open node).
  /// Two flat arrays rather than a list of children per node: no allocation per node.
  static func childLinks(_ nodes: [FrameNode]) -> (firstChild: [Int], nextSibling: [Int]) {
    var firstChild = [Int](repeating: -1, count: nodes.count)
    var nextSibling = [Int](repeating: -1, count: nodes.count)
    var lastChild = [Int](repeating: -1, count: nodes.count)
    var open: [Int] = []  // open[d]: the latest node at depth d
    for i in nodes.indices {
      let depth = max(0, nodes[i].depth)
      if open.count > depth { open.removeLast(open.count - depth) }
      if let parent = open.last, i > 0 {
        if lastChild[parent] < 0 {
          firstChild[parent] = i
        } else {
          nextSibling[lastChild[parent]] = i
        }
        lastChild[parent] = i
      }
      open.append(i)
    }
    return (firstChild, nextSibling)
  }

  /// `"modifiers": { "font": ".headline", "opacity": 0.5, "hidden": true, "zIndex": 1,
  /// "layoutPriority": 1 },` and a newline, with only the modifiers written on the node.
  static func write(_ modifiers: PassThroughModifiers, indent: Int, to out: inout ByteWriter) {
    var first = true
    out.write(spaces: indent)
    out.write("\"modifiers\": { ")
    if let font = modifiers.font {
      out.write(member: "font", first: &first)
      out.write(json: ModifierText.font(font))
    }
    if let weight = modifiers.fontWeight {
      out.write(member: "fontWeight", first: &first)
      out.write(json: ModifierText.weight(weight))
    }
    if let bold = modifiers.bold {
      out.write(member: "bold", first: &first)
      out.write(bold ? "true" : "false")
    }
    if let italic = modifiers.italic {
      out.write(member: "italic", first: &first)
      out.write(italic ? "true" : "false")
    }
    if let opacity = modifiers.opacity {
      out.write(member: "opacity", first: &first)
      out.write(number: opacity)
    }
    if modifiers.hidden {
      out.write(member: "hidden", first: &first)
      out.write("true")
    }
    if let zIndex = modifiers.zIndex {
      out.write(member: "zIndex", first: &first)
      out.write(number: zIndex)
    }
    if let priority = modifiers.layoutPriority {
      out.write(member: "layoutPriority", first: &first)
      out.write(number: priority)
    }
    out.write(" },\n")
  }

  /// The `"layout"` key of `--explain` (layoutc(1), EXPLAIN), and a newline: an unspecified
  /// length is `null`, an infinite one `"infinity"`.
  static func write(_ facts: NodeLayout, indent i: Int, to out: inout ByteWriter) {
    let j = i + 2
    out.write(spaces: i)
    out.write("\"layout\": {\n")
    out.write(spaces: j)
    out.write("\"proposed\": ")
    Self.write(lengths: facts.proposed, to: &out)
    out.write(",\n")
    out.write(spaces: j)
    out.write("\"size\": ")
    Self.write(lengths: ProposedSize(facts.size), to: &out)
    out.write(",\n")
    out.write(spaces: j)
    out.write("\"queries\": [")
    if facts.queries.isEmpty {
      out.write("],\n")
    } else {
      out.write("\n")
      for (index, query) in facts.queries.enumerated() {
        if index > 0 { out.write(",\n") }
        out.write(spaces: j + 2)
        out.write("{ \"proposal\": ")
        Self.write(lengths: query.proposal, to: &out)
        out.write(", \"size\": ")
        Self.write(lengths: ProposedSize(query.size), to: &out)
        out.write(" }")
      }
      out.write("\n")
      out.write(spaces: j)
      out.write("],\n")
    }
    out.write(spaces: j)
    out.write("\"reason\": { \"code\": ")
    out.write(json: facts.reason)
    out.write(", \"text\": ")
    out.write(json: facts.because)
    out.write(" }\n")
    out.write(spaces: i)
    out.write("},\n")
  }

  /// `{ "width": 20, "height": null }` of `--explain`: an unspecified length is `null`, an
  /// infinite one `"infinity"`.
  static func write(lengths p: ProposedSize, to out: inout ByteWriter) {
    func side(_ value: Double?, _ out: inout ByteWriter) {
      guard let value else { return out.write("null") }
      if value == .infinity { out.write("\"infinity\"") } else { out.write(number: value) }
    }
    out.write("{ \"width\": ")
    side(p.width, &out)
    out.write(", \"height\": ")
    side(p.height, &out)
    out.write(" }")
  }
}

extension ByteWriter {
  /// `"name": ` indented by `indent`: a key on a line of its own.
  fileprivate mutating func write(key name: StaticString, indent: Int) {
    write(spaces: indent)
    write("\"")
    write(name)
    write("\": ")
  }

  /// `"name": ` after `, ` unless `first`: a member of a one-line object.
  fileprivate mutating func write(member name: StaticString, first: inout Bool) {
    write(first ? "\"" : ", \"")
    first = false
    write(name)
    write("\": ")
  }
}
