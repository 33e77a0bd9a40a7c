// Test support: parse and resolve a source text, and print the resolved tree one node per line
// (kind and payload, label, id, role, source position, attributes, environment), so tests
// compare whole trees as strings.

import LayoutEngine
import LayoutResolver
import LayoutSyntax
import Testing

/// The outcome of resolving a source text, ready to assert on.
struct Resolved {
  var tree: ViewTree?
  /// `line:col: message` per diagnostic (warnings prefixed `warning: `).
  var diagnostics: [String]
  var usesSizeClass: Bool

  /// The tree printed without source positions.
  var dump: String { tree.map { TreePrinter(positions: false).print($0) } ?? "<no tree>" }
  /// The tree printed with `@line:col` on each node.
  var dumpWithPositions: String {
    tree.map { TreePrinter(positions: true).print($0) } ?? "<no tree>"
  }
  /// The first diagnostic, or "" when there is none.
  var firstDiagnostic: String { diagnostics.first ?? "" }
  /// The root node.
  var root: ViewNode? { tree.map { $0.nodes[$0.root] } }
}

func resolve(
  _ text: String, compact: Bool = true, limits: ResolveLimits = ResolveLimits(),
  images: [String: Size] = [:]
) -> Resolved {
  let source = SourceFile(name: "test.lyt", text: text)
  let parsed = Parser.parse(source)
  let options = ResolveOptions(compact: compact, limits: limits, images: images)
  let result = Resolver.resolve(parsed.file, in: source, options: options)
  expectStreamingResolvesAlike(source, options, parsed, result)
  let all = parsed.diagnostics + result.diagnostics
  let lines = all.map { d -> String in
    let prefix = d.severity == .warning ? "warning: " : ""
    return "\(source.location(of: d.range.start)): \(prefix)\(d.message)"
  }
  return Resolved(tree: result.tree, diagnostics: lines, usesSizeClass: result.usesSizeClass)
}

/// Checks that resolving `source` as it is parsed (`StreamingResolver`, which `layoutc` does
/// for a `.lyt` file) makes what resolving the whole file made: the same parse diagnostics, and
/// when they hold no error, the same tree and resolution diagnostics.
func expectStreamingResolvesAlike(
  _ source: SourceFile, _ options: ResolveOptions, _ parsed: ParseResult, _ whole: ResolveResult,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let (streamedParse, streamed) = StreamingResolver.parseAndResolve(source, options: options)
  #expect(streamedParse.diagnostics == parsed.diagnostics, sourceLocation: sourceLocation)
  guard let streamed else { return }
  #expect(streamed.diagnostics == whole.diagnostics, sourceLocation: sourceLocation)
  #expect(streamed.usesSizeClass == whole.usesSizeClass, sourceLocation: sourceLocation)
  let printer = TreePrinter(positions: true)
  #expect(
    streamed.tree.map(printer.print) == whole.tree.map(printer.print),
    sourceLocation: sourceLocation)
}

/// Prints a `ViewTree` as indented lines: `kind(payload) "label" #id [role] @l:c {attributes}`.
struct TreePrinter {
  var positions: Bool

  func print(_ tree: ViewTree) -> String {
    var lines: [String] = []
    func visit(_ i: Int, _ depth: Int) {
      let node = tree.nodes[i]
      var line = String(repeating: "  ", count: depth) + describe(node.kind)
      if let label = node.label { line += " \"\(label)\"" }
      if let id = node.id { line += " #\(id)" }
      if let role = node.role { line += " [\(role.rawValue)]" }
      if positions { line += " @\(node.source.line):\(node.source.column)" }
      let extras = attributes(node.attributes) + environment(node.environment)
      if !extras.isEmpty { line += " {" + extras.joined(separator: ", ") + "}" }
      lines.append(line)
      for c in node.children { visit(c, depth + 1) }
    }
    visit(tree.root, 0)
    return lines.joined(separator: "\n")
  }

  func n(_ x: Double) -> String { NumberFormat.format(x) }
  func n(_ x: Double?) -> String { x.map { NumberFormat.format($0) } ?? "nil" }

