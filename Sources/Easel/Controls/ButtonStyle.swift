import Foundation

/// How a button looks, given its label and whether it is pressed. The standard gesture
/// (press, release inside to trigger) stays with the button.
public protocol ButtonStyle {
  /// The view of a styled button.
  associatedtype Body: View
  /// The properties of a button.
  typealias Configuration = ButtonStyleConfiguration
  /// Makes the view of a button.
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a button style knows of a button.
public struct ButtonStyleConfiguration {
  /// The button's label, as a view.
  public struct Label: View {
    let content: AnyView
    init(_ content: AnyView) { self.content = content }
    public var body: some View { content }
  }

  /// The button's role.
  public let role: ButtonRole?
  /// The label.
  public let label: Label
  /// Whether the button is pressed now.
  public let isPressed: Bool
}

/// How a button looks and how it is triggered: the style sees a `trigger` to call, and brings
/// its own interaction.
public protocol PrimitiveButtonStyle {
  /// The view of a styled button.
  associatedtype Body: View
  /// The properties of a button.
  typealias Configuration = PrimitiveButtonStyleConfiguration
  /// Makes the view of a button.
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a primitive button style knows of a button.
public struct PrimitiveButtonStyleConfiguration {
  /// The button's role.
  public let role: ButtonRole?
  /// The label.
  public let label: ButtonStyleConfiguration.Label
  let action: () -> Void

  init(role: ButtonRole?, label: ButtonStyleConfiguration.Label, trigger: @escaping () -> Void) {
    self.role = role
    self.label = label
    self.action = trigger
  }

  /// Runs the button's action.
  public func trigger() { action() }
}

/// A button style as the environment holds it.
struct AnyPrimitiveButtonStyle: @unchecked Sendable {
  let makeBody: @MainActor (PrimitiveButtonStyleConfiguration) -> AnyView

  @MainActor init<S: PrimitiveButtonStyle>(_ style: S) {
    makeBody = { AnyView(StyledPrimitiveButton(style: style, configuration: $0)) }
  }

  @MainActor init<S: ButtonStyle>(_ style: S) {
    makeBody = { configuration in
      AnyView(PressableButton(style: style, configuration: configuration))
    }
  }

  @MainActor func makeBody(_ configuration: PrimitiveButtonStyleConfiguration) -> AnyView {
    makeBody(configuration)
  }
}

/// A button drawn by a primitive style; the style's properties live in this view.
struct StyledPrimitiveButton<Style: PrimitiveButtonStyle>: View {
  let style: Style
  let configuration: PrimitiveButtonStyleConfiguration

  var body: some View { style.makeBody(configuration: configuration) }
}

/// A `ButtonStyle` button: the standard gesture, and the style's look with `isPressed`.
struct PressableButton<Style: ButtonStyle>: View {
  let style: Style
  let configuration: PrimitiveButtonStyleConfiguration
  @State private var isPressed = false

  var body: some View {
    let pressed = $isPressed
    style.makeBody(
      configuration: ButtonStyleConfiguration(
        role: configuration.role, label: configuration.label, isPressed: isPressed)
    )
    .contentShape(Rectangle())
    .gesture(
      ButtonPressGesture(
        pressing: { pressed.wrappedValue = $0 }, trigger: configuration.action))
  }
}

private struct PrimitiveButtonStyleKey: EnvironmentKey {
  static var defaultValue: AnyPrimitiveButtonStyle {
    MainActor.assumeIsolated { AnyPrimitiveButtonStyle(DefaultButtonStyle()) }
  }
}

extension EnvironmentValues {
  var primitiveButtonStyle: AnyPrimitiveButtonStyle {
    get { self[PrimitiveButtonStyleKey.self] }
    set { self[PrimitiveButtonStyleKey.self] = newValue }
  }
}

extension View {
  /// Gives the buttons inside a look.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    environment(\.primitiveButtonStyle, AnyPrimitiveButtonStyle(style))
  }

  /// Gives the buttons inside a look and an interaction.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    environment(\.primitiveButtonStyle, AnyPrimitiveButtonStyle(style))
  }
}
