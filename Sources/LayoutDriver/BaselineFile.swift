// Baseline files (`--check FILE`, layoutc(1) BASELINES): the tool's own `--format json` dump,
// read back (JSONValue.swift) for LayoutAnalysis's `Baseline.compare`. The reader takes one document, an array
// of them, or an object holding such an array under any key (with its `format` for documents
// that have none); it ignores keys it does not know, so dumps with more settings or more
// node keys than this version writes still compare. Today's dumps go through the same
// settings reader (their JSON header), so every setting the JSON dump prints names a dump.
import LayoutKit

enum BaselineFile {
  /// What a baseline file holds.
  struct Contents {
    /// Each document's `format`, in order.
    var formats: [Int]
    var dumps: [BaselineDump]
  }

  /// Why a file is not a baseline.
  struct Malformed: Error {
    var message: String
    init(_ message: String) { self.message = message }
  }

  /// The settings printed first, in this order; others follow by name.
  static let settingOrder = [
    "device", "proposal", "scale", "safeArea", "os", "platform", "dynamicType", "direction",
  ]

  /// Reads a baseline's bytes.
  static func parse(_ bytes: [UInt8]) throws(Malformed) -> Contents {
    let json: JSONValue
    do {
      json = try JSONValue.parse(bytes)
    } catch {
      throw Malformed("it is not JSON (\(error.message))")
    }
    // (document, the format of the object around it)
    var documents: [(JSONValue, JSONValue?)] = []
    if let array = json.array {
      for element in array {
        guard element.members != nil else {
          throw Malformed("an element of its array is not a dump")
        }
        documents.append((element, nil))
      }
    } else if let members = json.members {
      if json["root"] != nil {
        documents.append((json, nil))
      } else {
        for member in members {
          guard let array = member.value.array else { continue }
          let found = array.filter { $0["root"] != nil }
          documents += found.map { ($0, json["format"]) }
        }
      }
    }
    guard !documents.isEmpty else { throw Malformed("it holds no dump (no object with a 'root')") }
    var contents = Contents(formats: [], dumps: [])
    for (index, (document, outerFormat)) in documents.enumerated() {
      let place = documents.count == 1 ? "the dump" : "dump \(index + 1)"
      guard let format = (document["format"] ?? outerFormat)?.integer else {
        throw Malformed("\(place) has no 'format' number")
      }
      contents.formats.append(format)
      guard let file = document["file"]?.string else {
        throw Malformed("\(place) has no 'file'")
      }
      let views: [BaselineView]
      do {
        views = try Self.views(document["root"])
      } catch {
        throw Malformed("\(place): \(error.message)")
      }
      contents.dumps.append(BaselineDump(file: file, settings: settings(document), views: views))
    }
    return contents
  }

  /// Today's dumps as a baseline holds them: the settings from their JSON header as `grouping`
  /// prints it (a matrix names the device, Dynamic Type size, ...), the views from the frames
  /// with the dump's numbers.
  static func dumps(_ dumps: [Dump], grouping: DumpGrouping) -> [BaselineDump] {
    dumps.map { dump in
      var header = dump
      header.tree = FrameTree(nodes: [])
      let text = JSONRenderer().render([header], grouping: grouping)
      var document = (try? JSONValue.parse(Array(text.utf8))) ?? .null
      // Several dumps print as an array: this one is its only element.
      if case .array(let items) = document, let first = items.first { document = first }
      return BaselineDump(
        file: dump.file, settings: settings(document), views: BaselineView.views(of: dump.tree))
    }
  }

  /// The baseline `--update` writes: the JSON dump, without `--explain`'s layout facts.
  static func text(_ dumps: [Dump], grouping: DumpGrouping) -> String {
    JSONRenderer().render(dumps, grouping: grouping)
  }

  /// Every top-level key but `format`, `file` and `root`, with its value as text.
  static func settings(_ document: JSONValue) -> [BaselineSetting] {
    let members = (document.members ?? []).filter { !["format", "file", "root"].contains($0.key) }
    let names = members.map(\.key)
    let ordered =
      settingOrder.filter(names.contains) + names.filter { !settingOrder.contains($0) }.sorted()
    return ordered.map { name in setting(name, members.first { $0.key == name }!.value) }
  }

  /// A setting's value as the report prints it: `390x844`, `3` (`@3x` in a title),
  /// `59,0,34,0` (left out of a title when all zero), a string as it is.
  static func setting(_ name: String, _ value: JSONValue) -> BaselineSetting {
    if name == "proposal", value.members != nil {
      let text = side(value["width"]) + "x" + side(value["height"])
      return BaselineSetting(name: name, value: text)
    }
    if name == "safeArea", value.members != nil {
      let sides = ["top", "leading", "bottom", "trailing"].map { number(value[$0]) }
      let text = sides.joined(separator: ",")
      return BaselineSetting(
        name: name, value: text,
        display: sides.allSatisfy { $0 == "0" } ? "" : "safe area " + text)
    }
    if name == "scale" {
      let text = number(value)
      return BaselineSetting(name: name, value: text, display: "@" + text + "x")
    }
    if let string = value.string { return BaselineSetting(name: name, value: string) }
    return BaselineSetting(name: name, value: value.compact)
  }

  /// A side of `proposal`: a number, or `auto` for `null`.
  private static func side(_ value: JSONValue?) -> String {
    value == nil || value == .null ? "auto" : number(value)
  }

  private static func number(_ value: JSONValue?) -> String {
    guard let value else { return "none" }
    return value.number.map(NumberFormat.format) ?? value.compact
  }

  /// The nodes under `root`, in pre-order; iterative, as dumps can be deep.
  static func views(_ root: JSONValue?) throws(Malformed) -> [BaselineView] {
    guard let root, root != .null else { return [] }
    var views: [BaselineView] = []
    var work: [JSONValue] = [root]
    while let node = work.popLast() {
      guard node.members != nil else { throw Malformed("a node is not an object") }
      guard let path = node["path"]?.string else { throw Malformed("a node has no 'path'") }
      guard let kind = node["kind"]?.string else {
        throw Malformed("node \(path) has no 'kind'")
      }
      guard let frame = node["frame"], let x = frame["x"]?.number, let y = frame["y"]?.number,
        let width = frame["width"]?.number, let height = frame["height"]?.number
      else { throw Malformed("node \(path) has no 'frame' with x, y, width and height") }
      let source = node["source"]
      views.append(
        BaselineView(
          path: path, kind: kind, label: node["label"]?.string, id: node["id"]?.string,
          role: node["role"]?.string, frame: Rect(x: x, y: y, width: width, height: height),
          source: SourcePosition(
            line: source?["line"]?.integer ?? 0, column: source?["column"]?.integer ?? 0)))
      if let children = node["children"] {
        guard let list = children.array else {
          throw Malformed("node \(path) has 'children' that are not an array")
        }
        work += list.reversed()
      }
    }
    return views
  }
}
