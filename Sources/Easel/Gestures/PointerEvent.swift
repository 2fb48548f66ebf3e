import Foundation

/// One input event, in root (window) coordinates, from any source: the X11 host, or a test.
///
/// A finger or the mouse's first button goes down, moves and goes up (or is cancelled); a
/// wheel scrolls; a touchpad pinch or rotation reports its scale and angle since it began.
public struct PointerEvent: Equatable, Sendable {
  /// What happened.
  public enum Kind: Equatable, Sendable {
    /// The pointer went down (a press).
    case down
    /// The pointer moved while down.
    case move
    /// The pointer went up (a release).
    case up
    /// The interaction was cancelled (the window lost the pointer).
    case cancel
    /// A wheel or touchpad scroll by a distance in points.
    case scroll(CGSize)
    /// A two-finger gesture changed: its scale and rotation since it began.
    case transform(scale: CGFloat, rotation: Angle)
    /// The two-finger gesture ended.
    case transformEnded
  }

  /// What happened.
  public var kind: Kind
  /// Where, in root coordinates.
  public var location: CGPoint
  /// When, in seconds on the host's clock (the graph's animation clock).
  public var time: Double

  /// Creates an event.
  public init(_ kind: Kind, at location: CGPoint, time: Double) {
    self.kind = kind
    self.location = location
    self.time = time
  }
}

/// What a gesture is told about an event: the event, and where it happened in the spaces the
/// gesture may ask for.
@MainActor
struct GestureInput {
  let event: PointerEvent
  /// The frame of the view the gesture is attached to, in root coordinates.
  let frame: CGRect
  /// Finds the origin of a named coordinate space, in root coordinates.
  let namedOrigin: (AnyHashable) -> CGPoint

  /// The event's location in `space`.
  func location(in space: CoordinateSpace) -> CGPoint {
    convert(event.location, to: space)
  }

  /// A root-coordinates point in `space`.
  func convert(_ point: CGPoint, to space: CoordinateSpace) -> CGPoint {
    switch space {
    case .global: return point
    case .local: return CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
    case .named(let name):
      let origin = namedOrigin(name)
      return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }
  }
}
