// The catalog against the engine's table of kinds: every overload of every view and modifier
// row builds (a builder that reads an argument its signature does not bind would stop the
// test), makes only the node kinds its row declares, and every kind the engine describes is
// made by some row. A new `ViewKind` without traits does not compile (ViewKindTraits.swift);
// one no row makes, or a row that makes an undeclared kind, fails here. Every kind a layout
// modifier makes is shown by an example under `examples/`.

import Foundation
import Testing

@testable import LayoutEngine
@testable import LayoutResolver

/// A value of each argument type, as `.lyt` writes it.
private func sample(_ type: ArgType) -> String {
  switch type {
  case .number, .size, .wholeNumber, .lineCount: return "2"
  case .string, .identifier: return "\"#FF0000\""
  case .bool: return "true"
  case .edges: return "all"
  case .edge: return "top"
  case .alignment: return "center"
  case .horizontalAlignment, .guide: return "leading"
  case .verticalAlignment: return "top"
  case .guideValue: return "d.width / 2"
  case .font: return "body"
  case .fontWeight: return "bold"
  case .fontDesign: return "rounded"
  case .textAlignment: return "center"
  case .truncationMode: return "middle"
  case .contentMode: return "fill"
  case .dynamicTypeSize: return "large"
  case .layoutDirection: return "rightToLeft"
  case .imageScale: return "large"
  case .cornerStyle: return "continuous"
  case .axes: return "horizontal"
  case .safeAreaRegions: return "container"
  case .unitPoint: return "center"
  case .lineRange: return "1...2"
  case .gridItems: return "[fixed(10)]"
  case .view, .views, .style: return "blue"
  case .any: return "1"
  case .proxyName: return "g"
  case .choice(_, let names): return names[0]
  case .choices(let set): return set.names[0]
  case .tagValue: return "1"
  case .loose(let kind): return sample(kind.type)
  }
}

/// `(2, alignment: center)`: every parameter of the signature, or "" when it has none.
private func arguments(_ signature: Signature) -> String {
  let parts = signature.parameters.map { p in
    (p.label.map { $0 + ": " } ?? "") + sample(p.type)
  }
  return parts.isEmpty ? "" : "(" + parts.joined(separator: ", ") + ")"
}

/// Every node kind in a resolved tree.
private func tags(_ source: String) -> (tags: Set<ViewKind.Tag>, diagnostics: [String]) {
  // An image named by the sample string has a size in the assets.
  let result = resolve(source, images: ["#FF0000": Size(width: 10, height: 10)])
  guard let tree = result.tree else { return ([], result.diagnostics) }
  // Not the implicit stack the resolver puts around a root of several (or no) views.
  let made = tree.nodes.indices.filter { $0 != tree.root || tree.nodes[$0].label != "implicit" }
  return (Set(made.map { tree.nodes[$0].kind.tag }), result.diagnostics)
}

/// The kinds the examples' tree goldens (`examples/**/NAME.tree`) print: the first word of each
/// line after the tree's branches.
private func exampleKinds() -> Set<String> {
  let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples")
  let files = FileManager.default.enumerator(atPath: examples.path)?.allObjects as? [String] ?? []
  var kinds: Set<String> = []
  for file in files where file.hasSuffix(".tree") {
    let path = examples.appendingPathComponent(file)
    guard let text = try? String(contentsOf: path, encoding: .utf8) else { continue }
    for line in text.split(separator: "\n") {
      let node = line.drop { " │├└─".contains($0) }
      kinds.insert(String(node.prefix { $0 != " " }))
    }
  }
  return kinds
}

/// Kinds made by the resolver itself rather than a catalog row: a component instance.
private let madeOutsideRows: Set<ViewKind.Tag> = [.component]

@Suite struct CatalogTraitsTests {
  @Test(arguments: Catalog.views.keys.sorted())
  func everyViewOverloadMakesWhatItsRowSays(_ key: String) throws {
    let spec = try #require(Catalog.views[key])
    for signature in spec.callee.signatures {
      // A text takes a string or runs: its string overloads are tried here.
      let children = spec.children == .views ? " < red >" : ""
      let source = spec.name + arguments(signature) + children
      let made = tags(source)
      #expect(made.diagnostics.isEmpty, "\(source): \(made.diagnostics)")
      let own = made.tags.subtracting([.color])
      #expect(
        own.isSubset(of: Set(spec.makes)),
        "\(source) made \(own.subtracting(spec.makes)), not in its row's `makes`")
    }
  }

  @Test(arguments: Catalog.modifiers.keys.sorted())
  func everyModifierOverloadMakesWhatItsRowSays(_ key: String) throws {
    let spec = try #require(Catalog.modifiers[key])
    let base = spec.name == "resizable" ? "image \"a\" (width: 1, height: 1)" : "red"
    for signature in spec.callee.signatures where !signature.acceptsAnything {
      let source = base + " ." + spec.name + arguments(signature)
      let made = tags(source)
      #expect(made.diagnostics.isEmpty, "\(source): \(made.diagnostics)")
      let own = made.tags.subtracting([.color, .image])
      #expect(
        own.isSubset(of: Set(spec.makes)),
        "\(source) made \(own.subtracting(spec.makes)), not in its row's `makes`")
    }
  }

  @Test func everyKindIsMadeBySomeRow() {
    var made = madeOutsideRows
    for spec in Catalog.views.values { made.formUnion(spec.makes) }
    for spec in Catalog.modifiers.values { made.formUnion(spec.makes) }
    made.formUnion(Catalog.colorView("red").makes)
    let missing = Set(ViewKind.Tag.allCases).subtracting(made)
    #expect(missing.isEmpty, "no catalog row makes \(missing.map(\.self))")
  }

  @Test func everyKindALayoutModifierMakesIsInAnExample() throws {
    // A new layout modifier comes with an example whose comment works its frames out by hand
    // (CONTRIBUTING.md, "A layout modifier").
    let shown = exampleKinds()
    try #require(shown.count > 20, "no tree goldens found under examples/")
    var unshown: Set<String> = []
    for spec in Catalog.modifiers.values where !spec.makes.isEmpty {
      for signature in spec.callee.signatures where !signature.acceptsAnything {
        let source = "red ." + spec.name + arguments(signature)
        let tree = try #require(resolve(source).tree, "\(source) resolves to nothing")
        for node in tree.nodes
        where spec.makes.contains(node.kind.tag) && !shown.contains(node.kind.name) {
          unshown.insert("\(node.kind.name) (made by .\(spec.name))")
        }
      }
    }
    #expect(unshown.isEmpty, "no example under examples/ shows \(unshown.sorted())")
  }

  @Test func everyKindHasTraits() {
    // The table has a row per tag, in tag order (raw values count up from 0).
    #expect(KindTraits.table.count == ViewKind.Tag.allCases.count)
    for (index, tag) in ViewKind.Tag.allCases.enumerated() {
      #expect(tag.rawValue == index)
    }
  }

  @Test func defaultPaddingIsSwiftUIs() {
    // `.padding()` pads 16 on every side, and so does `.safeAreaPadding()`.
    #expect(Catalog.defaultPadding == 16)
    let padded = resolve("red .padding")
    guard case .padding(let insets) = padded.root?.kind else {
      Issue.record("not a padding: \(padded.dump)")
      return
    }
    #expect(insets == EdgeInsets(all: 16))
  }
}
