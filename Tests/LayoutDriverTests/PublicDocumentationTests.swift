// Every public symbol of the library modules carries a DocC comment (`///`): it is what a
// package that depends on LayoutKit reads. The scan is textual, not a compiler query, so it
// stays cheap: comments and string literals are stripped, braces give the scope, and a
// declaration is public when it says `public`/`open`, is a requirement of a public protocol,
// a case of a public enum, or a member of a `public extension` without an access modifier of
// its own. Its `///` comment may be followed by attribute lines (`@inlinable`); a declaration
// written over several lines counts once (the line with its keyword).
import Foundation
import Testing

@Suite struct PublicDocumentationTests {
  /// The modules whose whole public API must be documented.
  static let modules = [
    "LayoutSyntax", "LayoutEngine", "LayoutResolver", "LayoutOutput", "LayoutAnalysis",
    "LayoutDriver",
  ]

  /// A source line without comments and with every string literal emptied (`""`), and
  /// whether the line is a `///` comment.
  struct Line {
    var code = ""
    var isDocComment = false
  }

  private enum Mode {
    /// Code; `interpolationParens` counts open parentheses inside a `\(...)` (nil at top level).
    case code(interpolationParens: Int?)
    case string(hashes: Int, multiline: Bool)
    case blockComment(depth: Int)
  }

  static func lines(of source: String) -> [Line] {
    let s = Array(source.unicodeScalars)
    func starts(_ text: String, at i: Int) -> Bool {
      var j = i
      for scalar in text.unicodeScalars {
        guard j < s.count, s[j] == scalar else { return false }
        j += 1
      }
      return true
    }
    func hashes(at i: Int) -> Int {
      var j = i
      while j < s.count, s[j] == "#" { j += 1 }
      return j - i
    }
    var lines: [Line] = []
    var line = Line()
    var onlySpaceSoFar = true
    var stack: [Mode] = [.code(interpolationParens: nil)]
    var i = 0
    while i < s.count {
      let c = s[i]
      if c == "\n" {
        lines.append(line)
        line = Line()
        onlySpaceSoFar = true
        i += 1
        continue
      }
      let topLevel = stack.count == 1
      switch stack[stack.count - 1] {
      case .blockComment(let depth):
        if starts("/*", at: i) {
          stack[stack.count - 1] = .blockComment(depth: depth + 1)
          i += 2
        } else if starts("*/", at: i) {
          if depth == 1 {
            stack.removeLast()
          } else {
            stack[stack.count - 1] = .blockComment(depth: depth - 1)
          }
          i += 2
        } else {
          i += 1
        }
      case .string(let count, let multiline):
        if c == "\\", hashes(at: i + 1) >= count {
          let j = i + 1 + count
          if j < s.count, s[j] == "(" {
            stack.append(.code(interpolationParens: 0))
            i = j + 1
          } else {
            i = j < s.count && s[j] != "\n" ? j + 1 : j
          }
        } else if multiline, starts("\"\"\"", at: i), hashes(at: i + 3) >= count {
          stack.removeLast()
          i += 3 + count
          if stack.count == 1 { line.code += "\"" }
        } else if !multiline, c == "\"", hashes(at: i + 1) >= count {
          stack.removeLast()
          i += 1 + count
          if stack.count == 1 { line.code += "\"" }
        } else {
          i += 1
        }
      case .code(let parens):
        if starts("//", at: i) {
          if topLevel, onlySpaceSoFar, starts("///", at: i) { line.isDocComment = true }
          while i < s.count, s[i] != "\n" { i += 1 }
        } else if starts("/*", at: i) {
          stack.append(.blockComment(depth: 1))
          i += 2
        } else if c == "\""
          || (c == "#" && s.indices.contains(i + hashes(at: i)) && s[i + hashes(at: i)] == "\"")
        {
          let count = hashes(at: i)
          let multiline = starts("\"\"\"", at: i + count)
          stack.append(.string(hashes: count, multiline: multiline))
          i += count + (multiline ? 3 : 1)
          if topLevel { line.code += "\"" }
          onlySpaceSoFar = false
        } else {
          if let parens {
            if c == "(" {
              stack[stack.count - 1] = .code(interpolationParens: parens + 1)
            } else if c == ")" {
              if parens == 0 {
                stack.removeLast()
              } else {
                stack[stack.count - 1] = .code(interpolationParens: parens - 1)
              }
            }
          }
          if topLevel { line.code.unicodeScalars.append(c) }
          if c != " ", c != "\t" { onlySpaceSoFar = false }
          i += 1
        }
      }
    }
    lines.append(line)
    return lines
  }

  /// Identifiers (with backticks dropped) and single punctuation characters.
  static func tokens(_ code: String) -> [String] {
    var tokens: [String] = []
    var word = ""
    for c in code.unicodeScalars {
      if c == "_" || c.properties.isAlphabetic || ("0"..."9").contains(c) {
        word.unicodeScalars.append(c)
        continue
      }
      if !word.isEmpty { tokens.append(word) }
      word = ""
      if c != " ", c != "\t", c != "`" { tokens.append(String(c)) }
    }
    if !word.isEmpty { tokens.append(word) }
    return tokens
  }

