// The `layoutc` command, in-process: arguments and streams in, exit status out.
// Exit statuses follow sysexits (layoutc(1)): 0 success, 1 input errors, 64 usage, 66 input
// unreadable, 70 internal error, 73 output unwritable. Nothing reaches standard output unless
// every file laid out cleanly.
import LayoutKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The exit statuses `layoutc` returns.
public enum ExitStatus {
  /// Success; with lint also when there are findings (unless `--werror`); with `--check`, no
  /// change against the baseline.
  public static let success: Int32 = 0
  /// The input has errors (diagnostics on standard error, nothing on standard output).
  public static let inputErrors: Int32 = 1
  /// EX_USAGE: a bad command line.
  public static let usage: Int32 = 64
  /// EX_NOINPUT: an input file (or `--font` file) cannot be read.
  public static let noInput: Int32 = 66
  /// EX_SOFTWARE: a bug, e.g. a NaN that reached a frame.
  public static let software: Int32 = 70
  /// EX_CANTCREAT: the `-o` file cannot be written.
  public static let cannotCreate: Int32 = 73
}

/// What the driver knows about the terminal, for `--color auto` and for reading standard
/// input when no FILE is given.
public struct Terminal: Sendable, Equatable {
  /// Whether standard output is a terminal (for `--color auto`).
  public var standardOutputIsTerminal: Bool
  /// Whether standard error is a terminal (for `--color auto` diagnostics).
  public var standardErrorIsTerminal: Bool
  /// False when `NO_COLOR` is set or `TERM` is `dumb` (no-color.org).
  public var colorAllowed: Bool
  /// True when `FORCE_COLOR` or `CLICOLOR_FORCE` asks for colour on streams that are not
  /// terminals (force-color.org, bixense.com/clicolors); wins over `colorAllowed`.
  public var colorForced: Bool
  /// A terminal on standard input means a person typing: no FILE is then a usage error rather
  /// than a wait for input.
  public var standardInputIsTerminal: Bool
  /// What the driver knows; see the properties.
  public init(
    standardOutputIsTerminal: Bool, standardErrorIsTerminal: Bool, colorAllowed: Bool,
    colorForced: Bool = false, standardInputIsTerminal: Bool = true
  ) {
    self.standardOutputIsTerminal = standardOutputIsTerminal
    self.standardErrorIsTerminal = standardErrorIsTerminal
    self.colorAllowed = colorAllowed
    self.colorForced = colorForced
    self.standardInputIsTerminal = standardInputIsTerminal
  }
  /// No output stream is a terminal: output is plain unless `--color always`. Standard input
  /// counts as one, so that no FILE stays a usage error.
  public static let none = Terminal(
    standardOutputIsTerminal: false, standardErrorIsTerminal: false, colorAllowed: true)
  /// The process's own streams and environment.
  public static var current: Terminal {
    Terminal(
      environment: System.environment(["NO_COLOR", "TERM", "FORCE_COLOR", "CLICOLOR_FORCE"]),
      standardInputIsTerminal: isatty(0) == 1,
      standardOutputIsTerminal: isatty(1) == 1, standardErrorIsTerminal: isatty(2) == 1)
  }
  /// What the colour variables of `environment` say, for these streams.
  public init(
    environment: [String: String], standardInputIsTerminal: Bool, standardOutputIsTerminal: Bool,
    standardErrorIsTerminal: Bool
  ) {
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty || environment["TERM"] == "dumb"
    // FORCE_COLOR: set and not empty; CLICOLOR_FORCE: set and not "0". Both conventions say
    // "0" or empty means not forced.
    let force = environment["FORCE_COLOR"].map { !$0.isEmpty && $0 != "0" } ?? false
    let cliForce = environment["CLICOLOR_FORCE"].map { !$0.isEmpty && $0 != "0" } ?? false
    self.init(
      standardOutputIsTerminal: standardOutputIsTerminal,
      standardErrorIsTerminal: standardErrorIsTerminal, colorAllowed: !noColor,
      colorForced: force || cliForce, standardInputIsTerminal: standardInputIsTerminal)
  }
}

