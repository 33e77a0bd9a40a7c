// `layoutc lint` (layoutc(1), LINT): what is wrong with a layout, read from what the engine
// recorded while laying it out (the frames, and the LayoutTrace of the run: the proposal each
// view was placed with, a stack's probes of its children, the view tree's nodes as written).
// Nothing is laid out again; with lint off the engine records nothing for it.
//
// Each rule has a stable id (the `[rule-id]` of a finding, the SARIF `ruleId`, the name in
// `--lint-rules`, `--disable-rule` and suppression comments), a why and a fix; layoutc(1)
// documents them from the same words. Findings name the amount, the view (kind, label, id,
// path) and the cause, as Flutter's "A RenderFlex overflowed by 38 pixels on the right" does.
//
// Choices where SwiftUI says nothing (it prints no overflow warnings at all):
// - sizes a view asked for (overflow, what a text needs) are the unrounded ones the engine
//   recorded; where a view is drawn (the screen, the safe area, zero size, overlap) is read
//   from the printed, pixel-snapped frames; under half a point is not reported (invisible,
//   and pixel rounding alone makes such differences);
// - any `.ignoresSafeArea` above a view opts it out of the safe-area rule, whatever edges it
//   names; the parts a control is made of (system metrics, not the file) are only checked
//   for a truncated label;
// - views inside a ScrollView are never "off the screen": scrolling brings them in; a view
//   under a clipping view (`.clipped()`, `.clipShape`) is judged by the part the clip draws;
// - what a stack offers a child stack on its own axis is a share, which the child may exceed
//   when the outer stack gives the others less: the overflow is judged on the outer stack;
// - only views that draw (text, image, shape, colour) are checked against the screen and the
//   safe area, and for zero size; a container's frame draws nothing of its own;
// - an `.offset` or `.position` moves what its view draws: overlap is judged on the moved
//   frame, and two siblings of a stack with negative spacing are meant to overlap;
// - a frame is contradictory when its given limits are not ordered min <= ideal <= max, the
//   check behind SwiftUI's "Contradictory frame constraints specified." log; a negative or
//   non-finite fixed size is "Invalid frame dimension (negative or non-finite).";
// - a component parameter is reported for hiding a built-in font or colour only where the
//   component's body uses the name where a font or colour is meant (`.font(title)`): naming a
//   parameter `title` and writing `text(title)` hides nothing that was wanted.
import LayoutEngine
import LayoutOutput
import LayoutSyntax

/// A lint rule: its id, what it finds, why that matters and how to fix it.
public struct LintRule: Sendable, Hashable {
  /// The stable id: `[rule-id]` in a finding, the SARIF `ruleId`, the name `--lint-rules`,
  /// `--disable-rule` and suppression comments use.
  public var id: String
  /// What the rule finds, in a few words (the SARIF short description).
  public var summary: String
  /// Why a finding matters to the reader of the screen.
  public var why: String
  /// How to fix a finding.
  public var fix: String
}

/// One finding at a source position (1-based line, byte column), the message saying the
/// amount, the view and the cause.
public struct LintFinding: Sendable, Hashable {
  /// The id of the rule that found it.
  public var rule: String
  /// What is wrong: the amount, the view and the cause.
  public var message: String
  /// Where the view (or declaration) is written.
  public var position: SourcePosition
  /// The path of the view it is about (`0.1.2`), empty for a declaration: with `rule` and
  /// `position`, what tells the same finding in two cells of a matrix, whose amounts differ.
  public var view: String
  /// A finding of `rule` at `position`, about the view at path `view`.
  public init(rule: String, message: String, position: SourcePosition, view: String = "") {
    self.rule = rule
    self.message = message
    self.position = position
    self.view = view
  }
}

