// layoutc-bench: time the layout phase alone (LayoutEngine.layout, frames included) on
// generated view trees of 1k, 10k and 100k nodes, and print the median ns per node.
//   wide:     a vstack of framed rectangles
//   deep:     vstack > padding > hstack > padding > ... > rectangle
//   balanced: stacks with 10 children each, framed rectangles at the leaves
// Not a timed test: run `swift run -c release --scratch-path .build-engine layoutc-bench`.

import LayoutEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
    let kind: ViewKind =
      level % 2 == 0
      ? .vstack(alignment: .center, spacing: nil, lazy: false)
      : .hstack(alignment: .center, spacing: nil, lazy: false)
    child = tree.append(ViewNode(kind: kind, children: [padding], source: source))
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
    let kind: ViewKind =
      level % 2 == 0
      ? .vstack(alignment: .center, spacing: nil, lazy: false)
      : .hstack(alignment: .center, spacing: nil, lazy: false)
    return tree.append(ViewNode(kind: kind, children: children, source: source))
  }
  tree.root = build(level: 0)
  return tree
}

/// CPU time of the calling thread in nanoseconds: unlike wall time it does not count the
/// time other processes take on a shared machine.
func threadCPUNanoseconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}

/// Median CPU ns per node over `runs` layouts (after one warm-up).
func measure(_ tree: ViewTree, runs: Int) throws -> Double {
  let context = LayoutContext(
    screen: ProposedSize(width: 390, height: 844), textMeasurer: NoTextMeasurer())
  _ = try LayoutEngine.layout(tree, in: context)
  var samples: [Double] = []
  for _ in 0..<runs {
    let start = threadCPUNanoseconds()
    _ = try LayoutEngine.layout(tree, in: context)
    samples.append((threadCPUNanoseconds() - start) / Double(tree.nodes.count))
  }
  samples.sort()
  return samples[samples.count / 2]
}

nonisolated func runBenchmark() {
  let shapes: [(String, (Int) -> ViewTree)] = [
    ("wide", wide), ("deep", deep), ("balanced", balanced),
  ]
  print("shape     nodes    CPU ns/node (median)")
  let only = CommandLine.arguments.dropFirst(2).first
  for (name, make) in shapes where only == nil || only == name {
    for size in [1_000, 10_000, 100_000] {
      let tree = make(size)
      let runs = Int(CommandLine.arguments.dropFirst().first ?? "") ?? (size >= 100_000 ? 7 : 21)
      let count = String(tree.nodes.count).padding(toLength: 8)
      let padded = name.padding(toLength: 9)
      do {
        let perNode = try measure(tree, runs: runs)
        print("\(padded) \(count) \(Int(perNode.rounded()))")
      } catch {
        print("\(padded) \(count) error: \(error)")
      }
    }
  }
}

/// The benchmark thread's entry point (not on the main actor).
nonisolated func benchmarkThread(_: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
  runBenchmark()
  return nil
}

// Measuring recurses once per level of nesting: like the driver, run on a 4 GiB stack.
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

extension String {
  func padding(toLength length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }
}
