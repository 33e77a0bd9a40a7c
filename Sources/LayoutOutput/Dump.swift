// One laid-out file at one screen configuration: what every renderer prints (layoutc(1)).
import LayoutEngine

/// A frame tree with the run settings the dumps print next to it.
public struct Dump: Sendable, Hashable {
  /// The path as given on the command line (`-` for standard input).
  public var file: String
  /// With several Swift files read as one module, their paths: a frame's `source.file`
  /// indexes them (the JSON names each frame's file). Empty for one file.
  public var files: [String] = []
  /// The screen size from `--size`/`--device`; nil on an `auto` side.
  public var screen: ProposedSize
  /// Display scale (1, 2 or 3).
  public var scale: Double
  /// The safe-area insets from `--safe-area`, else the device preset's (zero for a `--size`
  /// screen).
  public var safeArea: EdgeInsets
  /// The OS profile whose control metrics were used (`ios26`, ...); nil: not recorded.
  public var os: String?
  /// The laid-out views, each with its frame, in pre-order.
  public var tree: FrameTree
  /// With `--explain`: each node's part of the layout, in the order of `tree.nodes`.
  public var layout: [NodeLayout]?
  /// With `--explain`: the layout conversation, which the tree format prints instead of the
  /// tree.
  public var dialogue: String?
  /// With `--format svg`: the dump drawn (LayoutAnalysis's `Picture`).
  public var picture: DumpPicture?
  /// With `--format html`: what the explorer shows of each view besides its frame.
  public var explorer: DumpExplorer?
  /// The settings of the dump's cell in a matrix (layoutc(1), MATRIX), printed only where the
  /// grouping names them: the device preset's id (nil for a `--size` screen), the Dynamic Type
  /// size, the layout direction and the platform.
  public var device: String?
  /// The Dynamic Type size (`--dynamic-type`); `large` by default.
  public var dynamicType: DynamicTypeSize = .large
  /// The layout direction (`--layout-direction`); left-to-right by default.
  public var layoutDirection: LayoutDirection = .leftToRight
  /// The platform (`--platform`) whose fonts and metrics the layout used; iOS by default.
  public var platform: Platform = .ios
  /// The index, among the dumps of the run, of an earlier dump of the same file whose layout
  /// this one reuses (matrix cells that lay out the same are laid out once): its `tree` is
  /// this one's. nil when this dump was laid out on its own.
  public var sameLayoutAs: Int?

  /// A dump of `tree`, laid out in `screen` at `scale`; the cell settings keep their defaults
  /// (no device, `large`, left-to-right, iOS) and the `--explain`/`--format` extras are nil.
  public init(
    file: String, screen: ProposedSize, scale: Double, safeArea: EdgeInsets = .zero,
    os: String? = nil, tree: FrameTree
  ) {
    self.file = file
    self.screen = screen
    self.scale = scale
    self.safeArea = safeArea
    self.os = os
    self.tree = tree
  }

  /// `390x844`, `autox844`: the screen as the CSV `screen` column and headers print it.
  public var screenDescription: String {
    Self.describe(screen.width) + "x" + Self.describe(screen.height)
  }

  /// `390x844 @3x`: the screen and scale, as the tree format's size headers print them.
  public var screenAndScaleDescription: String {
    screenDescription + " @" + NumberFormat.format(scale) + "x"
  }

  /// `ltr` or `rtl`, as `--layout-direction` spells it.
  public var directionDescription: String { layoutDirection == .leftToRight ? "ltr" : "rtl" }

  /// The named settings of this dump's cell, as the tree format's header prints them:
  /// `iphone-16 393x852 @3x, accessibility2, rtl, ios` with every setting named.
  public func cellDescription(_ named: DumpGrouping.Named) -> String {
    var parts: [String] = []
    if named.contains(.device) {
      parts.append((device.map { $0 + " " } ?? "") + screenAndScaleDescription)
    } else if named.contains(.screen) {
      parts.append(screenAndScaleDescription)
    }
    if named.contains(.dynamicType) { parts.append(dynamicType.rawValue) }
    if named.contains(.direction) { parts.append(directionDescription) }
    if named.contains(.platform) { parts.append(platform.rawValue) }
    return parts.joined(separator: ", ")
  }