/// The whole `layoutc` command, callable in-process: arguments and streams in, exit status out.
public enum Driver {
  /// Deep view trees recurse deeply in the resolver and the engine; the pipeline runs on a
  /// thread whose stack is large enough for any tree that fits in memory.
  static let stackSize = 8 << 30

  /// The allocator as `runAsProcess` sets it (one arena, no fast bins; see `System`), for
  /// another program that should free and allocate as a run of `layoutc` does (the bench).
  public static func setUpAllocator() { System.setUpAllocator() }

  /// The allocator as `runAsProcess` sets it for a large input, after `setUpAllocator`: what
  /// is freed is kept for the next allocation (see `System.keepFreedMemory`).
  public static func keepFreedMemory() { System.keepFreedMemory() }

  /// Runs `layoutc` as the process: its arguments, standard input (read only if a file is
  /// `-`), output and error streams, terminal and environment. Returns the exit status.
  public static func runAsProcess() -> Int32 {
    setUpAllocator()
    var refused: SystemError? = nil
    func processStatus(_ status: Int32) -> Int32 {
      guard let refused else { return status }
      System.write(
        Array("layoutc: error: cannot write standard output: \(refused.message)\n".utf8), to: 2)
      return ExitStatus.cannotCreate
    }
    let status = run(
      arguments: Array(CommandLine.arguments.dropFirst()),
      // One byte past the limit tells an input that is too large.
      standardInput: { System.readToEnd(0, limit: Invocation.maxSourceBytes + 1) },
      standardOutputBytes: { bytes in
        if refused == nil, !System.write(bytes, to: 1) { refused = .fromErrno }
      },
      standardError: { System.write(Array($0.utf8), to: 2) },
      terminal: .current, end: { status in exit(processStatus(status)) })
    return processStatus(status)
  }

  /// Runs `layoutc` with `arguments` (without the program name) on these streams and the
  /// process's terminal, and returns the exit status.
  public static func run(
    arguments: [String], standardInput: () -> [UInt8], standardOutput: (String) -> Void,
    standardError: (String) -> Void
  ) -> Int32 {
    run(
      arguments: arguments, standardInput: standardInput, standardOutput: standardOutput,
      standardError: standardError, terminal: .current)
  }

  /// `run` with the terminal made explicit, so tests do not depend on where they run. The
  /// output comes in pieces, each whole UTF-8 text.
  public static func run(
    arguments: [String], standardInput: () -> [UInt8], standardOutput: (String) -> Void,
    standardError: (String) -> Void, terminal: Terminal
  ) -> Int32 {
    run(
      arguments: arguments, standardInput: standardInput,
      standardOutputBytes: { standardOutput(String(decoding: $0, as: UTF8.self)) },
      standardError: standardError, terminal: terminal)
  }

  /// `run` with standard output as UTF-8 bytes, written in pieces in order: a dump of a large
  /// matrix is hundreds of megabytes, never gathered into one text.
  public static func run(
    arguments: [String], standardInput: () -> [UInt8], standardOutputBytes: ([UInt8]) -> Void,
    standardError: (String) -> Void, terminal: Terminal = .current
  ) -> Int32 {
    run(
      arguments: arguments, standardInput: standardInput,
      standardOutputBytes: standardOutputBytes, standardError: standardError,
      terminal: terminal, end: nil)
  }

  /// `run`, handing `end` the exit status once all output is written, while the run's trees
  /// are still in memory: the process ends there rather than free them.
  static func run(
    arguments: [String], standardInput: () -> [UInt8], standardOutputBytes: ([UInt8]) -> Void,
    standardError: (String) -> Void, terminal: Terminal, end: ((Int32) -> Never)?
  ) -> Int32 {
    withoutActuallyEscaping(standardInput) { input in
      withoutActuallyEscaping(standardOutputBytes) { output in
        withoutActuallyEscaping(standardError) { error in
          let streams = Streams(input: input, output: output, error: error, end: end)
          return onLargeStack {
            Invocation(arguments: arguments, streams: streams, terminal: terminal).run()
          }
        }
      }
    }
  }

