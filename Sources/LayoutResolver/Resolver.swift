// Resolution: the syntax tree of a `.lyt` file -> the typed view tree the engine lays out
// (lyt(5); layoutc(1), The nodes). Names are looked up (variables, then built-ins, then
// components), arguments matched to SwiftUI's signatures, modifiers turned into wrapper nodes
// or recorded on the node they modify, components expanded, `foreach` and `if` unrolled.
// Every problem is collected as a diagnostic; a file with errors yields no tree.

import LayoutEngine
import LayoutSyntax

/// Bounds that turn runaway input into one clear error instead of a hang or a crash.
public struct ResolveLimits: Sendable, Hashable {
  /// Iterations of one `foreach`.
  public var maxLoopIterations: Int
  /// Nodes in the resolved tree.
  public var maxNodes: Int
  /// Nesting of the resolved tree (modifier wrappers count) and of resolution itself.
  public var maxDepth: Int
  /// Bytes of one string after interpolation.
  public var maxStringBytes: Int
  /// Views resolved and loop iterations run in total, including ones that make no node
  /// (`foreach` over `emptyView`), so that nothing can run unbounded.
  public var maxSteps: Int
  /// Distinct errors reported before resolution stops (a file of typos stays fast to reject).
  public var maxErrors: Int

  /// Creates limits; the defaults are the ones `layoutc` uses.
  public init(
    maxLoopIterations: Int = 100_000, maxNodes: Int = 2_500_000, maxDepth: Int = 250_000,
    maxStringBytes: Int = 1_000_000, maxSteps: Int = 10_000_000, maxErrors: Int = 50
  ) {
    self.maxLoopIterations = maxLoopIterations
    self.maxNodes = maxNodes
    self.maxDepth = maxDepth
    self.maxStringBytes = maxStringBytes
    self.maxSteps = maxSteps
    self.maxErrors = maxErrors
  }
}

/// How to resolve a file: the size class, the platform, the limits and the app's assets.
public struct ResolveOptions: Sendable {
  /// The horizontal size class is compact (`if compact`).
  public var compact: Bool
  /// The platform the file is laid out for (`--platform`); it picks the default `os`.
  public var platform: Platform
  /// Bounds on the work and the size of the result.
  public var limits: ResolveLimits
  /// The source is SwiftUI code (`SwiftReader`): suggestions spell views as SwiftUI does
  /// (`Text`, `HStack`), not as `.lyt` does.
  public var swiftSpelling: Bool
  /// The natural sizes of the app's images (`--assets`), for an image written without one.
  public var images: [String: Size]
  /// Why an image of the assets could not be read, by name ("'a.png' is empty").
  public var imageProblems: [String: String]
  /// Whose control metrics the controls use (`--os`); the current OS of the platform by
  /// default.
  public var os: OSProfile
  /// The screen has a top safe area (a status bar, a window's title bar): without one an
  /// iOS 26 navigation bar keeps a 10-pt margin above it (layoutc(1), CONTROL METRICS).
  public var statusBar: Bool
  /// The Dynamic Type size the screen is laid out at (`--dynamic-type`): what `@ScaledMetric`
  /// values scale by; nil = `.large`.
  public var dynamicTypeSize: DynamicTypeSize?

  /// Creates options; the defaults are iOS 26 in the compact size class (an iPhone in portrait).
  public init(
    compact: Bool = true, platform: Platform = .ios, limits: ResolveLimits = .init(),
    swiftSpelling: Bool = false, images: [String: Size] = [:],
    imageProblems: [String: String] = [:], os: OSProfile? = nil,
    statusBar: Bool = true, dynamicTypeSize: DynamicTypeSize? = nil
  ) {
    self.statusBar = statusBar
    self.dynamicTypeSize = dynamicTypeSize
    self.compact = compact
    self.platform = platform
    self.limits = limits
    self.swiftSpelling = swiftSpelling
    self.images = images
    self.imageProblems = imageProblems
    self.os = os ?? OSProfile.current(for: platform)
  }
}