  static let declarationKeywords: Set<String> = [
    "struct", "class", "enum", "protocol", "extension", "actor", "func", "init", "var", "let",
    "case", "subscript", "typealias", "associatedtype", "macro", "operator", "precedencegroup",
  ]
  static let accessModifiers: Set<String> = [
    "public", "open", "package", "internal", "fileprivate", "private",
  ]
  static let otherModifiers: Set<String> = [
    "static", "class", "final", "override", "mutating", "nonmutating", "nonisolated", "indirect",
    "convenience", "required", "lazy", "weak", "unowned", "dynamic", "optional", "prefix",
    "postfix", "infix", "consuming", "borrowing", "distributed",
  ]

  /// The keyword and modifiers of the declaration that `code` starts, if it starts one.
  static func declaration(_ code: String) -> (keyword: String, modifiers: Set<String>)? {
    let t = tokens(code)
    var k = 0
    func skipParentheses() {
      guard k < t.count, t[k] == "(" else { return }
      var depth = 0
      repeat {
        if t[k] == "(" { depth += 1 } else if t[k] == ")" { depth -= 1 }
        k += 1
      } while k < t.count && depth > 0
    }
    while k + 1 < t.count, t[k] == "@" {
      k += 2
      skipParentheses()
    }
    var modifiers: Set<String> = []
    while k < t.count {
      let word = t[k]
      let next = k + 1 < t.count ? t[k + 1] : ""
      if word == "class",
        declarationKeywords.contains(next) || otherModifiers.contains(next)
          || accessModifiers.contains(next)
      {
        modifiers.insert(word)
      } else if declarationKeywords.contains(word) {
        return (word, modifiers)
      } else if accessModifiers.contains(word) || otherModifiers.contains(word) {
        modifiers.insert(word)
      } else {
        return nil
      }
      k += 1
      skipParentheses()
    }
    return nil
  }

  private enum Scope { case publicProtocol, publicEnum, publicExtension, other }

  /// The public declarations in `source` with no `///` comment: their 1-based line numbers and
  /// code.
  static func undocumented(in source: String) -> [(line: Int, code: String)] {
    let lines = lines(of: source)
    var scopes: [Scope] = []
    var pending: Scope? = nil
    var found: [(line: Int, code: String)] = []
    for (index, line) in lines.enumerated() {
      if let (keyword, modifiers) = declaration(line.code) {
        let scope = scopes.last
        let explicit = !modifiers.isDisjoint(with: ["public", "open"])
        let isPublic: Bool
        switch scope {
        case .publicProtocol: isPublic = true
        case .publicEnum: isPublic = explicit || keyword == "case"
        case .publicExtension: isPublic = modifiers.isDisjoint(with: accessModifiers) || explicit
        default: isPublic = explicit
        }
        switch keyword {
        case "protocol": pending = isPublic ? .publicProtocol : .other
        case "enum": pending = isPublic ? .publicEnum : .other
        case "extension": pending = explicit ? .publicExtension : .other
        default: pending = nil
        }
        if isPublic, keyword != "extension" {
          var above = index - 1
          while above >= 0, lines[above].code.trimmingCharacters(in: .whitespaces).hasPrefix("@") {
            above -= 1
          }
          if above < 0 || !lines[above].isDocComment {
            found.append((index + 1, line.code.trimmingCharacters(in: .whitespaces)))
          }
        }
      }
      for c in line.code {
        if c == "{" {
          scopes.append(pending ?? .other)
          pending = nil
        } else if c == "}", !scopes.isEmpty {
          scopes.removeLast()
        }
      }
    }
    return found
  }

  @Test func scannerFindsUndocumentedPublicDeclarations() {
    let source = #"""
      /// Documented.
      public struct A {
        /// Documented.
        @inlinable
        public static func f(
          x: Int
        ) -> Int { let s = "public var fake = 1 {"; return x }
        public init() {}
        var internalOnly = 1
        public private(set) var b = 0
      }
      /* public struct Commented {} */
      // public struct LineCommented {}
      /// Documented.
      public protocol P {
        /// Documented.
        func requirement()
        var undocumented: Int { get }
      }
      /// Documented.
      public enum E {
        /// Documented.
        case a, b
        case c
        func helper() {
          switch self { case .a: break
          default: break }
        }
      }
      enum Internal { case x }
      public extension A {
        func implicitlyPublic() {}
        private func hidden() {}
      }
      let text = """
        public var inString = 1
        """
      open class C {}
      """#
    let found = PublicDocumentationTests.undocumented(in: source).map(\.line)
    #expect(found == [8, 10, 18, 24, 32, 38])
  }

  @Test func everyPublicDeclarationIsDocumented() throws {
    var missing: [String] = []
    var declarations = 0
    for module in Self.modules {
      let base = ManPageTests.root.appendingPathComponent("Sources/\(module)")
      let walker = try #require(FileManager.default.enumerator(atPath: base.path))
      var paths: [String] = []
      for case let path as String in walker where path.hasSuffix(".swift") { paths.append(path) }
      for path in paths.sorted() {
        let text = try String(contentsOf: base.appendingPathComponent(path), encoding: .utf8)
        declarations += text.components(separatedBy: "public ").count - 1
        for (line, code) in Self.undocumented(in: text) {
          missing.append("Sources/\(module)/\(path):\(line): \(code)")
        }
      }
    }
    #expect(declarations > 100, "the scan found no public API; are the module paths right?")
    if !missing.isEmpty {
      Issue.record(
        "\(missing.count) public declarations have no /// comment:\n\(missing.joined(separator: "\n"))"
      )
    }
  }
}
