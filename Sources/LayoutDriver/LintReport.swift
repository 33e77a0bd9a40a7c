// What `layoutc lint` prints (layoutc(1), LINT): the findings of every file at every screen,
// the rules not selected and the suppressed ones left out, each finding once (with the
// cells it happens in when it does not happen in all, said as briefly as the matrix allows:
// "from accessibility2 up on iphone-se and iphone-16e"), in file order, then by position.
import LayoutKit

struct LintReport {
  struct Entry {
    var source: SourceFile
    var finding: LintFinding
  }
  let entries: [Entry]

  /// `files`: each file with its findings per cell; `cells`: the settings of each cell, in the
  /// same order.
  init(files: [(SourceFile, [[LintFinding]])], cells: MatrixCells, rules: [LintRule]) {
    let order = Dictionary(
      uniqueKeysWithValues: rules.enumerated().map { ($0.element.id, $0.offset) })
    var entries: [Entry] = []
    for (source, perScreen) in files {
      let directives = Lint.Directives(source)
      // The same finding in several cells: the same rule, view and place, the n-th such in
      // its cell (a view can have two invalid frames); its amounts may differ by cell.
      struct Key: Hashable {
        var rule: String
        var position: SourcePosition
        var view: String
        var ordinal: Int
      }
      var cellsOf: [Key: [(cell: Int, finding: LintFinding)]] = [:]
      var seen: [Key] = []
      for (cell, findings) in perScreen.enumerated() {
        var ordinals: [Key: Int] = [:]
        for finding in findings
        where order[finding.rule] != nil && !Lint.isSuppressed(finding, in: directives) {
          let first = Key(
            rule: finding.rule, position: finding.position, view: finding.view, ordinal: 0)
          var key = first
          key.ordinal = ordinals[first, default: 0]
          ordinals[first] = key.ordinal + 1
          if cellsOf[key] == nil { seen.append(key) }
          cellsOf[key, default: []].append((cell, finding))
        }
      }
      var file: [Entry] = []
      for key in seen {
        let found = cellsOf[key] ?? []
        var shown = found[0].finding
        let amountsDiffer = found.contains { $0.finding.message != found[0].finding.message }
        if cells.count > 1, found.count < perScreen.count {
          shown.message += " (" + cells.describe(found.map(\.cell))
          // Amounts that differ by cell are those of the first cell named.
          if amountsDiffer {
            shown.message += ". Amounts at " + cells.name(found[0].cell)
          }
          shown.message += ")"
        } else if amountsDiffer {
          shown.message += " (amounts at " + cells.name(found[0].cell) + ")"
        }
        file.append(Entry(source: source, finding: shown))
      }
      file.sort { a, b in
        let (x, y) = (a.finding, b.finding)
        if x.position.file != y.position.file { return x.position.file < y.position.file }
        if x.position.line != y.position.line { return x.position.line < y.position.line }
        if x.position.column != y.position.column { return x.position.column < y.position.column }
        if x.rule != y.rule { return order[x.rule]! < order[y.rule]! }
        return x.message < y.message
      }
      entries += file
    }
    self.entries = entries
  }

  var isEmpty: Bool { entries.isEmpty }

  /// `file:line:col: warning: message [rule-id]`, the source line and a caret, as the
  /// tool's errors are printed.
  func text(renderer: DiagnosticRenderer) -> String {
    entries.map { entry in
      let position = entry.finding.position
      let offset = entry.source.offset(of: position)
      let range =
        entry.source.nameRange(at: position) ?? SourceRange(offset, offset)
      let diagnostic = Diagnostic(
        .warning, entry.finding.message + " [\(entry.finding.rule)]", at: range)
      return renderer.render(diagnostic, in: entry.source)
    }.joined()
  }

  func sarif(version: String) -> String {
    Sarif.log(
      entries.map {
        Sarif.Result(file: $0.source.parts[$0.finding.position.file].name, finding: $0.finding)
      }, rules: Lint.rules,
      version: version)
  }
}

/// The settings of a matrix's cells, to name a set of them briefly (`describe`).
struct MatrixCells {
  /// One cell's settings, as indices into the lists below.
  struct Cell: Hashable {
    var screen: Int
    var dynamicType: Int
    var direction: Int
    var platform: Int
  }
  let cells: [Cell]
  /// Each cell as the tree format's headers name it.
  let names: [String]
  /// Each setting's values over the matrix: screens in first-seen order (a device's id, or
  /// `390x844 @3x` without devices), Dynamic Type sizes from smallest to largest.
  let screens: [String]
  let dynamicTypes: [String]
  let directions: [String]
  let platforms: [String]

  var count: Int { cells.count }

