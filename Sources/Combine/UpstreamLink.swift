/// The subscription a subscriber holds from upstream, kept under the subscriber's lock, and
/// Combine's rule for taking one: the first is kept; a second one, or one that comes after
/// the stream ended, is refused, and the subscriber cancels it.
struct UpstreamLink {
  /// The subscription from upstream, until the stream ends.
  private(set) var subscription: (any Subscription)?
  /// Whether the stream has ended: cancelled, completed or timed out.
  private(set) var isEnded = false

  /// Keeps `new` if no subscription was kept and the stream has not ended; returns whether
  /// it was kept (if not, the caller cancels it).
  mutating func take(_ new: any Subscription) -> Bool {
    guard subscription == nil, !isEnded else { return false }
    subscription = new
    return true
  }

  /// Ends the stream and lets go of the subscription; returns it, for the caller to cancel
  /// once the lock is released (`nil` if the stream had already ended).
  @discardableResult
  mutating func end() -> (any Subscription)? {
    defer {
      isEnded = true
      subscription = nil
    }
    return subscription
  }
}
