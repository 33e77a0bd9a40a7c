// The command line of layoutc(1), parsed by hand (swift-argument-parser's
// conventions without the dependency): `--flag value` and `--flag=value`, `--` ends options,
// `-` is standard input, a usage error names the flag and exits 64.
import LayoutKit

/// Everything the command line asked for.
public struct Options: Sendable, Equatable {
  /// A screen to lay out at, in command-line order: an explicit size or a device preset.
  public enum Screen: Sendable, Equatable {
    /// `--size WxH`: this size; an `auto` side (nil) is unspecified, so the view takes its ideal
    /// size.
    case size(ProposedSize)
    /// `--device NAME`: this preset's screen, scale, safe area and size class.
    case device(Device)
  }

  /// `--color W`: when to colour diagnostics and the tree format.
  public enum ColorMode: String, Sendable, Equatable, CaseIterable {
    /// `auto` colours a stream that is a terminal unless `NO_COLOR` is set or `TERM` is `dumb`
    /// (and any stream but an `-o` file when `FORCE_COLOR` or `CLICOLOR_FORCE` asks); `always`
    /// and `never` decide for every stream.
    case auto, always, never
  }

  /// What a file is written in: by its extension (`.swift` is Swift), or `--language`.
  public enum Language: String, Sendable, Equatable, CaseIterable {
    /// `.lyt`, layoutc's own language, or a SwiftUI `.swift` file.
    case lyt, swift
  }

  /// The shells `--completions` writes a script for.
  public enum Shell: String, Sendable, Equatable, CaseIterable {
    /// One case per shell, as `--completions` spells it.
    case bash, zsh, fish
  }

  /// What `--list` prints.
  public enum ListTopic: String, Sendable, Equatable, CaseIterable {
    /// One case per topic, as `--list` spells it.
    case views, modifiers, colors, fonts, devices
  }

  /// The FILE arguments, `-` for standard input.
  public var files: [String] = []
  /// `--size WxH` and `--device NAME`, in command-line order; empty lays out at 390x844.
  public var screens: [Screen] = []
  /// `--device list`.
  public var listDevices = false
  /// `--list WHAT`: print a part of the vocabulary instead of laying anything out.
  public var list: ListTopic? = nil
  /// `--completions SHELL`: print a completion script instead of laying anything out.
  public var completions: Shell? = nil
  /// `--safe-area T,L,B,R`: insets that override a device's; nil = the device's, or none.
  public var safeArea: EdgeInsets? = nil
  /// `--scale N`: 1, 2 or 3, overriding a device's; nil = the device's, or the platform's default
  /// (3 on iOS, 2 on macOS).
  public var scale: Double? = nil
  /// `--platform`: one, or several for a matrix.
  public var platforms: [Platform] = [.ios]
  /// `--font FILE`: measure text with this TrueType or OpenType font instead of the built-in
  /// tables.
  public var fontFile: String? = nil
  /// `--layout-direction`: one, or several for a matrix.
  public var layoutDirections: [LayoutDirection] = [.leftToRight]
  /// `--dynamic-type`: empty lays out at SwiftUI's default (`large`) without naming it.
  public var dynamicTypes: [DynamicTypeSize] = []
  /// The settings given as a matrix (`all`, a pattern, a list, a range): named in every dump
  /// even when they select one value (layoutc(1), MATRIX).
  public var matrixSettings: DumpGrouping.Named = []
  /// `--format F`: the dump's format (`--format sarif` sets `sarif` and `lint` instead).
  public var format: OutputFormat = .tree
  /// `--ascii`: draw the tree format with ASCII characters only.
  public var ascii = false
  /// `--unrounded`: print the exact values instead of the pixel-snapped frames.
  public var unrounded = false
  /// `-o FILE`.
  public var outputFile: String? = nil
  /// `--color W`: when to use colour.
  public var color: ColorMode = .auto
  /// `--language`: nil reads each file by its extension.
  public var language: Language? = nil
  /// `--view NAME`: the View struct or `#Preview` of a Swift file to lay out.
  public var view: String? = nil
  /// `--now DATE`: what a Swift file's `Date()` is, in seconds since 1970 (UTC).
  public var now: Double = SwiftReader.defaultNow
  /// `--assets PATH`: an asset catalog or a folder of images, for images without a size.
  public var assets: String? = nil
  /// `--os`: whose control metrics to use; nil = the platform's current OS.
  public var os: OSProfile? = nil
  /// `--explain [VIEW]`: print the layout conversation (and, in JSON, each node's `layout`),
  /// about one view when one is named.
  public var explain = false
  /// `--explain VIEW`: the view the explanation is about; nil = the whole layout.
  public var explainView: String? = nil
  /// `--explain brief`: one line per view (its size, position and why) instead of the
  /// conversation; JSON and HTML are the same as with `--explain`.
  public var explainBrief = false
  /// `--outline`: pictures outline every view's frame.
  public var outline = false
  /// `--check FILE`: compare the layout with this JSON baseline instead of printing it.
  public var check: String? = nil
  /// `--tolerance N`: with `--check`, frame changes of up to N points are not changes.
  public var tolerance: Double? = nil
  /// `--update`: with `--check`, rewrite the baseline with today's layout.
  public var update = false
  /// `layoutc lint` or `--lint`: print findings (layoutc(1), LINT) instead of the dump.
  public var lint = false
  /// `--format sarif`: lint findings as a SARIF log.
  public var sarif = false
  /// `--lint-rules LIST`: only these rules; nil = every rule.
  public var lintRules: [String]? = nil
  /// `--disable-rule LIST` (repeatable): rules turned off.
  public var disabledRules: [String] = []
  /// `--werror`: lint findings make the exit status 1.
  public var werror = false
  /// `--help` (`-h`): print the usage instead of running.
  public var help = false
  /// `--version` (`-V`): print the version instead of running.
  public var version = false

