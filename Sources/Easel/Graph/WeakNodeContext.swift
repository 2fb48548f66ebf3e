/// A `NodeContext` kept after the body run that made it, to make views with later (a
/// `GeometryReader`'s content at layout, a custom modifier's content when the modifier's body
/// runs again), holding its owner weakly.
///
/// A context holds its owner, and what keeps a context is most often in that owner's own
/// subtree: a layout node in its layout tree, a closure or value in one of its child nodes.
/// Holding the owner there would make a cycle that keeps the owner, its storage and its
/// whole subtree alive after the graph is gone.
@MainActor
struct WeakNodeContext {
  private let environment: EnvironmentValues
  private weak var owner: ViewNode?
  private let path: IdentityPath
  private let edits: [EnvironmentEdit]

  /// Keeps `context` without keeping its owner.
  init(_ context: NodeContext) {
    environment = context.environment
    owner = context.owner
    path = context.path
    edits = context.edits
  }

  /// The context as it was made; `nil` once its owner has left the graph and gone.
  var context: NodeContext? {
    guard let owner else { return nil }
    return NodeContext(environment: environment, owner: owner, path: path, edits: edits)
  }
}
