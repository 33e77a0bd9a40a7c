import LayoutDriver

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(Glibc)
  /// glibc's `mallopt` (malloc.h, which the Glibc module does not export).
  @_silgen_name("mallopt") private func mallopt(_ parameter: Int32, _ value: Int32) -> Int32
  /// `M_ARENA_MAX` and `M_MXFAST` in malloc.h.
  private let arenaMax: Int32 = -8
  private let maxFast: Int32 = 1

  // One malloc arena for the whole process. The pipeline runs on a thread of its own (for its
  // large stack), which glibc would otherwise give an arena of its own, grown in small
  // mprotect'ed steps: with one arena, wide-1000000 to CSV spends 0.65 s in the kernel instead
  // of 0.88 and peaks at 1.28 GB instead of 1.42 (medians of 3 runs, /usr/bin/time).
  _ = mallopt(arenaMax, 1)
  // No "fast bins": a freed syntax tree left millions of small blocks there, which glibc
  // merged at the layout's first large allocation (0.15 s of balanced-1000000, now 0.01 s;
  // the whole command 2.30 -> 2.17 s, 100k 0.24 -> 0.225 s, the same peak).
  _ = mallopt(maxFast, 0)
#endif

// Hands the arguments and the real streams to the driver.
exit(Driver.runAsProcess())
