// `layoutc lint --format sarif` (layoutc(1), LINT): the findings as one SARIF 2.1.0 log for
// code-scanning tools (GitHub code scanning reads `ruleId`, the message, the location's
// `uri`, `startLine` and `startColumn`, and each rule's help text). Written by hand, keys in a
// fixed order, so the same findings always give the same bytes.
import LayoutAnalysis

/// The lint findings as a SARIF 2.1.0 log (`--format sarif`), for code-scanning tools.
public enum Sarif {
  /// One finding in a file, as the log lists it.
  public struct Result: Sendable, Hashable {
    /// The path of the file the finding is in, as given (the log's `uri` is made from it).
    public var file: String
    /// The finding itself.
    public var finding: LintFinding
    /// A result for `finding` in `file`.
    public init(file: String, finding: LintFinding) {
      self.file = file
      self.finding = finding
    }
  }

  /// The whole log: one run of `layoutc` with every rule and every result, a newline at the
  /// end. Columns are the byte columns the text findings print (SARIF's default is UTF-16
  /// code units; the two agree on ASCII lines).
  public static func log(_ results: [Result], rules: [LintRule], version: String) -> String {
    func string(_ text: String) -> String { Escaping.jsonString(text) }
    var out = "{\n"
    out += "  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n"
    out += "  \"version\": \"2.1.0\",\n"
    out += "  \"runs\": [\n    {\n"
    out += "      \"tool\": {\n        \"driver\": {\n"
    out += "          \"name\": \"layoutc\",\n"
    out += "          \"version\": \(string(version)),\n"
    out += "          \"rules\": ["
    out += rules.isEmpty ? "]\n" : "\n"
    for (index, rule) in rules.enumerated() {
      out += "            {\n"
      out += "              \"id\": \(string(rule.id)),\n"
      out += "              \"shortDescription\": { \"text\": \(string(rule.summary)) },\n"
      out += "              \"fullDescription\": { \"text\": \(string(rule.why)) },\n"
      out +=
        "              \"help\": { \"text\": \(string("Why: \(rule.why). Fix: \(rule.fix).")) },\n"
      out += "              \"defaultConfiguration\": { \"level\": \"warning\" }\n"
      out += "            }" + (index + 1 < rules.count ? ",\n" : "\n")
    }
    if !rules.isEmpty { out += "          ]\n" }
    out += "        }\n      },\n"
    out += "      \"results\": ["
    out += results.isEmpty ? "]\n" : "\n"
    for (index, result) in results.enumerated() {
      let finding = result.finding
      let ruleIndex = rules.firstIndex { $0.id == finding.rule } ?? -1
      out += "        {\n"
      out += "          \"ruleId\": \(string(finding.rule)),\n"
      if ruleIndex >= 0 { out += "          \"ruleIndex\": \(ruleIndex),\n" }
      out += "          \"level\": \"warning\",\n"
      out += "          \"message\": { \"text\": \(string(finding.message)) },\n"
      out += "          \"locations\": [\n            {\n"
      out += "              \"physicalLocation\": {\n"
      out += "                \"artifactLocation\": { \"uri\": \(string(uri(result.file))) },\n"
      out +=
        "                \"region\": { \"startLine\": \(max(finding.position.line, 1)), "
        + "\"startColumn\": \(max(finding.position.column, 1)) }\n"
      out += "              }\n            }\n          ]\n"
      out += "        }" + (index + 1 < results.count ? ",\n" : "\n")
    }
    if !results.isEmpty { out += "      ]\n" }
    out += "    }\n  ]\n}\n"
    return out
  }

  /// A relative URI reference for a path as given: `./` dropped, `%`, spaces and other
  /// characters outside RFC 3986's unreserved set and `/` percent-encoded.
  package static func uri(_ path: String) -> String {
    var path = Substring(path)
    while path.hasPrefix("./") { path = path.dropFirst(2) }
    var out = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        out.append(Character(Unicode.Scalar(byte)))
      default:
        let hex = Array("0123456789ABCDEF")
        out += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 15)])
      }
    }
    return out
  }
}
