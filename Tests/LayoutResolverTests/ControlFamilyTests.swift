// The control families against the catalog: every kind of control is in one family of
// `ControlFamilies.all`, and every control row of the catalog builds a control whose family is
// there and makes it a body. A kind added without a family, a family left out of the list, a
// kind its family does not make or a kind no row builds fails here.

import Testing

@testable import LayoutEngine
@testable import LayoutResolver

/// The kind of the first control node `source` resolves to.
private func controlKind(_ source: String) -> ControlCall.Kind? {
  guard let tree = resolve(source).tree else { return nil }
  for node in tree.nodes {
    guard case .control(let name, _) = node.kind else { continue }
    return ControlCall.Kind.allCases.first { $0.rawValue.nameKey == name }
  }
  return nil
}

/// The catalog's rows that make controls.
private let controlRows = Catalog.views.values.filter { $0.makes.contains(.control) }
  .map(\.name).sorted()

@Suite struct ControlFamilyTests {
  @Test func everyKindIsInOneFamily() {
    for kind in ControlCall.Kind.allCases {
      let families = ControlFamilies.all.filter { $0.kinds.contains(kind) }
      #expect(families.count == 1, "\(kind) is in \(families.count) families")
      #expect(ControlFamilies.byKind[kind] != nil, "\(kind) has no family")
    }
  }

  @Test func everyFamilyIsListedOnceWithItsKinds() {
    let names = ControlFamilies.all.map { String(describing: $0) }
    #expect(Set(names).count == names.count, "a family is listed twice: \(names)")
    for family in ControlFamilies.all {
      #expect(!family.kinds.isEmpty, "\(family) makes no kind")
      #expect(Set(family.kinds).count == family.kinds.count, "\(family) lists a kind twice")
    }
  }

  @Test(arguments: controlRows)
  func everyControlRowReachesAFamily(_ name: String) throws {
    let kind = try #require(controlKind(name), "`\(name)` builds no control")
    #expect(ControlFamilies.byKind[kind] != nil, "`\(name)` builds \(kind), in no family")
  }

  @Test(arguments: controlRows)
  func everyControlRowIsComposed(_ name: String) throws {
    // With a title and a child, every control's family makes it a body: its one child.
    let spec = try #require(Catalog.views[name.nameKey])
    let titled = spec.callee.signatures.contains { signature in
      signature.parameters.contains { $0.label == nil && $0.key == "title" }
    }
    let tree = try #require(resolve(name + (titled ? "(\"a\")" : "") + " < text \"a\" >").tree)
    let control = try #require(
      tree.nodes.first { if case .control = $0.kind { true } else { false } })
    #expect(control.children.count == 1, "`\(name)` has no body: its family does not make it")
  }

  @Test func everyKindIsBuiltBySomeRow() {
    let built = Set(controlRows.compactMap(controlKind))
    let unbuilt = Set(ControlCall.Kind.allCases).subtracting(built)
    #expect(unbuilt.isEmpty, "no catalog row builds \(unbuilt.map(\.rawValue).sorted())")
  }
}
