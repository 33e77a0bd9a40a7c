// `--format html` (layoutc(1)): one self-contained page to explore the dumps offline: each
// dump's picture (the SVG of `--format svg`, inline), its view tree and its source side by
// side, and the selected view's frame, proposal, reason and part of the layout conversation.
// Several dumps are tabs. No network, no external script, style or font: the CSS and the
// script are inline, the data a JSON blob the script reads (escaped so no text can end the
// <script> element). The tree and source panes are built by the script from that data.
import LayoutAnalysis
import LayoutEngine

/// The self-contained HTML explorer page (`--format html`); several dumps are tabs.
public struct HTMLRenderer: FrameRenderer {
  /// Outline every view's frame with its kind in the pictures (`--outline`).
  public var outline: Bool
  /// Whether the frames are snapped to the pixel grid (false with `--unrounded`), as the page
  /// says beside them.
  public var rounded: Bool

  /// An HTML renderer; `outline` outlines the pictures' frames, `rounded` is false for
  /// `--unrounded` frames.
  public init(outline: Bool = false, rounded: Bool = true) {
    self.outline = outline
    self.rounded = rounded
  }

  /// The picture, and in the data the path (2 bytes per level) and the conversation lines
  /// about the node, indented 2 per level.
  public var cost: OutputCost { OutputCost(perLevel: 20, perNode: 1800, perLabelByte: 3) }

  /// The pictures, beside the source.
  public var drawsPictures: Bool { true }
  /// The source pane.
  public var showsSource: Bool { true }

  /// The whole conversation, which the page tells view by view.
  public var recording: Recording { .conversation }

  /// The whole page: the dumps' pictures, trees, sources and layout conversations.
  public func render(_ dumps: [Dump], grouping: DumpGrouping) -> String {
    let pictures = SVGRenderer.pictures(dumps, outline: outline)
    // A tab names the device and the settings that tell the dumps apart (two devices can
    // share a screen size), as the tree format's headers do.
    let titles = dumps.map { dump -> String in
      let named = grouping.named.union(dump.device == nil ? .screen : [.screen, .device])
      var title = dumps.count > 1 ? dump.cellDescription(named) : dump.screenAndScaleDescription
      if grouping.severalFiles || !grouping.severalSizes { title = dump.file + " " + title }
      return title
    }
    var files: [String] = []
    for dump in dumps where !files.contains(dump.file) { files.append(dump.file) }
    var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    out += "<meta name=\"color-scheme\" content=\"light dark\">\n"
    out += "<title>" + Escaping.xml(files.joined(separator: ", ")) + " — layoutc</title>\n"
    out += "<style>\n" + Self.style + "</style>\n</head>\n<body>\n<header>\n"
    out += "<h1>" + Escaping.xml(files.joined(separator: ", ")) + "</h1>\n"
    if dumps.count == 1 {
      let named: DumpGrouping.Named = dumps[0].device == nil ? .screen : [.screen, .device]
      out += "<p class=\"screen\">" + Escaping.xml(dumps[0].cellDescription(named)) + "</p>\n"
    } else {
      out += "<div role=\"tablist\" aria-label=\"Dumps\">\n"
      for (index, title) in titles.enumerated() {
        out +=
          "<button role=\"tab\" id=\"tab\(index)\" aria-controls=\"dump\(index)\" "
          + "aria-selected=\"\(index == 0)\" tabindex=\"\(index == 0 ? 0 : -1)\">"
          + Escaping.xml(title) + "</button>\n"
      }
      out += "</div>\n"
    }
    out += "</header>\n<main>\n"
    for index in dumps.indices {
      let label =
        dumps.count > 1
        ? "role=\"tabpanel\" aria-labelledby=\"tab\(index)\""
        : "aria-label=\"\(Escaping.xml(titles[index]))\""
      out += "<section class=\"dump\" id=\"dump\(index)\" \(label)\(index == 0 ? "" : " hidden")>\n"
      if let picture = pictures[index] {
        let ratio = picture.height > 0 ? picture.width / picture.height : 1
        out +=
          "<figure class=\"picture\" style=\"--w: \(n(picture.width))px; --ratio: \(n(ratio))\">\n"
          + picture.svg + "\n<p class=\"offscreen\" role=\"status\" hidden></p>\n"
          + "<figcaption class=\"hint\">Click a view to select it; click the same spot again "
          + "(or Alt-click) to select its parent.</figcaption>\n</figure>\n"
      }
      out += "<div class=\"side\">\n<h2>Views</h2>\n"
      out +=
        "<ul class=\"tree\" role=\"tree\" aria-label=\"Views of \(Escaping.xml(titles[index]))\"></ul>\n"
      out += "<div class=\"details\" aria-live=\"polite\"><p class=\"hint\">Select a view in the "
      out += "picture, the tree or the source.</p></div>\n</div>\n"
      out += "<div class=\"code\">\n<h2>Source</h2>\n<pre class=\"source\"></pre>\n</div>\n"
      out += "</section>\n"
    }
    out += "</main>\n<script type=\"application/json\" id=\"layoutc-data\">"
    out += data(dumps, files: files)
    out += "</script>\n<script>\n" + Self.script + "</script>\n</body>\n</html>\n"
    return out
  }

