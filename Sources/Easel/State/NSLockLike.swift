import Foundation

/// A mutex for the few places outside the main actor that the state system touches: a model
/// may be written from any thread.
final class NSLockLike: @unchecked Sendable {
  private let lock = NSLock()

  func withLock<R>(_ body: () throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }
}
