import Foundation

/// What the kernel has counted for the calling thread: its processor time, page faults and
/// context switches. Differences of two readings time a stretch of the thread's work.
public struct ThreadUsage: Sendable {
  /// Processor time (user and system), in microseconds.
  public var processor: Int
  /// Page faults served without disk, and those that read from it.
  public var minorFaults: Int
  public var majorFaults: Int
  /// Context switches the thread made by waiting, and those it was made to take.
  public var voluntarySwitches: Int
  public var involuntarySwitches: Int

  /// The calling thread's figures now.
  public static func now() -> ThreadUsage {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    var usage = rusage()
    // RUSAGE_THREAD (1 on Linux), which Glibc declares only for _GNU_SOURCE.
    getrusage(1, &usage)
    return ThreadUsage(
      processor: Int(time.tv_sec) * 1_000_000 + Int(time.tv_nsec) / 1000,
      minorFaults: Int(usage.ru_minflt), majorFaults: Int(usage.ru_majflt),
      voluntarySwitches: Int(usage.ru_nvcsw),
      involuntarySwitches: Int(usage.ru_nivcsw))
  }
}
