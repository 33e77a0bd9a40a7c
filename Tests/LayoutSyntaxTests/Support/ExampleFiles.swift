// Finds the package's `examples/**/*.lyt` (or `*.swift`) files from this file's path, with the C
// library rather than Foundation.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

enum ExampleFiles {
  /// The package root: three levels above `Tests/LayoutSyntaxTests/Support/`.
  static func packageRoot() -> String {
    // #filePath inside the body is this file's path (as a default argument it would be the
    // caller's).
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(4)
    return parts.joined(separator: "/")
  }

  /// Every `.lyt` file (or file ending in `suffix`) under `examples/` (subdirectories
  /// included) as (path relative to `examples/`, text), sorted by path; empty when there are
  /// none.
  static func all(endingIn suffix: String = ".lyt") -> [(name: String, text: String)] {
    let directory = packageRoot() + "/examples"
    return files(in: directory, prefix: "", suffix: suffix).sorted().compactMap { name in
      read(directory + "/" + name).map { (name, $0) }
    }
  }

  /// Relative paths of the files ending in `suffix` in `directory` and below.
  private static func files(in directory: String, prefix: String, suffix: String) -> [String] {
    guard let handle = opendir(directory) else { return [] }
    defer { closedir(handle) }
    var found: [String] = []
    while let entry = readdir(handle) {
      let name = withUnsafePointer(to: entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
      }
      if name.hasPrefix(".") { continue }
      if name.hasSuffix(suffix) {
        found.append(prefix + name)
      } else if let subdirectory = opendir(directory + "/" + name) {
        closedir(subdirectory)
        found += files(in: directory + "/" + name, prefix: prefix + name + "/", suffix: suffix)
      }
    }
    return found
  }

  static func read(_ path: String) -> String? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count <= 0 { break }
      bytes.append(contentsOf: buffer[0..<count])
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
