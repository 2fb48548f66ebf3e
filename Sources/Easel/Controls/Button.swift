import Foundation

/// What a button does, for styles that show it (a destructive button is red).
public struct ButtonRole: Equatable, Sendable {
  let name: String
  /// A button that deletes or removes something.
  public static let destructive = ButtonRole(name: "destructive")
  /// A button that cancels.
  public static let cancel = ButtonRole(name: "cancel")
  /// A button that closes.
  public static let close = ButtonRole(name: "close")
  /// A button that confirms.
  public static let confirm = ButtonRole(name: "confirm")
}

/// A control that runs an action when tapped. Its look comes from the button style in the
/// environment (`buttonStyle(_:)`), which sees whether it is pressed.
public struct Button<Label: View>: View {
  let role: ButtonRole?
  let action: () -> Void
  let label: Label

  /// Creates a button with a label.
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.init(role: nil, action: action, label: label)
  }

  /// Creates a button with a role and a label.
  public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.role = role
    self.action = action
    self.label = label()
  }

  public var body: some View {
    ButtonHost(
      role: role, action: action,
      label: ButtonStyleConfiguration.Label(AnyView(label)))
  }
}

extension Button where Label == Text {
  /// Creates a button with a text label.
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.init(role: nil, action: action) { Text(String(title)) }
  }

  /// Creates a button with a text label and a role.
  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(String(title)) }
  }
}

extension Button where Label == ButtonStyleConfiguration.Label {
  /// Creates a button from a primitive style's configuration, for styles that wrap the
  /// standard button.
  public init(_ configuration: PrimitiveButtonStyleConfiguration) {
    self.init(role: configuration.role, action: configuration.trigger) { configuration.label }
  }
}

/// Runs the button's gesture and hands the style its configuration.
struct ButtonHost: View {
  let role: ButtonRole?
  let action: () -> Void
  let label: ButtonStyleConfiguration.Label
  @Environment(\.primitiveButtonStyle) private var style
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.keyboardShortcut) private var shortcut

  var body: some View {
    style.makeBody(
      PrimitiveButtonStyleConfiguration(
        role: role, label: label, trigger: isEnabled ? action : {})
    )
    .accessibilityAddTraits(.isButton)
    .modifier(_KeyboardShortcutActionModifier(shortcut: shortcut, action: isEnabled ? action : nil))
    // Tab reaches the button; Space and Return run its action, as a tap does.
    .focusableControl(
      .button, ring: .roundedRectangle(radius: FocusableNode.defaultRingRadius),
      activate: isEnabled ? action : nil)
  }
}

extension Button where Label == Easel.Label<Text, Image> {
  /// A button labelled with a title and a system image, as a `Label` shows them.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
    self.init(action: action) { Easel.Label(titleKey, systemImage: systemImage) }
  }

  /// A button labelled with a title and a system image, as a `Label` shows them.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, action: @escaping () -> Void
  ) {
    self.init(action: action) { Easel.Label(title, systemImage: systemImage) }
  }

  /// A button with a role, labelled with a title and a system image.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
    action: @escaping () -> Void
  ) {
    self.init(role: role, action: action) { Easel.Label(titleKey, systemImage: systemImage) }
  }
}
