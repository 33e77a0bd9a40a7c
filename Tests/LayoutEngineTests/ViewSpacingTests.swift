// The spacing model's numbers (layoutc-layout(7) 3.2-3.4).

import Testing

@testable import LayoutEngine

@Suite struct ViewSpacingTests {
  static func sfMetrics(size: Double) -> FontMetrics {
    FontMetrics(
      ascender: 1950 / 2048 * size, descender: 494 / 2048 * size, leading: 0,
      capHeight: 1443 / 2048 * size)
  }

  func textSpacing(_ metrics: FontMetrics, scale: Double) -> ViewSpacing {
    .text(metrics: metrics, firstBaseline: 16, lastBaseline: 16, height: 20, scale: scale)
  }

  @Test(arguments: [
    // 3.4: Font.system(size: 17): view -> text 6.6006 (2x) / 6.4339 (3x); text -> view
    // 10.8091 / 10.6424; text -> text 0.
    (2.0, 6.6006, 10.8091), (3.0, 6.4339, 10.6424),
  ])
  func systemFont17(scale: Double, above: Double, below: Double) {
    let text = textSpacing(Self.sfMetrics(size: 17), scale: scale)
    let plain = ViewSpacing()
    #expect(abs(plain.distance(to: text, along: .vertical) - above) < 1e-4)
    #expect(abs(text.distance(to: plain, along: .vertical) - below) < 1e-4)
    #expect(text.distance(to: text, along: .vertical) == 0)
  }

  @Test func iosTextStyleBodyAt2x() {
    // 3.4 verification: iOS 26 body (a 18.3576, d 5.9295, l 1.7129, c 11.9780) at 2x ->
    // view -> text 8.4295, text -> view 14.8091, text -> text 2.
    let body = FontMetrics(
      ascender: 18.3576, descender: 5.9295, leading: 1.7129, capHeight: 11.9780)
    let text = textSpacing(body, scale: 2)
    let plain = ViewSpacing()
    #expect(abs(plain.distance(to: text, along: .vertical) - 8.4295) < 1e-3)
    #expect(abs(text.distance(to: plain, along: .vertical) - 14.8091) < 1e-3)
    #expect(text.distance(to: text, along: .vertical) == 2)
  }

  @Test func defaultsAndSpacers() {
    let plain = ViewSpacing()
    let text = textSpacing(Self.sfMetrics(size: 17), scale: 3)
    #expect(plain.distance(to: plain, along: .vertical) == 8)
    #expect(plain.distance(to: plain, along: .horizontal) == 8)
    #expect(text.distance(to: plain, along: .horizontal) == 8)
    let spacer = ViewSpacing.zero(on: [.left, .right])
    #expect(plain.distance(to: spacer, along: .horizontal) == 0)
    #expect(spacer.distance(to: text, along: .horizontal) == 0)
  }

  @Test func resetMakesAnEdgePlain() {
    var text = textSpacing(Self.sfMetrics(size: 17), scale: 3)
    text.reset([.top])
    #expect(ViewSpacing().distance(to: text, along: .vertical) == 8)
    // The bottom edge still has its text value.
    #expect(abs(text.distance(to: ViewSpacing(), along: .vertical) - 10.6424) < 1e-4)
  }

  @Test func unionKeepsTheLargerDistance() {
    var a = ViewSpacing.zero(on: [.top])
    a.formUnion(ViewSpacing(entries: [.init(category: nil, edge: .top, value: .distance(5))]))
    #expect(ViewSpacing().distance(to: a, along: .vertical) == 5)
  }
}
