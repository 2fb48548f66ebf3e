import Foundation

/// A colour gradient: an ordered list of colour stops, each a colour at a location from 0 to 1.
///
/// `LinearGradient`, `RadialGradient` and `AngularGradient` lay a gradient out over a shape.
/// Used as a shape style itself, a gradient is drawn from the top of the shape's frame to its
/// bottom, as SwiftUI draws an `AnyGradient`.
public struct Gradient: Hashable, Sendable {
  /// A colour at a location along a gradient.
  public struct Stop: Hashable, Sendable {
    /// The colour.
    public var color: Color
    /// Where the colour is, from 0 (the start of the gradient) to 1 (its end).
    public var location: CGFloat

    /// Creates a colour stop.
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  /// The colour stops.
  public var stops: [Stop]

  /// Creates a gradient from colour stops.
  public init(stops: [Stop]) {
    self.stops = stops
  }

  /// Creates a gradient from colours spread evenly from 0 to 1 (a single colour at 0).
  public init(colors: [Color]) {
    let last = CGFloat(max(colors.count - 1, 1))
    stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
  }

  /// The stops with their colours resolved in `environment`.
  public func resolve(in environment: EnvironmentValues) -> DisplayList.ResolvedGradient {
    DisplayList.ResolvedGradient(
      stops: stops.map {
        DisplayList.ResolvedGradient.Stop(
          color: $0.color.resolve(in: environment), location: Double($0.location))
      })
  }

  /// The colour of the first stop (clear when there are none), for uses that take one colour.
  var firstColor: Color { stops.first?.color ?? .clear }
}

extension Gradient: ShapeStyle {
  /// Resolves to the colour of the first stop.
  public func resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
    firstColor.resolve(in: environment)
  }

  /// Resolves to a linear gradient from the top of `bounds` to its bottom.
  public func resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint {
    LinearGradient(gradient: self, startPoint: .top, endPoint: .bottom)
      .resolvePaint(in: environment, bounds: bounds)
  }
}

extension UnitPoint {
  /// The point in `rect` this unit point stands for.
  func point(in rect: CGRect) -> CGPoint {
    CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
  }
}
