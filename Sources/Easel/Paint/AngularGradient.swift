import Foundation

/// An angular (conic) gradient: the colours change with the angle about a centre, from
/// `startAngle` to `endAngle`.
///
/// Angles are measured clockwise on screen from the trailing direction (3 o'clock), as SwiftUI
/// measures them. When the end is more than a full turn after the start, only the last full
/// turn is drawn; when it is less, the uncovered part of the circle turns from the last colour
/// into the first halfway across it. Equal start and end angles draw one full turn from the
/// start; an end before the start runs the colours the other way round. The centre is a unit
/// point mapped into the bounding rectangle of each shape filled with the gradient. Used as a
/// view, the gradient fills the space it is offered.
public struct AngularGradient: ShapeStyle, Hashable {
  /// The colours and their locations.
  var gradient: Gradient
  /// The centre, in unit coordinates.
  var center: UnitPoint
  /// The angle of the first colour.
  var startAngle: Angle
  /// The angle of the last colour.
  var endAngle: Angle

  /// Creates an angular gradient from a base gradient.
  public init(
    gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    self.endAngle = endAngle
  }

  /// Creates an angular gradient from colours spread evenly between the two angles.
  public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startAngle: startAngle,
      endAngle: endAngle)
  }

  /// Creates an angular gradient from colour stops.
  public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startAngle: startAngle,
      endAngle: endAngle)
  }

  /// Creates a conic gradient that completes a full turn, starting at `angle`.
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(
      gradient: gradient, center: center, startAngle: angle,
      endAngle: .radians(angle.radians + 2 * .pi))
  }

  /// Creates a conic gradient of colours spread evenly over a full turn from `angle`.
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }

  /// Creates a conic gradient of colour stops over a full turn from `angle`.
  public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
  }

  /// Resolves to the colour of the first stop.
  public func resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
    gradient.firstColor.resolve(in: environment)
  }

  /// Resolves to an angular gradient about the centre mapped into `bounds`, its angles put in
  /// increasing order at most a full turn apart.
  public func resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint {
    var resolved = gradient.resolve(in: environment)
    var start = startAngle.radians
    var end = endAngle.radians
    if end < start {
      // Reversed: the same colours, running anticlockwise.
      swap(&start, &end)
      resolved = DisplayList.ResolvedGradient(
        stops: resolved.stops.reversed().map {
          DisplayList.ResolvedGradient.Stop(color: $0.color, location: 1 - $0.location)
        })
    }
    let turn = 2 * Double.pi
    if end == start {
      end = start + turn
    } else if end - start > turn {
      start = end - turn
    }
    return .angularGradient(
      resolved, center: center.point(in: bounds), startAngle: start, endAngle: end)
  }
}

extension AngularGradient: View, PrimitiveView {
  public typealias Body = Never

  func makeNodes(in context: NodeContext) -> [LayoutNode] {
    [ShapeNode(context, style: self, stroke: nil) { Path($0) }]
  }
}

extension ShapeStyle where Self == AngularGradient {
  /// An angular gradient about `center` (a unit point mapped into the filled shape's bounding
  /// rectangle) from `startAngle` to `endAngle`.
  public static func angularGradient(
    _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// An angular gradient of colours spread evenly from `startAngle` to `endAngle`.
  public static func angularGradient(
    colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// An angular gradient of colour stops from `startAngle` to `endAngle`.
  public static func angularGradient(
    stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// A conic gradient that completes a full turn about `center`, starting at `angle`.
  public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(gradient: gradient, center: center, angle: angle)
  }

  /// A conic gradient of colours spread evenly over a full turn from `angle`.
  public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(colors: colors, center: center, angle: angle)
  }

  /// A conic gradient of colour stops over a full turn from `angle`.
  public static func conicGradient(
    stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero
  ) -> AngularGradient {
    AngularGradient(stops: stops, center: center, angle: angle)
  }
}
