/// A class whose changes views observe through `@ObservedObject`, `@StateObject` and
/// `@EnvironmentObject`.
///
/// As in SwiftUI, a class that only declares `@Published` properties gets an
/// `objectWillChange` publisher for free, shared by all of them.
public protocol ObservableObject: AnyObject {
  /// The type of publisher that sends before the object changes.
  associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
  /// A publisher that sends before the object changes.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// The publisher shared by the object's `@Published` properties, made on first use.
  public var objectWillChange: ObservableObjectPublisher {
    var fields: [PublishedField] = []
    var mirror: Mirror? = Mirror(reflecting: self)
    while let current = mirror {
      for child in current.children {
        if let field = child.value as? PublishedField { fields.append(field) }
      }
      mirror = current.superclassMirror
    }
    if let existing = fields.lazy.compactMap(\.publisherSlot.publisher).first {
      for field in fields where field.publisherSlot.publisher == nil {
        field.publisherSlot.publisher = existing
      }
      return existing
    }
    let publisher = ObservableObjectPublisher()
    for field in fields { field.publisherSlot.publisher = publisher }
    return publisher
  }
}

/// Where a `@Published` property finds its object's publisher.
final class PublisherSlot: @unchecked Sendable {
  var publisher: ObservableObjectPublisher?
}

/// A `@Published` property seen through reflection.
protocol PublishedField {
  var publisherSlot: PublisherSlot { get }
}

/// A property of an `ObservableObject` that announces changes through the object's
/// `objectWillChange` before each write.
@propertyWrapper
public struct Published<Value> {
  private var value: Value
  let publisherSlot = PublisherSlot()

  /// Creates a published property with an initial value.
  public init(wrappedValue: Value) {
    value = wrappedValue
  }

  /// Published properties are only reachable through their enclosing object.
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { preconditionFailure("@Published is only available on properties of classes") }
    set { preconditionFailure("@Published is only available on properties of classes") }
  }

  /// Reads and writes the property through its enclosing object, sending `objectWillChange`
  /// before each write.
  public static subscript<EnclosingSelf: ObservableObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].value }
    set {
      if let publisher = object.objectWillChange as? ObservableObjectPublisher {
        publisher.send()
      }
      object[keyPath: storageKeyPath].value = newValue
    }
  }
}

extension Published: PublishedField {}
