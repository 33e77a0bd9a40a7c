// `--format json` (layoutc(1)): keys in a fixed order, two-space indentation, the small
// objects (`proposal`, `safeArea`, `frame`, `text`, `source`) on one line, optional keys only
// when they apply, a newline at the end; several dumps make an array of documents.
import LayoutEngine

/// The machine-readable JSON dump, written by hand for byte-exact output.
public struct JSONRenderer: PartwiseRenderer {
  /// Bumped on any change to any format (layoutc(1); README changelog).
  public static let formatVersion = 1

  /// A JSON renderer (it has no settings).
  public init() {}

  /// `dumps[index]` as one JSON document, indented as an array element when there are several
  /// dumps.
  public func part(of dumps: [Dump], at index: Int, grouping: DumpGrouping) -> String {
    guard grouping.isSeveral else { return document(dumps[index], indent: "") + "\n" }
    return "  " + document(dumps[index], indent: "  ", named: grouping.named)
  }

  /// The single document, or with several dumps a JSON array of them.
  public func assemble(_ parts: [String], grouping: DumpGrouping) -> String {
    guard grouping.isSeveral else { return parts.joined() }
    if parts.isEmpty { return "[]\n" }
    return "[\n" + parts.joined(separator: ",\n") + "\n]\n"
  }

  /// One document; its first line is not indented (the caller places it), the others are.
  /// After `file` come the keys of the settings a matrix names: `device` (null for a `--size`
  /// screen), `dynamicType`, `direction`, `platform`.
  func document(_ dump: Dump, indent: String, named: DumpGrouping.Named = []) -> String {
    let i = indent + "  "
    var out = "{\n"
    out += i + "\"format\": \(Self.formatVersion),\n"
    out += i + "\"file\": " + Escaping.jsonString(dump.file) + ",\n"
    if named.contains(.device) {
      out += i + "\"device\": " + (dump.device.map(Escaping.jsonString) ?? "null") + ",\n"
    }
    if named.contains(.dynamicType) {
      out += i + "\"dynamicType\": " + Escaping.jsonString(dump.dynamicType.rawValue) + ",\n"
    }
    if named.contains(.direction) {
      out += i + "\"direction\": " + Escaping.jsonString(dump.directionDescription) + ",\n"
    }
    if named.contains(.platform) {
      out += i + "\"platform\": " + Escaping.jsonString(dump.platform.rawValue) + ",\n"
    }
    out +=
      i + "\"proposal\": { \"width\": " + number(dump.screen.width) + ", \"height\": "
      + number(dump.screen.height) + " },\n"
    out += i + "\"scale\": " + NumberFormat.format(dump.scale) + ",\n"
    let s = dump.safeArea
    out +=
      i + "\"safeArea\": { \"top\": " + NumberFormat.format(s.top) + ", \"leading\": "
      + NumberFormat.format(s.leading) + ", \"bottom\": " + NumberFormat.format(s.bottom)
      + ", \"trailing\": " + NumberFormat.format(s.trailing) + " },\n"
    if let os = dump.os { out += i + "\"os\": " + Escaping.jsonString(os) + ",\n" }
    out += i + "\"root\": "
    out += nodes(dump.tree, layout: dump.layout, indent: i)
    out += "\n"
    out += indent + "}"
    return out
  }

