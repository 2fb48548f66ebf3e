import CompatibilitySources
import EaselTesting
import Foundation
import SwiftUI
import Testing

/// `OrderTracker` (`scenePhase` with the one-parameter `onChange`, `hidden()`, `border`,
/// currency formatting, dynamic `UIColor`s, `edgesIgnoringSafeArea`,
/// `UIApplication.shared.open`), driven through `ViewHost`.
@MainActor
@Suite struct OrderTrackerSourceTests {
  /// The tracker in an app whose scene goes to the background and comes back (as pressing
  /// Home and opening the app again does), under a 30-point bar of safe area.
  struct App: View {
    @State private var phase = ScenePhase.active

    var body: some View {
      VStack(spacing: 0) {
        Button("Leave and come back") { phase = phase == .active ? .background : .active }
          .frame(height: 40)
          .accessibilityIdentifier("switch")
        OrderTracker()
          .environment(\.scenePhase, phase)
          .safeAreaInset(edge: .top, spacing: 0) { Color.clear.frame(height: 30) }
          .accessibilityIdentifier("tracker")
      }
    }
  }

  func label<V: View>(_ host: ViewHost<V>, _ identifier: String) -> String? {
    host.accessibilityTree().first { $0.identifier == identifier }?.label
  }

  /// Sends the app to the background and back.
  func leaveAndComeBack<V: View>(_ host: ViewHost<V>) {
    #expect(host.tap("switch"))
    #expect(host.tap("switch"))
  }

  static let size = CGSize(width: 390, height: 300)

  @Test func comingBackToTheForegroundChecksForNews() throws {
    let host = ViewHost(App(), size: Self.size)
    #expect(label(host, "badge") == "Placed")
    #expect(label(host, "checks") == "3 items · checked 0 times")
    let width = try #require(host.frame(of: "badge")).width
    // Only coming back (active) counts, not going to the background.
    #expect(host.tap("switch"))
    #expect(label(host, "checks") == "3 items · checked 0 times")
    #expect(host.tap("switch"))
    #expect(label(host, "checks") == "3 items · checked 1 times")
    #expect(label(host, "badge") == "Preparing")
    #expect(host.frame(of: "call") == nil)
    leaveAndComeBack(host)
    #expect(label(host, "badge") == "Out for delivery")
    // The badge keeps the width of its longest status, held by the hidden copy.
    #expect(try #require(host.frame(of: "badge")).width == width)
    // The courier is called through UIApplication, which a desktop records.
    #expect(host.tap("call"))
    #expect(UIKitRecord.events.contains(.open(URL(string: "tel:+441632960123")!)))
    leaveAndComeBack(host)
    leaveAndComeBack(host)
    #expect(label(host, "badge") == "Delivered")
    #expect(label(host, "checks") == "3 items · checked 4 times")
    #expect(try #require(host.frame(of: "badge")).width == width)
  }

  @Test func theTotalIsInEuros() {
    let host = ViewHost(App(), size: Self.size)
    let euros = Decimal(string: "23.5")!.formatted(.currency(code: "EUR"))
    #expect(label(host, "total") == euros)
    #expect(euros.contains("23") && euros.contains("50") && euros.contains("€"))
  }

  @Test func theCardsColoursAreUIKitsInBothSchemesAndReachTheEdges() throws {
    let host = ViewHost(App(), size: Self.size)
    let tracker = try #require(host.frame(of: "tracker"))
    // In the 30-point safe-area bar the card's colour still shows: (1, 0.97, 0.9) is
    // (255, 247.35, 229.5), to within a unit.
    func near(_ pixel: (UInt8, UInt8, UInt8), _ expected: (Double, Double, Double)) -> Bool {
      abs(Double(pixel.0) - expected.0) <= 1 && abs(Double(pixel.1) - expected.1) <= 1
        && abs(Double(pixel.2) - expected.2) <= 1
    }
    let top = try #require(try host.pixel(at: CGPoint(x: 5, y: tracker.minY + 10)))
    #expect(near((top.red, top.green, top.blue), (255, 247.35, 229.5)))
    // The badge's border is UIKit's separator over the card: darker than the card.
    let badge = try #require(host.frame(of: "badge"))
    let border = try #require(try host.pixel(at: CGPoint(x: badge.minX + 0.5, y: badge.midY)))
    #expect(Int(border.red) < 245 && Int(border.blue) < 222)
    host.setColorScheme(.dark)
    let dark = try #require(try host.pixel(at: CGPoint(x: 5, y: tracker.minY + 10)))
    // (0.16, 0.16, 0.2) is (40.8, 40.8, 51).
    #expect(near((dark.red, dark.green, dark.blue), (40.8, 40.8, 51)))
  }
}
