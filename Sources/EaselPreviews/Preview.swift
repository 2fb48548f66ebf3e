import Foundation

/// The namespace of preview traits, as in SwiftUI's `Preview.ViewTraits`.
public enum Preview {
  /// The traits a view preview can have (`PreviewTrait<Preview.ViewTraits>`).
  public enum ViewTraits {}
}

/// How a preview is sized: on the device, at the view's ideal size, or at a fixed size.
public enum PreviewLayout: Sendable, Equatable {
  /// On the device the preview window shows.
  case device
  /// At the size the view chooses for itself (an unspecified proposal).
  case sizeThatFits
  /// At a fixed size in points.
  case fixed(width: CGFloat, height: CGFloat)
}

/// The orientation a preview starts in.
public struct InterfaceOrientation: Sendable, Hashable, Identifiable, CaseIterable {
  /// The orientation's name.
  public let id: String

  /// Upright.
  public static let portrait = InterfaceOrientation(id: "portrait")
  /// Upside down.
  public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
  /// Turned with the top to the left.
  public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
  /// Turned with the top to the right.
  public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

  public static let allCases: [InterfaceOrientation] = [
    .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight,
  ]

  /// Whether the device is turned on its side.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
