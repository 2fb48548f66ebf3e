import Foundation

/// The direction in which the leading edge of a layout comes first.
///
/// Differs from SwiftUI: Easel lays out left to right only, and does not mirror layouts for
/// right to left; the value is passed to custom layouts through
/// `LayoutSubviews.layoutDirection` for code that reads it.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  /// Leading is left, as in English.
  case leftToRight
  /// Leading is right, as in Arabic and Hebrew.
  case rightToLeft
}

private struct LayoutDirectionKey: EnvironmentKey {
  static var defaultValue: LayoutDirection { .leftToRight }
}

extension EnvironmentValues {
  /// The layout direction of this environment; the default is left to right. Easel does not
  /// mirror layouts for right to left yet.
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }
}
