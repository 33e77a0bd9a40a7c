// Baselines (`--check FILE`, layoutc(1) BASELINES): today's frames against a committed JSON
// dump. Views are matched by path; a view whose frame moved or resized beyond the tolerance,
// whose kind, label, id or role changed, or that was added or removed is reported, one line
// each, in tree order. Source positions and text lines are not compared: editing a comment
// above a view moves its line but not the view.
//
// Dumps are matched by file and the settings that name a layout (the identity): with a
// `device` key the device and the matrix keys (dynamic type, direction, ...), not its screen
// size, scale and safe area, so that a corrected device preset shows as views that moved;
// without one the screen size, scale and safe area. `os` never names a dump: a new default
// OS is a setting that changed. Other settings that differ are reported as such. With one
// dump on each side that do not match they are still compared (a file renamed, a size
// changed). The spec is silent on these choices; they are what a reviewer of a layout change
// needs to read.
import LayoutEngine
import LayoutSyntax

/// One node of a dump, as a baseline compares it.
public struct BaselineView: Sendable, Hashable {
  /// Child indices from the root, dot-separated (`0.1.0`): how views are matched.
  public var path: String
  /// The canonical lowercase kind (`vstack`, `text`, ...).
  public var kind: String
  /// A text's string, a colour's or image's name, a component's name.
  public var label: String?
  /// The name given by `.id("...")`.
  public var id: String?
  /// How it relates to its parent (`background`, `overlay`, ...), if it is such content.
  public var role: String?
  /// As printed in the dump (three decimals).
  public var frame: Rect
  /// Where the view is written; printed, never compared.
  public var source: SourcePosition
  /// A view as the dump has it; see the properties.
  public init(
    path: String, kind: String, label: String? = nil, id: String? = nil, role: String? = nil,
    frame: Rect, source: SourcePosition
  ) {
    self.path = path
    self.kind = kind
    self.label = label
    self.id = id
    self.role = role
    self.frame = frame
    self.source = source
  }

  /// The nodes of a laid-out tree with their frames as the JSON dump prints them, so that they
  /// compare equal to the same dump read back from a file.
  public static func views(of tree: FrameTree) -> [BaselineView] {
    func printed(_ value: Double) -> Double { Double(NumberFormat.format(value)) ?? value }
    return tree.nodes.map { node in
      let f = node.frame
      return BaselineView(
        path: node.path, kind: node.kind, label: node.label, id: node.id,
        role: node.role?.rawValue,
        frame: Rect(
          x: printed(f.origin.x), y: printed(f.origin.y), width: printed(f.size.width),
          height: printed(f.size.height)), source: node.source)
    }
  }
}

/// One top-level key of a dump other than `format` and `root`.
public struct BaselineSetting: Sendable, Hashable {
  /// The dump's key (`proposal`, `scale`, `safeArea`, `device`, ...).
  public var name: String
  /// The value as change lines print it (`390x844`, `3`, `59,0,34,0`, `iphone-16`).
  public var value: String
  /// The value in a dump's title; empty when it goes without saying (no safe area).
  public var display: String
  /// A setting; `display` defaults to `value`.
  public init(name: String, value: String, display: String? = nil) {
    self.name = name
    self.value = value
    self.display = display ?? value
  }
}

/// One laid-out file at one set of settings, as a baseline compares it.
public struct BaselineDump: Sendable, Hashable {
  /// The FILE argument the dump was laid out from.
  public var file: String
  /// In a fixed order (the reader's).
  public var settings: [BaselineSetting]
  /// Every node in pre-order.
  public var views: [BaselineView]
  /// A dump; `settings` in the reader's order.
  public init(file: String, settings: [BaselineSetting], views: [BaselineView]) {
    self.file = file
    self.settings = settings
    self.views = views
  }

  /// The settings that name this layout (see the header comment).
  package var identity: [BaselineSetting] {
    let hasDevice = settings.contains { $0.name == "device" }
    return settings.filter { setting in
      if setting.name == "os" { return false }
      if hasDevice, ["proposal", "scale", "safeArea"].contains(setting.name) { return false }
      return true
    }
  }

  /// `card.lyt: 390x844 @3x`, `Screens/login.lyt: iphone-16 rtl`.
  package var title: String {
    let words = identity.map(\.display).filter { !$0.isEmpty }
    return words.isEmpty ? file : file + ": " + words.joined(separator: " ")
  }

