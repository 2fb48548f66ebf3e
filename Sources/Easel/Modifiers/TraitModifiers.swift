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
  /// Sets the priority with which a stack offers this view space; the default is 0.
  public func layoutPriority(_ value: Double) -> some View {
    modifier(_LayoutPriorityModifier(priority: value))
  }
}
