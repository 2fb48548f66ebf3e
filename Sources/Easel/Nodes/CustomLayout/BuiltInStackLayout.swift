import Foundation

/// What `HStackLayout`, `VStackLayout` and `ZStackLayout` share: each runs a built-in stack
/// algorithm, described by `kind`, through a `_StackLayoutCache`.
protocol BuiltInStackLayout: Layout where Cache == _StackLayoutCache {
  /// The stack algorithm and its parameters.
  var kind: StackLayoutKind { get }
}

extension BuiltInStackLayout {
  /// Makes an empty cache; the stack is made on first use.
  public func makeCache(subviews: Subviews) -> Cache {
    Cache()
  }

  /// The size the matching stack view would choose for `proposal`.
  public func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) -> CGSize {
    cache.sizeThatFits(proposal, subviews: subviews, kind: kind)
  }

  /// Places the subviews where the matching stack view would in `bounds`.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    cache.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, kind: kind)
  }

  /// The stack's horizontal guides: its alignment line, or those its subviews set.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    cache.explicitAlignment(guide.key, in: bounds, subviews: subviews, kind: kind)
  }

  /// The stack's vertical guides: its alignment line, or those its subviews set.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    cache.explicitAlignment(guide.key, in: bounds, subviews: subviews, kind: kind)
  }
}
