// The vocabulary of `.lyt` (lyt(5), Names): the types of argument slots, signatures, and every
// enum value and color. The views and modifiers themselves, each one row with its signatures
// and what each builds, are in Catalog+Views.swift and Catalog+Modifiers.swift. Names match
// ignoring case; the canonical spelling is SwiftUI's and is what messages quote.

import LayoutEngine

/// The type of an argument slot. `displayName` is how a signature prints it in diagnostics.
enum ArgType: Hashable, Sendable {
  /// A finite number.
  case number
  /// A number that may also be `infinity` (frame minimum and maximum sizes).
  case size
  case wholeNumber
  case string
  case bool
  /// An `Edge.Set`: `top`, `horizontal`, `[top, leading]`, ...
  case edges
  /// One edge: `top`, `bottom`, `leading`, `trailing`.
  case edge
  case alignment
  case horizontalAlignment
  case verticalAlignment
  /// An alignment guide of either axis, the first argument of `alignmentGuide`.
  case guide
  /// An expression over the view's dimensions `d`, evaluated at layout time.
  case guideValue
  case font
  case fontWeight
  case fontDesign
  case textAlignment
  case truncationMode
  case contentMode
  case dynamicTypeSize
  case layoutDirection
  case imageScale
  case cornerStyle
  /// An `Axis.Set`: `horizontal`, `vertical`, `[horizontal, vertical]`.
  case axes
  case safeAreaRegions
  case unitPoint
  /// `.lineLimit(n)` or `.lineLimit(nil)`.
  case lineCount
  /// `.lineLimit(2...4)`, `.lineLimit(3...)`, `.lineLimit(...2)`.
  case lineRange
  /// `[fixed(100), flexible(minimum: 40), adaptive(minimum: 80)]`.
  case gridItems
  /// `.id("name")`: a string or a number.
  case identifier
  /// One view (with its modifiers).
  case view
  /// One or more views; several form an implicit ZStack.
  case views
  /// A fill or stroke style: checked for well-formedness only.
  case style
  /// Anything well-formed: the arguments of drawing-only modifiers.
  case any
  /// `geometryReader(g)`: declares the proxy's name.
  case proxyName
  /// One of a few names (a control style: `bordered`, `large`, `segmented`): what they are
  /// called, and the names.
  case choice(String, [String])
  /// A tag or a selection (`.tag(2)`, `.tag(Tab.home)`, `selection: $tab`): a string, a number
  /// or an enum case, compared by its text.
  case tagValue
  /// One or several names of a set (`displayedComponents: [.date, .hourAndMinute]`): read as
  /// the names joined by commas. The set is named, not carried: an array in a second payload
  /// case of this enum is stored in a tagged pointer that leak checkers cannot follow.
  case choices(ChoiceSet)
  /// A value read when it is a literal of its kind (a text field's `text: .constant("Hi")`),
  /// else accepted unread (a binding to a model layoutc does not know). Not `indirect`: a
  /// boxed payload in this enum hides the arrays of the other cases from leak checkers.
  case loose(LooseValue)

  var displayName: String {
    switch self {
    case .number, .size, .guideValue: return "Double"
    case .wholeNumber, .lineCount: return "Int"
    case .string: return "String"
    case .bool: return "Bool"
    case .edges: return "edges"
    case .edge: return "edge"
    case .alignment: return "alignment"
    case .horizontalAlignment: return "horizontalAlignment"
    case .verticalAlignment: return "verticalAlignment"
    case .guide: return "guide"
    case .font: return "font"
    case .fontWeight: return "weight"
    case .fontDesign: return "design"
    case .textAlignment: return "textAlignment"
    case .truncationMode: return "truncationMode"
    case .contentMode: return "contentMode"
    case .dynamicTypeSize: return "dynamicTypeSize"
    case .layoutDirection: return "layoutDirection"
    case .imageScale: return "imageScale"
    case .cornerStyle: return "style"
    case .axes: return "axes"
    case .safeAreaRegions: return "regions"
    case .unitPoint: return "unitPoint"
    case .lineRange: return "range"
    case .gridItems: return "gridItems"
    case .identifier: return "String"
    case .view, .views: return "view"
    case .style: return "style"
    case .any: return "value"
    case .proxyName: return "name"
    case .choice(let what, _): return what
    case .tagValue: return "value"
    case .choices(let set): return set.what
    case .loose(let kind): return kind.type.displayName
    }
  }

