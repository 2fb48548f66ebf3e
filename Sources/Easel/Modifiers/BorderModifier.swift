import Foundation

extension View {
  /// Draws a border of `width` points inside the view's frame, filled with `content`, as
  /// `overlay(Rectangle().strokeBorder(content, lineWidth: width))` does: the view's size is
  /// unchanged and the border covers its edge.
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    overlay(Rectangle().strokeBorder(content, lineWidth: width))
  }

  /// Hides the view unconditionally: it keeps its place in the layout, but draws nothing,
  /// takes no touches, and is left out of the accessibility tree.
  public func hidden() -> some View {
    opacity(0).allowsHitTesting(false).accessibilityHidden(true)
  }

  /// Sets the accent colour of the controls inside (SwiftUI's name before `tint(_:)`).
  public func accentColor(_ accentColor: Color?) -> some View {
    tint(accentColor)
  }

  /// Extends the view into the safe area along `edges` (SwiftUI's name before
  /// `ignoresSafeArea(_:edges:)`).
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    ignoresSafeArea(.all, edges: edges)
  }
}
