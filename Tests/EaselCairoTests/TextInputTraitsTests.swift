import EaselTesting
import Foundation
import SwiftUI
import Testing

/// The text input settings that take UIKit's types, as `import SwiftUI` code sets them, read
/// back by tests; and a one-digit-per-field code entry whose focus moves as digits are typed.
@MainActor
@Suite struct TextInputTraitsTests {
  static let size = CGSize(width: 320, height: 200)

  @Test func keyboardAndContentTypesAreKeptForTests() {
    let host = ViewHost(
      VStack {
        TextField("Email", text: .constant(""))
          .keyboardType(.emailAddress)
          .textContentType(.username)
          .autocapitalization(.none)
          .disableAutocorrection(true)
          .accessibilityIdentifier("email")
        TextField("Plain", text: .constant("")).accessibilityIdentifier("plain")
      }, size: Self.size)
    let email = host.textInputTraits(of: "email")
    #expect(email?.keyboardType == .emailAddress)
    #expect(email?.textContentType == .username)
    #expect(email?.textContentTypeRawValue == "username")
    #expect(email?.autocapitalization == .never)
    #expect(email?.autocorrectionDisabled == true)
    let plain = host.textInputTraits(of: "plain")
    #expect(plain?.keyboardType == .default)
    #expect(plain?.textContentType == nil)
    #expect(plain?.autocapitalization == nil)
    #expect(plain?.submitLabel == .return)
    #expect(UIKeyboardType.alphabet == .asciiCapable)
  }

  /// Four one-digit fields: a digit moves focus to the next field, Backspace in an empty one
  /// to the one before.
  struct Code: View {
    @State private var digits = ["", "", "", ""]
    @FocusState private var focused: Int?
    let code: (String) -> Void

    var body: some View {
      HStack {
        ForEach(0..<4, id: \.self) { index in
          TextField("", text: $digits[index])
            .keyboardType(.numberPad)
            .multilineTextAlignment(.center)
            .frame(width: 40, height: 48)
            .focused($focused, equals: index)
            .onChange(of: digits[index]) { _, value in
              if value.count > 1 { digits[index] = String(value.suffix(1)) }
              if !value.isEmpty, index < 3 { focused = index + 1 }
              code(digits.joined())
            }
            .onKeyPress(.delete) {
              guard digits[index].isEmpty, index > 0 else { return .ignored }
              focused = index - 1
              return .handled
            }
            .accessibilityIdentifier("digit\(index)")
        }
      }
    }
  }

  @Test func focusMovesAlongTheDigitsAsTheyAreTyped() throws {
    var code = ""
    let host = ViewHost(Code { code = $0 }, size: Self.size)
    host.type("4", into: "digit0")
    #expect(host.focusedIdentifier == "digit1")
    host.type("271")
    #expect(code == "4271")
    #expect(host.focusedIdentifier == "digit3")
    host.press(.delete)
    host.press(.delete)
    #expect(host.focusedIdentifier == "digit2")
    host.press(.delete)
    #expect(code == "42")
    // The digits are centred in their fields.
    let field = try #require(host.frame(of: "digit0"))
    let run = try #require(
      flattenedRuns(host.displayList().items).first { $0.string == "4" })
    #expect(abs(run.frame.midX - field.midX) < 1)
  }

  private func flattenedRuns(_ items: [DisplayList.Item]) -> [DisplayList.TextRun] {
    var runs: [DisplayList.TextRun] = []
    for item in items {
      switch item.operation {
      case .text(let run): runs.append(run)
      case .opacity(_, let inner), .offset(_, let inner), .clip(_, let inner),
        .transform(_, let inner), .group(let inner):
        runs += flattenedRuns(inner)
      default: break
      }
    }
    return runs
  }
}