  /// What a value of this type is called in "expected ..." messages.
  var expectation: String {
    switch self {
    case .number, .size, .guideValue: return "a number"
    case .wholeNumber, .lineCount: return "a whole number"
    case .string: return "a string"
    case .bool: return "'true' or 'false'"
    case .edges: return "edges"
    case .edge: return "an edge"
    case .alignment: return "an alignment"
    case .horizontalAlignment: return "a horizontal alignment"
    case .verticalAlignment: return "a vertical alignment"
    case .guide: return "an alignment guide"
    case .font: return "a font"
    case .fontWeight: return "a font weight"
    case .fontDesign: return "a font design"
    case .textAlignment: return "a text alignment"
    case .truncationMode: return "a truncation mode"
    case .contentMode: return "a content mode"
    case .dynamicTypeSize: return "a dynamic type size"
    case .layoutDirection: return "a layout direction"
    case .imageScale: return "an image scale"
    case .cornerStyle: return "a corner style"
    case .axes: return "axes"
    case .safeAreaRegions: return "safe area regions"
    case .unitPoint: return "a unit point"
    case .lineRange: return "a range"
    case .gridItems: return "a list of grid items"
    case .identifier: return "a string or a number"
    case .view, .views: return "a view"
    case .style: return "a style"
    case .any: return "a value"
    case .proxyName: return "a name"
    case .choice(let what, _): return "a " + what
    case .tagValue: return "a string, a number or a case"
    case .choices(let set): return "a " + set.what + " or a list of them"
    case .loose(let kind): return kind.type.expectation
    }
  }
}

/// A default value written in the catalog (SwiftUI's default for the parameter).
enum DefaultValue: Sendable {
  case number(Double)
  case bool(Bool)
  case edges(Edges)
  case alignment(Alignment)
  case horizontalAlignment(HorizontalAlignment)
  case verticalAlignment(VerticalAlignment)
  case contentMode(ContentMode)
  case axes(Edges)
  /// A parameter that is legal to leave out and means "not given" (SwiftUI's `nil`).
  case absent
}

/// One parameter of a signature. A class, made once with the catalog: every call reads its
/// callee's parameters, and passing a reference costs one retain where copying the fields
/// would cost one per string.
final class Parameter: Sendable {
  /// The name the resolver reads the bound value under.
  let key: String
  /// The argument label; nil for a positional slot.
  let label: String?
  /// The label lowercased, as arguments' labels are matched (made once, not per call).
  let labelKey: String?
  let type: ArgType
  /// nil: required.
  let defaultValue: DefaultValue?
  /// A positional `views` slot may also be written with the label `content:`.
  let acceptsContentLabel: Bool
  let isRequired: Bool
  let isVariadic: Bool

  init(
    key: String, label: String?, type: ArgType, defaultValue: DefaultValue?,
    acceptsContentLabel: Bool
  ) {
    self.key = key
    self.label = label
    self.labelKey = label?.nameKey
    self.type = type
    self.defaultValue = defaultValue
    self.acceptsContentLabel = acceptsContentLabel
    self.isRequired = defaultValue == nil
    self.isVariadic = type == .views && label == nil
  }
}

