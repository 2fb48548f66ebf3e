/// A property that holds a value while a gesture is in progress and goes back to its initial
/// value when the gesture ends or is cancelled, as in SwiftUI.
///
/// A gesture's `updating(_:body:)` writes it; views only read it. Like `@State`, the value
/// lives in the graph at the view's identity, and reading it in `body` makes the view depend on
/// it, so an update or a reset runs exactly the views that read it.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
  private let initialValue: Value
  private let resetHandler: (Value, inout Transaction) -> Void
  private let link = GestureStateLink<Value>()

  /// Creates a gesture state with an initial value.
  public init(wrappedValue: Value) {
    self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
  }

  /// Creates a gesture state with an initial value.
  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  /// Creates a gesture state whose reset uses `resetTransaction` (for example, to animate the
  /// return to the initial value).
  public init(wrappedValue: Value, resetTransaction: Transaction) {
    self.init(wrappedValue: wrappedValue) { _, transaction in transaction = resetTransaction }
  }

  /// Creates a gesture state whose reset uses `resetTransaction`.
  public init(initialValue: Value, resetTransaction: Transaction) {
    self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
  }

  /// Creates a gesture state whose reset calls `reset` with the value being discarded and the
  /// transaction of the reset, which it may change.
  public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    initialValue = wrappedValue
    resetHandler = reset
  }

  /// Creates a gesture state whose reset calls `reset` with the value being discarded and the
  /// transaction of the reset, which it may change.
  public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    self.init(wrappedValue: initialValue, reset: reset)
  }

  /// The current value: the initial value unless a gesture in progress changed it. Before the
  /// view is in a graph it is the initial value.
  @MainActor public var wrappedValue: Value {
    link.box?.value ?? initialValue
  }

  /// The gesture state itself, for passing to a gesture's `updating(_:body:)`.
  public var projectedValue: GestureState<Value> {
    self
  }

  // MARK: Gesture engine

  /// Sets the value while a gesture is in progress, marking the views that read it dirty.
  /// Does nothing before the view is in a graph.
  @MainActor
  func update(to value: Value) {
    link.box?.set(value)
  }

  /// Puts the initial value back, as when the gesture ends or is cancelled, and marks the views
  /// that read it dirty, in the transaction the reset handler chose (so a reset can animate).
  /// Returns that transaction.
  @MainActor
  @discardableResult
  func reset() -> Transaction {
    var transaction = TransactionContext.current ?? Transaction()
    guard let box = link.box else { return transaction }
    resetHandler(box.untrackedValue, &transaction)
    box.set(initialValue, transaction: transaction)
    return transaction
  }
}

extension GestureState where Value: ExpressibleByNilLiteral {
  /// Creates a gesture state whose initial value is `nil` and whose reset uses
  /// `resetTransaction`.
  public init(resetTransaction: Transaction = Transaction()) {
    self.init(wrappedValue: nil, resetTransaction: resetTransaction)
  }

  /// Creates a gesture state whose initial value is `nil` and whose reset calls `reset`.
  public init(reset: @escaping (Value, inout Transaction) -> Void) {
    self.init(wrappedValue: nil, reset: reset)
  }
}

extension GestureState: GraphInstallable {
  func install(in node: ViewNode, at index: Int) {
    if let box = node.storage[index] as? StateBox<Value> {
      link.box = box
    } else {
      let box = StateBox(initialValue, graph: node.graph)
      node.storage[index] = box
      link.box = box
    }
  }
}

extension GestureState: GraphComparable {
  /// A gesture state's value lives in the graph, so two view values never differ by it.
  func isGraphEquivalent(to other: Any) -> Bool { other is GestureState<Value> }
}

/// Connects one `GestureState` value to its box in the graph. Only the main actor touches it.
final class GestureStateLink<Value> {
  var box: StateBox<Value>?
}
