// What the command needs of the operating system, with POSIX calls only. layoutc does not link
// Foundation: loading it (and the ICU data it brings) took about 4 ms of every run, half of
// what a small file costs end to end.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

enum System {
  /// Sets glibc's allocator as a run of `layoutc` wants it (nothing elsewhere); before any
  /// thread starts.
  /// - One arena for the whole process. The pipeline runs on a thread of its own (for its large
  ///   stack), which glibc would otherwise give an arena of its own, grown in small mprotect'ed
  ///   steps: more time in the kernel and a higher peak.
  /// - No "fast bins": a freed syntax tree would leave millions of small blocks there, which
  ///   glibc merges at the layout's first large allocation.
  static func setUpAllocator() {
    #if canImport(Glibc)
      _ = mallopt(arenaMax, 1)
      _ = mallopt(maxFast, 0)
      ownsAllocator = true
    #endif
  }

  /// Whether `setUpAllocator` ran: the allocator is this process's to tune (not a library
  /// caller's, nor a test's).
  nonisolated(unsafe) private static var ownsAllocator = false

  /// For a large input (`sourceBytes` of source), faults in on another core the heap the run is
  /// about to take, while this one parses: a large run otherwise spends much of its time in
  /// page faults (each a trip into the kernel for a zeroed page); this way the pages the
  /// parser, the resolver and the engine then write are already there. Linux only, and only
  /// with more than one core.
  /// - The heap is grown once by `heapPerSourceByte` times the source (about what a
  ///   million-view file's parse and resolve take; at most a quarter of the memory, and at most
  ///   `maxPrefault`: an input larger than that is refused, or takes many times more) and given
  ///   back to the allocator at once, free; large blocks then come from the heap too (no
  ///   `mmap`), and it is never trimmed.
  /// - A thread asks the kernel to map those pages writable (`MADV_POPULATE_WRITE`), which
  ///   zeroes them without writing them: a page the run has written to meanwhile is left as it
  ///   is, so the thread needs no coordination with the run. It ends when it is done (or at
  ///   once, on a kernel older than 5.14), or with the process.
  /// The untouched part of large arrays' reserved room is faulted in too, which raises the
  /// peak a little; `heapPerSourceByte` is about what a large file takes (a `.lyt` file is
  /// resolved as it is parsed, its syntax never all held at once), no more. The measurements
  /// behind these choices are in the commit history of this function.
  static func prepareHeap(forSourceBytes sourceBytes: Int) {
    #if os(Linux)
      guard ownsAllocator, sourceBytes >= prefaultThreshold, processorCount > 1 else { return }
      let page = max(Int(sysconf(Int32(_SC_PAGESIZE))), 4096)
      let memory = Int(sysconf(Int32(_SC_PHYS_PAGES))) * page
      let bytes = min(sourceBytes * heapPerSourceByte, memory > 0 ? memory / 4 : 0, maxPrefault)
      guard bytes > 0 else { return }
      keepFreedMemory()
      guard let block = malloc(bytes) else { return }
      free(block)
      let mask = UInt(page - 1)
      let start = (UInt(bitPattern: block) + mask) & ~mask
      let end = (UInt(bitPattern: block) + UInt(bytes)) & ~mask
      guard end > start else { return }
      let range = Unmanaged.passRetained(PagesToFault(start: start, end: end)).toOpaque()
      var thread = pthread_t()
      if pthread_create(&thread, nil, { PagesToFault.run($0) }, range) == 0 {
        pthread_detach(thread)
      } else {
        Unmanaged<PagesToFault>.fromOpaque(range).release()
      }
    #endif
  }

  /// Has the allocator keep the memory it is given back, for the next allocation to reuse:
  /// large blocks come from the heap too (no `mmap`, whose blocks go back to the kernel when
  /// freed and come back as fresh pages, each faulted in again), and the heap is never trimmed.
  static func keepFreedMemory() {
    #if canImport(Glibc)
      guard ownsAllocator else { return }
      _ = mallopt(mmapMax, 0)
      _ = mallopt(trimThreshold, Int32.max)
    #endif
  }

  /// Inputs smaller than this start up as they are: their faults are few.
  static let prefaultThreshold = 1 << 20
  static let heapPerSourceByte = 10
  static let maxPrefault = 1 << 30

  /// The values of those of `names` that are set in the process's environment.
  static func environment(_ names: [String]) -> [String: String] {
    var values: [String: String] = [:]
    for name in names {
      if let value = getenv(name) { values[name] = String(cString: value) }
    }
    return values
  }

