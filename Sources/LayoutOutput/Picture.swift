// `--format svg`: a dump drawn as SwiftUI would draw it, from the frames the engine printed
// and the views they show (LayoutTrace's frame map). Back to front in SwiftUI's order: a
// background behind what it decorates, an overlay in front, a ZStack's children in order
// (`zIndex` first), a parent before its children. Colours and shapes are filled with their
// colour (a shape without `.fill` takes the foreground style, black by default), a border
// is a stroke inside its frame; texts are drawn line by line as they were measured, on their
// baselines, in the system font stack, their Markdown runs in their weight and slant;
// images and symbols are labelled placeholders of their frame; `.hidden()` is not drawn,
// `.opacity` and clipping (`.clipped`, `.clipShape`, `.cornerRadius`, a scroll view's
// bounds) are. The screen is
// white with its safe-area band tinted. Controls' parts are drawn in the paint the resolver
// recorded on them: their state and tint (`Paint.look`, `styleForeground`), a grouped list's
// page (`backdrop`) and separators. `outline` adds every view's frame and kind, the way
// "temporary borders" do (layout-neutral views dashed), the labels kept apart.
//
// A colour background reaches into the safe area where the view it decorates reaches the
// safe area's edge, as `.background(_:ignoresSafeAreaEdges: .all)` (the default of a colour
// background since iOS 15) draws it; a colour on its own stays in its frame.
//
// Not drawn: shadows, gradients, materials, transforms (they change no frame).
import LayoutAnalysis
import LayoutEngine
import LayoutSyntax

/// A dump drawn as SVG (`--format svg`), back to front as SwiftUI draws it.
enum Picture {
  /// One dump as an `<svg>` element (no XML prolog), `width`×`height` points.
  static func svg(_ record: LayoutRecord, dump: Dump, outline: Bool, id: String = "")
    -> Drawing
  {
    let root = record.tree.nodes.first?.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
    let width = dump.screen.width ?? max(root.maxX, 1)
    let height = dump.screen.height ?? max(root.maxY, 1)
    var painter = Painter(
      record: record, outline: outline, prefix: id, safeArea: dump.safeArea,
      screen: Size(width: width, height: height), direction: dump.layoutDirection)
    var body = "<rect width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#FFFFFF\"/>\n"
    let s = dump.safeArea
    let band = "fill=\"#007AFF\" fill-opacity=\"0.06\""
    if s.top > 0 { body += "<rect width=\"\(n(width))\" height=\"\(n(s.top))\" \(band)/>\n" }
    if s.bottom > 0 {
      body +=
        "<rect y=\"\(n(height - s.bottom))\" width=\"\(n(width))\" height=\"\(n(s.bottom))\" \(band)/>\n"
    }
    if s.leading > 0 {
      body += "<rect width=\"\(n(s.leading))\" height=\"\(n(height))\" \(band)/>\n"
    }
    if s.trailing > 0 {
      body +=
        "<rect x=\"\(n(width - s.trailing))\" width=\"\(n(s.trailing))\" height=\"\(n(height))\" \(band)/>\n"
    }
    if !record.tree.nodes.isEmpty { painter.draw(0) }
    body += painter.defs.isEmpty ? "" : "<defs>\n" + painter.defs + "</defs>\n"
    body += painter.out + painter.outlines + painter.placedLabels()
    let svg =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
      + "viewBox=\"0 0 \(n(width)) \(n(height))\">\n" + body + "</svg>"
    return Drawing(svg: svg, width: width, height: height)
  }

  static let fontFamily = SVGRenderer.fontFamily

  static func n(_ value: Double) -> String { NumberFormat.format(value) }

}

/// Draws a frame tree, node by node.
private struct Painter {
  let record: LayoutRecord
  let outline: Bool
  /// Keeps clip ids apart when several pictures share a page.
  let prefix: String
  var out = ""
  var defs = ""
  var outlines = ""
  /// `--outline`'s labels, in drawing order: where each frame's corner is and its kind.
  var labels: [(x: Double, y: Double, frame: Rect, text: String)] = []
  var clips = 0
  /// Each frame's parent frame (-1 for the root).
  let parents: [Int]
  let safeArea: EdgeInsets
  let screen: Size
  /// The dump's layout direction: a control's leading side (a switch's knob when off, a
  /// slider's filled part) is on the right in right-to-left layouts.
  let direction: LayoutDirection

