// layoutc-bench: CPU time per node of layoutc's phases. Prints figures; it is not a test.
// Measured figures and their history are in git: the commit bodies, and this header's diary
// up to the commit that removed it. CONTRIBUTING.md lists the fast paths and what each gained.
//
//   swift run -c release --scratch-path .build-perf layoutc-bench [options] [FILE ...]
//
// With no file: the layout phase alone (`ViewTree.layout(in:)`, the frame tree included) on view
// trees built in memory, 1k, 10k and 100k nodes:
//   wide:     a vstack of framed rectangles
//   deep:     vstack > padding > hstack > padding > ... > rectangle
//   balanced: stacks with 10 children each, framed rectangles at the leaves
// With `.lyt` or `.swift` files (e.g. those `--source` writes): what users run, phase by phase:
// parse, resolve, layout and render (`--format tree`; `total` is these four), as `layoutc` does
// them at 390x844 @3x with the built-in text measurer, then the render of `--format json` and
// `--format csv` alone.
//   --runs N     timed runs per figure (median; default 21, 7 at 100k nodes and more)
//   --warmup N   untimed runs first (default 1)
//   --tree NAME  only the built-in tree NAME (wide, deep, balanced)
//   --size N     only the built-in trees of about N nodes
//   --shapes     the inputs whose cost grew faster than their size, at doubling sizes (the
//                whole command to CSV, with the bytes written)
// `--matrix [FILE.lyt]`: the device matrix as `layoutc` runs it, end to end (parse, resolve,
// every cell laid out in parallel, the tree dump rendered): every device preset in both
// orientations x the 12 Dynamic Type sizes x both layout directions, for FILE or a built-in
// screen of about 1,000 nodes. Prints the cells, the wall time (median of the runs) and cells
// per second.
// `--source TREE N [--swift]`: prints the peer benchmark's tree (wide, deep or balanced, of
// about N views: 1k, 100k, 1m) as `.lyt`, or as SwiftUI code.
// `TREE N` (e.g. `balanced 100k`): the peers' harness protocol, one JSON line ("build" = parse +
// resolve, "layout" at the ideal size, wall times per view), so the peer benchmark's
// `run_matrix.py --external layoutc=.../layoutc-bench` times layoutc beside Taffy and Yoga.
//
// Times are CPU time of the benchmark thread, not wall time (the machine is shared), but for
// the matrix, `--shapes` and the harness, which take wall time. The program sets the allocator
// as `layoutc` does (one arena, no fast bins), and the file phases and the harness keep their
// heap as `layoutc` keeps it for a large input, so repeated runs free and allocate as one run of
// the command does. For instruction counts, which a loaded machine does not change, run one
// tree under callgrind and count only the layout calls (warm-up included: divide by runs +
// warm-up):
//   valgrind --tool=callgrind --toggle-collect='$s12LayoutEngineAAO6layout_2inAA9FrameTreeVAA04ViewF0V_AA0A7ContextVtAA0A5ErrorOYKFZ' \
//     .build-perf/release/layoutc-bench --tree wide --size 10000 --runs 1 --warmup 0
// On a file, `--runs 1 --warmup 0` parses and resolves it twice (the check, then the timed
// run): halve the inclusive counts of `Parser.parse` and `Resolver.resolve` in
// `callgrind_annotate --inclusive=yes`, and set SWIFT_DETERMINISTIC_HASHING=1 (the per-process
// hash seed moves the counts by up to 5%).

import LayoutDriver
import LayoutEngine
import LayoutKit
import LayoutOutput
import LayoutResolver
import LayoutSyntax

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: Built-in trees

/// No text in these trees; the measurer only has to exist.
struct NoTextMeasurer: TextMeasurer {
  func layout(
    _ text: TextContent, environment: EnvironmentOverrides, proposal: ProposedSize,
    context: TextMeasuringContext
  ) -> TextLayout {
    TextLayout(
      size: .zero, firstBaseline: 0, lastBaseline: 0, lines: [], truncated: false,
      metrics: fontMetrics(environment: environment, context: context))
  }
  func fontMetrics(environment: EnvironmentOverrides, context: TextMeasuringContext)
    -> FontMetrics
  { FontMetrics(ascender: 16, descender: 4, leading: 0, capHeight: 12) }
}

let source = SourcePosition(line: 1, column: 1)