  /// The path of the first node whose frame is NaN or infinite, or `""` when a run setting is;
  /// nil when everything is finite. Such a dump must never be printed (layoutc(1): exit 70).
  public var nonFinitePath: String? {
    let settings = [scale, safeArea.top, safeArea.leading, safeArea.bottom, safeArea.trailing]
    if settings.contains(where: { !$0.isFinite })
      || [screen.width, screen.height].contains(where: { $0.map { !$0.isFinite } ?? false })
    {
      return ""
    }
    let nodes = tree.nodes
    for index in nodes.indices {
      let f = nodes[index].frame
      if !(f.origin.x.isFinite && f.origin.y.isFinite && f.size.width.isFinite
        && f.size.height.isFinite)
      {
        return nodes[index].path
      }
    }
    return nil
  }

  private static func describe(_ side: Double?) -> String {
    side.map(NumberFormat.format) ?? "auto"
  }
}

/// One node's part of the layout (`--explain`), as the engine recorded it: what its parent
/// placed it with, the size it chose for that (not rounded), every distinct size question it
/// was asked, in order, and why it has its size.
public struct NodeLayout: Sendable, Hashable {
  /// One size question and its answer.
  public struct Query: Sendable, Hashable {
    /// The size proposed to the view.
    public var proposal: ProposedSize
    /// The size the view chose for that proposal (not rounded).
    public var size: Size
    /// The answer `size` to the question `proposal`.
    public init(proposal: ProposedSize, size: Size) {
      self.proposal = proposal
      self.size = size
    }
  }
  /// The size its parent proposed when placing it.
  public var proposed: ProposedSize
  /// The size it chose for `proposed` (not rounded).
  public var size: Size
  /// Every distinct size question it was asked, in the order asked.
  public var queries: [Query]
  /// A short, stable code (`fills-proposal`, `truncated`, ...).
  public var reason: String
  /// The reason as a sentence.
  public var because: String
  /// One node's recorded layout; see the properties.
  public init(
    proposed: ProposedSize, size: Size, queries: [Query], reason: String, because: String
  ) {
    self.proposed = proposed
    self.size = size
    self.queries = queries
    self.reason = reason
    self.because = because
  }
}

/// A dump drawn as an `<svg>` element of `width`×`height` points.
public struct DumpPicture: Sendable, Hashable {
  /// The `<svg>` element's text.
  public var svg: String
  /// The picture's width in points.
  public var width: Double
  /// The picture's height in points.
  public var height: Double
  /// A picture `width`×`height` points large, drawn by `svg`.
  public init(svg: String, width: Double, height: Double) {
    self.svg = svg
    self.width = width
    self.height = height
  }
}

/// What the HTML explorer (`--format html`) shows next to a dump's picture: the source text and,
/// for each printed node, its proposal, size and reason, and the whole layout conversation
/// with the nodes each line is about. The words are the explainers' (LayoutAnalysis).
public struct DumpExplorer: Sendable, Hashable {
  /// What the explorer shows of one printed view besides its frame, in the explainers' words.
  public struct Node: Sendable, Hashable {
    /// `(20, 64)`: the frame's origin, and `350×20.333`: its size, as the explainers say them.
    public var origin: String
    /// `350×20.333`: the frame's size, as the explainers say it.
    public var size: String
    /// The proposal it was placed with, in words (`350×804`, `your ideal size`).
    public var proposal: String
    /// A short, stable code for why it has its size (`fills-proposal`, `truncated`, ...).
    public var reason: String
    /// The reason as a sentence.
    public var because: String
    /// Every distinct question it was asked and its answer (`350×804 → 120×20.333`).
    public var questions: [String]
    /// `(187, 411.833) 16×20.333`: where it was laid out, before pixel rounding.
    public var exact: String
    /// Why it is where it is, as a sentence.
    public var there: String
    /// Where its source ends (after its last token), for the source pane to select the
    /// innermost view written around a click; nil when it is not known.
    public var end: SourcePosition?
    /// One view's entry; see the properties.
    public init(
      origin: String, size: String, proposal: String, reason: String, because: String,
      questions: [String], exact: String = "", there: String = "", end: SourcePosition? = nil
    ) {
      self.origin = origin
      self.size = size
      self.proposal = proposal
      self.reason = reason
      self.because = because
      self.questions = questions
      self.exact = exact
      self.there = there
      self.end = end
    }
  }

