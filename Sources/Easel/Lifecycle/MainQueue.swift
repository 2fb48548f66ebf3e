import Dispatch
import Foundation

/// Tells whether code runs on the main actor, for values that publishers send from any
/// thread: the main actor runs on the main queue, which is not always the main thread
/// (`dispatchMain()` and some test runners hand it to a worker thread).
enum MainQueue {
  /// A key set on the main queue, so that work running on it can tell.
  private static let key = DispatchSpecificKey<Bool>()
  private static let marked: Bool = {
    DispatchQueue.main.setSpecific(key: key, value: true)
    return true
  }()

  /// Whether the caller runs on the main thread or on the main queue.
  static var isCurrent: Bool {
    guard marked else { return false }
    return Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
  }
}
