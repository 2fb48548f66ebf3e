import Foundation

/// An input gesture: a sequence of events recognised as a tap, a drag, a pinch…, with a value
/// that describes it as it goes.
///
/// Build gestures from the primitive ones (`TapGesture`, `DragGesture`, …), react with
/// `onChanged(_:)`, `onEnded(_:)` and `updating(_:body:)`, combine them with
/// `simultaneously(with:)`, `sequenced(before:)` and `exclusively(before:)`, and attach them
/// to views with `gesture(_:including:)`.
@MainActor
public protocol Gesture<Value> {
  /// What the gesture reports while it runs and when it ends.
  associatedtype Value
  /// The gesture this one is made of.
  associatedtype Body: Gesture
  /// The gesture this one is made of; primitive gestures have none.
  var body: Body { get }
}

extension Never: Gesture {
  /// Never has a value.
  public typealias Value = Never
}

extension Gesture where Body == Never {
  /// Primitive gestures have no body.
  public var body: Never { fatalError("\(Self.self) is a primitive gesture and has no body") }
}

/// A gesture Easel recognises itself: it makes the recognizer that follows the events.
@MainActor
protocol PrimitiveGesture: Gesture {
  func makeRecognizer() -> GestureRecognizer<Value>
}

extension Gesture {
  /// The recognizer of this gesture: its own when primitive, else its body's.
  func recognizer() -> GestureRecognizer<Value> {
    if let primitive = self as? any PrimitiveGesture {
      return Self.open(primitive)
    }
    // A gesture made of another reports its body's values.
    return body.recognizer() as! GestureRecognizer<Value>
  }

  private static func open<P: PrimitiveGesture>(_ primitive: P) -> GestureRecognizer<Value> {
    primitive.makeRecognizer() as! GestureRecognizer<Value>
  }
}

/// A type-erased gesture.
public struct AnyGesture<Value>: Gesture, PrimitiveGesture {
  public typealias Body = Never
  private let make: @MainActor () -> GestureRecognizer<Value>

  /// Wraps `gesture`.
  public init<G: Gesture>(_ gesture: G) where G.Value == Value {
    make = { gesture.recognizer() }
  }

  func makeRecognizer() -> GestureRecognizer<Value> { make() }
}