  func describe(_ kind: ViewKind) -> String {
    switch kind {
    case .color: return "color"
    case .shape(.roundedRectangle(let r)): return "roundedrectangle(\(n(r)))"
    case .shape(let s): return s.name
    case .text(let content):
      if content.runs.count == 1 && content.runs[0].style.isEmpty { return "text" }
      return "text("
        + content.runs.map { run in
          "\"\(run.string)\""
            + (run.style.isEmpty ? "" : " " + environment(run.style).joined(separator: " "))
        }.joined(separator: ", ") + ")"
    case .image(let image):
      var parts: [String] = []
      if let size = image.naturalSize { parts.append("\(n(size.width))x\(n(size.height))") }
      if let s = image.systemName { parts.append("systemName: \(s)") }
      if image.resizable { parts.append("resizable") }
      return "image(" + parts.joined(separator: ", ") + ")"
    case .spacer(let minLength): return "spacer(\(n(minLength)))"
    case .divider: return "divider"
    case .hstack(let a, let s, let lazy):
      return (lazy ? "lazyhstack" : "hstack") + "(\(vertical(a)), \(n(s)))"
    case .vstack(let a, let s, let lazy):
      return (lazy ? "lazyvstack" : "vstack") + "(\(horizontal(a)), \(n(s)))"
    case .zstack(let a): return "zstack(\(alignment(a)))"
    case .padding(let e):
      return "padding(\(n(e.top)), \(n(e.leading)), \(n(e.bottom)), \(n(e.trailing)))"
    case .frame(let w, let h, let a): return "frame(\(n(w)), \(n(h)), \(alignment(a)))"
    case .flexFrame(let f):
      return
        "flexframe(\(n(f.minWidth)), \(n(f.idealWidth)), \(n(f.maxWidth)), \(n(f.minHeight)), \(n(f.idealHeight)), \(n(f.maxHeight)), \(alignment(f.alignment)))"
    case .background(let a): return "background(\(alignment(a)))"
    case .overlay(let a): return "overlay(\(alignment(a)))"
    case .border(let w): return "border(\(n(w)))"
    case .offset(let x, let y): return "offset(\(n(x)), \(n(y)))"
    case .position(let x, let y): return "position(\(n(x)), \(n(y)))"
    case .aspectRatio(let r, let mode): return "aspectratio(\(n(r)), \(mode))"
    case .fixedSize(let h, let v): return "fixedsize(\(h), \(v))"
    case .component: return "view"
    case .control(let name, _): return "control(\(name))"
    case .geometryReader: return "geometryreader"
    case .ignoresSafeArea(let regions, let edges):
      return "ignoressafearea(\(regions.rawValue), \(edges.rawValue))"
    case .safeAreaInset(let edge, let a, let s):
      return "safeareainset(\(edge), \(alignment(a)), \(n(s)))"
    case .safeAreaPadding(let e):
      return "safeareapadding(\(n(e.top)), \(n(e.leading)), \(n(e.bottom)), \(n(e.trailing)))"
    case .containerRelativeFrame(let f):
      return
        "containerrelativeframe(\(f.horizontal), \(f.vertical), \(f.count.map(String.init) ?? "nil"), \(f.span), \(n(f.spacing)), \(alignment(f.alignment)))"
    case .scrollView(let h, let v): return "scrollview(\(h), \(v))"
    case .grid(let a, let h, let v): return "grid(\(alignment(a)), \(n(h)), \(n(v)))"
    case .gridRow(let a): return "gridrow(\(a.map(vertical) ?? "nil"))"
    case .lazyVGrid(let items, let a, let s):
      return "lazyvgrid([\(gridItems(items))], \(horizontal(a)), \(n(s)))"
    case .lazyHGrid(let items, let a, let s):
      return "lazyhgrid([\(gridItems(items))], \(vertical(a)), \(n(s)))"
    case .viewThatFits(let h, let v): return "viewthatfits(\(h), \(v))"
    case .custom(let layout):
      guard let flow = layout.base as? FlowLayout else { return layout.name }
      return
        "\(layout.name)(\(n(flow.spacing)), \(n(flow.lineSpacing)), \(alignment(flow.alignment)))"
    }
  }

  func gridItems(_ items: [GridItem]) -> String {
    items.map { item in
      let size: String
      switch item.size {
      case .fixed(let x): size = "fixed(\(n(x))"
      case .flexible(let lo, let hi): size = "flexible(\(n(lo)), \(n(hi))"
      case .adaptive(let lo, let hi): size = "adaptive(\(n(lo)), \(n(hi))"
      }
      return size + (item.spacing.map { ", spacing: \(n($0))" } ?? "") + ")"
    }.joined(separator: ", ")
  }

