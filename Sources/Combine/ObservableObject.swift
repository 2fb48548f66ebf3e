/// A type of object with a publisher that emits before the object has changed, as in
/// Combine.
///
/// A class that declares `@Published` properties and no `objectWillChange` of its own gets
/// an `ObservableObjectPublisher` shared by all of them, which sends before each change.
public protocol ObservableObject: AnyObject {
  /// The type of publisher that emits before the object has changed.
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never

  /// A publisher that emits before the object has changed.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// The publisher shared by the object's `@Published` properties, made on first use (a
  /// new one on each use for an object without any).
  public var objectWillChange: ObservableObjectPublisher {
    var fields: [any PublishedField] = []
    var mirror: Mirror? = Mirror(reflecting: self)
    while let current = mirror {
      for child in current.children {
        if let property = child.value as? any PublishedProperty { fields.append(property.field) }
      }
      mirror = current.superclassMirror
    }
    if let existing = fields.lazy.compactMap(\.objectWillChange).first {
      for field in fields where field.objectWillChange == nil {
        field.objectWillChange = existing
      }
      return existing
    }
    let publisher = ObservableObjectPublisher()
    for field in fields { field.objectWillChange = publisher }
    return publisher
  }
}

/// A `@Published` property, seen through reflection.
protocol PublishedProperty {
  /// Its storage.
  var field: any PublishedField { get }
}

/// A `@Published` property's storage: where it finds its object's publisher.
protocol PublishedField: AnyObject {
  /// The publisher of the object that holds the property, once known.
  var objectWillChange: ObservableObjectPublisher? { get set }
}
