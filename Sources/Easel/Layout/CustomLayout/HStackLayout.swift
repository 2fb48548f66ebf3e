import Foundation

/// A layout that arranges its subviews in a horizontal line, exactly as `HStack` does.
///
/// Use it where a layout value is needed, for example to switch between a horizontal and a
/// vertical arrangement with `AnyLayout` while the subviews keep their state.
public struct HStackLayout: Layout, Sendable {
  /// The cache: the stack that runs `HStack`'s algorithm over the subviews.
  public typealias Cache = _StackLayoutCache

  /// The guide across the stack along which subviews are aligned.
  public var alignment: VerticalAlignment
  /// The distance between adjacent subviews; `nil` uses the default spacing.
  public var spacing: CGFloat?

  /// Creates a horizontal stack layout.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  /// A `Spacer` in a horizontal stack layout grows horizontally.
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .horizontal
    return properties
  }

  private var kind: StackLayoutKind {
    .line(axis: .horizontal, alignment: alignment.key, spacing: spacing)
  }

  /// Makes an empty cache; the stack is made on first use.
  public func makeCache(subviews: Subviews) -> Cache {
    Cache()
  }

  /// The size `HStack` would choose for `proposal`.
  public func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) -> CGSize {
    cache.sizeThatFits(proposal, subviews: subviews, kind: kind)
  }

  /// Places the subviews where `HStack` would in `bounds`.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    cache.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, kind: kind)
  }

  /// The stack's horizontal guides: those its subviews set.
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
