import Easel
import Foundation

/// Every control of the catalog on one scrollable page, grouped by the seed it comes from: the
/// first tab of what `make run` opens (`Assets/Specs/Gallery.json`, whose second tab places the
/// same controls in a settings screen). Each control keeps its own state, so the page can be
/// played with.
public struct CatalogGallery: View {
  @State private var liked = false
  @State private var toggleOn = true
  @State private var volume = 40.0
  @State private var options = ["Swift", "Kotlin", "Rust", "Go", "TypeScript", "C++", "Zig"]
    .map { CatalogOption(displayedName: $0) }
  @State private var taps = 0

  /// Creates the gallery.
  public init() {}

  public var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 28) {
        section("Seed 000 — custom controls") {
          HStack(spacing: 24) {
            CustomLikeButton(isLiked: $liked, likeCount: 42).accessibilityIdentifier("like")
            CustomToggle(
              isOn: $toggleOn, activeColor: .green, inactiveColor: .gray.opacity(0.6),
              thumbColor: .white)
            ArcShape(startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
              .stroke(Color.blue, lineWidth: 10)
              .frame(width: 60, height: 60)
          }
          Button("Kattints ide! (\(taps))") { taps += 1 }
            .customButtonStyle(backgroundColor: .purple, textColor: .white)
          HStack(spacing: 24) {
            RotaryDial(value: $volume, in: 0...100, step: 5, diameter: 120, lineWidth: 12)
            GaugeRing(progress: volume / 100, diameter: 100)
            PieChart(values: [volume, 100 - volume, 30]).frame(width: 100, height: 100)
          }
          DraggableCircle().frame(height: 110)
        }
        section("Seed 002 — a wrapping picker") {
          FlexiblePicker(inputData: $options, fontSize: 15, spacing: 10, textColor: .primary)
        }
        section("Seed 003 — concentric corners") {
          VStack {
            Button("Concentric Button") {}
              .buttonStyle(.glassProminent)
              .buttonBorderShape(ConcentricButtonBorderShape.concentric(minimum: 0))
              .buttonSizing(.flexible)
          }
          .padding(16)
          .background(RoundedRectangle(cornerRadius: 40).fill(Color.gray.opacity(0.15)))
          .containerShape(.rect(cornerRadius: 40))
        }
        section("Seed 004 — adaptive layout") {
          AdaptiveLayoutView().frame(height: 420).accessibilityIdentifier("adaptive")
            .clipShape(RoundedRectangle(cornerRadius: 16))
        }
      }
      .padding(20)
    }
    .accessibilityIdentifier("gallery")
  }

  private func section<Content: View>(
    _ title: String, @ViewBuilder content: () -> Content
  ) -> some View {
    VStack(alignment: .leading, spacing: 14) {
      Text(title).font(.headline)
      content()
    }
  }
}
