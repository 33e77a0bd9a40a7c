// swift-tools-version:6.0
// libFuzzer targets for layoutc's readers, built only on request (CONTRIBUTING.md, "Fuzzing"): the
// main package's `swift build` and `swift test` never see this package. Each executable's
// `main` hands its input function to libFuzzer's driver (`LLVMFuzzerRunDriver`), so it links
// only with `-sanitize=fuzzer`:
//   swift build -c debug -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
import PackageDescription

let package = Package(
  name: "layoutc-fuzz",
  dependencies: [.package(name: "layoutc", path: "../..")],
  targets: [
    .target(name: "CFuzzer"),
    .target(
      name: "FuzzSupport",
      dependencies: ["CFuzzer", .product(name: "LayoutKit", package: "layoutc")]),
    .executableTarget(name: "fuzz-lyt", dependencies: ["FuzzSupport"], path: "Sources/FuzzLyt"),
    .executableTarget(
      name: "fuzz-swift", dependencies: ["FuzzSupport"], path: "Sources/FuzzSwift"),
    .executableTarget(name: "fuzz-font", dependencies: ["FuzzSupport"], path: "Sources/FuzzFont"),
  ]
)
