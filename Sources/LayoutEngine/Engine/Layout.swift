// The layout contract, shaped like SwiftUI's `Layout` protocol.
//
// Layout model: a parent proposes a `ProposedSize` (each dimension a number >= 0, +infinity,
// or nil = "your ideal size"); the child answers a `Size` (`sizeThatFits`), which may be
// larger than proposed. The parent then places each child (`placeSubviews`) by returning a
// position, an anchor and the proposal the child is finally given; the child's frame is its
// answer to that proposal, so measuring and placing always agree.
//
// Terminology: *proposal* what the parent offers; *unspecified* a nil dimension; *ideal* the
// answer to an unspecified proposal; *flexibility* max answer minus min answer along an axis
// (probes at +infinity and 0); *priority* `layoutPriority`, higher is sized first in stacks.
//
// Unlike SwiftUI, `placeSubviews` returns its placements instead of calling `place(at:)`:
// layouts stay pure and the engine walks the returned proposals.

/// A point in a view's unit square: (0, 0) top-leading, (1, 1) bottom-trailing.
public struct UnitPoint: Sendable, Hashable {
  /// The horizontal fraction: 0 is the leading edge, 1 the trailing edge.
  public var x: Double
  /// The vertical fraction: 0 is the top edge, 1 the bottom edge.
  public var y: Double
  /// Creates a unit point; fractions outside 0...1 lie outside the view.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
  /// The top-leading corner, (0, 0).
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// The centre, (0.5, 0.5).
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// (0, 0), the same point as `topLeading`.
  public static let zero = UnitPoint(x: 0, y: 0)
  /// The middle of the top edge, (0.5, 0).
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// The middle of the bottom edge, (0.5, 1).
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// The middle of the leading edge, (0, 0.5).
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// The middle of the trailing edge, (1, 0.5).
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// The top-trailing corner, (1, 0).
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// The bottom-leading corner, (0, 1).
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// The bottom-trailing corner, (1, 1).
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// Where a layout puts one subview: the subview's `anchor` point lands on `position` (in the
/// coordinates of the layout's bounds) and the subview is sized for `proposal`.
public struct LayoutPlacement: Sendable, Hashable {
  /// The point, in the coordinates of the layout's bounds, that the subview's anchor lands on.
  public var position: Point
  /// The point of the subview that lands on `position`.
  public var anchor: UnitPoint
  /// The proposal the subview is finally given; its frame is its answer to this proposal.
  public var proposal: ProposedSize
  /// False for a subview the layout does not show (the children `viewThatFits` does not
  /// choose): it is neither placed nor in the dump. Only the engine's own layouts hide.
  var isDisplayed = true
  /// Where the layout put this subview's own subviews, relative to it (a grid's cells of one
  /// row): handed to the subview's layout in its `PlacementContext`. Only the engine's own
  /// layouts set it.
  var subviewPlacements: [LayoutPlacement]?
  /// Creates a placement; see `LayoutSubview.place(at:anchor:proposal:)`.
  public init(position: Point, anchor: UnitPoint = .topLeading, proposal: ProposedSize) {
    self.position = position
    self.anchor = anchor
    self.proposal = proposal
  }
}

/// A container's layout: SwiftUI's `Layout` protocol with placements returned as values.
///
/// **Layout model.** Layout runs top-down in two passes. Measuring: a parent *proposes* a
/// size to a child and the child answers with the size it wants (`sizeThatFits`); a parent
/// may ask several proposals before deciding (stacks ask 0 for the minimum, infinity for the
/// maximum, nil for the ideal). Placing: once a container's own size is settled, it says
/// where each subview goes (`placeSubviews`): a point in its bounds, the subview's anchor to
/// put there, and the proposal the subview is finally given. The subview's frame is its
/// answer to that proposal, so a layout must not rely on a size it did not ask for. Sizes may
/// exceed the proposal (overflow is allowed and not clipped). The engine memoises every
/// answer per (view, proposal), mirrors placements for right-to-left layout, and snaps the
/// printed frames to the pixel grid; a layout only ever sees exact layout values.
///
/// **Terminology.**
/// - *proposal* (`ProposedSize`): what a parent offers, per axis a length >= 0, infinity, or
///   nil.
/// - *unspecified*: a nil dimension, "what is your ideal size?".
/// - *ideal size*: the answer to an unspecified proposal.
/// - *minimum / maximum*: the answers to proposals of 0 and of infinity.
/// - *flexibility*: maximum minus minimum along an axis; stacks size less flexible children
///   first.
/// - *priority* (`LayoutSubview.priority`): `layoutPriority`; stacks size higher priorities
///   first.
/// - *guides* (`ViewDimensions`): alignment values of a view of a given size, explicit ones
///   (`.alignmentGuide`, text baselines) or the defaults of its frame.
/// - *spacing* (`ViewSpacing`): the distances a view prefers to its neighbours, per edge;
///   `distance(to:along:)` combines two views' preferences.
///
/// **Writing a layout.** Implement `sizeThatFits` and `placeSubviews`; both must depend on
/// nothing but their arguments and the cache (`makeCache` is called once per view and run;
/// what a call writes to the cache is kept). Return exactly one placement per subview, in
/// order, made with `LayoutSubview.place(at:anchor:proposal:)`; a subview left without one is
/// centred in the bounds with the container's own proposal (layoutc-layout(7) 25). `spacing` and
/// `explicitAlignment` have SwiftUI's defaults (the union of the subviews' spacing; the
/// subviews' explicit guides, combined). A container reports priority 0, or -infinity when
/// it has no subviews. Put a layout in a `ViewTree` as `ViewKind.custom(AnyLayout(layout))`:
/// it must be `Sendable` so the tree stays `Sendable`.
public protocol Layout {
  /// Per-node storage a layout may keep between its calls (SwiftUI's `Cache`).
  associatedtype Cache = Void

