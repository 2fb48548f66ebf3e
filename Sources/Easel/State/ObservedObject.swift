/// A property that subscribes to an observable object and runs the view's body again when the
/// object changes, as in SwiftUI.
///
/// The view does not own the object: whoever passes it in keeps it alive. Use `@StateObject`
/// for an object the view creates itself. Two values of a view holding the same object (`===`)
/// are the same input, so a parent running its body again does not run this view's body unless
/// the object is a different one.
///
/// A change may be made on any thread; the views that observe the object run their bodies at
/// the graph's next update, once however many changes were announced.
///
/// The view subscribes to the object's `objectWillChange`, whatever publisher the object
/// declares (`@Published` properties send on the `ObservableObjectPublisher` a class gets
/// when it declares none).
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

/// One node's subscription to one object's `objectWillChange`, kept in the node's storage: it
/// ends when the object is replaced, when the storage is cleared (the identity left the graph)
/// or when it is released.
///
/// A change may be announced on any thread, and the main actor need not run on the main thread
/// (`dispatchMain()` hands the main queue to a worker), so the handler does not touch the node:
/// it posts the node to the graph's inbox, as an `@Observable` change does, and the next
/// `ViewGraph.update()` marks it dirty. Only the first change after each body run is posted.
@MainActor
final class ObjectObservation {
  /// The object subscribed to; weak, since the view value (or a `StateObject`'s storage) owns
  /// it.
  private weak var object: AnyObject?
  private var cancellable: AnyCancellable?
  private var pending = PendingChange()

  /// Subscribes `node` to `object`, unless it is already subscribed to that very object.
  /// Called before each run of the node's body.
  func observe<ObjectType: ObservableObject>(_ object: ObjectType, for node: ViewNode) {
    if let current = self.object, current === object {
      // The body is about to read the object: later changes must be posted again.
      pending.clear()
      return
    }
    stop()
    self.object = object
    let pending = PendingChange()
    self.pending = pending
    cancellable = Self.subscribe(
      to: object,
      Self.handler(
        posting: WeakViewNode(node: node), to: node.graph.observationInbox,
        of: WeakGraph(graph: node.graph), once: pending))
  }

  /// Ends the subscription.
  func stop() {
    cancellable?.cancel()
    cancellable = nil
    object = nil
  }

  /// Subscribes `handler` to the object's `objectWillChange`: a closure made outside the main
  /// actor, since the publisher calls it from whatever thread changed the object.
  private nonisolated static func subscribe<ObjectType: ObservableObject>(
    to object: ObjectType, _ handler: @escaping () -> Void
  ) -> AnyCancellable {
    object.objectWillChange.sink { _ in handler() }
  }

  /// The handler a publisher calls, from whatever thread changed the object.
  private nonisolated static func handler(
    posting node: WeakViewNode, to inbox: ObservationInbox, of graph: WeakGraph,
    once pending: PendingChange
  ) -> () -> Void {
    {
      guard pending.mark() else { return }
      inbox.post(node)
      Task { @MainActor in graph.graph?.observationPosted() }
    }
  }
}

/// Whether a change has been posted since the observing body last ran; written from any
/// thread.
final class PendingChange: @unchecked Sendable {
  private let lock = NSLockLike()
  private var isPending = false

  /// Marks a change; returns whether none was marked before.
  func mark() -> Bool {
    lock.withLock {
      defer { isPending = true }
      return !isPending
    }
  }

  /// Forgets the marked change.
  func clear() {
    lock.withLock { isPending = false }
  }
}