  /// Runs `body` on a thread with a large stack and waits for it. Uses pthreads directly:
  /// Foundation's `Thread.stackSize` silently caps the stack at 1 GiB, which the deepest trees
  /// the limits allow need more than (a few KB per level in the resolver and the engine).
  /// Falls back to smaller stacks if the system refuses, and to the caller's thread last.
  static func onLargeStack(_ body: @escaping () -> Int32) -> Int32 {
    let work = PipelineWork(body)
    let pointer = Unmanaged.passUnretained(work).toOpaque()
    for size in [stackSize, 1 << 30] where runOnThread(stackSize: size, work: pointer) {
      return work.result
    }
    work.run()
    return work.result
  }

  /// The entry point of the large-stack thread.
  fileprivate static func runWork(_ raw: UnsafeMutableRawPointer) {
    Unmanaged<PipelineWork>.fromOpaque(raw).takeUnretainedValue().run()
  }

  /// Starts a pthread with `stackSize` bytes of stack running `Work.run` on `work`, and joins
  /// it; false when the thread could not be created.
  private static func runOnThread(stackSize: Int, work: UnsafeMutableRawPointer) -> Bool {
    var attributes = pthread_attr_t()
    guard pthread_attr_init(&attributes) == 0 else { return false }
    defer { pthread_attr_destroy(&attributes) }
    guard pthread_attr_setstacksize(&attributes, stackSize) == 0 else { return false }
    #if canImport(Darwin)
      var thread: pthread_t? = nil
      let entry: @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? = { raw in
        Driver.runWork(raw)
        return nil
      }
    #else
      var thread = pthread_t()
      let entry: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { raw in
        if let raw { Driver.runWork(raw) }
        return nil
      }
    #endif
    guard pthread_create(&thread, &attributes, entry, work) == 0 else { return false }
    #if canImport(Darwin)
      guard let thread else { return false }
    #endif
    pthread_join(thread, nil)
    return true
  }
}

/// The pipeline's body and its exit status, handed to the large-stack thread; the caller
/// blocks until the thread ends, so there is never concurrent access.
final class PipelineWork {
  private var body: (() -> Int32)?
  var result = ExitStatus.software
  init(_ body: @escaping () -> Int32) { self.body = body }
  func run() {
    result = body?() ?? ExitStatus.software
    // Released on the thread before the caller resumes: the body holds the caller's
    // non-escaping stream closures, which must not outlive this call.
    body = nil
  }
}

/// The caller's streams; standard input is read at most once.
final class Streams {
  private let readInput: () -> [UInt8]
  private var input: [UInt8]? = nil
  /// Writes bytes to standard output.
  let outputBytes: ([UInt8]) -> Void
  let error: (String) -> Void
  /// Ends the process with an exit status (`Driver.runAsProcess`); nil in a library call.
  let end: ((Int32) -> Never)?
  init(
    input: @escaping () -> [UInt8], output: @escaping ([UInt8]) -> Void,
    error: @escaping (String) -> Void, end: ((Int32) -> Never)? = nil
  ) {
    self.readInput = input
    self.outputBytes = output
    self.error = error
    self.end = end
  }

  /// Ends the process, when this run is one, with `status` while `kept` is still alive:
  /// freeing a million-view file's trees node by node takes longer than the OS takes to drop
  /// the whole address space. Returns `status` otherwise.
  func finish(_ status: Int32, keeping kept: some Any) -> Int32 {
    withExtendedLifetime(kept) {
      if let end { end(status) }
      return status
    }
  }
  /// Writes `text` to standard output.
  func output(_ text: String) {
    outputBytes(Array(text.utf8))
  }
  /// Standard input's bytes; a second `-` sees the same text.
  var standardInput: [UInt8] {
    if let input { return input }
    let bytes = readInput()
    input = bytes
    return bytes
  }
}

/// One run of the command.
struct Invocation {
  var arguments: [String]
  var streams: Streams
  var terminal: Terminal

