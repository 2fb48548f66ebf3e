/// A property that reads a value from the view's environment, as in SwiftUI.
///
/// Reading it in `body` makes the view depend on that value only: a change to another
/// environment value does not run the body again.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  private let keyPath: KeyPath<EnvironmentValues, Value>
  private let link = EnvironmentLink()

  /// Creates a property that reads the value at `keyPath` of the environment.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
  }

  /// The current value (the key's default before the view is in a graph).
  @MainActor public var wrappedValue: Value {
    (link.environment ?? EnvironmentValues())[keyPath: keyPath]
  }
}

extension Environment: GraphInstallable {
  func install(in node: ViewNode, at index: Int) {
    var environment = node.environment
    environment.tracker = node.tracker
    link.environment = environment
  }
}

extension Environment: GraphComparable {
  /// The value comes from the graph, so two view values never differ by it.
  func isGraphEquivalent(to other: Any) -> Bool { other is Environment<Value> }
}

/// Connects one `Environment` value to its node's environment. Only the main actor touches
/// it.
final class EnvironmentLink {
  var environment: EnvironmentValues?
}
