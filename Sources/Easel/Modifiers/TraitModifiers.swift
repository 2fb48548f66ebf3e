/// The modifier behind `accessibilityIdentifier(_:)`.
public struct _AccessibilityIdentifierModifier: ViewModifier, WrappingModifier {
  let identifier: String

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    let wrapper = WrapperNode(context, child: node)
    wrapper.accessibilityIdentifier = identifier
    return wrapper
  }
}

/// The modifier behind `layoutPriority(_:)`.
public struct _LayoutPriorityModifier: ViewModifier, WrappingModifier {
  let priority: Double

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    let wrapper = WrapperNode(context, child: node)
    wrapper.priorityOverride = priority
    return wrapper
  }
}

extension View {
  /// Tags this view with an identifier that tests and tools use to find it.
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    modifier(_AccessibilityIdentifierModifier(identifier: identifier))
  }

  /// Sets the priority with which a stack offers this view space; the default is 0.
  public func layoutPriority(_ value: Double) -> some View {
    modifier(_LayoutPriorityModifier(priority: value))
  }
}
