// Command-line parsing (layoutc(1) "Command line"): every flag in both spellings, every usage
// error, and how sizes, devices, scale and insets combine into screen configurations.
import LayoutEngine
import LayoutOutput
import Testing

@testable import LayoutDriver
@testable import LayoutKit

@Suite struct OptionsTests {
  static func parse(_ arguments: [String]) -> Result<Options, UsageError> {
    Result { () throws(UsageError) in try Options.parse(arguments) }
  }

  static func options(_ arguments: [String]) throws -> Options {
    try parse(arguments).get()
  }

  @Test func defaults() throws {
    let o = try Self.options(["a.lyt"])
    #expect(o.files == ["a.lyt"])
    #expect(o.screens.isEmpty)
    #expect(o.format == .tree)
    #expect(o.platform == .ios)
    #expect(o.layoutDirection == .leftToRight)
    #expect(o.color == .auto)
    #expect(!o.ascii && !o.unrounded && !o.help && !o.version && !o.listDevices)
    #expect(o.outputFile == nil && o.fontFile == nil && o.scale == nil && o.safeArea == nil)
    #expect(
      o.screenConfigurations == [
        ScreenConfiguration(
          screen: ProposedSize(width: 390, height: 844), scale: 3, safeArea: .zero, compact: true)
      ])
  }

  @Test func macosDefaultsToScale2() throws {
    let o = try Self.options(["--platform", "macos", "a.lyt"])
    #expect(o.platform == .macos)
    #expect(o.screenConfigurations.map(\.scale) == [2])
  }

  /// Each flag with a value, given as `--flag value` and as `--flag=value`.
  @Test(arguments: [
    (["--size", "375x667"], "size"), (["--device", "iphone-se"], "device"),
    (["--safe-area", "1,2,3,4"], "safe-area"), (["--scale", "2"], "scale"),
    (["--platform", "macos"], "platform"), (["--font", "f.ttf"], "font"),
    (["--layout-direction", "rtl"], "layout-direction"), (["--format", "json"], "format"),
    (["--color", "always"], "color"), (["-o", "out.txt"], "o"),
  ])
  func bothSpellings(_ pair: [String], _ name: String) throws {
    let separate = try Self.options(pair + ["a.lyt"])
    let joined = try Self.options([pair[0] + "=" + pair[1], "a.lyt"])
    #expect(separate == joined)
    #expect(separate != (try Self.options(["a.lyt"])), "\(name) changed nothing")
  }

  @Test func everyValueLandsInItsField() throws {
    let o = try Self.options([
      "--size", "375x667", "--device", "iphone-16-pro", "--safe-area", "1,2,3.5,4",
      "--scale", "1", "--platform", "macos", "--font", "f.ttf", "--layout-direction", "rtl",
      "--format", "csv", "--ascii", "--unrounded", "-o", "out.csv", "--color", "never",
      "x.lyt", "-", "y.lyt",
    ])
    #expect(o.files == ["x.lyt", "-", "y.lyt"])
    #expect(
      o.screens == [
        .size(ProposedSize(width: 375, height: 667)), .device(Device.named("iphone-16-pro")!),
      ])
    #expect(o.safeArea == EdgeInsets(top: 1, leading: 2, bottom: 3.5, trailing: 4))
    #expect(o.scale == 1)
    #expect(o.platform == .macos)
    #expect(o.fontFile == "f.ttf")
    #expect(o.layoutDirection == .rightToLeft)
    #expect(o.format == .csv)
    #expect(o.ascii && o.unrounded)
    #expect(o.outputFile == "out.csv")
    #expect(o.color == .never)
  }

  @Test func shortOutputForms() throws {
    #expect(try Self.options(["-oout.txt", "a"]).outputFile == "out.txt")
    #expect(try Self.options(["-o=out.txt", "a"]).outputFile == "out.txt")
    #expect(try Self.options(["-o", "-", "a"]).outputFile == "-")
  }

  @Test func choices() throws {
    #expect(try Self.options(["--format", "tree", "a"]).format == .tree)
    #expect(try Self.options(["--format", "json", "a"]).format == .json)
    #expect(try Self.options(["--layout-direction", "ltr", "a"]).layoutDirection == .leftToRight)
    #expect(try Self.options(["--platform", "ios", "a"]).platform == .ios)
    #expect(try Self.options(["--color", "auto", "a"]).color == .auto)
    #expect(try Self.options(["--scale", "3", "a"]).scale == 3)
    // The last of a repeated single-valued flag wins.
    #expect(try Self.options(["--format", "json", "--format", "csv", "a"]).format == .csv)
  }

  @Test(arguments: [
    ("390x844", ProposedSize(width: 390, height: 844)),
    ("320.5x0", ProposedSize(width: 320.5, height: 0)),
    (".5x1", ProposedSize(width: 0.5, height: 1)),
    ("autox844", ProposedSize(width: nil, height: 844)),
    ("390xauto", ProposedSize(width: 390, height: nil)),
    ("autoxauto", ProposedSize.unspecified),
    ("auto", ProposedSize.unspecified),
  ])
  func sizes(_ text: String, _ expected: ProposedSize) throws {
    #expect(try Self.options(["--size", text, "a"]).screens == [.size(expected)])
  }

  @Test func repeatedSizesAndDevicesKeepCommandLineOrder() throws {
    let o = try Self.options([
      "--device", "iphone-se", "--size", "100x200", "a", "--device=IPHONE-16", "--size=auto",
    ])
    #expect(
      o.screens == [
        .device(Device.named("iphone-se")!), .size(ProposedSize(width: 100, height: 200)),
        .device(Device.named("iphone-16")!), .size(.unspecified),
      ])
    #expect(
      o.screenConfigurations == [
        ScreenConfiguration(
          screen: ProposedSize(width: 375, height: 667), scale: 2,
          safeArea: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0), compact: true,
          device: "iphone-se"),
        ScreenConfiguration(
          screen: ProposedSize(width: 100, height: 200), scale: 3, safeArea: .zero, compact: true),
        ScreenConfiguration(
          screen: ProposedSize(width: 393, height: 852), scale: 3,
          safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0), compact: true,
          device: "iphone-16"),
        ScreenConfiguration(screen: .unspecified, scale: 3, safeArea: .zero, compact: false),
      ])
  }

  @Test func explicitScaleAndSafeAreaOverrideADevice() throws {
    let o = try Self.options([
      "--device", "iphone-se", "--scale", "3", "--safe-area", "0,0,0,0", "a",
    ])
    #expect(
      o.screenConfigurations == [
        ScreenConfiguration(
          screen: ProposedSize(width: 375, height: 667), scale: 3, safeArea: .zero, compact: true,
          device: "iphone-se")
      ])
  }

  @Test func sizeClassFromWidth() throws {
    let o = try Self.options([
      "--size", "599.5x100", "--size", "600x100", "--size", "1024x768", "a",
    ])
    #expect(o.screenConfigurations.map(\.compact) == [true, false, false])
  }

  @Test func dashDashEndsOptions() throws {
    let o = try Self.options(["--ascii", "--", "--size", "-", "-o"])
    #expect(o.ascii)
    #expect(o.files == ["--size", "-", "-o"])
    #expect(o.screens.isEmpty)
  }

  @Test func helpVersionAndDeviceListNeedNoFile() throws {
    #expect(try Self.options(["--help"]).help)
    #expect(try Self.options(["--version"]).version)
    #expect(try Self.options(["--device", "list"]).listDevices)
    #expect(try Self.options(["--device=list"]).listDevices)
  }

  @Test func helpWinsOverUsageErrors() throws {
    #expect(try Self.options(["--bogus", "--help"]).help)
    #expect(try Self.options(["--size", "nope", "--version"]).version)
    // A value that happens to read `--help` is a value.
    #expect(try Self.options(["-o", "--help", "a"]).outputFile == "--help")
  }

  /// Every usage error the parser reports, with its message.
  static let usageErrorCases: [([String], String)] = [
    ([], "no input file"),
    (["--sise", "3", "a"], "unknown option '--sise'; did you mean '--size'?"),
    (["--frobnicate", "a"], "unknown option '--frobnicate'"),
    (["-x", "a"], "unknown option '-x'"),
    (["a", "--size"], "option '--size' needs a value (--size WxH)"),
    (["a", "-o"], "option '-o' needs a value (-o FILE)"),
    (["--ascii=yes", "a"], "option '--ascii' takes no value, got 'yes'"),
    (
      ["--size", "390", "a"],
      "invalid value '390' for '--size': expected WxH in points like 390x844, either side may be 'auto'"
    ),
    (
      ["--size", "-390x844", "a"],
      "invalid value '-390x844' for '--size': expected WxH in points like 390x844, either side may be 'auto'"
    ),
    (
      ["--size", "infxnan", "a"],
      "invalid value 'infxnan' for '--size': expected WxH in points like 390x844, either side may be 'auto'"
    ),
    (
      ["--size", "1e3x5", "a"],
      "invalid value '1e3x5' for '--size': expected WxH in points like 390x844, either side may be 'auto'"
    ),
    (
      ["--size", "390x844x1", "a"],
      "invalid value '390x844x1' for '--size': expected WxH in points like 390x844, either side may be 'auto'"
    ),
    (
      ["--size", "x", "a"],
      "invalid value 'x' for '--size': expected WxH in points like 390x844, either side may be 'auto'"
    ),
    (
      ["--safe-area", "1,2,3", "a"],
      "invalid value '1,2,3' for '--safe-area': expected four numbers T,L,B,R like 59,0,34,0"
    ),
    (
      ["--safe-area", "1,2,3,-4", "a"],
      "invalid value '1,2,3,-4' for '--safe-area': expected four numbers T,L,B,R like 59,0,34,0"
    ),
    (["--scale", "4", "a"], "invalid value '4' for '--scale': expected 1, 2 or 3"),
    (["--scale", "2.5", "a"], "invalid value '2.5' for '--scale': expected 1, 2 or 3"),
    (
      ["--platform", "watchos", "a"],
      "invalid value 'watchos' for '--platform': expected ios or macos"
    ),
    (
      ["--layout-direction", "up", "a"],
      "invalid value 'up' for '--layout-direction': expected ltr or rtl"
    ),
    (
      ["--format", "xml", "a"],
      "invalid value 'xml' for '--format': expected tree, json, csv, svg or html"
    ),
    (["--color", "yes", "a"], "invalid value 'yes' for '--color': expected auto, always or never"),
    (
      ["--device", "iphone16", "a"],
      "unknown device 'iphone16'; did you mean 'iphone-16'? '--device list' prints the presets"
    ),
    (["--device", "pixel", "a"], "unknown device 'pixel'; '--device list' prints the presets"),
    (["--font=", "a"], "option '--font' needs a file name"),
    (["-o", "", "a"], "option '-o' needs a file name"),
  ]

  @Test(arguments: usageErrorCases)
  func usageErrors(_ arguments: [String], _ message: String) {
    #expect(Self.parse(arguments).failure == UsageError(message))
  }

  @Test func firstUsageErrorIsReported() {
    #expect(
      Self.parse(["--scale", "9", "--format", "x", "a"]).failure?.message.contains("--scale")
        == true)
  }
}

extension Result {
  var failure: Failure? {
    if case .failure(let e) = self { return e }
    return nil
  }
}
