import CompatibilitySources
import EaselTesting
import Foundation
import SwiftUI
import Testing

/// `SignUpForm` (Combine's `throttle`, `combineLatest`, `assign(to:)`, `CurrentValueSubject`,
/// `PassthroughSubject` and `onReceive`), driven through `ViewHost`: typing into the fields,
/// the host's clock for the throttled availability check, and a tap to create the account.
@MainActor
@Suite struct SignUpSourceTests {
  func label<V: View>(_ host: ViewHost<V>, _ identifier: String) -> String? {
    host.accessibilityTree().first { $0.identifier == identifier }?.label
  }

  static let size = CGSize(width: 393, height: 420)

  /// The model the form makes when it is first shown (a `@StateObject`, so its pipelines
  /// are made while the host's clock is installed and run on it).
  final class Made {
    var model: SignUpModel?
    func make() -> SignUpModel {
      let model = SignUpModel()
      self.model = model
      return model
    }
  }

  @Test func theUsernameIsCheckedAtMostTwiceASecond() throws {
    let made = Made()
    let host = ViewHost(SignUpForm(model: made.make()), size: Self.size)
    let model = try #require(made.model)
    // The empty name is published at once when the model subscribes.
    #expect(model.availabilityChecks == 1)
    // Typed within half a second of it, "gr" waits for the half second to pass.
    #expect(host.type("gr", into: "username"))
    host.advance(by: 0.49)
    #expect(model.availabilityChecks == 1)
    #expect(label(host, "usernameMessage") == "")
    host.advance(by: 0.01)
    #expect(model.availabilityChecks == 2)
    #expect(label(host, "usernameMessage") == "At least 3 characters")
    // Nothing typed for the next half second: nothing to check.
    host.advance(by: 0.5)
    #expect(model.availabilityChecks == 2)
    // Half a second or more after the last check, a key is checked at once…
    #expect(host.type("a"))
    #expect(model.availabilityChecks == 3)
    #expect(label(host, "usernameMessage") == "gra is available")
    // …and the rest of the name, typed at once after it, only at the next half second: one
    // check for "grace", none for "grac".
    #expect(host.type("ce"))
    #expect(model.availabilityChecks == 3)
    host.advance(by: 0.5)
    #expect(model.availabilityChecks == 4)
    #expect(label(host, "usernameMessage") == "grace is available")
    // A name the server has is taken, whatever its case.
    host.type("", into: "username")
    host.press("a", modifiers: .control)
    host.type("Ada")
    host.advance(by: 0.5)
    #expect(label(host, "usernameMessage") == "Ada is taken")
  }

  @Test func theAccountIsCreatedOnceEverythingIsRight() throws {
    let made = Made()
    let host = ViewHost(SignUpForm(model: made.make()), size: Self.size)
    let model = try #require(made.model)
    host.type("grace", into: "username")
    host.advance(by: 0.5)
    #expect(label(host, "usernameMessage") == "grace is available")
    // Not yet: no password.
    #expect(!model.canSubmit)
    host.tap("create")
    #expect(label(host, "welcome") == "")
    host.type("cobol", into: "password")
    #expect(label(host, "passwordMessage") == "At least 8 characters")
    host.type("1959", into: "password")
    #expect(label(host, "passwordMessage") == "Passwords differ")
    host.type("cobol1959", into: "confirmation")
    #expect(label(host, "passwordMessage") == "")
    #expect(model.canSubmit)
    // Created: the welcome comes through onReceive, and the name is taken from then on.
    #expect(host.tap("create"))
    #expect(label(host, "welcome") == "Welcome, grace!")
    #expect(model.takenNames.value.contains("grace"))
    #expect(label(host, "usernameMessage") == "grace is taken")
    #expect(!model.canSubmit)
  }
}
