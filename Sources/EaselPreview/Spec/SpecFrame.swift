import Easel
import Foundation

/// The `frame` modifier of a view node: `{"width": n, "height": n, "alignment": name}`, each
/// key optional.
public struct SpecFrame: Equatable, Sendable {
  /// The fixed width, or `nil` to take the content's width.
  public var width: CGFloat?
  /// The fixed height, or `nil` to take the content's height.
  public var height: CGFloat?
  /// Where the content sits inside the frame; `.center` by default.
  public var alignment: Alignment

  /// Creates a frame.
  public init(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) {
    self.width = width
    self.height = height
    self.alignment = alignment
  }
}