/// The lint rules and the checks that apply them to a laid-out file (`--lint`).
public enum Lint {
  /// Every rule, in the order layoutc(1) documents them.
  public static let rules: [LintRule] = [
    LintRule(
      id: "text-truncated", summary: "a text is truncated or clipped",
      why: "the reader loses the end of the text, replaced by an ellipsis",
      fix: "give the text room (.layoutPriority(1), a shorter sibling), allow more lines "
        + "(.lineLimit(nil) or a larger limit), or shorten the text"),
    LintRule(
      id: "stack-overflow", summary: "a stack's children need more than it was offered",
      why: "the stack grows past what its parent offered and its ends are drawn outside it, "
        + "over its neighbours or off the screen",
      fix: "let a child shrink (a text that can wrap or truncate, a flexible frame instead of a "
        + "fixed one), reduce the spacing, or put the stack in a ScrollView"),
    LintRule(
      id: "offscreen", summary: "a view is drawn outside the screen",
      why: "what lies outside the screen is never seen",
      fix: "remove the offset or position that moves it, or let its container fit the screen "
        + "(a ScrollView for long content)"),
    LintRule(
      id: "safe-area", summary: "a view is drawn in the safe-area band without ignoresSafeArea",
      why: "the status bar, the Dynamic Island, the home indicator or the rounded corners cover it",
      fix: "keep the view inside the safe area (remove the offset, add padding), or, for a "
        + "background meant to bleed to the edges, add .ignoresSafeArea()"),
    LintRule(
      id: "sibling-overlap", summary: "siblings overlap in a stack",
      why: "a stack places its children one after another, so overlap means something moved a "
        + "child after layout (.offset, .position) and it now covers its neighbour",
      fix: "move it with spacing or padding so the stack makes room, or layer the views on "
        + "purpose with a ZStack or .overlay"),
    LintRule(
      id: "zero-size", summary: "a view that draws something has zero width or height",
      why: "a colour, shape or text with no width or height draws nothing",
      fix: "give it a size (.frame(width:height:), a minimum), make room for it in its stack, or "
        + "remove it"),
    LintRule(
      id: "invalid-frame", summary: "a frame is invalid or contradictory",
      why: "SwiftUI logs \"Invalid frame dimension (negative or non-finite).\" or "
        + "\"Contradictory frame constraints specified.\" and lays the frame out by rules few "
        + "people expect",
      fix: "give sizes of at least 0 and limits in order: minWidth <= idealWidth <= maxWidth"),
    LintRule(
      id: "param-hides-builtin",
      summary: "a component parameter hides a built-in font or colour",
      why: "inside the component the name means the parameter, so '.font(title)' gets the "
        + "parameter's value instead of the title font",
      fix: "rename the parameter (titleText, tintColor)"),
  ]

  /// The rule with the id `id`, if there is one.
  public static func rule(_ id: String) -> LintRule? { rules.first { $0.id == id } }

  /// How many characters of a text's `label` its shown lines leave out, and which, where
  /// that can be told (text-truncated).
  public static func lostCharacters(_ label: String, shown: String) -> (Int, String?) {
    TreeCheck.lost(label, shown: shown)
  }

  /// The findings in one layout, in the tree's order.
  public static func check(_ record: LayoutRecord, screen: ProposedSize, safeArea: EdgeInsets)
    -> [LintFinding]
  {
    TreeCheck(record: record, screen: screen, safeArea: safeArea).run()
  }

  /// The findings in the declarations of a `.lyt` file (components' parameters).
  public static func check(declarations file: FileSyntax, in source: SourceFile) -> [LintFinding] {
    var findings: [LintFinding] = []
    for case .component(let component) in file.declarations {
      for parameter in component.parameters {
        let name = parameter.name.text
        let lowered = name.lowercased()
        let hidden: (what: String, modifiers: Set<String>)
        if let font = TextStyle.allCases.first(where: { $0.rawValue.lowercased() == lowered }) {
          hidden = ("font '\(font.rawValue)'", fontModifiers)
        } else if SystemColors.table.contains(where: { $0.name.lowercased() == lowered }) {
          hidden = ("colour '\(lowered)'", colorModifiers)
        } else {
          continue
        }
        guard let use = firstUse(of: name, in: hidden.modifiers, in: component.body) else {
          continue
        }
        let at = source.location(of: use.range.start)
        let position = source.location(of: parameter.name.range.start)
        findings.append(
          LintFinding(
            rule: "param-hides-builtin",
            message: "parameter '\(name)' of component '\(component.name.text)' hides the "
              + "built-in \(hidden.what): '.\(use.name.text)(\(name))' at \(at.line):\(at.column) "
              + "gets the parameter's value, not the \(hidden.what); rename the parameter",
            position: SourcePosition(line: position.line, column: position.column)))
      }
    }
    return findings
  }

  /// Whether a comment directive in `source` turns the finding off: `layoutc-lint: ignore`
  /// (every rule) or `layoutc-lint: ignore RULE, RULE` on the finding's line or the line
  /// above, or `layoutc-lint: ignore-file RULE, ...` anywhere in the file.
  public static func isSuppressed(_ finding: LintFinding, in directives: Directives) -> Bool {
    if directives.file.contains(finding.rule) || directives.file.contains("") { return true }
    let first = directives.firstLines.indices.contains(finding.position.file)
      ? directives.firstLines[finding.position.file] : 0
    for line in [first + finding.position.line, first + finding.position.line - 1] {
      if let rules = directives.lines[line], rules.contains(finding.rule) || rules.contains("") {
        return true
      }
    }
    return false
  }

  /// The suppression comments of a file: rule ids by line, and for the whole file; `""`
  /// stands for every rule.
  public struct Directives: Sendable {
    /// Rule ids by 1-based line, for findings on that line or the one below.
    public var lines: [Int: Set<String>] = [:]
    /// Rule ids turned off for the whole file.
    public var file: Set<String> = []
    /// The 0-based line each of the source's files starts at: `lines` counts across them.
    var firstLines: [Int] = [0]

