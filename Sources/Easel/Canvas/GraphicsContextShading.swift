import Foundation

extension GraphicsContext {
  /// How a fill, stroke or text is painted.
  public struct Shading: Sendable {
    enum Storage: Sendable {
      case color(Color)
      case style(any ShapeStyle)
      case foreground
    }

    let storage: Storage

    /// A solid colour.
    public static func color(_ color: Color) -> Shading {
      Shading(storage: .color(color))
    }

    /// A solid colour from its components.
    public static func color(red: Double, green: Double, blue: Double, opacity: Double = 1)
      -> Shading
    {
      Shading(storage: .color(Color(red: red, green: green, blue: blue, opacity: opacity)))
    }

    /// A shape style, resolved in the canvas's environment.
    public static func style<S: ShapeStyle>(_ style: S) -> Shading {
      Shading(storage: .style(style))
    }

    /// The canvas's foreground style.
    public static var foreground: Shading { Shading(storage: .foreground) }

    /// The colour the shading paints with in `environment`.
    func resolve(in environment: EnvironmentValues) -> Color.Resolved {
      switch storage {
      case .color(let color): color.resolveColor(in: environment)
      case .style(let style): style.resolveColor(in: environment)
      case .foreground: ForegroundStyle().resolveColor(in: environment)
      }
    }
  }
}
