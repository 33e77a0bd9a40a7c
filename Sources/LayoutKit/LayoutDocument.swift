// The library's face: a layout read from `.lyt` or SwiftUI text (or a view tree built in
// code) laid out on a screen, as `layoutc` lays out one file on one screen, in a few calls.
// The pipeline modules stay importable on their own; `import LayoutKit` brings them all, so
// a user names no module but this one.
@_exported import LayoutAnalysis
@_exported import LayoutEngine
@_exported import LayoutOutput
@_exported import LayoutResolver
@_exported import LayoutSyntax

/// A screen to lay out on: its size in points, display scale, safe area, size class and
/// platform.
public struct Screen: Sendable, Hashable {
  /// The screen in points; nil on a side that takes the layout's own size (`auto`).
  public var size: ProposedSize
  /// The display scale, whose pixel grid frames are rounded to.
  public var scale: Double
  /// The safe-area insets the root is laid out inside.
  public var safeArea: EdgeInsets
  /// The horizontal size class is compact (what `if compact` and a size class test).
  public var compact: Bool
  /// iOS or macOS: fonts, control metrics and constants.
  public var platform: Platform
  /// The device preset's id, for the dump's header; nil for a size.
  public var device: String?

  /// A screen of a size: compact below 600 points of width (or with no width), as `--size`.
  public init(
    width: Double?, height: Double?, scale: Double = 3, safeArea: EdgeInsets = .zero,
    compact: Bool? = nil, platform: Platform = .ios
  ) {
    size = ProposedSize(width: width, height: height)
    self.scale = scale
    self.safeArea = safeArea
    self.compact = compact ?? (width.map { $0 < 600 } ?? false)
    self.platform = platform
  }

  /// A device preset's screen (`iphone-16`, `ipad-air-13-landscape`; `layoutc --device list`).
  public init(_ device: Device) {
    size = ProposedSize(width: device.size.width, height: device.size.height)
    scale = device.scale
    safeArea = device.safeArea
    compact = device.compact
    platform = .ios
    self.device = device.id
  }

  /// The preset named `id`, or nil when there is none.
  public static func device(_ id: String) -> Screen? { Device.named(id).map(Screen.init) }
}

/// Text that did not lay out: its diagnostics, each at its file, line and column.
public struct LayoutFailure: Error, Sendable, CustomStringConvertible {
  /// The errors (and the warnings and notes that came with them), in the order of the file.
  public var diagnostics: [Diagnostic]
  /// The diagnostics as `layoutc` prints them, without colour.
  public var description: String
}

/// A layout read from text (parsed now, resolved and laid out for each screen asked), or a
/// view tree built in code.
public struct LayoutDocument: Sendable {
  /// The text read, with its name for diagnostics; empty for a tree built in code.
  public let source: SourceFile
  private let syntax: FileSyntax
  private let swift: Bool
  /// The tree built in code, laid out as it is on every screen.
  private let built: ViewTree?
  /// The Swift of the file's custom layouts and shapes, run as they lay out and draw: one
  /// call at a time, so a document with them is not laid out on two threads at once.
  private let customLayouts: SwiftLayoutRuntime?

  /// Reads `.lyt` text (lyt(5)).
  /// - Throws: `LayoutFailure` with the syntax errors.
  public init(lyt text: String, name: String = "layout.lyt") throws(LayoutFailure) {
    try self.init(text, name: name, swift: false) { Parser.parse($0) }
  }

  /// Reads SwiftUI source (layoutc(1), SWIFTUI SOURCE); `view` picks the view to lay out
  /// when the file declares several (by default its preview's, else its only one).
  /// - Throws: `LayoutFailure` with the errors of the Swift it does not read.
  public init(swift text: String, name: String = "ContentView.swift", view: String? = nil)
    throws(LayoutFailure)
  {
    try self.init(text, name: name, swift: true) { SwiftReader.read($0, view: view) }
  }

  private init(
    _ text: String, name: String, swift: Bool, _ parse: (SourceFile) -> ParseResult
  ) throws(LayoutFailure) {
    source = SourceFile(name: name, bytes: Array(text.utf8))
    let parsed = parse(source)
    try Self.check(parsed.diagnostics, in: source)
    syntax = parsed.file
    self.swift = swift
    built = nil
    customLayouts = parsed.customLayouts
  }

  /// A view tree built in code (`ViewTree.append`, `root`), laid out as it is on every
  /// screen: its size class and platform were decided as it was built. `name` is the file
  /// name its dumps print.
  public init(tree: ViewTree, name: String = "tree") {
    source = SourceFile(name: name, bytes: [])
    syntax = FileSyntax(declarations: [], root: nil)
    swift = false
    built = tree
    customLayouts = nil
  }

