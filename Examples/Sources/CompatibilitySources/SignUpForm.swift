import Combine
import SwiftUI

/// A sign-up form's view model as Combine code writes it: `@Published` fields, the
/// username's availability checked at most twice a second (`throttle`) against the names the
/// server has taken (a `CurrentValueSubject`), the password rules from both fields
/// (`combineLatest`), results assigned to published properties (`assign(to:)`), and each
/// account made announced on a `PassthroughSubject`.
public final class SignUpModel: ObservableObject {
  @Published public var username = ""
  @Published public var password = ""
  @Published public var confirmation = ""
  @Published public private(set) var usernameMessage = ""
  @Published public private(set) var passwordMessage = ""
  @Published public private(set) var canSubmit = false
  /// How many times the availability of a name was checked.
  public private(set) var availabilityChecks = 0

  public let takenNames: CurrentValueSubject<Set<String>, Never>
  public let accountCreated = PassthroughSubject<String, Never>()

  public init(takenNames: Set<String> = ["admin", "ada"]) {
    self.takenNames = CurrentValueSubject(takenNames)

    $username
      .throttle(for: .seconds(0.5), scheduler: RunLoop.main, latest: true)
      .removeDuplicates()
      .handleEvents(receiveOutput: { [weak self] _ in self?.availabilityChecks += 1 })
      .combineLatest(self.takenNames)
      .map { name, taken -> String in
        if name.isEmpty { return "" }
        if name.count < 3 { return "At least 3 characters" }
        return taken.contains(name.lowercased()) ? "\(name) is taken" : "\(name) is available"
      }
      .assign(to: &$usernameMessage)

    $password
      .combineLatest($confirmation)
      .map { password, confirmation -> String in
        if password.isEmpty { return "" }
        if password.count < 8 { return "At least 8 characters" }
        return password == confirmation ? "" : "Passwords differ"
      }
      .assign(to: &$passwordMessage)

    $usernameMessage
      .combineLatest($passwordMessage, $password)
      .map { nameMessage, passwordMessage, password in
        nameMessage.hasSuffix("is available") && passwordMessage.isEmpty && !password.isEmpty
      }
      .assign(to: &$canSubmit)
  }

  public func submit() {
    guard canSubmit else { return }
    takenNames.value.insert(username.lowercased())
    accountCreated.send(username)
  }
}

/// The sign-up form over `SignUpModel`: the fields, what is wrong with them, and a button
/// that is enabled once everything is right; a welcome line shows each account made.
public struct SignUpForm: View {
  @StateObject private var model: SignUpModel
  @State private var welcome = ""

  public init(model: @autoclosure @escaping () -> SignUpModel = SignUpModel()) {
    _model = StateObject(wrappedValue: model())
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      TextField("Username", text: $model.username)
        .textFieldStyle(.roundedBorder)
        .accessibilityIdentifier("username")
      Text(model.usernameMessage)
        .font(.footnote)
        .foregroundStyle(model.usernameMessage.hasSuffix("is available") ? Color.green : Color.red)
        .accessibilityIdentifier("usernameMessage")
      SecureField("Password", text: $model.password)
        .textFieldStyle(.roundedBorder)
        .accessibilityIdentifier("password")
      SecureField("Confirm password", text: $model.confirmation)
        .textFieldStyle(.roundedBorder)
        .accessibilityIdentifier("confirmation")
      Text(model.passwordMessage)
        .font(.footnote)
        .foregroundStyle(.red)
        .accessibilityIdentifier("passwordMessage")
      Button("Create Account") { model.submit() }
        .buttonStyle(.borderedProminent)
        .disabled(!model.canSubmit)
        .accessibilityIdentifier("create")
      Text(welcome)
        .accessibilityIdentifier("welcome")
    }
    .padding()
    .onReceive(model.accountCreated) { name in
      welcome = "Welcome, \(name)!"
    }
  }
}