  fileprivate var key: String {
    ([file] + identity.map { $0.name + "=" + $0.value }).joined(separator: "\u{1F}")
  }
}

/// What `--check` found: the report's lines and how many of each change.
public struct BaselineReport: Sendable, Hashable {
  /// One line per change (and a frame line under each that moved or resized), in order;
  /// each ends in a newline.
  public var text = ""
  /// Views whose frame origin changed beyond the tolerance.
  public var moved = 0
  /// Views whose frame size changed beyond the tolerance.
  public var resized = 0
  /// Views laid out today that the baseline does not have (a view inside an added one counts too).
  public var added = 0
  /// Views in the baseline that are not laid out today (a view inside a removed one counts too).
  public var removed = 0
  /// Views whose kind changed.
  public var kindChanged = 0
  /// Views whose label, id or role changed (printed as `relabelled`).
  public var renamed = 0
  /// Dumps whose settings changed.
  public var settingsChanged = 0
  /// Dumps laid out today that the baseline does not have, and the other way round.
  public var newDumps = 0
  /// Dumps in the baseline that were not laid out today.
  public var missingDumps = 0
  /// Frame changes not reported because they are within the tolerance.
  public var withinTolerance = 0
  /// What was compared.
  public var dumps = 0
  /// The views laid out today in the dumps compared, and in those not in the baseline.
  public var views = 0

  /// An empty report: no change, nothing compared.
  package init() {}

  /// No change beyond the tolerance.
  public var isEqual: Bool {
    moved + resized + added + removed + kindChanged + renamed + settingsChanged + newDumps
      + missingDumps == 0
  }

  /// `2 moved, 1 resized, 1 added`: the non-zero counts, in a fixed order.
  public var counts: String {
    let parts: [(Int, String)] = [
      (moved, "moved"), (resized, "resized"), (added, "added"), (removed, "removed"),
      (kindChanged, "changed kind"), (renamed, "relabelled"),
      (
        settingsChanged,
        settingsChanged == 1 ? "dump with other settings" : "dumps with other settings"
      ),
      (newDumps, newDumps == 1 ? "dump not in the baseline" : "dumps not in the baseline"),
      (missingDumps, missingDumps == 1 ? "dump no longer made" : "dumps no longer made"),
    ]
    return parts.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
  }

  /// What was compared, and what the tolerance hid: `2 dumps, 48 views; 3 changes within
  /// the tolerance of 0.5`.
  package func extent(tolerance: Double) -> String {
    var text = Baseline.count(dumps, "dump") + ", " + Baseline.count(views, "view")
    if withinTolerance > 0 {
      text +=
        "; " + Baseline.count(withinTolerance, "change") + " within the tolerance of "
        + NumberFormat.format(tolerance)
    }
    return text
  }
}