/// A framed rectangle: two nodes.
func framedRectangle(_ tree: inout ViewTree, _ index: Int) -> Int {
  let shape = tree.append(ViewNode(kind: .shape(.rectangle), source: source))
  return tree.append(
    ViewNode(
      kind: .frame(width: Double(20 + index % 50), height: 10, alignment: .center),
      children: [shape], source: source))
}

/// The stack of a nesting level: vertical and horizontal in turn.
func stack(level: Int) -> ViewKind {
  level % 2 == 0
    ? .vstack(alignment: .center, spacing: nil, lazy: false)
    : .hstack(alignment: .center, spacing: nil, lazy: false)
}

func wide(nodes: Int) -> ViewTree {
  var tree = ViewTree()
  let children = (0..<(nodes - 1) / 2).map { framedRectangle(&tree, $0) }
  tree.root = tree.append(
    ViewNode(
      kind: .vstack(alignment: .center, spacing: nil, lazy: false), children: children,
      source: source))
  return tree
}

func deep(nodes: Int) -> ViewTree {
  var tree = ViewTree()
  var child = tree.append(ViewNode(kind: .shape(.rectangle), source: source))
  var count = 1
  var level = 0
  while count + 2 <= nodes {
    let padding = tree.append(
      ViewNode(kind: .padding(EdgeInsets(all: 1)), children: [child], source: source))
    child = tree.append(ViewNode(kind: stack(level: level), children: [padding], source: source))
    count += 2
    level += 1
  }
  tree.root = child
  return tree
}

func balanced(nodes: Int) -> ViewTree {
  var tree = ViewTree()
  // Levels of 10-child stacks (alternating axis) over rectangles: 1 + 10 + ... + 10^depth
  // nodes, the first such count at or above `nodes` / 1.2 (1111, 11111, 111111).
  var depth = 1
  var total = 11
  while Double(total) < Double(nodes) / 1.2 {
    depth += 1
    total = total * 10 + 1
  }
  func build(level: Int) -> Int {
    if level == depth {
      return tree.append(ViewNode(kind: .shape(.rectangle), source: source))
    }
    let children = (0..<10).map { _ in build(level: level + 1) }
    return tree.append(ViewNode(kind: stack(level: level), children: children, source: source))
  }
  tree.root = build(level: 0)
  return tree
}

// MARK: Timing

/// CPU time of the calling thread in nanoseconds: unlike wall time it does not count the
/// time other processes take on a shared machine.
func threadCPUNanoseconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}

/// Monotonic wall time in nanoseconds.
func wallNanoseconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}

struct Settings {
  var runs: Int?
  var warmup = 1
  var tree: String?
  var size: Int?
  var files: [String] = []
  var shapes = false
  var matrix = false
  /// `--source TREE N`: print that tree's text (`--swift`: as SwiftUI code) and stop.
  var source: (tree: String, size: Int)?
  var swift = false

  func runs(nodes: Int) -> Int { runs ?? (nodes >= 100_000 ? 7 : 21) }
}

/// The median time of `body` on `clock` (the thread's CPU time unless said), in ns, after
/// `warmup` untimed calls. What `body` returns is released after the clock is read: freeing a
/// phase's result is not part of the phase.
func median<T>(
  runs: Int, warmup: Int, clock: () -> Double = threadCPUNanoseconds, _ body: () throws -> T
) rethrows -> Double {
  for _ in 0..<warmup { _ = try body() }
  var samples: [Double] = []
  for _ in 0..<max(runs, 1) {
    let start = clock()
    let result = try body()
    samples.append(clock() - start)
    withExtendedLifetime(result) {}
  }
  samples.sort()
  return samples[samples.count / 2]
}

func column(_ text: String, _ width: Int, right: Bool = true) -> String {
  let pad = String(repeating: " ", count: max(width - text.count, 0))
  return right ? pad + text : text + pad
}

func perNode(_ ns: Double, _ nodes: Int) -> String {
  String(Int((ns / Double(max(nodes, 1))).rounded()))
}

// MARK: Built-in trees: the layout phase