  func run() -> Int32 {
    let options: Options
    do {
      options = try Options.parse(
        arguments, standardInputIsFile: !terminal.standardInputIsTerminal)
    } catch {
      streams.error(Usage.usageError(error))
      return ExitStatus.usage
    }
    if options.help {
      streams.output(Usage.help)
      return ExitStatus.success
    }
    if options.version {
      streams.output(Usage.versionLine)
      return ExitStatus.success
    }
    if options.listDevices {
      streams.output(options.format == .json ? Listing.json(.devices) : Device.listTable())
      return ExitStatus.success
    }
    if let shell = options.completions {
      streams.output(Completions.script(for: shell))
      return ExitStatus.success
    }
    if let topic = options.list {
      switch options.format {
      case .json: streams.output(Listing.json(topic))
      case .tree: streams.output(Listing.plain(topic))
      case .csv, .svg, .html:
        streams.error(
          Usage.usageError(UsageError("'--list' prints plain text, or JSON with '--format json'")))
        return ExitStatus.usage
      }
      return ExitStatus.success
    }
    return compileAndPrint(options)
  }

  /// Colour on standard error (diagnostics).
  func diagnosticsInColor(_ options: Options) -> Bool {
    switch options.color {
    case .always: return true
    case .never: return false
    case .auto:
      return terminal.colorForced || (terminal.standardErrorIsTerminal && terminal.colorAllowed)
    }
  }

  /// Colour in the tree dump: only on a terminal unless forced, never in a file by `auto`.
  func treeInColor(_ options: Options) -> Bool {
    switch options.color {
    case .always: return true
    case .never: return false
    case .auto:
      let toTerminal = options.outputFile == nil || options.outputFile == "-"
      return toTerminal
        && (terminal.colorForced || (terminal.standardOutputIsTerminal && terminal.colorAllowed))
    }
  }

  /// Swift files given together are one module, as swiftc reads them: a view in one may use
  /// a type declared in another. They take the place of the first; `.lyt` files stay apart.
  static func joiningSwiftModule(_ sources: [SourceFile], _ options: Options) -> [SourceFile] {
    let swift = sources.indices.filter { options.language(ofFile: sources[$0].name) == .swift }
    guard swift.count > 1 else { return sources }
    let module = SourceFile(module: swift.map { (sources[$0].name, sources[$0].bytes) })
    var joined: [SourceFile] = []
    for (index, source) in sources.enumerated() {
      if index == swift[0] {
        joined.append(module)
      } else if !swift.contains(index) {
        joined.append(source)
      }
    }
    return joined
  }