  /// The view tree for `screen` (resolved for its size class and platform), to lay out or
  /// to read.
  /// - Throws: `LayoutFailure` with the errors of views, modifiers and arguments.
  public func viewTree(for screen: Screen) throws(LayoutFailure) -> ViewTree {
    if let built { return built }
    let options = ResolveOptions(
      compact: screen.compact, platform: screen.platform, swiftSpelling: swift,
      statusBar: screen.safeArea.top > 0)
    let resolved = Resolver.resolve(syntax, in: source, options: options)
    try Self.check(resolved.diagnostics, in: source)
    guard let tree = resolved.tree else {
      throw LayoutFailure(diagnostics: resolved.diagnostics, description: "no view to lay out")
    }
    return tree
  }

  /// Every view's frame on `screen`.
  /// - Throws: `LayoutFailure` when the text has errors or a frame cannot be printed.
  public func frames(on screen: Screen) throws(LayoutFailure) -> FrameTree {
    let frames = try laidOut(on: screen).frames
    try checkCustomSwift()
    return frames
  }

  /// The dump `layoutc --format FORMAT` prints for `screen`: `tree`, `json`, `csv`, `svg`
  /// (the picture) or `html` (the page to explore it); with `explanation`, what
  /// `layoutc --explain` (or `--explain brief`) prints instead.
  /// - Throws: `LayoutFailure` when the text has errors or a frame cannot be printed.
  public func dump(
    on screen: Screen, as format: OutputFormat = .tree, explanation: Explanation? = nil
  ) throws(LayoutFailure) -> String {
    let renderer = format.renderer(explanation: explanation)
    let result = try laidOut(on: screen, recording: renderer.recording)
    var dump = Dump(
      file: source.name, screen: screen.size, scale: screen.scale, safeArea: screen.safeArea,
      os: OSProfile.current(for: screen.platform).rawValue, tree: result.frames)
    dump.device = screen.device
    dump.platform = screen.platform
    dump.record = result.record
    dump.source = String(decoding: source.bytes, as: UTF8.self)
    dump.isSwift = swift
    let text = renderer.render(dump)
    try checkCustomSwift()
    return text
  }

  /// Throws what the Swift of a custom layout or shape met while laying out or drawing (an
  /// index out of range, the step limit), as `layoutc` reports it: errors at their place.
  private func checkCustomSwift() throws(LayoutFailure) {
    guard let failures = customLayouts?.failures, !failures.isEmpty else { return }
    throw LayoutFailure(
      diagnostics: failures, description: LayoutFailure.rendered(failures, in: source))
  }

  /// What `layoutc lint` finds on `screen`, in the order of the file.
  /// - Throws: `LayoutFailure` when the text has errors or a frame cannot be printed.
  public func lint(on screen: Screen) throws(LayoutFailure) -> [LintFinding] {
    let result = try laidOut(on: screen, recording: .conversation)
    try checkCustomSwift()
    guard let record = result.record else { return [] }
    let declarations = swift ? [] : Lint.check(declarations: syntax, in: source)
    return declarations + Lint.check(record, screen: screen.size, safeArea: screen.safeArea)
  }

  /// Lays out on `screen`, the engine recording what `recording` asks.
  private func laidOut(on screen: Screen, recording: Recording = .nothing) throws(LayoutFailure)
    -> (frames: FrameTree, record: LayoutRecord?)
  {
    let tree = try viewTree(for: screen)
    let context = LayoutContext(
      screen: screen.size, safeArea: screen.safeArea, scale: screen.scale,
      platform: screen.platform, textMeasurer: SFTextMeasurer())
    do {
      return try tree.layout(in: context, recording: recording)
    } catch {
      let diagnostics = error.diagnostics(in: source)
      throw LayoutFailure(
        diagnostics: diagnostics, description: LayoutFailure.rendered(diagnostics, in: source))
    }
  }

  /// Throws when `diagnostics` hold an error.
  private static func check(_ diagnostics: [Diagnostic], in source: SourceFile)
    throws(LayoutFailure)
  {
    guard diagnostics.contains(where: { $0.severity == .error }) else { return }
    throw LayoutFailure(
      diagnostics: diagnostics, description: LayoutFailure.rendered(diagnostics, in: source))
  }
}

extension LayoutFailure {
  /// Diagnostics as `layoutc` prints them, without colour.
  static func rendered(_ diagnostics: [Diagnostic], in source: SourceFile) -> String {
    diagnostics.map { DiagnosticRenderer(color: false).render($0, in: source) }.joined()
  }
}
