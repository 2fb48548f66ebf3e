import Foundation

/// The node made by `onTapGesture`: it runs its action when a tap of `count` lands on its
/// frame and no view in front of it takes the tap first.
@MainActor
final class TapGestureNode: WrapperNode {
  /// Takes its child's size, so it is fixed when the child's is.
  override var computesFixedSize: Bool { child.hasFixedSize }

  let count: Int
  let action: (CGPoint) -> Void

  init(_ context: NodeContext, count: Int, action: @escaping (CGPoint) -> Void, child: LayoutNode) {
    self.count = max(count, 1)
    self.action = action
    super.init(context, child: child)
  }
}

/// The modifier behind `onTapGesture(count:perform:)`.
public struct _TapGestureModifier: ViewModifier, WrappingModifier {
  let count: Int
  let action: (CGPoint) -> Void

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    TapGestureNode(context, count: count, action: action, child: node)
  }
}

extension View {
  /// Runs `action` when the view is tapped `count` times.
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    modifier(_TapGestureModifier(count: count) { _ in action() })
  }

  /// Runs `action` with the tap's location in the view's own coordinates when the view is
  /// tapped `count` times.
  public func onTapGesture(
    count: Int = 1, coordinateSpace: CoordinateSpace = .local,
    perform action: @escaping (CGPoint) -> Void
  ) -> some View {
    modifier(_TapGestureModifier(count: count, action: action))
  }
}

extension ViewGraph {
  /// Delivers a tap of `count` at `point` (root coordinates) to the frontmost tap handler
  /// whose view's frame holds the point; returns whether one took it. The full gesture engine
  /// (drags, long presses, precedence) builds on this hit test.
  @discardableResult
  public func tap(at point: CGPoint, count: Int = 1) -> Bool {
    guard let root = layoutRoot,
      let target = Self.frontmostTapTarget(in: root, at: point, count: count)
    else { return false }
    target.action(CGPoint(x: point.x - target.frame.minX, y: point.y - target.frame.minY))
    return true
  }

  /// The innermost, frontmost tap node under `point`: later siblings are in front, and a
  /// child's handler wins over its ancestors'.
  private static func frontmostTapTarget(in node: LayoutNode, at point: CGPoint, count: Int)
    -> TapGestureNode?
  {
    for child in node.children.reversed() {
      if let target = frontmostTapTarget(in: child, at: point, count: count) { return target }
    }
    if let tap = node as? TapGestureNode, tap.count == count, tap.frame.contains(point) {
      return tap
    }
    return nil
  }
}