/// What resolution produced: the view tree, or the errors that prevented it.
public struct ResolveResult: Sendable {
  /// The view tree to lay out; nil when there are errors.
  public var tree: ViewTree?
  /// Errors and warnings, sorted by position, without duplicates.
  public var diagnostics: [Diagnostic]
  /// Whether the tree depends on the size class (`compact`/`regular` was read): when false,
  /// one resolution serves every screen size.
  public var usesSizeClass: Bool
  /// Whether the tree depends on the Dynamic Type size (a `@ScaledMetric` was read): when
  /// false, one resolution serves every size.
  public var usesDynamicType: Bool

  /// Creates a result from a tree and its diagnostics.
  package init(
    tree: ViewTree?, diagnostics: [Diagnostic], usesSizeClass: Bool = false,
    usesDynamicType: Bool = false
  ) {
    self.tree = tree
    self.diagnostics = diagnostics
    self.usesSizeClass = usesSizeClass
    self.usesDynamicType = usesDynamicType
  }
}

/// Turns a parsed `.lyt` file into the view tree that `LayoutEngine` lays out.
public enum Resolver {
  /// Resolves `file` (parsed from `source`) for one size class.
  public static func resolve(_ file: FileSyntax, in source: SourceFile, options: ResolveOptions)
    -> ResolveResult
  {
    ResolverSession(source: source, options: options).run(file)
  }
}

/// Resolves a `.lyt` file while it is parsed (`Parser.parse(_:limits:rootChildren:)`): when the
/// root is a built-in container (a stack, a grid, ...), each of its children is resolved as
/// soon as it is read, and its syntax let go. The tree and the diagnostics are those
/// `Resolver.resolve` makes of the whole file: the children are resolved in the same order,
/// by the same code. One resolver serves one parse.
public final class StreamingResolver: RootChildrenConsumer {
  /// Nil once finished: the tree it made is then the result's alone, for the engine to free
  /// as it goes.
  private var session: ResolverSession?
  private var root: ResolverSession.StreamedContainer?
  /// Children read and not resolved yet, resolved a batch at a time: parsing and resolving in
  /// turn for each child keeps neither's code warm in the processor's caches (wide-1000000:
  /// 743-802 ms against 732-750 in batches). A batch ends at 256 children or 16 kB of source,
  /// so that a few large children (a stack of stacks) are not all held at once.
  private var pending: [ViewSyntax] = []
  private var pendingBytes = 0
  private static let batchSize = 256
  private static let batchBytes = 1 << 14

  /// A resolver for `source`, about to be parsed.
  package init(source: SourceFile, options: ResolveOptions) {
    session = ResolverSession(source: source, options: options)
  }

  /// Parses `source` and resolves it as it is parsed, as `layoutc` does a `.lyt` file of one
  /// platform: the parse, and its resolution when the parse has no errors.
  public static func parseAndResolve(_ source: SourceFile, options: ResolveOptions) -> (
    parsed: ParseResult, resolved: ResolveResult?
  ) {
    let streaming = StreamingResolver(source: source, options: options)
    let parsed = Parser.parse(source, rootChildren: streaming)
    guard !parsed.hasErrors else { return (parsed, nil) }
    let resolved =
      streaming.finish(parsed.file) ?? Resolver.resolve(parsed.file, in: source, options: options)
    return (parsed, resolved)
  }

  /// Whether it took the root's children: the parsed file's root then has none, and only
  /// `finish(_:)` can resolve it.
  package var tookChildren: Bool { root != nil }

  /// Declares `declarations` and starts the root: true when `head` is a built-in container
  /// whose children are resolved in order, one at a time.
  package func takesChildren(of head: NamedViewSyntax, after declarations: [DeclarationSyntax])
    -> Bool
  {
    guard let session else { return false }
    session.declare(declarations)
    session.reserveNodes()
    root = session.beginStreamedRoot(head)
    return root != nil
  }

  /// Resolves the root's next child, as a container's children are resolved.
  package func take(_ child: ViewSyntax) {
    pendingBytes += child.range.end - child.range.start
    pending.append(child)
    if pending.count == Self.batchSize || pendingBytes >= Self.batchBytes { resolvePending() }
  }

  private func resolvePending() {
    for child in pending { session!.resolveStreamedChild(child, into: &root!) }
    pending.removeAll(keepingCapacity: true)
    pendingBytes = 0
  }

