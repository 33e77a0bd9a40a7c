// Runs deep-recursion tests on a thread with a 1 GiB stack, as the driver must for the
// parser's default nesting limit (Foundation's Thread is used here, in the tests only).
import Foundation

/// Holds a result across threads; the semaphore orders the write before the read.
private final class ResultBox<T>: @unchecked Sendable {
  var value: T?
  let done = DispatchSemaphore(value: 0)
}

/// Runs `body` on a new thread whose stack is `stackSize` bytes and waits for its result.
func onLargeStack<T: Sendable>(stackSize: Int = 1 << 30, _ body: @escaping @Sendable () -> T) -> T {
  let box = ResultBox<T>()
  let thread = Thread {
    box.value = body()
    box.done.signal()
  }
  thread.stackSize = stackSize
  thread.start()
  box.done.wait()
  return box.value!
}
