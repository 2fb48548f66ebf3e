/// What the graph hands a view while turning it into layout nodes: the environment that flows
/// down to it and the services every node may need.
@MainActor
struct NodeContext {
  /// The environment the view sees.
  var environment: EnvironmentValues
  /// Measures text.
  let textEngine: any TextEngine
  /// Hands out node identifiers.
  let identifiers: NodeIdentifiers

  /// Makes the nodes for `view`: a primitive makes its own, a composite view is asked for its
  /// body. An `any View` argument is opened implicitly.
  func makeNodes<V: View>(for view: V) -> [LayoutNode] {
    if let primitive = view as? any PrimitiveView {
      return primitive.makeNodes(in: self)
    }
    return makeNodes(for: view.body)
  }

  /// Returns a copy whose environment has been changed by `change`.
  func modifyingEnvironment(_ change: (inout EnvironmentValues) -> Void) -> NodeContext {
    var copy = self
    change(&copy.environment)
    return copy
  }
}

/// A source of identifiers for the nodes of one graph.
@MainActor
final class NodeIdentifiers {
  private var next = 0

  func make() -> Int {
    next += 1
    return next
  }
}
