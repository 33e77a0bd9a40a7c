// Device presets (layoutc-layout(7) Decision 6) and `--device list`.
import LayoutEngine
import Testing

@testable import LayoutDriver

@Suite struct DeviceTests {
  @Test(arguments: [
    ("iphone-17-pro", 402.0, 874.0, 3.0, 62.0, 34.0),
    ("iphone-16-pro", 402, 874, 3, 62, 34),
    ("iphone-16", 393, 852, 3, 59, 34),
    ("iphone-15-pro", 393, 852, 3, 59, 34),
    ("iphone-15", 390, 844, 3, 47, 34),
    ("iphone-14", 390, 844, 3, 47, 34),
    ("iphone-13", 390, 844, 3, 47, 34),
    ("iphone-12-pro", 390, 844, 3, 47, 34),
    ("iphone-12-mini", 375, 812, 3, 50, 34),
    ("iphone-16-pro-max", 430, 932, 3, 59, 34),
    ("iphone-15-pro-max", 430, 932, 3, 59, 34),
    ("iphone-12-pro-max", 428, 926, 3, 47, 34),
    ("iphone-se", 375, 667, 2, 20, 0),
  ])
  func specPresets(
    _ id: String, _ w: Double, _ h: Double, _ scale: Double, _ top: Double, _ bottom: Double
  ) throws {
    let d = try #require(Device.named(id))
    #expect(d.id == id)
    #expect(d.size == Size(width: w, height: h))
    #expect(d.scale == scale)
    #expect(d.safeArea == EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0))
    #expect(d.compact)
  }

  @Test func idsAreUniqueAndConsistent() {
    let ids = Device.all.map(\.id)
    #expect(Set(ids).count == ids.count)
    for id in ids {
      #expect(id.hasPrefix("iphone-"))
      #expect(id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" })
    }
  }

  @Test func namesForgiveCaseAndSeparators() {
    #expect(Device.named("iPhone-SE")?.id == "iphone-se")
    #expect(Device.named("iphone_16_pro")?.id == "iphone-16-pro")
    #expect(Device.named("iphone 16 pro max")?.id == "iphone-16-pro-max")
    #expect(Device.named("iphone") == nil)
  }

  @Test func listTable() {
    let table = Device.listTable()
    let lines = table.split(separator: "\n")
    #expect(lines.count == Device.all.count + 1)
    #expect(
      lines[0] == "id                 size     scale  safe area (top,leading,bottom,trailing)")
    #expect(lines[1] == "iphone-17-pro      402x874  @3x    62,0,34,0")
    #expect(lines.contains("iphone-se          375x667  @2x    20,0,0,0"))
    #expect(table.hasSuffix("\n"))
  }

  @Test func suggestions() {
    #expect(Suggestion.distance(Array("kitten"), Array("sitting")) == 3)
    #expect(Suggestion.nearest(to: "--sclae", in: ["--scale", "--size"]) == "--scale")
    #expect(Suggestion.nearest(to: "--zzzzzz", in: ["--scale", "--size"]) == nil)
  }
}
