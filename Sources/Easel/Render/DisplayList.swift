import Foundation

/// What to draw, independent of any backend: the output of the render pass.
///
/// Items are in painter's order. Each names the layout node that made it, for hit testing, the
/// inspector and damage tracking.
public struct DisplayList: Sendable {
  /// The items, back to front.
  public var items: [Item]

  /// Creates a display list.
  public init(items: [Item] = []) {
    self.items = items
  }

  /// A run of text laid out in a rectangle.
  public struct TextRun: Equatable, Sendable {
    /// The characters.
    public var string: String
    /// The font.
    public var font: Font.Resolved
    /// The colour of the glyphs.
    public var color: Color.Resolved
    /// The rectangle the text was laid out in. Lines start at its top; when the text reserves
    /// space for more lines, the rectangle is taller than them.
    public var frame: CGRect
    /// The width the text was wrapped and truncated at when it was measured (the proposed
    /// width, often wider than the frame), `.infinity` when it was measured without wrapping,
    /// or `nil` to wrap at the frame's width. A backend lays the text out at this width and
    /// moves it so that its widest line starts at the frame's left edge: lines break and align
    /// as they did when measured, whatever the rounding of the placed frame.
    public var layoutWidth: CGFloat? = nil
    /// The number of lines the text was cut to, the last of them ending (or starting) with an
    /// ellipsis as `truncationMode` says; `nil` when every line shows.
    public var lineLimit: Int? = nil
    /// Where the ellipsis of truncated text goes.
    public var truncationMode: Text.TruncationMode = .tail
    /// How lines align with one another inside the frame's width.
    public var alignment: TextAlignment = .leading
    /// The attributes of stretches of `string`, at the size drawn (scaled as `font` is); empty
    /// when all of it is drawn in `font` and `color`. A span without a colour of its own is
    /// drawn in `color`.
    public var spans: [TextSpan] = []
    /// Extra space between lines, in points.
    public var lineSpacing: CGFloat = 0

    /// Whether some of the text was left out.
    public var isTruncated: Bool { lineLimit != nil }

    /// The run with the opacity of its colour and of every span's colours multiplied by
    /// `opacity`.
    public func multiplyingOpacity(by opacity: Double) -> TextRun {
      mappingColors { color in
        var color = color
        color.opacity *= Float(opacity)
        return color
      }
    }

    /// The run with its colour and its spans' colours replaced by `map` of them.
    func mappingColors(_ map: (Color.Resolved) -> Color.Resolved) -> TextRun {
      var copy = self
      copy.color = map(color)
      copy.spans = spans.map { $0.mappingColors(map) }
      return copy
    }
  }

  /// One drawing operation.
  public indirect enum Operation: Sendable {
    /// Fills a path.
    case fill(Path, Paint)
    /// Strokes a path.
    case stroke(Path, Paint, StrokeStyle)
    /// Draws text.
    case text(TextRun)
    /// Draws `items` with an opacity applied to the group as a whole.
    case opacity(Double, [Item])
    /// Draws `items` moved by an offset.
    case offset(CGSize, [Item])
    /// Draws a blurred, tinted copy of `items`' coverage, then `items` over it.
    case shadow(Shadow, [Item])
    /// Draws `items` clipped to the inside of a path.
    case clip(Path, [Item])
    /// Draws `items` through an affine transform (rotation, scale) of root coordinates.
    case transform(AffineTransform, [Item])
    /// Draws an image (a symbol's vector graphic or a resource) scaled into a rectangle.
    case image(ImageReference, CGRect)
    /// Calls a drawing callback with the backend's context (a `CustomDrawingView`).
    case custom(CustomDrawing)
    /// Draws `items` blurred.
    case blur(Blur, [Item])
    /// Draws `items` into one group and passes its pixels through a colour matrix.
    case colorMatrix(ColorMatrix, [Item])
    /// Draws `items` through a mask: where `mask` draws, with its opacity; nowhere else.
    case mask([Item], mask: [Item])
    /// Draws `items` as one group, composited onto what is behind it with a blend mode.
    case blend(BlendMode, [Item])
    /// Draws `items` into one offscreen group, then paints the group (a compositing group).
    case group([Item])
    /// Draws what is already drawn under a path again, blurred and tinted: the backdrop of a
    /// material or of glass.
    case backdrop(Backdrop)
  }

