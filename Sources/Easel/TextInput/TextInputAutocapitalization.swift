/// When a text field capitalises what is typed into it.
///
/// Differs from SwiftUI: iOS capitalises through its on-screen keyboard, and not for a
/// hardware keyboard; Easel applies the behaviour set with `textInputAutocapitalization(_:)`
/// to every character typed into a field (pasted text is left as it is). A field with none set
/// capitalises nothing, as with a hardware keyboard.
public struct TextInputAutocapitalization: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    case never, words, sentences, characters
  }

  let kind: Kind

  /// Nothing is capitalised.
  public static var never: TextInputAutocapitalization { .init(kind: .never) }
  /// The first letter of each word is capitalised.
  public static var words: TextInputAutocapitalization { .init(kind: .words) }
  /// The first letter of each sentence is capitalised.
  public static var sentences: TextInputAutocapitalization { .init(kind: .sentences) }
  /// Every letter is capitalised.
  public static var characters: TextInputAutocapitalization { .init(kind: .characters) }

  /// `typed`, capitalised as this behaviour says for text typed after `preceding` (the text
  /// before the caret).
  func apply(to typed: String, after preceding: Substring) -> String {
    switch kind {
    case .never: return typed
    case .characters: return typed.uppercased()
    case .words, .sentences:
      var result = ""
      var before = preceding.last
      // Whether the text before ends a sentence (ignoring spaces after the full stop).
      var sentenceEnded = endsSentence(preceding)
      for character in typed {
        let startsWord = before.map { $0.isWhitespace || $0.isNewline } ?? true
        let capitalise = kind == .words ? startsWord : (sentenceEnded && startsWord)
        if capitalise, character.isLetter {
          result += character.uppercased()
        } else {
          result.append(character)
        }
        if character.isLetter || character.isNumber {
          sentenceEnded = false
        } else if character == "." || character == "!" || character == "?" || character.isNewline {
          sentenceEnded = true
        }
        before = character
      }
      return result
    }
  }

  /// Whether the text before the caret ends a sentence: it is empty or blank, or its last
  /// character other than spaces is `.`, `!`, `?` or a line break.
  private func endsSentence(_ text: Substring) -> Bool {
    for character in text.reversed() {
      if character.isNewline { return true }
      if character.isWhitespace { continue }
      return character == "." || character == "!" || character == "?"
    }
    return true
  }
}
