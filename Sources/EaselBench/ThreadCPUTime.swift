import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The processor time the calling thread has used: on a machine shared with other work the
/// wall clock counts the time other processes ran too, while this counts only the frame's own
/// work.
enum ThreadCPUTime {
  /// The thread's processor time so far.
  static func now() -> Duration {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return .seconds(spec.tv_sec) + .nanoseconds(spec.tv_nsec)
  }

  /// Runs `body`; returns its result and the processor time it used.
  static func measure<T>(_ body: () throws -> T) rethrows -> (T, Duration) {
    let start = now()
    let result = try body()
    return (result, now() - start)
  }
}
