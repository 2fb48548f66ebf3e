import Foundation

/// A view that draws immediate-mode 2D graphics with a `GraphicsContext`.
///
/// Like a shape, a canvas takes the whole size it is proposed (10×10 for its ideal size). Its
/// renderer runs every time the canvas is drawn; what it draws is recorded into the display
/// list as fills, strokes, text and images, and clipped to the canvas's frame.
///
/// Differs from SwiftUI: Easel does not use `opaque`, `colorMode` or `rendersAsynchronously`,
/// which only tune how SwiftUI rasterizes, and a canvas has no symbols to draw by tag.
public struct Canvas<Symbols: View>: View, PrimitiveView {
  /// The closure that draws the canvas's content, given a context and the canvas's size.
  public var renderer: (inout GraphicsContext, CGSize) -> Void
  /// Whether the canvas is fully opaque.
  public var isOpaque: Bool
  /// How the canvas blends colours.
  public var colorMode: ColorRenderingMode
  /// Whether the canvas may render off the main thread.
  public var rendersAsynchronously: Bool
  /// Views the renderer may draw by tag (none in Easel).
  public var symbols: Symbols

  func makeNodes(in context: NodeContext) -> [LayoutNode] {
    [CanvasNode(context, renderer: renderer)]
  }
}

extension Canvas where Symbols == EmptyView {
  /// Creates a canvas drawn by `renderer`, which receives a graphics context and the
  /// canvas's size.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
    rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) {
    self.renderer = renderer
    self.isOpaque = opaque
    self.colorMode = colorMode
    self.rendersAsynchronously = rendersAsynchronously
    self.symbols = EmptyView()
  }
}
