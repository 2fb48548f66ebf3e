/// A named value that views produce and their ancestors read, combined from many views.
public protocol PreferenceKey {
  /// The type of the value.
  associatedtype Value
  /// The value when no view sets one.
  static var defaultValue: Value { get }
  /// Combines the values of several views, in view-tree order: `value` holds the values so
  /// far, `nextValue` gives the next view's.
  static func reduce(value: inout Value, nextValue: () -> Value)
}