  func compileAndPrint(_ options: Options) -> Int32 {
    // 1. Read every input (and the font) first: an unreadable file is exit 66.
    var unreadable = false
    var fontBytes: [UInt8]? = nil
    if let font = options.fontFile {
      switch FileReader.read(font, maxBytes: Self.maxFontBytes) {
      case .success(let bytes): fontBytes = bytes
      case .failure(let reason):
        streams.error("layoutc: error: cannot read font '\(font)': \(reason.message)\n")
        unreadable = true
      }
    }
    var sources: [SourceFile] = []
    for path in options.files {
      let read =
        path == "-"
        ? FileReader.limit(streams.standardInput, to: Self.maxSourceBytes)
        : FileReader.read(path, maxBytes: Self.maxSourceBytes)
      switch read {
      case .success(let bytes): sources.append(SourceFile(name: path, bytes: bytes))
      case .failure(let reason):
        streams.error("layoutc: error: cannot read '\(path)': \(reason.message)\n")
        unreadable = true
      }
    }
    if unreadable { return ExitStatus.noInput }
    let swiftFiles = sources.filter { options.language(ofFile: $0.name) == .swift }.count
    if swiftFiles > SourcePosition.maxFiles {
      streams.error(
        Usage.usageError(
          UsageError(
            "\(swiftFiles) Swift files: a module read at once has at most "
              + "\(SourcePosition.maxFiles)")))
      return ExitStatus.usage
    }
    sources = Self.joiningSwiftModule(sources, options)
    // A module is one input: one dump per screen, headed as a single file's.
    var options = options
    options.files = sources.map(\.name)
    if options.format == .html, sources.contains(where: { $0.parts.count > 1 }) {
      streams.error(
        Usage.usageError(
          UsageError("'--format html' shows one file's source: give one .swift file")))
      return ExitStatus.usage
    }
    System.prepareHeap(forSourceBytes: sources.reduce(0) { $0 + $1.bytes.count })

    // 2. Lay every file out at every screen; collect diagnostics, print them in file order.
    let pipeline: Pipeline
    do {
      pipeline = try Pipeline(options: options, fontBytes: fontBytes)
    } catch {
      streams.error("layoutc: error: \(error.message)\n")
      return ExitStatus.noInput
    }
    let cells = options.cells
    var dumps: [Dump] = []
    var hadErrors = false
    let renderer = DiagnosticRenderer(color: diagnosticsInColor(options))
    var linted: [(SourceFile, [[LintFinding]])] = []
    var trees: [ViewTree] = []
    for source in sources {
      let result = pipeline.compile(source, firstDump: dumps.count, cells: cells)
      trees += result.trees
      if options.lint { linted.append((source, result.findings)) }
      for diagnostic in result.diagnostics {
        streams.error(renderer.render(diagnostic, in: source))
      }
      for message in result.argumentErrors { streams.error("layoutc: error: \(message)\n") }
      switch result.outcome {
      case .dumps(let made):
        if let tooLarge = oversizedDump(made, in: source, format: options.format) {
          streams.error(renderer.render(tooLarge, in: source))
          hadErrors = true
        } else {
          dumps += made
        }
      case .inputErrors: hadErrors = true
      }
    }
    if hadErrors { return ExitStatus.inputErrors }

    // 3. Never print a NaN or infinity: that is always a bug (layoutc(1)).
    for dump in dumps {
      if let path = dump.nonFinitePath {
        let place = path.isEmpty ? "the screen settings" : "the frame of node \(path)"
        streams.error(
          "layoutc: internal error: \(place) is not finite in '\(dump.file)'\n")
        return ExitStatus.software
      }
    }

    // 4. Render and write; with --check the report takes the dump's place on standard output.
    let grouping = options.grouping
    if options.check != nil, options.outputFile == nil || options.outputFile == "-" {
      return check(dumps, grouping: grouping, options)
    }
    let format = options.renderer(color: treeInColor(options))
    if !options.lint, let directory = options.outputFile, directory.hasSuffix("/") {
      // `-o DIR/` (svg, html): one file per dump.
      for (dump, name) in zip(dumps, Self.fileNames(dumps, extension: options.format.rawValue)) {
        let path = directory + name
        do {
          try FileWriter.writeAtomically([Array(format.render(dump).utf8)], to: path)
        } catch {
          streams.error("layoutc: error: cannot write '\(path)': \(error.message)\n")
          return ExitStatus.cannotCreate
        }
      }
      return ExitStatus.success
    }
    // The output, handed in order to a writer: one text, or a dump renderer's pieces. One
    // dump's body goes out as it is rendered, a megabyte at a time, never whole in memory;
    // several are rendered on the cores first (once for dumps that share one).
    var status = ExitStatus.success
    let produce: ((UnsafeBufferPointer<UInt8>) -> Void) -> Void
    func whole(_ text: String) -> ((UnsafeBufferPointer<UInt8>) -> Void) -> Void {
      { write in Array(text.utf8).withUnsafeBufferPointer(write) }
    }
    if options.lint {
      // The cells as the dumps name them (the first file's dumps: every file has one per cell).
      let matrix = MatrixCells(Array(dumps.prefix(cells.count)), named: grouping.named)
      let report = LintReport(files: linted, cells: matrix, rules: options.enabledRules)
      let text =
        options.sarif
        ? report.sarif(version: Usage.version)
        : report.text(renderer: DiagnosticRenderer(color: treeInColor(options)))
      produce = whole(text)
      if options.werror && !report.isEmpty { status = ExitStatus.inputErrors }
    } else if let partwise = format as? any PartwiseRenderer {
      if dumps.count == 1 {
        produce = { write in partwise.assemble(dumps, grouping: grouping, into: write) }
      } else {
        let bodies = ResultSlots<[[UInt8]]>(count: dumps.count)
        let rendered = partwise.renderedBodies(of: dumps, grouping: grouping)
        Parallel.forEach(count: rendered.count, workers: Parallel.cores) { _, index in
          bodies[rendered[index]] = partwise.body(
            of: dumps, at: rendered[index], grouping: grouping)
        }
        produce = { write in
          partwise.assemble(dumps, grouping: grouping, bodies: { bodies[$0]! }, into: write)
        }
      }
    } else {
      produce = whole(format.render(dumps, grouping: grouping))
    }
    guard let outputFile = options.outputFile, outputFile != "-" else {
      produce { piece in if !piece.isEmpty { streams.outputBytes(Array(piece)) } }
      return streams.finish(status, keeping: (dumps, trees))
    }
    do {
      try FileWriter.writeAtomically(to: outputFile, produce)
    } catch {
      streams.error("layoutc: error: cannot write '\(outputFile)': \(error.message)\n")
      return ExitStatus.cannotCreate
    }
    if options.check != nil { return check(dumps, grouping: grouping, options) }
    return streams.finish(status, keeping: (dumps, trees))
  }

