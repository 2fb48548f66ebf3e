import SwiftUI

/// A sign-in form as iOS apps write it: the username takes focus when the form appears,
/// Return there moves on to the password, Return in the password (or the button) signs in,
/// sending focus back to an empty field first.
public struct LoginForm: View {
  enum Field: Hashable {
    case username
    case password
  }

  @State private var username = ""
  @State private var password = ""
  @State private var message = ""
  @FocusState private var focusedField: Field?
  private let onSignIn: (String, String) -> Void

  public init(onSignIn: @escaping (String, String) -> Void = { _, _ in }) {
    self.onSignIn = onSignIn
  }

  public var body: some View {
    VStack(spacing: 16) {
      Text("Sign in")
        .font(.title.bold())
      TextField("Username", text: $username)
        .textContentType(.username)
        .textInputAutocapitalization(.never)
        .autocorrectionDisabled()
        .submitLabel(.next)
        .focused($focusedField, equals: .username)
        .onSubmit { focusedField = .password }
        .accessibilityIdentifier("username")
      SecureField("Password", text: $password)
        .textContentType(.password)
        .submitLabel(.go)
        .focused($focusedField, equals: .password)
        .onSubmit(signIn)
        .accessibilityIdentifier("password")
      Button("Sign In", action: signIn)
        .buttonStyle(.borderedProminent)
        .accessibilityIdentifier("signIn")
      Text(message)
        .foregroundColor(.secondary)
        .accessibilityIdentifier("message")
    }
    .textFieldStyle(.roundedBorder)
    .padding()
    .onAppear { focusedField = .username }
  }

  private func signIn() {
    if username.isEmpty {
      focusedField = .username
      message = "Enter your username"
    } else if password.isEmpty {
      focusedField = .password
      message = "Enter your password"
    } else {
      focusedField = nil
      message = "Welcome, \(username)"
      onSignIn(username, password)
    }
  }
}
