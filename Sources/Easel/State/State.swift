/// A value a view owns, stored in the graph so that it survives the view being re-created.
///
/// As in SwiftUI, the value belongs to the view's identity: it is made from the initial value
/// the first time the view appears, kept while the identity lives, and reset when it changes.
/// Reading it in `body` makes the view depend on it; writing it re-evaluates those views.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  private let initialValue: Value
  private let link = StateLink<Value>()

  /// Creates a state property with an initial value.
  public init(wrappedValue value: Value) {
    initialValue = value
  }

  /// Creates a state property with an initial value.
  public init(initialValue value: Value) {
    initialValue = value
  }

  /// The current value. Before the view is in a graph it is the initial value.
  @MainActor public var wrappedValue: Value {
    get { link.box?.value ?? initialValue }
    nonmutating set {
      if let box = link.box {
        box.set(newValue)
      } else {
        link.pendingValue = newValue
      }
    }
  }

  /// A binding to the value.
  @MainActor public var projectedValue: Binding<Value> {
    let link = self.link
    let initial = initialValue
    return Binding(
      get: { link.box?.value ?? link.pendingValue ?? initial },
      set: { newValue, transaction in
        // A binding's own transaction counts when it says something; else the one running.
        let meaningful = transaction.ifMeaningful
        if let box = link.box {
          box.set(newValue, transaction: meaningful)
        } else {
          link.pendingValue = newValue
        }
      },
      identity: link.box.map { BindingIdentity(root: ObjectIdentifier($0)) })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// Creates a state property whose initial value is `nil`.
  public init() {
    self.init(wrappedValue: nil)
  }
}

extension State: GraphInstallable {
  func install(in node: ViewNode, at index: Int) {
    if let box = node.storage[index] as? StateBox<Value> {
      link.box = box
    } else {
      let box = StateBox(link.pendingValue ?? initialValue, graph: node.graph)
      node.storage[index] = box
      link.box = box
    }
  }
}

extension State: GraphComparable {
  /// A state property's value lives in the graph, so two view values never differ by it.
  func isGraphEquivalent(to other: Any) -> Bool { other is State<Value> }
}

/// Connects one `State` value to its box in the graph. Only the main actor touches it.
final class StateLink<Value> {
  var box: StateBox<Value>?
  /// A value written before the view was in a graph.
  var pendingValue: Value?
}
