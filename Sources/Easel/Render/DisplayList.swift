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

  /// How an area is painted.
  public enum Paint: Equatable, Sendable {
    /// A solid colour.
    case color(Color.Resolved)
  }

  /// A run of text laid out in a rectangle.
  public struct TextRun: Equatable, Sendable {
    /// The characters.
    public var string: String
    /// The font.
    public var font: Font.Resolved
    /// The colour of the glyphs.
    public var color: Color.Resolved
    /// The rectangle the text was laid out in; its width is the wrapping width.
    public var frame: CGRect
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
    /// The identifier of the layout node that made the item.
    public var source: Int
  }
}
