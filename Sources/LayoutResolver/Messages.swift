// Every diagnostic the resolver reports, in one place: lowercase, no final
// period, source names quoted in '…'. Sorted alphabetically by property name.

import LayoutEngine

enum Messages {
  static func alignmentAxis(found: String) -> String {
    "expected 'horizontal' or 'vertical', found '\(found)'"
  }

  static func alignmentHidden(_ name: String) -> String {
    "alignment '\(name)' is hidden by the built-in guide of the same name"
  }

  static func alignmentRecursive(_ name: String) -> String {
    "alignment '\(name)' is defined in terms of itself"
  }

  static func argumentsTogether(_ a: String, _ b: String, _ callee: Callee) -> String {
    "'\(a)' and '\(b)' cannot be used together in '\(callee.name)'; \(callee.takes)"
  }

  static func bareDimensions(_ name: String) -> String {
    "'\(name)' must be used as '\(name).width', '\(name).height' or '\(name)[guide]'"
  }

  static func cannotInterpolate(_ found: String) -> String {
    "cannot interpolate \(found); expected a number or a string"
  }

  static func childrenNotAllowed(_ name: String) -> String {
    "'\(name)' does not take children"
  }

  static func componentHidden(_ name: String, builtin: String) -> String {
    "component '\(name)' is hidden by the built-in view '\(builtin)'"
  }

  static func componentRecursive(_ name: String) -> String {
    "component '\(name)' is recursive"
  }

  static func conditionExpected(found: String) -> String {
    "expected a condition ('compact', 'true', 'false' or a number), found \(found)"
  }

  static let contentOutsideComponent = "'content' can only be used inside a component body"

  static func coordinateSpaceExpected(found: String) -> String {
    "expected a coordinate space ('global', 'local' or a name), found \(found)"
  }

  static let countAndSpanPositive =
    "'count' and 'span' of 'containerRelativeFrame' must be at least 1"

  static func didYouMean(_ message: String, _ suggestion: String?) -> String {
    guard let suggestion else { return message }
    return message + "; did you mean '\(suggestion)'?"
  }

  static let divisionByZero = "division by zero"

  static func duplicateArgument(_ label: String, _ callee: String) -> String {
    "argument '\(label):' is given twice to '\(callee)'"
  }

  static func duplicateDeclaration(_ name: String, at location: String) -> String {
    "duplicate declaration of '\(name)'; first declared at \(location)"
  }

  static func duplicateParameter(_ name: String, _ component: String) -> String {
    "duplicate parameter '\(name)' in component '\(component)'"
  }

  static func fontWeightRange(_ found: String) -> String {
    "font weight must be between 100 and 900, found \(found)"
  }

  static func foreachNeedsBounds() -> String {
    "'foreach' needs a range with both bounds, like 0..<3"
  }

  static func foreachSequence(found: String) -> String {
    "'foreach' needs a range or a list, found \(found)"
  }

  static func foreachTooLong(_ count: String, limit: Int) -> String {
    "'foreach' repeats \(count) times, more than the limit of \(limit)"
  }

  static func frameNeedsSpace(_ name: String) -> String {
    "'\(name).frame' takes (in:) a coordinate space: 'global', 'local' or a name"
  }

  static func geometryNestedTooDeep(_ limit: Int) -> String {
    "geometry readers are nested more than \(limit) deep"
  }

  static func geometryNotANumber(_ name: String, hint: String) -> String {
    "'\(name)' is not a number; use its member \(hint)"
  }

  static func halfOpenLineLimit() -> String {
    "'lineLimit' takes a closed range like 2...4, 3... or ...2"
  }

  static func hexColor(_ text: String) -> String {
    "'\(text)' is not a color; expected '#RRGGBB'"
  }

  static func imageSizeInvalid(_ key: String, _ value: Double) -> String {
    let written =
      value.isNaN ? "not a number" : value.isFinite ? NumberFormat.format(value) : "infinite"
    return "an image's \(key) must be a finite number of points, 0 or more; this is \(written)"
  }

  static let infinityNotAllowed =
    "'infinity' is not allowed here; only the minimum and maximum sizes of 'frame' accept it"

  static let interpolatedInfinity = "cannot interpolate 'infinity'; expected a finite number"

  static func memberTakesNoArguments(_ member: String) -> String {
    "'\(member)' takes no arguments"
  }

  static func missingArgument(_ label: String?, _ callee: Callee) -> String {
    if let label {
      return "missing argument '\(label):' for '\(callee.name)'; \(callee.takes)"
    }
    return "missing argument for '\(callee.name)'; \(callee.takes)"
  }

  static func missingComponentArgument(_ name: String, _ component: String, takes: String)
    -> String
  {
    "missing argument '\(name)' for '\(component)'; \(takes)"
  }

  static func noDimensionMember(_ name: String, _ member: String) -> String {
    "'\(name)' has no member '\(member)'; use '\(name).width', '\(name).height' or '\(name)[guide]'"
  }

  static func noGeometryMember(_ name: String, _ member: String, of hint: String) -> String {
    "'\(name)' has no member '\(member)'; it has \(hint)"
  }

  static func noMatchingForm(_ callee: Callee) -> String {
    "these arguments do not match any form of '\(callee.name)'; \(callee.takes)"
  }

  static func noStringMember(_ member: String) -> String {
    "a string's '\(member)' is not read by layoutc (count, isEmpty, uppercased() and "
      + "lowercased() are)"
  }

  static func noMember(_ name: String, _ member: String) -> String {
    "'\(name)' has no member '\(member)'"
  }

  static let notANumber = "the result of this expression is not a number"

