// `String(format:)` and SwiftUI's `\(x, specifier:)`: the printf subset view code uses.
import LayoutSyntax
import Testing

private func format(_ f: String, _ args: StringFormat.FormatArgument...) -> String {
  switch StringFormat.format(f, args) {
  case .success(let s): return s
  case .failure(let e): return "error: " + e.message
  }
}

@Suite struct StringFormatTests {
  @Test func numbers() {
    #expect(format("%.1f", .number(3.14159)) == "3.1")
    // As printf: the binary 2.675 is a little below 2.675; 2.25 and 2.5 are exact halves, to even.
    #expect(format("%.2f", .number(2.675)) == "2.67")
    #expect(format("%.0f", .number(2.5)) == "2")
    #expect(format("%.0f", .number(3.5)) == "4")
    #expect(format("%.0f", .number(-0.5)) == "-0")
    #expect(format("%.0f", .number(-0.4)) == "-0")  // printf keeps the sign
    #expect(format("%f", .number(1)) == "1.000000")
    #expect(format("%d items", .number(3.9)) == "3 items")
    #expect(format("%lld%%", .number(50)) == "50%")
    #expect(format("%05.1f|%-3d|%3d", .number(-2.25), .number(7), .number(7)) == "-02.2|7  |  7")
  }

  @Test func textAndErrors() {
    #expect(format("Hello, %@!", .text("Ada")) == "Hello, Ada!")
    #expect(format("%d", .text("x")) == "error: '%d' needs a number")
    #expect(format("%d %d", .number(1)) == "error: the format has more conversions than values")
    #expect(
      format("%x", .number(1)) == "error: '%x' is not a format layoutc reads (d, i, u, f, @, s)")
  }
}
