import Foundation

/// A type that defines the geometry of a collection of views: write your own container (a
/// flow layout, a radial layout, …) by telling the parent how large it is and telling each
/// subview where to go.
///
/// Implement `sizeThatFits(proposal:subviews:cache:)` and
/// `placeSubviews(in:proposal:subviews:cache:)`, then use the layout like a stack:
/// `MyLayout { Text("A"); Text("B") }`. A layout may keep a cache of values it computes from
/// its subviews (`makeCache(subviews:)`); the cache lives as long as the container keeps its
/// identity, across layout passes.
///
/// Differs from SwiftUI: there `Layout` is `Sendable` and its methods are not isolated; Easel's
/// layout engine runs on the main actor, so the protocol is isolated to it as `View` is.
/// Layouts are not animatable yet.
@MainActor @preconcurrency
public protocol Layout {
  /// The type of the values the layout computes once and keeps between layout passes.
  associatedtype Cache = Void
  /// The proxies of the views the layout arranges.
  typealias Subviews = LayoutSubviews

  /// Properties of the layout, such as the axis along which a `Spacer` in it grows.
  static var layoutProperties: LayoutProperties { get }

  /// Returns the size of the container for `proposal`, having asked the subviews what they
  /// need. The parent may call this several times with different proposals.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

  /// Places each subview with `LayoutSubview.place(at:anchor:proposal:)`. `bounds` is the
  /// region the parent gave the container, in the parent's coordinate space; its size is one
  /// the layout returned for `proposal`. A subview left unplaced goes to the centre of
  /// `bounds`, sized for the container's own `proposal`.
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

  /// Makes the cache for `subviews`; called once, before the layout first needs it.
  func makeCache(subviews: Subviews) -> Cache

  /// Brings the cache up to date when the container is made again (its subviews or the
  /// layout's own values may have changed).
  func updateCache(_ cache: inout Cache, subviews: Subviews)

  /// The spacing preferences of the container as a whole, for the views around it.
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

  /// The position of a horizontal guide along the x axis of `bounds`, or `nil` to use the
  /// guide's default value.
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?

  /// The position of a vertical guide along the y axis of `bounds`, or `nil` to use the
  /// guide's default value.
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?
}

extension Layout {
  /// By default a layout has no stack orientation: a `Spacer` in it grows in both axes.
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  /// By default the cache is made again from the new subviews.
  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }

  /// By default the container's spacing preferences are those of its subviews merged on
  /// every edge (none when it has no subviews).
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    var result = ViewSpacing.zero
    for subview in subviews {
      result.formUnion(subview.spacing)
    }
    return result
  }

  /// By default the layout's horizontal guide merges its subviews' explicit values of it, as
  /// SwiftUI's default does ("merges the guides of all the subviews"), each measured for
  /// `proposal` from the leading edge of `bounds`; the edge and centre guides are not passed
  /// on, as with stacks.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    subviews.mergedGuide(guide.key, from: bounds.minX, proposal: proposal)
  }

  /// By default the layout's vertical guide merges its subviews' explicit values of it, each
  /// measured for `proposal` from the top of `bounds`: the first text baseline is the highest
  /// of theirs, the last the lowest, a custom guide their average.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    subviews.mergedGuide(guide.key, from: bounds.minY, proposal: proposal)
  }

  /// Arranges the views `content` makes with this layout: `MyLayout { ... }`.
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    _LayoutView(layout: self, content: content())
  }
}

extension Layout where Cache == Void {
  /// A layout without a cache has nothing to make.
  public func makeCache(subviews: Subviews) -> Cache {
    ()
  }
}
