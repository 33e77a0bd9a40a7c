// What the engine knows about each kind of view besides its layout, in one table. Every
// switch here is exhaustive with no `default:`, so a new `ViewKind` does not compile until
// it is described: its tag, its name in dumps, the priority it reports, how its children sit
// in stacks, what it does with the safe area, and what the analyses read (what it draws, how
// a picture orders its children, how lint names it). `KindTraits.of` is read once per node,
// when a layout run first reads the tree (`LayoutState.analyseTree`).

extension ViewKind {
  /// A kind without its payload: what the traits table and the catalog name.
  package enum Tag: Int, CaseIterable, Sendable {
    /// The leaves; each tag is named after its `ViewKind` case.
    case color, shape, text, image, spacer, divider
    /// The stacks, lazy ones included.
    case hstack, vstack, zstack
    /// Modifiers with a layout of their own.
    case padding, frame, flexFrame, background, overlay, border, offset, position
    /// More modifiers, components and controls.
    case aspectRatio, fixedSize, component, control
    /// Scroll views and grids.
    case scrollView, grid, gridRow, lazyVGrid, lazyHGrid
    /// Containers that choose or arrange their children their own way.
    case viewThatFits, custom
    /// GeometryReader and the safe-area modifiers.
    case geometryReader, ignoresSafeArea, safeAreaInset, safeAreaPadding
    /// `.containerRelativeFrame`.
    case containerRelativeFrame
  }

  /// The kind's tag (no payload is copied).
  package var tag: Tag {
    switch self {
    case .color: return .color
    case .shape: return .shape
    case .text: return .text
    case .image: return .image
    case .spacer: return .spacer
    case .divider: return .divider
    case .hstack: return .hstack
    case .vstack: return .vstack
    case .zstack: return .zstack
    case .padding: return .padding
    case .frame: return .frame
    case .flexFrame: return .flexFrame
    case .background: return .background
    case .overlay: return .overlay
    case .border: return .border
    case .offset: return .offset
    case .position: return .position
    case .aspectRatio: return .aspectRatio
    case .fixedSize: return .fixedSize
    case .component: return .component
    case .control: return .control
    case .scrollView: return .scrollView
    case .grid: return .grid
    case .gridRow: return .gridRow
    case .lazyVGrid: return .lazyVGrid
    case .lazyHGrid: return .lazyHGrid
    case .viewThatFits: return .viewThatFits
    case .custom: return .custom
    case .geometryReader: return .geometryReader
    case .ignoresSafeArea: return .ignoresSafeArea
    case .safeAreaInset: return .safeAreaInset
    case .safeAreaPadding: return .safeAreaPadding
    case .containerRelativeFrame: return .containerRelativeFrame
    }
  }
}

/// Which rule gives a node's priority when none is written (layoutc-layout(7) 11).
enum PriorityRule: UInt8 {
  /// 0.
  case zero
  /// -infinity (a spacer).
  case spacer
  /// 0, or -infinity with no children (stacks; custom layouts, layoutc-layout(7) 25).
  case container
  /// The primary child's (modifiers that keep their view's, components).
  case forwarded
}

/// How a node's children sit in stacks, for the spacers and dividers among them
/// (layoutc-layout(7) 5, 6).
package enum ChildOrientation: UInt8, Sendable {
  /// Along the node's own axis (an HStack's or VStack's children).
  case horizontal, vertical
  /// In no stack (ZStack layers, grid cells, scroll content, a flow's subviews).
  case none
  /// As the node itself sits (modifiers and components pass their place on).
  case inherited
}

/// What a node does with the safe area and named coordinate spaces, which the placing walk
/// passes down beside proposals (GeometryPlacement.swift).
enum SafeAreaUse: UInt8 {
  /// Nothing.
  case none
  /// Changes its content's safe area (`ignoresSafeArea`, `safeAreaInset`, `safeAreaPadding`).
  case changes
  /// Reads its own safe area as content margins when there is a band (a scroll view).
  case readsMargins
  /// Makes its content from its placed frame and safe area (a GeometryReader).
  case makesContent
}

/// Whether a kind's layout can report an explicit value for a frame guide (leading, center,
/// trailing, top, bottom): what lets a query of one stop without asking the subtree.
enum FrameGuideUse: UInt8 {
  /// Never: leaves, and containers, which combine only baselines and custom guides
  /// (layoutc-layout(7) 4.4; `Layout.explicitAlignment`'s default).
  case hidden
  /// Its child's, moved with the child: one-child modifiers (`UnaryLayout`), secondary
  /// layers, components, ViewThatFits.
  case forwarded
  /// Any value of its own: a custom layout's `explicitAlignment` is not known in advance.
  case own
}

/// What a view draws of its own, besides its children: what a picture paints for it and what
/// lint counts as drawn.
package enum OwnDrawing: UInt8, Sendable {
  /// Nothing: what it shows, its children draw.
  case nothing
  /// A colour filling its frame.
  case color
  /// A shape in its frame.
  case shape
  /// Its lines of text.
  case text
  /// An image.
  case image
  /// A divider's hairline.
  case divider
}

/// The order a picture draws a view's children in, back to front.
package enum PaintOrder: UInt8, Sendable {
  /// As they are: the view, then what is over it (an overlay, a border).
  case asPlaced
  /// The children after the first, then the first: what a background puts behind its view.
  case layersFirst
  /// By `zIndex`, then as they are (a ZStack).
  case byZIndex
}

