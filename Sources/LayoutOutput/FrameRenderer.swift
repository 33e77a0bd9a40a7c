// The dump formats behind one protocol (layoutc(1)): one FrameTree in, the exact bytes out.
// Every number is spelt by `NumberFormat.format` (or `ByteWriter.write(number:)`, its byte
// twin), so the formats agree.
import LayoutAnalysis
import LayoutEngine

/// Turns laid-out frame trees into one of `layoutc`'s output formats.
public protocol FrameRenderer: Sendable {
  /// What the engine must record for this renderer besides the frames: the dumps it renders
  /// carry it (`Dump.record`).
  var recording: Recording { get }
  /// At most how many bytes it prints per node, to refuse an absurd output before making it.
  var cost: OutputCost { get }
  /// Whether it draws the dumps' pictures (where a custom shape's Swift runs).
  var drawsPictures: Bool { get }
  /// Whether it shows the file's text: the dumps it renders then carry it (`Dump.source`).
  var showsSource: Bool { get }
  /// Renders `dumps`, ordered by file then size, as one output text (ending in a newline).
  func render(_ dumps: [Dump], grouping: DumpGrouping) -> String
}

extension FrameRenderer {
  /// The frames alone, unless the renderer says otherwise.
  public var recording: Recording { .nothing }
  /// No pictures, unless the renderer says otherwise.
  public var drawsPictures: Bool { false }
  /// No source, unless the renderer says otherwise.
  public var showsSource: Bool { false }

  /// About how many bytes this renderer prints for `dump`, from above. Every format repeats a
  /// node's depth on its line (tree indentation, CSV and JSON paths, JSON indentation), so the
  /// size grows with the square of a deep tree's depth; the driver refuses absurd sizes.
  package func estimatedSize(of dump: Dump) -> Int {
    var total = 0
    // By index: a node is read in place, not copied.
    let nodes = dump.tree.nodes
    for index in nodes.indices {
      total &+=
        nodes[index].depth &* cost.perLevel &+ cost.perNode
        &+ (nodes[index].label?.utf8.count ?? 0) &* cost.perLabelByte
    }
    return total
  }
}

/// What a renderer prints for one node at most: a generous allowance, from above.
public struct OutputCost: Sendable, Hashable {
  /// Bytes per level of the node's depth (indentation, its path).
  public var perLevel: Int
  /// Bytes for the rest of the node.
  public var perNode: Int
  /// Bytes per byte of its label (escaped, drawn, repeated).
  public var perLabelByte: Int
  /// A cost; see the properties.
  public init(perLevel: Int, perNode: Int, perLabelByte: Int = 1) {
    self.perLevel = perLevel
    self.perNode = perNode
    self.perLabelByte = perLabelByte
  }
}

/// A renderer that writes UTF-8 bytes, dump by dump: the output is the `opening`, then for
/// each dump its `head` (separators, headers) and its `body`, then the `closing`. A body depends
/// only on its dump and the grouping, so a caller may render the bodies of many dumps in
/// parallel and write the pieces in order, without ever joining them; a dump whose body is
/// byte-identical to an earlier one's by construction (`sharedBody`) reuses it.
public protocol PartwiseRenderer: FrameRenderer {
  /// What comes before the first dump (the CSV header row, the JSON array's `[`).
  func opening(count: Int, grouping: DumpGrouping) -> [UInt8]
  /// What comes before `dumps[index]`'s body: separators and headers.
  func head(of dumps: [Dump], at index: Int, grouping: DumpGrouping) -> [UInt8]
  /// The bulk of `dumps[index]`'s output, its nodes, handed to `write` in pieces of about a
  /// megabyte, in order. A piece is valid only during the call (the renderer writes its next
  /// piece over it), and is whole UTF-8.
  func body(
    of dumps: [Dump], at index: Int, grouping: DumpGrouping,
    into write: (UnsafeBufferPointer<UInt8>) -> Void)
  /// The index of an earlier dump whose body is `dumps[index]`'s, byte for byte, by
  /// construction; nil when it must be rendered.
  func sharedBody(of dumps: [Dump], at index: Int, grouping: DumpGrouping) -> Int?
  /// What comes after the last dump.
  func closing(count: Int, grouping: DumpGrouping) -> [UInt8]
}

extension PartwiseRenderer {
  /// The body of `dumps[index]` as pieces to keep (copies of what `body(into:)` hands out).
  package func body(of dumps: [Dump], at index: Int, grouping: DumpGrouping) -> [[UInt8]] {
    var pieces: [[UInt8]] = []
    body(of: dumps, at: index, grouping: grouping) { pieces.append(Array($0)) }
    return pieces
  }

