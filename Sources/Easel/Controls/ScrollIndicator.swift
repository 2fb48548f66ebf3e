import Foundation

/// A scroll view's scroll indicators as iOS draws them: a thin rounded bar along the trailing
/// edge (and the bottom, scrolling sideways), as long as the visible part is of the content
/// and as far along as the content is scrolled, shown while the content moves and faded out
/// shortly after it stops, on the frame clock.
@MainActor
final class ScrollIndicator: NodeAttachment, AnimationDriver {
  /// The bar's thickness.
  static let thickness: CGFloat = 3
  /// The space between the bar and the scroll view's edges.
  static let inset: CGFloat = 3
  /// The shortest the bar gets, however long the content.
  static let minimumLength: CGFloat = 36
  /// How long the bar stays after the content stops moving.
  static let delay = 0.5
  /// How long it then takes to fade out.
  static let fade = 0.25
  /// `systemGray` at about a third: dark on light content, light on dark.
  static let color = Color(light: .init(0, 0, 0, 0.35), dark: .init(255, 255, 255, 0.35))

  @GraphReference private var graph: ViewGraph?
  /// The node that draws the bar, told to draw again as the bar fades.
  var drawingNode = NodeReference<LayoutNode>(nil)
  /// The offset the content was last placed at; `nil` before the first placement, which
  /// shows nothing.
  private var lastOffset: CGPoint?
  /// When the content last moved.
  private var lastMove: Double?

  init(graph: ViewGraph) { self.graph = graph }

  /// Notes that the content is placed at `offset`: when that is a move, the bar shows and
  /// its fade starts over.
  func contentPlaced(at offset: CGPoint) {
    defer { lastOffset = offset }
    guard let lastOffset, lastOffset != offset, let graph else { return }
    lastMove = graph.animationTime
    graph.startAnimating(self)
  }

  /// How opaque the bar is now: 1 while the content moves and for `delay` after, then
  /// fading to 0.
  var opacity: Double {
    guard let lastMove, let graph else { return 0 }
    let since = graph.animationTime - lastMove - Self.delay
    if since <= 0 { return 1 }
    return max(1 - since / Self.fade, 0)
  }

  func advance(to time: Double) -> Bool {
    drawingNode.node?.invalidateDrawing()
    guard let lastMove, time < lastMove + Self.delay + Self.fade else {
      lastMove = nil
      return false
    }
    return true
  }

  override func detach() {
    lastMove = nil
    graph?.stopAnimating(self)
  }

  /// The bars to draw for a viewport of `frame` (root coordinates) showing `content` (its
  /// length with the margins) scrolled to `offset` (as drawn, perhaps past an end), along
  /// `axes`: each bar's rectangle.
  static func bars(
    in frame: CGRect, content: CGSize, offset: CGPoint, axes: Axis.Set
  ) -> [CGRect] {
    var bars: [CGRect] = []
    // With both bars, each stops short of the corner the other runs into.
    let corner = axes == [.horizontal, .vertical] ? thickness + inset : 0
    if axes.contains(.vertical),
      let (start, length) = bar(
        track: frame.height - 2 * inset - corner, viewport: frame.height,
        content: content.height, offset: offset.y)
    {
      bars.append(
        CGRect(
          x: frame.maxX - inset - thickness, y: frame.minY + inset + start, width: thickness,
          height: length))
    }
    if axes.contains(.horizontal),
      let (start, length) = bar(
        track: frame.width - 2 * inset - corner, viewport: frame.width, content: content.width,
        offset: offset.x)
    {
      bars.append(
        CGRect(
          x: frame.minX + inset + start, y: frame.maxY - inset - thickness, width: length,
          height: thickness))
    }
    return bars
  }

  /// Where a bar starts along a `track` and how long it is, for a `viewport` showing
  /// `content` scrolled to `offset`; `nil` when the content fits (nothing to scroll).
  /// Scrolled past an end, the bar shortens by the distance past it, as iOS's does.
  private static func bar(
    track: CGFloat, viewport: CGFloat, content: CGFloat, offset: CGFloat
  ) -> (start: CGFloat, length: CGFloat)? {
    let range = content - viewport
    guard range > 0.5, track > 0 else { return nil }
    let overscroll = max(-offset, offset - range, 0)
    let full = max(track * viewport / content, min(minimumLength, track))
    let length = max(full - overscroll, thickness)
    let fraction = min(max(offset / range, 0), 1)
    return (fraction * (track - length), length)
  }
}
