import Foundation

/// A manual clock that scheduled Combine work runs on instead of real time: the hook through
/// which a test host (`EaselTesting.ViewHost`) drives timers, `debounce`, `delay`,
/// `receive(on:)` and the like with its own clock, so a test never sleeps.
///
/// Not part of Apple's Combine. While a clock is installed as `_SchedulingClock.current` (a
/// task-local value), `DispatchQueue`, `RunLoop` and `OperationQueue` as schedulers, and
/// `Timer.publish`, read `now` from it and queue their work on it, whichever queue or run
/// loop they name; the clock is looked up when the work is scheduled. Without a clock they
/// use the real queue, run loop and time. The host runs the queued work with
/// `runNextAction(until:)`, in time order (work due at the same time in the order it was
/// scheduled), on the thread that calls it.
public final class _SchedulingClock: @unchecked Sendable {
  /// The clock scheduled work uses, if any; installed with `$current.withValue(_:operation:)`.
  @TaskLocal public static var current: _SchedulingClock?

  /// The date at time zero: dates (`RunLoop`'s times, `Timer.publish`'s values) are this
  /// date plus the clock's time.
  public let startDate: Date
  /// The uptime, in nanoseconds, at time zero: `DispatchQueue`'s times are this plus the
  /// clock's time.
  let startUptime: UInt64

  private struct Entry {
    let time: Int64
    let order: Int
    let action: () -> Void
  }

  private let lock = CombineLock()
  /// The time, in nanoseconds: times are kept whole so that a time computed through dates,
  /// dispatch times or sums of seconds lands on the same instant.
  private var nanoseconds: Int64 = 0
  private var entries: [Int: Entry] = [:]
  private var nextOrder = 0

  /// Creates a clock at time zero, which is `startDate`.
  public init(startDate: Date = Date()) {
    self.startDate = startDate
    startUptime = DispatchTime.now().uptimeNanoseconds
  }

  /// The clock's time, in seconds since it was made (whole nanoseconds).
  public var now: Double { Self.seconds(lock.withLock { nanoseconds }) }

  /// The time of the earliest queued action, if any.
  public var nextDueTime: Double? {
    lock.withLock { entries.values.min(by: Self.precedes) }.map { Self.seconds($0.time) }
  }

  /// The number of actions queued.
  public var pendingCount: Int { lock.withLock { entries.count } }

  /// Runs the earliest queued action if it is due at or before `limit`, first moving the
  /// clock to its time (never back); returns whether one ran.
  @discardableResult
  public func runNextAction(until limit: Double) -> Bool {
    let bound = Self.nanoseconds(limit)
    let next = lock.withLock { () -> Entry? in
      guard let (key, entry) = entries.min(by: { Self.precedes($0.value, $1.value) }),
        entry.time <= bound
      else { return nil }
      entries.removeValue(forKey: key)
      nanoseconds = max(nanoseconds, entry.time)
      return entry
    }
    guard let next else { return false }
    next.action()
    return true
  }

  /// Moves the clock to `newTime` (seconds) without running anything; it never goes back.
  public func advance(to newTime: Double) {
    let target = Self.nanoseconds(newTime)
    lock.withLock { nanoseconds = max(nanoseconds, target) }
  }

  private static func precedes(_ a: Entry, _ b: Entry) -> Bool {
    a.time < b.time || (a.time == b.time && a.order < b.order)
  }

  /// Seconds as whole nanoseconds.
  static func nanoseconds(_ seconds: Double) -> Int64 {
    Int64(clamping: Int((seconds * 1e9).rounded()))
  }

  /// Whole nanoseconds as seconds.
  static func seconds(_ nanoseconds: Int64) -> Double {
    Double(nanoseconds) / 1e9
  }

  /// The clock's time, in nanoseconds.
  var nowNanoseconds: Int64 { lock.withLock { nanoseconds } }

  /// Queues `action` at `due` nanoseconds (the past counts as now); returns its key.
  @discardableResult
  func schedule(atNanoseconds due: Int64, _ action: @escaping () -> Void) -> Int {
    lock.withLock {
      nextOrder += 1
      entries[nextOrder] = Entry(time: max(due, nanoseconds), order: nextOrder, action: action)
      return nextOrder
    }
  }

  /// Queues `action` now, after what is already due now.
  @discardableResult
  func scheduleNow(_ action: @escaping () -> Void) -> Int {
    schedule(atNanoseconds: nowNanoseconds, action)
  }

  /// Drops the queued action with `key`, if it has not run.
  func cancel(_ key: Int) {
    _ = lock.withLock { entries.removeValue(forKey: key) }
  }

  /// Runs `action` at `start` nanoseconds, then every `interval` nanoseconds after (at least
  /// one) until the result is cancelled.
  func scheduleRepeating(
    atNanoseconds start: Int64, interval: Int64, _ action: @escaping () -> Void
  ) -> any Cancellable {
    let repetition = ClockRepetition(clock: self, interval: max(interval, 1), action: action)
    repetition.schedule(at: start)
    return repetition
  }

  /// The clock's time, in nanoseconds, at `date`.
  func nanoseconds(of date: Date) -> Int64 {
    Self.nanoseconds(date.timeIntervalSince(startDate))
  }

  /// The date at the clock's time `nanoseconds`.
  func date(atNanoseconds nanoseconds: Int64) -> Date {
    startDate.addingTimeInterval(Self.seconds(nanoseconds))
  }

  /// The clock's time, in nanoseconds, at `dispatchTime`.
  func nanoseconds(of dispatchTime: DispatchTime) -> Int64 {
    Int64(clamping: Int(bitPattern: UInt(dispatchTime.uptimeNanoseconds &- startUptime)))
  }

  /// The dispatch time at the clock's time `nanoseconds`.
  func dispatchTime(atNanoseconds nanoseconds: Int64) -> DispatchTime {
    let uptime = Int64(clamping: startUptime) &+ nanoseconds
    return DispatchTime(uptimeNanoseconds: UInt64(max(uptime, 1)))
  }
}

/// A repeating action on a `_SchedulingClock`: each run queues the next, one interval after
/// its own due time, so the times do not drift.
final class ClockRepetition: Cancellable, @unchecked Sendable {
  private let lock = CombineLock()
  private weak var clock: _SchedulingClock?
  private let interval: Int64
  private var action: (() -> Void)?
  private var key: Int?

  init(clock: _SchedulingClock, interval: Int64, action: @escaping () -> Void) {
    self.clock = clock
    self.interval = interval
    self.action = action
  }

  func schedule(at due: Int64) {
    guard let clock, lock.withLock({ action != nil }) else { return }
    let key = clock.schedule(atNanoseconds: due) { [weak self] in self?.fire(at: due) }
    lock.withLock { self.key = key }
  }

  private func fire(at due: Int64) {
    guard let action = lock.withLock({ action }) else { return }
    schedule(at: due + interval)
    action()
  }

  func cancel() {
    let key = lock.withLock {
      action = nil
      return self.key
    }
    if let key { clock?.cancel(key) }
  }
}