func runBuiltInTrees(_ settings: Settings) {
  let shapes: [(String, (Int) -> ViewTree)] = [
    ("wide", wide), ("deep", deep), ("balanced", balanced),
  ]
  let context = LayoutContext(
    screen: ProposedSize(width: 390, height: 844), textMeasurer: NoTextMeasurer())
  print("layout phase, built-in trees (CPU ns per node, median)")
  print(column("tree", 9, right: false) + column("nodes", 8) + column("layout", 9))
  for (name, make) in shapes where settings.tree == nil || settings.tree == name {
    for size in [1_000, 10_000, 100_000] where settings.size == nil || settings.size == size {
      let tree = make(size)
      let count = tree.nodes.count
      var line = column(name, 9, right: false) + column(String(count), 8)
      do {
        let ns = try median(runs: settings.runs(nodes: count), warmup: settings.warmup) {
          try tree.layout(in: context)
        }
        line += column(perNode(ns, count), 9)
      } catch {
        line += "  error: \(error)"
      }
      print(line)
    }
  }
}

// MARK: Files: every phase

/// The whole file, or nil when it cannot be read.
func readFile(_ path: String) -> [UInt8]? {
  guard let file = fopen(path, "rb") else { return nil }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 1 << 16)
  while true {
    let read = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
    if read == 0 { break }
    bytes.append(contentsOf: chunk[0..<read])
  }
  return ferror(file) == 0 ? bytes : nil
}

/// Bytes of `--format tree` output past which the render phase is skipped (a deep chain's dump
/// grows as depth squared).
let renderLimit = 256 << 20

func runFiles(_ settings: Settings) {
  print("phases of `layoutc FILE --size 390x844` (CPU ns per resolved node, median)")
  let widths = [22, 8, 8, 9, 9, 9, 9, 9, 9, 9, 10]
  // `xlayout`: the whole (parse, resolve, layout, tree render) over the layout phase alone,
  // both measured in this run.
  let header = [
    "file", "nodes", "runs", "parse", "resolve", "layout", "render", "total", "json", "csv",
    "xlayout",
  ]
  print(zip(header, widths).enumerated().map { column($1.0, $1.1, right: $0 > 0) }.joined())
  // The heap as `layoutc` keeps it for a large input: repeated runs reuse its pages.
  Driver.keepFreedMemory()
  let screen = ProposedSize(width: 390, height: 844)
  let context = LayoutContext(screen: screen, scale: 3, textMeasurer: SFTextMeasurer())
  for path in settings.files {
    let name = String(path.split(separator: "/").last ?? Substring(path))
    var line = column(name, widths[0], right: false)
    guard let bytes = readFile(path) else {
      print(line + "  cannot read the file")
      continue
    }
    let sourceFile = SourceFile(name: path, bytes: bytes)
    // A Swift file is read as `layoutc` reads it (`parse` is then the Swift reader's lexing,
    // parsing and lowering) and resolved with Swift spellings.
    let swift = path.hasSuffix(".swift")
    func read(_ file: SourceFile) -> ParseResult {
      swift ? SwiftReader.read(file, view: nil) : Parser.parse(file)
    }
    let options = ResolveOptions(swiftSpelling: swift)
    let parsed = read(sourceFile)
    guard !parsed.hasErrors else {
      print(line + "  syntax errors: \(parsed.diagnostics.first?.message ?? "")")
      continue
    }
    let resolved = Resolver.resolve(parsed.file, in: sourceFile, options: options)
    guard let tree = resolved.tree else {
      print(line + "  resolution errors: \(resolved.diagnostics.first?.message ?? "")")
      continue
    }
    let count = tree.nodes.count
    let runs = settings.runs(nodes: count)
    line += column(String(count), widths[1]) + column(String(runs), widths[2])
    let parse = median(runs: runs, warmup: settings.warmup) {
      read(SourceFile(name: path, bytes: bytes))
    }
    let resolve = median(runs: runs, warmup: settings.warmup) {
      Resolver.resolve(parsed.file, in: sourceFile, options: options)
    }
    let frames: FrameTree
    let layout: Double
    do {
      frames = try tree.layout(in: context)
      layout = try median(runs: runs, warmup: settings.warmup) {
        try tree.layout(in: context)
      }
    } catch {
      print(line + "  layout error: \(error)")
      continue
    }
    var total = parse + resolve + layout
    line += column(perNode(parse, count), widths[3]) + column(perNode(resolve, count), widths[4])
    line += column(perNode(layout, count), widths[5])
    let dump = Dump(file: path, screen: screen, scale: 3, tree: frames)
    if OutputFormat.tree.estimatedSize(of: dump) <= renderLimit {
      // The body as the driver renders one dump: a megabyte at a time into one buffer,
      // each piece handed on (to standard output there, counted here).
      func render(_ renderer: some PartwiseRenderer) -> Double {
        median(runs: runs, warmup: settings.warmup) {
          var bytes = 0
          renderer.body(of: [dump], at: 0, grouping: .single) { bytes += $0.count }
          return bytes
        }
      }
      let tree = render(TreeRenderer())
      total += tree
      line += column(perNode(tree, count), widths[6]) + column(perNode(total, count), widths[7])
      line += column(perNode(render(JSONRenderer()), count), widths[8])
      line += column(perNode(render(CSVRenderer()), count), widths[9])
      line += column(format2(total / layout) + "x", widths[10])
    } else {
      line += column("(huge)", widths[6]) + column("-", widths[7])
    }
    print(line)
  }
}

