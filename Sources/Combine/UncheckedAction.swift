/// A closure handed to a queue, a run loop or a timer that wants a `Sendable` one: Combine's
/// `Scheduler` takes plain closures, and runs them where the scheduler says (as Combine does).
struct UncheckedAction: @unchecked Sendable {
  let run: () -> Void

  init(_ run: @escaping () -> Void) {
    self.run = run
  }
}
