// Reproduces: SwiftUI's per-edge spacing model (`Spacing`, `ViewSpacing`; layoutc-layout(7) 3).
// Each view lists preferred distances per (category, absolute edge); two neighbours are as far
// apart as the largest distance their matching categories give, else the largest plain
// (category-less) distance either asks for, else the default 8.

/// The spacing a view prefers around it (SwiftUI's `ViewSpacing`).
public struct ViewSpacing: Sendable, Hashable {
  /// An absolute edge (left/right, not leading/trailing).
  public enum Edge: UInt8, Sendable, Hashable, CaseIterable {
    /// The top, left, bottom or right edge.
    case top, left, bottom, right
  }

  /// What a distance applies to; nil in an entry means "any neighbour".
  package enum Category: UInt8, Sendable, Hashable {
    /// `textToText`: between two texts; `edgeAboveText` and `edgeBelowText`: between a text and
    /// the edge of a view above or below it; `textBaseline`: measured from a text's baselines;
    /// `edgeLeftText` and `edgeRightText`: between a text and the edge of a view to its left or
    /// right.
    case textToText, edgeAboveText, edgeBelowText, textBaseline, edgeLeftText, edgeRightText
  }

  /// A text's font metrics as spacing needs them (layoutc-layout(7) 3.4), on a pixel grid.
  package struct TextMetrics: Sendable, Hashable {
    /// The text's font metrics in points.
    package var metrics: FontMetrics
    /// The display scale, whose pixel grid the distance snaps to.
    package var scale: Double
    /// Creates text metrics.
    package init(metrics: FontMetrics, scale: Double) {
      self.metrics = metrics
      self.scale = scale
    }
  }

  /// A preferred distance, or text metrics that give one together with the neighbour's.
  package enum Value: Sendable, Hashable {
    /// A length in points.
    case distance(Double)
    /// The metrics of the text above the gap.
    case topTextMetrics(TextMetrics)
    /// The metrics of the text below the gap.
    case bottomTextMetrics(TextMetrics)
  }

  /// One preference: a distance on one edge, for one category of neighbour.
  package struct Entry: Sendable, Hashable {
    /// The neighbour the entry applies to; nil for any.
    package var category: Category?
    /// The edge the distance is measured from.
    package var edge: Edge
    /// The distance, or the text metrics that give it.
    package var value: Value
  }

  /// Every preference of the view.
  package private(set) var entries: [Entry]

  /// The default distance when neither neighbour has an opinion (layoutc-layout(7) 3.2: 8 on both
  /// axes).
  package static let defaultDistance: Double = 8

  /// A plain view's spacing (`Spacing()`): 0 from each edge to text on that side, nothing
  /// else, so two plain views get the default distance.
  public init() {
    entries = Self.plainEntries
  }

  /// Shared so that every plain view's spacing is the same array (no allocation).
  private static let plainEntries = [
    Entry(category: .edgeBelowText, edge: .top, value: .distance(0)),
    Entry(category: .edgeAboveText, edge: .bottom, value: .distance(0)),
    Entry(category: .edgeRightText, edge: .left, value: .distance(0)),
    Entry(category: .edgeLeftText, edge: .right, value: .distance(0)),
  ]

  /// Spacing with exactly these entries.
  package init(entries: [Entry]) { self.entries = entries }

  /// Whether this is a plain view's spacing, shared storage and all (a cheap check).
  var isPlain: Bool {
    entries.withUnsafeBufferPointer { mine in
      Self.plainEntries.withUnsafeBufferPointer { mine.baseAddress == $0.baseAddress }
    }
  }

  /// 0 to any neighbour on every edge (`Spacing.zero`).
  public static let zero = ViewSpacing(
    entries: Edge.allCases.map { Entry(category: nil, edge: $0, value: .distance(0)) })

  /// 0 to any neighbour on the given edges, nothing elsewhere (a spacer in a stack).
  package static func zero(on edges: [Edge]) -> ViewSpacing {
    ViewSpacing(entries: edges.map { Entry(category: nil, edge: $0, value: .distance(0)) })
  }

  /// A horizontally written text (layoutc-layout(7) 3.3, 3.4; OSUI `Text+Spacing`).
  package static func text(
    metrics: FontMetrics, firstBaseline: Double, lastBaseline: Double, height: Double,
    scale: Double
  ) -> ViewSpacing {
    let text = TextMetrics(metrics: metrics, scale: scale)
    let lineHeight = metrics.ascender + metrics.descender
    let extra = ceilToPixel(0.1 * lineHeight, scale: scale)
    let defaultLineSpacing = lineHeight + extra
    return ViewSpacing(entries: [
      Entry(category: .textToText, edge: .top, value: .bottomTextMetrics(text)),
      Entry(category: .textBaseline, edge: .top, value: .distance(-firstBaseline)),
      Entry(
        category: .edgeAboveText, edge: .top,
        value: .distance(defaultLineSpacing - metrics.ascender)),
      Entry(category: .textToText, edge: .bottom, value: .topTextMetrics(text)),
      Entry(category: .textBaseline, edge: .bottom, value: .distance(lastBaseline - height)),
      Entry(
        category: .edgeBelowText, edge: .bottom,
        value: .distance(
          max(defaultLineSpacing - metrics.capHeight, extra + metrics.descender))),
    ])
  }