// MARK: Shapes whose cost may grow faster than their size

/// `layoutc --color never --format csv -` on `text`, through the driver as the command runs
/// it: the median wall time in ns, and how it ended (the node count and the size of the
/// output, or the first error). A chain's CSV grows with the square of its depth (each row
/// holds its node's path), so its time is read against the bytes written.
func wholeCommand(_ text: String, runs: Int, arguments: [String] = []) -> (
  ns: Double, outcome: String
) {
  let input = Array(text.utf8)
  var status: Int32 = 0
  var lines = 0
  var bytes = 0
  var errors = ""
  let ns = median(runs: runs, warmup: 0, clock: wallNanoseconds) {
    lines = 0
    bytes = 0
    errors = ""
    status = Driver.run(
      arguments: ["--color", "never", "--format", "csv"] + arguments + ["-"],
      standardInput: { input },
      standardOutputBytes: {
        lines += $0.count { $0 == UInt8(ascii: "\n") }
        bytes += $0.count
      },
      standardError: { errors += $0 })
  }
  let error = errors.split(separator: "\n").first.map { line in
    line.firstRange(of: "error: ").map { String(line[$0.upperBound...]) } ?? String(line)
  }
  let megabytes = format2(Double(bytes) / 1e6)
  let outcome =
    status == 0
    ? "\(lines - 1) nodes, \(megabytes) MB out" : "refused: " + (error ?? "exit \(status)")
  return (ns, String(outcome.prefix(70)))
}

/// Inputs of growing size whose cost has grown faster than their size (issue 18): each
/// size is twice the one before, so a linear cost doubles (`x2.0`).
func runShapes(_ settings: Settings) {
  func flexibleNest(_ depth: Int) -> String {
    var text = ""
    for level in 0..<depth { text += (level % 2 == 0 ? "hstack" : "vstack") + " < text \"a\" " }
    text += "text \"z\""
    for _ in 0..<depth {
      text += " > .frame(maxWidth: infinity, minHeight: 1, maxHeight: infinity)"
    }
    return text + "\n"
  }
  func modifierChain(_ count: Int) -> String {
    "rectangle" + String(repeating: " .padding(1)", count: count) + "\n"
  }
  func nestedReaders(_ depth: Int) -> String {
    String(repeating: "geometryReader(proxy) < ", count: depth) + "rectangle"
      + String(repeating: " >", count: depth) + "\n"
  }
  func overLimit(_ rows: Int) -> String {
    "vstack < foreach i in 0..<\(rows) < foreach j in 0..<1000 < rectangle > > >\n"
  }
  func swiftModifierChain(_ count: Int) -> String {
    "Rectangle()" + String(repeating: ".padding(1)", count: count) + "\n"
  }
  let swift = ["--language", "swift"]
  let shapes: [(String, (Int) -> String, [Int], [String])] = [
    ("nested flexible frames (depth)", flexibleNest, [100, 200, 400, 800, 1_600], []),
    ("modifier chain (.padding count)", modifierChain, [4_000, 8_000, 16_000, 32_000], []),
    ("Swift modifier chain (.padding count)", swiftModifierChain, [4_000, 8_000, 16_000], swift),
    ("nested GeometryReaders (depth)", nestedReaders, [16, 32, 64, 1_000], []),
    ("foreach past the node limit (rows of 1000)", overLimit, [250, 500, 1_000, 2_000], []),
  ]
  print("whole command on shapes of growing size (wall ms, median; xN: time over the size before)")
  for (name, make, sizes, arguments) in shapes {
    print(name)
    var previous: Double?
    for size in sizes {
      let result = wholeCommand(make(size), runs: settings.runs ?? 3, arguments: arguments)
      let ms = result.ns / 1e6
      var line = column(String(size), 8) + column(String(format2(ms)), 12) + " ms"
      if let previous, previous > 0 { line += column("x" + format2(ms / previous), 9) }
      line += "  " + result.outcome
      print(line)
      previous = ms
    }
  }
}

