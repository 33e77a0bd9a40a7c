// What every fuzz target runs: an input through the reader it targets and, when that
// accepts it, the rest of the pipeline (resolve -> layout -> all three dumps), as `layoutc`
// runs it. A crash, a sanitizer report or a broken invariant (a printed frame that is not
// finite or has a negative size: issue 17) is a finding; an input error is not.
import CFuzzer
import LayoutKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

public enum FuzzPipeline {
  /// One libFuzzer input as source text (`.lyt`, or Swift when `swift`), on a large stack as
  /// `layoutc` runs it: what each source target's `LLVMFuzzerTestOneInput` does.
  public static func input(_ data: UnsafePointer<UInt8>?, _ size: Int, swift: Bool) -> Int32 {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    onLargeStack { run(source: bytes, swift: swift) }
    return 0
  }

  /// Smaller than layoutc's limits, so that each input stays fast (libFuzzer's throughput);
  /// the limits themselves are tested in the main package.
  static let limits = ResolveLimits(
    maxLoopIterations: 1_000, maxNodes: 20_000, maxDepth: 2_000, maxStringBytes: 10_000,
    maxSteps: 100_000)

  /// `.lyt` or Swift source bytes through the whole pipeline. Bytes that are not UTF-8 are
  /// skipped: the driver rejects them before any reader sees them.
  public static func run(source bytes: [UInt8], swift: Bool) {
    guard String(decoding: bytes, as: UTF8.self).utf8.elementsEqual(bytes) else { return }
    let source = SourceFile(name: swift ? "fuzz.swift" : "fuzz.lyt", bytes: bytes)
    // The reader's step bound made small, as the resolver's is: a file that evaluates for a
    // million steps is an error in layoutc, but takes minutes under the sanitizers.
    let parsed = swift ? SwiftReader.read(source, stepLimit: 10_000) : Parser.parse(source)
    guard !parsed.hasErrors else { return }
    let options = ResolveOptions(limits: limits, swiftSpelling: swift)
    let resolved = Resolver.resolve(parsed.file, in: source, options: options)
    if !swift { checkStreaming(source, options, parsed, resolved) }
    guard let tree = resolved.tree else { return }
    layOut(tree, measurer: SFTextMeasurer())
  }

  /// `layoutc` resolves a `.lyt` file as it parses it (`StreamingResolver`): that must make
  /// what resolving the whole file makes, the same diagnostics and the same frames.
  static func checkStreaming(
    _ source: SourceFile, _ options: ResolveOptions, _ parsed: ParseResult,
    _ whole: ResolveResult
  ) {
    let (streamedParse, resolution) = StreamingResolver.parseAndResolve(source, options: options)
    precondition(streamedParse.diagnostics == parsed.diagnostics, "streamed parse differs")
    guard let streamed = resolution else { preconditionFailure("streamed parse has errors") }
    precondition(streamed.diagnostics == whole.diagnostics, "streamed diagnostics differ")
    precondition(streamed.usesSizeClass == whole.usesSizeClass, "streamed size class differs")
    guard let tree = whole.tree else {
      precondition(streamed.tree == nil, "streamed tree without a tree")
      return
    }
    guard let streamedTree = streamed.tree else { preconditionFailure("streamed tree missing") }
    let context = LayoutContext(
      screen: ProposedSize(width: 390, height: 844), scale: 3, textMeasurer: SFTextMeasurer())
    let frames = try? tree.layout(in: context)
    let streamedFrames = try? streamedTree.layout(in: context)
    precondition(frames == streamedFrames, "streamed frames differ")
  }

  /// Font bytes through the font reader and, when it accepts them, a text measured with it.
  public static func run(font bytes: [UInt8]) {
    guard let measurer = try? FontFileTextMeasurer(bytes: bytes) else { return }
    var tree = ViewTree()
    let text = tree.append(
      ViewNode(
        kind: .text(TextContent("AV Hello, World! 12 ffi é 日本")), label: "text",
        source: SourcePosition(line: 1, column: 1)))
    tree.root = tree.append(
      ViewNode(
        kind: .vstack(alignment: .leading, spacing: nil, lazy: false), children: [text],
        source: SourcePosition(line: 1, column: 1)))
    layOut(tree, measurer: measurer)
  }

  /// Lays `tree` out at two screens and renders every dump; traps on an impossible frame.
  static func layOut(_ tree: ViewTree, measurer: any TextMeasurer) {
    for screen in [ProposedSize(width: 390, height: 844), ProposedSize(width: nil, height: nil)] {
      let context = LayoutContext(
        screen: screen, safeArea: EdgeInsets(top: 47, bottom: 34), scale: 3,
        textMeasurer: measurer)
      // Recorded, so the renderers that draw and explain, and lint, read what it recorded.
      guard let laid = try? tree.layout(in: context, recording: .conversation) else { continue }
      let frames = laid.frames
      for node in frames.nodes {
        let f = node.frame
        precondition(
          f.origin.x.isFinite && f.origin.y.isFinite && f.size.width.isFinite
            && f.size.height.isFinite && f.size.width >= 0 && f.size.height >= 0,
          "impossible frame \(f) for \(node.kind)")
      }
      var dump = Dump(file: "fuzz", screen: screen, scale: 3, tree: frames)
      dump.record = laid.record
      dump.source = ""
      let grouping = DumpGrouping(files: 1, sizes: 1)
      // Every format once, the tree and JSON explaining (JSON's plain nodes are the same).
      _ = TreeRenderer().render([dump], grouping: grouping)
      for format in OutputFormat.allCases {
        _ = format.renderer(explanation: .conversation).render([dump], grouping: grouping)
      }
      if let record = laid.record {
        _ = Lint.check(record, screen: screen, safeArea: context.safeArea)
      }
    }
  }
}

/// Runs `body` on a thread with a 1 GiB stack and waits for it. `layoutc` runs its pipeline on
/// a large stack (Driver.swift), which the deepest inputs the limits allow need (2,000
/// nested closures in Swift source, 100,000 nested views in `.lyt`); on libFuzzer's main
/// thread, with AddressSanitizer's larger frames, they would overflow where `layoutc` does not.
public func onLargeStack(_ body: @escaping () -> Void) {
  final class Work {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
  }
  let work = Unmanaged.passRetained(Work(body)).toOpaque()
  var attributes = pthread_attr_t()
  pthread_attr_init(&attributes)
  defer { pthread_attr_destroy(&attributes) }
  pthread_attr_setstacksize(&attributes, 1 << 30)
  var thread = pthread_t()
  let created = pthread_create(
    &thread, &attributes,
    { raw in
      let work = Unmanaged<Work>.fromOpaque(raw!).takeRetainedValue()
      work.body()
      return nil
    }, work)
  precondition(created == 0, "cannot start a thread with a 1 GiB stack")
  pthread_join(thread, nil)
}

/// Runs libFuzzer with the process's arguments (`-runs=N`, corpus directories, ...) on
/// `input`, and exits with its status.
public func runFuzzer(_ input: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Never {
  var argc = CommandLine.argc
  var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
  exit(LLVMFuzzerRunDriver(&argc, &argv, input))
}