  /// No body is shared unless the renderer says so.
  public func sharedBody(of dumps: [Dump], at index: Int, grouping: DumpGrouping) -> Int? {
    nil
  }

  /// The whole output handed to `write` in order: the opening, each dump's head and body, the
  /// closing. `body(i, write)` writes the body of dump `i`, asked for each dump whose body no
  /// earlier dump's is (`sharedBody`) and for the earlier one's index otherwise; by default
  /// it is rendered there and then.
  package func assemble(
    _ dumps: [Dump], grouping: DumpGrouping,
    body: ((Int, (UnsafeBufferPointer<UInt8>) -> Void) -> Void)? = nil,
    into write: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    opening(count: dumps.count, grouping: grouping).withUnsafeBufferPointer(write)
    for index in dumps.indices {
      head(of: dumps, at: index, grouping: grouping).withUnsafeBufferPointer(write)
      let shown = sharedBody(of: dumps, at: index, grouping: grouping) ?? index
      if let body {
        body(shown, write)
      } else {
        self.body(of: dumps, at: shown, grouping: grouping, into: write)
      }
    }
    closing(count: dumps.count, grouping: grouping).withUnsafeBufferPointer(write)
  }

  /// The dumps whose bodies are rendered: those that share no earlier dump's.
  package func renderedBodies(of dumps: [Dump], grouping: DumpGrouping) -> [Int] {
    dumps.indices.filter { sharedBody(of: dumps, at: $0, grouping: grouping) == nil }
  }

  /// `assemble` with the bodies rendered beforehand: `bodies(i)` for each of
  /// `renderedBodies`.
  package func assemble(
    _ dumps: [Dump], grouping: DumpGrouping, bodies: (Int) -> [[UInt8]],
    into write: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    withoutActuallyEscaping(bodies) { bodies in
      assemble(
        dumps, grouping: grouping,
        body: { index, write in
          for piece in bodies(index) { piece.withUnsafeBufferPointer(write) }
        }, into: write)
    }
  }

  /// The whole output as bytes, each body rendered once.
  package func renderBytes(_ dumps: [Dump], grouping: DumpGrouping) -> [UInt8] {
    var bodies: [[[UInt8]]?] = Array(repeating: nil, count: dumps.count)
    for index in renderedBodies(of: dumps, grouping: grouping) {
      bodies[index] = body(of: dumps, at: index, grouping: grouping)
    }
    var out: [UInt8] = []
    assemble(dumps, grouping: grouping, bodies: { bodies[$0]! }, into: { out += $0 })
    return out
  }

  /// The whole output as text.
  public func render(_ dumps: [Dump], grouping: DumpGrouping) -> String {
    String(decoding: renderBytes(dumps, grouping: grouping), as: UTF8.self)
  }
}

extension FrameRenderer {
  /// Renders a single dump (one file at one size).
  public func render(_ dump: Dump) -> String {
    render([dump], grouping: .single)
  }
}

/// What `--explain` asks of the dump formats that explain.
public enum Explanation: Sendable, Hashable {
  /// The layout conversation (the tree format prints it instead of the tree, following the
  /// dump's `selected` view when it has one; JSON adds each node's `layout` key).
  case conversation
  /// `--explain brief`: one line per view, its size, position and why (JSON: as
  /// `conversation`).
  case brief
}

/// The `--format` values.
public enum OutputFormat: String, Sendable, Hashable, CaseIterable {
  /// The dump formats, as `--format` spells them (`sarif`, the lint report, is not one).
  case tree, json, csv, svg, html

  /// The renderer for this format. `ascii` and `color` only affect the tree format,
  /// `explanation` the tree and JSON formats, `outline` the pictures (svg, html) and
  /// `rounded` (false with `--unrounded`) what the html page says of its frames.
  public func renderer(
    ascii: Bool = false, color: Bool = false, explanation: Explanation? = nil,
    outline: Bool = false, rounded: Bool = true
  ) -> any FrameRenderer {
    switch self {
    case .tree: return TreeRenderer(ascii: ascii, color: color, explanation: explanation)
    case .json: return JSONRenderer(explains: explanation != nil)
    case .csv: return CSVRenderer()
    case .svg: return SVGRenderer(outline: outline)
    case .html: return HTMLRenderer(outline: outline, rounded: rounded)
    }
  }

  /// About how many bytes this format prints for `dump`, from above (its renderer's
  /// `estimatedSize`).
  package func estimatedSize(of dump: Dump) -> Int { renderer().estimatedSize(of: dump) }
}
