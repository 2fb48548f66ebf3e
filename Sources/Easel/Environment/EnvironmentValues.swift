import Foundation

/// A collection of values that flow down the view tree.
///
/// Extend it with a computed property over your own `EnvironmentKey`, as in SwiftUI.
public struct EnvironmentValues: Sendable {
  private var storage: [ObjectIdentifier: any Sendable] = [:]

  /// Creates environment values holding every key's default.
  public init() {}

  /// Reads or writes the value for `key`.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { (storage[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue }
    set { storage[ObjectIdentifier(key)] = newValue }
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

private struct DisplayScaleKey: EnvironmentKey {
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
