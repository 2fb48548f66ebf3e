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

/// The modifier behind `zIndex(_:)`.
public struct _ZIndexModifier: ViewModifier, WrappingModifier {
  let value: Double

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    ZIndexNode(context, value: value, child: node)
  }
}

/// The node of `zIndex(_:)`: its value orders the view among its siblings for drawing and
/// hit testing.
@MainActor
final class ZIndexNode: WrapperNode {
  let value: Double

  init(_ context: NodeContext, value: Double, child: LayoutNode) {
    self.value = value
    super.init(context, child: child, passesSizeThrough: true)
  }

  override var zIndex: Double { value }
}

extension View {
  /// Orders this view among its siblings in a container (a `ZStack`, an overlay's content):
  /// a higher value is drawn in front and takes touches first. The default is 0; siblings
  /// with the same value keep the order they are written in.
  public func zIndex(_ value: Double) -> some View {
    modifier(_ZIndexModifier(value: value))
  }
}
