// Issue 17's findings through the whole command: inputs that used to print impossible frames
// with exit 0 now give a diagnostic at the view responsible (exit 1, nothing on standard
// output), a clamped container (layoutc(1), LIMITS), or a font error naming the table and
// field (exit 66, like any unusable --font file).
import Foundation
import Testing

@testable import LayoutDriver

@Suite struct ImpossibleFrameDriverTests {
  @Test func anImageWithANegativeHeightIsAnErrorAtTheArgument() {
    let run = DriverRun(
      ["--color", "never", "-"], input: "image(\"photo\", width: 4, height: -10)\n")
    #expect(run.status == 1)
    #expect(run.output == "")
    #expect(
      run.errors.hasPrefix(
        "-:1:34: error: an image's height must be a finite number of points, 0 or more; "
          + "this is -10\n"))
  }

  @Test func anImageOfZeroSizeIsFine() {
    let run = DriverRun(["--size", "auto", "-"], input: "image(\"photo\", width: 0, height: 0)\n")
    #expect(run.status == 0)
    #expect(run.output == "image photo (0, 0) 0×0\n")
  }

  @Test func aStackWithHugeNegativeSpacingIsZeroLongAtAutoSize() {
    // Two 10-pt views 100 apart backwards: extent 10 - 100 + 10 = -80, clamped to 0; the
    // second view at 10 - 100 = -90.
    for (stack, size, second) in [
      ("hstack", "0×10", "(-90, 0)"), ("vstack", "10×0", "(0, -90)"),
      ("lazyHStack", "0×10", "(-90, 0)"), ("lazyVStack", "10×0", "(0, -90)"),
    ] {
      let input =
        "\(stack)(spacing: -100) < red .frame(width: 10, height: 10) "
        + "blue .frame(width: 10, height: 10) >\n"
      let run = DriverRun(["--size", "auto", "--unrounded", "-"], input: input)
      #expect(run.status == 0, "\(stack)")
      let lines = run.output.split(separator: "\n")
      #expect(lines.first == "\(stack.lowercased()) (0, 0) \(size)", "\(stack)")
      #expect(lines.count == 5 && lines[3].hasSuffix("frame \(second) 10×10"), "\(stack)")
    }
  }

  @Test func aSafeAreaInsetWithNegativeSpacingIsZeroLong() {
    let input =
      "red .frame(width: 10, height: 10) "
      + ".safeAreaInset(edge: top, spacing: -50, blue .frame(width: 10, height: 10))\n"
    let run = DriverRun(["--size", "auto", "-"], input: input)
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("safeareainset (0, 0) 10×0\n├─ frame (0, -40) 10×10\n"))
  }

  /// DejaVu Sans with its vertical metrics made degenerate (issue 17): hhea ascender 0,
  /// descender +1, typo metrics not asked for.
  static func degenerateFont() throws -> [UInt8] {
    var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: DriverTests.monospacedFont)))
    func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
    func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
    for index in 0..<u16(4) {
      let record = 12 + 16 * index
      let tag = String(decoding: bytes[record..<record + 4], as: UTF8.self)
      let offset = u32(record + 8)
      if tag == "hhea" {
        bytes[offset + 4...offset + 7] = [0, 0, 0, 1]
      } else if tag == "OS/2" {
        bytes[offset + 63] &= 0x7F
      }
    }
    return bytes
  }

  @Test(
    .enabled(
      if: FileManager.default.fileExists(atPath: DriverTests.monospacedFont),
      "DejaVu Sans Mono is not installed"))
  func aFontWithDegenerateMetricsIsRefusedNamingTableAndField() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let font = scratch.path("flat.ttf")
    try Data(try Self.degenerateFont()).write(to: URL(fileURLWithPath: font))
    let run = DriverRun(["--font", font, "-"], input: "text \"Hello\"")
    #expect(run.status == 66)
    #expect(run.output == "")
    #expect(
      run.errors
        == "layoutc: error: cannot use font '\(font)': the font's 'hhea' table is invalid: "
        + "ascender 0 is not above descender 1 (the line height would be -1 units)\n")
  }
}
