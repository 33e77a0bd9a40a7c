// swift-tools-version:6.0
// layoutc: SwiftUI's layout system as a command-line tool.
// Modules follow the pipeline, dependencies point one way:
//   LayoutSyntax (text -> syntax) -> LayoutResolver (syntax -> view tree) -> LayoutEngine
//   (view tree -> frames, and what it recorded while laying out) -> LayoutAnalysis (what the
//   engine recorded, read: reasons, the conversation, lint, baselines) -> LayoutOutput (a
//   dump, its frames and record -> tree/JSON/CSV/SVG/HTML, lint -> SARIF) -> LayoutKit (the
//   library's face: text in, frames, dumps, pictures and lint out, at a size or a device) ->
//   LayoutDriver (CLI).
// Analysis comes before output because the explaining formats print its words (`--explain`,
// the html page); both read the one record the engine made, neither lays out again.
// LayoutResolver depends on LayoutEngine only for the view-tree types the engine consumes;
// LayoutOutput on LayoutSyntax only for its Swift-literal escaper and `Math`; LayoutAnalysis on
// LayoutResolver only for the catalog's names that lint reads (`Vocabulary`).
// Every module but LayoutDriver imports the standard library only.
import PackageDescription

// Swift lowers `Double.rounded(_:)`, `squareRoot()` and the like to calls into the C math
// library. On Linux nothing links it for the library modules (they import no Glibc or
// Foundation), so a package that uses LayoutKit without importing Foundation itself would
// fail to link (`undefined reference to 'round'`). Each library target asks for it here.
let libm: [LinkerSetting] = [.linkedLibrary("m", .when(platforms: [.linux]))]

let package = Package(
  name: "layoutc",
  products: [
    .executable(name: "layoutc", targets: ["layoutc"]),
    .library(name: "LayoutKit", targets: ["LayoutKit"]),
  ],
  targets: [
    .target(name: "LayoutSyntax", linkerSettings: libm),
    .target(
      name: "LayoutEngine",
      exclude: [
        "Text/Tables/generate_tables.py", "Text/Tables/fit_text_widths.py",
        "Text/Tables/text-widths.md", "Text/Tables/measurements",
      ], linkerSettings: libm),
    .target(
      name: "LayoutResolver", dependencies: ["LayoutSyntax", "LayoutEngine"],
      linkerSettings: libm),
    .target(
      name: "LayoutAnalysis", dependencies: ["LayoutSyntax", "LayoutEngine", "LayoutResolver"],
      linkerSettings: libm),
    .target(
      name: "LayoutOutput", dependencies: ["LayoutSyntax", "LayoutEngine", "LayoutAnalysis"],
      linkerSettings: libm),
    .target(
      name: "LayoutKit",
      dependencies: [
        "LayoutSyntax", "LayoutEngine", "LayoutResolver", "LayoutOutput", "LayoutAnalysis",
      ], linkerSettings: libm),
    .target(name: "LayoutDriver", dependencies: ["LayoutKit"]),
    .executableTarget(name: "layoutc", dependencies: ["LayoutDriver"]),
    .executableTarget(
      name: "layoutc-bench",
      dependencies: [
        "LayoutSyntax", "LayoutResolver", "LayoutEngine", "LayoutOutput", "LayoutKit",
        "LayoutDriver",
      ],
      path: "Sources/layoutc-bench"),
    .testTarget(name: "LayoutSyntaxTests", dependencies: ["LayoutSyntax"]),
    .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine"]),
    .testTarget(name: "LayoutResolverTests", dependencies: ["LayoutResolver"]),
    .testTarget(name: "LayoutOutputTests", dependencies: ["LayoutOutput"]),
    .testTarget(
      name: "LayoutDriverTests", dependencies: ["LayoutDriver", "LayoutKit", "LayoutSyntax"],
      exclude: ["Fixtures"]),
  ]
)