  /// The JSON blob: each dump's nodes and conversation, and each file's source once.
  func data(_ dumps: [Dump], files: [String]) -> String {
    var sources = [String](repeating: "", count: files.count)
    var out = "{\"dumps\":["
    for (index, dump) in dumps.enumerated() {
      let file = files.firstIndex(of: dump.file) ?? 0
      let explorer = dump.record.map {
        Explorer($0, source: dump.source ?? "", lyt: !dump.isSwift)
      }
      if explorer != nil { sources[file] = dump.source ?? "" }
      out += (index == 0 ? "" : ",") + "\n{\"source\":\(file)"
      let selected = explorer == nil ? nil : dump.selected
      out += ",\"selected\":" + (selected.map(String.init) ?? "null")
      out += ",\"rounded\":\(explorer == nil || rounded),\"scale\":\(n(dump.scale))"
      out += ",\"nodes\":["
      for (at, node) in dump.tree.nodes.enumerated() {
        let f = node.frame
        out += (at == 0 ? "" : ",") + "\n{\"path\":" + string(node.path)
        out += ",\"depth\":\(node.depth),\"kind\":" + string(node.kind)
        if let label = node.label { out += ",\"label\":" + string(label) }
        if let id = node.id { out += ",\"id\":" + string(id) }
        out += ",\"frame\":[\(n(f.minX)),\(n(f.minY)),\(n(f.size.width)),\(n(f.size.height))]"
        out += ",\"at\":[\(node.source.line),\(node.source.column)]"
        if let facts = explorer?.nodes[at] {
          out += ",\"origin\":" + string(facts.origin) + ",\"size\":" + string(facts.size)
          out += ",\"proposal\":" + string(facts.proposal) + ",\"reason\":" + string(facts.reason)
          out += ",\"because\":" + string(facts.because)
          out += ",\"questions\":[" + facts.questions.map(string).joined(separator: ",") + "]"
          out += ",\"exact\":" + string(facts.exact) + ",\"there\":" + string(facts.there)
          if let end = facts.end { out += ",\"end\":[\(end.line),\(end.column)]" }
        }
        out += "}"
      }
      out += "],\"conversation\":["
      for (at, line) in (explorer?.conversation ?? []).enumerated() {
        out += (at == 0 ? "" : ",") + "\n{\"at\":" + string(line.position)
        out += ",\"depth\":\(line.depth),\"text\":" + string(line.text)
        out += ",\"nodes\":[" + line.nodes.map(String.init).joined(separator: ",") + "]}"
      }
      out += "]}"
    }
    out += "],\n\"sources\":[" + sources.map(string).joined(separator: ",\n") + "]}\n"
    return out
  }

