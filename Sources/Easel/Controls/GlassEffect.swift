import Foundation

/// The look of Liquid Glass: a backdrop blurred and brightened, a tint, and a light rim.
public struct Glass: Equatable, Sendable {
  var tint: Color?
  var isInteractive = false
  /// How much of the tint colours the glass: a little for tinted glass, most of it for the
  /// prominent style.
  var tintStrength: Double = 0.35

  /// The standard glass.
  public static let regular = Glass()
  /// Glass that lets more of the backdrop through.
  public static let clear = Glass(tintStrength: 0.15)
  /// No glass.
  public static let identity = Glass(tintStrength: 0)

  /// This glass, tinted with `color`.
  public func tint(_ color: Color?) -> Glass {
    var copy = self
    copy.tint = color
    return copy
  }

  /// This glass, reacting to touches.
  public func interactive(_ isEnabled: Bool = true) -> Glass {
    var copy = self
    copy.isInteractive = isEnabled
    return copy
  }
}

/// Draws glass in a shape behind its content.
struct GlassBackground<S: Shape>: View {
  let glass: Glass
  let shape: S
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    let dark = colorScheme == .dark
    let base =
      glass.tint.map { $0.opacity(glass.tintStrength) }
      ?? Color(white: dark ? 0.2 : 1, opacity: dark ? 0.3 : 0.45)
    ZStack {
      shape.fill(Material(radius: 16, lightOpacity: 0, darkOpacity: 0))
      shape.fill(base)
      // The rim: light from the top left, fading down the sides.
      shape.stroke(
        LinearGradient(
          colors: [
            Color(white: 1, opacity: dark ? 0.45 : 0.9), Color(white: 1, opacity: 0.1),
            Color(white: 1, opacity: dark ? 0.25 : 0.5),
          ], startPoint: .topLeading, endPoint: .bottomTrailing), lineWidth: 1)
    }
    .shadow(color: Color(white: 0, opacity: dark ? 0.35 : 0.12), radius: 8, y: 3)
  }
}

extension View {
  /// Puts glass in `shape` behind the view.
  public func glassEffect<S: Shape>(_ glass: Glass = .regular, in shape: S) -> some View {
    background(GlassBackground(glass: glass, shape: shape))
  }

  /// Puts glass in a capsule behind the view.
  public func glassEffect(_ glass: Glass = .regular) -> some View {
    glassEffect(glass, in: Capsule())
  }
}