  init(
    record: LayoutRecord, outline: Bool, prefix: String, safeArea: EdgeInsets, screen: Size,
    direction: LayoutDirection
  ) {
    self.direction = direction
    self.record = record
    self.outline = outline
    self.prefix = prefix
    self.safeArea = safeArea
    self.screen = screen
    var parents = [Int](repeating: -1, count: record.tree.nodes.count)
    for (parent, children) in record.children.enumerated() {
      for child in children { parents[child] = parent }
    }
    self.parents = parents
  }

  func n(_ value: Double) -> String { Picture.n(value) }

  func view(_ frame: Int) -> ViewNode? { record.view(of: frame) }

  /// The nearest foreground style at or above a frame; else the nearest colour a control's
  /// style gives it (a foreground style written anywhere above wins over a style's colour,
  /// as it does in SwiftUI).
  func foreground(_ frame: Int) -> String? {
    var current = frame
    var style: String?
    while current >= 0 {
      if let paint = view(current)?.attributes.paint {
        if let colour = paint.foreground { return colour }
        if style == nil { style = paint.styleForeground }
      }
      current = parents[current]
    }
    return style
  }

  /// A `ContainerRelativeShape`'s corner radius in `f`: concentric with the nearest
  /// `.containerShape` above it, whose radius is less by the shape's distance in from its
  /// container's frame (the nearest side); 0 without one.
  func containerRelativeRadius(_ frame: Int, _ f: Rect) -> Double {
    var current = parents[frame]
    while current >= 0 {
      if let radius = view(current)?.attributes.paint?.containerRadius {
        let c = record.tree.nodes[current].frame
        let inset = max(
          0, min(f.minX - c.minX, f.minY - c.minY, c.maxX - f.maxX, c.maxY - f.maxY))
        let own = radius.isInfinite ? min(c.size.width, c.size.height) / 2 : radius
        return max(0, own - inset)
      }
      current = parents[current]
    }
    return 0
  }

  /// Whether a frame is laid out right to left: the nearest `.environment(\.layoutDirection)`
  /// at or above it, else the dump's direction.
  func rightToLeft(_ frame: Int) -> Bool {
    var current = frame
    while current >= 0 {
      if let set = view(current)?.environment.layoutDirection { return set == .rightToLeft }
      current = parents[current]
    }
    return direction == .rightToLeft
  }

  /// The nearest navigation stack's frame around a frame.
  func navigationStack(around frame: Int) -> Rect? {
    var current = parents[frame]
    while current >= 0 {
      if case .control(let name, _)? = view(current)?.kind, name == "navigationstack" {
        return record.tree.nodes[current].frame
      }
      current = parents[current]
    }
    return nil
  }

  mutating func draw(_ frame: Int) {
    let node = record.tree.nodes[frame]
    let view = self.view(frame)
    if view?.attributes.hidden == true { return }
    let f = node.frame
    var close = ""
    if let opacity = view?.attributes.opacity, opacity < 1 {
      out += "<g opacity=\"\(Picture.n(max(opacity, 0)))\">\n"
      close = "</g>\n" + close
    }
    if let backdrop = view?.attributes.paint?.backdrop {
      // A grouped list's page: behind its frame, its scroll view's clip and its navigation
      // bar (transparent over a list's top).
      var area = f
      if view?.attributes.paint?.backdropUnderBar == true,
        let stack = navigationStack(around: frame)
      {
        let top = min(stack.minY, f.minY)
        area = Rect(x: f.minX, y: top, width: f.size.width, height: f.maxY - top)
      }
      area = intoSafeArea(area)
      out +=
        "<rect x=\"\(n(area.minX))\" y=\"\(n(area.minY))\" width=\"\(n(area.size.width))\" height=\"\(n(area.size.height))\"\(fill(backdrop))/>\n"
    }
    if let paint = view?.attributes.paint, paint.clipped {
      clips += 1
      let id = "\(prefix)clip\(clips)"
      defs +=
        "<clipPath id=\"\(id)\">"
        + shape(
          paint.clipCircle ? Self.square(in: f) : f, radius: paint.clipRadius,
          round: paint.clipRound, attributes: "")
        + "</clipPath>\n"
      out += "<g clip-path=\"url(#\(id))\">\n"
      close = "</g>\n" + close
    }
    if case .scrollView? = view?.kind {
      // A scroll view clips its content to its bounds, grown into the safe area where it
      // reaches the safe area's edge: content scrolls under the bars.
      clips += 1
      let id = "\(prefix)clip\(clips)"
      defs +=
        "<clipPath id=\"\(id)\">"
        + shape(intoSafeArea(f), radius: nil, round: false, attributes: "") + "</clipPath>\n"
      out += "<g clip-path=\"url(#\(id))\">\n"
      close = "</g>\n" + close
    }
    paintSelf(frame, node, view)
    if outline { outlineNode(node, view) }
    // Children back to front.
    var children = record.children[frame]
    switch view?.kind.traits.paintOrder ?? .asPlaced {
    case .layersFirst:
      // What decorates (every child after the first) is drawn first, behind the view it
      // decorates.
      if children.count > 1 { children = Array(children.dropFirst()) + [children[0]] }
    case .byZIndex:
      let z = children.map { self.view($0)?.attributes.zIndex ?? 0 }
      children = zip(children, z).enumerated().sorted {
        $0.element.1 != $1.element.1 ? $0.element.1 < $1.element.1 : $0.offset < $1.offset
      }.map { $0.element.0 }
    case .asPlaced:
      break
    }
    for child in children { draw(child) }
    if case .separators(let colour)? = view?.attributes.paint?.look {
      separators(frame, colour)
    }
    out += close
  }

