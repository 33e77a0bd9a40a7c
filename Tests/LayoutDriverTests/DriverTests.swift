// `Driver.run` in-process (layoutc(1) "Exit status and streams"): what goes to standard output
// and standard error, and the exit status, for every kind of outcome. Layout numbers here are
// worked by hand from layoutc-layout(7) (a color fills its proposal; the root is centred in the safe
// area; frames snap to the pixel grid).
import Foundation
import LayoutOutput
import Testing

@testable import LayoutDriver
@testable import LayoutKit

/// One in-process run of the command.
struct DriverRun {
  var status: Int32
  var output: String
  var errors: String

  init(_ arguments: [String], input: String = "", terminal: Terminal = .none) {
    self.init(arguments, inputBytes: Array(input.utf8), terminal: terminal)
  }

  init(_ arguments: [String], inputBytes: [UInt8], terminal: Terminal = .none) {
    var out = ""
    var err = ""
    let box = ReadCounter()
    status = Driver.run(
      arguments: arguments,
      standardInput: {
        box.reads += 1
        return inputBytes
      }, standardOutput: { out += $0 }, standardError: { err += $0 }, terminal: terminal)
    output = out
    errors = err
    standardInputReads = box.reads
  }

  var standardInputReads = 0

  final class ReadCounter { var reads = 0 }
}

/// A fresh directory for a test's files, removed by the caller.
struct Scratch {
  let url: URL
  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layoutc-driver-tests-" + UUID().uuidString)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }
  func file(_ name: String, _ text: String) throws -> String {
    let path = url.appendingPathComponent(name).path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }
  func path(_ name: String) -> String { url.appendingPathComponent(name).path }
  func remove() { try? FileManager.default.removeItem(at: url) }
}

@Suite struct DriverTests {
  static let usageTail = "usage: layoutc [options] FILE...\nsee 'layoutc --help' for the options\n"

  // MARK: Information requests

  @Test func help() {
    let run = DriverRun(["--help"])
    #expect(run.status == 0)
    #expect(run.output == Usage.help)
    #expect(run.output.hasPrefix("layoutc: lay out a .lyt view tree"))
    #expect(run.errors == "")
  }

  @Test func version() {
    let run = DriverRun(["--version"])
    #expect(run.status == 0)
    #expect(run.output == "layoutc 0.1.0\n")
    #expect(run.errors == "")
  }

