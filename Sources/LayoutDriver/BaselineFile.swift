// Baseline files (`--check FILE`, layoutc(1) BASELINES): the tool's own `--format json` dump,
// read back for LayoutAnalysis's `Baseline.compare`. The reader takes one document, an array
// of them, or an object holding such an array under any key (with its `format` for documents
// that have none); it ignores keys it does not know, so dumps with more settings or more
// node keys than this version writes still compare. Today's dumps go through the same
// settings reader (their JSON header), so every setting the JSON dump prints names a dump.
import Foundation
import LayoutAnalysis
import LayoutEngine
import LayoutOutput

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
    let json: Any
    do {
      json = try JSONSerialization.jsonObject(with: Data(bytes))
    } catch {
      let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
      throw Malformed("it is not JSON" + (detail.map { " (\($0))" } ?? ""))
    }
    // (document, the format of the object around it)
    var documents: [([String: Any], Any?)] = []
    if let array = json as? [Any] {
      for element in array {
        guard let document = element as? [String: Any] else {
          throw Malformed("an element of its array is not a dump")
        }
        documents.append((document, nil))
      }
    } else if let object = json as? [String: Any] {
      if object["root"] != nil {
        documents.append((object, nil))
      } else {
        for key in object.keys.sorted() {
          guard let array = object[key] as? [Any] else { continue }
          let found = array.compactMap { $0 as? [String: Any] }.filter { $0["root"] != nil }
          documents += found.map { ($0, object["format"]) }
        }
      }
    }
    guard !documents.isEmpty else { throw Malformed("it holds no dump (no object with a 'root')") }
    var contents = Contents(formats: [], dumps: [])
    for (index, (document, outerFormat)) in documents.enumerated() {
      let place = documents.count == 1 ? "the dump" : "dump \(index + 1)"
      guard let format = integer(document["format"] ?? outerFormat) else {
        throw Malformed("\(place) has no 'format' number")
      }
      contents.formats.append(format)
      guard let file = document["file"] as? String else {
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

  /// Today's dumps as a baseline holds them: the settings from their JSON header, the views
  /// from the frames with the dump's numbers.
  static func dumps(_ dumps: [Dump]) -> [BaselineDump] {
    dumps.map { dump in
      var header = dump
      header.tree = FrameTree(nodes: [])
      header.layout = nil
      let text = JSONRenderer().render(header)
      let document =
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
      return BaselineDump(
        file: dump.file, settings: settings(document), views: BaselineView.views(of: dump.tree))
    }
  }

  /// The baseline `--update` writes: the JSON dump, without `--explain`'s layout facts.
  static func text(_ dumps: [Dump], grouping: DumpGrouping) -> String {
    let plain = dumps.map { dump in
      var copy = dump
      copy.layout = nil
      return copy
    }
    return JSONRenderer().render(plain, grouping: grouping)
  }

  /// Every top-level key but `format`, `file` and `root`, with its value as text.
  static func settings(_ document: [String: Any]) -> [BaselineSetting] {
    let names = document.keys.filter { !["format", "file", "root"].contains($0) }
    let ordered =
      settingOrder.filter(names.contains)
      + names.filter { !settingOrder.contains($0) }.sorted()
    return ordered.map { setting($0, document[$0]!) }
  }

  /// A setting's value as the report prints it: `390x844`, `3` (`@3x` in a title),
  /// `59,0,34,0` (left out of a title when all zero), a string as it is.
  static func setting(_ name: String, _ value: Any) -> BaselineSetting {
    if let object = value as? [String: Any] {
      if name == "proposal" {
        let text = side(object["width"]) + "x" + side(object["height"])
        return BaselineSetting(name: name, value: text)
      }
      if name == "safeArea" {
        let sides = ["top", "leading", "bottom", "trailing"].map { number(object[$0]) }
        let text = sides.joined(separator: ",")
        return BaselineSetting(
          name: name, value: text,
          display: sides.allSatisfy { $0 == "0" } ? "" : "safe area " + text)
      }
    }
    if name == "scale" {
      let text = number(value)
      return BaselineSetting(name: name, value: text, display: "@" + text + "x")
    }
    if let string = value as? String { return BaselineSetting(name: name, value: string) }
    return BaselineSetting(name: name, value: compact(value))
  }

  /// A side of `proposal`: a number, or `auto` for `null`.
  private static func side(_ value: Any?) -> String {
    value == nil || value is NSNull ? "auto" : number(value)
  }

  private static func number(_ value: Any?) -> String {
    guard let value, !(value is NSNull), let double = double(value) else {
      return value.map(compact) ?? "none"
    }
    return NumberFormat.format(double)
  }

  /// Any JSON value as one line of JSON with sorted keys.
  private static func compact(_ value: Any) -> String {
    if let string = value as? String { return string }
    guard JSONSerialization.isValidJSONObject([value]),
      let data = try? JSONSerialization.data(withJSONObject: [value], options: [.sortedKeys])
    else { return "\(value)" }
    // Written inside an array, so that scalars are accepted; the brackets come off.
    return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
  }

  /// A JSON number (not a Boolean) as a Double.
  private static func double(_ value: Any) -> Double? {
    guard let number = value as? NSNumber, !isBoolean(number) else { return nil }
    return number.doubleValue
  }

  private static func integer(_ value: Any?) -> Int? {
    guard let value, let double = double(value), double == double.rounded(),
      abs(double) < 1e9
    else { return nil }
    return Int(double)
  }

  /// JSON's `true` and `false` come back as numbers of C type `char`; JSON numbers never do.
  private static func isBoolean(_ number: NSNumber) -> Bool {
    String(cString: number.objCType) == "c"
  }

  /// The nodes under `root`, in pre-order; iterative, as dumps can be deep.
  static func views(_ root: Any?) throws(Malformed) -> [BaselineView] {
    guard let root, !(root is NSNull) else { return [] }
    var views: [BaselineView] = []
    var work: [Any] = [root]
    while let next = work.popLast() {
      guard let node = next as? [String: Any] else { throw Malformed("a node is not an object") }
      guard let path = node["path"] as? String else { throw Malformed("a node has no 'path'") }
      guard let kind = node["kind"] as? String else {
        throw Malformed("node \(path) has no 'kind'")
      }
      guard let frame = node["frame"] as? [String: Any],
        let x = frame["x"].flatMap(double), let y = frame["y"].flatMap(double),
        let width = frame["width"].flatMap(double), let height = frame["height"].flatMap(double)
      else { throw Malformed("node \(path) has no 'frame' with x, y, width and height") }
      let source = node["source"] as? [String: Any]
      views.append(
        BaselineView(
          path: path, kind: kind, label: node["label"] as? String, id: node["id"] as? String,
          role: node["role"] as? String, frame: Rect(x: x, y: y, width: width, height: height),
          source: SourcePosition(
            line: integer(source?["line"]) ?? 0, column: integer(source?["column"]) ?? 0)))
      if let children = node["children"] {
        guard let list = children as? [Any] else {
          throw Malformed("node \(path) has 'children' that are not an array")
        }
        work += list.reversed()
      }
    }
    return views
  }
}
