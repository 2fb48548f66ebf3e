import Foundation

/// One wedge of a pie: from the centre out to the circle of radius `min(width, height) / 2`,
/// around from `startAngle` to `endAngle` (clockwise on screen) and back to the centre.
public struct PieSlice: Shape {
  /// Where the wedge starts; 0° points right and angles grow clockwise on screen.
  public let startAngle: Angle
  /// Where the wedge ends.
  public let endAngle: Angle

  /// Creates a wedge from `startAngle` to `endAngle`.
  public init(startAngle: Angle, endAngle: Angle) {
    self.startAngle = startAngle
    self.endAngle = endAngle
  }

  /// The wedge centred in `rect`.
  public func path(in rect: CGRect) -> Path {
    let center = CGPoint(x: rect.midX, y: rect.midY)
    var path = Path()
    path.move(to: center)
    path.addArc(
      center: center, radius: min(rect.width, rect.height) / 2, startAngle: startAngle,
      endAngle: endAngle, clockwise: false)
    path.closeSubpath()
    return path
  }
}