  static func ceilToPixel(_ value: Double, scale: Double) -> Double {
    (value * scale - 1e-7).rounded(.up) / scale
  }

  /// Drops every entry on `edges` and puts back a plain view's text-edge zero there: what
  /// padding and frames do to the edges they change (layoutc-layout(7) 3.3).
  package mutating func reset(_ edges: [Edge]) {
    // A plain view's spacing is already what a reset produces on any edge.
    guard !edges.isEmpty, entries != Self.plainEntries else { return }
    entries.removeAll { edges.contains($0.edge) }
    for entry in ViewSpacing().entries where edges.contains(entry.edge) {
      entries.append(entry)
    }
  }

  /// Drops every entry on `edges` and asks `distance` from any neighbour there, with no
  /// category: what a platform-drawn control keeps.
  mutating func replace(edges: [Edge], with distance: Double) {
    entries.removeAll { edges.contains($0.edge) }
    for edge in edges { entries.append(Entry(category: nil, edge: edge, value: .distance(distance))) }
  }

  /// Adds `other`'s entries on `edges` (all when nil), keeping per key the larger value.
  public mutating func formUnion(_ other: ViewSpacing, edges: [Edge]? = nil) {
    for entry in other.entries where edges?.contains(entry.edge) ?? true {
      if let index = entries.firstIndex(where: {
        $0.category == entry.category && $0.edge == entry.edge
      }) {
        entries[index].value = Self.larger(entries[index].value, entry.value)
      } else {
        entries.append(entry)
      }
    }
  }

  /// Per-key union: the larger distance; for two text metrics of the same side, the one
  /// with the larger leading, then the taller line ([I]: OSUI keeps one value per key).
  static func larger(_ a: Value, _ b: Value) -> Value {
    switch (a, b) {
    case (.distance(let x), .distance(let y)): return .distance(max(x, y))
    case (.topTextMetrics(let x), .topTextMetrics(let y)):
      return .topTextMetrics(prefers(y, over: x) ? y : x)
    case (.bottomTextMetrics(let x), .bottomTextMetrics(let y)):
      return .bottomTextMetrics(prefers(y, over: x) ? y : x)
    default: return a
    }
  }

  private static func prefers(_ y: TextMetrics, over x: TextMetrics) -> Bool {
    if y.metrics.leading != x.metrics.leading { return y.metrics.leading > x.metrics.leading }
    return y.metrics.lineHeight > x.metrics.lineHeight
  }

  /// The distance from this view to `next`, which follows it along `axis` (layoutc-layout(7) 3.2).
  /// In a right-to-left horizontal layout the next view is on the left.
  public func distance(
    to next: ViewSpacing, along axis: Axis, layoutDirection: LayoutDirection = .leftToRight
  ) -> Double {
    // Two plain views (most neighbours) name no common category and no plain distance, on
    // either axis and in either direction: the rules below give the default.
    if isPlain, next.isPlain { return Self.defaultDistance }
    let (edgeA, edgeB): (Edge, Edge)
    switch axis {
    case .vertical: (edgeA, edgeB) = (.bottom, .top)
    case .horizontal:
      (edgeA, edgeB) = layoutDirection == .leftToRight ? (.right, .left) : (.left, .right)
    }
    // Step 1: the largest combination over the categories both sides name.
    var best = -Double.infinity
    var found = false
    for a in entries where a.edge == edgeA {
      guard let category = a.category else { continue }
      for b in next.entries where b.edge == edgeB && b.category == category {
        if let d = Self.combine(a.value, b.value) {
          best = max(best, d)
          found = true
        }
      }
    }
    if found { return best }
    // Step 2: otherwise the larger plain distance either side asks for, else the default.
    let a0 = entries.first { $0.category == nil && $0.edge == edgeA }.flatMap { $0.value.length }
    let b0 = next.entries.first { $0.category == nil && $0.edge == edgeB }.flatMap {
      $0.value.length
    }
    if a0 == nil, b0 == nil { return Self.defaultDistance }
    return max(a0 ?? -.infinity, b0 ?? -.infinity)
  }

  /// `combine` of layoutc-layout(7) 3.2: distances add; a distance next to text metrics wins; a text
  /// above a text gives the lower text's leading on the pixel grid; same-side metrics do not
  /// combine.
  static func combine(_ a: Value, _ b: Value) -> Double? {
    switch (a, b) {
    case (.distance(let x), .distance(let y)): return x + y
    case (.distance(let x), _): return x
    case (_, .distance(let y)): return y
    case (.topTextMetrics, .bottomTextMetrics(let lower)):
      return ceilToPixel(lower.metrics.leading, scale: lower.scale)
    default: return nil
    }
  }
}

extension ViewSpacing.Value {
  /// The value as a plain length (text metrics have none on their own).
  var length: Double? {
    if case .distance(let d) = self { return d }
    return nil
  }
}

extension ViewSpacing.Edge {
  /// The edges across `axis`'s two ends: left/right for horizontal, top/bottom for vertical.
  static func edges(of axis: Axis) -> [ViewSpacing.Edge] {
    axis == .horizontal ? horizontalEdges : verticalEdges
  }
  /// Shared, so that asking allocates nothing.
  static let horizontalEdges: [ViewSpacing.Edge] = [.left, .right]
  static let verticalEdges: [ViewSpacing.Edge] = [.top, .bottom]
  static let allEdges: [ViewSpacing.Edge] = [.left, .right, .top, .bottom]
}
