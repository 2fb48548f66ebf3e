import Foundation

/// A radial gradient: the colours change along circles about a centre, from the first colour
/// at `startRadius` to the last at `endRadius`; inside and outside those the end colours
/// continue.
///
/// The centre is a unit point mapped into the bounding rectangle of each shape filled with the
/// gradient; the radii are in points, so the circles stay round whatever the shape's size.
/// Used as a view, the gradient fills the space it is offered.
public struct RadialGradient: ShapeStyle, Hashable {
  /// The colours and their locations.
  var gradient: Gradient
  /// The centre, in unit coordinates.
  var center: UnitPoint
  /// The radius, in points, where the first colour ends.
  var startRadius: CGFloat
  /// The radius, in points, where the last colour starts.
  var endRadius: CGFloat

  /// Creates a radial gradient from a base gradient.
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }

  /// Creates a radial gradient from colours spread evenly between the two radii.
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }

  /// Creates a radial gradient from colour stops.
  public init(
    stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }

  /// Resolves to the colour of the first stop.
  public func resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
    gradient.firstColor.resolve(in: environment)
  }

  /// Resolves to a radial gradient about the centre mapped into `bounds`.
  public func resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint {
    .radialGradient(
      gradient.resolve(in: environment), center: center.point(in: bounds),
      startRadius: max(startRadius, 0), endRadius: max(endRadius, 0))
  }
}

extension RadialGradient: View, PrimitiveView {
  public typealias Body = Never

  func makeNodes(in context: NodeContext) -> [LayoutNode] {
    [ShapeNode(context, style: self, stroke: nil) { Path($0) }]
  }
}

extension ShapeStyle where Self == RadialGradient {
  /// A radial gradient about `center` (a unit point mapped into the filled shape's bounding
  /// rectangle) from `startRadius` to `endRadius` points.
  public static func radialGradient(
    _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(
      gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// A radial gradient of colours spread evenly from `startRadius` to `endRadius`.
  public static func radialGradient(
    colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// A radial gradient of colour stops from `startRadius` to `endRadius`.
  public static func radialGradient(
    stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}
