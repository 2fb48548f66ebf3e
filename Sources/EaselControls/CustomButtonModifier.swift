import Foundation

/// Seed 000's button look as a `ViewModifier`: headline font, the text colour, padding, a
/// background with 10-point rounded corners and a 5-point shadow.
///
/// The text colour is also set as the tint, so a `Button` styled with it draws its label in
/// `textColor` rather than the accent colour, as it does on iOS.
public struct CustomButtonModifier: ViewModifier {
  /// The background colour.
  public let backgroundColor: Color
  /// The text colour.
  public let textColor: Color

  /// Creates the modifier with `backgroundColor` and `textColor`.
  public init(backgroundColor: Color, textColor: Color) {
    self.backgroundColor = backgroundColor
    self.textColor = textColor
  }

  /// Styles `content`.
  public func body(content: Content) -> some View {
    content
      .font(.headline)
      .foregroundColor(textColor)
      .tint(textColor)
      .padding()
      .background(backgroundColor)
      .cornerRadius(10)
      .shadow(radius: 5)
  }
}

extension View {
  /// Styles this view as seed 000's custom button: see `CustomButtonModifier`.
  public func customButtonStyle(backgroundColor: Color, textColor: Color) -> some View {
    modifier(CustomButtonModifier(backgroundColor: backgroundColor, textColor: textColor))
  }
}
