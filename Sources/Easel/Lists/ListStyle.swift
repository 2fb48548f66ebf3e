import Foundation

/// How a `List` draws its rows and sections, set with `listStyle(_:)`.
@MainActor @preconcurrency
public protocol ListStyle {
  /// The drawing the style stands for.
  var _kind: _ListStyleKind { get }
}

/// The drawings a list style can stand for.
public enum _ListStyleKind: Hashable, Sendable {
  /// The platform's default: inset grouped on iPhone.
  case automatic
  /// Rows edge to edge on the system background.
  case plain
  /// Sections of rows edge to edge on the grouped background.
  case grouped
  /// Sections of rows in rounded cards on the grouped background.
  case insetGrouped
  /// Rows in a rounded card on the system background.
  case inset
  /// A sidebar: inset grouped cards with prominent section headers.
  case sidebar

  /// The drawing used, `.automatic` taken as iPhone's inset grouped.
  var resolved: _ListStyleKind { self == .automatic ? .insetGrouped : self }
}

/// The default list style: inset grouped on iPhone.
public struct DefaultListStyle: ListStyle {
  /// Creates the default style.
  public init() {}
  /// The drawing it stands for.
  public var _kind: _ListStyleKind { .automatic }
}

/// Rows from edge to edge on the system background, separated by lines.
public struct PlainListStyle: ListStyle {
  /// Creates the plain style.
  public init() {}
  /// The drawing it stands for.
  public var _kind: _ListStyleKind { .plain }
}

/// Sections of rows from edge to edge on the grouped background.
public struct GroupedListStyle: ListStyle {
  /// Creates the grouped style.
  public init() {}
  /// The drawing it stands for.
  public var _kind: _ListStyleKind { .grouped }
}

/// Sections of rows in rounded cards, inset from the edges, on the grouped background.
public struct InsetGroupedListStyle: ListStyle {
  /// Creates the inset grouped style.
  public init() {}
  /// The drawing it stands for.
  public var _kind: _ListStyleKind { .insetGrouped }
}

/// Rows in a rounded card inset from the edges, on the system background.
public struct InsetListStyle: ListStyle {
  /// Creates the inset style.
  public init() {}
  /// The drawing it stands for.
  public var _kind: _ListStyleKind { .inset }
}

/// A sidebar's list.
///
/// Differs from SwiftUI: on iPhone sizes it is drawn as inset grouped with prominent
/// headers; sections do not collapse.
public struct SidebarListStyle: ListStyle {
  /// Creates the sidebar style.
  public init() {}
  /// The drawing it stands for.
  public var _kind: _ListStyleKind { .sidebar }
}

extension ListStyle where Self == DefaultListStyle {
  /// The platform's default list style: inset grouped on iPhone.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
  /// Rows from edge to edge.
  public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
  /// Sections from edge to edge on the grouped background.
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
  /// Sections in rounded cards on the grouped background.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
  /// Rows in a rounded card.
  public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
  /// A sidebar.
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

struct ListStyleKindKey: EnvironmentKey {
  static var defaultValue: _ListStyleKind { .automatic }
}

extension EnvironmentValues {
  /// The list style lists inside are drawn in.
  var listStyleKind: _ListStyleKind {
    get { self[ListStyleKindKey.self] }
    set { self[ListStyleKindKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of the lists inside this view.
  public func listStyle<S: ListStyle>(_ style: S) -> some View {
    let kind = style._kind
    return environment(\.listStyleKind, kind)
  }
}