  /// `--check FILE` (layoutc(1), BASELINES): compares the dumps with the baseline and prints
  /// what changed; exit 1 on a change. With `--update` it writes them to FILE instead, prints
  /// what that changes, and succeeds. A baseline that cannot be read or compared is an error
  /// (exit 66) that suggests `--update`; one of another format version is reported as such.
  func check(_ dumps: [Dump], grouping: DumpGrouping, _ options: Options) -> Int32 {
    guard let path = options.check else { return ExitStatus.software }
    let tolerance = options.tolerance ?? 0
    let fresh = BaselineFile.text(dumps, grouping: grouping)
    // nil when there is no baseline to compare with (missing, not a dump, another format).
    var previous: BaselineFile.Contents? = nil
    var existed = false
    switch FileReader.read(path) {
    case .success(let bytes):
      existed = true
      if options.update, bytes == Array(fresh.utf8) {
        streams.output("\(path) is up to date\n")
        return ExitStatus.success
      }
      do {
        previous = try BaselineFile.parse(bytes)
      } catch {
        guard options.update else {
          streams.error(
            "layoutc: error: the baseline '\(path)' is not a layoutc JSON dump: \(error.message); "
              + "run with --update to rewrite it\n")
          return ExitStatus.noInput
        }
      }
    case .failure(let reason):
      guard options.update else {
        streams.error(
          "layoutc: error: cannot read the baseline '\(path)': \(reason.message); "
            + "run with --update to write it\n")
        return ExitStatus.noInput
      }
    }
    // Another format version is a change of format, not of layout: say so, compare nothing.
    let format = JSONRenderer.formatVersion
    if let old = previous?.formats.first(where: { $0 != format }) {
      guard options.update else {
        streams.output(
          "the baseline '\(path)' was written by format \(old), this layoutc writes format "
            + "\(format); run with --update to rewrite it\n")
        return ExitStatus.inputErrors
      }
      previous = nil
    }
    let today = BaselineFile.dumps(dumps, grouping: grouping)
    let report = Baseline.compare(
      baseline: previous?.dumps ?? [], today: today, tolerance: tolerance, ascii: options.ascii)
    if !options.update {
      streams.output(report.text)
      if report.isEqual {
        streams.output(
          "no changes against \(path) (\(report.extent(tolerance: tolerance)))\n")
        return ExitStatus.success
      }
      streams.output(
        "changes against \(path): \(report.counts) (\(report.extent(tolerance: tolerance))); "
          + "run with --update to accept them\n")
      return ExitStatus.inputErrors
    }
    do {
      try FileWriter.writeAtomically([Array(fresh.utf8)], to: path)
    } catch {
      streams.error("layoutc: error: cannot write '\(path)': \(error.message)\n")
      return ExitStatus.cannotCreate
    }
    let extent = report.extent(tolerance: tolerance)
    if previous == nil {
      let views = today.reduce(0) { $0 + $1.views.count }
      streams.output(
        "\(existed ? "rewrote" : "wrote") \(path) (format \(format); \(today.count) "
          + "dump\(today.count == 1 ? "" : "s"), \(views) view\(views == 1 ? "" : "s"))\n")
    } else {
      streams.output(report.text)
      let counts = report.isEqual ? "no layout changes" : report.counts
      streams.output("updated \(path): \(counts) (\(extent))\n")
    }
    return ExitStatus.success
  }

