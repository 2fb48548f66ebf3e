import Observation

/// A property that makes bindings to the mutable properties of an `@Observable` object, as in
/// SwiftUI: `$model.name`, or `Bindable(model).name` inside a body.
///
/// A binding reads and writes the object's property directly. Reading it while a body runs is
/// an ordinary read of an observable property, so Observation records it and a later write
/// (through the binding or not) runs that body again.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
  /// The object the bindings read and write.
  public var wrappedValue: Value

  /// The bindable itself, so that `$model.name` makes a binding.
  public var projectedValue: Bindable<Value> {
    self
  }

  /// Creates a bindable for an observable object, as `@Bindable var model: Model` does.
  public init(wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// Creates a bindable for an observable object.
  public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// Creates a bindable from another one, as `@Bindable var model` does when given `$model`.
  public init(projectedValue: Bindable<Value>) {
    self = projectedValue
  }

  /// A binding to the property at `keyPath` of the object.
  @MainActor
  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
  ) -> Binding<Subject> where Value: AnyObject & Observable {
    let object = wrappedValue
    // Reads through the binding are tracked by Observation in the reader's body, so two
    // bindings to the same property of the same object are the same input to a view.
    return Binding(
      get: { object[keyPath: keyPath] },
      set: { newValue, _ in object[keyPath: keyPath] = newValue },
      identity: BindingIdentity(root: ObjectIdentifier(object), path: [AnyHashable(keyPath)]))
  }
}

extension Bindable: DynamicProperty {}

extension Bindable: GraphComparable {
  /// Two bindables are the same input when they hold the same object.
  func isGraphEquivalent(to other: Any) -> Bool {
    guard let other = other as? Bindable<Value> else { return false }
    return structurallyEquivalent(wrappedValue, other.wrappedValue)
  }
}

extension Bindable: Identifiable where Value: Identifiable {
  /// The identifier of the object.
  public var id: Value.ID { wrappedValue.id }
}
