/// A key for a value stored in `EnvironmentValues`.
public protocol EnvironmentKey {
  /// The type of the value.
  associatedtype Value: Sendable
  /// The value used when no ancestor has set one.
  static var defaultValue: Value { get }
}