  /// A blur of content.
  public struct Blur: Equatable, Sendable {
    /// The blur radius in points; the Gaussian's standard deviation is half of it.
    public var radius: CGFloat
    /// Whether the result is opaque: edge pixels of `frame` are repeated outward instead of
    /// fading into transparency, nothing is drawn outside `frame`, and transparent parts
    /// come out black.
    public var isOpaque: Bool
    /// The frame of the blurred view, in root coordinates.
    public var frame: CGRect
  }

  /// An affine transform of the plane: x' = a·x + c·y + tx, y' = b·x + d·y + ty.
  public struct AffineTransform: Equatable, Sendable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    /// The transform that rotates by `angle` and scales by `scale` about `anchor`.
    public init(
      rotation angle: Double = 0, scale: CGSize = CGSize(width: 1, height: 1), about anchor: CGPoint
    ) {
      let cosine = CGFloat(cos(angle))
      let sine = CGFloat(sin(angle))
      a = cosine * scale.width
      b = sine * scale.width
      c = -sine * scale.height
      d = cosine * scale.height
      tx = anchor.x - (a * anchor.x + c * anchor.y)
      ty = anchor.y - (b * anchor.x + d * anchor.y)
    }

    /// The same transform as a `CGAffineTransform`, whose arithmetic this one uses.
    init(_ t: CGAffineTransform) {
      self.init(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
    }

    /// A transform from its six entries.
    init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The transform that undoes this one, or `nil` when it flattens the plane.
    public func inverted() -> AffineTransform? {
      CGAffineTransform(self).inverse.map(AffineTransform.init)
    }

    /// Where `point` goes.
    public func apply(to point: CGPoint) -> CGPoint {
      point.applying(CGAffineTransform(self))
    }

    /// The smallest rectangle holding `rect` once transformed.
    public func apply(to rect: CGRect) -> CGRect {
      CGAffineTransform(self).boundingBox(of: rect)
    }
  }

  /// A blurred, tinted view of what lies under a shape.
  public struct Backdrop: Sendable {
    /// The shape, in root coordinates.
    public var path: Path
    /// The shape's bounds, in root coordinates.
    public var frame: CGRect
    /// The blur radius in points; the Gaussian's standard deviation is half of it.
    public var radius: CGFloat
    /// How much more (above 1) or less saturated the backdrop is drawn.
    public var saturation: Double
    /// The colour laid over the blurred backdrop.
    public var tint: Color.Resolved
  }

  /// A drop shadow.
  public struct Shadow: Equatable, Sendable {
    /// The colour of the shadow.
    public var color: Color.Resolved
    /// The blur radius in points; the Gaussian's standard deviation is half of it.
    public var radius: CGFloat
    /// How far the shadow is moved from the content.
    public var offset: CGSize
  }

  /// A drawing operation and the node that made it.
  public struct Item: Sendable {
    /// What to draw.
    public var operation: Operation
    /// The identifier of the layout node that made the item (-1 for items a host adds).
    public var source: Int
    /// Whether an animation is changing the item from frame to frame (a transform that is
    /// scaling or turning): a backend may then draw it in a way that is cheaper to repeat
    /// with a new value each frame, a little less exact — text under it is laid out for a
    /// rounded scale rather than shaped anew for every frame's.
    public var isAnimating: Bool

    /// Creates an item: what to draw, the node that made it, and whether an animation is
    /// changing it.
    public init(operation: Operation, source: Int = -1, isAnimating: Bool = false) {
      self.operation = operation
      self.source = source
      self.isAnimating = isAnimating
    }
  }
}