  /// The cells of `dumps` (one per cell), with the settings `named` says tell them apart.
  init(_ dumps: [Dump], named: DumpGrouping.Named) {
    func screen(_ dump: Dump) -> String {
      if named.contains(.device), let device = dump.device { return device }
      return named.contains(.screen) || named.contains(.device)
        ? dump.screenAndScaleDescription : ""
    }
    let types = DynamicTypeSize.allCases.filter { type in dumps.contains { $0.dynamicType == type }
    }
    var screens: [String] = []
    var directions: [String] = []
    var platforms: [String] = []
    func index(_ value: String, in list: inout [String]) -> Int {
      if let found = list.firstIndex(of: value) { return found }
      list.append(value)
      return list.count - 1
    }
    cells = dumps.map { dump in
      Cell(
        screen: index(screen(dump), in: &screens),
        dynamicType: types.firstIndex(of: dump.dynamicType) ?? 0,
        direction: index(dump.directionDescription, in: &directions),
        platform: index(dump.platform.rawValue, in: &platforms))
    }
    self.names = dumps.map { $0.cellDescription(named) }
    self.screens = screens
    self.dynamicTypes = types.map(\.rawValue)
    self.directions = directions
    self.platforms = platforms
  }

  /// Cell `index` as the tree format's headers name it.
  func name(_ index: Int) -> String { index < names.count ? names[index] : "?" }

  /// `from accessibility2 up on iphone-se and iphone-16e`: the cells `chosen` (indices into
  /// `cells`), grouped by the Dynamic Type sizes they share; a setting every cell of the
  /// matrix shares with the group is not named. Groups are joined with `; `.
  func describe(_ chosen: [Int]) -> String {
    struct Rest: Hashable {
      var screen: Int
      var direction: Int
      var platform: Int
    }
    // Each screen, direction and platform with the Dynamic Type sizes it happens at.
    var types: [Rest: [Int]] = [:]
    var rests: [Rest] = []
    for index in chosen where index < cells.count {
      let cell = cells[index]
      let rest = Rest(screen: cell.screen, direction: cell.direction, platform: cell.platform)
      if types[rest] == nil { rests.append(rest) }
      types[rest, default: []].append(cell.dynamicType)
    }
    // Then the rests that share the same sizes, in first-seen order.
    var groups: [(types: [Int], rests: [Rest])] = []
    for rest in rests {
      let sizes = types[rest]!.sorted()
      if let at = groups.firstIndex(where: { $0.types == sizes }) {
        groups[at].rests.append(rest)
      } else {
        groups.append((sizes, [rest]))
      }
    }
    return groups.map { group in
      var words: [String] = []
      if let sizes = sizesPhrase(group.types) { words.append(sizes) }
      let screens = Self.unique(group.rests.map(\.screen))
      let directions = Self.unique(group.rests.map(\.direction))
      let platforms = Self.unique(group.rests.map(\.platform))
      if screens.count * directions.count * platforms.count == group.rests.count {
        if directions.count < self.directions.count {
          words.append("in " + Self.list(directions.map { self.directions[$0] }))
        }
        if platforms.count < self.platforms.count {
          words.append("on " + Self.list(platforms.map { self.platforms[$0] }))
        }
        if screens.count < self.screens.count {
          words.append("on " + Self.list(screens.map { self.screens[$0] }))
        }
      } else {
        // Not a product of settings: each screen, direction and platform named.
        words.append(
          "on "
            + Self.list(
              group.rests.map { rest in
                var parts = [self.screens[rest.screen]]
                if self.directions.count > 1 { parts.append(self.directions[rest.direction]) }
                if self.platforms.count > 1 { parts.append(self.platforms[rest.platform]) }
                return parts.filter { !$0.isEmpty }.joined(separator: " ")
              }))
      }
      return words.joined(separator: " ")
    }.joined(separator: "; ")
  }

  /// `from accessibility2 up`, `up to large`, `from small to xLarge`, `at xSmall and large`;
  /// nil for every size of the matrix.
  private func sizesPhrase(_ sizes: [Int]) -> String? {
    guard sizes.count < dynamicTypes.count, let first = sizes.first, let last = sizes.last else {
      return nil
    }
    if sizes.count == 1 { return "at " + dynamicTypes[first] }
    guard last - first + 1 == sizes.count else {
      return "at " + Self.list(sizes.map { dynamicTypes[$0] })
    }
    if last == dynamicTypes.count - 1 { return "from \(dynamicTypes[first]) up" }
    if first == 0 { return "up to " + dynamicTypes[last] }
    return "from \(dynamicTypes[first]) to \(dynamicTypes[last])"
  }

  private static func unique(_ values: [Int]) -> [Int] {
    var seen = Set<Int>()
    return values.filter { seen.insert($0).inserted }
  }

  /// `a`, `a and b`, `a, b and c`.
  private static func list(_ words: [String]) -> String {
    guard words.count > 1 else { return words.first ?? "" }
    return words.dropLast().joined(separator: ", ") + " and " + words.last!
  }
}
