// Navigation containers: NavigationStack (and NavigationView), NavigationLink, TabView and Tab.
// iOS: the navigation bar and the tab bar are chrome that moves the content's safe area, as on
// a device. macOS: the title is in the window's toolbar (no bar in the content); a TabView has
// a 24-pt tab bar above its content (macOS 26, measured).

import LayoutEngine

/// NavigationStack (and NavigationView), NavigationLink, TabView and Tab.
enum NavigationControls: ControlFamily {
  static let kinds: [ControlCall.Kind] = [.navigationStack, .navigationLink, .tabView, .tab]

  static func read(_ reading: inout ControlReading) {
    switch reading.control.kind {
    case .tab:
      reading.control.systemImage = reading.call.bound.string("systemImage")
      reading.control.value = reading.title
    case .navigationLink:
      // `NavigationLink { destination } label: { ... }`: the label is what the row shows.
      let written = reading.views("label")
      if !written.isEmpty { reading.label = written }
    case .navigationStack:
      reading.control.pushed = (reading.call.bound.number("path") ?? 0) > 0
    default:
      break
    }
  }

  static func body(_ parts: ControlParts, in session: ResolverSession) -> Int? {
    switch parts.call.kind {
    case .navigationStack: return session.navigationStack(parts)
    // A NavigationLink is a Link, but a list's row (ButtonControls.swift).
    case .navigationLink: return session.link(parts)
    case .tabView: return session.tabView(parts)
    case .tab: return session.labelStack(parts)
    default: return nil
    }
  }
}

extension ControlMetrics {
  /// The navigation bar: iOS 26 54 high inline (the title's centre 22 from its top),
  /// 54 + 52 with a large title (the title 16 in, 3.5 below the row's top, 34-pt bold);
  /// iOS 18 44 and 44 + 52 (UINavigationBar, measured). The large title's row is at least
  /// 52 and grows to hold 3.5 + the title's line (SwiftUI, measured: the iOS 26 simulator's
  /// 48.574-pt line makes it 3.5 + 48.574 = 52.074, 52.5 on the pixel grid). macOS shows the
  /// title in the window's toolbar, outside the content: no bar. A stack with no title shows
  /// no bar on iOS 26 (measured).
  var navigationBarHeight: Double { os == .ios18 ? 44 : 54 }
  static let largeTitleRow = 52.0
  /// On a screen without a top safe area, an iOS 26 bar starts 10 below the top (measured).
  static let barTopMargin = 10.0
  static let largeTitleInsets = EdgeInsets(top: 3.5, leading: 16, bottom: 0, trailing: 0)
  static let inlineTitleBox = 44.0
  /// The macOS TabView's tab bar above the content (macOS 26, measured).
  static let macTabBarHeight = 24.0
  /// The tab bar's part above the home indicator: 49 (83 with the 34 of a notched phone;
  /// measured on iOS 26 and documented for iOS 18).
  static let tabBarHeight = 49.0
  /// The pitch of the iOS 26 tab bar's items (measured).
  static let tabItemPitch = 86.0
}

