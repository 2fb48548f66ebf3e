import Foundation

/// Where a shape is being drawn, for the shapes that follow their container
/// (`ContainerRelativeShape`, `ConcentricRectangle`): the layout node drawing a shape sets it
/// while it asks the shape for its path, so that it reaches them through any shape that wraps
/// them (`AnyShape`, `inset`, `offset`, a custom shape calling their `path(in:)`).
struct ShapeDrawingContext: Equatable, Sendable {
  /// A rounded rectangle that shapes inside it are concentric with.
  struct Container: Equatable, Sendable {
    /// Its frame, in root coordinates.
    var frame: CGRect
    /// The radius of its corners.
    var radius: CGFloat
    /// The style of its corners.
    var style: RoundedCornerStyle
  }

  /// The frame of the view drawing the shape, in root coordinates: the rectangle passed to
  /// `path(in:)` is in its local coordinates.
  var frame: CGRect
  /// The nearest `containerShape` above the view.
  var container: Container?
  /// The display's rounded corners, when the host sets `displayCornerRadius`.
  var display: Container?

  /// The context of the shape being drawn now, if a layout node is drawing one. Shapes read
  /// it through `read()`, which notes that the path depends on where it is drawn.
  @TaskLocal static var current: ShapeDrawingContext?

  /// Notes whether a shape read the context: a layout node installs one (`probe`) while it
  /// asks for a path, to learn whether the path can be kept for its size alone.
  @MainActor
  final class ReadProbe {
    /// Whether a shape read the context while the probe was installed.
    var wasRead = false
  }

  /// The probe of the layout node asking for a path now, if it watches for reads.
  @TaskLocal static var probe: ReadProbe?

  /// The context of the shape being drawn now, noting the read in the installed probe.
  @MainActor static func read() -> ShapeDrawingContext? {
    probe?.wasRead = true
    return current
  }

  /// The radius of each corner of `rect` (in the view's local coordinates) concentric with
  /// `container`: the container's radius less the distance between the two corners, never
  /// below zero.
  func concentricRadii(of rect: CGRect, in container: Container) -> RectangleCornerRadii {
    let global = rect.offsetBy(dx: frame.minX, dy: frame.minY)
    func corner(_ dx: CGFloat, _ dy: CGFloat) -> CGFloat {
      max(container.radius - max(dx, dy, 0), 0)
    }
    let outer = container.frame
    return RectangleCornerRadii(
      topLeading: corner(global.minX - outer.minX, global.minY - outer.minY),
      bottomLeading: corner(global.minX - outer.minX, outer.maxY - global.maxY),
      bottomTrailing: corner(outer.maxX - global.maxX, outer.maxY - global.maxY),
      topTrailing: corner(outer.maxX - global.maxX, global.minY - outer.minY))
  }
}