  /// `-o DIR/`'s file names, in the dumps' order: `<file-stem>-<screen>.<ext>`
  /// (`login-390x844.svg`; standard input's stem is `stdin`). Names two dumps would share get
  /// the scale (`login-390x844@2x.svg`), and any still shared a count from the second on
  /// (`login-390x844-2.svg`), so no dump overwrites another.
  static func fileNames(_ dumps: [Dump], extension ext: String) -> [String] {
    func stem(_ path: String) -> String {
      if path == "-" { return "stdin" }
      let name = path.split(separator: "/").last.map(String.init) ?? path
      guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
      return String(name[..<dot])
    }
    var names = dumps.map { stem($0.file) + "-" + $0.screenDescription }
    let counts = names.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
    for (index, dump) in dumps.enumerated() where counts[names[index], default: 0] > 1 {
      names[index] += "@" + NumberFormat.format(dump.scale) + "x"
    }
    var seen: [String: Int] = [:]
    for index in names.indices {
      seen[names[index], default: 0] += 1
      if let count = seen[names[index]], count > 1 { names[index] += "-\(count)" }
    }
    return names.map { $0 + "." + ext }
  }

  /// The largest `--font` file read (layoutc(1), LIMITS): the largest CJK collections are
  /// about 100 MB; past this the file is refused before it is read.
  static let maxFontBytes = 256 << 20

  /// The largest source file or standard input read (layoutc(1), LIMITS): the parsers index
  /// it with 32-bit offsets (`SourceFile.maxBytes`).
  static let maxSourceBytes = SourceFile.maxBytes

  /// The largest dump `layoutc` prints. A tree thousands of levels deep lays out fine, but its
  /// dump grows with the square of its depth (each line repeats the depth), so past this size
  /// the deepest node gets an error instead of a multi-gigabyte output.
  static let maxDumpBytes = 1 << 30

  /// An error at the deepest node of the first dump that would print more than
  /// `maxDumpBytes`; nil when every dump is of a printable size.
  func oversizedDump(_ dumps: [Dump], in source: SourceFile, format: OutputFormat) -> Diagnostic? {
    for dump in dumps {
      let size = format.estimatedSize(of: dump)
      guard size > Self.maxDumpBytes,
        let deepest = dump.tree.nodes.max(by: { $0.depth < $1.depth })
      else { continue }
      let offset = source.offset(of: deepest.source)
      return Diagnostic(
        .error,
        "the view tree is \(deepest.depth) levels deep here, so its \(format.rawValue) "
          + "dump would be about \(size >> 20) MB, more than the \(Self.maxDumpBytes >> 20) MB "
          + "layoutc prints",
        at: SourceRange(offset, offset))
    }
    return nil
  }
}

/// A failed system call, with the system's wording of why.
struct SystemError: Error {
  var message: String
  init(_ message: String) { self.message = message }
  /// The current `errno` as text, e.g. "No such file or directory".
  static var fromErrno: SystemError { SystemError(String(cString: strerror(errno))) }
}

