import SwiftUI

extension EnvironmentValues {
  /// The cards' corner radius, declared the iOS 18 way.
  @Entry var cardCornerRadius: CGFloat = 16
}

/// A contact row as an iOS app writes one: a gradient avatar with an initial, two lines of
/// text, and a follow button that animates its tint.
public struct ProfileCard: View {
  let name: String
  let role: String
  @State private var isFollowing = false
  @Environment(\.cardCornerRadius) private var cornerRadius

  public init(name: String, role: String) {
    self.name = name
    self.role = role
  }

  public var body: some View {
    HStack(spacing: 12) {
      Circle()
        .fill(
          LinearGradient(
            colors: [.blue, .purple],
            startPoint: .topLeading,
            endPoint: .bottomTrailing
          )
        )
        .frame(width: 48, height: 48)
        .overlay {
          Text(String(name.prefix(1)))
            .font(.title2.bold())
            .foregroundStyle(.white)
        }
        .accessibilityHidden(true)

      VStack(alignment: .leading, spacing: 2) {
        Text(name)
          .font(.headline)
        Text(role)
          .font(.subheadline)
          .foregroundStyle(.secondary)
          .lineLimit(1)
      }

      Spacer(minLength: 8)

      Button(isFollowing ? "Following" : "Follow") {
        withAnimation(.snappy) {
          isFollowing.toggle()
        }
      }
      .buttonStyle(.borderedProminent)
      .tint(isFollowing ? .gray : .blue)
      .accessibilityIdentifier("follow")
    }
    .padding()
    .background(Color.white, in: RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
    .shadow(color: .black.opacity(0.1), radius: 8, x: 0, y: 4)
    .accessibilityIdentifier("card")
  }
}
