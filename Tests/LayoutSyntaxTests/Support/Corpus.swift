// Sources the tests share: the sample file of lyt(5), verbatim, and a corpus of
// realistic files written the way a SwiftUI developer would translate their views.

enum Corpus {
  /// The sample at the top of lyt(5), verbatim.
  static let languageSample = """
    // comments run to the end of the line; /* block comments */ nest
    alignment midAccountAndName: vertical = d[top]

    view card(title, tint: blue) =
      vstack(alignment: leading, spacing: 4) <
        text(title) .font(headline)
        content                                  // the children passed at the call site
      >
      .padding()
      .background(roundedRectangle(cornerRadius: 12) .fill(tint))

    vstack(alignment: leading) <
      text "Hi" .padding(20) .background(red)
      card("Stats") < text "42 runs" .font(caption) >
      foreach i in 0..<3 < text "Number \\(i)" .alignmentGuide(leading, i * -10) >
    >
    .frame(maxWidth: infinity, maxHeight: infinity, alignment: topLeading)

    """

  /// Realistic files covering the whole grammar.
  static let realistic: [String] = [
    // A settings row with SwiftUI spellings.
    """
    HStack(spacing: 12) <
      Image(systemName: "gear") .imageScale(.large)
      VStack(alignment: .leading, spacing: 2) <
        Text("Settings") .font(.headline)
        Text("General, privacy, about") .font(.subheadline) .foregroundStyle(.secondary)
      >
      Spacer()
      Text("3") .padding(.horizontal, 8) .background(Capsule() .fill(Color.red))
    >
    .padding()
    """,
    // Components with defaults and content.
    """
    let gap = 8
    view badge(count, tint: red) =
      text "\\(count)" .font(caption) .padding(gap / 2)
        .background(capsule .fill(tint))

    view section(title) =
      vstack(alignment: leading, spacing: gap) <
        text(title) .font(title2) .bold
        content
      >

    section("Inbox") <
      badge(12)
      badge(3, tint: blue)
    >
    """,
    // Conditions on the size class, and an else branch.
    """
    if compact <
      vstack < text "Narrow" spacer >
    > else <
      hstack < text "Wide" spacer >
    >
    .padding(top: 1, leading: 2, bottom: 3, trailing: 4)
    """,
    // Grids and lists of grid items.
    """
    lazyVGrid(columns: [fixed(100), flexible(minimum: 40), adaptive(minimum: 80)], spacing: 8) <
      foreach i in 1...12 < color("#FF8800") .frame(height: 40) .id("cell \\(i)") >
    >
    """,
    // Geometry readers, coordinate spaces and expressions over the proxy.
    """
    geometryReader(g) <
      text "\\(g.width) wide"
        .position(x: g.width / 2, y: g.frame(in: global).minY + 10)
    >
    .coordinateSpace(name: "root")
    """,
    // Custom alignment guides.
    """
    alignment midIcon: vertical = d[top] + d.height / 2

    hstack(alignment: midIcon) <
      circle .frame(width: 20, height: 20) .alignmentGuide(midIcon, d[bottom])
      vstack < text "A" text "B" .alignmentGuide(midIcon, d[firstTextBaseline]) >
    >
    """,
    // Text concatenation and fonts.
    """
    text < text "Hello, " text "world" .bold > .font(system(size: 20, weight: semibold, design: rounded))
      .lineLimit(2...4) .multilineTextAlignment(center)
    """,
    // Overlays with several views, alignment structs, ranges and lists.
    """
    rectangle
      .fill(Color(red: 1, green: 0.5, blue: 0))
      .frame(width: 200, height: 100)
      .overlay(circle .fill(red) .frame(width: 8, height: 8), text "!", alignment: alignment(horizontal: trailing, vertical: top))
      .ignoresSafeArea(edges: [top, bottom])
      .lineLimit(3...)
      .safeAreaInset(edge: bottom, spacing: 0, red .frame(height: 50))
    """,
    // Scroll views, view that fits, flow.
    """
    scrollView([horizontal, vertical]) <
      viewThatFits <
        flow(spacing: 4, lineSpacing: 6, alignment: center) <
          foreach tag in ["swift", "layout", "ui"] < text(tag) .padding(4) .border(gray) >
        >
        text "…"
      >
    >
    """,
    // Negative numbers, parentheses and nested arithmetic.
    """
    let inset = -(4 + 2) * 3 / -1.5
    zstack(alignment: .topLeading) <
      red .offset(x: inset, y: +2) .frame(width: (100 - inset) * 0.5, height: .5e2)
      blue .aspectRatio(2 / 3, contentMode: fit) .scaledToFill()
    >
    """,
    // A grid with rows and cell modifiers.
    """
    grid(horizontalSpacing: 4, verticalSpacing: 4) <
      gridRow < text "Name" text "Value" .gridColumnAlignment(trailing) >
      gridRow < text "Width" .gridCellColumns(2) >
      divider
    >
    """,
  ]

  /// Every source the mutation test deletes tokens from.
  static var all: [String] { [languageSample] + realistic }
}
