import Foundation

/// The horizontal or vertical dimension in a 2D coordinate system.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
  /// The horizontal dimension.
  case horizontal
  /// The vertical dimension.
  case vertical

  /// The other axis.
  public var perpendicular: Axis { self == .horizontal ? .vertical : .horizontal }

  /// An efficient set of axes.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The horizontal axis.
    public static let horizontal = Set(rawValue: 1 << 0)
    /// The vertical axis.
    public static let vertical = Set(rawValue: 1 << 1)
  }
}

extension CGSize {
  /// The length of the size along `axis`.
  public subscript(axis: Axis) -> CGFloat {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  /// Creates a size from a length along `axis` and a length across it.
  init(_ axis: Axis, along: CGFloat, across: CGFloat) {
    self =
      axis == .horizontal
      ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
  }
}

extension CGPoint {
  /// The coordinate of the point along `axis`.
  public subscript(axis: Axis) -> CGFloat {
    get { axis == .horizontal ? x : y }
    set {
      if axis == .horizontal { x = newValue } else { y = newValue }
    }
  }

  /// Creates a point from a coordinate along `axis` and one across it.
  init(_ axis: Axis, along: CGFloat, across: CGFloat) {
    self = axis == .horizontal ? CGPoint(x: along, y: across) : CGPoint(x: across, y: along)
  }
}
