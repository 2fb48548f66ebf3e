import Foundation

/// A two-finger pinch: a touchpad pinch, or the host's mouse fallback for one.
public struct MagnifyGesture: Gesture, PrimitiveGesture {
  /// The pinch so far.
  public struct Value: Equatable, Sendable {
    /// When the last event happened, on the host's clock.
    public var time: Date
    /// The scale since the pinch began.
    public var magnification: CGFloat
    /// How fast the scale changes, per second.
    public var velocity: CGFloat
    /// Where the pinch began, as a unit point of the view.
    public var startAnchor: UnitPoint
    /// Where the pinch began, in the view's coordinates.
    public var startLocation: CGPoint
  }
  public typealias Body = Never
  /// How much the scale must change before the gesture starts.
  public var minimumScaleDelta: CGFloat

  /// Creates a magnify gesture.
  public init(minimumScaleDelta: CGFloat = 0.01) {
    self.minimumScaleDelta = minimumScaleDelta
  }

  func makeRecognizer() -> GestureRecognizer<Value> {
    TransformRecognizer(
      measure: { scale, _ in abs(scale - 1) }, threshold: minimumScaleDelta,
      value: { sample in
        Value(
          time: Date(timeIntervalSinceReferenceDate: sample.time), magnification: sample.scale,
          velocity: sample.scaleVelocity, startAnchor: sample.startAnchor,
          startLocation: sample.startLocation)
      })
  }
}

/// The older form of `MagnifyGesture`, whose value is the scale alone.
public struct MagnificationGesture: Gesture, PrimitiveGesture {
  public typealias Value = CGFloat
  public typealias Body = Never
  /// How much the scale must change before the gesture starts.
  public var minimumScaleDelta: CGFloat

  /// Creates a magnification gesture.
  public init(minimumScaleDelta: CGFloat = 0.01) {
    self.minimumScaleDelta = minimumScaleDelta
  }

  func makeRecognizer() -> GestureRecognizer<CGFloat> {
    TransformRecognizer(
      measure: { scale, _ in abs(scale - 1) }, threshold: minimumScaleDelta, value: { $0.scale })
  }
}

/// A two-finger rotation: a touchpad rotation, or the host's mouse fallback for one.
public struct RotateGesture: Gesture, PrimitiveGesture {
  /// The rotation so far.
  public struct Value: Equatable, Sendable {
    /// When the last event happened, on the host's clock.
    public var time: Date
    /// The angle since the rotation began (clockwise on screen is positive).
    public var rotation: Angle
    /// How fast the angle changes, per second.
    public var velocity: Angle
    /// Where the rotation began, as a unit point of the view.
    public var startAnchor: UnitPoint
    /// Where the rotation began, in the view's coordinates.
    public var startLocation: CGPoint
  }
  public typealias Body = Never
  /// How much the angle must change before the gesture starts.
  public var minimumAngleDelta: Angle

  /// Creates a rotate gesture.
  public init(minimumAngleDelta: Angle = .degrees(1)) {
    self.minimumAngleDelta = minimumAngleDelta
  }

  func makeRecognizer() -> GestureRecognizer<Value> {
    TransformRecognizer(
      measure: { _, rotation in abs(rotation.radians) }, threshold: minimumAngleDelta.radians,
      value: { sample in
        Value(
          time: Date(timeIntervalSinceReferenceDate: sample.time), rotation: sample.rotation,
          velocity: sample.rotationVelocity, startAnchor: sample.startAnchor,
          startLocation: sample.startLocation)
      })
  }
}

/// The older form of `RotateGesture`, whose value is the angle alone.
public struct RotationGesture: Gesture, PrimitiveGesture {
  public typealias Value = Angle
  public typealias Body = Never
  /// How much the angle must change before the gesture starts.
  public var minimumAngleDelta: Angle

  /// Creates a rotation gesture.
  public init(minimumAngleDelta: Angle = .degrees(1)) {
    self.minimumAngleDelta = minimumAngleDelta
  }

  func makeRecognizer() -> GestureRecognizer<Angle> {
    TransformRecognizer(
      measure: { _, rotation in abs(rotation.radians) }, threshold: minimumAngleDelta.radians,
      value: { $0.rotation })
  }
}

/// One state of a two-finger gesture.
struct TransformSample {
  var time: Double
  var scale: CGFloat
  var rotation: Angle
  var scaleVelocity: CGFloat
  var rotationVelocity: Angle
  var startAnchor: UnitPoint
  var startLocation: CGPoint
}

/// Follows `transform` events: starts once `measure` of the change passes `threshold`.
@MainActor
final class TransformRecognizer<Value>: GestureRecognizer<Value> {
  private let measure: (CGFloat, Angle) -> Double
  private let threshold: Double
  private let value: (TransformSample) -> Value
  private var sample: TransformSample?
  private var started = false

  init(
    measure: @escaping (CGFloat, Angle) -> Double, threshold: Double,
    value: @escaping (TransformSample) -> Value
  ) {
    self.measure = measure
    self.threshold = threshold
    self.value = value
  }

  override func propose(_ input: GestureInput) -> GestureProposal<Value> {
    let event = input.event
    switch event.kind {
    case .transform(let scale, let rotation):
      let local = input.location(in: .local)
      var next =
        sample
        ?? TransformSample(
          time: event.time, scale: 1, rotation: .zero, scaleVelocity: 0,
          rotationVelocity: .zero,
          startAnchor: UnitPoint(
            x: input.frame.width > 0 ? local.x / input.frame.width : 0.5,
            y: input.frame.height > 0 ? local.y / input.frame.height : 0.5),
          startLocation: local)
      let elapsed = event.time - next.time
      if elapsed > 0 {
        next.scaleVelocity = (scale - next.scale) / elapsed
        next.rotationVelocity = .radians((rotation.radians - next.rotation.radians) / elapsed)
      }
      next.time = event.time
      next.scale = scale
      next.rotation = rotation
      sample = next
      if !started {
        guard measure(scale, rotation) >= threshold else { return .none }
        started = true
      }
      return .change(value(next), claims: true)
    case .transformEnded:
      guard started, let sample else { return .fail }
      return .end(value(sample))
    case .cancel: return .fail
    case .down, .move, .up, .scroll: return .none
    }
  }
}
