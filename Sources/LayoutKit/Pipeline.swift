// One file through the whole pipeline: bytes -> UTF-8 check -> Parser.parse (or SwiftReader.read
// for Swift source, to the same syntax tree) -> Resolver.resolve (per size class and platform;
// a `.lyt` file's first resolution as it is parsed, StreamingResolver) -> ViewTree.layout(in:)
// (per cell of the matrix, in parallel on the workers the caller gives) -> dumps. Diagnostics
// are collected, never printed here; the command decides what reaches its streams. The command line is a client of it: it
// reads the files, gives the settings and the threads, and prints what comes back.
import LayoutAnalysis
import LayoutEngine
import LayoutOutput
import LayoutResolver
import LayoutSyntax

/// What one worker keeps across its layouts (see `Pipeline.compile`); only that worker uses
/// it: the trees it resolved for itself, and the text layouts of each tree and text setting.
final class WorkerTrees {
  var trees: [Pipeline.ResolveKey: ViewTree] = [:]
  var textAnswers: [Pipeline.TextSetting: TextAnswers] = [:]
}

/// Lays files out at the cells of a run, as `layoutc` does, with the settings every file of
/// the run shares.
package struct Pipeline {
  /// Calls `body(worker, item)` for every item in `0..<count` on up to `workers` workers and
  /// returns when all are done; which worker does what must not depend on scheduling.
  package typealias ForEach = (
    _ count: Int, _ workers: Int, _ body: (_ worker: Int, _ item: Int) -> Void
  ) -> Void

  /// What a run asks of every file.
  package struct Settings {
    /// Whether the file of this name is SwiftUI source (else `.lyt`).
    package var isSwift: (String) -> Bool
    /// The view to lay out of a Swift file that declares several (`--view`).
    package var view: String? = nil
    /// What `Date()` reads in Swift source (`--now`).
    package var now: Double = SwiftReader.defaultNow
    /// Lint the file instead of dumping it: the cells' findings, the conversation recorded.
    package var lint = false
    /// The renderer the dumps are for: what it reads besides the frames is recorded, and it
    /// draws a file's pictures once before they are printed when custom Swift runs as it
    /// draws.
    package var renderer: any FrameRenderer = TreeRenderer()
    /// `--explain VIEW`: the view each dump selects.
    package var explainView: String? = nil
    /// Frames snapped to the pixel grid (not `--unrounded`).
    package var rounded = true
    /// The app's image sizes (`--assets`).
    package var images: [String: Size] = [:]
    /// Why an image the app names has no size.
    package var imageProblems: [String: String] = [:]
    /// Measures every text (`--font`, else SF's tables).
    package var textMeasurer: any TextMeasurer = SFTextMeasurer()
    /// Runs the cells' layouts, on up to `workers` workers; one after another by default.
    package var forEach: ForEach = { count, _, body in
      for item in 0..<count { body(0, item) }
    }
    /// How many workers `forEach` may use.
    package var workers = 1

    /// What the engine records: what the renderer reads, and the whole conversation for
    /// lint.
    package var recording: Recording { lint ? .conversation : renderer.recording }

    /// Settings for files named as `isSwift` tells.
    package init(isSwift: @escaping (String) -> Bool) { self.isSwift = isSwift }
  }

  /// What became of one file.
  package enum Outcome {
    /// One dump per screen configuration, in order.
    case dumps([Dump])
    /// The diagnostics hold at least one error (a layout too large to represent is one).
    case inputErrors
  }

  package struct Result {
    /// In the order they should be printed: UTF-8, then syntax, then resolution errors.
    package var diagnostics: [Diagnostic]
    package var outcome: Outcome
    /// With lint: each cell's findings, in cell order (the declarations' findings are the
    /// same for all and are listed under every one).
    package var findings: [[LintFinding]] = []
    /// The view trees the dumps were laid out from: a process that ends once it has written
    /// its output keeps them to the end instead of freeing them (`Streams.end`). A single
    /// plain layout's tree is not among them: the engine freed most of it as it began.
    package var trees: [ViewTree] = []
    /// Errors about a command-line argument rather than a place in the file.
    package var argumentErrors: [String] = []
  }

  /// What the run asks of every file.
  package let settings: Settings

  /// A pipeline with `settings`.
  package init(settings: Settings) { self.settings = settings }

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
  /// layouts run on up to `workers` workers (`Settings.forEach`), the dumps come out in cell
  /// order. `firstDump` counts the dumps of the files before this one, so a dump's
  /// `sameLayoutAs` is its index in the whole run.
  package func compile(
    _ source: SourceFile, firstDump: Int = 0, cells: [Cell], workers: Int? = nil
  ) -> Result {
    let workers = workers ?? settings.workers
    if let encoding = UTF8Validation.diagnostic(for: source) {
      return Result(diagnostics: [encoding], outcome: .inputErrors)
    }
    let swift = settings.isSwift(source.name)
    func resolveOptions(_ key: ResolveKey) -> ResolveOptions {
      ResolveOptions(
        compact: key.compact, platform: key.platform, swiftSpelling: swift,
        images: settings.images, imageProblems: settings.imageProblems,
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
      !swift && !settings.lint && !cells.isEmpty
      && cells.allSatisfy { $0.platform == cells[0].platform && $0.os == cells[0].os }
    let streamed =
      streams
      ? StreamingResolver(source: source, options: resolveOptions(resolveKey(cells[0]))) : nil
    var parsed =
      swift
      ? SwiftReader.read(source, view: settings.view, now: settings.now)
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
    let tracing = settings.recording != .nothing
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
    if !makesContent && !settings.lint { parsed.file.root = nil }
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
    let measurers = (0..<workerCount).map { _ in MemoizingTextMeasurer(settings.textMeasurer) }
    let results = ResultSlots<Laid>(count: jobs.count)
    settings.forEach(jobs.count, workerCount) { worker, index in
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
      settings.lint && !swift ? Lint.check(declarations: parsed.file, in: source) : []
    // The source as text, for the HTML page and a position `--explain` names: decoded once,
    // shared by every dump that keeps it.
    lazy var sourceText = String(decoding: source.bytes, as: UTF8.self)
    for (index, cell) in cells.enumerated() {
      switch results[jobOfCell[index]]! {
      case .failed(let error):
        for diagnostic in error.diagnostics(in: source)
        where seen.insert(diagnostic).inserted {
          diagnostics.append(diagnostic)
        }
        return Result(diagnostics: diagnostics, outcome: .inputErrors)
      case .frames(let frames, let record):
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
          if settings.lint {
            findings.append(
              declarationFindings
                + Lint.check(
                  record, screen: configuration.screen, safeArea: configuration.safeArea))
          } else {
            dump.record = record
            if let view = settings.explainView {
              guard
                let found = record.find(view, source: sourceText, files: source.parts, lyt: !swift)
              else {
                return Self.unknownView(record, view, source, sourceText, diagnostics)
              }
              dump.selected = found
            }
            if settings.renderer.showsSource {
              dump.source = sourceText
              dump.isSwift = swift
            }
          }
        }
        dumps.append(dump)
      }
    }
    // A custom shape's Swift runs when its outline is drawn: this file's pictures are drawn
    // once now, so what that Swift meets is reported below, before anything is printed.
    if parsed.customLayouts != nil, !settings.lint, settings.renderer.drawsPictures {
      SVGRenderer.drawOnce(dumps)
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
      textMeasurer: measurer, rounded: settings.rounded)
    if let size = cell.dynamicType { context.environment.dynamicTypeSize = size }
    context.textAnswers = answers
    do {
      let laid = try (consume tree).layout(in: context, recording: settings.recording)
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

/// One cell of the matrix: everything a layout of one file depends on besides the file.
package struct Cell: Hashable {
  package var configuration: ScreenConfiguration
  /// nil: not given, SwiftUI's default (`large`) and the root environment left empty.
  package var dynamicType: DynamicTypeSize?
  package var direction: LayoutDirection
  package var platform: Platform
  /// Whose control metrics; nil is the platform's current OS.
  package var os: OSProfile?

  /// A cell; see the properties.
  package init(
    configuration: ScreenConfiguration, dynamicType: DynamicTypeSize?, direction: LayoutDirection,
    platform: Platform, os: OSProfile?
  ) {
    self.configuration = configuration
    self.dynamicType = dynamicType
    self.direction = direction
    self.platform = platform
    self.os = os
  }

  /// The same cell without its device's name: cells equal in this lay out the same.
  package var layoutKey: Cell {
    var key = self
    key.configuration.device = nil
    return key
  }
}

/// A screen to lay out at: the proposal, pixel grid, insets and size class of one run.
package struct ScreenConfiguration: Sendable, Hashable {
  /// nil on an `auto` side.
  package var screen: ProposedSize
  /// The display scale used for pixel rounding.
  package var scale: Double
  /// The safe-area insets the root is laid out inside.
  package var safeArea: EdgeInsets
  /// The horizontal size class `if compact` tests.
  package var compact: Bool
  /// The device preset's id; nil for a `--size`.
  package var device: String?
  /// A screen configuration; see the properties.
  package init(
    screen: ProposedSize, scale: Double, safeArea: EdgeInsets, compact: Bool,
    device: String? = nil
  ) {
    self.screen = screen
    self.scale = scale
    self.safeArea = safeArea
    self.compact = compact
    self.device = device
  }
}

/// Slots written by the workers of `Pipeline.Settings.forEach`, one item each, read after it returns.
package final class ResultSlots<Value> {
  private let slots: UnsafeMutablePointer<Value?>
  package let count: Int
  /// `count` empty slots.
  package init(count: Int) {
    self.count = count
    slots = .allocate(capacity: max(count, 1))
    slots.initialize(repeating: nil, count: max(count, 1))
  }
  deinit {
    slots.deinitialize(count: max(count, 1))
    slots.deallocate()
  }
  /// The value in slot `index`, nil until it is written.
  package subscript(index: Int) -> Value? {
    get { slots[index] }
    set { slots[index] = newValue }
  }
}

/// A text measurer that remembers its answers: a text measured again with the same
/// environment, proposal and context (the same row text in a list, the same screen width on
/// another device, the other layout direction) is answered from memory. Measurers are pure
/// functions of their inputs (`TextMeasurer`), so the answers are the same. One per worker:
/// it is used by one thread only, which is what makes it safe without a lock.
final class MemoizingTextMeasurer: TextMeasurer, @unchecked Sendable {
  private struct TextKey: Hashable {
    var text: TextContent
    var environment: EnvironmentOverrides
    var context: TextMeasuringContext

    /// The parts that usually differ; equality still compares everything.
    func hash(into hasher: inout Hasher) {
      for run in text.runs { hasher.combine(run.string) }
      hasher.combine(environment.font)
      hasher.combine(environment.dynamicTypeSize)
      hasher.combine(context.scale)
    }
  }
  private struct MetricsKey: Hashable {
    var environment: EnvironmentOverrides
    var context: TextMeasuringContext
  }

  private let base: any TextMeasurer
  // One thread, never re-entered: no run-time exclusivity checks.
  @exclusivity(unchecked) private var texts: [TextKey: RememberedText] = [:]
  @exclusivity(unchecked) private var metrics: [MetricsKey: FontMetrics] = [:]

  init(_ base: any TextMeasurer) {
    self.base = base
  }

  func layout(
    _ text: TextContent, environment: EnvironmentOverrides, proposal: ProposedSize,
    context: TextMeasuringContext
  ) -> TextLayout {
    prepare(text, environment: environment, context: context).layout(proposal)
  }

  func prepare(
    _ text: TextContent, environment: EnvironmentOverrides, context: TextMeasuringContext
  ) -> any PreparedText {
    let key = TextKey(text: text, environment: environment, context: context)
    if let known = texts[key] { return known }
    let answer = RememberedText(base.prepare(text, environment: environment, context: context))
    texts[key] = answer
    return answer
  }

  func fontMetrics(environment: EnvironmentOverrides, context: TextMeasuringContext)
    -> FontMetrics
  {
    let key = MetricsKey(environment: environment, context: context)
    if let known = metrics[key] { return known }
    let answer = base.fontMetrics(environment: environment, context: context)
    metrics[key] = answer
    return answer
  }
}
