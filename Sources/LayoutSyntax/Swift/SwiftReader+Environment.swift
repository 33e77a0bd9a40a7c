// Property wrappers and the environment (SwiftReader.swift): what a view struct's wrapped
// properties are (`@Environment` of a key or an object, `@EnvironmentObject`, `@FocusState`,
// `@ScaledMetric`), the objects `.environment(_:)` gives the views it modifies, and
// `.environment(\.key, value)` as `.lyt` writes it.

extension SwiftLowering {
  /// Binds in `inner` the properties of the view struct `name` whose values SwiftUI gives
  /// (`@Environment`, `@EnvironmentObject`, `@FocusState`, ...), and returns the others, the
  /// stored ones; nil after an error (an object no ancestor gives).
  func bindWrappedProperties(of name: String, in inner: LoweringScope) -> [SwiftProperty]? {
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
    return stored
  }

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
}
