// `layoutc --list views|modifiers|colors|fonts|devices`: the vocabulary, read from the
// resolver's catalog (`Vocabulary`) and the device table, so the list cannot disagree with what
// the tool accepts. Plain text is an aligned table a person reads or greps; `--format json` is
// for scripts and editors.
import LayoutKit

enum Listing {
  /// The entries of a vocabulary topic (every topic but `devices`).
  static func entries(_ topic: Options.ListTopic) -> [Vocabulary.Entry] {
    switch topic {
    case .views: return Vocabulary.views
    case .modifiers: return Vocabulary.modifiers
    case .colors: return Vocabulary.colors
    case .fonts: return Vocabulary.fonts
    case .devices: return []
    }
  }

  /// The list as plain text: one name per line, then its kind and signatures in columns.
  static func plain(_ topic: Options.ListTopic) -> String {
    if topic == .devices { return Device.listTable() }
    let rows = entries(topic).map { [$0.name, $0.kind, $0.signatures.joined(separator: " ")] }
    return table(rows)
  }

  /// The list as one JSON object holding an array under the topic's name.
  static func json(_ topic: Options.ListTopic) -> String {
    let items: [String]
    if topic == .devices {
      items = Device.all.map { d in
        let insets = [
          ("top", d.safeArea.top), ("leading", d.safeArea.leading),
          ("bottom", d.safeArea.bottom), ("trailing", d.safeArea.trailing),
        ].map { "\"\($0.0)\": \(NumberFormat.format($0.1))" }.joined(separator: ", ")
        return "{ \"id\": \(Escaping.jsonString(d.id)), \"name\": \(Escaping.jsonString(d.name)), "
          + "\"family\": \"\(d.family.rawValue)\", \"orientation\": \"\(d.orientation.rawValue)\", "
          + "\"size\": { \"width\": \(NumberFormat.format(d.size.width)), "
          + "\"height\": \(NumberFormat.format(d.size.height)) }, "
          + "\"scale\": \(NumberFormat.format(d.scale)), \"safeArea\": { \(insets) }, "
          + "\"cornerRadius\": \(d.cornerRadius.map(NumberFormat.format) ?? "null"), "
          + "\"sizeClass\": { \"horizontal\": \"\(d.horizontalSizeClass.rawValue)\", "
          + "\"vertical\": \"\(d.verticalSizeClass.rawValue)\" } }"
      }
    } else {
      items = entries(topic).map { e in
        let signatures = e.signatures.map(Escaping.jsonString).joined(separator: ", ")
        return
          "{ \"name\": \(Escaping.jsonString(e.name)), \"kind\": \(Escaping.jsonString(e.kind)), "
          + "\"signatures\": [\(signatures)] }"
      }
    }
    return "{\n  \"\(topic.rawValue)\": [\n" + items.map { "    " + $0 }.joined(separator: ",\n")
      + "\n  ]\n}\n"
  }

  /// Columns padded to their widest cell (two spaces apart), the last one unpadded.
  private static func table(_ rows: [[String]]) -> String {
    var widths: [Int] = []
    for row in rows {
      for (i, cell) in row.enumerated() {
        if i == widths.count { widths.append(0) }
        widths[i] = max(widths[i], cell.count)
      }
    }
    return rows.map { row in
      var line = ""
      for (i, cell) in row.enumerated() {
        line +=
          i == row.count - 1
          ? cell : cell + String(repeating: " ", count: widths[i] - cell.count + 2)
      }
      while line.last == " " { line.removeLast() }
      return line + "\n"
    }.joined()
  }
}