    /// The directives in the `//` comments of `source`.
    public init(_ source: SourceFile) {
      let marker = Array("layoutc-lint:".utf8)
      let bytes = source.bytes
      firstLines = source.parts.map(\.firstLine)
      for (index, start) in source.lineStarts.enumerated() {
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        guard let comment = Self.find(Array("//".utf8), in: bytes, from: start, to: end),
          let found = Self.find(marker, in: bytes, from: comment, to: end)
        else { continue }
        let rest = String(decoding: bytes[(found + marker.count)..<end], as: UTF8.self)
        var words = rest.split(whereSeparator: {
          $0 == " " || $0 == "," || $0 == "\t" || $0 == "\r"
        })
        .map(String.init)
        guard let verb = words.first else { continue }
        words.removeFirst()
        // `--` starts the reason, which is not read.
        let ids = words.prefix { $0 != "--" }
        let rules = ids.isEmpty ? [""] : Set(ids)
        switch verb {
        case "ignore": lines[index + 1, default: []].formUnion(rules)
        case "ignore-file": file.formUnion(rules)
        default: continue
        }
      }
    }

    static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int, to end: Int) -> Int? {
      guard end - start >= needle.count else { return nil }
      var i = start
      while i + needle.count <= end {
        if bytes[i] == needle[0], Array(bytes[i..<(i + needle.count)]) == needle { return i }
        i += 1
      }
      return nil
    }
  }

  static let fontModifiers: Set<String> = ["font"]
  static let colorModifiers: Set<String> = [
    "foregroundstyle", "foregroundcolor", "background", "overlay", "fill", "stroke",
    "strokeborder", "tint", "accentcolor", "border",
  ]

  /// The first modifier of `modifiers` in `view` (and the views inside it) given the bare
  /// name `name` as an argument.
  static func firstUse(of name: String, in modifiers: Set<String>, in view: ViewSyntax)
    -> ModifierSyntax?
  {
    func isBare(_ value: ExprSyntax) -> Bool {
      guard case .chain(let chain) = value else { return false }
      let head = chain.head
      return chain.suffixes.isEmpty && !head.leadingDot && head.name.text == name
        && head.string == nil && head.arguments == nil && head.children == nil
    }
    func inModifier(_ modifier: ModifierSyntax) -> ModifierSyntax? {
      let arguments = modifier.arguments?.arguments ?? []
      if modifiers.contains(modifier.name.text.lowercased()),
        arguments.contains(where: { isBare($0.value) })
      {
        return modifier
      }
      for argument in arguments { if let hit = inExpr(argument.value) { return hit } }
      return nil
    }
    func inExpr(_ expr: ExprSyntax) -> ModifierSyntax? {
      switch expr {
      case .chain(let chain):
        if let hit = inNamed(chain.head) { return hit }
        for case .member(let modifier) in chain.suffixes {
          if let hit = inModifier(modifier) { return hit }
        }
        return nil
      case .view(let view): return inView(view)
      case .list(let values, _):
        for value in values { if let hit = inExpr(value) { return hit } }
        return nil
      case .paren(let inner, _): return inExpr(inner)
      default: return nil
      }
    }
    func inNamed(_ named: NamedViewSyntax) -> ModifierSyntax? {
      for argument in named.arguments?.arguments ?? [] {
        if let hit = inExpr(argument.value) { return hit }
      }
      for child in named.children?.views ?? [] { if let hit = inView(child) { return hit } }
      return nil
    }
    func inView(_ view: ViewSyntax) -> ModifierSyntax? {
      switch view.primary {
      case .named(let named): if let hit = inNamed(named) { return hit }
      case .forEach(let each):
        for child in each.children.views { if let hit = inView(child) { return hit } }
      case .ifElse(let branch):
        for child in branch.then.views + (branch.otherwise?.views ?? []) {
          if let hit = inView(child) { return hit }
        }
      case .instance(let instance):
        for child in instance.body.views { if let hit = inView(child) { return hit } }
      }
      for modifier in view.modifiers { if let hit = inModifier(modifier) { return hit } }
      return nil
    }
    return inView(view)
  }
}

/// The rules that read a laid-out tree.
private struct TreeCheck {
  let record: LayoutRecord
  let screen: ProposedSize
  let safeArea: EdgeInsets
  let nodes: [FrameNode]
  /// Each printed node's parent (-1 for the root).
  let parents: [Int]
  /// The widest answer each (run, node) gave to a proposal of unbounded width (its ideal
  /// width), where it was asked.
  let ideals: [LayoutTrace.Frame: Double]
  /// A stack child's smallest and largest lengths along the stack's axis, from the stack's
  /// probes.
  let probes: [LayoutTrace.Frame: (min: Double, max: Double)]

