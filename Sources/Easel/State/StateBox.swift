/// Storage for one dynamic property in the graph, and the views that read it.
@MainActor
class AnyStateBox {
  private var dependents: [ObjectIdentifier: WeakViewNode] = [:]

  /// Records that `node`'s body read this box.
  func addDependent(_ node: ViewNode) {
    dependents[ObjectIdentifier(node)] = WeakViewNode(node: node)
  }

  /// Forgets `node`, before its body runs again or when it leaves the graph.
  func removeDependent(_ node: ViewNode) {
    dependents.removeValue(forKey: ObjectIdentifier(node))
  }

  /// Records a read by the body running now, if any.
  func recordRead() {
    graph?.currentEvaluation?.recordDependency(on: self)
  }

  /// Marks every reader to run its body again.
  func invalidateDependents() {
    for dependent in dependents.values { dependent.node?.invalidate() }
  }

  /// The graph the box lives in.
  @GraphReference var graph: ViewGraph?

  /// The number of views that read the box.
  var dependentCount: Int { dependents.count }
}

struct WeakViewNode: Sendable {
  weak var node: ViewNode?
}

/// A graph held without keeping it alive, for closures that may run off the main actor (an
/// observation's change handler) and read it on the main actor (see `GraphLink`).
struct WeakGraph: Sendable {
  @GraphReference var graph: ViewGraph?

  init(graph: ViewGraph) {
    self.graph = graph
  }
}

/// The storage behind a `@State` property.
@MainActor
final class StateBox<Value>: AnyStateBox {
  private var storedValue: Value

  init(_ value: Value, graph: ViewGraph?) {
    storedValue = value
    super.init()
    self.graph = graph
  }

  /// The value; reading it from a body makes that body depend on it.
  var value: Value {
    recordRead()
    return storedValue
  }

  /// The value, without recording a dependency.
  var untrackedValue: Value { storedValue }

  /// Replaces the value and marks the readers dirty, unless the new value equals the old.
  ///
  /// The change carries `transaction` (a binding's), else the transaction of the
  /// `withAnimation` or `withTransaction` running now, to the update that shows it.
  func set(_ newValue: Value, transaction: Transaction? = nil) {
    if valuesEqual(storedValue, newValue) { return }
    storedValue = newValue
    graph?.noteTransaction(transaction ?? TransactionContext.current)
    invalidateDependents()
  }
}
