import SwiftUI

/// A horizontal strip of photo cards, three to a screen, as iOS 17 code lays one out: each
/// card is a third of the strip's width less the spacing (`containerRelativeFrame`), inset
/// from the edges by content margins, snapping to a card (`.viewAligned`), with no scroll
/// indicator, and not clipped to the strip (`scrollClipDisabled`), so the cards' shadows and
/// the next card show into the screen's padding. The strip reports the first card in view.
public struct PhotoStrip: View {
  public let colors: [Color]
  @State private var firstVisible: Int?

  public init(
    colors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .blue, .indigo, .purple]
  ) {
    self.colors = colors
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text("Photo \((firstVisible ?? 0) + 1) of \(colors.count)")
        .font(.headline)
        .accessibilityIdentifier("caption")

      ScrollView(.horizontal) {
        LazyHStack(spacing: 8) {
          ForEach(colors.indices, id: \.self) { index in
            RoundedRectangle(cornerRadius: 8)
              .fill(colors[index])
              .frame(height: 120)
              .containerRelativeFrame(.horizontal, count: 3, spacing: 8)
              .shadow(radius: 4)
              .id(index)
              .accessibilityIdentifier("photo\(index)")
          }
        }
        .scrollTargetLayout()
      }
      .contentMargins(.horizontal, 16, for: .scrollContent)
      .scrollTargetBehavior(.viewAligned)
      .scrollIndicators(.never)
      .scrollClipDisabled()
      .scrollPosition(id: $firstVisible)
      .frame(height: 140)
      .accessibilityIdentifier("strip")
    }
    .padding(.horizontal, 20)
  }
}