  /// Hairlines (0.5 pt) under each of a stack's rows but the last, from the row's first text
  /// (its content's leading edge when it has none) to the stack's trailing edge, as a list
  /// parts its rows.
  mutating func separators(_ frame: Int, _ colour: String) {
    let stack = record.tree.nodes[frame].frame
    let rows = record.children[frame]
    let rtl = rightToLeft(frame)
    for row in rows.dropLast() {
      let r = record.tree.nodes[row].frame
      var x = rtl ? r.maxX : r.minX
      // The row's content: inside its frame and padding, where its text starts.
      var work = [row]
      var contentEdge: Double?
      var visited = 0
      while !work.isEmpty, visited < 64 {
        let node = work.removeFirst()
        visited += 1
        if case .padding? = view(node)?.kind, contentEdge == nil,
          let inner = record.children[node].first
        {
          let edge = record.tree.nodes[inner].frame
          contentEdge = rtl ? edge.maxX : edge.minX
        }
        if case .text? = view(node)?.kind {
          let edge = record.tree.nodes[node].frame
          contentEdge = rtl ? edge.maxX : edge.minX
          break
        }
        work += record.children[node]
      }
      x = contentEdge ?? x
      // From the text's leading edge to the stack's trailing edge.
      let (from, to) = rtl ? (stack.minX, x) : (x, stack.maxX)
      guard to - from > 0 else { continue }
      out +=
        "<rect x=\"\(n(from))\" y=\"\(n(r.maxY - 0.5))\" width=\"\(n(to - from))\" height=\"0.5\"\(fill(colour))/>\n"
    }
  }

  /// `--outline`'s labels, each readable and apart from the others: the kinds of frames that
  /// share a top-leading corner joined in one label ("padding › frame › hstack"), each label
  /// on a light ground, moved down its frame line by line past the labels placed before it,
  /// and left out when its frame has no free line (the frame's outline still shows).
  func placedLabels() -> String {
    let size = 6.0
    let line = 7.0
    // Helvetica's average advance at 6 pt, a little generous.
    let advance = 3.4
    var groups: [(x: Double, y: Double, frame: Rect, texts: [String])] = []
    var index: [String: Int] = [:]
    for label in labels {
      let key = "\(n(label.x)),\(n(label.y))"
      if let at = index[key] {
        if groups[at].texts.last != label.text { groups[at].texts.append(label.text) }
      } else {
        index[key] = groups.count
        groups.append((label.x, label.y, label.frame, [label.text]))
      }
    }
    var placed: [Rect] = []
    var out = ""
    for group in groups {
      let text = group.texts.joined(separator: " › ")
      let width = Double(text.count) * advance + 2
      var box = Rect(x: group.x, y: group.y, width: width, height: line)
      var free = false
      while box.maxY <= max(group.frame.maxY, group.y + line) + 0.01 {
        if !placed.contains(where: { Self.overlap($0, box) }) {
          free = true
          break
        }
        box = Rect(x: box.minX, y: box.minY + line, width: width, height: line)
      }
      guard free else { continue }
      placed.append(box)
      out +=
        "<rect x=\"\(n(box.minX))\" y=\"\(n(box.minY))\" width=\"\(n(width))\" height=\"\(n(line))\" fill=\"#FFFFFF\" fill-opacity=\"0.85\"/>"
        + "<text x=\"\(n(box.minX + 1))\" y=\"\(n(box.minY + size))\" font-family=\"\(Picture.fontFamily)\" font-size=\"\(n(size))\" fill=\"#C40033\">\(Escaping.xml(text))</text>\n"
    }
    return out
  }

