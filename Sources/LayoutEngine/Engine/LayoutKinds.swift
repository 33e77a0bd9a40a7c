// The one mapping from a view's kind to its layout: every measuring, placing and guide
// query on a node goes through `perform` (the placing walk asks frames and stacks directly,
// a fast path `HotPathTests` proves equal), and every priority through `layoutPriority(of:)`
// (layoutc-layout(7) 11). A layout that reads where it is placed gets its `PlacementContext`
// here, from the operation, so measuring and placing build the same layout.

/// Something asked of a node's layout: its size, its placements or an alignment guide.
protocol LayoutOperation {
  associatedtype Result
  /// What the placing walk passes besides the proposal; nil while measuring.
  var placement: PlacementContext? { get }
  func run<L: Layout>(_ layout: L, subviews: LayoutSubviews, cache: inout L.Cache) -> Result
  /// The operation on a node of a traced run (`HotKind.traced`), recording what it says.
  func performTraced(on node: Int, in state: LayoutState, subviews: LayoutSubviews) -> Result
}

extension LayoutOperation {
  var placement: PlacementContext? { nil }
  /// Placements, spacings and guides are recorded by their callers: run the layout.
  func performTraced(on node: Int, in state: LayoutState, subviews: LayoutSubviews) -> Result {
    state.performOther(self, on: node, subviews: subviews)
  }
}

struct SizeOperation: LayoutOperation {
  typealias Result = Size
  let proposal: ProposedSize
  func run<L: Layout>(_ layout: L, subviews: LayoutSubviews, cache: inout L.Cache) -> Size {
    layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  }
  func performTraced(on node: Int, in state: LayoutState, subviews: LayoutSubviews) -> Size {
    state.tracedSize(of: node, proposal, subviews: subviews)
  }
}

struct PlacementOperation: LayoutOperation {
  typealias Result = [LayoutPlacement]
  let bounds: Rect
  let proposal: ProposedSize
  let placement: PlacementContext?
  func run<L: Layout>(_ layout: L, subviews: LayoutSubviews, cache: inout L.Cache)
    -> [LayoutPlacement]
  {
    layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }
}

struct SpacingOperation: LayoutOperation {
  typealias Result = ViewSpacing
  func run<L: Layout>(_ layout: L, subviews: LayoutSubviews, cache: inout L.Cache)
    -> ViewSpacing
  {
    layout.spacing(subviews: subviews, cache: &cache)
  }
}

struct ExplicitAlignmentOperation: LayoutOperation {
  typealias Result = Double?
  let guide: AlignmentKey
  let bounds: Rect
  let proposal: ProposedSize
  func run<L: Layout>(_ layout: L, subviews: LayoutSubviews, cache: inout L.Cache) -> Double? {
    layout.explicitAlignment(
      of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }
}

extension LayoutState {
  /// Runs `operation` with the layout of `node`'s kind.
  func perform<Operation: LayoutOperation>(_ operation: Operation, on node: Int)
    -> Operation.Result
  {
    let subviews = subviews(of: node)
    // The common kinds from the compact table, their layouts made once (HotKinds.swift).
    return performHot(hotKinds[node], operation, on: node, subviews: subviews)
  }

  /// `perform` for a node whose layout is `hot`; `.other` reads the input node's kind.
  @inline(__always)
  private func performHot<Operation: LayoutOperation>(
    _ hot: HotKind, _ operation: Operation, on node: Int, subviews: LayoutSubviews
  ) -> Operation.Result {
    var none: Void = ()
    switch hot {
    case .color:
      return operation.run(ShapeLayout(shape: nil), subviews: subviews, cache: &none)
    case .shape(let shape):
      return operation.run(ShapeLayout(shape: shape), subviews: subviews, cache: &none)
    case .frame(let layout):
      return operation.run(layout, subviews: subviews, cache: &none)
    case .padding(let layout):
      return operation.run(layout, subviews: subviews, cache: &none)
    case .stack(let layout):
      var cache = stackCache(of: node) { layout.makeCache(subviews: subviews) }
      return operation.run(layout, subviews: subviews, cache: &cache)
    case .other:
      return performOther(operation, on: node, subviews: subviews)
    case .traced:
      return operation.performTraced(on: node, in: self, subviews: subviews)
    }
  }