extension ResolverSession {
  /// The tab bar: 49 high across the view, its items (each tab's `.tabItem` or `Tab` title and
  /// symbol) on iOS 26 a row of 86-wide items centred on a platter 8 in from its ends, each
  /// a 24x24 symbol 12 from the top over its 10-pt semibold title (measured: pitch 86, side
  /// pad 8, icon centre 24; the title's place is approximate); on iOS 18 the items share
  /// the width (estimate).
  private func tabBar(
    _ tabs: [Int], _ metrics: ControlMetrics, selected: Int, tint: String,
    _ make: (ViewKind, [Int], String?) -> Int?
  ) -> Int? {
    var items: [Int] = []
    for tab in tabs {
      let pending = controlCalls[tab].flatMap { $0.kind == .tab ? $0 : nil }
      let info = pending.map { ($0.value, $0.systemImage) } ?? tabItems[tab] ?? (nil, nil)
      var parts: [Int] = []
      if let icon = info.1,
        let image = make(
          .image(ImageContent(name: nil, systemName: icon, naturalSize: nil)), [], icon),
        let box = make(.frame(width: 24, height: 24, alignment: .center), [image], nil),
        let padded = make(
          .padding(EdgeInsets(top: 12, leading: 0, bottom: 0, trailing: 0)), [box], nil)
      {
        parts.append(padded)
      }
      if let title = info.0, let text = make(.text(TextContent(title)), [], title) {
        setFont(text, .system(size: 10, weight: 600, design: nil))
        parts.append(text)
      }
      guard let column = make(.vstack(alignment: .center, spacing: 3, lazy: false), parts, nil)
      else { continue }
      // The selected tab's item is drawn in the tint, the others in grey.
      styleForeground(column, tab == selected ? tint : "gray")
      guard
        let item = make(
          metrics.os == .ios18
            ? .flexFrame(
              FlexFrame(
                maxWidth: .infinity, minHeight: ControlMetrics.tabBarHeight,
                maxHeight: ControlMetrics.tabBarHeight, alignment: .top))
            : .frame(
              width: ControlMetrics.tabItemPitch, height: ControlMetrics.tabBarHeight,
              alignment: .top),
          [column], nil)
      else { continue }
      items.append(item)
    }
    guard let row = make(.hstack(alignment: .top, spacing: 0, lazy: false), items, nil) else {
      return nil
    }
    let platter =
      metrics.os == .ios18
      ? row : make(.padding(EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)), [row], nil)
    return platter.flatMap {
      make(
        .flexFrame(
          FlexFrame(
            maxWidth: .infinity, minHeight: ControlMetrics.tabBarHeight,
            maxHeight: ControlMetrics.tabBarHeight)), [$0], nil)
    }
  }

  /// A `.tabItem`'s title and symbol, from its views (a Label, a Text, an Image).
  func tabItemInfo(_ nodes: [Int]) -> (String?, String?) {
    var title: String?
    var icon: String?
    var work = nodes
    while let node = work.popLast() {
      if let call = controlCalls[node], call.kind == .label { icon = icon ?? call.systemImage }
      switch tree.nodes[node].kind {
      case .text(let content): title = title ?? content.string
      case .image(let image): icon = icon ?? image.systemName
      default: break
      }
      work += tree.nodes[node].children.reversed()
    }
    return (title, icon)
  }

  /// A NavigationStack: its content with the navigation bar as a top safe-area inset (the
  /// bar is chrome that moves the content's safe area, as on a device), titled by the first
  /// `.navigationTitle` inside it, large unless `.navigationBarTitleDisplayMode(.inline)`.
  /// On iOS 26 a stack with no title shows no bar (measured). With a `path` that is not
  /// empty, the screen shown is the first `.navigationDestination`'s.
  func navigationStack(_ parts: ControlParts) -> Int? {
    let metrics = parts.metrics
    func make(_ kind: ViewKind, _ children: [Int] = [], label: String? = nil) -> Int? {
      controlPart(parts, kind, children, label: label)
    }
    var content = parts.label
    if parts.call.pushed, let destination = navigationDestination(in: content) {
      content = destination
    }
    // A navigation stack takes all it is offered (its content centred in what the bar
    // leaves), as a UINavigationController's view does.
    let stacked =
      content.count == 1
      ? content.first : make(.vstack(alignment: .center, spacing: nil, lazy: false), content)
    let root = stacked.flatMap {
      make(.flexFrame(FlexFrame(maxWidth: .infinity, maxHeight: .infinity)), [$0])
    }
    guard let root, !metrics.os.isMacOS else { return root }
    let (title, mode) = navigationTitle(in: content)
    if title == nil, metrics.os == .ios26 { return root }
    var top: Int? = content.count == 1 ? content[0] : nil
    while let node = top {
      if let call = controlCalls[node] {
        if call.kind == .list || call.kind == .form { listsUnderBar.insert(node) }
        break
      }
      top = tree.nodes[node].children.count == 1 ? tree.nodes[node].children.first : nil
    }
    let inline = mode == "inline"
    var rows: [Int] = []
    if !options.statusBar, metrics.os == .ios26,
      let margin = space(parts, ControlMetrics.barTopMargin)
    {
      rows.append(margin)
    }
    let bar = metrics.navigationBarHeight
    if let title, inline {
      guard let text = make(.text(TextContent(title)), label: title) else { return nil }
      setFont(text, .style(.headline))
      if let box = make(
        .frame(width: nil, height: ControlMetrics.inlineTitleBox, alignment: .center), [text]),
        let wide = make(.flexFrame(FlexFrame(maxWidth: .infinity)), [box])
      {
        rows.append(wide)
      }
      if bar > ControlMetrics.inlineTitleBox,
        let clear = make(.color, label: "clear"),
        let below = make(
          .frame(width: nil, height: bar - ControlMetrics.inlineTitleBox, alignment: .center),
          [clear])
      {
        rows.append(below)
      }
    } else {
      guard let clear = make(.color, label: "clear"),
        let top = make(.frame(width: nil, height: bar, alignment: .center), [clear])
      else { return nil }
      rows.append(top)
      if let title {
        guard let text = make(.text(TextContent(title)), label: title),
          let padded = make(.padding(ControlMetrics.largeTitleInsets), [text]),
          let row = make(
            .flexFrame(
              FlexFrame(
                maxWidth: .infinity, minHeight: ControlMetrics.largeTitleRow,
                alignment: .topLeading)), [padded])
        else { return nil }
        setFont(text, .style(.largeTitle), bold: true)
        rows.append(row)
      }
    }
    guard let stack = make(.vstack(alignment: .leading, spacing: 0, lazy: false), rows),
      let barNode = make(.control("navigationbar"), [stack])
    else { return nil }
    tree.nodes[barNode].role = .inset
    return make(.safeAreaInset(edge: .top, alignment: .center, spacing: 0), [root, barNode])
  }

  /// The views of the first `.navigationDestination` in `nodes`, resolved.
  private func navigationDestination(in nodes: [Int]) -> [Int]? {
    var work = Array(nodes.reversed())
    while let node = work.popLast() {
      if let sources = navigationDestinations[node] {
        return sources.flatMap { resolveSource($0, context: nil) }
      }
      if case .control("navigationstack", _) = tree.nodes[node].kind { continue }
      work += tree.nodes[node].children.reversed()
    }
    return nil
  }

  /// The first `.navigationTitle` (and display mode) in `nodes`, not looking into nested
  /// navigation stacks.
  private func navigationTitle(in nodes: [Int]) -> (title: String?, mode: String?) {
    var work = Array(nodes.reversed())
    var title: String?
    var mode: String?
    while let node = work.popLast() {
      if let found = navigationTitles[node], title == nil { title = found }
      if let found = navigationModes[node], mode == nil { mode = found }
      if title != nil && mode != nil { break }
      if case .control("navigationstack", _) = tree.nodes[node].kind { continue }
      work += tree.nodes[node].children.reversed()
    }
    return (title, mode)
  }

  /// A TabView: the selected tab (the one whose `.tag` is the selection, else the first)
  /// fills the view; on iOS the tab bar adds to its bottom safe area, on macOS the tab bar
  /// sits above the content.
  func tabView(_ parts: ControlParts) -> Int? {
    let label = parts.label
    func make(_ kind: ViewKind, _ children: [Int], _ name: String?) -> Int? {
      controlPart(parts, kind, children, label: name)
    }
    guard let first = selected(label, parts.call.selection),
      let content = controlPart(
        parts, .flexFrame(FlexFrame(maxWidth: .infinity, maxHeight: .infinity)), [first])
    else { return nil }
    // `.tabViewStyle(.page)`: the page fills the view, with no tab bar; its index dots are
    // drawn over it and take no space.
    if parts.style.tabViewStyle == "page" { return content }
    if parts.isMacOS {
      guard let bar = space(parts, ControlMetrics.macTabBarHeight),
        let stack = controlPart(
          parts, .vstack(alignment: .center, spacing: 0, lazy: false), [bar, content])
      else { return content }
      return stack
    }
    guard let bar = tabBar(label, parts.metrics, selected: first, tint: parts.tint, make),
      let tabBar = controlPart(parts, .control("tabbar"), [bar])
    else { return content }
    tree.nodes[tabBar].role = .inset
    return controlPart(
      parts, .safeAreaInset(edge: .bottom, alignment: .center, spacing: 0), [content, tabBar])
  }
}
