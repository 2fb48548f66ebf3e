import Foundation

/// How text fields (and secure fields) look: their border and padding around the editable
/// text. Set with `textFieldStyle(_:)`.
///
/// As in SwiftUI, the protocol's requirement is underscored: a custom style implements
/// `_body(configuration:)`, whose configuration is the bare field, to put inside views of its
/// own (`configuration.padding(8).background(…)`).
public protocol TextFieldStyle {
  /// The view of a styled text field.
  associatedtype _Body: View
  /// The label type of the field a style receives.
  typealias _Label = _TextFieldStyleLabel
  /// Makes the view of a text field from the bare field.
  @ViewBuilder @MainActor func _body(configuration: TextField<_Label>) -> _Body
}

/// The label of the field a text field style receives: the field's label, as a view.
public struct _TextFieldStyleLabel: View {
  let content: AnyView

  public var body: some View { content }
}

/// The default text field style: plain, as on iOS.
public struct DefaultTextFieldStyle: TextFieldStyle {
  /// Creates the default style.
  public init() {}

  public func _body(configuration: TextField<_Label>) -> some View {
    configuration
  }
}

/// A text field with no border or background: the text alone.
public struct PlainTextFieldStyle: TextFieldStyle {
  /// Creates the plain style.
  public init() {}

  public func _body(configuration: TextField<_Label>) -> some View {
    configuration
  }
}

/// A text field in a rounded rectangle: the system background, a thin grey border with
/// corners of radius 5, and the text inset 7 points at the sides and 6 above and below, as
/// UIKit's rounded-rect text field.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  /// Creates the rounded border style.
  public init() {}

  public func _body(configuration: TextField<_Label>) -> some View {
    RoundedBorderField(configuration: configuration)
  }
}

/// The drawing of `RoundedBorderTextFieldStyle`.
struct RoundedBorderField: View {
  let configuration: TextField<_TextFieldStyleLabel>
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    let shape = RoundedRectangle(cornerRadius: 5)
    configuration
      .padding(.horizontal, 7)
      .padding(.vertical, 6)
      .background(shape.fill(colorScheme == .dark ? Color(white: 0.11) : Color.white))
      .overlay(
        shape.strokeBorder(
          colorScheme == .dark ? Color(white: 0.28) : Color(white: 0.8), lineWidth: 0.5))
  }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// The default style: plain, as on iOS.
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// The text alone, with no border or background.
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// A rounded rectangle with a thin border around the text.
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// A text field style as the environment holds it.
typealias AnyTextFieldStyle = AnyControlStyle<TextField<_TextFieldStyleLabel>>

extension AnyControlStyle where Configuration == TextField<_TextFieldStyleLabel> {
  @MainActor init<S: TextFieldStyle>(_ style: S) {
    self.init { AnyView(StyledTextField(style: style, configuration: $0)) }
  }
}

/// A text field drawn by a style; the style's properties live in this view.
struct StyledTextField<Style: TextFieldStyle>: View {
  let style: Style
  let configuration: TextField<_TextFieldStyleLabel>

  var body: some View { style._body(configuration: configuration) }
}

private struct TextFieldStyleKey: EnvironmentKey {
  static var defaultValue: AnyTextFieldStyle {
    MainActor.assumeIsolated { AnyTextFieldStyle(DefaultTextFieldStyle()) }
  }
}

extension EnvironmentValues {
  /// The style of the text fields in this environment.
  var textFieldStyle: AnyTextFieldStyle {
    get { self[TextFieldStyleKey.self] }
    set { self[TextFieldStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of the text fields and secure fields in this view.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    environment(\.textFieldStyle, AnyTextFieldStyle(style))
  }
}
