// The resolver's shortcuts into the catalog give the catalog's own answers: the rows kept by
// name (`CatalogMemo`), the type-prefix filter (`Catalog.isTypePrefix`) and labels found as
// written (`Signature.parameter(written:)`).

import Testing

@testable import LayoutResolver

@Suite struct CatalogLookupTests {
  private final class Row {
    let name: String
    init(_ name: String) { self.name = name }
  }

  /// Names that share slots (`vstack`/`hstack` do not; `a1`/`a2` and `ab`/`ac` do), visited
  /// again after others took their slots, and names equal but for case.
  @Test func memoAnswersAsTheLookupDoes() {
    var memo = CatalogMemo<Row>()
    var asked: [String] = []
    let lookup: (String) -> Row? = { name in
      asked.append(name)
      return name.hasPrefix("x") ? nil : Row(name)
    }
    let names = [
      "vstack", "hstack", "vstack", "a1", "a2", "a1", "ab", "ac", "ab", "Text", "text", "Text",
      "x1", "x1", "padding", "frame", "padding", "hstack",
    ]
    for name in names {
      let row = memo.row(name, lookup)
      if name.hasPrefix("x") {
        #expect(row == nil)
      } else {
        #expect(row?.name == name)
      }
    }
    // Asked again only for a name whose slot another took since.
    #expect(asked.filter { $0 == "vstack" }.count == 1)
    #expect(asked.filter { $0 == "a1" }.count == 2)
    #expect(asked.filter { $0 == "x1" }.count == 1)
  }

  /// Each prefix, each with a byte changed or one more, and every view and modifier name.
  @Test func typePrefixFilterAgreesWithTheSet() {
    var names = Array(Catalog.typePrefixes) + [""]
    for p in Catalog.typePrefixes {
      names += [p + "s", String(p.dropLast()), "x" + p.dropFirst(), p.uppercased()]
    }
    names += Catalog.views.keys.map { $0 } + Catalog.modifiers.keys.map { $0 }
    for name in names {
      #expect(Catalog.isTypePrefix(name) == Catalog.typePrefixes.contains(name), "\(name)")
    }
  }

  /// Every label of every signature, as the catalog spells it, lowercased, uppercased, and
  /// with a letter too many.
  @Test func labelsAsWrittenFindTheirParameters() {
    let callees = Catalog.views.values.map(\.callee) + Catalog.modifiers.values.map(\.callee)
    var checked = 0
    for callee in callees {
      for signature in callee.signatures {
        for label in signature.parameters.compactMap(\.label) {
          for written in [label, label.lowercased(), label.uppercased(), label + "s", "content"] {
            // Worked out plainly: the first parameter whose label key is the written label's,
            // else for `content:` the first that accepts content by that label.
            let key = written.nameKey
            let expected =
              signature.parameters.firstIndex { $0.labelKey == key }
              ?? (key == "content"
                ? signature.parameters.firstIndex(where: \.acceptsContentLabel) : nil)
            #expect(signature.parameter(written: written) == expected, "\(callee.name) \(written)")
            #expect(signature.parameter(labelled: key) == expected, "\(callee.name) \(written)")
            checked += 1
          }
        }
      }
    }
    #expect(checked > 100)
  }

  /// A name's key is its lowercased form, by the ASCII shortcut or Unicode's rules alike.
  @Test func nameKeysAreLowercasedNames() {
    for name in [
      "vstack", "VStack", "Rectangle", "ContentView", "A", "", "x_Y9", "ÉCLAIR", "Straße",
      "naïveView",
      "İstanbul", "ΣΊΣΥΦΟΣ", "mixedÄscii", String(repeating: "Ab", count: 40),
    ] {
      #expect(name.nameKey == name.lowercased(), "\(name)")
    }
  }

  /// A scope finds each of its names and no other, whether it compares them (a few) or
  /// hashes them (many), and falls back to its parent's.
  @Test(arguments: [1, 3, 4, 5, 12])
  func scopesFindTheirNames(count: Int) {
    let outer = Scope(parent: nil, bindings: ["outer": Binding(.dimensions)])
    var bindings: [String: Binding] = [:]
    for i in 0..<count { bindings["name\(i)"] = Binding(.dimensions) }
    let scope = Scope(parent: outer, bindings: bindings)
    for i in 0..<count { #expect(scope.lookup("name\(i)") === bindings["name\(i)"]) }
    #expect(scope.lookup("outer") != nil)
    #expect(scope.lookup("name\(count)") == nil)
    #expect(scope.lookup("Name0") == nil)
  }
}