/// Compares today's dumps with a baseline's.
public enum Baseline {
  /// Compares `today` with `baseline`, reporting frame changes larger than `tolerance` points.
  /// `ascii` writes `->`, `-` and `x` for `→`, `−` and `×`.
  public static func compare(
    baseline: [BaselineDump], today: [BaselineDump], tolerance: Double, ascii: Bool = false
  ) -> BaselineReport {
    var report = BaselineReport()
    let words = Words(ascii: ascii)
    // Match by identity, the nth dump of an identity with the nth.
    var waiting: [String: [Int]] = [:]
    for (index, dump) in baseline.enumerated() { waiting[dump.key, default: []].append(index) }
    var pairs: [(old: Int?, new: Int?)] = []
    var matched = Set<Int>()
    for (index, dump) in today.enumerated() {
      if var candidates = waiting[dump.key], !candidates.isEmpty {
        let old = candidates.removeFirst()
        waiting[dump.key] = candidates
        matched.insert(old)
        pairs.append((old, index))
      } else {
        pairs.append((nil, index))
      }
    }
    let unmatchedOld = baseline.indices.filter { !matched.contains($0) }
    let unmatchedNew = pairs.indices.filter { pairs[$0].old == nil }
    if unmatchedOld.count == 1, unmatchedNew.count == 1 {
      // One layout on each side: compare them whatever their names.
      pairs[unmatchedNew[0]].old = unmatchedOld[0]
    } else {
      pairs += unmatchedOld.map { (old: $0, new: nil) }
    }
    let several = baseline.count > 1 || today.count > 1
    for pair in pairs {
      var lines = ""
      switch (pair.old.map { baseline[$0] }, pair.new.map { today[$0] }) {
      case (let old?, let new?):
        report.dumps += 1
        report.views += new.views.count
        var changed: [String] = []
        if old.file != new.file { changed.append("file " + old.file + words.arrow + new.file) }
        for setting in new.settings {
          let was = old.settings.first { $0.name == setting.name }?.value ?? "none"
          if was != setting.value {
            changed.append(setting.name + " " + was + words.arrow + setting.value)
          }
        }
        for setting in old.settings where !new.settings.contains(where: { $0.name == setting.name })
        {
          changed.append(setting.name + " " + setting.value + words.arrow + "none")
        }
        if !changed.isEmpty {
          report.settingsChanged += 1
          lines += "settings changed: " + changed.joined(separator: ", ") + "\n"
        }
        lines += compareViews(old.views, new.views, tolerance: tolerance, words, &report)
        if several, !lines.isEmpty { lines = "== " + new.title + " ==\n" + lines }
      case (nil, let new?):
        report.newDumps += 1
        report.views += new.views.count
        lines = "== \(new.title) ==\nnot in the baseline (\(count(new.views.count, "view")))\n"
      case (let old?, nil):
        report.missingDumps += 1
        lines =
          "== \(old.title) ==\nin the baseline but not laid out today "
          + "(\(count(old.views.count, "view")))\n"
      case (nil, nil):
        break
      }
      report.text += lines
    }
    return report
  }

  /// The change lines of two node lists matched by path, in tree order.
  static func compareViews(
    _ old: [BaselineView], _ new: [BaselineView], tolerance: Double, _ words: Words,
    _ report: inout BaselineReport
  ) -> String {
    var oldByPath: [String: Int] = [:]
    for (index, view) in old.enumerated() { oldByPath[view.path] = index }
    var newByPath: [String: Int] = [:]
    for (index, view) in new.enumerated() { newByPath[view.path] = index }

    // (path, text); a path is in at most one entry.
    var entries: [(path: [Int], text: String)] = []
    // Added or removed views inside an added or removed one are counted on it.
    var insideAdded: [String: Int] = [:]
    var insideRemoved: [String: Int] = [:]
    func outermost(_ path: String, missingFrom other: [String: Int], in same: [String: Int])
      -> String
    {
      var top = path
      var current = path
      while let dot = current.lastIndex(of: ".") {
        current = String(current[..<dot])
        guard other[current] == nil, same[current] != nil else { break }
        top = current
      }
      return top
    }
    var addedTops: [String] = []
    for view in new {
      guard let index = oldByPath[view.path] else {
        report.added += 1
        let top = outermost(view.path, missingFrom: oldByPath, in: newByPath)
        if top == view.path { addedTops.append(top) } else { insideAdded[top, default: 0] += 1 }
        continue
      }
      if let line = change(from: old[index], to: view, tolerance: tolerance, words, &report) {
        entries.append((Self.components(view.path), line))
      }
    }
    for path in addedTops {
      let view = new[newByPath[path]!]
      entries.append(
        (
          Self.components(path),
          name(view, words) + ": added at " + words.frame(view.frame)
            + inside(insideAdded[path] ?? 0) + "\n"
        ))
    }
    var removedTops: [String] = []
    for view in old where newByPath[view.path] == nil {
      report.removed += 1
      let top = outermost(view.path, missingFrom: newByPath, in: oldByPath)
      if top == view.path { removedTops.append(top) } else { insideRemoved[top, default: 0] += 1 }
    }
    for path in removedTops {
      let view = old[oldByPath[path]!]
      entries.append(
        (
          Self.components(path),
          name(view, words) + ": removed from " + words.frame(view.frame)
            + inside(insideRemoved[path] ?? 0) + "\n"
        ))
    }
    entries.sort { $0.path.lexicographicallyPrecedes($1.path) }
    return entries.map(\.text).joined()
  }

  /// `, with 3 views inside`.
  static func inside(_ number: Int) -> String {
    number == 0 ? "" : ", with " + count(number, "view") + " inside"
  }

