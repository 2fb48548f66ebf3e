import Foundation

/// A property that subscribes to an observable object and runs the view's body again when the
/// object changes, as in SwiftUI.
///
/// The view does not own the object: whoever passes it in keeps it alive. Use `@StateObject`
/// for an object the view creates itself. Two values of a view holding the same object (`===`)
/// are the same input, so a parent running its body again does not run this view's body unless
/// the object is a different one.
///
/// Easel observes objects whose `objectWillChange` is an `ObservableObjectPublisher`, which
/// is what `@Published` properties use (and what a class gets when it does not declare the
/// publisher itself). Combine does not exist on Linux: an object that declares some other
/// publisher type is shown, but changes it announces through that publisher do not reach the
/// view.
@propertyWrapper
@frozen
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// The object the view observes.
  public var wrappedValue: ObjectType

  /// Creates a property that observes `wrappedValue`.
  public init(wrappedValue: ObjectType) {
    self.wrappedValue = wrappedValue
  }

  /// Creates a property that observes `initialValue`.
  public init(initialValue: ObjectType) {
    self.init(wrappedValue: initialValue)
  }

  /// A projection that makes bindings to the object's properties, as in `$model.name`.
  public var projectedValue: Wrapper {
    Wrapper(root: wrappedValue)
  }

  /// Makes bindings to the properties of an observed object: `$model.items[1].isSelected`.
  @dynamicMemberLookup
  public struct Wrapper {
    /// The object the bindings read and write.
    let root: ObjectType

    init(root: ObjectType) {
      self.root = root
    }

    /// A binding to the property at `keyPath` of the object. Writing it writes the property,
    /// so a `@Published` property announces the change to every observer.
    @MainActor
    public subscript<Subject>(
      dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
    ) -> Binding<Subject> {
      let root = self.root
      // No binding identity: reading an ObservableObject's property records no dependency, so
      // a view given this binding must run again whenever the view that made it runs.
      return Binding(
        get: { root[keyPath: keyPath] },
        set: { newValue, _ in root[keyPath: keyPath] = newValue },
        identity: nil)
    }
  }
}

extension ObservedObject: GraphInstallable {
  func install(in node: ViewNode, at index: Int) {
    let observation = node.storage[index] as? ObjectObservation ?? ObjectObservation()
    node.storage[index] = observation
    observation.observe(wrappedValue, for: node)
  }
}

extension ObservedObject: GraphComparable {
  /// Two values observe the same input when they hold the same object.
  func isGraphEquivalent(to other: Any) -> Bool {
    guard let other = other as? ObservedObject<ObjectType> else { return false }
    return wrappedValue === other.wrappedValue
  }
}

// MARK: Subscriptions

/// A publisher a view can subscribe to for "will change" announcements.
///
/// `ObservableObjectPublisher` is one; another publisher type an `ObservableObject` declares
/// as its `objectWillChange` is observed when it conforms too.
protocol ObjectWillChangeSubscribable {
  /// Calls `handler` before each change until the returned subscription ends.
  func subscribeToWillChange(_ handler: @escaping () -> Void) -> AnyCancellable
}

extension ObservableObjectPublisher: ObjectWillChangeSubscribable {
  func subscribeToWillChange(_ handler: @escaping () -> Void) -> AnyCancellable {
    sink(receiveValue: handler)
  }
}

/// One node's subscription to one object's `objectWillChange`, kept in the node's storage: it
/// ends when the object is replaced, when the storage is cleared (the identity left the graph)
/// or when it is released.
@MainActor
final class ObjectObservation {
  /// The object subscribed to; weak, since the view value (or a `StateObject`'s storage) owns
  /// it.
  private weak var object: AnyObject?
  private var cancellable: AnyCancellable?

  /// Subscribes `node` to `object`, unless it is already subscribed to that very object.
  func observe<ObjectType: ObservableObject>(_ object: ObjectType, for node: ViewNode) {
    if let current = self.object, current === object { return }
    stop()
    self.object = object
    guard let publisher = object.objectWillChange as? any ObjectWillChangeSubscribable else {
      return
    }
    cancellable = publisher.subscribeToWillChange(
      Self.invalidation(
        of: WeakViewNode(node: node), graph: WeakGraph(graph: node.graph),
        inbox: node.graph.observationInbox))
  }

  /// Ends the subscription.
  func stop() {
    cancellable?.cancel()
    cancellable = nil
    object = nil
  }

  /// Whether a subscription is live (for tests).
  var isSubscribed: Bool { cancellable != nil }

  /// The handler a publisher calls, from whatever thread changed the object: on the main
  /// thread it marks the node dirty at once; elsewhere it posts the node to the graph's inbox,
  /// as an `@Observable` change does.
  private nonisolated static func invalidation(
    of node: WeakViewNode, graph: WeakGraph, inbox: ObservationInbox
  ) -> () -> Void {
    {
      if Thread.isMainThread {
        MainActor.assumeIsolated { node.node?.invalidate() }
      } else {
        inbox.post(node)
        Task { @MainActor in graph.graph?.observationPosted() }
      }
    }
  }
}
