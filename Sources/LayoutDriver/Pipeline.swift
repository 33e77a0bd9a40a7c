// One file through the whole pipeline: bytes -> UTF-8 check -> Parser.parse (or SwiftReader.read
// for Swift source, to the same syntax tree) ->
// Resolver.resolve (per size class) -> LayoutEngine.layout (per screen) -> dumps. Diagnostics
// are collected, never printed here; the driver decides what reaches the streams.
import LayoutAnalysis
import LayoutEngine
import LayoutOutput
import LayoutResolver
import LayoutSyntax

/// The settings every file of a run shares: options and the text measurer.
struct Pipeline {
  /// What became of one file.
  enum Outcome {
    /// One dump per screen configuration, in order.
    case dumps([Dump])
    /// The diagnostics hold at least one error (a layout too large to represent is one).
    case inputErrors
  }

  struct Result {
    /// In the order they should be printed: UTF-8, then syntax, then resolution errors.
    var diagnostics: [Diagnostic]
    var outcome: Outcome
    /// With lint: each screen configuration's findings, by configuration index (the
    /// declarations' findings are the same for all and are listed under every one).
    var findings: [[LintFinding]] = []
  }

  let options: Options
  let textMeasurer: any TextMeasurer
  /// Image sizes from `--assets`, by name.
  let images: [String: Size]

  /// `fontBytes` is the `--font` file's contents; a file that is not a usable font throws.
  init(options: Options, fontBytes: [UInt8]?) throws(SystemError) {
    self.options = options
    images = try options.assets.map(AssetCatalog.read) ?? [:]
    if let fontBytes {
      do {
        textMeasurer = try FontFileTextMeasurer(bytes: fontBytes)
      } catch {
        throw SystemError("cannot use font '\(options.fontFile ?? "")': \(error.description)")
      }
    } else {
      textMeasurer = SFTextMeasurer()
    }
  }

