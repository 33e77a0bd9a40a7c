// The byte writer behind the tree, JSON and CSV dumps: its numbers are `NumberFormat.format`'s,
// byte for byte, and its escapes are the dumps' (layoutc(1), Numbers).
import LayoutEngine
import Testing

@testable import LayoutOutput

@Suite struct ByteWriterTests {
  static func number(_ value: Double) -> String {
    var out = ByteWriter()
    out.write(number: value)
    return String(decoding: out.bytes, as: UTF8.self)
  }

  @Test func numbersAreSpeltAsNumberFormatSpellsThem() {
    var values: [Double] = [
      0, -0.0, 1, -1, 20, 20.333333, 161.5, -0.5, 0.1, 0.05, 0.001, 0.007, 0.25, 1.01, 100.1,
      // Rounding at the third decimal, half away from zero, and to nothing.
      0.0005, -0.0005, 0.0004999, -0.0004999, 0.0015, 2.675, 1.0005, 9.9995, -9.9995, 0.9999,
      // Large and huge: the last decimals, then whole numbers past exact integers.
      123_456_789.123, 8_999_999_999_999.999, 9e12, -9e12, 9.1e12, 1e15, -1e15, 1e18, 1e19,
      1e20, -1e20, 1e300, -.greatestFiniteMagnitude, .greatestFiniteMagnitude,
      .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 1e-300,
      .nan, .infinity, -.infinity,
    ]
    // And many more, from a fixed sequence, at every magnitude a frame has.
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<20_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let unit = Double(state >> 11) / Double(1 << 53)
      let scale = [1.0, 10, 1000, 1e6, 1e13][Int(state % 5)]
      let value = (unit - 0.5) * 2 * scale
      values += [value, (value * 1000).rounded() / 1000, (value * 2000).rounded() / 2000]
    }
    for value in values {
      #expect(Self.number(value) == NumberFormat.format(value), "\(value)")
    }
  }

  @Test func integers() {
    for value in [
      0, 7, 9, 10, 11, 42, 99, 100, 101, -1, -99, -100, 1234, -98_765, Int.max, Int.min,
    ] {
      var out = ByteWriter()
      out.write(value)
      #expect(String(decoding: out.bytes, as: UTF8.self) == String(value))
    }
  }

  @Test func escapes() {
    var out = ByteWriter()
    out.write(json: "a \"q\" \\ b\nc\td\u{1F}é😀")
    out.write(" ")
    out.write(csvField: "x,\"y\"")
    out.write(" ")
    out.write(csvField: "plain é")
    #expect(
      String(decoding: out.bytes, as: UTF8.self)
        == "\"a \\\"q\\\" \\\\ b\\nc\\u0009d\\u001fé😀\" \"x,\"\"y\"\"\" plain é")
  }

  @Test func spacesAndText() {
    var out = ByteWriter(capacity: 4)
    out.write(spaces: 3)
    out.write(string: "×y")
    out.write(byte: UInt8(ascii: "!"))
    out.write(spaces: 0)
    #expect(String(decoding: out.bytes, as: UTF8.self) == "   ×y!")
  }

  @Test func chunksHoldTheSameBytesInOrder() {
    // The same writes to a plain writer and to one handing off chunks of 64 bytes: the
    // pieces joined are the plain bytes, and a write is never split (every piece is UTF-8).
    func writeAll(_ out: inout ByteWriter) {
      for i in 0..<300 {
        out.write(number: Double(i) / 3)
        out.write(",")
        out.write(string: i % 7 == 0 ? "é😀 label \(i)" : "x")
        if i == 150 { out.write(string: String(repeating: "long ", count: 40)) }
        out.write(byte: UInt8(ascii: "\n"))
      }
    }
    var plain = ByteWriter()
    writeAll(&plain)
    var pieces: [[UInt8]] = []
    var chunked = ByteWriter(flushingEvery: 64) { pieces.append(Array($0)) }
    writeAll(&chunked)
    chunked.flush()
    #expect(pieces.count > 10)
    #expect(Array(pieces.joined()) == plain.bytes)
    for piece in pieces { #expect(String(validating: piece, as: UTF8.self) != nil) }
  }
}