/// One overload of a view or modifier (a class for the same reason as `Parameter`).
final class Signature: Sendable {
  let parameters: [Parameter]
  /// True for drawing-only modifiers: any labels, each value only checked for well-formedness.
  let acceptsAnything: Bool
  /// The indices of the positional parameters, in order, and each parameter's `labelKey`
  /// (made once, not per call).
  let positionals: [Int]
  /// The indices of the required parameters, in order (most signatures have none).
  let required: [Int]
  let labelKeys: [String?]
  /// The label keys that are their own keys (all of them, for labels spelled in ASCII); nil
  /// for the others.
  let ownKeys: [String?]
  /// The length in UTF-8 of each label key; -1 for a positional slot. A label is compared only
  /// with the keys of its length: most signatures asked do not have it (`frame(width:)` asks
  /// `frame(minWidth:...)`), and reading a key out of its array costs a retain and a release.
  private let labelLengths: [Int]

  init(parameters: [Parameter], acceptsAnything: Bool = false) {
    self.parameters = parameters
    self.acceptsAnything = acceptsAnything
    self.positionals = parameters.indices.filter { parameters[$0].label == nil }
    self.required = parameters.indices.filter { parameters[$0].isRequired }
    self.labelKeys = parameters.map(\.labelKey)
    self.ownKeys = labelKeys.map { key in key.flatMap { $0.nameKey == $0 ? $0 : nil } }
    self.labelLengths = labelKeys.map { $0?.utf8.count ?? -1 }
  }

  /// The parameter an argument labelled `key` (a `nameKey`) is for: the parameter of that
  /// label, or for `content:` a positional `views` slot that accepts it.
  func parameter(labelled key: String) -> Int? {
    index(of: key, in: labelKeys)
      ?? (key == "content" ? parameters.firstIndex { $0.acceptsContentLabel } : nil)
  }

  /// `parameter(labelled:)` for a label as written. One written as its key (`width`, as `.lyt`
  /// spells labels) is found without making the key: a label equal to a key that is its own
  /// key has that key.
  func parameter(written label: String) -> Int? {
    if let i = index(of: label, in: ownKeys) { return i }
    return parameter(labelled: label.nameKey)
  }

  /// The first of `keys` (`labelKeys` or `ownKeys`) equal to `key`.
  private func index(of key: String, in keys: [String?]) -> Int? {
    let length = key.utf8.count
    for i in labelLengths.indices where labelLengths[i] == length && keys[i] == key {
      return i
    }
    return nil
  }

  /// `(Double)`, `(edges, Double)`, `(top:leading:bottom:trailing:)`, `(String, width:height:)`.
  var description: String {
    if acceptsAnything { return "(...)" }
    var parts: [String] = []
    var labels = ""
    for p in parameters {
      if let label = p.label {
        labels += label + ":"
      } else {
        parts.append(p.type.displayName)
      }
    }
    if !labels.isEmpty { parts.append(labels) }
    return "(" + parts.joined(separator: ", ") + ")"
  }
}

/// Something that takes arguments: a view, a modifier, or a value form like `system(size:)`.
struct Callee: Sendable {
  /// The canonical spelling (SwiftUI's), quoted in messages.
  var name: String
  var signatures: [Signature]

  /// `'padding' takes (Double), (edges, Double), (top:leading:bottom:trailing:)`.
  var takes: String { takes(as: name) }

  /// `takes` with the callee spelled `spelling` (SwiftUI's `Toggle` in Swift source).
  func takes(as spelling: String) -> String {
    "'\(spelling)' takes " + signatures.map(\.description).joined(separator: ", ")
  }
}

/// A set of names an argument takes one or several of.
enum ChoiceSet: Sendable, Hashable {
  /// `DatePicker`'s `displayedComponents`.
  case datePickerComponents

  /// What a name of the set is called in messages.
  var what: String {
    switch self {
    case .datePickerComponents: return "date picker component"
    }
  }

  /// The names, as SwiftUI spells them.
  var names: [String] {
    switch self {
    case .datePickerComponents: return ["date", "hourAndMinute"]
    }
  }
}

