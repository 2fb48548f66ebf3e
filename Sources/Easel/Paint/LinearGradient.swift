import Foundation

/// A linear gradient: the colours change along the line from `startPoint` to `endPoint`, and
/// are constant along lines at right angles to it; past either end the end colour continues.
///
/// The points are unit points, mapped into the bounding rectangle of each shape filled with
/// the gradient (the frame of the shape view, or of the view a background is drawn behind).
/// Used as a view, the gradient fills the space it is offered.
public struct LinearGradient: ShapeStyle, Hashable {
  /// The colours and their locations.
  var gradient: Gradient
  /// Where the gradient starts, in unit coordinates.
  var startPoint: UnitPoint
  /// Where the gradient ends, in unit coordinates.
  var endPoint: UnitPoint

  /// Creates a linear gradient from a base gradient.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  /// Creates a linear gradient from colours spread evenly between the start and end points.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  /// Creates a linear gradient from colour stops.
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

  /// Resolves to the colour of the first stop.
  public func resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
    gradient.firstColor.resolve(in: environment)
  }

  /// Resolves to a linear gradient between the unit points mapped into `bounds`.
  public func resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint {
    .linearGradient(
      gradient.resolve(in: environment), start: startPoint.point(in: bounds),
      end: endPoint.point(in: bounds))
  }
}

extension LinearGradient: View, PrimitiveView {
  public typealias Body = Never

  func makeNodes(in context: NodeContext) -> [LayoutNode] {
    [ShapeNode(context, style: self, stroke: nil) { Path($0) }]
  }
}

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient from `startPoint` to `endPoint`, unit points mapped into the bounding
  /// rectangle of the filled shape.
  public static func linearGradient(
    _ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient of colours spread evenly from `startPoint` to `endPoint`.
  public static func linearGradient(
    colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient of colour stops from `startPoint` to `endPoint`.
  public static func linearGradient(
    stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}
