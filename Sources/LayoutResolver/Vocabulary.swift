// The vocabulary of `.lyt` as data, for `layoutc --list` and the tests that keep lyt(5) in
// step: read from the catalog itself (Catalog*.swift), never written out a second time.

/// The built-in names of the language, read from the catalog the resolver uses.
public enum Vocabulary {
  /// One built-in name: its canonical (SwiftUI) spelling, what sort of thing it is, and its
  /// signatures as diagnostics print them (`(Double)`, `(edges, Double)`, `(width:height:)`).
  public struct Entry: Sendable, Equatable {
    /// The name in its canonical SwiftUI spelling, such as `VStack` or `padding`.
    public var name: String
    /// `container`, `leaf`, `control`, `text` for views; `layout`, `environment`,
    /// `attribute`, `drawing`, `ignored`, `control style`, ... for modifiers; `color`,
    /// `text style`, `weight`, `design`, `form` for values.
    public var kind: String
    /// The argument lists the name accepts, as diagnostics print them; empty for a name without
    /// arguments.
    public var signatures: [String]

    /// Creates an entry.
    package init(name: String, kind: String, signatures: [String] = []) {
      self.name = name
      self.kind = kind
      self.signatures = signatures
    }
  }

  /// Every built-in view except the named colors, sorted by name.
  public static let views: [Entry] = Catalog.views.values.map { spec in
    let kind: String
    if spec.makes.contains(.control) {
      kind = "control"
    } else {
      switch spec.children {
      case .none: kind = "leaf"
      case .views: kind = "container"
      case .textRuns: kind = "text"
      }
    }
    return Entry(name: spec.name, kind: kind, signatures: spec.callee.signatures.map(\.description))
  }.sorted(by: byName)

  /// Every modifier, sorted by name; `accessibility...` stands for the prefix the resolver
  /// accepts as drawing-only.
  public static let modifiers: [Entry] =
    (Catalog.modifiers.values.map { spec in
      Entry(
        name: spec.name, kind: kind(of: spec.builds[0]),
        signatures: spec.callee.signatures.map(\.description))
    } + [Entry(name: "accessibility...", kind: "drawing", signatures: [anything.description])])
    .sorted(by: byName)

  /// The named colors in the catalog's order, then the forms that take arguments.
  public static let colors: [Entry] =
    Catalog.colors.names.map { Entry(name: $0, kind: "color") }
    + (Catalog.views["color"].map { spec in
      [
        Entry(
          name: spec.name, kind: "form", signatures: spec.callee.signatures.map(\.description))
      ]
    } ?? [])

  /// Text styles, weights and designs in SwiftUI's order, then `system(size:weight:design:)`.
  public static let fonts: [Entry] =
    Catalog.textStyles.names.map { Entry(name: $0, kind: "text style") }
    + Catalog.fontWeights.names.map { Entry(name: $0, kind: "weight") }
    + Catalog.fontDesigns.names.map { Entry(name: $0, kind: "design") }
    + [
      Entry(
        name: Catalog.systemFont.name, kind: "form",
        signatures: Catalog.systemFont.signatures.map(\.description))
    ]

  /// The colours written by name (`red`), in the catalog's order.
  package static var colorNames: [String] { Catalog.colors.names }

  /// The text styles written by name (`title`), in SwiftUI's order.
  package static var textStyleNames: [String] { Catalog.textStyles.names }

  /// The modifiers a colour is written in (`fill(red)`, `background(red)`), by lowercased
  /// name.
  package static let colorModifiers: Set<String> = Set(
    Catalog.modifiers.filter { $0.value.readsColor }.keys)

  /// The drawing-only modifiers that pictures draw (those with a painter), by their names in
  /// `modifiers`; lyt(5) lists them apart from those that draw nothing a picture shows.
  package static let paintedModifiers: Set<String> = Set(
    Catalog.modifiers.values.filter(\.isPainted).map(\.name))

  /// The modifiers a font is written in (`font(title)`), by lowercased name.
  package static let fontModifiers: Set<String> = Set(
    Catalog.modifiers.filter { $0.value.readsFont }.keys)

  private static func byName(_ a: Entry, _ b: Entry) -> Bool {
    a.name.nameKey < b.name.nameKey
  }

  /// What a modifier does, in a word, from what its first signature builds.
  private static func kind(of build: ModifierBuild) -> String {
    switch build {
    case .wrap: return "layout"
    case .environment: return "environment"
    case .update, .tag, .listRowInsets, .tabItem: return "attribute"
    case .drawing: return "drawing"
    case .ignored: return "ignored"
    case .controlStyle: return "control style"
    case .navigation, .navigationDestination: return "navigation"
    }
  }
}
