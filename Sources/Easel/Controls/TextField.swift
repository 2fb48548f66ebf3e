import Foundation

/// What a text input shows and edits, as its view was made with.
struct TextInputDescription {
  var source: TextInputSource
  var kind = TextInputKind.singleLine
  var isSecure = false
  /// What the empty field shows: the prompt, or a text label.
  var placeholder: Text?
  var onEditingChanged: ((Bool) -> Void)?
  var onCommit: (() -> Void)?
}

/// A control that shows editable text: a click focuses it and places the caret, keys edit the
/// text (see `ViewGraph.send(_:)` for the keys), Return submits it to the `onSubmit` actions
/// around it. Its look comes from the text field style in the environment
/// (`textFieldStyle(_:)`), plain by default.
///
/// As on iOS, the prompt (or a text label, when there is no prompt) shows in the placeholder
/// colour while the field is empty, and other labels are not drawn. With `axis: .vertical` the
/// field wraps its text and grows with its lines up to its `lineLimit`, and Return starts a
/// new line.
public struct TextField<Label: View>: View {
  let input: TextInputDescription
  let label: Label
  /// The session of the styled field this value is the configuration of, when a text field
  /// style draws it: the field then draws bare.
  var configurationSession: TextInputSession?

  public var body: some View {
    if let session = configurationSession {
      TextInputView(
        session: session, source: input.source, kind: input.kind, isSecure: input.isSecure,
        prompt: input.placeholder, onEditingChanged: input.onEditingChanged,
        onCommit: input.onCommit)
    } else {
      StyledTextInput(input: input, label: AnyView(label))
    }
  }

  init(input: TextInputDescription, label: Label) {
    self.input = input
    self.label = label
  }

  /// A field for `text`, with a prompt and a label. A text label is the placeholder when
  /// there is no prompt.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    let label = label()
    self.init(
      input: TextInputDescription(source: .text(text), placeholder: prompt ?? (label as? Text)),
      label: label)
  }

  /// A field for `text` that grows along `axis` (`.vertical`: wrapped lines), with a prompt and
  /// a label.
  public init(
    text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label
  ) {
    let label = label()
    self.init(
      input: TextInputDescription(
        source: .text(text), kind: axis == .vertical ? .vertical : .singleLine,
        placeholder: prompt ?? (label as? Text)), label: label)
  }

  /// A field for a value shown with `format`: edits are parsed into the value when the field
  /// is submitted or loses focus (text that does not parse leaves the value, and the field
  /// shows it again).
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, format: F, prompt: Text? = nil,
    @ViewBuilder label: () -> Label
  ) where F.FormatOutput == String {
    let label = label()
    var input = Self.formatted(value: value, format: format, prompt: prompt)
    input.placeholder = prompt ?? (label as? Text)
    self.init(input: input, label: label)
  }

  /// A field for an optional value shown with `format`: empty text makes it `nil`.
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil,
    @ViewBuilder label: () -> Label
  ) where F.FormatOutput == String {
    let label = label()
    var input = Self.formatted(value: value, format: format, prompt: prompt)
    input.placeholder = prompt ?? (label as? Text)
    self.init(input: input, label: label)
  }

  /// The description of a field for a formatted value.
  static func formatted<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, format: F, prompt: Text?
  ) -> TextInputDescription where F.FormatOutput == String {
    TextInputDescription(
      source: .formatted(
        format: { format.format(value.wrappedValue) },
        commit: { text in
          if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed }
        }),
      placeholder: prompt)
  }

  /// The description of a field for an optional formatted value.
  static func formatted<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput?>, format: F, prompt: Text?
  ) -> TextInputDescription where F.FormatOutput == String {
    TextInputDescription(
      source: .formatted(
        format: { value.wrappedValue.map { format.format($0) } ?? "" },
        commit: { text in
          if text.trimmingCharacters(in: .whitespaces).isEmpty {
            value.wrappedValue = nil
          } else if let parsed = try? format.parseStrategy.parse(text) {
            value.wrappedValue = parsed
          }
        }),
      placeholder: prompt)
  }
}