  @Test func deviceList() {
    let run = DriverRun(["--device", "list"])
    #expect(run.status == 0)
    #expect(run.output == Device.listTable())
    #expect(run.output.contains("\niphone-16-pro-max  "))
    #expect(
      run.output.split(separator: "\n").first { $0.hasPrefix("iphone-16-pro-max ") }?.split(
        separator: " ") == [
          "iphone-16-pro-max", "440x956", "@3x", "62,0,34,0", "62", "compact/regular",
        ])
  }

  @Test func helpAndVersionWinOverUsageErrors() {
    #expect(DriverRun(["--bogus", "--help"]).output == Usage.help)
    #expect(DriverRun(["--scale", "9", "--version"]).status == 0)
  }

  // MARK: Usage errors: 64, the message, the usage line, nothing on standard output

  @Test(arguments: OptionsTests.usageErrorCases)
  func usageError(_ arguments: [String], _ message: String) {
    let run = DriverRun(arguments)
    #expect(run.status == 64)
    #expect(run.output == "")
    #expect(run.errors == "layoutc: error: \(message)\n" + Self.usageTail)
  }

  // MARK: Unreadable input: 66

  @Test func missingFile() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let good = try scratch.file("good.lyt", "red")
    let missing = scratch.path("missing.lyt")
    let run = DriverRun([good, missing])
    #expect(run.status == 66)
    #expect(run.output == "")
    #expect(run.errors == "layoutc: error: cannot read '\(missing)': No such file or directory\n")
  }

  @Test func directoryIsUnreadable() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let run = DriverRun([scratch.url.path])
    #expect(run.status == 66)
    #expect(run.errors == "layoutc: error: cannot read '\(scratch.url.path)': Is a directory\n")
  }

  @Test func missingFont() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let file = try scratch.file("a.lyt", "red")
    let font = scratch.path("nope.ttf")
    let run = DriverRun(["--font", font, file])
    #expect(run.status == 66)
    #expect(run.output == "")
    #expect(run.errors == "layoutc: error: cannot read font '\(font)': No such file or directory\n")
  }

  @Test func fileThatIsNotAFont() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let font = try scratch.file("font.ttf", "not a font at all")
    let run = DriverRun(["--font", font, "-"], input: "text \"Hi\"")
    #expect(run.status == 66)
    #expect(run.output == "")
    #expect(
      run.errors
        == "layoutc: error: cannot use font '\(font)': not a TrueType or OpenType font (unknown file signature)\n"
    )
  }

  static let monospacedFont = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"

  @Test(
    .enabled(
      if: FileManager.default.fileExists(atPath: monospacedFont),
      "DejaVu Sans Mono is not installed"))
  func fontFileMeasuresText() {
    // In a monospaced font "iii" and "WWW" are equally wide; in SF they are not.
    let input = "vstack < text \"iii\" text \"WWW\" >"
    func widths(_ arguments: [String]) -> [Substring] {
      let run = DriverRun(arguments + ["--format", "csv", "-"], input: input)
      return run.output.split(separator: "\n").filter { $0.contains(",text,") }
        .map { $0.split(separator: ",", omittingEmptySubsequences: false)[8] }
    }
    let mono = widths(["--font", Self.monospacedFont])
    #expect(mono.count == 2)
    #expect(mono.first == mono.last)
    let sf = widths([])
    #expect(sf.count == 2)
    #expect(sf.first != sf.last)
  }

  // MARK: Input errors: 1, diagnostics on standard error, nothing on standard output

  @Test func invalidUTF8() {
    let run = DriverRun(["--color", "never", "-"], inputBytes: Array("red\n".utf8) + [0x20, 0xFF])
    #expect(run.status == 1)
    #expect(run.output == "")
    #expect(
      run.errors.hasPrefix("-:2:2: error: the file is not valid UTF-8: unexpected byte 0xFF\n"))
  }

  @Test func oneBadFileSuppressesEveryDump() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let good = try scratch.file("good.lyt", "red")
    let bad = try scratch.file("bad.lyt", "vstack <\n  text \"Hi\" .paddin(20)\n>\n")
    for format in ["tree", "json", "csv"] {
      let run = DriverRun([good, bad, "--format", format, "--color", "never"])
      #expect(run.status == 1)
      #expect(run.output == "")
      #expect(run.errors.hasPrefix("\(bad):2:"))
      #expect(run.errors.contains("'paddin'"))
    }
  }

  // MARK: Successful runs

  @Test func colorFillsTheScreen() {
    let run = DriverRun(["-"], input: "red")
    #expect(run.status == 0)
    #expect(run.errors == "")
    #expect(run.output == "color red (0, 0) 390×844\n")
  }

  @Test func standardInputIsReadOnce() {
    let run = DriverRun(["-", "-"], input: "red")
    #expect(run.status == 0)
    #expect(run.standardInputReads == 1)
    #expect(
      run.output == "== - ==\ncolor red (0, 0) 390×844\n\n== - ==\ncolor red (0, 0) 390×844\n")
  }

  @Test func rootIsCentredInTheScreen() {
    // layoutc-layout(7) 1.4: a 50x30 view in 200x100 sits at (75, 35).
    let run = DriverRun(["--size", "200x100", "-"], input: "blue .frame(width: 50, height: 30)")
    #expect(run.output == "frame (75, 35) 50×30\n└─ color blue (75, 35) 50×30\n")
  }

  @Test func safeAreaShrinksAndPlacesTheRoot() {
    let run = DriverRun(["--size", "200x100", "--safe-area", "10,20,30,40", "-"], input: "red")
    #expect(run.output == "color red (20, 10) 140×60\n")
  }

  @Test func devicePreset() {
    // iPhone SE: 375x667 @2x with a 20-point status bar.
    let run = DriverRun(["--device", "iphone-se", "--format", "json", "-"], input: "red")
    #expect(run.status == 0)
    #expect(
      run.output.contains(
        "\n  \"proposal\": { \"width\": 375, \"height\": 667 },\n  \"scale\": 2,\n"))
    #expect(
      run.output.contains(
        "\"safeArea\": { \"top\": 20, \"leading\": 0, \"bottom\": 0, \"trailing\": 0 },"))
    #expect(
      run.output.contains("\"frame\": { \"x\": 0, \"y\": 20, \"width\": 375, \"height\": 647 },"))
  }

  @Test func autoSideTakesTheIdealSizeWithoutCentring() {
    // A color's ideal size is 10; layoutc(1): no centring on an auto axis.
    let run = DriverRun(["--size", "autox100", "-"], input: "red")
    #expect(run.output == "color red (0, 0) 10×100\n")
  }

  @Test func severalSizes() {
    let run = DriverRun(["--size", "100x50", "--size", "auto", "--scale", "2", "-"], input: "red")
    #expect(
      run.output
        == "== 100x50 @2x ==\ncolor red (0, 0) 100×50\n\n== autoxauto @2x ==\ncolor red (0, 0) 10×10\n"
    )
    let csv = DriverRun(
      ["--size", "100x50", "--size", "auto", "--format", "csv", "-"], input: "red")
    #expect(
      csv.output == """
        file,screen,path,depth,kind,label,id,role,x,y,width,height,line,column,truncated
        -,100x50,0,0,color,red,,,0,0,100,50,1,1,
        -,autoxauto,0,0,color,red,,,0,0,10,10,1,1,

        """)
  }

  @Test func formatsAndAscii() {
    let input = "blue .frame(width: 50, height: 30)"
    let json = DriverRun(["--size", "200x100", "--format", "json", "-"], input: input)
    #expect(
      json.output.hasPrefix(
        "{\n  \"format\": 1,\n  \"file\": \"-\",\n  \"proposal\": { \"width\": 200, \"height\": 100 },\n  \"scale\": 3,\n"
      ))
    #expect(json.output.hasSuffix("}\n"))
    let csv = DriverRun(["--size=200x100", "--format=csv", "-"], input: input)
    #expect(
      csv.output
        == "path,depth,kind,label,id,role,x,y,width,height,line,column,truncated\n0,0,frame,,,,75,35,50,30,1,6,\n0.0,1,color,blue,,,75,35,50,30,1,1,\n"
    )
    let ascii = DriverRun(["--size", "200x100", "--ascii", "-"], input: input)
    #expect(ascii.output == "frame (75, 35) 50x30\n\\-- color blue (75, 35) 50x30\n")
  }

  @Test func unroundedPrintsTheLayoutsValues() {
    // 10.1 wide in 390 at 3x: x = 189.95 snaps to 190, the far corner 200.05 to 200.
    let input = "red .frame(width: 10.1, height: 10)"
    let rounded = DriverRun(["-"], input: input)
    #expect(rounded.output == "frame (190, 417) 10×10\n└─ color red (190, 417) 10×10\n")
    let exact = DriverRun(["--unrounded", "-"], input: input)
    #expect(exact.output == "frame (189.95, 417) 10.1×10\n└─ color red (189.95, 417) 10.1×10\n")
  }

  @Test func rightToLeftMirrorsStacks() {
    // 10 + 8 (spacing between two colors) + 20 = 38 wide, centred in 100 at x = 31.
    let input = "hstack < red .frame(width: 10, height: 10) blue .frame(width: 20, height: 10) >"
    let ltr = DriverRun(["--size", "100x100", "--format", "csv", "-"], input: input)
    #expect(ltr.output.contains("\n0.0,1,frame,,,,31,45,10,10,"))
    let rtl = DriverRun(
      ["--size", "100x100", "--layout-direction", "rtl", "--format", "csv", "-"], input: input)
    #expect(rtl.output.contains("\n0.0,1,frame,,,,59,45,10,10,"))
    #expect(rtl.output.contains("\n0.1,1,frame,,,,31,45,20,10,"))
  }

  @Test func macosDefaultsToScale2() {
    let run = DriverRun(["--platform", "macos", "--format", "json", "-"], input: "red")
    #expect(run.output.contains("\n  \"scale\": 2,\n"))
  }

  // MARK: -o

  @Test func outputFileIsWrittenAtomically() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let target = scratch.path("out.tree")
    try "old contents\n".write(toFile: target, atomically: false, encoding: .utf8)
    let run = DriverRun(["-", "-o", target], input: "red")
    #expect(run.status == 0)
    #expect(run.output == "")
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "color red (0, 0) 390×844\n")
    // Only the target is left: the temporary file was renamed over it.
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path) == ["out.tree"])
  }

  @Test func newOutputFileGetsAPlainMode() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let target = scratch.path("new.csv")
    #expect(DriverRun(["--format", "csv", "-o\(target)", "-"], input: "red").status == 0)
    let mode = try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int
    #expect(mode.map { $0 & 0o044 } == 0o044, "readable by group and others (umask permitting)")
  }

  @Test func outputDashIsStandardOutput() {
    #expect(DriverRun(["-o", "-", "-"], input: "red").output == "color red (0, 0) 390×844\n")
  }

  @Test func unwritableOutput() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    // Missing folders are made (CommandLineHabitsTests); a file in the way is an error.
    let target = try scratch.file("plain", "x") + "/out.txt"
    let run = DriverRun(["-o", target, "-"], input: "red")
    #expect(run.status == 73)
    #expect(run.output == "")
    #expect(run.errors == "layoutc: error: cannot write '\(target)': Not a directory\n")
  }

  @Test func errorsLeaveTheOutputFileAlone() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let target = scratch.path("out.tree")
    try "keep\n".write(toFile: target, atomically: false, encoding: .utf8)
    let run = DriverRun(["--color", "never", "-o", target, "-"], input: "vstack <")
    #expect(run.status == 1)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep\n")
  }

  // MARK: Colour

  @Test func colourFollowsTheFlagAndTheTerminal() throws {
    let tty = Terminal(
      standardOutputIsTerminal: true, standardErrorIsTerminal: true, colorAllowed: true)
    let noColor = Terminal(
      standardOutputIsTerminal: true, standardErrorIsTerminal: true, colorAllowed: false)
    let esc = "\u{1B}["
    #expect(DriverRun(["-"], input: "red", terminal: tty).output.contains(esc))
    #expect(!DriverRun(["-"], input: "red", terminal: .none).output.contains(esc))
    #expect(!DriverRun(["-"], input: "red", terminal: noColor).output.contains(esc))
    #expect(DriverRun(["--color", "always", "-"], input: "red").output.contains(esc))
    #expect(
      !DriverRun(["--color", "never", "-"], input: "red", terminal: tty).output.contains(esc))
    #expect(!DriverRun(["--ascii", "--color", "always", "-"], input: "red").output.contains(esc))
    #expect(
      !DriverRun(["--format", "json", "-"], input: "red", terminal: tty).output.contains(esc))
    // Diagnostics follow standard error.
    #expect(DriverRun(["-"], input: "vstack <", terminal: tty).errors.contains(esc))
    #expect(!DriverRun(["-"], input: "vstack <", terminal: .none).errors.contains(esc))
    // auto never colours a file.
    let scratch = try Scratch()
    defer { scratch.remove() }
    let target = scratch.path("out.tree")
    #expect(DriverRun(["-o", target, "-"], input: "red", terminal: tty).status == 0)
    #expect(!(try String(contentsOfFile: target, encoding: .utf8)).contains(esc))
  }

  // MARK: Robustness

  @Test func deepNestingRunsOnTheLargeStack() {
    // Parsing, resolving and measuring recurse once per level; the tree dump's indentation
    // grows with depth too, so the depth stays moderate to keep the test fast.
    let depth = 5000
    let input =
      String(repeating: "vstack < ", count: depth) + "red" + String(repeating: " >", count: depth)
    let run = DriverRun(["-"], input: input)
    #expect(run.status == 0, "\(run.errors.prefix(500))")
    let lines = run.output.split(separator: "\n")
    #expect(lines.count == depth + 1)
    let last = String(lines.last ?? "")
    #expect(last.hasSuffix("└─ color red (0, 0) 390×844"))
    #expect(last.prefix { $0 == " " }.count == 3 * (depth - 1))
  }

  @Test func outputIsDeterministic() {
    let input = "vstack < text \"Hello, world\" .padding .background(red) spacer text \"é\" >"
    let first = DriverRun(["--format", "json", "-"], input: input)
    let second = DriverRun(["--format", "json", "-"], input: input)
    #expect(first.status == 0)
    #expect(first.output == second.output)
  }
}

