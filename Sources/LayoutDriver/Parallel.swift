// Work spread over the machine's cores for the cells of a matrix. Each worker is a thread with
// the large stack the pipeline needs (deep trees recurse deeply, see `Driver.onLargeStack`);
// Dispatch's workers have small fixed stacks, so they are not used. Worker `w` of `n` takes
// items `w`, `w + n`, `w + 2n`, ...: which worker does what is fixed, and every result goes to
// its own slot, so the output cannot depend on thread scheduling.
import LayoutKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

enum Parallel {
  /// The cores this process may use.
  static let cores = System.processorCount

  /// Calls `body(worker, item)` for every item in `0..<count` on up to `workers` threads and
  /// returns when all are done. Worker 0 is the calling thread; a worker whose thread cannot be
  /// started runs on the calling thread afterwards. `body` must only touch shared state that is
  /// safe to read concurrently, and write to places no other item writes.
  static func forEach(count: Int, workers: Int, _ body: (_ worker: Int, _ item: Int) -> Void) {
    let workers = max(1, min(workers, count))
    func items(of worker: Int, _ body: (Int, Int) -> Void) {
      var item = worker
      while item < count {
        body(worker, item)
        item += workers
      }
    }
    guard workers > 1 else {
      items(of: 0, body)
      return
    }
    withoutActuallyEscaping(body) { body in
      let jobs = (1..<workers).map { worker in WorkerJob { items(of: worker, body) } }
      var started: [pthread_t] = []
      var notStarted: [WorkerJob] = []
      for job in jobs {
        if let thread = start(job) { started.append(thread) } else { notStarted.append(job) }
      }
      items(of: 0, body)
      for thread in started { pthread_join(thread, nil) }
      for job in notStarted { job.run() }
      // The closures capture `body`, which must not outlive this call.
      for job in jobs { job.release() }
    }
  }

  /// Starts a thread running `job` with the pipeline's stack size (or 1 GiB if the system
  /// refuses that); nil when no thread could be made.
  private static func start(_ job: WorkerJob) -> pthread_t? {
    for size in [Driver.stackSize, 1 << 30] {
      var attributes = pthread_attr_t()
      guard pthread_attr_init(&attributes) == 0 else { return nil }
      defer { pthread_attr_destroy(&attributes) }
      guard pthread_attr_setstacksize(&attributes, size) == 0 else { continue }
      let pointer = Unmanaged.passRetained(job).toOpaque()
      #if canImport(Darwin)
        var thread: pthread_t? = nil
        let entry: @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? = { raw in
          let job = Unmanaged<WorkerJob>.fromOpaque(raw).takeRetainedValue()
          job.run()
          return nil
        }
        if pthread_create(&thread, &attributes, entry, pointer) == 0, let thread { return thread }
      #else
        var thread = pthread_t()
        let entry: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { raw in
          guard let raw else { return nil }
          let job = Unmanaged<WorkerJob>.fromOpaque(raw).takeRetainedValue()
          job.run()
          return nil
        }
        if pthread_create(&thread, &attributes, entry, pointer) == 0 { return thread }
      #endif
      Unmanaged<WorkerJob>.fromOpaque(pointer).release()
    }
    return nil
  }
}

/// One worker's share of the items; run once, on its thread or on the caller's.
private final class WorkerJob {
  private var body: (() -> Void)?
  init(_ body: @escaping () -> Void) { self.body = body }
  func run() { body?() }
  func release() { body = nil }
}