  /// What a node's ancestors are.
  struct Context {
    var inControl = false
    var inScrollView = false
    var ignoresSafeArea = false
    /// The nearest offset or position above the node.
    var mover: Int? = nil
    /// The nearest view above the node that clips what it holds (`.clipped()`,
    /// `.clipShape`, `.cornerRadius`).
    var clip: Int? = nil
    /// Where the clipping views above the node let it draw: the intersection of their
    /// frames; nil when none clips.
    var clipRect: Rect? = nil
  }
  let context: [Context]

  /// Amounts below this are not reported (half a point).
  static let tolerance = 0.5

  init(record: LayoutRecord, screen: ProposedSize, safeArea: EdgeInsets) {
    self.record = record
    self.screen = screen
    self.safeArea = safeArea
    nodes = record.tree.nodes
    var parents = [Int](repeating: -1, count: nodes.count)
    for (parent, children) in record.children.enumerated() {
      for child in children { parents[child] = parent }
    }
    self.parents = parents
    // What each node's ancestors are, in one pass: a parent comes before its children.
    var context = [Context](repeating: Context(), count: nodes.count)
    for index in nodes.indices {
      let parent = parents[index]
      guard parent >= 0, parent < record.trace.frames.count else { continue }
      var inherited = context[parent]
      let key = record.trace.frames[parent]
      let view = record.viewNode(run: key.run, node: key.node)
      if view?.attributes.paint?.clipped == true {
        inherited.clip = parent
        let frame = nodes[parent].frame
        inherited.clipRect = inherited.clipRect.map { Self.intersection($0, frame) } ?? frame
      }
      switch view?.kind {
      case .control?: inherited.inControl = true
      case .scrollView?: inherited.inScrollView = true
      case .ignoresSafeArea?: inherited.ignoresSafeArea = true
      case .offset?, .position?: inherited.mover = parent
      default: break
      }
      context[index] = inherited
    }
    self.context = context
    var ideals: [LayoutTrace.Frame: Double] = [:]
    var probes: [LayoutTrace.Frame: (min: Double, max: Double)] = [:]
    for (index, event) in record.events.enumerated() {
      let key = LayoutTrace.Frame(run: event.run, node: event.node)
      switch event.kind {
      case .answer:
        if let question = record.questionOf[index],
          (record.events[question].proposal.width ?? .infinity) == .infinity
        {
          ideals[key] = max(ideals[key] ?? 0, event.size.width)
        }
      case .probe:
        probes[key] = (event.size.width, event.size.height)
      default: break
      }
    }
    self.ideals = ideals
    self.probes = probes
  }

  func run() -> [LintFinding] {
    var findings: [LintFinding] = []
    var reportedMovers: Set<Int> = []
    let count = min(nodes.count, record.trace.frames.count)
    for index in 0..<count {
      let key = record.trace.frames[index]
      guard let view = record.viewNode(run: key.run, node: key.node) else { continue }
      let node = nodes[index]
      func add(_ rule: String, _ message: String) {
        findings.append(
          LintFinding(rule: rule, message: message, position: node.source, view: node.path))
      }
      if let message = truncation(index, key) ?? clipping(index) {
        add("text-truncated", message)
      }
      // The parts a control is made of come from the system's metrics, not from the file:
      // only a truncated label is the author's to fix.
      if inControl(index) { continue }
      if let message = overflow(index, view) { add("stack-overflow", message) }
      if draws(view), !view.attributes.hidden, view.attributes.opacity != 0 {
        // A view an offset or position moved is reported once, at the modifier that moved
        // it, with the frame of everything it moved.
        let mover = self.mover(of: index)
        if let mover, reportedMovers.contains(mover) {
          // Already reported with what it moved.
        } else if let message = offscreen(index) {
          if let mover {
            reportedMovers.insert(mover)
            let moved = drawnNode(mover)
            let message = offscreen(moved, named: described(moved)) ?? message
            findings.append(
              LintFinding(
                rule: "offscreen", message: message, position: nodes[mover].source,
                view: nodes[mover].path))
          } else {
            add("offscreen", message)
          }
        } else if inSafeArea(index) != nil {
          if let mover {
            reportedMovers.insert(mover)
            let moved = drawnNode(mover)
            if let message = inSafeArea(moved, named: described(moved)) ?? inSafeArea(index) {
              findings.append(
                LintFinding(
                  rule: "safe-area", message: message, position: nodes[mover].source,
                  view: nodes[mover].path))
            }
          } else if let message = inSafeArea(index) {
            add("safe-area", message)
          }
        }
        if let message = zeroSize(index, view) { add("zero-size", message) }
      }
      if let (message, at) = overlaps(index, view) {
        findings.append(
          LintFinding(rule: "sibling-overlap", message: message, position: at, view: node.path))
      }
      for message in invalidFrame(index, view) { add("invalid-frame", message) }
    }
    return findings
  }

