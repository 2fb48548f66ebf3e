import Foundation

/// A collection of values that flow down the view tree.
///
/// Extend it with a computed property over your own `EnvironmentKey`, as in SwiftUI.
public struct EnvironmentValues: Sendable {
  private var storage: [ObjectIdentifier: any Sendable] = [:]
  /// Where reads are recorded while a view's body runs.
  var tracker: EnvironmentTracker?
  /// Replaced on every write, so that two copies with the same stamp are known to be equal.
  private var stamp = Stamp()

  private final class Stamp: Sendable {}

  /// Whether `other` is an unmodified copy of these values (a cheap check; `false` does not
  /// mean the values differ).
  func isIdentical(to other: EnvironmentValues) -> Bool { stamp === other.stamp }

  /// An object replaced on every write: what keeps it knows these values did not change
  /// while it stays the same (`ViewGraph.displayScale(of:)`).
  var version: AnyObject { stamp }

  /// Creates environment values holding every key's default.
  public init() {}

  /// Reads or writes the value for `key`. Reading while a view's body runs makes the view
  /// depend on the value.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get {
      let value = untrackedValue(for: key)
      tracker?.record(key, value: value)
      return value
    }
    set {
      storage[ObjectIdentifier(key)] = newValue
      stamp = Stamp()
    }
  }

  /// The value for `key`, without recording a dependency.
  func untrackedValue<K: EnvironmentKey>(for key: K.Type) -> K.Value {
    // Unwrapped first: a missing entry cast to an optional `Value` would succeed as `nil`
    // and hide a key's non-nil default.
    guard let stored = storage[ObjectIdentifier(key)] else { return K.defaultValue }
    return (stored as? K.Value) ?? K.defaultValue
  }
}

private struct ColorSchemeKey: EnvironmentKey {
  static var defaultValue: ColorScheme { .light }
}

private struct FontKey: EnvironmentKey {
  static var defaultValue: Font? { nil }
}

private struct ForegroundColorKey: EnvironmentKey {
  static var defaultValue: Color? { nil }
}

struct DisplayScaleKey: EnvironmentKey {
  static var defaultValue: CGFloat { 1 }
}

private struct StackAxisKey: EnvironmentKey {
  static var defaultValue: Axis? { nil }
}

extension EnvironmentValues {
  /// The colour scheme of this environment.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }

  /// The default font of text in this environment; `nil` means `.body`.
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }

  /// The display scale: pixels per point.
  public var displayScale: CGFloat {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }

  /// The foreground colour set by `foregroundColor(_:)`; `nil` means `.primary`.
  var foregroundColor: Color? {
    get { self[ForegroundColorKey.self] }
    set { self[ForegroundColorKey.self] = newValue }
  }

  /// The axis of the nearest enclosing stack, which decides how a `Spacer` grows.
  var stackAxis: Axis? {
    get { self[StackAxisKey.self] }
    set { self[StackAxisKey.self] = newValue }
  }
}
