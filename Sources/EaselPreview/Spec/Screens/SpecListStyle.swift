import Easel

/// A `listStyle` modifier's value: SwiftUI's list styles by name.
public enum SpecListStyle: String, CaseIterable, Equatable, Sendable {
  /// `.automatic`: inset grouped on iPhone.
  case automatic
  /// `.plain`: rows edge to edge.
  case plain
  /// `.grouped`: sections edge to edge on the grouped background.
  case grouped
  /// `.insetGrouped`: sections in rounded cards on the grouped background.
  case insetGrouped
  /// `.inset`: rows in a rounded card.
  case inset
  /// `.sidebar`: a sidebar's list.
  case sidebar

  /// Sets the style of the lists in `view`.
  @MainActor func apply(to view: AnyView) -> AnyView {
    switch self {
    case .automatic: AnyView(view.listStyle(.automatic))
    case .plain: AnyView(view.listStyle(.plain))
    case .grouped: AnyView(view.listStyle(.grouped))
    case .insetGrouped: AnyView(view.listStyle(.insetGrouped))
    case .inset: AnyView(view.listStyle(.inset))
    case .sidebar: AnyView(view.listStyle(.sidebar))
    }
  }
}
