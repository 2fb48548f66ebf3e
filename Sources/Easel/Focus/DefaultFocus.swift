import Foundation

/// When a default focus applies.
public struct DefaultFocusEvaluationPriority: Equatable, Sendable {
  enum Kind: Equatable, Sendable { case automatic, userInitiated }
  let kind: Kind

  /// Focus goes to the default when the view appears with nothing focused.
  public static let automatic = DefaultFocusEvaluationPriority(kind: .automatic)
  /// Focus goes to the default also when the user moves focus in from nothing, with Tab.
  public static let userInitiated = DefaultFocusEvaluationPriority(kind: .userInitiated)
}

/// The modifier behind `defaultFocus(_:_:priority:)`.
public struct _DefaultFocusModifier<Value: Hashable>: ViewModifier, PrimitiveModifier {
  let binding: FocusState<Value>.Binding
  let value: Value
  let priority: DefaultFocusEvaluationPriority

  func makeNodes(content: (NodeContext) -> [LayoutNode], in context: NodeContext) -> [LayoutNode] {
    let (anchor, isNew) = context.attachment { DefaultFocusAnchor(graph: context.graph) }
    anchor.box = binding.link.box
    anchor.value = AnyHashable(value)
    anchor.priority = priority
    if isNew {
      let focus = context.graph.focus
      focus.register(anchor)
      // After the update that makes the views inside, so that the input exists.
      context.graph.enqueueAction { [weak anchor] in
        if let anchor { focus.applyDefaultFocus(anchor) }
      }
    }
    return content(context)
  }
}

/// The persistent place of a `defaultFocus` modifier.
@MainActor
final class DefaultFocusAnchor: NodeAttachment {
  @GraphReference var graph: ViewGraph?
  /// The focus state that names the default.
  weak var box: (any AnyFocusStateBox)?
  /// The value of the view that takes focus by default.
  var value: AnyHashable = AnyHashable(false)
  var priority = DefaultFocusEvaluationPriority.automatic

  init(graph: ViewGraph) {
    self.graph = graph
  }

  override func detach() {
    graph?.focus.unregister(self)
  }
}

extension View {
  /// Focuses the view bound to `binding` with `value` when this view appears with nothing
  /// focused (and, with `.userInitiated`, when Tab moves focus in from nothing).
  public func defaultFocus<V: Hashable>(
    _ binding: FocusState<V>.Binding, _ value: V,
    priority: DefaultFocusEvaluationPriority = .automatic
  ) -> some View {
    modifier(_DefaultFocusModifier(binding: binding, value: value, priority: priority))
  }
}
