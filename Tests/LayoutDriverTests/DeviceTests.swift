// Device presets (layoutc-layout(7) Decision 6), `--device` patterns and `--device list`.
// The numbers here come from the sources Device.swift cites, not from the catalog: points are
// the pixel resolution of Apple's tech specs over the scale (the HIG's device table), insets
// the measured safe areas, corner radii the published display radii.
import Foundation
import LayoutEngine
import Testing

@testable import LayoutDriver
@testable import LayoutKit

@Suite struct DeviceTests {
  /// id, pixels (portrait) from Apple's tech specs, scale, top and bottom inset in portrait.
  @Test(arguments: [
    ("iphone-17-pro", 1206.0, 2622.0, 3.0, 62.0, 34.0),
    ("iphone-17-pro-max", 1320, 2868, 3, 62, 34),
    ("iphone-17", 1206, 2622, 3, 62, 34),
    ("iphone-air", 1260, 2736, 3, 68, 34),
    ("iphone-16-pro", 1206, 2622, 3, 62, 34),
    ("iphone-16-pro-max", 1320, 2868, 3, 62, 34),
    ("iphone-16", 1179, 2556, 3, 59, 34),
    ("iphone-16-plus", 1290, 2796, 3, 59, 34),
    ("iphone-16e", 1170, 2532, 3, 47, 34),
    ("iphone-15-pro", 1179, 2556, 3, 59, 34),
    ("iphone-15-pro-max", 1290, 2796, 3, 59, 34),
    ("iphone-15", 1179, 2556, 3, 59, 34),
    ("iphone-15-plus", 1290, 2796, 3, 59, 34),
    ("iphone-14-pro", 1179, 2556, 3, 59, 34),
    ("iphone-14", 1170, 2532, 3, 47, 34),
    ("iphone-14-plus", 1284, 2778, 3, 47, 34),
    ("iphone-13", 1170, 2532, 3, 47, 34),
    ("iphone-13-pro-max", 1284, 2778, 3, 47, 34),
    ("iphone-12-pro", 1170, 2532, 3, 47, 34),
    ("iphone-11-pro", 1125, 2436, 3, 44, 34),
    ("iphone-11-pro-max", 1242, 2688, 3, 44, 34),
    ("iphone-11", 828, 1792, 2, 48, 34),
    ("iphone-se", 750, 1334, 2, 20, 0),
    ("ipad-pro-13", 2064, 2752, 2, 24, 20),
    ("ipad-pro-11", 1668, 2420, 2, 24, 20),
    ("ipad-air-13", 2048, 2732, 2, 24, 20),
    ("ipad-air-11", 1640, 2360, 2, 24, 20),
    ("ipad-a16", 1640, 2360, 2, 24, 20),
    ("ipad-mini-a17-pro", 1488, 2266, 2, 24, 20),
    ("ipad-pro-11-4th-gen", 1668, 2388, 2, 24, 20),
    ("ipad-9th-gen", 1620, 2160, 2, 20, 0),
  ])
  func portraitPresets(
    _ id: String, _ pw: Double, _ ph: Double, _ scale: Double, _ top: Double, _ bottom: Double
  ) throws {
    let d = try #require(Device.named(id))
    #expect(d.id == id)
    #expect(d.orientation == .portrait)
    #expect(d.size == Size(width: pw / scale, height: ph / scale))
    #expect(d.scale == scale)
    #expect(d.safeArea == EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0))
    #expect(d.verticalSizeClass == .regular)
    #expect(d.horizontalSizeClass == (id.hasPrefix("ipad") ? .regular : .compact))
  }

  /// The mini models render 375x812 @3x and downsample (Apple's 1080x2340 px is 2.88 per
  /// point), so their points are not pixels over the scale.
  @Test func miniModels() throws {
    for id in ["iphone-13-mini", "iphone-12-mini"] {
      let d = try #require(Device.named(id))
      #expect(d.size == Size(width: 375, height: 812) && d.scale == 3)
      #expect(d.safeArea == EdgeInsets(top: 50, leading: 0, bottom: 34, trailing: 0))
    }
  }

