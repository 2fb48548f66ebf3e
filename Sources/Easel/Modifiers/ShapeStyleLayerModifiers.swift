import Foundation

extension View {
  /// Fills the area behind this view with `style`, laid out over this view's frame; the fill
  /// extends into the safe area on `edges` where the view's frame meets it.
  ///
  /// A colour or gradient passed by its type (`Color.red`, `LinearGradient(…)`) is also a view
  /// and uses `background(_:alignment:)`, which draws it over the same frame.
  @_disfavoredOverload
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    background(Rectangle().fill(style).ignoresSafeArea(.container, edges: edges))
  }

  /// Fills `shape`, fitted to this view's frame, with `style` behind this view. (Shapes are
  /// filled with the non-zero winding rule; `fillStyle` is accepted for compatibility.)
  public func background<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    background(shape.fill(style))
  }

  /// Fills the area in front of this view with `style`, laid out over this view's frame.
  @_disfavoredOverload
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    overlay(Rectangle().fill(style).ignoresSafeArea(.container, edges: edges))
  }

  /// Fills `shape`, fitted to this view's frame, with `style` in front of this view. (Shapes
  /// are filled with the non-zero winding rule; `fillStyle` is accepted for compatibility.)
  public func overlay<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    overlay(shape.fill(style))
  }
}