/// The modifiers a view records without a frame are printed as written, in the tree after the
/// frame and in JSON as `modifiers` (layoutc(1), OUTPUT FORMATS).
@Suite struct PassThroughModifierTests {
  static let input =
    "text \"Hi\" .font(title) .opacity(0.5) .zIndex(2) .hidden() .layoutPriority(1)"
    + " .fontWeight(semibold) .italic()"

  @Test func treeLinesEndWithTheModifiersAsSwiftCalls() {
    let run = DriverRun(["-"], input: Self.input)
    #expect(run.status == 0)
    #expect(
      run.output.hasSuffix(
        " .font(.title) .fontWeight(.semibold) .italic() .opacity(0.5) .hidden() .zIndex(2)"
          + " .layoutPriority(1)\n"))
  }

  @Test func jsonHasAModifiersObject() {
    let run = DriverRun(["--format", "json", "-"], input: Self.input)
    #expect(
      run.output.contains(
        "\"modifiers\": { \"font\": \".title\", \"fontWeight\": \".semibold\", \"italic\": true, "
          + "\"opacity\": 0.5, \"hidden\": true, \"zIndex\": 2, \"layoutPriority\": 1 },\n"))
    let system = DriverRun(
      ["--format", "json", "-"],
      input: "text \"Hi\" .font(.system(size: 20, weight: .bold, design: .rounded)) .bold(false)")
    #expect(
      system.output.contains(
        "\"modifiers\": { \"font\": \".system(size: 20, weight: .bold, design: .rounded)\", "
          + "\"bold\": false },\n"))
  }

  @Test func aViewWithoutThemPrintsNone() {
    let run = DriverRun(["--format", "json", "-"], input: "text \"Hi\" .padding(4)")
    #expect(!run.output.contains("modifiers"))
  }
}

