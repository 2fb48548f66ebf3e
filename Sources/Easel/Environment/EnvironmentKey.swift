/// A key for a value stored in `EnvironmentValues`.
public protocol EnvironmentKey {
  /// The type of the value.
  associatedtype Value: Sendable
  /// The value used when no ancestor has set one.
  static var defaultValue: Value { get }

  /// Whether `old`, a value of this key that a view read, is still the key's value in
  /// `environment`: what decides whether the view runs its body again when its environment
  /// changes. Values of a type that is not `Equatable` always count as changed.
  ///
  /// Differs from SwiftUI: Easel only, and not meant to be written: the default
  /// implementations are right for every key. It is a requirement so that the comparison
  /// runs in code made for the key's type rather than through dynamic casts.
  static func _isUnchanged(_ old: any Sendable, in environment: EnvironmentValues) -> Bool
}

extension EnvironmentKey {
  /// A value that cannot be compared counts as changed.
  public static func _isUnchanged(_ old: any Sendable, in environment: EnvironmentValues) -> Bool {
    false
  }
}

extension EnvironmentKey where Value: Equatable {
  /// Compares with `==`.
  public static func _isUnchanged(_ old: any Sendable, in environment: EnvironmentValues) -> Bool {
    guard let old = old as? Value else { return false }
    return old == environment.untrackedValue(for: Self.self)
  }
}
