// swift-tools-version:6.0
// layoutc: SwiftUI's layout system as a command-line tool.
// Modules follow the pipeline, dependencies point one way:
//   LayoutSyntax (text -> syntax) -> LayoutResolver (syntax -> view tree) -> LayoutEngine
//   (view tree -> frames) -> LayoutOutput (frames -> tree/JSON/CSV) -> LayoutAnalysis (what the
//   engine recorded -> --explain) -> LayoutDriver (CLI).
// LayoutResolver depends on LayoutEngine only for the view-tree types the engine consumes;
// LayoutOutput on LayoutSyntax only for its Swift-literal escaper.
// Every module but LayoutDriver imports the standard library only.
import PackageDescription

let package = Package(
  name: "layoutc",
  products: [
    .executable(name: "layoutc", targets: ["layoutc"]),
    .library(
      name: "LayoutKit",
      targets: [
        "LayoutSyntax", "LayoutEngine", "LayoutResolver", "LayoutOutput", "LayoutAnalysis",
      ]),
  ],
  targets: [
    .target(name: "LayoutSyntax"),
    .target(
      name: "LayoutEngine",
      exclude: [
        "Text/Tables/generate_tables.py", "Text/Tables/fit_text_widths.py",
        "Text/Tables/text-widths.md", "Text/Tables/measurements",
      ]),
    .target(name: "LayoutResolver", dependencies: ["LayoutSyntax", "LayoutEngine"]),
    .target(name: "LayoutOutput", dependencies: ["LayoutSyntax", "LayoutEngine"]),
    .target(
      name: "LayoutAnalysis", dependencies: ["LayoutSyntax", "LayoutEngine", "LayoutOutput"]),
    .target(
      name: "LayoutDriver",
      dependencies: [
        "LayoutSyntax", "LayoutEngine", "LayoutResolver", "LayoutOutput", "LayoutAnalysis",
      ]),
    .executableTarget(name: "layoutc", dependencies: ["LayoutDriver"]),
    .executableTarget(
      name: "layoutc-bench",
      dependencies: ["LayoutSyntax", "LayoutResolver", "LayoutEngine", "LayoutOutput"],
      path: "Sources/layoutc-bench"),
    .testTarget(name: "LayoutSyntaxTests", dependencies: ["LayoutSyntax"]),
    .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine"]),
    .testTarget(name: "LayoutResolverTests", dependencies: ["LayoutResolver"]),
    .testTarget(name: "LayoutOutputTests", dependencies: ["LayoutOutput"]),
    .testTarget(
      name: "LayoutDriverTests", dependencies: ["LayoutDriver", "LayoutSyntax"],
      exclude: ["Fixtures"]),
  ]
)