  /// Issue 14's corrections: the iPhone 15 has the Dynamic Island screen, the 16 Pro Max the
  /// larger 6.9-inch one.
  @Test func correctedPresets() throws {
    #expect(Device.named("iphone-15")?.size == Size(width: 393, height: 852))
    #expect(Device.named("iphone-15")?.safeArea.top == 59)
    #expect(Device.named("iphone-16-pro-max")?.size == Size(width: 440, height: 956))
  }

  /// Landscape: the portrait top inset on both sides and 21 at the bottom on Face ID iPhones;
  /// nothing on the SE; iPads keep their top and bottom insets [SA].
  @Test(arguments: [
    ("iphone-16-pro-landscape", 874.0, 402.0, 0.0, 62.0, 21.0),
    ("iphone-16-landscape", 852, 393, 0, 59, 21),
    ("iphone-14-landscape", 844, 390, 0, 47, 21),
    ("iphone-12-mini-landscape", 812, 375, 0, 50, 21),
    ("iphone-11-landscape", 896, 414, 0, 48, 21),
    ("iphone-se-landscape", 667, 375, 0, 0, 0),
    ("ipad-air-13-landscape", 1366, 1024, 24, 0, 20),
    ("ipad-9th-gen-landscape", 1080, 810, 20, 0, 0),
  ])
  func landscapePresets(
    _ id: String, _ w: Double, _ h: Double, _ top: Double, _ side: Double, _ bottom: Double
  ) throws {
    let d = try #require(Device.named(id))
    #expect(d.orientation == .landscape)
    #expect(d.size == Size(width: w, height: h))
    #expect(d.safeArea == EdgeInsets(top: top, leading: side, bottom: bottom, trailing: side))
  }

  /// The HIG's size classes: iPhones are compact in both in landscape except the 414-point and
  /// wider models, which are regular in width; iPads are regular in both.
  @Test func landscapeSizeClasses() throws {
    for id in ["iphone-16-pro", "iphone-16", "iphone-16e", "iphone-13-mini", "iphone-se"] {
      let d = try #require(Device.named(id + "-landscape"))
      #expect(d.horizontalSizeClass == .compact && d.verticalSizeClass == .compact, "\(id)")
    }
    for id in ["iphone-16-pro-max", "iphone-16-plus", "iphone-14-plus", "iphone-11"] {
      let d = try #require(Device.named(id + "-landscape"))
      #expect(d.horizontalSizeClass == .regular && d.verticalSizeClass == .compact, "\(id)")
    }
    let pad = try #require(Device.named("ipad-pro-11-landscape"))
    #expect(pad.horizontalSizeClass == .regular && pad.verticalSizeClass == .regular)
    #expect(!pad.compact)
  }

  /// Display corner radii [CR]; nil where none is published.
  @Test func cornerRadii() {
    #expect(Device.named("iphone-16-pro")?.cornerRadius == 62)
    #expect(Device.named("iphone-15")?.cornerRadius == 55)
    #expect(Device.named("iphone-14")?.cornerRadius == 47.33)
    #expect(Device.named("iphone-12-mini")?.cornerRadius == 44)
    #expect(Device.named("iphone-11")?.cornerRadius == 41.5)
    #expect(Device.named("iphone-se")?.cornerRadius == 0)
    #expect(Device.named("ipad-mini-a17-pro")?.cornerRadius == 21.5)
    #expect(Device.named("ipad-pro-13")?.cornerRadius == nil)
  }

  @Test func idsAreUniqueAndConsistent() {
    let ids = Device.all.map(\.id)
    #expect(Set(ids).count == ids.count)
    #expect(ids.count == 82)
    for (index, device) in Device.all.enumerated() {
      #expect(device.id.hasPrefix("iphone-") || device.id.hasPrefix("ipad-"))
      #expect(device.id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" })
      // Each model in portrait, then in landscape.
      #expect((device.orientation == .landscape) == (index % 2 == 1))
      #expect((device.orientation == .landscape) == device.id.hasSuffix("-landscape"))
    }
  }

