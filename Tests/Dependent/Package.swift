// swift-tools-version:6.0
// A package that uses layoutc's library as any other package would: by path, through the
// `LayoutKit` product's public API, importing nothing else (no Foundation, no Glibc), so a
// library that needs the C math functions from its users' imports fails to link here.
// Built and run by .ci/run; its output must equal expected-output.txt.
import PackageDescription

let package = Package(
  name: "Dependent",
  // Named, because a path dependency is otherwise known by its folder's name (a clone may not
  // be called `layoutc`).
  dependencies: [.package(name: "layoutc", path: "../..")],
  targets: [
    .executableTarget(
      name: "Dependent",
      dependencies: [.product(name: "LayoutKit", package: "layoutc")])
  ]
)
