import Foundation
import LayoutEngine
import LayoutOutput
import LayoutResolver
import LayoutSyntax

/// The whole `layoutc` command, callable in-process: arguments and streams in, exit status out.
public enum Driver {
  public static func run(
    arguments: [String], standardInput: () -> [UInt8], standardOutput: (String) -> Void,
    standardError: (String) -> Void
  ) -> Int32 {
    standardError("layoutc: not built yet\n")
    return 70
  }
}
