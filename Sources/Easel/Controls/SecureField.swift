import Foundation

/// A text field for a password: it shows a bullet for each character, and its text cannot be
/// copied or cut. Styled, focused and submitted as a `TextField` is.
public struct SecureField<Label: View>: View {
  var input: TextInputDescription
  let label: Label

  public var body: some View {
    StyledTextInput(input: input, label: AnyView(label))
  }

  /// A secure field for `text`, with a prompt and a label. A text label is the placeholder
  /// when there is no prompt.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    let label = label()
    self.label = label
    input = TextInputDescription(
      source: .text(text), isSecure: true, placeholder: prompt ?? (label as? Text))
  }
}

extension SecureField where Label == Text {
  /// A secure field for `text` with a title, shown as the placeholder while it is empty.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(text: text, prompt: nil) { Text(titleKey) }
  }

  /// A secure field for `text` with a title, shown as the placeholder while it is empty.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(text: text, prompt: nil) { Text(title) }
  }

  /// A secure field for `text` with a title and a prompt, shown while it is empty.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(text: text, prompt: prompt) { Text(titleKey) }
  }

  /// A secure field for `text` with a title and a prompt, shown while it is empty.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(text: text, prompt: prompt) { Text(title) }
  }

  /// A secure field for `text` with a title, that calls `onCommit` on Return.
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void
  ) {
    self.init(text: text, prompt: nil) { Text(titleKey) }
    input.onCommit = onCommit
  }

  /// A secure field for `text` with a title, that calls `onCommit` on Return.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onCommit: @escaping () -> Void
  ) {
    self.init(text: text, prompt: nil) { Text(title) }
    input.onCommit = onCommit
  }
}
