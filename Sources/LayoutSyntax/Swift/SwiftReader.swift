// Reads SwiftUI source as written and makes the `.lyt` syntax tree that the resolver reads for
// both languages: one vocabulary, one set of diagnostics, positions in the `.swift` file. The
// app's own code is evaluated (Evaluation/: values, expressions, calls, statements, the
// standard library, dates); what SwiftUI decides and what layout decides stay syntax. Here:
// - every `View` struct the chosen root reaches is made as an instance (`instance`): its
//   stored properties from the memberwise initialiser or its own `init`, its `body` made
//   with them, an `instance` node around it;
// - computed view properties and methods, `extension View` functions and `ViewModifier`s used
//   with `.modifier(...)` make their views where they are used;
// - view builders: `{ }` children and trailing closures, `if`/`switch` (the branch the values
//   choose; one the size class decides stays `.lyt`'s `if`), `ForEach` (its content once per
//   element), `let`, `Group`, `Text + Text`;
// - custom alignments declared as SwiftUI does become `alignment` declarations.
// The root is `--view NAME` (a View struct or a `#Preview("NAME")`), else the first
// `#Preview`, else a `PreviewProvider`'s `previews`, else `ContentView`, else the only View
// struct, else the file's top-level views (a pasted body). Action closures (a Button's,
// `.onTapGesture`'s, `Task { }`) are never run.
// This file holds the entry point, the scopes names are bound in and the lowering's state.
// Each part of the lowering is an extension in a file of its own: SwiftReader+Declarations
// (the file's types, its root, custom alignments), +Instances (view structs, inlining),
// +Environment (property wrappers, the environment), +Builders (statements, `if`, `switch`),
// +Views, +Containers (ForEach, NavigationSplitView, AsyncImage), +Modifiers (and their
// arguments), +Expressions and +Layouts (custom Layouts and Shapes).

/// Reads the SwiftUI subset of a `.swift` file.
public enum SwiftReader {
  /// The syntax tree of `source` as `.lyt` would write it, rooted at `view` (see above).
  public static func read(_ source: SourceFile, view: String? = nil) -> ParseResult {
    read(source, view: view, plainViews: true).result
  }

  /// The same, with `Date()` and `Date.now` at `now` (seconds since 1970, UTC) rather than
  /// the fixed default (Wednesday 1 January 2025, 09:41 UTC).
  public static func read(_ source: SourceFile, view: String? = nil, now: Double) -> ParseResult {
    read(source, view: view, plainViews: true, now: now).result
  }

  /// The same, with evaluation bounded by `stepLimit` steps instead of the file's own bound (a
  /// million, more for a larger file): for a harness that reads many files and must keep each
  /// fast. A file that needs more is an error at the place the steps ran out.
  public static func read(_ source: SourceFile, view: String? = nil, stepLimit: Int)
    -> ParseResult
  {
    read(source, view: view, plainViews: true, stepLimit: stepLimit).result
  }

  /// For tests: `plainViews` off lowers every statement from its Swift syntax; `stepLimit`
  /// replaces the file's. With the number of views read as plain statements.
  static func read(
    _ source: SourceFile, view: String?, plainViews: Bool, stepLimit: Int? = nil,
    now: Double = SwiftLibrary.now
  ) -> (result: ParseResult, plainViews: Int) {
    if let refused = ParseResult(refusing: source) { return (refused, 0) }
    var parser = SwiftParser(source)
    let file = parser.parseFile()
    // The parser stays: the lowering reads closures' statements as it reaches them.
    let lowering = SwiftLowering(
      source: source, file: file, parser: parser,
      stepLimit: stepLimit ?? SwiftLowering.stepLimit(forSourceBytes: source.bytes.count))
    lowering.readsPlainViews = plainViews
    lowering.now = now
    let lowered = lowering.lower(root: view)
    var result = ParseResult(file: lowered, diagnostics: lowering.allDiagnostics())
    result.customLayouts = lowering.layoutRuntime
    return (result, lowering.plainViewCount)
  }
}

/// What a name stands for while a body is lowered.
enum Bound {
  /// A value (a `let`, a parameter, `self` of an instance).
  case value(SwiftValue)
  /// Views substituted where the name is used (`self` and `content` of a modifier).
  case views([ViewSyntax])
  /// `@Environment(\.horizontalSizeClass)`: compared with `.compact` or `.regular`.
  case sizeClass
  /// `@Environment(\.dynamicTypeSize)`: its `isAccessibilitySize`, or compared with the first
  /// accessibility size.
  case dynamicTypeSize
  /// A closure parameter renamed (`{ dims in dims.width }` reads as `d.width`).
  case renamed(String)
  /// Known but without a value layout can use (`@Environment(\.colorScheme)`).
  case unavailable(String)
}

