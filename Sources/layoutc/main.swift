import LayoutDriver

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(Glibc)
  /// glibc's `mallopt` (malloc.h, which the Glibc module does not export).
  @_silgen_name("mallopt") private func mallopt(_ parameter: Int32, _ value: Int32) -> Int32
  /// `M_ARENA_MAX` in malloc.h.
  private let arenaMax: Int32 = -8

  // One malloc arena for the whole process. The pipeline runs on a thread of its own (for its
  // large stack), which glibc would otherwise give an arena of its own, grown in small
  // mprotect'ed steps: with one arena, wide-1000000 to CSV spends 0.65 s in the kernel instead
  // of 0.88 and peaks at 1.28 GB instead of 1.42 (medians of 3 runs, /usr/bin/time).
  _ = mallopt(arenaMax, 1)
#endif

// Hands the arguments and the real streams to the driver.
exit(Driver.runAsProcess())
