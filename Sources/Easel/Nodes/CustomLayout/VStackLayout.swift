import Foundation

/// A layout that arranges its subviews in a vertical line, exactly as `VStack` does.
///
/// Use it where a layout value is needed, for example to switch between a horizontal and a
/// vertical arrangement with `AnyLayout` while the subviews keep their state.
public struct VStackLayout: Layout, BuiltInStackLayout, Sendable {
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

  var kind: StackLayoutKind {
    .line(axis: .vertical, alignment: alignment.key, spacing: spacing)
  }
}