/// Reads whole files with POSIX calls, so errors carry the system's own message.
enum FileReader {
  /// The file's bytes; a file longer than `maxBytes` is a failure, found from its size
  /// before reading when it has one (a pipe is stopped once it has sent too much).
  static func read(_ path: String, maxBytes: Int = .max) -> Result<[UInt8], SystemError> {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return .failure(.fromErrno) }
    defer { close(fd) }
    let tooLarge = Self.tooLarge(maxBytes)
    var info = stat()
    if fstat(fd, &info) == 0, Int(info.st_size) > maxBytes { return .failure(tooLarge) }
    var bytes: [UInt8] = []
    // A regular file is read into room for its whole size at once (a 40 MB file grown by
    // doubling would be copied several times); a pipe grows as it sends.
    if info.st_size > 0 { bytes.reserveCapacity(Int(info.st_size) + 1) }
    // One byte past the limit tells a file that is too large.
    let past = maxBytes == .max ? maxBytes : maxBytes + 1
    if let failure = System.read(fd, into: &bytes, limit: past) { return .failure(failure) }
    return bytes.count > maxBytes ? .failure(tooLarge) : .success(bytes)
  }

  /// Bytes already read (standard input), or a failure when there are more than `maxBytes`.
  static func limit(_ bytes: [UInt8], to maxBytes: Int) -> Result<[UInt8], SystemError> {
    bytes.count > maxBytes ? .failure(tooLarge(maxBytes)) : .success(bytes)
  }

  private static func tooLarge(_ maxBytes: Int) -> SystemError {
    SystemError(DiagnosticMessage.fileTooLarge(limit: maxBytes))
  }

  /// The file's first `prefix` bytes (all of it when shorter).
  static func read(_ path: String, prefix: Int) -> Result<[UInt8], SystemError> {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return .failure(.fromErrno) }
    defer { close(fd) }
    var bytes: [UInt8] = []
    if let failure = System.read(fd, into: &bytes, limit: prefix) { return .failure(failure) }
    return .success(bytes)
  }
}

/// Makes `path` and any missing parents (`mkdir -p`); an existing directory is fine.
func makeDirectories(_ path: String) throws(SystemError) {
  var prefix = ""
  for component in path.split(separator: "/", omittingEmptySubsequences: false) {
    prefix += component + "/"
    guard !component.isEmpty, component != "." else { continue }
    if mkdir(prefix, 0o777) != 0, errno != EEXIST { throw .fromErrno }
  }
  var info = stat()
  guard stat(path, &info) == 0 else { throw .fromErrno }
  guard info.st_mode & S_IFMT == S_IFDIR else { throw SystemError("Not a directory") }
}

/// Writes a file atomically: a temporary file in the same directory, then `rename`, so a
/// reader sees the old file or the new one, never half of one. The file's bytes are the
/// pieces, in order.
enum FileWriter {
  static func writeAtomically(_ pieces: [[UInt8]], to path: String) throws(SystemError) {
    try writeAtomically(to: path) { write in
      for piece in pieces { piece.withUnsafeBufferPointer(write) }
    }
  }

  /// `writeAtomically` of the bytes `produce` hands its writer, in order, as it makes them.
  static func writeAtomically(
    to path: String, _ produce: ((UnsafeBufferPointer<UInt8>) -> Void) -> Void
  ) throws(SystemError) {
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { String(path[...$0]) } ?? ""
    // `-o Snapshots/card.csv` in a fresh checkout: make the folders, as `mkdir -p` would.
    if !directory.isEmpty { try makeDirectories(directory) }
    var template = Array((directory + ".layoutc-XXXXXX").utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else { throw .fromErrno }
    // mkstemp filled in the X's; the array ends in its NUL.
    let temporary = String(
      decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var failure: SystemError? = nil
    produce { bytes in
      guard failure == nil, !bytes.isEmpty else { return }
      if !System.write(UnsafeRawBufferPointer(bytes), to: fd) { failure = .fromErrno }
    }
    // mkstemp makes the file private; give it the mode a plain create would (or the old one).
    if failure == nil {
      var info = stat()
      let mode: mode_t
      if stat(path, &info) == 0 {
        mode = info.st_mode & 0o7777
      } else {
        let mask = umask(0)
        umask(mask)
        mode = 0o666 & ~mask
      }
      if fchmod(fd, mode) != 0 { failure = .fromErrno }
    }
    if close(fd) != 0, failure == nil { failure = .fromErrno }
    if failure == nil, rename(temporary, path) != 0 { failure = .fromErrno }
    if let failure {
      unlink(temporary)
      throw failure
    }
  }
}
