import Foundation

/// An alert described as a value, for `alert(isPresented:content:)` and `alert(item:content:)`:
/// a title, a message, and one or two buttons.
public struct Alert {
  let title: Text
  let message: Text?
  let buttons: [Alert.Button]

  /// An alert with one button (OK when `dismissButton` is `nil`).
  public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
    self.title = title
    self.message = message
    buttons = dismissButton.map { [$0] } ?? []
  }

  /// An alert with two buttons, side by side.
  public init(
    title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button
  ) {
    self.title = title
    self.message = message
    buttons = [primaryButton, secondaryButton]
  }

  /// A button of an alert.
  public struct Button {
    let label: Text
    let role: ButtonRole?
    let action: (() -> Void)?

    /// A button in the default style.
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
      Alert.Button(label: label, role: nil, action: action)
    }

    /// A cancel button: bold, and on the left of two.
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
      Alert.Button(label: label, role: .cancel, action: action)
    }

    /// A cancel button titled Cancel.
    public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button {
      Alert.Button(label: Text("Cancel"), role: .cancel, action: action)
    }

    /// A destructive button: red.
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
      Alert.Button(label: label, role: .destructive, action: action)
    }
  }

  /// The alert's buttons as presentation actions.
  var actions: [PresentationAction] {
    buttons.map { button in
      PresentationAction(
        label: AnyView(button.label), role: button.role, action: button.action ?? {},
        isButton: true)
    }
  }
}
