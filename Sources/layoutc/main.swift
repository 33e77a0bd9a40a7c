import Foundation
import LayoutDriver

// Hands the arguments and the real streams to the driver; nothing else lives here.
exit(
  Driver.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    standardInput: { Array(FileHandle.standardInput.readDataToEndOfFile()) },
    standardOutputBytes: { try! FileHandle.standardOutput.write(contentsOf: $0) },
    standardError: { FileHandle.standardError.write(Data($0.utf8)) }))
