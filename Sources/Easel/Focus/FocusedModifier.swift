import Foundation

/// The modifier behind `focused(_:)` and `focused(_:equals:)`: binds a focus state to the
/// focusable views inside.
public struct _FocusedModifier<Value: Hashable>: ViewModifier, WrappingModifier {
  let binding: FocusState<Value>.Binding
  let value: Value

  func wrap(_ node: LayoutNode, in context: NodeContext) -> LayoutNode {
    let (anchor, isNew) = context.attachment { FocusBindingAnchor(graph: context.graph) }
    anchor.box = binding.link.box
    anchor.value = AnyHashable(value)
    if isNew { context.graph.focus.register(anchor) }
    return FocusBindingNode(context, anchor: anchor, child: node)
  }
}

/// The persistent place of a focus binding: the state it binds and the value it stands for.
@MainActor
final class FocusBindingAnchor: NodeAttachment {
  @GraphReference var graph: ViewGraph?
  /// The focus state bound.
  weak var box: (any AnyFocusStateBox)?
  /// The value the state takes while focus is inside.
  var value: AnyHashable = AnyHashable(false)

  init(graph: ViewGraph) {
    self.graph = graph
  }

  override func detach() {
    graph?.focus.unregister(self)
  }
}

/// Marks the views bound to a focus state: focus inside them sets the state to the anchor's
/// value. It does not change layout or drawing.
@MainActor
final class FocusBindingNode: WrapperNode {
  override var drawingRole: DrawingRole { .children }
  override var computesFixedSize: Bool { child.hasFixedSize }

  let anchor: FocusBindingAnchor

  init(_ context: NodeContext, anchor: FocusBindingAnchor, child: LayoutNode) {
    self.anchor = anchor
    super.init(context, child: child)
  }
}

extension View {
  /// Binds `condition` to whether focus is on the focusable view inside (a text field): it
  /// becomes `true` when the view gains focus and `false` when focus leaves; setting it to
  /// `true` focuses the view, to `false` takes focus away.
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    modifier(_FocusedModifier(binding: condition, value: true))
  }

  /// Binds `binding` to whether focus is on the focusable view inside: it becomes `value` when
  /// the view gains focus and `nil` (or `false`) when focus leaves every view bound to it;
  /// setting it to `value` focuses the view.
  public func focused<Value: Hashable>(
    _ binding: FocusState<Value>.Binding, equals value: Value
  ) -> some View {
    modifier(_FocusedModifier(binding: binding, value: value))
  }
}
