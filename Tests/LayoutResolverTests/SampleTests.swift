// The lyt(5) sample and SwiftUI-style files resolve without errors, to the trees worked out
// by hand from the spec's rules.

import LayoutEngine
import Testing

@Suite struct SampleTests {
  static let languageSample = #"""
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
      foreach i in 0..<3 < text "Number \(i)" .alignmentGuide(leading, i * -10) >
    >
    .frame(maxWidth: infinity, maxHeight: infinity, alignment: topLeading)
    """#

  @Test func languageSample() {
    let r = resolve(Self.languageSample)
    #expect(r.diagnostics == [])
    #expect(
      r.dumpWithPositions == """
        flexframe(nil, nil, inf, nil, nil, inf, leading/top) @17:1
          vstack(leading, nil) @12:1
            background(center/center) @13:26
              padding(20, 20, 20, 20) @13:13
                text "Hi" @13:3
              color "red" [background] @13:38
            view "card" @14:3
              background(center/center) @10:3
                padding(16, 16, 16, 16) @9:3
                  vstack(leading, 4) @5:3
                    text "Stats" @6:5 {font: headline}
                    text "42 runs" @14:19 {font: caption}
                roundedrectangle(12) [background] @10:15
            text "Number 0" @15:24 {guide h.leading: 0}
            text "Number 1" @15:24 {guide h.leading: -10}
            text "Number 2" @15:24 {guide h.leading: -20}
        """)
    #expect(
      r.tree?.customAlignments == [
        CustomAlignment(
          name: "midAccountAndName", axis: .vertical, defaultValue: .guide(.vertical(.top)))
      ])
  }

  @Test func aSwiftUIStyleScreenWithoutComparisons() {
    let r = resolve(
      #"""
      let spacing = 12
      view row(icon, title) =
        HStack(alignment: .firstTextBaseline, spacing: spacing) <
          Image(systemName: icon) .foregroundStyle(.secondary) .imageScale(.large)
          Text(title) .font(.headline) .lineLimit(1)
          Spacer(minLength: 0)
        >
        .padding(.vertical, 8)

      VStack(spacing: 0) <
        row("star", "Favorites")
        Divider()
        row("clock", "Recents")
      >
      .padding(.horizontal)
      .frame(maxWidth: .infinity, alignment: .topLeading)
      """#)
    #expect(r.diagnostics == [])
    #expect(
      r.dump == """
        flexframe(nil, nil, inf, nil, nil, nil, leading/top)
          padding(0, 16, 0, 16)
            vstack(center, 0)
              view "row"
                padding(8, 0, 8, 0)
                  hstack(firstTextBaseline, 12)
                    image(systemName: star) "star" {imageScale: large}
                    text "Favorites" {font: headline, lineLimit: nil...1}
                    spacer(0)
              divider
              view "row"
                padding(8, 0, 8, 0)
                  hstack(firstTextBaseline, 12)
                    image(systemName: clock) "clock" {imageScale: large}
                    text "Recents" {font: headline, lineLimit: nil...1}
                    spacer(0)
        """)
  }

  @Test func everyExampleResolves() {
    let examples = [
      "rectangle .aspectRatio(3 / 2, contentMode: fit) .frame(width: 300, height: 300)",
      #"text "Bordered" .padding(8) .border(black, width: 2)"#,
      "red .fixedSize",
      #"text "Flexible" .frame(minWidth: 100, idealWidth: 150, maxWidth: 200) .background(yellow)"#,
      #"image "avocado" (width: 100, height: 80) .frame(width: 300, height: 300)"#,
      """
      zstack <
        orange .frame(width: 100, height: 100) .offset(x: 20, y: -10)
        purple .frame(width: 40, height: 40) .position(x: 50, y: 50)
      >
      """,
      """
      roundedRectangle(cornerRadius: 12)
        .fill(blue)
        .frame(width: 60, height: 60)
        .overlay(circle .fill(red) .frame(width: 16, height: 16), alignment: topTrailing)
      """,
      """
      zstack(alignment: bottomTrailing) <
        green .frame(width: 200, height: 120)
        text "Badge" .padding(4) .background(white)
      >
      """,
    ]
    for source in examples {
      let r = resolve(source)
      #expect(r.diagnostics == [], "\(source)")
      #expect(r.tree != nil, "\(source)")
    }
  }
}
