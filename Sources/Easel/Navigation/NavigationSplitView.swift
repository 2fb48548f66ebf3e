import Foundation

/// Which columns of a `NavigationSplitView` show.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case automatic, all, doubleColumn, detailOnly }
  let kind: Kind

  /// As the platform decides: every column on a regular width.
  public static let automatic = NavigationSplitViewVisibility(kind: .automatic)
  /// Every column.
  public static let all = NavigationSplitViewVisibility(kind: .all)
  /// The content and detail columns (sidebar hidden in a three-column view).
  public static let doubleColumn = NavigationSplitViewVisibility(kind: .doubleColumn)
  /// The detail column alone.
  public static let detailOnly = NavigationSplitViewVisibility(kind: .detailOnly)
}

/// A view of two or three columns — a sidebar, an optional content column and a detail —
/// side by side on a regular width (an iPad), each with its own navigation bar; on a compact
/// width (an iPhone) it collapses into one `NavigationStack` whose root is the sidebar,
/// as SwiftUI's does.
///
/// Differs from SwiftUI: on a regular width each column is a stack of its own, so a
/// `NavigationLink` in the sidebar pushes onto the sidebar's column rather than replacing
/// the detail; the sidebar is 320 points wide and the content column 320.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  let sidebar: Sidebar
  let content: Content?
  let detail: Detail
  let columnVisibility: Binding<NavigationSplitViewVisibility>?
  @Environment(\.horizontalSizeClass) private var horizontalSizeClass

  /// A three-column view.
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
    self.columnVisibility = nil
  }

  /// A three-column view whose visible columns are `columnVisibility`.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
    self.columnVisibility = columnVisibility
  }

  /// The width of the sidebar and content columns on a regular width.
  static var columnWidth: CGFloat { 320 }

  public var body: some View {
    let visibility = columnVisibility?.wrappedValue ?? .automatic
    if horizontalSizeClass == .compact {
      NavigationStack { sidebar }
    } else {
      HStack(spacing: 0) {
        if visibility == .automatic || visibility == .all
          || (visibility == .doubleColumn && content == nil)
        {
          NavigationStack { sidebar }
            .frame(width: Self.columnWidth)
          Divider()
        }
        if let content, visibility != .detailOnly {
          NavigationStack { content }
            .frame(width: Self.columnWidth)
          Divider()
        }
        NavigationStack { detail }
          .frame(maxWidth: .infinity)
      }
    }
  }
}

extension NavigationSplitView where Content == EmptyView {
  /// A two-column view: a sidebar and a detail.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.sidebar = sidebar()
    self.content = nil
    self.detail = detail()
    self.columnVisibility = nil
  }

  /// A two-column view whose visible columns are `columnVisibility`.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = nil
    self.detail = detail()
    self.columnVisibility = columnVisibility
  }
}