  /// Creates the cache for `subviews`; called once per view and layout run.
  func makeCache(subviews: LayoutSubviews) -> Cache

  /// The size this layout takes for `proposal`. Must depend on nothing but its arguments.
  func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache) -> Size

  /// One placement per subview, in `subviews` order, for a layout sized `bounds.size`.
  func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache
  ) -> [LayoutPlacement]

  /// The spacing the view prefers around it (layoutc-layout(7) 3.3); the default is the union of
  /// the subviews' spacing on every edge (`ViewSpacing.zero` with no subviews).
  func spacing(subviews: LayoutSubviews, cache: inout Cache) -> ViewSpacing

  /// The layout's own value for `guide`, or nil to use the guide's default (layoutc-layout(7) 1.3).
  func explicitAlignment(
    of guide: AlignmentKey, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews,
    cache: inout Cache
  ) -> Double?
}

extension Layout where Cache == Void {
  /// No cache: nothing to make.
  public func makeCache(subviews: LayoutSubviews) {}
}

extension Layout {
  /// The union of the subviews' preferred spacing on every edge; `ViewSpacing.zero` with no
  /// subviews.
  public func spacing(subviews: LayoutSubviews, cache: inout Cache) -> ViewSpacing {
    unitedSpacing(subviews)
  }

  /// SwiftUI's default spacing of a container: the union of its subviews' on every edge;
  /// `ViewSpacing.zero` with no subviews.
  package func unitedSpacing(_ subviews: LayoutSubviews) -> ViewSpacing {
    guard !subviews.isEmpty else { return .zero }
    var spacing = ViewSpacing()
    for (index, subview) in subviews.enumerated() {
      if index == 0 { spacing = subview.spacing } else { spacing.formUnion(subview.spacing) }
    }
    return spacing
  }

