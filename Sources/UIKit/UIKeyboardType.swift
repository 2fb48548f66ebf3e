/// The kind of keyboard a text field asks for (`keyboardType(_:)`). Easel keeps it for tests:
/// a hardware keyboard types what its keys say whatever the type.
public enum UIKeyboardType: Int, Sendable {
  /// The current input method's keyboard.
  case `default` = 0
  /// ASCII characters.
  case asciiCapable = 1
  /// Numbers and punctuation.
  case numbersAndPunctuation = 2
  /// For URLs.
  case URL = 3
  /// Digits.
  case numberPad = 4
  /// Telephone numbers.
  case phonePad = 5
  /// A name or a telephone number.
  case namePhonePad = 6
  /// For email addresses.
  case emailAddress = 7
  /// Digits and a decimal separator.
  case decimalPad = 8
  /// For social posts, with @ and #.
  case twitter = 9
  /// For web searches.
  case webSearch = 10
  /// ASCII digits.
  case asciiCapableNumberPad = 11

  /// ASCII characters (deprecated name of `asciiCapable`).
  public static var alphabet: UIKeyboardType { .asciiCapable }
}