  /// Parses, resolves and lays out `source` at each configuration. `firstDump` counts the
  /// dumps of the files before this one, so pictures sharing a page have distinct ids.
  func compile(
    _ source: SourceFile, at configurations: [ScreenConfiguration], firstDump: Int = 0
  ) -> Result {
    if let encoding = UTF8Validation.diagnostic(for: source) {
      return Result(diagnostics: [encoding], outcome: .inputErrors)
    }
    let swift = options.language(ofFile: source.name) == .swift
    let parsed = swift ? SwiftReader.read(source, view: options.view) : Parser.parse(source)
    var diagnostics = parsed.diagnostics
    guard !parsed.hasErrors else { return Result(diagnostics: diagnostics, outcome: .inputErrors) }

    // Resolve once, and once more per other size class only if the file reads it.
    var resolved: [Bool: ResolveResult] = [:]
    var seen = Set(diagnostics)
    var trees: [ViewTree] = []
    var failed = false
    for configuration in configurations {
      let result: ResolveResult
      if let cached = resolved[configuration.compact] {
        result = cached
      } else if let any = resolved.values.first, !any.usesSizeClass {
        result = any
      } else {
        result = Resolver.resolve(
          parsed.file, in: source,
          options: ResolveOptions(
            compact: configuration.compact, platform: options.platform, swiftSpelling: swift,
            images: images, os: options.os))
        resolved[configuration.compact] = result
        // The same error found for both size classes is reported once.
        for diagnostic in result.diagnostics where seen.insert(diagnostic).inserted {
          diagnostics.append(diagnostic)
        }
      }
      let hasErrors = result.diagnostics.contains { $0.severity == .error }
      guard let tree = result.tree, !hasErrors else {
        failed = true
        continue
      }
      trees.append(tree)
    }
    if failed { return Result(diagnostics: diagnostics, outcome: .inputErrors) }

    var dumps: [Dump] = []
    var findings: [[LintFinding]] = []
    let declarationFindings =
      options.lint && !swift ? Lint.check(declarations: parsed.file, in: source) : []
    for (tree, configuration) in zip(trees, configurations) {
      let context = LayoutContext(
        screen: configuration.screen, safeArea: configuration.safeArea,
        scale: configuration.scale, platform: options.platform,
        layoutDirection: options.layoutDirection, textMeasurer: textMeasurer,
        rounded: !options.unrounded)
      var traced = context
      // Lint reads the whole conversation (placements, a stack's probes); only when on.
      if options.explain || options.lint || options.format == .html {
        traced.trace = LayoutTrace()
      } else if options.format == .svg {
        traced.trace = LayoutTrace(recordsConversation: false)
      }
      do {
        let frames = try LayoutEngine.layout(tree, in: traced)
        var dump = Dump(
          file: source.name, screen: configuration.screen, scale: configuration.scale,
          safeArea: configuration.safeArea,
          os: (options.os ?? OSProfile.current(for: options.platform)).rawValue, tree: frames)
        if let trace = traced.trace, options.lint {
          let record = LayoutRecord(trace: trace, tree: frames)
          findings.append(
            declarationFindings
              + Lint.check(
                record, screen: configuration.screen, safeArea: configuration.safeArea))
        } else if let trace = traced.trace, options.format == .svg || options.format == .html {
          let record = LayoutRecord(trace: trace, tree: frames)
          let id = "d\(firstDump + dumps.count)"
          dump.picture = Picture.svg(record, dump: dump, outline: options.outline, id: id)
          if options.format == .html {
            var selected: Int?
            if let view = options.explainView {
              guard let found = record.find(view) else {
                return Self.unknownView(view, diagnostics, &seen)
              }
              selected = found
            }
            dump.explorer = Explorer.make(
              record, source: String(decoding: source.bytes, as: UTF8.self), selected: selected)
          }
        } else if let trace = traced.trace {
          let record = LayoutRecord(trace: trace, tree: frames)
          var focus: Int?
          if let view = options.explainView {
            guard let found = record.find(view) else {
              return Self.unknownView(view, diagnostics, &seen)
            }
            focus = found
          }
          if options.format == .json {
            dump.layout = record.nodeLayouts()
          } else {
            dump.dialogue = Dialogue.render(record, focus: focus)
          }
        }
        dumps.append(dump)
      } catch {
        switch error {
        case .nonFiniteFrame(_, let kind, let position):
          // Sizes, spacings or offsets near the largest number add up to infinity: the input
          // asks for a layout no frame can hold, so it is reported like any input error.
          let range = Self.nameRange(at: position, in: source)
          let name = range.map { source.text($0).drop { $0 == "." } }.map(String.init) ?? kind
          let offset = Self.offset(of: position, in: source)
          let diagnostic = Diagnostic.error(
            "the layout of '\(name)' is too large to represent (a size, spacing or offset is "
              + "too big)",
            at: range ?? SourceRange(offset, offset))
          if seen.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
          return Result(diagnostics: diagnostics, outcome: .inputErrors)
        case .negativeSize(_, let kind, let position, let size):
          // No view has a negative width or height (layoutc(1), LIMITS): whatever input led
          // here is reported at the view, never printed.
          let range = Self.nameRange(at: position, in: source)
          let name = range.map { source.text($0).drop { $0 == "." } }.map(String.init) ?? kind
          let offset = Self.offset(of: position, in: source)
          let diagnostic = Diagnostic.error(
            "the layout of '\(name)' would give it a negative size ("
              + "\(NumberFormat.format(size.width))×\(NumberFormat.format(size.height))); "
              + "a view's width and height are never below 0",
            at: range ?? SourceRange(offset, offset))
          if seen.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
          return Result(diagnostics: diagnostics, outcome: .inputErrors)
        case .geometryContent(let failure):
          // An input error found while a GeometryReader's content was made for its real size.
          for message in failure.messages {
            let start = Self.offset(of: message.position, in: source)
            let diagnostic = Diagnostic.error(
              message.message, at: SourceRange(start, start + max(message.length, 0)))
            if seen.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
          }
          return Result(diagnostics: diagnostics, outcome: .inputErrors)
        }
      }
    }
    return Result(diagnostics: diagnostics, outcome: .dumps(dumps), findings: findings)
  }

  /// `--explain VIEW` names no view of the dump: an input error.
  static func unknownView(
    _ view: String, _ diagnostics: [Diagnostic], _ seen: inout Set<Diagnostic>
  )
    -> Result
  {
    var diagnostics = diagnostics
    let diagnostic = Diagnostic.error(
      "'--explain \(view)': no view has this id, path or line:column", at: SourceRange(0, 0))
    if seen.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
    return Result(diagnostics: diagnostics, outcome: .inputErrors)
  }

  /// The byte offset of a 1-based line and column, clamped into the file.
  static func offset(of position: SourcePosition, in source: SourceFile) -> Int {
    let line = min(max(position.line, 1), source.lineStarts.count)
    let start = source.lineStarts[line - 1] + max(position.column, 1) - 1
    return min(start, source.bytes.count)
  }

  /// The name written at `position`: a view's or component's name, or a modifier's with its
  /// dot. nil when no name starts there.
  static func nameRange(at position: SourcePosition, in source: SourceFile) -> SourceRange? {
    guard position.line >= 1, position.line <= source.lineStarts.count else { return nil }
    let start = offset(of: position, in: source)
    var end = start
    if end < source.bytes.count, source.bytes[end] == UInt8(ascii: ".") { end += 1 }
    let nameStart = end
    while end < source.bytes.count, Self.isNameByte(source.bytes[end]) { end += 1 }
    return end > nameStart ? SourceRange(start, end) : nil
  }

  static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
      return true
    default:
      return false
    }
  }
}