  /// No file, no option: every setting at its default.
  public init() {}

  /// The first `--platform` (the one `--list` and a single run use).
  public var platform: Platform {
    get { platforms[0] }
    set { platforms = [newValue] }
  }

  /// The first `--layout-direction`.
  public var layoutDirection: LayoutDirection {
    get { layoutDirections[0] }
    set { layoutDirections = [newValue] }
  }

  /// The language of the file named `name` (`-` is standard input: `.lyt` unless told).
  public func language(ofFile name: String) -> Language {
    language ?? (name.hasSuffix(".swift") ? .swift : .lyt)
  }

  /// The lint rules that run, in the order layoutc(1) lists them.
  public var enabledRules: [LintRule] {
    Lint.rules.filter { rule in
      (lintRules?.contains(rule.id) ?? true) && !disabledRules.contains(rule.id)
    }
  }

  /// The screen configurations to lay every file out at, in order, on the first platform.
  package var screenConfigurations: [ScreenConfiguration] { screenConfigurations(for: platform) }

  /// The screen configurations on `platform` (whose default scale a `--size` takes).
  package func screenConfigurations(for platform: Platform) -> [ScreenConfiguration] {
    let defaultScale: Double = platform == .macos ? 2 : 3
    let requested = screens.isEmpty ? [Screen.size(ProposedSize(width: 390, height: 844))] : screens
    return requested.map { screen in
      switch screen {
      case .size(let size):
        // layoutc-layout(7): with --size alone the size class is compact below 600 points of width;
        // an auto width is an unbounded one, so regular.
        return ScreenConfiguration(
          screen: size, scale: scale ?? defaultScale, safeArea: safeArea ?? .zero,
          compact: size.width.map { $0 < 600 } ?? false)
      case .device(let device):
        return ScreenConfiguration(
          screen: ProposedSize(device.size), scale: scale ?? device.scale,
          safeArea: safeArea ?? device.safeArea, compact: device.compact, device: device.id)
      }
    }
  }