  static func overlap(_ a: Rect, _ b: Rect) -> Bool {
    a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
  }

  /// What a control part shows beyond its shape (`PartLook`), drawn over it in `f`.
  mutating func drawLook(_ look: PartLook, _ f: Rect, rtl: Bool) {
    // White with a hairline where SwiftUI draws a shadow.
    let white = " fill=\"#FFFFFF\" stroke=\"#000000\" stroke-opacity=\"0.2\" stroke-width=\"0.5\""
    switch look {
    case .knob(let on, let pill):
      let height = max(f.size.height - 4, 0)
      let width = pill ? max(f.size.width * 0.6, height) : height
      // On: the knob trailing; off: leading.
      let x = on != rtl ? f.maxX - 2 - width : f.minX + 2
      out +=
        shape(
          Rect(x: x, y: f.minY + 2, width: width, height: height), radius: height / 2,
          round: false, attributes: white) + "\n"
    case .check:
      let w = f.size.width
      let h = f.size.height
      out +=
        "<path d=\"M\(n(f.minX + 0.24 * w)) \(n(f.minY + 0.52 * h)) L\(n(f.minX + 0.42 * w)) \(n(f.minY + 0.7 * h)) L\(n(f.minX + 0.76 * w)) \(n(f.minY + 0.3 * h))\" fill=\"none\" stroke=\"#FFFFFF\" stroke-width=\"\(n(max(1.5, w * 0.12)))\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n"
    case .dot:
      let side = min(f.size.width, f.size.height) * 0.4
      out +=
        shape(
          Rect(x: f.midX - side / 2, y: f.midY - side / 2, width: side, height: side),
          radius: nil, round: true, attributes: " fill=\"#FFFFFF\"") + "\n"
    case .level(let fraction, let colour, let knob, let thickness):
      let t = min(thickness ?? f.size.height, f.size.height)
      let radius = knob ? max(min(f.size.height / 2 - 1.5, 13.5), 0) : 0
      let track = Rect(x: f.minX, y: f.midY - t / 2, width: f.size.width, height: t)
      // Filled from the leading edge up to the value.
      let reach = radius + max(0, min(fraction, 1)) * max(f.size.width - 2 * radius, 0)
      let at = rtl ? f.maxX - reach : f.minX + reach
      let filled =
        rtl
        ? Rect(x: at, y: track.minY, width: max(f.maxX - at, 0), height: t)
        : Rect(x: f.minX, y: track.minY, width: max(at - f.minX, 0), height: t)
      if filled.size.width > 0 {
        out += shape(filled, radius: t / 2, round: false, attributes: fill(colour)) + "\n"
      }
      if knob {
        out +=
          shape(
            Rect(x: at - radius, y: f.midY - radius, width: 2 * radius, height: 2 * radius),
            radius: nil, round: true, attributes: white) + "\n"
      }
    case .stepper(let arrows):
      let ink = " fill=\"#000000\""
      if arrows {
        // Up and down arrows in the two halves, a hairline between.
        let w = min(f.size.width * 0.35, 7)
        let h = w * 0.55
        let up = f.minY + f.size.height / 4
        let down = f.maxY - f.size.height / 4
        out +=
          "<path d=\"M\(n(f.midX - w / 2)) \(n(up + h / 2)) L\(n(f.midX)) \(n(up - h / 2)) L\(n(f.midX + w / 2)) \(n(up + h / 2))Z M\(n(f.midX - w / 2)) \(n(down - h / 2)) L\(n(f.midX)) \(n(down + h / 2)) L\(n(f.midX + w / 2)) \(n(down - h / 2))Z\"\(ink) fill-opacity=\"0.7\"/>\n"
        out +=
          "<rect x=\"\(n(f.minX + 2))\" y=\"\(n(f.midY - 0.25))\" width=\"\(n(max(f.size.width - 4, 0)))\" height=\"0.5\"\(fill("#00000033"))/>\n"
      } else {
        // − and + in the two halves, a short divider between.
        let arm = min(f.size.width / 8, 7)
        let line = 2.0
        // − leading, + trailing.
        let left = rtl ? f.maxX - f.size.width / 4 : f.minX + f.size.width / 4
        let right = rtl ? f.minX + f.size.width / 4 : f.maxX - f.size.width / 4
        out +=
          "<rect x=\"\(n(left - arm))\" y=\"\(n(f.midY - line / 2))\" width=\"\(n(2 * arm))\" height=\"\(n(line))\"\(ink)/>\n"
          + "<rect x=\"\(n(right - arm))\" y=\"\(n(f.midY - line / 2))\" width=\"\(n(2 * arm))\" height=\"\(n(line))\"\(ink)/>\n"
          + "<rect x=\"\(n(right - line / 2))\" y=\"\(n(f.midY - arm))\" width=\"\(n(line))\" height=\"\(n(2 * arm))\"\(ink)/>\n"
          + "<rect x=\"\(n(f.midX - 0.5))\" y=\"\(n(f.midY - f.size.height * 0.28))\" width=\"1\" height=\"\(n(f.size.height * 0.56))\"\(fill("#3C3C434D"))/>\n"
      }
    case .spinner:
      // Eight spokes fading round the circle.
      let r = min(f.size.width, f.size.height) / 2
      for i in 0..<8 {
        let angle = Double(i) * Double.pi / 4
        let (s, c) = (Math.sin(angle), Math.cos(angle))
        out +=
          "<line x1=\"\(n(f.midX + c * r * 0.45))\" y1=\"\(n(f.midY + s * r * 0.45))\" x2=\"\(n(f.midX + c * r * 0.9))\" y2=\"\(n(f.midY + s * r * 0.9))\" stroke=\"#8E8E93\" stroke-opacity=\"\(n(1 - Double(i) * 0.1))\" stroke-width=\"\(n(max(r * 0.16, 1)))\" stroke-linecap=\"round\"/>\n"
      }
    case .segments(let selected, let count):
      guard count > 0, selected < count else { return }
      let inset = 2.0
      let width = (f.size.width - 2 * inset) / Double(count)
      // The first segment is the leading one.
      let slot = rtl ? count - 1 - selected : selected
      let pill = Rect(
        x: f.minX + inset + Double(slot) * width, y: f.minY + inset, width: width,
        height: max(f.size.height - 2 * inset, 0))
      out += shape(pill, radius: pill.size.height / 2, round: false, attributes: white) + "\n"
    case .dial(let fraction, let colour):
      // A track ring, and the value's arc over it clockwise from the top.
      let width = max(min(f.size.width, f.size.height) * 0.1, 1)
      let r = min(f.size.width, f.size.height) / 2 - width / 2
      out +=
        "<circle cx=\"\(n(f.midX))\" cy=\"\(n(f.midY))\" r=\"\(n(r))\" fill=\"none\" stroke=\"#787880\" stroke-opacity=\"0.2\" stroke-width=\"\(n(width))\"/>\n"
      let turn = max(0, min(fraction, 1))
      guard turn > 0 else { return }
      let css = SystemColors.css(colour) ?? ("#007AFF", 1)
      if turn >= 1 {
        out +=
          "<circle cx=\"\(n(f.midX))\" cy=\"\(n(f.midY))\" r=\"\(n(r))\" fill=\"none\" stroke=\"\(css.hex)\" stroke-width=\"\(n(width))\"/>\n"
        return
      }
      let angle = turn * 2 * Double.pi
      let x = f.midX + r * Math.sin(angle)
      let y = f.midY - r * Math.cos(angle)
      out +=
        "<path d=\"M\(n(f.midX)) \(n(f.midY - r)) A\(n(r)) \(n(r)) 0 \(turn > 0.5 ? 1 : 0) 1 \(n(x)) \(n(y))\" fill=\"none\" stroke=\"\(css.hex)\" stroke-width=\"\(n(width))\" stroke-linecap=\"round\"/>\n"
    case .separators:
      break
    }
  }

