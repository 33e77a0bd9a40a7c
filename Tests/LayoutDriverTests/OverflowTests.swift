// A layout too large for a Double (output.md: invalid sizes in the input are reported as
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
