/// A value that follows where focus is, and moves focus when set.
///
/// Use it with `focused(_:)` (a `Bool`) or `focused(_:equals:)` (an optional `Hashable`):
/// when focus enters a view so modified, the value becomes `true` or the view's value; when
/// focus leaves every such view, it becomes `false` or `nil`. Setting the value moves focus
/// to the view that matches it (the first, in the order of the view tree), or, set to `false`
/// or `nil`, takes focus away from the views bound to it.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  /// The value when focus is in none of the views bound to this state.
  let resetValue: Value
  let link = FocusStateLink<Value>()

  /// A focus state that is `true` while a view bound with `focused(_:)` has focus.
  public init() where Value == Bool {
    resetValue = false
  }

  /// A focus state that holds the value of the view bound with `focused(_:equals:)` that has
  /// focus, or `nil`.
  public init<T: Hashable>() where Value == T? {
    resetValue = nil
  }

  /// The value of the view that has focus, or `false` or `nil` when focus is in none of the
  /// views bound to this state. Setting it moves focus.
  @MainActor public var wrappedValue: Value {
    get { link.box?.value ?? resetValue }
    nonmutating set { link.box?.request(newValue) }
  }

  /// A binding to the value, for `focused(_:)` and `focused(_:equals:)`.
  @MainActor public var projectedValue: Binding {
    Binding(link: link, resetValue: resetValue)
  }

  /// A binding to a focus state, passed to the views that move focus with it.
  @propertyWrapper
  public struct Binding {
    let link: FocusStateLink<Value>
    let resetValue: Value

    /// The value of the focus state bound to.
    @MainActor public var wrappedValue: Value {
      get { link.box?.value ?? resetValue }
      nonmutating set { link.box?.request(newValue) }
    }

    /// The binding itself, for passing on with `$`.
    public var projectedValue: FocusState<Value>.Binding { self }
  }
}

extension FocusState: GraphInstallable {
  func install(in node: ViewNode, at index: Int) {
    if let box = node.storage[index] as? FocusStateBox<Value> {
      link.box = box
    } else {
      let box = FocusStateBox(resetValue: resetValue, graph: node.graph)
      node.storage[index] = box
      link.box = box
    }
  }
}

extension FocusState: GraphComparable {
  /// A focus state lives in the graph, so two view values never differ by it.
  func isGraphEquivalent(to other: Any) -> Bool { other is FocusState<Value> }
}

/// Connects one `FocusState` value to its box in the graph. Only the main actor touches it.
final class FocusStateLink<Value: Hashable> {
  var box: FocusStateBox<Value>?
}

/// A focus state as the graph's focus controller sees it, whatever its value.
@MainActor
protocol AnyFocusStateBox: AnyObject {
  /// The value it holds now, type-erased.
  var anyValue: AnyHashable { get }
  /// The value when focus is in none of its views.
  var anyResetValue: AnyHashable { get }
  /// Takes `value` because focus moved (not a request to move it).
  func reflect(_ value: AnyHashable)
}

/// The storage behind a `@FocusState` property.
@MainActor
final class FocusStateBox<Value: Hashable>: AnyStateBox, AnyFocusStateBox {
  private var storedValue: Value
  let resetValue: Value

  init(resetValue: Value, graph: ViewGraph?) {
    self.resetValue = resetValue
    storedValue = resetValue
    super.init()
    self.graph = graph
  }

  /// The value; reading it from a body makes that body depend on it.
  var value: Value {
    recordRead()
    return storedValue
  }

  var anyValue: AnyHashable { AnyHashable(storedValue) }
  var anyResetValue: AnyHashable { AnyHashable(resetValue) }

  /// Sets the value from code: focus moves to the view bound to it (after the update that
  /// makes the views).
  func request(_ newValue: Value) {
    guard newValue != storedValue else { return }
    storedValue = newValue
    graph?.noteTransaction(TransactionContext.current)
    invalidateDependents()
    graph?.focus.requestFocus(for: self)
  }

  func reflect(_ value: AnyHashable) {
    guard let newValue = value.base as? Value, newValue != storedValue else { return }
    storedValue = newValue
    invalidateDependents()
  }
}
