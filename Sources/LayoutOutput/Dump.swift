// One laid-out file at one screen configuration: what every renderer prints (layoutc(1)).
import LayoutAnalysis
import LayoutEngine

/// A frame tree with the run settings the dumps print next to it.
public struct Dump: Sendable {
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
  /// What the engine recorded while laying the dump out, read against `tree`: which view each
  /// frame shows and, when the conversation was recorded, every question and placement. The
  /// renderers that draw or explain read it; nil when nothing was recorded (see
  /// `FrameRenderer.recording`).
  public var record: LayoutRecord?
  /// The view `--explain VIEW` names, as an index into `tree.nodes`: the conversation follows
  /// it and the html page opens on it.
  public var selected: Int?
  /// The file's text, for the renderers that show the source (html); nil when not kept.
  public var source: String?
  /// Whether the file is SwiftUI source rather than `.lyt`: the source pane reads its brackets
  /// by the language.
  public var isSwift = false
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
  package var sameLayoutAs: Int?

  /// A dump of `tree`, laid out in `screen` at `scale`; the cell settings keep their defaults
  /// (no device, `large`, left-to-right, iOS) and nothing recorded.
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
  package var screenDescription: String {
    Self.describe(screen.width) + "x" + Self.describe(screen.height)
  }

  /// `390x844 @3x`: the screen and scale, as the tree format's size headers print them.
  package var screenAndScaleDescription: String {
    screenDescription + " @" + NumberFormat.format(scale) + "x"
  }

  /// `ltr` or `rtl`, as `--layout-direction` spells it.
  package var directionDescription: String { layoutDirection == .leftToRight ? "ltr" : "rtl" }

  /// The named settings of this dump's cell, as the tree format's header prints them:
  /// `iphone-16 393x852 @3x, accessibility2, rtl, ios` with every setting named.
  package func cellDescription(_ named: DumpGrouping.Named) -> String {
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
  package var nonFinitePath: String? {
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
  package var severalFiles: Bool { files > 1 }
  /// Whether each file was laid out at more than one cell.
  package var severalSizes: Bool { sizes > 1 }
  /// Whether the output holds more than one dump, or is a matrix's.
  package var isSeveral: Bool { severalFiles || severalSizes || matrix }
}
