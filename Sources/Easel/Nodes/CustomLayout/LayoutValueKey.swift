import Foundation

/// A key for a value that a view hands to the custom layout that arranges it.
///
/// Set the value with `layoutValue(key:value:)` and read it in the layout with
/// `subview[MyKey.self]`.
public protocol LayoutValueKey {
  /// The type of the value.
  associatedtype Value
  /// The value of a subview that sets none.
  static var defaultValue: Value { get }
}

/// The modifier behind `layoutValue(key:value:)`.
public struct _LayoutValueModifier<Key: LayoutValueKey>: ViewModifier, WrappingModifier {
  let value: Key.Value

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    LayoutValueNode<Key>(context, value: value, child: node)
  }
}

extension View {
  /// Associates `value` with `key` for the custom layout that arranges this view; the layout
  /// reads it with `subview[key]`. Other modifiers around the view pass it through; the
  /// outermost value for a key wins.
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    modifier(_LayoutValueModifier<K>(value: value))
  }
}