  private func string(_ s: String) -> String { Escaping.scriptJSONString(s) }
  private func n(_ value: Double) -> String { NumberFormat.format(value) }

  static let style = """
    :root { color-scheme: light dark; --bg: #FFFFFF; --fg: #1C1C1E; --muted: #6C6C70;
      --line: #D1D1D6; --panel: #F2F2F7; --accent: #007AFF; --hover: rgba(0, 122, 255, 0.10);
      --selected: rgba(0, 122, 255, 0.20); font: 14px/1.4 -apple-system, BlinkMacSystemFont,
      'SF Pro Text', 'Helvetica Neue', 'Liberation Sans', Arial, sans-serif; }
    @media (prefers-color-scheme: dark) {
      :root { --bg: #1C1C1E; --fg: #F2F2F7; --muted: #AEAEB2; --line: #3A3A3C; --panel: #2C2C2E;
        --accent: #0A84FF; --hover: rgba(10, 132, 255, 0.18); --selected: rgba(10, 132, 255, 0.34); }
    }
    * { box-sizing: border-box; }
    body { margin: 0; background: var(--bg); color: var(--fg); }
    header { padding: 8px 12px; border-bottom: 1px solid var(--line); }
    h1 { font-size: 16px; margin: 0; overflow-wrap: anywhere; }
    .screen { margin: 2px 0 0; color: var(--muted); }
    h2 { font-size: 12px; text-transform: uppercase; letter-spacing: 0.04em; color: var(--muted);
      margin: 12px 0 4px; }
    [role=tablist] { display: flex; flex-wrap: wrap; gap: 4px; margin-top: 8px; }
    [role=tab] { font: inherit; color: inherit; background: var(--panel); border: 1px solid var(--line);
      border-radius: 6px; padding: 4px 10px; cursor: pointer; }
    [role=tab][aria-selected=true] { background: var(--accent); border-color: var(--accent); color: #FFFFFF; }
    .dump { display: grid; gap: 12px; padding: 12px; grid-template-columns: minmax(0, 1fr); }
    .dump[hidden] { display: none; }
    .picture { margin: 0 auto; width: 100%;
      max-width: min(var(--w), calc(60vh * var(--ratio))); }
    .picture svg { display: block; width: 100%; height: auto; border: 1px solid var(--line);
      touch-action: manipulation; }
    .picture .hl-hover { fill: rgba(0, 122, 255, 0.12); stroke: #007AFF; stroke-width: 1;
      stroke-dasharray: 4 2; vector-effect: non-scaling-stroke; pointer-events: none; }
    .picture .hl-selected { fill: rgba(0, 122, 255, 0.22); stroke: #007AFF; stroke-width: 2;
      vector-effect: non-scaling-stroke; pointer-events: none; }
    .picture .hl-edge { fill: #FF3B30; pointer-events: none; }
    .offscreen { margin: 6px 0 0; padding: 4px 8px; border-radius: 6px; background: #FF3B30;
      color: #FFFFFF; font-weight: 600; }
    .offscreen[hidden] { display: none; }
    .picture figcaption { margin-top: 4px; font-size: 12px; }
    .side, .code { min-width: 0; }
    .tree, .tree ul { list-style: none; margin: 0; padding: 0; }
    .tree { position: relative; max-height: 50vh; overflow: auto; border: 1px solid var(--line); border-radius: 6px;
      padding: 4px 0; }
    .tree [role=treeitem] { outline: none; }
    .row { display: flex; gap: 6px; align-items: baseline; cursor: default; white-space: nowrap;
      padding: 1px 8px 1px calc(4px + var(--level) * 14px); }
    .row .toggle { width: 1em; color: var(--muted); flex: none; cursor: pointer; }
    .row .label { overflow: hidden; text-overflow: ellipsis; }
    .row .dims { color: var(--muted); margin-left: auto; padding-left: 8px;
      font-variant-numeric: tabular-nums; }
    .row.hover { background: var(--hover); }
    [aria-selected=true] > .row { background: var(--selected); }
    [role=treeitem]:focus-visible > .row { box-shadow: inset 0 0 0 2px var(--accent); }
    [aria-expanded=false] > ul { display: none; }
    .kind { font-weight: 600; }
    .details { margin-top: 12px; padding: 8px 12px; background: var(--panel); border-radius: 6px;
      overflow-wrap: anywhere; }
    .details h3 { font-size: 14px; margin: 0 0 6px; }
    .details dl { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 2px 10px;
      margin: 0; }
    .details dt { color: var(--muted); }
    .details dd { margin: 0; }
    .hint { color: var(--muted); margin: 0; }
    .talk { margin: 8px 0 0; padding: 0; list-style: none; font: 12px/1.45 ui-monospace,
      'SF Mono', Menlo, 'DejaVu Sans Mono', monospace; }
    .talk li { padding-left: calc(var(--depth) * 1ch); text-indent: -1ch; }
    .talk .at { color: var(--muted); }
    .source { position: relative; margin: 0; max-height: 70vh; overflow: auto; border: 1px solid var(--line);
      border-radius: 6px; padding: 4px 0; font: 12px/1.5 ui-monospace, 'SF Mono', Menlo,
      'DejaVu Sans Mono', monospace; tab-size: 4; }
    .source .line { display: block; padding-right: 8px; white-space: pre-wrap;
      overflow-wrap: anywhere; padding-left: 5ch; text-indent: -5ch; }
    .source .no { display: inline-block; width: 4ch; margin-right: 1ch; text-align: right;
      color: var(--muted); text-indent: 0; user-select: none; }
    .source .line.hover { background: var(--hover); }
    .source .line.selected { background: var(--selected); }
    .source .line.written { cursor: pointer; }
    @media (min-width: 900px) {
      .dump { grid-template-columns: auto minmax(0, 1fr) minmax(0, 1fr); align-items: start; }
      .picture { position: sticky; top: 12px; width: var(--w);
        max-width: min(var(--w), calc((100vh - 140px) * var(--ratio))); }
      .tree { max-height: 45vh; }
      .source { max-height: calc(100vh - 120px); }
    }

    """

