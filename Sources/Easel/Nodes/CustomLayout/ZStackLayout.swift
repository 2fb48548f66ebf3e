import Foundation

/// A layout that overlays its subviews, aligning them in both axes, exactly as `ZStack` does.
public struct ZStackLayout: Layout, BuiltInStackLayout, Sendable {
  /// The cache: the stack that runs `ZStack`'s algorithm over the subviews.
  public typealias Cache = _StackLayoutCache

  /// The alignment of the subviews in both axes.
  public var alignment: Alignment

  /// Creates an overlaying stack layout.
  public init(alignment: Alignment = .center) {
    self.alignment = alignment
  }

  var kind: StackLayoutKind { .overlay(alignment: alignment) }
}
