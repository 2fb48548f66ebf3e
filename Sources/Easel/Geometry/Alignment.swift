import Foundation

/// An alignment position along the horizontal axis.
///
/// Custom alignment identifiers arrive with the layout engine; the built-in guides are here.
public struct HorizontalAlignment: Equatable, Hashable, Sendable {
  /// The fraction of the width at which the guide sits.
  let fraction: CGFloat

  /// The leading edge.
  public static let leading = HorizontalAlignment(fraction: 0)
  /// The horizontal centre.
  public static let center = HorizontalAlignment(fraction: 0.5)
  /// The trailing edge.
  public static let trailing = HorizontalAlignment(fraction: 1)

  /// The guide's offset from the leading edge of a view of `width`.
  func offset(in width: CGFloat) -> CGFloat { width * fraction }
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable, Hashable, Sendable {
  /// The fraction of the height at which the guide sits.
  let fraction: CGFloat

  /// The top edge.
  public static let top = VerticalAlignment(fraction: 0)
  /// The vertical centre.
  public static let center = VerticalAlignment(fraction: 0.5)
  /// The bottom edge.
  public static let bottom = VerticalAlignment(fraction: 1)

  /// The guide's offset from the top edge of a view of `height`.
  func offset(in height: CGFloat) -> CGFloat { height * fraction }
}

/// An alignment in both axes.
public struct Alignment: Equatable, Hashable, Sendable {
  /// The alignment on the horizontal axis.
  public var horizontal: HorizontalAlignment
  /// The alignment on the vertical axis.
  public var vertical: VerticalAlignment

  /// Creates an alignment from its two components.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  /// The origin of a child of `size` aligned inside a container of `container` size.
  func origin(of size: CGSize, in container: CGSize) -> CGPoint {
    CGPoint(
      x: horizontal.offset(in: container.width) - horizontal.offset(in: size.width),
      y: vertical.offset(in: container.height) - vertical.offset(in: size.height))
  }
}