  /// One line of the `--explain` conversation.
  public struct Line: Sendable, Hashable {
    /// `12:5`: where the view the line is about is written.
    public var position: String
    /// How deep the view the line is about sits, which indents the line.
    public var depth: Int
    /// The line's text, without its indentation.
    public var text: String
    /// The indices (in `tree.nodes`) of the views the line is about.
    public var nodes: [Int]
    /// One conversation line; see the properties.
    public init(position: String, depth: Int, text: String, nodes: [Int]) {
      self.position = position
      self.depth = depth
      self.text = text
      self.nodes = nodes
    }
  }

  /// The whole source file.
  public var source: String
  /// In the order of `tree.nodes`.
  public var nodes: [Node]
  /// The lines of the `--explain` conversation, in order.
  public var conversation: [Line]
  /// The node selected when the page opens (`--explain VIEW`), if any.
  public var selected: Int?
  /// Whether the frames are snapped to the pixel grid (not `--unrounded`).
  public var rounded: Bool

  /// The explorer's data for one dump; `selected` is the node the page opens on.
  public init(
    source: String, nodes: [Node], conversation: [Line], selected: Int? = nil,
    rounded: Bool = true
  ) {
    self.source = source
    self.nodes = nodes
    self.conversation = conversation
    self.selected = selected
    self.rounded = rounded
  }
}

/// How a list of dumps is organised: `files` FILE arguments times `sizes` cells (screens,
/// Dynamic Type sizes, directions and platforms), ordered by file, then by cell. Decides the
/// tree headers, the JSON array and its keys, and the CSV columns.
public struct DumpGrouping: Sendable, Hashable {
  /// The settings that tell a file's dumps apart in the output (layoutc(1), MATRIX).
  public struct Named: OptionSet, Sendable, Hashable {
    /// The set's bits.
    public let rawValue: UInt8
    /// The set with the bits of `rawValue`.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The screen size and scale (the headers of several `--size`s).
    public static let screen = Named(rawValue: 1)
    /// The device preset's id, besides its screen.
    public static let device = Named(rawValue: 2)
    /// The Dynamic Type size (a `--dynamic-type` list or range).
    public static let dynamicType = Named(rawValue: 4)
    /// The layout direction (a `--layout-direction` list).
    public static let direction = Named(rawValue: 8)
    /// The platform (a `--platform` list).
    public static let platform = Named(rawValue: 16)
  }

  /// The number of FILE arguments (the same path given twice counts twice).
  public var files: Int
  /// The number of cells each file was laid out at.
  public var sizes: Int
  /// The settings the headers, JSON keys and CSV columns name; see ``Named``.
  public var named: Named
  /// A setting was given as a matrix (`all`, a pattern, a list): the output is a matrix's,
  /// with its array and columns, even when it holds one dump.
  public var matrix: Bool
  /// `named` defaults to the screen when there are several cells, as plain `--size`s have it.
  public init(files: Int, sizes: Int, named: Named? = nil, matrix: Bool = false) {
    self.files = max(1, files)
    self.sizes = max(1, sizes)
    self.named = named ?? (sizes > 1 ? .screen : [])
    self.matrix = matrix
  }
  /// One file at one size: a bare tree, a single JSON object, the plain CSV columns.
  public static let single = DumpGrouping(files: 1, sizes: 1)
  /// Whether there is more than one FILE argument.
  public var severalFiles: Bool { files > 1 }
  /// Whether each file was laid out at more than one cell.
  public var severalSizes: Bool { sizes > 1 }
  /// Whether the output holds more than one dump, or is a matrix's.
  public var isSeveral: Bool { severalFiles || severalSizes || matrix }
}
