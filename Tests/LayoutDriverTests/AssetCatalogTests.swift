// `--assets`: image sizes from an asset catalog or a folder of images, read from the headers.
import Foundation
import LayoutEngine
import Testing

@testable import LayoutDriver

/// The first bytes of a PNG file of `width` x `height` pixels (signature and IHDR).
private func pngHeader(_ width: UInt32, _ height: UInt32) -> [UInt8] {
  func be(_ v: UInt32) -> [UInt8] {
    [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
  }
  return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be(13) + Array("IHDR".utf8) + be(width)
    + be(height) + [8, 2, 0, 0, 0] + [0, 0, 0, 0]
}

/// A JPEG's first bytes: SOI, an APP0 segment, then SOF0 with `width` x `height`.
private func jpegHeader(_ width: Int, _ height: Int) -> [UInt8] {
  let app0: [UInt8] =
    [0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
  let sof: [UInt8] = [
    0xFF, 0xC0, 0x00, 0x11, 0x08, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8),
    UInt8(width & 0xFF), 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1,
  ]
  return [0xFF, 0xD8] + app0 + sof
}

@Suite struct AssetCatalogTests {
  /// The size, or what is wrong with the file.
  func read(_ bytes: [UInt8]) -> String {
    switch ImageHeader.pixelSize(bytes) {
    case .success(let size): return "\(size.width)x\(size.height)"
    case .failure(let problem): return problem.description
    }
  }

  @Test func pngAndJPEGHeaders() {
    #expect(read(pngHeader(160, 90)) == "160.0x90.0")
    #expect(read(jpegHeader(1200, 800)) == "1200.0x800.0")
  }

  /// A file that exists but gives no size says why: empty, cut short, not an image, a zero
  /// size, or a PNG past its format's limit of 2^31 - 1 pixels a side.
  @Test func anUnreadableFileSaysWhy() {
    #expect(read([]) == "is empty")
    #expect(read(Array("not an image".utf8)) == "is not a PNG or JPEG file")
    #expect(read(Array(pngHeader(160, 90).prefix(20))) == "is a PNG cut short before its size")
    #expect(read(pngHeader(0, 90)) == "is a PNG of 0x90 pixels")
    #expect(
      read(pngHeader(4_294_967_295, 10))
        == "is a PNG of 4294967295x10 pixels, past the format's limit of 2^31-1")
    #expect(
      read(Array(jpegHeader(1200, 800).prefix(12)))
        == "is a JPEG cut short before its size (its frame header)")
  }

  @Test func anUnreadableAssetIsAnErrorThatNamesIt() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layoutc-assets-broken-\(getpid())")
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data().write(to: folder.appendingPathComponent("empty.png"))
    try Data(pngHeader(4_294_967_295, 10)).write(to: folder.appendingPathComponent("huge.png"))
    for (name, reason) in [
      ("empty", "is empty"), ("huge", "past the format's limit of 2^31-1"),
    ] {
      let run = Examples.run(
        ["-", "--assets", folder.path, "--color", "never"], input: "image \"\(name)\"")
      #expect(run.status == 1)
      #expect(
        run.errors.contains("image '\(name)' cannot be read from the assets: '"), "\(run.errors)")
      #expect(run.errors.contains(reason), "\(run.errors)")
    }
  }

  @Test func aFolderOfImagesGivesPointsByScale() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layoutc-assets-\(getpid())")
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(pngHeader(64, 64)).write(to: folder.appendingPathComponent("icon.png"))
    try Data(pngHeader(192, 192)).write(to: folder.appendingPathComponent("icon@3x.png"))
    try Data(jpegHeader(600, 400)).write(to: folder.appendingPathComponent("photo@2x.jpg"))
    let sizes = try AssetCatalog.read(folder.path).sizes
    // The highest scale is read: 192 / 3 = 64 points (as 64 / 1).
    #expect(sizes["icon"] == Size(width: 64, height: 64))
    #expect(sizes["photo"] == Size(width: 300, height: 200))
  }

  @Test func equalFilesAreChosenByTheOrderOfTheirFolders() throws {
    // Two 1x files named "badge" in two folders: the folder whose name sorts first ("a") wins,
    // whatever order the file system lists them in. A folder nested deeper is searched too;
    // a link to a folder is not followed (it would read "badge" a third time, or loop).
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layoutc-assets-order-\(getpid())")
    try? FileManager.default.removeItem(at: folder)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (group, side) in [("b", 30), ("a", 20)] {
      let path = folder.appendingPathComponent(group + "/deeper")
      try FileManager.default.createDirectory(at: path, withIntermediateDirectories: true)
      try Data(pngHeader(UInt32(side), UInt32(side))).write(
        to: path.appendingPathComponent("badge.png"))
    }
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("a/loop"), withDestinationURL: folder)
    let sizes = try AssetCatalog.read(folder.path).sizes
    #expect(sizes == ["badge": Size(width: 20, height: 20)])
  }

  @Test func fileNamesSplitAtTheirLastDot() {
    #expect(AssetCatalog.split("avatar.imageset") == ("avatar", "imageset"))
    #expect(AssetCatalog.split("a.b.PNG") == ("a.b", "png"))
    #expect(AssetCatalog.split(".png") == (".png", ""))
    #expect(AssetCatalog.split("README") == ("README", ""))
  }

  @Test func theExampleCatalogIsRead() throws {
    let sizes = try AssetCatalog.read(Examples.directory.path + "/swiftui/Assets.xcassets").sizes
    // avatar@3x.png is 240 px at 3x; banner.png (in a group folder) 300x100 at 1x.
    #expect(sizes["avatar"] == Size(width: 80, height: 80))
    #expect(sizes["banner"] == Size(width: 300, height: 100))
  }

  @Test func aMissingImageNamesTheFlag() {
    let run = Examples.run(
      ["-", "--language", "swift", "--color", "never"], input: "#Preview { Image(\"logo\") }")
    #expect(run.status == 1)
    #expect(run.errors.contains("pass the app's assets with --assets PATH"), "\(run.errors)")
    let lyt = Examples.run(["-", "--color", "never"], input: "image \"logo\"")
    #expect(lyt.errors.contains("--assets"), "\(lyt.errors)")
    let unreadable = Examples.run(["-", "--assets", "/no/such/folder"], input: "red")
    #expect(unreadable.status == 66, "\(unreadable.errors)")
  }
}
