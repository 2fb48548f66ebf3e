import Foundation

/// The standard gradient of a colour (`Color.blue.gradient`): from the colour lightened a
/// little at the top to the colour itself at the bottom of the shape it fills.
public struct AnyGradient: ShapeStyle, Hashable {
  /// The colour at the bottom.
  let color: Color

  /// How far towards white the top is, from 0 to 1.
  static let lightening: Float = 0.2

  /// The gradient of `color`.
  public init(_ color: Color) {
    self.color = color
  }

  /// Resolves to the colour itself.
  public func resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
    color.resolve(in: environment)
  }

  /// Resolves to a vertical gradient over `bounds`.
  public func resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint {
    let bottom = color.resolve(in: environment)
    var top = bottom
    top.red += (1 - top.red) * Self.lightening
    top.green += (1 - top.green) * Self.lightening
    top.blue += (1 - top.blue) * Self.lightening
    let gradient = Gradient(colors: [Color(top), Color(bottom)])
    return LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom)
      .resolvePaint(in: environment, bounds: bounds)
  }
}

extension Color {
  /// A gradient from this colour, lightened at the top, to itself at the bottom.
  public var gradient: AnyGradient { AnyGradient(self) }
}
