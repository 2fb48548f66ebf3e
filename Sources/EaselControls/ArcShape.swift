import Foundation

/// Seed 000's arc: a circular arc centred in the rectangle with a radius of half its width,
/// from `startAngle` to `endAngle`.
///
/// As in SwiftUI, angles are measured from the positive x axis and the y axis points down, so
/// `clockwise: false` turns clockwise on screen.
public struct ArcShape: Shape {
  /// Where the arc starts.
  public let startAngle: Angle
  /// Where the arc ends.
  public let endAngle: Angle
  /// Whether the arc runs clockwise in the flipped (y-up) sense SwiftUI uses.
  public let clockwise: Bool

  /// Creates an arc from `startAngle` to `endAngle`.
  public init(startAngle: Angle, endAngle: Angle, clockwise: Bool) {
    self.startAngle = startAngle
    self.endAngle = endAngle
    self.clockwise = clockwise
  }

  /// The arc in `rect`: centred, with radius `rect.width / 2`.
  public func path(in rect: CGRect) -> Path {
    var path = Path()
    path.addArc(
      center: CGPoint(x: rect.midX, y: rect.midY),
      radius: rect.width / 2,
      startAngle: startAngle,
      endAngle: endAngle,
      clockwise: clockwise)
    return path
  }
}