  /// SwiftUI's default for containers: the subviews' explicit values for `guide`, each offset
  /// by the subview's origin, combined (baselines take the smallest, custom guides the
  /// average); nil for the frame guides (layoutc-layout(7) 25, 4.4).
  public func explicitAlignment(
    of guide: AlignmentKey, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews,
    cache: inout Cache
  ) -> Double? {
    combinedExplicitAlignment(
      of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }

  /// SwiftUI's default for containers (layoutc-layout(7) 25, 4.4): place the subviews for the
  /// queried size and combine their explicit values, each offset by the subview's origin.
  package func combinedExplicitAlignment(
    of guide: AlignmentKey, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews,
    cache: inout Cache
  ) -> Double? {
    guard guide.combinesExplicitValues else { return nil }
    let placements = placeSubviews(
      in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    var values: [Double] = []
    for (subview, placement) in zip(subviews, placements) {
      let dimensions = subview.dimensions(in: placement.proposal)
      guard let value = dimensions[explicit: guide] else { continue }
      let origin = placement.origin(for: dimensions.size)[guide.axis] - bounds.origin[guide.axis]
      values.append(origin + value)
    }
    return guide.combineExplicit(values)
  }

  /// What unary layouts (padding, frame, fixedSize, ...) report: the child's explicit value
  /// shifted by the child's origin (layoutc-layout(7) 15; OSUI `UnaryLayoutEngine.explicitAlignment`).
  package func forwardedAlignment(
    of guide: AlignmentKey, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews,
    cache: inout Cache
  ) -> Double? {
    guard let child = subviews.first else { return nil }
    let placement = placeSubviews(
      in: bounds, proposal: proposal, subviews: subviews, cache: &cache)[0]
    let dimensions = child.dimensions(in: placement.proposal)
    guard let value = dimensions[explicit: guide] else { return nil }
    let origin = placement.origin(for: dimensions.size)[guide.axis] - bounds.origin[guide.axis]
    return origin + value
  }
}

extension LayoutPlacement {
  /// The top-leading corner of a subview of `size` placed here.
  package func origin(for size: Size) -> Point {
    Point(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
  }
}

extension AlignmentKey {
  /// Whether containers report a combined value for this guide: the frame guides (leading,
  /// center, trailing, top, bottom) are never explicit on a container (layoutc-layout(7) 4.4).
  package var combinesExplicitValues: Bool {
    switch self {
    case .horizontal(.custom), .vertical(.custom), .vertical(.firstTextBaseline),
      .vertical(.lastTextBaseline):
      return true
    default: return false
    }
  }

  /// `AlignmentID._combineExplicit`: baselines take the minimum (layoutc-layout(7) Decision 4), custom
  /// guides the average; frame guides never combine (`Quirk.containerGuidesCombineChildValues`).
  package func combineExplicit(_ values: [Double]) -> Double? {
    guard combinesExplicitValues, !values.isEmpty else { return nil }
    switch self {
    case .vertical(.firstTextBaseline), .vertical(.lastTextBaseline):
      return values.min()
    default:
      return values.reduce(0, +) / Double(values.count)
    }
  }
}

/// A proxy for one child of a layout (SwiftUI's `LayoutSubview`).
public struct LayoutSubview {
  /// The engine's state, which outlives every proxy. Held unmanaged and used through
  /// `_withUnsafeGuaranteedRef`: a plain `unowned(unsafe)` reference is retained and released
  /// around each call, which costs more than most of the calls themselves.
  let stateRef: Unmanaged<LayoutState>
  var state: LayoutState { stateRef.takeUnretainedValue() }
  /// The child's index in the view tree.
  package let node: Int

  init(state: LayoutState, node: Int) {
    self.init(stateRef: .passUnretained(state), node: node)
  }

  init(stateRef: Unmanaged<LayoutState>, node: Int) {
    self.stateRef = stateRef
    self.node = node
  }

  /// The child's size for `proposal` (memoised per node and proposal).
  public func sizeThatFits(_ proposal: ProposedSize) -> Size {
    stateRef._withUnsafeGuaranteedRef { $0.size(of: node, proposal) }
  }

  /// The child's size and alignment guides for `proposal`.
  public func dimensions(in proposal: ProposedSize) -> ViewDimensions {
    let size = stateRef._withUnsafeGuaranteedRef { $0.size(of: node, proposal) }
    return ViewDimensions(size: size, stateRef: stateRef, node: node, proposal: proposal)
  }

  /// The number `.layoutValue(key:value:)` gives the child, or the view its modifiers wrap
  /// (a trait passes out through them, as in SwiftUI); nil when none does.
  public func layoutValue(_ key: String) -> Double? {
    stateRef._withUnsafeGuaranteedRef { state in
      var node = self.node
      for _ in 0..<64 {
        let view = state.nodes[node]
        if view.hasAttributes, let value = view.attributes.layoutValues[key] { return value }
        guard view.kind.traits.frameGuides == .forwarded, let first = view.children.first else {
          return nil
        }
        node = first
      }
      return nil
    }
  }

  /// The child's layout priority (layoutc-layout(7) 11).
  public var priority: Double { stateRef._withUnsafeGuaranteedRef { $0.layoutPriority(of: node) } }

  /// `lengthThatFits`: the child's length along `axis` for `proposal`. A text offered zero
  /// width is zero wide (layoutc-layout(7) 16.1: the stack minimum of any text).
  func lengthThatFits(_ proposal: ProposedSize, along axis: Axis) -> Double {
    stateRef._withUnsafeGuaranteedRef { state in
      // `Quirk.zeroWidthTextIsZeroWide`.
      if axis == .horizontal, proposal.width == 0, state.isText(node) { return 0 }
      return state.size(of: node, proposal)[axis]
    }
  }

  /// The spacing the child prefers around it (layoutc-layout(7) 3).
  public var spacing: ViewSpacing { stateRef._withUnsafeGuaranteedRef { $0.spacing(of: node) } }
}

/// The children of a layout, in order (SwiftUI's `LayoutSubviews`).
public struct LayoutSubviews: RandomAccessCollection {
  /// See `LayoutSubview.stateRef`.
  let stateRef: Unmanaged<LayoutState>
  var state: LayoutState { stateRef.takeUnretainedValue() }
  /// The children's node indices, in the engine's storage (valid while the layout runs).
  let nodes: ChildNodes

  init(state: LayoutState, nodes: ChildNodes) {
    self.stateRef = .passUnretained(state)
    self.nodes = nodes
  }

  /// Always 0.
  public var startIndex: Int { 0 }
  /// The number of subviews.
  public var endIndex: Int { nodes.count }
  /// The subview at `position`, from 0.
  public subscript(position: Int) -> LayoutSubview {
    LayoutSubview(stateRef: stateRef, node: nodes[position])
  }
}

/// A view's size and alignment guides: `d[guide] = explicit(guide) ?? default(guide)`.
public struct ViewDimensions {
  /// The view's size.
  public let size: Size
  /// See `LayoutSubview.stateRef`; nil for dimensions made outside a layout run.
  let stateRef: Unmanaged<LayoutState>?
  var state: LayoutState? { stateRef?.takeUnretainedValue() }
  /// The view, or -1 for a plain view with no explicit guides (a frame's own guides).
  let node: Int
  let proposal: ProposedSize
  /// Explicit `.alignmentGuide` values of the node from this index on are not yet in effect
  /// (an expression sees the guides written before it).
  let overrideLimit: Int

  init(
    size: Size, state: LayoutState?, node: Int, proposal: ProposedSize,
    overrideLimit: Int = .max
  ) {
    self.init(
      size: size, stateRef: state.map { .passUnretained($0) }, node: node, proposal: proposal,
      overrideLimit: overrideLimit)
  }

  init(
    size: Size, stateRef: Unmanaged<LayoutState>?, node: Int, proposal: ProposedSize,
    overrideLimit: Int = .max
  ) {
    self.size = size
    self.stateRef = stateRef
    self.node = node
    self.proposal = proposal
    self.overrideLimit = overrideLimit
  }

  /// Dimensions of a plain view of `size`: only default guide values.
  init(plain size: Size, state: LayoutState) {
    self.init(size: size, state: state, node: -1, proposal: ProposedSize(size))
  }

  /// The view's width.
  public var width: Double { size.width }
  /// The view's height.
  public var height: Double { size.height }

  /// The view's value for a horizontal guide, in its own coordinates (0 is its leading edge).
  public subscript(guide: HorizontalAlignment) -> Double { self[.horizontal(guide)] }
  /// The view's value for a vertical guide, in its own coordinates (0 is its top edge).
  public subscript(guide: VerticalAlignment) -> Double { self[.vertical(guide)] }

  /// The view's value for `key`: its explicit value (`.alignmentGuide`, a text baseline), else
  /// the guide's default for its size.
  public subscript(key: AlignmentKey) -> Double {
    if let value = self[explicit: key] { return value }
    return defaultValue(of: key)
  }

  /// The view's explicit value for `key`, nil when it has none.
  public subscript(explicit key: AlignmentKey) -> Double? {
    guard node >= 0, let stateRef else { return nil }
    return stateRef._withUnsafeGuaranteedRef { state in
      // Most views have no explicit guide at all: answered here, without the call.
      guard !state.records[node].flags.isDisjoint(with: [.hasGuides, .mayHaveExplicit]) else {
        return nil
      }
      return state.explicitAlignment(
        of: key, node: node, size: size, proposal: proposal, overrideLimit: overrideLimit)
    }
  }

  /// `AlignmentID.defaultValue(in:)` (layoutc-layout(7) 1.3): baselines default to the bottom edge.
  func defaultValue(of key: AlignmentKey) -> Double {
    switch key {
    case .horizontal(.leading), .vertical(.top): return 0
    case .horizontal(.center): return size.width / 2
    case .vertical(.center): return size.height / 2
    case .horizontal(.trailing), .vertical(.bottom), .vertical(.firstTextBaseline),
      .vertical(.lastTextBaseline):
      return key.axis == .horizontal ? size.width : size.height
    case .horizontal(.custom(let index)), .vertical(.custom(let index)):
      return customDefaultValue(Int(index))
    }
  }

  /// A custom guide's default: out of line, as it is rare and its evaluation is large.
  @inline(never)
  private func customDefaultValue(_ index: Int) -> Double {
    guard let state, let expression = state.customAlignmentDefault(index) else { return 0 }
    return state.evaluate(expression, in: self)
  }
}

extension Alignment {
  /// The top-leading corner that puts `child`'s guides on `container`'s (layoutc-layout(7) 8, 14).
  package func origin(of child: ViewDimensions, in container: ViewDimensions) -> Point {
    Point(x: container[horizontal] - child[horizontal], y: container[vertical] - child[vertical])
  }
}

extension LayoutSubviews {
  /// The dimensions of a plain view of `size`: a frame's own guides are the defaults of its
  /// size, never its child's (`Quirk.frameGuidesAreTheFramesOwn`).
  func plainDimensions(_ size: Size) -> ViewDimensions {
    ViewDimensions(size: size, stateRef: stateRef, node: -1, proposal: ProposedSize(size))
  }
}
