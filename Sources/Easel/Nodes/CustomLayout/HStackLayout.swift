import Foundation

/// A layout that arranges its subviews in a horizontal line, exactly as `HStack` does.
///
/// Use it where a layout value is needed, for example to switch between a horizontal and a
/// vertical arrangement with `AnyLayout` while the subviews keep their state.
public struct HStackLayout: Layout, BuiltInStackLayout, Sendable {
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

  var kind: StackLayoutKind {
    .line(axis: .horizontal, alignment: alignment.key, spacing: spacing)
  }
}
