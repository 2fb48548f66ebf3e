import Easel
import EaselTesting
import Foundation
import Testing

/// An iPhone-like canvas: 59 points of status bar and notch at the top, 34 of home indicator
/// at the bottom.
@MainActor
@Suite struct SafeAreaTests {
  static let insets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
  static let size = CGSize(width: 390, height: 844)

  @Test func contentIsLaidOutInTheSafeArea() {
    let host = ViewHost(
      Color.red.accessibilityIdentifier("fill"), size: Self.size, safeAreaInsets: Self.insets)
    #expect(host.frame(of: "fill") == CGRect(x: 0, y: 59, width: 390, height: 751))
  }

  @Test func ignoringTheSafeAreaReachesTheCanvasEdges() {
    let host = ViewHost(
      Color.red.ignoresSafeArea().accessibilityIdentifier("fill"), size: Self.size,
      safeAreaInsets: Self.insets)
    // The identifier wraps the ignoring view: its own frame is the safe one…
    #expect(host.frame(of: "fill") == CGRect(x: 0, y: 59, width: 390, height: 751))
    let inner = ViewHost(
      Color.red.accessibilityIdentifier("fill").ignoresSafeArea(), size: Self.size,
      safeAreaInsets: Self.insets)
    // …and the content inside it fills the canvas.
    #expect(inner.frame(of: "fill") == CGRect(x: 0, y: 0, width: 390, height: 844))
    let topOnly = ViewHost(
      Color.red.accessibilityIdentifier("fill").ignoresSafeArea(edges: .top), size: Self.size,
      safeAreaInsets: Self.insets)
    #expect(topOnly.frame(of: "fill") == CGRect(x: 0, y: 0, width: 390, height: 810))
  }

  @Test func aViewAwayFromTheEdgeDoesNotGrow() {
    let view = VStack(spacing: 0) {
      Color.gray.frame(height: 100)
      Color.red.accessibilityIdentifier("middle").ignoresSafeArea(edges: .top)
    }
    let host = ViewHost(view, size: Self.size, safeAreaInsets: Self.insets)
    #expect(host.frame(of: "middle") == CGRect(x: 0, y: 159, width: 390, height: 651))
  }

  @Test func safeAreaInsetPutsABarAtTheBottom() {
    let view = Color.blue.accessibilityIdentifier("content")
      .safeAreaInset(edge: .bottom, spacing: 10) {
        Color.gray.frame(height: 50).accessibilityIdentifier("bar")
      }
    let host = ViewHost(view, size: CGSize(width: 300, height: 600))
    #expect(host.frame(of: "bar") == CGRect(x: 0, y: 550, width: 300, height: 50))
    #expect(host.frame(of: "content") == CGRect(x: 0, y: 0, width: 300, height: 540))
  }

  @Test func geometryProxyReportsTheInsetsItReachesInto() {
    let insets = Probe<EdgeInsets>()
    struct Reader: View {
      let insets: Probe<EdgeInsets>
      @State private var seen = EdgeInsets()
      var body: some View {
        insets.binding = .constant(seen)
        return GeometryReader { proxy in
          Color.red.onAppear { seen = proxy.safeAreaInsets }
        }
        .ignoresSafeArea()
      }
    }
    _ = ViewHost(Reader(insets: insets), size: Self.size, safeAreaInsets: Self.insets)
    #expect(insets.value == Self.insets)
  }
}