  /// The resolution of `file`, parsed without errors while this resolver took its root's
  /// children; nil when it did not take them (resolve `file` itself then).
  package func finish(_ file: FileSyntax) -> ResolveResult? {
    guard root != nil else { return nil }
    resolvePending()
    guard let container = root.take(), let session = session.take(), let rootSyntax = file.root
    else { return nil }
    let nodes = session.finishStreamedRoot(container, rootSyntax)
    return session.finish(root: session.rootNode(nodes, of: rootSyntax))
  }
}

/// A component declared with `view NAME(params) = body`.
struct Component {
  var declaration: ComponentDeclSyntax
  /// Default values, evaluated once in the global scope; nil = required.
  var defaults: [Value?]
  var name: String { declaration.name.text }
  var parameters: [ParameterSyntax] { declaration.parameters }
}

/// The state of one resolution. Nodes are appended as they are made (children before their
/// parent); views resolved only to find their errors (the branch of an `if` not taken, a
/// component checked on its own) are rolled back by truncating the node array.
///
/// The properties touched for every node are `@exclusivity(unchecked)`: Swift would otherwise
/// check each access to them at run time for an overlapping write. None overlaps: one
/// resolution runs on one thread, and the closures that change a node in place
/// (`NodeUpdate`) are given the node, never the session.
final class ResolverSession {
  let source: SourceFile
  let options: ResolveOptions
  var limits: ResolveLimits { options.limits }

  @exclusivity(unchecked) var tree = ViewTree()
  /// Height of each node's subtree (1 for a leaf), parallel to `tree.nodes`; at most the
  /// number of nodes, so 32 bits hold it (half the memory of a million-view tree's `Int`s).
  @exclusivity(unchecked) var heights: [Int32] = []
  /// The line of the last position asked for: nodes are made in source order, so the next
  /// one is nearly always on that line or just after it (`position(_:)`).
  @exclusivity(unchecked) private var lastLine = 0
  var diagnostics: [Diagnostic] = []
  /// The catalog's views and modifiers by the names last looked up.
  @exclusivity(unchecked) var viewRows = CatalogMemo<ViewSpec>()
  @exclusivity(unchecked) var modifierRows = CatalogMemo<ModifierSpec>()
  /// The values of the last call bound and finished with, reused by the next (`recycle`).
  @exclusivity(unchecked) var spareValues = BoundValues()
  /// The bindings of literal calls (BindingMemo.swift).
  @exclusivity(unchecked) var bindingMemo = BindingMemo()

  var components: [String: Component] = [:]
  var customAlignments: [CustomAlignment] = []
  var customAlignmentIndex: [String: Int] = [:]
  var globals = Scope(parent: nil, bindings: [:])
  var letBindings: [(Binding, Scope)] = []

  /// While true, component calls are checked but not expanded (declaration checks, dry runs).
  var checkMode = false
  /// The component whose body is being checked: its calls are edges of the call graph.
  var checkingComponent: String?
  var callGraph: [String: [(callee: String, range: SourceRange)]] = [:]
  var recursiveComponents: Set<String> = []
  /// The component the root view calls whose body `declare` did not check first, because the
  /// call resolves it right after (`Declarations.swift`); its recursion is found there.
  var uncheckedRootCallee: String?
  var expanding: [String] = []

  /// Controls waiting for their styles' parts, and the control styles set on each node
  /// (Controls.swift), by node.
  var controlCalls: [Int: ControlCall] = [:]
  var controlStyles: [Int: ControlStyle] = [:]
  /// `.navigationTitle` and `.navigationBarTitleDisplayMode`, by the node they modify.
  var navigationTitles: [Int: String] = [:]
  var navigationModes: [Int: String] = [:]
  /// `.listRowInsets`, by the row view it modifies.
  var listRowInsets: [Int: EdgeInsets] = [:]
  /// `.tag`, by the view it modifies.
  var tags: [Int: String] = [:]
  /// `.tabItem`'s title and symbol, by the tab it modifies.
  var tabItems: [Int: (String?, String?)] = [:]
  /// Lists that are the content of a navigation stack showing a bar: their first untitled
  /// section starts right under the bar (iOS 26, measured).
  var listsUnderBar: Set<Int> = []
  /// Asset images the assets do not size, by where they are written (`assetImage`).
  var unsizedImages: [SourcePosition: SourceRange] = [:]
  /// `.navigationDestination`'s views, by the view it modifies.
  var navigationDestinations: [Int: [ViewSource]] = [:]

