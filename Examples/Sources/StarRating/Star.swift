import SwiftUI

/// A five-pointed star, its points on the circle that fits the rectangle and its inner corners
/// at `innerRatio` of that radius.
public struct Star: Shape {
  /// The inner corners' distance from the centre, as a fraction of the points'.
  public var innerRatio: CGFloat

  /// Creates a star.
  public init(innerRatio: CGFloat = 0.45) {
    self.innerRatio = innerRatio
  }

  public func path(in rect: CGRect) -> Path {
    let center = CGPoint(x: rect.midX, y: rect.midY)
    let outer = min(rect.width, rect.height) / 2
    var path = Path()
    for corner in 0..<10 {
      let radius = corner.isMultiple(of: 2) ? outer : outer * innerRatio
      let angle = Angle.degrees(Double(corner) * 36 - 90).radians
      let point = CGPoint(
        x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
      if corner == 0 { path.move(to: point) } else { path.addLine(to: point) }
    }
    path.closeSubpath()
    return path
  }
}