/// Two decimals, without Foundation.
func format2(_ value: Double) -> String {
  let hundredths = Int((value * 100).rounded())
  let fraction = hundredths % 100
  return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
}

// MARK: The device matrix

/// A screen of about 1,000 nodes: rows of a symbol, a title and a subtitle that wraps at the
/// larger Dynamic Type sizes, a spacer and a detail text, in a scroll view.
func matrixScreen(rows: Int) -> String {
  """
  scrollView <
    vstack(alignment: leading, spacing: 0) <
      foreach i in 0..<\(rows) <
        hstack(spacing: 12) <
          image(systemName: "star") .foregroundStyle(blue)
          vstack(alignment: leading, spacing: 2) <
            text "Row \\(i) title" .font(headline)
            text "A subtitle that wraps at the larger sizes" .font(subheadline) .lineLimit(2)
          >
          spacer
          text "Detail" .font(footnote)
        >
        .padding(.vertical, 8)
        .padding(.horizontal, 16)
      >
    >
  >
  """
}

func runMatrix(_ settings: Settings) {
  let path = settings.files.first ?? "-"
  let text: [UInt8]
  if let file = settings.files.first {
    guard let bytes = readFile(file) else {
      print("layoutc-bench: cannot read '\(file)'")
      return
    }
    text = bytes
  } else {
    text = Array(matrixScreen(rows: 125).utf8)
  }
  let source = SourceFile(name: path, bytes: text)
  let parsed = Parser.parse(source)
  let nodes = Resolver.resolve(parsed.file, in: source, options: ResolveOptions()).tree?.nodes
    .count
  let arguments = [
    "--device", "all", "--dynamic-type", "all", "--layout-direction", "ltr,rtl", "--color",
    "never", path,
  ]
  let cells = Device.all.count * 12 * 2
  var bytes = 0
  var status: Int32 = 0
  func run() {
    bytes = 0
    status = Driver.run(
      arguments: arguments, standardInput: { text }, standardOutputBytes: { bytes += $0.count },
      standardError: { print($0, terminator: "") })
  }
  let runs = max(settings.runs ?? 5, 1)
  let wall = median(runs: runs, warmup: settings.warmup, clock: wallNanoseconds, run) / 1e9
  print("device matrix: \(Device.all.count) devices x 12 Dynamic Type sizes x 2 directions")
  print("file          \(settings.files.first ?? "built-in screen")")
  print("nodes         \(nodes.map(String.init) ?? "?") per cell (resolved)")
  print("cores         \(sysconf(Int32(_SC_NPROCESSORS_ONLN)))")
  print("cells         \(cells)")
  print("output        \(bytes) bytes of tree dump (exit status \(status))")
  print("total         \(NumberFormat.format(wall)) s (wall clock, median of \(runs))")
  print("cells/second  \(Int((Double(cells) / wall).rounded()))")
}

// MARK: Arguments and the benchmark thread

// MARK: The peers' harness