  /// The root node and its descendants, nested through `children`; iterative, since trees can
  /// be far deeper than the call stack of the thread rendering them.
  func nodes(_ tree: FrameTree, layout: [NodeLayout]? = nil, indent: String) -> String {
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
        // Appended piece by piece: dumps can be large, and temporaries cost more than the text.
        out += "{\n"
        out += i
        out += "\"kind\": "
        out += Escaping.jsonString(node.kind)
        out += ",\n"
        out += i
        out += "\"path\": "
        out += Escaping.jsonString(node.path)
        out += ",\n"
        if let label = node.label {
          out += i
          out += "\"label\": "
          out += Escaping.jsonString(label)
          out += ",\n"
        }
        if let id = node.id {
          out += i
          out += "\"id\": "
          out += Escaping.jsonString(id)
          out += ",\n"
        }
        if let role = node.role {
          out += i
          out += "\"role\": "
          out += Escaping.jsonString(role.rawValue)
          out += ",\n"
        }
        let f = node.frame
        out += i
        out += "\"frame\": { \"x\": "
        out += NumberFormat.format(f.origin.x)
        out += ", \"y\": "
        out += NumberFormat.format(f.origin.y)
        out += ", \"width\": "
        out += NumberFormat.format(f.size.width)
        out += ", \"height\": "
        out += NumberFormat.format(f.size.height)
        out += " },\n"
        if let text = node.text {
          out += i
          out += "\"text\": { \"lines\": ["
          out += text.lines.map(Escaping.jsonString).joined(separator: ", ")
          out += "], \"truncated\": "
          out += text.truncated ? "true" : "false"
          if text.approximate { out += ", \"approximate\": true" }
          out += " },\n"
        }
        if let modifiers = node.modifiers { out += Self.modifiers(modifiers, indent: i) }
        if let layout, n < layout.count { out += Self.layout(layout[n], indent: i) }
        out += i
        out += "\"source\": { \"line\": "
        out += String(node.source.line)
        out += ", \"column\": "
        out += String(node.source.column)
        out += " }"
        if children[n].isEmpty {
          out += "\n"
          out += currentIndent
          out += "}"
          current = nil
        } else {
          out += ",\n"
          out += i
          out += "\"children\": [\n"
          out += i
          out += "  "
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

  /// The `"layout"` key of `--explain` (layoutc(1), EXPLAIN): an unspecified length is
  /// `null`, an infinite one `"infinity"`.
  /// `"modifiers": { "font": ".headline", "opacity": 0.5, "hidden": true, "zIndex": 1,
  /// "layoutPriority": 1 }`, with only the modifiers written on the node.
  static func modifiers(_ modifiers: PassThroughModifiers, indent i: String) -> String {
    var members: [String] = []
    if let font = modifiers.font {
      members.append("\"font\": " + Escaping.jsonString(ModifierText.font(font)))
    }
    if let weight = modifiers.fontWeight {
      members.append("\"fontWeight\": " + Escaping.jsonString(ModifierText.weight(weight)))
    }
    if let bold = modifiers.bold { members.append("\"bold\": " + (bold ? "true" : "false")) }
    if let italic = modifiers.italic {
      members.append("\"italic\": " + (italic ? "true" : "false"))
    }
    if let opacity = modifiers.opacity {
      members.append("\"opacity\": " + NumberFormat.format(opacity))
    }
    if modifiers.hidden { members.append("\"hidden\": true") }
    if let zIndex = modifiers.zIndex {
      members.append("\"zIndex\": " + NumberFormat.format(zIndex))
    }
    if let priority = modifiers.layoutPriority {
      members.append("\"layoutPriority\": " + NumberFormat.format(priority))
    }
    return i + "\"modifiers\": { " + members.joined(separator: ", ") + " },\n"
  }

  static func layout(_ facts: NodeLayout, indent i: String) -> String {
    func length(_ value: Double?) -> String {
      guard let value else { return "null" }
      if value == .infinity { return "\"infinity\"" }
      return NumberFormat.format(value)
    }
    func proposal(_ p: ProposedSize) -> String {
      "{ \"width\": " + length(p.width) + ", \"height\": " + length(p.height) + " }"
    }
    func size(_ s: Size) -> String { proposal(ProposedSize(s)) }
    let j = i + "  "
    var out = i + "\"layout\": {\n"
    out += j + "\"proposed\": " + proposal(facts.proposed) + ",\n"
    out += j + "\"size\": " + size(facts.size) + ",\n"
    out += j + "\"queries\": ["
    if facts.queries.isEmpty {
      out += "],\n"
    } else {
      out += "\n"
      out += facts.queries.map {
        j + "  { \"proposal\": " + proposal($0.proposal) + ", \"size\": " + size($0.size) + " }"
      }.joined(separator: ",\n")
      out += "\n" + j + "],\n"
    }
    out +=
      j + "\"reason\": { \"code\": " + Escaping.jsonString(facts.reason) + ", \"text\": "
      + Escaping.jsonString(facts.because) + " }\n"
    out += i + "},\n"
    return out
  }

  private func number(_ value: Double?) -> String {
    value.map(NumberFormat.format) ?? "null"
  }
}
