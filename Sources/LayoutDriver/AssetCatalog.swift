// `--assets PATH`: the natural sizes of an app's images, for `Image("name")` (and `.lyt`'s
// `image "name"` without a size). PATH is an Xcode asset catalog (`*.xcassets`: each
// `NAME.imageset` folder's `Contents.json` lists its files and their scales) or a folder of
// PNG and JPEG files (`name.png`, `name@2x.png`, `name@3x.jpg`). A point size is the pixel
// size of a file divided by its scale, as UIKit and AppKit read it; only each file's header is
// read. Of several files for one name the one with the highest scale is read (they describe
// the same point size). Folders are searched one level deep for imagesets, as Xcode groups
// them (`Icons/avatar.imageset`).
import LayoutKit

enum AssetCatalog {
  /// How deep a folder the search goes: far past any real catalog, and a bound on a hostile one.
  static let maxDepth = 32

  /// What a catalog gives: the point size of each image read, by name, and for a name whose
  /// files were all unreadable, why (an empty, truncated or foreign file).
  struct Images {
    var sizes: [String: Size] = [:]
    var problems: [String: String] = [:]
  }

  /// The point size of every image found under `path`, by name. Folders are read in the
  /// order of their names' bytes, so which of two equal files wins does not depend on the
  /// file system; symbolic links to files are read, links to folders are not followed.
  static func read(_ path: String) throws(SystemError) -> Images {
    guard System.isDirectory(path) else {
      throw SystemError("cannot read assets '\(path)': not a folder")
    }
    var images = Images()
    var best: [String: Double] = [:]
    func add(_ name: String, file: String, scale: Double) {
      guard scale > (best[name] ?? 0) else { return }
      switch ImageHeader.pixelSize(ofFile: file) {
      case .success(let pixels):
        best[name] = scale
        images.sizes[name] = Size(width: pixels.width / scale, height: pixels.height / scale)
        images.problems[name] = nil
      case .failure(let problem):
        if images.sizes[name] == nil { images.problems[name] = "'\(file)' \(problem)" }
      }
    }
    func visit(_ folder: String, depth: Int) {
      guard depth < maxDepth, let names = System.entries(of: folder) else { return }
      for file in names {
        let full = folder + "/" + file
        let (name, ext) = split(file)
        if ext == "imageset" {
          for (image, scale) in imagesetFiles(full) {
            add(name, file: full + "/" + image, scale: scale)
          }
        } else if ext == "png" || ext == "jpg" || ext == "jpeg" {
          var name = name
          var scale = 1.0
          for (suffix, value) in [("@2x", 2.0), ("@3x", 3.0)] where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
            scale = value
          }
          add(name, file: full, scale: scale)
        } else if System.isRealDirectory(full) {
          visit(full, depth: depth + 1)
        }
      }
    }
    visit(path, depth: 0)
    return images
  }

  /// A file name's stem and its extension, lowercased (`a.b.PNG` -> `a.b`, `png`); a name
  /// starting with its only dot has no extension.
  static func split(_ file: String) -> (name: String, ext: String) {
    guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return (file, "") }
    return (String(file[..<dot]), String(file[file.index(after: dot)...]).lowercased())
  }

  /// The files of an imageset and their scales, from its `Contents.json`.
  private static func imagesetFiles(_ folder: String) -> [(String, Double)] {
    guard case .success(let bytes) = FileReader.read(folder + "/Contents.json", maxBytes: 1 << 20),
      let json = try? JSONValue.parse(bytes), let images = json["images"]?.array
    else { return [] }
    return images.compactMap { image in
      guard let file = image["filename"]?.string else { return nil }
      let scale = image["scale"]?.string.flatMap { Double($0.dropLast()) } ?? 1
      return (file, scale)
    }
  }
}

/// The pixel size in the header of a PNG or JPEG file, or what is wrong with the file.
enum ImageHeader {
  /// What keeps a file from giving a size, as the end of a sentence about it.
  struct Problem: Error, CustomStringConvertible {
    var description: String
  }

  /// PNG's limit on a width or height (its specification: 2^31 - 1).
  static let pngLimit = 2_147_483_647

  static func pixelSize(ofFile path: String) -> Result<Size, Problem> {
    // A JPEG's frame header may come after large metadata: read enough to find it.
    switch FileReader.read(path, prefix: 1 << 20) {
    case .success(let bytes): return pixelSize(bytes)
    case .failure(let error): return .failure(Problem(description: "cannot be read: \(error)"))
    }
  }

  static func pixelSize(_ bytes: [UInt8]) -> Result<Size, Problem> {
    func problem(_ text: String) -> Result<Size, Problem> { .failure(Problem(description: text)) }
    func u16(_ i: Int) -> Int { Int(bytes[i]) << 8 | Int(bytes[i + 1]) }
    func u32(_ i: Int) -> Int { u16(i) << 16 | u16(i + 2) }
    if bytes.isEmpty { return problem("is empty") }
    // PNG: the signature, then the IHDR chunk: width and height, big-endian.
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    if bytes.starts(with: signature) {
      guard bytes.count >= 24 else { return problem("is a PNG cut short before its size") }
      guard bytes[12..<16] == [0x49, 0x48, 0x44, 0x52] else {
        return problem("is a PNG whose first chunk is not its header (IHDR)")
      }
      let width = u32(16)
      let height = u32(20)
      guard width > 0, height > 0 else { return problem("is a PNG of \(width)x\(height) pixels") }
      guard width <= pngLimit, height <= pngLimit else {
        return problem(
          "is a PNG of \(width)x\(height) pixels, past the format's limit of 2^31-1")
      }
      return .success(Size(width: Double(width), height: Double(height)))
    }
    // JPEG: markers after SOI until a start-of-frame (SOF0...SOF15 but DHT, JPG, DAC).
    guard bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xD8 else {
      return problem("is not a PNG or JPEG file")
    }
    var i = 2
    while i + 9 < bytes.count {
      guard bytes[i] == 0xFF else { return problem("is a JPEG whose markers are damaged") }
      let marker = bytes[i + 1]
      if marker == 0xFF {
        i += 1
        continue
      }
      if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
        let height = u16(i + 5)
        let width = u16(i + 7)
        guard width > 0, height > 0 else {
          return problem("is a JPEG of \(width)x\(height) pixels")
        }
        return .success(Size(width: Double(width), height: Double(height)))
      }
      if marker == 0xD8 || (0xD0...0xD7).contains(marker) || marker == 0x01 {
        i += 2
      } else {
        i += 2 + u16(i + 2)
      }
    }
    return problem("is a JPEG cut short before its size (its frame header)")
  }
}
