import Foundation

/// The preferred spacing around a view, edge by edge: how far its neighbours should keep
/// from it.
///
/// Every view in Easel prefers the default spacing (8 points) on every edge; SwiftUI varies it
/// by platform and kind of view.
public struct ViewSpacing: Equatable, Sendable {
  var top: CGFloat
  var leading: CGFloat
  var bottom: CGFloat
  var trailing: CGFloat

  /// Spacing that asks for no room on any edge.
  public static let zero = ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 0)

  /// Creates the default spacing on every edge.
  public init() {
    let standard = StackNode.defaultSpacing
    self.init(top: standard, leading: standard, bottom: standard, trailing: standard)
  }

  init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Merges the preferences of `other` into these on `edges`: each edge keeps the larger of
  /// the two.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    if edges.contains(.top) { top = max(top, other.top) }
    if edges.contains(.leading) { leading = max(leading, other.leading) }
    if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
    if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
  }

  /// These preferences merged with those of `other` on `edges`.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var result = self
    result.formUnion(other, edges: edges)
    return result
  }

  /// The distance to keep between this view and `next`, which follows it along `axis`: the
  /// larger of this view's trailing (or bottom) preference and `next`'s leading (or top) one.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    switch axis {
    case .horizontal: max(trailing, next.leading)
    case .vertical: max(bottom, next.top)
    }
  }
}
