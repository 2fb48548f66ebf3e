/// A property that creates an observable object, keeps it for as long as the view's identity
/// lives, and runs the view's body again when the object changes, as in SwiftUI.
///
/// The object is made from the initial value's closure the first time the view is in the
/// graph, and kept in the graph: a parent running its body again makes new values of this view,
/// but their closures are never called. A new identity (another `if` branch, another `.id`, a
/// `ForEach` element coming back) makes a new object.
///
/// Differs from SwiftUI: reading `wrappedValue` (or `projectedValue`) of a value that has not
/// been in a graph yet, such as in the view's own `init`, makes a stand-alone object once for
/// that value. SwiftUI warns and makes a new object on every such read. If that same value is
/// then the first to be installed at its identity, the graph keeps the stand-alone object
/// instead of making another.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  private let thunk: () -> ObjectType
  private let link = StateObjectLink<ObjectType>()

  /// Creates a property whose object `thunk` makes when the view first appears in the graph.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    self.thunk = thunk
  }

  /// The object. Outside a graph it is a stand-alone object made on first read.
  @MainActor public var wrappedValue: ObjectType {
    if let object = link.object ?? link.standalone { return object }
    let object = thunk()
    link.standalone = object
    return object
  }

  /// A projection that makes bindings to the object's properties, as in `$model.name`.
  @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(root: wrappedValue)
  }
}

extension StateObject: GraphInstallable {
  func install(in node: ViewNode, at index: Int) {
    let storage: StateObjectStorage<ObjectType>
    if let existing = node.storage[index] as? StateObjectStorage<ObjectType> {
      storage = existing
    } else {
      // A stand-alone object read before the first install becomes this identity's object;
      // once only, so that the same value shown at another identity makes a new one.
      storage = StateObjectStorage(object: link.standalone ?? thunk())
      link.standalone = nil
      node.storage[index] = storage
    }
    storage.observation.observe(storage.object, for: node)
    link.object = storage.object
  }
}

extension StateObject: GraphComparable {
  /// The object lives in the graph, so two view values never differ by it.
  func isGraphEquivalent(to other: Any) -> Bool { other is StateObject<ObjectType> }
}

/// Connects one `StateObject` value to its object. Only the main actor touches it.
final class StateObjectLink<ObjectType> {
  /// The object of the identity the value was last installed at.
  var object: ObjectType?
  /// An object made by a read before the value was in a graph.
  var standalone: ObjectType?
}

/// The object of one `@StateObject` at one identity, and the node's subscription to it.
@MainActor
final class StateObjectStorage<ObjectType: ObservableObject> {
  let object: ObjectType
  let observation = ObjectObservation()

  init(object: ObjectType) {
    self.object = object
  }
}
