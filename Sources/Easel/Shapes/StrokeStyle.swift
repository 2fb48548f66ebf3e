import Foundation

/// How the end of a stroked line is drawn.
public enum CGLineCap: Int32, Sendable {
  case butt, round, square
}

/// How the corners of a stroked path are drawn.
public enum CGLineJoin: Int32, Sendable {
  case miter, round, bevel
}

/// The characteristics of a stroke that traces a path.
public struct StrokeStyle: Equatable, Sendable {
  /// The width of the stroke.
  public var lineWidth: CGFloat
  /// The end-of-line style.
  public var lineCap: CGLineCap
  /// The corner style.
  public var lineJoin: CGLineJoin
  /// The limit of a mitre join's length.
  public var miterLimit: CGFloat
  /// Lengths of painted and unpainted segments.
  public var dash: [CGFloat]
  /// Where the dash pattern starts.
  public var dashPhase: CGFloat

  /// Creates a stroke style.
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}
