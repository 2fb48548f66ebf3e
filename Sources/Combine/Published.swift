/// A type that publishes a property marked with an attribute, as in Combine.
///
/// Writing the property of an `ObservableObject` first sends the object's
/// `objectWillChange`, then the new value to the subscribers of `$property` (so they see it
/// before the property holds it, as in Combine's `willSet`), then stores it. `$property` sends
/// the current value to each new subscriber. Outside an `ObservableObject` the property
/// still publishes through `$property`.
@propertyWrapper
public struct Published<Value> {
  let storage: PublishedStorage<Value>

  /// Creates the published instance with an initial wrapped value.
  public init(wrappedValue: Value) {
    storage = PublishedStorage(wrappedValue)
  }

  /// Creates the published instance with an initial value.
  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  /// Published properties are only reachable through their enclosing object.
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { preconditionFailure("@Published is only available on properties of classes") }
    set { preconditionFailure("@Published is only available on properties of classes") }
  }

  /// Reads and writes the property through its enclosing object: a write announces itself
  /// through the object's `objectWillChange` (when it is an `ObservableObjectPublisher`) and
  /// the property's publisher.
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].storage.value }
    set {
      let storage = object[keyPath: storageKeyPath].storage
      if storage.objectWillChange == nil, let observable = object as? any ObservableObject,
        let publisher = observable.objectWillChange as? ObservableObjectPublisher
      {
        // The default `objectWillChange` hands its publisher to all the object's properties;
        // one the class declares itself is kept here.
        storage.objectWillChange = publisher
      }
      storage.set(newValue)
    }
  }

  /// A publisher of the property's values: the current value on subscription, then each new
  /// value when it is set.
  public var projectedValue: Publisher {
    get { Publisher(storage: storage) }
    set { self = Published(storage: newValue.storage) }
  }

  private init(storage: PublishedStorage<Value>) {
    self.storage = storage
  }

  /// A publisher for properties marked with the `@Published` attribute, as in Combine.
  public struct Publisher: Combine.Publisher {
    /// The property's values.
    public typealias Output = Value
    /// It never fails.
    public typealias Failure = Never

    let storage: PublishedStorage<Value>

    /// Attaches `subscriber`: it gets the current value when it asks, then each new value.
    public func receive<S: Subscriber>(subscriber: S) where Value == S.Input, S.Failure == Never {
      storage.core.attach(subscriber) { [weak storage] in storage?.value }
    }
  }
}

extension Publisher where Failure == Never {
  /// Republishes elements received from a publisher, by assigning them to a property
  /// marked as a publisher; the subscription lasts as long as the property's storage.
  public func assign(to published: inout Published<Output>.Publisher) {
    let storage = published.storage
    let sink = Subscribers.Sink<Output, Never>(
      receiveCompletion: { _ in }, receiveValue: { [weak storage] in storage?.set($0) })
    storage.keep(AnyCancellable(sink))
    subscribe(sink)
  }
}

extension Published: PublishedProperty {
  var field: any PublishedField { storage }
}

/// The value of a `@Published` property, its subscribers and its object's publisher.
final class PublishedStorage<Value>: PublishedField, @unchecked Sendable {
  private let lock = CombineLock()
  private var current: Value
  private var publisher: ObservableObjectPublisher?
  private var assignments: [AnyCancellable] = []
  let core = SubjectCore<Value, Never>()

  init(_ value: Value) {
    current = value
  }

  var value: Value { lock.withLock { current } }

  var objectWillChange: ObservableObjectPublisher? {
    get { lock.withLock { publisher } }
    set { lock.withLock { publisher = newValue } }
  }

  /// Announces the change to the object's publisher and the property's subscribers, then
  /// stores the value.
  func set(_ newValue: Value) {
    objectWillChange?.send()
    core.send(newValue)
    lock.withLock { current = newValue }
  }

  /// Keeps an `assign(to:)` subscription for as long as the property lives.
  func keep(_ assignment: AnyCancellable) {
    lock.withLock { assignments.append(assignment) }
  }
}
