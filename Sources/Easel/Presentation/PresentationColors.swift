import Foundation

/// The system colours of presented views, light and dark, as UIKit draws them.
enum PresentationColors {
  private static func rgb(
    _ light: (Float, Float, Float, Float), _ dark: (Float, Float, Float, Float)
  ) -> Color {
    Color(
      light: Color.Resolved(
        red: light.0 / 255, green: light.1 / 255, blue: light.2 / 255, opacity: light.3),
      dark: Color.Resolved(
        red: dark.0 / 255, green: dark.1 / 255, blue: dark.2 / 255, opacity: dark.3))
  }

  /// A sheet's background: the system background, elevated in dark mode.
  static let sheetBackground = rgb((255, 255, 255, 1), (28, 28, 30, 1))
  /// A popover's background, as a sheet's.
  static let popoverBackground = sheetBackground
  /// An alert's card.
  static let alertBackground = rgb((242, 242, 242, 0.97), (37, 37, 37, 0.97))
  /// An action sheet's group of actions.
  static let dialogBackground = rgb((242, 242, 242, 0.97), (37, 37, 37, 0.97))
  /// An action sheet's separate cancel button.
  static let dialogCancelBackground = rgb((255, 255, 255, 1), (44, 44, 46, 1))
  /// A pressed button in an alert or action sheet.
  static let pressedButton = rgb((0, 0, 0, 0.08), (255, 255, 255, 0.1))
  /// Hairlines between an alert's buttons (separator).
  static let separator = rgb((60, 60, 67, 0.29), (84, 84, 88, 0.6))
  /// The grabber at a sheet's top (tertiary label).
  static let grabber = rgb((60, 60, 67, 0.3), (235, 235, 245, 0.3))
  /// Secondary text: a dialog's title and message.
  static let secondaryLabel = rgb((60, 60, 67, 0.6), (235, 235, 245, 0.6))
  /// An open menu's card: an opaque stand-in for UIKit's context menu material.
  static let menuBackground = rgb((249, 249, 249, 0.98), (37, 37, 37, 0.98))
  /// The band between a menu's groups.
  static let menuGroupGap = rgb((0, 0, 0, 0.08), (0, 0, 0, 0.3))
  /// A pressed menu item.
  static let menuPressedItem = rgb((0, 0, 0, 0.1), (255, 255, 255, 0.12))
}
