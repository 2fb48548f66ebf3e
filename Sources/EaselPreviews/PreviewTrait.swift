import Foundation

/// A trait of a preview, given to `#Preview(traits:)`.
public struct PreviewTrait<T>: Sendable {
  enum Value: Sendable, Equatable {
    case layout(PreviewLayout)
    case orientation(InterfaceOrientation)
  }

  let value: Value
}

extension PreviewTrait where T == Preview.ViewTraits {
  /// Shows the preview on the device (the default).
  public static var defaultLayout: PreviewTrait<T> { PreviewTrait(value: .layout(.device)) }
  /// Shows the view at the size it chooses for itself.
  public static var sizeThatFitsLayout: PreviewTrait<T> {
    PreviewTrait(value: .layout(.sizeThatFits))
  }
  /// Shows the view in a canvas of `width` × `height` points.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
    PreviewTrait(value: .layout(.fixed(width: width, height: height)))
  }
  /// Starts the device upright.
  public static var portrait: PreviewTrait<T> { PreviewTrait(value: .orientation(.portrait)) }
  /// Starts the device upside down.
  public static var portraitUpsideDown: PreviewTrait<T> {
    PreviewTrait(value: .orientation(.portraitUpsideDown))
  }
  /// Starts the device on its side, top to the left.
  public static var landscapeLeft: PreviewTrait<T> {
    PreviewTrait(value: .orientation(.landscapeLeft))
  }
  /// Starts the device on its side, top to the right.
  public static var landscapeRight: PreviewTrait<T> {
    PreviewTrait(value: .orientation(.landscapeRight))
  }
}