  func horizontal(_ h: HorizontalAlignment) -> String {
    switch h {
    case .leading: return "leading"
    case .center: return "center"
    case .trailing: return "trailing"
    case .custom(let i): return "custom\(i)"
    }
  }

  func vertical(_ v: VerticalAlignment) -> String {
    switch v {
    case .top: return "top"
    case .center: return "center"
    case .bottom: return "bottom"
    case .firstTextBaseline: return "firstTextBaseline"
    case .lastTextBaseline: return "lastTextBaseline"
    case .custom(let i): return "custom\(i)"
    }
  }

  func alignment(_ a: Alignment) -> String { horizontal(a.horizontal) + "/" + vertical(a.vertical) }

  func key(_ k: AlignmentKey) -> String {
    switch k {
    case .horizontal(let h): return "h." + horizontal(h)
    case .vertical(let v): return "v." + vertical(v)
    }
  }

  func guide(_ g: GuideExpression) -> String {
    switch g {
    case .constant(let x): return n(x)
    case .width: return "d.width"
    case .height: return "d.height"
    case .guide(let k): return "d[\(key(k))]"
    case .negate(let a): return "-(\(guide(a)))"
    case .add(let a, let b): return "(\(guide(a)) + \(guide(b)))"
    case .subtract(let a, let b): return "(\(guide(a)) - \(guide(b)))"
    case .multiply(let a, let b): return "(\(guide(a)) * \(guide(b)))"
    case .divide(let a, let b): return "(\(guide(a)) / \(guide(b)))"
    }
  }

  func attributes(_ a: ViewAttributes) -> [String] {
    var out: [String] = []
    if let p = a.layoutPriority { out.append("priority: \(n(p))") }
    for g in a.alignmentGuides { out.append("guide \(key(g.key)): \(guide(g.value))") }
    if let z = a.zIndex { out.append("zIndex: \(n(z))") }
    if a.hidden { out.append("hidden") }
    if let o = a.opacity { out.append("opacity: \(n(o))") }
    if let c = a.gridCell.columns { out.append("columns: \(c)") }
    if let p = a.gridCell.anchor { out.append("anchor: \(n(p.x)),\(n(p.y))") }
    if let h = a.gridCell.columnAlignment { out.append("columnAlignment: \(horizontal(h))") }
    if a.gridCell.unsizedHorizontally { out.append("unsized: horizontal") }
    if a.gridCell.unsizedVertically { out.append("unsized: vertical") }
    if let c = a.coordinateSpace { out.append("coordinateSpace: \(c)") }
    return out
  }

  func environment(_ e: EnvironmentOverrides) -> [String] {
    var out: [String] = []
    switch e.font {
    case .style(let s)?: out.append("font: \(s.rawValue)")
    case .system(let size, let weight, let design)?:
      out.append("font: system(\(n(size)), \(n(weight)), \(design?.rawValue ?? "nil"))")
    case nil: break
    }
    if let w = e.fontWeight { out.append("weight: \(n(w))") }
    if let b = e.bold { out.append("bold: \(b)") }
    if let i = e.italic { out.append("italic: \(i)") }
    if let l = e.lineLimit {
      out.append(
        "lineLimit: \(l.min.map(String.init) ?? "nil")...\(l.max.map(String.init) ?? "nil")"
          + (l.reservesSpace ? " reserves" : ""))
    }
    if let s = e.lineSpacing { out.append("lineSpacing: \(n(s))") }
    if let t = e.truncationMode { out.append("truncation: \(t.rawValue)") }
    if let t = e.multilineTextAlignment { out.append("textAlignment: \(t.rawValue)") }
    if let m = e.minimumScaleFactor { out.append("minimumScaleFactor: \(n(m))") }
    if let k = e.kerning { out.append("kerning: \(n(k))") }
    if let t = e.tracking { out.append("tracking: \(n(t))") }
    if let d = e.dynamicTypeSize { out.append("dynamicTypeSize: \(d.rawValue)") }
    if let d = e.layoutDirection {
      out.append("layoutDirection: \(d == .leftToRight ? "ltr" : "rtl")")
    }
    if let s = e.imageScale { out.append("imageScale: \(s.rawValue)") }
    return out
  }
}