/// The names visible while a body is lowered, innermost first.
final class LoweringScope {
  let parent: LoweringScope?
  /// Read for every name lowered: no run-time exclusivity check (each cost ~50 instructions).
  /// A binding is only ever added after its value is lowered, so no access overlaps another.
  @exclusivity(unchecked) var bindings: [String: Bound]
  /// The type whose computed properties and methods are visible.
  let owner: SwiftType?
  /// `owner`'s methods by name (the first of each): a call of one is its body inlined.
  let methods: [String: SwiftFunction]

  init(parent: LoweringScope?, bindings: [String: Bound] = [:], owner: SwiftType? = nil) {
    self.parent = parent
    self.bindings = bindings
    if let owner {
      self.owner = owner
      var methods: [String: SwiftFunction] = [:]
      for case .function(let f) in owner.members where methods[f.name.text] == nil {
        methods[f.name.text] = f
      }
      self.methods = methods
    } else {
      self.owner = parent?.owner
      methods = parent?.methods ?? [:]
    }
  }

  func lookup(_ name: String) -> Bound? {
    // Most scopes bind nothing (a body's, a closure's without parameters): every view's name
    // is looked up through them, and hashing it in each cost more than the rest of the call.
    if !bindings.isEmpty, let bound = bindings[name] { return bound }
    return parent?.lookup(name)
  }

  /// Whether `name` is bound here or in a scope around, as `lookup` finds (without making a
  /// copy of what it is bound to).
  func binds(_ name: String) -> Bool {
    if !bindings.isEmpty, bindings.index(forKey: name) != nil { return true }
    return parent?.binds(name) ?? false
  }
}

/// The lowering of one file. A class: as a struct, calling one of its non-mutating methods
/// from a mutating one copied the whole value (its tables), once per modifier lowered.
final class SwiftLowering {
  let source: SourceFile
  let file: SwiftFile
  /// Reads closures' statements when they are lowered. Without run-time exclusivity checks,
  /// as the tables below: the parser is only ever used between two statements.
  @exclusivity(unchecked) var parser: SwiftParser
  /// The statements of closures lowered more than once (in inlined bodies, a ForEach over
  /// records), by the token index they start at: read each time, a property used at every
  /// level of a deep inlining was read again at each.
  var readClosures: [Int: [SwiftStatement]] = [:]
  /// The first statement of the closure at `firstClosure` (its token index), read by
  /// `isActionClosure` and found to be a view: as Swift syntax with where the next starts, or
  /// as a plain view (`plainViewStatement`). `lowerViews` starts with it rather than reading
  /// it again. Properties apart, not an optional tuple: a tuple's copies went through the
  /// runtime's generic witnesses (a tenth of the read, for plain views).
  var firstClosure = -1
  var firstStatement: SwiftStatement?
  var firstStatementEnd = 0
  var firstPlainView: SwiftPlainView?
  var diagnostics: [Diagnostic] = []

  // The tables are filled while the lowering is made, and only read after; they, `inlining`
  // and `steps` are read for every view lowered, without run-time exclusivity checks (3% of
  // the reader's instructions went to them): no access to one overlaps another.
  @exclusivity(unchecked) var viewTypes: [String: SwiftType] = [:]
  /// The names of `viewTypes`: a file declares a few, and comparing a name with each costs
  /// less than hashing it, for every view lowered.
  @exclusivity(unchecked) var viewTypeNames: [String] = []
  @exclusivity(unchecked) var modifierTypes: [String: SwiftType] = [:]
  @exclusivity(unchecked) var viewExtensions: [String: SwiftFunction] = [:]
  /// Types written against SwiftUI's `Layout` protocol: Swift code, which is not run.
  @exclusivity(unchecked) var layoutTypes: Set<String> = []
  /// Every struct, class and enum of the file by name (nested ones by their own name too).
  var typeDeclarations: [String: SwiftType] = [:]
  /// The members of each type, with its extensions' (`members(of:)`).
  var typeMembers: [String: [SwiftMember]] = [:]
  /// File-scope `let`s and `var`s, evaluated when first used (`globals`), and static
  /// properties by `Type.name`.
  var globalDeclarations: [String: SwiftLocal] = [:]
  var globals: [String: SwiftValue] = [:]
  var evaluatingGlobals: Set<String> = []
  /// File-scope functions.
  var globalFunctions: [String: SwiftFunction] = [:]
  /// The file's `struct X: Shape` types.
  var shapeTypes: Set<String> = []
  /// The runtime of the custom layouts made so far; weak, as it holds the lowering (the
  /// views that use it keep it).
  weak var layoutRuntime: SwiftLayoutRuntime?
  /// The names of the types declared at file scope, registered so far.
  var topLevelTypes: Set<String> = []
  /// The `UUID()`s made so far.
  var uuidCount = 0
  /// View structs made inside each other (bounded, as `inlining`).
  var instanceDepth = 0
  /// The scopes closures and local functions captured: a scope that binds a closure it
  /// captured (`let f = { ... }`, a local function) holds itself, so their bindings are let
  /// go when the lowering is done.
  var capturedScopes: [LoweringScope] = []

