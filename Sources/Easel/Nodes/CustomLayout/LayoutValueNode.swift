import Foundation

/// The node made by `layoutValue(key:value:)`: it carries the value and lays its child out
/// unchanged.
@MainActor
final class LayoutValueNode<Key: LayoutValueKey>: WrapperNode {
  /// The value set for `Key`.
  let value: Key.Value

  init(_ context: NodeContext, value: Key.Value, child: LayoutNode) {
    self.value = value
    super.init(context, child: child)
  }
}
