import Foundation

/// A collection of values that flow down the view tree.
///
/// Extend it with a computed property over your own `EnvironmentKey`, as in SwiftUI.
public struct EnvironmentValues: Sendable {
  /// The values, in an object replaced on every write, so that two copies that share it are
  /// known to be equal. One reference for both the values and their identity: environments
  /// are copied at every step down a body and into every layout node, each reference
  /// retained and released.
  private var values = Values()
  /// Where reads are recorded while a view's body runs.
  var tracker: EnvironmentTracker?

  private final class Values: Sendable {
    let storage: [ObjectIdentifier: any Sendable]

    init(_ storage: [ObjectIdentifier: any Sendable] = [:]) {
      self.storage = storage
    }
  }

  /// Whether `other` is an unmodified copy of these values (a cheap check; `false` does not
  /// mean the values differ).
  func isIdentical(to other: EnvironmentValues) -> Bool { values === other.values }

  /// An object replaced on every write: what keeps it knows these values did not change
  /// while it stays the same (`LayoutTreeState.displayScale(of:)`).
  var version: AnyObject { values }

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
      var storage = values.storage
      storage[ObjectIdentifier(key)] = newValue
      values = Values(storage)
    }
  }

  /// The value for `key`, without recording a dependency.
  func untrackedValue<K: EnvironmentKey>(for key: K.Type) -> K.Value {
    // Unwrapped first: a missing entry cast to an optional `Value` would succeed as `nil`
    // and hide a key's non-nil default.
    guard let stored = values.storage[ObjectIdentifier(key)] else { return K.defaultValue }
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
