// One file through the whole pipeline: bytes -> UTF-8 check -> Parser.parse (or SwiftReader.read
// for Swift source, to the same syntax tree) -> Resolver.resolve (per size class and platform;
// a `.lyt` file's first resolution as it is parsed, StreamingResolver) -> ViewTree.layout(in:)
// (per cell of the matrix, in parallel) -> dumps. Diagnostics are collected, never printed
// here; the driver decides what reaches the streams.
import LayoutKit

/// What one worker keeps across its layouts (see `Pipeline.compile`); only that worker uses
/// it: the trees it resolved for itself, and the text layouts of each tree and text setting.
final class WorkerTrees {
  var trees: [Pipeline.ResolveKey: ViewTree] = [:]
  var textAnswers: [Pipeline.TextSetting: TextAnswers] = [:]
}

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
    /// With lint: each cell's findings, in cell order (the declarations' findings are the
    /// same for all and are listed under every one).
    var findings: [[LintFinding]] = []
    /// The view trees the dumps were laid out from: a process that ends once it has written
    /// its output keeps them to the end instead of freeing them (`Streams.end`). A single
    /// plain layout's tree is not among them: the engine freed most of it as it began.
    var trees: [ViewTree] = []
    /// Errors about a command-line argument rather than a place in the file.
    var argumentErrors: [String] = []
  }

  let options: Options
  let textMeasurer: any TextMeasurer
  /// Image sizes from `--assets`, by name.
  let images: AssetCatalog.Images

  /// `fontBytes` is the `--font` file's contents; a file that is not a usable font throws.
  init(options: Options, fontBytes: [UInt8]?) throws(SystemError) {
    self.options = options
    images = try options.assets.map(AssetCatalog.read) ?? AssetCatalog.Images()
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

  /// Parses, resolves and lays out `source` at each configuration, on the first platform
  /// with the first direction (a run without a matrix).
  func compile(_ source: SourceFile, at configurations: [ScreenConfiguration]) -> Result {
    compile(
      source, firstDump: 0,
      cells: configurations.map {
        Cell(
          configuration: $0, dynamicType: options.dynamicTypes.first,
          direction: options.layoutDirection, platform: options.platform,
          os: options.os(for: options.platform))
      })
  }

  /// The options a file is resolved with: one set per size class and platform.
  struct ResolveKey: Hashable {
    var compact: Bool
    var platform: Platform
    var os: OSProfile?
    /// The screen has a top safe area (a status bar): an iOS 26 navigation bar keeps a
    /// margin above it without one.
    var statusBar: Bool
    /// The Dynamic Type size, which `@ScaledMetric` values scale by.
    var dynamicType: DynamicTypeSize?
  }

  /// What a text's layout depends on besides its tree and proposal: cells that agree on it
  /// share their text layouts (the same texts asked the same questions on another screen, or
  /// in the other direction: text is measured alike both ways).
  struct TextSetting: Hashable {
    var tree: ResolveKey
    var dynamicType: DynamicTypeSize?
    var scale: Double
  }

  /// What a cell's layout made, before the dump is put together.
  enum Laid {
    case frames(FrameTree, LayoutRecord?)
    case failed(LayoutError)
  }

  /// Parses, resolves and lays out `source` in each cell: one dump per cell, in order. Cells
  /// that lay out the same (they differ only in the device's name) are laid out once; the
  /// layouts run in parallel over the cores (`workers`), the dumps come out in cell order.
  /// `firstDump` counts the dumps of the files before this one, so pictures sharing a page
  /// have distinct ids and a dump's `sameLayoutAs` is its index in the whole run.
  func compile(
    _ source: SourceFile, firstDump: Int = 0, cells: [Cell], workers: Int = Parallel.cores
  ) -> Result {
    if let encoding = UTF8Validation.diagnostic(for: source) {
      return Result(diagnostics: [encoding], outcome: .inputErrors)
    }
    let swift = options.language(ofFile: source.name) == .swift
    func resolveOptions(_ key: ResolveKey) -> ResolveOptions {
      ResolveOptions(
        compact: key.compact, platform: key.platform, swiftSpelling: swift, images: images.sizes,
        imageProblems: images.problems,
        os: key.os, statusBar: key.statusBar, dynamicTypeSize: key.dynamicType)
    }
    func resolveKey(_ cell: Cell) -> ResolveKey {
      ResolveKey(
        compact: cell.configuration.compact, platform: cell.platform, os: cell.os,
        statusBar: cell.configuration.safeArea.top > 0, dynamicType: cell.dynamicType)
    }

    // A `.lyt` file is resolved for its first cell as it is parsed: its root's children are
    // let go once resolved (a million-view file's syntax is 350 MB). Not when the cells want
    // several platforms (each resolves the whole file), nor for lint (it reads the syntax).
    let streams =
      !swift && !options.lint && !cells.isEmpty
      && cells.allSatisfy { $0.platform == cells[0].platform && $0.os == cells[0].os }
    let streamed =
      streams
      ? StreamingResolver(source: source, options: resolveOptions(resolveKey(cells[0]))) : nil
    var parsed =
      swift
      ? SwiftReader.read(source, view: options.view, now: options.now)
      : Parser.parse(source, rootChildren: streamed)
    var diagnostics = parsed.diagnostics
    // A syntax error leaves a placeholder where it is: the file is still resolved, so one run
    // reports every error it can, not the first wave only.
    let syntaxFailed = parsed.hasErrors
    // The whole syntax, for a resolution the streamed one does not serve (the other size class
    // of a file that reads it, a GeometryReader's content on another core): parsed again.
    var isWhole = streamed?.tookChildren != true
    func wholeFile() -> FileSyntax {
      if !isWhole {
        parsed = Parser.parse(source)
        isWhole = true
      }
      return parsed.file
    }

    // Resolve once per platform, and once more per other size class or Dynamic Type size only
    // if the file reads it.
    // The first cell's resolution is the streamed one, when the root's children were taken.
    var streamedResult = streamed?.finish(parsed.file)
    var resolved: [ResolveKey: ResolveResult] = [:]
    var seen = Set(diagnostics)
    var failed = syntaxFailed
    for cell in cells {
      let key = resolveKey(cell)
      if resolved[key] != nil { continue }
      var other = key
      other.compact.toggle()
      if let any = resolved[other], !any.usesSizeClass {
        resolved[key] = any
        continue
      }
      if let any = resolved.first(where: {
        !$0.value.usesDynamicType && $0.key.sameExcept(dynamicType: key)
      })?.value {
        resolved[key] = any
        continue
      }
      let result =
        streamedResult.take()
        ?? Resolver.resolve(wholeFile(), in: source, options: resolveOptions(key))
      resolved[key] = result
      // The same error found for both size classes is reported once.
      for diagnostic in result.diagnostics where seen.insert(diagnostic).inserted {
        diagnostics.append(diagnostic)
      }
      if result.tree == nil || result.diagnostics.contains(where: { $0.severity == .error }) {
        failed = true
      }
    }
    if failed {
      // The syntax's and the resolution's diagnostics, in the order of the file.
      if syntaxFailed {
        diagnostics = diagnostics.enumerated().sorted {
          ($0.element.range.start, $0.offset) < ($1.element.range.start, $1.offset)
        }.map(\.element)
      }
      return Result(diagnostics: diagnostics, outcome: .inputErrors)
    }

    // One layout per distinct cell; tracing (explain, lint, pictures) is per cell. A tree
    // that never reads the text size lays out the same at every Dynamic Type size.
    let tracing = Self.recording(options) != .nothing
    // Asked only when the cells differ in Dynamic Type size: it reads every node.
    let (jobs, jobOfCell, firstCellOfJob) = Self.layoutJobs(
      cells, shared: !tracing,
      readsTextSize: resolved.values.contains { $0.usesDynamicType || $0.tree!.readsTextSize })
    // A GeometryReader's content is made during layout by the resolver, from state a layout
    // run may not share with another thread: each worker but the first resolves its own tree.
    var sharedTrees = resolved.mapValues { $0.tree! }
    resolved = [:]
    let makesContent = sharedTrees.values.contains(where: Self.makesContentAtLayout)
    // Past this point only a GeometryReader's content and lint read the syntax: else its
    // views go now, before layout needs the memory (a million-view file's syntax is 400 MB).
    if !makesContent && !options.lint { parsed.file.root = nil }
    // A file's custom layouts run on its one interpreter: its cells are laid out in turn.
    let workerCount = parsed.customLayouts != nil ? 1 : max(1, min(workers, jobs.count))
    if makesContent && workerCount > 1 { _ = wholeFile() }
    // A single plain layout is handed the tree itself: the engine frees all but the nodes it
    // reads again before layout needs the memory (a million-view tree is 175 MB).
    var handedOver: ViewTree? = nil
    if jobs.count == 1, !makesContent, !tracing {
      handedOver = sharedTrees.removeValue(forKey: resolveKey(jobs[0]))
    }
    let workerTrees = (0..<workerCount).map { _ in WorkerTrees() }
    let measurers = (0..<workerCount).map { _ in MemoizingTextMeasurer(textMeasurer) }
    let results = ResultSlots<Laid>(count: jobs.count)
    Parallel.forEach(count: jobs.count, workers: workerCount) { worker, index in
      let cell = jobs[index]
      let key = resolveKey(cell)
      // Only the one job's call reads the tree handed over (index 0, on this thread).
      var tree = (index == 0 ? handedOver.take() : nil) ?? sharedTrees[key]!
      if makesContent && worker > 0 {
        if let own = workerTrees[worker].trees[key] {
          tree = own
        } else if let own = Resolver.resolve(parsed.file, in: source, options: resolveOptions(key))
          .tree
        {
          workerTrees[worker].trees[key] = own
          tree = own
        }
      }
      // A tree that makes content at layout numbers that content's nodes anew: no sharing.
      var answers: TextAnswers?
      if !makesContent {
        let setting = TextSetting(
          tree: key, dynamicType: cell.dynamicType, scale: cell.configuration.scale)
        answers = workerTrees[worker].textAnswers[setting] ?? TextAnswers()
        workerTrees[worker].textAnswers[setting] = answers
      }
      results[index] = layout(
        consume tree, in: cell, measuringWith: measurers[worker], sharingTextLayouts: answers)
    }

    var dumps: [Dump] = []
    var findings: [[LintFinding]] = []
    let declarationFindings =
      options.lint && !swift ? Lint.check(declarations: parsed.file, in: source) : []
    for (index, cell) in cells.enumerated() {
      switch results[jobOfCell[index]]! {
      case .failed(let error):
        for diagnostic in error.diagnostics(in: source)
        where seen.insert(diagnostic).inserted {
          diagnostics.append(diagnostic)
        }
        return Result(diagnostics: diagnostics, outcome: .inputErrors)
      case .frames(let frames, let record):
        // The source as text, for the HTML page and a position `--explain` names.
        var text: String { String(decoding: source.bytes, as: UTF8.self) }
        let configuration = cell.configuration
        var dump = Dump(
          file: source.name, screen: configuration.screen, scale: configuration.scale,
          safeArea: configuration.safeArea,
          os: (cell.os ?? OSProfile.current(for: cell.platform)).rawValue, tree: frames)
        if source.parts.count > 1 { dump.files = source.parts.map(\.name) }
        dump.device = configuration.device
        dump.dynamicType = cell.dynamicType ?? .large
        dump.layoutDirection = cell.direction
        dump.platform = cell.platform
        // The renderers print a shared layout's nodes once.
        let firstCell = firstCellOfJob[jobOfCell[index]]
        if firstCell != index { dump.sameLayoutAs = firstDump + firstCell }
        if let record {
          if options.lint {
            findings.append(
              declarationFindings
                + Lint.check(
                  record, screen: configuration.screen, safeArea: configuration.safeArea))
          } else {
            dump.record = record
            // A picture is about no one view: --explain VIEW does not select there.
            if let view = options.explainView, options.format != .svg {
              guard let found = record.find(view, source: text, files: source.parts, lyt: !swift)
              else {
                return Self.unknownView(record, view, source, text, diagnostics)
              }
              dump.selected = found
            }
            if options.format == .html {
              dump.source = text
              dump.isSwift = swift
            }
          }
        }
        dumps.append(dump)
      }
    }
    // A custom shape's Swift runs when its outline is drawn: a picture of this file is drawn
    // once now, so what that Swift meets is reported below, before anything is printed.
    let renderer = options.renderer()
    if parsed.customLayouts != nil, !options.lint, renderer.recording >= .frames {
      _ = renderer.render(dumps, grouping: DumpGrouping(files: 1, sizes: dumps.count))
    }
    // What a custom layout's or shape's Swift met while laying out or drawing (an index out
    // of range, the step limit): input errors at their place, and no dump.
    if let failures = parsed.customLayouts?.failures, !failures.isEmpty {
      return Result(diagnostics: diagnostics + failures, outcome: .inputErrors)
    }
    return Result(
      diagnostics: diagnostics, outcome: .dumps(dumps), findings: findings,
      trees: Array(sharedTrees.values))
  }

  /// The layouts `cells` need, for each cell the index of its layout, and for each layout the
  /// index of the first cell that needs it (whose dump the others may reuse). Cells that lay
  /// out the same share one when `shared` (they differ only in the device's name, or only in
  /// the Dynamic Type size of a tree that does not read the text size).
  static func layoutJobs(
    _ cells: [Cell], shared: Bool, readsTextSize: @autoclosure () -> Bool
  ) -> (jobs: [Cell], jobOfCell: [Int], firstCellOfJob: [Int]) {
    let sizes = Set(cells.map(\.dynamicType))
    let readsTextSize = sizes.count > 1 && readsTextSize()
    var jobs: [Cell] = []
    var jobOfCell: [Int] = []
    var firstCellOfJob: [Int] = []
    var jobIndex: [Cell: Int] = [:]
    for (index, cell) in cells.enumerated() {
      var key = cell.layoutKey
      if !readsTextSize { key.dynamicType = nil }
      if shared, let job = jobIndex[key] {
        jobOfCell.append(job)
      } else {
        jobIndex[key] = jobs.count
        jobOfCell.append(jobs.count)
        firstCellOfJob.append(index)
        jobs.append(cell)
      }
    }
    return (jobs, jobOfCell, firstCellOfJob)
  }

  /// What a run has the engine record: what its renderer reads, and the whole conversation
  /// for lint.
  static func recording(_ options: Options) -> Recording {
    options.lint ? .conversation : options.renderer().recording
  }

  /// `--explain VIEW` names no view of the dump: an input error, about the argument rather
  /// than a place in the file (printed as `layoutc: error: ...`).
  static func unknownView(
    _ record: LayoutRecord, _ view: String, _ source: SourceFile, _ text: String,
    _ diagnostics: [Diagnostic]
  ) -> Result {
    Result(
      diagnostics: diagnostics, outcome: .inputErrors,
      argumentErrors: [record.unmatched(view, file: source.name, source: text)])
  }

  /// Lays `tree` out in `cell`; safe to call from several threads at once, each with its own
  /// `measurer`.
  func layout(
    _ tree: consuming ViewTree, in cell: Cell, measuringWith measurer: any TextMeasurer,
    sharingTextLayouts answers: TextAnswers?
  ) -> Laid {
    let configuration = cell.configuration
    var context = LayoutContext(
      screen: configuration.screen, safeArea: configuration.safeArea,
      scale: configuration.scale, platform: cell.platform, layoutDirection: cell.direction,
      textMeasurer: measurer, rounded: !options.unrounded)
    if let size = cell.dynamicType { context.environment.dynamicTypeSize = size }
    context.textAnswers = answers
    do {
      let laid = try (consume tree).layout(in: context, recording: Self.recording(options))
      return .frames(laid.frames, laid.record)
    } catch {
      return .failed(error)
    }
  }

  /// Whether laying `tree` out runs the resolver (a GeometryReader's content is made for its
  /// real size).
  static func makesContentAtLayout(_ tree: ViewTree) -> Bool {
    tree.nodes.contains { if case .geometryReader = $0.kind { true } else { false } }
  }
}

extension Pipeline.ResolveKey {
  /// Whether the two keys differ at most in their Dynamic Type size.
  func sameExcept(dynamicType other: Self) -> Bool {
    var this = self
    this.dynamicType = other.dynamicType
    return this == other
  }
}
