import Foundation

/// A list's scroll view, background and pull to refresh, around its lazy rows.
struct ListScroller: View {
  let model: ListModel
  @Environment(\.listStyleKind) private var style
  @Environment(\.scrollContentBackgroundVisibility) private var backgroundVisibility
  @Environment(\.refresh) private var refresh
  @State private var scroll = ListScrollBox()
  /// How far the list is pulled down past its top.
  @State private var pull: CGFloat = 0
  @State private var isRefreshing = false

  /// How far a pull must go (as the content moves, half the finger's travel) to refresh.
  static let refreshThreshold: CGFloat = 60
  /// Where the content rests while the refresh runs.
  static let refreshingHeight: CGFloat = 54

  var body: some View {
    let kind = style.resolved
    let grouped = kind == .insetGrouped || kind == .grouped || kind == .sidebar
    let background = grouped ? ListColors.groupedBackground : ListColors.background
    return ScrollView {
      ListRowsHost(model: model, scroll: scroll)
        .offset(y: pull)
    }
    .overlay(alignment: .top) {
      if pull > 0 || isRefreshing {
        ProgressView()
          .frame(height: max(pull, 0))
          .opacity(isRefreshing ? 1 : min(pull / Self.refreshThreshold, 1))
          .accessibilityIdentifier("RefreshControl")
      }
    }
    .simultaneousGesture(refreshGesture, including: refresh == nil ? .subviews : .all)
    .background(
      backgroundVisibility == .hidden ? Color.clear : background, ignoresSafeAreaEdges: .all)
  }

  private var refreshGesture: some Gesture {
    DragGesture(minimumDistance: 10, coordinateSpace: .global)
      .onChanged { drag in
        if scroll.pullStart == nil { scroll.pullStart = scroll.isAtTop && !isRefreshing }
        guard scroll.pullStart == true else { return }
        pull = max(drag.translation.height / 2, 0)
      }
      .onEnded { _ in
        let started = scroll.pullStart == true
        scroll.pullStart = nil
        guard started else { return }
        guard pull >= Self.refreshThreshold, let refresh else {
          withAnimation(.snappy) { pull = 0 }
          return
        }
        isRefreshing = true
        withAnimation(.snappy) { pull = Self.refreshingHeight }
        let done = { @MainActor in
          isRefreshing = false
          withAnimation(.snappy) { pull = 0 }
        }
        Task { @MainActor in
          await refresh()
          done()
        }
      }
  }
}

/// Where a list is scrolled, as its rows last learnt it, for pull to refresh.
@MainActor
final class ListScrollBox {
  /// Whether the list shows its top.
  var isAtTop = true
  /// Whether the drag under way began with the list at its top; `nil` between drags.
  var pullStart: Bool?
}

/// Refreshes the content of a view, as `refreshable(action:)` set it.
public struct RefreshAction: Sendable {
  let action: @Sendable () async -> Void

  /// Runs the refresh and returns when it is done.
  public func callAsFunction() async {
    await action()
  }
}

struct RefreshActionKey: EnvironmentKey {
  static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
  /// The refresh action of the views inside, if any: a list pulled down past its top runs it
  /// with a spinner until it returns.
  public var refresh: RefreshAction? {
    get { self[RefreshActionKey.self] }
    set { self[RefreshActionKey.self] = newValue }
  }
}

extension View {
  /// Lets the user refresh the lists inside by pulling them down: a spinner shows while
  /// `action` runs, then the list springs back.
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
    environment(\.refresh, RefreshAction(action: action))
  }
}
