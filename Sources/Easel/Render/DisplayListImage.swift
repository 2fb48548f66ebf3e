import Foundation

extension DisplayList {
  /// What an `.image` operation draws: a vector graphic the core made (a symbol), or an image
  /// resource that the backend loads, with how it is tinted and fitted to its rectangle.
  public struct ImageReference: Sendable {
    /// Where the pixels come from.
    public enum Content: Sendable {
      /// A vector graphic in its own design space, drawn scaled to the rectangle.
      case vector(VectorGraphic)
      /// An image resource the backend looked up by name through an `ImageProvider`.
      case resource(ImageAsset)
    }

    /// Where the pixels come from.
    public var content: Content
    /// The colour that replaces every colour of a resource image, keeping its alpha (the
    /// `.template` rendering mode); `nil` draws the image's own colours.
    public var tint: Color.Resolved?
    /// Insets, in points of the image's natural size, of the edges that keep their size when
    /// the image is resized (a nine-part image); zero insets scale the whole image.
    public var capInsets: EdgeInsets
    /// How the stretched parts of a resizable image fill their space.
    public var resizingMode: Image.ResizingMode

    /// Creates an image reference.
    public init(
      content: Content, tint: Color.Resolved? = nil, capInsets: EdgeInsets = EdgeInsets(),
      resizingMode: Image.ResizingMode = .stretch
    ) {
      self.content = content
      self.tint = tint
      self.capInsets = capInsets
      self.resizingMode = resizingMode
    }

    /// The name of the symbol or resource, for inspection and messages.
    public var name: String {
      switch content {
      case .vector(let graphic): graphic.name
      case .resource(let asset): asset.name
      }
    }
  }

  /// A small vector drawing in a design space of its own (24×24 for Easel's symbols): layers of
  /// filled, stroked and cleared paths, drawn in order into a group that is then composited, so
  /// a cleared layer cuts through the layers below it but not through what is behind the image.
  public struct VectorGraphic: Equatable, Sendable {
    /// What the graphic shows (a symbol's name).
    public var name: String
    /// The size of the design space the paths are drawn in.
    public var designSize: CGSize
    /// The layers, back to front.
    public var layers: [VectorLayer]

    /// Creates a vector graphic.
    public init(name: String, designSize: CGSize, layers: [VectorLayer]) {
      self.name = name
      self.designSize = designSize
      self.layers = layers
    }
  }

  /// One layer of a `VectorGraphic`: a path, filled or stroked, with a paint or cleared.
  public struct VectorLayer: Equatable, Sendable {
    /// How the path is drawn.
    public enum Style: Equatable, Sendable {
      /// Fills the path with the non-zero winding rule, or the even-odd rule.
      case fill(evenOdd: Bool)
      /// Strokes the path; widths are in design units.
      case stroke(StrokeStyle)
    }

    /// The outline, in design units.
    public var path: Path
    /// Filled or stroked.
    public var style: Style
    /// The paint, or `nil` to clear what the layers below drew where this layer covers.
    public var paint: Paint?

    /// Creates a layer.
    public init(path: Path, style: Style, paint: Paint?) {
      self.path = path
      self.style = style
      self.paint = paint
    }
  }

  /// A drawing made by a callback into the backend (behind `CustomDrawingView`).
  public struct CustomDrawing: Sendable {
    /// Draws. The first argument is the backend's own drawing context — for `EaselCairo` a
    /// `cairo_t *` — whose user space is in points with (0, 0) at the frame's top-left corner
    /// and clipped to the frame; the second is the frame's size.
    public typealias Callback = @MainActor @Sendable (UnsafeMutableRawPointer, CGSize) -> Void

    /// The rectangle drawn into, in root coordinates.
    public var frame: CGRect
    /// Draws the content.
    public var draw: Callback

    /// Creates a custom drawing.
    public init(frame: CGRect, draw: @escaping Callback) {
      self.frame = frame
      self.draw = draw
    }
  }
}
