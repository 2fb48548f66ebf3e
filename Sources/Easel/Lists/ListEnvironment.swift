import Foundation

/// The spacing between the sections of a list, set with `listSectionSpacing(_:)`.
public struct ListSectionSpacing: Sendable, Equatable {
  let value: CGFloat?

  /// The style's spacing.
  public static let `default` = ListSectionSpacing(value: nil)
  /// A tighter spacing than the style's.
  public static let compact = ListSectionSpacing(value: 20)

  /// A custom spacing in points.
  public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
    ListSectionSpacing(value: spacing)
  }
}

/// How prominent a section header is (`headerProminence(_:)`).
public enum Prominence: Hashable, Sendable {
  /// The style's header.
  case standard
  /// A larger, bolder header, not in capitals.
  case increased
}

struct ListRowSpacingKey: EnvironmentKey {
  static var defaultValue: CGFloat? { nil }
}

struct ListSectionSpacingKey: EnvironmentKey {
  static var defaultValue: CGFloat? { nil }
}

struct ScrollContentBackgroundKey: EnvironmentKey {
  static var defaultValue: Visibility { .automatic }
}

struct HeaderProminenceKey: EnvironmentKey {
  static var defaultValue: Prominence { .standard }
}

struct DefaultMinListRowHeightKey: EnvironmentKey {
  static var defaultValue: CGFloat { 44 }
}

extension EnvironmentValues {
  var listRowSpacingValue: CGFloat? {
    get { self[ListRowSpacingKey.self] }
    set { self[ListRowSpacingKey.self] = newValue }
  }

  var listSectionSpacingValue: CGFloat? {
    get { self[ListSectionSpacingKey.self] }
    set { self[ListSectionSpacingKey.self] = newValue }
  }

  var scrollContentBackgroundVisibility: Visibility {
    get { self[ScrollContentBackgroundKey.self] }
    set { self[ScrollContentBackgroundKey.self] = newValue }
  }

  /// The prominence of section headers inside.
  public var headerProminence: Prominence {
    get { self[HeaderProminenceKey.self] }
    set { self[HeaderProminenceKey.self] = newValue }
  }

  /// The least height of a list row: 44 points.
  public var defaultMinListRowHeight: CGFloat {
    get { self[DefaultMinListRowHeightKey.self] }
    set { self[DefaultMinListRowHeightKey.self] = newValue }
  }
}

extension View {
  /// Sets the space between the rows of lists inside; each row then gets a card of its own
  /// in an inset style.
  public func listRowSpacing(_ spacing: CGFloat?) -> some View {
    environment(\.listRowSpacingValue, spacing)
  }

  /// Sets the space between the sections of lists inside.
  public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
    environment(\.listSectionSpacingValue, spacing.value)
  }

  /// Sets the space between the sections of lists inside, in points.
  public func listSectionSpacing(_ spacing: CGFloat) -> some View {
    environment(\.listSectionSpacingValue, spacing)
  }

  /// Shows or hides the background of scrollable views inside (a list's grouped
  /// background), so that a background behind shows through.
  public func scrollContentBackground(_ visibility: Visibility) -> some View {
    environment(\.scrollContentBackgroundVisibility, visibility)
  }

  /// Sets the prominence of section headers inside.
  public func headerProminence(_ prominence: Prominence) -> some View {
    environment(\.headerProminence, prominence)
  }
}
