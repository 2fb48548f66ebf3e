import Foundation

/// A proposal for the size of a view, made by its parent during layout.
///
/// A `nil` dimension asks for the view's ideal size, `0` for its minimum size and
/// `.infinity` for its maximum size, exactly as in SwiftUI.
public struct ProposedViewSize: Equatable, Hashable, Sendable {
  /// The proposed width, or `nil` for the ideal width.
  public var width: CGFloat?
  /// The proposed height, or `nil` for the ideal height.
  public var height: CGFloat?

  /// Creates a proposal from optional dimensions.
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  /// Creates a proposal that matches a concrete size.
  public init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }

  /// A proposal of zero in both dimensions: asks for the minimum size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// A proposal with no dimensions: asks for the ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// A proposal of infinity in both dimensions: asks for the maximum size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// Returns a size with each `nil` dimension replaced by the matching dimension of `size`.
  public func replacingUnspecifiedDimensions(
    by size: CGSize = CGSize(width: 10, height: 10)
  ) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }

  /// The proposed length along `axis`.
  public subscript(axis: Axis) -> CGFloat? {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }
}
