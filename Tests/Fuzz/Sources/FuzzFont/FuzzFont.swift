// libFuzzer target: the bytes as a `--font` file (FontFile), then a text measured with it.
// libFuzzer calls LLVMFuzzerTestOneInput for each input, from its own main or from this
// target's (SwiftPM renames an executable's entry point; either way ends here).
import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFont(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  guard let data else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  FuzzPipeline.run(font: bytes)
  return 0
}

@main struct FuzzFontMain {
  static func main() { runFuzzer(fuzzFont) }
}