/// What a `.loose` argument reads when it can: a string, a Bool, or a count (a number, or the
/// number of elements of a list: a navigation path).
enum LooseValue: Sendable, Hashable {
  case string, bool, count, number
  /// A closed or half-open range of numbers (a Slider's `in: 0...100`).
  case range

  /// The argument type it reads as.
  var type: ArgType {
    switch self {
    case .range: return .lineRange
    case .number: return .number
    case .string: return .string
    case .bool: return .bool
    case .count: return .wholeNumber
    }
  }
}

/// `Edge.Set` as a bit set.
struct Edges: OptionSet, Sendable, Hashable {
  let rawValue: UInt8
  static let top = Edges(rawValue: 1)
  static let leading = Edges(rawValue: 2)
  static let bottom = Edges(rawValue: 4)
  static let trailing = Edges(rawValue: 8)
  static let horizontal: Edges = [.leading, .trailing]
  static let vertical: Edges = [.top, .bottom]
  static let all: Edges = [.top, .leading, .bottom, .trailing]
}

extension String {
  /// The name as names are matched: lowercased. Most names are written in lowercase ASCII
  /// already (`.lyt` spells them so), and for those this is the string itself, with no new
  /// string made per name resolved.
  var nameKey: String {
    func keeps(_ byte: UInt8) -> Bool {
      byte < 0x80 && !(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }
    // Scanned in place where the bytes are contiguous (iterating `utf8` costs several times
    // more, and names are looked up several times per view).
    let plain =
      utf8.withContiguousStorageIfAvailable { $0.allSatisfy(keeps) }
      ?? utf8.allSatisfy(keeps)
    if plain { return self }
    // ASCII with capitals (Swift spells views `VStack`): lowered byte by byte, which costs a
    // fraction of Unicode's `lowercased()`.
    let ascii = utf8.withContiguousStorageIfAvailable { bytes -> String? in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      return String(unsafeUninitializedCapacity: bytes.count) { out in
        for i in bytes.indices {
          let byte = bytes[i]
          out[i] = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
        }
        return bytes.count
      }
    }
    return (ascii ?? nil) ?? lowercased()
  }
}

/// The catalog's rows for the names looked up last, by the name as written: a file repeats a
/// handful of names, and comparing a name with the one kept in its slot (the parser makes each
/// distinct name once, so an equal one compares at once) costs much less than lowercasing and
/// hashing it. It keeps only what the catalog answered for the same name, so it cannot
/// disagree with it.
struct CatalogMemo<Row: AnyObject> {
  /// Slots by the name's length in bytes plus its first byte, modulo 16 (`vstack` and
  /// `hstack`, often nested in turn, take different slots).
  private var names = [String?](repeating: nil, count: 16)
  private var rows = [Row?](repeating: nil, count: 16)

  /// The row `lookup` gives for `name`, asked once for each name kept.
  mutating func row(_ name: String, _ lookup: (String) -> Row?) -> Row? {
    let slot = (name.utf8.count &+ Int(name.utf8.first ?? 0)) & 15
    if let kept = names[slot], kept == name { return rows[slot] }
    let row = lookup(name)
    names[slot] = name
    rows[slot] = row
    return row
  }
}

/// Whether two keys are equal, lengths first: most keys compared are not the one sought, and
/// their lengths tell them apart without the full string comparison.
func sameKey(_ a: String, _ b: String) -> Bool {
  a.utf8.count == b.utf8.count && a == b
}

/// Names matched ignoring case, each with a value; `names` keeps the canonical spellings in
/// order for "did you mean" and messages.
struct NameTable<Value: Sendable>: Sendable {
  /// What the names are, for "unknown <kind> 'x'".
  let kind: String
  let names: [String]
  private let entries: [String: (canonical: String, value: Value)]

