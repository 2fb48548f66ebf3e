import Easel
import Foundation

/// The mouse's stand-in for a touchpad's two-finger gestures, as the window host uses it:
///
/// - Ctrl + wheel pinches: each notch up scales by `notchScale`, each notch down divides by
///   it, accumulated from 1 since the pinch began, at the point where the wheel first turned.
///   The host ends the pinch (`endPinch`) once `pinchEndDelay` passes without a notch.
/// - Shift + drag with the primary button rotates around the press point: the angle between
///   the direction from the press point to the pointer and the first such direction (once the
///   pointer is `rotationSlop` points away), clockwise on screen positive, counted past a full
///   turn. The release ends it.
///
/// A value type that turns window input into pointer events; the host sends them and owns the
/// timer.
struct MouseGestureFallback {
  /// The scale one wheel notch makes.
  static let notchScale: CGFloat = 1.1
  /// How long after the last notch a pinch ends, in seconds.
  static let pinchEndDelay = 0.3
  /// How far the pointer must be from the press point before its direction counts.
  static let rotationSlop: CGFloat = 10

  /// The pinch going on: its scale so far and where it began.
  private(set) var pinch: (scale: CGFloat, location: CGPoint)?
  /// The rotation going on: its centre, the first direction and the angle so far.
  private(set) var rotation: (center: CGPoint, reference: Double?, angle: Double)?

  /// Whether a pinch is going on.
  var isPinching: Bool { pinch != nil }
  /// Whether a rotation is going on (the primary button is down with Shift).
  var isRotating: Bool { rotation != nil }

  /// A Ctrl + wheel turn of `notches` (negative upwards, which magnifies) at `location`: the
  /// pinch's next state, at the pinch's first location.
  mutating func wheel(notches: Int, at location: CGPoint) -> PointerEvent.Kind? {
    guard notches != 0 else { return nil }
    var current = pinch ?? (1, location)
    current.scale *= pow(Self.notchScale, CGFloat(-notches))
    pinch = current
    return .transform(scale: current.scale, rotation: .zero)
  }

  /// Ends the pinch, if one is going on; returns where it began.
  mutating func endPinch() -> CGPoint? {
    defer { pinch = nil }
    return pinch?.location
  }

  /// A Shift + press at `location` begins a rotation around it.
  mutating func beginRotation(at location: CGPoint) {
    rotation = (location, nil, 0)
  }

  /// The pointer moved to `location` during a rotation: the rotation's next state, or `nil`
  /// while the pointer is too close to the centre to have a direction or the angle did not
  /// change.
  mutating func rotate(to location: CGPoint) -> PointerEvent.Kind? {
    guard var current = rotation else { return nil }
    let dx = location.x - current.center.x
    let dy = location.y - current.center.y
    guard (dx * dx + dy * dy).squareRoot() >= Self.rotationSlop else { return nil }
    // Screen y grows downwards, so atan2 grows clockwise on screen.
    let direction = atan2(Double(dy), Double(dx))
    guard let reference = current.reference else {
      current.reference = direction
      rotation = current
      return nil
    }
    // The nearest angle to the last one that points this way: turns past ±180° keep counting.
    var angle = direction - reference
    angle += (2 * Double.pi) * ((current.angle - angle) / (2 * Double.pi)).rounded()
    guard angle != current.angle else { return nil }
    current.angle = angle
    rotation = current
    return .transform(scale: 1, rotation: .radians(angle))
  }

  /// Ends the rotation, if one is going on; returns its centre.
  mutating func endRotation() -> CGPoint? {
    defer { rotation = nil }
    return rotation?.center
  }
}
