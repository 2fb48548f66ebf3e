import Easel
import Foundation

/// Gives the buttons in the modified view a rounded-rectangle border shape whose radius follows
/// their concentric corner radii, kept in state with the button's size and updated whenever layout changes them.
///
/// As `ConcentricRectangle(corners:isUniform: true)` does, the one radius is the largest of the
/// four: a button along the bottom edge of a rounded container takes the radius concentric
/// with the bottom corners, though its top corners are far from any.
public struct ConcentricButtonBorder: ViewModifier {
  /// The concentric shape asked for; its `minimum` is the radius used without a container.
  public let shape: ConcentricButtonBorderShape
  @State private var radii: RectangleCornerRadii
  @State private var size: CGSize = .zero

  /// Creates the modifier for `shape`, starting from its minimum radius.
  public init(shape: ConcentricButtonBorderShape) {
    self.shape = shape
    _radii = State(initialValue: RectangleCornerRadii(shape.minimum))
  }

  /// The largest of the four radii, never less than the shape's minimum, and no more than half
  /// the button's shorter side (a larger radius makes a capsule, as in a `RoundedRectangle`).
  private var radius: CGFloat {
    let largest = max(
      radii.topLeading, radii.bottomLeading, radii.bottomTrailing, radii.topTrailing,
      shape.minimum)
    guard size.width > 0, size.height > 0 else { return largest }
    return min(largest, min(size.width, size.height) / 2)
  }

  /// The content with a rounded-rectangle button border shape of the current uniform radius.
  public func body(content: Content) -> some View {
    content
      .buttonBorderShape(.roundedRectangle(radius: radius))
      .onConcentricCornerRadiiChange(minimum: shape.minimum) { radii = $0 }
      .onGeometryChange(for: CGSize.self) {
        $0.size
      } action: {
        size = $0
      }
  }
}

extension View {
  /// Sets the border shape of buttons in this view to a concentric one: a rounded rectangle
  /// whose radius follows the container's corners, never below the shape's minimum.
  public func buttonBorderShape(_ shape: ConcentricButtonBorderShape) -> some View {
    modifier(ConcentricButtonBorder(shape: shape))
  }
}
