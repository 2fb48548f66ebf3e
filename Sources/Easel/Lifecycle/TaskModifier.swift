/// The modifier behind `task(priority:_:)` and `task(id:priority:_:)`.
public struct _TaskModifier<ID: Equatable>: ViewModifier, PrimitiveModifier {
  let id: ID
  let priority: TaskPriority
  let action: @MainActor () async -> Void

  func makeNodes(content: (NodeContext) -> [LayoutNode], in context: NodeContext) -> [LayoutNode] {
    let (attachment, isNew) = context.attachment { TaskAttachment(graph: context.graph) }
    let restart = !isNew && (attachment.id as? ID) != id
    if isNew || restart {
      attachment.id = id
      attachment.start(priority: priority, action: action, cancellingPrevious: restart)
    }
    return content(context)
  }
}

/// The task a view runs while it is in the graph.
@MainActor
final class TaskAttachment: NodeAttachment {
  @GraphReference var graph: ViewGraph?
  var id: Any?
  private var task: Task<Void, Never>?
  private var isDetached = false

  init(graph: ViewGraph) {
    self.graph = graph
  }

  /// Starts the action after the current update's bodies, cancelling the previous run.
  func start(
    priority: TaskPriority, action: @escaping @MainActor () async -> Void,
    cancellingPrevious: Bool
  ) {
    if cancellingPrevious { task?.cancel() }
    graph?.enqueueAction { [weak self] in
      guard let self, !self.isDetached else { return }
      self.task = Task(priority: priority) { @MainActor in await action() }
    }
  }

  override func detach() {
    isDetached = true
    task?.cancel()
    task = nil
  }
}

extension View {
  /// Runs `action` as a task when the view appears, cancelling it when the view disappears.
  /// The task runs on the main actor; its continuations run between frames.
  public func task(
    priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void
  ) -> some View {
    modifier(_TaskModifier(id: 0, priority: priority, action: action))
  }

  /// Runs `action` as a task when the view appears and again (cancelling the previous run)
  /// whenever `id` changes; cancels it when the view disappears.
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    _ action: @escaping @MainActor () async -> Void
  ) -> some View {
    modifier(_TaskModifier(id: value, priority: priority, action: action))
  }
}
