import Foundation

/// What a content margin applies to in a scroll view: its content, its indicators, or both.
public struct ContentMarginPlacement: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case automatic, scrollContent, scrollIndicators }
  let kind: Kind

  /// Wherever the container puts margins: in a scroll view, its content (and indicators).
  public static var automatic: ContentMarginPlacement { ContentMarginPlacement(kind: .automatic) }
  /// A scroll view's content: it is laid out inset by the margin and scrolls under it.
  public static var scrollContent: ContentMarginPlacement {
    ContentMarginPlacement(kind: .scrollContent)
  }
  /// A scroll view's indicators only: the content does not move.
  ///
  /// Differs from SwiftUI: Easel draws no scroll indicators, so such a margin changes nothing
  /// that shows.
  public static var scrollIndicators: ContentMarginPlacement {
    ContentMarginPlacement(kind: .scrollIndicators)
  }

  /// Whether a margin so placed insets a scroll view's content.
  var insetsContent: Bool { kind != .scrollIndicators }
}

struct ScrollContentMarginsKey: EnvironmentKey {
  static var defaultValue: EdgeInsets { EdgeInsets() }
}

extension EnvironmentValues {
  /// The margins the scroll views here put around their content.
  var scrollContentMargins: EdgeInsets {
    get { self[ScrollContentMarginsKey.self] }
    set { self[ScrollContentMarginsKey.self] = newValue }
  }
}

/// The modifier behind `contentMargins`: it sets the named edges' margins, keeping the
/// others set further out.
struct ContentMarginsModifier: ViewModifier, EnvironmentModifier {
  typealias Body = Never
  let edges: Edge.Set
  let insets: EdgeInsets

  func modify(_ environment: inout EnvironmentValues) {
    var margins = environment.scrollContentMargins
    if edges.contains(.top) { margins.top = insets.top }
    if edges.contains(.leading) { margins.leading = insets.leading }
    if edges.contains(.bottom) { margins.bottom = insets.bottom }
    if edges.contains(.trailing) { margins.trailing = insets.trailing }
    environment.scrollContentMargins = margins
  }
}

extension View {
  /// Puts margins of `insets` on `edges` around the content of the scroll views inside: the
  /// content is laid out inset by them (so it starts and ends clear of the edges) and
  /// scrolls under them; view-aligned scrolling rests views at the margin.
  public func contentMargins(
    _ edges: Edge.Set = .all, _ insets: EdgeInsets,
    for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    modifier(
      ContentMarginsModifier(
        edges: placement.insetsContent ? edges : [], insets: insets))
  }

  /// Puts margins of `length` on `edges` around the content of the scroll views inside (the
  /// default padding, 16 points, when `nil`).
  public func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat?,
    for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    contentMargins(edges, EdgeInsets(edges, length ?? 16), for: placement)
  }

  /// Puts margins of `length` on every edge around the content of the scroll views inside.
  public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic)
    -> some View
  {
    contentMargins(.all, EdgeInsets(.all, length), for: placement)
  }
}
