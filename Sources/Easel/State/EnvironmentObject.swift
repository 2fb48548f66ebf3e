/// A property that reads an observable object an ancestor put in the environment with
/// `environmentObject(_:)`, and runs the view's body again when the object changes, as in
/// SwiftUI.
///
/// The object is found by its type. Reading the property when no ancestor supplied an object of
/// that type is a programming error and stops the program, as in SwiftUI. The view depends on
/// which object the environment holds: an ancestor supplying another object runs its body again.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  private let link = EnvironmentObjectLink<ObjectType>()

  /// Creates a property that reads the environment's object of type `ObjectType`.
  public init() {}

  /// The object from the environment.
  ///
  /// Stops the program when no ancestor called `environmentObject(_:)` with an object of this
  /// type, or when read before the view is in a graph.
  @MainActor public var wrappedValue: ObjectType {
    guard let object = link.object else {
      preconditionFailure(
        "No ObservableObject of type \(ObjectType.self) found: call "
          + ".environmentObject(_:) with a \(ObjectType.self) on an ancestor of this view.")
    }
    return object
  }

  /// A projection that makes bindings to the object's properties, as in `$model.name`.
  /// Stops the program when `wrappedValue` would.
  @MainActor public var projectedValue: Wrapper {
    Wrapper(root: wrappedValue)
  }

  /// Makes bindings to the properties of an environment object: `$model.items[1].isSelected`.
  @dynamicMemberLookup
  public struct Wrapper {
    /// The object the bindings read and write.
    let root: ObjectType

    /// A binding to the property at `keyPath` of the object. Writing it writes the property,
    /// so a `@Published` property announces the change to every observer.
    @MainActor
    public subscript<Subject>(
      dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
    ) -> Binding<Subject> {
      ObservedObject<ObjectType>.Wrapper(root: root)[dynamicMember: keyPath]
    }
  }
}

extension EnvironmentObject: GraphInstallable {
  func install(in node: ViewNode, at index: Int) {
    var environment = node.environment
    environment.tracker = node.tracker
    // A tracked read: a different object (or none) in a later environment runs the body again.
    let object = environment[EnvironmentObjectKey<ObjectType>.self]?.object
    link.object = object
    let observation = node.storage[index] as? ObjectObservation ?? ObjectObservation()
    node.storage[index] = observation
    if let object {
      observation.observe(object, for: node)
    } else {
      observation.stop()
    }
  }
}

extension EnvironmentObject: GraphComparable {
  /// The object comes from the environment, so two view values never differ by it.
  func isGraphEquivalent(to other: Any) -> Bool { other is EnvironmentObject<ObjectType> }
}

/// Connects one `EnvironmentObject` value to the object its node's environment holds. Only the
/// main actor touches it.
final class EnvironmentObjectLink<ObjectType> {
  var object: ObjectType?
}

/// The environment key under which `environmentObject(_:)` stores an object of type
/// `ObjectType`: one key per type.
struct EnvironmentObjectKey<ObjectType: ObservableObject>: EnvironmentKey {
  static var defaultValue: EnvironmentObjectBox<ObjectType>? { nil }
}

/// An object carried in the environment. Equal when it holds the same object, so a view that
/// reads it runs again only when another object takes its place.
struct EnvironmentObjectBox<ObjectType: AnyObject>: Equatable, @unchecked Sendable {
  // `EnvironmentValues` is `Sendable`; views only read environment objects on the main actor.
  let object: ObjectType

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.object === rhs.object }
}