/// The peer benchmark's trees as `.lyt` text, view for view as `gen_lyt.py` writes them (and
/// as its `trees.py` gives them to Taffy and Yoga): `n` views in all.
/// The text of a peer tree: as `gen_lyt.py` writes it, or with `swift` the same views as
/// SwiftUI code, the body of a `ContentView` (which adds one node, the component's).
func peerTreeText(_ tree: String, _ n: Int, swift: Bool = false) -> String? {
  guard n >= 2 else { return nil }
  let rectangle =
    swift ? "Rectangle().frame(width: 10, height: 10)" : "rectangle .frame(width: 10, height: 10)"
  let (open, close) = swift ? (" {", "}") : (" <", ">")
  var lines: [String] = []
  lines.reserveCapacity(n + n / 5)
  switch tree {
  case "wide":
    lines.append((swift ? "VStack" : "vstack") + "(spacing: 0)" + open)
    for _ in 1..<n { lines.append(rectangle) }
    lines.append(close)
  case "deep":
    let stacks = swift ? ["VStack", "HStack"] : ["vstack", "hstack"]
    for level in 0..<(n - 1) { lines.append(stacks[level % 2] + "(spacing: 0)" + open) }
    lines.append(rectangle)
    for _ in 0..<(n - 1) { lines.append(close + (swift ? ".padding(1)" : " .padding(1)")) }
  case "balanced":
    // Node i's children are 10i+1 ... 10i+10 (a heap); stacks alternate by depth.
    let stacks =
      swift
      ? ["VStack(alignment: .leading, spacing: 2) {", "HStack(alignment: .top, spacing: 2) {"]
      : ["vstack(spacing: 2, alignment: leading) <", "hstack(spacing: 2, alignment: top) <"]
    func write(_ i: Int, depth: Int) {
      if 10 * i + 1 < n {
        lines.append(stacks[depth % 2])
        for child in (10 * i + 1)...min(10 * i + 10, n - 1) { write(child, depth: depth + 1) }
        lines.append(close)
      } else {
        lines.append(i % 10 == 5 ? (swift ? "Spacer()" : "spacer") : rectangle)
      }
    }
    write(0, depth: 0)
  default:
    return nil
  }
  guard swift else { return lines.joined(separator: "\n") + "\n" }
  return "import SwiftUI\n\nstruct ContentView: View {\n  var body: some View {\n"
    + lines.joined(separator: "\n") + "\n  }\n}\n"
}

/// `layoutc-bench TREE N`: what the peers' harness (`harness.py`) prints for Taffy and Yoga,
/// for layoutc, so that `run_matrix.py --external layoutc=.../layoutc-bench` runs all three in
/// one command. "build" is parse and resolve of the tree's `.lyt` text, "layout" the layout
/// of the whole tree at its ideal size (an unspecified proposal, as the peers' roots get),
/// "relayout" a second layout (layoutc keeps no memo across layouts); wall times, as the
/// harness takes them; per node is per view, the peers' N.
func runHarness(tree name: String, n: Int, _ settings: Settings) {
  guard let text = peerTreeText(name, n) else {
    print("layoutc-bench: no such tree: \(name) \(n)")
    return
  }
  let bytes = Array(text.utf8)
  // The heap as `layoutc` keeps it for an input over 1 MB (as in the file mode): otherwise
  // glibc maps and unmaps the large tables afresh or not, by thresholds that move as runs
  // free them, and the layout figure moved by 15% with the sizes of unrelated allocations.
  Driver.keepFreedMemory()
  let context = LayoutContext(screen: .unspecified, scale: 1, textMeasurer: NoTextMeasurer())
  let reps = settings.runs ?? (n <= 1_000 ? 30 : n <= 10_000 ? 15 : n <= 100_000 ? 7 : 3)
  var build: [Double] = []
  var layout: [Double] = []
  var relayout: [Double] = []
  var root: Size?
  for rep in 0..<(settings.warmup + reps) {
    let t0 = wallNanoseconds()
    let file = SourceFile(name: "\(name)-\(n).lyt", bytes: bytes)
    let parsed = Parser.parse(file)
    guard !parsed.hasErrors,
      let tree = Resolver.resolve(parsed.file, in: file, options: ResolveOptions()).tree
    else {
      print("layoutc-bench: the \(name) tree does not resolve")
      return
    }
    let t1 = wallNanoseconds()
    guard let frames = try? tree.layout(in: context) else {
      print("layoutc-bench: the \(name) tree does not lay out")
      return
    }
    let t2 = wallNanoseconds()
    _ = try? tree.layout(in: context)
    let t3 = wallNanoseconds()
    if root == nil { root = frames.nodes.first?.frame.size }
    if rep >= settings.warmup {
      build.append(t1 - t0)
      layout.append(t2 - t1)
      relayout.append(t3 - t2)
    }
  }
  func stats(_ samples: [Double]) -> String {
    let ms = samples.map { $0 / 1e6 }
    let sorted = ms.sorted()
    let median =
      sorted.count % 2 == 1
      ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    return "{\"median_ms\": \(median), \"min_ms\": \(sorted.first ?? 0), "
      + "\"max_ms\": \(sorted.last ?? 0), \"samples_ms\": [\(ms.map { "\($0)" }.joined(separator: ", "))], "
      + "\"median_ns_per_node\": \(median * 1e6 / Double(n))}"
  }
  let size = root.map { "[\($0.width), \($0.height)]" } ?? "null"
  print(
    "{\"peer\": \"layoutc\", \"tree\": \"\(name)\", \"n\": \(n), \"reps\": \(reps), "
      + "\"warmup\": \(settings.warmup), \"root_size\": \(size), \"build\": \(stats(build)), "
      + "\"layout\": \(stats(layout)), \"relayout\": \(stats(relayout))}")
}

