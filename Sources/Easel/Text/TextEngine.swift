import Foundation

/// The size and baselines of a laid-out piece of text.
public struct TextMetrics: Equatable, Sendable {
  /// The size of the text's bounding box.
  public var size: CGSize
  /// The distance from the top to the first line's baseline.
  public var firstBaseline: CGFloat
  /// The distance from the top to the last line's baseline.
  public var lastBaseline: CGFloat

  /// Creates metrics.
  public init(size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat) {
    self.size = size
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
  }
}

/// Measures text for layout. The core holds no font code of its own: a backend (Pango in
/// `EaselCairo`) supplies the engine, and draws text runs with the same line breaking.
@MainActor
public protocol TextEngine: AnyObject {
  /// Lays `string` out in `font`, wrapping at word boundaries when `width` is given, and returns
  /// its metrics. A `nil` width lays the text out on as few lines as its newlines allow.
  func measure(_ string: String, font: Font.Resolved, width: CGFloat?) -> TextMetrics
}
