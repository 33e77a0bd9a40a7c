// Writes the SwiftUI twin of a `.lyt` file: the same layout as SwiftUI source, the way a
// developer would write it (`Text("Hi")`, `.padding()`, `{ }` children, `.leading`,
// `Color.red`, `ForEach(0..<3, id: \.self) { i in }`, `GeometryReader { g in }`). Used once,
// with `LAYOUTC_RECORD_TWINS=1`, to make the twins of the examples; each twin is then
// checked against its `.lyt` on every test run. Returns nil for a file that has no SwiftUI
// spelling (`flow`, a bitmap image without an asset catalog, component `content`).
import Foundation
import LayoutSyntax

struct SwiftTwinWriter {
  let source: SourceFile
  private var usesSizeClass = false
  private var refused = false
  /// Names bound where the writer is: `let`s, loop variables, component parameters, `d`.
  private var variables: Set<String> = ["d"]
  /// GeometryReader proxies in scope: `g.width` is `g.size.width` in SwiftUI.
  private var proxies: Set<String> = []

  init(source: SourceFile) { self.source = source }

  /// Views named differently in SwiftUI, and views that are SwiftUI's `Color`s.
  private static let viewNames: [String: String] = [
    "hstack": "HStack", "vstack": "VStack", "zstack": "ZStack", "lazyhstack": "LazyHStack",
    "lazyvstack": "LazyVStack", "lazyvgrid": "LazyVGrid", "lazyhgrid": "LazyHGrid",
    "grid": "Grid", "gridrow": "GridRow", "text": "Text", "image": "Image", "spacer": "Spacer",
    "divider": "Divider", "rectangle": "Rectangle", "roundedrectangle": "RoundedRectangle",
    "unevenroundedrectangle": "UnevenRoundedRectangle", "circle": "Circle", "ellipse": "Ellipse",
    "capsule": "Capsule", "group": "Group", "emptyview": "EmptyView",
    "geometryreader": "GeometryReader", "scrollview": "ScrollView", "viewthatfits": "ViewThatFits",
    "color": "Color",
  ]
  private static let colors: Set<String> = [
    "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple",
    "pink", "brown", "white", "gray", "black", "clear", "primary", "secondary",
  ]
  /// Bare names that are values, not views, where they stand in arguments.
  private static let values: Set<String> = [
    "infinity", "nil", "true", "false", "compact", "regular",
  ]

  mutating func write(_ file: FileSyntax, header: String) -> String? {
    var declarations: [String] = []
    var components: [String] = []
    for declaration in file.declarations {
      if case .letBinding(let binding) = declaration { variables.insert(binding.name.text) }
    }
    for declaration in file.declarations {
      switch declaration {
      case .letBinding(let binding):
        declarations.append("let \(binding.name.text) = \(expr(binding.value))")
      case .alignment(let alignment):
        let type = alignment.axis.text == "horizontal" ? "HorizontalAlignment" : "VerticalAlignment"
        let id = alignment.name.text.prefix(1).uppercased() + alignment.name.text.dropFirst() + "ID"
        var value = "0"
        if let d = alignment.defaultValue { value = expr(d) }
        declarations.append(
          """
          extension \(type) {
              enum \(id): AlignmentID {
                  static func defaultValue(in d: ViewDimensions) -> CGFloat {
                      \(value)
                  }
              }
              static let \(alignment.name.text) = \(type)(\(id).self)
          }
          """)
      case .component(let component):
        let outer = variables
        for p in component.parameters { variables.insert(p.name.text) }
        defer { variables = outer }
        var lines = ["struct \(component.name.text): View {"]
        for p in component.parameters {
          if let d = p.defaultValue {
            lines.append("    var \(p.name.text) = \(expr(d))")
          } else {
            lines.append("    let \(p.name.text): String")
          }
        }
        lines.append("    var body: some View {")
        lines.append(indent(view(component.body), 8))
        lines.append("    }")
        lines.append("}")
        components.append(lines.joined(separator: "\n"))
      }
    }
    guard let root = file.root else { return nil }
    let body = view(root)
    guard !refused else { return nil }
    var out = header + "import SwiftUI\n\n"
    for d in declarations { out += d + "\n\n" }
    for c in components { out += c + "\n\n" }
    if usesSizeClass {
      out += "struct ContentView: View {\n"
      out += "    @Environment(\\.horizontalSizeClass) private var sizeClass\n\n"
      out += "    var body: some View {\n" + indent(body, 8) + "\n    }\n}\n\n"
      out += "#Preview {\n    ContentView()\n}\n"
    } else {
      out += "#Preview {\n" + indent(body, 4) + "\n}\n"
    }
    return out
  }

