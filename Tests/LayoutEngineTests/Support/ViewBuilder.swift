// Small helpers to build view trees and run layouts in engine tests, with a text measurer of
// fixed metrics (every character 10 wide, lines 20 high, baseline 16) so text is exact.

@testable import LayoutEngine

/// A view under construction: a node and its children, turned into a flat `ViewTree`.
struct TestView {
  var kind: ViewKind
  var children: [TestView] = []
  var role: ChildRole?
  var label: String?
  var attributes = ViewAttributes()
  var environment = EnvironmentOverrides()

  func wrapped(_ kind: ViewKind, secondary: [TestView] = []) -> TestView {
    TestView(kind: kind, children: [self] + secondary)
  }

  func padding(_ insets: EdgeInsets) -> TestView { wrapped(.padding(insets)) }
  func padding(_ all: Double) -> TestView { padding(EdgeInsets(all: all)) }
  func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center)
    -> TestView
  { wrapped(.frame(width: width, height: height, alignment: alignment)) }
  func frame(_ flex: FlexFrame) -> TestView { wrapped(.flexFrame(flex)) }
  func background(_ view: TestView, alignment: Alignment = .center) -> TestView {
    var view = view
    view.role = .background
    return wrapped(.background(alignment: alignment), secondary: [view])
  }
  func overlay(_ view: TestView, alignment: Alignment = .center) -> TestView {
    var view = view
    view.role = .overlay
    return wrapped(.overlay(alignment: alignment), secondary: [view])
  }
  func border(width: Double) -> TestView {
    var stroke = TestView(kind: .shape(.rectangle))
    stroke.role = .overlay
    return wrapped(.border(width: width), secondary: [stroke])
  }
  func offset(x: Double = 0, y: Double = 0) -> TestView { wrapped(.offset(x: x, y: y)) }
  func position(x: Double, y: Double) -> TestView { wrapped(.position(x: x, y: y)) }
  func aspectRatio(_ ratio: Double?, _ mode: ContentMode) -> TestView {
    wrapped(.aspectRatio(ratio: ratio, contentMode: mode))
  }
  func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> TestView {
    wrapped(.fixedSize(horizontal: horizontal, vertical: vertical))
  }
  func layoutPriority(_ priority: Double) -> TestView {
    var view = self
    view.attributes.layoutPriority = priority
    return view
  }
  func alignmentGuide(_ key: AlignmentKey, _ value: GuideExpression) -> TestView {
    var view = self
    view.attributes.alignmentGuides.append(AlignmentGuideOverride(key: key, value: value))
    return view
  }
  func environment(_ change: (inout EnvironmentOverrides) -> Void) -> TestView {
    var view = self
    change(&view.environment)
    return view
  }

  /// Appends this view and its subtree; returns its index.
  func append(to tree: inout ViewTree) -> Int {
    let index = tree.append(
      ViewNode(
        kind: kind, role: role, label: label, source: SourcePosition(line: 1, column: 1),
        attributes: attributes, environment: environment))
    tree.nodes[index].children = ViewChildren(children.map { $0.append(to: &tree) })
    return index
  }

  func tree(customAlignments: [CustomAlignment] = []) -> ViewTree {
    var tree = ViewTree(customAlignments: customAlignments)
    tree.root = append(to: &tree)
    return tree
  }
}