  /// `1 view`, `3 views`.
  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  /// `0.1.2 title (text "Title", 4:5)`.
  static func name(_ view: BaselineView, _ words: Words) -> String {
    var text = view.path
    if let id = view.id { text += " " + id }
    text += " (" + describe(kind: view.kind, label: view.label)
    if let role = view.role { text += " [" + role + "]" }
    text += ", \(view.source.line):\(view.source.column))"
    return text
  }

  /// `text "Title"`, `color red`, `vstack`; long labels are cut.
  static func describe(kind: String, label: String?) -> String {
    guard var label, !label.isEmpty else { return kind }
    if label.count > 40 { label = String(label.prefix(39)) + "…" }
    return kind + " " + (kind == "text" ? SwiftLiteral.quoted(label) : label)
  }

  /// The line for a view in both dumps, or nil when nothing beyond the tolerance changed.
  static func change(
    from old: BaselineView, to new: BaselineView, tolerance: Double, _ words: Words,
    _ report: inout BaselineReport
  ) -> String? {
    var parts: [String] = []
    if old.kind != new.kind || old.label != new.label {
      if old.kind != new.kind { report.kindChanged += 1 } else { report.renamed += 1 }
      parts.append(
        "was " + describe(kind: old.kind, label: old.label))
    }
    if old.id != new.id {
      if old.kind == new.kind, old.label == new.label { report.renamed += 1 }
      parts.append("id " + (old.id ?? "none") + words.arrow + (new.id ?? "none"))
    }
    if old.role != new.role {
      if old.kind == new.kind, old.label == new.label, old.id == new.id { report.renamed += 1 }
      parts.append("role " + (old.role ?? "none") + words.arrow + (new.role ?? "none"))
    }
    // Each side of the frame, rounded as printed; a change up to the tolerance is ignored.
    func moves(_ pairs: [(String, Double, Double)]) -> [String] {
      var out: [String] = []
      for (axis, was, now) in pairs {
        let delta = Double(NumberFormat.format(now - was)) ?? (now - was)
        guard delta != 0 else { continue }
        guard abs(delta) > tolerance else {
          report.withinTolerance += 1
          continue
        }
        out.append(
          axis + " " + NumberFormat.format(was) + words.arrow + NumberFormat.format(now) + " ("
            + words.signed(delta) + ")")
      }
      return out
    }
    let moved = moves([
      ("x", old.frame.origin.x, new.frame.origin.x), ("y", old.frame.origin.y, new.frame.origin.y),
    ])
    let resized = moves([
      ("width", old.frame.size.width, new.frame.size.width),
      ("height", old.frame.size.height, new.frame.size.height),
    ])
    if !moved.isEmpty {
      report.moved += 1
      parts.append("moved " + moved.joined(separator: ", "))
    }
    if !resized.isEmpty {
      report.resized += 1
      parts.append("resized " + resized.joined(separator: ", "))
    }
    guard !parts.isEmpty else { return nil }
    var line = name(new, words) + ": " + parts.joined(separator: ", ") + "\n"
    if !moved.isEmpty || !resized.isEmpty {
      line += "  " + words.frame(old.frame) + words.arrow + words.frame(new.frame) + "\n"
    }
    return line
  }

  /// `0.10.2` as `[0, 10, 2]`, so that `0.10` sorts after `0.9` and a parent before its
  /// children (tree order).
  static func components(_ path: String) -> [Int] {
    path.split(separator: ".").map { Int($0) ?? 0 }
  }

  /// The report's symbols, in Unicode or ASCII.
  struct Words {
    var ascii: Bool
    var arrow: String { ascii ? " -> " : " → " }
    /// `+4`, `−4` (a minus sign, as typeset), `-4` in ASCII.
    func signed(_ value: Double) -> String {
      let magnitude = NumberFormat.format(abs(value))
      return value > 0 ? "+" + magnitude : (ascii ? "-" : "−") + magnitude
    }
    /// `(20, 100) 100×20.333`, as the tree format prints a frame.
    func frame(_ rect: Rect) -> String {
      "(" + NumberFormat.format(rect.origin.x) + ", " + NumberFormat.format(rect.origin.y) + ") "
        + NumberFormat.format(rect.size.width) + (ascii ? "x" : "×")
        + NumberFormat.format(rect.size.height)
    }
  }
}
