import SwiftUI

/// A news row that shows redacted placeholders (`redacted(reason: .placeholder)`) pulsing
/// with a `phaseAnimator` while its article loads, and the article once it has.
public struct ArticlePlaceholder: View {
  @State private var isLoading = true

  public init() {}

  public var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      HStack(spacing: 12) {
        RoundedRectangle(cornerRadius: 8)
          .fill(Color.blue)
          .frame(width: 56, height: 56)
        VStack(alignment: .leading, spacing: 4) {
          Text("Swift on the desktop")
            .font(.headline)
            .accessibilityIdentifier("headline")
          Text("Previews that run without a Mac")
            .font(.subheadline)
            .foregroundStyle(.secondary)
        }
      }
      .redacted(reason: isLoading ? .placeholder : [])
      .phaseAnimator([0.35, 1.0]) { content, phase in
        content.opacity(isLoading ? phase : 1)
      } animation: { _ in
        .easeInOut(duration: 0.8)
      }
      .accessibilityIdentifier("row")

      Button(isLoading ? "Finish loading" : "Reload") {
        isLoading.toggle()
      }
      .accessibilityIdentifier("load")
    }
    .padding()
  }
}
