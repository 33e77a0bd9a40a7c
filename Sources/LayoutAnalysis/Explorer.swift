// `--format html`: what the explorer page shows beside the picture, read from the trace the
// engine recorded (the same conversation `--explain` prints, split by the views it is about).
import LayoutEngine
import LayoutOutput

/// What the HTML explorer (`--format html`) shows beside each picture, read from the trace.
public enum Explorer {
  /// The explorer's data for one dump; `source` is the file's text, `selected` the node the
  /// page opens on.
  public static func make(
    _ record: LayoutRecord, source: String, selected: Int? = nil, rounded: Bool = true,
    lyt: Bool = true
  ) -> DumpExplorer {
    let layouts = record.nodeLayouts()
    let extents = SourceExtents.extents(record.tree, source: source, lyt: lyt)
    let nodes = record.tree.nodes.indices.map { index in
      let node = record.tree.nodes[index]
      let layout = layouts[index]
      let exact = record.placements[index].map {
        Words.point(Positions.rootPoint($0, record)) + " " + Words.size($0.size)
      }
      return DumpExplorer.Node(
        origin: Words.point(node.frame.origin), size: Words.size(node.frame.size),
        proposal: Words.proposal(layout.proposed), reason: layout.reason,
        because: layout.because,
        questions: layout.queries.map {
          Words.proposal($0.proposal) + " → " + Words.size($0.size)
        },
        exact: exact ?? "", there: Positions.reason(for: index, in: record).sentence,
        end: extents[index]?.end)
    }
    let conversation = Dialogue.lines(record).map {
      DumpExplorer.Line(
        position: "\($0.position.line):\($0.position.column)", depth: $0.depth, text: $0.text,
        nodes: $0.frames)
    }
    return DumpExplorer(
      source: source, nodes: nodes, conversation: conversation, selected: selected,
      rounded: rounded)
  }
}
