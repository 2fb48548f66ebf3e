import Foundation

/// A layout that overlays its subviews, aligning them in both axes, exactly as `ZStack` does.
public struct ZStackLayout: Layout, Sendable {
  /// The cache: the stack that runs `ZStack`'s algorithm over the subviews.
  public typealias Cache = _StackLayoutCache

  /// The alignment of the subviews in both axes.
  public var alignment: Alignment

  /// Creates an overlaying stack layout.
  public init(alignment: Alignment = .center) {
    self.alignment = alignment
  }

  private var kind: StackLayoutKind { .overlay(alignment: alignment) }

  /// Makes an empty cache; the stack is made on first use.
  public func makeCache(subviews: Subviews) -> Cache {
    Cache()
  }

  /// The size `ZStack` would choose for `proposal`: the union of the aligned subviews.
  public func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) -> CGSize {
    cache.sizeThatFits(proposal, subviews: subviews, kind: kind)
  }

  /// Places the subviews where `ZStack` would in `bounds`.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    cache.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, kind: kind)
  }

  /// The stack's horizontal guides: its alignment guide is the line its subviews meet on.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    cache.explicitAlignment(guide.key, in: bounds, subviews: subviews, kind: kind)
  }

  /// The stack's vertical guides: its alignment guide is the line its subviews meet on.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    cache.explicitAlignment(guide.key, in: bounds, subviews: subviews, kind: kind)
  }
}
