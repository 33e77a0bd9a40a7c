// `--format html`: what the explorer page shows beside the picture, read from the trace the
// engine recorded (the same conversation `--explain` prints, split by the views it is about).
import LayoutEngine
import LayoutOutput

/// What the HTML explorer (`--format html`) shows beside each picture, read from the trace.
public enum Explorer {
  /// The explorer's data for one dump; `source` is the file's text, `selected` the node the
  /// page opens on.
  public static func make(_ record: LayoutRecord, source: String, selected: Int? = nil)
    -> DumpExplorer
  {
    let layouts = record.nodeLayouts()
    let nodes = zip(record.tree.nodes, layouts).map { node, layout in
      DumpExplorer.Node(
        origin: Words.point(node.frame.origin), size: Words.size(node.frame.size),
        proposal: Words.proposal(layout.proposed), reason: layout.reason,
        because: layout.because,
        questions: layout.queries.map { Words.proposal($0.proposal) + " → " + Words.size($0.size) })
    }
    let conversation = Dialogue.lines(record).map {
      DumpExplorer.Line(
        position: "\($0.position.line):\($0.position.column)", depth: $0.depth, text: $0.text,
        nodes: $0.frames)
    }
    return DumpExplorer(
      source: source, nodes: nodes, conversation: conversation, selected: selected)
  }
}
