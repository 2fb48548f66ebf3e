/// A protocol indicating that an activity or action supports cancellation, as in Combine.
public protocol Cancellable {
  /// Cancels the activity.
  func cancel()
}

extension Cancellable {
  /// Stores this cancellable, wrapped in an `AnyCancellable`, in `collection`.
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    AnyCancellable(self).store(in: &collection)
  }

  /// Stores this cancellable, wrapped in an `AnyCancellable`, in `set`.
  public func store(in set: inout Set<AnyCancellable>) {
    AnyCancellable(self).store(in: &set)
  }
}
