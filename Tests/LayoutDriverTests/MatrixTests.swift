// The device matrix (layoutc(1), MATRIX): the cells a command line makes, how each dump names
// its cell in every format, that a plain run prints what it printed before, and that the
// parallel layout gives the same bytes as a sequential one, run after run.
import Foundation
import LayoutEngine
import LayoutOutput
import LayoutResolver
import LayoutSyntax
import Testing

@testable import LayoutDriver
@testable import LayoutKit

@Suite struct MatrixTests {
  static func options(_ arguments: [String]) throws -> Options {
    try Options.parse(arguments)
  }

  // MARK: Options

  /// `if macOS` and `if iOS` test the platform each cell is laid out for.
  @Test func anIfOnThePlatformChoosesPerPlatform() {
    let result = Examples.run(
      ["-", "--platform", "ios,macos", "--color", "never"],
      input: "if macOS < text \"Mac\" > else < text \"Phone\" >")
    #expect(result.output.contains("== ios ==\ntext \"Phone\""), "\(result.errors)")
    #expect(result.output.contains("== macos ==\ntext \"Mac\""))
    let ios = Examples.run(["-", "--color", "never"], input: "if iOS < text \"Phone\" >")
    #expect(ios.output.hasPrefix("text \"Phone\""))
  }

  @Test func dynamicTypeValues() throws {
    let all = DynamicTypeSize.allCases
    #expect(try Self.options(["--dynamic-type", "xSmall", "a"]).dynamicTypes == [.xSmall])
    #expect(try Self.options(["--dynamic-type", "ALL", "a"]).dynamicTypes == all)
    #expect(
      try Self.options(["--dynamic-type", "accessibility1, large", "a"]).dynamicTypes == [
        .accessibility1, .large,
      ])
    #expect(
      try Self.options(["--dynamic-type", "large...xxxLarge", "a"]).dynamicTypes == [
        .large, .xLarge, .xxLarge, .xxxLarge,
      ])
    #expect(
      try Self.options(["--dynamic-type", "...small", "a"]).dynamicTypes == [.xSmall, .small])
    #expect(
      try Self.options(["--dynamic-type", "accessibility4...", "a"]).dynamicTypes == [
        .accessibility4, .accessibility5,
      ])
    #expect(try Self.options(["a"]).dynamicTypes.isEmpty)
    #expect(throws: UsageError.self) { try Self.options(["--dynamic-type", "huge", "a"]) }
    #expect(
      throws: UsageError(
        "invalid range 'xLarge...small' for '--dynamic-type': xLarge is larger than small")
    ) { try Self.options(["--dynamic-type", "xLarge...small", "a"]) }
  }

  @Test func listsOfDirectionsAndPlatforms() throws {
    let o = try Self.options(["--layout-direction", "rtl,ltr", "--platform", "all", "a"])
    #expect(o.layoutDirections == [.rightToLeft, .leftToRight])
    #expect(o.platforms == [.ios, .macos])
    #expect(o.matrixSettings == [.direction, .platform])
    let plain = try Self.options(["--layout-direction", "rtl", "--platform", "macos", "a"])
    #expect(plain.layoutDirection == .rightToLeft && plain.platform == .macos)
    #expect(plain.matrixSettings.isEmpty)
    #expect(throws: UsageError.self) { try Self.options(["--layout-direction", "ltr,up", "a"]) }
  }

  /// `--os` belongs to one platform: in a list of platforms the other takes its current OS.
  @Test func anOSInAListOfPlatforms() throws {
    let o = try Self.options(["--platform", "ios,macos", "--os", "macos15", "a"])
    #expect(o.platforms == [.ios, .macos])
    #expect(o.cells.map(\.os) == [nil, .macos15])
    let single = try Self.options(["--platform", "ios", "--os", "macos15", "a"])
    #expect(single.platforms == [.macos] && single.cells.map(\.os) == [.macos15])
    let run = DriverRun(
      ["--platform", "ios,macos", "--os", "macos15", "-f", "json", "-"], input: "red")
    #expect(run.output.contains("\"platform\": \"ios\",\n    \"proposal\""))
    #expect(run.output.contains("\"os\": \"ios26\""))
    #expect(run.output.contains("\"os\": \"macos15\""))
  }

  @Test func devicePatternsAreUsageErrorsWhenTheyMatchNothing() {
    #expect(
      throws: UsageError("no device matches 'pixel-*'; '--device list' prints the presets")
    ) { try Self.options(["--device", "pixel-*", "a"]) }
    #expect(
      throws: UsageError(
        "unknown device 'iphone16'; did you mean 'iphone-16'? '--device list' prints the presets")
    ) { try Self.options(["--device", "iphone-se,iphone16", "a"]) }
  }

  /// Screens, then Dynamic Type sizes, then directions, then platforms.
  @Test func aTreeWithoutTextIsLaidOutOncePerScreenForEveryDynamicTypeSize() throws {
    let options = try Self.options([
      "--device", "iphone-se,iphone-16", "--dynamic-type", "all", "--layout-direction", "ltr,rtl",
      "a",
    ])
    let cells = options.cells
    #expect(cells.count == 2 * 12 * 2)
    // Two screens x two directions; the sizes share a layout.
    let free = Pipeline.layoutJobs(cells, shared: true, readsTextSize: false)
    #expect(free.jobs.count == 4)
    #expect(Set(free.jobOfCell).count == 4)
    for (cell, job) in zip(cells, free.jobOfCell) {
      #expect(free.jobs[job].configuration.screen == cell.configuration.screen)
      #expect(free.jobs[job].direction == cell.direction)
    }
    #expect(Pipeline.layoutJobs(cells, shared: true, readsTextSize: true).jobs.count == 48)
    #expect(Pipeline.layoutJobs(cells, shared: false, readsTextSize: false).jobs.count == 48)
    // What reads the text size: text, symbol images, dividers (one pixel or 1 pt).
    func reads(_ source: String) -> Bool {
      let file = SourceFile(name: "a.lyt", text: source)
      return Resolver.resolve(Parser.parse(file).file, in: file, options: ResolveOptions()).tree!
        .readsTextSize
    }
    #expect(!reads("vstack < red .frame(width: 10) spacer .padding() >"))
    #expect(reads("vstack < red text \"Hi\" >"))
    #expect(reads("vstack < red divider >"))
    #expect(reads("image(systemName: \"star\")"))
  }

  @Test func cellOrder() throws {
    let o = try Self.options([
      "--device", "iphone-se", "--size", "100x100", "--dynamic-type", "xSmall,large",
      "--layout-direction", "ltr,rtl", "a",
    ])
    let cells = o.cells
    #expect(cells.count == 8)
    #expect(
      cells.map { $0.configuration.device } == Array(repeating: "iphone-se", count: 4)
        + Array(repeating: nil, count: 4))
    #expect(cells.prefix(4).map(\.dynamicType) == [.xSmall, .xSmall, .large, .large])
    #expect(
      cells.prefix(4).map(\.direction) == [.leftToRight, .rightToLeft, .leftToRight, .rightToLeft])
    #expect(o.namedSettings == [.screen, .device, .dynamicType, .direction])
  }

  /// A setting is named when it has several values or was written as a matrix.
  @Test func namedSettings() throws {
    #expect(
      try Self.options(["--device", "iphone-16", "--layout-direction", "rtl", "a"]).namedSettings
        .isEmpty)
    #expect(try Self.options(["--size", "1x1", "--size", "2x2", "a"]).namedSettings == .screen)
    #expect(try Self.options(["--device", "iphone-16*", "a"]).namedSettings == [.screen, .device])
    #expect(try Self.options(["--device", "iphone-16e-land*", "a"]).namedSettings == .device)
    #expect(try Self.options(["--dynamic-type", "large", "a"]).namedSettings.isEmpty)
    #expect(
      try Self.options(["--dynamic-type", "large...large", "a"]).namedSettings == .dynamicType)
    #expect(!(try Self.options(["--dynamic-type", "large", "a"]).grouping.isSeveral))
  }

  // MARK: Output

  /// A 10-point square: centred in the safe area of each screen.
  static let square = "red .frame(width: 10, height: 10)"

  /// SE: (375 - 10) / 2 = 182.5 across, 20 + (647 - 10) / 2 = 338.5 down (@2x, on the grid).
  /// 16e: (390 - 10) / 2 = 190, 47 + (763 - 10) / 2 = 423.5, which @3x snaps up to 423.667.
  @Test func treeHeadersNameTheCell() {
    let run = DriverRun(
      ["--device", "iphone-se,iphone-16e", "--layout-direction", "ltr,rtl", "-"],
      input: Self.square)
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.output == """
        == iphone-se 375x667 @2x, ltr ==
        frame (182.5, 338.5) 10×10
        └─ color red (182.5, 338.5) 10×10

        == iphone-se 375x667 @2x, rtl ==
        frame (182.5, 338.5) 10×10
        └─ color red (182.5, 338.5) 10×10

        == iphone-16e 390x844 @3x, ltr ==
        frame (190, 423.667) 10×10
        └─ color red (190, 423.667) 10×10

        == iphone-16e 390x844 @3x, rtl ==
        frame (190, 423.667) 10×10
        └─ color red (190, 423.667) 10×10

        """)
  }

  @Test func jsonKeysNameTheCell() {
    let run = DriverRun(
      [
        "--device", "iphone-se", "--size", "20x20", "--dynamic-type", "xSmall", "--platform",
        "ios,macos", "-f", "json", "-",
      ], input: Self.square)
    #expect(run.status == 0, "\(run.errors)")
    let object = try? JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]]
    #expect(object?.count == 4)
    #expect(
      run.output.hasPrefix(
        """
        [
          {
            "format": 1,
            "file": "-",
            "device": "iphone-se",
            "platform": "ios",
            "proposal": { "width": 375, "height": 667 },
        """))
    #expect(run.output.contains("\"device\": null,\n    \"platform\": \"macos\",\n"))
    #expect(!run.output.contains("dynamicType"))
  }

  @Test func csvColumnsNameTheCell() {
    let run = DriverRun(
      ["--device", "iphone-se", "--dynamic-type", "xSmall,large", "-f", "csv", "-"],
      input: Self.square)
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.output == """
        file,screen,dynamicType,path,depth,kind,label,id,role,x,y,width,height,line,column,truncated
        -,375x667,xSmall,0,0,frame,,,,182.5,338.5,10,10,1,5,
        -,375x667,xSmall,0.0,1,color,red,,,182.5,338.5,10,10,1,1,
        -,375x667,large,0,0,frame,,,,182.5,338.5,10,10,1,5,
        -,375x667,large,0.0,1,color,red,,,182.5,338.5,10,10,1,1,

        """)
  }

  /// A matrix form names its setting even when it selects one value.
  @Test func aMatrixOfOneIsStillAMatrix() {
    let run = DriverRun(["--device", "iphone-16e-land*", "-f", "json", "-"], input: Self.square)
    #expect(
      run.output.hasPrefix(
        "[\n  {\n    \"format\": 1,\n    \"file\": \"-\",\n    \"device\": \"iphone-16e-landscape\",\n"
      ))
    #expect(run.output.hasSuffix("}\n]\n"))
  }

  /// One file, one plain value of each setting: the bytes of a run without the matrix.
  @Test func plainValuesPrintAsBefore() {
    for format in ["tree", "json", "csv"] {
      let device = DriverRun(
        [
          "--device", "iphone-16", "--layout-direction", "rtl", "--dynamic-type", "large",
          "--platform", "ios", "-f", format, "-",
        ], input: Self.square)
      let size = DriverRun(
        [
          "--size", "393x852", "--safe-area", "59,0,34,0", "--layout-direction", "rtl", "-f",
          format, "-",
        ], input: Self.square)
      #expect(device.status == 0 && device.output == size.output, "\(format)")
    }
  }

  /// `--dynamic-type` is the root environment's size: body text is 14 points at xSmall and 53
  /// at accessibility5 (layoutc-layout(7) 29.1), so a line is ceil_px(1.1933594 * 14) = 17 and
  /// ceil_px(1.1933594 * 53 = 63.248) = 63.333 high at 3x; a `.dynamicTypeSize` in the file
  /// wins below it.
  @Test func dynamicTypeSetsTheRootEnvironment() {
    let run = DriverRun(
      ["--dynamic-type", "xSmall,accessibility5", "-f", "csv", "-"],
      input: "vstack < text \"Hi\" \n text \"Hi\" .dynamicTypeSize(xSmall) >")
    #expect(run.status == 0, "\(run.errors)")
    let heights = run.output.split(separator: "\n").dropFirst().filter { $0.contains(",text,") }
      .map { $0.split(separator: ",", omittingEmptySubsequences: false)[12] }
    #expect(heights == ["17", "17", "63.333", "17"])
  }

  @Test func deviceListAsJSON() throws {
    let run = DriverRun(["--device", "list", "--format", "json"])
    #expect(run.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let devices = try #require(object["devices"] as? [[String: Any]])
    #expect(devices.count == Device.all.count)
    let first = devices[1]
    #expect(first["id"] as? String == "iphone-17-pro-landscape")
    #expect(first["orientation"] as? String == "landscape")
    #expect(
      (first["sizeClass"] as? [String: String]) == ["horizontal": "compact", "vertical": "compact"])
    #expect((first["safeArea"] as? [String: Double])?["leading"] == 62)
  }

  // MARK: Parallel and deterministic

  /// Texts that wrap differently by size, a stack, and a GeometryReader (whose content the
  /// resolver makes during layout, on each worker's own tree).
  static let busy = """
    vstack(alignment: leading, spacing: 8) <
      text "Dynamic Type grows this line until it wraps on the narrow screens" .font(title)
      hstack < text "Leading" spacer text "Trailing" .lineLimit(1) >
      geometryReader(g) < text "Width \\(g.width)" .padding(4) >
      if compact < text "Compact" > else < text "Regular" >
    >
    .padding()
    """

  static func render(_ arguments: [String], workers: Int) throws -> String {
    let options = try Options.parse(arguments + ["busy.lyt"])
    let pipeline = try Pipeline(options: options, fontBytes: nil)
    let source = SourceFile(name: "busy.lyt", bytes: Array(busy.utf8))
    let result = pipeline.compile(source, cells: options.cells, workers: workers)
    guard case .dumps(let dumps) = result.outcome else {
      Issue.record("errors: \(result.diagnostics)")
      return ""
    }
    return options.format.renderer().render(dumps, grouping: options.grouping)
  }

  /// A `.lyt` file is resolved for the first cell as it is parsed, its root's children let go
  /// (`StreamingResolver`); the other size class, and a GeometryReader's content made on
  /// another core, resolve the file parsed again: whole, not the root without its children.
  @Test func cellsAfterTheStreamedOneSeeTheWholeFile() throws {
    let arguments = ["--device", "iphone-16,ipad-mini-a17-pro", "-f", "tree"]
    // The reader's width is the screen's less `.padding()` (16 a side): 393 - 32 on the iPhone
    // 16, 744 - 32 on the iPad mini; the iPad is the regular size class.
    for workers in [1, 2] {
      let lines = try Self.render(arguments, workers: workers).split(separator: "\n")
      #expect(lines.filter { $0.contains("text \"Compact\"") }.count == 1)
      #expect(lines.filter { $0.contains("text \"Regular\"") }.count == 1)
      #expect(lines.filter { $0.contains("text \"Width 361\"") }.count == 1)
      #expect(lines.filter { $0.contains("text \"Width 712\"") }.count == 1)
    }
  }

  /// No cells: no dump, and no cell to resolve the file for as it is parsed.
  @Test func noCellsMakeNoDumps() throws {
    let pipeline = try Pipeline(options: try Options.parse(["busy.lyt"]), fontBytes: nil)
    let source = SourceFile(name: "busy.lyt", bytes: Array(Self.busy.utf8))
    guard case .dumps(let dumps) = pipeline.compile(source, cells: []).outcome else {
      Issue.record("errors")
      return
    }
    #expect(dumps.isEmpty)
  }

  /// A single plain layout is handed the view tree itself (the engine frees what it does not
  /// read again); layouts that share a tree, record what they do, or make a GeometryReader's
  /// content from the syntax leave it to the pipeline.
  @Test(arguments: [
    ("plain", [String](), 0), ("plain", ["--device", "iphone-16,iphone-16-pro-max"], 1),
    ("plain", ["--device", "iphone-16,iphone-15-pro"], 0),
    ("plain", ["--explain"], 1), ("plain", ["-f", "svg"], 1), ("busy", [], 1),
  ])
  func aSinglePlainLayoutIsHandedTheTree(_ file: String, _ arguments: [String], keptTrees: Int)
    throws
  {
    let options = try Options.parse(arguments + ["\(file).lyt"])
    let pipeline = try Pipeline(options: options, fontBytes: nil)
    let text = file == "busy" ? Self.busy : "vstack < text \"A\" rectangle .frame(width: 10) >"
    let source = SourceFile(name: "\(file).lyt", bytes: Array(text.utf8))
    let result = pipeline.compile(source, cells: options.cells)
    guard case .dumps(let dumps) = result.outcome else {
      Issue.record("errors: \(result.diagnostics)")
      return
    }
    #expect(!dumps.isEmpty)
    #expect(result.trees.count == keptTrees)
  }

  @Test(arguments: ["tree", "json", "csv"])
  func parallelEqualsSequential(_ format: String) throws {
    let arguments = [
      "--device", "iphone-1[56]*,ipad-mini-a17-pro*", "--dynamic-type", "xSmall,accessibility3",
      "--layout-direction", "ltr,rtl", "-f", format,
    ]
    let sequential = try Self.render(arguments, workers: 1)
    let parallel = try Self.render(arguments, workers: 4)
    #expect(sequential.count > 10_000)
    #expect(parallel == sequential)
    // Cells that differ only by the device's name share a layout, and still print apart.
    #expect(sequential.contains("iphone-15-pro") && sequential.contains("iphone-16"))
  }

  /// Cells that lay out the same are laid out once, and their nodes rendered once: the output
  /// is what rendering every cell apart prints.
  @Test(arguments: ["tree", "json", "csv"])
  func sharedLayoutsPrintAsIfRenderedApart(_ format: String) throws {
    let arguments = [
      "--device", "iphone-15-pro,iphone-16", "--dynamic-type", "large,xSmall", "-f", format,
    ]
    let options = try Options.parse(arguments + ["busy.lyt"])
    let pipeline = try Pipeline(options: options, fontBytes: nil)
    let source = SourceFile(name: "busy.lyt", bytes: Array(Self.busy.utf8))
    guard case .dumps(let dumps) = pipeline.compile(source, cells: options.cells).outcome else {
      Issue.record("errors")
      return
    }
    // The two phones have one screen: each Dynamic Type size is laid out once.
    #expect(dumps.map(\.sameLayoutAs) == [nil, nil, 0, 1])
    let apart = dumps.map { dump in
      var dump = dump
      dump.sameLayoutAs = nil
      return dump
    }
    let expected = options.format.renderer().render(apart, grouping: options.grouping)
    let run = DriverRun(arguments + ["-"], input: Self.busy)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output == expected.replacingOccurrences(of: "busy.lyt", with: "-"))
  }

  /// Cells that measure text alike share their text layouts (across screens and both
  /// directions): every cell still prints what it prints alone.
  @Test func cellsSharingTextLayoutsPrintWhatEachPrintsAlone() {
    let screen = """
      vstack(alignment: leading) <
        text "A headline that wraps on the narrow screens at the larger sizes" .font(title)
        hstack < text "Leading" spacer text "A trailing label that gets cut" .lineLimit(1) >
        text "Footnote" .font(footnote) .frame(maxWidth: infinity, alignment: trailing)
      >
      .padding()
      """
    let devices = ["iphone-se", "iphone-16-pro-max"]
    let sizes = ["large", "accessibility3"]
    let directions = ["ltr", "rtl"]
    let matrix = DriverRun(
      [
        "--device", devices.joined(separator: ","), "--dynamic-type", sizes.joined(separator: ","),
        "--layout-direction", directions.joined(separator: ","), "--color", "never", "-",
      ], input: screen)
    #expect(matrix.status == 0, "\(matrix.errors)")
    // Each cell: its header line, its tree, then an empty line before the next.
    let bodies = matrix.output.components(separatedBy: "\n\n").map {
      String($0.drop { $0 != "\n" }.dropFirst()) + ($0.hasSuffix("\n") ? "" : "\n")
    }
    var alone: [String] = []
    for device in devices {
      for size in sizes {
        for direction in directions {
          let run = DriverRun(
            [
              "--device", device, "--dynamic-type", size, "--layout-direction", direction,
              "--color", "never", "-",
            ], input: screen)
          alone.append(run.output)
        }
      }
    }
    #expect(bodies.count == 8)
    #expect(bodies == alone)
  }

  @Test func aMatrixIsTheSameBytesOnEveryRun() {
    let arguments = ["--device", "all", "--dynamic-type", "large,accessibility1", "-f", "csv", "-"]
    let first = DriverRun(arguments, input: Self.busy)
    let second = DriverRun(arguments, input: Self.busy)
    #expect(first.status == 0, "\(first.errors)")
    #expect(first.output.split(separator: "\n").count > 82 * 2 * 10)
    #expect(first.output == second.output)
  }

  /// A layout error in one cell is reported once, and nothing is printed.
  @Test func anErrorInOneCellPrintsNothing() {
    let run = DriverRun(
      ["--size", "auto", "--dynamic-type", "all", "--color", "never", "-"],
      input: "hstack(spacing: 1e308) < red red red >")
    #expect(run.status == 1)
    #expect(run.output.isEmpty)
    #expect(run.errors.components(separatedBy: "error:").count == 2, "\(run.errors)")
  }
}
