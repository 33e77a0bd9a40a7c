import Testing

// `String(format:)` in `.lyt`, as the resolver reads it (the formatting is StringFormatTests').
@testable import LayoutResolver

@Suite struct StringFormatResolveTests {
  @Test func inTextAndFromSwiftSpecifiers() {
    #expect(resolve("text(String(format: \"%.1f km\", 12.345))").root?.label == "12.3 km")
    #expect(resolve("text \"\\(String(format: \"%d\", 4.8)) of 5\"").root?.label == "4 of 5")
  }
}
