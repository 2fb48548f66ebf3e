import Foundation

/// A flexible space that expands along the axis of its containing stack.
public struct Spacer: View, PrimitiveView {
  /// The minimum length; `nil` uses the default spacing.
  public var minLength: CGFloat?

  /// Creates a spacer.
  public init(minLength: CGFloat? = nil) {
    self.minLength = minLength
  }

  func makeNodes(in context: NodeContext) -> [LayoutNode] {
    [SpacerNode(context, minLength: minLength)]
  }
}
