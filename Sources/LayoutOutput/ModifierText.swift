// The modifiers a node records without a frame of its own, spelt as SwiftUI code: what the
// tree format prints after a frame (`.font(.headline) .opacity(0.5)`) and the JSON format's
// `modifiers` values.
import LayoutEngine

enum ModifierText {
  /// `.headline`, `.system(size: 20, weight: .bold, design: .rounded)`.
  static func font(_ font: FontSpec) -> String {
    switch font {
    case .style(let style): return "." + style.rawValue
    case .system(let size, let weight, let design):
      var arguments = ["size: " + NumberFormat.format(size)]
      if let weight { arguments.append("weight: " + Self.weight(weight)) }
      if let design, design != .default { arguments.append("design: ." + design.rawValue) }
      return ".system(" + arguments.joined(separator: ", ") + ")"
    }
  }

  /// `.bold` for 700 and the other named weights; a number between them as it is.
  static func weight(_ value: Double) -> String {
    FontWeightNames.name(of: value).map { "." + $0 } ?? NumberFormat.format(value)
  }

  /// The modifiers as written in Swift, in SwiftUI's documentation order, space-separated.
  static func calls(_ modifiers: PassThroughModifiers) -> [String] {
    var calls: [String] = []
    if let font = modifiers.font { calls.append(".font(" + Self.font(font) + ")") }
    if let weight = modifiers.fontWeight {
      calls.append(".fontWeight(" + Self.weight(weight) + ")")
    }
    if let bold = modifiers.bold { calls.append(bold ? ".bold()" : ".bold(false)") }
    if let italic = modifiers.italic { calls.append(italic ? ".italic()" : ".italic(false)") }
    if let opacity = modifiers.opacity {
      calls.append(".opacity(" + NumberFormat.format(opacity) + ")")
    }
    if modifiers.hidden { calls.append(".hidden()") }
    if let zIndex = modifiers.zIndex {
      calls.append(".zIndex(" + NumberFormat.format(zIndex) + ")")
    }
    if let priority = modifiers.layoutPriority {
      calls.append(".layoutPriority(" + NumberFormat.format(priority) + ")")
    }
    return calls
  }
}