  /// Parses the arguments (without the program name). `--help` and `--version` win over any
  /// usage error, as they do in swift-argument-parser.
  /// With no FILE, `standardInputIsFile` (standard input is not a terminal: a pipe or a file)
  /// reads standard input, as a filter does; otherwise no FILE is a usage error.
  public static func parse(_ arguments: [String], standardInputIsFile: Bool = false)
    throws(UsageError) -> Options
  {
    var options = Options()
    var firstError: UsageError? = nil
    var index = 0
    var optionsEnded = false
    // `layoutc lint FILE...`: the subcommand is the first argument (`./lint` names a file).
    if arguments.first == "lint" {
      options.lint = true
      index = 1
    }
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        options.files.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      do {
        try options.apply(argument, arguments, &index)
      } catch {
        if firstError == nil { firstError = error }
      }
    }
    if options.help || options.version { return options }
    if let firstError { throw firstError }
    if options.files.isEmpty && !options.listDevices && options.list == nil
      && options.completions == nil
    {
      guard standardInputIsFile else { throw UsageError("no input file") }
      options.files = ["-"]
    }
    if options.check == nil {
      if options.update {
        throw UsageError("'--update' rewrites a baseline: give it with '--check FILE'")
      }
      if options.tolerance != nil {
        throw UsageError("'--tolerance' applies to a baseline: give it with '--check FILE'")
      }
    }
    try options.checkLint()
    if options.lint && options.check != nil {
      throw UsageError("'--check' compares a layout with its baseline: run lint without it")
    }
    if let output = options.outputFile, output.hasSuffix("/"),
      options.format != .svg && options.format != .html
    {
      throw UsageError(
        "'-o \(output)' writes one file per dump, for svg or html; name a file for "
          + options.format.rawValue)
    }
    if options.explain && (options.format == .csv || options.format == .svg) {
      throw UsageError(
        "'--explain' prints the conversation as a tree, json or html, not \(options.format.rawValue)"
      )
    }
    return options
  }

  /// Every flag with its value name (nil for a switch), as `--help` and the man page list them.
  static let flags: [(name: String, value: String?)] = [
    ("--size", "WxH"), ("--device", "NAME"), ("--safe-area", "T,L,B,R"), ("--scale", "N"),
    ("--platform", "P"), ("--font", "FILE"), ("--layout-direction", "D"),
    ("--dynamic-type", "SIZE"), ("--format", "F"),
    ("--ascii", nil), ("--unrounded", nil), ("-o", "FILE"), ("--color", "W"),
    ("--language", "L"), ("--view", "NAME"), ("--now", "DATE"), ("--assets", "PATH"),
    ("--os", "OS"),
    ("--explain", nil), ("--outline", nil), ("--check", "FILE"), ("--tolerance", "N"),
    ("--update", nil), ("--lint", nil), ("--lint-rules", "LIST"), ("--disable-rule", "LIST"),
    ("--werror", nil), ("--list", "WHAT"), ("--completions", "SHELL"),
    ("--version", nil), ("--help", nil),
  ]

  /// One-letter spellings of the common flags (`-o` is a flag of its own in `flags`).
  static let shortNames: [String: String] = [
    "-s": "--size", "-d": "--device", "-f": "--format", "-V": "--version", "-h": "--help",
  ]

  /// Applies one option; `index` points after it and moves past a value taken from the next
  /// argument.
  private mutating func apply(_ argument: String, _ arguments: [String], _ index: inout Int)
    throws(UsageError)
  {
    // Split `--flag=value`; `-oFILE` and `-o=FILE` (`-fjson`, ...) are a short option's
    // attached forms.
    var name = argument
    var attached: String? = nil
    if argument.hasPrefix("--"), let eq = argument.firstIndex(of: "=") {
      name = String(argument[..<eq])
      attached = String(argument[argument.index(after: eq)...])
    } else if !argument.hasPrefix("--"), argument.count > 2 {
      let short = String(argument.prefix(2))
      let long = Self.shortNames[short] ?? short
      if Self.flags.contains(where: { $0.name == long && $0.value != nil }) {
        name = short
        let rest = argument.dropFirst(2)
        attached = String(rest.hasPrefix("=") ? rest.dropFirst() : rest)
      }
    }
    // Messages quote the flag as written; the switch below knows the long names.
    let written = name
    name = Self.shortNames[name] ?? name
    guard let flag = Self.flags.first(where: { $0.name == name }) else {
      let suggestion = Suggestion.nearest(to: name, in: Self.flags.map(\.name))
      throw UsageError(
        "unknown option '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
    }
    var value = ""
    if name == "--explain" {
      // The view is optional: the next argument names it unless it is an option or a file.
      explain = true
      if let attached {
        guard !attached.isEmpty else { throw UsageError("option '--explain=' needs a view") }
        explainView = attached
      } else if index < arguments.count, Self.namesView(arguments[index]) {
        explainView = arguments[index]
        index += 1
      }
      // `brief` is the summary, not a view: a view with that id is named by path or position.
      if explainView == "brief" {
        explainBrief = true
        explainView = nil
      }
      return
    }
    if flag.value != nil {
      if let attached {
        value = attached
      } else if index < arguments.count {
        value = arguments[index]
        index += 1
      } else {
        throw UsageError("option '\(written)' needs a value (\(written) \(flag.value!))")
      }
    } else if let attached {
      throw UsageError("option '\(written)' takes no value, got '\(attached)'")
    }

    switch name {
    case "--size":
      screens.append(.size(try Self.parseSize(value)))
    case "--device":
      if value.lowercased() == "list" {
        listDevices = true
        return
      }
      switch Device.matching(value) {
      case .success(let devices):
        screens += devices.map { .device($0) }
        if Device.isMatrix(value) { matrixSettings.insert(.device) }
      case .failure(let unmatched) where unmatched.pattern:
        throw UsageError(
          "no device matches '\(unmatched.name)'; '--device list' prints the presets")
      case .failure(let unmatched):
        let hint = Device.suggestion(for: unmatched.name).map { "did you mean '\($0)'? " } ?? ""
        throw UsageError(
          "unknown device '\(unmatched.name)'; \(hint)'--device list' prints the presets")
      }
    case "--safe-area":
      safeArea = try Self.parseInsets(value)
    case "--scale":
      guard let n = ["1": 1.0, "2": 2.0, "3": 3.0][value] else {
        throw UsageError("invalid value '\(value)' for '--scale': expected 1, 2 or 3")
      }
      scale = n
    case "--platform":
      platforms = try Self.list(value, for: name, from: [("ios", .ios), ("macos", .macos)])
      if Self.isList(value) { matrixSettings.insert(.platform) }
    case "--font":
      guard !value.isEmpty else { throw UsageError("option '--font' needs a file name") }
      fontFile = value
    case "--layout-direction":
      layoutDirections = try Self.list(
        value, for: name, from: [("ltr", .leftToRight), ("rtl", .rightToLeft)])
      if Self.isList(value) { matrixSettings.insert(.direction) }
    case "--dynamic-type":
      dynamicTypes = try Self.dynamicTypeSizes(value)
      if Self.isList(value) || value.contains("...") { matrixSettings.insert(.dynamicType) }
    case "--format":
      if value.lowercased() == "sarif" {
        // Only lint findings are written as SARIF: asking for it asks for lint.
        sarif = true
        lint = true
        format = .tree
      } else {
        sarif = false
        format = try Self.choice(
          value, for: name,
          from: OutputFormat.allCases.map { ($0.rawValue, $0) })
      }
    case "--ascii":
      ascii = true
    case "--unrounded":
      unrounded = true
    case "-o":
      guard !value.isEmpty else { throw UsageError("option '-o' needs a file name") }
      outputFile = value
    case "--color":
      color = try Self.choice(value, for: name, from: ColorMode.allCases.map { ($0.rawValue, $0) })
    case "--language":
      language = try Self.choice(
        value, for: name, from: Language.allCases.map { ($0.rawValue, $0) })
    case "--view":
      guard !value.isEmpty else { throw UsageError("option '--view' needs a name") }
      view = value
    case "--now":
      guard let seconds = SwiftReader.parseDate(value) else {
        throw UsageError(
          "option '--now' needs a date and time in UTC, such as 2025-03-15T15:09:00Z (got '\(value)')"
        )
      }
      now = seconds
    case "--assets":
      guard !value.isEmpty else { throw UsageError("option '--assets' needs a folder") }
      assets = value
    case "--os":
      let profile = try Self.choice(
        value, for: name, from: OSProfile.allCases.map { ($0.rawValue, $0) })
      os = profile
      // An OS names its platform, unless several platforms were asked for (it then applies to
      // its own).
      if platforms.count < 2 { platform = profile.isMacOS ? .macos : .ios }
    case "--outline":
      outline = true
    case "--check":
      // The baseline is read and, with --update, written: standard input can be neither.
      guard !value.isEmpty, value != "-" else {
        throw UsageError("option '--check' needs a file name (the JSON baseline)")
      }
      check = value
    case "--tolerance":
      guard let points = Self.parseNumber(value[...]) else {
        throw UsageError(
          "invalid value '\(value)' for '--tolerance': expected points >= 0 like 0.5")
      }
      tolerance = points
    case "--update":
      update = true
    case "--lint":
      lint = true
    case "--lint-rules":
      // Choosing rules asks for lint, as `--lint` does.
      lint = true
      lintRules = (lintRules ?? []) + (try Self.ruleList(value, for: name))
    case "--disable-rule":
      lint = true
      disabledRules += try Self.ruleList(value, for: name)
    case "--werror":
      werror = true
    case "--list":
      list = try Self.choice(value, for: name, from: ListTopic.allCases.map { ($0.rawValue, $0) })
    case "--completions":
      completions = try Self.choice(
        value, for: name, from: Shell.allCases.map { ($0.rawValue, $0) })
    case "--version":
      version = true
    default:  // --help: the table above has no other names.
      help = true
    }
  }

  /// A comma-separated list of lint rule ids, each one of `Lint.rules`.
  static func ruleList(_ value: String, for name: String) throws(UsageError) -> [String] {
    let ids = value.split(separator: ",").map { String($0.trimmingSpaces).lowercased() }
    guard !ids.isEmpty else { throw UsageError("option '\(name)' needs rule ids") }
    let known = Lint.rules.map(\.id)
    for id in ids where !known.contains(id) {
      let suggestion = Suggestion.nearest(to: id, in: known)
      throw UsageError(
        "unknown lint rule '\(id)' for '\(name)'"
          + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
          + " (the rules: \(known.joined(separator: ", ")))")
    }
    return ids
  }

  /// The lint options go together: `--werror` needs lint (`--format sarif`, `--lint-rules`
  /// and `--disable-rule` turn it on), and lint prints findings, not a dump or a
  /// conversation.
  func checkLint() throws(UsageError) {
    if !lint {
      if werror {
        throw UsageError("'--werror' is for lint: use 'layoutc lint FILE...' or '--lint'")
      }
      return
    }
    if format != .tree {
      throw UsageError(
        "lint prints findings as text, or with '--format sarif', not \(format.rawValue)")
    }
    if explain { throw UsageError("'--explain' and lint cannot be used together") }
  }

  /// Whether the argument after `--explain` names a view (an id, a path such as `0.1.2` or a
  /// position such as `12:5`) rather than an option or an input file.
  static func namesView(_ argument: String) -> Bool {
    !argument.hasPrefix("-") && !argument.hasSuffix(".lyt") && !argument.hasSuffix(".swift")
      && !argument.contains("/")
  }

  /// `390x844`, `390.5x844`, `autox844`, `390xauto`, `auto` (both sides).
  static func parseSize(_ text: String) throws(UsageError) -> ProposedSize {
    let error = UsageError(
      "invalid value '\(text)' for '--size': expected WxH in points like 390x844, either side may be 'auto'"
    )
    // Values match ignoring case: `390X844`, `AUTO`.
    let lowered = text.lowercased()
    if lowered == "auto" { return .unspecified }
    let sides = lowered.split(separator: "x", omittingEmptySubsequences: false)
    guard sides.count == 2 else { throw error }
    func side(_ s: Substring) throws(UsageError) -> Double? {
      if s == "auto" { return nil }
      guard let v = parseNumber(s) else { throw error }
      return v
    }
    return ProposedSize(width: try side(sides[0]), height: try side(sides[1]))
  }

  /// `T,L,B,R` in points.
  static func parseInsets(_ text: String) throws(UsageError) -> EdgeInsets {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    let values = parts.compactMap { parseNumber($0.trimmingSpaces) }
    guard parts.count == 4, values.count == 4 else {
      throw UsageError(
        "invalid value '\(text)' for '--safe-area': expected four numbers T,L,B,R like 59,0,34,0")
    }
    return EdgeInsets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
  }

  /// A finite number >= 0 written in decimal (`390`, `20.5`, `.5`); screen sizes and insets are
  /// never negative, infinite or hexadecimal.
  static func parseNumber(_ text: Substring) -> Double? {
    let allowed = text.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
    guard allowed, text.contains(where: \.isNumber), let v = Double(text), v.isFinite else {
      return nil
    }
    return v
  }

  /// `a,b,c` or `all`: each value by `choice`, in the order written (`all`: the table's).
  private static func list<T>(_ value: String, for name: String, from table: [(String, T)])
    throws(UsageError) -> [T]
  {
    if value.lowercased() == "all" { return table.map(\.1) }
    var values: [T] = []
    for part in value.split(separator: ",", omittingEmptySubsequences: false) {
      values.append(try choice(part.trimmingSpaces.description, for: name, from: table))
    }
    return values
  }

  /// Whether a value is written as a matrix: `all` or a comma list.
  static func isList(_ value: String) -> Bool {
    value.lowercased() == "all" || value.contains(",")
  }

  /// `--dynamic-type`: a size, `all`, a comma list, or a range `large...accessibility2` (either
  /// end may be left out: `...large`, `accessibility1...`), smallest to largest as written.
  static func dynamicTypeSizes(_ value: String) throws(UsageError) -> [DynamicTypeSize] {
    let table = DynamicTypeSize.allCases.map { ($0.rawValue, $0) }
    var sizes: [DynamicTypeSize] = []
    for part in value.split(separator: ",", omittingEmptySubsequences: false) {
      let text = part.trimmingSpaces
      guard let dots = text.firstRange(of: "...") else {
        sizes += try list(String(text), for: "--dynamic-type", from: table)
        continue
      }
      let all = DynamicTypeSize.allCases
      let low = text[..<dots.lowerBound].trimmingSpaces
      let high = text[dots.upperBound...].trimmingSpaces
      let from =
        low.isEmpty ? all.first! : try choice(String(low), for: "--dynamic-type", from: table)
      let to =
        high.isEmpty ? all.last! : try choice(String(high), for: "--dynamic-type", from: table)
      let start = all.firstIndex(of: from)!
      let end = all.firstIndex(of: to)!
      guard start <= end else {
        throw UsageError(
          "invalid range '\(text)' for '--dynamic-type': \(from.rawValue) is larger than "
            + "\(to.rawValue)")
      }
      sizes += all[start...end]
    }
    return sizes
  }

  private static func choice<T>(_ value: String, for name: String, from table: [(String, T)])
    throws(UsageError) -> T
  {
    // Values match ignoring case (`--format JSON`); messages list the canonical spellings.
    if let hit = table.first(where: { $0.0.lowercased() == value.lowercased() }) { return hit.1 }
    let names = table.map(\.0)
    let list = names.dropLast().joined(separator: ", ") + " or " + names.last!
    throw UsageError("invalid value '\(value)' for '\(name)': expected \(list)")
  }
}

/// A command line that cannot be run: printed with the usage line, exit status 64.
public struct UsageError: Error, Sendable, Equatable {
  /// What is wrong, naming the flag.
  public var message: String
  /// A usage error saying `message`.
  public init(_ message: String) { self.message = message }
}

extension Options {
  /// The renderer `--format` names, with the settings the options give it; `color` is the tree
  /// format's ANSI colour.
  func renderer(color: Bool = false) -> any FrameRenderer {
    let explanation: Explanation? =
      explain ? (explainBrief ? .brief : .conversation) : nil
    return format.renderer(
      ascii: ascii, color: color, explanation: explanation, outline: outline,
      rounded: !unrounded)
  }
}