  // MARK: Naming

  /// `text "Hi" (path 0.1)`, `hstack #row (path 0)`.
  func name(_ index: Int) -> String {
    let node = nodes[index]
    return Words.name(kind: node.kind, label: node.label, id: node.id) + " (path \(node.path))"
  }

  /// A modified view named by what it shows: `circle (path 0.1.0.0) with its frame, ...`
  /// reads as the circle; modifiers that wrap one view are looked through.
  func described(_ index: Int) -> String {
    var current = index
    var steps = 0
    while let first = record.children[current].first, steps < 64 {
      let key = record.trace.frames[current]
      guard let view = record.viewNode(run: key.run, node: key.node) else { break }
      switch view.kind {
      case .frame, .flexFrame, .padding, .offset, .position, .background, .overlay, .border,
        .aspectRatio, .fixedSize, .ignoresSafeArea, .safeAreaPadding, .component:
        current = first
        steps += 1
        continue
      default: break
      }
      break
    }
    return name(current)
  }

  static func number(_ value: Double) -> String { NumberFormat.format(value) }

  /// Whether a view draws something of its own.
  func draws(_ view: ViewNode) -> Bool {
    switch view.kind {
    case .text: return !(view.label ?? "").isEmpty
    case .color: return view.label?.lowercased() != "clear"
    case .shape, .image: return true
    default: return false
    }
  }

  func inControl(_ index: Int) -> Bool { context[index].inControl }
  func inScrollView(_ index: Int) -> Bool { context[index].inScrollView }

  // MARK: text-truncated