func color(_ name: String = "red") -> TestView { TestView(kind: .color, label: name) }
func shape(_ kind: ShapeKind) -> TestView { TestView(kind: .shape(kind)) }
func box(_ width: Double, _ height: Double) -> TestView {
  color().frame(width: width, height: height)
}
func text(_ string: String) -> TestView {
  TestView(kind: .text(TextContent(string)), label: string)
}
func spacer(_ minLength: Double? = nil) -> TestView {
  TestView(kind: .spacer(minLength: minLength))
}
func divider() -> TestView { TestView(kind: .divider) }
func image(_ content: ImageContent) -> TestView { TestView(kind: .image(content)) }
func hstack(
  alignment: VerticalAlignment = .center, spacing: Double? = nil, lazy: Bool = false,
  _ children: [TestView]
) -> TestView {
  TestView(kind: .hstack(alignment: alignment, spacing: spacing, lazy: lazy), children: children)
}
func vstack(
  alignment: HorizontalAlignment = .center, spacing: Double? = nil, lazy: Bool = false,
  _ children: [TestView]
) -> TestView {
  TestView(kind: .vstack(alignment: alignment, spacing: spacing, lazy: lazy), children: children)
}
func zstack(alignment: Alignment = .center, _ children: [TestView]) -> TestView {
  TestView(kind: .zstack(alignment: alignment), children: children)
}

/// Text with fixed metrics: 10 per character, 20 per line (ascender 16, descender 4, cap
/// height 12, no leading); wraps at whole characters when the proposed width is too small.
struct FixedTextMeasurer: TextMeasurer {
  static let metrics = FontMetrics(ascender: 16, descender: 4, leading: 0, capHeight: 12)

  func layout(
    _ text: TextContent, environment: EnvironmentOverrides, proposal: ProposedSize,
    context: TextMeasuringContext
  ) -> TextLayout {
    let characters = Array(text.string)
    if proposal.width == 0, proposal.height == 0 || characters.isEmpty {
      return TextLayout(
        size: .zero, firstBaseline: 0, lastBaseline: 0, lines: [], truncated: false,
        metrics: Self.metrics)
    }
    let perLine = max(Int(((proposal.width ?? .infinity) / 10).rounded(.down).clamped), 1)
    var lines: [String] = []
    var start = 0
    while start < characters.count {
      let end = min(start + perLine, characters.count)
      lines.append(String(characters[start..<end]))
      start = end
    }
    if lines.isEmpty { lines = [""] }
    let limit = environment.lineLimit?.max ?? Int.max
    let truncated = lines.count > limit
    if truncated { lines = Array(lines.prefix(limit)) }
    let width = Double(lines.map(\.count).max() ?? 0) * 10
    let height = Double(lines.count) * 20
    return TextLayout(
      size: Size(width: width, height: height), firstBaseline: 16,
      lastBaseline: 16 + 20 * Double(lines.count - 1), lines: lines, truncated: truncated,
      metrics: Self.metrics)
  }

  func fontMetrics(environment: EnvironmentOverrides, context: TextMeasuringContext)
    -> FontMetrics
  { Self.metrics }
}

extension Double {
  fileprivate var clamped: Double { Swift.min(self, 1e9) }
}

func context(
  _ width: Double?, _ height: Double?, scale: Double = 3, safeArea: EdgeInsets = .zero,
  direction: LayoutDirection = .leftToRight, rounded: Bool = true,
  measurer: any TextMeasurer = FixedTextMeasurer()
) -> LayoutContext {
  LayoutContext(
    screen: ProposedSize(width: width, height: height), safeArea: safeArea, scale: scale,
    layoutDirection: direction, textMeasurer: measurer, rounded: rounded)
}

/// Lays `view` out and returns its frames in pre-order.
func frames(
  _ view: TestView, in context: LayoutContext, customAlignments: [CustomAlignment] = []
) throws -> [Rect] {
  try view.tree(customAlignments: customAlignments).layout(in: context).nodes.map(
    \.frame)
}

func frames(_ view: TestView, _ width: Double?, _ height: Double?, scale: Double = 3)
  throws -> [Rect]
{
  try frames(view, in: context(width, height, scale: scale, rounded: false))
}

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
  Rect(x: x, y: y, width: width, height: height)
}

/// Equal within a millionth of a point (for values worked out by hand as fractions).
func close(_ a: Rect, _ b: Rect) -> Bool {
  abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6
    && abs(a.size.width - b.size.width) < 1e-6 && abs(a.size.height - b.size.height) < 1e-6
}
