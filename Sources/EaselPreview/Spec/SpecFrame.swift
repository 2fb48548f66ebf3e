import Easel
import Foundation

/// The `frame` modifier of a view node: fixed `width` and `height`, or flexible `minWidth`,
/// `idealWidth`, `maxWidth`, `minHeight`, `idealHeight`, `maxHeight`, and an `alignment`;
/// every key optional. One axis may be fixed and the other flexible, not both on one axis.
public struct SpecFrame: Equatable, Sendable {
  /// The fixed width, or `nil` to take the content's width.
  public var width: SpecNumber?
  /// The fixed height, or `nil` to take the content's height.
  public var height: SpecNumber?
  /// The flexible frame's bounds, when any is given.
  public var minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight: SpecNumber?
  /// Where the content sits inside the frame; `.center` by default.
  public var alignment: Alignment

  /// Creates a fixed frame.
  public init(width: SpecNumber? = nil, height: SpecNumber? = nil, alignment: Alignment = .center) {
    self.width = width
    self.height = height
    self.alignment = alignment
  }

  /// Whether any flexible key is present.
  var isFlexible: Bool {
    [minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight].contains { $0 != nil }
  }

  /// Wraps `view` in the frame: the fixed sides first, then the flexible bounds of the other
  /// axis around them.
  @MainActor func apply(to view: AnyView, in context: SpecContext) -> AnyView {
    var view = view
    if width != nil || height != nil || !isFlexible {
      view = AnyView(
        view.frame(
          width: context.number(width), height: context.number(height), alignment: alignment))
    }
    if isFlexible {
      view = AnyView(
        view.frame(
          minWidth: context.number(minWidth), idealWidth: context.number(idealWidth),
          maxWidth: context.number(maxWidth), minHeight: context.number(minHeight),
          idealHeight: context.number(idealHeight), maxHeight: context.number(maxHeight),
          alignment: alignment))
    }
    return view
  }
}
