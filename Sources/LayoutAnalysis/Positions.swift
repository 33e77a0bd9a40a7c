// Why a view is where it is: a stable code and a sentence, read from what the engine recorded
// (where the view and its parent were placed, the guides a stack, frame, ZStack or secondary
// layer lined up, the safe area the root is centred in) and the parameters of the parent's
// kind. A sentence states an arithmetic only when the recorded points agree with it;
// otherwise it says where the view lies in its parent, which is always true.
import LayoutEngine

package enum Positions {
  package static func reason(for frame: Int, in record: LayoutRecord) -> Reasons.Reason {
    guard let placed = record.placements[frame] else {
      return Reasons.Reason(code: "unknown", sentence: "no placement was recorded for this view")
    }
    let size = placed.size
    let at = rootPoint(placed, record)
    let parent = record.parentFrames[frame]
    guard parent >= 0, let parentPlaced = record.placements[parent] else {
      return root(placed, at: at, record: record)
    }
    let origin = rootPoint(parentPlaced, record)
    let parentKey = record.trace.frames[parent]
    // A right-to-left parent mirrors what its layout decided: read back the layout's own
    // place, measured from the parent's leading (right) edge.
    let mirrored = record.rightToLeft(run: parentKey.run, node: parentKey.node)
    let local = Point(
      x: mirrored ? origin.x + parentPlaced.size.width - (at.x + size.width) : at.x - origin.x,
      y: at.y - origin.y)
    let reason = reason(
      frame, local: local, origin: origin, parent: parent, parentPlaced: parentPlaced,
      parentKey: parentKey, record: record)
    guard mirrored, reason.code != "in-parent" || local.x != 0 else { return reason }
    return Reasons.Reason(
      code: reason.code,
      sentence: reason.sentence + " (right to left: across is counted from the right edge)")
  }

  private static func reason(
    _ frame: Int, local: Point, origin: Point, parent: Int, parentPlaced: LayoutTrace.Event,
    parentKey: LayoutTrace.Frame, record: LayoutRecord
  ) -> Reasons.Reason {
    let size = record.placements[frame]?.size ?? .zero
    let printed = record.tree.nodes[parent]
    let parentName = Words.name(kind: printed.kind, label: printed.label, id: printed.id)
    let tree = record.trace.runs[Int(parentKey.run)].tree
    let corner = Reasons.Reason(code: "in-parent", sentence: inParent(local, parentName))
    guard let view = record.viewNode(run: parentKey.run, node: parentKey.node) else {
      return corner
    }
    let guide = record.guides[frame]

    switch view.kind {
    case .frame(_, _, let alignment):
      return lined(guide, local, alignment, "the frame", size, parentPlaced.size, tree) ?? corner
    case .flexFrame(let flexible):
      return lined(guide, local, flexible.alignment, "the frame", size, parentPlaced.size, tree)
        ?? corner
    case .zstack(let alignment):
      return lined(guide, local, alignment, "the zstack", size, parentPlaced.size, tree) ?? corner
    case .background(let alignment), .overlay(let alignment):
      let layer = view.kind.name
      if record.children[parent].first == frame {
        guard near(local, .zero) else { return corner }
        return Reasons.Reason(
          code: "decorated",
          sentence: "it is the view the \(layer) decorates, at the \(layer)'s own place")
      }
      return lined(guide, local, alignment, "the \(layer)", size, parentPlaced.size, tree)
        ?? corner
    case .border:
      guard near(local, .zero) else { return corner }
      return Reasons.Reason(code: "decorated", sentence: "at the border's own place")
    case .hstack(let alignment, _, _):
      return stacked(
        frame, parent: parent, local: local, horizontal: true, guide: guide,
        guideName: verticalName(alignment, tree), record: record) ?? corner
    case .vstack(let alignment, _, _):
      return stacked(
        frame, parent: parent, local: local, horizontal: false, guide: guide,
        guideName: horizontalName(alignment, tree), record: record) ?? corner
    case .offset(let x, let y):
      guard near(local, Point(x: x, y: y)) else { return corner }
      return Reasons.Reason(
        code: "offset",
        sentence: "the offset moves it \(Words.point(local)) from where the offset itself is, "
          + "\(Words.point(origin)) (the offset keeps its own place in the layout)")
    case .position(let x, let y):
      let expected = Point(x: x - size.width / 2, y: y - size.height / 2)
      guard near(local, expected) else { return corner }
      return Reasons.Reason(
        code: "position",
        sentence: "the position puts its centre at \(Words.point(Point(x: x, y: y))) of the "
          + "position's frame: \(Words.length(x)) − \(Words.length(size.width)) / 2 = "
          + "\(Words.length(local.x)) across and \(Words.length(y)) − "
          + "\(Words.length(size.height)) / 2 = \(Words.length(local.y)) down")
    case .geometryReader:
      guard near(local, .zero) else { return corner }
      return Reasons.Reason(
        code: "reader-corner",
        sentence: "a GeometryReader puts its content at its top-leading corner")
    case .padding(let insets):
      guard near(local, Point(x: insets.leading, y: insets.top)) else { return corner }
      return Reasons.Reason(
        code: "padding-inset",
        sentence: "the padding puts it \(Words.length(insets.leading)) in from its leading edge "
          + "and \(Words.length(insets.top)) down from its top")
    // Said as where in the parent it is: leaves hold nothing, and these place their
    // children by rules the sentence does not name.
    case .color, .shape, .text, .image, .spacer, .divider, .aspectRatio, .fixedSize,
      .component, .control, .scrollView, .grid, .gridRow, .lazyVGrid, .lazyHGrid,
      .viewThatFits, .custom, .ignoresSafeArea, .safeAreaInset, .safeAreaPadding,
      .containerRelativeFrame:
      return corner
    }
  }

  /// Where a place event's top-leading corner is in the root's coordinates.
  package static func rootPoint(_ event: LayoutTrace.Event, _ record: LayoutRecord) -> Point {
    let offset = record.trace.runs[Int(event.run)].offset
    return Point(x: event.point.x + offset.x, y: event.point.y + offset.y)
  }

  private static func near(_ a: Point, _ b: Point) -> Bool {
    abs(a.x - b.x) < 0.0005 && abs(a.y - b.y) < 0.0005
  }

  private static func inParent(_ local: Point, _ parent: String) -> String {
    if near(local, .zero) { return "\(parent) puts it at its top-leading corner" }
    return "\(parent) puts it \(Words.length(local.x)) across and \(Words.length(local.y)) "
      + "down from its top-leading corner"
  }

  /// The root, centred in the screen less its safe area on each axis it is offered
  /// (layoutc-layout(7) 1.4).
  private static func root(_ placed: LayoutTrace.Event, at: Point, record: LayoutRecord)
    -> Reasons.Reason
  {
    let run = record.trace.runs[Int(placed.run)]
    let insets = run.safeArea
    let left = run.rightToLeft ? insets.trailing : insets.leading
    let right = run.rightToLeft ? insets.leading : insets.trailing
    func axis(_ start: Double, _ space: Double?, _ length: Double, _ result: Double) -> String {
      guard let space else { return "at \(Words.length(result)), as it is offered no length" }
      let half = "(\(Words.length(space)) − \(Words.length(length))) / 2"
      return (start == 0 ? half : "\(Words.length(start)) + \(half)")
        + " = \(Words.length(result))"
    }
    let across = axis(left, placed.proposal.width, placed.size.width, at.x)
    let down = axis(insets.top, placed.proposal.height, placed.size.height, at.y)
    let safe = [insets.top, insets.bottom, left, right].contains { $0 != 0 }
    guard safe else {
      return Reasons.Reason(
        code: "centred", sentence: "it is centred in the screen: \(across) across, \(down) down")
    }
    var sentence =
      "it is centred in the safe area, the screen less \(Words.insets(insets)): \(across) across, "
      + "\(down) down"
    if let width = placed.proposal.width, let height = placed.proposal.height {
      let whole = Point(
        x: (width + left + right - placed.size.width) / 2,
        y: (height + insets.top + insets.bottom - placed.size.height) / 2)
      if !near(whole, at) {
        sentence += "; centred in the whole screen it would be at \(Words.point(whole))"
      }
    }
    return Reasons.Reason(code: "centred-in-safe-area", sentence: sentence)
  }

  /// A frame, ZStack, background or overlay: the view's guides put on the parent's point
  /// (its `lineUp` event), when the recorded position agrees.
  private static func lined(
    _ guide: LayoutTrace.Event?, _ local: Point, _ alignment: Alignment, _ parent: String,
    _ size: Size, _ bounds: Size, _ tree: ViewTree
  ) -> Reasons.Reason? {
    guard let guide, guide.kind == .lineUp else { return nil }
    let mine = guide.point
    let line = Point(x: guide.size.width, y: guide.size.height)
    guard near(local, Point(x: line.x - mine.x, y: line.y - mine.y)) else { return nil }
    let name = alignmentName(alignment, tree)
    let head = "\(parent)'s alignment is \(name)"
    if near(local, .zero), near(mine, .zero) {
      return Reasons.Reason(
        code: "aligned", sentence: head + ": its top-leading corner at \(parent)'s")
    }
    let h = axisWords(
      horizontalName(alignment.horizontal, tree), mine.x, line.x, size.width, bounds.width,
      edges: [
        "leading": "leading edge", "center": "horizontal centre", "trailing": "trailing edge",
      ],
      parent: parent, direction: "across")
    let v = axisWords(
      verticalName(alignment.vertical, tree), mine.y, line.y, size.height, bounds.height,
      edges: ["top": "top", "center": "vertical centre", "bottom": "bottom"],
      parent: parent, direction: "down")
    var sentence = head + ": "
    switch (h.what, v.what) {
    case (let x?, let y?):
      let what = x == "horizontal centre" && y == "vertical centre" ? "centre" : "\(x) and \(y)"
      sentence += "its \(what) on \(parent)'s: \(h.words) and \(v.words)"
    default:
      let words = [h, v].map { axis in
        axis.what.map { "its \($0) on \(parent)'s: " + axis.words } ?? axis.words
      }
      sentence += words.joined(separator: "; ")
    }
    return Reasons.Reason(code: "aligned", sentence: sentence)
  }

  /// One axis of a line-up: for a guide at its default place, the edge it names and the
  /// arithmetic (`(300 − 64) / 2 = 118 across`); for another, the guide values themselves.
  private static func axisWords(
    _ guide: String, _ mine: Double, _ line: Double, _ length: Double, _ space: Double,
    edges: [String: String], parent: String, direction: String
  ) -> (what: String?, words: String) {
    let result = Words.length(line - mine)
    // Where each named guide is by default, on the view and on the parent.
    var defaults: [String: (Double, Double)] = ["center": (length / 2, space / 2)]
    for (name, _) in edges where name != "center" {
      defaults[name] = name == "leading" || name == "top" ? (0, 0) : (length, space)
    }
    let standard = defaults[guide].map { abs($0.0 - mine) < 0.0005 && abs($0.1 - line) < 0.0005 }
    if standard == true {
      let what = edges[guide]
      switch guide {
      case "leading", "top": return (what, "\(result) \(direction)")
      case "center":
        return (
          what,
          "(\(Words.length(space)) − \(Words.length(length))) / 2 = \(result) \(direction)"
        )
      default:
        return (what, "\(Words.length(space)) − \(Words.length(length)) = \(result) \(direction)")
      }
    }
    let explicit =
      defaults[guide].map { abs($0.0 - mine) >= 0.0005 } == true
      ? " (set by an alignment guide)" : ""
    return (
      nil,
      "its \(guide) guide at \(Words.length(mine))\(explicit) on \(parent)'s at "
        + "\(Words.length(line)): \(Words.length(line)) \(mine < 0 ? "+" : "−") "
        + "\(Words.length(abs(mine))) = \(result) "
        + direction
    )
  }

  /// A stack's child: after the children before it and the gaps between them along the axis,
  /// and across, its guide on the line the stack's children share.
  private static func stacked(
    _ frame: Int, parent: Int, local: Point, horizontal: Bool, guide: LayoutTrace.Event?,
    guideName: String, record: LayoutRecord
  ) -> Reasons.Reason? {
    let size = record.placements[frame]?.size ?? .zero
    let siblings = record.children[parent]
    guard let position = siblings.firstIndex(of: frame) else { return nil }
    let along = horizontal ? local.x : local.y
    let edge = horizontal ? "leading edge" : "top"
    let direction = horizontal ? "across" : "down"
    var sentence: String
    if position == 0 {
      sentence =
        abs(along) < 0.0005
        ? "it comes first, at the stack's \(edge)"
        : "it comes first, \(Words.length(along)) \(direction) from the stack's \(edge)"
    } else {
      let before = siblings[position - 1]
      guard let previous = record.placements[before], let parentPlaced = record.placements[parent]
      else { return nil }
      let start = rootPoint(previous, record)
      let origin = rootPoint(parentPlaced, record)
      let parentKey = record.trace.frames[parent]
      let mirrored =
        horizontal && record.rightToLeft(run: parentKey.run, node: parentKey.node)
      let end =
        mirrored
        ? origin.x + parentPlaced.size.width - start.x
        : horizontal
          ? start.x - origin.x + previous.size.width : start.y - origin.y + previous.size.height
      let gap = Words.length(((along - end) * 1000).rounded() / 1000)
      let node = record.tree.nodes[before]
      let name = Words.name(kind: node.kind, label: node.label, id: node.id)
      sentence =
        "it comes after \(name), which ends at \(Words.length(end)), and a gap of \(gap): "
        + "\(Words.length(along)) \(direction)"
    }
    let across = horizontal ? local.y : local.x
    let crossDirection = horizontal ? "down" : "across"
    if let guide, guide.kind == .align, guide.value.isFinite {
      let line = across + guide.value
      let length = horizontal ? size.height : size.width
      let defaults: [String: Double] = [
        "leading": 0, "top": 0, "center": length / 2, "trailing": length, "bottom": length,
      ]
      let explicit =
        defaults[guideName].map { abs($0 - guide.value) >= 0.0005 } == true
        ? " (set by an alignment guide)" : ""
      sentence +=
        "; its \(guideName) guide, at \(Words.length(guide.value))\(explicit), is on the line the "
        + "stack's children share, at \(Words.length(line)): \(Words.length(across)) "
        + crossDirection
    }
    return Reasons.Reason(code: "stacked", sentence: sentence)
  }

  /// A guide's name as SwiftUI spells it; a custom guide by its declared name where `tree`
  /// is known, else "custom".
  static func horizontalName(_ alignment: HorizontalAlignment, _ tree: ViewTree?) -> String {
    switch alignment {
    case .leading: return "leading"
    case .center: return "center"
    case .trailing: return "trailing"
    case .custom(let index): return customName(Int(index), tree)
    }
  }

  static func verticalName(_ alignment: VerticalAlignment, _ tree: ViewTree?) -> String {
    switch alignment {
    case .top: return "top"
    case .center: return "center"
    case .bottom: return "bottom"
    case .firstTextBaseline: return "firstTextBaseline"
    case .lastTextBaseline: return "lastTextBaseline"
    case .custom(let index): return customName(Int(index), tree)
    }
  }

  /// A negative index is the engine's own guide (FormColumnsLayout's label edge), not one the
  /// file declared.
  private static func customName(_ index: Int, _ tree: ViewTree?) -> String {
    guard let tree, tree.customAlignments.indices.contains(index) else { return "custom" }
    return tree.customAlignments[index].name
  }

  /// SwiftUI's name of an alignment: `topLeading`, `center`, `bottom`; else its two guides.
  static func alignmentName(_ alignment: Alignment, _ tree: ViewTree) -> String {
    let h = horizontalName(alignment.horizontal, tree)
    let v = verticalName(alignment.vertical, tree)
    let plainH = [HorizontalAlignment.leading, .center, .trailing].contains(alignment.horizontal)
    let plainV = [VerticalAlignment.top, .center, .bottom].contains(alignment.vertical)
    guard plainH, plainV else { return "\(h) and \(v)" }
    if h == "center" { return v }
    if v == "center" { return h }
    return v + h.prefix(1).uppercased() + h.dropFirst()
  }
}