  static func notAView(_ name: String) -> String {
    "'\(name)' is not a view"
  }

  static func notSubscriptable(_ name: String) -> String {
    "'\(name)' cannot be subscripted"
  }

  static let formatNeedsString = "'String(format:)' takes a format string first"

  static func badFormat(_ reason: String) -> String { "invalid format: \(reason)" }

  static func unreadableImage(_ name: String, _ problem: String) -> String {
    "image '\(name)' cannot be read from the assets: \(problem)"
  }

  static func imageWithoutSize(_ name: String, haveAssets: Bool) -> String {
    haveAssets
      ? "no image named '\(name)' in the assets given with --assets"
      : "image '\(name)' has no size: pass the app's assets with --assets PATH (an .xcassets "
        + "catalog or a folder of PNG/JPEG files), or give its size (width:height:)"
  }

  static let scaledMetricArguments =
    "'scaledMetric' takes a number and an optional 'relativeTo:' text style"

  static func mathFunctionArguments(_ name: String) -> String {
    name == "abs" ? "'abs' takes one number" : "'\(name)' takes two or more numbers"
  }

  static func cannotCompare(_ op: String, _ a: String, _ b: String) -> String {
    "cannot compare \(a) with \(b) using '\(op)'"
  }

  static func operatorNeedsNumbers(_ op: String, found: String) -> String {
    "operator '\(op)' needs numbers, found \(found)"
  }

  static let overflow = "the result of this expression is too large"

  static func rangeBoundNotWhole(_ found: String) -> String {
    "range bounds must be whole numbers, found \(found)"
  }

  static let rangeReversed = "the range's lower bound is greater than its upper bound"

  static let resizableNotOnImage = "'resizable' can only be applied to an 'image'"

  static func runModifier(_ name: String) -> String {
    "'\(name)' cannot be applied to a text inside a text concatenation"
  }

  static func stringTooLong(_ limit: Int) -> String {
    "string is longer than the limit of \(limit) bytes"
  }

  static func subscriptOnView() -> String {
    "a view cannot be subscripted"
  }

  static func textBothForms() -> String {
    "'text' takes a string or text children, not both"
  }

  static func textRunExpected(found: String) -> String {
    "a text concatenation can only contain 'text' views, found \(found)"
  }

  static func tooDeep(_ limit: Int) -> String {
    "the view tree is nested more than \(limit) levels deep"
  }

  static func tooManyArguments(_ callee: String, takes: String) -> String {
    "too many arguments for '\(callee)'; \(takes)"
  }

  static func tooManyNodes(_ limit: Int) -> String {
    "the view tree has more than \(limit) nodes"
  }

  static func tooManySteps(_ limit: Int) -> String {
    "the view tree expands to more than \(limit) views"
  }

  static func typeMismatch(expected: String, found: String, takes: String?) -> String {
    let base = "expected \(expected), found \(found)"
    guard let takes else { return base }
    return base + "; " + takes
  }

  static func unknownArgument(_ label: String, _ callee: String, takes: String) -> String {
    "unknown argument '\(label):' for '\(callee)'; \(takes)"
  }

  static func unknownName(_ kind: String, _ name: String) -> String {
    "unknown \(kind) '\(name)'"
  }

  /// An unknown name with the nearest known one, and for the kinds `layoutc --list` prints,
  /// where to see them all: a suggestion helps a typo, the list helps a guess.
  static func unknownName(_ kind: String, _ name: String, suggestion: String?) -> String {
    let topics = ["view": "views", "modifier": "modifiers", "color": "colors", "font": "fonts"]
    let message = didYouMean(unknownName(kind, name), suggestion)
    guard let topic = topics[kind] else { return message }
    return message + " (see 'layoutc --list \(topic)')"
  }

  static func usedBeforeDeclaration(_ name: String, at location: String) -> String {
    "'\(name)' is used before its declaration at \(location)"
  }

  static func variableCalled(_ name: String) -> String {
    "'\(name)' is a variable; it cannot take arguments or children"
  }

  static func wholeNumberExpected(found: String) -> String {
    "expected a whole number, found \(found)"
  }
}

/// "Did you mean": the nearest candidate by edit distance, ignoring case.
enum Suggestions {
  /// The closest candidate within a threshold that grows with the name's length; ties go to
  /// the earlier candidate, so the answer is deterministic.
  static func nearest(to name: String, in candidates: [String]) -> String? {
    let target = Array(name.nameKey.unicodeScalars)
    let threshold = max(1, min(3, (target.count + 1) / 3))
    var best: (String, Int)? = nil
    for candidate in candidates where candidate != name {
      let c = Array(candidate.nameKey.unicodeScalars)
      if abs(c.count - target.count) > threshold { continue }
      let d = distance(target, c)
      if d <= threshold, best == nil || d < best!.1 { best = (candidate, d) }
    }
    if let best { return best.0 }
    // A shared start says more than the distance for long names: `topLeft` -> `topLeading`.
    var prefixBest: (String, Int)? = nil
    for candidate in candidates where candidate != name {
      let c = Array(candidate.nameKey.unicodeScalars)
      var common = 0
      while common < min(c.count, target.count) && c[common] == target[common] { common += 1 }
      if common >= 4, common * 3 >= target.count * 2, prefixBest == nil || common > prefixBest!.1 {
        prefixBest = (candidate, common)
      }
    }
    return prefixBest?.0
  }

  /// Optimal string alignment distance: insertions, deletions, substitutions and adjacent
  /// transpositions each cost 1 (`widht` is one edit from `width`).
  static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var v = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          v = min(v, previous2[j - 2] + 1)
        }
        current[j] = v
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }
}
