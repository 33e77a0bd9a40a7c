// A 100k-deep chain on a big-stack thread (the driver runs layout on a 4 GiB stack), and the
// stack used per level of nesting.

import Foundation
import Testing

@testable import LayoutEngine

/// A result handed back from another thread (written once, read after the thread ends).
final class ResultBox<T>: @unchecked Sendable {
  var value: T?
}

/// Runs `body` on a thread with a 4 GiB stack and waits for it.
func onBigStack<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
  let box = ResultBox<T>()
  let done = DispatchSemaphore(value: 0)
  let thread = Thread {
    box.value = body()
    done.signal()
  }
  thread.stackSize = 1 << 32
  thread.start()
  done.wait()
  return box.value!
}

/// Records the lowest stack address reached when the deepest text is measured.
final class StackProbeMeasurer: TextMeasurer, @unchecked Sendable {
  var lowest = UInt.max
  func layout(
    _ text: TextContent, environment: EnvironmentOverrides, proposal: ProposedSize,
    context: TextMeasuringContext
  ) -> TextLayout {
    var marker = 0
    withUnsafeMutablePointer(to: &marker) { lowest = min(lowest, UInt(bitPattern: $0)) }
    return FixedTextMeasurer().layout(
      text, environment: environment, proposal: proposal, context: context)
  }
  func fontMetrics(environment: EnvironmentOverrides, context: TextMeasuringContext)
    -> FontMetrics
  { FixedTextMeasurer.metrics }
}

/// vstack > padding > vstack > padding > ... > text, `levels` pairs deep, built flat.
func deepChain(levels: Int) -> ViewTree {
  var tree = ViewTree()
  let source = SourcePosition(line: 1, column: 1)
  var child = tree.append(ViewNode(kind: .text(TextContent("x")), source: source))
  for _ in 0..<levels {
    let padding = tree.append(
      ViewNode(kind: .padding(EdgeInsets(all: 1)), children: [child], source: source))
    child = tree.append(
      ViewNode(
        kind: .vstack(alignment: .leading, spacing: nil, lazy: false), children: [padding],
        source: source))
  }
  tree.root = child
  return tree
}

@Suite struct DeepTreeTests {
  @Test func hundredThousandDeepChain() {
    let levels = 50_000
    let result = onBigStack { () -> (count: Int, last: FrameNode?, root: Rect?, perLevel: Double) in
      let probe = StackProbeMeasurer()
      var top = 0
      let start = withUnsafeMutablePointer(to: &top) { UInt(bitPattern: $0) }
      let tree = deepChain(levels: levels)
      guard let frames = try? tree.layout(in: context(nil, nil, measurer: probe))
      else { return (0, nil, nil, 0) }
      let used = Double(start - probe.lowest)
      // Two nodes per level (vstack, padding).
      return (
        frames.nodes.count, frames.nodes.last, frames.nodes.first?.frame, used / Double(levels * 2)
      )
    }
    #expect(result.count == levels * 2 + 1)
    // The text: 10x20 inside 50k paddings of 1 on each side.
    #expect(result.last?.frame == rect(Double(levels), Double(levels), 10, 20))
    #expect(result.root == rect(0, 0, 10 + 2 * Double(levels), 20 + 2 * Double(levels)))
    #expect(result.last?.depth == levels * 2)
    #expect(result.last?.path.count == 1 + 2 * levels * 2)
    // Reported for the record; a generous bound keeps 100k levels far inside 4 GiB.
    print("stack per nesting level: \(Int(result.perLevel)) bytes")
    #expect(result.perLevel > 0 && result.perLevel < 8192)
  }

  /// 150 stacks nested, each with a 10x10 box before the next (the last holds only its box):
  /// every stack has two children, so the placing walk keeps a level for each of them at
  /// once, 150 deep. By hand: the boxes stack with no spacing, 151 x 10 high,
  /// centred in 390x844 (x 190, y (844 - 1510) / 2 = -333); stack k starts at box k.
  @Test func nestedStacksOfTwoChildrenPlaceEveryLevel() throws {
    let levels = 150
    var view = vstack(spacing: 0, [box(10, 10)])
    for _ in 0..<levels { view = vstack(spacing: 0, [box(10, 10), view]) }
    let placed = try frames(view, 390, 844)
    #expect(placed.count == 3 * (levels + 1))
    for k in 0...levels {
      let y = -333 + 10 * Double(k)
      // Pre-order: stack k, its frame, the frame's color, then stack k + 1.
      #expect(placed[3 * k] == rect(190, y, 10, 10 * Double(levels + 1 - k)))
      #expect(placed[3 * k + 1] == rect(190, y, 10, 10))
      #expect(placed[3 * k + 2] == rect(190, y, 10, 10))
    }
  }

  /// Alternating stacks, each with a text beside the next in a flexible frame (issue 18's
  /// shape): every level asks its child new sizes, and asking a frame for its centre once
  /// measured the whole subtree again for each new size, so the questions grew with the
  /// square of the depth. Frames and stacks report no centre of their own, so a centre is
  /// never asked of the subtree: the questions grow with the depth (ratio 2 a doubling).
  @Test func nestedFlexibleFramesAskLinearlyMany() throws {
    func questions(_ depth: Int) throws -> Int {
      var view = text("z")
      for level in (0..<depth).reversed() {
        let row = level % 2 == 0 ? hstack([text("a"), view]) : vstack([text("a"), view])
        view = row.frame(FlexFrame(maxWidth: .infinity, minHeight: 1, maxHeight: .infinity))
      }
      // SF Pro's fractional text sizes: whole-number ones make the sizes coincide.
      var settings = context(390, 844, measurer: SFTextMeasurer())
      let trace = LayoutTrace()
      settings.trace = trace
      _ = try view.tree().layout(in: settings)
      return trace.events.count { if case .ask = $0.kind { return true } else { return false } }
    }
    let counts = try [64, 128, 256].map(questions)
    print("questions asked at depth 64, 128, 256: \(counts)")
    #expect(Double(counts[1]) < 2.3 * Double(counts[0]))
    #expect(Double(counts[2]) < 2.3 * Double(counts[1]))
  }
}