/// The facts about one kind of view the engine reads besides its layout, and those the
/// analyses (pictures, lint, explanations) read.
package struct KindTraits: Sendable {
  var priority: PriorityRule = .zero
  package var children: ChildOrientation = .inherited
  /// Children after the first (background, overlay, border layers) are in no stack.
  var secondaryLayers = false
  /// Answering a size is cheaper than looking it up (colors, shapes, spacers): not memoised.
  var answersCheaply = false
  var isText = false
  var isOffset = false
  var isScrollView = false
  var isGrid = false
  /// Measures against its container (the screen, or the nearest scroll view's viewport).
  var readsContainer = false
  var safeArea: SafeAreaUse = .none
  /// A modifier node through which its view's `gridCell...` values still reach the grid.
  var keepsCellAttributes = false
  /// Its layout may read the text size (Dynamic Type): text, symbol images, the divider's
  /// thickness, controls, and what cannot be known before layout (custom layouts, a
  /// GeometryReader's content).
  var readsTextSize = false
  var frameGuides: FrameGuideUse = .forwarded
  /// What it draws of its own.
  package var drawing: OwnDrawing = .nothing
  /// The order a picture draws its children in.
  package var paintOrder: PaintOrder = .asPlaced
  /// Made of views written elsewhere (a component's body, a control's system parts): a
  /// picture outlines it dashed.
  package var isComposite = false
  /// A modifier or component whose frame is its one view's, more or less: lint names it by
  /// the view inside (`circle (path 0.1.0.0)` for a padded, framed circle).
  package var namedByContent = false
  /// Moves what it holds away from where the layout around it put it (an offset, a
  /// position): lint reports what it moves at the modifier.
  package var movesContent = false

  /// The traits of `tag`, from the table.
  static func of(_ tag: ViewKind.Tag) -> KindTraits { table[tag.rawValue] }

  /// By tag, in `ViewKind.Tag.allCases` order (the raw values count up from 0).
  static let table: [KindTraits] = ViewKind.Tag.allCases.map(describe)

  /// The table's rows.
  private static func describe(_ tag: ViewKind.Tag) -> KindTraits {
    switch tag {
    case .color:
      return KindTraits(answersCheaply: true, frameGuides: .hidden, drawing: .color)
    case .shape:
      return KindTraits(answersCheaply: true, frameGuides: .hidden, drawing: .shape)
    case .spacer:
      return KindTraits(priority: .spacer, answersCheaply: true, frameGuides: .hidden)
    case .text:
      return KindTraits(isText: true, readsTextSize: true, frameGuides: .hidden, drawing: .text)
    case .image:
      return KindTraits(readsTextSize: true, frameGuides: .hidden, drawing: .image)
    case .divider:
      return KindTraits(readsTextSize: true, frameGuides: .hidden, drawing: .divider)
    case .hstack:
      return KindTraits(priority: .container, children: .horizontal, frameGuides: .hidden)
    case .vstack:
      return KindTraits(priority: .container, children: .vertical, frameGuides: .hidden)
    case .zstack:
      return KindTraits(
        priority: .container, children: .none, frameGuides: .hidden, paintOrder: .byZIndex)
    case .padding, .frame, .flexFrame, .aspectRatio:
      return KindTraits(keepsCellAttributes: true, namedByContent: true)
    case .position:
      return KindTraits(keepsCellAttributes: true, namedByContent: true, movesContent: true)
    case .background:
      return KindTraits(
        priority: .forwarded, secondaryLayers: true, keepsCellAttributes: true,
        paintOrder: .layersFirst, namedByContent: true)
    case .overlay, .border:
      return KindTraits(
        priority: .forwarded, secondaryLayers: true, keepsCellAttributes: true,
        namedByContent: true)
    case .offset:
      return KindTraits(
        priority: .forwarded, isOffset: true, keepsCellAttributes: true, namedByContent: true,
        movesContent: true)
    case .fixedSize:
      return KindTraits(priority: .forwarded, keepsCellAttributes: true, namedByContent: true)
    case .component:
      return KindTraits(
        priority: .forwarded, keepsCellAttributes: true, isComposite: true, namedByContent: true)
    case .control:
      return KindTraits(
        priority: .forwarded, keepsCellAttributes: true, readsTextSize: true, isComposite: true)
    case .scrollView:
      return KindTraits(
        priority: .container, children: .none, isScrollView: true, safeArea: .readsMargins,
        frameGuides: .hidden)
    case .grid:
      return KindTraits(priority: .container, children: .none, isGrid: true, frameGuides: .hidden)
    case .gridRow, .lazyVGrid, .lazyHGrid:
      return KindTraits(priority: .container, children: .none, frameGuides: .hidden)
    case .viewThatFits:
      return KindTraits(priority: .container, children: .none)
    case .custom:
      return KindTraits(
        priority: .container, children: .none, readsTextSize: true, frameGuides: .own)
    case .geometryReader:
      return KindTraits(
        readsContainer: true, safeArea: .makesContent, readsTextSize: true, frameGuides: .hidden)
    case .containerRelativeFrame:
      return KindTraits(readsContainer: true)
    case .ignoresSafeArea, .safeAreaPadding:
      return KindTraits(safeArea: .changes, namedByContent: true)
    case .safeAreaInset:
      return KindTraits(safeArea: .changes)
    }
  }
}

extension ViewKind {
  /// The facts about this kind the engine reads besides its layout, and those the analyses
  /// read.
  package var traits: KindTraits { KindTraits.of(tag) }

  /// Whether the kind is a scroll view: the nearest "container" whose viewport size
  /// `containerRelativeFrame` measures against (layoutc-layout(7) 24).
  package var isScrollView: Bool { traits.isScrollView }
}

extension ViewTree {
  /// Whether laying the tree out may read the text size: if not, every Dynamic Type size lays
  /// it out the same (a matrix lays it out once for all of them).
  package var readsTextSize: Bool { nodes.contains { $0.kind.traits.readsTextSize } }
}
