import Easel
import EaselTesting
import Foundation
import Testing

/// `containerRelativeFrame`: lengths worked out from the nearest scroll view's visible size
/// (less its content margins) or, outside one, the window's. Frames are placed on whole
/// pixels (half points at scale 2).
@MainActor
@Suite struct ContainerRelativeFrameTests {
  struct Carousel: View {
    var margin: CGFloat = 0
    @State var wide = true

    var body: some View {
      VStack {
        ScrollView(.horizontal) {
          HStack(spacing: 10) {
            ForEach(0..<5) { index in
              Color.blue
                .frame(height: 40)
                .containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
                .accessibilityIdentifier("card\(index)")
            }
          }
        }
        .contentMargins(.horizontal, margin)
        .frame(width: wide ? 300 : 210)
        Button("Narrow") { wide = false }.accessibilityIdentifier("narrow")
      }
    }
  }

  static let size = CGSize(width: 400, height: 200)

  @Test func spansColumnsOfTheScrollViewsWidth() {
    let host = ViewHost(Carousel(), size: Self.size)
    // (300 − 2 × 10) / 3 × 2 + 10 = 196.67.
    let card = host.frame(of: "card0")
    #expect(abs((card?.width ?? 0) - 196.67) <= 0.5)
    #expect(card?.height == 40)
  }

  @Test func theMarginsComeOffTheContainer() {
    let host = ViewHost(Carousel(margin: 20), size: Self.size)
    // (260 − 20) / 3 × 2 + 10 = 170.
    #expect(abs((host.frame(of: "card0")?.width ?? 0) - 170) <= 0.5)
  }

  @Test func followsTheScrollViewWhenItsSizeChanges() {
    let host = ViewHost(Carousel(), size: Self.size)
    #expect(host.tap("narrow"))
    host.update()
    // (210 − 20) / 3 × 2 + 10 = 136.67, its two edges each on a pixel.
    #expect(abs((host.frame(of: "card1")?.width ?? 0) - 136.67) <= 1)
  }

  @Test func outsideAScrollViewTheWindowIsTheContainer() {
    let view = Color.red
      .containerRelativeFrame([.horizontal, .vertical]) { length, axis in
        axis == .horizontal ? length / 2 : length / 4
      }
      .accessibilityIdentifier("half")
    let host = ViewHost(view, size: CGSize(width: 200, height: 100))
    #expect(host.frame(of: "half")?.size == CGSize(width: 100, height: 25))
  }

  @Test func theWholeContainerAlongOneAxis() {
    let view = VStack {
      Text("Title")
        .containerRelativeFrame(.horizontal, alignment: .leading)
        .accessibilityIdentifier("title")
    }
    let host = ViewHost(view, size: CGSize(width: 240, height: 100))
    let title = host.frame(of: "title")
    #expect(title?.width == 240)
    #expect(title?.minX == 0)
  }
}
