// libFuzzer target: the bytes as SwiftUI source (SwiftReader) through the whole pipeline.
// libFuzzer calls LLVMFuzzerTestOneInput for each input, from its own main or from this
// target's (SwiftPM renames an executable's entry point; either way ends here).
import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwift(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  guard let data else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  onLargeStack { FuzzPipeline.run(source: bytes, swift: true) }
  return 0
}

@main struct FuzzSwiftMain {
  static func main() { runFuzzer(fuzzSwift) }
}
