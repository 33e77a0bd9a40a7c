// `.contentMargins`, `.defaultScrollAnchor` and `.scrollPosition`: where a scroll view's
// content starts (layoutc-layout(7) 19). Frames worked by hand at 390×844 with no safe area.
import Testing

private func frames(_ source: String, language: String = "lyt") -> [String: [Double]]? {
  let result = Examples.run(
    ["-", "--language", language, "--size", "390x844", "--format", "json", "--color", "never"],
    input: source)
  return Examples.framesByID(result)
}

@Suite struct ScrollAnchorTests {
  /// Margins of 20 on the sides and 10 on top: the content starts at (20, 10) and is proposed
  /// 390 - 40 = 350 wide; two 100-high colours 8 apart.
  @Test func contentMarginsInsetTheContent() {
    let f = frames(
      """
      scrollView <
        color(red) .frame(height: 100) .id("first")
        color(blue) .frame(height: 100) .id("second")
      >
      .contentMargins(horizontal, 20)
      .contentMargins(top, 10)
      .id("scroll")
      """)
    #expect(f?["scroll"] == [0, 0, 390, 844])
    #expect(f?["first"] == [20, 10, 350, 100])
    #expect(f?["second"] == [20, 118, 350, 100])
  }

  /// Margins for the indicators move no content.
  @Test func indicatorMarginsMoveNothing() {
    let f = frames(
      """
      scrollView < color(red) .frame(height: 100) .id("first") >
      .contentMargins(20, for: scrollIndicators)
      """)
    #expect(f?["first"] == [0, 0, 390, 100])
  }

  /// A carousel's page is its scroll view's width less the content margins: 390 - 2 × 20.
  @Test func containerRelativeFrameIsInsideTheMargins() {
    let f = frames(
      """
      scrollView(horizontal) <
        hstack(spacing: 10) <
          color(red) .containerRelativeFrame(horizontal) .id("first")
          color(blue) .containerRelativeFrame(horizontal) .id("second")
        >
      >
      .frame(height: 200)
      .contentMargins(horizontal, 20)
      """)
    #expect(f?["first"] == [20, 322, 350, 200])
    #expect(f?["second"] == [380, 322, 350, 200])
  }

  /// Anchored at the bottom, 1,208 of content in 844 starts scrolled by 364: at y -364.
  @Test func aBottomAnchorStartsAtTheEnd() {
    let f = frames(
      """
      scrollView <
        color(red) .frame(height: 600) .id("first")
        color(blue) .frame(height: 600) .id("second")
      >
      .defaultScrollAnchor(bottom)
      """)
    #expect(f?["first"] == [0, -364, 390, 600])
    #expect(f?["second"] == [0, 244, 390, 600])
  }

  /// Short content does not move for the initial offset; with the role `alignment` it sits
  /// at the anchor: 844 - 100 = 744.
  @Test func theAlignmentRolePlacesShortContent() {
    let start = frames(
      """
      scrollView < color(red) .frame(height: 100) .id("short") > .defaultScrollAnchor(bottom)
      """)
    #expect(start?["short"] == [0, 0, 390, 100])
    let aligned = frames(
      """
      scrollView < color(red) .frame(height: 100) .id("short") >
      .defaultScrollAnchor(bottom, for: alignment)
      """)
    #expect(aligned?["short"] == [0, 744, 390, 100])
  }

  /// `.scrollPosition(id:)` bound to a nil state starts at the start; `ScrollPosition(edge:
  /// .bottom)` is the bottom anchor (1,000 in 844: at y -156).
  @Test func aScrollPositionStartsWhereItsStateSays() {
    let f = frames(
      """
      struct Feed: View {
          @State private var scrolledID: Int?
          @State private var position = ScrollPosition(edge: .bottom)
          var body: some View {
              ZStack {
                  ScrollView { Color.red.frame(height: 1000).id("top") }
                      .scrollPosition(id: $scrolledID)
                  ScrollView { Color.blue.frame(height: 1000).id("bottom") }
                      .scrollPosition($position)
              }
          }
      }
      """, language: "swift")
    #expect(f?["top"] == [0, 0, 390, 1000])
    #expect(f?["bottom"] == [0, -156, 390, 1000])
  }

  /// A start at a view's id is not laid out: an error at the binding, not a scroll view at
  /// its start.
  @Test func aScrollPositionAtAnIdIsAnError() {
    let result = Examples.run(
      ["-", "--language", "swift", "--color", "never"],
      input: """
        struct Feed: View {
            @State private var scrolledID: Int? = 3
            var body: some View {
                ScrollView { Color.red.frame(height: 1000) }.scrollPosition(id: $scrolledID)
            }
        }
        """)
    #expect(result.status == 1)
    #expect(
      result.errors.hasPrefix("-:4:69: error: layoutc does not scroll to a view's id"),
      "\(result.errors)")
  }
}