  init(_ kind: String, _ list: [(String, Value)]) {
    self.kind = kind
    names = list.map(\.0)
    var entries: [String: (canonical: String, value: Value)] = [:]
    for (name, value) in list { entries[name.nameKey] = (name, value) }
    self.entries = entries
  }

  func lookup(_ name: String) -> (canonical: String, value: Value)? {
    entries[name.nameKey]
  }

  func contains(_ name: String) -> Bool { entries[name.nameKey] != nil }
}

// MARK: - Building signatures

/// A positional parameter.
func positional(
  _ key: String, _ type: ArgType, _ defaultValue: DefaultValue? = nil, content: Bool = false
) -> Parameter {
  Parameter(
    key: key, label: nil, type: type, defaultValue: defaultValue, acceptsContentLabel: content)
}

/// A labelled parameter; its key is its label.
func labelled(_ label: String, _ type: ArgType, _ defaultValue: DefaultValue? = nil)
  -> Parameter
{
  Parameter(
    key: label, label: label, type: type, defaultValue: defaultValue, acceptsContentLabel: false)
}

func sig(_ parameters: Parameter...) -> Signature { Signature(parameters: parameters) }

let anything = Signature(parameters: [], acceptsAnything: true)

// MARK: - The catalog

enum Catalog {
  // MARK: Enum values

  /// The colours written by name as views (`red`, `systemGray5`).
  static let colors = NameTable(
    "color",
    SystemColors.table.filter { !colorsOnlyInColor.contains($0.name) }.map { ($0.name, $0.name) })
  /// Every colour of the table: also those read only inside `Color(...)`.
  static let allColors = NameTable("color", SystemColors.table.map { ($0.name, $0.name) })
  /// UIKit colours whose names are views or common component names (`label`, `link`, `bar`):
  /// read only as `Color(.label)`, `Color(uiColor: .link)`, not as bare names.
  static let colorsOnlyInColor: Set<String> = [
    "label", "link", "separator", "opaqueSeparator", "placeholderText", "bar",
  ]
  /// Of those, SwiftUI's shape styles written with a dot (`.background(.bar)`, the bars'
  /// material; `.separator`).
  static let shapeStylesOnlyDotted = NameTable(
    "color", [("bar", "bar"), ("separator", "separator")])

  static let horizontalAlignments = NameTable(
    "horizontal alignment",
    [
      ("leading", HorizontalAlignment.leading), ("center", .center), ("trailing", .trailing),
    ])

  static let verticalAlignments = NameTable(
    "vertical alignment",
    [
      ("top", VerticalAlignment.top), ("center", .center), ("bottom", .bottom),
      ("firstTextBaseline", .firstTextBaseline), ("lastTextBaseline", .lastTextBaseline),
    ])

  static let alignments = NameTable(
    "alignment",
    [
      ("center", Alignment.center), ("leading", .leading), ("trailing", .trailing),
      ("top", .top), ("bottom", .bottom), ("topLeading", .topLeading),
      ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading),
      ("bottomTrailing", .bottomTrailing),
      ("centerFirstTextBaseline", Alignment(horizontal: .center, vertical: .firstTextBaseline)),
      ("centerLastTextBaseline", Alignment(horizontal: .center, vertical: .lastTextBaseline)),
      (
        "leadingFirstTextBaseline", Alignment(horizontal: .leading, vertical: .firstTextBaseline)
      ),
      ("leadingLastTextBaseline", Alignment(horizontal: .leading, vertical: .lastTextBaseline)),
      (
        "trailingFirstTextBaseline",
        Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
      ),
      (
        "trailingLastTextBaseline", Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
      ),
    ])

  static let edges = NameTable(
    "edge",
    [
      ("top", Edges.top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing),
      ("horizontal", .horizontal), ("vertical", .vertical), ("all", .all),
    ])

  static let singleEdges = NameTable(
    "edge",
    [("top", Edges.top), ("bottom", .bottom), ("leading", .leading), ("trailing", .trailing)])