  /// `scope`, remembered as captured by a closure or function made in it.
  func capturing(_ scope: LoweringScope) -> LoweringScope {
    if capturedScopes.last !== scope { capturedScopes.append(scope) }
    return scope
  }

  /// What `Date()` and `Date.now` are (`--now`).
  var now = SwiftLibrary.now
  /// `self` as a method left it (a mutating method's changes, kept by the caller).
  var lastSelf: SwiftValue?
  /// Whether the expression being evaluated is an argument of SwiftUI's, where integer
  /// literals are CGFloat (`.frame(width: 10 / 4)` is 2.5; `let x = 10 / 4` is 2).
  var literalsAreCGFloat = false
  /// The view structs being made, outermost first, with their values.
  var instancesBeingMade: [(type: String, value: SwiftValue)] = []
  /// The objects `.environment(object)` gives the views it modifies, innermost last.
  var environmentObjects: [(type: String, value: SwiftValue)] = []

  /// Whether a builder's plain view statements are read straight into `.lyt` syntax
  /// (`plainView`); off, only to test that reading against lowering the Swift syntax.
  var readsPlainViews = true
  /// The views read so (for tests).
  var plainViewCount = 0
  /// Inlining depth (computed properties, methods, modifiers that use each other).
  @exclusivity(unchecked) var inlining = 0
  /// Views and expressions lowered in all: inlining is bounded in depth, not in breadth, so
  /// a property that uses another twice per level would otherwise make 2^64 views (a fuzz
  /// finding: a data struct whose default values build itself twice, read for minutes).
  @exclusivity(unchecked) var steps = 0
  /// The bound on `steps`: `maxSteps`, or one step per `bytesPerStep` of a larger source (a
  /// million framed views take four million steps), so that what a file may cost grows with
  /// the file, not past it.
  let stepLimit: Int
  static let maxSteps = 1_000_000
  static let bytesPerStep = 4

  static func stepLimit(forSourceBytes bytes: Int) -> Int {
    max(maxSteps, bytes / bytesPerStep)
  }

  /// Counts one view or expression lowered; false, after one error, once past `stepLimit`.
  func step(_ range: SourceRange) -> Bool {
    steps += 1
    if steps == stepLimit + 1 {
      diagnostics.append(
        .error(
          "evaluating the file takes more than \(stepLimit) steps (a loop that never ends, or "
            + "views, properties or functions that use each other many times?)", at: range))
    }
    return steps <= stepLimit
  }

  init(source: SourceFile, file: SwiftFile, parser: consuming SwiftParser, stepLimit: Int) {
    self.source = source
    self.file = file
    self.parser = parser
    self.stepLimit = stepLimit
    for type in file.types { register(type, enclosing: nil) }
    // A type's extensions' methods are called unqualified in its own methods and body.
    for (name, var type) in typeDeclarations
    where type.kind != .protocolType && (typeMembers[name]?.count ?? 0) > type.members.count {
      type.members = typeMembers[name] ?? type.members
      typeDeclarations[name] = type
      if viewTypes[name] != nil { viewTypes[name] = type }
      if modifierTypes[name] != nil { modifierTypes[name] = type }
    }
    for statement in file.statements {
      if case .binding(let local) = statement { globalDeclarations[local.name.text] = local }
    }
  }

  /// The parser's diagnostics and the lowering's, in the order of the source, once the
  /// closures no view used are read too.
  func allDiagnostics() -> [Diagnostic] {
    parser.readUnreadBodies()
    return (parser.diagnostics + diagnostics).sorted { $0.range.start < $1.range.start }
  }

  func error(_ message: String, _ range: SourceRange) {
    // Past the step limit, what fails is the limit's doing: its one error says so.
    if steps > stepLimit { return }
    if diagnostics.contains(where: { $0.range == range && $0.message == message }) { return }
    diagnostics.append(.error(message, at: range))
  }
}

extension SwiftStatement {
  var range: SourceRange {
    switch self {
    case .expression(let e): return e.range
    case .switchCases(_, _, let r), .returnValue(_, let r), .other(_, let r),
      .guardElse(_, _, let r), .whileLoop(_, _, let r), .assignment(_, _, _, let r),
      .jump(_, let r), .repeatWhile(_, _, let r):
      return r
    case .binding(let local): return local.range
    case .function(let f): return f.range
    case .labelled(let label, let inner): return label.range.union(inner.range)
    case .ifElse(let i): return i.range
    case .forIn(let f): return f.range
    }
  }
}

/// Whether `name` is `word`, its length compared first: a name is compared with a few words
/// for every view, and a comparison of two different strings calls into the runtime.
func isNamed(_ name: String, _ word: StaticString) -> Bool {
  name.utf8.count == word.utf8CodeUnitCount && name == word.description
}

/// Whether `name` starts with a lowercase letter (a function or a variable in Swift's
/// conventions, not a type): by its first byte when that is ASCII, as nearly every name's is.
func startsLowercase(_ name: String) -> Bool {
  guard let byte = name.utf8.first else { return false }
  if byte < 0x80 { return byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
  return name.first?.isLowercase == true
}
