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

  struct Rater: View {
    @State private var stars = 0
    var body: some View {
      Button("Rate") { stars += 1 }
        .accessibilityIdentifier("rate")
        .sensoryFeedback(.selection, trigger: stars)
        .sensoryFeedback(.success, trigger: stars) { _, new in new == 2 }
    }
  }

  /// `sensoryFeedback` plays (records) its feedback when the trigger changes, and a
  /// condition chooses when.
  @Test func sensoryFeedbackIsRecorded() {
    let host = ViewHost(Rater(), size: CGSize(width: 200, height: 100))
    #expect(host.sensoryFeedback.isEmpty)
    #expect(host.tap("rate"))
    #expect(host.sensoryFeedback == [.selection])
    #expect(host.tap("rate"))
    // The two modifiers' feedback of one change come in no particular order.
    #expect(host.sensoryFeedback.count == 3)
    #expect(host.sensoryFeedback.filter { $0 == .selection }.count == 2)
    #expect(host.sensoryFeedback.filter { $0 == .success }.count == 1)
  }

  /// Mixing colours: by a fraction, straight in sRGB or perceptually in Oklab; the
  /// `.background` style is the scheme's background.
  @Test func mixingAndTheBackgroundStyle() throws {
    let red = Color(red: 1, green: 0, blue: 0)
    let blue = Color(red: 0, green: 0, blue: 1)
    let straight = red.mix(with: blue, by: 0.5, in: .device).resolve(for: .light)
    #expect(straight == Color.Resolved(red: 0.5, green: 0, blue: 0.5, opacity: 1))
    #expect(red.mix(with: blue, by: 0, in: .perceptual).resolve(for: .light).red > 0.999)
    let perceptual = red.mix(with: blue, by: 0.5).resolve(for: .light)
    // Oklab's midpoint of red and blue is a brighter purple than sRGB's.
    #expect(perceptual.red > 0.5 && perceptual.blue > 0.5)
    let host = ViewHost(
      Rectangle().fill(.background).frame(width: 20, height: 20),
      size: CGSize(width: 20, height: 20))
    host.setColorScheme(.dark)
    #expect(try host.pixel(x: 10, y: 10) == Pixel(red: 0, green: 0, blue: 0))
  }

  /// The `.tint` style is the tint set outside, or the accent colour.
  @Test func theTintStyle() throws {
    let plain = ViewHost(
      Rectangle().fill(.tint).frame(width: 20, height: 20), size: CGSize(width: 20, height: 20))
    #expect(try plain.pixel(x: 10, y: 10) == Pixel(red: 0, green: 122, blue: 255))
    let tinted = ViewHost(
      Rectangle().fill(.tint).frame(width: 20, height: 20).tint(.green),
      size: CGSize(width: 20, height: 20))
    #expect(try tinted.pixel(x: 10, y: 10) == Pixel(red: 52, green: 199, blue: 89))
  }
}