  static let textStyles = NameTable("font", TextStyle.allCases.map { ($0.rawValue, $0) })

  /// SwiftUI's `Font.Weight` names and their numeric weights.
  static let fontWeights = NameTable(
    "font weight", FontWeightNames.all.map { ($0.name, $0.weight) })

  static let fontDesigns = NameTable("font design", FontDesign.allCases.map { ($0.rawValue, $0) })
  /// `Font.Width`: `.fontWidth(...)`'s choices.
  static let fontWidths = ["compressed", "condensed", "standard", "expanded"]
  /// `.contentMargins(..., for:)`: what the margins are for.
  static let marginPlacements = ["automatic", "scrollContent", "scrollIndicators"]
  /// `.defaultScrollAnchor(_:for:)`: the roles an anchor plays.
  static let scrollAnchorRoles = ["initialOffset", "alignment", "sizeChanges"]

  static let textAlignments = NameTable(
    "text alignment",
    [("leading", TextAlignment.leading), ("center", .center), ("trailing", .trailing)])

  static let truncationModes = NameTable(
    "truncation mode",
    [("head", TruncationMode.head), ("middle", .middle), ("tail", .tail)])

  static let contentModes = NameTable(
    "content mode", [("fit", ContentMode.fit), ("fill", .fill)])

  static let dynamicTypeSizes = NameTable(
    "dynamic type size", DynamicTypeSize.allCases.map { ($0.rawValue, $0) })

  static let layoutDirections = NameTable(
    "layout direction",
    [("leftToRight", LayoutDirection.leftToRight), ("rightToLeft", .rightToLeft)])

  static let imageScales = NameTable(
    "image scale", [("small", ImageScale.small), ("medium", .medium), ("large", .large)])

  static let cornerStyles = NameTable("corner style", [("circular", 0), ("continuous", 1)])

  static let axes = NameTable(
    "axis", [("horizontal", Edges.horizontal), ("vertical", Edges.vertical)])

  static let safeAreaRegions = NameTable(
    "safe area region", [("all", 0), ("container", 1), ("keyboard", 2)])

  static let unitPoints = NameTable(
    "unit point",
    [
      ("zero", UnitPoint(x: 0, y: 0)), ("center", UnitPoint(x: 0.5, y: 0.5)),
      ("leading", UnitPoint(x: 0, y: 0.5)), ("trailing", UnitPoint(x: 1, y: 0.5)),
      ("top", UnitPoint(x: 0.5, y: 0)), ("bottom", UnitPoint(x: 0.5, y: 1)),
      ("topLeading", UnitPoint(x: 0, y: 0)), ("topTrailing", UnitPoint(x: 1, y: 0)),
      ("bottomLeading", UnitPoint(x: 0, y: 1)), ("bottomTrailing", UnitPoint(x: 1, y: 1)),
    ])

  /// Names of the environment that `if` can test, and the literals.
  static let conditions = ["compact", "regular", "iOS", "macOS", "true", "false"]

  /// SwiftUI type names that may prefix a value: `Color.red`, `Font.Weight.bold`,
  /// `Alignment.topLeading`, `Double.infinity`. Lowercased dotted paths.
  static let typePrefixes: Set<String> = [
    "color", "font", "font.weight", "font.design", "font.textstyle", "edge", "edge.set",
    "alignment", "horizontalalignment", "verticalalignment", "contentmode", "axis", "axis.set",
    "textalignment", "double", "cgfloat", "dynamictypesize", "layoutdirection",
    "text.truncationmode", "truncationmode", "image.scale", "unitpoint", "roundedcornerstyle",
    "safearearegions",
  ]

