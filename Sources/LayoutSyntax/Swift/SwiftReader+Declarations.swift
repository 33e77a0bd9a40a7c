// What a `.swift` file declares, for the lowering (SwiftReader.swift): its types and their
// members, extensions' included (a View struct, a ViewModifier, a Layout or a Shape by what it
// conforms to); the view to lay out, chosen among its `#Preview`s and View structs; and its
// custom alignments, made `.lyt`'s `alignment` declarations.

extension SwiftLowering {
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

  /// Records `type` (and the types nested in it) in the tables: by name, by what it conforms
  /// to, its members with its extensions'.
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

  /// The file as `.lyt` syntax: its custom alignments and the view to lay out (`rootView`).
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

  /// The view to lay out: `name`'s, else the file's choice (the header of SwiftReader.swift).
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
}
