// `--format html`: what the explorer page shows beside the picture, read from the trace the
// engine recorded (the same conversation `--explain` prints, split by the views it is about).
import LayoutAnalysis
import LayoutEngine

/// What the HTML explorer (`--format html`) shows beside a dump's picture: for each printed
/// view its proposal, size and reason, and the whole layout conversation with the views each
/// line is about. The words are the explainers' (LayoutAnalysis).
struct Explorer {
  /// What the explorer shows of one printed view besides its frame, in the explainers' words.
  struct Node {
    /// `(20, 64)`: the frame's origin, as the explainers say it.
    var origin: String
    /// `350×20.333`: the frame's size, as the explainers say it.
    var size: String
    /// The proposal it was placed with, in words (`350×804`, `your ideal size`).
    var proposal: String
    /// A short, stable code for why it has its size (`fills-proposal`, `truncated`, ...).
    var reason: String
    /// The reason as a sentence.
    var because: String
    /// Every distinct question it was asked and its answer (`350×804 → 120×20.333`).
    var questions: [String]
    /// `(187, 411.833) 16×20.333`: where it was laid out, before pixel rounding.
    var exact: String
    /// Why it is where it is, as a sentence.
    var there: String
    /// Where its source ends (after its last token), for the source pane to select the
    /// innermost view written around a click; nil when it is not known.
    var end: SourcePosition?
  }

  /// One line of the `--explain` conversation.
  struct Line {
    /// `12:5`: where the view the line is about is written.
    var position: String
    /// How deep the view the line is about sits, which indents the line.
    var depth: Int
    /// The line's text, without its indentation.
    var text: String
    /// The indices (in `tree.nodes`) of the views the line is about.
    var nodes: [Int]
  }

  /// In the order of `tree.nodes`.
  var nodes: [Node]
  /// The lines of the `--explain` conversation, in order.
  var conversation: [Line]

  /// The explorer's data for one dump; `source` is the file's text (`.lyt` when `lyt`).
  init(_ record: LayoutRecord, source: String, lyt: Bool) {
    let layouts = record.nodeLayouts()
    let extents = SourceExtents.extents(record.tree, source: source, lyt: lyt)
    nodes = record.tree.nodes.indices.map { index in
      let node = record.tree.nodes[index]
      let layout = layouts[index]
      let exact = record.placements[index].map {
        Words.point(Positions.rootPoint($0, record)) + " " + Words.size($0.size)
      }
      return Node(
        origin: Words.point(node.frame.origin), size: Words.size(node.frame.size),
        proposal: Words.proposal(layout.proposed), reason: layout.reason,
        because: layout.because,
        questions: layout.queries.map {
          Words.proposal($0.proposal) + " → " + Words.size($0.size)
        },
        exact: exact ?? "", there: Positions.reason(for: index, in: record).sentence,
        end: extents[index]?.end)
    }
    conversation = Dialogue.lines(record).map {
      Line(
        position: "\($0.position.line):\($0.position.column)", depth: $0.depth, text: $0.text,
        nodes: $0.frames)
    }
  }
}
