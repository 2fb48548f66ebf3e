/// Easel only: what a text field was told about the text it takes, as `ViewHost` reports it
/// for tests: the keyboard type, content type, capitalisation, autocorrection and Return
/// key label set around it.
public struct TextInputTraits: Equatable, Sendable {
  /// The raw value of the `UIKeyboardType` set with `keyboardType(_:)` (0, `.default`, when
  /// none is); the UIKit module reads it as a `UIKeyboardType`.
  public var keyboardTypeRawValue: Int = 0
  /// The raw value of the `UITextContentType` set with `textContentType(_:)`, if any.
  public var textContentTypeRawValue: String?
  /// The capitalisation set with `textInputAutocapitalization(_:)`, if any.
  public var autocapitalization: TextInputAutocapitalization?
  /// Whether `autocorrectionDisabled(_:)` turned autocorrection off.
  public var autocorrectionDisabled = false
  /// The Return key's label, set with `submitLabel(_:)`.
  public var submitLabel = SubmitLabel.return

  /// Traits with every default.
  public init() {}
}

private struct TextInputTraitsKey: EnvironmentKey {
  static var defaultValue: TextInputTraits { TextInputTraits() }
}

extension EnvironmentValues {
  /// The text input traits set around a view.
  var textInputTraits: TextInputTraits {
    get { self[TextInputTraitsKey.self] }
    set { self[TextInputTraitsKey.self] = newValue }
  }

  /// Whether autocorrection is turned off for the text fields in this environment (Easel
  /// does not autocorrect: the value is kept, not acted on).
  public var autocorrectionDisabled: Bool {
    get { textInputTraits.autocorrectionDisabled }
    set { editTextInputTraits { $0.autocorrectionDisabled = newValue } }
  }

  /// Changes one trait without recording a dependency on the others.
  fileprivate mutating func editTextInputTraits(_ edit: (inout TextInputTraits) -> Void) {
    var traits = untrackedValue(for: TextInputTraitsKey.self)
    edit(&traits)
    self[TextInputTraitsKey.self] = traits
  }
}

/// The modifier behind `textInputAutocapitalization(_:)`, `autocorrectionDisabled(_:)`,
/// `submitLabel(_:)`, and the SwiftUI module's `keyboardType(_:)` and `textContentType(_:)`.
public struct _TextInputTraitsModifier: ViewModifier, EnvironmentModifier {
  let edit: @Sendable (inout TextInputTraits) -> Void

  func modify(_ environment: inout EnvironmentValues) {
    environment.editTextInputTraits(edit)
  }
}

extension View {
  /// Sets how text typed into the fields in this view is capitalised; `nil` leaves it as
  /// typed. Easel applies it to typed characters (see `TextInputAutocapitalization`).
  public func textInputAutocapitalization(
    _ autocapitalization: TextInputAutocapitalization?
  ) -> some View {
    modifier(_TextInputTraitsModifier { $0.autocapitalization = autocapitalization })
  }

  /// Turns autocorrection off (or back on) for the text fields in this view. Easel does not
  /// autocorrect; the setting is kept and readable (`EnvironmentValues.autocorrectionDisabled`,
  /// `TextInputTraits`).
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
    modifier(_TextInputTraitsModifier { $0.autocorrectionDisabled = disable })
  }

  /// Sets the label of the Return key for the text fields in this view.
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
    modifier(_TextInputTraitsModifier { $0.submitLabel = submitLabel })
  }

  /// Sets the raw value of the keyboard type of the text fields in this view: what the
  /// SwiftUI module's `keyboardType(_:)` calls with a `UIKeyboardType`.
  public func _keyboardTypeRawValue(_ rawValue: Int) -> some View {
    modifier(_TextInputTraitsModifier { $0.keyboardTypeRawValue = rawValue })
  }

  /// Sets the raw value of the content type of the text fields in this view: what the
  /// SwiftUI module's `textContentType(_:)` calls with a `UITextContentType`.
  public func _textContentTypeRawValue(_ rawValue: String?) -> some View {
    modifier(_TextInputTraitsModifier { $0.textContentTypeRawValue = rawValue })
  }
}

extension View {
  /// Turns autocorrection off (`true`) or on for the text fields in this view (deprecated:
  /// use `autocorrectionDisabled(_:)`); `nil` leaves it as set around.
  public func disableAutocorrection(_ disable: Bool?) -> some View {
    modifier(
      _TextInputTraitsModifier { traits in
        if let disable { traits.autocorrectionDisabled = disable }
      })
  }
}
