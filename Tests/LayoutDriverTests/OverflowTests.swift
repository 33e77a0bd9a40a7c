// A layout too large for a Double (layoutc(1): invalid sizes in the input are reported as
// input errors): a diagnostic at the node whose frame overflowed, exit 1, nothing printed.
import Testing

@testable import LayoutDriver

@Suite struct OverflowTests {
  @Test func stackSpacingOverflowAtAutoSizeIsAnInputError() {
    // 3 x 10 + 2 x 1e308 is more than the largest Double: the stack (1:1) overflows.
    let run = DriverRun(
      ["--size", "auto", "--color", "never", "-"],
      input: "hstack(spacing: 1e308) < red red red >")
    #expect(run.status == 1)
    #expect(run.output.isEmpty)
    #expect(
      run.errors == """
        -:1:1: error: the layout of 'hstack' is too large to represent (a size, spacing \
        or offset is too big)
        hstack(spacing: 1e308) < red red red >
        ^~~~~~

        """)
  }

  @Test func modifierIsUnderlinedWithItsDot() {
    let run = DriverRun(
      ["--color", "never", "-"],
      input: "red\n  .frame(width: 1e308)\n  .padding(.horizontal, 1e308)")
    #expect(run.status == 1)
    #expect(run.output.isEmpty)
    #expect(run.errors.hasPrefix("-:3:3: error: the layout of 'padding' is too large"))
    #expect(run.errors.hasSuffix("  .padding(.horizontal, 1e308)\n  ^~~~~~~~\n"))
  }

  @Test func oneFileThatOverflowsPrintsNoDumpForTheOthers() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let good = try scratch.file("good.lyt", "red")
    let bad = try scratch.file("bad.lyt", "hstack(spacing: 1e308) < red red >")
    let run = DriverRun(["--color", "never", good, bad])
    #expect(run.status == 1)
    #expect(run.output.isEmpty)
    #expect(run.errors.contains("bad.lyt:1:1: error: the layout of 'hstack' is too large"))
  }

  @Test func largeButRepresentableLayoutsStillPrint() {
    // 2 x 1e307 + 30 fits: the frames are huge but finite in points and pixels at 1x.
    let run = DriverRun(
      ["--size", "auto", "--scale", "1", "--format", "csv", "-"],
      input: "hstack(spacing: 1e307) < red red red >")
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
  }
}

@Suite struct OversizedDumpTests {
  @Test func aTreeTooDeepToPrintGetsOneErrorAtItsDeepestNode() {
    // 8000 nested stacks lay out, but their JSON would repeat the depth on every line:
    // about 34 bytes per level per node, 34 * 8000^2 / 2 = 1088 MB > 1024 MB.
    let depth = 8000
    let source =
      String(repeating: "vstack <\n", count: depth) + "red\n"
      + String(repeating: ">\n", count: depth)
    let run = Examples.run(["-", "--format", "json", "--color", "never"], input: source)
    #expect(run.status == 1)
    #expect(run.output.isEmpty)
    #expect(
      run.errors.hasPrefix(
        "-:8001:1: error: the view tree is 8000 levels deep here, so its json dump would be about "
      ))
    #expect(run.errors.contains("MB, more than the 1024 MB layoutc prints\nred\n^\n"))
    // The same tree prints as CSV (2 bytes of path per level: about 64 MB).
    let csv = Examples.run(["-", "--format", "csv"], input: source)
    #expect(csv.status == 0)
    #expect(csv.output.split(separator: "\n").count == depth + 2)
  }
}

@Suite struct DeepInputTests {
  @Test func aTreeNearTheNestingLimitLaysOutWithoutOverflowingTheStack() {
    // 99,999 nested stacks need more than Foundation's 1 GiB thread stack in the resolver and
    // the engine; the driver's own thread has room. Laid out, it is too deep to print.
    let depth = 99_999
    let source =
      String(repeating: "vstack <\n", count: depth) + "red\n"
      + String(repeating: ">\n", count: depth)
    let run = Examples.run(["-", "--format", "csv", "--color", "never"], input: source)
    #expect(run.status == 1)
    #expect(run.output.isEmpty)
    #expect(run.errors.hasPrefix("-:100000:1: error: the view tree is 99999 levels deep here"))
  }

  @Test func aTreePastTheNestingLimitGetsOneError() {
    let depth = 100_001
    let source =
      String(repeating: "vstack <\n", count: depth) + String(repeating: ">\n", count: depth)
    let run = Examples.run(["-", "--color", "never"], input: source)
    #expect(run.status == 1)
    #expect(run.output.isEmpty)
    #expect(
      run.errors
        == "-:100001:1: error: nesting too deep (more than 100000 levels)\nvstack <\n^~~~~~\n")
  }
}
