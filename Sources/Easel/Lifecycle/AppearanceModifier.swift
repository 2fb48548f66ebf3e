/// The modifier behind `onAppear(perform:)` and `onDisappear(perform:)`.
public struct _AppearanceActionModifier: ViewModifier, PrimitiveModifier {
  let appear: (() -> Void)?
  let disappear: (() -> Void)?

  func makeNodes(content: (NodeContext) -> [LayoutNode], in context: NodeContext) -> [LayoutNode] {
    let (attachment, isNew) = context.attachment { AppearanceAttachment(graph: context.graph) }
    attachment.disappear = disappear
    if isNew, let appear { context.graph.enqueueAction(appear) }
    return content(context)
  }
}

/// Remembers that a view has appeared, and what to do when it goes.
@MainActor
final class AppearanceAttachment: NodeAttachment {
  @GraphReference var graph: ViewGraph?
  var disappear: (() -> Void)?

  init(graph: ViewGraph) {
    self.graph = graph
  }

  override func detach() {
    if let disappear { graph?.enqueueAction(disappear) }
  }
}

extension View {
  /// Runs `action` once when the view appears: after the update that first shows it, never
  /// inside a body. It does not run again while the view keeps its identity.
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    modifier(_AppearanceActionModifier(appear: action, disappear: nil))
  }

  /// Runs `action` once when the view leaves the graph (its identity ends).
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    modifier(_AppearanceActionModifier(appear: nil, disappear: action))
  }
}
