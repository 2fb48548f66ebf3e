import Foundation

/// The mutex behind every publisher and subscription that keeps state: Combine's types may be
/// used from any thread, and no lock is held while a subscriber runs (a subscriber may send,
/// request or cancel again from inside its callbacks).
final class CombineLock: @unchecked Sendable {
  private let lock = NSLock()

  func withLock<R>(_ body: () throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }
}
