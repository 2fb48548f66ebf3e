import Easel
import UIKit

extension View {
  /// Sets the keyboard type of the text fields in this view. Easel keeps it for tests
  /// (`TextInputTraits.keyboardType`): a hardware keyboard types what its keys say.
  public func keyboardType(_ type: UIKeyboardType) -> some View {
    _keyboardTypeRawValue(type.rawValue)
  }

  /// Sets what the text of the fields in this view is, for autofill; `nil` for nothing in
  /// particular. Easel keeps it for tests (`TextInputTraits.textContentType`).
  public func textContentType(_ textContentType: UITextContentType?) -> some View {
    _textContentTypeRawValue(textContentType?.rawValue)
  }

  /// Sets how the text typed into the fields in this view is capitalised (deprecated: use
  /// `textInputAutocapitalization(_:)`).
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
    textInputAutocapitalization(TextInputAutocapitalization(style))
  }
}

extension TextInputAutocapitalization {
  /// The capitalisation of a UIKit autocapitalization type.
  public init?(_ type: UITextAutocapitalizationType) {
    switch type {
    case .none: self = .never
    case .words: self = .words
    case .sentences: self = .sentences
    case .allCharacters: self = .characters
    }
  }
}

extension TextInputTraits {
  /// Easel only: the keyboard type set with `keyboardType(_:)` (`.default` when none is).
  public var keyboardType: UIKeyboardType {
    UIKeyboardType(rawValue: keyboardTypeRawValue) ?? .default
  }

  /// Easel only: the content type set with `textContentType(_:)`, if any.
  public var textContentType: UITextContentType? {
    textContentTypeRawValue.map(UITextContentType.init(rawValue:))
  }
}