  /// The axis of the guide whose expression is being read (`d[center]`).
  var guideAxis: Axis?
  @exclusivity(unchecked) var depth = 0
  @exclusivity(unchecked) var steps = 0
  /// Nodes made, and the depth reached, before this session: a GeometryReader content's
  /// session counts on from what the layout has made so far (GeometryContentBudget).
  var nodeBase = 0
  var heightBase = 0
  /// GeometryReaders around the view being resolved, in the source.
  var geometryNesting = 0
  @exclusivity(unchecked) var aborted = false
  var usesSizeClass = false
  /// A `@ScaledMetric` value was read: the tree depends on the Dynamic Type size.
  var usesDynamicType = false
  /// The parser left a placeholder (and reported why): the tree would be missing a part.
  var incompleteInput = false

  init(source: SourceFile, options: ResolveOptions) {
    self.source = source
    self.options = options
  }

  // MARK: Diagnostics

  /// Reports an error once (a view resolved twice reports its errors once); after
  /// `maxErrors` distinct errors, resolution stops.
  func error(_ message: String, _ range: SourceRange) {
    reportedCount += 1
    let d = Diagnostic.error(message, at: range)
    guard !aborted || diagnostics.isEmpty, seen.insert(d).inserted else { return }
    diagnostics.append(d)
    errorCount += 1
    if errorCount >= limits.maxErrors { aborted = true }
  }

  func warning(_ message: String, _ range: SourceRange) {
    reportedCount += 1
    let d = Diagnostic(.warning, message, at: range)
    if seen.insert(d).inserted { diagnostics.append(d) }
  }

  private var seen: Set<Diagnostic> = []
  /// Every error and warning reported, repeats included: whether a call reported anything.
  @exclusivity(unchecked) private(set) var reportedCount = 0
  private(set) var errorCount = 0

  /// `line:column` of a range, with its file's name first when several files are read.
  func location(_ range: SourceRange) -> String {
    source.parts.count > 1
      ? source.describe(range.start) : source.location(of: range.start).description
  }

  func position(_ range: SourceRange) -> SourcePosition {
    let starts = source.lineStarts
    let offset = max(0, min(range.start, source.bytes.count))
    var line = lastLine
    // The last line asked for, or the next few; otherwise a binary search.
    while line + 1 < starts.count, starts[line + 1] <= offset, line < lastLine + 4 { line += 1 }
    if starts[line] > offset || (line + 1 < starts.count && starts[line + 1] <= offset) {
      line = source.location(of: offset).line - 1
    }
    lastLine = line
    guard source.parts.count > 1 else {
      return SourcePosition(line: line + 1, column: offset - starts[line] + 1)
    }
    let part = source.part(at: offset)
    return SourcePosition(
      line: line + 1 - source.parts[part].firstLine, column: offset - starts[line] + 1,
      file: part)
  }

  /// Sorted by position; reports at the same place keep the order they were made in.
  func finishedDiagnostics() -> [Diagnostic] {
    let numbered = diagnostics.enumerated().sorted { a, b in
      a.element.range.start != b.element.range.start
        ? a.element.range.start < b.element.range.start : a.offset < b.offset
    }
    return numbered.map(\.element)
  }

  // MARK: Nodes

  /// Appends a node, enforcing the node and depth limits.
  @discardableResult
  func makeNode(_ node: consuming ViewNode) -> Int? {
    guard !aborted else { return nil }
    if nodeBase + tree.nodes.count >= limits.maxNodes {
      abort(Messages.tooManyNodes(limits.maxNodes), at: node.source)
      return nil
    }
    var height = 1
    for child in node.children { height = max(height, 1 + Int(heights[child])) }
    if heightBase + height > limits.maxDepth {
      abort(Messages.tooDeep(limits.maxDepth), at: node.source)
      return nil
    }
    heights.append(Int32(clamping: height))
    // Moved into the tree, not copied.
    tree.nodes.append(node)
    return tree.nodes.count - 1
  }

