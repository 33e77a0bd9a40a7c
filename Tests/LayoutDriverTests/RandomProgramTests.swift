// Grammar-aware random programs through the whole command (issue 17): stacks, modifiers,
// frames with odd numbers (negative, huge, zero, tiny), texts, `foreach` and GeometryReader,
// generated from a fixed seed so a failure always reproduces. Each program must end in exit 0
// or 1 only; with 1, a well-formed diagnostic (`-:LINE:COL: error: ...`) and nothing on
// standard output; with 0, no impossible frame (a non-finite number, or a negative size),
// the same bytes on a second run, JSON that parses and CSV whose rows all have the header's
// column count. A failing program is printed in the test's message: save it and run
// `layoutc` on it.
import Foundation
import Testing

@testable import LayoutDriver

/// A small deterministic generator (SplitMix64), independent of the platform's RNG.
struct SeededGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
  mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
  mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
}

/// Writes random `.lyt` programs from the language's grammar (lyt(5)).
struct ProgramGenerator {
  var random: SeededGenerator
  /// Names of the geometry proxies in scope, for numbers that read them.
  private var proxies: [String] = []
  private var loopVariables: [String] = []
  private var nextName = 0

  init(seed: UInt64) { random = SeededGenerator(state: seed) }

  /// Numbers a careless or hostile author writes.
  static let oddNumbers = [
    "0", "1", "10", "44.5", "-1", "-100", "-0.5", "1e6", "1e308", "-1e308", "0.001", "390",
    "1e-9", "20", "100", "7", "-1e6", "2.5",
  ]

  mutating func number() -> String {
    if let proxy = proxies.last, random.chance(20) {
      return random.pick(["\(proxy).width", "\(proxy).height / 2", "\(proxy).size.width - 400"])
    }
    if let variable = loopVariables.last, random.chance(15) {
      return random.pick(["\(variable)", "\(variable) * 10", "-\(variable)"])
    }
    return random.pick(Self.oddNumbers)
  }

  mutating func program() -> String { view(depth: 0) + "\n" }

  mutating func view(depth: Int) -> String {
    var text: String
    let leafOnly = depth >= 4
    switch random.below(leafOnly ? 5 : 12) {
    case 0: text = random.pick(["red", "blue", "green", "color(\"#FF8800\")", "gray"])
    case 1: text = random.pick(["circle", "rectangle", "capsule", "spacer", "divider"])
    case 2:
      text =
        "text \"" + random.pick(["Hi", "Hello, World", "a long line of words to wrap", ""])
        + (proxies.last.map { " \\(\($0).width)" } ?? "") + "\""
    case 3:
      // Mostly sizes an image can have, so that most programs get as far as the layout.
      let size = { (random: inout SeededGenerator) in
        random.pick(["0", "10", "44.5", "1e6", "390", "0.001"])
      }
      let width = random.chance(80) ? size(&random) : number()
      let height = random.chance(80) ? size(&random) : number()
      text = "image(\"photo\", width: \(width), height: \(height))"
    case 4: text = "spacer(minLength: \(number()))"
    case 5, 6, 7:
      let stack = random.pick(["hstack", "vstack", "zstack", "lazyVStack", "lazyHStack"])
      let arguments =
        stack == "zstack"
        ? random.pick(["", "(alignment: topLeading)"])
        : random.pick([
          "", "(spacing: \(number()))",
          "(alignment: \(stack.hasSuffix("VStack") || stack == "vstack" ? "leading" : "top"), spacing: \(number()))",
        ])
      text = "\(stack)\(arguments) < \(children(depth: depth)) >"
    case 8:
      let variable = "i\(nextName)"
      nextName += 1
      let bound =
        proxies.last.map { random.chance(50) ? "\($0).width / 100" : "3" }
        ?? random.pick(["0", "1", "3", "5"])
      loopVariables.append(variable)
      let body = view(depth: depth + 1)
      loopVariables.removeLast()
      text = "vstack < foreach \(variable) in 0..<\(bound) < \(body) > >"
    case 9:
      let proxy = "g\(nextName)"
      nextName += 1
      proxies.append(proxy)
      let body = children(depth: depth)
      proxies.removeLast()
      text = "geometryReader(\(proxy)) < \(body) >"
    case 10:
      text =
        "grid(horizontalSpacing: \(number()), verticalSpacing: \(number())) < gridRow < \(children(depth: depth)) > gridRow < \(view(depth: depth + 1)) > >"
    default:
      text = "viewThatFits < \(children(depth: depth)) >"
    }
    for _ in 0..<random.below(3) { text += " " + modifier(depth: depth) }
    return text
  }

  mutating func children(depth: Int) -> String {
    (0..<(1 + random.below(3))).map { _ in view(depth: depth + 1) }.joined(separator: " ")
  }

