import CompatibilitySources
import EaselTesting
import Foundation
import SwiftUI
import Testing

/// The text input source in CompatibilitySources, a sign-in form, driven through `ViewHost`
/// typing: focus follows `@FocusState` from the username to the password on Return.
@MainActor
@Suite struct TextInputSourceTests {
  static let size = CGSize(width: 393, height: 420)

  func message<V: View>(_ host: ViewHost<V>) -> String? {
    host.accessibilityTree().first { $0.identifier == "message" }?.label
  }

  @Test func returnMovesFromTheUsernameToThePasswordAndSignsIn() throws {
    var signedIn: [String] = []
    let host = ViewHost(LoginForm { signedIn = [$0, $1] }, size: Self.size)
    // The username has focus when the form appears.
    #expect(host.focusedIdentifier == "username")
    host.type("Ada")
    host.press(.return)
    #expect(host.focusedIdentifier == "password")
    host.type("lovelace\n")
    #expect(host.focusedIdentifier == nil)
    #expect(signedIn == ["Ada", "lovelace"])
    #expect(message(host) == "Welcome, Ada")
    let traits = try #require(host.textInputTraits(of: "username"))
    #expect(traits.textContentType == .username)
    #expect(traits.submitLabel == .next)
    #expect(host.textInputTraits(of: "password")?.submitLabel == .go)
  }

  @Test func signingInSendsFocusToAnEmptyField() {
    var signedIn: [String] = []
    let host = ViewHost(LoginForm { signedIn = [$0, $1] }, size: Self.size)
    host.type("grace", into: "username")
    host.tap("signIn")
    #expect(host.focusedIdentifier == "password")
    #expect(message(host) == "Enter your password")
    host.press(.delete)
    host.tap("signIn")
    #expect(host.focusedIdentifier == "password")
    // Back in the username: empty it, and Return in the password sends focus there.
    host.type("", into: "username")
    host.press("a", modifiers: .control)
    host.press(.delete)
    host.type("secret", into: "password")
    host.press(.return)
    #expect(host.focusedIdentifier == "username")
    #expect(message(host) == "Enter your username")
    #expect(signedIn.isEmpty)
  }
}