/// A colour background reaches into the safe area where what it decorates reaches the safe
/// area's edge (`.background(_:ignoresSafeAreaEdges: .all)`), in pictures only.
@Suite struct PictureSafeAreaTests {
  @Test func aFullScreenBackgroundFillsTheScreen() {
    // iPhone 16: 393x852, safe area 59 top and 34 bottom. The stack fills the safe area
    // (y 59 to 818), so its yellow is drawn from 0 to 852.
    let run = DriverRun(
      ["--device", "iphone-16", "-f", "svg", "-"],
      input: "vstack < text \"Hello\" spacer > .frame(maxWidth: infinity) .background(yellow)")
    #expect(
      run.output.contains("<rect x=\"0\" y=\"0\" width=\"393\" height=\"852\" fill=\"#FFCC00\">"))
    let tree = DriverRun(
      ["--device", "iphone-16", "-"],
      input: "vstack < text \"Hello\" spacer > .frame(maxWidth: infinity) .background(yellow)")
    // The frame itself stays in the safe area.
    #expect(tree.output.contains("color yellow [background] (0, 59) 393×759"))
  }

  @Test func aSmallBackgroundStaysInItsFrame() {
    let run = DriverRun(
      ["--device", "iphone-16", "-f", "svg", "-"], input: "text \"Hi\" .background(yellow)")
    #expect(!run.output.contains("y=\"0\" width=\"393\""))
    #expect(run.output.contains("fill=\"#FFCC00\""))
  }

  @Test func aColourOnItsOwnStaysInTheSafeArea() {
    let run = DriverRun(["--device", "iphone-16", "-f", "svg", "-"], input: "yellow")
    #expect(
      run.output.contains("<rect x=\"0\" y=\"59\" width=\"393\" height=\"759\" fill=\"#FFCC00\">"))
  }
}

/// Paint SwiftUI code is written with: a UIKit colour in `Color(...)` fills the shape of
/// `.background(_:in:)` in its own colour (`#F2F2F7`, not the foreground's black), and a
/// gradient, which pictures do not draw, is drawn as its first colour.
@Suite struct PictureStyleTests {
  @Test func uikitColoursAndGradientsFill() {
    let run = DriverRun(
      ["-f", "svg", "--language", "swift", "-"],
      input: """
        var body: some View {
            VStack {
                Text("a").padding()
                    .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 16))
                RoundedRectangle(cornerRadius: 12)
                    .fill(LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))
                    .frame(width: 100, height: 50)
            }
        }
        """)
    #expect(run.output.contains("rx=\"16\" fill=\"#F2F2F7\""), "\(run.output)")
    #expect(run.output.contains("rx=\"12\" fill=\"#FF9500\""), "\(run.output)")
    #expect(!run.output.contains("fill=\"#000000\"/>"))
  }
}
