import Foundation

/// A layout that arranges its subviews in a vertical line, exactly as `VStack` does.
///
/// Use it where a layout value is needed, for example to switch between a horizontal and a
/// vertical arrangement with `AnyLayout` while the subviews keep their state.
public struct VStackLayout: Layout, Sendable {
  /// The cache: the stack that runs `VStack`'s algorithm over the subviews.
  public typealias Cache = _StackLayoutCache

  /// The guide across the stack along which subviews are aligned.
  public var alignment: HorizontalAlignment
  /// The distance between adjacent subviews; `nil` uses the default spacing.
  public var spacing: CGFloat?

  /// Creates a vertical stack layout.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  /// A `Spacer` in a vertical stack layout grows vertically.
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .vertical
    return properties
  }

  private var kind: StackLayoutKind {
    .line(axis: .vertical, alignment: alignment.key, spacing: spacing)
  }

  /// Makes an empty cache; the stack is made on first use.
  public func makeCache(subviews: Subviews) -> Cache {
    Cache()
  }

  /// The size `VStack` would choose for `proposal`.
  public func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) -> CGSize {
    cache.sizeThatFits(proposal, subviews: subviews, kind: kind)
  }

  /// Places the subviews where `VStack` would in `bounds`.
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

  /// The stack's vertical guides: those its subviews set (text baselines among them).
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    cache.explicitAlignment(guide.key, in: bounds, subviews: subviews, kind: kind)
  }
}