  mutating func modifier(depth: Int) -> String {
    switch random.below(14) {
    case 0: return random.pick([".padding()", ".padding(\(number()))"])
    case 1: return ".frame(width: \(number()), height: \(number()))"
    case 2: return ".frame(minWidth: \(number()), maxWidth: \(random.pick(["infinity", number()])))"
    case 3: return ".frame(maxWidth: infinity, maxHeight: infinity, alignment: topLeading)"
    case 4: return ".offset(x: \(number()), y: \(number()))"
    case 5: return ".background(\(random.pick(["red", "blue"])))"
    case 6: return ".overlay(\(random.pick(["circle", "text \"o\""])))"
    case 7: return ".fixedSize()"
    case 8: return ".layoutPriority(\(number()))"
    case 9: return ".aspectRatio(\(number()), contentMode: \(random.pick(["fit", "fill"])))"
    case 10:
      let edge = random.pick(["top", "bottom", "leading", "trailing"])
      return
        ".safeAreaInset(edge: \(edge), spacing: \(number()), red .frame(width: \(number()), height: \(number())))"
    case 11: return ".lineLimit(\(random.pick(["1", "2", "0", "-1"])))"
    case 12: return ".position(x: \(number()), y: \(number()))"
    default: return ".ignoresSafeArea()"
    }
  }
}

/// The fields of each record of a CSV text (RFC 4180 quoting).
func csvRecords(_ text: String) -> [[String]] {
  var records: [[String]] = []
  var record: [String] = []
  var field = ""
  var quoted = false
  var characters = Array(text)[...]
  while let c = characters.popFirst() {
    if quoted {
      if c == "\"" {
        if characters.first == "\"" {
          field.append("\"")
          characters = characters.dropFirst()
        } else {
          quoted = false
        }
      } else {
        field.append(c)
      }
    } else if c == "\"" {
      quoted = true
    } else if c == "," {
      record.append(field)
      field = ""
    } else if c == "\n" {
      record.append(field)
      records.append(record)
      record = []
      field = ""
    } else {
      field.append(c)
    }
  }
  if !field.isEmpty || !record.isEmpty { records.append(record + [field]) }
  return records
}

@Suite struct RandomProgramTests {
  static let programCount = 400

  /// Why one program's runs break the rules, or nil; `status` is the first run's.
  static func check(_ program: String, arguments: [String], status: inout Int32) -> String? {
    let tree = DriverRun(["--color", "never"] + arguments + ["-"], input: program)
    status = tree.status
    guard tree.status == 0 || tree.status == 1 else {
      return "exit \(tree.status): \(tree.errors)"
    }
    if tree.status == 1 {
      guard tree.output.isEmpty else { return "exit 1 with output" }
      let pattern = #/^-:[0-9]+:[0-9]+: error: \S/#
      let lines = tree.errors.split(separator: "\n")
      guard lines.contains(where: { $0.firstMatch(of: pattern) != nil }) else {
        return "exit 1 without a well-formed diagnostic: \(tree.errors)"
      }
      return nil
    }
    let again = DriverRun(["--color", "never"] + arguments + ["-"], input: program)
    guard again.status == 0, again.output == tree.output else { return "a second run differs" }

    let csv = DriverRun(["--format", "csv"] + arguments + ["-"], input: program)
    guard csv.status == 0 else { return "csv exit \(csv.status)" }
    let records = csvRecords(csv.output)
    guard let header = records.first, header.count == 13 else { return "csv header" }
    for record in records.dropFirst() {
      guard record.count == header.count else { return "csv row of \(record.count) columns" }
      let numbers = record[6...9].map { Double($0) }
      guard numbers.allSatisfy({ $0 != nil && $0!.isFinite }) else {
        return "csv frame not finite: \(record)"
      }
      guard numbers[2]! >= 0, numbers[3]! >= 0 else { return "negative size: \(record)" }
    }

    let json = DriverRun(["--format", "json"] + arguments + ["-"], input: program)
    guard json.status == 0 else { return "json exit \(json.status)" }
    guard
      (try? JSONSerialization.jsonObject(with: Data(json.output.utf8))) as? [String: Any] != nil
    else { return "json does not parse" }
    return nil
  }

  @Test func randomProgramsKeepTheRules() {
    var generator = ProgramGenerator(seed: 17)
    var statuses = [0, 0]
    for index in 0..<Self.programCount {
      let program = generator.program()
      let arguments = generator.random.pick([
        ["--size", "auto"], [], ["--size", "0x0"], ["--device", "iphone-16"],
        ["--size", "320xauto", "--layout-direction", "rtl"], ["--unrounded"],
      ])
      var status: Int32 = -1
      if let problem = Self.check(program, arguments: arguments, status: &status) {
        Issue.record("program \(index) (\(arguments)): \(problem)\n\(program)")
      } else {
        statuses[Int(status)] += 1
      }
    }
    // Both outcomes are exercised: most programs lay out, some are refused.
    #expect(statuses[0] > Self.programCount / 3)
    #expect(statuses[1] > 0)
  }

  @Test func csvRecordsReadQuotedFields() {
    #expect(
      csvRecords("a,b\n\"x,y\",\"say \"\"hi\"\"\"\n") == [["a", "b"], ["x,y", "say \"hi\""]])
  }
}
