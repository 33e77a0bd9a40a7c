// The POSIX calls the command uses in place of Foundation (System.swift).
import Testing

@testable import LayoutDriver

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct SystemTests {
  @Test func environmentHasOnlyTheNamesAskedThatAreSet() {
    setenv("LAYOUTC_TEST_SET", "on=1", 1)
    unsetenv("LAYOUTC_TEST_UNSET")
    let values = System.environment(["LAYOUTC_TEST_SET", "LAYOUTC_TEST_UNSET"])
    #expect(values == ["LAYOUTC_TEST_SET": "on=1"])
  }

  @Test func processorCountIsAtLeastOne() {
    #expect(System.processorCount >= 1)
    #expect(System.processorCount <= Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
  }

  @Test func bytesWrittenToAPipeAreReadBackWhole() {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    // Written whole before the reader starts: under the smallest pipe buffer (4 KB).
    let bytes = (0..<4000).map { UInt8($0 % 251) }
    #expect(System.write(bytes, to: ends[1]))
    close(ends[1])
    #expect(System.readToEnd(ends[0]) == bytes)
    close(ends[0])
  }

  @Test func entriesAreSortedAndMissingFoldersAreNil() {
    #expect(System.entries(of: "/nonexistent-layoutc-folder") == nil)
    let names = System.entries(of: "/") ?? []
    #expect(!names.isEmpty && !names.contains(".") && !names.contains(".."))
    #expect(names == names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    #expect(System.isDirectory("/") && !System.isDirectory("/nonexistent-layoutc-folder"))
  }
}
