// Lint rule `invalid-frame` (layoutc(1), LINT): a frame is contradictory when its given limits
// are not ordered min <= ideal <= max, the check behind SwiftUI's "Contradictory frame
// constraints specified." log; a negative or non-finite fixed size is "Invalid frame dimension
// (negative or non-finite).". The finding says the size the frame ends up with.
import LayoutEngine
import LayoutSyntax

/// A frame is invalid or contradictory.
enum InvalidFrameRule: LintTreeRule {
  static let rule = LintRule(
    id: "invalid-frame", summary: "a frame is invalid or contradictory",
    why: "SwiftUI logs \"Invalid frame dimension (negative or non-finite).\" or "
      + "\"Contradictory frame constraints specified.\" and lays the frame out by rules few "
      + "people expect",
    fix: "give sizes of at least 0 and limits in order: minWidth <= idealWidth <= maxWidth")

  static func check(
    _ index: Int, _ view: ViewNode, in tree: LintTree, into findings: inout LintFindings
  ) {
    for message in messages(index, view, in: tree) {
      findings.add(Self.self, message, at: tree.nodes[index])
    }
  }

  static func messages(_ index: Int, _ view: ViewNode, in tree: LintTree) -> [String] {
    let size = tree.nodes[index].frame.size
    var messages: [String] = []
    func invalid(_ label: String, _ value: Double?) {
      guard let value, value < 0 || !value.isFinite else { return }
      messages.append(
        "frame (path \(tree.nodes[index].path)) has \(label) \(LintTree.number(value)); SwiftUI logs "
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
            "frame (path \(tree.nodes[index].path)) has \(first.0) \(LintTree.number(first.1)) greater "
              + "than \(second.0) \(LintTree.number(second.1)); SwiftUI logs \"Contradictory frame "
              + "constraints specified.\" and this frame ends up "
              + "\(LintTree.number(length)) \(axis == "Width" ? "wide" : "high")")
        }
      }
    default: break
    }
    return messages
  }
}