  func truncation(_ index: Int, _ key: LayoutTrace.Frame) -> String? {
    let node = nodes[index]
    guard let text = node.text, text.truncated else { return nil }
    let label = node.label ?? ""
    let shown = text.lines.joined(separator: " ")
    var (lost, lostText) = Self.lost(label, shown: shown)
    // The spaces around what was lost are not counted: they are not read.
    lostText = lostText.map {
      String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
    if let lostText, !lostText.isEmpty { lost = lostText.count }
    var message = "\(name(index)) is truncated to " + SwiftLiteral.quoted(shown)
    if lost > 0 {
      message += ", losing \(Words.count(lost, "character")) of \(label.count)"
      if let lostText, !lostText.isEmpty { message += " (" + SwiftLiteral.quoted(lostText) + ")" }
    }
    let limit = record.lineLimit(run: key.run, node: key.node)?.max
    let proposal = record.placements[index]?.proposal ?? .unspecified
    let size = node.frame.size
    var causes: [String] = []
    if let limit, text.lines.count >= limit {
      causes.append("its line limit is \(limit)")
    }
    if text.lines.count == 1, let ideal = ideals[key], ideal > size.width + Self.tolerance {
      causes.append(
        "it needs \(Self.number(ideal)) wide on one line but is \(Self.number(size.width)) wide")
    }
    if let height = proposal.height, height.isFinite, causes.isEmpty || limit == nil,
      text.lines.count == 1 || limit.map({ text.lines.count < $0 }) ?? true
    {
      causes.append("it is offered only \(Self.number(height)) high")
    }
    if causes.isEmpty, let width = proposal.width, width.isFinite {
      causes.append("it is offered only \(Self.number(width)) wide")
    }
    if !causes.isEmpty { message += ": " + causes.joined(separator: " and ") }
    return message + "; give it room, allow more lines, or shorten it"
  }

  /// A text whole in its own frame but cut by a view above it that clips: how much of it is
  /// not drawn, on which sides.
  func clipping(_ index: Int) -> String? {
    let node = nodes[index]
    guard node.text != nil, !(node.label ?? "").isEmpty, let clip = context[index].clip else {
      return nil
    }
    let f = node.frame
    let c = nodes[clip].frame
    func lost(
      _ before: Double, _ after: Double, _ length: Double, _ axis: String, _ ends: (String, String)
    )
      -> String?
    {
      let before = max(0, before)
      let after = max(0, after)
      guard before + after >= Self.tolerance else { return nil }
      var sides: [String] = []
      if before > 0 { sides.append("\(Self.number(before)) \(ends.0)") }
      if after > 0 { sides.append("\(Self.number(after)) \(ends.1)") }
      return "\(Self.number(before + after)) of its \(Self.number(length)) \(axis) ("
        + sides.joined(separator: ", ") + ")"
    }
    let cut = [
      lost(
        c.origin.x - f.origin.x, (f.origin.x + f.size.width) - (c.origin.x + c.size.width),
        f.size.width, "width", ("left", "right")),
      lost(
        c.origin.y - f.origin.y, (f.origin.y + f.size.height) - (c.origin.y + c.size.height),
        f.size.height, "height", ("top", "bottom")),
    ].compactMap { $0 }
    guard !cut.isEmpty else { return nil }
    let source = nodes[clip].source
    return "\(name(index)) is clipped by \(name(clip)) at \(source.line):\(source.column): "
      + cut.joined(separator: " and ") + " " + (cut.count == 1 ? "is" : "are")
      + " not drawn, as the clipping view is \(Self.number(c.size.width))×"
      + "\(Self.number(c.size.height)); give the text room, or clip less"
  }

  /// How many characters of `label` the shown lines leave out, and the text lost when the
  /// lines read as the label's start and end around one ellipsis (head, middle or tail
  /// truncation). Lines are joined by a space, where they wrapped.
  static func lost(_ label: String, shown: String) -> (Int, String?) {
    let parts = shown.split(separator: "…", maxSplits: 1, omittingEmptySubsequences: false)
    if parts.count == 2, label.hasPrefix(parts[0]), label.hasSuffix(parts[1]),
      parts[0].count + parts[1].count < label.count
    {
      let lost = label.dropFirst(parts[0].count).dropLast(parts[1].count)
      return (lost.count, String(lost))
    }
    // Otherwise count what is missing, spaces aside.
    let kept = shown.filter { $0 != "…" && !$0.isWhitespace }.count
    return (max(0, label.filter { !$0.isWhitespace }.count - kept), nil)
  }

  // MARK: stack-overflow

  func overflow(_ index: Int, _ view: ViewNode) -> String? {
    let horizontal: Bool
    switch view.kind {
    case .hstack: horizontal = true
    case .vstack: horizontal = false
    default: return nil
    }
    guard let placed = record.placements[index],
      let offered = horizontal ? placed.proposal.width : placed.proposal.height,
      offered.isFinite, !isShareOfStack(index, horizontal: horizontal)
    else { return nil }
    let needed = horizontal ? placed.size.width : placed.size.height
    let over = needed - offered
    guard over >= Self.tolerance else { return nil }
    let key = record.trace.frames[index]
    var rigid: [String] = []
    for child in record.children[index] {
      let childKey = record.trace.frames[child]
      guard let probe = probes[LayoutTrace.Frame(run: key.run, node: childKey.node)],
        probe.min >= Self.tolerance
      else { continue }
      let source = nodes[child].source
      let inner = described(child)
      let own = Words.name(kind: nodes[child].kind, label: nodes[child].label, id: nodes[child].id)
      let shown =
        inner.hasPrefix(own + " (") ? own : inner.prefix { $0 != "(" }.dropLast() + " in \(own)"
      rigid.append(
        "\(shown) at \(source.line):\(source.column) (at least \(Self.number(probe.min)))")
    }
    let axis = horizontal ? "horizontally" : "vertically"
    let length = horizontal ? "wide" : "high"
    var message =
      "\(name(index)) overflows by \(Self.number(over)) points \(axis): its children need "
      + "\(Self.number(needed)) \(length) but it is offered \(Self.number(offered))"
    if !rigid.isEmpty {
      let shown = rigid.prefix(4).joined(separator: ", ")
      let more = rigid.count > 4 ? " and \(rigid.count - 4) more" : ""
      message += "; \(shown)\(more) cannot shrink"
    }
    return message + "; let a child shrink, reduce the spacing, or scroll"
  }

  /// Whether what a stack was offered along its axis is its share of a stack around it on the
  /// same axis (through modifiers that pass the offer on): that offer is a step in the outer
  /// stack's sharing, which gives the rest to the others once it takes more, so the placed row
  /// overflows only if the outer stack does, and that one is reported.
  func isShareOfStack(_ index: Int, horizontal: Bool) -> Bool {
    var current = parents[index]
    while current >= 0 {
      let key = record.trace.frames[current]
      guard let view = record.viewNode(run: key.run, node: key.node) else { return false }
      switch view.kind {
      case .hstack: return horizontal
      case .vstack: return !horizontal
      case .padding, .background, .overlay, .border, .offset, .component, .ignoresSafeArea,
        .safeAreaPadding:
        current = parents[current]
      case .flexFrame(let frame):
        // A flexible frame with no limits on the axis passes the offer on unchanged.
        let limits =
          horizontal ? [frame.minWidth, frame.maxWidth] : [frame.minHeight, frame.maxHeight]
        guard limits.allSatisfy({ $0 == nil || $0 == .infinity }) else { return false }
        current = parents[current]
      default: return false
      }
    }
    return false
  }

  // MARK: offscreen and safe-area

  /// The nearest offset or position above a node, if any.
  func mover(of index: Int) -> Int? { context[index].mover }

  /// The part of a node's frame that its clipping ancestors let it draw.
  func visibleFrame(_ index: Int) -> Rect {
    let frame = nodes[index].frame
    return context[index].clipRect.map { Self.intersection(frame, $0) } ?? frame
  }

  /// The overlap of two rectangles, empty (zero size) when they do not meet.
  static func intersection(_ a: Rect, _ b: Rect) -> Rect {
    let minX = max(a.minX, b.minX)
    let minY = max(a.minY, b.minY)
    return Rect(
      x: minX, y: minY, width: max(0, min(a.maxX, b.maxX) - minX),
      height: max(0, min(a.maxY, b.maxY) - minY))
  }

  func offscreen(_ index: Int, named: String? = nil) -> String? {
    guard let width = screen.width, let height = screen.height, width.isFinite, height.isFinite
    else { return nil }
    // What a clipping view above it cuts off is not drawn, on the screen or off it.
    let f = visibleFrame(index)
    guard f.size.width > 0, f.size.height > 0, !inScrollView(index) else { return nil }
    let sides: [(String, Double)] = [
      ("left", -f.origin.x), ("right", f.origin.x + f.size.width - width),
      ("top", -f.origin.y), ("bottom", f.origin.y + f.size.height - height),
    ]
    let outside = sides.filter { $0.1 >= Self.tolerance }
    guard !outside.isEmpty else { return nil }
    let screenText = "\(Self.number(width))×\(Self.number(height))"
    // Entirely outside: how far from the screen's edge it lies.
    let gaps: [(String, Double)] = [
      ("left", -(f.origin.x + f.size.width)), ("right", f.origin.x - width),
      ("top", -(f.origin.y + f.size.height)), ("bottom", f.origin.y - height),
    ]
    let text: String
    if let gap = gaps.filter({ $0.1 >= 0 }).max(by: { $0.1 < $1.1 }) {
      text =
        "is entirely off the \(gap.0) of the \(screenText) screen, "
        + "\(Self.number(gap.1)) points beyond its edge"
    } else {
      text =
        "is "
        + outside.map { "\(Self.number($0.1)) points off the \($0.0)" }
        .joined(separator: " and ") + " of the \(screenText) screen"
    }
    return "\(named ?? name(index)) \(text); move it back or let its container fit the screen"
  }

  func inSafeArea(_ index: Int, named: String? = nil) -> String? {
    guard let width = screen.width, let height = screen.height, width.isFinite, height.isFinite
    else { return nil }
    let insets = [safeArea.top, safeArea.leading, safeArea.bottom, safeArea.trailing]
    guard insets.contains(where: { $0 > 0 }) else { return nil }
    let f = visibleFrame(index)
    guard f.size.width > 0, f.size.height > 0, !inScrollView(index) else { return nil }
    guard !context[index].ignoresSafeArea else { return nil }
    // How deep the frame reaches into each band (clipped to the screen).
    let minX = max(f.origin.x, 0)
    let maxX = min(f.origin.x + f.size.width, width)
    let minY = max(f.origin.y, 0)
    let maxY = min(f.origin.y + f.size.height, height)
    guard maxX > minX, maxY > minY else { return nil }
    let bands: [(String, Double, Double)] = [
      ("top", safeArea.top, safeArea.top - minY),
      ("bottom", safeArea.bottom, maxY - (height - safeArea.bottom)),
      ("leading", safeArea.leading, safeArea.leading - minX),
      ("trailing", safeArea.trailing, maxX - (width - safeArea.trailing)),
    ]
    let reached = bands.filter { $0.1 > 0 && $0.2 >= Self.tolerance }
    guard !reached.isEmpty else { return nil }
    let parts = reached.map {
      "\(Self.number(min($0.2, $0.1))) points into the \(Self.number($0.1))-point \($0.0) safe area"
    }
    return "\(named ?? name(index)) reaches " + parts.joined(separator: " and ")
      + " without .ignoresSafeArea(); keep it inside the safe area"
  }

  // MARK: zero-size

  func zeroSize(_ index: Int, _ view: ViewNode) -> String? {
    let size = nodes[index].frame.size
    guard size.width == 0 || size.height == 0 else { return nil }
    let proposal = record.placements[index]?.proposal ?? .unspecified
    var cause = ""
    if size.width == 0, proposal.width == 0 {
      cause = ": it is offered 0 wide"
    } else if size.height == 0, proposal.height == 0 {
      cause = ": it is offered 0 high"
    }
    let axes =
      size.width == 0 && size.height == 0
      ? "zero size" : size.width == 0 ? "zero width" : "zero height"
    return "\(name(index)) has \(axes) (\(Words.size(size))) and draws nothing\(cause); "
      + "give it a size or remove it"
  }

  // MARK: sibling-overlap

  /// The frame a node draws in: an offset or position moves its content.
  func drawnFrame(_ index: Int) -> Rect { nodes[drawnNode(index)].frame }

  /// The node whose frame is drawn for `index`: through offsets and positions to what they
  /// move.
  func drawnNode(_ index: Int) -> Int {
    let key = record.trace.frames[index]
    if let view = record.viewNode(run: key.run, node: key.node),
      let first = record.children[index].first
    {
      switch view.kind {
      case .offset, .position: return drawnNode(first)
      default: break
      }
    }
    return index
  }

  /// The first overlap in a stack, reported at the later sibling (where an offset moved one,
  /// at that offset).
  func overlaps(_ index: Int, _ view: ViewNode) -> (String, SourcePosition)? {
    let horizontal: Bool
    switch view.kind {
    case .hstack(_, let spacing, _):
      if let spacing, spacing < 0 { return nil }
      horizontal = true
    case .vstack(_, let spacing, _):
      if let spacing, spacing < 0 { return nil }
      horizontal = false
    default: return nil
    }
    let children = record.children[index].filter { child in
      let key = record.trace.frames[child]
      guard let view = record.viewNode(run: key.run, node: key.node) else { return false }
      if case .spacer = view.kind { return false }
      let f = drawnFrame(child)
      return f.size.width > 0 && f.size.height > 0 && !view.attributes.hidden
        && view.attributes.opacity != 0
    }
    guard children.count >= 2, children.count <= 500 else { return nil }
    for (position, later) in children.enumerated().dropFirst() {
      let b = drawnFrame(later)
      for earlier in children[..<position] {
        let a = drawnFrame(earlier)
        let along =
          horizontal
          ? min(a.origin.x + a.size.width, b.origin.x + b.size.width) - max(a.origin.x, b.origin.x)
          : min(a.origin.y + a.size.height, b.origin.y + b.size.height)
            - max(a.origin.y, b.origin.y)
        let across =
          horizontal
          ? min(a.origin.y + a.size.height, b.origin.y + b.size.height)
            - max(a.origin.y, b.origin.y)
          : min(a.origin.x + a.size.width, b.origin.x + b.size.width) - max(a.origin.x, b.origin.x)
        guard along >= Self.tolerance, across > 0 else { continue }
        let moved =
          drawnFrame(later) != nodes[later].frame
          ? later : drawnFrame(earlier) != nodes[earlier].frame ? earlier : nil
        let cause =
          moved.map {
            "; .\(nodes[$0].kind) moves \($0 == later ? "it" : described($0)) after layout"
          } ?? ""
        let message =
          "\(described(later)) overlaps \(described(earlier)) by "
          + "\(Self.number(along)) points in \(name(index))\(cause); make room with spacing or "
          + "padding, or layer them in a ZStack"
        return (message, nodes[moved ?? later].source)
      }
    }
    return nil
  }

  // MARK: invalid-frame

  func invalidFrame(_ index: Int, _ view: ViewNode) -> [String] {
    let size = nodes[index].frame.size
    var messages: [String] = []
    func invalid(_ label: String, _ value: Double?) {
      guard let value, value < 0 || !value.isFinite else { return }
      messages.append(
        "frame (path \(nodes[index].path)) has \(label) \(Self.number(value)); SwiftUI logs "
          + "\"Invalid frame dimension (negative or non-finite).\" and treats it as not given")
    }
    switch view.kind {
    case .frame(let width, let height, _):
      invalid("width", width)
      invalid("height", height)
    case .flexFrame(let frame):
      let axes: [(String, Double?, Double?, Double?, Double)] = [
        ("Width", frame.minWidth, frame.idealWidth, frame.maxWidth, size.width),
        ("Height", frame.minHeight, frame.idealHeight, frame.maxHeight, size.height),
      ]
      for (axis, low, ideal, high, length) in axes {
        for (label, value) in [("min", low), ("ideal", ideal), ("max", high)] {
          if let value, value < 0 || value.isNaN || (label != "max" && value.isInfinite) {
            invalid(label + axis, value)
          }
        }
        let given = [("min", low), ("ideal", ideal), ("max", high)].compactMap { pair in
          pair.1.map { (pair.0 + axis, $0) }
        }
        for (first, second) in zip(given, given.dropFirst()) where first.1 > second.1 {
          messages.append(
            "frame (path \(nodes[index].path)) has \(first.0) \(Self.number(first.1)) greater "
              + "than \(second.0) \(Self.number(second.1)); SwiftUI logs \"Contradictory frame "
              + "constraints specified.\" and this frame ends up "
              + "\(Self.number(length)) \(axis == "Width" ? "wide" : "high")")
        }
      }
    default: break
    }
    return messages
  }
}