  /// Whether `path` (lowercased) is one of `typePrefixes`. Nearly every name asked about is
  /// none (`rectangle` before `.frame`), and `typePrefixShapes` says so without hashing it.
  static func isTypePrefix(_ path: String) -> Bool {
    guard let first = path.utf8.first else { return typePrefixes.contains(path) }
    let length: UInt64 = 1 << UInt64(min(path.utf8.count, 63))
    return typePrefixShapes[Int(first & 31)] & length != 0 && typePrefixes.contains(path)
  }

  /// Made from `typePrefixes`, so it cannot disagree with it: by the low five bits of a
  /// prefix's first byte, a bit for each length such prefixes have (63 for 63 and more).
  private static let typePrefixShapes: [UInt64] = {
    var shapes = [UInt64](repeating: 0, count: 32)
    for p in typePrefixes {
      shapes[Int(p.utf8.first! & 31)] |= 1 << UInt64(min(p.utf8.count, 63))
    }
    return shapes
  }()

  // MARK: Value forms with arguments

  /// `system(size: 20, weight: semibold, design: rounded)`.
  static let systemFont = Callee(
    name: "system",
    signatures: [
      sig(
        labelled("size", .number), labelled("weight", .fontWeight, .absent),
        labelled("design", .fontDesign, .absent))
    ])

  /// Modifiers of a `Font` value: `.font(title.bold())`, `.font(body.weight(semibold))`.
  static let fontModifiers: [String: Callee] = [
    "bold": Callee(name: "bold", signatures: [sig(positional("isActive", .bool, .bool(true)))]),
    "italic": Callee(
      name: "italic", signatures: [sig(positional("isActive", .bool, .bool(true)))]),
    "weight": Callee(name: "weight", signatures: [sig(positional("weight", .fontWeight))]),
  ]

  /// `alignment(horizontal: leading, vertical: firstTextBaseline)`.
  static let alignmentForm = Callee(
    name: "alignment",
    signatures: [
      sig(labelled("horizontal", .horizontalAlignment), labelled("vertical", .verticalAlignment))
    ])

  /// Grid items of `lazyVGrid(columns:)` and `lazyHGrid(rows:)`.
  static let gridItems: [String: Callee] = [
    "fixed": Callee(
      name: "fixed",
      signatures: [sig(positional("size", .number), labelled("spacing", .number, .absent))]),
    "flexible": Callee(
      name: "flexible",
      signatures: [
        sig(
          labelled("minimum", .number, .absent), labelled("maximum", .size, .absent),
          labelled("spacing", .number, .absent))
      ]),
    "adaptive": Callee(
      name: "adaptive",
      signatures: [
        sig(
          labelled("minimum", .number), labelled("maximum", .size, .absent),
          labelled("spacing", .number, .absent))
      ]),
  ]

  /// Canonical names of every built-in view and color, for "did you mean".
  static let viewNames: [String] =
    views.values.map(\.name).sorted() + colors.names

  /// Whether a name means something built in (a view, color, modifier or enum value), ignoring
  /// case: such a name in the wrong place is a type error, not an unknown name.
  static func isBuiltinName(_ name: String) -> Bool {
    let key = name.nameKey
    if views[key] != nil || colors.contains(key) || modifiers[key] != nil { return true }
    if key == "infinity" || key == "nil" || conditions.contains(key) { return true }
    if key == "system" || key == "alignment" || gridItems[key] != nil { return true }
    return allEnumNames.contains(key)
  }

  private static let allEnumNames: Set<String> = {
    var names: Set<String> = []
    func add<T>(_ table: NameTable<T>) { for n in table.names { names.insert(n.nameKey) } }
    add(alignments)
    add(horizontalAlignments)
    add(verticalAlignments)
    add(edges)
    add(textStyles)
    add(fontWeights)
    add(fontDesigns)
    add(textAlignments)
    add(truncationModes)
    add(contentModes)
    add(dynamicTypeSizes)
    add(layoutDirections)
    add(imageScales)
    add(cornerStyles)
    add(axes)
    add(safeAreaRegions)
    add(unitPoints)
    return names
  }()
}