  /// `perform` for the kinds the compact table leaves to the input node. Kept out of line:
  /// its large frame would otherwise be set up on every call of the hot kinds too.
  @inline(never)
  func performOther<Operation: LayoutOperation>(
    _ operation: Operation, on node: Int, subviews: LayoutSubviews
  ) -> Operation.Result {
    var none: Void = ()
    let kind = nodes.kind(of: node)
    switch kind {
    case .color, .shape, .frame, .padding, .hstack, .vstack:
      // `analyseTree` gives every node of these kinds its hot form, so only a traced run
      // comes here with them; the layout is still the one `HotKind` builds (one construction).
      let hot = HotKind(kind, direction: layoutDirection(of: node))
      return performHot(hot, operation, on: node, subviews: subviews)
    case .text(let content):
      let layout = TextViewLayout(state: self, node: node, content: content)
      return operation.run(layout, subviews: subviews, cache: &none)
    case .image(let image):
      let layout = ImageLayout(
        image, symbolSide: image.systemName == nil ? 0 : symbolSide(node),
        platform: context.platform, scale: scale)
      return operation.run(layout, subviews: subviews, cache: &none)
    case .spacer(let minLength):
      let layout = SpacerLayout(minLength: minLength, orientation: orientation[node])
      return operation.run(layout, subviews: subviews, cache: &none)
    case .divider:
      let layout = DividerLayout(orientation: orientation[node], thickness: dividerThickness(node))
      return operation.run(layout, subviews: subviews, cache: &none)
    case .zstack(let alignment):
      return operation.run(ZStackLayout(alignment: alignment), subviews: subviews, cache: &none)
    case .flexFrame(let frame):
      return operation.run(FlexFrameLayout(frame), subviews: subviews, cache: &none)
    case .background(let alignment), .overlay(let alignment):
      return operation.run(
        SecondaryLayerLayout(alignment: alignment), subviews: subviews, cache: &none)
    case .border:
      // `.border` is an overlay of a stroked rectangle: centred on the primary (layoutc-layout(7) 14).
      return operation.run(
        SecondaryLayerLayout(alignment: .center), subviews: subviews, cache: &none)
    case .offset(let x, let y):
      return operation.run(OffsetLayout(x: x, y: y), subviews: subviews, cache: &none)
    case .position(let x, let y):
      return operation.run(PositionLayout(x: x, y: y), subviews: subviews, cache: &none)
    case .aspectRatio(let ratio, let contentMode):
      let layout = AspectRatioLayout(ratio: ratio, contentMode: contentMode)
      return operation.run(layout, subviews: subviews, cache: &none)
    case .fixedSize(let horizontal, let vertical):
      let layout = FixedSizeLayout(horizontal: horizontal, vertical: vertical)
      return operation.run(layout, subviews: subviews, cache: &none)
    case .component, .control(_, nil):
      return operation.run(ComponentLayout(), subviews: subviews, cache: &none)
    case .control(_, let spacing?):
      return operation.run(
        ComponentLayout(verticalSpacing: spacing), subviews: subviews, cache: &none)
    case .geometryReader:
      return operation.run(GeometryReaderLayout(), subviews: subviews, cache: &none)
    case .ignoresSafeArea(let regions, let edges):
      // Its content grows into the band it touches on the ignored edges: known at placement
      // only, so measuring sees no outsets (layoutc-layout(7) 23).
      var outsets = EdgeInsets.zero
      if regions.contains(.container), let placement = operation.placement {
        outsets = placement.reach(ignoring: edges)
      }
      let layout = SafeAreaIgnoringLayout(outsets: outsets)
      return operation.run(layout, subviews: subviews, cache: &none)
    case .safeAreaInset(let edge, let alignment, let spacing):
      let layout = SafeAreaInsetLayout(
        edge: edge, alignment: alignment, spacing: spacing,
        layoutDirection: layoutDirection(of: node))
      return operation.run(layout, subviews: subviews, cache: &none)
    case .safeAreaPadding:
      return operation.run(SafeAreaPaddingLayout(), subviews: subviews, cache: &none)
    case .containerRelativeFrame(let frame):
      let layout = ContainerRelativeFrameLayout(frame: frame, container: containerSize(of: node))
      return operation.run(layout, subviews: subviews, cache: &none)
    case .scrollView(let horizontal, let vertical):
      // The safe area's margins are known at placement only; `.contentMargins` and
      // `.defaultScrollAnchor` are in the environment.
      let environment = environment(of: node)
      let layout = ScrollViewLayout(
        horizontal: horizontal, vertical: vertical,
        margins: operation.placement?.contentMargins ?? .zero,
        contentMargins: environment.contentMargins?.insets ?? .zero,
        anchor: environment.scrollAnchor)
      return operation.run(layout, subviews: subviews, cache: &none)
    case .grid(let alignment, let horizontalSpacing, let verticalSpacing):
      let layout = GridLayout(
        alignment: alignment, horizontalSpacing: horizontalSpacing,
        verticalSpacing: verticalSpacing)
      return operation.run(layout, subviews: subviews, cache: &none)
    case .gridRow(let alignment):
      // In a grid, the grid has placed the cells; anywhere else the row is an HStack.
      if gridRows.contains(node) {
        let layout = GridRowLayout(placements: operation.placement?.subviewPlacements ?? [])
        return operation.run(layout, subviews: subviews, cache: &none)
      }
      let row = HotKind(
        .hstack(alignment: alignment ?? .center, spacing: nil, lazy: false),
        direction: layoutDirection(of: node))
      return performHot(row, operation, on: node, subviews: subviews)
    case .lazyVGrid(let columns, let alignment, let spacing):
      let layout = LazyGridLayout(
        axis: .vertical, items: columns, alignment: .horizontal(alignment), spacing: spacing)
      return operation.run(layout, subviews: subviews, cache: &none)
    case .lazyHGrid(let rows, let alignment, let spacing):
      let layout = LazyGridLayout(
        axis: .horizontal, items: rows, alignment: .vertical(alignment), spacing: spacing)
      return operation.run(layout, subviews: subviews, cache: &none)
    case .viewThatFits(let horizontal, let vertical):
      let layout = ViewThatFitsLayout(horizontal: horizontal, vertical: vertical)
      return operation.run(layout, subviews: subviews, cache: &none)
    case .custom(let layout):
      return runCustomLayout(layout, operation, node: node, subviews: subviews)
    }
  }

