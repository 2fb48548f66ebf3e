import Foundation

/// A control that turns an option on and off. Its look comes from the toggle style in the
/// environment (`toggleStyle(_:)`), a switch by default.
public struct Toggle<Label: View>: View {
  let isOn: Binding<Bool>
  let label: Label

  /// Creates a toggle with a label.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  public var body: some View {
    ToggleHost(
      configuration: ToggleStyleConfiguration(
        label: ToggleStyleConfiguration.Label(content: AnyView(label)), isOn: isOn))
  }
}

extension Toggle where Label == Text {
  /// Creates a toggle with a text label.
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(String(title)) }
  }
}

/// What a toggle style knows of a toggle.
public struct ToggleStyleConfiguration {
  /// The toggle's label, as a view.
  public struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// The label.
  public let label: Label
  /// Whether the toggle is on.
  @Binding public var isOn: Bool
  /// Whether the toggle stands for several values, some on and some off.
  public var isMixed = false

  init(label: Label, isOn: Binding<Bool>) {
    self.label = label
    self._isOn = isOn
  }
}

/// How a toggle looks and behaves.
public protocol ToggleStyle {
  /// The view of a styled toggle.
  associatedtype Body: View
  /// The properties of a toggle.
  typealias Configuration = ToggleStyleConfiguration
  /// Makes the view of a toggle.
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// A toggle style as the environment holds it.
typealias AnyToggleStyle = AnyControlStyle<ToggleStyleConfiguration>

extension AnyControlStyle where Configuration == ToggleStyleConfiguration {
  @MainActor init<S: ToggleStyle>(_ style: S) {
    self.init { AnyView(StyledToggle(style: style, configuration: $0)) }
  }
}

/// A toggle drawn by a style; the style's properties live in this view.
struct StyledToggle<Style: ToggleStyle>: View {
  let style: Style
  let configuration: ToggleStyleConfiguration

  var body: some View { style.makeBody(configuration: configuration) }
}

private struct ToggleStyleKey: EnvironmentKey {
  static var defaultValue: AnyToggleStyle {
    MainActor.assumeIsolated { AnyToggleStyle(SwitchToggleStyle()) }
  }
}

extension EnvironmentValues {
  var toggleStyle: AnyToggleStyle {
    get { self[ToggleStyleKey.self] }
    set { self[ToggleStyleKey.self] = newValue }
  }
}

struct ToggleHost: View {
  let configuration: ToggleStyleConfiguration
  @Environment(\.toggleStyle) private var style

  var body: some View {
    style.makeBody(configuration)
      .accessibilityValue(Text(configuration.isOn ? "1" : "0"))
      .accessibilityAddTraits(configuration.isOn ? [.isButton, .isSelected] : .isButton)
  }
}

/// The iOS switch: a 51×31 track, green when on, with a white knob that slides across.
public struct SwitchToggleStyle: ToggleStyle {
  /// Creates the switch style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    SwitchToggle(configuration: configuration)
  }
}

struct SwitchToggle: View {
  let configuration: ToggleStyleConfiguration
  @Environment(\.tint) private var tint
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    let isOn = configuration.isOn
    let binding = configuration.$isOn
    let offColor = colorScheme == .dark ? Color(white: 0.22) : Color(white: 0.9)
    return ControlRow(
      label: configuration.label,
      control: ZStack {
        Capsule()
          .fill(isOn ? (tint ?? .green) : offColor)
          .frame(width: 51, height: 31)
        Circle()
          .fill(Color.white)
          .frame(width: 27, height: 27)
          .shadow(color: Color(white: 0, opacity: 0.2), radius: 2, y: 1)
          .offset(x: isOn ? 10 : -10)
      }
      .animation(.snappy, value: isOn)
      .contentShape(Capsule())
      .onTapGesture { binding.wrappedValue.toggle() }
      // Tab reaches the switch; Space and Return flip it, as a tap does.
      .focusableControl(
        .toggle, ring: .capsule, activate: isEnabled ? { binding.wrappedValue.toggle() } : nil)
    )
    .opacity(isEnabled ? 1 : 0.5)
  }
}

/// A toggle drawn as a button that is highlighted while on.
public struct ButtonToggleStyle: ToggleStyle {
  /// Creates the button style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    let binding = configuration.$isOn
    let isOn = configuration.isOn
    return Button {
      binding.wrappedValue.toggle()
    } label: {
      configuration.label
    }
    .buttonStyle(ToggleButtonLook(isOn: isOn))
  }

  struct ToggleButtonLook: PrimitiveButtonStyle {
    let isOn: Bool
    func makeBody(configuration: Configuration) -> some View {
      if isOn {
        BorderedProminentButtonStyle().makeBody(configuration: configuration)
      } else {
        BorderedButtonStyle().makeBody(configuration: configuration)
      }
    }
  }
}

/// The platform's default toggle style: a switch.
public struct DefaultToggleStyle: ToggleStyle {
  /// Creates the default style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    SwitchToggle(configuration: configuration)
  }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  /// The switch.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  /// A button highlighted while on.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  /// The platform's default: a switch.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension View {
  /// Gives the toggles inside a style.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    environment(\.toggleStyle, AnyToggleStyle(style))
  }
}