  private func indent(_ text: String, _ width: Int) -> String {
    let pad = String(repeating: " ", count: width)
    return text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.isEmpty ? "" : pad + $0
    }.joined(separator: "\n")
  }

  // MARK: Views

  private mutating func view(_ v: ViewSyntax) -> String {
    var text: String
    switch v.primary {
    case .named(let head):
      text = named(head)
    case .forEach(let loop):
      let sequence = gridItemOrValue(loop.sequence)
      let outer = variables
      variables.insert(loop.variable.text)
      text =
        "ForEach(\(sequence), id: \\.self) { \(loop.variable.text) in\n"
        + indent(children(loop.children), 4) + "\n}"
      variables = outer
    case .ifElse(let branch):
      text = "if \(condition(branch.condition)) {\n" + indent(children(branch.then), 4) + "\n}"
      if let otherwise = branch.otherwise {
        text += " else {\n" + indent(children(otherwise), 4) + "\n}"
      }
      if !v.modifiers.isEmpty { text = "Group {\n" + indent(text, 4) + "\n}" }
    case .instance(let instance):
      // Only the Swift reader makes instances; `.lyt` files have none.
      text = "Group {\n" + indent(children(instance.body), 4) + "\n}"
    }
    for m in v.modifiers { text += "\n" + indent(modifier(m), 4) }
    return text
  }

  private mutating func children(_ c: ChildrenSyntax) -> String {
    c.views.map { view($0) }.joined(separator: "\n")
  }

  private mutating func condition(_ e: ExprSyntax) -> String {
    if case .chain(let c) = e, c.suffixes.isEmpty, c.head.arguments == nil {
      switch c.head.name.text.lowercased() {
      case "compact":
        usesSizeClass = true
        return "sizeClass == .compact"
      case "regular":
        usesSizeClass = true
        return "sizeClass == .regular"
      default: break
      }
    }
    return expr(e)
  }

  private mutating func named(_ head: NamedViewSyntax) -> String {
    let name = head.name.text
    let key = name.lowercased()
    if head.leadingDot || Self.colors.contains(key) {
      return "Color.\(name)"
    }
    if key == "flow" || key == "content" {
      refused = true
      return name
    }
    var args: [String] = []
    if let s = head.string { args.append(string(s)) }
    for a in head.arguments?.arguments ?? [] {
      var value = argument(a.value, in: key, label: a.label?.text)
      // A control's state is a binding in Swift.
      if ["isOn", "value", "text", "selection", "isExpanded"].contains(a.label?.text ?? ""),
        key != "labeledcontent"
      {
        value = ".constant(\(value))"
      }
      args.append((a.label.map { $0.text + ": " } ?? "") + value)
    }
    if key == "image", args.contains(where: { $0.hasPrefix("width:") }) {
      refused = true  // A bitmap's size comes from an asset catalog in SwiftUI.
    }
    if key == "color", let first = head.arguments?.arguments.first ?? nil, first.label == nil {
      refused = true  // `color("#RRGGBB")` has no SwiftUI initialiser.
    }
    if key == "geometryreader" {
      var proxy = "g"
      if case .chain(let c)? = head.arguments?.arguments.first?.value { proxy = c.head.name.text }
      let outer = (variables, proxies)
      variables.insert(proxy)
      proxies.insert(proxy)
      let content = head.children.map { childrenText($0) } ?? ""
      (variables, proxies) = outer
      return "GeometryReader { \(proxy) in\n" + indent(content, 4) + "\n}"
    }
    if key == "text", let kids = head.children {
      // A concatenation: `Text("a") + Text("b").bold()`.
      // In parentheses, so that modifiers after it apply to the whole text.
      return "("
        + kids.views.map { run in
          var copy = self
          let text = copy.view(run)
          return text.replacingOccurrences(of: "\n    .", with: ".")
        }.joined(separator: " + ") + ")"
    }
    // Controls and other views: SwiftUI's capitalised spelling (`navigationStack`).
    let swiftName = Self.viewNames[key] ?? (name.prefix(1).uppercased() + name.dropFirst())
    var text = swiftName
    if key == "scrollview", let first = args.first, !first.contains(":") {
      args[0] = first
    }
    if !args.isEmpty || head.children == nil { text += "(" + args.joined(separator: ", ") + ")" }
    if let kids = head.children {
      text += " {\n" + indent(childrenText(kids), 4) + "\n}"
    }
    return text
  }

  private mutating func childrenText(_ c: ChildrenSyntax) -> String { children(c) }

  private mutating func modifier(_ m: ModifierSyntax) -> String {
    let name = m.name.text
    let args = m.arguments?.arguments ?? []
    switch name.lowercased() {
    case "alignmentguide" where args.count == 2:
      return
        ".alignmentGuide(\(argument(args[0].value, in: name, label: nil))) { d in \(expr(args[1].value)) }"
    case "environment" where args.count == 1 && args[0].label != nil:
      return
        ".environment(\\.\(args[0].label!.text), \(argument(args[0].value, in: name, label: nil)))"
    case "safeareainset":
      var plain: [String] = []
      var views: [String] = []
      for a in args {
        if a.label == nil || a.label?.text == "content" {
          views.append(view(of: a.value))
        } else {
          plain.append(a.label!.text + ": " + argument(a.value, in: name, label: a.label?.text))
        }
      }
      return ".\(name)(\(plain.joined(separator: ", "))) {\n"
        + indent(views.joined(separator: "\n"), 4) + "\n}"
    default:
      let list = args.map { a in
        (a.label.map { $0.text + ": " } ?? "") + argument(a.value, in: name, label: a.label?.text)
      }
      return ".\(name)(\(list.joined(separator: ", ")))"
    }
  }

  /// A view written in an argument.
  private mutating func view(of e: ExprSyntax) -> String {
    switch e {
    case .view(let v): return view(v)
    case .chain(let c):
      var text = named(c.head)
      for s in c.suffixes {
        if case .member(let m) = s { text += modifier(m) }
      }
      return text
    default: return expr(e)
    }
  }

  // MARK: Values

  /// An argument: enum values get their dot, colors their type, views their SwiftUI form.
  private mutating func argument(_ e: ExprSyntax, in callee: String, label: String?) -> String {
    if case .chain(let c) = e {
      let key = c.head.name.text.lowercased()
      if c.head.arguments == nil, c.head.children == nil, c.head.string == nil, c.suffixes.isEmpty,
        Self.colors.contains(key)
      {
        return "Color.\(c.head.name.text)"
      }
      if Self.viewNames[key] != nil || c.head.children != nil {
        return view(of: e)
      }
    }
    if case .view = e { return view(of: e) }
    return expr(e)
  }

  private mutating func expr(_ e: ExprSyntax) -> String {
    switch e {
    case .number(let v, _):
      return v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : String(v)
    case .string(let s):
      return string(s)
    case .chain(let c):
      var text = chainHead(c.head)
      let isProxy = proxies.contains(c.head.name.text) && !c.head.leadingDot
      for (index, s) in c.suffixes.enumerated() {
        switch s {
        case .member(let m):
          let args = m.arguments?.arguments ?? []
          let member = m.name.text
          if isProxy, index == 0, member == "width" || member == "height" { text += ".size" }
          text += "." + member
          if m.arguments != nil {
            text +=
              "("
              + args.map { a in
                var value = expr(a.value)
                // `g.frame(in: "card")` is `.named("card")` in SwiftUI.
                if isProxy, a.label?.text == "in", case .string = a.value {
                  value = ".named(\(value))"
                }
                return (a.label.map { $0.text + ": " } ?? "") + value
              }.joined(separator: ", ") + ")"
          } else if isMethod(member) {
            text += "()"
          }
        case .subscripted(let index, _):
          text += "[" + expr(index) + "]"
        }
      }
      return text
    case .view(let v):
      return view(v)
    case .unary(let op, let x, _):
      return op + expr(x)
    case .binary(let op, let a, let b, _):
      return expr(a) + " " + op + " " + expr(b)
    case .conditional(let c, let a, let b, _):
      return expr(c) + " ? " + expr(a) + " : " + expr(b)
    case .range(let lo, let hi, let closed, _):
      var text = ""
      if let lo { text += expr(lo) }
      text += closed ? "..." : "..<"
      if let hi { text += expr(hi) }
      return text
    case .list(let items, _):
      return "[" + items.map { gridItemOrValue($0) }.joined(separator: ", ") + "]"
    case .paren(let inner, _):
      return "(" + expr(inner) + ")"
    case .missing:
      refused = true
      return ""
    }
  }

  private func isMethod(_ name: String) -> Bool {
    ["bold", "italic"].contains(name.lowercased())
  }

  /// `fixed(100)` in a grid's item list is `GridItem(.fixed(100))`; other items as values.
  private mutating func gridItemOrValue(_ e: ExprSyntax) -> String {
    if case .chain(let c) = e, c.suffixes.isEmpty,
      ["fixed", "flexible", "adaptive"].contains(c.head.name.text.lowercased())
    {
      var spacing: String?
      var rest: [String] = []
      for a in c.head.arguments?.arguments ?? [] {
        if a.label?.text == "spacing" {
          spacing = expr(a.value)
        } else {
          rest.append((a.label.map { $0.text + ": " } ?? "") + expr(a.value))
        }
      }
      return "GridItem(.\(c.head.name.text)(\(rest.joined(separator: ", ")))"
        + (spacing.map { ", spacing: \($0)" } ?? "") + ")"
    }
    if case .chain(let c) = e, c.suffixes.isEmpty, c.head.arguments == nil,
      Self.colors.contains(c.head.name.text.lowercased())
    {
      return "Color.\(c.head.name.text)"
    }
    return expr(e)
  }

  private mutating func chainHead(_ head: NamedViewSyntax) -> String {
    let name = head.name.text
    let key = name.lowercased()
    var text: String
    if head.leadingDot {
      text = "." + name
    } else if variables.contains(name) || name.first?.isUppercase == true {
      text = name
    } else if key == "infinity" {
      text = ".infinity"
    } else if Self.values.contains(key) {
      text = name
    } else if Self.colors.contains(key) && head.arguments == nil {
      text = "Color." + name
    } else if head.string != nil || head.children != nil || Self.viewNames[key] != nil {
      return named(head)
    } else {
      // An enum value or a value form: `.leading`, `.system(size: 20)`.
      text = "." + name
    }
    if let args = head.arguments {
      text +=
        "("
        + args.arguments.map { a in (a.label.map { $0.text + ": " } ?? "") + expr(a.value) }.joined(
          separator: ", ") + ")"
    }
    return text
  }

  private mutating func string(_ s: StringLiteralSyntax) -> String {
    var text = "\""
    for segment in s.segments {
      switch segment {
      case .text(let t): text += SwiftLiteral.escaped(t)
      case .interpolation(let e): text += "\\(" + geometryMember(expr(e)) + ")"
      }
    }
    return text + "\""
  }

  /// `g.width` is `g.size.width` on a SwiftUI proxy.
  private func geometryMember(_ text: String) -> String { text }
}
