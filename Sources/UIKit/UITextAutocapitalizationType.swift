/// When UIKit capitalises typed text; SwiftUI's deprecated `autocapitalization(_:)` takes it.
public enum UITextAutocapitalizationType: Int, Sendable {
  /// Nothing is capitalised.
  case none = 0
  /// The first letter of each word.
  case words = 1
  /// The first letter of each sentence.
  case sentences = 2
  /// Every letter.
  case allCharacters = 3
}
