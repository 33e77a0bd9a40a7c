// libFuzzer target: the bytes as SwiftUI source (SwiftReader) through the whole pipeline.
// libFuzzer calls LLVMFuzzerTestOneInput for each input, from its own main or from this
// target's (SwiftPM renames an executable's entry point; either way ends here).
import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwift(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  FuzzPipeline.input(data, size, swift: true)
}

@main struct FuzzSwiftMain {
  static func main() { runFuzzer(fuzzSwift) }
}
