import Foundation

/// A proposal for the size of a view, made by its parent during layout.
///
/// A `nil` dimension asks for the view's ideal size, `0` for its minimum size and
/// `.infinity` for its maximum size, exactly as in SwiftUI.
public struct ProposedViewSize: Equatable, Hashable, Sendable {
  /// The dimensions, with `nil` kept as a NaN of a payload no arithmetic produces: two plain
  /// doubles make a proposal half the size of two optionals, and layout keeps and compares
  /// many of them.
  private var storedWidth: CGFloat
  private var storedHeight: CGFloat

  /// The bit pattern that stands for `nil`: a quiet NaN with a payload that arithmetic on
  /// numbers never makes (it makes the default NaN, whose payload is zero).
  private static let unspecifiedBits: UInt = 0x7FF8_E45E_1000_0001

  private static func store(_ value: CGFloat?) -> CGFloat {
    guard let value else { return CGFloat(bitPattern: unspecifiedBits) }
    // A NaN that happens to carry the sentinel's payload stays a NaN, not `nil`.
    return value.bitPattern == unspecifiedBits ? .nan : value
  }

  private static func load(_ stored: CGFloat) -> CGFloat? {
    stored.bitPattern == unspecifiedBits ? nil : stored
  }

  /// The proposed width, or `nil` for the ideal width.
  public var width: CGFloat? {
    get { Self.load(storedWidth) }
    set { storedWidth = Self.store(newValue) }
  }
  /// The proposed height, or `nil` for the ideal height.
  public var height: CGFloat? {
    get { Self.load(storedHeight) }
    set { storedHeight = Self.store(newValue) }
  }

  /// Creates a proposal from optional dimensions.
  public init(width: CGFloat?, height: CGFloat?) {
    storedWidth = Self.store(width)
    storedHeight = Self.store(height)
  }

  /// Two proposals are equal when their dimensions are, as optionals compare: `nil` equals
  /// only `nil`, and a NaN dimension equals nothing.
  public static func == (lhs: ProposedViewSize, rhs: ProposedViewSize) -> Bool {
    equalDimensions(lhs.storedWidth, rhs.storedWidth)
      && equalDimensions(lhs.storedHeight, rhs.storedHeight)
  }

  private static func equalDimensions(_ lhs: CGFloat, _ rhs: CGFloat) -> Bool {
    // Numbers compare as numbers (so 0 equals -0); the sentinel only equals itself.
    lhs == rhs || (lhs.bitPattern == unspecifiedBits && rhs.bitPattern == unspecifiedBits)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(width)
    hasher.combine(height)
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
