/// The modifier behind `onChange(of:initial:_:)`.
public struct _ValueActionModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
  let value: Value
  let initial: Bool
  let action: (Value, Value) -> Void

  func makeNodes(content: (NodeContext) -> [LayoutNode], in context: NodeContext) -> [LayoutNode] {
    let (attachment, isNew) = context.attachment { ValueAttachment(value: value) }
    if isNew {
      if initial {
        let value = self.value
        let action = self.action
        context.graph.enqueueAction { action(value, value) }
      }
    } else if let old = attachment.value as? Value, old != value {
      let new = value
      let action = self.action
      context.graph.enqueueAction { action(old, new) }
    }
    attachment.value = value
    return content(context)
  }
}

/// The last value an `onChange` modifier saw.
@MainActor
final class ValueAttachment: NodeAttachment {
  var value: Any

  init(value: Any) {
    self.value = value
  }
}

extension View {
  /// Runs `action` with the old and new value when `value` changes between updates (and once
  /// when the view appears, when `initial` is true). The action runs after the update's bodies.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    modifier(_ValueActionModifier(value: value, initial: initial, action: action))
  }

  /// Runs `action` when `value` changes between updates (and once when the view appears, when
  /// `initial` is true).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View {
    modifier(_ValueActionModifier(value: value, initial: initial) { _, _ in action() })
  }

  /// Runs `action` with the new value when `value` changes between updates: the form before
  /// iOS 17 (deprecated there since, still everywhere), never called when the view appears.
  public func onChange<V: Equatable>(
    of value: V, perform action: @escaping (_ newValue: V) -> Void
  ) -> some View {
    modifier(_ValueActionModifier(value: value, initial: false) { _, new in action(new) })
  }
}
