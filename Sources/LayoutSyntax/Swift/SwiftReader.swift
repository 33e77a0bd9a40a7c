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

  /// The type of the object an `@Environment(Type.self)` or `@EnvironmentObject` property
  /// reads; nil for an environment value (`\.key`).
  func environmentObjectType(_ p: SwiftProperty) -> String? {
    if let key = p.wrapperKey, key.hasSuffix(".self") { return String(key.dropLast(5)) }
    if p.wrapper == "EnvironmentObject", let type = p.type {
      return type.hasSuffix("?") ? String(type.dropLast()) : type
    }
    return nil
  }

  /// An environment value that is the same in every run (`\.colorScheme` is `.light`: layoutc
  /// draws light pictures); nil for one that depends on the run or is not known.
  func environmentValue(_ key: String?) -> SwiftValue? {
    switch key {
    case "colorScheme":
      return .enumCase(SwiftEnumCase(type: "ColorScheme", name: "light", payload: []))
    case "isEnabled": return .bool(true)
    case "locale", "calendar", "timeZone": return nil
    default: return nil
    }
  }
  /// Whether a builder's plain view statements are read straight into `.lyt` syntax
  /// (`plainView`); off, only to test that reading against lowering the Swift syntax.
  var readsPlainViews = true
  /// The views read so (for tests).
  private(set) var plainViewCount = 0
  /// Inlining depth (computed properties, methods, modifiers that use each other).
  @exclusivity(unchecked) var inlining = 0
  /// Views and expressions lowered in all: inlining is bounded in depth, not in breadth, so
  /// a property that uses another twice per level would otherwise make 2^64 views (a fuzz
  /// finding: a data struct whose default values build itself twice, read for minutes).
  @exclusivity(unchecked) var steps = 0
  /// The bound on `steps`: `maxSteps`, or one step per `bytesPerStep` of a larger source (a
  /// million framed views take four million steps), so that what a file may cost grows with
  /// the file, not past it.
  private let stepLimit: Int
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

  /// A type's members, its extensions' included.
  func members(of type: String) -> [SwiftMember] {
    let own = typeMembers[type] ?? []
    // Then the default implementations of the protocols it conforms to (in extensions).
    guard let declared = typeDeclarations[type], !declared.conformances.isEmpty else { return own }
    var all = own
    for conformance in declared.conformances where conformance != type {
      all += typeMembers[conformance] ?? []
    }
    return all
  }

  /// A property of a type (the first of the name).
  func property(_ name: String, of type: String) -> SwiftProperty? {
    for case .property(let p) in members(of: type) where p.name.text == name { return p }
    return nil
  }

  /// A method of a type (the first of the name).
  func method(_ name: String, of type: String) -> SwiftFunction? {
    for case .function(let f) in members(of: type) where f.name.text == name { return f }
    return nil
  }

  /// The file's `struct X: Shape` types.
  var shapeTypes: Set<String> = []

  /// The runtime of the custom layouts made so far; weak, as it holds the lowering (the
  /// views that use it keep it).
  weak var layoutRuntime: SwiftLayoutRuntime?

  /// The names of the types declared at file scope, registered so far.
  var topLevelTypes: Set<String> = []

  func register(_ type: SwiftType, enclosing: String?) {
    let name = type.name.text
    if type.kind == .extensionOf {
      if name == "View" {
        for case .function(let f) in type.members { viewExtensions[f.name.text] = f }
      } else if name.isEmpty {
        // A file-scope function.
        for case .function(let f) in type.members { globalFunctions[f.name.text] = f }
      } else {
        typeMembers[name, default: []] += type.members
      }
    } else {
      if let earlier = typeDeclarations[name] {
        // As swiftc says it: two files of a module each declaring the type is no choice to
        // make silently.
        if enclosing == nil, earlier.name.range != type.name.range, topLevelTypes.contains(name) {
          error(
            "invalid redeclaration of '\(name)' (first declared at "
              + "\(source.describe(earlier.name.range.start)))", type.name.range)
        }
      } else {
        typeDeclarations[name] = type
      }
      if enclosing == nil { topLevelTypes.insert(name) }
      // A protocol's own members are requirements; its extensions' are what types get.
      if type.kind != .protocolType {
        typeMembers[name, default: []] = type.members + (typeMembers[name] ?? [])
      }
      if type.conformances.contains("View") {
        if viewTypes.updateValue(type, forKey: name) == nil { viewTypeNames.append(name) }
      } else if type.conformances.contains("ViewModifier") {
        modifierTypes[name] = type
      } else if type.conformances.contains("Layout") {
        layoutTypes.insert(name)
      } else if type.conformances.contains("Shape") || type.conformances.contains("InsettableShape")
      {
        shapeTypes.insert(name)
      }
    }
    for case .type(let nested) in type.members { register(nested, enclosing: name) }
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

  // MARK: The file

  func lower(root name: String?) -> FileSyntax {
    let declarations: [DeclarationSyntax] = customAlignments().map { .alignment($0) }
    let root = rootView(name, LoweringScope(parent: nil))
    defer {
      // Closures bound in the scopes they captured: the cycles are broken here.
      for scope in capturedScopes { scope.bindings = [:] }
      capturedScopes = []
      globals = [:]
    }
    // Past the step limit the views made so far are a fragment, up to a million of them:
    // the limit's error is the result, not their resolution.
    return FileSyntax(declarations: declarations, root: steps > stepLimit ? nil : root)
  }

  func rootView(_ name: String?, _ scope: LoweringScope) -> ViewSyntax? {
    if let name {
      if let preview = file.previews.first(where: { $0.name == name }) {
        return group(lowerViews(preview.body, scope), preview.range)
      }
      if let type = viewTypes[name] { return instance(of: type) }
      let known = viewTypes.keys.sorted() + file.previews.compactMap(\.name)
      error(
        "no View struct or #Preview named '\(name)'"
          + (known.isEmpty
            ? "" : "; the file has " + known.map { "'\($0)'" }.joined(separator: ", ")),
        SourceRange(0, 0))
      return nil
    }
    if let preview = file.previews.first {
      return group(lowerViews(preview.body, scope), preview.range)
    }
    for type in file.types where type.conformances.contains("PreviewProvider") {
      for case .property(let p) in type.members where p.name.text == "previews" {
        if let getter = p.getter { return group(lowerViews(getter, scope), p.range) }
      }
    }
    if let content = viewTypes["ContentView"] { return instance(of: content) }
    if viewTypes.count == 1, let only = viewTypes.values.first { return instance(of: only) }
    let views = file.statements.filter {
      if case .binding = $0 { return false }
      return true
    }
    if !views.isEmpty {
      let range = views.first!.range.union(views.last!.range)
      return group(lowerViews(views, scope), range)
    }
    if viewTypes.isEmpty {
      error("no view to lay out: the file has no View struct, #Preview or views", SourceRange(0, 0))
    } else {
      error(
        "several View structs and no #Preview: choose one with --view ("
          + viewTypes.keys.sorted().joined(separator: ", ") + ")", SourceRange(0, 0))
    }
    return nil
  }

  /// `Name()`: a view struct used with its properties' defaults.
  func instance(of type: SwiftType) -> ViewSyntax? {
    instance(type, [], type.name, type.name.range, LoweringScope(parent: nil))
  }

  /// Whether the file declares a View struct `name`.
  func isViewType(_ name: String) -> Bool {
    viewTypeNames.count > 8 ? viewTypes[name] != nil : viewTypeNames.contains(name)
  }

  /// Several views as one: a `group` (transparent), or the view itself.
  func group(_ views: [ViewSyntax], _ range: SourceRange) -> ViewSyntax {
    if views.count == 1 { return views[0] }
    let name = Identifier("Group", range: SourceRange(range.start, range.start))
    return ViewSyntax(
      primary: .named(
        NamedViewSyntax(
          name: name, children: ChildrenSyntax(views: views, range: range), range: range)),
      modifiers: [], range: range)
  }

  // MARK: Instances of view structs

  /// `Name(args)` of a view struct: an instance with its stored properties from the
  /// arguments (the memberwise initialiser, or its own `init`) and their defaults, and its
  /// body's views made with them.
  func instance(
    _ type: SwiftType, _ args: [SwiftArgument], _ callee: Identifier, _ range: SourceRange,
    _ scope: LoweringScope
  ) -> ViewSyntax? {
    let name = type.name.text
    guard inlining + instanceDepth < 64 else {
      error(
        "views that use each other more than 64 deep (a view that contains itself?)", callee.range)
      return nil
    }
    let inner = LoweringScope(parent: nil, owner: type)
    var stored: [SwiftProperty] = []
    for p in storedProperties(of: name) {
      switch p.wrapper {
      case "Environment", "EnvironmentObject":
        if p.wrapperKey == "horizontalSizeClass" {
          inner.bindings[p.name.text] = .sizeClass
        } else if p.wrapperKey == "dynamicTypeSize" {
          inner.bindings[p.name.text] = .dynamicTypeSize
        } else if let objectType = environmentObjectType(p) {
          // `@Environment(Store.self)`, `@EnvironmentObject var store: Store`: the object an
          // ancestor's `.environment(_:)` gives.
          guard let object = environmentObjects.last(where: { $0.type == objectType }) else {
            error(
              "no '\(objectType)' in the environment here: SwiftUI needs an ancestor's .environment(\(objectType)(...)) (or .environmentObject)",
              p.range)
            return nil
          }
          inner.bindings[p.name.text] = .value(object.value)
        } else if let value = environmentValue(p.wrapperKey) {
          inner.bindings[p.name.text] = .value(value)
        } else {
          inner.bindings[p.name.text] = .unavailable(
            p.wrapperKey.map { "@Environment(\\.\($0))" } ?? "@\(p.wrapper!)")
        }
      case "FocusState", "Namespace", "AccessibilityFocusState", "GestureState":
        inner.bindings[p.name.text] = .value(.null)
      default:
        stored.append(p)
      }
    }
    // The arguments: a trailing closure is the last closure property's (`content`).
    var values: [SwiftValue] = []
    var labels: [String?] = []
    for a in args {
      var label = a.label?.text
      if a.isTrailingClosure, a.label == nil {
        if let initializer = method("init", of: name) {
          // The init's last closure parameter.
          label =
            initializer.parameters.last(where: { p in
              p.isViewBuilder || (p.type?.contains("->") ?? false)
            })?.label
        } else {
          label =
            stored.last(where: { p in
              p.type.map { $0.contains("->") || $0 == "Content" } ?? false
            })?.name.text
        }
      }
      let p = stored.first { $0.name.text == label }
      values.append(converted(evaluate(a.value, scope, expecting: p?.type), to: p?.type).stored)
      labels.append(label)
    }
    // Not `inlining`: a body is read as written each time (plain views read directly).
    instanceDepth += 1
    defer { instanceDepth -= 1 }
    var instance = SwiftRecord(type: name, names: [], values: [])
    let typeScope = LoweringScope(parent: nil, owner: type)
    for p in stored {
      if let initial = p.initialValue {
        var value = converted(evaluate(initial, typeScope, expecting: p.type), to: p.type).stored
        if p.wrapper == "ScaledMetric" {
          // `@ScaledMetric var size = 64`: the value as the text style scales it (`.lyt`'s
          // `scaledMetric(64, relativeTo: body)`).
          value = .residual(
            scaledMetric(syntax(of: value, initial.range), relativeTo: p.wrapperKey, p.name.range))
        }
        instance[p.name.text] = value
      }
    }
    if let initializer = method("init", of: name) {
      let initScope = LoweringScope(parent: nil, owner: type)
      initScope.bindings["self"] = .value(.record(instance))
      for (key, bound) in inner.bindings { initScope.bindings[key] = bound }
      guard bind(initializer.parameters, values, labels, into: initScope, name, range) else {
        return nil
      }
      _ = run(initializer.body, initScope)
      if case .value(.record(let made))? = initScope.lookup("self") { instance = made }
    } else {
      // The memberwise initialiser: a label per stored property, in their order.
      let takes =
        "'\(name)' takes ("
        + stored.map { p in
          p.name.text + (p.initialValue.map { ": " + source.text($0.range) } ?? "")
        }.joined(separator: ", ") + ")"
      for (i, label) in labels.enumerated() where !stored.contains(where: { $0.name.text == label })
      {
        let at = args[i].label?.range ?? args[i].range
        error("unknown argument '\(label ?? "_"):' for '\(name)'; \(takes)", at)
        return nil
      }
      var next = 0
      for p in stored {
        if next < values.count, labels[next] == p.name.text {
          instance[p.name.text] = values[next]
          next += 1
        } else if instance[p.name.text] == nil {
          if p.type?.hasSuffix("?") == true {
            instance[p.name.text] = .null
          } else {
            error("missing argument '\(p.name.text)' for '\(name)'; \(takes)", callee.range)
            return nil
          }
        }
      }
      if next < values.count {
        error(
          "argument '\(labels[next] ?? "_"):' is out of order for '\(name)'; \(takes)",
          args[next].range)
        return nil
      }
    }
    // The same view with the same values inside itself never ends (its body is the same
    // each time): an error now, not after the step limit's million views.
    let made = SwiftValue.record(instance)
    if let outer = instancesBeingMade.firstIndex(where: {
      $0.type == name && swiftEquals($0.value, made) == true
    }) {
      let path = instancesBeingMade[outer...].map(\.type) + [name]
      error(
        "'\(name)' contains itself (\(path.joined(separator: " > "))): its body never ends",
        callee.range)
      return nil
    }
    instancesBeingMade.append((name, made))
    defer { instancesBeingMade.removeLast() }
    inner.bindings["self"] = .value(made)
    guard let body = property("body", of: name)?.getter else {
      error("'\(name)' has no 'var body: some View'", type.name.range)
      return nil
    }
    let views = lowerViews(body, inner)
    return ViewSyntax(
      primary: .instance(
        InstanceSyntax(name: callee, body: ChildrenSyntax(views: views, range: range), range: range)
      ),
      modifiers: [], range: range)
  }

  /// `scaledMetric(value, relativeTo: style)` as `.lyt` writes it.
  func scaledMetric(_ value: ExprSyntax, relativeTo style: String?, _ range: SourceRange)
    -> ExprSyntax
  {
    var arguments = [ArgumentSyntax(label: nil, value: value, range: value.range)]
    if let style {
      let name = Identifier(style, range: range)
      arguments.append(
        ArgumentSyntax(
          label: Identifier("relativeTo", range: range), value: chain(name, range), range: range))
    }
    return .chain(
      of: NamedViewSyntax(
        name: Identifier("scaledMetric", range: range),
        arguments: ArgumentListSyntax(arguments: arguments, range: range), range: range))
  }

  // MARK: Custom alignments

  /// `enum X: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { ... } }`
  /// and `static let name = VerticalAlignment(X.self)` in an extension.
  func customAlignments() -> [AlignmentDeclSyntax] {
    var identifiers: [String: SwiftFunction] = [:]
    func collect(_ type: SwiftType) {
      if type.conformances.contains("AlignmentID") {
        for case .function(let f) in type.members where f.name.text == "defaultValue" {
          identifiers[type.name.text] = f
        }
      }
      for case .type(let nested) in type.members { collect(nested) }
    }
    for type in file.types { collect(type) }
    var result: [AlignmentDeclSyntax] = []
    for type in file.types where type.kind == .extensionOf {
      let axis: String
      switch type.name.text {
      case "VerticalAlignment": axis = "vertical"
      case "HorizontalAlignment": axis = "horizontal"
      default: continue
      }
      for case .property(let p) in type.members where p.isStatic {
        // `VerticalAlignment(X.self)`
        guard case .call(_, let args, _)? = p.initialValue, args.count == 1,
          case .member(.name(let id), let member, _) = args[0].value, member.text == "self"
        else { continue }
        var defaultValue: ExprSyntax?
        if let f = identifiers[id.text] {
          let scope = LoweringScope(parent: nil)
          if let d = f.parameters.first { scope.bindings[d.name.text] = .renamed("d") }
          defaultValue = singleExpression(f.body).map { lowerExpr($0, scope) }
        } else {
          error("no AlignmentID type named '\(id.text)' in this file", id.range)
        }
        result.append(
          AlignmentDeclSyntax(
            name: p.name, axis: Identifier(axis, range: type.name.range),
            defaultValue: defaultValue, range: p.range))
      }
    }
    return result
  }

  /// The value of a body that is one expression (`{ d[.top] }` or `{ return d[.top] }`).
  func singleExpression(_ body: [SwiftStatement]) -> SwiftExpr? {
    guard body.count == 1 else { return nil }
    switch body[0] {
    case .expression(let e): return e
    case .returnValue(let e?, _): return e
    default: return nil
    }
  }

  // MARK: View builders

  func lowerViews(_ statements: [SwiftStatement], _ outer: LoweringScope)
    -> [ViewSyntax]
  {
    // The builder's own scope is made at its first `let`: most bind nothing, and every name
    // used in them would be looked up through it.
    var scope = outer
    var views: [ViewSyntax] = []
    views.reserveCapacity(statements.count)
    for statement in statements {
      lowerStatement(statement, &scope, outer, into: &views)
    }
    return views
  }

  /// A closure's views, its statements read one at a time as they are lowered; in a body
  /// that is inlined (lowered once for each use), read once and kept.
  func lowerViews(_ closure: SwiftClosure, _ outer: LoweringScope) -> [ViewSyntax] {
    if inlining > 0 { return lowerViews(statements(of: closure), outer) }
    var scope = outer
    var views: [ViewSyntax] = []
    // Room for a small builder's views up front (a statement is a dozen tokens or so): grown
    // from empty, ten views were allocated five times.
    views.reserveCapacity(min((closure.body.end - closure.body.start) / 12 + 1, 16))
    var cursor = closure.body.start
    if firstClosure == closure.body.start {
      firstClosure = -1
      if let statement = firstStatement.take() {
        cursor = firstStatementEnd
        lowerStatement(statement, &scope, outer, into: &views)
      } else if let first = firstPlainView.take() {
        let end = first.end
        if let view = plainView(first, scope) {
          cursor = end
          views.append(view)
        }
      }
    }
    while true {
      if readsPlainViews, let plain = parser.plainViewStatement(of: closure.body, from: cursor) {
        let end = plain.end
        if let view = plainView(plain, scope) {
          cursor = end
          views.append(view)
          continue
        }
      }
      guard let statement = parser.statement(of: closure.body, from: &cursor) else { break }
      lowerStatement(statement, &scope, outer, into: &views)
    }
    return views
  }

  /// The view of a plain statement (`SwiftParser.plainViewStatement`), as `lowerView` lowers
  /// it, when its names are plain in `scope`: the view is not one `call` makes of something
  /// else (a method of the struct, a bound name, a custom Layout, `ForEach`,
  /// `GeometryReader`), nor is a modifier one `apply` makes of something else (an
  /// `extension View` function, `.modifier`, `.environment`). Nil otherwise, and past the
  /// step limit (where the statement is read as any other, for the error).
  func plainView(_ plain: consuming SwiftPlainView, _ scope: LoweringScope) -> ViewSyntax? {
    let name = plain.name.text
    if !scope.methods.isEmpty, scope.methods[name] != nil { return nil }
    for modifier in plain.modifiers {
      let name = modifier.name.text
      if isNamed(name, "modifier") || isNamed(name, "environment") { return nil }
      if !viewExtensions.isEmpty, viewExtensions[name] != nil { return nil }
    }
    let modifierSteps = plain.modifierArguments
    guard !scope.binds(name), layoutTypes.isEmpty || !layoutTypes.contains(name),
      shapeTypes.isEmpty || !shapeTypes.contains(name), !isViewType(name),
      !isNamed(name, "Task"),
      !isNamed(name, "Text")
        || !(plain.arguments?.arguments.contains { $0.label?.text == "format" } ?? false),
      !isNamed(name, "ForEach"), !isNamed(name, "GeometryReader"),
      steps + plain.headSteps + (plain.content == nil ? modifierSteps : 0) <= stepLimit
    else { return nil }
    steps += plain.headSteps
    plainViewCount += 1
    var kids: ChildrenSyntax?
    var modifiers = plain.modifiers
    if let content = plain.content {
      // The content's views, then each modifier's arguments, as `lowerView` counts them. A
      // Button's closure is its action (`call` reads one with `action:`).
      if isNamed(name, "Button") {
        // Its action.
      } else if Self.contentOnly.contains(name) || !isActionClosure(content, scope) {
        kids = children(lowerViews(content, scope), content.range)
      }
      if steps + modifierSteps <= stepLimit {
        steps += modifierSteps
      } else {
        modifiers = modifiers.map(stepThroughArguments)
      }
    } else {
      steps += modifierSteps
    }
    let head = NamedViewSyntax(
      name: plain.name, arguments: plain.arguments, children: kids, range: plain.callRange)
    return named(head, modifiers: modifiers, plain.range)
  }

  /// `modifier` with a step counted for each argument, as `lowerExpr` counts it: a value past
  /// the limit is missing (and the first is the error).
  func stepThroughArguments(_ modifier: ModifierSyntax) -> ModifierSyntax {
    guard let list = modifier.arguments else { return modifier }
    let arguments = list.arguments.map { argument in
      step(argument.value.range)
        ? argument
        : ArgumentSyntax(
          label: argument.label, value: .missing(argument.value.range), range: argument.range)
    }
    return ModifierSyntax(
      name: modifier.name, arguments: ArgumentListSyntax(arguments: arguments, range: list.range),
      range: modifier.range)
  }

  /// The statements of a closure, read the first time they are asked for.
  func statements(of closure: SwiftClosure) -> [SwiftStatement] {
    if let read = readClosures[closure.body.start] { return read }
    let read = parser.statements(of: closure.body)
    readClosures[closure.body.start] = read
    return read
  }

  /// One statement of a builder: its views appended to `views`; a `let` bound in `scope`,
  /// made at the first (from `outer`).
  func lowerStatement(
    _ statement: consuming SwiftStatement, _ scope: inout LoweringScope, _ outer: LoweringScope,
    into views: inout [ViewSyntax]
  ) {
    switch consume statement {
    case .expression(let e):
      lowerView(e, scope, into: &views)
    case .returnValue(let e?, _):
      lowerView(e, scope, into: &views)
    case .returnValue(nil, _):
      break
    case .binding(let first):
      // A `let` in a builder: its value, where it is used.
      if scope === outer { scope = LoweringScope(parent: outer) }
      bind(first, in: scope)
    case .function(let f):
      if scope === outer { scope = LoweringScope(parent: outer) }
      scope.bindings[f.name.text] = .value(.function(.local(f, capturing(scope))))
    case .repeatWhile(_, _, let range):
      error("'repeat' is not view code: a view builder holds views", range)
    case .ifElse(let branch):
      lowerIf(branch, scope, into: &views)
    case .switchCases(let subjectExpr, let cases, let range):
      let subject = evaluate(subjectExpr, scope)
      if subject.isResidual {
        if let view = lowerSwitch(subjectExpr, cases[...], range, scope) { views.append(view) }
        return
      }
      for c in cases {
        let inner = LoweringScope(parent: scope)
        if matches(c, subject, inner) {
          views += lowerViews(c.body, inner)
          return
        }
      }
      error("no case of this switch matches \(subject.swiftDescription)", range)
    case .guardElse(_, _, let range):
      error("'guard' is not view code: a view builder holds views", range)
    case .whileLoop(_, _, let range):
      error("'while' is not view code: a view builder holds views", range)
    case .assignment(_, _, _, let range):
      error("an assignment is not view code: a view builder holds views", range)
    case .jump(let word, let range):
      error("'\(word)' is not view code: a view builder holds views", range)
    case .labelled(_, let inner):
      lowerStatement(inner, &scope, outer, into: &views)
    case .forIn(let loop):
      error("a 'for' loop is not view code: use ForEach", loop.range)
    case .other(let what, let range):
      error("\(what) is not view code: a view builder holds views", range)
    }
  }

  /// An `if` among views: the branch its conditions choose, evaluated; a condition known only
  /// at layout (the size class) stays an `if` of `.lyt`.
  func lowerIf(_ branch: SwiftIf, _ scope: LoweringScope, into views: inout [ViewSyntax]) {
    let inner = LoweringScope(parent: scope)
    var residual = false
    var holdsAll = true
    for c in branch.conditions {
      if case .expression(let e) = c {
        let value = evaluateCondition(e, inner)
        if value.isResidual {
          residual = true
          continue
        }
        guard case .bool(let b) = value else {
          error("a condition must be a Bool, not a \(value.typeName)", e.range)
          return
        }
        if !b { holdsAll = false }
      } else if !residual, holdsAll {
        switch holds([c], inner) {
        case true?: break
        case false?: holdsAll = false
        case nil: return
        }
      }
    }
    if !residual || !holdsAll {
      if holdsAll {
        views += lowerViews(branch.then, inner)
      } else if let otherwise = branch.otherwise {
        views += lowerViews(otherwise, LoweringScope(parent: scope))
      }
      return
    }
    views.append(lowerResidualIf(branch, inner))
  }

  /// An `if` whose condition layout decides: `.lyt`'s `if`, both branches lowered.
  func lowerResidualIf(_ branch: SwiftIf, _ scope: LoweringScope) -> ViewSyntax {
    var condition: ExprSyntax?
    for case .expression(let c) in branch.conditions {
      let lowered = lowerCondition(c, scope)
      condition =
        condition.map {
          .binary(op: "&&", lhs: $0, rhs: lowered, range: $0.range.union(lowered.range))
        } ?? lowered
    }
    let then = children(lowerViews(branch.then, scope), branch.range)
    let otherwise = branch.otherwise.map { children(lowerViews($0, scope), branch.range) }
    return ViewSyntax(
      primary: .ifElse(
        IfSyntax(
          condition: condition ?? .missing(branch.range), then: then, otherwise: otherwise,
          range: branch.range)),
      modifiers: [], range: branch.range)
  }

  /// `switch` as `if subject == a || subject == b < ... > else < ... >`.
  func lowerSwitch(
    _ subject: SwiftExpr, _ cases: ArraySlice<SwiftCase>, _ range: SourceRange,
    _ scope: LoweringScope
  ) -> ViewSyntax? {
    guard let first = cases.first else { return nil }
    let body = children(lowerViews(first.body, scope), first.range)
    if first.patterns.isEmpty {
      return group(body.views, first.range)
    }
    var condition: ExprSyntax?
    for pattern in first.patterns {
      let test = lowerCondition(
        .binary("==", subject, pattern, subject.range.union(pattern.range)), scope)
      condition =
        condition.map { .binary(op: "||", lhs: $0, rhs: test, range: $0.range.union(test.range)) }
        ?? test
    }
    let rest = lowerSwitch(subject, cases.dropFirst(), range, scope)
    return ViewSyntax(
      primary: .ifElse(
        IfSyntax(
          condition: condition!, then: body,
          otherwise: rest.map { ChildrenSyntax(views: [$0], range: $0.range) }, range: first.range)),
      modifiers: [], range: first.range)
  }

  /// A condition: the size class compared with `.compact` or `.regular` becomes `.lyt`'s
  /// `compact`/`regular`; the rest as expressions.
  func lowerCondition(_ e: SwiftExpr, _ scope: LoweringScope) -> ExprSyntax {
    sizeClassTest(e, scope) ?? lowerExpr(e, scope)
  }

  /// `sizeClass == .compact` as `compact`; nil for any other expression.
  func sizeClassTest(_ e: SwiftExpr, _ scope: LoweringScope) -> ExprSyntax? {
    if let test = dynamicTypeTest(e, scope) { return test }
    if case .binary(let op, let lhs, let rhs, let range) = e, op == "==" || op == "!=" {
      var sizeClass: SwiftExpr?
      var value: SwiftExpr?
      if case .name(let n) = lhs, case .sizeClass? = scope.lookup(n.text) {
        (sizeClass, value) = (lhs, rhs)
      } else if case .name(let n) = rhs, case .sizeClass? = scope.lookup(n.text) {
        (sizeClass, value) = (rhs, lhs)
      }
      if sizeClass != nil {
        guard case .implicitMember(let member, _)? = value,
          member.text == "compact" || member.text == "regular"
        else {
          error("a size class compares with '.compact' or '.regular'", range)
          return .missing(range)
        }
        let compact = (member.text == "compact") == (op == "==")
        return chain(Identifier(compact ? "compact" : "regular", range: range), range)
      }
    }
    return nil
  }

  /// `dynamicTypeSize.isAccessibilitySize`, `dynamicTypeSize >= .accessibility1` (and the
  /// comparisons that say the same) as `.lyt`'s `accessibilitySize`; nil for any other
  /// expression. Other comparisons are an error: the screen's size decides only that split.
  func dynamicTypeTest(_ e: SwiftExpr, _ scope: LoweringScope) -> ExprSyntax? {
    func isSize(_ e: SwiftExpr) -> Bool {
      if case .name(let n) = e, case .dynamicTypeSize? = scope.lookup(n.text) { return true }
      return false
    }
    let range = e.range
    let accessible = chain(Identifier("accessibilitySize", range: range), range)
    switch e {
    case .member(let base, let m, _) where isSize(base) && m.text == "isAccessibilitySize":
      return accessible
    case .binary(let op, let lhs, let rhs, _) where isSize(lhs) || isSize(rhs):
      let (size, flipped) = isSize(lhs) ? (rhs, false) : (lhs, true)
      // `x >= .accessibility1` with x on the left; flipped, the operator turns round.
      let ops = ["<": ">", ">": "<", "<=": ">=", ">=": "<="]
      let relation = flipped ? ops[op] ?? op : op
      guard case .implicitMember(let name, _) = size else { break }
      switch (relation, name.text) {
      case (">=", "accessibility1"), (">", "xxxLarge"):
        return accessible
      case ("<", "accessibility1"), ("<=", "xxxLarge"):
        return .unary(op: "!", operand: accessible, range: range)
      default:
        break
      }
      error(
        "layoutc decides the Dynamic Type size only as 'isAccessibilitySize' or compared with '.accessibility1'",
        range)
      return .missing(range)
    default:
      break
    }
    return nil
  }

  func children(_ views: [ViewSyntax], _ range: SourceRange) -> ChildrenSyntax {
    ChildrenSyntax(views: views, range: range)
  }

  /// One view expression (a view with its modifiers, or several: an inlined property), its
  /// views appended to `views`: a builder's views are collected in one array (an array per
  /// view was an allocation, a copy and a free).
  func lowerView(_ e: SwiftExpr, _ scope: LoweringScope, into views: inout [ViewSyntax]) {
    guard step(e.range) else { return }
    guard inlining < 64 else {
      error(
        "views that use each other more than 64 deep (a property or method calling itself?)",
        e.range)
      return
    }
    if let (type, member, args, range) = staticView(e) {
      // `ContentUnavailableView.search(text:)`: the view with its flag set.
      let flag = SwiftArgument(
        label: member, value: .name(Identifier("true", range: member.range)), range: member.range)
      call(type, [flag] + (args ?? []), range, scope, into: &views)
      return
    }
    switch e {
    case .call(.member(let base, let name, _), _, let range)
    where insetShape(base, name, scope) != nil:
      // `Ring().inset(by: 4)` of an `InsettableShape` of the file: its own `inset(by:)` makes
      // the shape that is drawn.
      let made = evaluate(e, scope)
      guard case .record(let shape) = made else { return }
      let type = Identifier(shape.type, range: insetShape(base, name, scope)!)
      if let view = customLayoutView(type, made, range, [], range, shape: true) {
        views.append(view)
      }
    case .call(.member(let base, let name, _), let args, let range):
      modified(base, name, args, range, scope, into: &views)
    case .member(let base, let name, let range):
      if case .name(let type) = base, !isViewName(type.text, scope) {
        // `Color.red`: a value of a type, read as `.lyt` reads it (the prefix is dropped).
        views.append(
          named(
            NamedViewSyntax(name: type, range: type.range), modifiers: [modifier(name, nil, range)],
            range))
        return
      }
      modified(base, name, nil, range, scope, into: &views)
    case .call(.name(let callee), let args, let range):
      call(callee, args, range, scope, into: &views)
    case .name(let n):
      views += name(n, scope)
    case .binary("+", _, _, let range):
      // `Text("a") + Text("b").bold()`: one text of runs.
      var runs: [ViewSyntax] = []
      func flatten(_ e: SwiftExpr) {
        if case .binary("+", let a, let b, _) = e {
          flatten(a)
          flatten(b)
        } else {
          lowerView(e, scope, into: &runs)
        }
      }
      flatten(e)
      let text = Identifier("Text", range: SourceRange(range.start, range.start))
      views.append(
        named(
          NamedViewSyntax(name: text, children: children(runs, range), range: range), modifiers: [],
          range))
    case .ternary(let c, let a, let b, let range):
      let branch = SwiftIf(
        conditions: [.expression(c)], then: [.expression(a)], otherwise: [.expression(b)],
        range: range)
      lowerIf(branch, scope, into: &views)
    case .paren(let elements, _) where elements.count == 1:
      lowerView(elements[0].value, scope, into: &views)
    case .invalid:
      // Reported by the parser.
      break
    default:
      error("expected a view", e.range)
    }
  }

  /// SwiftUI's views made by a static member (`ContentUnavailableView.search`): read as the
  /// view with a flag argument of the member's name.
  private static let staticViews: [String: Set<String>] = ["ContentUnavailableView": ["search"]]

  func staticView(_ e: SwiftExpr) -> (
    Identifier, Identifier, [SwiftArgument]?, SourceRange
  )? {
    switch e {
    case .member(.name(let type), let member, let range)
    where Self.staticViews[type.text]?.contains(member.text) == true:
      return (type, member, nil, range)
    case .call(.member(.name(let type), let member, _), let args, let range)
    where Self.staticViews[type.text]?.contains(member.text) == true:
      return (type, member, args, range)
    default:
      return nil
    }
  }

  func named(_ head: NamedViewSyntax, modifiers: [ModifierSyntax], _ range: SourceRange)
    -> ViewSyntax
  {
    ViewSyntax(primary: .named(head), modifiers: modifiers, range: range)
  }

  func modifier(_ name: Identifier, _ arguments: ArgumentListSyntax?, _ range: SourceRange)
    -> ModifierSyntax
  {
    ModifierSyntax(swift: name, arguments: arguments, end: range.end, in: source.bytes)
  }

  func isViewName(_ name: String, _ scope: LoweringScope) -> Bool {
    if isViewType(name) || scope.lookup(name) != nil { return true }
    // SwiftUI's value types are spelled as prefixes of their values.
    return ![
      "Color", "Font", "Edge", "Alignment", "HorizontalAlignment", "VerticalAlignment",
      "UnitPoint", "Double", "CGFloat", "Axis", "ContentMode", "TextAlignment",
    ].contains(name)
  }

  /// `base.name(args)`: a modifier, an `extension View` function, or `.modifier(M())`; its
  /// views appended to `views`.
  func modified(
    _ base: SwiftExpr, _ name: Identifier, _ args: [SwiftArgument]?, _ range: SourceRange,
    _ scope: LoweringScope, into views: inout [ViewSyntax]
  ) {
    let mark = views.count
    // The whole chain `v.a().b()` at once: lowered a modifier a level, each level copied the
    // modifiers before it (a chain of 8,000 took 0.6 s). The steps are counted as
    // `lowerView` counts them, outermost first, and the modifiers applied innermost first.
    guard modifierLink(base, scope) != nil else {
      // One modifier (most views have one or none): no list of links to make.
      let object = environmentObject(name, args, scope)
      if let object { environmentObjects.append(object) }
      lowerView(base, scope, into: &views)
      if object != nil {
        environmentObjects.removeLast()
        return
      }
      guard views.count > mark else { return }
      apply(name, args, range, to: &views, from: mark, after: base, scope)
      return
    }
    var chain = [(base: base, name: name, args: args, range: range)]
    var innermost = base
    while let link = modifierLink(innermost, scope) {
      guard step(innermost.range) else { return }
      chain.append(link)
      innermost = link.base
    }
    // `.environment(store)`: the object for the views inside, not a modifier.
    let depth = environmentObjects.count
    var objects: Set<Int> = []
    for (i, link) in chain.enumerated().reversed() {
      if let object = environmentObject(link.name, link.args, scope) {
        environmentObjects.append(object)
        objects.insert(i)
      }
    }
    lowerView(innermost, scope, into: &views)
    environmentObjects.removeSubrange(depth...)
    for (i, link) in chain.enumerated().reversed() where !objects.contains(i) {
      guard views.count > mark else { return }
      apply(link.name, link.args, link.range, to: &views, from: mark, after: link.base, scope)
    }
  }

  /// `.environment(object)` or `.environmentObject(object)` of an instance of the file's
  /// classes: the object with its type.
  func environmentObject(_ name: Identifier, _ args: [SwiftArgument]?, _ scope: LoweringScope)
    -> (type: String, value: SwiftValue)?
  {
    guard isNamed(name.text, "environment") || isNamed(name.text, "environmentObject"),
      let args, args.count == 1, args[0].label == nil, isValueExpression(args[0].value, scope)
    else { return nil }
    let value = evaluate(args[0].value, scope)
    guard case .record(let object) = value else { return nil }
    return (object.type, value)
  }

  /// `base.name(args)` or `base.name` when it modifies a view; nil for anything else (`Color.red`
  /// is a value of a type).
  func modifierLink(_ e: SwiftExpr, _ scope: LoweringScope) -> (
    base: SwiftExpr, name: Identifier, args: [SwiftArgument]?, range: SourceRange
  )? {
    if staticView(e) != nil { return nil }
    switch e {
    case .call(.member(let base, let name, _), let args, let range):
      if insetShape(base, name, scope) != nil { return nil }
      return (base, name, args, range)
    case .member(let base, let name, let range):
      if case .name(let type) = base, !isViewName(type.text, scope) { return nil }
      return (base, name, nil, range)
    default:
      return nil
    }
  }

  /// The modifier `name(args)` applied to `views[mark...]`, what `base` lowered to (in place:
  /// the modifiers are appended to, not copied).
  func apply(
    _ name: Identifier, _ args: [SwiftArgument]?, _ range: SourceRange,
    to views: inout [ViewSyntax], from mark: Int, after base: SwiftExpr, _ scope: LoweringScope
  ) {
    if views.count - mark > 1 {
      let grouped = group(Array(views[mark...]), base.range)
      views.removeSubrange(mark...)
      views.append(grouped)
    }
    if !viewExtensions.isEmpty, let function = viewExtensions[name.text] {
      let inlined = inline(function, arguments: args ?? [], selfViews: [views[mark]], range, scope)
      views.removeSubrange(mark...)
      views += inlined
      return
    }
    if isNamed(name.text, "phaseAnimator") || isNamed(name.text, "keyframeAnimator"), let args,
      let animated = animatorContent(name, args, views[mark], range, scope)
    {
      views.removeSubrange(mark...)
      views += animated
      return
    }
    if name.text == "modifier", let args, args.count == 1,
      case .call(.name(let type), let typeArgs, _) = args[0].value,
      let modifierType = modifierTypes[type.text]
    {
      let modified = applyViewModifier(modifierType, typeArgs, to: views[mark], range, scope)
      views.removeSubrange(mark...)
      views += modified
      return
    }
    if name.text == "scrollPosition", let args {
      // Where a scroll view starts, from the state it is bound to: nothing to lay out at its
      // start, else `.defaultScrollAnchor`.
      guard let anchor = scrollPositionAnchor(args, range, scope) else { return }
      views[mark].modifiers.append(anchor)
      return
    }
    let suffix: ModifierSyntax
    if var args {
      // `.coordinateSpace(.named("x"))` (iOS 17) is `.coordinateSpace(name: "x")`.
      if name.text == "coordinateSpace", args.count == 1, args[0].label == nil,
        case .call(.implicitMember(let named, _), let inner, _) = args[0].value,
        named.text == "named", inner.count == 1, inner[0].label == nil
      {
        args = [
          SwiftArgument(
            label: Identifier("name", range: named.range), value: inner[0].value,
            range: args[0].range)
        ]
      }
      if name.text == "environment", let rewritten = environmentModifier(args, range, scope) {
        suffix = rewritten
      } else {
        suffix = modifier(name, lowerArguments(args, range, scope, modifier: name.text), range)
      }
    } else {
      suffix = modifier(name, nil, range)
    }
    views[mark].modifiers.append(consume suffix)
    views[mark].range = views[mark].range.union(range)
  }

  /// `.phaseAnimator(phases) { content, phase in ... }` and `.keyframeAnimator(initialValue:)
  /// { content, value in ... }`: the content as the closure shows it at the first phase (the
  /// initial value), before anything animates. Nil when the call has no such closure.
  func animatorContent(
    _ name: Identifier, _ args: [SwiftArgument], _ content: ViewSyntax, _ range: SourceRange,
    _ scope: LoweringScope
  ) -> [ViewSyntax]? {
    guard
      let closure = args.lazy.compactMap({ a -> SwiftClosure? in
        guard a.label == nil || a.label?.text == "content", case .closure(let c) = a.value else {
          return nil
        }
        return c.parameters.count == 2 ? c : nil
      }).first
    else { return nil }
    var value: SwiftValue = .null
    if isNamed(name.text, "phaseAnimator") {
      guard let phases = args.first(where: { $0.label == nil && !$0.isTrailingClosure }) else {
        return nil
      }
      value = SwiftLibrary.elements(of: evaluate(phases.value, scope))?.first ?? .null
    } else if let initial = args.first(where: { $0.label?.text == "initialValue" }) {
      value = evaluate(initial.value, scope).stored
    }
    let inner = LoweringScope(parent: scope)
    inner.bindings[closure.parameters[0].text] = .views([content])
    inner.bindings[closure.parameters[1].text] = .value(value)
    return lowerViews(statements(of: closure), inner)
  }

  /// `.scrollPosition(id: $id)` and `.scrollPosition($position)` at the state's first value:
  /// nil where the scroll view starts at its start (an id of nil, `ScrollPosition()` or of an
  /// `idType:`), `.defaultScrollAnchor(edge)` for `ScrollPosition(edge:)`; any other start (a
  /// view's id, a point) is an error, as layoutc does not scroll to it.
  func scrollPositionAnchor(_ args: [SwiftArgument], _ range: SourceRange, _ scope: LoweringScope)
    -> ModifierSyntax?
  {
    guard let first = args.first else { return nil }
    let value = evaluate(first.value, scope)
    if first.label?.text == "id" {
      if case .null = value { return nil }
      error(
        "layoutc does not scroll to a view's id: start the state at nil, or use "
          + ".defaultScrollAnchor", first.range)
      return nil
    }
    if case .residual(.chain(let c)) = value, !c.head.leadingDot, c.suffixes.isEmpty,
      c.head.name.text == "ScrollPosition"
    {
      let given = c.head.arguments?.arguments ?? []
      if given.isEmpty || given.allSatisfy({ $0.label?.text == "idType" }) { return nil }
      if given.count == 1, given[0].label?.text == "edge",
        case .chain(let edge) = given[0].value, edge.head.leadingDot, edge.suffixes.isEmpty,
        ["top", "bottom", "leading", "trailing"].contains(edge.head.name.text)
      {
        let at = SourceRange(range.start, range.start)
        return ModifierSyntax(
          name: Identifier("defaultScrollAnchor", range: at),
          arguments: ArgumentListSyntax(
            arguments: [ArgumentSyntax(label: nil, value: given[0].value, range: given[0].range)],
            range: range),
          range: range)
      }
    }
    error(
      "layoutc scrolls only to an edge: start the position at ScrollPosition(edge:) or "
        + "ScrollPosition(idType:)", first.range)
    return nil
  }

  /// `.environment(\.layoutDirection, .rightToLeft)` as `.environment(layoutDirection: ...)`.
  func environmentModifier(
    _ args: [SwiftArgument], _ range: SourceRange, _ scope: LoweringScope
  ) -> ModifierSyntax? {
    guard args.count == 2, case .keyPath(let keyRange) = args[0].value else { return nil }
    let key = source.text(keyRange).split(separator: ".").last.map(String.init) ?? ""
    let value = lowerExpr(args[1].value, scope)
    let name = Identifier("environment", range: SourceRange(range.start, range.start))
    let label = Identifier(key, range: keyRange)
    return ModifierSyntax(
      name: name,
      arguments: ArgumentListSyntax(
        arguments: [ArgumentSyntax(label: label, value: value, range: args[1].range)],
        range: range),
      range: range)
  }

  /// A function's body inlined: its parameters bound to the arguments, `self` to the view
  /// it modifies (an `extension View` function).
  func inline(
    _ function: SwiftFunction, arguments: [SwiftArgument], selfViews: [ViewSyntax]?,
    _ range: SourceRange, _ scope: LoweringScope
  ) -> [ViewSyntax] {
    let inner = LoweringScope(parent: nil, owner: scope.owner)
    if let selfViews { inner.bindings["self"] = .views(selfViews) }
    guard bind(function.parameters, arguments, into: inner, function.name.text, range, scope) else {
      return []
    }
    inlining += 1
    defer { inlining -= 1 }
    var views = lowerViews(function.body, inner)
    if let selfViews, views.isEmpty, !function.body.isEmpty { views = selfViews }
    return views
  }

  /// Binds a function's parameters to call arguments (by label, in order), or reports why
  /// they do not match.
  func bind(
    _ parameters: [SwiftParameter], _ arguments: [SwiftArgument], into inner: LoweringScope,
    _ name: String, _ range: SourceRange, _ scope: LoweringScope
  ) -> Bool {
    var values: [SwiftValue] = []
    var labels: [String?] = []
    for a in arguments {
      let p = parameters.first { $0.label == a.label?.text }
      values.append(converted(evaluate(a.value, scope, expecting: p?.type), to: p?.type).stored)
      labels.append(a.label?.text)
    }
    return bind(parameters, values, labels, into: inner, name, range)
  }

  /// `.modifier(Card(tint: .red))`: the modifier's `body(content:)` with `content` the view.
  func applyViewModifier(
    _ type: SwiftType, _ args: [SwiftArgument], to view: ViewSyntax, _ range: SourceRange,
    _ scope: LoweringScope
  ) -> [ViewSyntax] {
    let inner = LoweringScope(parent: nil, owner: type)
    var properties: [SwiftParameter] = []
    var body: SwiftFunction?
    for member in type.members {
      switch member {
      case .property(let p) where !p.isStatic && p.getter == nil:
        properties.append(
          SwiftParameter(label: p.name.text, name: p.name, defaultValue: p.initialValue))
      case .function(let f) where f.name.text == "body":
        body = f
      default:
        break
      }
    }
    guard let body else {
      error(
        "'\(type.name.text)' has no 'func body(content: Content) -> some View'", type.name.range)
      return []
    }
    guard bind(properties, args, into: inner, type.name.text, range, scope) else { return [] }
    inner.bindings[body.parameters.first?.name.text ?? "content"] = .views([view])
    inlining += 1
    defer { inlining -= 1 }
    return lowerViews(body.body, inner)
  }

  /// `Name(args) { ... }`: a built-in view, a View struct, `ForEach`, `GeometryReader`, or a
  /// method of the struct being lowered; its views appended to `views`.
  func call(
    _ callee: Identifier, _ args: [SwiftArgument], _ range: SourceRange, _ scope: LoweringScope,
    into views: inout [ViewSyntax]
  ) {
    if let method = scope.methods[callee.text] {
      views += inline(method, arguments: args, selfViews: nil, range, scope)
      return
    }
    if scope.lookup(callee.text) == nil, case .value(.record(let instance))? = scope.lookup("self"),
      let field = instance[callee.text]
    {
      // `content()` of a stored `@ViewBuilder let content: () -> Content`: its views.
      views += self.views(of: field, range, scope)
      return
    }
    let bound = scope.lookup(callee.text)
    if let bound {
      switch bound {
      case .views(let bound):
        views += bound
        return
      case .value(.closure(let c, let captured)):
        // `content()` of a `@ViewBuilder` closure: its views.
        guard inlining < 64 else {
          error("views that use each other more than 64 deep", range)
          return
        }
        inlining += 1
        defer { inlining -= 1 }
        views += lowerViews(statements(of: c), LoweringScope(parent: captured))
        return
      case .value(.views(let bound)):
        views += bound
        return
      default:
        break
      }
    }
    if let layout = boundLayout(callee, bound) {
      // `layout { ... }` of `let layout = AnyLayout(...)`, `radial { ... }` of a `Radial()`.
      let content = trailingViews(args).map { lowerViews($0, scope) } ?? []
      if let view = layoutView(of: layout, callee, content, range) { views.append(view) }
      return
    }
    if isLayoutName(callee.text) {
      // `AnyLayout(VStackLayout()) { ... }`, `HStackLayout(spacing: 4) { ... }`, a
      // `struct X: Layout` of the file (made now, run when the engine lays it out).
      guard let closure = trailingViews(args) else {
        error("a Layout is called with its content: \(callee.text)() { ... }", range)
        return
      }
      let layout = SwiftExpr.call(
        .name(callee), args.filter { !$0.isTrailingClosure },
        SourceRange(range.start, closure.range.start))
      if let view = layoutView(layout, scope, lowerViews(closure, scope), range) {
        views.append(view)
      }
      return
    }
    if startsLowercase(callee.text), case .views? = scope.lookup("self") {
      // `padding()` inside an `extension View` function: a modifier of `self`.
      let this = SwiftExpr.name(Identifier("self", range: SourceRange(range.start, range.start)))
      modified(this, callee, args, range, scope, into: &views)
      return
    }
    if !shapeTypes.isEmpty, shapeTypes.contains(callee.text) {
      // A `struct X: Shape`: made now, its `path(in:)` run when the picture draws it.
      let made = evaluate(.call(.name(callee), args, range), scope)
      guard case .record = made else { return }
      if let view = customLayoutView(callee, made, range, [], range, shape: true) {
        views.append(view)
      }
      return
    }
    switch callee.text {
    case "ForEach":
      if let view = forEach(callee, args, range, scope) { views.append(view) }
      return
    case "List" where args.contains(where: { $0.label == nil && !$0.isTrailingClosure }):
      // `List(items, selection: $s) { item in ... }`: a List of a ForEach over the data.
      // `children:` (an outline) shows the top-level rows, collapsed.
      guard let closure = trailingViews(args) else { break }
      let rows = args.filter { $0.label?.text != "selection" && $0.label?.text != "children" }
      guard let forEach = forEach(callee, rows, range, scope) else { return }
      let kept = args.filter { $0.label?.text == "selection" }
      let head = NamedViewSyntax(
        name: callee, arguments: kept.isEmpty ? nil : lowerArguments(kept, range, scope),
        children: children([forEach], closure.range), range: range)
      views.append(named(head, modifiers: [], range))
      return
    case "Canvas":
      // `Canvas { context, size in ... }`: its drawing closure is never run, as an action's.
      let kept = args.filter { if case .closure = $0.value { false } else { true } }
      views.append(
        named(
          NamedViewSyntax(
            name: callee, arguments: kept.isEmpty ? nil : lowerArguments(kept, range, scope),
            range: range), modifiers: [], range))
      return
    case "NavigationSplitView":
      if let view = navigationSplitView(callee, args, range, scope) { views.append(view) }
      return
    case "ScrollViewReader":
      // Its content; the proxy only scrolls, in actions, which are never run.
      guard let closure = trailingViews(args) else { break }
      let inner = LoweringScope(parent: scope)
      if let proxy = closure.parameters.first { inner.bindings[proxy.text] = .value(.null) }
      views.append(group(lowerViews(closure, inner), range))
      return
    case "AsyncImage":
      // Nothing is loaded: the placeholder shows (SwiftUI's own, without one: a grey fill
      // that takes the space offered), or the phase closure's `.empty` case.
      if let view = asyncImagePlaceholder(args, range, scope) { views.append(view) }
      return
    case "GeometryReader":
      guard let closure = trailingViews(args) else {
        error(
          "GeometryReader needs its content in a closure: GeometryReader { proxy in ... }", range)
        return
      }
      let proxy = closure.parameters.first ?? Identifier("_", range: callee.range)
      let inner = LoweringScope(parent: scope)
      // Known at layout only.
      inner.bindings[proxy.text] = .renamed(proxy.text)
      let content = lowerViews(closure, inner)
      let argument = ArgumentSyntax(
        label: nil, value: chain(proxy, proxy.range), range: proxy.range)
      views.append(
        named(
          NamedViewSyntax(
            name: callee, arguments: ArgumentListSyntax(arguments: [argument], range: proxy.range),
            children: children(content, closure.range), range: range), modifiers: [], range))
      return
    default:
      break
    }
    if isViewType(callee.text), let type = viewTypes[callee.text] {
      if let view = instance(type, args, callee, range, scope) { views.append(view) }
      return
    }
    if callee.text == "Text", let value = formattedText(args, scope) {
      // `Text(x, format: .percent)`: the number as the style writes it.
      let literal = StringLiteralSyntax(
        segments: [.interpolation(verbatim(value, args[0].range))], range: args[0].range)
      views.append(
        named(
          NamedViewSyntax(
            name: callee,
            arguments: ArgumentListSyntax(
              arguments: [
                ArgumentSyntax(label: nil, value: .string(literal), range: args[0].range)
              ],
              range: range), range: range), modifiers: [], range))
      return
    }
    var plain: [SwiftArgument] = []
    var content: SwiftClosure?
    var labelClosure: SwiftArgument?
    for a in args {
      guard a.isTrailingClosure, case .closure(let c) = a.value, c.parameters.isEmpty else {
        plain.append(a)
        continue
      }
      if a.label == nil {
        // The content, or an action (`Button("OK") { save() }`), which is not laid out. A
        // Button's closure is its action unless `action:` is given (then it is the label).
        if isNamed(callee.text, "Button") {
          if args.contains(where: { $0.label?.text == "action" }) { content = c }
        } else if Self.contentOnly.contains(callee.text) || !isActionClosure(c, scope) {
          content = c
        }
      } else if a.label?.text == "label" {
        labelClosure = a
      } else {
        // `Section { rows } header: { ... }`, `Gauge { } currentValueLabel: { }`: views given by
        // label; the catalog says which labels a view takes.
        plain.append(a)
      }
    }
    if let labelClosure, case .closure(let c) = labelClosure.value {
      // `Button { action } label: { ... }`: the label is what is laid out; beside content
      // (`DisclosureGroup { content } label: { ... }`) it is an argument of its own.
      if content == nil { content = c } else { plain.append(labelClosure) }
    }
    let arguments = plain.isEmpty ? nil : lowerArguments(plain, range, scope)
    let kids = content.map { children(lowerViews($0, scope), $0.range) }
    let head = NamedViewSyntax(name: callee, arguments: arguments, children: kids, range: range)
    views.append(named(head, modifiers: [], range))
  }

  /// What `AsyncImage` shows before its image loads, which is always here.
  func asyncImagePlaceholder(_ args: [SwiftArgument], _ range: SourceRange, _ scope: LoweringScope)
    -> ViewSyntax?
  {
    for a in args where a.label?.text == "placeholder" {
      if case .closure(let c) = a.value { return group(lowerViews(c, scope), range) }
    }
    let closures = args.compactMap { a -> SwiftClosure? in
      if case .closure(let c) = a.value { return c }
      return nil
    }
    if closures.count == 1, closures[0].parameters.count == 1,
      !args.contains(where: {
        $0.label?.text == "placeholder"
      }), args.count == 2 || args.contains(where: { $0.label?.text == "content" })
    {
      // `AsyncImage(url:) { phase in ... }`: its views for `.empty` (when the closure reads a
      // phase; one that reads an image needs a placeholder, given above).
      let inner = LoweringScope(parent: scope)
      inner.bindings[closures[0].parameters[0].text] = .value(
        .enumCase(SwiftEnumCase(type: "AsyncImagePhase", name: "empty", payload: [])))
      return group(lowerViews(statements(of: closures[0]), inner), range)
    }
    let name = Identifier("Color", range: SourceRange(range.start, range.start))
    let fill = ExprSyntax.chain(
      of: NamedViewSyntax(
        name: Identifier("secondarySystemFill", range: range), leadingDot: true, range: range))
    return named(
      NamedViewSyntax(
        name: name,
        arguments: ArgumentListSyntax(
          arguments: [ArgumentSyntax(label: nil, value: fill, range: range)], range: range),
        range: range), modifiers: [], range)
  }

  /// The closure of `ForEach(...) { x in ... }` or `GeometryReader { g in ... }`.
  func trailingViews(_ args: [SwiftArgument]) -> SwiftClosure? {
    for a in args.reversed() {
      if case .closure(let c) = a.value, a.label == nil || a.label?.text == "content" { return c }
    }
    return nil
  }

  /// `NavigationSplitView { sidebar } detail: { detail }`, with `content:` a third column
  /// between them. In a compact width it collapses to a navigation stack of its sidebar (the
  /// rest is pushed by a selection, which no action makes); in a regular width its columns
  /// stand side by side, each but the detail 320 wide or its `navigationSplitViewColumnWidth`,
  /// with a hairline divider after each. Which columns show is `columnVisibility`'s first
  /// value: by default (`.automatic`) all of them, but on iOS a three-column view hides its
  /// sidebar, as UIKit's split view does (`.doubleColumn` the same; `.all` every column;
  /// `.detailOnly` the detail).
  func navigationSplitView(
    _ callee: Identifier, _ args: [SwiftArgument], _ range: SourceRange, _ scope: LoweringScope
  ) -> ViewSyntax? {
    var sidebar: SwiftClosure?
    var content: SwiftClosure?
    var detail: SwiftClosure?
    var visibility = "automatic"
    for a in args {
      if a.label?.text == "columnVisibility" {
        let value = evaluate(a.value, scope)
        guard let name = namedMember(value),
          ["automatic", "all", "doubleColumn", "detailOnly"].contains(name)
        else {
          error(
            "columnVisibility starts at .automatic, .all, .doubleColumn or .detailOnly",
            a.value.range)
          return nil
        }
        visibility = name
        continue
      }
      guard case .closure(let c) = a.value else { continue }
      switch a.label?.text {
      case nil, "sidebar": sidebar = c
      case "content": content = c
      case "detail": detail = c
      default: break
      }
    }
    guard let sidebar, let detail else {
      error(
        "NavigationSplitView takes its sidebar and detail: NavigationSplitView { ... } detail: { ... }",
        range)
      return nil
    }
    let at = SourceRange(range.start, range.start)
    func named(
      _ name: String, _ views: [ViewSyntax], _ modifiers: [ModifierSyntax] = [],
      arguments: ArgumentListSyntax? = nil
    ) -> ViewSyntax {
      ViewSyntax(
        primary: .named(
          NamedViewSyntax(
            name: Identifier(name, range: callee.range), arguments: arguments,
            children: name == "Divider" ? nil : children(views, range), range: range)),
        modifiers: modifiers, range: range)
    }
    /// A column beside the detail: 320 wide, or the ideal of the
    /// `.navigationSplitViewColumnWidth(w)` or `(min:ideal:max:)` in it.
    func column(_ views: [ViewSyntax]) -> [ViewSyntax] {
      var width = 320.0
      for v in views {
        for m in v.modifiers where m.name.text == "navigationSplitViewColumnWidth" {
          for a in m.arguments?.arguments ?? [] where a.label == nil || a.label?.text == "ideal" {
            if case .number(let x, _) = a.value { width = x }
          }
        }
      }
      let frame = ModifierSyntax(
        name: Identifier("frame", range: at),
        arguments: ArgumentListSyntax(
          arguments: [
            ArgumentSyntax(
              label: Identifier("width", range: at), value: .number(width, at), range: at)
          ], range: at), range: at)
      return [named("NavigationStack", views, [frame]), named("Divider", [])]
    }
    func columns(_ leading: [[ViewSyntax]], _ detail: [ViewSyntax]) -> ViewSyntax {
      guard !leading.isEmpty else { return named("NavigationStack", detail) }
      return named(
        "HStack", leading.flatMap(column) + [named("NavigationStack", detail)],
        arguments: ArgumentListSyntax(
          arguments: [
            ArgumentSyntax(
              label: Identifier("spacing", range: at), value: .number(0, at), range: at)
          ], range: at))
    }
    func choice(_ condition: String, _ then: ViewSyntax, _ otherwise: ViewSyntax) -> ViewSyntax {
      ViewSyntax(
        primary: .ifElse(
          IfSyntax(
            condition: chain(Identifier(condition, range: at), at),
            then: children([then], range), otherwise: children([otherwise], range), range: range
          )),
        modifiers: [], range: range)
    }
    let sidebarViews = lowerViews(sidebar, scope)
    let contentViews = content.map { lowerViews($0, scope) }
    let detailViews = lowerViews(detail, scope)
    let regular: ViewSyntax
    if let contentViews {
      switch visibility {
      case "all":
        regular = columns([sidebarViews, contentViews], detailViews)
      case "doubleColumn":
        regular = columns([contentViews], detailViews)
      case "detailOnly":
        regular = columns([], detailViews)
      default:
        regular = choice(
          "macOS", columns([sidebarViews, contentViews], detailViews),
          columns([contentViews], detailViews))
      }
    } else {
      regular = columns(visibility == "detailOnly" ? [] : [sidebarViews], detailViews)
    }
    return choice("compact", named("NavigationStack", sidebarViews), regular)
  }

  /// `ForEach(0..<n) { i in ... }`, `ForEach(items, id: \.self) { item in ... }`.
  func forEach(
    _ callee: Identifier, _ args: [SwiftArgument], _ range: SourceRange, _ scope: LoweringScope
  ) -> ViewSyntax? {
    guard let closure = trailingViews(args) else {
      error("ForEach needs its content in a closure: ForEach(0..<3) { i in ... }", range)
      return nil
    }
    guard let data = args.first(where: { $0.label == nil && !$0.isTrailingClosure }) else {
      error("ForEach needs a range or an array to iterate", range)
      return nil
    }
    let variable = closure.parameters.first ?? Identifier("_", range: closure.range)
    let sequence = evaluate(data.value, scope)
    if let elements = SwiftLibrary.elements(of: sequence) {
      // One copy of the content per element, the element bound (what SwiftUI's ForEach
      // shows).
      var views: [ViewSyntax] = []
      let body = statements(of: closure)
      for element in elements {
        guard step(closure.range) else { break }
        let inner = LoweringScope(parent: scope)
        if closure.parameters.count > 1, case .tuple(_, let items) = element {
          for (p, v) in zip(closure.parameters, items) { inner.bindings[p.text] = .value(v) }
        } else if closure.parameters.isEmpty {
          inner.bindings["$0"] = .value(element)
        } else {
          inner.bindings[variable.text] = .value(element)
        }
        views += lowerViews(body, inner)
      }
      return group(views, range)
    }
    if !sequence.isResidual {
      error("ForEach iterates a range or an array, not a \(sequence.typeName)", data.value.range)
      return nil
    }
    let body = children(lowerViews(closure, LoweringScope(parent: scope)), closure.range)
    return ViewSyntax(
      primary: .forEach(
        ForEachSyntax(
          variable: variable, sequence: syntax(of: sequence, data.value.range), children: body,
          range: range)),
      modifiers: [], range: range)
  }

  /// A name used as a view: a bound view or expression, a computed property of the struct,
  /// or a view written without arguments.
  func name(_ n: Identifier, _ scope: LoweringScope) -> [ViewSyntax] {
    if scope.lookup(n.text) == nil,
      scope.owner == nil || property(n.text, of: scope.owner!.name.text) == nil,
      globalDeclarations[n.text] == nil, typeDeclarations[n.text] == nil
    {
      // A SwiftUI view written without arguments (`Spacer`, `Divider`).
      return [named(NamedViewSyntax(name: n, range: n.range), modifiers: [], n.range)]
    }
    return views(of: evaluate(.name(n), scope), n.range, scope)
  }

  /// A value where views are expected: its views, or an error.
  func views(of value: SwiftValue, _ range: SourceRange, _ scope: LoweringScope) -> [ViewSyntax] {
    switch value {
    case .views(let views):
      return views
    case .residual(let e):
      if case .missing = e { return [] }
      if let view = view(from: e) { return [view] }
    case .type(let t):
      if let type = viewTypes[t] {
        return instance(type, [], Identifier(t, range: range), range, scope).map { [$0] } ?? []
      }
    case .closure(let c, let captured):
      guard inlining < 64 else { break }
      inlining += 1
      defer { inlining -= 1 }
      return lowerViews(statements(of: c), LoweringScope(parent: captured))
    default:
      break
    }
    error("a \(value.typeName) is not a view", range)
    return []
  }

  /// A lowered expression as a view, when it is one.
  func view(from e: ExprSyntax) -> ViewSyntax? {
    switch e {
    case .view(let v): return v
    case .chain(let c):
      var modifiers: [ModifierSyntax] = []
      for s in c.suffixes {
        guard case .member(let m) = s else { return nil }
        modifiers.append(m)
      }
      return ViewSyntax(primary: .named(c.head), modifiers: modifiers, range: c.range)
    case .paren(let inner, _): return view(from: inner)
    default: return nil
    }
  }

  // MARK: Arguments and expressions

  /// Modifiers whose closures SwiftUI calls when something happens (`onDelete`, `onChange`,
  /// `sheet(item:)`): never run, and their views (a sheet's) are not laid out. (The catalog,
  /// in the resolver above this module, knows them as modifiers without layout effect.)
  static let actionModifiers: Set<String> = [
    "onDelete", "onMove", "onInsert", "onChange", "onReceive", "onSubmit", "task", "refreshable",
    "onTapGesture", "onLongPressGesture", "onPreferenceChange", "onGeometryChange", "onHover",
    "onContinuousHover", "onKeyPress", "onOpenURL", "onDrop", "dropDestination", "draggable",
    "onDrag", "gesture", "simultaneousGesture", "highPriorityGesture", "onScrollGeometryChange",
    "onScrollPhaseChange", "onScrollVisibilityChange", "sensoryFeedback", "sheet",
    "fullScreenCover", "popover", "alert", "confirmationDialog", "swipeActions", "contextMenu",
    "onAppear", "onDisappear", "onCopyCommand", "onPasteCommand",
  ]

  /// Values SwiftUI takes as any `Hashable` (a `NavigationLink`'s `value:`, `.tag(x)`,
  /// `.id(x)`): a model is its description there, equal when the models are.
  private func isHashableSlot(_ label: String?, modifier: String?) -> Bool {
    if let label {
      return label == "value" || label == "id" || label == "for"
        || (label == "key" && modifier == "layoutValue")
    }
    return modifier == "tag" || modifier == "id"
  }

  func lowerArguments(
    _ args: [SwiftArgument], _ range: SourceRange, _ scope: LoweringScope,
    modifier name: String? = nil
  ) -> ArgumentListSyntax {
    if name == "tabViewStyle", args.count == 1,
      case .call(.implicitMember(let page, let r), _, _) = args[0].value, page.text == "page"
    {
      // `.page(indexDisplayMode:)`: where the index dots show, over the page; no frame.
      var plain = args[0]
      plain.value = .implicitMember(page, r)
      return lowerArguments([plain], range, scope, modifier: name)
    }
    if let name, Self.actionModifiers.contains(name) {
      // Their values still count as read (`.onChange(of: value)`), their closures do not.
      let kept = args.filter { if case .closure = $0.value { false } else { true } }
      if kept.count != args.count { return lowerArguments(kept, range, scope) }
    }
    var lowered: [ArgumentSyntax] = []
    // One each, most often: room made once, not grown from empty.
    if !args.isEmpty { lowered.reserveCapacity(args.count) }
    // `.padding(EdgeInsets(top: 8, leading: 16, ...))`: the insets' labels are the modifier's.
    if args.count == 1, args[0].label == nil,
      case .call(.name(let type), let fields, _) = args[0].value, type.text == "EdgeInsets"
    {
      return lowerArguments(fields, range, scope)
    }
    for a in args {
      if case .keyPath = a.value, a.label?.text == "id" { continue }
      if case .closure(let c) = a.value {
        if c.parameters.isEmpty, a.isTrailingClosure, let label = a.label {
          // `header: { ... }`: its views as one labelled argument.
          let views = lowerViews(c, scope)
          let view = views.count == 1 ? views[0] : group(views, c.range)
          lowered.append(ArgumentSyntax(label: label, value: .view(view), range: a.range))
        } else if c.parameters.isEmpty {
          // A view builder: its views are the argument (several: one argument each).
          if isActionClosure(c, scope) { continue }
          var views = lowerViews(c, scope)
          if views.isEmpty {
            // A builder that makes nothing here (`if let` of nil): SwiftUI's EmptyView.
            let empty = Identifier("EmptyView", range: SourceRange(c.range.start, c.range.start))
            views = [named(NamedViewSyntax(name: empty, range: c.range), modifiers: [], c.range)]
          }
          for v in views {
            lowered.append(
              ArgumentSyntax(
                label: a.isTrailingClosure ? nil : a.label, value: .view(v), range: v.range))
          }
        } else if let e = singleExpression(statements(of: c)) {
          // `{ d in d[.trailing] }`: an expression over its parameter, read as `d`.
          let inner = LoweringScope(parent: scope)
          inner.bindings[c.parameters[0].text] = .renamed("d")
          lowered.append(
            ArgumentSyntax(
              label: a.isTrailingClosure ? nil : a.label, value: lowerExpr(e, inner), range: a.range
            ))
        } else {
          error("a closure with parameters must be one expression here", c.range)
        }
        continue
      }
      let outer = literalsAreCGFloat
      literalsAreCGFloat = true
      var value = evaluate(a.value, scope)
      literalsAreCGFloat = outer
      switch value {
      case .closure, .function:
        // An action or a callback SwiftUI calls (`Button(action: save)`): no frame.
        continue
      case .record, .tuple, .type:
        // (A `where` here would guard only the last pattern.)
        if isHashableSlot(a.label?.text, modifier: name) {
          value = .string(value.swiftDescription)
        }
      default:
        break
      }
      lowered.append(
        ArgumentSyntax(label: a.label, value: syntax(of: value, a.value.range), range: a.range))
    }
    return ArgumentListSyntax(arguments: lowered, range: range)
  }

  /// A closure of statements that are not views (`{ count += 1 }`, `{ print("x") }`). Read
  /// up to its first view, the first statement of most.
  /// SwiftUI's containers, whose trailing closure is always their content: what it holds is
  /// read as views (an error where it is not one), never dropped as an action.
  private static let contentOnly: Set<String> = [
    "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid",
    "GridRow", "Group", "ScrollView", "List", "Form", "Section", "NavigationStack",
    "NavigationView", "TabView", "ViewThatFits", "GroupBox", "DisclosureGroup",
  ]

  func isActionClosure(_ c: SwiftClosure, _ scope: LoweringScope) -> Bool {
    if inlining > 0 { return statements(of: c).allSatisfy { isAction($0, scope) } }
    // A plain view statement first (`Text("a")`, `VStack { ... }`) is a view, as `isAction`
    // finds.
    if readsPlainViews, let plain = parser.plainViewStatement(of: c.body, from: c.body.start),
      !isNamed(plain.name.text, "Task")
    {
      firstClosure = c.body.start
      firstStatement = nil
      firstPlainView = consume plain
      return false
    }
    var cursor = c.body.start
    var isFirst = true
    while let statement = parser.statement(of: c.body, from: &cursor) {
      guard isAction(statement, scope) else {
        if isFirst {
          firstClosure = c.body.start
          firstStatement = statement
          firstStatementEnd = cursor
          firstPlainView = nil
        }
        return false
      }
      isFirst = false
    }
    return true
  }

  func isAction(_ statement: SwiftStatement, _ scope: LoweringScope) -> Bool {
    switch statement {
    case .other(let what, _):
      // A loop among views is view code gone wrong (reported where the views are read).
      return what != "'repeat'"
    case .assignment, .guardElse, .jump:
      return true
    case .ifElse(let branch):
      // An `if` of actions (`if done { save() } else { count += 1 }`) acts.
      return (branch.then + (branch.otherwise ?? [])).allSatisfy { isAction($0, scope) }
    case .forIn, .whileLoop:
      return false
    case .expression(.call(.name(let n), let args, _)):
      // `Task { await load() }`: work started, never a view.
      if isNamed(n.text, "Task"), args.count == 1, args[0].isTrailingClosure { return true }
      // A method of the view that makes views (`stat(value:title:)`) is content; one whose
      // body only acts (`save()`) is an action.
      if let method = scope.methods[n.text], inlining < 64 {
        inlining += 1
        defer { inlining -= 1 }
        return method.body.allSatisfy { isAction($0, scope) }
      }
      return startsLowercase(n.text) || n.text == "withAnimation"
    case .expression(.call(.member(.name(let n), _, _), _, _)):
      return startsLowercase(n.text) || isNamed(n.text, "Task") || isNamed(n.text, "DispatchQueue")
    default:
      return false
    }
  }

  func chain(_ name: Identifier, _ range: SourceRange, leadingDot: Bool = false)
    -> ExprSyntax
  {
    .chain(of: NamedViewSyntax(name: name, leadingDot: leadingDot, range: range))
  }

  /// Appends a suffix to a lowered expression (a chain; anything else in parentheses).
  func appending(_ suffix: PostfixSuffixSyntax, to e: ExprSyntax, _ range: SourceRange)
    -> ExprSyntax
  {
    switch e {
    case .chain(var c):
      c.suffixes.append(suffix)
      c.range = c.range.union(range)
      return .chain(c)
    case .view(let v):
      guard case .member(let m) = suffix else { return e }
      return .view(
        ViewSyntax(primary: v.primary, modifiers: v.modifiers + [m], range: v.range.union(range)))
    case .string(let literal):
      // `"Sale".uppercased()`: a member of a string literal, read where the value is.
      let head = NamedViewSyntax(
        name: Identifier("", range: SourceRange(literal.range.start, literal.range.start)),
        string: literal, range: literal.range)
      return .chain(
        PostfixChainSyntax(head: head, suffixes: [suffix], range: literal.range.union(range)))
    case .missing:
      return e
    case .paren(let inner, _):
      return appending(suffix, to: inner, range)
    default:
      // A member of a number or an operation's result: not read, and said so (never dropped).
      error("a member of this value is not read by layoutc", range)
      return .missing(range)
    }
  }

  /// An expression as `.lyt` syntax: its value where the file's code computes it, else the
  /// syntax of what SwiftUI or layout decides.
  func lowerExpr(_ e: SwiftExpr, _ scope: LoweringScope) -> ExprSyntax {
    syntax(of: evaluate(e, scope), e.range)
  }

  /// The syntax of an expression that is SwiftUI's (a view, a value of a SwiftUI type, a name
  /// layout binds), its parts lowered as values where they are.
  func residualExpr(_ e: SwiftExpr, _ scope: LoweringScope) -> ExprSyntax {
    switch e {
    case .name(let n):
      if let bound = scope.lookup(n.text) {
        switch bound {
        case .sizeClass:
          error("the size class is read only compared with '.compact' or '.regular'", n.range)
          return .missing(n.range)
        case .dynamicTypeSize:
          error(
            "the Dynamic Type size is read only as 'isAccessibilitySize' or compared with '.accessibility1'",
            n.range)
          return .missing(n.range)
        case .unavailable(let what):
          error("\(what) has no value layoutc can use", n.range)
          return .missing(n.range)
        default:
          break
        }
      }
      return chain(n, n.range)
    case .call(let callee, let args, let r):
      // Conversions read as the value: `CGFloat(x)`, `Double(i)`.
      if case .name(let n) = callee, ["CGFloat", "Double", "Float", "Int"].contains(n.text),
        args.count == 1, args[0].label == nil
      {
        return lowerExpr(args[0].value, scope)
      }
      // `GridItem(.fixed(100), spacing: 8)` is `.lyt`'s `fixed(100, spacing: 8)`;
      // `GridItem()` is flexible, SwiftUI's default.
      if case .name(let n) = callee, n.text == "GridItem" {
        return gridItem(args, r, scope)
      }
      // `.constant(true)` for a binding: the value.
      if case .implicitMember(let n, _) = callee, n.text == "constant", args.count == 1 {
        return lowerExpr(args[0].value, scope)
      }
      if args.contains(where: { if case .closure = $0.value { return true } else { return false } })
        || isViewCall(callee, scope)
      {
        var views: [ViewSyntax] = []
        lowerView(e, scope, into: &views)
        return views.count == 1 ? .view(views[0]) : .view(group(views, r))
      }
      switch callee {
      case .name(let n):
        return .chain(
          of: NamedViewSyntax(name: n, arguments: lowerArguments(args, r, scope), range: r))
      case .implicitMember(let n, _):
        return .chain(
          of: NamedViewSyntax(
            name: n, leadingDot: true, arguments: lowerArguments(args, r, scope), range: r))
      case .member(let base, let m, _):
        let suffix = modifier(m, lowerArguments(args, r, scope), r)
        return appending(.member(suffix), to: lowerExpr(base, scope), r)
      default:
        error("this call is not read by layoutc", r)
        return .missing(r)
      }
    default:
      return lowerExpr(e, scope)
    }
  }

  func gridItem(_ args: [SwiftArgument], _ r: SourceRange, _ scope: LoweringScope)
    -> ExprSyntax
  {
    var size: SwiftExpr = .call(
      .implicitMember(Identifier("flexible", range: r), r), [], r)
    var rest: [SwiftArgument] = []
    for a in args {
      if a.label == nil { size = a.value } else { rest.append(a) }
    }
    guard case .call(.implicitMember(let kind, _), let kindArgs, let kindRange) = size else {
      if case .implicitMember(let kind, let kr) = size {
        return lowerExpr(.call(.name(kind), rest, kr), scope)
      }
      error(
        "a grid item is GridItem(.fixed(n)), GridItem(.flexible()) or GridItem(.adaptive(minimum:))",
        r)
      return .missing(r)
    }
    return lowerExpr(.call(.name(kind), kindArgs + rest, kindRange.union(r)), scope)
  }

  /// Whether a call makes a view: a built-in view or a View struct (capitalised, not a value
  /// type), or a method of the struct being lowered.
  func isViewCall(_ callee: SwiftExpr, _ scope: LoweringScope) -> Bool {
    guard case .name(let n) = callee else { return false }
    if isViewType(n.text) || scope.methods[n.text] != nil { return true }
    return n.text == "ForEach" || n.text == "GeometryReader"
  }

  /// `Text(x, format: style)`: the number as the style writes it; nil for any other `Text`.
  func formattedText(_ args: [SwiftArgument], _ scope: LoweringScope) -> String? {
    // `Text(date, style: .date)`, `.time`: against the fixed clock.
    if args.count == 2, args[0].label == nil, args[1].label?.text == "style",
      case .date(let t) = evaluate(args[0].value, scope)
    {
      if case .implicitMember(let style, _) = args[1].value {
        switch style.text {
        case "date": return SwiftLibrary.dateText(t, style: "long")
        case "time": return SwiftLibrary.timeText(t, style: "shortened")
        default: break
        }
      }
      error("this date style is not read by layoutc: use .date or .time", args[1].range)
      return nil
    }
    guard args.count == 2, args[0].label == nil, args[1].label?.text == "format" else {
      return nil
    }
    let value = evaluate(args[0].value, scope)
    if let text = formatted(value, args[1].value, scope) { return text }
    error(
      "this format is not read by layoutc: use .number, .percent, .currency(code:) or .number.precision(.fractionLength(n))",
      args[1].range)
    return nil
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
