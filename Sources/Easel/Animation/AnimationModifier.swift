/// The modifier behind `animation(_:value:)`.
///
/// It records, per view, the animation to use when `value` changes. The frame-clock animation
/// engine (gestures and animation issue) reads it; until then changes are shown at their end
/// state at once.
public struct _AnimationModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
  let animation: Animation?
  let value: Value

  func makeNodes(content: (NodeContext) -> [LayoutNode], in context: NodeContext) -> [LayoutNode] {
    let (attachment, isNew) = context.attachment { ValueAttachment(value: value) }
    let changed = !isNew && (attachment.value as? Value) != value
    attachment.value = value
    let inner = context.modifyingEnvironment { environment in
      if changed { environment.pendingAnimation = animation }
    }
    return content(inner)
  }
}

private struct PendingAnimationKey: EnvironmentKey {
  static var defaultValue: Animation? { nil }
}

extension EnvironmentValues {
  /// The animation requested by `animation(_:value:)` for the change being shown, if any.
  var pendingAnimation: Animation? {
    get { self[PendingAnimationKey.self] }
    set { self[PendingAnimationKey.self] = newValue }
  }
}

extension View {
  /// Animates changes to this view with `animation` when `value` changes.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    modifier(_AnimationModifier(animation: animation, value: value))
  }
}