  @Test func namesForgiveCaseSeparatorsAndAliases() {
    #expect(Device.named("iPhone-SE")?.id == "iphone-se")
    #expect(Device.named("iphone_16_pro")?.id == "iphone-16-pro")
    #expect(Device.named("iphone 16 pro max")?.id == "iphone-16-pro-max")
    #expect(Device.named("iphone-17-air")?.id == "iphone-air")
    #expect(Device.named("iphone-se-3-landscape")?.id == "iphone-se-landscape")
    #expect(Device.named("iphone") == nil)
  }

  @Test func patternsListsAndAll() throws {
    func ids(_ value: String) -> [String]? {
      try? Device.matching(value).get().map(\.id)
    }
    #expect(ids("all")?.count == 82)
    #expect(ids("ALL") == Device.all.map(\.id))
    #expect(
      ids("iphone-16-pro*") == [
        "iphone-16-pro", "iphone-16-pro-landscape", "iphone-16-pro-max",
        "iphone-16-pro-max-landscape",
      ])
    #expect(ids("iphone-1[45]-plus") == ["iphone-15-plus", "iphone-14-plus"])
    #expect(ids("ipad-*-landscape")?.count == 12)
    #expect(ids("iphone-*")?.count == 58)
    #expect(ids("iphone-se, iphone-16e") == ["iphone-se", "iphone-16e"])
    #expect(
      ids("iphone-1?") == [
        "iphone-17", "iphone-16", "iphone-15", "iphone-14", "iphone-13", "iphone-12", "iphone-11",
      ])
    #expect(
      (try? Device.matching("pixel-*").get()) == nil
        && Device.matching("pixel-*") == .failure(.init(name: "pixel-*", pattern: true)))
    #expect(Device.matching("iphone-se,pixel") == .failure(.init(name: "pixel", pattern: false)))
    #expect(Device.isMatrix("iphone-*") && Device.isMatrix("a,b") && Device.isMatrix("All"))
    #expect(!Device.isMatrix("iphone-16"))
  }

  @Test func globs() {
    #expect(Glob.matches("a*c", "abbbc") && Glob.matches("a*c", "ac") && !Glob.matches("a*c", "ab"))
    #expect(Glob.matches("?b", "ab") && !Glob.matches("?b", "b"))
    #expect(Glob.matches("[a-c]x", "bx") && !Glob.matches("[!a-c]x", "bx"))
    #expect(Glob.matches("*", "") && !Glob.matches("a", ""))
  }

  @Test func listTable() {
    let table = Device.listTable()
    let lines = table.split(separator: "\n")
    #expect(lines.count == Device.all.count + 1)
    #expect(
      lines[0].split(separator: "  ", omittingEmptySubsequences: true).map {
        $0.trimmingCharacters(in: .whitespaces)
      } == [
        "id", "size", "scale", "safe area (top,leading,bottom,trailing)", "corner",
        "size class (w/h)",
      ])
    #expect(
      lines[1].split(separator: " ") == [
        "iphone-17-pro", "402x874", "@3x", "62,0,34,0", "62", "compact/regular",
      ])
    #expect(
      lines.first { $0.hasPrefix("iphone-se-landscape ") }?.split(separator: " ") == [
        "iphone-se-landscape", "667x375", "@2x", "0,0,0,0", "0", "compact/compact",
      ])
    #expect(
      lines.first { $0.hasPrefix("ipad-pro-13 ") }?.split(separator: " ") == [
        "ipad-pro-13", "1032x1376", "@2x", "24,0,20,0", "?", "regular/regular",
      ])
    #expect(table.hasSuffix("\n"))
  }

  @Test func suggestions() {
    #expect(Suggestion.distance(Array("kitten"), Array("sitting")) == 3)
    #expect(Suggestion.nearest(to: "--sclae", in: ["--scale", "--size"]) == "--scale")
    #expect(Suggestion.nearest(to: "--zzzzzz", in: ["--scale", "--size"]) == nil)
  }
}
