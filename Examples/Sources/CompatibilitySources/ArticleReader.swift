import SwiftUI

/// An article that shows how far it has been read, as iOS 17 and 18 code writes one: a
/// progress bar and percentage fed by `onScrollGeometryChange`, the paragraph at the top
/// followed with `scrollPosition(id:)` (which the Top button sets to scroll back), no scroll
/// indicators (the bar says it), no bounce when the article fits, and a lock that stops
/// scrolling (`scrollDisabled`) while the reader highlights.
public struct ArticleReader: View {
  public let paragraphs: Int
  @State private var progress = 0.0
  @State private var topParagraph: Int?
  @State private var isLocked = false

  public init(paragraphs: Int = 12) {
    self.paragraphs = paragraphs
  }

  public var body: some View {
    VStack(spacing: 0) {
      HStack(spacing: 12) {
        ProgressView(value: progress)
          .accessibilityIdentifier("progressBar")
        Text("\(Int((progress * 100).rounded()))%")
          .font(.caption.monospacedDigit())
          .accessibilityIdentifier("percent")
        Button(isLocked ? "Unlock" : "Lock") { isLocked.toggle() }
          .accessibilityIdentifier("lock")
        if (topParagraph ?? 0) > 0 {
          Button("Top") {
            withAnimation { topParagraph = 0 }
          }
          .accessibilityIdentifier("top")
        }
      }
      .padding(.horizontal)
      .frame(height: 44)

      ScrollView {
        VStack(alignment: .leading, spacing: 0) {
          ForEach(0..<paragraphs, id: \.self) { index in
            Text("Paragraph \(index + 1)")
              .frame(maxWidth: .infinity, minHeight: 100, maxHeight: 100, alignment: .topLeading)
              .background(index.isMultiple(of: 2) ? Color.white : Color(white: 0.96))
              .id(index)
              .accessibilityIdentifier("paragraph\(index)")
          }
        }
        .scrollTargetLayout()
      }
      .scrollPosition(id: $topParagraph)
      .scrollIndicators(.hidden)
      .scrollBounceBehavior(.basedOnSize)
      .scrollDisabled(isLocked)
      .onScrollGeometryChange(for: Double.self) { geometry in
        let scrollable = geometry.contentSize.height - geometry.containerSize.height
        guard scrollable > 0 else { return 1 }
        return min(max(Double(geometry.contentOffset.y / scrollable), 0), 1)
      } action: { _, newValue in
        progress = newValue
      }
      .accessibilityIdentifier("article")

      Text("Paragraph \((topParagraph ?? 0) + 1) of \(paragraphs)")
        .font(.footnote)
        .frame(height: 30)
        .accessibilityIdentifier("position")
    }
  }
}