extension TextField where Label == Text {
  /// A field for `text` with a title, shown as the placeholder while it is empty.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(text: text, prompt: nil) { Text(titleKey) }
  }

  /// A field for `text` with a title, shown as the placeholder while it is empty.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(text: text, prompt: nil) { Text(title) }
  }

  /// A field for `text` with a title and a prompt, shown while it is empty.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(text: text, prompt: prompt) { Text(titleKey) }
  }

  /// A field for `text` with a title and a prompt, shown while it is empty.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(text: text, prompt: prompt) { Text(title) }
  }

  /// A field for `text` that grows along `axis`, with a title.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
    self.init(text: text, prompt: nil, axis: axis) { Text(titleKey) }
  }

  /// A field for `text` that grows along `axis`, with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    self.init(text: text, prompt: nil, axis: axis) { Text(title) }
  }

  /// A field for `text` that grows along `axis`, with a title and a prompt.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(text: text, prompt: prompt, axis: axis) { Text(titleKey) }
  }

  /// A field for `text` that grows along `axis`, with a title and a prompt.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, prompt: Text?, axis: Axis
  ) {
    self.init(text: text, prompt: prompt, axis: axis) { Text(title) }
  }

  /// A field for `text` with a title, that calls `onEditingChanged` when focus comes (`true`)
  /// and goes (`false`) and `onCommit` on Return.
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
  ) {
    self.init(
      input: TextInputDescription(
        source: .text(text), placeholder: Text(titleKey), onEditingChanged: onEditingChanged,
        onCommit: onCommit), label: Text(titleKey))
  }

  /// A field for `text` with a title, that calls `onEditingChanged` when focus comes (`true`)
  /// and goes (`false`) and `onCommit` on Return.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    onCommit: @escaping () -> Void = {}
  ) {
    self.init(
      input: TextInputDescription(
        source: .text(text), placeholder: Text(title), onEditingChanged: onEditingChanged,
        onCommit: onCommit), label: Text(title))
  }

  /// A field for a value shown with `format`, with a title (see
  /// `init(value:format:prompt:label:)`).
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    var input = Self.formatted(value: value, format: format, prompt: prompt)
    input.placeholder = prompt ?? Text(titleKey)
    self.init(input: input, label: Text(titleKey))
  }

  /// A field for a value shown with `format`, with a title (see
  /// `init(value:format:prompt:label:)`).
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    var input = Self.formatted(value: value, format: format, prompt: prompt)
    input.placeholder = prompt ?? Text(title)
    self.init(input: input, label: Text(title))
  }

  /// A field for an optional value shown with `format`, with a title.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F,
    prompt: Text? = nil
  ) where F.FormatOutput == String {
    var input = Self.formatted(value: value, format: format, prompt: prompt)
    input.placeholder = prompt ?? Text(titleKey)
    self.init(input: input, label: Text(titleKey))
  }

  /// A field for an optional value shown with `format`, with a title.
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    var input = Self.formatted(value: value, format: format, prompt: prompt)
    input.placeholder = prompt ?? Text(title)
    self.init(input: input, label: Text(title))
  }
}

extension TextField where Label == _TextFieldStyleLabel {
  /// The bare field a style receives for `input`, edited by `session`.
  init(configuration input: TextInputDescription, label: AnyView, session: TextInputSession) {
    self.init(input: input, label: _TextFieldStyleLabel(content: label))
    configurationSession = session
  }
}

/// A text input with its style: keeps the input's session, asks the environment's text field
/// style (not for a text editor) to draw the bare field, and marks the whole as the field's
/// region.
struct StyledTextInput: View {
  let input: TextInputDescription
  let label: AnyView
  @State private var session = TextInputSession()
  @Environment(\.textFieldStyle) private var style

  var body: some View {
    let session = self.session
    Group {
      if input.kind == .editor {
        TextInputView(
          session: session, source: input.source, kind: input.kind, isSecure: input.isSecure,
          prompt: input.placeholder, onEditingChanged: input.onEditingChanged,
          onCommit: input.onCommit)
      } else {
        style.makeBody(TextField(configuration: input, label: label, session: session))
      }
    }
    .modifier(TextFieldRegion(session: session))
  }
}
