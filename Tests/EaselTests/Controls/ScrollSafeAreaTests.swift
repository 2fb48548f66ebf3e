import Easel
import EaselTesting
import Foundation
import Testing

/// A scroll view that ends where the safe area does runs its content on under the home
/// indicator, as on iOS, and brings it to rest above it at the end.
@MainActor
@Suite struct ScrollSafeAreaTests {
  /// Thirty red rows 50 points tall on white.
  struct Rows: View {
    var body: some View {
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<30, id: \.self) { index in
            Color.red.frame(height: 50).accessibilityIdentifier("row\(index)")
          }
        }
      }
      .background(Color.white)
    }
  }

  /// An iPhone 15 Pro screen: 59 points of status bar, 34 of home indicator.
  static let size = CGSize(width: 393, height: 852)
  static let insets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)

  @Test func theContentRunsUnderTheHomeIndicator() throws {
    let host = ViewHost(Rows(), size: Self.size, safeAreaInsets: Self.insets)
    // The safe area ends at 818; row 15 (809 to 859) shows on past it.
    #expect(host.frame(of: "row15")?.minY == 809)
    // Red (iOS's, 255, 59, 48), not the white behind.
    let under = try host.pixel(at: CGPoint(x: 200, y: 840))
    #expect(under?.red == 255)
    #expect((under?.green ?? 255) < 100)
    // It takes touches there too: a drag from under the home indicator scrolls.
    #expect(host.drag(from: CGPoint(x: 200, y: 840), by: CGSize(width: 0, height: -200)))
    host.advance(by: 2)
    #expect((host.frame(of: "row0")?.minY ?? 59) < 59)
  }

  @Test func atTheEndTheContentRestsAboveTheHomeIndicator() {
    let host = ViewHost(Rows(), size: Self.size, safeAreaInsets: Self.insets)
    for _ in 0..<6 {
      _ = host.drag(from: CGPoint(x: 200, y: 700), by: CGSize(width: 0, height: -500))
      host.advance(by: 2)
    }
    #expect(host.frame(of: "row29")?.maxY == 818)
  }

  @Test func aScrollViewAboveTheBottomEdgeStopsAtItsFrame() throws {
    let host = ViewHost(
      VStack(spacing: 0) {
        Rows()
        Color.blue.frame(height: 100)
      }, size: Self.size, safeAreaInsets: Self.insets)
    // The scroll view ends at 718, over the blue bar, which the rows do not cover.
    #expect(try host.pixel(at: CGPoint(x: 200, y: 740))?.blue == 255)
    #expect(try host.pixel(at: CGPoint(x: 200, y: 740))?.red == 0)
  }
}