  /// A symbol image's side: the current font's line height on the pixel grid, scaled by
  /// `.imageScale` (layoutc-layout(7) Decision 5). The line height is the height of one line of text
  /// in that font, so it follows each platform's line rule (the 13-pt macOS font's line box
  /// is 16, more than its ascender plus descender, platform-typography.md 3.4). Kept per node
  /// with the text layouts (`textAnswers`): it depends on the same things.
  func symbolSide(_ node: Int) -> Double {
    textAnswers.fit(count)
    if !textAnswers.symbolSides[node].isNaN { return textAnswers.symbolSides[node] }
    let side = measuredSymbolSide(node)
    textAnswers.symbolSides[node] = side
    return side
  }

  /// The side of a symbol image: its font's line height, by the image scale.
  private func measuredSymbolSide(_ node: Int) -> Double {
    var environment = environment(of: node)
    let factor: Double
    switch environment.imageScale ?? .medium {
    case .small: factor = 0.8
    case .medium: factor = 1
    case .large: factor = 1.3
    }
    // Only the font: one line, whatever the text settings around the image.
    environment.lineLimit = nil
    environment.lineSpacing = nil
    environment.minimumScaleFactor = nil
    let line = context.textMeasurer.layout(
      TextContent("X"), environment: environment, proposal: .unspecified,
      context: measuringContext)
    return ceilToPixel(line.size.height) * factor
  }

  /// A divider is a hairline: one pixel, or 1 pt at accessibility text sizes
  /// (`Quirk.dividerIsOnePointAtAccessibilitySizes`).
  func dividerThickness(_ node: Int) -> Double {
    if environment(of: node).dynamicTypeSize?.isAccessibilitySize == true { return 1 }
    return 1 / scale
  }
}