  private func abort(_ message: String, at position: SourcePosition) {
    let offset = source.offset(part: position.file, line: position.line, column: position.column)
    error(message, SourceRange(offset, offset))
    aborted = true
  }

  func abort(_ message: String, _ range: SourceRange) {
    error(message, range)
    aborted = true
  }

  /// Counts one step of work and one level of nesting; false when a limit stops resolution.
  func enter(_ range: SourceRange) -> Bool {
    guard !aborted else { return false }
    steps += 1
    if steps > limits.maxSteps {
      abort(Messages.tooManySteps(limits.maxSteps), range)
      return false
    }
    if depth >= limits.maxDepth {
      abort(Messages.tooDeep(limits.maxDepth), range)
      return false
    }
    depth += 1
    return true
  }

  func leave() { depth -= 1 }

  /// Runs `body` for its diagnostics only: nodes it makes are removed, components are not
  /// expanded.
  func dryRun(_ body: () -> Void) {
    let mark = tree.nodes.count
    let wasChecking = checkMode
    checkMode = true
    body()
    checkMode = wasChecking
    rollback(to: mark)
  }

  func rollback(to mark: Int) {
    if tree.nodes.count > mark {
      tree.nodes.removeSubrange(mark...)
      heights.removeSubrange(mark...)
      // What was recorded for the nodes removed goes with them.
      if !controlCalls.isEmpty { controlCalls = controlCalls.filter { $0.key < mark } }
      if !controlStyles.isEmpty { controlStyles = controlStyles.filter { $0.key < mark } }
      if !navigationTitles.isEmpty { navigationTitles = navigationTitles.filter { $0.key < mark } }
      if !navigationModes.isEmpty { navigationModes = navigationModes.filter { $0.key < mark } }
      if !listRowInsets.isEmpty { listRowInsets = listRowInsets.filter { $0.key < mark } }
      if !tags.isEmpty { tags = tags.filter { $0.key < mark } }
      if !tabItems.isEmpty { tabItems = tabItems.filter { $0.key < mark } }
      if !navigationDestinations.isEmpty {
        navigationDestinations = navigationDestinations.filter { $0.key < mark }
      }
    }
  }

  // MARK: The whole file

  func run(_ file: FileSyntax) -> ResolveResult {
    declare(file.declarations, root: file.root)
    reserveNodes()
    return finish(root: file.root.flatMap { rootNode(resolveView($0, globals), of: $0) })
  }

  /// Room for the nodes up front: a written view takes about 20 bytes of source, and copying
  /// a large tree as it grows costs more than memory reserved and not written to.
  func reserveNodes() {
    let expected = min(source.bytes.count / 16, limits.maxNodes)
    tree.nodes.reserveCapacity(expected)
    heights.reserveCapacity(expected)
  }

  /// The root node of the nodes the root view `rootSyntax` made.
  func rootNode(_ nodes: [Int], of rootSyntax: ViewSyntax) -> Int? {
    if nodes.count == 1 { return nodes[0] }
    guard !aborted else { return nil }
    // Several views (a group or foreach at the root) stack vertically, as in SwiftUI.
    return makeNode(
      ViewNode(
        kind: .vstack(alignment: .center, spacing: nil, lazy: false), children: nodes,
        label: "implicit", source: position(rootSyntax.range)))
  }

  /// The result, once the root is resolved (nil: it made no node).
  func finish(root: Int?) -> ResolveResult {
    checkUnusedLets()
    if let root { checkUnsizedImages(from: root) }
    let diagnostics = finishedDiagnostics()
    let failed = diagnostics.contains { $0.severity == .error } || root == nil || incompleteInput
    if failed {
      return ResolveResult(
        tree: nil, diagnostics: diagnostics, usesSizeClass: usesSizeClass,
        usesDynamicType: usesDynamicType)
    }
    tree.root = root!
    composeControls(from: tree.root)
    tree.customAlignments = customAlignments
    return ResolveResult(
      tree: tree, diagnostics: diagnostics, usesSizeClass: usesSizeClass,
      usesDynamicType: usesDynamicType)
  }
}
