import Foundation

/// A radial gradient stretched into an ellipse: the colours change along ellipses about a
/// centre, shaped like the filled shape's bounding rectangle.
///
/// The centre and the radii are given in a unit square that is stretched over the bounding
/// rectangle of each shape filled with the gradient, so with the defaults (the centre, radii
/// from 0 to 0.5) the last colour starts at the ellipse inscribed in the rectangle, and fills
/// the corners beyond it. Used as a view, the gradient fills the space it is offered.
public struct EllipticalGradient: ShapeStyle, Hashable {
  /// The colours and their locations.
  var gradient: Gradient
  /// The centre, in unit coordinates.
  var center: UnitPoint
  /// Where the first colour ends, as a fraction of the unit square's side.
  var startRadiusFraction: CGFloat
  /// Where the last colour starts, as a fraction of the unit square's side.
  var endRadiusFraction: CGFloat

  /// Creates an elliptical gradient from a base gradient.
  public init(
    gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.gradient = gradient
    self.center = center
    self.startRadiusFraction = startRadiusFraction
    self.endRadiusFraction = endRadiusFraction
  }

  /// Creates an elliptical gradient from colours spread evenly between the two radii.
  public init(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center,
      startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }

  /// Creates an elliptical gradient from colour stops.
  public init(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center,
      startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }

  /// Resolves to the colour of the first stop.
  public func resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
    gradient.firstColor.resolve(in: environment)
  }

  /// Resolves to ellipses about the centre mapped into `bounds`, shaped like `bounds`.
  public func resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint {
    .ellipticalGradient(
      gradient.resolve(in: environment), center: center.point(in: bounds), size: bounds.size,
      startRadiusFraction: max(startRadiusFraction, 0),
      endRadiusFraction: max(endRadiusFraction, 0))
  }
}

extension EllipticalGradient: View, PrimitiveView {
  public typealias Body = Never

  func makeNodes(in context: NodeContext) -> [LayoutNode] {
    [ShapeNode(context, style: self, stroke: nil) { Path($0) }]
  }
}

extension ShapeStyle where Self == EllipticalGradient {
  /// An elliptical gradient about `center` from `startRadiusFraction` to `endRadiusFraction`
  /// of the filled shape's bounding rectangle.
  public static func ellipticalGradient(
    _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }

  /// An elliptical gradient of colours spread evenly between the two radii.
  public static func ellipticalGradient(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      colors: colors, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }

  /// An elliptical gradient of colour stops between the two radii.
  public static func ellipticalGradient(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      stops: stops, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
}
