import EaselCairo
import EaselTesting
import Foundation
import Testing

@testable import Easel

/// The environment values SwiftUI code reads of its system, and the actions a desktop
/// records rather than performs.
@MainActor
@Suite struct SystemEnvironmentTests {
  struct Help: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.openURL) private var openURL
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.scenePhase) private var phase

    var body: some View {
      VStack {
        Button("Close", systemImage: "xmark") { dismiss() }
          .accessibilityIdentifier("close")
        Button("Help") { openURL(URL(string: "https://example.com/help")!) }
          .accessibilityIdentifier("help")
        Text(sizeClass == .compact ? "compact" : "regular").accessibilityIdentifier("class")
        Text(phase == .active ? "active" : "not active").accessibilityIdentifier("phase")
      }
    }
  }

  func label<V: View>(_ host: ViewHost<V>, _ identifier: String) -> String? {
    host.accessibilityTree().first { $0.identifier == identifier }?.label
  }

  @Test func defaults() {
    let environment = EnvironmentValues()
    #expect(environment.horizontalSizeClass == .compact)
    #expect(environment.verticalSizeClass == .regular)
  }

  @Test func dismissAndOpenURLAreRecorded() {
    let host = ViewHost(Help(), size: CGSize(width: 300, height: 300))
    #expect(label(host, "close") == "Close")
    #expect(host.tap("close"))
    #expect(host.dismissCount == 1)
    #expect(host.tap("help"))
    #expect(host.openedURLs == [URL(string: "https://example.com/help")!])
    #expect(label(host, "class") == "compact")
    #expect(label(host, "phase") == "active")
  }

  /// A button with a system image shows the image beside the title.
  @Test func aButtonWithASystemImage() throws {
    let host = ViewHost(
      Button("Close", systemImage: "xmark") {}.accessibilityIdentifier("b").fixedSize(),
      size: CGSize(width: 300, height: 100))
    let titleOnly = ViewHost(
      Button("Close") {}.accessibilityIdentifier("b").fixedSize(),
      size: CGSize(width: 300, height: 100))
    let withImage = try #require(host.frame(of: "b"))
    let without = try #require(titleOnly.frame(of: "b"))
    #expect(withImage.width > without.width + 10)
  }

  struct Shift: AnimatableModifier {
    var amount: Double
    var animatableData: Double {
      get { amount }
      set { amount = newValue }
    }
    func body(content: Content) -> some View {
      content.offset(x: amount).accessibilityValue("\(Int(amount.rounded()))")
    }
  }

  struct Mover: View {
    @State private var moved = false
    var body: some View {
      Color.red.frame(width: 20, height: 20)
        .modifier(Shift(amount: moved ? 100 : 0))
        .onTapGesture { withAnimation(.linear(duration: 1)) { moved = true } }
        .accessibilityIdentifier("mover")
    }
  }

  /// An `AnimatableModifier`'s data goes through the animation's values frame by frame.
  @Test func animatableModifiersAnimate() {
    let host = ViewHost(Mover(), size: CGSize(width: 300, height: 100))
    func value() -> String? {
      host.accessibilityTree().first { $0.identifier == "mover" }?.value
    }
    #expect(value() == "0")
    #expect(host.tap("mover"))
    host.advance(by: 0.5)
    #expect(value() == "50")
    host.advance(by: 0.6)
    #expect(value() == "100")
  }
}