  static let script = """
    'use strict';
    // Builds each dump's tree and source from the JSON blob, and keeps the picture, the tree
    // and the source showing the same hovered and selected view.
    const data = JSON.parse(document.getElementById('layoutc-data').textContent);
    const SVG = 'http://www.w3.org/2000/svg';
    const panels = [...document.querySelectorAll('.dump')];
    const tabs = [...document.querySelectorAll('[role=tab]')];
    let current = 0;

    function el(tag, cls, text) {
      const e = document.createElement(tag);
      if (cls) e.className = cls;
      if (text !== undefined) e.textContent = text;
      return e;
    }
    function name(n) {
      return n.kind + (n.label ? (n.kind === 'text' ? ' "' + n.label + '"' : ' ' + n.label) : '') +
        (n.id ? ' #' + n.id : '');
    }

    const views = data.dumps.map((dump, d) => {
      const panel = panels[d], nodes = dump.nodes;
      const svg = panel.querySelector('svg');
      const view = { dump, panel, svg, items: [], lines: [], hover: -1, selected: -1 };
      const box = (cls) => {
        const r = document.createElementNS(SVG, 'rect');
        r.setAttribute('class', cls);
        r.setAttribute('visibility', 'hidden');
        if (svg) svg.appendChild(r);
        return r;
      };
      view.hoverBox = box('hl-hover');
      view.selectedBox = box('hl-selected');
      view.edgeBox = box('hl-edge');
      view.offscreen = panel.querySelector('.offscreen');
      // Each node's parent index (-1 for the root), from the pre-order depths.
      const chain = [];
      view.parents = nodes.map((n) => {
        chain.length = n.depth;
        const parent = n.depth > 0 ? chain[n.depth - 1] : -1;
        chain.push(nodes.indexOf(n));
        return parent;
      });

      // The tree: nested lists in the nodes' pre-order, as the ARIA tree pattern has it.
      const tree = panel.querySelector('.tree');
      const groups = [tree];
      nodes.forEach((n, i) => {
        const li = el('li');
        li.setAttribute('role', 'treeitem');
        li.setAttribute('aria-level', n.depth + 1);
        li.setAttribute('aria-selected', 'false');
        li.tabIndex = i === 0 ? 0 : -1;
        li.dataset.node = i;
        const row = el('div', 'row');
        row.style.setProperty('--level', n.depth);
        row.append(el('span', 'toggle'), el('span', 'label'), el('span', 'dims', n.frame[2] + '×' + n.frame[3]));
        row.children[1].append(el('span', 'kind', n.kind), (n.label ? ' ' + (n.kind === 'text' ? JSON.stringify(n.label) : n.label) : '') + (n.id ? ' #' + n.id : ''));
        li.append(row);
        groups.length = n.depth + 1;
        groups[n.depth].append(li);
        const next = nodes[i + 1];
        if (next && next.depth > n.depth) {
          const ul = el('ul');
          ul.setAttribute('role', 'group');
          li.append(ul);
          li.setAttribute('aria-expanded', 'true');
          row.firstChild.textContent = '▾';
          groups[n.depth + 1] = ul;
        }
        row.addEventListener('click', (e) => {
          if (e.target.classList.contains('toggle')) toggle(li); else select(view, i, true);
          li.focus();
        });
        row.addEventListener('pointerenter', () => hover(view, i));
        row.addEventListener('pointerleave', () => hover(view, -1));
        view.items.push(li);
      });
      tree.addEventListener('keydown', (e) => treeKey(view, e));
      tree.addEventListener('focusin', (e) => {
        const li = e.target.closest('[role=treeitem]');
        if (li) hover(view, +li.dataset.node);
      });

      // The source, one line per element. A click selects the innermost view whose source
      // holds the character under the pointer (any view on a line, not only its first);
      // elsewhere on a line, the first view written there.
      const pre = panel.querySelector('.source');
      const text = data.sources[dump.source] || '';
      const firstAt = new Map();
      nodes.forEach((n, i) => { if (!firstAt.has(n.at[0])) firstAt.set(n.at[0], i); });
      const before = (a, b) => a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);
      const inside = (n, p) => n.end && !before(p, n.at) && before(p, n.end);
      view.nodeAt = (line, column) => {
        let best = -1, size = Infinity;
        if (column !== null) {
          nodes.forEach((n, i) => {
            if (!inside(n, [line, column])) return;
            const length = (n.end[0] - n.at[0]) * 1e6 + n.end[1] - n.at[1];
            if (length <= size) { best = i; size = length; }
          });
        }
        if (best < 0 && firstAt.has(line)) best = firstAt.get(line);
        return best;
      };
      const encoder = new TextEncoder();
      // The 1-based UTF-8 column of the character under the pointer, or null.
      const columnAt = (e, body) => {
        const range = document.caretRangeFromPoint ? document.caretRangeFromPoint(e.clientX, e.clientY) : null;
        if (!range || range.startContainer !== body) return null;
        return encoder.encode(body.data.slice(0, range.startOffset)).length + 1;
      };
      const lines = text.split('\\n');
      if (lines[lines.length - 1] === '') lines.pop();
      lines.forEach((t, l) => {
        const line = el('span', 'line');
        const body = document.createTextNode(t + '\\n');
        line.append(el('span', 'no', String(l + 1)), body);
        const covered = nodes.some((n) => n.at[0] === l + 1 || (n.end && n.at[0] <= l + 1 && l + 1 <= n.end[0]));
        if (covered) {
          line.classList.add('written');
          line.addEventListener('click', (e) => {
            const i = view.nodeAt(l + 1, columnAt(e, body));
            if (i >= 0) select(view, i, true);
          });
          line.addEventListener('pointermove', (e) => hover(view, view.nodeAt(l + 1, columnAt(e, body))));
          line.addEventListener('pointerleave', () => hover(view, -1));
        }
        pre.append(line);
        view.lines.push(line);
      });

      // The picture: the deepest, last-drawn frame under the pointer.
      if (svg) {
        const at = (e) => {
          const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(svg.getScreenCTM().inverse());
          let found = -1;
          nodes.forEach((n, i) => {
            const f = n.frame;
            if (p.x >= f[0] && p.x <= f[0] + f[2] && p.y >= f[1] && p.y <= f[1] + f[3] &&
                (found < 0 || n.depth >= nodes[found].depth)) found = i;
          });
          return found;
        };
        svg.addEventListener('pointermove', (e) => hover(view, at(e)));
        svg.addEventListener('pointerleave', () => hover(view, -1));
        // A click selects the deepest view under the pointer; another click on the same
        // spot, or an Alt-click, its parent, and so on up to the root, then the deepest again.
        let last = null;
        svg.addEventListener('click', (e) => {
          const i = at(e);
          if (i < 0) return;
          const again = last && Math.abs(last[0] - e.clientX) < 4 && Math.abs(last[1] - e.clientY) < 4;
          last = [e.clientX, e.clientY];
          let target = i;
          const within = (j) => { for (let k = i; k >= 0; k = view.parents[k]) if (k === j) return true; return false; };
          if (e.altKey) target = view.parents[i] >= 0 ? view.parents[i] : i;
          if (again && view.selected >= 0 && within(view.selected)) {
            target = view.parents[view.selected] >= 0 ? view.parents[view.selected] : i;
          }
          select(view, target, true);
        });
      }
      return view;
    });

    function place(rect, n) {
      if (!n) { rect.setAttribute('visibility', 'hidden'); return; }
      ['x', 'y', 'width', 'height'].forEach((k, j) => rect.setAttribute(k, n.frame[j]));
      rect.setAttribute('visibility', 'visible');
    }
    // Scrolls only the pane, never the page, to show a row.
    function reveal(row) {
      const pane = row.closest('.tree, .source');
      const top = row.offsetTop;  // the pane is the offset parent (position: relative)
      if (top < pane.scrollTop) pane.scrollTop = top;
      else if (top + row.offsetHeight > pane.scrollTop + pane.clientHeight) {
        pane.scrollTop = top + row.offsetHeight - pane.clientHeight;
      }
    }
    // A selected view outside the screen: an edge marker where it lies and a note saying so.
    function edge(view, n) {
      const note = view.offscreen;
      if (!view.svg || !note) return;
      const box = view.svg.viewBox.baseVal;
      if (!n || !box || !box.width) { view.edgeBox.setAttribute('visibility', 'hidden'); note.hidden = true; return; }
      const [x, y, w, h] = n.frame, W = box.width, H = box.height;
      const sides = [];
      if (y + h <= 0) sides.push('above'); else if (y >= H) sides.push('below');
      if (x + w <= 0) sides.push('to the left of'); else if (x >= W) sides.push('to the right of');
      const past = [];
      if (y < 0) past.push('top'); if (y + h > H) past.push('bottom');
      if (x < 0) past.push('left'); if (x + w > W) past.push('right');
      if (!past.length) { view.edgeBox.setAttribute('visibility', 'hidden'); note.hidden = true; return; }
      note.textContent = sides.length
        ? 'The selected view is outside the screen: ' + sides.join(' and ') + ' it, at (' + x + ', ' + y + ').'
        : 'The selected view is partly outside the screen, past its ' + past.join(' and ') + ' edge.';
      note.hidden = false;
      // The marker: a 4-point band along each edge the view is past, over the span it covers.
      const t = 4, cx = Math.min(Math.max(x, 0), W), cy = Math.min(Math.max(y, 0), H);
      const cw = Math.max(Math.min(x + w, W) - cx, t), ch = Math.max(Math.min(y + h, H) - cy, t);
      const side = past[0];
      const r = side === 'top' ? [Math.min(cx, W - t), 0, cw, t] : side === 'bottom' ? [Math.min(cx, W - t), H - t, cw, t]
        : side === 'left' ? [0, Math.min(cy, H - t), t, ch] : [W - t, Math.min(cy, H - t), t, ch];
      ['x', 'y', 'width', 'height'].forEach((k, j) => view.edgeBox.setAttribute(k, r[j]));
      view.edgeBox.setAttribute('visibility', 'visible');
    }
    function sourceLine(view, i) { return i < 0 ? null : view.lines[view.dump.nodes[i].at[0] - 1]; }

    function hover(view, i) {
      if (view.hover >= 0) {
        view.items[view.hover].firstChild.classList.remove('hover');
        const line = sourceLine(view, view.hover);
        if (line) line.classList.remove('hover');
      }
      view.hover = i;
      place(view.hoverBox, view.dump.nodes[i]);
      if (i < 0) return;
      view.items[i].firstChild.classList.add('hover');
      const line = sourceLine(view, i);
      if (line) line.classList.add('hover');
    }

    function select(view, i, user) {
      if (view.selected >= 0) {
        view.items[view.selected].setAttribute('aria-selected', 'false');
        const line = sourceLine(view, view.selected);
        if (line) line.classList.remove('selected');
      }
      view.selected = i;
      const n = view.dump.nodes[i];
      place(view.selectedBox, n);
      edge(view, n);
      const li = view.items[i];
      li.setAttribute('aria-selected', 'true');
      for (let up = li.parentElement.closest('[role=treeitem]'); up; up = up.parentElement.closest('[role=treeitem]')) {
        up.setAttribute('aria-expanded', 'true');
        up.querySelector('.toggle').textContent = '▾';
      }
      view.items.forEach((item) => { item.tabIndex = item === li ? 0 : -1; });
      reveal(li.firstChild);
      const line = sourceLine(view, i);
      if (line) { line.classList.add('selected'); reveal(line); }
      details(view, i);
      if (user) {
        try { history.replaceState(null, '', '#dump=' + data.dumps.indexOf(view.dump) + '&node=' + n.path); } catch (e) {}
      }
    }

    function details(view, i) {
      const n = view.dump.nodes[i], box = view.panel.querySelector('.details');
      box.replaceChildren(el('h3', '', name(n)));
      const dl = el('dl');
      const row = (term, value) => { if (value) dl.append(el('dt', '', term), el('dd', '', value)); };
      row('Path', n.path);
      const frame = (n.origin || '(' + n.frame[0] + ', ' + n.frame[1] + ')') + ' ' + (n.size || n.frame[2] + '×' + n.frame[3]);
      // Which coordinates are rounded: the dump's frames (tree, picture, this row) are on the
      // pixel grid; the layout's own values (the conversation) are not.
      row('Frame', frame + (view.dump.rounded ? ', rounded to the pixel grid (1/' + view.dump.scale + ' point) as the dump prints it' : ', not rounded (--unrounded)'));
      if (view.dump.rounded) row('Laid out at', n.exact && n.exact + ', before rounding');
      row('Proposal', n.proposal);
      row('Why this size', n.because && n.because + ' [' + n.reason + ']');
      row('Why there', n.there);
      row('Asked', n.questions && n.questions.join('; '));
      row('Written at', n.at.join(':'));
      box.append(dl);
      const talk = view.dump.conversation.filter((l) => l.nodes.includes(i));
      if (talk.length) {
        box.append(el('h2', '', 'Conversation'));
        box.append(el('p', 'hint', 'Positions and sizes here are those the layout worked out, before pixel rounding.'));
        const ul = el('ul', 'talk');
        const base = Math.min(...talk.map((l) => l.depth));
        talk.forEach((l) => {
          const li = el('li');
          li.style.setProperty('--depth', 2 * (l.depth - base) + 1);
          li.append(el('span', 'at', l.at + ' '), l.text);
          ul.append(li);
        });
        box.append(ul);
      }
    }

    function toggle(li, open) {
      if (!li.hasAttribute('aria-expanded')) return false;
      const now = open === undefined ? li.getAttribute('aria-expanded') !== 'true' : open;
      li.setAttribute('aria-expanded', String(now));
      li.querySelector('.toggle').textContent = now ? '▾' : '▸';
      return true;
    }

    function treeKey(view, e) {
      const li = e.target.closest('[role=treeitem]');
      if (!li) return;
      const visible = view.items.filter((item) => item.offsetParent !== null);
      const at = visible.indexOf(li);
      let to = null;
      switch (e.key) {
        case 'ArrowDown': to = visible[at + 1]; break;
        case 'ArrowUp': to = visible[at - 1]; break;
        case 'Home': to = visible[0]; break;
        case 'End': to = visible[visible.length - 1]; break;
        case 'ArrowRight':
          if (li.getAttribute('aria-expanded') === 'false') toggle(li, true);
          else if (li.hasAttribute('aria-expanded')) to = li.querySelector('[role=treeitem]');
          break;
        case 'ArrowLeft':
          if (li.getAttribute('aria-expanded') === 'true') toggle(li, false);
          else to = li.parentElement.closest('[role=treeitem]');
          break;
        case 'Enter': case ' ': select(view, +li.dataset.node, true); break;
        default: return;
      }
      e.preventDefault();
      if (to) {
        li.tabIndex = -1;
        to.tabIndex = 0;
        to.focus();
        reveal(to.firstChild);
      }
    }

    function show(d) {
      if (!views[d]) return;
      current = d;
      panels.forEach((p, j) => { p.hidden = j !== d; });
      tabs.forEach((t, j) => { t.setAttribute('aria-selected', String(j === d)); t.tabIndex = j === d ? 0 : -1; });
    }
    // A tab the user picks keeps the selected view (the one at the same path, where the
    // other dump has it) and the address names the tab and the view.
    function switchTo(d) {
      if (!views[d] || d === current) return;
      const from = views[current];
      const path = from.selected >= 0 ? from.dump.nodes[from.selected].path : null;
      show(d);
      const i = path === null ? -1 : views[d].dump.nodes.findIndex((n) => n.path === path);
      if (i >= 0) select(views[d], i, true);
      else {
        const v = views[d];
        try { history.replaceState(null, '', '#dump=' + d + (v.selected >= 0 ? '&node=' + v.dump.nodes[v.selected].path : '')); } catch (e) {}
      }
    }
    tabs.forEach((t, d) => {
      t.addEventListener('click', () => switchTo(d));
      t.addEventListener('keydown', (e) => {
        const to = { ArrowRight: d + 1, ArrowLeft: d - 1, Home: 0, End: tabs.length - 1 }[e.key];
        if (to === undefined || !tabs[to]) return;
        e.preventDefault();
        switchTo(to);
        tabs[to].focus();
      });
    });

    // `#dump=1&node=0.2` (or `#node=0.2`, or `#dump=1`): the tab and the view to show.
    function fromHash() {
      const hash = new URLSearchParams(location.hash.slice(1));
      const d = hash.has('dump') ? Number(hash.get('dump')) : current;
      if (!views[d]) return;
      show(d);
      const path = hash.get('node');
      const i = views[d].dump.nodes.findIndex((n) => n.path === path);
      if (i >= 0) select(views[d], i, false);
    }
    views.forEach((v) => { if (v.dump.selected !== null) select(v, v.dump.selected, false); });
    fromHash();
    window.addEventListener('hashchange', fromHash);

    """
}