  /// A background colour's frame grown to the screen's edge on each side where it reaches the
  /// safe area's edge (within half a point).
  func intoSafeArea(_ f: Rect) -> Rect {
    var minX = f.minX
    var minY = f.minY
    var maxX = f.maxX
    var maxY = f.maxY
    let near = 0.5
    if safeArea.top > 0, minY <= safeArea.top + near { minY = min(minY, 0) }
    if safeArea.leading > 0, minX <= safeArea.leading + near { minX = min(minX, 0) }
    if safeArea.bottom > 0, maxY >= screen.height - safeArea.bottom - near {
      maxY = max(maxY, screen.height)
    }
    if safeArea.trailing > 0, maxX >= screen.width - safeArea.trailing - near {
      maxX = max(maxX, screen.width)
    }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// A text's printed lines cut into pieces of one weight and slant after the runs they come
  /// from (Markdown's `**bold**` and `*italic*`, `Text + Text`); nil when every run is drawn
  /// in the text's own font. The lines are the text's characters in order, less the spaces
  /// where they wrapped, with an ellipsis where they were truncated (the characters after
  /// it are the text's last ones).
  static func styledLines(
    _ lines: [String], _ content: TextContent, weight: Double, italic: Bool
  ) -> [[(String, weight: Double, italic: Bool)]]? {
    var styles: [(weight: Double, italic: Bool)] = []
    var characters: [Character] = []
    for run in content.runs {
      let runWeight =
        run.style.fontWeight ?? (run.style.bold == true ? max(weight, 700) : weight)
      let style = (weight: runWeight, italic: run.style.italic ?? italic)
      for character in run.string {
        characters.append(character)
        styles.append(style)
      }
    }
    guard styles.contains(where: { $0.weight != weight || $0.italic != italic }) else {
      return nil
    }
    var cursor = 0
    var result: [[(String, weight: Double, italic: Bool)]] = []
    for line in lines {
      while cursor < characters.count, characters[cursor].isWhitespace,
        line.first.map({ !$0.isWhitespace }) ?? true
      {
        cursor += 1
      }
      var pieces: [(String, weight: Double, italic: Bool)] = []
      let lineCharacters = Array(line)
      for (offset, character) in lineCharacters.enumerated() {
        var style = (weight: weight, italic: italic)
        if cursor < characters.count, characters[cursor] == character {
          style = styles[cursor]
          cursor += 1
        } else if character == "…" {
          style = styles.isEmpty ? style : styles[max(0, min(cursor, styles.count) - 1)]
          let rest = lineCharacters.count - offset - 1
          if rest <= characters.count,
            Array(characters.suffix(rest)) == Array(lineCharacters.suffix(rest))
          {
            cursor = characters.count - rest
          }
        }
        if let last = pieces.last, last.weight == style.weight, last.italic == style.italic {
          pieces[pieces.count - 1].0.append(character)
        } else {
          pieces.append((String(character), style.weight, style.italic))
        }
      }
      result.append(pieces)
    }
    return result
  }

  /// The largest square centred in `f`, where a circle is drawn.
  static func square(in f: Rect) -> Rect {
    let side = min(f.size.width, f.size.height)
    return Rect(x: f.midX - side / 2, y: f.midY - side / 2, width: side, height: side)
  }

  /// SVG path data of a custom shape's outline.
  static func pathData(_ elements: [PathElement]) -> String {
    let n = Picture.n
    return elements.map { e in
      switch e {
      case .move(let p): return "M\(n(p.x)) \(n(p.y))"
      case .line(let p): return "L\(n(p.x)) \(n(p.y))"
      case .quadCurve(let p, let c): return "Q\(n(c.x)) \(n(c.y)) \(n(p.x)) \(n(p.y))"
      case .curve(let p, let a, let b):
        return "C\(n(a.x)) \(n(a.y)) \(n(b.x)) \(n(b.y)) \(n(p.x)) \(n(p.y))"
      case .closeSubpath: return "Z"
      }
    }.joined(separator: " ")
  }

  func shape(_ f: Rect, radius: Double?, round: Bool, attributes: String) -> String {
    if round {
      return
        "<ellipse cx=\"\(n(f.midX))\" cy=\"\(n(f.midY))\" rx=\"\(n(f.size.width / 2))\" ry=\"\(n(f.size.height / 2))\"\(attributes)/>"
    }
    let r = radius.map { " rx=\"\(n(min($0, min(f.size.width, f.size.height) / 2)))\"" } ?? ""
    return
      "<rect x=\"\(n(f.minX))\" y=\"\(n(f.minY))\" width=\"\(n(f.size.width))\" height=\"\(n(f.size.height))\"\(r)\(attributes)/>"
  }

  func fill(_ colour: String?) -> String {
    guard let colour, let css = SystemColors.css(colour) else { return " fill=\"none\"" }
    return " fill=\"\(css.hex)\""
      + (css.opacity < 1 ? " fill-opacity=\"\(Picture.n(css.opacity))\"" : "")
  }

  mutating func paintSelf(_ frame: Int, _ node: FrameNode, _ view: ViewNode?) {
    let f = node.frame
    let paint = view?.attributes.paint
    let title =
      "<title>\(Escaping.xml(Words.name(kind: node.kind, label: node.label, id: node.id)))</title>"
    guard let view else { return }
    switch view.kind.traits.drawing {
    case .color:
      let f = node.role == .background ? intoSafeArea(f) : f
      out +=
        "<rect x=\"\(n(f.minX))\" y=\"\(n(f.minY))\" width=\"\(n(f.size.width))\" height=\"\(n(f.size.height))\"\(fill(node.label ?? "clear"))>\(title)</rect>\n"
    case .shape:
      guard case .shape(let kind) = view.kind else { return }
      // A shape fills with its `.fill`, else the foreground style (a control's parts carry
      // their system look as a fill).
      let colour = paint?.fill ?? foreground(frame) ?? "primary"
      var attributes = fill(colour)
      var f = f
      var radiusInset = 0.0
      if let inset = paint?.inset, inset != 0 {
        // `.inset(by:)`: the shape drawn in a smaller frame, its corners as much rounder.
        let d = min(inset, f.size.width / 2, f.size.height / 2)
        f = Rect(
          x: f.minX + d, y: f.minY + d, width: f.size.width - 2 * d,
          height: f.size.height - 2 * d)
        radiusInset = d
      }
      if let stroke = paint?.stroke {
        let width = paint?.strokeWidth ?? 1
        let css = SystemColors.css(stroke == "primary" ? foreground(frame) ?? stroke : stroke)
        attributes =
          (paint?.fill == nil ? " fill=\"none\"" : fill(colour))
          + " stroke=\"\(css?.hex ?? "#000000")\" stroke-width=\"\(n(width))\""
          + (css.map { $0.opacity < 1 ? " stroke-opacity=\"\(n($0.opacity))\"" : "" } ?? "")
          + (paint?.lineCap.map { " stroke-linecap=\"\($0)\"" } ?? "")
        if let from = paint?.trimFrom, let to = paint?.trimTo {
          // The outline measured as length 1 from its start: the dash is the trimmed part.
          attributes +=
            " pathLength=\"1\" stroke-dasharray=\"\(n(to - from)) 1\""
            + " stroke-dashoffset=\"\(n(-from))\""
        }
        // A border or `.strokeBorder` lies inside the frame: its path runs half a line in.
        if paint?.strokeInside == true {
          let inset = min(width / 2, f.size.width / 2, f.size.height / 2)
          f = Rect(
            x: f.minX + inset, y: f.minY + inset, width: f.size.width - 2 * inset,
            height: f.size.height - 2 * inset)
          // As `.inset(by:)` does: SwiftUI insets the shape by half the line.
          radiusInset += inset
        }
      }
      if let degrees = paint?.rotation, degrees.truncatingRemainder(dividingBy: 360) != 0 {
        attributes += " transform=\"rotate(\(n(degrees)) \(n(f.midX)) \(n(f.midY)))\""
      }
      let radius: Double?
      var round = false
      switch kind {
      case .roundedRectangle(let r): radius = max(r - radiusInset, 0)
      case .containerRelative:
        let r = containerRelativeRadius(frame, f)
        radius = r > 0 ? r : nil
      case .capsule: radius = min(f.size.width, f.size.height) / 2
      case .circle:
        round = true
        radius = nil
      case .ellipse:
        round = true
        radius = nil
      // Drawn as a rectangle (an uneven rounded rectangle's corners are not kept) or as
      // its path.
      case .rectangle, .unevenRoundedRectangle, .custom: radius = nil
      }
      if case .level(_, _, _, let thickness?)? = paint?.look {
        // A slider's or progress bar's track is a thin line across the frame's middle.
        let t = min(thickness, f.size.height)
        out +=
          shape(
            Rect(x: f.minX, y: f.midY - t / 2, width: f.size.width, height: t), radius: t / 2,
            round: false, attributes: attributes) + "\n"
      } else if case .circle = kind {
        out += shape(Self.square(in: f), radius: nil, round: true, attributes: attributes) + "\n"
      } else if case .custom(let custom) = kind {
        out += "<path d=\"\(Self.pathData(custom.path(f)))\"\(attributes)/>\n"
      } else {
        out += shape(f, radius: radius, round: round, attributes: attributes) + "\n"
      }
      if let look = paint?.look {
        let rtl = rightToLeft(frame)
        if case .circle = kind {
          drawLook(look, Self.square(in: f), rtl: rtl)
        } else {
          drawLook(look, f, rtl: rtl)
        }
      }
    case .text:
      guard let lines = node.text?.lines, !lines.isEmpty,
        let facts = record.trace.texts[frame]
      else { return }
      let colour = SystemColors.css(foreground(frame) ?? "primary") ?? ("#000000", 1)
      let pitch =
        lines.count > 1 ? (facts.lastBaseline - facts.firstBaseline) / Double(lines.count - 1) : 0
      // Each line on its baseline at its measured width, placed by the text's alignment.
      var style = "font-family=\"\(Picture.fontFamily)\" font-size=\"\(n(facts.fontSize))\""
      style += " font-weight=\"\(n(facts.weight))\""
      if facts.italic { style += " font-style=\"italic\"" }
      style += " fill=\"\(colour.hex)\""
      if colour.opacity < 1 { style += " fill-opacity=\"\(n(colour.opacity))\"" }
      var styled: [[(String, weight: Double, italic: Bool)]]? = nil
      if case .text(let content) = view.kind {
        styled = Self.styledLines(lines, content, weight: facts.weight, italic: facts.italic)
      }
      for (index, line) in lines.enumerated() {
        let width = min(
          index < facts.lineWidths.count ? facts.lineWidths[index] : f.size.width, f.size.width)
        let x: Double
        switch facts.alignment {
        case .leading: x = f.minX
        case .center: x = f.midX - width / 2
        case .trailing: x = f.maxX - width
        }
        let y = f.minY + facts.firstBaseline + pitch * Double(index)
        out += "<text x=\"\(n(x))\" y=\"\(n(y))\" \(style)"
        if width > 0 { out += " textLength=\"\(n(width))\" lengthAdjust=\"spacingAndGlyphs\"" }
        out += ">"
        if let pieces = styled?[index] {
          for piece in pieces {
            var span = ""
            if piece.weight != facts.weight { span += " font-weight=\"\(n(piece.weight))\"" }
            if piece.italic != facts.italic {
              span += " font-style=\"\(piece.italic ? "italic" : "normal")\""
            }
            out +=
              span.isEmpty
              ? Escaping.xml(piece.0) : "<tspan\(span)>\(Escaping.xml(piece.0))</tspan>"
          }
        } else {
          out += Escaping.xml(line)
        }
        out += "</text>\n"
      }
    case .image:
      guard case .image(let image) = view.kind else { return }
      let name = image.systemName ?? image.name ?? "image"
      out +=
        "<g>\(title)<rect x=\"\(n(f.minX))\" y=\"\(n(f.minY))\" width=\"\(n(f.size.width))\" height=\"\(n(f.size.height))\" rx=\"\(n(min(4, f.size.width / 4)))\" fill=\"#D1D1D6\" stroke=\"#8E8E93\" stroke-width=\"0.5\"/>"
      if f.size.width >= 24 && f.size.height >= 12 {
        out +=
          "<text x=\"\(n(f.midX))\" y=\"\(n(f.midY + 4))\" font-family=\"\(Picture.fontFamily)\" font-size=\"\(n(min(11, f.size.height / 2)))\" fill=\"#3C3C43\" text-anchor=\"middle\">\(Escaping.xml(String(name.prefix(Int(f.size.width / 6)))))</text>"
      }
      out += "</g>\n"
    case .divider:
      out +=
        "<rect x=\"\(n(f.minX))\" y=\"\(n(f.minY))\" width=\"\(n(f.size.width))\" height=\"\(n(f.size.height))\" fill=\"#C6C6C8\"/>\n"
    case .nothing:
      break
    }
  }

  mutating func outlineNode(_ node: FrameNode, _ view: ViewNode?) {
    let f = node.frame
    let neutral = view?.kind.traits.isComposite ?? false
    let dash = neutral ? " stroke-dasharray=\"2 2\"" : ""
    outlines +=
      "<rect x=\"\(n(f.minX))\" y=\"\(n(f.minY))\" width=\"\(n(f.size.width))\" height=\"\(n(f.size.height))\" fill=\"none\" stroke=\"#FF2D55\" stroke-width=\"0.5\"\(dash)/>\n"
    labels.append((f.minX, f.minY, f, node.kind))
  }
}

extension Picture {
  /// A dump drawn as an `<svg>` element of `width`×`height` points.
  struct Drawing {
    /// The `<svg>` element's text.
    var svg: String
    /// The picture's width in points.
    var width: Double
    /// The picture's height in points.
    var height: Double
  }
}