  /// The cores this process may run on: those of its CPU affinity mask, fewer when a cgroup
  /// (a container's CPU limit) allows less time than that.
  static var processorCount: Int {
    #if os(Linux)
      var count = 0
      // Room for 1,024 CPUs, as glibc's cpu_set_t.
      var mask = [UInt64](repeating: 0, count: 16)
      if mask.withUnsafeMutableBytes({ schedGetAffinity(0, $0.count, $0.baseAddress!) }) == 0 {
        count = mask.reduce(0) { $0 + $1.nonzeroBitCount }
      }
      if count == 0 { count = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))) }
      // cgroup v2: "max 100000" is no limit, "150000 100000" one and a half cores.
      if case .success(let bytes) = FileReader.read("/sys/fs/cgroup/cpu.max", maxBytes: 256) {
        let fields = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isWhitespace)
        if fields.count == 2, let quota = Double(fields[0]), let period = Double(fields[1]),
          quota > 0, period > 0
        {
          count = min(count, Int((quota / period).rounded(.up)))
        }
      }
      return max(1, count)
    #else
      return max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    #endif
  }

  /// Writes all of `bytes` to the file descriptor, retrying an interrupted write; false when
  /// the stream refuses more (a closed pipe or a full disk; `errno` says why).
  @discardableResult
  static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
    var written = 0
    while written < bytes.count {
      let n = posixWrite(descriptor, bytes.baseAddress! + written, bytes.count - written)
      if n < 0 {
        if errno == EINTR { continue }
        return false
      }
      written += n
    }
    return true
  }

  @discardableResult
  static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    bytes.withUnsafeBytes { write($0, to: descriptor) }
  }

  /// Appends what the file descriptor sends to `bytes` until its end, or until `bytes` holds
  /// `limit` bytes; retries an interrupted read. The error, if a read fails (what came before
  /// it stays in `bytes`).
  static func read(_ descriptor: Int32, into bytes: inout [UInt8], limit: Int = .max)
    -> SystemError?
  {
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count < limit {
      let wanted = min(buffer.count, limit - bytes.count)
      let n = buffer.withUnsafeMutableBytes { posixRead(descriptor, $0.baseAddress, wanted) }
      if n < 0 {
        if errno == EINTR { continue }
        return .fromErrno
      }
      if n == 0 { break }
      bytes.append(contentsOf: buffer[0..<n])
    }
    return nil
  }

  /// Everything the file descriptor sends until its end (standard input), or its first
  /// `limit` bytes.
  static func readToEnd(_ descriptor: Int32, limit: Int = .max) -> [UInt8] {
    var bytes: [UInt8] = []
    _ = read(descriptor, into: &bytes, limit: limit)
    return bytes
  }

  /// Whether `path` names a directory (a symbolic link to one counts).
  static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
  }

  /// Whether `path` is a directory itself, not a symbolic link to one: what a walk descends
  /// into, so a link cannot make it loop.
  static func isRealDirectory(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
  }

  /// The names in a directory but `.` and `..`, sorted by their bytes so that a walk's order
  /// does not depend on the file system; nil when it cannot be read.
  static func entries(of path: String) -> [String]? {
    guard let directory = opendir(path) else { return nil }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }
}

#if os(Linux)
  /// glibc's `sched_getaffinity` (declared by sched.h only with _GNU_SOURCE, so the Glibc
  /// module does not export it).
  @_silgen_name("sched_getaffinity")
  private func schedGetAffinity(_ pid: Int32, _ size: Int, _ mask: UnsafeMutableRawPointer)
    -> Int32
#endif

#if canImport(Glibc)
  /// glibc's `mallopt` (malloc.h, which the Glibc module does not export), and the
  /// `M_ARENA_MAX`, `M_MXFAST`, `M_MMAP_MAX` and `M_TRIM_THRESHOLD` parameters.
  @_silgen_name("mallopt") private func mallopt(_ parameter: Int32, _ value: Int32) -> Int32
  private let arenaMax: Int32 = -8
  private let maxFast: Int32 = 1
  private let mmapMax: Int32 = -4
  private let trimThreshold: Int32 = -1
#endif

#if os(Linux)
  /// The pages `System.prepareHeap` has a thread fault in, a few megabytes at a time from the
  /// start, where the run's allocations begin.
  private final class PagesToFault: @unchecked Sendable {
    let start: UInt
    let end: UInt
    init(start: UInt, end: UInt) {
      self.start = start
      self.end = end
    }

    static func run(_ raw: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
      guard let raw else { return nil }
      let pages = Unmanaged<PagesToFault>.fromOpaque(raw).takeRetainedValue()
      // MADV_POPULATE_WRITE (Linux 5.14; glibc 2.36's headers do not name it everywhere).
      let populateWrite: Int32 = 23
      let step: UInt = 4 << 20
      var chunk = pages.start
      while chunk < pages.end {
        let length = min(step, pages.end - chunk)
        guard madvise(UnsafeMutableRawPointer(bitPattern: chunk), Int(length), populateWrite) == 0
        else { break }
        chunk += length
      }
      return nil
    }
  }
#endif

#if canImport(Glibc)
  private let posixWrite = Glibc.write
  private let posixRead = Glibc.read
#elseif canImport(Darwin)
  private let posixWrite = Darwin.write
  private let posixRead = Darwin.read
#endif
