import Easel
import Foundation

extension View {
  /// Runs `action` with the corner radii that make this view concentric with its container
  /// (`GeometryProxy.concentricCornerRadii`): once after the first layout, then whenever they
  /// change. When no container or display corner resolves them, every corner is `minimum`.
  ///
  /// The radii are reported one way, not through a binding: the view only tells its owner what
  /// they are.
  public func onConcentricCornerRadiiChange(
    minimum: CGFloat,
    action: @escaping (_ newValue: RectangleCornerRadii) -> Void
  ) -> some View {
    onGeometryChange(for: RectangleCornerRadii.self) { proxy in
      guard let radii = proxy.concentricCornerRadii else {
        return RectangleCornerRadii(
          topLeading: minimum, bottomLeading: minimum, bottomTrailing: minimum,
          topTrailing: minimum)
      }
      return radii
    } action: {
      action($0)
    }
  }
}