/// `10k` -> 10000, `1m` -> 1000000, as the peers' `trees.parse_size` reads them.
func peerSize(_ text: String) -> Int? {
  var digits = Substring(text.lowercased())
  var unit = 1
  if digits.hasSuffix("k") {
    unit = 1_000
    digits = digits.dropLast()
  } else if digits.hasSuffix("m") {
    unit = 1_000_000
    digits = digits.dropLast()
  }
  return Double(digits).map { Int($0 * Double(unit)) }
}

func parseArguments() -> Settings? {
  var settings = Settings()
  var arguments = CommandLine.arguments.dropFirst()[...]
  func number(_ flag: String) -> Int? {
    guard let text = arguments.popFirst(), let value = Int(text), value >= 0 else {
      print("layoutc-bench: \(flag) needs a whole number")
      return nil
    }
    return value
  }
  while let argument = arguments.popFirst() {
    switch argument {
    case "--runs":
      guard let n = number(argument) else { return nil }
      settings.runs = n
    case "--warmup":
      guard let n = number(argument) else { return nil }
      settings.warmup = n
    case "--size":
      guard let n = number(argument) else { return nil }
      settings.size = n
    case "--matrix":
      settings.matrix = true
    case "--tree":
      guard let name = arguments.popFirst(), ["wide", "deep", "balanced"].contains(name) else {
        print("layoutc-bench: --tree takes wide, deep or balanced")
        return nil
      }
      settings.tree = name
    case "--shapes":
      settings.shapes = true
    case "--swift":
      settings.swift = true
    case "--source":
      guard let name = arguments.popFirst(), let size = arguments.popFirst().flatMap(peerSize)
      else {
        print("layoutc-bench: --source takes a tree (wide, deep, balanced) and a size (100k)")
        return nil
      }
      settings.source = (name, size)
    case "-h", "--help":
      print(
        "usage: layoutc-bench [--runs N] [--warmup N] [--tree wide|deep|balanced] [--size N]"
          + " [--shapes] [FILE.lyt|FILE.swift ...]"
          + "\n       layoutc-bench --matrix [--runs N] [FILE.lyt]"
          + "\n       layoutc-bench --source wide|deep|balanced N [--swift]   (a tree's source)"
          + "\n       layoutc-bench [--runs N] wide|deep|balanced N   (the peers' harness, JSON)")
      return nil
    default:
      if argument.hasPrefix("-") {
        print("layoutc-bench: unknown option '\(argument)'")
        return nil
      }
      settings.files.append(argument)
    }
  }
  return settings
}

nonisolated func runBenchmark() {
  guard let settings = parseArguments() else { return }
  if let (tree, size) = settings.source {
    guard let text = peerTreeText(tree, size, swift: settings.swift) else {
      print("layoutc-bench: no such tree: \(tree) \(size)")
      return
    }
    print(text, terminator: "")
  } else if settings.files.count == 2, ["wide", "deep", "balanced"].contains(settings.files[0]),
    let n = peerSize(settings.files[1])
  {
    runHarness(tree: settings.files[0], n: n, settings)
  } else if settings.shapes {
    runShapes(settings)
  } else if settings.matrix {
    runMatrix(settings)
  } else if settings.files.isEmpty {
    runBuiltInTrees(settings)
  } else {
    runFiles(settings)
  }
}

/// The benchmark thread's entry point (not on the main actor).
nonisolated func benchmarkThread(_: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
  runBenchmark()
  return nil
}

// The allocator as `layoutc` sets it (one arena, no fast bins).
Driver.setUpAllocator()

// Parsing, resolving and measuring recurse once per level of nesting: like the driver, run
// on a 4 GiB stack.
var attributes = pthread_attr_t()
pthread_attr_init(&attributes)
pthread_attr_setstacksize(&attributes, 1 << 32)
#if canImport(Glibc)
  var thread = pthread_t()
#else
  var thread: pthread_t?
#endif
let status = pthread_create(&thread, &attributes, benchmarkThread, nil)
guard status == 0 else { fatalError("cannot start the benchmark thread: \(status)") }
#if canImport(Glibc)
  pthread_join(thread, nil)
#else
  pthread_join(thread!, nil)
#endif
