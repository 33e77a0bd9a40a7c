// Linear time (the brief's 1,000,000-line file): the parser's work per line does not grow
// with the file, and a million-line file parses.
import LayoutSyntax
import Testing

private func seconds(_ duration: Duration) -> Double {
  let parts = duration.components
  return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
}

/// The fastest of `runs` parses of `lines` lines of a typical child view.
private func bestParseTime(lines: Int, runs: Int = 2) -> Double {
  let text = "vstack <\n" + String(repeating: "  text \"Hi\" .padding(20)\n", count: lines) + ">\n"
  let source = SourceFile(name: "big.lyt", text: text)
  let clock = ContinuousClock()
  var best = Double.infinity
  for _ in 0..<runs {
    let time = clock.measure { _ = Parser.parse(source) }
    best = min(best, seconds(time))
  }
  return best
}

@Suite(.serialized) struct PerformanceTests {
  @Test func aMillionLineFileParses() {
    let text = "vstack <\n" + String(repeating: "red\n", count: 999_998) + ">\n"
    let source = SourceFile(name: "million.lyt", text: text)
    #expect(source.lineStarts.count == 1_000_001)
    let result = Parser.parse(source)
    #expect(result.diagnostics.isEmpty)
    guard case .named(let vstack) = result.file.root?.primary else {
      Issue.record("expected a vstack")
      return
    }
    #expect(vstack.children?.views.count == 999_998)
  }

  @Test func timeGrowsLinearlyWithTheFile() {
    // Four times the lines takes about four times as long; quadratic work would take sixteen.
    let small = bestParseTime(lines: 20_000)
    let large = bestParseTime(lines: 80_000)
    #expect(large / small < 8, "20k lines: \(small) s, 80k lines: \(large) s")
  }
}
